use crate::support::run_block;
use crate::support::{closed_pipe, nimstep};
use nimstep::game::position::Position;
use nimstep::game::Rules;
use nimstep::palette::Palette;
use nimstep::present::explain::document;
use nimstep::render::terminal;
use nimstep::solve;
use proptest::prelude::*;
use std::process::{Command, Stdio};
use unicode_width::UnicodeWidthStr;

#[test]
fn a_hundred_thousand_heaps_on_stdin() {
    let heaps: Vec<String> = (0..100_000u64)
        .map(|i| (i * 7919 % 1_000_003).to_string())
        .collect();
    let out = nimstep(&["explain", "--format", "json"], &heaps.join(" "));
    assert_eq!(out.code, 0, "{}", out.stderr);
    let value: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(value["heaps"].as_array().map(Vec::len), Some(100_000));
    let terminal = nimstep(&["explain"], &heaps.join(" "));
    assert_eq!(terminal.code, 0);
    assert!(
        terminal.stdout.contains("+99968 more"),
        "per-heap tables are summarised"
    );
}

#[test]
fn a_one_megabyte_line_names_a_short_token() {
    let line = "7".repeat(1 << 20);
    let out = nimstep(&["explain"], &line);
    assert_eq!(out.code, 2);
    assert_eq!(out.stderr.lines().count(), 1);
    assert!(
        out.stderr.len() < 300,
        "the message stays short: {}",
        out.stderr
    );
    assert!(out.stderr.contains("is too large"));
}

#[test]
fn non_utf8_arguments_are_refused() {
    use std::os::unix::ffi::OsStrExt;
    let output = Command::new(env!("CARGO_BIN_EXE_nimstep"))
        .arg("explain")
        .arg(std::ffi::OsStr::from_bytes(b"1\xff2"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("UTF-8"), "{stderr}");
    assert!(!stderr.contains("panicked"));
}

#[test]
fn non_utf8_stdin_is_refused() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimstep"))
        .arg("explain")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        child.stdin.take().unwrap().write_all(b"3 \xff 4").unwrap();
    }
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not UTF-8"));
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let heaps: Vec<String> = (1..=5000).map(|i| i.to_string()).collect();
    let mut args = vec!["explain"];
    args.extend(heaps.iter().map(String::as_str));
    for format in ["terminal", "json"] {
        let mut with_format = args.clone();
        with_format.extend(["--format", format]);
        let (code, stderr) = closed_pipe(&with_format, 16);
        assert_eq!(code, 0, "{format}: {stderr}");
        assert!(stderr.is_empty(), "{format}: {stderr}");
    }
}

#[test]
fn colour_follows_the_environment() {
    let run = |vars: &[(&str, &str)], extra: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_nimstep"));
        command.args(["explain", "5", "8", "10"]).args(extra);
        for var in ["NO_COLOR", "CLICOLOR_FORCE", "FORCE_COLOR", "CLICOLOR"] {
            command.env_remove(var);
        }
        for (k, v) in vars {
            command.env(k, v);
        }
        let out = command.output().unwrap();
        String::from_utf8_lossy(&out.stdout).contains('\u{1b}')
    };
    assert!(!run(&[], &[]), "a pipe gets no colour");
    assert!(
        run(&[("CLICOLOR_FORCE", "1")], &[]),
        "CLICOLOR_FORCE forces colour"
    );
    assert!(!run(&[("NO_COLOR", "1")], &["--color", "auto"]));
    assert!(
        run(&[("NO_COLOR", "1")], &["--color", "always"]),
        "the flag wins"
    );
    assert!(!run(&[("CLICOLOR_FORCE", "1")], &["--color", "never"]));
}

#[test]
fn worked_examples_fit_sixty_columns() {
    for heaps in [
        &[13u64, 12, 8][..],
        &[37, 20, 29],
        &[5, 8, 10],
        &[4, 3, 15],
        &[25],
    ] {
        let trace =
            solve::explain(&Position::new(heaps.to_vec()).unwrap(), Rules::Normal, None).unwrap();
        let text = terminal::render(&document(&trace), &Palette::plain(), 60);
        for line in text.lines().filter(|l| l.starts_with(['│', '┌', '└', '╞'])) {
            assert!(line.chars().count() <= 60, "{heaps:?}: {line}");
        }
    }
}

#[test]
fn completions_and_man_page() {
    for shell in ["bash", "zsh", "fish"] {
        let out = nimstep(&["completions", shell], "");
        assert_eq!(out.code, 0);
        assert!(out.stdout.contains("explain"), "{shell}");
    }
    let man = nimstep(&["man"], "");
    assert_eq!(man.code, 0);
    for part in [
        ".TH nimstep 1",
        ".SH NAME",
        ".SH SYNOPSIS",
        "explain",
        "\\-\\-format",
    ] {
        assert!(man.stdout.contains(part), "{part}: {}", man.stdout);
    }
    let bad = nimstep(&["completions", "cmd.exe"], "");
    assert_eq!(bad.code, 2);
}

proptest! {
    #[test]
    fn the_position_parser_never_panics(text in "\\PC*") {
        let _ = Position::parse_text(&text);
    }

    #[test]
    fn parsed_positions_round_trip(heaps in prop::collection::vec(any::<u64>(), 1..20)) {
        let text = heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
        let parsed = Position::parse_text(&text).unwrap();
        prop_assert_eq!(parsed.heaps(), &heaps[..]);
    }
}

/// Pieces of Markdown that stress the block finder and the prose renderer:
/// fences opened and never closed, tildes, indented fences, headings, bold
/// markers, good and bad commands.
fn markdown_fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("```nimstep\n".to_string()),
        Just("```\n".to_string()),
        Just("~~~nimstep\n".to_string()),
        Just("~~~\n".to_string()),
        Just("    ```nimstep\n".to_string()),
        Just("````\n".to_string()),
        Just("explain 3 4\n".to_string()),
        Just("label 1 2\n".to_string()),
        Just("explain x\n".to_string()),
        Just("lesson 1\n".to_string()),
        Just("explain 3 --format json\n".to_string()),
        Just("\n".to_string()),
        Just("# Title\n".to_string()),
        Just("## Part\n".to_string()),
        Just("**bold".to_string()),
        Just("> quote ```nimstep\n".to_string()),
        "\\PC{0,12}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn the_lesson_expander_never_panics(pieces in prop::collection::vec(markdown_fragment(), 0..24)) {
        use nimstep::lesson::{self, Lesson};
        let text = format!("# A lesson\n{}", pieces.concat());
        let parsed = Lesson::parse("01-fuzz.md", "fuzz/01-fuzz.md", &text);
        if let Some(Ok(lesson)) = parsed {
            // Errors are fine (a bad block names file and line); panics are not.
            match lesson::document::document(&lesson, &run_block) {
                Err(err) => {
                    prop_assert_eq!(err.exit_code(), 2);
                    prop_assert!(err.to_string().contains("01-fuzz.md"), "{}", err);
                }
                Ok(doc) => {
                    // Prose wraps at word boundaries: a line over the width
                    // (in columns, as a terminal shows it)
                    // is a code line, a table line, or one word that cannot
                    // be cut.
                    let shown = terminal::render(&doc, &Palette::plain(), 40);
                    for line in shown.lines() {
                        let fits = line.width() <= 40
                            || line.starts_with("    ")
                            || line.contains(['│', '┆', '─', '║'])
                            || !line.trim().contains(' ');
                        prop_assert!(fits, "{:?}", line);
                    }
                }
            }
        }
    }
}

#[test]
fn every_lesson_shows_from_any_directory() {
    // The lessons are compiled in: run the binary far from the source tree.
    let elsewhere = tempfile::tempdir().unwrap();
    for lesson in 1..=10 {
        let output = Command::new(env!("CARGO_BIN_EXE_nimstep"))
            .args(["lesson", &lesson.to_string(), "--color", "never"])
            .current_dir(elsewhere.path())
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(0), "lesson {lesson}");
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(
            text.contains("normal play") || text.contains("misère play"),
            "lesson {lesson}"
        );
    }
}
