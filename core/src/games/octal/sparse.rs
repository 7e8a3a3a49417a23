//! Grundy values of octal games by the sparse-space method (Winning Ways,
//! ch. 4, "Sparse Space Spells Speed"), so that a million values of a game
//! that splits heaps take seconds rather than the days the mex of every
//! split of every heap would.
//!
//! A mask `M` splits values in two classes by the parity of the 1 bits of
//! `v & M`: *rare* (even) and *common* (odd). Parities add under XOR, so a
//! split into two parts is worth a common value only when exactly one part
//! is rare. In these games almost every heap is common, so the common
//! values among a heap's options are found exactly by pairing the few rare
//! heaps with the rest. The rare values below the smallest common value
//! missing are then looked for among all the splits, and the search stops
//! as soon as every one is found, which is nearly at once; only when the
//! heap's own value turns out rare is every split visited.
//!
//! Any mask gives the same values (mask 0 makes every heap rare: the plain
//! mex); the mask only decides the speed, so it is chosen from the values
//! computed so far, as the one that leaves the fewest heaps rare.

use super::rule::Octal;
use crate::games::heap::grundy::PROGRESS_STEP;

/// How often, in values computed, the mask is chosen again: at every power
/// of two from this one on (before it, every heap is rare).
const FIRST_REVIEW: usize = 64;

/// The widest mask tried: masks of up to this many bits.
const MASK_BITS: u32 = 12;

/// Whether `value` is rare under `mask`: an even number of its bits in the mask.
fn is_rare(value: u64, mask: u64) -> bool {
    (value & mask).count_ones().is_multiple_of(2)
}

/// The state of one run of the method over a growing list of values.
struct Sparse<'a> {
    /// The game's digits, `digits[k - 1]` for taking `k`.
    digits: &'a [u8],
    /// The mask that splits values into rare and common.
    mask: u64,
    /// Whether the mask is fixed (tests), rather than chosen as values come.
    fixed: bool,
    /// Every heap of at least 1 whose value is rare, increasing.
    rare: Vec<usize>,
    /// `seen[v] == stamp` when value `v` is among the current heap's options.
    seen: Vec<u64>,
    /// How many heaps have each value, for choosing the mask.
    histogram: Vec<u64>,
    /// The heap left by each move that splits, for the current heap.
    splits: Vec<usize>,
}

impl<'a> Sparse<'a> {
    fn new(digits: &'a [u8], values: &[u64], mask: Option<u64>) -> Self {
        let mut state = Sparse {
            digits,
            mask: mask.unwrap_or(0),
            fixed: mask.is_some(),
            rare: Vec::new(),
            seen: Vec::new(),
            histogram: Vec::new(),
            splits: Vec::new(),
        };
        for &v in values.iter().skip(1) {
            state.count(v);
        }
        state.review(values);
        state
    }

    /// Adds one heap's value to the histogram.
    fn count(&mut self, value: u64) {
        let v = value as usize;
        if v >= self.histogram.len() {
            self.histogram.resize(v + 1, 0);
        }
        self.histogram[v] += 1;
    }

    /// Chooses the mask that leaves the fewest heaps rare (the smallest
    /// such mask, so that the choice is the same every run), and lists the
    /// rare heaps under it.
    fn review(&mut self, values: &[u64]) {
        if !self.fixed && values.len() >= FIRST_REVIEW {
            let bits = (usize::BITS - self.histogram.len().leading_zeros()).min(MASK_BITS);
            let rare_under = |mask: u64| -> u64 {
                (0u64..)
                    .zip(&self.histogram)
                    .filter(|&(v, _)| is_rare(v, mask))
                    .map(|(_, &count)| count)
                    .sum()
            };
            let best = (1..1u64 << bits).min_by_key(|&mask| (rare_under(mask), mask));
            if let Some(best) = best {
                if rare_under(best) < rare_under(self.mask) {
                    self.mask = best;
                }
            }
        }
        let mask = self.mask;
        self.rare = (1..values.len())
            .filter(|&a| is_rare(values[a], mask))
            .collect();
    }

    /// Marks `value` as an option's value of the heap with `stamp`.
    fn mark(&mut self, value: u64, stamp: u64) {
        let v = value as usize;
        if v >= self.seen.len() {
            self.seen.resize((v + 1).next_power_of_two(), 0);
        }
        self.seen[v] = stamp;
    }

    fn is_seen(&self, value: u64, stamp: u64) -> bool {
        self.seen.get(value as usize) == Some(&stamp)
    }

    /// `g(n)`, from the values of every smaller heap.
    fn next(&mut self, values: &[u64]) -> u64 {
        let n = values.len();
        let stamp = n as u64 + 1;
        let digits = self.digits;
        // Every option that leaves at most one heap, and every split with a
        // rare part: all the common values among the options.
        for (k, &digit) in (1..=n).zip(digits) {
            let rest = n - k;
            if digit & 1 != 0 && rest == 0 {
                self.mark(0, stamp);
            }
            if digit & 2 != 0 && rest > 0 {
                self.mark(values[rest], stamp);
            }
            if digit & 4 != 0 {
                let rare = std::mem::take(&mut self.rare);
                for &a in rare.iter().take_while(|&&a| a < rest) {
                    self.mark(values[a] ^ values[rest - a], stamp);
                }
                self.rare = rare;
            }
        }
        // Every option's value is below this power of two (the XOR of two
        // values below it), so it is not seen and bounds the mex.
        let bound = (self.histogram.len() as u64).next_power_of_two();
        let common = (0..bound)
            .find(|&v| !is_rare(v, self.mask) && !self.is_seen(v, stamp))
            .unwrap_or(bound);
        // The rare values below the smallest common one missing that no
        // option has shown yet: only a split of two common parts can give
        // them.
        let mut missing = (0..common)
            .filter(|&v| is_rare(v, self.mask) && !self.is_seen(v, stamp))
            .count();
        // Each split's range of smaller parts is tried from both ends
        // inwards: the equal split (worth 0) sits in the middle, and the
        // first heaps, whose values are often exceptional, at the ends.
        let mut splits = std::mem::take(&mut self.splits);
        splits.clear();
        splits.extend(
            (1..=n)
                .zip(digits)
                .filter(|&(_, &digit)| digit & 4 != 0)
                .map(|(k, _)| n - k),
        );
        let mut j = 0;
        'scan: while missing > 0 {
            let mut tried = false;
            for &rest in &splits {
                let (low, high) = (1 + j, (rest / 2).saturating_sub(j));
                if low > high {
                    continue;
                }
                tried = true;
                let ends = if low < high { 2 } else { 1 };
                for a in [high, low].into_iter().take(ends) {
                    let v = values[a] ^ values[rest - a];
                    if v < common && !self.is_seen(v, stamp) {
                        self.mark(v, stamp);
                        missing -= 1;
                        if missing == 0 {
                            break 'scan;
                        }
                    }
                }
            }
            if !tried {
                break;
            }
            j += 1;
        }
        self.splits = splits;
        (0..common)
            .find(|&v| !self.is_seen(v, stamp))
            .unwrap_or(common)
    }

    /// Appends `g(n)` and keeps the rare list and the mask up to date.
    fn push(&mut self, values: &mut Vec<u64>, g: u64) {
        values.push(g);
        let n = values.len() - 1;
        if n >= 1 {
            self.count(g);
            if is_rare(g, self.mask) {
                self.rare.push(n);
            }
        }
        if values.len() >= FIRST_REVIEW && values.len().is_power_of_two() {
            self.review(values);
        }
    }
}

/// Appends the values of `octal` to `values` (`g(0)` onwards, those given
/// already computed) until `length` are known, calling `progress` with the
/// count known every [`PROGRESS_STEP`] values.
pub(crate) fn extend(
    octal: &Octal,
    values: &mut Vec<u64>,
    length: u64,
    progress: &mut dyn FnMut(u64),
) {
    extend_with_mask(octal, values, length, None, progress);
}

/// [`extend`] with the mask fixed (`Some`) or chosen as values come.
fn extend_with_mask(
    octal: &Octal,
    values: &mut Vec<u64>,
    length: u64,
    mask: Option<u64>,
    progress: &mut dyn FnMut(u64),
) {
    let mut state = Sparse::new(octal.digits(), values, mask);
    while (values.len() as u64) < length {
        let g = state.next(values);
        state.push(values, g);
        if (values.len() as u64).is_multiple_of(PROGRESS_STEP) {
            progress(values.len() as u64);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::heap_move::Parts;
    use crate::games::spec::GameSpec;
    use proptest::prelude::*;

    /// The plain mex of every option of every heap: the oracle.
    fn quadratic(game: &GameSpec, length: usize) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::new();
        while values.len() < length {
            let mut seen = Vec::new();
            game.for_each_heap_move(values.len() as u64, |m| {
                seen.push(match m.parts {
                    Parts::One(a) => values[a as usize],
                    Parts::Two(a, b) => values[a as usize] ^ values[b as usize],
                })
            });
            values.push((0..).find(|v| !seen.contains(v)).unwrap());
        }
        values
    }

    fn octal(game: &GameSpec) -> &Octal {
        match game {
            GameSpec::Octal(octal) => octal,
            _ => panic!("not an octal game"),
        }
    }

    fn sparse(game: &GameSpec, length: usize, mask: Option<u64>) -> Vec<u64> {
        let mut values = Vec::new();
        extend_with_mask(octal(game), &mut values, length as u64, mask, &mut |_| {});
        values
    }

    #[test]
    fn kayles_and_0_16_match_the_plain_mex() {
        for spec in ["kayles", "dawson", "octal:0.137", "octal:0.16", "octal:0.4"] {
            let game: GameSpec = spec.parse().unwrap();
            assert_eq!(sparse(&game, 3000, None), quadratic(&game, 3000), "{spec}");
        }
    }

    #[test]
    fn kayles_is_almost_all_common_under_its_mask() {
        let game: GameSpec = "kayles".parse().unwrap();
        let values = sparse(&game, 4096, None);
        let state = Sparse::new(octal(&game).digits(), &values, None);
        assert_eq!(state.mask, 0b1111);
        // The rare heaps are the few exceptional values before heap 71.
        assert!(state.rare.len() < 20, "{:?}", state.rare);
        assert!(state.rare.iter().all(|&a| a < 71));
    }

    #[test]
    fn values_grow_past_a_computed_prefix() {
        let game: GameSpec = "octal:0.16".parse().unwrap();
        let mut values = sparse(&game, 700, None);
        extend(octal(&game), &mut values, 2000, &mut |_| {});
        assert_eq!(values, quadratic(&game, 2000));
    }

    /// Random octal codes of up to six digits, at least one of which splits.
    fn octal_code() -> impl Strategy<Value = String> {
        proptest::collection::vec(0u8..8, 1..7).prop_map(|mut digits| {
            digits[0] |= 4;
            let digits: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
            format!("octal:0.{digits}")
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn sparse_space_matches_the_plain_mex(spec in octal_code()) {
            let game: GameSpec = spec.parse().unwrap();
            prop_assert_eq!(sparse(&game, 2500, None), quadratic(&game, 2500));
        }

        #[test]
        fn any_mask_gives_the_same_values(spec in octal_code(), mask in 0u64..64) {
            let game: GameSpec = spec.parse().unwrap();
            prop_assert_eq!(sparse(&game, 600, Some(mask)), quadratic(&game, 600));
        }
    }
}
