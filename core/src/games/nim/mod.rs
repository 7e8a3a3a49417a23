//! Nim: heaps of stones; a move takes any number of stones from one heap.
//! Whoever takes the last stone wins.

pub mod error;
pub mod solve;
