//! `nimstep table`: the P/N grid of two heaps, optionally beside a third.

use crate::cli::{PauseArg, RulesArg};
use crate::commands::budget::Cost;
use crate::commands::declared::{declared, Declaration, LessonBlock, EVERY_FORMAT};
use crate::doc::Document;
use crate::error::Error;
use crate::game::position::read_heap_size;
use crate::io::Io;
use crate::presenter::show;
use crate::render::Report;
use crate::render::Settings;
use crate::solve::table::read_grid_max;
use crate::solve::table::{grid, Grid};
use clap::Args;

// Arguments of `nimstep table` (a plain comment, as in
// cli.rs: a doc comment would replace the command's description).
#[derive(Debug, Clone, Args)]
pub(crate) struct TableArgs {
    /// The largest heap size shown (0 to 64).
    #[arg(long, value_name = "N", default_value_t = 7, allow_negative_numbers = true,
          value_parser = read_grid_max)]
    pub(crate) max: u64,
    /// Fix a third heap of K stones.
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = read_heap_size)]
    pub(crate) third: Option<u64>,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    #[command(flatten)]
    pub(crate) pause: PauseArg,
}

/// Draws the grid asked for in `args`.
pub(crate) fn run(args: &TableArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    show(&report(args)?, args.pause.pause, settings, io)
}

/// The grid `args` asks for, solved once.
pub(crate) fn report(args: &TableArgs) -> Result<Grid, Error> {
    Ok(grid(args.max, args.third, args.rules.chosen())?)
}

/// `nimstep table` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "table",
    formats: EVERY_FORMAT,
    help: None,
    examples: &[
        (
            "nimstep table --max 7",
            "The P/N grid of two heaps from 0 to 7.",
        ),
        (
            "nimstep table --third 3 --misere",
            "The grid beside a third heap of 3, under misère rules.",
        ),
    ],
};

declared!(TableArgs, DECLARATION, run, block);

impl LessonBlock for TableArgs {
    fn cost(&self) -> Cost {
        Cost::grid(self.max)
    }

    fn documents(&self) -> Result<Vec<Document>, Error> {
        Ok(report(self)?.documents())
    }
}
