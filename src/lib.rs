//! nimstep teaches the game of Nim by showing its mathematics at work.
//!
//! Data flows one way: user input becomes a [`game::position::Position`]; a pure
//! solver turns it into a [`trace::Trace`] (or other plain data); a
//! presenter lays that out as a [`doc::Document`]; and a renderer writes the
//! document (or, for JSON, the data) as text. ARCHITECTURE.md describes
//! each layer and what it may import.

pub mod cli;
pub mod commands;
pub mod deck;
pub mod doc;
pub mod error;
pub mod game;
pub mod input;
pub mod interrupt;
pub mod lesson;
pub mod palette;
pub mod play;
pub mod present;
pub mod render;
pub mod solve;
pub mod trace;
pub mod usage;
