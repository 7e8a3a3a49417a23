//! The solvers: pure functions from a position to data, with no I/O and no
//! formatting.

pub mod answer;
pub mod check;
pub mod compare;
pub mod game_play;
pub mod label;
pub mod move_list;
pub mod reach;
pub mod sum;
pub mod table;
pub mod waiting;
pub mod worth;

use crate::game::binary::nim_sum;
use crate::game::position::Position;
use crate::game::{Move, Outcome, Rules};
pub use crate::games::heap::grundy;
pub use crate::games::misere::solve as misere;
pub use crate::games::nim::error::{MisereChange, SolveError};
pub use crate::games::nim::solve as normal;
use crate::trace::{Step, Trace};

/// P or N for the player to move from `heaps`, under `rules`.
pub fn outcome(heaps: &[u64], rules: Rules) -> Outcome {
    match rules {
        Rules::Normal => normal::outcome(heaps),
        Rules::Misere => misere::outcome(heaps),
    }
}

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
            Rules::Misere => misere::outcome_of(self),
        }
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
pub fn explain(
    position: &Position,
    rules: Rules,
    heap: Option<usize>,
) -> Result<Trace, SolveError> {
    if position.is_empty() {
        return game_over(position, rules, heap);
    }
    match rules {
        Rules::Normal => normal::explain(position, heap),
        Rules::Misere => misere::explain(position, heap),
    }
}

/// The trace of a position whose heaps are all empty: the game is over,
/// and the rules alone say who has won.
fn game_over(position: &Position, rules: Rules, heap: Option<usize>) -> Result<Trace, SolveError> {
    if heap.is_some() {
        return Err(SolveError::EveryHeapEmpty);
    }
    let heaps = position.heaps().to_vec();
    let outcome = outcome(&heaps, rules);
    Ok(Trace {
        nim_sum: nim_sum(&heaps),
        heaps,
        rules,
        outcome,
        winning_moves: Vec::new(),
        steps: vec![Step::GameOver { rules, outcome }],
    })
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

    #[test]
    fn the_empty_position_is_over_under_both_rules() {
        let empty = Position::new(vec![0, 0]).unwrap();
        let normal = explain(&empty, Rules::Normal, None).unwrap();
        assert_eq!(normal.outcome, Outcome::P);
        assert_eq!(normal.steps.len(), 1);
        let misere = explain(&empty, Rules::Misere, None).unwrap();
        assert_eq!(misere.outcome, Outcome::N);
        assert!(explain(&empty, Rules::Misere, Some(1)).is_err());
    }
}
