//! `nimstep label`: Ferguson's recursive P/N labelling of every position
//! reachable from the one given, beside the nim-sum rule.

use crate::cli::LabelArgs;
use crate::commands::pause::show;
use crate::commands::{read_position, Io};
use crate::error::Error;
use crate::game::position::Position;
use crate::render::Settings;
use crate::solve::label::{label, Labelling};

/// Labels every position reachable from the one in `args`.
pub fn run(args: &LabelArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    if let Some(games) = crate::commands::games::chosen(&args.game, args.rules)? {
        let labelling = crate::commands::games::label_report(&position, games)?;
        return show(&labelling, args.pause.pause, settings, io);
    }
    let labelling = report(args, &position)?;
    show(&labelling, args.pause.pause, settings, io)
}

/// The labelling `args` asks for, solved once.
pub fn report(args: &LabelArgs, position: &Position) -> Result<Labelling, Error> {
    Ok(label(position.heaps(), args.rules.chosen())?)
}
