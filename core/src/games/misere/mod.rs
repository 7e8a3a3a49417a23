//! Misère Nim: Nim's moves, but whoever takes the last stone loses.
//!
//! Taught in the course's lesson on misère play: play as in Nim until the
//! move that would leave only heaps of one stone, then leave an odd number
//! of them. [`solve`] records the walkthrough's steps and [`explain`] words
//! the misère ones (Nim's own are worded by `nim::explain`).

pub mod explain;
pub mod solve;
pub mod tally;

use super::nim::Nim;
use super::Game;
use crate::game::{Move, Outcome};
use solve as misere;

/// Nim under misère play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MisereNim;

impl Game for MisereNim {
    type Position = Vec<u64>;
    type Move = Move;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Move> {
        Nim.moves(heaps)
    }

    fn after(&self, heaps: &Vec<u64>, m: &Move) -> Vec<u64> {
        Nim.after(heaps, m)
    }

    /// With no stone left, the player to move did not take the last one:
    /// the opponent did, and has lost.
    fn ending(&self) -> Outcome {
        Outcome::N
    }

    fn outcome(&self, heaps: &Vec<u64>) -> Outcome {
        misere::outcome(heaps)
    }

    fn winning_moves(&self, heaps: &Vec<u64>) -> Vec<Move> {
        misere::winning_moves(heaps)
    }

    fn reads_as(&self, m: &Move, numbers: &[u64]) -> bool {
        Nim.reads_as(m, numbers)
    }

    fn parse_move(&self, heaps: &Vec<u64>, text: &str) -> Result<Move, String> {
        Nim.parse_move(heaps, text)
    }

    fn name_move(&self, m: &Move) -> String {
        Nim.name_move(m)
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
        fn misere_play_agrees_with_the_oracle(heaps in prop::collection::vec(0u64..6, 0..4)) {
            agrees(&MisereNim, &heaps)?;
        }
    }
}
