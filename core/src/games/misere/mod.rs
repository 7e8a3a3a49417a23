//! Misère Nim: Nim's moves, but whoever takes the last stone loses.

pub mod solve;
pub mod tally;
