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

use crate::game::binary::nim_sum;
use crate::game::position::Position;
use crate::game::{Move, Outcome, Rules};
use crate::games::misere::solve as misere;
use crate::games::nim::error::SolveError;
use crate::games::nim::solve as normal;
use crate::trace::{NimTrace, Step};

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

/// Nim's walkthrough of `position` under `rules`, changing heap `heap`
/// (1-based) when given: its own record, which comparing the rules and
/// the quiz read; [`walkthrough::explain`] makes it the [`Trace`] of
/// `explain`.
///
/// [`Trace`]: walkthrough::Trace
pub fn explain(
    position: &Position,
    rules: Rules,
    heap: Option<usize>,
) -> Result<NimTrace, SolveError> {
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
fn game_over(
    position: &Position,
    rules: Rules,
    heap: Option<usize>,
) -> Result<NimTrace, SolveError> {
    if heap.is_some() {
        return Err(SolveError::EveryHeapEmpty);
    }
    let heaps = position.heaps().to_vec();
    let outcome = outcome(&heaps, rules);
    Ok(NimTrace {
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
