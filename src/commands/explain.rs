//! `nimstep explain`: the step-by-step walkthrough of one position.

use crate::cli::ExplainArgs;
use crate::commands::pause::show;
use crate::commands::{games, read_position, Either, Io};
use crate::error::Error;
use crate::game::position::Position;
use crate::render::Settings;
use crate::solve;
use crate::solve::compare::{compare, Comparison};
use crate::solve::sum::GameTrace;
use crate::trace::{StepKind, Trace};

/// Explains the position given in `args`.
pub fn run(args: &ExplainArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    show(&solved(args, &position)?, args.pause.pause, settings, io)
}

/// What `args` asks for on `position`, solved once: Nim's walkthrough (or,
/// with `--compare`, both rules side by side), or the walkthrough of
/// another game. The one place the flags are read, for the command line
/// and lesson blocks alike.
pub fn solved(
    args: &ExplainArgs,
    position: &Position,
) -> Result<Either<Either<Trace, Comparison>, GameTrace>, Error> {
    if let Some(games) = games::chosen(&args.game, args.rules)? {
        if args.compare {
            return Err(Error::usage(
                "--compare with --game: misère play is analysed only for nim; leave out --compare or --game",
            ));
        }
        return Ok(Either::Right(games::explain_report(position, games, args)?));
    }
    Ok(Either::Left(if args.compare {
        Either::Right(compare(position, args.heap)?)
    } else {
        Either::Left(report(args, position)?)
    }))
}

/// The walkthrough `args` asks for, solved once, cut to the steps of
/// `--steps` when given (the one place a partial walkthrough is made).
fn report(args: &ExplainArgs, position: &Position) -> Result<Trace, Error> {
    let mut trace = solve::explain(position, args.rules.chosen(), args.heap)?;
    if !args.steps.is_empty() {
        let all = trace.keep_steps(&args.steps);
        if trace.steps.is_empty() {
            let names =
                |kinds: &[StepKind]| kinds.iter().map(|k| k.name()).collect::<Vec<_>>().join(",");
            return Err(Error::usage(format!(
                "--steps {}: this walkthrough has none of these steps; its steps are {}",
                names(&args.steps),
                names(&all)
            )));
        }
    }
    Ok(trace)
}
