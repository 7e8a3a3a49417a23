//! Playing and practising on the terminal: the loop every session runs
//! under (`session`), which paints and fits what a session says, and the
//! game of a game beyond Nim (`play --game`).
//!
//! The quiz (of every game) and Nim's own game are the core's, which the
//! browser edition runs too; they say the same
//! [`nimstep_core::play::Said`] items as the game here and run under the
//! same loop.
//!
//! Everything here is generic over its input and output, so tests drive a
//! whole session with scripted lines.

pub(crate) mod game_match;
pub mod session;

// The pieces the browser edition shares live in the core.
pub(crate) use nimstep_core::play::{deal, game, quiz, rng, worksheet_draw};
