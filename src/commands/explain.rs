//! `nimstep explain`: the step-by-step walkthrough of one position.

use crate::cli::ExplainArgs;
use crate::commands::pause::show;
use crate::commands::{read_position, Io};
use crate::error::Error;
use crate::game::position::Position;
use crate::render::Settings;
use crate::solve;
use crate::solve::compare::{compare, Comparison};
use crate::trace::{StepKind, Trace};

/// Explains the position given in `args`.
pub fn run(args: &ExplainArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    if let Some(games) = crate::commands::games::chosen(&args.game, args.rules)? {
        if args.compare {
            return Err(Error::usage(
                "--compare with --game: misère play is analysed only for nim; leave out --compare or --game",
            ));
        }
        let trace = crate::commands::games::explain_report(&position, games, args)?;
        return show(&trace, args.pause.pause, settings, io);
    }
    if args.compare {
        return show(
            &comparison(args, &position)?,
            args.pause.pause,
            settings,
            io,
        );
    }
    show(&report(args, &position)?, args.pause.pause, settings, io)
}

/// Both walkthroughs `args` asks for with `--compare`, solved once.
pub fn comparison(args: &ExplainArgs, position: &Position) -> Result<Comparison, Error> {
    Ok(compare(position, args.heap)?)
}

/// The walkthrough `args` asks for, solved once, cut to the steps of
/// `--steps` when given (the one place a partial walkthrough is made, for
/// the command line and lesson blocks alike).
pub fn report(args: &ExplainArgs, position: &Position) -> Result<Trace, Error> {
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
