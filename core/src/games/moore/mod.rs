//! Moore's Nimₖ: a move takes stones from up to k heaps at once (any
//! number from each). Whoever takes the last stone wins.
//!
//! Taught in the course's lesson on Moore's Nim: write the heaps in binary;
//! the position is lost exactly when every column's count of 1s is a
//! multiple of k + 1, and Moore's procedure, from the highest column down,
//! finds a move that makes it so. [`steps`] records the walkthrough's
//! steps and [`explain`] words them.

pub mod explain;
mod played;
pub mod steps;

use super::worth::Worth;
use super::Game;
use crate::game::binary::{columns_needed, has_bit};
use crate::game::{Move, Outcome};
use serde::Serialize;

/// Moore's Nimₖ: up to `k` heaps change in one move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moore {
    /// The most heaps one move may change.
    pub k: u64,
}

impl Game for Moore {
    type Position = Vec<u64>;
    type Move = MooreMove;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<MooreMove> {
        options_below(heaps, self.k)
            .map(|next| moore_move(heaps, &next))
            .collect()
    }

    fn after(&self, heaps: &Vec<u64>, m: &MooreMove) -> Vec<u64> {
        m.after(heaps)
    }

    fn outcome(&self, heaps: &Vec<u64>) -> Outcome {
        if moore_is_p(heaps, self.k) {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    fn reads_as(&self, m: &MooreMove, numbers: &[u64]) -> bool {
        reads_as(m, numbers)
    }

    fn name_move(&self, m: &MooreMove) -> String {
        moore_words(m)
    }
}

/// A move of Moore's Nimₖ: stones taken from up to k heaps at once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MooreMove {
    /// One change per heap that loses stones, by heap.
    pub changes: Vec<Move>,
}

impl MooreMove {
    /// The heaps after the move (whatever k: the move names its changes).
    pub fn after(&self, heaps: &[u64]) -> Vec<u64> {
        let mut next = heaps.to_vec();
        for c in &self.changes {
            next[c.heap - 1] = c.leaves;
        }
        next
    }
}

/// One column of Moore's table: its 1s counted mod k + 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct MooreColumn {
    /// `d`: the `2^d` column.
    pub power: u32,
    /// How many heaps have a 1 there.
    pub ones: u64,
    /// `ones mod (k + 1)`: 0 in every column exactly at a P-position.
    pub remainder: u64,
}

/// What Moore's procedure decided at one column, from the highest down.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MooreDecision {
    /// `d`: the `2^d` column.
    pub power: u32,
    /// How many heaps not yet changed have a 1 there.
    pub untouched_ones: u64,
    /// How many heaps were already changed in higher columns (their lower
    /// bits are free to choose).
    pub touched: u64,
    /// `untouched_ones mod (k + 1)`.
    pub remainder: u64,
    /// Heaps (numbers from 1) whose 1 here becomes 0: they start to change
    /// in this column.
    pub cleared: Vec<usize>,
    /// Changed heaps (numbers from 1) given a 1 here to make the count a
    /// multiple of k + 1.
    pub set: Vec<usize>,
}

/// The most moves Moore's walkthrough tries one by one to list every
/// winning move; beyond it only the procedure's move is listed.
pub(crate) const MOORE_MOVES_TRIED: u128 = 200_000;

/// Whether `heaps` is a P-position of Moore's Nimₖ: every binary column's
/// count of 1s is a multiple of k + 1.
pub fn moore_is_p(heaps: &[u64], k: u64) -> bool {
    (0..u64::BITS)
        .all(|d| (heaps.iter().filter(|&&h| has_bit(h, d)).count() as u64).is_multiple_of(k + 1))
}

/// What decides a position of Moore's Nimₖ, as the JSON gives it: each
/// column's count of 1s mod k + 1, highest column first.
pub(crate) fn worth(heaps: &[u64], k: u64) -> Worth {
    Worth::Columns {
        remainders: moore_columns(heaps, k)
            .iter()
            .map(|c| c.remainder)
            .collect(),
    }
}

/// The columns of `heaps` with their counts mod k + 1, highest first.
pub(crate) fn moore_columns(heaps: &[u64], k: u64) -> Vec<MooreColumn> {
    (0..columns_needed(heaps))
        .rev()
        .map(|power| {
            let ones = heaps.iter().filter(|&&h| has_bit(h, power)).count() as u64;
            MooreColumn {
                power,
                ones,
                remainder: ones % (k + 1),
            }
        })
        .collect()
}

/// Moore's procedure from an N-position: from the highest column down,
/// make each column's count a multiple of k + 1, by clearing the 1s of
/// heaps not yet changed (which starts their change) or by setting bits of
/// heaps already changed (free, since they are already smaller).
pub fn moore_procedure(heaps: &[u64], k: u64) -> (Vec<MooreDecision>, Vec<u64>) {
    let mut after = heaps.to_vec();
    let mut touched: Vec<usize> = Vec::new();
    let mut decisions = Vec::new();
    for power in (0..columns_needed(heaps)).rev() {
        let untouched: Vec<usize> = (0..heaps.len())
            .filter(|i| !touched.contains(i) && has_bit(heaps[*i], power))
            .collect();
        let remainder = untouched.len() as u64 % (k + 1);
        let t = touched.len() as u64;
        let mut cleared = Vec::new();
        let mut set = Vec::new();
        // Touched heaps start this column at 0.
        for &i in &touched {
            after[i] &= !(1 << power);
        }
        if remainder != 0 && remainder + t > k {
            // Raise the count to the next multiple with touched heaps.
            for &i in touched.iter().take((k + 1 - remainder) as usize) {
                after[i] |= 1 << power;
                set.push(i + 1);
            }
        } else if remainder != 0 {
            // Lower it to the multiple below: clear `remainder` fresh 1s.
            for &i in untouched.iter().take(remainder as usize) {
                after[i] &= !(1 << power);
                cleared.push(i + 1);
            }
        }
        touched.extend(cleared.iter().map(|h| h - 1));
        decisions.push(MooreDecision {
            power,
            untouched_ones: untouched.len() as u64,
            touched: t,
            remainder,
            cleared,
            set,
        });
    }
    (decisions, after)
}

/// The move from `heaps` to `after`.
pub(crate) fn moore_move(heaps: &[u64], after: &[u64]) -> MooreMove {
    MooreMove {
        changes: heaps
            .iter()
            .zip(after)
            .enumerate()
            .filter(|(_, (x, y))| y < x)
            .map(|(i, (&x, &y))| Move::reduce(i + 1, x, y))
            .collect(),
    }
}

/// Every position one move of Moore's Nimₖ leads to from `heaps` (from one
/// to k heaps lowered), found by trying every position below it, when there
/// are at most [`MOORE_MOVES_TRIED`] to try; `None` otherwise.
pub(crate) fn moore_options(heaps: &[u64], k: u64) -> Option<impl Iterator<Item = Vec<u64>> + '_> {
    let positions = positions_below(heaps).filter(|&n| n <= MOORE_MOVES_TRIED)?;
    Some(options_among(heaps, k, positions))
}

/// How many positions have every heap at most as large as in `heaps`
/// (`heaps` itself among them), when the count fits.
fn positions_below(heaps: &[u64]) -> Option<u128> {
    heaps
        .iter()
        .try_fold(1u128, |acc, &h| acc.checked_mul(h as u128 + 1))
}

/// Every position one move leads to from `heaps`, without a limit: for
/// [`Game::moves`], whose callers list only small positions.
fn options_below(heaps: &[u64], k: u64) -> impl Iterator<Item = Vec<u64>> + '_ {
    options_among(heaps, k, positions_below(heaps).unwrap_or(u128::MAX))
}

/// The positions numbered `0..positions` below `heaps` that one move
/// reaches.
fn options_among(heaps: &[u64], k: u64, positions: u128) -> impl Iterator<Item = Vec<u64>> + '_ {
    (0..positions).filter_map(move |mut code| {
        // `code` read in mixed radix: one digit from 0 to h per heap h.
        let next: Vec<u64> = heaps
            .iter()
            .map(|&h| {
                let digit = (code % (h as u128 + 1)) as u64;
                code /= h as u128 + 1;
                digit
            })
            .collect();
        let changed = heaps.iter().zip(&next).filter(|(x, y)| y < x).count() as u64;
        (1..=k).contains(&changed).then_some(next)
    })
}

/// Every winning move of Moore's Nimₖ, by trying every move, when there are
/// at most [`MOORE_MOVES_TRIED`] positions to try; `None` otherwise.
pub fn moore_winning_moves(heaps: &[u64], k: u64) -> Option<Vec<MooreMove>> {
    let mut moves: Vec<MooreMove> = moore_options(heaps, k)?
        .filter(|next| moore_is_p(next, k))
        .map(|next| moore_move(heaps, &next))
        .collect();
    moves.sort_by_key(|m| {
        m.changes
            .iter()
            .map(|c| (c.heap, c.leaves))
            .collect::<Vec<_>>()
    });
    Some(moves)
}

/// "take 1 from heap 2 (leaving 3), take 4 from heap 3 (leaving 0)".
pub(crate) fn moore_words(m: &MooreMove) -> String {
    let parts: Vec<String> = m
        .changes
        .iter()
        .map(|c| {
            format!(
                "take {} from heap {} (leaving {})",
                c.take, c.heap, c.leaves
            )
        })
        .collect();
    parts.join(", ")
}

/// Moore's game by its name, the k as a subscript: `Nim₂`, `Nim₁₀`.
pub fn moore_name(k: u64) -> String {
    const SUBSCRIPTS: [char; 10] = ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'];
    let digits: String = k
        .to_string()
        .bytes()
        .map(|b| SUBSCRIPTS[usize::from(b - b'0')])
        .collect();
    format!("Nim{digits}")
}

/// Whether `K1 N1 K2 N2 …` (N1 stones from heap K1, and so on, heaps in
/// any order) names `m`.
pub fn reads_as(m: &MooreMove, numbers: &[u64]) -> bool {
    let mut pairs: Vec<(u64, u64)> = numbers
        .chunks(2)
        .filter(|c| c.len() == 2)
        .map(|c| (c[0], c[1]))
        .collect();
    pairs.sort_unstable();
    numbers.len().is_multiple_of(2)
        && pairs
            == m.changes
                .iter()
                .map(|c| (c.heap as u64, c.take))
                .collect::<Vec<_>>()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::oracle::{self, agrees};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(oracle::CASES))]

        #[test]
        fn the_columns_agree_with_the_oracle(k in 1u64..4, heaps in prop::collection::vec(0u64..5, 0..4)) {
            agrees(&Moore { k }, &heaps)?;
        }
    }

    #[test]
    fn a_move_from_too_many_heaps_is_refused() {
        assert!(Moore { k: 2 }
            .parse_move(&vec![3, 5], "1 4")
            .unwrap_err()
            .contains("not a legal move"));
    }
}
