//! `nimstep explain`: the step-by-step walkthrough of one position.

use crate::cli::ExplainArgs;
use crate::commands::pause::show;
use crate::commands::{read_position, Io};
use crate::error::Error;
use crate::game::position::Position;
use crate::render::Settings;
use crate::solve;
use crate::trace::Trace;

/// Explains the position given in `args`.
pub fn run(args: &ExplainArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let trace = report(args, &read_position(&args.position, io)?)?;
    show(&trace, args.pause.pause, settings, io)
}

/// The walkthrough `args` asks for, solved once.
pub fn report(args: &ExplainArgs, position: &Position) -> Result<Trace, Error> {
    Ok(solve::explain(position, args.rules.chosen(), args.heap)?)
}
