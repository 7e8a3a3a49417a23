//! The move of any game beyond Nim, as the `--game` commands pass it
//! between reading, judging, listing and playing: each game's own move
//! type, one of them, answering through [`PlayedMove`].
//!
//! Exists below the solvers so that whole-position play
//! (`solve::game_play`) and the move lists (`solve::move_list`) share it
//! without importing each other.

use super::heap::grundy::GameMove;
use super::moore::MooreMove;
use super::spec::GameSpec;
use super::staircase::StairMove;
use super::wythoff::WythoffMove;
use serde::Serialize;

/// A move of any game: a heap move, a staircase move, a Moore move or a
/// move of Wythoff's game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum AnyMove {
    /// A move in one heap.
    Heap(GameMove),
    /// Coins down the staircase.
    Stair(StairMove),
    /// Stones from up to k heaps at once.
    Moore(MooreMove),
    /// Wythoff's game: from one heap, or the same from both.
    Wythoff(WythoffMove),
}

/// What the `--game` commands ask of one game's move, answered in the
/// game's own folder, so that no command matches on which game's move it
/// holds.
pub(crate) trait PlayedMove {
    /// The numbers a student types for the move in `play` and `quiz`
    /// (`1 1 27 50` for pin 28 of a row of 78).
    fn typed(&self) -> Vec<u64>;

    /// Whether `numbers`, as a student types them, name the move.
    fn reads_as(&self, numbers: &[u64]) -> bool;

    /// The heaps after the move, a legal one from `heaps`.
    fn after(&self, heaps: &[u64]) -> Vec<u64>;

    /// The largest heap (or step) the move takes from, in `heaps` before
    /// it.
    fn largest(&self, heaps: &[u64]) -> u64;

    /// The move in words, `games` holding the game of each heap: "take 3
    /// from heap 2, leaving 4".
    fn words(&self, games: &[GameSpec]) -> String;

    /// The move in a table's cell: "#2 −3 → 4".
    fn cell(&self, games: &[GameSpec]) -> String;
}

impl AnyMove {
    /// The game's own move.
    fn played(&self) -> &dyn PlayedMove {
        match self {
            AnyMove::Heap(m) => m,
            AnyMove::Stair(m) => m,
            AnyMove::Moore(m) => m,
            AnyMove::Wythoff(m) => m,
        }
    }

    /// The numbers a student types for the move in `play` and `quiz`
    /// (`1 1 27 50` for pin 28 of a row of 78): what a hint shows, so that
    /// the move it names can be typed as it reads.
    pub fn typed(&self) -> String {
        let words: Vec<String> = self.played().typed().iter().map(u64::to_string).collect();
        words.join(" ")
    }

    /// Whether `numbers`, as a student types them, name the move.
    pub fn reads_as(&self, numbers: &[u64]) -> bool {
        self.played().reads_as(numbers)
    }

    /// The heaps after the move, a legal one from `heaps`: a split heap
    /// becomes two, in its place (coins per step on a staircase).
    pub fn after(&self, heaps: &[u64]) -> Vec<u64> {
        self.played().after(heaps)
    }

    /// The largest heap (or step) the move takes from, in `heaps` before
    /// it: nimstep plays on from a P-position with the first move of the
    /// largest heap.
    pub(crate) fn largest(&self, heaps: &[u64]) -> u64 {
        self.played().largest(heaps)
    }

    /// The move in words; `games` holds the game of each heap.
    pub fn words(&self, games: &[GameSpec]) -> String {
        self.played().words(games)
    }

    /// The move in a table's cell, `games` holding the game of each heap:
    /// `#2 −1 → 6`, `#2 −2 → 2+3`, `#1 split → 1+3`, `#1 pin 2 → 1+1` (a
    /// row of pins, named by its pins as `check` names it), `step 3: 2
    /// down`, `#1 −2 → 0, #2 −3 → 0`, `both −2 → 1, 3`.
    pub fn cell(&self, games: &[GameSpec]) -> String {
        self.played().cell(games)
    }
}
