//! Judging a proposed move in any game — Nim under either rules, or a
//! game beyond Nim: does it leave the opponent a P-position, and if not,
//! which moves would have? One record, [`Judgement`], and one function,
//! [`judge`], for every game, so `check`, `check --game`, play's coach and
//! the browser edition's stones judge alike.

use crate::game::binary::nim_sum;
use crate::game::{apply, Move, MoveError, Outcome, Rules};
use crate::games::any_move::AnyMove;
use crate::games::played::PlayError;
use crate::games::spec::GameSpec;
use crate::games::worth::{After, Worth};
use crate::solve;
use crate::solve::game_play::{self, Better, GamePosition};
use crate::trace::{BoutonStep, Situation};
use serde::{Serialize, Serializer};

/// A legal move with the position it is made from, in its game: what
/// [`judge`] judges.
#[derive(Debug, Clone)]
pub enum Proposal<'a> {
    /// A move of Nim, under either rules.
    Nim {
        /// The heaps before the move.
        heaps: &'a [u64],
        /// The rules assumed.
        rules: Rules,
        /// The move.
        chosen: Move,
    },
    /// A move of a game beyond Nim. The position is taken, not borrowed:
    /// the verdict keeps its heaps and games, so a million heaps are not
    /// copied.
    Game {
        /// The position before the move.
        position: GamePosition,
        /// The move.
        chosen: AnyMove,
    },
}

/// The verdict on one move, in any game: the JSON contract of `check`
/// (see [`Judgement`]'s `Serialize`, which writes Nim's keys and each
/// other game's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judgement {
    /// The heaps before the move (coins per step for staircase Nim).
    pub heaps: Vec<u64>,
    /// Whether it leaves the opponent a P-position.
    pub wins: bool,
    /// The heaps after the move (a split heap becomes two, in its place;
    /// the heaps as given when a Nim move cannot be made).
    pub after: Vec<u64>,
    /// What decides the position after the move, under the game's own
    /// name for it (Nim's `nim_sum_after`, `grundy_values_after`, …).
    pub worth_after: After,
    /// P or N for the opponent, who moves next.
    pub outcome_after: Outcome,
    /// What only Nim's verdict or only another game's says.
    pub game: Judged,
}

impl Judgement {
    /// What the verdict says of a move of Nim beyond every game's, when
    /// the move is Nim's (play's coach and Nim's own document read it).
    pub fn nim(&self) -> Option<&NimJudged> {
        match &self.game {
            Judged::Nim(nim) => Some(nim),
            Judged::Game(_) => None,
        }
    }
}

/// The part of a verdict that is a game's own: Nim's columns and misère
/// situations, or the games and Grundy values of the games beyond Nim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Judged {
    /// Nim, under either rules.
    Nim(NimJudged),
    /// A game beyond Nim.
    Game(GameJudged),
}

/// What a verdict on a move of Nim says beyond every game's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NimJudged {
    /// The rules assumed.
    pub rules: Rules,
    /// Why the move cannot be made, when it cannot (JSON `legal` is
    /// false, and `reason` its sentence).
    pub reason: Option<MoveError>,
    /// The move, when legal.
    pub chosen: Option<Move>,
    /// The columns the move leaves with an odd number of 1s, as powers `d`
    /// of `2^d`, highest first: the 1s of the nim-sum after it.
    pub odd_columns_after: Vec<u32>,
    /// Under misère play, the situation before the move (how many heaps
    /// hold two or more stones): it says whether the nim-sum decides.
    pub situation_before: Option<Situation>,
    /// Under misère play, the situation after the move.
    pub situation_after: Option<Situation>,
    /// Whether a losing move is a winning move of normal play: the misère
    /// mistake of playing the normal-play endgame.
    pub normal_play_move: bool,
    /// The winning moves from the position before, when this move is not
    /// one of them (empty when it wins or when none exists).
    pub better: Vec<Move>,
    /// P or N for the player about to move, before the move.
    pub outcome_before: Outcome,
    /// Every winning move from the position before (the move judged among
    /// them when it wins).
    pub winning: Vec<Move>,
    /// When the nim-sum picks the winning moves: the walkthrough's step
    /// that lists every winning move with its reason.
    pub winning_step: Option<BoutonStep>,
}

/// What a verdict on a move of a game beyond Nim says beyond every
/// game's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameJudged {
    /// The game of each heap.
    pub games: Vec<GameSpec>,
    /// What decides the position before the move (`nim_sum` and
    /// `grundy_values`, …), so the verdict can say why no move wins.
    pub worth: Worth,
    /// The move.
    pub chosen: AnyMove,
    /// The winning moves from the position before, when this one is not
    /// among them (the first [`LISTED`] of a heap too large to try every
    /// move).
    ///
    /// [`LISTED`]: crate::games::heap::reach::LISTED
    pub better: Better,
    /// How many winning moves are not in `better` (0: it has them all),
    /// counted as listed (one for a move and its mirror image).
    pub better_not_listed: u128,
    /// How many winning moves there were as a player counts them (on a
    /// row of pins a move and its mirror image are two), when some are not
    /// listed (else 0).
    pub better_in_play: u128,
}

/// The verdict on a legal move, in whichever game it is played. Nim's
/// verdict never fails; another game's fails as its position's theory
/// can (too many moves to list).
///
/// ```
/// use nimstep_core::game::{Move, Outcome, Rules};
/// use nimstep_core::solve::check::{judge, Proposal};
/// use nimstep_core::solve::game_play::GamePosition;
/// use nimstep_core::games::heap_move::Spelling;
/// use nimstep_core::solve::proposed::game_move;
///
/// // Nim: taking 9 from 13 in 13 12 8 leaves nim-sum 0.
/// let heaps = [13, 12, 8];
/// let chosen = Move::legal(&heaps, 1, 9).unwrap();
/// let nim = judge(Proposal::Nim { heaps: &heaps, rules: Rules::Normal, chosen }).unwrap();
/// assert!(nim.wins);
///
/// // Kayles: knocking one pin off the end of 5 leaves 4 6, worth 1 ⊕ 3.
/// let position = GamePosition::new(&["kayles".parse().unwrap()], &[5, 6]).unwrap();
/// let chosen = game_move(&position, &[(1, 1)], None, Spelling::Flags).unwrap().unwrap();
/// let kayles = judge(Proposal::Game { position, chosen }).unwrap();
/// assert_eq!((kayles.after, kayles.outcome_after), (vec![4, 6], Outcome::N));
/// ```
pub fn judge(proposal: Proposal<'_>) -> Result<Judgement, PlayError> {
    match proposal {
        Proposal::Nim {
            heaps,
            rules,
            chosen,
        } => Ok(judge_nim(heaps, rules, chosen)),
        Proposal::Game { position, chosen } => judge_game(position, chosen),
    }
}

/// [`judge`] on a move of a game beyond Nim: the position after it by the
/// theory ([`game_play::row`]), and, when it does not win, the winning
/// moves instead ([`game_play::better`]).
fn judge_game(position: GamePosition, chosen: AnyMove) -> Result<Judgement, PlayError> {
    let row = game_play::row(&position, chosen)?;
    let wins = row.outcome_after == Outcome::P;
    let better = match wins {
        true => Better::Listed(Vec::new()),
        false => game_play::better(&position)?,
    };
    let (better_not_listed, better_in_play) = match &better {
        Better::Searched(searched) if searched.total > searched.listed => {
            (searched.total - searched.listed, searched.in_play)
        }
        _ => (0, 0),
    };
    let worth = position.worth()?;
    let (heaps, games) = position.into_parts();
    Ok(Judgement {
        heaps,
        wins,
        after: row.after,
        worth_after: row.worth_after,
        outcome_after: row.outcome_after,
        game: Judged::Game(GameJudged {
            games,
            worth,
            chosen: row.chosen,
            better,
            better_not_listed,
            better_in_play,
        }),
    })
}

/// The Nim move the `named` (heap, amount) pairs make from `heaps`: one
/// pair, legal there.
pub fn nim_move(heaps: &[u64], named: &[(usize, u64)]) -> Result<Move, MoveError> {
    match named {
        [(heap, take)] => Move::legal(heaps, *heap, *take),
        _ => Err(MoveError::SeveralHeaps { named: named.len() }),
    }
}

/// The Nim move of the `named` pairs from `heaps`, ready to be judged, or
/// the one line saying why it is not a move, led by `shown`, how the move
/// was asked for (`--from 1 --take 4`): the command line's and the
/// browser edition's words alike.
pub fn nim_proposal<'a>(
    heaps: &'a [u64],
    rules: Rules,
    named: &[(usize, u64)],
    shown: &str,
) -> Result<Proposal<'a>, String> {
    let chosen =
        nim_move(heaps, named).map_err(|reason| format!("{shown}: illegal move: {reason}"))?;
    Ok(Proposal::Nim {
        heaps,
        rules,
        chosen,
    })
}

/// [`judge`] on a move of Nim.
fn judge_nim(heaps: &[u64], rules: Rules, chosen: Move) -> Judgement {
    let after = apply(heaps, &chosen);
    let outcome_after = solve::outcome(&after, rules);
    let wins = outcome_after == Outcome::P;
    let winning = solve::winning_moves(heaps, rules);
    let outcome_before = solve::outcome(heaps, rules);
    Judgement {
        heaps: heaps.to_vec(),
        wins,
        worth_after: After(Worth::NimSum {
            nim_sum: nim_sum(&after),
        }),
        outcome_after,
        game: Judged::Nim(NimJudged {
            rules,
            reason: None,
            chosen: Some(chosen),
            odd_columns_after: odd_columns(&after),
            situation_before: misere_situation(heaps, rules),
            situation_after: misere_situation(&after, rules),
            normal_play_move: !wins
                && rules == Rules::Misere
                && outcome_before == Outcome::N
                && solve::winning_moves(heaps, Rules::Normal).contains(&chosen),
            better: if wins { Vec::new() } else { winning.clone() },
            outcome_before,
            winning_step: winning_step(heaps, rules),
            winning,
        }),
        after,
    }
}

/// The report on a Nim move that cannot be made: nothing changes, and
/// `reason` says why.
pub fn illegal(heaps: &[u64], rules: Rules, reason: MoveError) -> Judgement {
    let outcome = solve::outcome(heaps, rules);
    let situation = misere_situation(heaps, rules);
    Judgement {
        heaps: heaps.to_vec(),
        wins: false,
        after: heaps.to_vec(),
        worth_after: After(Worth::NimSum {
            nim_sum: nim_sum(heaps),
        }),
        outcome_after: outcome,
        game: Judged::Nim(NimJudged {
            rules,
            reason: Some(reason),
            chosen: None,
            odd_columns_after: odd_columns(heaps),
            situation_before: situation,
            situation_after: situation,
            normal_play_move: false,
            better: Vec::new(),
            outcome_before: outcome,
            winning: Vec::new(),
            winning_step: None,
        }),
    }
}

/// The JSON of a verdict: one object for every game, each key written
/// when the game has it — Nim's `rules`, `legal`, `reason`, its columns
/// and misère situations; another game's `games` and what decides its
/// positions under its own names (see `games::worth`).
#[derive(Serialize)]
struct Json<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    games: Option<&'a [GameSpec]>,
    heaps: &'a [u64],
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<Rules>,
    #[serde(skip_serializing_if = "Option::is_none")]
    legal: Option<bool>,
    /// The typed refusal, written as its sentence.
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
    #[serde(flatten)]
    worth: Option<&'a Worth>,
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    chosen: Option<JsonMove<'a>>,
    wins: bool,
    after: &'a [u64],
    #[serde(flatten)]
    worth_after: &'a After,
    outcome_after: Outcome,
    #[serde(skip_serializing_if = "Option::is_none")]
    odd_columns_after: Option<&'a [u32]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    situation_before: Option<Situation>,
    #[serde(skip_serializing_if = "Option::is_none")]
    situation_after: Option<Situation>,
    #[serde(skip_serializing_if = "Option::is_none")]
    normal_play_move: Option<bool>,
    better: JsonMoves<'a>,
    #[serde(skip_serializing_if = "is_zero")]
    better_not_listed: u128,
    #[serde(skip_serializing_if = "is_zero")]
    better_in_play: u128,
}

/// A move as JSON writes it, whichever game's it is.
#[derive(Serialize)]
#[serde(untagged)]
enum JsonMove<'a> {
    Nim(&'a Move),
    Game(&'a AnyMove),
}

/// The winning moves a verdict names, whichever game's they are.
#[derive(Serialize)]
#[serde(untagged)]
enum JsonMoves<'a> {
    Nim(&'a [Move]),
    Game(&'a Better),
}

/// Whether a count is 0 (the JSON leaves such counts out).
fn is_zero(n: &u128) -> bool {
    *n == 0
}

impl Serialize for Judgement {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut json = Json {
            games: None,
            heaps: &self.heaps,
            rules: None,
            legal: None,
            reason: None,
            worth: None,
            chosen: None,
            wins: self.wins,
            after: &self.after,
            worth_after: &self.worth_after,
            outcome_after: self.outcome_after,
            odd_columns_after: None,
            situation_before: None,
            situation_after: None,
            normal_play_move: None,
            better: JsonMoves::Nim(&[]),
            better_not_listed: 0,
            better_in_play: 0,
        };
        match &self.game {
            Judged::Nim(nim) => {
                json.rules = Some(nim.rules);
                json.legal = Some(nim.chosen.is_some());
                json.reason = nim.reason.map(|reason| reason.to_string());
                json.chosen = nim.chosen.as_ref().map(JsonMove::Nim);
                json.odd_columns_after = Some(&nim.odd_columns_after);
                json.situation_before = nim.situation_before;
                json.situation_after = nim.situation_after;
                json.normal_play_move = Some(nim.normal_play_move);
                json.better = JsonMoves::Nim(&nim.better);
            }
            Judged::Game(game) => {
                json.games = Some(&game.games);
                json.worth = Some(&game.worth);
                json.chosen = Some(JsonMove::Game(&game.chosen));
                json.better = JsonMoves::Game(&game.better);
                json.better_not_listed = game.better_not_listed;
                json.better_in_play = game.better_in_play;
            }
        }
        json.serialize(serializer)
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
