//! `nimstep moves`: every legal move from a position, winning ones marked.

use crate::cli::MovesArgs;
use crate::commands::pause::show;
use crate::commands::{games, read_position, Either, Io};
use crate::error::Error;
use crate::game::position::Position;
use crate::render::Settings;
use crate::solve::game_play::GameMoveList;
use crate::solve::move_list::{list, MoveList};

/// Lists the moves from the position in `args`.
pub fn run(args: &MovesArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    show(&solved(args, &position)?, args.pause.pause, settings, io)
}

/// The move list `args` asks for on `position`, of Nim or of another
/// game, solved once: for the command line and lesson blocks alike.
pub fn solved(
    args: &MovesArgs,
    position: &Position,
) -> Result<Either<MoveList, GameMoveList>, Error> {
    Ok(match games::chosen(&args.game, args.rules)? {
        Some(games) => Either::Right(games::moves_report(position, games)?),
        None => Either::Left(list(position.heaps(), args.rules.chosen())),
    })
}
