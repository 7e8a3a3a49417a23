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
