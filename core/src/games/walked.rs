//! A walkthrough beyond Nim as its game's folder hands it over: `Walked`,
//! what the presenter and the JSON ask of a game's steps, and `Walk`,
//! the steps with what decides the position and who wins.
//!
//! Exists so that no one above the folders matches on which game a
//! walkthrough is: each folder implements `Walked` for its list of
//! steps (in its `explain.rs`, beside the words of each step), and the
//! game's `Played::walkthrough` makes it. Nim's own walkthrough, whose
//! steps `--steps` cuts by kind and whose document is `present`'s, is not
//! one.

use super::spec::GameSpec;
use super::worth::Worth;
use super::Walkthrough;
use crate::doc::Section;
use crate::game::Outcome;
use serde::Serialize;
use std::any::Any;
use std::fmt::Debug;

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

impl Games {
    /// The games of a position as given: one for all heaps, or one per
    /// heap.
    pub(crate) fn of(games: &[GameSpec]) -> Games {
        match games {
            [one] => Games::One(one.clone()),
            _ => Games::PerHeap(games.to_vec()),
        }
    }

    /// The game played on heap `heap` (counting from 1).
    pub(crate) fn on_heap(&self, heap: usize) -> &GameSpec {
        match self {
            Games::One(game) => game,
            Games::PerHeap(games) => &games[heap - 1],
        }
    }
}

/// A game's walkthrough steps, asked for their words and their JSON by
/// whoever shows them, so the game's own folder answers.
///
/// Serialised (through `erased_serde`, since a trait object cannot be
/// `serde::Serialize` itself) as the list of steps JSON writes.
/// `heaps` is the position walked through (coins per step on a
/// staircase), `games` the game of each heap: a folder's steps need not
/// hold them again.
pub(crate) trait Walked: Any + Debug + erased_serde::Serialize {
    /// The steps' sections, in order, with the position drawn where a
    /// step argues from it.
    fn sections(&self, heaps: &[u64], games: &Games) -> Vec<Section>;

    /// The winning moves the walkthrough lists, as JSON writes them (none
    /// from a P-position).
    fn winning_moves(&self) -> Box<dyn erased_serde::Serialize + '_>;

    /// The same moves in words, in the same order.
    fn winning_move_words(&self, games: &Games) -> Vec<String>;

    /// How many winning moves the list leaves out (0: it has them all).
    fn winning_moves_not_listed(&self) -> u128 {
        0
    }

    /// Whether the position is a row of heaps that stones can picture: not
    /// a staircase's coins, nor heaps that one move may take from several
    /// of.
    fn drawn_as_stones(&self) -> bool {
        true
    }
}

erased_serde::serialize_trait_object!(Walked);

/// A walkthrough beyond Nim as a game's `Played::walkthrough` makes it.
#[derive(Debug)]
pub(crate) struct Walk {
    /// What decides the position.
    pub(crate) worth: Worth,
    /// P or N for the player to move.
    pub(crate) outcome: Outcome,
    /// The steps, which word themselves.
    pub(crate) steps: Box<dyn Walked>,
}

impl<S> From<Walkthrough<S>> for Walk
where
    Vec<S>: Walked,
{
    fn from(walk: Walkthrough<S>) -> Walk {
        Walk {
            worth: walk.worth,
            outcome: walk.outcome,
            steps: Box::new(walk.steps),
        }
    }
}

/// The moves of the step that lists a walkthrough's winning moves (none
/// from a P-position, which has no such step).
pub(crate) fn listed<S, M>(steps: &[S], list: impl Fn(&S) -> Option<&Vec<M>>) -> &[M] {
    steps.iter().find_map(list).map_or(&[], Vec::as_slice)
}
