//! `nimstep explain`: the step-by-step walkthrough of one position.

use crate::cli::ExplainArgs;
use crate::commands::pause::show;
use crate::commands::{read_position, Io};
use crate::error::Error;
use crate::render::Settings;
use crate::solve;

/// Explains the position given in `args`.
pub fn run(args: &ExplainArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    let trace = solve::explain(&position, args.rules.chosen(), args.heap)?;
    show(&trace, args.pause.pause, settings, io)
}
