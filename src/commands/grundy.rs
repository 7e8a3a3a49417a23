//! `nimstep grundy`: the Grundy values of a game, each as a mex, and the
//! period that proves every other.

use crate::commands::budget::Cost;
use crate::commands::declared::{declared, Declaration, LessonBlock, EVERY_FORMAT};
use crate::doc::Document;
use crate::error::Error;
use crate::io::Io;
use crate::progress::Progress;

use crate::game::position::read_heap_size;
use crate::games::heap::grundy::{asked, GrundyReport, Span, DEFAULT_UPTO};
use crate::games::spec::{spellings, GameSpec, Kind};
use crate::render::{emit, Report, Settings};
use clap::Args;

// Arguments of `nimstep grundy` (a plain comment, as in
// cli.rs: a doc comment would replace the command's description).
#[derive(Debug, Clone, Args)]
pub(crate) struct GrundyArgs {
    // The games whose heaps have Grundy values, listed from the list that
    // `grundy` checks a game against, so the help offers only what it
    // accepts.
    #[arg(long, value_name = "SPEC", help = format!("The game: {}", spellings(Kind::on_each_heap)))]
    pub(crate) game: GameSpec,
    /// Show the values of heaps 0 to N, the first ones as mex
    /// computations (the default is 20).
    #[arg(long, value_name = "N", conflicts_with = "at", allow_negative_numbers = true, value_parser = read_heap_size)]
    pub(crate) upto: Option<u64>,
    /// Show the value of one heap of N stones (any size up to 2^64 − 1
    /// when a period is proved) with its derivation.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = read_heap_size)]
    pub(crate) at: Option<u64>,
}

/// The `--upto` from which computing the values may take a second or more
/// (an octal game with no period found), so a progress bar is shown.
const PROGRESS_FROM: u64 = 100_000;

/// Shows the values asked for in `args`.
pub(crate) fn run(args: &GrundyArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    emit(&report_of(args)?, settings, io.output)
}

/// The values `args` asks for, solved once.
pub(crate) fn report_of(args: &GrundyArgs) -> Result<GrundyReport, Error> {
    let span = span(args);
    let total = match span {
        Span::Upto(n) => n,
        Span::At(_) => 0, // a few values, or the period's window
    };
    let progress = Progress::new(total, PROGRESS_FROM, "Grundy values");
    asked(&args.game, span, &mut |known| progress.set(known)).map_err(Error::usage)
}

/// What `args` asks for: `--at`, else `--upto` (20 when neither is given).
fn span(args: &GrundyArgs) -> Span {
    match args.at {
        Some(n) => Span::At(n),
        None => Span::Upto(args.upto.unwrap_or(DEFAULT_UPTO)),
    }
}

/// `nimstep grundy` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "grundy",
    formats: EVERY_FORMAT,
    help: None,
    examples: &[
        (
            "nimstep grundy --game kayles",
            "The Grundy values of Kayles, each one as a mex.",
        ),
        (
            "nimstep grundy --game subtract:1,3,4 --at 1000",
            "The value of one heap of 1000 in a subtraction game, with its derivation.",
        ),
    ],
};

declared!(GrundyArgs, DECLARATION, run, block);

impl LessonBlock for GrundyArgs {
    fn cost(&self) -> Cost {
        Cost::grundy(&self.game, span(self))
    }

    fn documents(&self) -> Result<Vec<Document>, Error> {
        Ok(report_of(self)?.documents())
    }
}
