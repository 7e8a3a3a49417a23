//! Lasker's Nim: take any number of stones from one heap, or split a heap
//! into two non-empty heaps.
//!
//! Taught in the course's lesson on Lasker's Nim: its Grundy values follow
//! a pattern of period 4 (g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2,
//! g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3), proved by induction and
//! checked against the values by mex (`heap::grundy`).

pub mod rule;

use super::heap::words::not_a_move;
use super::heap::HeapRule;
use super::outline::Spelling;
use crate::games::spec;

/// Lasker's Nim, a game played on each heap alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lasker;

impl HeapRule for Lasker {
    fn spec(&self) -> spec::GameSpec {
        spec::GameSpec::Lasker
    }

    /// A split that takes stones is told how a split is typed.
    fn broken(&self, n: u64, take: u64, split: Option<[u64; 2]>, spelling: Spelling) -> String {
        if let (Some(_), 1..) = (split, take) {
            let split = match spelling {
                Spelling::Flags => "--take 0 --split A,B",
                Spelling::Typed => "type K 0 A B",
            };
            return format!("Lasker's split takes no stones: {split}");
        }
        not_a_move(&self.spec(), n, take, split)
    }
}
