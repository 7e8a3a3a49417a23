//! The counts misère play reads a position by.

use crate::game::Outcome;
use crate::game::Rules;
use crate::games::nim::solve as normal;

/// What the outcome of a position depends on, counted once: its nim-sum,
/// its heaps of one stone and its heaps of two or more.
///
/// Exists so that the outcome of every position one move away costs O(1)
/// ([`Tally::after`]) rather than a pass over all the heaps: listing the
/// moves or the winning moves of many heaps stays linear.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    /// The nim-sum of the heaps.
    pub nim_sum: u64,
    /// How many heaps hold exactly one stone.
    pub singles: u64,
    /// How many heaps hold two stones or more.
    pub big: u64,
}

impl Tally {
    /// Counts `heaps`.
    pub fn of(heaps: &[u64]) -> Self {
        heaps.iter().fold(
            Tally {
                nim_sum: 0,
                singles: 0,
                big: 0,
            },
            |t, &h| t.with(h),
        )
    }

    fn with(self, h: u64) -> Self {
        Tally {
            nim_sum: self.nim_sum ^ h,
            singles: self.singles + u64::from(h == 1),
            big: self.big + u64::from(h >= 2),
        }
    }

    /// The tally after a heap of `from` stones (one of the heaps counted)
    /// becomes `leaves`.
    pub fn after(self, from: u64, leaves: u64) -> Self {
        Tally {
            nim_sum: self.nim_sum ^ from,
            singles: self.singles - u64::from(from == 1),
            big: self.big - u64::from(from >= 2),
        }
        .with(leaves)
    }

    /// P or N for the player to move, under `rules`.
    pub fn outcome(self, rules: Rules) -> Outcome {
        match rules {
            Rules::Normal => normal::outcome_of_sum(self.nim_sum),
            // Misère (see `misere::solve::outcome`): parity once no heap
            // holds two stones, normal play's rule before.
            Rules::Misere => {
                let p = if self.big == 0 {
                    self.singles % 2 == 1
                } else {
                    self.nim_sum == 0
                };
                if p {
                    Outcome::P
                } else {
                    Outcome::N
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tally_after_a_move_is_the_tally_of_the_position_after() {
        let heaps = [1, 2, 3, 0, 7, 1];
        for (i, &x) in heaps.iter().enumerate() {
            for y in 0..x {
                let mut after = heaps;
                after[i] = y;
                assert_eq!(Tally::of(&heaps).after(x, y), Tally::of(&after));
            }
        }
    }
}
