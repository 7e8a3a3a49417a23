use crate::support::nimstep;
use nimstep::game::Rules;
use serde_json::{json, Value};
use std::collections::HashMap;

/// One row of the answer key: heaps, nim-sum, P or N, winning moves as
/// `(heap, take, leaves)`.
struct Answer {
    heaps: Vec<u64>,
    nim_sum: u64,
    outcome: String,
    moves: Vec<(u64, u64, u64)>,
}

/// Reads the rows of the answer key table.
fn answer_key(markdown: &str) -> Vec<Answer> {
    let key = markdown.split("# Answer key").nth(1).expect("a key");
    key.lines()
        .filter(|l| l.starts_with("| ") && l.chars().nth(2).is_some_and(|c| c.is_ascii_digit()))
        .map(|line| {
            let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
            let moves = if cells[4] == "none" {
                Vec::new()
            } else {
                cells[4]
                    .split("; ")
                    .map(|m| {
                        let n: Vec<u64> = m
                            .split(|c: char| !c.is_ascii_digit())
                            .filter(|t| !t.is_empty())
                            .map(|t| t.parse().unwrap())
                            .collect();
                        (n[1], n[0], n[2])
                    })
                    .collect()
            };
            Answer {
                heaps: cells[1].split(' ').map(|h| h.parse().unwrap()).collect(),
                nim_sum: cells[2].parse().unwrap(),
                outcome: cells[3].to_string(),
                moves,
            }
        })
        .collect()
}

/// P or N by the definition, remembered: under misère rules the player
/// facing no stones has won.
fn brute_p(heaps: &[u64], rules: Rules, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&p) = memo.get(&key) {
        return p;
    }
    let p = if heaps.iter().all(|&h| h == 0) {
        rules == Rules::Normal
    } else {
        !(0..heaps.len()).any(|i| {
            (0..heaps[i]).any(|y| {
                let mut after = heaps.to_vec();
                after[i] = y;
                brute_p(&after, rules, memo)
            })
        })
    };
    memo.insert(key, p);
    p
}

/// Every winning move by trying them all.
fn brute_moves(
    heaps: &[u64],
    rules: Rules,
    memo: &mut HashMap<Vec<u64>, bool>,
) -> Vec<(u64, u64, u64)> {
    let mut moves = Vec::new();
    for i in 0..heaps.len() {
        for y in 0..heaps[i] {
            let mut after = heaps.to_vec();
            after[i] = y;
            if brute_p(&after, rules, memo) {
                moves.push((i as u64 + 1, heaps[i] - y, y));
            }
        }
    }
    moves
}

#[test]
fn every_position_has_exactly_k_winning_moves() {
    let mut memo_normal = HashMap::new();
    let mut memo_misere = HashMap::new();
    for (k, level, misere) in [
        ("0", "easy", false),
        ("1", "easy", false),
        ("3", "easy", false),
        ("0", "medium", false),
        ("3", "medium", false),
        ("0", "easy", true),
        ("1", "medium", true),
        ("3", "medium", true),
    ] {
        let mut args = vec![
            "worksheet",
            "--seed",
            "11",
            "--count",
            "8",
            "--level",
            level,
            "--winning-moves",
            k,
        ];
        if misere {
            args.push("--misere");
        }
        let out = nimstep(&args, "");
        assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
        let rules = if misere { Rules::Misere } else { Rules::Normal };
        let memo = if misere {
            &mut memo_misere
        } else {
            &mut memo_normal
        };
        let key = answer_key(&out.stdout);
        assert_eq!(key.len(), 8, "{}", out.stdout);
        for row in key {
            let brute = brute_moves(&row.heaps, rules, memo);
            assert_eq!(brute.len().to_string(), k, "{:?}", row.heaps);
            assert_eq!(row.moves, brute, "{:?}", row.heaps);
            let p = brute_p(&row.heaps, rules, memo);
            assert_eq!(row.outcome, if p { "P" } else { "N" });
        }
    }
}

#[test]
fn the_key_agrees_with_explain_json() {
    let out = nimstep(
        &[
            "worksheet",
            "--seed",
            "5",
            "--count",
            "12",
            "--level",
            "hard",
            "--answers",
        ],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        !out.stdout.contains("# Nim worksheet"),
        "--answers prints the key only"
    );
    let key = answer_key(&out.stdout);
    assert_eq!(key.len(), 12);
    for row in key {
        let heaps: Vec<String> = row.heaps.iter().map(u64::to_string).collect();
        let mut args = vec!["explain", "--format", "json"];
        args.extend(heaps.iter().map(String::as_str));
        let explained: Value = serde_json::from_str(&nimstep(&args, "").stdout).unwrap();
        assert_eq!(explained["nim_sum"], row.nim_sum);
        assert_eq!(explained["outcome"], row.outcome.as_str());
        let moves: Vec<Value> = row
            .moves
            .iter()
            .map(|&(heap, take, leaves)| json!({"heap": heap, "take": take, "leaves": leaves}))
            .collect();
        assert_eq!(explained["winning_moves"], Value::Array(moves));
    }
}

#[test]
fn sheet_and_key_in_one_file() {
    let out = nimstep(&["worksheet", "--seed", "3", "--count", "4"], "");
    assert_eq!(out.code, 0);
    let sheet_at = out.stdout.find("# Nim worksheet").unwrap();
    let key_at = out.stdout.find("# Answer key").unwrap();
    assert!(sheet_at < key_at);
    // The sheet shows the positions but none of the answers.
    let sheet = &out.stdout[..key_at];
    assert!(!sheet.contains("take "), "{sheet}");
    assert_eq!(answer_key(&out.stdout).len(), 4);
    insta::assert_snapshot!("worksheet_seed_3", out.stdout);
    let again = nimstep(&["worksheet", "--seed", "3", "--count", "4"], "");
    assert_eq!(
        again.stdout, out.stdout,
        "the same seed prints the same sheet"
    );
}

#[test]
fn impossible_counts_are_refused_with_the_reason() {
    for (args, needle) in [
        (&["worksheet", "--winning-moves", "2"][..], "0 or odd"),
        (
            &["worksheet", "--winning-moves", "5", "--level", "easy"][..],
            "at most 3 heaps",
        ),
        (
            &[
                "worksheet",
                "--winning-moves",
                "2",
                "--misere",
                "--level",
                "easy",
            ][..],
            "found only",
        ),
        (&["worksheet", "--count", "0"][..], "--count 0"),
        (
            &["worksheet", "--format", "json"][..],
            "writes only markdown or html",
        ),
    ] {
        let out = nimstep(args, "");
        assert_eq!(out.code, 2, "{args:?}");
        assert_eq!(out.stderr.lines().count(), 1);
        assert!(out.stderr.contains(needle), "{}", out.stderr);
    }
}
