//! `nimstep label`: Ferguson's recursive P/N labelling of every position
//! reachable from the one given, beside the nim-sum rule.

use crate::cli::LabelArgs;
use crate::commands::budget::{heaps, work, Cost};
use crate::commands::declared::{Declaration, Declared, LessonBlock, EVERY_FORMAT};
use crate::commands::pause::show;
use crate::commands::{games, read_position, Either, Io};
use crate::doc::Document;
use crate::error::Error;
use crate::game::position::Position;
use crate::render::Report;
use crate::render::Settings;
use crate::solve::game_play::GameLabelling;
use crate::solve::label::count_reachable;
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

/// `nimstep label` in the command table.
pub const DECLARATION: Declaration = Declaration {
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

impl Declared for LabelArgs {
    fn declaration(&self) -> &'static Declaration {
        &DECLARATION
    }

    fn run(&self, settings: &Settings, io: &mut Io) -> Result<(), Error> {
        run(self, settings, io)
    }

    fn in_lesson(&self) -> Result<&dyn LessonBlock, &'static str> {
        Ok(self)
    }
}

impl LessonBlock for LabelArgs {
    fn cost(&self) -> Cost {
        let start = heaps(&self.position);
        if start.len() > crate::solve::label::MAX_HEAPS {
            return Cost::default(); // `label` refuses it before any work
        }
        // A game beyond Nim is charged Nim's count: every position it
        // reaches is one of those multisets.
        Cost {
            positions: count_reachable(&start),
            work: work(&self.game.games),
            ..Cost::default()
        }
    }

    fn documents(&self) -> Result<Vec<Document>, Error> {
        Ok(solved(self, &Position::parse_words(&self.position.heaps)?)?.documents())
    }
}
