//! `nimstep check`: is the student's proposed move a winning one, and why?

use crate::cli::CheckArgs;
use crate::commands::pause::show;
use crate::commands::{read_position, Io};
use crate::error::Error;
use crate::game::position::Position;
use crate::game::Move;
use crate::render::{json, Format, Settings};
use crate::solve::check::{illegal, judge, Judgement};

/// Judges the move given in `args`.
pub fn run(args: &CheckArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    if let Some(games) = crate::commands::games::chosen(&args.game, args.rules)? {
        let judged = crate::commands::games::check_report(&position, games, args)?;
        return show(&judged, args.pause.pause, settings, io);
    }
    if let Some(split) = &args.split {
        return Err(Error::usage(format!(
            "--split {split}: a Nim move leaves one heap; --split is for games whose moves split heaps (--game kayles, lasker, …)"
        )));
    }
    let judged = report(args, &position);
    if settings.format == Format::Json {
        if let Err(reason) = Move::legal(position.heaps(), args.from, args.take) {
            let heaps = position.heaps();
            json::write(io.output, &illegal(heaps, args.rules.chosen(), reason))?;
            io.output.flush()?;
        }
    }
    show(&judged?, args.pause.pause, settings, io)
}

/// The verdict on the move `args` proposes, or why it cannot be made.
pub fn report(args: &CheckArgs, position: &Position) -> Result<Judgement, Error> {
    let heaps = position.heaps();
    let chosen = Move::legal(heaps, args.from, args.take).map_err(|reason| {
        Error::usage(format!(
            "--from {} --take {}: illegal move: {reason}",
            args.from, args.take
        ))
    })?;
    Ok(judge(heaps, args.rules.chosen(), chosen))
}
