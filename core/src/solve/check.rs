//! Judging a proposed move: does it leave the opponent a P-position, and
//! if not, which moves would have?

use crate::game::binary::nim_sum;
use crate::game::{apply, Move, MoveError, Outcome, Rules};
use crate::solve;
use crate::trace::{BoutonStep, Situation};
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
    /// Why not, when it cannot: the typed refusal, written in JSON as its
    /// sentence.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "as_sentence"
    )]
    pub reason: Option<MoveError>,
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
    /// The columns the move leaves with an odd number of 1s, as powers `d`
    /// of `2^d`, highest first: the 1s of the nim-sum after it.
    pub odd_columns_after: Vec<u32>,
    /// Under misère play, the situation before the move (how many heaps
    /// hold two or more stones): it says whether the nim-sum decides.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub situation_before: Option<Situation>,
    /// Under misère play, the situation after the move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub situation_after: Option<Situation>,
    /// Whether a losing move is a winning move of normal play: the misère
    /// mistake of playing the normal-play endgame.
    pub normal_play_move: bool,
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
    /// When the nim-sum picks the winning moves: the walkthrough's step
    /// that lists every winning move with its reason.
    #[serde(skip)]
    pub winning_step: Option<BoutonStep>,
}

/// The Nim move the `named` (heap, amount) pairs make from `heaps`: one
/// pair, legal there.
pub fn nim_move(heaps: &[u64], named: &[(usize, u64)]) -> Result<Move, MoveError> {
    match named {
        [(heap, take)] => Move::legal(heaps, *heap, *take),
        _ => Err(MoveError::SeveralHeaps { named: named.len() }),
    }
}

/// The verdict on the Nim move of the `named` pairs from `heaps`, or the
/// one line saying why it is not a move, led by `shown`, how the move was
/// asked for (`--from 1 --take 4`): the command line's and the browser
/// edition's words alike.
pub fn check_nim(
    heaps: &[u64],
    rules: Rules,
    named: &[(usize, u64)],
    shown: &str,
) -> Result<Judgement, String> {
    let chosen =
        nim_move(heaps, named).map_err(|reason| format!("{shown}: illegal move: {reason}"))?;
    Ok(judge(heaps, rules, chosen))
}

/// The verdict on a legal move.
pub fn judge(heaps: &[u64], rules: Rules, chosen: Move) -> Judgement {
    let after = apply(heaps, &chosen);
    let outcome_after = solve::outcome(&after, rules);
    let wins = outcome_after == Outcome::P;
    let winning = solve::winning_moves(heaps, rules);
    let outcome_before = solve::outcome(heaps, rules);
    Judgement {
        heaps: heaps.to_vec(),
        rules,
        legal: true,
        reason: None,
        chosen: Some(chosen),
        wins,
        nim_sum_after: nim_sum(&after),
        odd_columns_after: odd_columns(&after),
        situation_before: misere_situation(heaps, rules),
        situation_after: misere_situation(&after, rules),
        normal_play_move: !wins
            && rules == Rules::Misere
            && outcome_before == Outcome::N
            && solve::winning_moves(heaps, Rules::Normal).contains(&chosen),
        after,
        outcome_after,
        better: if wins { Vec::new() } else { winning.clone() },
        outcome_before,
        winning_step: winning_step(heaps, rules),
        winning,
    }
}

/// Writes an illegal move's reason as the sentence its Display gives.
fn as_sentence<S: serde::Serializer>(
    reason: &Option<MoveError>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match reason {
        Some(reason) => serializer.collect_str(reason),
        None => serializer.serialize_none(),
    }
}

/// The report on a move that cannot be made: nothing changes, and
/// `reason` says why.
pub fn illegal(heaps: &[u64], rules: Rules, reason: MoveError) -> Judgement {
    let outcome = solve::outcome(heaps, rules);
    let situation = misere_situation(heaps, rules);
    Judgement {
        heaps: heaps.to_vec(),
        rules,
        legal: false,
        reason: Some(reason),
        chosen: None,
        wins: false,
        after: heaps.to_vec(),
        nim_sum_after: nim_sum(heaps),
        odd_columns_after: odd_columns(heaps),
        situation_before: situation,
        situation_after: situation,
        normal_play_move: false,
        outcome_after: outcome,
        better: Vec::new(),
        outcome_before: outcome,
        winning: Vec::new(),
        winning_step: None,
    }
}

/// The powers of the odd columns of `heaps`, highest first.
fn odd_columns(heaps: &[u64]) -> Vec<u32> {
    let s = nim_sum(heaps);
    (0..64).rev().filter(|&d| (s >> d) & 1 == 1).collect()
}

/// Which misère situation `heaps` is in; `None` under normal play.
fn misere_situation(heaps: &[u64], rules: Rules) -> Option<Situation> {
    (rules == Rules::Misere).then(|| crate::games::misere::solve::situation(heaps).0)
}

/// When the nim-sum picks the winning moves (normal play, or misère play
/// with two or more big heaps, where the moves are normal play's), the
/// step of the walkthrough that lists them with their reason; `None` in
/// the misère endgame or from a P-position.
fn winning_step(heaps: &[u64], rules: Rules) -> Option<BoutonStep> {
    let nim_sum_picks = match misere_situation(heaps, rules) {
        None | Some(Situation::SeveralHeapsAtLeastTwo) => true,
        Some(_) => false,
    };
    if !nim_sum_picks || nim_sum(heaps) == 0 {
        return None;
    }
    crate::games::nim::solve::winning_steps(heaps, None)
        .ok()?
        .into_iter()
        .find(|s| matches!(s, BoutonStep::AllWinningMoves { .. }))
}
