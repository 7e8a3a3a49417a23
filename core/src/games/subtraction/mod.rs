//! Subtraction games: a move takes `s` stones from one heap, `s` in the
//! game's set (`subtract:1-3`, `subtract:1,3,4`).
//!
//! Taught in the course's lesson on subtraction games: each heap's Grundy
//! value is the mex of the values a move reaches, and the values repeat
//! with a period proved once the largest amount's worth of them repeats
//! (`heap::grundy`).

pub mod rule;

use super::heap::HeapRule;
use crate::games::spec;
use rule::Subtraction;

impl HeapRule for Subtraction {
    fn spec(&self) -> spec::GameSpec {
        spec::GameSpec::Subtract(self.clone())
    }
}
