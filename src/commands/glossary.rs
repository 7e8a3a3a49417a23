//! `nimstep glossary`: every term of the course, with its meaning, its
//! lesson and its other names.

use crate::cli::GlossaryArgs;
use crate::commands::pause::show;
use crate::commands::Io;
use crate::error::Error;
use crate::present::glossary::Glossary;
use crate::render::Settings;

/// Writes the glossary, or one lesson's part of it, in the chosen format.
pub fn run(args: &GlossaryArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let glossary = Glossary {
        lesson: args.lesson,
    };
    show(&glossary, args.pause.pause, settings, io)
}
