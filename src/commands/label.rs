//! `nimstep label`: Ferguson's recursive P/N labelling of every position
//! reachable from the one given, beside the nim-sum rule.

use crate::cli::PositionArgs;
use crate::commands::budget::{heaps, Cost};
use crate::commands::declared::{declared, Declaration, LessonBlock, EVERY_FORMAT};
use crate::commands::{games, read_position};
use crate::doc::Document;
use crate::error::Error;
use crate::game::position::Position;
use crate::io::Io;
use crate::presenter::show;
use crate::render::Report;
use crate::render::Settings;
use crate::solve::label::{label, Labelling};

/// Marks [`PositionArgs`] as the arguments of `nimstep label`: its
/// flags are `moves`'s, declared once, and the mark gives it its own
/// declaration, run and lesson block.
#[derive(Debug, Clone)]
pub(crate) struct Label;

pub(crate) type LabelArgs = PositionArgs<Label>;

/// Labels every position reachable from the one in `args`.
pub(crate) fn run(args: &LabelArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    show(&solved(args, &position)?, args.pause.pause, settings, io)
}

/// The labelling `args` asks for on `position`, of Nim or of another
/// game, solved once: for the command line and lesson blocks alike.
pub(crate) fn solved(args: &LabelArgs, position: &Position) -> Result<Labelling, Error> {
    Ok(match games::chosen(&args.game, args.rules)? {
        Some(games) => games::label_report(position, games)?,
        None => label(position.heaps(), args.rules.chosen())?,
    })
}

/// `nimstep label` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "label",
    formats: EVERY_FORMAT,
    help: None,
    examples: &[
        (
            "nimstep label 1 2 3",
            "Label every position reachable from 1 2 3, beside the nim-sum rule.",
        ),
        (
            "nimstep label --misere 1 1 1",
            "The same under misère rules.",
        ),
    ],
};

declared!(LabelArgs, DECLARATION, run, block);

impl LessonBlock for LabelArgs {
    fn cost(&self) -> Cost {
        Cost::labelled(&heaps(&self.position), &self.game.games)
    }

    fn documents(&self) -> Result<Vec<Document>, Error> {
        Ok(solved(self, &Position::parse_words(&self.position.heaps)?)?.documents())
    }
}
