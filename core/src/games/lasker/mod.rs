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
use crate::games::theory::{Pattern, Theory};
use rule::Lasker;

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

    fn rules(&self) -> String {
        "Lasker's Nim: take any number of stones from one heap, or split one heap into two non-empty heaps (taking nothing).".to_string()
    }

    /// Its values follow a pattern of period 4, proved by induction.
    fn theory(&self) -> Theory {
        Theory::Pattern(Pattern::Lasker)
    }

    /// A split takes nothing; any other number leaves nothing or one heap.
    fn leaves(&self, take: u64) -> u8 {
        match take {
            0 => 4,
            _ => 3,
        }
    }

    fn most_taken(&self) -> u64 {
        u64::MAX
    }

    /// Every take and every split of every heap.
    fn work_to(&self, length: u64) -> u128 {
        let l = u128::from(length);
        l + l * l / 4 + l * l / 2
    }

    /// Every take, and every split into a smaller part first.
    fn move_count(&self, n: u64) -> u128 {
        let n = u128::from(n);
        n + n / 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::heap::grundy::Values;
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
    fn the_pattern_is_the_mex_of_every_move() {
        // The values computed one by one, each the mex of every move and
        // split, against the pattern.
        let v = Values::solve(&Lasker.spec(), 5_000);
        assert!(v.computed().len() >= 5_000);
        for (n, &g) in (0u64..).zip(v.computed()) {
            assert_eq!(rule::value(n), Some(g), "{n}");
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
