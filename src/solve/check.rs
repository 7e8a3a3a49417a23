//! Judging a proposed move: does it leave the opponent a P-position, and
//! if not, which moves would have?

use crate::game::binary::nim_sum;
use crate::game::{apply, Move, Outcome, Rules};
use crate::solve;
use serde::Serialize;

/// The JSON contract of `check`: the move, whether it wins, the position it
/// leaves, and the winning moves it missed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    /// The heaps before the move.
    pub heaps: Vec<u64>,
    /// The rules assumed.
    pub rules: Rules,
    /// Whether the move can be made at all.
    pub legal: bool,
    /// Why not, when it cannot.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The move, when legal.
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    pub chosen: Option<Move>,
    /// Whether it leaves the opponent a P-position.
    pub wins: bool,
    /// The heaps after the move (the heaps as given when illegal).
    pub after: Vec<u64>,
    /// The nim-sum after the move.
    pub nim_sum_after: u64,
    /// P or N for the opponent, who moves next.
    pub outcome_after: Outcome,
    /// The winning moves from the position before, when this move is not
    /// one of them (empty when it wins or when none exists).
    pub better: Vec<Move>,
}

/// The verdict on a legal move.
pub fn judge(heaps: &[u64], rules: Rules, chosen: Move) -> Report {
    let after = apply(heaps, &chosen);
    let outcome_after = solve::outcome(&after, rules);
    let wins = outcome_after == Outcome::P;
    Report {
        heaps: heaps.to_vec(),
        rules,
        legal: true,
        reason: None,
        chosen: Some(chosen),
        wins,
        nim_sum_after: nim_sum(&after),
        after,
        outcome_after,
        better: if wins {
            Vec::new()
        } else {
            solve::winning_moves(heaps, rules)
        },
    }
}

/// The report on a move that cannot be made: nothing changes, and
/// `reason` says why.
pub fn illegal(heaps: &[u64], rules: Rules, reason: String) -> Report {
    Report {
        heaps: heaps.to_vec(),
        rules,
        legal: false,
        reason: Some(reason),
        chosen: None,
        wins: false,
        after: heaps.to_vec(),
        nim_sum_after: nim_sum(heaps),
        outcome_after: solve::outcome(heaps, rules),
        better: Vec::new(),
    }
}
