//! Misère Nim (whoever takes the last stone loses): outcome and winning
//! moves, by Bouton's modification of the normal-play rule.

use crate::binary::nim_sum;
use crate::trace::{Move, Outcome};

/// The outcome under misère rules. When every heap holds at most one stone
/// the player to move wins exactly when an even number of heaps hold one
/// (the empty position included: the opponent took the last stone). Once
/// some heap holds two or more, the rule is normal play's: P exactly when
/// the nim-sum is 0.
pub fn outcome(heaps: &[u64]) -> Outcome {
    let p = if heaps.iter().all(|&h| h <= 1) {
        heaps.iter().filter(|&&h| h == 1).count() % 2 == 1
    } else {
        nim_sum(heaps) == 0
    };
    if p {
        Outcome::P
    } else {
        Outcome::N
    }
}

/// Every move to a misère P-position, ordered by heap then by what it
/// leaves.
///
/// From heap `x` the only sizes worth testing are `x ⊕ s` (nim-sum 0, a
/// P-position while some heap still holds two or more) and 0 or 1 (which
/// may leave every heap at most 1, where parity decides).
pub fn winning_moves(heaps: &[u64]) -> Vec<Move> {
    let s = nim_sum(heaps);
    let mut moves = Vec::new();
    let mut after = heaps.to_vec();
    for (i, &x) in heaps.iter().enumerate() {
        let mut targets = vec![0, 1, x ^ s];
        targets.sort_unstable();
        targets.dedup();
        for y in targets.into_iter().filter(|&y| y < x) {
            after[i] = y;
            if outcome(&after) == Outcome::P {
                moves.push(Move::reduce(i + 1, x, y));
            }
        }
        after[i] = x;
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_positions() {
        assert_eq!(outcome(&[]), Outcome::N);
        assert_eq!(outcome(&[0, 0]), Outcome::N);
        assert_eq!(outcome(&[1]), Outcome::P);
        assert_eq!(outcome(&[1, 1]), Outcome::N);
        assert_eq!(outcome(&[1, 1, 1]), Outcome::P);
        assert_eq!(outcome(&[2, 2]), Outcome::P);
        assert_eq!(outcome(&[1, 2, 3]), Outcome::P);
    }

    #[test]
    fn one_big_heap_leaves_an_odd_number_of_ones() {
        // 4 1 1: leaving 1 in the big heap makes three single heaps (odd).
        assert_eq!(winning_moves(&[4, 1, 1]), vec![Move::reduce(1, 4, 1)]);
        assert_eq!(winning_moves(&[4, 1]), vec![Move::reduce(1, 4, 0)]);
        assert_eq!(winning_moves(&[4]), vec![Move::reduce(1, 4, 1)]);
    }
}
