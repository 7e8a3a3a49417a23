//! Playing and practising: a game against nimstep, a quiz, and the pieces
//! they share (a seeded dealer, move checking, the line-by-line loop, and
//! in `talk` what every session says and reads the same way).
//!
//! Everything here is generic over its input and output, so tests drive a
//! whole session with scripted lines.

pub mod game;
pub(crate) mod game_match;
pub(crate) mod game_quiz;
pub mod quiz;
pub mod session;
pub(crate) mod talk;

// The pieces the browser edition shares live in the core.
pub(crate) use nimstep_core::play::{deal, rng, worksheet_draw};
