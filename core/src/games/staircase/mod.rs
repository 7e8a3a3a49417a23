//! Staircase Nim: coins on steps 1, 2, 3, …; a move slides any number of
//! the coins on one step down to the next (from step 1, off the
//! staircase). Whoever moves the last coin wins.
//!
//! Taught in the course's lesson on staircase Nim: the coins on the even
//! steps do not matter, since a move from an even step can be undone, so
//! the game is Nim on the odd steps. [`steps`] records the walkthrough's
//! steps and [`explain`] words them.

pub mod explain;
mod played;
pub mod steps;

use super::Game;
use crate::game::binary::nim_sum;
use crate::game::Outcome;
use serde::Serialize;

/// Staircase Nim; a position is the coins on each step, step 1 first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Staircase;

impl Game for Staircase {
    type Position = Vec<u64>;
    type Move = StairMove;

    fn moves(&self, coins: &Vec<u64>) -> Vec<StairMove> {
        coins
            .iter()
            .enumerate()
            .flat_map(|(i, &c)| {
                (1..=c).map(move |n| StairMove {
                    step: i + 1,
                    coins: n,
                })
            })
            .collect()
    }

    fn after(&self, coins: &Vec<u64>, m: &StairMove) -> Vec<u64> {
        let mut next = coins.clone();
        next[m.step - 1] -= m.coins;
        if m.step > 1 {
            next[m.step - 2] += m.coins;
        }
        next
    }

    fn outcome(&self, coins: &Vec<u64>) -> Outcome {
        if nim_sum(&odd_step_coins(coins)) == 0 {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    /// The odd steps' nim-sum: a move from an even step raises one odd
    /// step, which changes the nim-sum, so it reaches every value but this
    /// one, as Nim on the odd steps does.
    fn grundy(&self, coins: &Vec<u64>) -> Option<u64> {
        Some(nim_sum(&odd_step_coins(coins)))
    }

    fn winning_moves(&self, coins: &Vec<u64>) -> Vec<StairMove> {
        staircase_winning_moves(coins)
    }

    fn reads_as(&self, m: &StairMove, numbers: &[u64]) -> bool {
        m.reads_as(numbers)
    }

    fn name_move(&self, m: &StairMove) -> String {
        stair_words(m)
    }
}

/// A staircase move: `coins` coins from step `step` down to the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct StairMove {
    /// The step the coins leave (from 1).
    pub step: usize,
    /// How many coins move.
    pub coins: u64,
}

/// The coins on the odd steps of a staircase (`coins` from step 1): the
/// Nim heaps staircase Nim is played on.
pub(crate) fn odd_step_coins(coins: &[u64]) -> Vec<u64> {
    coins.iter().step_by(2).copied().collect()
}

impl StairMove {
    /// Whether `S N` (N coins from step S) names the move.
    pub fn reads_as(&self, numbers: &[u64]) -> bool {
        numbers == [self.step as u64, self.coins]
    }
}

/// Every winning move of staircase Nim from `coins` (step 1 first): a move
/// from an odd step that brings its coins to `x ⊕ s`, or a move from an
/// even step that brings the odd step below it up to `x ⊕ s`.
pub fn staircase_winning_moves(coins: &[u64]) -> Vec<StairMove> {
    let odd = odd_step_coins(coins);
    let s = nim_sum(&odd);
    let mut moves = Vec::new();
    if s == 0 {
        return moves;
    }
    for (i, &x) in coins.iter().enumerate() {
        let step = i + 1;
        if step % 2 == 1 {
            if x ^ s < x {
                moves.push(StairMove {
                    step,
                    coins: x - (x ^ s),
                });
            }
        } else {
            let below = coins[i - 1];
            let wanted = below ^ s;
            if wanted > below && wanted - below <= x {
                moves.push(StairMove {
                    step,
                    coins: wanted - below,
                });
            }
        }
    }
    moves
}

/// That step `step` is not on a staircase of `count` steps, as `explain
/// --heap` and a proposed move both say it: "there is no step 3 (the
/// steps are numbered 1 to 2)", or "(there is only step 1)", never a range
/// from 1 to 1.
pub(crate) fn no_step(step: usize, count: usize) -> String {
    match count {
        1 => format!("there is no step {step} (there is only step 1)"),
        _ => format!("there is no step {step} (the steps are numbered 1 to {count})"),
    }
}

/// "move 2 coins from step 3 down to step 2", "move 1 coin from step 1
/// off the staircase".
pub(crate) fn stair_words(m: &StairMove) -> String {
    let to = if m.step == 1 {
        "off the staircase".to_string()
    } else {
        format!("down to step {}", m.step - 1)
    };
    format!("move {} from step {} {to}", coins(m.coins), m.step)
}

/// "1 coin", "3 coins".
fn coins(n: u64) -> String {
    match n {
        1 => "1 coin".to_string(),
        n => format!("{n} coins"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::oracle::{self, agrees};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(oracle::CASES))]

        #[test]
        fn the_odd_steps_agree_with_the_oracle(coins in prop::collection::vec(0u64..5, 0..4)) {
            agrees(&Staircase, &coins)?;
        }
    }

    #[test]
    fn a_typed_move_is_read_as_the_move_it_names() {
        assert_eq!(
            Staircase
                .parse_move(&vec![0, 2], "2 1")
                .map(|m| Staircase.name_move(&m))
                .as_deref(),
            Ok("move 1 coin from step 2 down to step 1")
        );
        assert!(Staircase
            .parse_move(&vec![3, 5], "1 x")
            .unwrap_err()
            .contains("whole numbers"));
    }
}
