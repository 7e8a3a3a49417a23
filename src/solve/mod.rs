//! The solvers: pure functions from a position to data, with no I/O and no
//! formatting.

pub mod label;
pub mod misere;
pub mod moves;
pub mod normal;
pub mod table;

use crate::error::Error;
use crate::position::Position;
use crate::trace::{Move, Outcome, Rules, Trace};

/// P or N for the player to move from `heaps`, under `rules`.
pub fn outcome(heaps: &[u64], rules: Rules) -> Outcome {
    match rules {
        Rules::Normal => normal::outcome(heaps),
        Rules::Misere => misere::outcome(heaps),
    }
}

/// Every winning move from `heaps` under `rules` (every move to a
/// P-position), ordered by heap then by what it leaves.
pub fn winning_moves(heaps: &[u64], rules: Rules) -> Vec<Move> {
    match rules {
        Rules::Normal => normal::winning_moves(heaps),
        Rules::Misere => misere::winning_moves(heaps),
    }
}

/// Walks through the analysis of `position` under `rules`, changing heap
/// `heap` (1-based) when given.
pub fn explain(position: &Position, rules: Rules, heap: Option<usize>) -> Result<Trace, Error> {
    match rules {
        Rules::Normal => normal::explain(position, heap),
        Rules::Misere => misere::explain(position, heap),
    }
}
