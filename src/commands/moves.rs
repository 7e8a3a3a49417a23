//! `nimstep moves`: every legal move from a position, winning ones marked.

use crate::cli::MovesArgs;
use crate::commands::pause::show;
use crate::commands::{read_position, Io};
use crate::error::Error;
use crate::game::position::Position;
use crate::render::Settings;
use crate::solve::move_list::{list, MoveList};

/// Lists the moves from the position in `args`.
pub fn run(args: &MovesArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    if let Some(games) = crate::commands::games::chosen(&args.game, args.rules)? {
        let list = crate::commands::games::moves_report(&position, games)?;
        return show(&list, args.pause.pause, settings, io);
    }
    let list = report(args, &position);
    show(&list, args.pause.pause, settings, io)
}

/// The move list `args` asks for, solved once.
pub fn report(args: &MovesArgs, position: &Position) -> MoveList {
    list(position.heaps(), args.rules.chosen())
}
