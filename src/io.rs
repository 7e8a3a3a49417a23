//! Where a command reads and writes, shared by the commands and the
//! presenter they hand their steps to.

use std::io::{BufRead, Write};

/// Where a command reads and writes.
///
/// Exists so that every command can be driven by tests (and by lesson
/// blocks) with in-memory input and output.
pub(crate) struct Io<'a> {
    /// Standard input, or a script.
    pub(crate) input: &'a mut dyn BufRead,
    /// Whether `input` is an interactive terminal.
    pub(crate) input_is_terminal: bool,
    /// Whether the output is an interactive terminal.
    pub(crate) output_is_terminal: bool,
    /// Standard output, or a buffer.
    pub(crate) output: &'a mut dyn Write,
}
