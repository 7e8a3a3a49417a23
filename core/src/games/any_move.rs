//! The move of any game beyond Nim, as the `--game` commands pass it
//! between reading, judging, listing and playing: each game's own move
//! type, one of them.
//!
//! Exists below the solvers so that whole-position play
//! (`solve::game_play`) and the move lists (`solve::move_list`) share it
//! without importing each other.

use super::heap::grundy::GameMove;
use super::moore::MooreMove;
use super::staircase::StairMove;
use super::wythoff::WythoffMove;
use serde::Serialize;

/// A move of any game: a heap move, a staircase move or a Moore move.
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

impl AnyMove {
    /// The numbers a student types for the move in `play` and `quiz`
    /// (`1 1 27 50` for pin 28 of a row of 78): what a hint shows, so that
    /// the move it names can be typed as it reads.
    pub fn typed(&self) -> String {
        let numbers: Vec<u64> = match self {
            AnyMove::Heap(m) => match m.split {
                Some([a, b]) => vec![m.heap as u64, m.take, a, b],
                None => vec![m.heap as u64, m.take],
            },
            AnyMove::Stair(m) => vec![m.step as u64, m.coins],
            AnyMove::Moore(m) => m
                .changes
                .iter()
                .flat_map(|c| [c.heap as u64, c.take])
                .collect(),
            AnyMove::Wythoff(WythoffMove::One(m)) => vec![m.heap as u64, m.take],
            AnyMove::Wythoff(WythoffMove::Both(d)) => vec![1, d.take, 2, d.take],
        };
        let words: Vec<String> = numbers.iter().map(u64::to_string).collect();
        words.join(" ")
    }
}
