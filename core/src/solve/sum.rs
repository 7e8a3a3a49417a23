//! `explain` for games beyond Nim: a position's games put together (one
//! game for all heaps, a game per heap, or one game played on the whole
//! position), the walkthrough asked of the game's own folder, and the
//! trace that holds it with the game's name and the heaps.
//!
//! Each game records its own steps (`games::heap::solve`, the lesson of
//! Sprague and Grundy; `games::staircase`, Nim on the odd steps;
//! `games::moore`; `games::wythoff`); this module only chooses among them.

use crate::game::{Outcome, Rules};
use crate::games::error::{GameError, SetupError};
use crate::games::heap::grundy::GameMove;
use crate::games::moore::Moore;
use crate::games::moore::MooreMove;
use crate::games::spec::{GameSpec, Kind};
use crate::games::staircase::StairMove;
use crate::games::worth::Worth;
use crate::games::wythoff::WythoffMove;
use crate::games::{heap, moore, staircase, wythoff, Game};
use serde::Serialize;

/// The one game played on the whole position (staircase or Moore's Nim)
/// when that is what `games` is, `None` for games played heap by heap;
/// refused when such a game is mixed with others.
pub fn whole_game(games: &[GameSpec]) -> Result<Option<&GameSpec>, SetupError> {
    match games.iter().find(|g| !g.is_heap_game()) {
        Some(game) if games.len() > 1 => Err(SetupError::NotASum(game.clone())),
        found => Ok(found),
    }
}

/// The games of a position as JSON shows them: one spec for all heaps, or
/// one per heap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Games {
    /// The same game on every heap.
    One(GameSpec),
    /// A game per heap, in heap order.
    PerHeap(Vec<GameSpec>),
}

/// The steps of a game walkthrough, each game's of its own kind; JSON
/// writes them as one list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum GameSteps {
    /// A sum of heap games: values, Bouton's steps on them, the way back.
    Heap(Vec<heap::steps::Step>),
    /// Staircase Nim: Bouton's steps on the odd steps.
    Staircase(Vec<staircase::steps::Step>),
    /// Moore's Nimₖ: its columns counted mod k + 1.
    Moore(Vec<moore::steps::Step>),
    /// Wythoff's game: its table of pairs.
    Wythoff(Vec<wythoff::solve::Step>),
}

/// The whole walkthrough of a position in a game other than Nim.
///
/// Its winning moves are held once, in the step that lists them
/// ([`GameTrace::winning_moves`]); JSON writes them at the top too.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameTrace {
    /// The game, or the game of each heap.
    pub game: Games,
    /// The heap sizes (coins per step for staircase Nim).
    pub heaps: Vec<u64>,
    /// Always normal play: whoever makes the last move wins.
    pub rules: Rules,
    /// What decides the position, under the game's own name for it
    /// (Grundy values and their nim-sum, the odd steps' nim-sum, Moore's
    /// column remainders).
    pub worth: Worth,
    /// P or N for the player to move.
    pub outcome: Outcome,
    /// The steps of the proof.
    pub steps: GameSteps,
}

impl GameTrace {
    /// Every winning move, unless some heap is too large to try every
    /// move and has more than [`heap::reach::LISTED`]: then the first of
    /// them. None from a P-position.
    pub fn winning_moves(&self) -> WinningMoves<'_> {
        match &self.steps {
            GameSteps::Heap(steps) => WinningMoves::Heap(listed(steps, |step| match step {
                heap::steps::Step::AllWinningMoves { moves, .. } => Some(moves),
                _ => None,
            })),
            GameSteps::Staircase(steps) => WinningMoves::Stair(listed(steps, |step| match step {
                staircase::steps::Step::WinningMoves { moves } => Some(moves),
                _ => None,
            })),
            GameSteps::Moore(steps) => WinningMoves::Moore(listed(steps, |step| match step {
                moore::steps::Step::WinningMoves { moves, .. } => Some(moves),
                _ => None,
            })),
            GameSteps::Wythoff(steps) => WinningMoves::Wythoff(listed(steps, |step| match step {
                wythoff::solve::Step::WinningMoves { moves } => Some(moves),
                _ => None,
            })),
        }
    }

    /// How many winning moves the list leaves out (0: it has them all).
    fn winning_moves_not_listed(&self) -> u128 {
        match &self.steps {
            GameSteps::Heap(steps) => steps
                .iter()
                .find_map(|step| match step {
                    heap::steps::Step::AllWinningMoves { not_listed, .. } => Some(*not_listed),
                    _ => None,
                })
                .unwrap_or(0),
            _ => 0,
        }
    }
}

/// The moves of the step that lists a walkthrough's winning moves (none
/// from a P-position, which has no such step).
fn listed<S, M>(steps: &[S], list: impl Fn(&S) -> Option<&Vec<M>>) -> &[M] {
    steps.iter().find_map(list).map_or(&[], Vec::as_slice)
}

/// A walkthrough's winning moves, each game's of its own kind; JSON
/// writes them as one list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum WinningMoves<'a> {
    /// Moves in one heap.
    Heap(&'a [GameMove]),
    /// Coins down the staircase.
    Stair(&'a [StairMove]),
    /// Stones from up to k heaps at once.
    Moore(&'a [MooreMove]),
    /// Wythoff's moves.
    Wythoff(&'a [WythoffMove]),
}

/// [`GameTrace`] as the JSON contract writes it.
#[derive(Serialize)]
struct GameTraceJson<'a> {
    game: &'a Games,
    heaps: &'a [u64],
    rules: Rules,
    #[serde(flatten)]
    worth: &'a Worth,
    outcome: Outcome,
    winning_moves: WinningMoves<'a>,
    #[serde(skip_serializing_if = "is_zero")]
    winning_moves_not_listed: u128,
    steps: &'a GameSteps,
}

impl Serialize for GameTrace {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        GameTraceJson {
            game: &self.game,
            heaps: &self.heaps,
            rules: self.rules,
            worth: &self.worth,
            outcome: self.outcome,
            winning_moves: self.winning_moves(),
            winning_moves_not_listed: self.winning_moves_not_listed(),
            steps: &self.steps,
        }
        .serialize(serializer)
    }
}

/// The walkthrough of `heaps` under `games` (one for all, or one per heap),
/// changing heap `asked` (1-based) when given.
pub fn explain(
    heaps: &[u64],
    games: &[GameSpec],
    asked: Option<usize>,
) -> Result<GameTrace, GameError> {
    let (worth, outcome, steps) = match whole_game(games)? {
        Some(GameSpec::Moore(k)) => {
            let (steps, _) = moore::steps::steps(heaps, *k);
            let outcome = Moore { k: *k }.outcome(&heaps.to_vec());
            (moore::worth(heaps, *k), outcome, GameSteps::Moore(steps))
        }
        Some(GameSpec::Wythoff) => {
            let heaps = wythoff::two_heaps(heaps).map_err(SetupError::from)?;
            let outcome = wythoff::solve::outcome(heaps);
            (
                Worth::Pairs,
                outcome,
                GameSteps::Wythoff(wythoff::solve::steps(heaps)),
            )
        }
        Some(game) if game.kind() == Kind::Staircase => {
            let walk = staircase::steps::walkthrough(heaps, asked)?;
            (walk.worth, walk.outcome, GameSteps::Staircase(walk.steps))
        }
        Some(game) => return Err(GameError::Setup(SetupError::NotASum(game.clone()))),
        None => {
            let walk = heap::solve::walkthrough(heaps, games, asked)?;
            (walk.worth, walk.outcome, GameSteps::Heap(walk.steps))
        }
    };
    Ok(GameTrace {
        game: match games {
            [one] => Games::One(one.clone()),
            _ => Games::PerHeap(games.to_vec()),
        },
        heaps: heaps.to_vec(),
        rules: Rules::Normal,
        worth,
        outcome,
        steps,
    })
}

/// Whether a count is 0 (serde leaves such counts out).
fn is_zero(n: &u128) -> bool {
    *n == 0
}
