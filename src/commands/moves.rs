//! `nimstep moves`: every legal move from a position, winning ones marked.

use crate::cli::MovesArgs;
use crate::commands::{read_position, write, Io};
use crate::error::Error;
use crate::present::moves::{document, report};
use crate::render::{json, Format, Settings};
use crate::solve::moves::list;

/// Lists the moves from the position in `args`.
pub fn run(args: &MovesArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    let list = list(position.heaps(), args.rules.chosen());
    let text = match settings.format {
        Format::Json => json::render(&report(&list))?,
        _ => settings.render_document(&document(&list)),
    };
    write(io, &text)
}
