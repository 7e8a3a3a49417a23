//! Octal games in Guy's notation (`octal:0.137`), Kayles (0.77) and
//! Dawson's Kayles (0.07) among them: digit `k` says what taking `k` stones
//! may leave, nothing, one heap or two.
//!
//! Taught in the course's lessons on Kayles and octal games: a split heap
//! is a sum of two, so a heap's value is the mex of nim-sums, and the
//! Guy–Smith theorem proves a period from a long enough window of repeats
//! (`heap::grundy`). Kayles and Dawson's Kayles are named as rows of pins.

pub mod rule;

use super::heap::words::{or_list, parts_left};
use crate::games::heap_move::Spelling;
use crate::games::spec::{self, HeapRule};
use rule::Octal;

impl HeapRule for Octal {
    fn spec(&self) -> spec::GameSpec {
        spec::GameSpec::Octal(self.clone())
    }

    /// The amounts its digits take ("kayles takes 1 or 2 pins"), the
    /// amounts a split takes when the take asked for cannot split ("a
    /// split of kayles takes 1 or 2 pins: give --take", as a split with no
    /// take is no split of an octal game), or what taking that many may
    /// leave ("taking 2, dawson leaves two heaps only").
    fn broken(&self, n: u64, take: u64, split: Option<[u64; 2]>, spelling: Spelling) -> String {
        let game = self.spec();
        let digits = self.digits();
        let digit = usize::try_from(take)
            .ok()
            .and_then(|k| digits.get(k.checked_sub(1)?))
            .copied()
            .unwrap_or(0);
        let takes_where = |bits: u8| -> Vec<u64> {
            (1..)
                .zip(digits)
                .filter(|(_, &d)| d & bits != 0)
                .map(|(k, _)| k)
                .collect()
        };
        // "takes 1 stone", "takes 1 or 2 pins".
        let unit = |takes: &[u64]| match (self.name().is_some(), takes) {
            (true, [1]) => "pin",
            (true, _) => "pins",
            (false, [1]) => "stone",
            (false, _) => "stones",
        };
        if let (Some(_), 0) = (split, digit & 4) {
            let how = match (take, spelling) {
                (0, Spelling::Flags) => ": give --take".to_string(),
                (0, Spelling::Typed) => ": type K N A B, taking N".to_string(),
                _ => format!(", not {take}"),
            };
            let takes = takes_where(4);
            return format!(
                "a split of {game} takes {} {}{how}",
                or_list(&takes),
                unit(&takes)
            );
        }
        if let Some(why) = parts_left(n, take, split) {
            return why;
        }
        let takes = takes_where(7);
        if digit == 0 {
            return format!("{game} takes {} {}", or_list(&takes), unit(&takes));
        }
        let leaves: Vec<&str> = [
            (1, "nothing (the whole heap)"),
            (2, "one heap"),
            (4, "two heaps"),
        ]
        .into_iter()
        .filter(|(bit, _)| digit & bit != 0)
        .map(|(_, words)| words)
        .collect();
        format!("taking {take}, {game} leaves {} only", leaves.join(" or "))
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
