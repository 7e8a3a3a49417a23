//! Playing and practising, as state machines that answer a typed line with
//! what to say: a game of Nim against nimstep with its coach, a quiz, and
//! the pieces they share (a seeded dealer, reading a move, nimstep's own
//! move, what every session says alike).
//!
//! Exists in the core so that the command line (`nimstep play`, `nimstep
//! quiz`) and the browser edition run one implementation: a session here
//! says [`Said`] items, which the command line paints and wraps for the
//! terminal and the page renders as HTML. No I/O: the caller reads the
//! lines and shows the answers.

pub mod deal;
pub mod game;
pub mod quiz;
pub mod rng;
pub mod talk;
pub mod turn;
pub mod worksheet_draw;

use crate::doc::{Line, Section};

/// Why a session ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// The game or quiz ran to its end.
    Finished,
    /// The user typed `quit`.
    Quit,
    /// The input ran out (end of file, or Ctrl-D at a terminal).
    EndOfInput,
}

/// What to do after a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// Prompt again.
    Continue,
    /// Stop, for this reason.
    Stop(End),
}

impl Flow {
    /// After a move: the session has finished when the game is `over`,
    /// and goes on otherwise.
    pub fn finished_if(over: bool) -> Flow {
        if over {
            Flow::Stop(End::Finished)
        } else {
            Flow::Continue
        }
    }
}

/// One thing a session says, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A line of its own (an empty line: a blank line).
    Line(Line),
    /// A section of a document (a replay, a step of a walkthrough),
    /// numbered when it is one step of several.
    Section(Section, Option<usize>),
    /// One move of a game's closing list: its number and who made it
    /// (`  1. you      `), the move in words and the heaps it left. Laid
    /// out by whoever shows it, as a line or, where that is too narrow,
    /// broken between the move and the heaps or between words, never
    /// inside a heap's number (19 digits near the top of the range).
    Entry {
        /// The move's number and who made it, padded to a column.
        first: String,
        /// The move in words.
        words: String,
        /// The heaps it left.
        after: String,
    },
}

/// What a session has said so far: pushed to by each answer, read (and
/// emptied) by whoever shows it.
pub type Transcript = Vec<Said>;

/// What `said` says, one string per item (a section as its number and
/// heading), so that a test reads a session's words as text.
#[cfg(test)]
pub(crate) fn texts(said: &Transcript) -> Vec<String> {
    said.iter()
        .map(|s| match s {
            Said::Line(line) => line.text(),
            Said::Section(section, n) => format!("{n:?} {}", section.heading),
            Said::Entry {
                first,
                words,
                after,
            } => format!("{first}{words} → {after}"),
        })
        .collect()
}

/// Says `text`, one line per line of it, unmarked. Public so that a
/// session outside the core (the command line's `--game` sessions) says a
/// plain line as the core's sessions do.
pub fn say_text(said: &mut Transcript, text: &str) {
    said.extend(text.lines().map(|l| Said::Line(Line::from(l))));
}

/// True when the line asks to stop the session, as every session allows:
/// `quit`, `q` or `exit`, in any case.
pub fn is_quit(line: &str) -> bool {
    matches!(line.to_ascii_lowercase().as_str(), "quit" | "q" | "exit")
}
