//! The solvers: pure functions from a position to data, with no I/O and no
//! formatting.

pub mod answer;
pub mod check;
pub mod compare;
pub mod game_play;
pub mod label;
pub mod move_list;
pub mod proposed;
pub mod table;
pub mod waiting;
pub mod walkthrough;

use crate::game::{Move, Outcome, Rules};
use crate::games::misere::solve as misere;
use crate::games::nim::error::SolveError;
use crate::games::nim::solve as normal;
use crate::games::worth::Worth;
use crate::games::Walkthrough;
use crate::trace::{BoutonStep, Step};

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

/// The steps of Nim's walkthrough of `heaps` under `rules` as its
/// folders record them (`games::nim`, `games::misere`), or, when every
/// heap is empty, the one step that says the game is over and who has won.
pub(crate) fn nim_walkthrough(
    heaps: &[u64],
    rules: Rules,
    heap: Option<usize>,
) -> Result<Walkthrough<Step>, SolveError> {
    if heaps.iter().all(|&h| h == 0) {
        if heap.is_some() {
            return Err(SolveError::EveryHeapEmpty);
        }
        let outcome = outcome(heaps, rules);
        return Ok(Walkthrough {
            worth: Worth::NimSum { nim_sum: 0 },
            outcome,
            steps: vec![BoutonStep::GameOver { rules, outcome }.into()],
        });
    }
    match rules {
        Rules::Normal => normal::walkthrough(heaps, heap),
        Rules::Misere => misere::walkthrough(heaps, heap),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_empty_position_is_over_under_both_rules() {
        let normal = nim_walkthrough(&[0, 0], Rules::Normal, None).unwrap();
        assert_eq!(normal.outcome, Outcome::P);
        assert_eq!(normal.steps.len(), 1);
        let misere = nim_walkthrough(&[0, 0], Rules::Misere, None).unwrap();
        assert_eq!(misere.outcome, Outcome::N);
        assert!(nim_walkthrough(&[0, 0], Rules::Misere, Some(1)).is_err());
    }
}
