//! One module per subcommand: each reads its input, calls a solver, a
//! presenter and a renderer, and writes the result.

pub mod block;
pub mod budget;
pub mod check;
pub mod declared;
pub mod explain;
pub mod export;
pub mod formats;
pub mod games;
pub mod glossary;
pub mod grundy;
pub mod label;
pub mod lesson;
pub mod moves;
pub mod new_file;
pub mod packaging;
pub mod pause;
pub mod play;
pub mod quiz;
pub mod table;
pub mod worksheet;

use crate::cli::{Cli, HeapArgs};
use crate::doc::Document;
use crate::error::Error;
use crate::game::position::Position;
use crate::render::{Report, Settings};
use serde::Serialize;
use std::io::{BufRead, Write};

/// Where a command reads and writes.
///
/// Exists so that every command can be driven by tests (and by lesson
/// blocks) with in-memory input and output.
pub struct Io<'a> {
    /// Standard input, or a script.
    pub input: &'a mut dyn BufRead,
    /// Whether `input` is an interactive terminal.
    pub input_is_terminal: bool,
    /// Whether the output is an interactive terminal.
    pub output_is_terminal: bool,
    /// Standard output, or a buffer.
    pub output: &'a mut dyn Write,
}

/// One of two reports a command may hand over (Nim's or another game's,
/// one walkthrough or both rules compared), itself a report.
///
/// Exists so that a command decides what its flags ask for in one
/// function, which the command line and lesson blocks both call. Its JSON
/// is the chosen report's own (untagged).
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum Either<L, R> {
    /// The first kind.
    Left(L),
    /// The second kind.
    Right(R),
}

impl<L: Report, R: Report> Report for Either<L, R> {
    fn json(&self) -> impl Serialize + '_ {
        match self {
            Either::Left(report) => Either::Left(report.json()),
            Either::Right(report) => Either::Right(report.json()),
        }
    }

    fn documents(&self) -> Vec<Document> {
        match self {
            Either::Left(report) => report.documents(),
            Either::Right(report) => report.documents(),
        }
    }

    fn markdown_level(&self) -> usize {
        match self {
            Either::Left(report) => report.markdown_level(),
            Either::Right(report) => report.markdown_level(),
        }
    }
}

/// Runs one parsed command line.
pub fn run(cli: &Cli, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    cli.command.declared().run(settings, io)
}

/// The position from the command line, or from standard input when no
/// heaps were given there (and standard input is not a terminal), within
/// the bounds of [`crate::input::read_text`].
pub fn read_position(args: &HeapArgs, io: &mut Io) -> Result<Position, Error> {
    if !args.heaps.is_empty() || io.input_is_terminal {
        return Ok(Position::parse_words(&args.heaps)?);
    }
    Ok(Position::parse_text(&crate::input::read_text(io.input)?)?)
}

/// Writes text to the output.
pub fn write(io: &mut Io, text: &str) -> Result<(), Error> {
    io.output.write_all(text.as_bytes())?;
    Ok(())
}

/// The most positions one quiz or worksheet holds.
pub const MAX_COUNT: usize = 100;

/// Refuses a `--count` outside 1 to [`MAX_COUNT`].
pub fn check_count(count: usize) -> Result<(), Error> {
    if count == 0 || count > MAX_COUNT {
        return Err(Error::usage(format!(
            "--count {count}: expected a number of positions from 1 to {MAX_COUNT}"
        )));
    }
    Ok(())
}

/// The seed given with `--seed`, or one from the clock.
pub fn seed_or_clock(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(crate::play::rng::Rng::clock_seed)
}
