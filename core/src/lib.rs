//! nimstep's core: the games, their solvers and the words that explain
//! them, with no I/O at all.
//!
//! Exists as its own crate so that the command line and the browser edition
//! (WebAssembly) share one source of every number and every sentence: this
//! crate reads no files, no terminal, no environment and no clock, so it
//! builds for `wasm32-unknown-unknown`.
//!
//! Data flows one way: a [`game::position::Position`] goes to a pure solver
//! ([`solve`]), which returns a [`solve::walkthrough::Trace`] (or other plain data); a
//! presenter ([`present`]) lays that out as a [`doc::Document`]; a renderer
//! ([`render`]) writes the document as Markdown or HTML, or the data as
//! JSON.
//!
//! ```
//! use nimstep_core::game::{position::Position, Outcome, Rules};
//! use nimstep_core::{present, render, solve};
//!
//! let position = Position::new(vec![13, 12, 8]).unwrap();
//! let trace = solve::walkthrough::explain_nim(&position, Rules::Normal, None).unwrap();
//! assert_eq!(trace.outcome, Outcome::N);
//! let markdown = render::markdown::render(&present::sum::document(&trace), 2);
//! assert!(markdown.contains("take 9 from heap 1"));
//! ```
#![forbid(unsafe_code)]

pub mod budget;
pub mod deck;
pub mod doc;
pub mod game;
pub mod games;
pub mod play;
pub mod present;
pub mod render;
pub mod solve;
pub mod trace;
pub mod words;
