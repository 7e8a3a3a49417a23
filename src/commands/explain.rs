//! `nimstep explain`: the step-by-step walkthrough of one position.

use crate::cli::ExplainArgs;
use crate::commands::{read_position, write, Io};
use crate::error::Error;
use crate::present::explain::document;
use crate::render::{json, Format, Settings};
use crate::solve;
use crate::trace::Rules;

/// Explains the position given in `args`.
pub fn run(args: &ExplainArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    let rules = if args.misere {
        Rules::Misere
    } else {
        Rules::Normal
    };
    let trace = solve::explain(&position, rules, args.heap)?;
    match settings.format {
        Format::Json => json::write(io.output, &trace),
        _ => write(io, &settings.render_document(&document(&trace))),
    }
}
