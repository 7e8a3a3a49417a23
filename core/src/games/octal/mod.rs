//! Octal games in Guy's notation (`octal:0.137`), Kayles (0.77) and
//! Dawson's Kayles (0.07) among them: digit `k` says what taking `k` stones
//! may leave, nothing, one heap or two.
//!
//! Taught in the course's lessons on Kayles and octal games: a split heap
//! is a sum of two, so a heap's value is the mex of nim-sums, and the
//! Guy–Smith theorem proves a period from a long enough window of repeats
//! (`heap::grundy`). Kayles and Dawson's Kayles are named as rows of pins.

pub mod rule;

use crate::games::spec::{self, HeapRule};
use rule::Octal;

impl HeapRule for Octal {
    fn spec(&self) -> spec::GameSpec {
        spec::GameSpec::Octal(self.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::oracle::{self, agrees};
    use proptest::prelude::*;

    fn octal(spec: &str) -> Octal {
        match spec.parse::<spec::GameSpec>() {
            Ok(spec::GameSpec::Octal(octal)) => octal,
            other => unreachable!("{spec} is an octal game: {other:?}"),
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(oracle::CASES))]

        #[test]
        fn octal_games_agree_with_the_oracle(
            spec in prop::sample::select(vec!["kayles", "dawson", "octal:0.137", "octal:0.4", "octal:0.6", "octal:0.53"]),
            heaps in prop::collection::vec(0u64..9, 0..3),
        ) {
            agrees(&octal(spec), &heaps)?;
        }
    }
}
