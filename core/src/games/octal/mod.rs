//! Octal games in Guy's notation (`octal:0.137`), Kayles (0.77) and
//! Dawson's Kayles (0.07) among them: digit `k` says what taking `k` stones
//! may leave, nothing, one heap or two.
//!
//! Taught in the course's lessons on Kayles and octal games: a split heap
//! is a sum of two, so a heap's value is the mex of nim-sums, and the
//! Guy–Smith theorem proves a period from a long enough window of repeats
//! (`heap::grundy`). Kayles and Dawson's Kayles are named as rows of pins.

pub mod rule;

use super::heap::HeapRule;
use crate::games::spec;
use rule::Octal;

impl HeapRule for Octal {
    fn spec(&self) -> spec::GameSpec {
        spec::GameSpec::Octal(self.clone())
    }
}
