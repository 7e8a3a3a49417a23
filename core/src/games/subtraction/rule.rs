//! The rule of a subtraction game: its set, read from `subtract:S`, and
//! the moves of one heap.

use crate::game::position::excerpt;
use crate::games::heap_move::{HeapMove, Parts, MAX_TAKE};
use std::fmt;

/// The set of a subtraction game: the amounts a move may take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subtraction {
    /// The amounts, increasing, without repeats, each at least 1.
    amounts: Vec<u64>,
}

impl Subtraction {
    /// The set `amounts` (made increasing and without repeats); `None` when
    /// empty or holding 0.
    pub fn new(mut amounts: Vec<u64>) -> Option<Self> {
        amounts.sort_unstable();
        amounts.dedup();
        if amounts.is_empty() || amounts[0] == 0 {
            return None;
        }
        Some(Subtraction { amounts })
    }

    /// The amounts a move may take, increasing.
    pub fn amounts(&self) -> &[u64] {
        &self.amounts
    }

    /// The largest amount: a repeat of this many consecutive values proves
    /// a period.
    pub fn largest(&self) -> u64 {
        self.amounts[self.amounts.len() - 1]
    }
}

impl Subtraction {
    /// Calls `visit` with every move on a heap of `n`: each amount that
    /// fits, smallest first.
    pub(crate) fn for_each_move(&self, n: u64, mut visit: impl FnMut(HeapMove)) {
        for &take in self.amounts.iter().take_while(|&&s| s <= n) {
            visit(HeapMove {
                take,
                parts: Parts::One(n - take),
            });
        }
    }

    /// Whether `m` is a move on a heap of `n`, by the set alone.
    pub(crate) fn is_move(&self, n: u64, m: HeapMove) -> bool {
        matches!(m.parts, Parts::One(left) if self.amounts.contains(&m.take) && n.checked_sub(m.take) == Some(left))
    }
}

impl fmt::Display for Subtraction {
    /// The set in its shortest form: runs of three or more as ranges,
    /// `1-3,7,9,10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let amounts = self.amounts();
        let mut i = 0;
        let mut first = true;
        while i < amounts.len() {
            let mut j = i;
            while j + 1 < amounts.len() && amounts[j + 1] == amounts[j] + 1 {
                j += 1;
            }
            if !first {
                write!(f, ",")?;
            }
            first = false;
            match j - i {
                0 => write!(f, "{}", amounts[i])?,
                1 => write!(f, "{},{}", amounts[i], amounts[j])?,
                _ => write!(f, "{}-{}", amounts[i], amounts[j])?,
            }
            i = j + 1;
        }
        Ok(())
    }
}

/// Parses `1,3,4`, `1-3` or a mix such as `1-3,7`.
pub(crate) fn parse(text: &str) -> Result<Subtraction, String> {
    const EXPECTED: &str = "expected amounts from 1 to 1000 separated by commas, ranges allowed (subtract:1,3,4 or subtract:1-3)";
    let mut amounts = Vec::new();
    for item in text.split(',') {
        let item = item.trim();
        // The token at fault is named: the item itself when a side of a
        // range is missing (`1-`), never an empty one.
        let number = |word: &str| -> Result<u64, String> {
            let word = word.trim();
            let negative = word
                .strip_prefix('-')
                .is_some_and(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()));
            let digits = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
            match word.parse::<u64>() {
                Ok(n) if (1..=MAX_TAKE).contains(&n) && digits => Ok(n),
                // A number, but out of range: say which side it is on.
                Ok(0) if digits => Err(format!("`{}` is too small: {EXPECTED}", excerpt(word))),
                _ if digits => Err(format!("`{}` is too large: {EXPECTED}", excerpt(word))),
                _ if negative => Err(format!("`{}` is negative: {EXPECTED}", excerpt(word))),
                _ if item.is_empty() => Err(format!("an amount is missing: {EXPECTED}")),
                _ if word.is_empty() => {
                    Err(format!("`{}` is not an amount: {EXPECTED}", excerpt(item)))
                }
                _ => Err(format!("`{}` is not an amount: {EXPECTED}", excerpt(word))),
            }
        };
        // A leading `-` is a sign, not a range.
        match item.split_once('-').filter(|_| !item.starts_with('-')) {
            Some((low, high)) => {
                let (low, high) = (number(low)?, number(high)?);
                if low > high {
                    return Err(format!("the range `{item}` is empty: {EXPECTED}"));
                }
                amounts.extend(low..=high);
            }
            None => amounts.push(number(item)?),
        }
    }
    Subtraction::new(amounts).ok_or_else(|| format!("no amounts: {EXPECTED}"))
}
