//! All integration tests, in one binary so they link once.

/// Shared helpers: running the real binary in a clean environment.
mod support;

/// `explain`: snapshots of every worked example of the source notes, in
/// every format.
mod explain;

/// The solver held against brute force.
mod props;

/// Bad input on the command line: one line, exit 2, no panic.
mod errors;

/// Misère walkthroughs, Ferguson's labelling, the P/N grid and the move
/// list: snapshots, exhaustive checks against brute force, bad input.
mod math;
