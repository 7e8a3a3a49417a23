use crate::support::{nimstep, refused};
use nimstep_core::game::position::Position;
use proptest::prelude::*;
use std::fs::File;
use std::process::{Command, Stdio};

#[test]
fn words_are_refused() {
    refused(
        &["explain", "13", "twelve"],
        "",
        "`twelve` is not a whole number",
    );
}

#[test]
fn negatives_are_refused() {
    refused(&["explain", "13", "-4"], "", "`-4` is negative");
}

#[test]
fn negative_takes_are_refused_as_negative() {
    refused(
        &["check", "3", "5", "--from", "1", "--take", "-1"],
        "",
        "amount `-1` is negative",
    );
}

#[test]
fn an_empty_heap_between_commas_is_refused() {
    refused(&["explain", "3,,5"], "", "between two commas");
    refused(&["explain", "3, ,5"], "", "between two commas");
    refused(&["explain"], "3,\n,5", "between two commas");
}

#[test]
fn lesson_glossary_points_to_the_glossary_command() {
    refused(&["lesson", "glossary"], "", "nimstep glossary");
}

#[test]
fn decimals_are_refused() {
    refused(&["explain", "1.5"], "", "`1.5` is not a whole number");
}

#[test]
fn numbers_above_u64_are_refused() {
    refused(
        &["explain", "18446744073709551616"],
        "",
        "`18446744073709551616` is too large",
    );
}

#[test]
fn no_heaps_at_all_is_refused() {
    // The command line says where heaps are given (the page names its
    // field instead).
    refused(
        &["explain"],
        "",
        "no heaps given: expected heap sizes such as `13 12 8` or `13,12,8`, as arguments or on standard input",
    );
    refused(&["explain"], " , \n", "no heaps given");
}

#[test]
fn bad_stdin_names_the_token() {
    refused(&["explain"], "3 4 x5", "`x5` is not a whole number");
}

#[test]
fn unknown_flags_are_refused() {
    refused(&["explain", "3", "--frobnicate"], "", "--frobnicate");
}

#[test]
fn heap_flag_out_of_range_is_refused() {
    refused(
        &["explain", "3", "4", "--heap", "7"],
        "",
        "there is no heap 7",
    );
    refused(
        &["explain", "37", "20", "29", "--heap", "2"],
        "",
        "heaps with a winning move: 1",
    );
    refused(
        &["explain", "1", "2", "3", "--heap", "1"],
        "",
        "nim-sum is 0",
    );
}

/// Wythoff's game and Moore's Nim find their move on the whole position
/// (it may take from several heaps), so `--heap` is refused in one line,
/// exit 2, rather than silently ignored; for every heap number.
#[test]
fn heap_flag_is_refused_where_no_heap_is_chosen() {
    for (game, several) in [
        ("wythoff", "from both heaps"),
        ("moore:2", "from up to 2 heaps"),
    ] {
        for heap in ["1", "2"] {
            refused(
                &["explain", "3", "5", "--game", game, "--heap", heap],
                "",
                &format!("--heap {heap}: {game} is played on the whole position (a move may take {several} at once), so its walkthrough chooses no heap: leave --heap out"),
            );
        }
    }
    // A position the game is not played on is refused first, as `check`,
    // `moves` and `play` refuse it: the flag has no walkthrough to steer.
    refused(
        &["explain", "1", "2", "3", "--game", "wythoff", "--heap", "1"],
        "",
        "--game: Wythoff's game is played on exactly two heaps, not 3",
    );
}

#[test]
fn no_subcommand_shows_help_and_exits_2() {
    let out = nimstep(&[], "");
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("Usage: nimstep"), "{}", out.stderr);
}

#[test]
fn invalid_values_list_the_possible_ones() {
    refused(
        &["explain", "3", "--format", "xml"],
        "",
        "[possible values: terminal, markdown, json, html]",
    );
}

/// What the binary did with standard input taken from `stdin`.
fn with_stdin(args: &[&str], stdin: Stdio) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_nimstep"))
        .args(args)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("CLICOLOR")
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("nimstep runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn dev_zero() -> Stdio {
    Stdio::from(File::open("/dev/zero").expect("/dev/zero opens"))
}

#[test]
fn endless_answers_are_refused_not_read() {
    for args in [&["play", "1", "2", "3"][..], &["quiz", "--seed", "1"]] {
        let (code, _, stderr) = with_stdin(args, dev_zero());
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains("longer than 4096 bytes"), "{stderr}");
        assert!(stderr.len() < 300, "{stderr}");
    }
}

#[test]
fn endless_heaps_on_stdin_are_refused() {
    let (code, stdout, stderr) = with_stdin(&["explain"], dev_zero());
    assert_eq!(code, 2, "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("longer than 64 MiB"), "{stderr}");
    assert!(stdout.is_empty());
}

#[test]
fn answers_are_echoed_short_and_escaped() {
    let line = format!("\u{1b}[2J{}\n", "7".repeat(3000));
    let out = nimstep(&["play", "1", "2", "3"], &format!("{line}quit\n"));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(!out.stdout.contains('\u{1b}'), "no raw escape is echoed");
    assert!(out.stdout.contains("\\u{1b}[2J"), "{}", out.stdout);
    assert!(out.stdout.lines().all(|l| l.chars().count() < 200));
    let out = nimstep(&["quiz", "--seed", "1"], &format!("{line}quit\n"));
    assert!(!out.stdout.contains('\u{1b}'), "quiz echoes an excerpt too");
    assert!(out.stdout.contains("\\u{1b}[2J"), "{}", out.stdout);
    // The binary question's refusal quotes the answer too, not only the echo.
    let out = nimstep(
        &["quiz", "--skill", "binary", "--seed", "1"],
        "\u{1b}[2Jxx\nquit\n",
    );
    assert!(!out.stdout.contains('\u{1b}'), "{}", out.stdout);
    assert!(
        out.stdout.contains("`\\u{1b}[2Jxx` is not a binary number"),
        "{}",
        out.stdout
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

/// A whole-number flag refuses a negative, a huge or a wordy value in one
/// line of plain words that says what is wrong and the range expected,
/// never the parser's ("invalid digit found in string", "number too large
/// to fit in target type") nor clap's "unexpected argument '-3'".
#[test]
fn whole_number_flags_say_what_is_wrong_and_the_range() {
    for (args, needle) in [
        (
            &["grundy", "--game", "kayles", "--at=-3"][..],
            "heap size `-3` is negative: expected a whole number of stones from 0 to 18446744073709551615",
        ),
        (
            &["grundy", "--game", "kayles", "--at", "-3"],
            "heap size `-3` is negative",
        ),
        (
            &["grundy", "--game", "kayles", "--at", "99999999999999999999"],
            "heap size `99999999999999999999` is too large: expected a whole number of stones from 0 to",
        ),
        (&["grundy", "--game", "kayles", "--upto", "x"], "heap size `x` is not a whole number"),
        (&["table", "--max", "-1"], "heap size `-1` is negative: expected a heap size from 0 to 64"),
        (&["table", "--third", "-1"], "heap size `-1` is negative"),
        (
            &["table", "--width", "-3"],
            "width `-3` is negative: expected a number of columns from 1 to 65535",
        ),
        (&["explain", "1", "2", "--width", "0"], "width `0` is too small"),
        (&["explain", "1", "2", "--heap", "-1"], "heap number `-1` is negative"),
        (&["check", "3", "4", "--from", "-1", "--take", "1"], "heap number `-1` is negative"),
        (
            &["quiz", "--count", "-1"],
            "count `-1` is negative: expected a number of positions from 1 to 100",
        ),
        (&["worksheet", "--count", "101"], "count `101` is too large"),
        (&["worksheet", "--p-share", "101"], "share `101` is too large: expected a percentage from 0 to 100"),
        (&["worksheet", "--winning-moves", "-1"], "number of winning moves `-1` is negative"),
        (&["glossary", "--lesson", "-1"], "lesson `-1` is negative: expected a lesson from 1 to"),
        (
            &["grundy", "--game", "subtract:1-2000"],
            "`2000` is too large: expected amounts from 1 to 1000",
        ),
    ] {
        refused(args, "", needle);
        let out = nimstep(args, "");
        for jargon in ["invalid digit", "target type", "unexpected argument", "is not in"] {
            assert!(!out.stderr.contains(jargon), "{args:?}: {}", out.stderr);
        }
    }
}

/// A quiz answer of -1 is refused as negative, saying what an answer is,
/// and the question is asked again.
#[test]
fn a_negative_quiz_answer_is_negative() {
    let out = nimstep(
        &[
            "quiz", "--count", "1", "--seed", "1", "--skill", "nim-sum", "--color", "never",
            "--width", "200",
        ],
        "-1\nquit\n",
    );
    assert!(
        out.stdout.contains("nim-sum `-1` is negative: type a whole number, 0 or more, in decimal (such as 7) or binary (such as 0b111).\nNim-sum?"),
        "{}",
        out.stdout
    );
    let out = nimstep(
        &[
            "quiz", "--count", "1", "--seed", "1", "--game", "kayles", "--color", "never",
            "--width", "200",
        ],
        "-1\nquit\n",
    );
    assert!(
        out.stdout.contains("value `-1` is negative: type the value as a whole number, 0 or more, such as 3.\nValue?"),
        "{}",
        out.stdout
    );
}
