//! Subtraction games: a move takes `s` stones from one heap, `s` in the
//! game's set (`subtract:1-3`, `subtract:1,3,4`).
//!
//! Taught in the course's lesson on subtraction games: each heap's Grundy
//! value is the mex of the values a move reaches, and the values repeat
//! with a period proved once the largest amount's worth of them repeats
//! (`heap::grundy`).

pub mod rule;

use super::heap::words::or_list;
use crate::games::heap_move::Spelling;
use crate::games::spec::{self, HeapRule};
use crate::games::theory::{Proof, Theory};
use rule::Subtraction;

impl HeapRule for Subtraction {
    fn spec(&self) -> spec::GameSpec {
        spec::GameSpec::Subtract(self.clone())
    }

    /// The amounts the set takes: "subtract:1,3,4 takes 1, 3 or 4". A
    /// split never reaches here: `Played::forbidden` refuses it first, as
    /// a subtraction game never splits.
    fn broken(&self, _n: u64, _take: u64, _split: Option<[u64; 2]>, _: Spelling) -> String {
        format!("{} takes {}", self.spec(), or_list(self.amounts()))
    }

    fn rules(&self) -> String {
        format!(
            "A subtraction game: take {} {} from one heap, nothing else.",
            or_list(self.amounts()),
            if self.amounts() == [1] {
                "stone"
            } else {
                "stones"
            }
        )
    }

    /// A repeat of `max(S)` consecutive values proves a period: each value
    /// is the mex of the `max(S)` values before it at most.
    fn theory(&self) -> Theory {
        Theory::Period(Proof::Subtraction {
            largest: self.largest(),
        })
    }

    /// Each amount of the set, leaving nothing or one heap (digit 3).
    fn leaves(&self, take: u64) -> u8 {
        match self.amounts().binary_search(&take) {
            Ok(_) => 3,
            Err(_) => 0,
        }
    }

    fn most_taken(&self) -> u64 {
        self.largest()
    }

    /// Each heap visits one option per amount it holds.
    fn work_to(&self, length: u64) -> u128 {
        let l = u128::from(length);
        self.amounts()
            .iter()
            .map(|&s| l.saturating_sub(u128::from(s)))
            .sum::<u128>()
            .max(l)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::oracle::{self, agrees};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(oracle::CASES))]

        #[test]
        fn every_set_agrees_with_the_oracle(
            amounts in prop::collection::vec(1u64..6, 1..4),
            heaps in prop::collection::vec(0u64..14, 0..4),
        ) {
            let set = Subtraction::new(amounts).unwrap_or_else(|| unreachable!("amounts from 1"));
            agrees(&set, &heaps)?;
        }
    }
}
