//! Wythoff's game solved: the outcome, every winning move, and the steps of
//! the walkthrough as data.

use super::pairs::{self, Pair, Place};
use super::WythoffMove;
use crate::game::Outcome;
use serde::Serialize;

/// The greedy table shows at most this many pairs: enough to see the rule,
/// and past it the formula finds any pair.
pub(crate) const TABLE_ROWS: usize = 12;

/// A step of the walkthrough of a position of Wythoff's game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Step {
    /// The P-positions built greedily, pair by pair.
    GreedyPairs {
        /// (a_k, b_k) for k = 0, 1, 2, …
        pairs: Vec<(u64, u64)>,
    },
    /// Why the pairs are exactly the P-positions: no move joins two pairs,
    /// and every other position reaches one.
    PairsAreP,
    /// The golden-ratio formula, for the pair whose difference is the
    /// position's, when that pair lies past the table (else the table
    /// shows it, and the place step checks it by the formula in a line).
    Formula {
        /// The pair, with the integer square root that finds it.
        pair: Pair,
    },
    /// The position's place: its difference, that difference's pair, the
    /// pair of each heap, and the verdict.
    Place {
        /// The two heaps.
        heaps: [u64; 2],
        /// The pair with the heaps' difference.
        diagonal: Pair,
        /// Whether the table of pairs shows that pair (else the formula
        /// step found it).
        in_table: bool,
        /// The pair of each heap's number.
        places: [Place; 2],
        /// P when the heaps are a pair.
        outcome: Outcome,
    },
    /// Every winning move (an N-position).
    WinningMoves {
        /// The moves: at most one per heap and one down the diagonal.
        moves: Vec<WythoffMove>,
    },
    /// From a P-position every move leaves the pairs.
    EveryMoveLoses {
        /// Whether any stone is left (if not, there is no move at all).
        stones_left: bool,
    },
}

/// The outcome of `heaps`: P exactly when they are a pair.
pub fn outcome(heaps: [u64; 2]) -> Outcome {
    let (small, large) = (heaps[0].min(heaps[1]), heaps[0].max(heaps[1]));
    if pairs::pair(large - small).lower == u128::from(small) {
        Outcome::P
    } else {
        Outcome::N
    }
}

/// Every winning move from `heaps`, heap 1's, heap 2's, then the diagonal
/// one: each number lies in one pair and each difference in one, so there
/// are at most three — lower one heap to the other's partner, or move down
/// the diagonal to the pair of the heaps' difference.
pub fn winning_moves(heaps: [u64; 2]) -> Vec<WythoffMove> {
    if outcome(heaps) == Outcome::P {
        return Vec::new();
    }
    let mut found = Vec::new();
    for (heap, other) in [(1, heaps[1]), (2, heaps[0])] {
        let partner = pairs::place(other).partner();
        let own = u128::from(heaps[heap - 1]);
        if partner < own {
            let take = (own - partner) as u64;
            found.extend(WythoffMove::one(heaps, heap, take));
        }
    }
    let (small, large) = (heaps[0].min(heaps[1]), heaps[0].max(heaps[1]));
    let diagonal = pairs::pair(large - small);
    if diagonal.lower < u128::from(small) {
        found.extend(WythoffMove::both(heaps, small - diagonal.lower as u64));
    }
    found
}

/// The walkthrough's steps for `heaps`.
pub fn steps(heaps: [u64; 2]) -> Vec<Step> {
    let largest = heaps[0].max(heaps[1]);
    let mut table = pairs::greedy(TABLE_ROWS);
    // Up to the first pair past the larger heap, so a small position's
    // pairs can be read off the table.
    if let Some(reach) = table.iter().position(|&(a, _)| a > largest) {
        table.truncate((reach + 1).max(4));
    }
    let diagonal = pairs::pair(largest - heaps[0].min(heaps[1]));
    let outcome = outcome(heaps);
    let in_table = usize::try_from(diagonal.k).is_ok_and(|k| k < table.len());
    let mut steps = vec![Step::GreedyPairs { pairs: table }, Step::PairsAreP];
    if !in_table {
        steps.push(Step::Formula { pair: diagonal });
    }
    steps.push(Step::Place {
        heaps,
        diagonal,
        in_table,
        places: heaps.map(pairs::place),
        outcome,
    });
    steps.push(match outcome {
        Outcome::N => Step::WinningMoves {
            moves: winning_moves(heaps),
        },
        Outcome::P => Step::EveryMoveLoses {
            stones_left: heaps != [0, 0],
        },
    });
    steps
}

#[cfg(test)]
mod tests {
    use super::super::moves;
    use super::*;
    use proptest::prelude::*;

    /// The outcome by the definition alone, for positions small enough to
    /// label every position below them, as a table (the generic oracle, one
    /// position at a time, would work the table out again for each).
    fn outcomes_by_definition(max: u64) -> Vec<Vec<Outcome>> {
        let size = max as usize + 1;
        let mut table = vec![vec![Outcome::P; size]; size];
        for x in 0..=max {
            for y in 0..=max {
                let wins = moves([x, y]).any(|m| {
                    let [a, b] = m.after([x, y]);
                    table[a as usize][b as usize] == Outcome::P
                });
                table[x as usize][y as usize] = if wins { Outcome::N } else { Outcome::P };
            }
        }
        table
    }

    #[test]
    fn outcomes_and_winning_moves_match_the_definition() {
        let max = 60;
        let table = outcomes_by_definition(max);
        for x in 0..=max {
            for y in 0..=max {
                assert_eq!(outcome([x, y]), table[x as usize][y as usize], "({x}, {y})");
                let mut by_definition: Vec<WythoffMove> = moves([x, y])
                    .filter(|m| {
                        let [a, b] = m.after([x, y]);
                        table[a as usize][b as usize] == Outcome::P
                    })
                    .collect();
                let mut found = winning_moves([x, y]);
                by_definition.sort_by_key(WythoffMove::words);
                found.sort_by_key(WythoffMove::words);
                assert_eq!(found, by_definition, "({x}, {y})");
            }
        }
    }

    /// The walkthrough says so: at most three, and 2 2 has three.
    #[test]
    fn two_two_has_three_winning_moves() {
        assert_eq!(winning_moves([2, 2]).len(), 3);
    }

    proptest! {
        /// For any heaps up to 2^64 − 1: an N-position has a winning move,
        /// each winning move lands on a pair, and a pair has no winning move.
        #[test]
        fn huge_positions_agree_with_the_pairs(x in any::<u64>(), y in any::<u64>()) {
            let found = winning_moves([x, y]);
            prop_assert_eq!(found.is_empty(), outcome([x, y]) == Outcome::P);
            for m in found {
                prop_assert_eq!(outcome(m.after([x, y])), Outcome::P);
            }
        }

        /// From a pair, every kind of move leaves the pairs.
        #[test]
        fn every_move_from_a_huge_pair_loses(k in 0u64..u64::MAX / 2, take in 1u64..1000, heap in 1usize..=2) {
            let p = pairs::pair(k);
            prop_assume!(p.upper <= u128::from(u64::MAX));
            let heaps = [p.lower as u64, p.upper as u64];
            prop_assert_eq!(outcome(heaps), Outcome::P);
            if let Some(m) = WythoffMove::one(heaps, heap, take) {
                prop_assert_eq!(outcome(m.after(heaps)), Outcome::N);
            }
            if let Some(m) = WythoffMove::both(heaps, take) {
                prop_assert_eq!(outcome(m.after(heaps)), Outcome::N);
            }
        }
    }
}
