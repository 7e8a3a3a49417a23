//! The P-positions of Wythoff's game as pairs (a_k, b_k), in exact integer
//! arithmetic.
//!
//! The k-th pair is a_k = ⌊kφ⌋ and b_k = a_k + k, φ = (1 + √5)/2. Floating
//! point would be wrong long before 2^64, so kφ is computed as
//! (k + √(5k²))/2 with an integer square root: halving and rounding down
//! gives the same whether or not √(5k²) was rounded down first, since k is
//! whole.

use serde::Serialize;

/// The k-th P-position of Wythoff's game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Pair {
    /// Its index: also its difference, b_k − a_k.
    pub k: u64,
    /// ⌊√(5k²)⌋, the integer square root the formula uses.
    pub root: u128,
    /// a_k = ⌊kφ⌋ = ⌊(k + root)/2⌋: the smallest number in no earlier pair.
    pub lower: u128,
    /// b_k = a_k + k = ⌊kφ²⌋.
    pub upper: u128,
}

/// Which member of its pair a number is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The smaller, a_k (0 is both: the pair (0, 0)).
    Lower,
    /// The larger, b_k.
    Upper,
}

/// The one pair a number belongs to, and which member it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Place {
    /// A heap size; every number is in exactly one pair.
    pub number: u64,
    /// Its pair.
    pub pair: Pair,
    /// Which member of the pair it is.
    pub role: Role,
}

impl Place {
    /// The other member of the pair.
    pub(crate) fn partner(&self) -> u128 {
        match self.role {
            Role::Lower => self.pair.upper,
            Role::Upper => self.pair.lower,
        }
    }
}

/// ⌊k√5⌋ = ⌊√(5k²)⌋ exactly. Since 2k ≤ k√5 < 3k, it is 2k + s for the
/// largest s with (2k + s)² ≤ 5k², that is s(4k + s) ≤ k², found by
/// bisection; every product fits in 128 bits or is known to be too big.
fn root_of_five_k_squared(k: u64) -> u128 {
    let k = u128::from(k);
    let square = k * k;
    let fits = |s: u128| s.checked_mul(4 * k + s).is_some_and(|v| v <= square);
    let (mut low, mut high) = (0u128, k / 4 + 2); // fits(low), !fits(high)
    while high - low > 1 {
        let mid = low + (high - low) / 2;
        if fits(mid) {
            low = mid;
        } else {
            high = mid;
        }
    }
    2 * k + low
}

/// The k-th pair.
pub fn pair(k: u64) -> Pair {
    let root = root_of_five_k_squared(k);
    let lower = (u128::from(k) + root) / 2;
    Pair {
        k,
        root,
        lower,
        upper: lower + u128::from(k),
    }
}

/// The pair holding `n` and which member `n` is. Every whole number is in
/// exactly one pair; the index is near n/φ (as a_k) or n/φ² (as b_k),
/// estimated with the same square root and then checked exactly.
pub fn place(n: u64) -> Place {
    let root = root_of_five_k_squared(n);
    let wide = u128::from(n);
    let near = |estimate: u128| {
        let estimate = u64::try_from(estimate).unwrap_or(u64::MAX);
        estimate.saturating_sub(1)..=estimate.saturating_add(2)
    };
    // n/φ = (n√5 − n)/2 and n/φ² = (3n − n√5)/2.
    let guesses = [
        (Role::Lower, (root - wide) / 2),
        (Role::Upper, (3 * wide - root) / 2),
    ];
    for (role, estimate) in guesses {
        for k in near(estimate) {
            let candidate = pair(k);
            let member = match role {
                Role::Lower => candidate.lower,
                Role::Upper => candidate.upper,
            };
            if member == wide {
                return Place {
                    number: n,
                    pair: candidate,
                    role,
                };
            }
        }
    }
    unreachable!("every whole number is in exactly one of Wythoff's pairs ({n})")
}

/// The first `count` pairs built greedily, as the walkthrough shows them:
/// a_k is the smallest number in no earlier pair, b_k = a_k + k.
pub(crate) fn greedy(count: usize) -> Vec<(u64, u64)> {
    let mut used = std::collections::BTreeSet::new();
    let mut pairs = Vec::with_capacity(count);
    let mut smallest = 0u64;
    for k in 0..count as u64 {
        while used.contains(&smallest) {
            smallest += 1;
        }
        let (a, b) = (smallest, smallest + k);
        used.insert(a);
        used.insert(b);
        pairs.push((a, b));
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_formula_is_the_greedy_table() {
        for (k, (a, b)) in greedy(5000).into_iter().enumerate() {
            let p = pair(k as u64);
            assert_eq!(
                (p.lower, p.upper),
                (u128::from(a), u128::from(b)),
                "k = {k}"
            );
        }
    }

    #[test]
    fn every_number_has_its_place() {
        let table = greedy(3000);
        for n in 0..4000u64 {
            let place = place(n);
            let (a, b) = table[place.pair.k as usize];
            match place.role {
                Role::Lower => assert_eq!(a, n),
                Role::Upper => assert_eq!(b, n),
            }
        }
    }

    #[test]
    fn the_first_pairs_are_the_known_ones() {
        assert_eq!(
            greedy(6),
            [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]
        );
    }

    proptest! {
        /// The root is exact: root² ≤ 5k² < (root + 1)², in 256-bit terms
        /// (checked as two halves so nothing overflows).
        #[test]
        fn the_root_is_exact(k in any::<u64>()) {
            let r = root_of_five_k_squared(k);
            let k = u128::from(k);
            // r = 2k + s: r² ≤ 5k² ⇔ s(4k + s) ≤ k², and (r+1)² > 5k² ⇔
            // (s+1)(4k + s + 1) > k².
            let s = r - 2 * k;
            prop_assert!(s * (4 * k + s) <= k * k);
            prop_assert!((s + 1).checked_mul(4 * k + s + 1).is_none_or(|v| v > k * k));
        }

        /// Huge numbers have a place too, and it is theirs.
        #[test]
        fn huge_numbers_have_a_place(n in any::<u64>()) {
            let place = place(n);
            let member = match place.role {
                Role::Lower => place.pair.lower,
                Role::Upper => place.pair.upper,
            };
            prop_assert_eq!(member, u128::from(n));
        }
    }
}
