//! `nimstep table`: the P/N grid of two heaps, optionally beside a third.

use crate::cli::TableArgs;
use crate::commands::{write, Io};
use crate::error::Error;
use crate::present::table::{document, report};
use crate::render::{json, Format, Settings};
use crate::solve::table::grid;

/// Draws the grid asked for in `args`.
pub fn run(args: &TableArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let grid = grid(args.max, args.third, args.rules.chosen())?;
    let text = match settings.format {
        Format::Json => json::render(&report(&grid))?,
        _ => settings.render_document(&document(&grid)),
    };
    write(io, &text)
}
