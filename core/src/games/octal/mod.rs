//! Octal games in Guy's notation (`octal:0.137`), Kayles (0.77) and
//! Dawson's Kayles (0.07) among them: digit `k` says what taking `k` stones
//! may leave, nothing, one heap or two.
//!
//! Taught in the course's lessons on Kayles and octal games: a split heap
//! is a sum of two, so a heap's value is the mex of nim-sums, and the
//! Guy–Smith theorem proves a period from a long enough window of repeats
//! (`heap::grundy`). Kayles and Dawson's Kayles are named as rows of pins.

pub mod rule;
pub(crate) mod sparse;

use super::heap::words::{or_list, parts_left};
use crate::games::heap_move::Spelling;
use crate::games::spec::{self, HeapRule};
use crate::games::theory::{Proof, Theory};
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

    /// The code digit by digit, after the story of Kayles or Dawson's
    /// Kayles as rows of pins.
    fn rules(&self) -> String {
        let named = match self.name() {
            Some("kayles") => "Kayles: a heap is a row of pins; knock down one pin or two neighbouring pins, which may leave the row in two pieces. Pins are counted from the left; a move that only shortens a row is written with the pins at its right-hand end (the left-hand end leaves the same row). ",
            Some("dawson") => "Dawson's Kayles: a heap is a row of pins; knock down exactly two neighbouring pins (heap sizes count pins, so Dawson's chess with n pawns is a row of n + 1). Pins are counted from the left; a move that only shortens a row is written with the pins at its right-hand end (the left-hand end leaves the same row). ",
            _ => "",
        };
        let digits: Vec<String> = (1u64..)
            .zip(self.digits())
            .filter(|&(_, &d)| d != 0)
            .map(|(k, &d)| {
                let mut leaves = Vec::new();
                if d & 1 != 0 {
                    leaves.push("nothing (the whole heap)");
                }
                if d & 2 != 0 {
                    leaves.push("one heap");
                }
                if d & 4 != 0 {
                    leaves.push("two non-empty heaps");
                }
                format!("take {k} (digit {d}) leaving {}", leaves.join(" or "))
            })
            .collect();
        format!(
            "{named}The octal game {}: digit k says what taking k stones may leave, adding 1 for nothing, 2 for one heap, 4 for two heaps. Here: {}.",
            self.code(),
            digits.join("; ")
        )
    }

    /// The Guy–Smith theorem proves a period from a window as long as
    /// twice the pre-period, the period and the most stones a move takes.
    fn theory(&self) -> Theory {
        Theory::Period(Proof::GuySmith {
            largest_take: self.largest_take(),
        })
    }

    fn leaves(&self, take: u64) -> u8 {
        usize::try_from(take)
            .ok()
            .and_then(|k| self.digits().get(k.checked_sub(1)?))
            .copied()
            .unwrap_or(0)
    }

    fn most_taken(&self) -> u64 {
        self.largest_take()
    }

    /// Every heap looks at its digits, visits one option per digit that
    /// leaves one heap and every split of those that leave two.
    fn work_to(&self, length: u64) -> u128 {
        let l = u128::from(length);
        // Heaps k..length: how many, and how many splits they have in all.
        let beyond = |k: u128| l.saturating_sub(k);
        let splits = |k: u128| beyond(k) * beyond(k) / 4;
        let d = self.digits().len() as u128;
        // Every heap looks at min(n, d) digits.
        let looked = if l <= d {
            l * l / 2
        } else {
            d * d / 2 + (l - d) * d
        };
        let options: u128 = (1u128..)
            .zip(self.digits())
            .map(|(k, &digit)| {
                let one = if digit & 2 != 0 { beyond(k) } else { 0 };
                let two = if digit & 4 != 0 { splits(k) } else { 0 };
                one + two
            })
            .sum();
        l + looked + options
    }

    /// On a row of pins a move and its mirror image are two moves, but
    /// for those that are their own: the whole row knocked down, and a
    /// split into two equal rows.
    fn moves_in_play(&self, n: u64) -> u128 {
        let listed = self.move_count(n);
        if !self.spec().is_pins() {
            return listed;
        }
        let own: u128 = (1u64..)
            .zip(self.digits())
            .take_while(|&(k, _)| k <= n)
            .map(|(k, &d)| {
                let rest = n - k;
                let whole = rest == 0 && d & 1 != 0;
                let halves = rest >= 2 && rest.is_multiple_of(2) && d & 4 != 0;
                u128::from(whole) + u128::from(halves)
            })
            .sum();
        2 * listed - own
    }

    /// By the sparse space when a move splits a heap: the mex of every
    /// split of every heap would take days for a million values.
    fn extend(&self, values: &mut Vec<u64>, length: u64, progress: &mut dyn FnMut(u64)) -> bool {
        if self.splits() {
            sparse::extend(self, values, length, progress);
        }
        self.splits()
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
