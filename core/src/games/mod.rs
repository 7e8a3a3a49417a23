//! Every game nimstep teaches, one folder each: its rules (position, legal
//! moves, a move's words), its solver and its explanation together, so
//! that a change to one game touches one folder.
//!
//! [`Game`] is what every game answers; [`oracle`] answers the same
//! questions from the rules alone, by brute force, and is the standard
//! each game's solver is held to (and the answer of a game that has no
//! formula). A game played on each heap alone (subtraction, octal, Lasker)
//! states its rule for one heap ([`spec::HeapRule`]) and is a [`Game`] on
//! a row of heaps through the shared Grundy tables.
//!
//! Each folder records its own walkthrough's steps and words them
//! (`walked::Walked`); `explain --game` asks the game for them
//! (`played::Played::walkthrough`), and the `--game` commands reach the
//! games through `solve::game_play`.

pub mod any_move;
pub mod bouton;
pub mod error;
pub mod heap;
pub mod heap_move;
pub mod lasker;
pub mod misere;
pub mod moore;
pub mod nim;
pub mod octal;
pub mod oracle;
pub(crate) mod outline;
pub mod played;
pub(crate) mod registry;
mod same;
pub mod spec;
pub mod staircase;
pub mod subtraction;
pub mod theory;
pub mod walked;
pub(crate) mod worth;
pub mod wythoff;

use crate::game::position::excerpt;
use crate::game::Outcome;
use std::fmt::Debug;
use std::hash::Hash;

/// An impartial game: both players have the same moves, and the rules
/// alone (no luck, no hidden cards) decide the position after each.
///
/// Shaped after the cgt crate's `ImpartialGame` (moves, and a Grundy value
/// by mex unless the game knows better) and game-solver's `Game` (the
/// position and the move are the game's own types). The questions every
/// command asks, outcome, Grundy value and winning moves, have defaults
/// computed by [`oracle`] from [`Game::moves`] and [`Game::after`] alone;
/// a game with a formula overrides them, and a property test holds every
/// override against the oracle.
///
/// Every method lists or searches moves, so it is for positions whose
/// moves can be listed: the commands refuse larger ones first.
pub trait Game {
    /// A position: heaps, coins on steps, or the two heaps of Wythoff's
    /// game. Hashed, so that the oracle works each position out once.
    type Position: Clone + Eq + Hash + Debug;
    /// One move, with the numbers its words and its JSON need.
    type Move: Clone + PartialEq + Debug;

    /// Every legal move from `position`, in the order the game lists them.
    fn moves(&self, position: &Self::Position) -> Vec<Self::Move>;

    /// The position `m` (one of [`Game::moves`]) leads to.
    fn after(&self, position: &Self::Position, m: &Self::Move) -> Self::Position;

    /// The outcome of a position with no move left: P under normal play
    /// (whoever took last has won), N under misère play (whoever took last
    /// has lost, so the player to move wins).
    fn ending(&self) -> Outcome {
        Outcome::P
    }

    /// P or N for the player to move.
    fn outcome(&self, position: &Self::Position) -> Outcome {
        oracle::outcome(self, position)
    }

    /// The Grundy value of the position (the Nim heap it plays like in a
    /// sum), or `None` when the game is not played to normal play, where a
    /// Grundy value does not decide sums.
    fn grundy(&self, position: &Self::Position) -> Option<u64> {
        oracle::grundy(self, position)
    }

    /// Every move that leaves the opponent a P-position, in move order.
    fn winning_moves(&self, position: &Self::Position) -> Vec<Self::Move> {
        self.moves(position)
            .into_iter()
            .filter(|m| self.outcome(&self.after(position, m)) == Outcome::P)
            .collect()
    }

    /// Whether `numbers`, as a student types them, name `m`: `K N` for N
    /// stones from heap K, and each game's own forms.
    fn reads_as(&self, m: &Self::Move, numbers: &[u64]) -> bool;

    /// The legal move a student typed, or one line saying why the line is
    /// not one.
    fn parse_move(&self, position: &Self::Position, text: &str) -> Result<Self::Move, String> {
        let numbers = whole_numbers(text)?;
        self.moves(position)
            .into_iter()
            .find(|m| self.reads_as(m, &numbers))
            .ok_or_else(|| format!("`{}` is not a legal move here", excerpt(text.trim())))
    }

    /// The move in words: "take 3 from heap 2, leaving 4".
    fn name_move(&self, m: &Self::Move) -> String;
}

/// A walkthrough as a game's folder records it: what decides the position
/// under the game's own name for it, who wins, and the steps that prove
/// it. `solve::walkthrough` adds the game's name and the heaps.
#[derive(Debug)]
pub(crate) struct Walkthrough<S> {
    /// What decides the position.
    pub(crate) worth: worth::Worth,
    /// P or N for the player to move.
    pub(crate) outcome: Outcome,
    /// The steps of the proof.
    pub(crate) steps: Vec<S>,
}

/// The whole numbers of a typed move, or the line that says it is not one.
pub fn whole_numbers(text: &str) -> Result<Vec<u64>, String> {
    text.split_whitespace()
        .map(str::parse::<u64>)
        .collect::<Result<Vec<u64>, _>>()
        .map_err(|_| {
            format!(
                "`{}` is not a move: type whole numbers, see `help`",
                excerpt(text)
            )
        })
}
