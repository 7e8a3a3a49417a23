//! Why a solver cannot answer: typed, with the numbers, and the one line
//! that says so ([`SolveError::words`]), naming the flag that asked, as the
//! command line and the browser edition both say it.

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

impl SolveError {
    /// The one line that says what is wrong, naming the flag or command
    /// that asked and what would be accepted.
    pub fn words(&self) -> String {
        match self {
        SolveError::NoSuchHeap(err) => format!("--heap {}: {err}", err.heap),
        SolveError::EveryHeapEmpty => {
            "--heap: every heap is empty, so there is no move to make".to_string()
        }
        SolveError::NoWinningMove { heap, rules: Rules::Normal } => format!(
            "--heap {heap}: no heap has a winning move, because the nim-sum is 0 (a P-position)"
        ),
        SolveError::NoWinningMove { heap, rules: Rules::Misere } => format!(
            "--heap {heap}: no heap has a winning move, because under misère rules this is a P-position"
        ),
        SolveError::HeapHasNoWinningMove { heap, size, power, winning } => format!(
            "--heap {heap}: heap {heap} ({size} stones) has no winning move, because it has a 0 in the {} (2^{power}) column, the leftmost odd column; heaps with a winning move: {}",
            1u64 << power,
            numbers(winning)
        ),
        SolveError::MisereHeapHasNoWinningMove { heap, changes, winning } => {
            let which = match changes {
                MisereChange::ASingle => "a heap of one stone",
                MisereChange::TheBigHeap => "the one heap of two or more",
            };
            format!(
                "--heap {heap}: under misère rules here the winning move changes {which}; heaps with a winning move: {}",
                numbers(winning)
            )
        }
        SolveError::TooManyHeaps { heaps, max } => format!(
            "label: the position has {heaps} heaps; labelling works on at most {max}"
        ),
        SolveError::TooManyPositions { count, max } => {
            let shown = if *count == u128::MAX {
                format!("more than {}", u128::MAX)
            } else {
                count.to_string()
            };
            format!(
                "label: {shown} positions are reachable from this one, more than the {max} nimstep labels; try smaller heaps"
            )
        }
        SolveError::GridTooLarge { max, limit } => format!(
            "--max {max}: the grid shows heaps from 0 to at most {limit}; expected a number from 0 to {limit}"
        ),
    }
    }
}

/// Heap numbers as `1, 3`.
fn numbers(heaps: &[usize]) -> String {
    heaps
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}
