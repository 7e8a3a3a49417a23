//! The rule of Lasker's Nim on one heap: take any number, or split it into
//! two non-empty heaps.

use crate::games::heap_move::{is_split, HeapMove, Parts};

/// Calls `visit` with every move on a heap of `n`: the splits, smaller
/// part first, then the takes, fewest first.
pub(crate) fn for_each_move(n: u64, mut visit: impl FnMut(HeapMove)) {
    for a in 1..=n / 2 {
        visit(HeapMove {
            take: 0,
            parts: Parts::Two(a, n - a),
        });
    }
    for take in 1..=n {
        visit(HeapMove {
            take,
            parts: Parts::One(n - take),
        });
    }
}

/// Whether `m` is a move on a heap of `n`, by the rule alone.
pub(crate) fn is_move(n: u64, m: HeapMove) -> bool {
    match m.parts {
        Parts::One(left) => m.take >= 1 && n.checked_sub(m.take) == Some(left),
        Parts::Two(a, b) => m.take == 0 && is_split(n, a, b),
    }
}

/// Lasker's Nim, a game played on each heap alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lasker;

/// The Grundy value of a heap of `n` in Lasker's Nim, by its pattern:
/// `None` for 2^64 − 1, whose value 2^64 does not fit.
pub fn value(n: u64) -> Option<u64> {
    match n % 4 {
        3 => n.checked_add(1),
        0 if n > 0 => Some(n - 1),
        _ => Some(n),
    }
}
