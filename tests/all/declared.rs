//! The command table held to the binary: what each command declares (the
//! Formats line its help ends with, whether a lesson may run it) against
//! what it does when run.

use crate::support::{nimstep, run_block, Outcome};
use nimstep_core::render::markdown;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A command line for every command. The test fails when `nimstep --help`
/// lists a command that is not here, so a new command is held to its
/// declaration too.
const SAMPLES: &[&str] = &[
    "explain 13 12 8",
    "label 1 2",
    "table",
    "moves 3 4",
    "check 3 4 --from 1 --take 1",
    "play 3 4",
    "quiz --seed 1 --count 1",
    "grundy --game kayles",
    "worksheet --seed 1",
    "lesson 1",
    "export",
    "glossary",
    "completions bash",
    "man",
];

/// The commands a lesson may not run: they talk to the user, show or
/// write the course itself, or print a fixed form.
const NOT_IN_LESSONS: &[&str] = &["play", "quiz", "lesson", "export", "completions", "man"];

/// The subcommands `nimstep --help` lists (`help` aside).
fn commands_in_help() -> Vec<String> {
    let help = nimstep(&["--help"], "").stdout;
    help.lines()
        .skip_while(|line| *line != "Commands:")
        .skip(1)
        .take_while(|line| !line.is_empty())
        .filter_map(|line| line.strip_prefix("  "))
        .filter(|line| !line.starts_with(' '))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|&name| name != "help")
        .map(String::from)
        .collect()
}

/// The values `--format` takes, as clap lists them when given a bad one.
fn every_format() -> Vec<String> {
    let err = nimstep(&["--format", "nope", "table"], "").stderr;
    let list = err
        .split("[possible values: ")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .unwrap_or_else(|| panic!("no possible values in {err}"));
    list.split(", ").map(String::from).collect()
}

/// The formats `command`'s help declares, its default first.
fn declared_formats(command: &str) -> Vec<String> {
    let help = nimstep(&[command, "--help"], "").stdout;
    let line = help
        .lines()
        .rev()
        .find(|line| line.starts_with("Formats: "))
        .unwrap_or_else(|| panic!("{command} --help has no Formats line:\n{help}"));
    let list = line.trim_start_matches("Formats: ");
    if list.starts_with("none") {
        return Vec::new();
    }
    list.trim_end_matches(" (--format).")
        .split(", ")
        .map(|name| name.trim_end_matches(" (default)").to_string())
        .collect()
}

/// Runs `sample` with `format` (none: the command's default), `quit`
/// on standard input for the commands that talk; `export` writes into a
/// fresh folder under `dir`, returned beside what the run did.
fn run(sample: &str, format: Option<&str>, dir: &Path) -> (Outcome, Option<PathBuf>) {
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let mut args: Vec<String> = Vec::new();
    if let Some(format) = format {
        args.extend(["--format".to_string(), format.to_string()]);
    }
    args.extend(sample.split_whitespace().map(String::from));
    let folder = (sample == "export").then(|| {
        let folder = dir.join(RUNS.fetch_add(1, Ordering::Relaxed).to_string());
        args.extend(["--out".to_string(), folder.display().to_string()]);
        folder
    });
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    (nimstep(&args, "quit\n"), folder)
}

/// The format `out` is written in, read from the text itself (or, for
/// `export`, from the files it wrote into `folder`).
fn kind_of(out: &Outcome, folder: Option<&Path>) -> &'static str {
    if let Some(folder) = folder {
        return match (
            folder.join("index.html").exists(),
            folder.join("README.md").exists(),
        ) {
            (true, false) => "html",
            (false, true) => "markdown",
            both => panic!("export wrote index.html and README.md: {both:?}"),
        };
    }
    let text = &out.stdout;
    if text.starts_with("<!DOCTYPE html>") {
        "html"
    } else if serde_json::from_str::<serde_json::Value>(text).is_ok() {
        "json"
    } else if text.starts_with('#') {
        "markdown"
    } else {
        "terminal"
    }
}

#[test]
fn every_command_is_sampled() {
    let sampled: Vec<&str> = SAMPLES
        .iter()
        .map(|line| line.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(commands_in_help(), sampled);
}

#[test]
fn each_command_writes_exactly_the_formats_its_help_declares() {
    let formats = every_format();
    assert_eq!(formats, ["terminal", "markdown", "json", "html"]);
    let dir = tempfile::tempdir().unwrap();
    for sample in SAMPLES {
        let command = sample.split_whitespace().next().unwrap();
        let declared = declared_formats(command);
        let (plain, plain_folder) = run(sample, None, dir.path());
        assert_eq!(plain.code, 0, "{sample}: {}", plain.stderr);
        if let Some(default) = declared.first() {
            let (asked, _) = run(sample, Some(default), dir.path());
            assert_eq!(
                asked.code, 0,
                "{sample} --format {default}: {}",
                asked.stderr
            );
            assert_eq!(
                kind_of(&plain, plain_folder.as_deref()),
                default,
                "{sample}: the default is not the first format its help names"
            );
            if plain_folder.is_none() {
                assert_eq!(plain.stdout, asked.stdout, "{sample} --format {default}");
            }
        }
        for format in &formats {
            let (out, folder) = run(sample, Some(format), dir.path());
            if declared.contains(format) {
                assert_eq!(out.code, 0, "{sample} --format {format}: {}", out.stderr);
                assert_eq!(
                    kind_of(&out, folder.as_deref()),
                    format,
                    "{sample} --format {format}"
                );
                continue;
            }
            // Refused: exit 2, one line naming what it writes instead.
            assert_eq!(out.code, 2, "{sample} --format {format}: {}", out.stdout);
            assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
            assert!(out.stdout.is_empty(), "{sample} --format {format}");
            if declared.is_empty() {
                assert!(out.stderr.contains("takes no --format"), "{}", out.stderr);
            }
            for other in &formats {
                assert_eq!(
                    out.stderr.contains(&format!(" {other}")),
                    declared.contains(other) || other == format,
                    "{sample} --format {format}: {}",
                    out.stderr
                );
            }
        }
    }
}

#[test]
fn a_refused_format_is_named_in_plain_words() {
    crate::support::refused(
        &["export", "--out", "x", "--format", "json"],
        "",
        "--format json: `nimstep export` writes only markdown or html",
    );
    crate::support::refused(
        &["man", "--format", "json"],
        "",
        "`nimstep man` takes no --format: its output has a fixed form",
    );
    // Nothing in play's help offers a format it refuses.
    let help = nimstep(&["play", "--help"], "").stdout.to_lowercase();
    for refused in ["json", "markdown", "html"] {
        assert!(
            !help.contains(refused),
            "play --help offers {refused}: {help}"
        );
    }
}

#[test]
fn a_lesson_block_shows_what_its_command_shows() {
    for sample in SAMPLES {
        let command = sample.split_whitespace().next().unwrap();
        let mut words: Vec<String> = sample.split_whitespace().map(String::from).collect();
        if command == "export" {
            // Refused before it would write anything.
            words.extend(["--out".to_string(), "never-written".to_string()]);
        }
        match run_block(&words) {
            Ok(documents) => {
                assert!(
                    !NOT_IN_LESSONS.contains(&command),
                    "{sample} ran in a lesson"
                );
                let mut args = vec!["--format", "markdown"];
                args.extend(sample.split_whitespace());
                let out = nimstep(&args, "");
                assert_eq!(out.code, 0, "{sample}: {}", out.stderr);
                let level = out.stdout.chars().take_while(|&c| c == '#').count();
                let rendered: Vec<String> = documents
                    .iter()
                    .map(|document| markdown::render(document, level))
                    .collect();
                assert_eq!(rendered.join("\n"), out.stdout, "{sample}");
            }
            Err(why) => {
                assert!(NOT_IN_LESSONS.contains(&command), "{sample}: {why}");
                assert!(why.contains("a lesson block cannot"), "{sample}: {why}");
            }
        }
    }
}

/// Each command's own help opens with the words `nimstep --help` gives it
/// (its first line), not with a note about its argument struct: a doc
/// comment on the struct once replaced every command's description.
#[test]
fn each_command_help_opens_with_its_description() {
    let help = nimstep(&["--help"], "").stdout;
    for name in commands_in_help() {
        let listed = help
            .lines()
            .find_map(|line| line.strip_prefix(&format!("  {name} ")))
            .unwrap_or_else(|| panic!("{name} not in the help"))
            .trim();
        let own = nimstep(&[&name, "--help"], "").stdout;
        let first = own.lines().next().unwrap_or_default();
        assert!(
            first.starts_with(listed) || listed.starts_with(first),
            "`{name} --help` opens with {first:?}, the command list says {listed:?}"
        );
    }
}
