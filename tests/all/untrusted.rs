//! Issue 22: lesson files, paths and arguments are untrusted input. Their
//! control characters never reach the terminal raw, whatever the format.

use crate::support::nimstep;
use std::fs;
use std::path::Path;

/// Escape sequences a hostile lesson could carry: a window title (OSC 0),
/// a clipboard write (OSC 52), a link (OSC 8), a screen clear (CSI 2J),
/// a C1 CSI, DEL and a carriage return.
const ATTACK: &str =
    "\x1b]0;owned\x07 \x1b]52;c;aGk=\x07 \x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\ \x1b[2J \u{9b}31m \x7f \r";

/// The raw control characters in `text`: everything but newline and tab.
fn raw_controls(text: &str) -> Vec<char> {
    text.chars()
        .filter(|&c| c.is_control() && c != '\n' && c != '\t')
        .collect()
}

fn assert_clean(what: &str, text: &str) {
    let raw = raw_controls(text);
    assert!(raw.is_empty(), "{what}: raw {raw:?} in {text:?}");
}

/// A course folder with one lesson whose title, prose, list, quote, code
/// and table all carry the attack.
fn hostile_course() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let text = format!(
        "# Title {ATTACK}\n\nProse {ATTACK} *em {ATTACK}* `code {ATTACK}`\n\n## Part {ATTACK}\n\n- item {ATTACK}\n\n> quote {ATTACK}\n\n```text\ncode {ATTACK}\n```\n\n| a {ATTACK} | b |\n| --- | --- |\n| 1 | {ATTACK} |\n\n<b>{ATTACK}</b>\n"
    );
    fs::write(dir.path().join("01-hostile.md"), text).unwrap();
    dir
}

#[test]
fn control_bytes_in_a_lesson_never_reach_the_output_raw() {
    let dir = hostile_course();
    let folder = dir.path().to_str().unwrap();
    for format in ["terminal", "markdown", "json", "html"] {
        for colour in ["never", "always"] {
            let out = nimstep(
                &[
                    "lesson",
                    "1",
                    "--lessons",
                    folder,
                    "--format",
                    format,
                    "--color",
                    colour,
                ],
                "",
            );
            assert_eq!(out.code, 0, "{format}: {}", out.stderr);
            let stdout = if colour == "always" && format == "terminal" {
                // Our palette's own colours are the only escapes allowed.
                strip_palette(&out.stdout)
            } else {
                out.stdout.clone()
            };
            assert_clean(
                &format!("lesson 1 --format {format} --color {colour}"),
                &stdout,
            );
            assert_clean("stderr", &out.stderr);
            assert!(out.stdout.contains("owned"), "the text is still shown");
        }
    }
    let list = nimstep(&["lesson", "--lessons", folder], "");
    assert_eq!(list.code, 0, "{}", list.stderr);
    assert_clean("the list of lessons", &list.stdout);
    assert!(list.stdout.contains("Title ␛]0;owned␇"), "{}", list.stdout);
    let list = nimstep(&["lesson", "--lessons", folder, "--format", "json"], "");
    assert_clean("the list of lessons in JSON", &list.stdout);
}

/// `text` without the SGR sequences (`ESC [ … m`) our palette paints with.
fn strip_palette(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("\x1b[") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let end = after
            .find(|c: char| !(c.is_ascii_digit() || c == ';'))
            .filter(|&end| after[end..].starts_with('m'));
        match end {
            Some(end) => rest = &after[end + 1..],
            None => {
                out.push_str(&rest[at..at + 2]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[test]
fn control_bytes_in_paths_and_arguments_are_echoed_visibly() {
    let temp = tempfile::tempdir().unwrap();
    let odd = temp.path().join("dir\x1b]0;owned\x07\u{9b}2J");
    let odd_str = odd.to_str().unwrap();
    let key = format!("{odd_str}/k.md");
    let runs: Vec<Vec<&str>> = vec![
        vec!["lesson", "--lessons", odd_str],
        vec!["explain", "1", "\x1b[2J"],
        vec!["explain", "--game", "\x1b]52;c;aGk=\x07"],
        vec!["\x1b[2Jexplain"],
        vec!["explain", "--width", "\x1b[2J"],
        vec!["lesson", "\x1b]0;owned\x07"],
        vec!["worksheet", "--key-file", &key],
    ];
    for args in &runs {
        let out = nimstep(args, "");
        assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
        assert_clean(&format!("{args:?}"), &out.stderr);
        assert_eq!(out.stderr.lines().count(), 1, "{args:?}: {}", out.stderr);
    }
    // A folder written to: the report names it visibly.
    let out = nimstep(&["export", "--out", odd_str], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_clean("export --out", &out.stdout);
    assert!(out.stdout.contains("dir␛]0;owned␇"), "{}", out.stdout);
    let again = nimstep(&["export", "--out", odd_str], "");
    assert_eq!(again.code, 2);
    assert_clean("export --out again", &again.stderr);
    let man = nimstep(&["man", "--out", odd_str], "");
    assert_clean("man --out", &man.stdout);
    assert!(Path::new(odd_str).join("README.md").exists());
}

#[test]
fn a_lesson_that_is_a_symbolic_link_is_refused_and_named() {
    let outside = tempfile::tempdir().unwrap();
    let secret = outside.path().join("secret.md");
    fs::write(&secret, "# Secret\n\nnot for export\n").unwrap();
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("01-one.md"), "# One\n").unwrap();
    std::os::unix::fs::symlink(&secret, dir.path().join("02-two.md")).unwrap();
    let folder = dir.path().to_str().unwrap();
    let out = tempfile::tempdir().unwrap();
    let notes = out.path().join("notes");
    for args in [
        vec!["lesson", "--lessons", folder],
        vec!["lesson", "2", "--lessons", folder],
        vec![
            "export",
            "--lessons",
            folder,
            "--out",
            notes.to_str().unwrap(),
        ],
    ] {
        crate::support::refused(&args, "", "02-two.md: is a symbolic link");
    }
    assert!(!notes.exists());
}

#[test]
fn a_byte_order_mark_is_accepted_and_dropped() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("01-one.md"),
        "\u{feff}# One pile\n\nText.\n",
    )
    .unwrap();
    let folder = dir.path().to_str().unwrap();
    let out = nimstep(
        &["lesson", "1", "--lessons", folder, "--format", "markdown"],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout, "# One pile\n\nText.\n");
}

/// A folder holding a file and a link to a file outside it, under names
/// `man --out` and `completions --out` write.
fn planted(names: [&str; 2]) -> (tempfile::TempDir, std::path::PathBuf) {
    let temp = tempfile::tempdir().unwrap();
    let victim = temp.path().join("victim");
    fs::write(&victim, "precious").unwrap();
    let out = temp.path().join("out");
    fs::create_dir(&out).unwrap();
    fs::write(out.join(names[0]), "mine").unwrap();
    std::os::unix::fs::symlink(&victim, out.join(names[1])).unwrap();
    (temp, out)
}

#[test]
fn man_and_completions_never_write_through_links_nor_over_files() {
    let cases: [(&[&str], [&str; 2]); 2] = [
        (&["man"], ["nimstep.1", "nimstep-explain.1"]),
        (&["completions", "bash"], ["other.txt", "nimstep.bash"]),
    ];
    for (command, names) in cases {
        let (temp, out) = planted(names);
        let dir = out.to_str().unwrap();
        let mut args = command.to_vec();
        args.extend(["--out", dir]);
        let refused = nimstep(&args, "");
        assert_eq!(refused.code, 2, "{args:?}: {}", refused.stderr);
        assert!(
            refused.stderr.contains("already exists"),
            "{}",
            refused.stderr
        );
        assert!(refused.stderr.contains("add --force"), "{}", refused.stderr);
        let left: Vec<_> = fs::read_dir(&out).unwrap().collect();
        assert!(left.len() <= 2, "nothing written: {args:?}");
        args.push("--force");
        let forced = nimstep(&args, "");
        assert_eq!(forced.code, 0, "{args:?}: {}", forced.stderr);
        assert!(forced.stdout.contains("overwrote"), "{}", forced.stdout);
        let victim = temp.path().join("victim");
        assert_eq!(fs::read_to_string(victim).unwrap(), "precious", "{args:?}");
        for name in names {
            assert!(
                out.join(name).symlink_metadata().unwrap().is_file(),
                "{name}"
            );
        }
    }
}

#[test]
fn a_key_file_is_not_left_when_the_sheet_cannot_be_written() {
    let temp = tempfile::tempdir().unwrap();
    let key = temp.path().join("key.md");
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_nimstep"))
        .args([
            "worksheet",
            "--seed",
            "1",
            "--key-file",
            key.to_str().unwrap(),
        ])
        .stdout(fs::File::create("/dev/full").unwrap())
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(1));
    let left: Vec<_> = fs::read_dir(temp.path()).unwrap().collect();
    assert!(left.is_empty(), "{left:?}");
    let written = nimstep(
        &[
            "worksheet",
            "--seed",
            "1",
            "--key-file",
            key.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(written.code, 0, "{}", written.stderr);
    assert!(key.exists());
}

#[test]
fn twenty_thousand_glossary_blocks_are_stopped_by_the_budget() {
    let dir = tempfile::tempdir().unwrap();
    let blocks = "```nimstep\nglossary\n```\n\n".repeat(20_000);
    fs::write(dir.path().join("01-many.md"), format!("# Many\n\n{blocks}")).unwrap();
    let folder = dir.path().to_str().unwrap();
    crate::support::refused(
        &["lesson", "1", "--lessons", folder],
        "",
        "glossary entries, but the blocks of one course may show",
    );
}

#[test]
fn an_octal_code_of_a_thousand_digits_is_answered_or_refused() {
    let spec = format!("octal:0.4{}", "7".repeat(998));
    for args in [
        vec!["grundy", "--game", &spec, "--width", "2000"],
        vec!["grundy", "--game", &spec, "--at", "5000"],
        vec!["play", "--game", &spec, "--seed", "1"],
        vec!["quiz", "--game", &spec, "--seed", "1"],
    ] {
        let out = nimstep(&args, "quit\n");
        assert!(matches!(out.code, 0 | 2), "{args:?}: {}", out.stderr);
        assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
    }
    let listed = nimstep(&["grundy", "--game", &spec, "--width", "2000"], "");
    assert_eq!(listed.code, 0, "{}", listed.stderr);
    crate::support::refused(
        &["grundy", "--game", &spec, "--at", "5000"],
        "",
        "computes them directly only up to heap",
    );
}

/// The block tree pulldown-cmark reads from `markdown`: each tag opened
/// and closed, and the text between them with its spaces collapsed.
fn tree(markdown: &str) -> Vec<String> {
    use pulldown_cmark::{Event, Options, Parser};
    let mut out: Vec<String> = Vec::new();
    for event in Parser::new_ext(markdown, Options::ENABLE_TABLES) {
        let text = match event {
            Event::Start(tag) => {
                out.push(format!("<{tag:?}"));
                continue;
            }
            Event::End(tag) => {
                out.push(format!(">{tag:?}"));
                continue;
            }
            Event::Text(t) | Event::Code(t) => t.to_string(),
            Event::SoftBreak | Event::HardBreak => " ".to_string(),
            other => format!("{other:?}"),
        };
        match out.last_mut() {
            Some(last) if last.starts_with("T:") => last.push_str(&text),
            _ => out.push(format!("T:{text}")),
        }
    }
    out.iter()
        .map(|e| e.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

#[test]
fn escapes_survive_export_and_reimport() {
    let source = "# Escapes\n\n\\# not a heading\n\n\\> not a quote\n\n1\\. not a list\n\n\\- not an item\n\n\\+ nor this\n\n\\~~~nimstep\nexplain 1\n\\~~~\n\n- an item\n- 2\\. with a dot\n\n> a quote\n> \\# with a hash\n";
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("01-escapes.md"), source).unwrap();
    let folder = dir.path().to_str().unwrap();
    let out = nimstep(
        &["lesson", "1", "--lessons", folder, "--format", "markdown"],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(tree(&out.stdout), tree(source), "{}", out.stdout);
    // Exported, then the export read as a lesson again: the same again.
    let notes = tempfile::tempdir().unwrap();
    let first = notes.path().join("first");
    let done = nimstep(
        &[
            "export",
            "--lessons",
            folder,
            "--out",
            first.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(done.code, 0, "{}", done.stderr);
    let exported = fs::read_to_string(first.join("01-escapes.md")).unwrap();
    let second = notes.path().join("second");
    let again = nimstep(
        &[
            "export",
            "--lessons",
            first.to_str().unwrap(),
            "--out",
            second.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(again.code, 0, "{}", again.stderr);
    let reexported = fs::read_to_string(second.join("01-escapes.md")).unwrap();
    assert_eq!(reexported, exported, "nothing that was text ran as a block");
    assert_eq!(tree(&exported), tree(source));
}

#[test]
fn raw_html_in_a_lesson_stays_text() {
    let source =
        "# Raw\n\n<script>alert(1)</script>\n\nInline <img src=x onerror=alert(1)> here.\n";
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("01-raw.md"), source).unwrap();
    let folder = dir.path().to_str().unwrap();
    let out = nimstep(
        &["lesson", "1", "--lessons", folder, "--format", "markdown"],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let live = tree(&out.stdout)
        .into_iter()
        .filter(|e| e.contains("Html"))
        .collect::<Vec<_>>();
    assert!(live.is_empty(), "{live:?} in {}", out.stdout);
    assert!(out.stdout.contains("alert(1)"), "{}", out.stdout);
    let html = nimstep(
        &["lesson", "1", "--lessons", folder, "--format", "html"],
        "",
    );
    assert!(!html.stdout.contains("<script>alert"), "escaped in HTML");
    assert!(!html.stdout.contains("<img src=x"), "escaped in HTML");
}
