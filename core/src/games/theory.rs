//! How a heap game's Grundy values past those computed are known: the
//! theorem that proves a period from a window of repeats, or a pattern
//! proved by induction. Each heap game's folder names which
//! ([`HeapRule::theory`](crate::games::spec::HeapRule::theory)); the Grundy
//! tables of `heap` follow it.
//!
//! Below `spec.rs`, so that a rule names its theory without importing
//! `heap`: a new game proved by a theorem listed here edits only its folder.

use crate::games::lasker::rule as lasker;
use serde::Serialize;

/// How the values of a heap game past those computed are known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Theory {
    /// A period, proved from a window of repeats by this theorem.
    Period(Proof),
    /// A formula for every value.
    Pattern(Pattern),
}

/// Which window proves a period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "theorem", rename_all = "snake_case")]
pub enum Proof {
    /// A subtraction game: a repeat of `largest` consecutive values.
    Subtraction {
        /// The largest amount of the set, `max(S)`.
        largest: u64,
    },
    /// An octal game: the Guy–Smith window `n₀ ≤ n < 2n₀ + p + t`.
    GuySmith {
        /// The most stones one move removes, `t`.
        largest_take: u64,
    },
}

impl Proof {
    /// The window `from..to` of heaps `n` whose repeats `g(n + p) = g(n)`
    /// prove period `p` from heap `n0`.
    pub(crate) fn window(self, n0: u64, p: u64) -> (u64, u64) {
        match self {
            Proof::Subtraction { largest } => (n0, n0 + largest),
            // The Guy–Smith window starts at heap 1 at the earliest: from 0
            // its proof would match a split's larger part with an empty
            // heap, which is no heap (octal 0.4 repeats g(0) = g(1) = g(2)
            // with period 1 over that window, yet g(3) = 1). A repeat from
            // 0 on is still seen in the values computed.
            Proof::GuySmith { largest_take } => {
                let from = n0.max(1);
                (from, 2 * from + p + largest_take)
            }
        }
    }
}

/// A formula for every value, proved by induction (shown in words by the
/// presenter): the values of Lasker's Nim are not periodic, but follow it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Pattern {
    /// g(0) = 0, g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2, g(4k + 3) = 4k + 4,
    /// g(4k + 4) = 4k + 3.
    Lasker,
}

impl Pattern {
    /// The value of a heap of `n` by the pattern: `None` when it does not
    /// fit in 64 bits.
    pub fn value(self, n: u64) -> Option<u64> {
        match self {
            Pattern::Lasker => lasker::value(n),
        }
    }
}
