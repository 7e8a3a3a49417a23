//! `nimstep label`: Ferguson's recursive P/N labelling of every position
//! reachable from the one given, beside the nim-sum rule.

use crate::cli::LabelArgs;
use crate::commands::pause::show;
use crate::commands::{games, read_position, Either, Io};
use crate::error::Error;
use crate::game::position::Position;
use crate::render::Settings;
use crate::solve::game_play::GameLabelling;
use crate::solve::label::{label, Labelling};

/// Labels every position reachable from the one in `args`.
pub fn run(args: &LabelArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    show(&solved(args, &position)?, args.pause.pause, settings, io)
}

/// The labelling `args` asks for on `position`, of Nim or of another
/// game, solved once: for the command line and lesson blocks alike.
pub fn solved(
    args: &LabelArgs,
    position: &Position,
) -> Result<Either<Labelling, GameLabelling>, Error> {
    Ok(match games::chosen(&args.game, args.rules)? {
        Some(games) => Either::Right(games::label_report(position, games)?),
        None => Either::Left(label(position.heaps(), args.rules.chosen())?),
    })
}
