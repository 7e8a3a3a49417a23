//! `nimstep table`: the P/N grid of two heaps, optionally beside a third.

use crate::cli::TableArgs;
use crate::commands::pause::show;
use crate::commands::Io;
use crate::error::Error;
use crate::render::Settings;
use crate::solve::table::{grid, Grid};

/// Draws the grid asked for in `args`.
pub fn run(args: &TableArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    show(&report(args)?, args.pause.pause, settings, io)
}

/// The grid `args` asks for, solved once.
pub fn report(args: &TableArgs) -> Result<Grid, Error> {
    Ok(grid(args.max, args.third, args.rules.chosen())?)
}
