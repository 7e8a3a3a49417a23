//! `explain` for every game: the one trace type, [`Trace`], and the one
//! function that makes it, [`explain`], which asks the game's own folder
//! for its steps.
//!
//! Exists so that a walkthrough is one thing whatever the game: the
//! command line, the lessons and the browser edition solve, show and write
//! JSON through the same path. Each game records its own steps (Bouton's,
//! under either rules, by `games::nim` and `games::misere`; a sum of heap
//! games by `games::heap::solve`, the lesson of Sprague and Grundy;
//! `games::staircase`, Nim on the odd steps; `games::moore`;
//! `games::wythoff`); this module chooses among them and puts a position's
//! games together (one game for all heaps, a game per heap, or one game
//! played on the whole position).

use crate::game::position::Position;
use crate::game::{Move, Outcome, Rules};
use crate::games::error::{GameError, SetupError};
use crate::games::heap::grundy::GameMove;
use crate::games::moore::Moore;
use crate::games::moore::MooreMove;
use crate::games::nim::error::SolveError;
use crate::games::spec::{GameSpec, Kind};
use crate::games::staircase::StairMove;
use crate::games::worth::Worth;
use crate::games::wythoff::WythoffMove;
use crate::games::{heap, moore, staircase, wythoff, Game, Walkthrough};
use crate::solve::{nim_walkthrough, winning_moves};
use crate::trace::{Step, StepKind};
use serde::{Serialize, Serializer};

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

/// The steps of a walkthrough, each game's of its own kind; JSON writes
/// them as one list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Steps {
    /// Nim, under either rules: Bouton's steps, and every winning move
    /// (held apart from the steps, since `--steps` may leave out the step
    /// that lists them).
    Nim {
        /// Every winning move, ordered by heap then by what it leaves.
        winning_moves: Vec<Move>,
        /// The steps of the proof, in order.
        steps: Vec<Step>,
    },
    /// A sum of heap games: values, Bouton's steps on them, the way back.
    Heap(Vec<heap::steps::Step>),
    /// Staircase Nim: Bouton's steps on the odd steps.
    Staircase(Vec<staircase::steps::Step>),
    /// Moore's Nimₖ: its columns counted mod k + 1.
    Moore(Vec<moore::steps::Step>),
    /// Wythoff's game: its table of pairs.
    Wythoff(Vec<wythoff::solve::Step>),
}

impl Serialize for Steps {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Steps::Nim { steps, .. } => steps.serialize(serializer),
            Steps::Heap(steps) => steps.serialize(serializer),
            Steps::Staircase(steps) => steps.serialize(serializer),
            Steps::Moore(steps) => steps.serialize(serializer),
            Steps::Wythoff(steps) => steps.serialize(serializer),
        }
    }
}

/// The whole walkthrough of one position, in any game.
///
/// Exists so that the terminal, Markdown, HTML and JSON outputs are all
/// read off the same data and can never disagree. Its winning moves are
/// held once ([`Trace::winning_moves`]): beyond Nim, in the step that
/// lists them; JSON writes them at the top too.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trace {
    /// The game, or the game of each heap (Nim for Nim's own walkthrough
    /// under either rules, whose JSON names no game).
    pub game: Games,
    /// The heap sizes (coins per step for staircase Nim).
    pub heaps: Vec<u64>,
    /// The rules assumed: normal play beyond Nim (whoever makes the last
    /// move wins).
    pub rules: Rules,
    /// What decides the position, under the game's own name for it (Nim's
    /// nim-sum, Grundy values and their nim-sum, the odd steps' nim-sum,
    /// Moore's column remainders).
    pub worth: Worth,
    /// P or N for the player to move, under these rules.
    pub outcome: Outcome,
    /// The steps of the proof.
    pub steps: Steps,
}

impl Trace {
    /// Nim's walkthrough of `heaps` under `rules`, as its folders record
    /// it, with every winning move, which Nim holds apart from its steps.
    pub(crate) fn nim(
        heaps: &[u64],
        rules: Rules,
        walk: Walkthrough<Step>,
        winning_moves: Vec<Move>,
    ) -> Trace {
        Trace {
            game: Games::One(GameSpec::Nim),
            heaps: heaps.to_vec(),
            rules,
            worth: walk.worth,
            outcome: walk.outcome,
            steps: Steps::Nim {
                winning_moves,
                steps: walk.steps,
            },
        }
    }

    /// Keeps only the steps of the given kinds (`--steps`), in the
    /// walkthrough's order: the one place a partial walkthrough is cut.
    /// Refused, in the one line that says why, when the walkthrough has
    /// none of them, or is not Nim's (whose steps alone have kinds).
    pub fn keep_steps(&mut self, kinds: &[StepKind]) -> Result<(), String> {
        let Steps::Nim { steps, .. } = &mut self.steps else {
            return Err("--steps picks steps of a Nim walkthrough; with --game the walkthrough is shown whole (leave out --steps)".to_string());
        };
        let all: Vec<StepKind> = steps.iter().map(Step::kind).collect();
        steps.retain(|step| kinds.contains(&step.kind()));
        if !steps.is_empty() {
            return Ok(());
        }
        let names =
            |kinds: &[StepKind]| kinds.iter().map(|k| k.name()).collect::<Vec<_>>().join(",");
        Err(format!(
            "--steps {}: this walkthrough has none of these steps; its steps are {}",
            names(kinds),
            names(&all)
        ))
    }

    /// Every winning move, unless some heap is too large to try every
    /// move and has more than [`heap::reach::LISTED`]: then the first of
    /// them. None from a P-position.
    pub fn winning_moves(&self) -> WinningMoves<'_> {
        match &self.steps {
            Steps::Nim { winning_moves, .. } => WinningMoves::Nim(winning_moves),
            Steps::Heap(steps) => WinningMoves::Heap(listed(steps, |step| match step {
                heap::steps::Step::AllWinningMoves { moves, .. } => Some(moves),
                _ => None,
            })),
            Steps::Staircase(steps) => WinningMoves::Stair(listed(steps, |step| match step {
                staircase::steps::Step::WinningMoves { moves } => Some(moves),
                _ => None,
            })),
            Steps::Moore(steps) => WinningMoves::Moore(listed(steps, |step| match step {
                moore::steps::Step::WinningMoves { moves, .. } => Some(moves),
                _ => None,
            })),
            Steps::Wythoff(steps) => WinningMoves::Wythoff(listed(steps, |step| match step {
                wythoff::solve::Step::WinningMoves { moves } => Some(moves),
                _ => None,
            })),
        }
    }

    /// How many winning moves the list leaves out (0: it has them all).
    fn winning_moves_not_listed(&self) -> u128 {
        match &self.steps {
            Steps::Heap(steps) => steps
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
    /// Nim's moves.
    Nim(&'a [Move]),
    /// Moves in one heap.
    Heap(&'a [GameMove]),
    /// Coins down the staircase.
    Stair(&'a [StairMove]),
    /// Stones from up to k heaps at once.
    Moore(&'a [MooreMove]),
    /// Wythoff's moves.
    Wythoff(&'a [WythoffMove]),
}

/// [`Trace`] as the JSON contract writes it.
#[derive(Serialize)]
struct TraceJson<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<&'a Games>,
    heaps: &'a [u64],
    rules: Rules,
    #[serde(flatten)]
    worth: &'a Worth,
    outcome: Outcome,
    winning_moves: WinningMoves<'a>,
    #[serde(skip_serializing_if = "is_zero")]
    winning_moves_not_listed: u128,
    steps: &'a Steps,
}

impl Serialize for Trace {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        TraceJson {
            game: match self.steps {
                Steps::Nim { .. } => None,
                _ => Some(&self.game),
            },
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

/// Nim's walkthrough of `position` under `rules`, changing heap `asked`
/// (1-based) when given, refused in Nim's own terms, which name the flag
/// that asked.
pub fn explain_nim(
    position: &Position,
    rules: Rules,
    asked: Option<usize>,
) -> Result<Trace, SolveError> {
    let heaps = position.heaps();
    let walk = nim_walkthrough(heaps, rules, asked)?;
    Ok(Trace::nim(heaps, rules, walk, winning_moves(heaps, rules)))
}

/// What a walkthrough is asked of: Nim under its rules, or games beyond
/// Nim, which are analysed in normal play (a caller refuses misère play
/// with them in its own words, naming its own flag).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Play<'a> {
    /// Nim, under these rules.
    Nim(Rules),
    /// The games of the heaps: one for all, or one per heap.
    Games(&'a [GameSpec]),
}

/// The walkthrough of `position` in `play`, changing heap `asked`
/// (1-based) when given.
pub fn explain(
    position: &Position,
    play: Play<'_>,
    asked: Option<usize>,
) -> Result<Trace, GameError> {
    let heaps = position.heaps();
    let games = match play {
        Play::Nim(rules) => {
            return explain_nim(position, rules, asked).map_err(GameError::Bouton);
        }
        Play::Games(games) => games,
    };
    let whole = whole_game(games)?;
    if let (Some(game @ (GameSpec::Moore(_) | GameSpec::Wythoff)), Some(heap)) = (whole, asked) {
        return Err(GameError::NoHeapToChoose {
            game: game.clone(),
            heap,
        });
    }
    let (worth, outcome, steps) = match whole {
        Some(GameSpec::Moore(k)) => {
            let (steps, _) = moore::steps::steps(heaps, *k);
            let outcome = Moore { k: *k }.outcome(&heaps.to_vec());
            (moore::worth(heaps, *k), outcome, Steps::Moore(steps))
        }
        Some(GameSpec::Wythoff) => {
            let heaps = wythoff::two_heaps(heaps).map_err(SetupError::from)?;
            let outcome = wythoff::solve::outcome(heaps);
            (
                Worth::Pairs,
                outcome,
                Steps::Wythoff(wythoff::solve::steps(heaps)),
            )
        }
        Some(game) if game.kind() == Kind::Staircase => {
            let walk = staircase::steps::walkthrough(heaps, asked)?;
            (walk.worth, walk.outcome, Steps::Staircase(walk.steps))
        }
        Some(game) => return Err(GameError::Setup(SetupError::NotASum(game.clone()))),
        None => {
            let walk = heap::solve::walkthrough(heaps, games, asked)?;
            (walk.worth, walk.outcome, Steps::Heap(walk.steps))
        }
    };
    Ok(Trace {
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
