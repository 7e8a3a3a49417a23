//! The one error type of nimstep, and the exit status each error maps to.

use crate::game::position::PositionError;
use crate::games::nim::error::SolveError;
use crate::games::played::PlayError;
use std::io;

/// Everything that can stop a nimstep command.
///
/// Exists so that `main` can decide the exit status in one place: bad input
/// exits 2, a failed read or write exits 1, a closed pipe ends quietly, and
/// a run stopped by a signal exits 128 + its number.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The user's input is wrong; the message names what and says what is
    /// expected.
    #[error("{0}")]
    Usage(String),
    /// The output cannot be drawn as narrow as the width it was given:
    /// even at its narrowest a line needs `needed` columns.
    #[error("the output is {width} columns wide but needs {needed}: widen the window or give --width {needed} or more")]
    TooNarrow {
        /// The width the output was fitted to.
        width: u16,
        /// The widest line as drawn.
        needed: usize,
    },
    /// Reading or writing failed.
    #[error("{context}: {source}")]
    Io {
        /// What nimstep was doing.
        context: String,
        /// Kept whole, so the message ends in the system's own words ("No
        /// space left on device").
        source: io::Error,
    },
    /// The run was stopped by a signal, or by its key on a terminal in raw
    /// mode (`Ctrl-C` is SIGINT, `Ctrl-\` SIGQUIT), after the terminal was
    /// given back. Exits 128 + the signal's number, as the shell reports a
    /// process the signal killed, and says nothing: the user asked for it.
    #[error("stopped by signal {0}")]
    Interrupted(i32),
}

impl Error {
    /// A bad-input error with its one-line message.
    pub(crate) fn usage(message: impl Into<String>) -> Self {
        Error::Usage(message.into())
    }

    /// An I/O error with what was being done when it happened.
    /// A file size limit (`ulimit -f`) is named as such.
    pub(crate) fn io(context: impl Into<String>, source: io::Error) -> Self {
        let mut context = context.into();
        if source.kind() == io::ErrorKind::FileTooLarge {
            context.push_str(" (the file size limit set with `ulimit -f` was reached)");
        }
        Error::Io { context, source }
    }

    /// True when the error is only the reader of our output going away
    /// (`nimstep ... | head`), which is a normal end.
    pub(crate) fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Io { source, .. } if source.kind() == io::ErrorKind::BrokenPipe)
    }

    /// True when the run ends without a word on standard error: a reader
    /// gone away, or a signal the user sent.
    pub(crate) fn is_quiet(&self) -> bool {
        self.is_broken_pipe() || matches!(self, Error::Interrupted(_))
    }

    /// 2 for input that is wrong (as clap's own usage errors), 1 for a
    /// failed read or write, 0 for a reader gone away, 128 + the signal's
    /// number for a run a signal stopped: the one place that decides.
    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Usage(_) | Error::TooNarrow { .. } => 2,
            Error::Interrupted(signal) => 128 + signal,
            Error::Io { .. } if self.is_broken_pipe() => 0,
            Error::Io { .. } => 1,
        }
    }
}

impl From<PositionError> for Error {
    fn from(err: PositionError) -> Self {
        Error::usage(err.given("as arguments or on standard input"))
    }
}

/// What a solver refuses, in the command line's words
/// ([`SolveError::words`], shared with the browser edition).
impl From<SolveError> for Error {
    fn from(err: SolveError) -> Self {
        Error::usage(err.words())
    }
}

/// A game solver's refusal, worded for `--game`.
impl From<PlayError> for Error {
    fn from(err: PlayError) -> Self {
        Error::usage(format!("--game: {err}"))
    }
}

impl From<io::Error> for Error {
    fn from(source: io::Error) -> Self {
        Error::io("could not write the output", source)
    }
}
