use crate::support::{explain_nim, nim_moves, nim_steps};
use nimstep_core::game::binary::nim_sum;
use nimstep_core::game::position::Position;
use nimstep_core::game::{Move, Outcome, Rules};
use nimstep_core::solve;
use nimstep_core::solve::walkthrough::Trace;
use proptest::prelude::*;

fn explain(heaps: &[u64]) -> Trace {
    explain_nim(heaps, Rules::Normal)
}

/// The nim-sum the walkthrough's JSON gives.
fn json_nim_sum(trace: &Trace) -> u64 {
    serde_json::to_value(trace).unwrap()["nim_sum"]
        .as_u64()
        .unwrap()
}

/// Every move from `heaps` to a position with nim-sum 0, found by trying
/// every move: the brute-force definition of a winning move.
fn brute_force_winning_moves(heaps: &[u64]) -> Vec<Move> {
    let mut moves = Vec::new();
    for (i, &x) in heaps.iter().enumerate() {
        for y in 0..x {
            let mut after = heaps.to_vec();
            after[i] = y;
            if nim_sum(&after) == 0 {
                moves.push(Move::reduce(i + 1, x, y));
            }
        }
    }
    moves
}

/// Labels a position P or N from the definition alone: N when some move
/// reaches a P-position. The empty position is P under normal play (the
/// opponent took the last stone and won) and N under misère play (the
/// opponent took it and lost). Only for tiny positions.
fn brute_force_outcome(heaps: &[u64], rules: Rules) -> Outcome {
    if heaps.iter().all(|&h| h == 0) {
        return match rules {
            Rules::Normal => Outcome::P,
            Rules::Misere => Outcome::N,
        };
    }
    for (i, &x) in heaps.iter().enumerate() {
        for y in 0..x {
            let mut after = heaps.to_vec();
            after[i] = y;
            if brute_force_outcome(&after, rules) == Outcome::P {
                return Outcome::N;
            }
        }
    }
    Outcome::P
}

proptest! {
    #[test]
    fn misere_outcome_and_moves_match_the_definition(heaps in prop::collection::vec(0u64..5, 1..4)) {
        prop_assert_eq!(solve::outcome(&heaps, Rules::Misere), brute_force_outcome(&heaps, Rules::Misere));
        let mut expected = Vec::new();
        for (i, &x) in heaps.iter().enumerate() {
            for y in 0..x {
                let mut after = heaps.clone();
                after[i] = y;
                if brute_force_outcome(&after, Rules::Misere) == Outcome::P {
                    expected.push(Move::reduce(i + 1, x, y));
                }
            }
        }
        prop_assert_eq!(solve::winning_moves(&heaps, Rules::Misere), expected);
    }

    #[test]
    fn winning_moves_are_exactly_the_brute_force_ones(heaps in prop::collection::vec(0u64..40, 1..6)) {
        let trace = explain(&heaps);
        prop_assert_eq!(nim_moves(&trace), brute_force_winning_moves(&heaps));
    }

    #[test]
    fn outcome_matches_the_definition(heaps in prop::collection::vec(0u64..5, 1..4)) {
        prop_assert_eq!(explain(&heaps).outcome, brute_force_outcome(&heaps, Rules::Normal));
    }

    #[test]
    fn large_heaps_keep_the_invariants(heaps in prop::collection::vec(any::<u64>(), 1..8)) {
        let trace = explain(&heaps);
        let moves = nim_moves(&trace);
        let xor = heaps.iter().fold(0, |a, &h| a ^ h);
        prop_assert_eq!(json_nim_sum(&trace), xor);
        prop_assert_eq!(trace.outcome == Outcome::P, xor == 0);
        prop_assert_eq!(moves.is_empty(), xor == 0);
        if xor != 0 {
            // An odd number of winning moves: one per 1 in the leftmost odd column.
            prop_assert_eq!(moves.len() % 2, 1);
        }
        for m in moves {
            let mut after = heaps.clone();
            prop_assert!(m.take >= 1);
            prop_assert_eq!(after[m.heap - 1], m.take + m.leaves);
            after[m.heap - 1] = m.leaves;
            prop_assert_eq!(nim_sum(&after), 0);
        }
        // No other heap has a winning move: its x ⊕ s is larger.
        for (i, &x) in heaps.iter().enumerate() {
            if !moves.iter().any(|m| m.heap == i + 1) {
                prop_assert!(x ^ xor >= x);
            }
        }
    }

    #[test]
    fn any_heap_asked_for_with_a_winning_move_is_honoured(heaps in prop::collection::vec(0u64..1000, 1..6), pick in 0usize..6) {
        let position = Position::new(heaps.clone()).unwrap();
        let k = pick % heaps.len() + 1;
        let moves = nimstep_core::games::nim::solve::winning_moves(&heaps);
        let result = solve::walkthrough::explain_nim(&position, Rules::Normal, Some(k));
        prop_assert_eq!(result.is_ok(), moves.iter().any(|m| m.heap == k));
    }
}

/// Every position of one to `heaps` heaps, each of at most `max` stones.
fn every_position(heaps: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all: Vec<Vec<u64>> = vec![vec![]];
    let mut out = Vec::new();
    for _ in 0..heaps {
        all = all
            .iter()
            .flat_map(|p| {
                (0..=max).map(move |h| {
                    let mut q = p.clone();
                    q.push(h);
                    q
                })
            })
            .collect();
        out.extend(all.iter().cloned());
    }
    out
}

fn big_heaps(heaps: &[u64]) -> usize {
    heaps.iter().filter(|&&h| h >= 2).count()
}

/// The misère walkthrough claims that from two or more big heaps every
/// winning move leaves at least two, so the opponent never faces a single
/// big heap, and that those moves are normal play's: checked on every
/// position of up to 4 heaps of at most 7.
#[test]
fn misere_winning_moves_from_two_big_heaps_leave_two_big_heaps() {
    let mut checked = 0;
    for heaps in every_position(4, 7) {
        if big_heaps(&heaps) < 2 {
            continue;
        }
        let moves = solve::winning_moves(&heaps, Rules::Misere);
        assert_eq!(
            moves,
            solve::winning_moves(&heaps, Rules::Normal),
            "{heaps:?}"
        );
        for m in &moves {
            let after = nimstep_core::game::apply(&heaps, m);
            assert!(big_heaps(&after) >= 2, "{heaps:?} {m:?} leaves {after:?}");
            checked += 1;
        }
        let trace = explain_nim(&heaps, Rules::Misere);
        for step in nim_steps(&trace) {
            if let nimstep_core::trace::Step::Misere(
                nimstep_core::trace::MisereStep::KeepsBigHeap { big_after, .. },
            ) = step
            {
                assert!(*big_after >= 2, "{heaps:?}");
            }
        }
    }
    assert!(checked > 1000, "only {checked} moves checked");
}

/// The claims `check` and the coach word under misère play, on every
/// move from every position of up to 3 heaps of at most 6: a move is
/// called "the winning move of normal play" exactly when it wins under
/// normal play and loses under misère play from a misère N-position, and
/// that only happens with exactly one big heap before the move;
/// a position with exactly one big heap never has nim-sum 0.
#[test]
fn misere_check_claims_hold() {
    use crate::support::judged_nim;
    use nimstep_core::trace::Situation;
    for heaps in every_position(3, 6) {
        if big_heaps(&heaps) == 1 {
            assert_ne!(nim_sum(&heaps), 0, "{heaps:?}");
        }
        for (i, &x) in heaps.iter().enumerate() {
            for y in 0..x {
                let m = Move::reduce(i + 1, x, y);
                let j = judged_nim(&heaps, Rules::Misere, m);
                let nim = j.nim().unwrap();
                let after = nimstep_core::game::apply(&heaps, &m);
                let expected = !j.wins
                    && solve::outcome(&heaps, Rules::Misere) == Outcome::N
                    && nim_sum(&after) == 0;
                assert_eq!(nim.normal_play_move, expected, "{heaps:?} {m:?}");
                if nim.normal_play_move {
                    assert_eq!(
                        nim.situation_before,
                        Some(Situation::OneHeapAtLeastTwo),
                        "{heaps:?}"
                    );
                }
                let odd: Vec<u32> = (0..64)
                    .rev()
                    .filter(|d| (nim_sum(&after) >> d) & 1 == 1)
                    .collect();
                assert_eq!(nim.odd_columns_after, odd);
            }
        }
    }
}
