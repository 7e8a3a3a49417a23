//! Every output fits the width it is given: no line wider than the width
//! (counted as a terminal shows it), no word cut across lines, and one
//! clear line when nothing can fit.

use crate::support::{nimstep, refused};
use nimstep::palette::Palette;
use nimstep::render::terminal;
use nimstep_core::game::position::Position;
use nimstep_core::game::Rules;
use nimstep_core::present::sum::document;
use nimstep_core::solve;
use std::collections::BTreeSet;
use unicode_width::UnicodeWidthStr;

/// Every command that writes for a terminal, with the input it reads.
const COMMANDS: &[(&str, &str)] = &[
    ("explain 13 12 8", ""),
    ("explain 37 20 29", ""),
    ("explain 1 2 3", ""),
    ("explain 0 0", ""),
    ("explain 4 1 1 --misere", ""),
    ("explain 13 12 8 --misere", ""),
    ("explain 1 1 1 --misere", ""),
    (
        "explain 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20",
        "",
    ),
    ("explain 65535 1000 7", ""),
    // 64 binary columns, and a 64-digit binary number wider than 40 columns.
    ("explain 18446744073709551615 12345678901234", ""),
    ("explain 18446744073709551615 12345678901234 --misere", ""),
    ("moves 18446744073709551615 12345678901234", ""),
    ("check 18446744073709551615 1 --from 1 --take 1", ""),
    ("explain 18446744073709551615 12345678901234 --compare", ""),
    ("check 13 12 8 --from 1 --take 9", ""),
    ("check 13 12 8 --from 2 --take 1", ""),
    ("check 1 2 3 --from 3 --take 3", ""),
    ("check 4 1 1 --misere --from 1 --take 3", ""),
    ("moves 13 12 8", ""),
    ("moves 4 1 1 --misere", ""),
    ("label 1 2", ""),
    ("label 3 4 5", ""),
    ("label 1 2 3 --misere", ""),
    ("table", ""),
    ("table --max 15", ""),
    ("table --max 15 --third 5", ""),
    ("table --max 40 --misere", ""),
    ("lesson", ""),
    ("glossary", ""),
    ("grundy --game kayles", ""),
    ("explain 7 5 3 --game subtract:1,2,3", ""),
    ("explain 3 4 5 --game staircase", ""),
    ("explain 3 4 5 --game moore:2", ""),
    ("explain 3 5 --game wythoff", ""),
    ("explain 5 8 10", ""),
    ("quiz --seed 7 --count 2", "3\nN\n1 2\n12\nP\nnone\n"),
    ("quiz --seed 7 --level hard --count 1", "9\nN\n1 1\n"),
    ("quiz --skill binary --seed 1 --count 2", "101\n111\n"),
    ("quiz --skill label --misere --seed 1 --count 2", "P\nN\n"),
    ("explain 4 1 1 --misere --ascii", ""),
    ("explain 4 1 1 --compare", ""),
    ("explain 1 1 --compare", ""),
    ("play 3 4 --game kayles", "1 1\nhint\n"),
    (
        "quiz --game kayles --seed 7 --count 1 --level easy",
        "1\nN\n1 1\n",
    ),
    ("play 3 4 5", "1 1\nhint\n2 1\n1 1\n1 1\n1 1\n"),
    ("play --seed 4 --misere", "1 1\n1 1\nhelp\n2 1\n3 1\n4 1\n"),
];

const WIDTHS: [u16; 4] = [40, 60, 80, 120];

/// The text of one run at `width` (which must succeed).
fn at_width(line: &str, stdin: &str, width: u16) -> String {
    let width = width.to_string();
    let mut args: Vec<&str> = line.split_whitespace().collect();
    args.extend(["--width", &width, "--color", "never"]);
    let out = nimstep(&args, stdin);
    assert_eq!(out.code, 0, "{line} --width {width}: {}", out.stderr);
    out.stdout
}

/// The words of a text, with table borders left out; a word too long for
/// a line, cut into pieces ending in `…`, is put back together.
fn words(text: &str) -> BTreeSet<String> {
    let mut words = BTreeSet::new();
    let mut going_on = String::new();
    let pieces = text
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| ('\u{2500}'..='\u{257f}').contains(&c)))
        .filter(|w| !w.is_empty());
    for piece in pieces {
        match piece.strip_suffix('…') {
            Some(start) if !start.is_empty() => going_on.push_str(start),
            _ => {
                words.insert(std::mem::take(&mut going_on) + piece);
            }
        }
    }
    words
}

/// The notes under a table turned on its side, cut into blocks of
/// columns, or both.
const NOTES: [&str; 3] = [
    "Turned to fit: each row here is one column of the table, named at its left.",
    "Cut to fit: one table, split by columns.",
    "Turned and cut to fit: each row is one column of one table, named at its left.",
];

/// Asserts that `text` fits `width` and that each of its words is a word of
/// `wide` (the same output with room to spare), so no word was cut.
fn fits(what: &str, text: &str, wide: &str, width: u16) {
    for line in text.lines() {
        assert!(
            line.width() <= usize::from(width),
            "{what} at width {width}: a line of {} columns:\n{line}",
            line.width()
        );
    }
    formulas_unbroken(what, text, width);
    // The note under a turned or cut table is there only where a table is
    // turned or cut.
    let mut whole = words(wide);
    whole.extend(NOTES.iter().flat_map(|note| words(note)));
    let cut: Vec<String> = words(text).difference(&whole).cloned().collect();
    assert!(
        cut.is_empty(),
        "{what} at width {width}: words cut in two: {cut:?}"
    );
}

/// The binary operators of a formula, which no line of prose may open,
/// and after which no line may end unless the formula is wider than a line.
const OPERATORS: [&str; 9] = ["⊕", "=", "<", ">", "≤", "≥", "+", "−", "×"];

/// The prose of a line and the columns before it (its indent and a quote
/// box's `│ ` edge); none for a table's row (whose cells are drawn, not
/// wrapped).
fn prose(line: &str) -> Option<(usize, &str)> {
    let text = line.trim_start_matches([' ', '│']);
    let indent = line[..line.len() - text.len()].width();
    (!text.contains(['│', '┆', '┃'])).then_some((indent, text))
}

/// Asserts that no line of `text` starts with an operator, and that one
/// ends with an operator only inside a formula wider than a whole line
/// (counted here from the text: the words chained by operators on both
/// sides of the break, across lines).
fn formulas_unbroken(what: &str, text: &str, width: u16) {
    let operator = |word: &str| OPERATORS.contains(&word);
    // Every word of prose, with its line's indent and whether it ends it.
    let mut words: Vec<(&str, usize, bool)> = Vec::new();
    for (indent, line) in text.lines().filter_map(prose) {
        let on_line: Vec<&str> = line.split_whitespace().collect();
        assert!(
            !on_line.first().is_some_and(|w| operator(w)),
            "{what} at width {width}: a line opens with an operator:\n{line}"
        );
        let last = on_line.len().saturating_sub(1);
        words.extend(
            on_line
                .iter()
                .enumerate()
                .map(|(i, w)| (*w, indent, i == last)),
        );
    }
    let chained = |j: usize| operator(words[j].0) || operator(words[j + 1].0);
    for k in 0..words.len().saturating_sub(1) {
        let (word, _, ends) = words[k];
        if !(ends && operator(word)) {
            continue;
        }
        let start = (0..k).rev().take_while(|&j| chained(j)).last().unwrap_or(k);
        let end = (k..words.len() - 1)
            .take_while(|&j| chained(j))
            .last()
            .unwrap_or(k)
            + 1;
        let run = &words[start..=end];
        let size = run.iter().map(|w| w.0.width()).sum::<usize>() + run.len() - 1;
        let indent = words[k + 1].1;
        assert!(
            indent + size > usize::from(width),
            "{what} at width {width}: a formula of {size} columns broken after {word}: {:?}",
            run.iter().map(|w| w.0).collect::<Vec<_>>().join(" ")
        );
    }
}

#[test]
fn every_command_fits_every_width() {
    for (line, stdin) in COMMANDS {
        let wide = at_width(line, stdin, 1000);
        for width in WIDTHS {
            fits(line, &at_width(line, stdin, width), &wide, width);
        }
    }
}

#[test]
fn every_lesson_fits_every_width() {
    let listing = nimstep(&["lesson", "--format", "json"], "");
    let lessons: serde_json::Value = serde_json::from_str(&listing.stdout).unwrap();
    let numbers: Vec<String> = lessons
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["number"].to_string())
        .collect();
    assert!(numbers.len() >= 7, "{numbers:?}");
    for number in numbers {
        let line = format!("lesson {number}");
        let wide = at_width(&line, "", 1000);
        for width in WIDTHS {
            fits(&line, &at_width(&line, "", width), &wide, width);
        }
    }
}

#[test]
fn too_narrow_says_what_width_is_needed() {
    refused(&["explain", "13", "12", "8", "--width", "20"], "", "needs ");
    let out = nimstep(&["explain", "13", "12", "8", "--width", "20"], "");
    let needed: u16 = out
        .stderr
        .split("--width ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .expect("the message names a width");
    let text = at_width("explain 13 12 8", "", needed);
    assert!(text.lines().all(|l| l.width() <= usize::from(needed)));
    refused(&["lesson", "7", "--width", "12"], "", "needs ");
    refused(&["explain", "5", "--width", "0"], "", "--width");
}

#[test]
fn columns_decides_the_width_of_a_pipe() {
    let run = |columns: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_nimstep"))
            .args(["table", "--max", "15", "--color", "never"])
            .env("COLUMNS", columns)
            .output()
            .unwrap()
    };
    let narrow = String::from_utf8(run("50").stdout).unwrap();
    assert!(narrow.lines().all(|l| l.width() <= 50), "{narrow}");
    assert!(narrow.lines().any(|l| l.width() > 40), "{narrow}");
    let default = String::from_utf8(run("").stdout).unwrap();
    assert!(default.lines().all(|l| l.width() <= 80), "{default}");
    assert!(default.lines().any(|l| l.width() > 60), "{default}");
}

#[test]
fn markdown_and_json_are_not_wrapped() {
    let md = nimstep(
        &["lesson", "2", "--format", "markdown", "--width", "40"],
        "",
    );
    assert!(md.stdout.lines().any(|l| l.width() > 40));
    let json40 = nimstep(
        &[
            "explain", "13", "12", "8", "--format", "json", "--width", "40",
        ],
        "",
    );
    let json = nimstep(&["explain", "13", "12", "8", "--format", "json"], "");
    assert_eq!(json40.stdout, json.stdout);
}

/// Whole outputs at the two widths a projector and a laptop show: each
/// fits both, and the projector's 60 columns are kept as snapshots, each
/// read (at 80, the default width, each command's own snapshot shows it;
/// the walkthrough, whose own snapshot is in explain.rs, fits as every
/// command of `COMMANDS` does): a lesson, a label grid and a P/N grid.
#[test]
fn snapshots_at_60_columns_and_fit_at_80() {
    for width in [60, 80] {
        for (name, line) in [
            ("lesson_6", "lesson 6"),
            ("label_1_2_misere", "label 1 2 --misere"),
            ("table_15", "table --max 15"),
        ] {
            let text = at_width(line, "", width);
            assert!(text.lines().all(|l| l.width() <= usize::from(width)));
            if width == 60 {
                insta::assert_snapshot!(format!("{name}_at_{width}"), text);
            }
        }
    }
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
        let trace = solve::walkthrough::explain_nim(
            &Position::new(heaps.to_vec()).unwrap(),
            Rules::Normal,
            None,
        )
        .unwrap();
        let text = terminal::render(&document(&trace), &Palette::plain(), 60);
        for line in text.lines().filter(|l| l.starts_with(['│', '┌', '└', '╞'])) {
            assert!(line.chars().count() <= 60, "{heaps:?}: {line}");
        }
    }
}

/// Where the table of heaps in binary is turned on its side, a sentence
/// under it says its rows are the columns the text speaks of.
#[test]
fn a_turned_table_says_its_rows_are_columns() {
    for args in [
        &["explain", "37", "20", "29"][..],
        &["explain", "37", "20", "29", "--misere"],
    ] {
        for (width, turned) in [("60", true), ("80", false)] {
            let out = nimstep(&[args, &["--width", width]].concat(), "").stdout;
            // The corner names what the column under it holds: the
            // table's columns (size, 32, 16, …), not heaps.
            let tables = out.matches("│ column ┆ #1").count();
            assert!(!out.contains("│ heap ┆ #1"), "{args:?} at {width}:\n{out}");
            let notes = out.matches("each row here is one column").count();
            assert_eq!(
                notes,
                if turned { tables } else { 0 },
                "{args:?} at {width}:\n{out}"
            );
            assert!(tables > 0 || !turned, "{args:?} at {width}:\n{out}");
        }
    }
}
