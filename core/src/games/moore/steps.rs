//! The steps of a walkthrough of Moore's Nimₖ, as data: the columns
//! counted mod k + 1, then Moore's procedure and every winning move, or
//! why every move loses. [`super::explain`] words them.

use super::{
    moore_columns, moore_is_p, moore_move, moore_procedure, moore_winning_moves, MooreColumn,
    MooreDecision, MooreMove,
};
use crate::game::Outcome;
use serde::Serialize;

/// A step of a Moore walkthrough.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind")]
pub enum Step {
    /// Moore's Nimₖ: the binary columns with their 1s counted mod k + 1.
    #[serde(rename = "moore_columns")]
    Columns {
        /// k: the most heaps one move may change.
        k: u64,
        /// The heap sizes.
        heaps: Vec<u64>,
        /// The columns, highest power first.
        columns: Vec<MooreColumn>,
        /// P exactly when every remainder is 0.
        outcome: Outcome,
    },
    /// Moore's procedure, column by column from the highest, and the move
    /// it builds.
    #[serde(rename = "moore_procedure")]
    Procedure {
        /// The most heaps one move may change: counts go mod k + 1.
        k: u64,
        /// One decision per column.
        decisions: Vec<MooreDecision>,
        /// The move.
        chosen: MooreMove,
        /// The heaps after it: every column's count a multiple of k + 1.
        after: Vec<u64>,
    },
    /// Moore's Nimₖ: every winning move, when the position is small enough
    /// to try every move.
    #[serde(rename = "moore_winning_moves")]
    WinningMoves {
        /// The moves found.
        moves: Vec<MooreMove>,
        /// Whether every move was tried (false: only the procedure's move
        /// is listed).
        complete: bool,
    },
    /// Moore's Nimₖ from a P-position: every move leaves some column's
    /// count off a multiple of k + 1.
    #[serde(rename = "moore_every_move_loses")]
    EveryMoveLoses {
        /// The most heaps one move may change: counts go mod k + 1.
        k: u64,
        /// Whether any stone is left (if not, there is no move at all).
        stones_left: bool,
    },
}

/// The steps of the walkthrough of `heaps` in Moore's Nimₖ, and the
/// winning moves it lists (none from a P-position).
pub fn steps(heaps: &[u64], k: u64) -> (Vec<Step>, Vec<MooreMove>) {
    let columns = moore_columns(heaps, k);
    let p = moore_is_p(heaps, k);
    let outcome = if p { Outcome::P } else { Outcome::N };
    let mut steps = vec![Step::Columns {
        k,
        heaps: heaps.to_vec(),
        columns,
        outcome,
    }];
    let winning = if p {
        steps.push(Step::EveryMoveLoses {
            k,
            stones_left: heaps.iter().any(|&h| h > 0),
        });
        Vec::new()
    } else {
        let (decisions, after) = moore_procedure(heaps, k);
        let chosen = moore_move(heaps, &after);
        let all = moore_winning_moves(heaps, k);
        let complete = all.is_some();
        let moves = all.unwrap_or_else(|| vec![chosen.clone()]);
        steps.push(Step::Procedure {
            k,
            decisions,
            chosen,
            after,
        });
        steps.push(Step::WinningMoves {
            moves: moves.clone(),
            complete,
        });
        moves
    };
    (steps, winning)
}
