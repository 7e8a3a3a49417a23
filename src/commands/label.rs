//! `nimstep label`: Ferguson's recursive P/N labelling of every position
//! reachable from the one given, beside the nim-sum rule.

use crate::cli::LabelArgs;
use crate::commands::pause::show;
use crate::commands::{read_position, Io};
use crate::error::Error;
use crate::render::Settings;
use crate::solve::label::label;

/// Labels every position reachable from the one in `args`.
pub fn run(args: &LabelArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    let labelling = label(position.heaps(), args.rules.chosen())?;
    show(&labelling, args.pause.pause, settings, io)
}
