//! nimstep teaches the game of Nim by showing its mathematics at work.
//!
//! This crate is the command line: clap, the terminal renderer and pager,
//! files and signals, on top of `nimstep-core`, which holds everything that
//! needs no I/O.
//!
//! Data flows one way: user input becomes a
//! [`nimstep_core::game::position::Position`]; a pure solver turns it
//! into a [`nimstep_core::solve::walkthrough::Trace`] (or other plain data); a
//! presenter lays that out as a [`nimstep_core::doc::Document`]; and a
//! renderer writes the document (or, for JSON, the data) as text.
//! ARCHITECTURE.md describes each layer and what it may import.

// The program is `run`. The few other public items are what another
// crate needs: the xtask builds the browser edition's course through the
// lesson loader and the block runner (`lesson`, `commands::block`), and
// the integration tests script the sessions and render documents
// in-process (`play`, `render::terminal`, `palette`) and pause a staged
// write (`staged`). Everything else is `pub(crate)`, and `unreachable_pub`
// names any `pub` that no other crate can reach.
#![warn(unreachable_pub)]
pub mod commands;
pub mod lesson;
pub mod palette;
pub mod play;
pub mod render;
pub mod staged;

mod cli;
mod error;
mod input;
mod interrupt;
mod io;
mod presenter;
mod progress;
mod run;
mod usage;
mod visible;

pub use run::run;

// The core's layers under the names the command line has always used for
// them (`crate::game`, `crate::solve`, ...), so a command reads the same
// whichever crate a layer lives in. Private: other crates import
// `nimstep_core` itself.
use nimstep_core::{deck, doc, game, games, present, solve, trace};
