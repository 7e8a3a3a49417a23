//! The steps of a walkthrough of a sum of heap games, as data: each
//! heap's Grundy value and the mex it comes from, the period (or pattern)
//! of its game, the sum turned into Nim, Bouton's steps on the values and
//! the way back to a legal move, as [`super::explain`] words them and the
//! JSON gives them.

use super::grundy::{GameMove, MexTrace, Period};
use crate::games::spec::GameSpec;
use crate::games::theory::Pattern;
use crate::trace::{BoutonOn, BoutonStep};
use serde::Serialize;

/// A step of a walkthrough of a sum of heap games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Step {
    /// The Grundy value of every heap, each a mex.
    GrundyValues {
        /// One entry per heap.
        heaps: HeapValues,
        /// The distinct mex computations.
        traces: Vec<GameMex>,
        /// The period of each game that appears.
        periods: Vec<GamePeriod>,
    },
    /// Each heap replaced by its Grundy value: the sum is Nim on these.
    SumsAreNim {
        /// The heap sizes.
        sizes: Vec<u64>,
        /// Their Grundy values, one per heap.
        values: Vec<u64>,
    },
    /// Bouton's steps on the values, from the normal-play solver.
    Bouton {
        /// What the numbers of these steps are: the Grundy values.
        on: BoutonOn,
        /// The Nim walkthrough's own steps, run on the values, so the
        /// words are Nim's.
        steps: Vec<BoutonStep>,
    },
    /// The target value turned back into a legal move of the real game.
    BackToTheGame {
        /// The heap's number, from 1.
        heap: usize,
        /// Its size.
        size: u64,
        /// Its value.
        value: u64,
        /// The value the move must leave: value ⊕ nim-sum.
        target: u64,
        /// The first legal move of that heap that leaves the target value.
        chosen: GameMove,
    },
    /// Every winning move, from the legal moves of every heap.
    AllWinningMoves {
        /// The moves, by heap.
        moves: Vec<GameMove>,
        /// How many of them lead a heap to a larger value than it had
        /// (possible in games other than Nim; Bouton's column rule finds
        /// only the others), counted as `in_play` counts them.
        to_larger_values: u128,
        /// How many winning moves there are in all, as they are listed
        /// (on a row of pins one of each pair of mirror images).
        total: u128,
        /// How many winning moves there are as a player counts them: on a
        /// row of pins a move and its mirror image (the same pins counted
        /// from the other end) are two.
        in_play: u128,
        /// How many of them are not listed (a heap too large to try every
        /// move, with more than [`super::reach::LISTED`]).
        #[serde(skip_serializing_if = "is_zero")]
        not_listed: u128,
        /// The heaps (from 1) too large to try every move, whose moves were
        /// searched by the period's classes or by a pattern.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        searched: Vec<usize>,
    },
    /// From a P-position: every move changes one heap's value to another
    /// value (never its own: the mex is missing from the options), so the
    /// nim-sum stops being 0.
    EveryMoveLoses {
        /// A legal move to keep playing, when there is any move at all.
        keep_going: Option<GameMove>,
    },
}

/// Whether a count is 0 (serde leaves such counts out).
fn is_zero(n: &u128) -> bool {
    *n == 0
}

/// The most options the mex computations of one walkthrough record.
pub(crate) const MAX_OPTIONS_RECORDED: usize = 200_000;

/// Every heap's Grundy value and how it was found, each distinct game
/// held once.
///
/// Exists so that a million heaps cost a few words each: a record per
/// heap that carried its own copy of its game (an octal code on the heap)
/// took most of a million-heap walkthrough's memory. [`HeapValues::iter`]
/// gives each heap's [`HeapValue`], which is also what JSON writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeapValues {
    /// The distinct games, in the order their first heap comes.
    games: Vec<GameSpec>,
    /// One record per heap, in heap order.
    records: Vec<HeapRecord>,
}

/// What one heap's [`HeapValue`] is made from: its game as a number
/// among the distinct games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct HeapRecord {
    size: u64,
    value: u64,
    read_as: Option<u64>,
    trace: Option<u32>,
    game: u32,
}

impl HeapValues {
    /// Every heap's value, in heap order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = HeapValue<'_>> + Clone + '_ {
        self.records.iter().enumerate().map(|(i, r)| HeapValue {
            heap: i + 1,
            size: r.size,
            game: &self.games[r.game as usize],
            value: r.value,
            trace: r.trace.map(|t| t as usize),
            read_as: r.read_as,
        })
    }

    /// How many heaps there are.
    pub fn len(&self) -> usize {
        self.records.len()
    }

    /// Whether there are no heaps.
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// Room for `heaps` heaps' values, so that a million are not copied
    /// as the list grows.
    pub(crate) fn with_capacity(heaps: usize) -> Self {
        HeapValues {
            games: Vec::new(),
            records: Vec::with_capacity(heaps),
        }
    }

    /// Adds the next heap's value; `index` is its game's number among the
    /// sum's games, which numbers them as this list does (by first heap).
    pub(crate) fn push(&mut self, index: usize, h: HeapValue) {
        let game = match self.games.get(index) {
            Some(game) if game == h.game => index,
            _ => {
                self.games.push(h.game.clone());
                self.games.len() - 1
            }
        };
        self.records.push(HeapRecord {
            size: h.size,
            value: h.value,
            read_as: h.read_as,
            trace: h
                .trace
                .map(|t| u32::try_from(t).expect("fewer mex traces than 2^32")),
            game: game as u32,
        });
    }
}

impl Serialize for HeapValues {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// One heap's Grundy value and how it was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct HeapValue<'a> {
    /// The heap's number, from 1.
    pub heap: usize,
    /// Its size.
    pub size: u64,
    /// Its game.
    pub game: &'a GameSpec,
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
    /// How many values were computed as mexes (heaps `0..computed`); a
    /// larger heap's value, and an option's, is read through the period,
    /// which the walkthrough says. Words only: JSON gives each heap's value.
    #[serde(skip)]
    pub computed: u64,
}
