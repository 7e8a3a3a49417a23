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

/// `lesson` and `export`: a snapshot of every lesson, exported Markdown
/// checked with pulldown-cmark, and the export rules.
mod lessons;
/// Robustness: huge input, closed pipes, colour, width, packaging.
mod robustness;
