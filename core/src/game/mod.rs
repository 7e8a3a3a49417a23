//! The game core: what a position, a move and an outcome are, and the rules
//! of a move. Everything else in nimstep imports this; it imports nothing of
//! nimstep's.
//!
//! Exists so that a newcomer finds the domain in one place. The games
//! themselves, Nim's full rules among them, are in `games/`, one folder
//! each.

pub mod binary;
pub mod position;

use serde::Serialize;
use std::fmt;

/// Which player wins when the last stone is taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Rules {
    /// Normal play: whoever takes the last stone wins.
    Normal,
    /// Misère play: whoever takes the last stone loses.
    Misere,
}

/// The value of a position for the player about to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Outcome {
    /// Previous player wins: whoever moves now loses against perfect play.
    P,
    /// Next player wins: whoever moves now can force a win.
    N,
}

/// One move: take `take` stones from heap `heap`, leaving `leaves`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Move {
    /// The heap's number, counting from 1 as users do.
    pub heap: usize,
    /// How many stones are taken (at least 1).
    pub take: u64,
    /// How many stones remain in that heap.
    pub leaves: u64,
}

impl Move {
    /// The move that turns heap number `heap` (1-based) from `from` stones to
    /// `to` stones; `to` must be smaller than `from`.
    pub fn reduce(heap: usize, from: u64, to: u64) -> Self {
        debug_assert!(to < from);
        Move {
            heap,
            take: from - to,
            leaves: to,
        }
    }

    /// "Take `take` from heap `heap`" (1-based) from `heaps`, when the rules
    /// allow it; the error says why not.
    pub fn legal(heaps: &[u64], heap: usize, take: u64) -> Result<Move, MoveError> {
        let index = heap_index(heaps.len(), heap).map_err(MoveError::NoSuchHeap)?;
        let size = heaps[index];
        if take == 0 {
            return Err(MoveError::TakesNothing);
        }
        if size == 0 {
            return Err(MoveError::EmptyHeap { heap });
        }
        if take > size {
            return Err(MoveError::TooMany { heap, size });
        }
        Ok(Move::reduce(heap, size, size - take))
    }
}

/// A heap number outside `1..=count`: written once, for every place that
/// reads a heap number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoSuchHeap {
    /// The heap asked for, from 1.
    pub heap: usize,
    /// How many heaps the position has.
    pub count: usize,
}

impl fmt::Display for NoSuchHeap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let NoSuchHeap { heap, count } = *self;
        match count {
            1 => write!(f, "there is no heap {heap} (there is only heap 1)"),
            _ => write!(
                f,
                "there is no heap {heap} (the heaps are numbered 1 to {count})"
            ),
        }
    }
}

/// Why a move cannot be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveError {
    /// The heap number is outside `1..=count`.
    NoSuchHeap(NoSuchHeap),
    /// A move must take at least one stone.
    TakesNothing,
    /// The heap holds no stones.
    EmptyHeap {
        /// The heap, from 1.
        heap: usize,
    },
    /// Stones named from several heaps, where a move takes from one.
    SeveralHeaps {
        /// How many heaps were named.
        named: usize,
    },
    /// More stones asked for than the heap holds.
    TooMany {
        /// The heap, from 1.
        heap: usize,
        /// Its size.
        size: u64,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveError::NoSuchHeap(err) => err.fmt(f),
            MoveError::TakesNothing => write!(f, "a move takes at least 1 stone, not 0"),
            MoveError::EmptyHeap { heap } => {
                write!(f, "heap {heap} is empty: choose a heap with stones in it")
            }
            MoveError::SeveralHeaps { named } => {
                write!(
                    f,
                    "a move of Nim takes from one heap only, not from {named}"
                )
            }
            MoveError::TooMany { heap, size: 1 } => {
                write!(f, "heap {heap} has only 1 stone: take 1")
            }
            MoveError::TooMany { heap, size } => {
                write!(
                    f,
                    "heap {heap} has only {size} stones: take from 1 to {size}"
                )
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// The index into a position of `count` heaps of heap number `heap`
/// (counting from 1), or why there is no such heap.
pub(crate) fn heap_index(count: usize, heap: usize) -> Result<usize, NoSuchHeap> {
    if heap == 0 || heap > count {
        return Err(NoSuchHeap { heap, count });
    }
    Ok(heap - 1)
}

/// The heaps after `m`.
pub fn apply(heaps: &[u64], m: &Move) -> Vec<u64> {
    let mut after = heaps.to_vec();
    after[m.heap - 1] = m.leaves;
    after
}

/// The move made when no move wins: one stone from the (first) largest
/// heap, which keeps the game as long as possible and leaves the opponent
/// the most room to go wrong. `None` once every heap is empty.
pub(crate) fn one_from_largest(heaps: &[u64]) -> Option<Move> {
    let largest = heaps.iter().copied().max().filter(|&x| x > 0)?;
    let index = heaps.iter().position(|&h| h == largest)?;
    Some(Move::reduce(index + 1, largest, largest - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legal_moves_and_the_reasons_for_illegal_ones() {
        let heaps = [3, 0, 1];
        assert_eq!(Move::legal(&heaps, 1, 2), Ok(Move::reduce(1, 3, 1)));
        assert_eq!(
            Move::legal(&heaps, 4, 1),
            Err(MoveError::NoSuchHeap(NoSuchHeap { heap: 4, count: 3 }))
        );
        assert_eq!(
            Move::legal(&heaps, 0, 1).unwrap_err().to_string(),
            "there is no heap 0 (the heaps are numbered 1 to 3)"
        );
        assert_eq!(Move::legal(&heaps, 1, 0), Err(MoveError::TakesNothing));
        assert_eq!(
            Move::legal(&heaps, 2, 1),
            Err(MoveError::EmptyHeap { heap: 2 })
        );
        assert_eq!(
            Move::legal(&heaps, 3, 2).unwrap_err().to_string(),
            "heap 3 has only 1 stone: take 1"
        );
        assert_eq!(
            Move::legal(&heaps, 1, 4).unwrap_err().to_string(),
            "heap 1 has only 3 stones: take from 1 to 3"
        );
    }

    #[test]
    fn the_fallback_takes_one_from_the_first_largest_heap() {
        assert_eq!(one_from_largest(&[2, 5, 5]), Some(Move::reduce(2, 5, 4)));
        assert_eq!(one_from_largest(&[0, 0]), None);
    }

    #[test]
    fn apply_changes_only_the_moved_heap() {
        assert_eq!(apply(&[4, 5, 6], &Move::reduce(2, 5, 1)), vec![4, 1, 6]);
    }
}
