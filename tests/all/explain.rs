use crate::support::nimstep;
use nimstep::game::position::Position;
use nimstep::game::Rules;
use nimstep::palette::Palette;
use nimstep::present::explain::document;
use nimstep::render::{json, markdown, terminal};
use nimstep::solve;

/// The worked examples of the source notes, with a name for each snapshot.
const EXAMPLES: &[(&str, &[u64])] = &[
    ("13_12_8", &[13, 12, 8]),
    ("37_20_29", &[37, 20, 29]),
    ("5_8_10", &[5, 8, 10]),
    ("4_3_15", &[4, 3, 15]),
    ("25", &[25]),
    ("1_2_3", &[1, 2, 3]),
    ("empty", &[0, 0, 0]),
];

fn trace(heaps: &[u64]) -> nimstep::trace::Trace {
    solve::explain(&Position::new(heaps.to_vec()).unwrap(), Rules::Normal, None).unwrap()
}

#[test]
fn terminal_snapshots() {
    for (name, heaps) in EXAMPLES {
        let text = terminal::render(&document(&trace(heaps)), &Palette::plain(), 80);
        insta::assert_snapshot!(format!("explain_terminal_{name}"), text);
    }
}

#[test]
fn markdown_snapshots() {
    for (name, heaps) in EXAMPLES {
        let text = markdown::render(&document(&trace(heaps)), 2);
        insta::assert_snapshot!(format!("explain_markdown_{name}"), text);
    }
}

#[test]
fn json_snapshots() {
    for (name, heaps) in EXAMPLES {
        let text = json::render(&trace(heaps)).unwrap();
        insta::assert_snapshot!(format!("explain_json_{name}"), text);
    }
}

#[test]
fn json_contract_of_13_12_8() {
    let out = nimstep(&["explain", "13", "12", "8", "--format", "json"], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let value: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(value["heaps"], serde_json::json!([13, 12, 8]));
    assert_eq!(value["rules"], "normal");
    assert_eq!(value["nim_sum"], 9);
    assert_eq!(value["outcome"], "N");
    assert_eq!(
        value["winning_moves"],
        serde_json::json!([
            {"heap": 1, "take": 9, "leaves": 4},
            {"heap": 2, "take": 7, "leaves": 5},
            {"heap": 3, "take": 7, "leaves": 1}
        ])
    );
    let kinds: Vec<&str> = value["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "binary_expansion",
            "column_table",
            "nim_sum",
            "verdict",
            "leftmost_odd_column",
            "candidate_heaps",
            "chosen_heap",
            "xor_with_sum",
            "move",
            "check",
            "all_winning_moves"
        ]
    );
}

#[test]
fn json_keeps_64_bit_heaps_exact() {
    let out = nimstep(
        &["explain", "18446744073709551615", "1", "--format", "json"],
        "",
    );
    assert!(
        out.stdout.contains("18446744073709551615"),
        "{}",
        out.stdout
    );
    let value: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(value["nim_sum"].as_u64(), Some(u64::MAX - 1));
}

#[test]
fn heaps_can_come_from_stdin_and_commas() {
    let from_args = nimstep(&["explain", "13", "12", "8"], "");
    let from_commas = nimstep(&["explain", "13,12,8"], "");
    let from_stdin = nimstep(&["explain"], "13, 12\n8\n");
    assert_eq!(from_args.code, 0);
    assert_eq!(from_args.stdout, from_commas.stdout);
    assert_eq!(from_args.stdout, from_stdin.stdout);
}

#[test]
fn heap_flag_changes_the_chosen_heap() {
    let out = nimstep(&["explain", "13", "12", "8", "--heap", "3"], "");
    assert_eq!(out.code, 0);
    assert!(
        out.stdout.contains("Move: take 7 from heap 3, leaving 1."),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("the heap you asked for with --heap"));
}

#[test]
fn colour_only_when_asked() {
    let plain = nimstep(&["explain", "13", "12", "8"], "");
    assert!(
        !plain.stdout.contains('\u{1b}'),
        "piped output has no escapes"
    );
    let always = nimstep(&["explain", "13", "12", "8", "--color", "always"], "");
    assert!(always.stdout.contains('\u{1b}'));
    let never = nimstep(&["explain", "13", "12", "8", "--color", "never"], "");
    assert_eq!(never.stdout, plain.stdout);
}

#[test]
fn wide_heaps_fit_80_columns() {
    let out = nimstep(
        &["explain", "18446744073709551615", "1234567890123", "7"],
        "",
    );
    for line in out
        .stdout
        .lines()
        .filter(|l| l.starts_with(['│', '┌', '└', '╞']))
    {
        assert!(line.chars().count() <= 80, "too wide: {line}");
    }
}
