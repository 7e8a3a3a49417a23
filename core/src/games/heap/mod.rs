//! The games played on each heap alone (subtraction, octal, Lasker's Nim):
//! the Grundy tables they share, one heap's values by mex, a period proved
//! by its window, and sums of heaps read through them.

pub mod grundy;
mod sparse;
