//! Playing and practising on the terminal: the loop every session runs
//! under (`session`), which paints and fits what a session says.
//!
//! The sessions themselves, the game and the quiz of every game, are the
//! core's, which the browser edition runs too; they say
//! [`nimstep_core::play::Said`] items and do no I/O.
//!
//! The loop is generic over its input and output, so tests drive a whole
//! session with scripted lines.

pub mod session;

// The pieces the browser edition shares live in the core.
pub(crate) use nimstep_core::play::{deal, game, quiz, rng, worksheet_draw};
