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
    // The labelling is dropped once presented: a quarter of a million
    // positions need not be held twice while the text is written.
    let text = match settings.format {
        Format::Json => json::render(&report(&labelling))?,
        _ => {
            let doc = document(&labelling);
            drop(labelling);
            settings.render_document(&doc)
        }
    };
    write(io, &text)
}
