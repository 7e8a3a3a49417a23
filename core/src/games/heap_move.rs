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

    /// How many moves on a row of pins leave these parts: 2 when the move
    /// has a mirror image (the same pins counted from the other end of the
    /// row, which leaves the same rows, so the lists show one of the two),
    /// 1 when it is its own (the whole row knocked down, or two equal rows
    /// left).
    pub fn mirror_images(self) -> u64 {
        match self {
            Parts::One(0) => 1,
            Parts::Two(a, b) if a == b => 1,
            _ => 2,
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

/// How the move was typed, so that a refusal says how to type it right.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spelling {
    /// `check`'s flags: `--from K --take N`, `--take K:N,…`, `--split A,B`.
    Flags,
    /// A session's numbers: `K N`, `K N A B`.
    Typed,
}
