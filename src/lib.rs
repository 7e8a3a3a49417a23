//! nimstep teaches the game of Nim by showing its mathematics at work.
//!
//! This crate is the command line: clap, the terminal renderer and pager,
//! files and signals, on top of `nimstep-core`, which holds everything that
//! needs no I/O.
//!
//! Data flows one way: user input becomes a [`game::position::Position`]; a pure
//! solver turns it into a [`trace::Trace`] (or other plain data); a
//! presenter lays that out as a [`doc::Document`]; and a renderer writes the
//! document (or, for JSON, the data) as text. ARCHITECTURE.md describes
//! each layer and what it may import.

pub mod cli;
pub mod commands;
pub mod error;
pub mod input;
pub mod interrupt;
pub mod lesson;
pub mod palette;
pub mod play;
pub mod progress;
pub mod render;
pub mod staged;
pub mod usage;
pub mod visible;

// The core's layers, under the names the command line has always used for
// them: the games, solvers and words are `nimstep-core`'s, shared with the
// browser edition.
pub use nimstep_core::{deck, doc, game, games, present, solve, trace};
