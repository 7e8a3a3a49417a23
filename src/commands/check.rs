//! `nimstep check`: is the student's proposed move a winning one, and why?

use crate::cli::CheckArgs;
use crate::commands::pause::show;
use crate::commands::{read_position, Io};
use crate::error::Error;
use crate::game::Move;
use crate::render::{json, Format, Settings};
use crate::solve::check::{illegal, judge};

/// Judges the move given in `args`.
pub fn run(args: &CheckArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    let heaps = position.heaps().to_vec();
    let rules = args.rules.chosen();
    let chosen = match Move::legal(&heaps, args.from, args.take) {
        Ok(m) => m,
        Err(reason) => {
            let message = format!(
                "--from {} --take {}: illegal move: {reason}",
                args.from, args.take
            );
            if settings.format == Format::Json {
                json::write(io.output, &illegal(&heaps, rules, reason.to_string()))?;
                io.output.flush()?;
            }
            return Err(Error::usage(message));
        }
    };
    show(
        &judge(&heaps, rules, chosen),
        args.pause.pause,
        settings,
        io,
    )
}
