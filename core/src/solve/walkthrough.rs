//! `explain` for every game: the one trace type, [`Trace`], and the one
//! function that makes it, [`explain`], which asks the game for its
//! walkthrough.
//!
//! Exists so that a walkthrough is one thing whatever the game: the
//! command line, the lessons and the browser edition solve, show and write
//! JSON through the same path. Nim's steps, under either rules, are
//! recorded by `games::nim` and `games::misere` and held here as they
//! are (`--steps` cuts them by kind); every other game's walkthrough is
//! its `Played::walkthrough`, whose steps (a `games::walked::Walked`)
//! word and write themselves, so nothing here names a game beyond Nim.

use crate::game::position::Position;
use crate::game::{Move, Outcome, Rules};
use crate::games::error::GameError;
use crate::games::nim::error::SolveError;
use crate::games::registry;
use crate::games::spec::GameSpec;
use crate::games::walked::{Games, Walked};
use crate::games::worth::Worth;
use crate::games::Walkthrough;
use crate::solve::{nim_walkthrough, winning_moves};
use crate::trace::{Step, StepKind};
use serde::Serialize;
use std::any::Any;

/// The steps of a walkthrough: Nim's, or another game's, which word and
/// serialise themselves; JSON writes either as one list.
#[derive(Debug)]
pub(crate) enum Steps {
    /// Nim, under either rules: Bouton's steps, and every winning move
    /// (held apart from the steps, since `--steps` may leave out the step
    /// that lists them).
    Nim {
        /// Every winning move, ordered by heap then by what it leaves.
        winning_moves: Vec<Move>,
        /// The steps of the proof, in order.
        steps: Vec<Step>,
    },
    /// A game beyond Nim: its own steps.
    Game(Box<dyn Walked>),
}

impl Serialize for Steps {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Steps::Nim { steps, .. } => steps.serialize(serializer),
            Steps::Game(walk) => walk.serialize(serializer),
        }
    }
}

/// The whole walkthrough of one position, in any game.
///
/// Exists so that the terminal, Markdown, HTML and JSON outputs are all
/// read off the same data and can never disagree. Its winning moves are
/// held once: beyond Nim, in the step that lists them; JSON writes them
/// at the top too.
#[derive(Debug)]
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
    pub(crate) steps: Steps,
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

    /// The steps, when they are of type `S`: a game's own step type
    /// (`trace::Step` for Nim's, `games::heap::steps::Step` for a sum of
    /// heap games, …), so a test can read a game's steps as that game
    /// records them; `None` for another game's walkthrough.
    pub fn steps_of<S: 'static>(&self) -> Option<&[S]> {
        let steps: &dyn Any = match &self.steps {
            Steps::Nim { steps, .. } => steps,
            Steps::Game(walk) => walk.as_ref(),
        };
        steps.downcast_ref::<Vec<S>>().map(Vec::as_slice)
    }

    /// Nim's every winning move, when the walkthrough is Nim's (under
    /// either rules).
    pub fn nim_moves(&self) -> Option<&[Move]> {
        match &self.steps {
            Steps::Nim { winning_moves, .. } => Some(winning_moves),
            Steps::Game(_) => None,
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

    /// Every winning move as JSON writes them, unless some heap is too
    /// large to try every move and has more than
    /// `games::heap::reach::LISTED`: then the first of them. None from a
    /// P-position.
    fn winning_moves(&self) -> Box<dyn erased_serde::Serialize + '_> {
        match &self.steps {
            Steps::Nim { winning_moves, .. } => Box::new(winning_moves.as_slice()),
            Steps::Game(walk) => walk.winning_moves(),
        }
    }

    /// How many winning moves the list leaves out (0: it has them all).
    fn winning_moves_not_listed(&self) -> u128 {
        match &self.steps {
            Steps::Nim { .. } => 0,
            Steps::Game(walk) => walk.winning_moves_not_listed(),
        }
    }
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
    winning_moves: Box<dyn erased_serde::Serialize + 'a>,
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
    let walk = registry::game(games, heaps)?.walkthrough(heaps, asked)?;
    Ok(Trace {
        game: Games::of(games),
        heaps: heaps.to_vec(),
        rules: Rules::Normal,
        worth: walk.worth,
        outcome: walk.outcome,
        steps: Steps::Game(walk.steps),
    })
}

/// Whether a count is 0 (serde leaves such counts out).
fn is_zero(n: &u128) -> bool {
    *n == 0
}
