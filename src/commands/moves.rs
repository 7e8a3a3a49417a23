//! `nimstep moves`: every legal move from a position, winning ones marked.

use crate::cli::MovesArgs;
use crate::commands::pause::show;
use crate::commands::{read_position, Io};
use crate::error::Error;
use crate::render::Settings;
use crate::solve::move_list::list;

/// Lists the moves from the position in `args`.
pub fn run(args: &MovesArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    let list = list(position.heaps(), args.rules.chosen());
    show(&list, args.pause.pause, settings, io)
}
