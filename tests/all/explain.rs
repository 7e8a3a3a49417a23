use crate::snapshots_diet::says_the_same;
use crate::support::{explain_nim, nim_steps, nimstep, Run};
use nimstep::palette::Palette;
use nimstep::render::terminal;
use nimstep_core::game::Rules;
use nimstep_core::present::sum::document;
use nimstep_core::render::{json, markdown};

/// One walkthrough pinned whole in the terminal and as JSON, its Markdown
/// and HTML held to the terminal's words; the other worked examples of the
/// source notes are checked fact by fact below, so a change of wording
/// touches one snapshot.
const EXAMPLES: &[(&str, &[u64])] = &[("13_12_8", &[13, 12, 8])];

fn trace(heaps: &[u64]) -> nimstep_core::solve::walkthrough::Trace {
    explain_nim(heaps, Rules::Normal)
}

#[test]
fn terminal_snapshots() {
    for (name, heaps) in EXAMPLES {
        let text = terminal::render(&document(&trace(heaps)), &Palette::plain(), 80);
        insta::assert_snapshot!(format!("explain_terminal_{name}"), text);
    }
}

/// Markdown says what the terminal's snapshot says, sentence by sentence
/// and step by step; what is Markdown's own is checked here: one `###`
/// heading per step, GFM tables with a rule under their head row.
#[test]
fn markdown_says_what_the_terminal_says() {
    for (_, heaps) in EXAMPLES {
        let doc = document(&trace(heaps));
        let text = markdown::render(&doc, 2);
        says_the_same(&text, &terminal::render(&doc, &Palette::plain(), 80));
        let steps = nim_steps(&trace(heaps)).len();
        assert_eq!(
            text.lines().filter(|l| l.starts_with("### ")).count(),
            steps,
            "{text}"
        );
        assert!(
            text.contains("| heap | size | 8 | 4 | 2 | 1 |\n| --- | ---: |"),
            "{text}"
        );
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
    let from_stdin = Run::new("explain").stdin("13, 12\n8\n").code(0);
    assert_eq!(from_args.code, 0);
    assert_eq!(from_args.stdout, from_commas.stdout);
    assert_eq!(from_args.stdout, from_stdin.outcome().stdout);
}

#[test]
fn heap_flag_changes_the_chosen_heap() {
    Run::new("explain 13 12 8 --heap 3")
        .code(0)
        .stdout_has("Move: take 7 from heap 3, leaving 1.")
        .stdout_has("the heap you asked for with --heap");
    Run::new("explain 13 12 8 --heap 4")
        .code(2)
        .stderr_has("--heap 4: there is no heap 4 (the heaps are numbered 1 to 3)");
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

#[test]
fn the_worked_examples_of_the_notes() {
    Run::new("explain 37 20 29")
        .code(0)
        .stdout_has("37 = 32 + 5 = 32 + 4 + 1 = 1·32 + 0·16 + 0·8 + 1·4 + 0·2 + 1·1 = 100101₂")
        .stdout_has("37 ⊕ 20 ⊕ 29 = 101100₂ = 32 + 8 + 4 = 44")
        .stdout_has("a 1 in the 32 (2^5) column")
        .stdout_has("37 ⊕ 44 = 9")
        .stdout_has("the nim-sum of the other heaps, 20 ⊕ 29 = 9")
        .stdout_has("take 28 from heap 1, leaving 9");
    Run::new("explain 5 8 10")
        .stdout_has("5 ⊕ 8 ⊕ 10 = 0111₂ = 4 + 2 + 1 = 7")
        .stdout_has("5 ⊕ 7 = 2")
        .stdout_has("take 3 from heap 1, leaving 2");
    Run::new("explain 4 3 15")
        .stdout_has("4 ⊕ 3 ⊕ 15 = 1000₂ = 8")
        .stdout_has("15 ⊕ 8 = 7")
        .stdout_has("take 8 from heap 3, leaving 7");
    Run::new("explain 25")
        .stdout_has("25 = 16 + 9 = 16 + 8 + 1 = 1·16 + 1·8 + 0·4 + 0·2 + 1·1 = 11001₂")
        .stdout_has("as in base ten, where 25 = 2·10 + 5·1")
        .stdout_has("take 25 from heap 1, leaving 0");
}

#[test]
fn a_p_position_and_the_empty_position() {
    Run::new("explain 1 2 3")
        .code(0)
        .stdout_has("1 ⊕ 2 ⊕ 3 = 00₂ = 0")
        .stdout_has("this is a P-position")
        .stdout_has("take 1 from heap 3, leaving 2. The nim-sum becomes 3 ⊕ 2 = 1.")
        .stdout_lacks("Every winning move");
    Run::new("explain 0 0 0 --format markdown")
        .code(0)
        .stdout_has("## Position **0 0 0**")
        .stdout_has("the player to move has already lost (a P-position)");
    let json = Run::new("explain 0 0 0 --format json").code(0);
    let value: serde_json::Value = serde_json::from_str(&json.outcome().stdout).unwrap();
    assert_eq!(value["outcome"], "P");
    assert_eq!(value["steps"][0]["kind"], "game_over");
}

/// The bits that flip in heap ⊕ nim-sum and the heap a move changed are
/// marked by characters, not colour alone: a `^` row and "(moved)".
#[test]
fn marks_show_without_colour() {
    Run::new("explain 37 20 29 --color never")
        .stdout_has("│ flip       ┆         ┆  ^ ┆    ┆ ^ ┆ ^ ┆   ┆   │")
        .stdout_has("(marked ^ under the table)");
    Run::new("explain 37 20 29 --format markdown").stdout_has("| flip |  | ^ |  | ^ | ^ |  |  |");
    Run::new("check 37 20 29 --from 2 --take 4 --color never").stdout_has("#2 (moved)");
}

/// `--steps` shows part of a walkthrough, in its order, in every format;
/// asking only for steps the walkthrough lacks is refused with its steps.
#[test]
fn partial_walkthroughs() {
    Run::new("explain 5 8 10 --steps columns,binary --color never")
        .code(0)
        .stdout_has("1. Write each heap in binary")
        .stdout_has("2. Stack the heaps in binary")
        .stdout_lacks("Read off the nim-sum")
        .stdout_lacks("Verdict");
    Run::new("explain 5 8 10 --steps xor,move --format markdown")
        .stdout_has("### Heap ⊕ nim-sum")
        .stdout_has("5 ⊕ 7 = 2")
        .stdout_lacks("### Write each heap");
    let json = Run::new("explain 5 8 10 --steps nim-sum --format json").code(0);
    let value: serde_json::Value = serde_json::from_str(&json.outcome().stdout).unwrap();
    assert_eq!(value["steps"].as_array().unwrap().len(), 1);
    assert_eq!(value["steps"][0]["kind"], "nim_sum");
    assert_eq!(value["nim_sum"], 7);
    Run::new("explain 1 2 3 --steps xor").code(2).stderr_has(
        "--steps xor: this walkthrough has none of these steps; its steps are binary,columns,nim-sum,verdict,every-move-loses",
    );
    Run::new("explain 1 2 3 --steps bogus")
        .code(2)
        .stderr_has("invalid value 'bogus' for '--steps <STEPS>'");
}

/// Heaps may be written in binary wherever a heap is read.
#[test]
fn binary_heaps() {
    Run::new("explain 0b101 1000₂ 10 --steps nim-sum")
        .code(0)
        .stdout_has("5 ⊕ 8 ⊕ 10 = 0111₂ = 4 + 2 + 1 = 7");
    Run::new("check 0b1101,0b1100 0b1000 --from 3 --take 7").stdout_has("It wins");
    Run::new("explain")
        .stdin("10110₂\n")
        .stdout_has("22 = 16 + 6");
    Run::new("explain 0b102")
        .code(2)
        .stderr_has("heap `0b102` is not a binary number");
}
