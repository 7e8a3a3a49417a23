//! Why a solver cannot answer: typed, with the numbers, and no command-line
//! words. The command-line layer words each one and names its flag.

use crate::game::{NoSuchHeap, Rules};

/// Everything a solver can refuse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// The heap asked for to change does not exist.
    NoSuchHeap(NoSuchHeap),
    /// A heap was asked for, but every heap is empty.
    EveryHeapEmpty,
    /// A heap was asked for, but the position is a P-position: no heap has
    /// a winning move.
    NoWinningMove {
        /// The heap asked for, from 1.
        heap: usize,
        /// The rules that make it a P-position.
        rules: Rules,
    },
    /// Normal play: the heap asked for has a 0 in the leftmost odd column.
    HeapHasNoWinningMove {
        /// The heap asked for, from 1.
        heap: usize,
        /// Its size.
        size: u64,
        /// The leftmost odd column, `2^power`.
        power: u32,
        /// The heaps that do have a winning move, from 1.
        winning: Vec<usize>,
    },
    /// Misère play: the winning move changes another heap.
    MisereHeapHasNoWinningMove {
        /// The heap asked for, from 1.
        heap: usize,
        /// Which heaps the winning moves change in this situation.
        changes: MisereChange,
        /// The heaps that do have a winning move, from 1.
        winning: Vec<usize>,
    },
    /// More heaps than the labelling handles.
    TooManyHeaps {
        /// The heaps given.
        heaps: usize,
        /// The most allowed.
        max: usize,
    },
    /// More reachable positions than the labelling handles.
    TooManyPositions {
        /// How many are reachable (`u128::MAX` when even that overflows).
        count: u128,
        /// The most allowed.
        max: u128,
    },
    /// A grid larger than the table draws.
    GridTooLarge {
        /// The largest heap asked for.
        max: u64,
        /// The largest allowed.
        limit: u64,
    },
}

/// In the misère endgame, which heap a winning move changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MisereChange {
    /// Every heap holds at most one stone: a heap of one stone.
    ASingle,
    /// Exactly one heap holds two or more: that heap.
    TheBigHeap,
}

impl From<NoSuchHeap> for SolveError {
    fn from(err: NoSuchHeap) -> Self {
        SolveError::NoSuchHeap(err)
    }
}
