use crate::snapshots_diet::says_the_same;
use crate::support::{explain_nim, nim_moves, nim_steps, nimstep, refused, Run};
use nimstep_core::game::{Move, Outcome, Rules};
use nimstep_core::solve;
use nimstep_core::solve::label::{label, LabelsOf};
use nimstep_core::solve::walkthrough::Trace;
use nimstep_core::trace::{BoutonStep, MisereStep, Step};
use std::collections::HashMap;

/// Runs a command that must succeed and returns its standard output.
fn ok(args: &[&str]) -> String {
    let mut all = args.to_vec();
    all.extend(["--color", "never"]);
    let out = nimstep(&all, "");
    assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
    assert!(out.stderr.is_empty(), "{args:?}: {}", out.stderr);
    out.stdout
}

/// The terminal says what the Markdown snapshot of the same misère
/// walkthrough says (`misere_markdown_4_1_1`), and fits its 80 columns.
#[test]
fn misere_terminal_says_what_the_markdown_says() {
    let shown = ok(&["explain", "--misere", "4", "1", "1"]);
    let pinned = ok(&["explain", "--misere", "4", "1", "1", "--format", "markdown"]);
    says_the_same(&shown, &pinned);
    assert!(shown.contains("1. Which misère situation?"), "{shown}");
    for line in shown.lines() {
        assert!(line.chars().count() <= 80, "{line}");
    }
}

#[test]
fn misere_situations_fact_by_fact() {
    Run::new("explain --misere 4")
        .code(0)
        .stdout_has("exactly one heap holds two or more stones")
        .stdout_has("Move: take 3 from heap 1, leaving 1.")
        .stdout_has("this is an N-position");
    Run::new("explain --misere 1 1 1")
        .stdout_has("every heap holds at most one stone")
        .stdout_has("3 heaps hold one stone, an odd number")
        .stdout_has("Under misère rules this is a P-position.");
    Run::new("explain --misere 2 2")
        .stdout_has("two or more heaps hold two or more stones")
        .stdout_has("2 ⊕ 2 = 00₂ = 0")
        .stdout_has("Under misère rules this is a P-position.");
    Run::new("explain --misere 1 2 3")
        .stdout_has("1 ⊕ 2 ⊕ 3 = 00₂ = 0")
        .stdout_has("take 1 from heap 3, leaving 2");
    Run::new("explain --misere 0")
        .code(0)
        .stdout_has("the player to move has already won (an N-position)");
}

#[test]
fn misere_markdown_and_json_snapshots() {
    insta::assert_snapshot!(
        "misere_markdown_4_1_1",
        ok(&["explain", "--misere", "4", "1", "1", "--format", "markdown"])
    );
    insta::assert_snapshot!(
        "misere_json_4_1_1",
        ok(&["explain", "--misere", "4", "1", "1", "--format", "json"])
    );
    insta::assert_snapshot!(
        "misere_json_13_12_8",
        ok(&["explain", "--misere", "13", "12", "8", "--format", "json"])
    );
}

#[test]
fn misere_json_contract() {
    let text = ok(&["explain", "--misere", "4", "1", "1", "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["rules"], "misere");
    assert_eq!(value["outcome"], "N");
    assert_eq!(
        value["winning_moves"],
        serde_json::json!([{"heap": 1, "take": 3, "leaves": 1}])
    );
    let text = ok(&["explain", "--misere", "0", "0", "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["outcome"], "N");
    assert_eq!(value["winning_moves"], serde_json::json!([]));
    assert_eq!(value["steps"][0]["kind"], "game_over");
}

#[test]
fn label_and_table_fact_by_fact() {
    Run::new("label 1 1 1")
        .code(0)
        .stdout_has("From 1 1 1 the game can reach 4 positions")
        .stdout_has("agree on all 4 positions");
    Run::new("label 4 --misere")
        .stdout_has("The terminal position, every heap empty, is N")
        .stdout_has("agree on all 5 positions");
    Run::new("table --max 7 --third 3")
        .stdout_has("8 cells are P.")
        .stdout_has("Every P cell is one where y = x ⊕ 3, and every such cell is P");
}

#[test]
fn label_snapshots() {
    insta::assert_snapshot!("label_1_2", ok(&["label", "1", "2"]));
    insta::assert_snapshot!(
        "label_json_1_2",
        ok(&["label", "1", "2", "--format", "json"])
    );
}

#[test]
fn two_heap_labellings_are_also_a_grid_of_the_same_labels() {
    for rules in [&[][..], &["--misere"]] {
        for (a, b) in [(3, 2), (0, 4), (4, 4)] {
            let (a_arg, b_arg) = (a.to_string(), b.to_string());
            let mut args = vec!["label", a_arg.as_str(), b_arg.as_str()];
            args.extend(rules);
            let text = ok(&args);
            args.extend(["--format", "json"]);
            let json: serde_json::Value = serde_json::from_str(&ok(&args)).unwrap();
            let label = |x: u64, y: u64| {
                let sorted = serde_json::json!([x.min(y), x.max(y)]);
                let found = json["positions"].as_array().unwrap().iter();
                let mut found = found.filter(|p| p["heaps"] == sorted);
                found.next().unwrap()["label"].as_str().unwrap().to_string()
            };
            // The grid's rows: the row heading x, then one cell per y.
            let grid = text.split("3. The labels as a grid").nth(1).unwrap();
            let rows: Vec<Vec<String>> = grid
                .lines()
                .filter(|line| line.starts_with('│') && !line.contains('↓'))
                .map(|line| {
                    let inner = line.trim_matches('│');
                    inner.split('┆').map(|c| c.trim().to_string()).collect()
                })
                .collect();
            assert_eq!(rows.len() as u64, a + 1, "{args:?}\n{text}");
            for (x, row) in (0u64..).zip(&rows) {
                assert_eq!(row[0], x.to_string());
                assert_eq!(row.len() as u64, b + 2);
                for (y, cell) in (0u64..).zip(&row[1..]) {
                    let expected = label(x, y);
                    let expected = if (x, y) == (a, b) {
                        format!("[{expected}]")
                    } else {
                        expected
                    };
                    assert_eq!(cell, &expected, "{args:?} ({x}, {y})");
                }
            }
        }
    }
    // Three heaps, or heaps past the bound, have no grid.
    for args in [&["label", "1", "2", "3"][..], &["label", "21", "2"]] {
        assert!(!ok(args).contains("as a grid"), "{args:?}");
    }
}

#[test]
fn long_labellings_list_the_first_thousand_and_the_last() {
    // C(33, 3) = 5456 multisets of three heaps of at most 30 stones.
    let text = ok(&["label", "30", "30", "30", "--width", "200"]);
    assert!(
        text.contains("the 4455 positions between them are left out"),
        "{text}"
    );
    let numbers: Vec<&str> = text
        .lines()
        .filter_map(|line| line.strip_prefix("│ "))
        .filter_map(|rest| rest.split_whitespace().next())
        .skip(1) // the header's "#"
        .collect();
    let expected: Vec<String> = (1..=1000)
        .map(|n| n.to_string())
        .chain(["⋮".to_string(), "5456".to_string()])
        .collect();
    assert_eq!(numbers, expected);
    assert!(text.contains("│ 5456 ┆ (30, 30, 30) ┆ N "), "{text}");
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["label", "30", "30", "30", "--format", "json"])).unwrap();
    assert_eq!(json["positions"].as_array().unwrap().len(), 5456);
    // Short of the cut, every position is listed and nothing is said.
    let text = ok(&["label", "10", "10", "10", "--width", "200"]);
    assert!(!text.contains("left out") && !text.contains('⋮'), "{text}");
    assert!(text.contains("│ 286 ┆ (10, 10, 10) ┆ N "), "{text}");
}

#[test]
fn table_snapshots() {
    insta::assert_snapshot!("table_7", ok(&["table", "--max", "7"]));
    insta::assert_snapshot!(
        "table_markdown_7_misere",
        ok(&["table", "--max", "7", "--misere", "--format", "markdown"])
    );
}

#[test]
fn table_json_marks_the_diagonal() {
    let text = ok(&["table", "--max", "3", "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(
        value["p_cells"],
        serde_json::json!([[0, 0], [1, 1], [2, 2], [3, 3]])
    );
    assert_eq!(value["grid"][2][2], "P");
    assert_eq!(value["grid"][2][3], "N");
    assert_eq!(value["off_line"], serde_json::json!([]));
}

#[test]
fn moves_snapshots() {
    insta::assert_snapshot!("moves_1_2_3", ok(&["moves", "1", "2", "3"]));
    insta::assert_snapshot!(
        "moves_json_4_1_1_misere",
        ok(&["moves", "4", "1", "1", "--misere", "--format", "json"])
    );
}

#[test]
fn moves_of_a_huge_heap_are_cut_and_say_so() {
    let text = ok(&["moves", "18446744073709551615", "3"]);
    assert!(
        text.contains("18446744073709551618 legal moves in all, too many to list"),
        "{text}"
    );
    // The one winning move (leave 3 in the huge heap) is listed and marked.
    assert!(text.contains("✓ wins"), "{text}");
}

#[test]
fn label_over_the_bound_is_refused_with_the_count() {
    // C(1003, 3) multisets of three heaps of at most 1000 stones.
    refused(
        &["label", "1000", "1000", "1000"],
        "",
        "167668501 positions are reachable",
    );
    refused(
        &["label", "18446744073709551615", "18446744073709551615"],
        "",
        "170141183460469231740910675752738881536 positions",
    );
}

#[test]
fn huge_tables_are_refused() {
    refused(&["table", "--max", "1000"], "", "--max 1000");
    refused(&["table", "--max", "99999999999999999999999"], "", "--max");
}

#[test]
fn misere_heap_choice_is_checked() {
    refused(
        &["explain", "--misere", "4", "1", "1", "--heap", "2"],
        "",
        "heaps with a winning move: 1",
    );
    refused(
        &["explain", "--misere", "1", "1", "1", "--heap", "1"],
        "",
        "P-position",
    );
    let text = ok(&["explain", "--misere", "1", "1", "--heap", "2"]);
    assert!(text.contains("take 1 from heap 2, leaving 0"), "{text}");
}

/// The outcome of a position (heap order ignored) from the definition
/// alone, remembered by sorted heaps: P when no move reaches a P-position;
/// the empty position is P in normal play and N in misère.
struct Brute {
    rules: Rules,
    known: HashMap<Vec<u64>, Outcome>,
}

impl Brute {
    fn new(rules: Rules) -> Self {
        Brute {
            rules,
            known: HashMap::new(),
        }
    }

    fn outcome(&mut self, heaps: &[u64]) -> Outcome {
        let mut key = heaps.to_vec();
        key.sort_unstable();
        if let Some(&o) = self.known.get(&key) {
            return o;
        }
        let mut result = if key.iter().all(|&h| h == 0) {
            match self.rules {
                Rules::Normal => Outcome::P,
                Rules::Misere => Outcome::N,
            }
        } else {
            Outcome::P
        };
        'search: for i in 0..key.len() {
            for y in 0..key[i] {
                let mut after = key.clone();
                after[i] = y;
                if self.outcome(&after) == Outcome::P {
                    result = Outcome::N;
                    break 'search;
                }
            }
        }
        self.known.insert(key, result);
        result
    }

    fn winning_moves(&mut self, heaps: &[u64]) -> Vec<Move> {
        let mut moves = Vec::new();
        for (i, &x) in heaps.iter().enumerate() {
            for y in 0..x {
                let mut after = heaps.to_vec();
                after[i] = y;
                if self.outcome(&after) == Outcome::P {
                    moves.push(Move::reduce(i + 1, x, y));
                }
            }
        }
        moves
    }
}

/// Every ordered position of 1 to 4 heaps of at most 7 stones.
fn small_positions() -> Vec<Vec<u64>> {
    let mut all: Vec<Vec<u64>> = vec![vec![]];
    let mut result = Vec::new();
    for _ in 0..4 {
        all = all
            .iter()
            .flat_map(|p| {
                (0..=7).map(move |h| {
                    let mut q = p.clone();
                    q.push(h);
                    q
                })
            })
            .collect();
        result.extend(all.iter().cloned());
    }
    result
}

#[test]
fn recursive_labelling_agrees_with_the_rules_everywhere() {
    for rules in [Rules::Normal, Rules::Misere] {
        let mut brute = Brute::new(rules);
        for n in 1..=4 {
            let start = vec![7; n];
            let labelling = label(&start, rules).unwrap();
            // Every multiset of n heaps of at most 7: C(n + 7, n).
            let expected: usize =
                (1..=n).map(|k| 7 + k).product::<usize>() / (1..=n).product::<usize>();
            let LabelsOf::Nim { positions, .. } = &labelling.of else {
                panic!("a labelling of Nim");
            };
            assert_eq!(positions.len(), expected);
            assert_eq!(labelling.disagreements(), 0, "{rules:?} {n}");
            for p in positions {
                assert_eq!(
                    p.outcome,
                    brute.outcome(&p.heaps),
                    "{rules:?} {:?}",
                    p.heaps
                );
                assert_eq!(p.outcome, solve::outcome(&p.heaps, rules));
            }
        }
    }
}

fn explain(heaps: &[u64], rules: Rules) -> Trace {
    explain_nim(heaps, rules)
}

#[test]
fn explained_winning_moves_are_exactly_the_brute_force_ones() {
    for rules in [Rules::Normal, Rules::Misere] {
        let mut brute = Brute::new(rules);
        for heaps in small_positions() {
            let trace = explain(&heaps, rules);
            let expected = brute.winning_moves(&heaps);
            assert_eq!(nim_moves(&trace), expected, "{rules:?} {heaps:?}");
            assert_eq!(trace.outcome, brute.outcome(&heaps), "{rules:?} {heaps:?}");
            // The move the walkthrough makes is one of them, and the list
            // step shows all of them.
            for step in nim_steps(&trace) {
                match step {
                    Step::Bouton(BoutonStep::Move { chosen }) => assert!(expected.contains(chosen)),
                    Step::Bouton(BoutonStep::AllWinningMoves { moves, .. })
                    | Step::Misere(MisereStep::MisereWinningMoves { moves }) => {
                        assert_eq!(moves, &expected, "{rules:?} {heaps:?}")
                    }
                    _ => {}
                }
            }
            // `moves` marks exactly these as winning.
            let solve::move_list::MovesOf::Nim(list) = solve::move_list::list(&heaps, rules).of
            else {
                panic!("a list of Nim's moves");
            };
            let marked: Vec<Move> = list
                .rows
                .iter()
                .filter(|r| r.wins())
                .map(|r| r.chosen)
                .collect();
            assert_eq!(marked, expected, "{rules:?} {heaps:?}");
        }
    }
}

#[test]
fn moves_from_the_empty_position_say_the_game_is_over() {
    let text = ok(&["moves", "0", "0", "--misere"]);
    assert!(text.contains("The game is over"), "{text}");
    assert!(text.contains("has already won (an N-position)"), "{text}");
    let text = ok(&["moves", "0"]);
    assert!(text.contains("has already lost (a P-position)"), "{text}");
}

#[test]
fn misere_moves_show_where_the_nim_sum_misleads() {
    Run::new("moves 4 1 1 --misere").stdout_has(
        "1 move leaves nim-sum 0 but loses, and 1 move leaves a non-zero nim-sum but wins",
    );
    let text = ok(&["moves", "1", "2", "3"]);
    assert!(!text.contains("misleads"), "{text}");
}
