use crate::support::nimstep;
use clap::Parser;
use nimstep::cli::Cli;
use nimstep::commands::explain::{paced, PAUSE_PROMPT};
use nimstep::commands::{run, Io};
use nimstep::game::position::Position;
use nimstep::game::Rules;
use nimstep::present::explain::document;
use nimstep::render::{Format, Settings};
use nimstep::solve;

#[test]
fn piped_pause_prints_everything_at_once() {
    let plain = nimstep(&["explain", "13", "12", "8"], "");
    let paused = nimstep(&["explain", "13", "12", "8", "--pause"], "");
    assert_eq!(paused.code, 0);
    assert_eq!(paused.stdout, plain.stdout);
}

fn doc() -> nimstep::doc::Document {
    let p = Position::new(vec![13, 12, 8]).unwrap();
    document(&solve::explain(&p, Rules::Normal, None).unwrap())
}

/// The walkthrough of 13 12 8 shown one step at a time, with `input` as
/// what the teacher types.
fn paced_text(mut input: &[u8]) -> String {
    let mut output = Vec::new();
    paced(
        &doc(),
        &Settings::plain(Format::Terminal),
        &mut input,
        &mut output,
    )
    .unwrap();
    String::from_utf8(output).unwrap()
}

#[test]
fn one_step_per_enter_until_q() {
    let text = paced_text(b"\n\nq\n");
    assert!(text.starts_with("Position 13 12 8"));
    assert!(text.contains("3. Read off the nim-sum"));
    assert!(!text.contains("4. Verdict"), "q stops before step 4");
    assert_eq!(text.matches(PAUSE_PROMPT).count(), 3);
}

#[test]
fn all_steps_with_enough_enters_and_the_same_text() {
    let steps = doc().sections.len();
    let text = paced_text("\n".repeat(steps).as_bytes());
    assert_eq!(text.matches(PAUSE_PROMPT).count(), steps - 1);
    let plain = nimstep(&["explain", "13", "12", "8"], "").stdout;
    assert_eq!(text.replace(PAUSE_PROMPT, ""), plain);
}

#[test]
fn end_of_input_stops_cleanly() {
    let text = paced_text(b"");
    assert!(text.contains("1. Write each heap in binary"));
    assert!(!text.contains("2. Stack"));
}

#[test]
fn the_flag_pauses_only_on_terminals() {
    let cli = Cli::try_parse_from(["nimstep", "explain", "13", "12", "8", "--pause"]).unwrap();
    let settings = Settings::plain(Format::Terminal);
    for (terminal, pauses) in [(true, true), (false, false)] {
        let mut input: &[u8] = b"q\n";
        let mut output = Vec::new();
        let mut io = Io {
            input: &mut input,
            input_is_terminal: terminal,
            output_is_terminal: terminal,
            output: &mut output,
        };
        run(&cli, &settings, &mut io).unwrap();
        let text = String::from_utf8(output).unwrap();
        assert_eq!(text.contains(PAUSE_PROMPT), pauses, "{text}");
        assert_eq!(text.contains("11. Every winning move"), !pauses, "{text}");
    }
}
