use crate::support::{nimstep, Run};
use serde_json::{json, Value};

fn check_json(args: &[&str]) -> (i32, Value) {
    let mut full = vec!["check"];
    full.extend(args);
    full.extend(["--format", "json"]);
    let out = nimstep(&full, "");
    (out.code, serde_json::from_str(&out.stdout).unwrap())
}

#[test]
fn a_winning_move() {
    let (code, v) = check_json(&["13", "12", "8", "--from", "3", "--take", "7"]);
    assert_eq!(code, 0);
    assert_eq!(v["legal"], true);
    assert_eq!(v["wins"], true);
    assert_eq!(v["after"], json!([13, 12, 1]));
    assert_eq!(v["nim_sum_after"], 0);
    assert_eq!(v["outcome_after"], "P");
    assert_eq!(v["better"], json!([]));
    assert_eq!(v["rules"], "normal");
    let text = nimstep(
        &["check", "13", "12", "8", "--from", "3", "--take", "7"],
        "",
    )
    .stdout;
    insta::assert_snapshot!("check_winning_13_12_8", text);
}

#[test]
fn a_losing_move_names_the_winning_ones() {
    let (code, v) = check_json(&["37", "20", "29", "--from", "2", "--take", "4"]);
    assert_eq!(code, 0);
    assert_eq!(v["wins"], false);
    assert_eq!(v["after"], json!([37, 16, 29]));
    assert_eq!(v["nim_sum_after"], 37 ^ 16 ^ 29);
    assert_eq!(v["better"], json!([{"heap": 1, "take": 28, "leaves": 9}]));
    let text = nimstep(
        &["check", "37", "20", "29", "--from", "2", "--take", "4"],
        "",
    )
    .stdout;
    assert!(text.contains("It loses"), "{text}");
    insta::assert_snapshot!("check_losing_37_20_29", text);
}

#[test]
fn a_move_from_a_p_position() {
    let (code, v) = check_json(&["1", "2", "3", "--from", "3", "--take", "3"]);
    assert_eq!(code, 0);
    assert_eq!(v["wins"], false);
    assert_eq!(v["better"], json!([]));
    let text = nimstep(&["check", "1", "2", "3", "--from", "3", "--take", "3"], "").stdout;
    assert!(text.contains("no move wins from it"), "{text}");
    insta::assert_snapshot!("check_p_position_1_2_3", text);
}

#[test]
fn misere_rules_change_the_verdict() {
    // 1 1 1 is a misère P-position (three single stones): taking one
    // leaves 1 1, nim-sum 0 yet a misère N-position.
    let (_, v) = check_json(&["1", "1", "1", "--from", "1", "--take", "1", "--misere"]);
    assert_eq!(v["rules"], "misere");
    assert_eq!(v["wins"], false);
    assert_eq!(v["nim_sum_after"], 0);
    assert_eq!(v["better"], json!([]));
    let (_, v) = check_json(&["4", "1", "--from", "1", "--take", "3", "--misere"]);
    assert_eq!(v["wins"], false);
    assert_eq!(v["better"], json!([{"heap": 1, "take": 4, "leaves": 0}]));
}

#[test]
fn three_illegal_moves_exit_2() {
    for (args, needle) in [
        (
            ["5", "3", "--from", "3", "--take", "1"],
            "there is no heap 3",
        ),
        (["5", "3", "--from", "1", "--take", "0"], "at least 1 stone"),
        (
            ["5", "3", "--from", "2", "--take", "4"],
            "heap 2 has only 3 stones",
        ),
    ] {
        let mut full = vec!["check"];
        full.extend(args);
        let out = nimstep(&full, "");
        assert_eq!(out.code, 2, "{args:?}");
        assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
        assert!(out.stderr.contains("illegal move"), "{}", out.stderr);
        assert!(out.stderr.contains(needle), "{}", out.stderr);
        assert!(out.stdout.is_empty());
        let (code, v) = check_json(&args);
        assert_eq!(code, 2);
        assert_eq!(v["legal"], false);
        assert!(v["reason"].as_str().unwrap().contains(needle));
    }
}

#[test]
fn heaps_can_come_from_stdin() {
    let out = nimstep(&["check", "--from", "1", "--take", "9"], "13 12 8\n");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("It wins"), "{}", out.stdout);
}

/// A losing move is explained: the columns it leaves odd and the nim-sum
/// they make.
#[test]
fn a_losing_move_names_the_odd_columns() {
    let (_, v) = check_json(&["37", "20", "29", "--from", "2", "--take", "4"]);
    // 37 ⊕ 16 ⊕ 29 = 40 = 32 + 8.
    assert_eq!(v["odd_columns_after"], json!([5, 3]));
    assert_eq!(v["normal_play_move"], false);
    Run::new("check 37 20 29 --from 2 --take 4").stdout_has(
        "37 ⊕ 16 ⊕ 29 = 40: the 32 (2^5) column and the 8 (2^3) column are still odd, as before the move",
    );
    Run::new("check 13 12 8 --from 3 --take 7").stdout_has("= 0: every column is even.");
}

/// Under misère rules the nim-sum does not decide with no big heap, and
/// does not choose the move with one; a misère mistake that is the
/// normal-play move is named as such.
#[test]
fn misere_check_says_when_the_nim_sum_does_not_decide() {
    let (_, v) = check_json(&["4", "1", "1", "--from", "1", "--take", "4", "--misere"]);
    assert_eq!(v["nim_sum_after"], 0);
    assert_eq!(v["outcome_after"], "N");
    assert_eq!(v["situation_before"], "one_heap_at_least_two");
    assert_eq!(v["situation_after"], "all_heaps_at_most_one");
    assert_eq!(v["normal_play_move"], true);
    Run::new("check 4 1 1 --from 1 --take 4 --misere")
        .stdout_has("Under misère rules it does not decide here")
        .stdout_has("That is the winning move of normal play")
        .stdout_has("take 3 from heap 1, leaving 1");
    Run::new("check 3 1 1 1 --from 1 --take 2 --misere")
        .stdout_lacks("so the nim-sum decides")
        .stdout_has("the nim-sum does not choose that move")
        .stdout_has("take 3 from heap 1, leaving 0");
    // From a misère P-position nothing wins, so no move is a mistake.
    let (_, v) = check_json(&["1", "1", "1", "--from", "1", "--take", "1", "--misere"]);
    assert_eq!(v["normal_play_move"], false);
    // Two big heaps: the nim-sum decides, and the moves are normal play's.
    Run::new("check 3 2 --from 1 --take 1 --misere")
        .stdout_has("It wins")
        .stdout_has("2 2 is a P-position (two or more heaps hold two or more stones, so the nim-sum decides as in normal play: 2 ⊕ 2 = 0)");
    Run::new("check 3 2 --from 1 --take 3 --misere")
        .stdout_has(
            "In 3 2, each heap with a 1 in the 1 (2^0) column gives exactly one winning move",
        )
        .stdout_has("│ #1   ┆    3 ┆    1 ┆      2 │");
}

/// Issue 26: `--take K:N,…` names a move on several heaps; a one-heap move
/// of Moore's Nim is judged like any other, and what a game's rules forbid
/// is refused with the rule.
#[test]
fn heap_amount_pairs_name_moves_on_several_heaps() {
    let moore = |take: &[&str]| {
        let mut args = vec!["5", "6", "7", "2", "--game", "moore:2"];
        args.extend(take);
        check_json(&args)
    };
    // One heap of Moore's Nim₂, both spellings: 4 6 7 2 holds one 1 in
    // the units column (7's), not a multiple of 3, so the move loses.
    for take in [&["--from", "1", "--take", "1"][..], &["--take", "1:1"]] {
        let (code, v) = moore(take);
        assert_eq!(code, 0, "{take:?}");
        assert_eq!(v["after"], json!([4, 6, 7, 2]));
        assert_eq!(v["wins"], false);
    }
    // 4 6 6 2: columns 4, 2 and 1 hold 3, 3 and 0 ones: P, so it wins.
    let (code, v) = moore(&["--take", "3:1,1:1"]);
    assert_eq!(code, 0);
    assert_eq!(v["after"], json!([4, 6, 6, 2]));
    assert_eq!(v["wins"], true);
    // Wythoff's diagonal move: 2 from both heaps of 5 6 leaves 3 4, not a
    // pair of the table (3 5 is).
    let (code, v) = check_json(&["5", "6", "--game", "wythoff", "--take", "1:2,2:2"]);
    assert_eq!(code, 0);
    assert_eq!(
        v["move"],
        json!({"both": true, "take": 2, "leaves": [3, 4]})
    );
    assert_eq!(v["wins"], false);
    // The same spelling for one heap of Nim.
    let (code, v) = check_json(&["13", "12", "8", "--take", "3:7"]);
    assert_eq!((code, v["wins"].clone()), (0, json!(true)));

    for (line, needle) in [
        (
            "check 5 6 7 2 --game moore:2 --take 1:1,2:1,3:1",
            "--take 1:1,2:1,3:1: illegal move: a move of Moore's Nim with k = 2 (moore:2) takes from at most 2 heaps, not 3",
        ),
        (
            "check 5 6 --game wythoff --take 1:2,2:3",
            "the same number from both heaps: not 2 and 3",
        ),
        (
            "check 13 12 8 --take 1:1,2:1",
            "a move of Nim takes from one heap only, not from 2",
        ),
        (
            "check 4 7 --game kayles --take 1:1,2:1",
            "a move of kayles takes from one heap only, not from 2",
        ),
        (
            "check 3 1 4 --game staircase --take 1:1,3:1",
            "slides coins from one step only, not from 2",
        ),
        ("check 3 1 4 --game staircase --take 2:2", "step 2 has only 1 coin"),
        ("check 5 6 --game moore:2 --take 1:1,2:9", "heap 2 has only 6 stones"),
        ("check 5 6 --take 1:1,1:2", "heap 1 is named twice"),
        ("check 5 6 --take 2", "name the heap with --from K"),
        ("check 5 6 --from 1 --take 1:2", "the pairs name their heaps; leave out --from"),
        ("check 5 6 --take 1:x", "expected a number of stones (5) or heap:amount pairs"),
        (
            "check 5 6 --game moore:2 --take 1:1 --split 2,3",
            "a move of moore:2 never splits a heap",
        ),
        // Once judged the move without the split, as if it were not asked.
        (
            "check 7 5 --game staircase --from 1 --take 1 --split 2,4",
            "a move of staircase never splits a heap; leave out --split",
        ),
    ] {
        Run::new(line).refused(needle);
    }
}

/// A move a heap game forbids is refused with the rule it breaks and the
/// full command that lists every legal move; Lasker's split needs no
/// --take; a --take with a part missing says which part.
#[test]
fn a_forbidden_game_move_names_the_rule_it_breaks() {
    use crate::support::refused;
    for (line, needles) in [
        (
            "check 5 6 --game kayles --from 1 --take 3",
            &[
                "kayles takes 1 or 2 pins",
                "nimstep moves 5 6 --game kayles",
            ][..],
        ),
        (
            "check 5 6 --game subtract:1,3,4 --from 1 --take 2",
            &[
                "subtract:1,3,4 takes 1, 3 or 4",
                "nimstep moves 5 6 --game subtract:1,3,4",
            ],
        ),
        (
            "check 10 --game kayles --from 1 --take 1 --split 3,3",
            &["the parts must add to 10 − 1 = 9, not 3 + 3 = 6"],
        ),
        (
            "check 10 --game lasker --from 1 --take 1 --split 3,3",
            &["Lasker's split takes no stones: --take 0 --split A,B"],
        ),
        (
            "check 10 --game lasker --from 1 --split 3,3",
            &["the parts must add to 10, not 3 + 3 = 6"],
        ),
        (
            "check 10 --game octal:0.137 --from 1 --take 1",
            &["taking 1, octal:0.137 leaves nothing (the whole heap) only"],
        ),
        (
            "check 5 6 --from 1 --take 1:",
            &["the amount after 1: is missing"],
        ),
        (
            "check 5 6 --from 1 --take :3",
            &["the heap before :3 is missing"],
        ),
        ("check 5 6 --from 1 --take ''", &["--take is empty"]),
        (
            "check 5 6 --from 1 --take abc",
            &["amount `abc` is not a whole number"],
        ),
    ] {
        let args = shell_words(line);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        for needle in needles {
            refused(&args, "", needle);
        }
    }
    // Lasker's split without --take is --take 0.
    let out = crate::support::nimstep(
        &[
            "check", "10", "--game", "lasker", "--from", "1", "--split", "3,7",
        ],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("split heap 1 into 3 and 7"),
        "{}",
        out.stdout
    );
}

/// Splits a line at spaces, '' standing for an empty word.
fn shell_words(line: &str) -> Vec<String> {
    line.split(' ')
        .map(|w| {
            if w == "''" {
                String::new()
            } else {
                w.to_string()
            }
        })
        .collect()
}

/// A refused move says what is wrong in its own game, the same in `check`
/// and in `play`: a Kayles split needs its take, a subtraction game never
/// splits, a heap too small is told the takes its game allows there (or
/// that it has none, and a heap that has one), and numbers in no form of
/// a move are told the forms. Each line is the whole of stderr, so a
/// doubled space between the flags shows too.
#[test]
fn a_refusal_says_what_is_wrong_in_its_game() {
    for (check, error) in [
        (
            "check --game kayles 3 5 --from 2 --split 1,3",
            "error: --from 2 --split 1,3: illegal move: a split of kayles takes 1 or 2 pins: give --take; see every legal move: nimstep moves 3 5 --game kayles",
        ),
        (
            "check --game dawson 3 5 --from 2 --take 1 --split 1,3",
            "error: --from 2 --take 1 --split 1,3: illegal move: a split of dawson takes 2 pins, not 1; see every legal move: nimstep moves 3 5 --game dawson",
        ),
        (
            "check --game subtract:1,3,4 4 7 --from 1 --take 3 --split 1,1",
            "error: --from 1 --take 3 --split 1,1: illegal move: a move of subtract:1,3,4 never splits a heap; leave out --split",
        ),
        (
            "check --game subtract:1-3 3 5 --split 1,2 --from 2",
            "error: --from 2 --split 1,2: illegal move: a move of subtract:1-3 never splits a heap; leave out --split",
        ),
        (
            "check --game dawson 3 1 --from 2 --take 2",
            "error: --from 2 --take 2: illegal move: heap 2 has only 1 pin, too few for any move of dawson; heap 1 has one",
        ),
        (
            "check --game subtract:2,5 3 1 --from 2 --take 2",
            "error: --from 2 --take 2: illegal move: heap 2 has only 1 stone, too few for any move of subtract:2,5; heap 1 has one",
        ),
        (
            "check --game subtract:2,5 3 4 --from 2 --take 7",
            "error: --from 2 --take 7: illegal move: heap 2 has only 4 stones: take 2",
        ),
        (
            "explain --game staircase 3 5 --heap 3",
            "error: --heap 3: there is no step 3 (the steps are numbered 1 to 2)",
        ),
        (
            "check --game staircase 3 --from 2 --take 1",
            "error: --from 2 --take 1: illegal move: there is no step 2 (there is only step 1)",
        ),
    ] {
        let args = shell_words(check);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = nimstep(&args, "");
        assert_eq!(out.code, 2, "{check}: {}", out.stderr);
        assert_eq!(out.stderr, format!("{error}\n"), "{check}");
    }
    for (game, heaps, typed, why) in [
        (
            "kayles",
            "2 3 6",
            "2 0 1 1",
            "a split of kayles takes 1 or 2 pins: type K N A B, taking N",
        ),
        (
            "subtract:1,3,4",
            "4 7",
            "1 3 1 1",
            "a move of subtract:1,3,4 never splits a heap; type K N, without A B",
        ),
        (
            "dawson",
            "3 1",
            "2 2",
            "heap 2 has only 1 pin, too few for any move of dawson; heap 1 has one",
        ),
        (
            "wythoff",
            "3 5",
            "1",
            "it is not typed as a move of wythoff — Wythoff's game: `K N` from one heap, `1 N 2 N` the same N from both",
        ),
    ] {
        let mut args = vec!["play", "--game", game, "--color", "never", "--width", "200"];
        args.extend(heaps.split(' '));
        let played = nimstep(&args, &format!("{typed}\nquit\n"));
        assert_eq!(played.code, 0, "{}", played.stderr);
        let said = format!("`{typed}`: illegal move: {why}. Try again");
        assert!(played.stdout.contains(&said), "{}", played.stdout);
    }
}
