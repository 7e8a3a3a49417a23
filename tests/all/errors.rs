use crate::support::{nimstep, refused};

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
    refused(&["explain"], "", "no heaps given");
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
