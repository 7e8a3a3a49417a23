//! `nimstep explain`: the step-by-step walkthrough of one position.

use crate::cli::ExplainArgs;
use crate::commands::pause::show;
use crate::commands::{read_position, Io};
use crate::error::Error;
use crate::game::position::Position;
use crate::render::Settings;
use crate::solve;
use crate::solve::compare::{compare, Comparison};
use crate::trace::Trace;

/// Explains the position given in `args`.
pub fn run(args: &ExplainArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
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

/// The walkthrough `args` asks for, solved once.
pub fn report(args: &ExplainArgs, position: &Position) -> Result<Trace, Error> {
    Ok(solve::explain(position, args.rules.chosen(), args.heap)?)
}
