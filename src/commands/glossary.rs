//! `nimstep glossary`: every term of the course, with its meaning, its
//! lesson and its other names.

use crate::cli::{whole, PauseArg};
use crate::commands::budget::Cost;
use crate::commands::declared::{declared, Declaration, LessonBlock, EVERY_FORMAT};
use crate::doc::Document;
use crate::error::Error;
use crate::io::Io;
use crate::present::glossary::Glossary;
use crate::presenter::show;
use crate::render::Report;
use crate::render::Settings;
use clap::Args;

// Arguments of `nimstep glossary` (a plain comment, as in
// cli.rs: a doc comment would replace the command's description).
#[derive(Debug, Clone, Args)]
pub(crate) struct GlossaryArgs {
    /// Show only the terms lesson N (1 to 10) teaches.
    #[arg(long, value_name = "N", allow_negative_numbers = true,
          value_parser = whole::<u8>("lesson", 1..=u64::from(LESSONS), format!("expected a lesson from 1 to {LESSONS}")))]
    pub(crate) lesson: Option<u8>,
    #[command(flatten)]
    pub(crate) pause: PauseArg,
}

/// How many lessons `glossary --lesson` may name.
const LESSONS: u8 = crate::present::glossary::LESSONS;

/// Writes the glossary, or one lesson's part of it, in the chosen format.
pub(crate) fn run(args: &GlossaryArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    show(&glossary(args), args.pause.pause, settings, io)
}

/// The glossary `args` asks for: all of it, or one lesson's terms.
fn glossary(args: &GlossaryArgs) -> Glossary {
    Glossary {
        lesson: args.lesson,
    }
}

/// `nimstep glossary` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "glossary",
    formats: EVERY_FORMAT,
    help: None,
    examples: &[
        (
            "nimstep glossary",
            "Every term the course uses, with the lesson that teaches it.",
        ),
        (
            "nimstep glossary --lesson 3",
            "Only the terms lesson 3 teaches.",
        ),
    ],
};

declared!(GlossaryArgs, DECLARATION, run, block);

impl LessonBlock for GlossaryArgs {
    fn cost(&self) -> Cost {
        Cost {
            entries: glossary(self).terms().len() as u128,
            ..Cost::default()
        }
    }

    fn documents(&self) -> Result<Vec<Document>, Error> {
        Ok(glossary(self).documents())
    }
}
