//! The rule of an octal game: its code in Guy's notation, read from
//! `octal:CODE` (or the name of Kayles or Dawson's Kayles), and the moves
//! of one heap, digit by digit.

use crate::games::heap_move::{is_split, HeapMove, Parts, MAX_TAKE};

/// An octal game: digit `k` (after the point) says what removing `k` stones
/// may leave, as the sum of 1 (no heap: the `k` stones were the whole
/// heap), 2 (one heap) and 4 (two non-empty heaps).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Octal {
    /// `digits[k - 1]` is the digit for taking `k` stones; the last is not 0.
    digits: Vec<u8>,
    /// The name a well-known game goes by (`kayles`, `dawson`), if any.
    name: Option<&'static str>,
}

impl Octal {
    /// The code's digits after the point, as written (`0.137` gives 1, 3, 7).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The most stones one move removes: `t` in the Guy–Smith theorem.
    pub(crate) fn largest_take(&self) -> u64 {
        self.digits.len() as u64
    }

    /// The name a well-known game goes by (`kayles`, `dawson`), so that
    /// its words can tell its story without reading its spec back.
    pub fn name(&self) -> Option<&'static str> {
        self.name
    }

    /// The code as written: `0.77`.
    pub fn code(&self) -> String {
        let digits: String = self.digits.iter().map(|d| char::from(b'0' + d)).collect();
        format!("0.{digits}")
    }
}

impl Octal {
    /// The moves of an octal game on a heap of `n`, digit by digit: taking
    /// `k` stones may leave no heap (digit bit 1, when `k` is the whole heap),
    /// one heap (bit 2) or two non-empty heaps (bit 4).
    pub(crate) fn for_each_move(&self, n: u64, mut visit: impl FnMut(HeapMove)) {
        for (k, &digit) in (1u64..).zip(self.digits()) {
            if k > n {
                break;
            }
            let rest = n - k;
            if digit & 1 != 0 && rest == 0 {
                visit(HeapMove {
                    take: k,
                    parts: Parts::One(0),
                });
            }
            if digit & 2 != 0 && rest > 0 {
                visit(HeapMove {
                    take: k,
                    parts: Parts::One(rest),
                });
            }
            if digit & 4 != 0 {
                for a in 1..=rest / 2 {
                    visit(HeapMove {
                        take: k,
                        parts: Parts::Two(a, rest - a),
                    });
                }
            }
        }
    }

    /// Whether `m` is a move on a heap of `n`, by the code alone: a heap
    /// of 10^18 has too many moves to look `m` up among them.
    pub(crate) fn is_move(&self, n: u64, m: HeapMove) -> bool {
        let Some(rest) = n.checked_sub(m.take) else {
            return false;
        };
        let digit = usize::try_from(m.take)
            .ok()
            .and_then(|k| k.checked_sub(1))
            .and_then(|i| self.digits().get(i))
            .copied()
            .unwrap_or(0);
        match m.parts {
            Parts::One(0) => rest == 0 && digit & 1 != 0,
            Parts::One(left) => left == rest && digit & 2 != 0,
            Parts::Two(a, b) => digit & 4 != 0 && is_split(rest, a, b),
        }
    }
}

/// An octal game known by name; its code is valid by construction.
pub(crate) fn named(code: &str, name: &'static str) -> Octal {
    let mut octal = parse(code).unwrap_or_else(|_| unreachable!("{code} is a valid code"));
    octal.name = Some(name);
    octal
}

/// Parses an octal code `0.d1d2…` (or `.d1d2…`), digits 0 to 7.
pub(crate) fn parse(code: &str) -> Result<Octal, String> {
    const EXPECTED: &str = "expected an octal code such as 0.77 or 0.137: `0.` then digits 0 to 7, the k-th saying what taking k stones may leave (1: nothing, 2: one heap, 4: two heaps)";
    let code = code.trim();
    let after = code
        .strip_prefix("0.")
        .or_else(|| code.strip_prefix('.'))
        .ok_or_else(|| match code.strip_prefix("4.") {
            // Guy's notation allows d₀ = 4 (a split that takes nothing);
            // nimstep reads the codes whose every move takes a stone.
            Some(_) => format!("codes with d₀ = 4 (a split that takes no stone) are not read, only d₀ = 0 (Lasker's Nim, 4.333…, is --game lasker); {EXPECTED}"),
            None => EXPECTED.to_string(),
        })?;
    let mut digits: Vec<u8> = Vec::new();
    for c in after.chars() {
        match c {
            '0'..='7' => digits.push(c as u8 - b'0'),
            _ => return Err(format!("`{c}` is not an octal digit: {EXPECTED}")),
        }
    }
    while digits.last() == Some(&0) {
        digits.pop();
    }
    if digits.is_empty() {
        return Err(format!("the code allows no move at all: {EXPECTED}"));
    }
    if digits.len() as u64 > MAX_TAKE {
        return Err(format!(
            "the code is longer than {MAX_TAKE} digits: {EXPECTED}"
        ));
    }
    Ok(Octal { digits, name: None })
}
