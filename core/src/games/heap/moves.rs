//! A move on one heap of a heap game, as the rule of each game lists it.
//!
//! Below the games' rules and `spec.rs` alike, so that each folder's rule
//! and the spec that dispatches to it share one move type.

use serde::Serialize;

/// The largest number allowed in a subtraction set or as an octal game's
/// last digit position, so that the values that prove a period stay few.
pub(crate) const MAX_TAKE: u64 = 1000;

/// What a move leaves of the heap it was played on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Parts {
    /// One heap of this many stones (0: the heap is gone).
    One(u64),
    /// Two non-empty heaps, the smaller first.
    Two(u64, u64),
}

impl Parts {
    /// How many stones remain in all.
    pub fn total(self) -> u64 {
        match self {
            Parts::One(a) => a,
            Parts::Two(a, b) => a + b,
        }
    }
}

/// One legal move on one heap: take `take` stones, leaving `parts`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HeapMove {
    /// How many stones the move removes (0 for Lasker's pure split).
    pub take: u64,
    /// What remains of the heap.
    pub parts: Parts,
}

/// Whether `a` and `b` are two non-empty heaps, the smaller first, that
/// make `whole`: the parts a split may leave.
pub(crate) fn is_split(whole: u64, a: u64, b: u64) -> bool {
    a >= 1 && a <= b && a.checked_add(b) == Some(whole)
}
