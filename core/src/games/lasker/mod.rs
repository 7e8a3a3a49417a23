//! Lasker's Nim: take any number of stones from one heap, or split a heap
//! into two non-empty heaps.
//!
//! Taught in the course's lesson on Lasker's Nim: its Grundy values follow
//! a pattern of period 4 (g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2,
//! g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3), proved by induction and
//! checked against the values by mex (`heap::grundy`).

pub mod rule;

use super::heap::HeapRule;
use crate::games::spec;

/// Lasker's Nim, a game played on each heap alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lasker;

impl HeapRule for Lasker {
    fn spec(&self) -> spec::GameSpec {
        spec::GameSpec::Lasker
    }
}
