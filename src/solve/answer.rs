//! A position answered in full, as a worksheet's key prints it.

use crate::game::binary::nim_sum;
use crate::game::{Move, Outcome, Rules};
use crate::solve;
use serde::Serialize;

/// One position with its nim-sum, its outcome and every winning move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Answer {
    /// The heap sizes.
    pub heaps: Vec<u64>,
    /// Their nim-sum.
    pub nim_sum: u64,
    /// P or N for the player to move, under the rules asked for.
    pub outcome: Outcome,
    /// Every winning move, by heap then by what it leaves.
    pub winning_moves: Vec<Move>,
}

/// Answers `heaps` under `rules`.
pub fn answer(heaps: &[u64], rules: Rules) -> Answer {
    Answer {
        heaps: heaps.to_vec(),
        nim_sum: nim_sum(heaps),
        outcome: solve::outcome(heaps, rules),
        winning_moves: solve::winning_moves(heaps, rules),
    }
}
