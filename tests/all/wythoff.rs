//! Wythoff's game (`--game wythoff`) through the real binary: the
//! walkthrough's verdict and winning moves against a brute force written
//! here from the rules alone, huge heaps, play, and bad input.

use crate::support::{nimstep, refused};
use serde_json::Value;

/// P or N for every position up to `max` × `max`, from the rules alone: a
/// position is N when some move (any number from one heap, or the same
/// from both) reaches a P-position.
fn by_definition(max: usize) -> Vec<Vec<bool>> {
    let mut n = vec![vec![false; max + 1]; max + 1];
    for x in 0..=max {
        for y in 0..=max {
            n[x][y] = (0..x).any(|a| !n[a][y])
                || (0..y).any(|b| !n[x][b])
                || (1..=x.min(y)).any(|t| !n[x - t][y - t]);
        }
    }
    n
}

fn explain_json(heaps: &[u64]) -> Value {
    let mut args: Vec<String> = ["explain", "--game", "wythoff", "--format", "json"]
        .map(String::from)
        .to_vec();
    args.extend(heaps.iter().map(u64::to_string));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = nimstep(&args, "");
    assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
    serde_json::from_str(&out.stdout).unwrap()
}

/// The positions a JSON move leaves: `leaves` of a one-heap move in its
/// heap, or both `leaves` of a diagonal move.
fn after(heaps: [u64; 2], m: &Value) -> [u64; 2] {
    match &m["leaves"] {
        Value::Array(both) => [both[0].as_u64().unwrap(), both[1].as_u64().unwrap()],
        leaves => {
            let mut next = heaps;
            next[m["heap"].as_u64().unwrap() as usize - 1] = leaves.as_u64().unwrap();
            next
        }
    }
}

#[test]
fn verdicts_and_winning_moves_match_the_rules() {
    let max = 9;
    let n = by_definition(max);
    for x in 0..=max {
        for y in 0..=max {
            let json = explain_json(&[x as u64, y as u64]);
            let expected = if n[x][y] { "N" } else { "P" };
            assert_eq!(json["outcome"], expected, "({x}, {y})");
            let moves = json["winning_moves"].as_array().unwrap();
            let mut reached: Vec<[u64; 2]> = moves
                .iter()
                .map(|m| after([x as u64, y as u64], m))
                .collect();
            let mut winning: Vec<[u64; 2]> = (0..x)
                .map(|a| [a as u64, y as u64])
                .chain((0..y).map(|b| [x as u64, b as u64]))
                .chain((1..=x.min(y)).map(|t| [(x - t) as u64, (y - t) as u64]))
                .filter(|&[a, b]| !n[a as usize][b as usize])
                .collect();
            reached.sort_unstable();
            winning.sort_unstable();
            assert_eq!(reached, winning, "({x}, {y})");
        }
    }
}

#[test]
fn huge_heaps_are_answered_exactly() {
    let heaps = [u64::MAX, 12_345_678_901_234];
    let json = explain_json(&heaps);
    assert_eq!(json["outcome"], "N");
    let moves = json["winning_moves"].as_array().unwrap();
    assert!(!moves.is_empty());
    for m in moves {
        let next = after(heaps, m);
        assert_eq!(explain_json(&next)["outcome"], "P", "{m}");
    }
}

#[test]
fn the_walkthrough_builds_the_table_and_proves_it() {
    let out = nimstep(
        &["explain", "5", "9", "--game", "wythoff", "--color", "never"],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    insta::assert_snapshot!("explain_wythoff_5_9", out.stdout);
}

#[test]
fn play_answers_a_losing_move() {
    let out = nimstep(
        &["play", "1", "2", "--game", "wythoff", "--color", "never"],
        "1 1\n",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("take 2 from heap 2, leaving 0"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("nimstep wins"), "{}", out.stdout);
}

/// From a pair no move wins, and nimstep plays on as it says: one stone
/// from the larger heap, not the whole heap, which would leave the
/// student one heap to take.
#[test]
fn play_goes_on_from_a_pair_with_one_stone() {
    let out = nimstep(
        &["play", "1", "3", "--game", "wythoff", "--color", "never"],
        "2 1\nquit\n",
    );
    assert!(
        out.stdout
            .contains("nimstep: take 1 from heap 2, leaving 1 — no move wins from here"),
        "{}",
        out.stdout
    );
    // The replay: the game goes on from 1 1.
    assert!(
        out.stdout
            .contains("nimstep  take 1 from heap 2, leaving 1 → 1 1"),
        "{}",
        out.stdout
    );
}

#[test]
fn a_diagonal_move_is_typed_as_two_pairs() {
    let out = nimstep(
        &["play", "3", "4", "--game", "wythoff", "--color", "never"],
        "1 2 2 2\nquit\n",
    );
    assert!(
        out.stdout
            .contains("take 2 from both heaps, leaving 1 and 2"),
        "{}",
        out.stdout
    );
}

#[test]
fn only_two_heaps_are_accepted() {
    refused(
        &["explain", "1", "2", "3", "--game", "wythoff"],
        "",
        "Wythoff's game is played on exactly two heaps, not 3",
    );
}

/// Whether `heaps` are one of Wythoff's pairs (a P-position), as
/// `explain` says: held to the brute force above on small heaps, and the
/// pair formula in exact integers on huge ones, which a test cannot redo
/// in floating point.
fn is_pair(heaps: [u64; 2]) -> bool {
    explain_json(&heaps)["outcome"] == "P"
}

/// `moves --format json` on `heaps`, and its `not_listed` read from the
/// text (past 2^64 it would not survive as a JSON number read as `u64`).
fn moves_json(heaps: [u64; 2]) -> (Value, u128) {
    let (x, y) = (heaps[0].to_string(), heaps[1].to_string());
    let out = nimstep(
        &["moves", &x, &y, "--game", "wythoff", "--format", "json"],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let not_listed = out
        .stdout
        .split_once("\"not_listed\": ")
        .map_or(0, |(_, rest)| {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().unwrap()
        });
    (serde_json::from_str(&out.stdout).unwrap(), not_listed)
}

#[test]
fn moves_of_huge_heaps_are_counted_and_the_winning_ones_listed() {
    let heaps = [u64::MAX, 12_345_678_901_234];
    let (json, not_listed) = moves_json(heaps);
    let moves = json["moves"].as_array().unwrap();
    assert!(!moves.is_empty() && moves.len() <= 3, "{json}");
    let in_all = u128::from(heaps[0]) + 2 * u128::from(heaps[1]);
    assert_eq!(not_listed + moves.len() as u128, in_all);
    for m in moves {
        assert_eq!(m["outcome_after"], "P", "{m}");
        assert!(is_pair(after(heaps, &m["move"])), "{m}");
    }
    // The terminal says the count in words, and why only these are listed.
    let out = nimstep(
        &[
            "moves",
            &heaps[0].to_string(),
            &heaps[1].to_string(),
            "--game",
            "wythoff",
            "--width",
            "100",
        ],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let text = crate::support::flowed(&out.stdout);
    assert!(
        text.contains(&format!("{in_all} legal moves in all")),
        "{text}"
    );
    assert!(
        text.contains(&format!("{not_listed} moves are not listed")),
        "{text}"
    );
}

#[test]
fn small_positions_still_list_every_move() {
    let n = by_definition(12);
    for (x, y) in [(0, 0), (3, 5), (10, 7), (12, 12)] {
        let (json, _) = moves_json([x, y]);
        let moves = json["moves"].as_array().unwrap();
        assert_eq!(moves.len() as u64, x + y + x.min(y), "({x}, {y})");
        assert!(json.get("not_listed").is_none(), "{json}");
        for m in moves {
            let [a, b] = after([x, y], &m["move"]);
            let p = !n[a as usize][b as usize];
            assert_eq!(m["outcome_after"] == "P", p, "({x}, {y}) {m}");
        }
    }
}

#[test]
fn check_judges_one_move_of_huge_heaps_without_the_list() {
    for args in [
        &[
            "check", "20000", "3", "--game", "wythoff", "--from", "1", "--take", "5",
        ][..],
        &[
            "check",
            "18446744073709551615",
            "12345678901234",
            "--game",
            "wythoff",
            "--take",
            "1:5,2:5",
        ],
    ] {
        let mut json_args = args.to_vec();
        json_args.extend(["--format", "json"]);
        let out = nimstep(&json_args, "");
        assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
        let json: Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(json["wins"], false, "{json}");
        let heaps = [
            json["heaps"][0].as_u64().unwrap(),
            json["heaps"][1].as_u64().unwrap(),
        ];
        let better = json["better"].as_array().unwrap();
        assert!(!better.is_empty(), "{json}");
        for m in better {
            assert!(is_pair(after(heaps, m)), "{m}");
        }
    }
    // The winning move itself, on the largest heaps there are.
    let out = nimstep(
        &[
            "check",
            "18446744073709551615",
            "12345678901234",
            "--game",
            "wythoff",
            "--take",
            "1:18446736443660376460",
        ],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .contains("It wins: it leaves 7630049175155 12345678901234"),
        "{}",
        out.stdout
    );
    refused(
        &[
            "check",
            "18446744073709551615",
            "5",
            "--game",
            "wythoff",
            "--take",
            "1:6,2:6",
        ],
        "",
        "illegal move",
    );
}

/// `play` on a real terminal from the largest heaps there are: the hint,
/// a diagonal move typed, and nimstep's winning reply, each to a pair.
#[test]
fn play_on_a_terminal_with_huge_heaps() {
    // Wide enough that no line of 20-digit heaps wraps.
    let mut t = crate::terminal::Terminal::sized(
        &[
            "play",
            "--game",
            "wythoff",
            "18446744073709551615",
            "12345678901234",
        ],
        160,
        60,
    );
    t.wait_for("Your move>");
    t.press("hint\r");
    t.wait_for("Hint: take 18446736443660376460 from heap 1, leaving 7630049175155");
    t.press("1 5 2 5\r");
    let screen = t.wait_until("nimstep's reply", |t| {
        t.text().matches("Your move>").count() >= 3
    });
    assert!(screen.contains("That move lets nimstep win: it leaves 18446744073709551610 12345678901229 (not a Wythoff pair)"), "{screen}");
    let reply = "nimstep: take 18446724097981475229 from heap 1, leaving 19975728076381 — it leaves 19975728076381 12345678901229 (a Wythoff pair), a P-position for you.";
    assert!(screen.contains(reply), "{screen}");
    assert!(is_pair([19_975_728_076_381, 12_345_678_901_229]));
    t.press("quit\r");
    assert_eq!(t.finish(), 0);
    let screen = t.text();
    assert!(
        screen.contains("take 5 from both heaps, leaving 18446744073709551610 and 12345678901229"),
        "{screen}"
    );
}
