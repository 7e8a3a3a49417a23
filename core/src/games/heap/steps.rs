//! What a walkthrough of a sum of heap games records of each heap: its
//! Grundy value and the mex it comes from, and the period (or pattern) of
//! its game, as `games::heap::explain` words them and the JSON gives them.

use super::grundy::{MexTrace, Pattern, Period};
use crate::games::spec::GameSpec;
use serde::Serialize;

/// The most options the mex computations of one walkthrough record.
pub(crate) const MAX_OPTIONS_RECORDED: usize = 200_000;

/// One heap's Grundy value and how it was found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeapValue {
    /// The heap's number, from 1.
    pub heap: usize,
    /// Its size.
    pub size: u64,
    /// Its game.
    pub game: GameSpec,
    /// Its Grundy value.
    pub value: u64,
    /// The index into the trace list of that heap's mex computation (none
    /// once [`MAX_OPTIONS_RECORDED`] options have been recorded: thousands
    /// of large heaps of a splitting game would fill the memory; none for
    /// a heap too large to list its moves whose value a formula gives).
    pub trace: Option<usize>,
    /// For a heap too large to list its moves, read through the period:
    /// the heap below n₀ + p with the same value, whose mex is shown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub read_as: Option<u64>,
}

/// One mex computation, shared by every heap with the same game and size.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameMex {
    /// Whose moves the options are: in a sum of games, a heap of one
    /// size can have different values.
    pub game: GameSpec,
    /// The computation.
    pub mex: MexTrace,
}

/// A game's proved period, as the walkthrough cites it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GamePeriod {
    /// The game whose values repeat (one period per game of the sum).
    pub game: GameSpec,
    /// The period, when one is proved.
    pub period: Option<Period>,
    /// The formula every value follows, when one is proved (Lasker's Nim).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<Pattern>,
}
