//! Judging a proposed move: does it leave the opponent a P-position, and
//! if not, which moves would have?

use crate::game::binary::nim_sum;
use crate::game::{apply, Move, Outcome, Rules};
use crate::solve;
use crate::trace::Step;
use serde::Serialize;

/// The JSON contract of `check`: the move, whether it wins, the position it
/// leaves, and the winning moves it missed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Judgement {
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
    /// P or N for the player about to move, before the move.
    #[serde(skip)]
    pub outcome_before: Outcome,
    /// Every winning move from the position before (the move judged among
    /// them when it wins).
    #[serde(skip)]
    pub winning: Vec<Move>,
    /// Under normal play, when some move wins: the walkthrough's step that
    /// lists every winning move with its reason.
    #[serde(skip)]
    pub winning_step: Option<Step>,
}

/// The verdict on a legal move.
pub fn judge(heaps: &[u64], rules: Rules, chosen: Move) -> Judgement {
    let after = apply(heaps, &chosen);
    let outcome_after = solve::outcome(&after, rules);
    let wins = outcome_after == Outcome::P;
    let winning = solve::winning_moves(heaps, rules);
    Judgement {
        heaps: heaps.to_vec(),
        rules,
        legal: true,
        reason: None,
        chosen: Some(chosen),
        wins,
        nim_sum_after: nim_sum(&after),
        after,
        outcome_after,
        better: if wins { Vec::new() } else { winning.clone() },
        outcome_before: solve::outcome(heaps, rules),
        winning_step: winning_step(heaps, rules),
        winning,
    }
}

/// The report on a move that cannot be made: nothing changes, and
/// `reason` says why.
pub fn illegal(heaps: &[u64], rules: Rules, reason: String) -> Judgement {
    Judgement {
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
        outcome_before: solve::outcome(heaps, rules),
        winning: Vec::new(),
        winning_step: None,
    }
}

/// Under normal play, the step of the walkthrough that lists every winning
/// move with its reason; `None` under misère play or from a P-position.
fn winning_step(heaps: &[u64], rules: Rules) -> Option<Step> {
    if rules != Rules::Normal || nim_sum(heaps) == 0 {
        return None;
    }
    solve::normal::winning_steps(heaps, None)
        .ok()?
        .into_iter()
        .find(|s| matches!(s, Step::AllWinningMoves { .. }))
}
