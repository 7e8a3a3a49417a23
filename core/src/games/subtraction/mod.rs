//! Subtraction games: a move takes `s` stones from one heap, `s` in the
//! game's set (`subtract:1-3`, `subtract:1,3,4`).
//!
//! Taught in the course's lesson on subtraction games: each heap's Grundy
//! value is the mex of the values a move reaches, and the values repeat
//! with a period proved once the largest amount's worth of them repeats
//! (`heap::grundy`).

pub mod rule;

use super::heap::words::{or_list, parts_left};
use super::heap::HeapRule;
use super::outline::Spelling;
use crate::games::spec;
use rule::Subtraction;

impl HeapRule for Subtraction {
    fn spec(&self) -> spec::GameSpec {
        spec::GameSpec::Subtract(self.clone())
    }

    /// The amounts the set takes: "subtract:1,3,4 takes 1, 3 or 4".
    fn broken(&self, n: u64, take: u64, split: Option<[u64; 2]>, _spelling: Spelling) -> String {
        parts_left(n, take, split)
            .unwrap_or_else(|| format!("{} takes {}", self.spec(), or_list(self.amounts())))
    }
}
