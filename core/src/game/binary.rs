//! Binary helpers: how many bit columns a position needs, the powers of two
//! in a number, and the count of 1s in each column.

use serde::Serialize;

/// The number of binary digits needed to write `n` (at least 1, so that 0
/// is written `0`).
pub(crate) fn bit_width(n: u64) -> u32 {
    (u64::BITS - n.leading_zeros()).max(1)
}

/// The number of columns a table of these heaps needs: the width of the
/// largest heap.
pub(crate) fn columns_needed(heaps: &[u64]) -> u32 {
    bit_width(heaps.iter().copied().max().unwrap_or(0))
}

/// True when bit `power` (the `2^power` column) of `n` is 1.
pub(crate) fn has_bit(n: u64, power: u32) -> bool {
    (n >> power) & 1 == 1
}

/// The powers of two that add up to `n`, largest first: what subtracting
/// the largest power of two again and again finds (25 → 16, 8, 1).
pub(crate) fn powers_of_two(n: u64) -> Vec<u64> {
    (0..u64::BITS)
        .rev()
        .filter(|&k| has_bit(n, k))
        .map(|k| 1u64 << k)
        .collect()
}

/// `n` written in binary with exactly `width` digits (leading zeros kept, so
/// numbers line up in columns).
pub(crate) fn to_binary(n: u64, width: u32) -> String {
    format!("{n:0width$b}", width = width as usize)
}

/// The value of one power-of-two column: `2^power`.
pub(crate) fn column_value(power: u32) -> u64 {
    1u64 << power
}

/// One column of a stacked binary table: its power of two and how many heaps
/// have a 1 there.
///
/// Exists because Bouton's argument is about columns: the nim-sum has a 1
/// exactly where a column holds an odd number of 1s.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Column {
    /// The exponent `k` of the column's power of two, `2^k`.
    pub power: u32,
    /// How many heaps have a 1 in this column.
    pub ones: u64,
    /// Whether that count is odd (then the nim-sum has a 1 here).
    pub odd: bool,
}

/// The columns of the stacked heaps, highest power first, counting the 1s.
pub fn columns(heaps: &[u64], width: u32) -> Vec<Column> {
    (0..width)
        .rev()
        .map(|power| {
            let ones = heaps.iter().filter(|&&h| has_bit(h, power)).count() as u64;
            Column {
                power,
                ones,
                odd: ones % 2 == 1,
            }
        })
        .collect()
}

/// The nim-sum (XOR) of the heaps: addition in binary without carries.
pub fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |acc, &h| acc ^ h)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twenty_five_is_sixteen_eight_one() {
        assert_eq!(powers_of_two(25), vec![16, 8, 1]);
        assert_eq!(to_binary(25, 5), "11001");
        assert!(powers_of_two(0).is_empty());
    }

    #[test]
    fn widths() {
        assert_eq!(bit_width(0), 1);
        assert_eq!(bit_width(1), 1);
        assert_eq!(bit_width(37), 6);
        assert_eq!(bit_width(u64::MAX), 64);
        assert_eq!(columns_needed(&[37, 20, 29]), 6);
    }

    #[test]
    fn column_counts_of_13_12_8() {
        let cols = columns(&[13, 12, 8], 4);
        let ones: Vec<u64> = cols.iter().map(|c| c.ones).collect();
        assert_eq!(ones, vec![3, 2, 0, 1]);
        let odd: Vec<bool> = cols.iter().map(|c| c.odd).collect();
        assert_eq!(odd, vec![true, false, false, true]);
        assert_eq!(nim_sum(&[13, 12, 8]), 9);
        assert_eq!(nim_sum(&[5, 8, 10]), 7);
    }
}
