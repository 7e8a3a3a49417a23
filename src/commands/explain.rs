//! `nimstep explain`: the step-by-step walkthrough of one position.

use crate::cli::{heap_number, GamesArg, HeapArgs, PauseArg, RulesArg};
use crate::commands::budget::{shown, Cost};
use crate::commands::declared::{declared, Declaration, LessonBlock, EVERY_FORMAT};
use crate::commands::{games, read_position, Either};
use crate::doc::Document;
use crate::error::Error;
use crate::game::position::Position;
use crate::io::Io;
use crate::presenter::show;
use crate::render::Report;
use crate::render::Settings;
use crate::solve;
use crate::solve::compare::{compare, Comparison};
use crate::solve::walkthrough::{self, Play, Trace};
use crate::trace::StepKind;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::Args;

// Arguments of `nimstep explain` (a plain comment, as in
// cli.rs: a doc comment would replace the command's description).
#[derive(Debug, Clone, Args)]
pub(crate) struct ExplainArgs {
    #[command(flatten)]
    pub(crate) position: HeapArgs,
    /// Change heap K (counting from 1) in the walkthrough, instead of the
    /// first heap that has a winning move.
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = heap_number())]
    pub(crate) heap: Option<usize>,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    #[command(flatten)]
    pub(crate) pause: PauseArg,
    /// Compare normal and misère play: where the verdicts and the winning
    /// moves differ and why, then both walkthroughs.
    #[arg(long, conflicts_with = "misere")]
    pub(crate) compare: bool,
    /// Show only these steps of the walkthrough, in its order, such as
    /// `--steps binary,columns` (to build a walkthrough up over a lecture,
    /// or show a lesson's part of it).
    #[arg(long, value_name = "STEPS", value_delimiter = ',', value_parser = step_kind())]
    pub(crate) steps: Vec<StepKind>,
    #[command(flatten)]
    pub(crate) game: GamesArg,
}

/// How `--steps` is spelt: the names [`StepKind::name`] gives. A parser
/// rather than a `ValueEnum` impl, because `StepKind` is the core's type.
fn step_kind() -> impl TypedValueParser<Value = StepKind> {
    PossibleValuesParser::new(StepKind::ALL.map(StepKind::name)).map(|name| {
        StepKind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
            .expect("clap accepts only the names of StepKind::ALL")
    })
}

/// Explains the position given in `args`.
pub(crate) fn run(args: &ExplainArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    show(&solved(args, &position)?, args.pause.pause, settings, io)
}

/// What `args` asks for on `position`, solved once: the walkthrough, of
/// Nim or another game, or, with `--compare`, Nim under both rules side by
/// side. The one place the flags are read, for the command line and
/// lesson blocks alike.
pub(crate) fn solved(
    args: &ExplainArgs,
    position: &Position,
) -> Result<Either<Trace, Comparison>, Error> {
    if let Some(games) = games::chosen(&args.game, args.rules)? {
        if args.compare {
            return Err(Error::usage(
                "--compare with --game: misère play is analysed only for nim; leave out --compare or --game",
            ));
        }
        let trace = walkthrough::explain(position, Play::Games(games), args.heap)
            .map_err(|err| Error::usage(err.words()))?;
        return Ok(Either::Left(cut(args, trace)?));
    }
    Ok(if args.compare {
        Either::Right(compare(position, args.heap)?)
    } else {
        let trace = solve::walkthrough::explain_nim(position, args.rules.chosen(), args.heap)?;
        Either::Left(cut(args, trace)?)
    })
}

/// The walkthrough cut to the steps of `--steps` when given.
fn cut(args: &ExplainArgs, mut trace: Trace) -> Result<Trace, Error> {
    if !args.steps.is_empty() {
        trace.keep_steps(&args.steps).map_err(Error::usage)?;
    }
    Ok(trace)
}

/// `nimstep explain` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "explain",
    formats: EVERY_FORMAT,
    help: None,
    examples: &[
        (
            "nimstep explain 13 12 8",
            "Walk through the analysis of heaps 13, 12 and 8.",
        ),
        (
            "nimstep explain 13,12,8 --heap 3",
            "The same, changing heap 3.",
        ),
        (
            "echo 5 8 10 | nimstep explain --format json",
            "Heaps from standard input, the analysis as JSON.",
        ),
    ],
};

declared!(ExplainArgs, DECLARATION, run, block);

impl LessonBlock for ExplainArgs {
    fn cost(&self) -> Cost {
        shown(&self.position, &self.game.games)
    }

    fn documents(&self) -> Result<Vec<Document>, Error> {
        Ok(solved(self, &Position::parse_words(&self.position.heaps)?)?.documents())
    }
}
