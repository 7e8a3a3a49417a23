//! Wythoff's game: two heaps; a move takes any number of stones from one
//! heap, or the same number from both. Whoever takes the last stone wins.
//!
//! Taught in the course's lesson on Wythoff's game. The P-positions are the
//! pairs of a greedy table, also given by the golden ratio; [`solve`] finds
//! them in exact integer arithmetic (no floating point, so heaps up to
//! 2^64 − 1 are right) and [`explain`] words the proof.

pub mod explain;
pub mod pairs;
pub(crate) mod played;
pub mod solve;

use crate::game::Move;
use crate::games::error::{Refusal, SetupError};
use serde::Serialize;

/// A move of Wythoff's game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum WythoffMove {
    /// Stones from one heap, as in Nim.
    One(Move),
    /// The same number of stones from both heaps.
    Both(Diagonal),
}

/// A move down the diagonal: `take` stones from each heap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Diagonal {
    /// Always true: tells a diagonal move from a one-heap move in JSON.
    pub both: bool,
    /// How many stones leave each heap.
    pub take: u64,
    /// The two heaps after the move.
    pub leaves: [u64; 2],
}

/// Why a position is not one of Wythoff's game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Wythoff's game is played on exactly two heaps, not {heaps}")]
pub struct NotTwoHeaps {
    /// How many heaps were given.
    pub heaps: usize,
}

/// Refused as a position whose games cannot be put together, in this
/// game's words.
impl From<NotTwoHeaps> for SetupError {
    fn from(err: NotTwoHeaps) -> Self {
        SetupError::Game(Refusal::new(err))
    }
}

/// The two heaps of `heaps`, or why there are not two.
pub(crate) fn two_heaps(heaps: &[u64]) -> Result<[u64; 2], NotTwoHeaps> {
    <[u64; 2]>::try_from(heaps).map_err(|_| NotTwoHeaps { heaps: heaps.len() })
}

impl WythoffMove {
    /// The heaps after the move (which must be legal from `heaps`).
    pub fn after(&self, heaps: [u64; 2]) -> [u64; 2] {
        match self {
            WythoffMove::One(m) => {
                let mut next = heaps;
                next[m.heap - 1] = m.leaves;
                next
            }
            WythoffMove::Both(d) => d.leaves,
        }
    }

    /// The move from `heaps` taking `take` from both heaps, if legal.
    pub fn both(heaps: [u64; 2], take: u64) -> Option<Self> {
        let leaves = [heaps[0].checked_sub(take)?, heaps[1].checked_sub(take)?];
        (take > 0).then_some(WythoffMove::Both(Diagonal {
            both: true,
            take,
            leaves,
        }))
    }

    /// The move from `heaps` taking `take` from heap `heap` (1 or 2), if
    /// legal.
    pub fn one(heaps: [u64; 2], heap: usize, take: u64) -> Option<Self> {
        let from = *heaps.get(heap.checked_sub(1)?)?;
        let leaves = from.checked_sub(take)?;
        (take > 0).then_some(WythoffMove::One(Move { heap, take, leaves }))
    }

    /// Whether `K N` (from one heap) or `1 N 2 N` (or `2 N 1 N`, down the
    /// diagonal) names the move.
    pub fn reads_as(&self, numbers: &[u64]) -> bool {
        match self {
            WythoffMove::One(m) => numbers == [m.heap as u64, m.take],
            WythoffMove::Both(d) => {
                numbers == [1, d.take, 2, d.take] || numbers == [2, d.take, 1, d.take]
            }
        }
    }

    /// "take 3 from heap 2, leaving 4" or "take 2 from both heaps, leaving 1
    /// and 2".
    pub fn words(&self) -> String {
        match self {
            WythoffMove::One(m) => {
                format!("take {} from heap {}, leaving {}", m.take, m.heap, m.leaves)
            }
            WythoffMove::Both(d) => format!(
                "take {} from both heaps, leaving {} and {}",
                d.take, d.leaves[0], d.leaves[1]
            ),
        }
    }
}

/// Every legal move from `heaps`: heap 1's by what it leaves, then heap
/// 2's, then the diagonal ones; about `2 (x + y)` moves, so only for
/// positions small enough to list.
pub fn moves(heaps: [u64; 2]) -> impl Iterator<Item = WythoffMove> {
    let one = move |heap: usize| {
        (1..=heaps[heap - 1])
            .rev()
            .filter_map(move |take| WythoffMove::one(heaps, heap, take))
    };
    let both = (1..=heaps[0].min(heaps[1]))
        .rev()
        .filter_map(move |take| WythoffMove::both(heaps, take));
    one(1).chain(one(2)).chain(both)
}

/// How many legal moves `heaps` has, counted, not listed: one for each
/// stone of each heap, and one for each stone the smaller heap holds down
/// the diagonal (up to about 3 × 2^64, so in 128 bits).
pub fn move_count(heaps: [u64; 2]) -> u128 {
    u128::from(heaps[0]) + u128::from(heaps[1]) + u128::from(heaps[0].min(heaps[1]))
}

/// The legal move `numbers` names (see [`WythoffMove::reads_as`]), read
/// from the numbers themselves, so that heaps of 2^64 − 1 are read without
/// listing their moves.
pub fn read(heaps: [u64; 2], numbers: &[u64]) -> Option<WythoffMove> {
    let heap = |k: u64| usize::try_from(k).ok();
    match *numbers {
        [k, n] => WythoffMove::one(heaps, heap(k)?, n),
        [1, n, 2, m] | [2, n, 1, m] if n == m => WythoffMove::both(heaps, n),
        _ => None,
    }
}

/// Wythoff's game on its two heaps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wythoff;

impl super::Game for Wythoff {
    type Position = [u64; 2];
    type Move = WythoffMove;

    fn moves(&self, heaps: &[u64; 2]) -> Vec<WythoffMove> {
        moves(*heaps).collect()
    }

    fn after(&self, heaps: &[u64; 2], m: &WythoffMove) -> [u64; 2] {
        m.after(*heaps)
    }

    fn outcome(&self, heaps: &[u64; 2]) -> crate::game::Outcome {
        solve::outcome(*heaps)
    }

    fn winning_moves(&self, heaps: &[u64; 2]) -> Vec<WythoffMove> {
        solve::winning_moves(*heaps)
    }

    fn reads_as(&self, m: &WythoffMove, numbers: &[u64]) -> bool {
        m.reads_as(numbers)
    }

    fn name_move(&self, m: &WythoffMove) -> String {
        m.words()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::oracle::{self, agrees};
    use crate::games::Game;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(oracle::CASES))]

        #[test]
        fn the_pairs_agree_with_the_oracle(x in 0u64..14, y in 0u64..14) {
            agrees(&Wythoff, &[x, y])?;
        }
    }

    #[test]
    fn a_typed_move_is_read_as_the_move_it_names() {
        assert_eq!(
            Wythoff
                .parse_move(&[3, 5], "2 2 1 2")
                .map(|m| Wythoff.name_move(&m))
                .as_deref(),
            Ok("take 2 from both heaps, leaving 1 and 3")
        );
    }

    /// Counting and reading agree with the list of every move, on every
    /// position up to 30 × 30 and every line of up to four numbers that
    /// could name one of its moves.
    #[test]
    fn counting_and_reading_agree_with_the_list() {
        for x in 0..=30 {
            for y in 0..=30 {
                let listed: Vec<WythoffMove> = moves([x, y]).collect();
                assert_eq!(move_count([x, y]), listed.len() as u128, "({x}, {y})");
                let mut lines: Vec<Vec<u64>> = Vec::new();
                for k in 0..=3 {
                    for n in 0..=32 {
                        lines.push(vec![k, n]);
                        for m in [n, n + 1] {
                            lines.push(vec![k, n, 3 - k, m]);
                        }
                    }
                }
                for line in lines {
                    let by_list = listed.iter().find(|m| m.reads_as(&line)).copied();
                    assert_eq!(read([x, y], &line), by_list, "({x}, {y}) {line:?}");
                }
            }
        }
    }
}
