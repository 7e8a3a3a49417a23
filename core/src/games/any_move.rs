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
