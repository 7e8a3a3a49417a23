//! Games that live in a folder of their own, rules, solver and words
//! together, so that a change to one game touches one folder.
//!
//! Wythoff's game is the first; the older games (in `game/spec.rs`,
//! `solve/sum.rs` and `present/sum.rs`) are to move here one by one.

pub mod heap;
pub mod misere;
pub mod nim;
pub mod wythoff;
