//! `nimstep label`: Ferguson's recursive P/N labelling of every position
//! reachable from the one given, beside the nim-sum rule.

use crate::cli::LabelArgs;
use crate::commands::{read_position, write, Io};
use crate::error::Error;
use crate::present::label::{document, report};
use crate::render::{json, Format, Settings};
use crate::solve::label::label;

/// Labels every position reachable from the one in `args`.
pub fn run(args: &LabelArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    let labelling = label(position.heaps(), args.rules.chosen())?;
    let text = match settings.format {
        Format::Json => json::render(&report(&labelling))?,
        _ => settings.render_document(&document(&labelling)),
    };
    write(io, &text)
}
