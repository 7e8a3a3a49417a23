//! Presenters: turn solver data into [`Document`](crate::doc::Document)s,
//! with every number read from the data, never written as a literal.

/// The verdict on a proposed move.
pub mod check;
/// Normal and misère play compared on one position.
pub mod compare;
/// The walkthrough of a Nim position as a document.
pub mod explain;
/// Moves, labels and verdicts in games beyond Nim.
pub mod game_play;
/// The glossary of the course.
pub mod glossary;
/// Grundy values, their mex computations and their period.
pub mod grundy;
/// Ferguson's recursive labelling.
pub mod label;
/// Every legal move from a position.
pub mod move_list;
pub mod play;
/// The annotated replay at the end of a game.
pub mod replay;
/// The walkthrough of a game other than Nim.
pub mod sum;
/// The P/N grid of two heaps.
pub mod table;
/// The worked solution of one worksheet problem.
pub mod worked;
/// A worksheet and its answer key.
pub mod worksheet;
