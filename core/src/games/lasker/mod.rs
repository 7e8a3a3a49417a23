//! Lasker's Nim: take any number of stones from one heap, or split a heap
//! into two non-empty heaps.
//!
//! Taught in the course's lesson on Lasker's Nim: its Grundy values follow
//! a pattern of period 4 (g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2,
//! g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3), proved by induction and
//! checked against the values by mex (`heap::grundy`).

pub mod rule;

use super::heap::words::not_a_move;
use crate::games::heap_move::Spelling;
use crate::games::spec::{self, HeapRule};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::oracle::{self, agrees};
    use crate::games::Game;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(oracle::CASES))]

        #[test]
        fn the_pattern_agrees_with_the_oracle(heaps in prop::collection::vec(0u64..7, 0..3)) {
            agrees(&Lasker, &heaps)?;
        }
    }

    #[test]
    fn a_typed_split_is_read_as_the_move_it_names() {
        assert_eq!(
            Lasker
                .parse_move(&vec![5], "1 0 3 2")
                .map(|m| Lasker.name_move(&m))
                .as_deref(),
            Ok("split heap 1 into 2 and 3")
        );
    }
}
