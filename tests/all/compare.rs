//! `explain --compare`: normal and misère play on one position, where and
//! why they differ.

use crate::support::{refused, Run};

#[test]
fn one_big_heap_same_verdict_different_moves() {
    Run::new("explain 4 1 1 --compare --color never")
        .code(0)
        .stdout_has("normal and misère play compared")
        .stdout_has("Where and why they differ")
        .stdout_has("even number of single stones (nim-sum 0): take 4 from heap 1, leaving 0.")
        .stdout_has("opponent takes the last stone: take 3 from heap 1, leaving 1.")
        // Then both walkthroughs, normal first.
        .stdout_has("Position 4 1 1 — normal play")
        .stdout_has("Position 4 1 1 — misère play");
}

/// One row per rule set, so the table's corner says what its rows are, and
/// at 80 columns the table is not turned on its side (whose corner would
/// say "column", a word the walkthroughs keep for the binary columns).
#[test]
fn the_side_by_side_table_has_a_row_per_rule_set() {
    Run::new("explain 4 1 1 --compare --color never --width 80")
        .stdout_has("│ rules       ┆ verdict ┆ winning moves ")
        .stdout_has("│ normal play ┆ N       ┆ take 4 from heap 1, leaving 0 │")
        .stdout_has("│ misère play ┆ N       ┆ take 3 from heap 1, leaving 1 │")
        .stdout_lacks("│ column ")
        .stdout_lacks("Turned to fit");
}

#[test]
fn single_stones_opposite_verdicts() {
    Run::new("explain 1 1 1 --compare --color never")
        .stdout_has("3 heaps hold one stone, an odd number")
        .stdout_has("The verdicts are opposite");
    Run::new("explain 0 0 --compare --color never").stdout_has("Every heap is empty");
}

#[test]
fn two_big_heaps_agree() {
    Run::new("explain 13 12 8 --compare --color never")
        .stdout_has("Why they agree")
        .stdout_lacks("Where and why they differ");
}

#[test]
fn json_holds_both_traces_and_the_differences() {
    let run = Run::new("explain 4 1 1 --compare --format json").code(0);
    let value: serde_json::Value = serde_json::from_str(&run.outcome().stdout).unwrap();
    assert_eq!(value["normal"]["outcome"], "N");
    assert_eq!(value["misere"]["winning_moves"][0]["leaves"], 1);
    assert_eq!(value["situation"], "one_heap_at_least_two");
    assert_eq!(value["verdicts_differ"], false);
    assert_eq!(value["moves_differ"], true);
}

#[test]
fn compare_and_misere_do_not_go_together() {
    refused(
        &["explain", "4", "1", "1", "--compare", "--misere"],
        "",
        "--misere",
    );
}
