//! `nimstep moves`: every legal move from a position, winning ones marked.

use crate::cli::PositionArgs;
use crate::commands::budget::{shown, Cost};
use crate::commands::declared::{declared, Declaration, LessonBlock, EVERY_FORMAT};
use crate::commands::{games, read_position};
use crate::doc::Document;
use crate::error::Error;
use crate::game::position::Position;
use crate::io::Io;
use crate::presenter::show;
use crate::render::Report;
use crate::render::Settings;
use crate::solve::move_list::{list, MoveList};

/// Marks [`PositionArgs`] as the arguments of `nimstep moves`: its
/// flags are `label`'s, declared once, and the mark gives it its own
/// declaration, run and lesson block.
#[derive(Debug, Clone)]
pub(crate) struct Moves;

pub(crate) type MovesArgs = PositionArgs<Moves>;

/// Lists the moves from the position in `args`.
pub(crate) fn run(args: &MovesArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    show(&solved(args, &position)?, args.pause.pause, settings, io)
}

/// The move list `args` asks for on `position`, of Nim or of another
/// game, solved once: for the command line and lesson blocks alike.
pub(crate) fn solved(args: &MovesArgs, position: &Position) -> Result<MoveList, Error> {
    Ok(match games::chosen(&args.game, args.rules)? {
        Some(games) => games::moves_report(position, games)?,
        None => list(position.heaps(), args.rules.chosen()),
    })
}

/// `nimstep moves` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "moves",
    formats: EVERY_FORMAT,
    help: None,
    examples: &[
        (
            "nimstep moves 3 4 5",
            "Every move from 3 4 5 with the nim-sum it leaves.",
        ),
        (
            "nimstep moves --misere 1 1 2",
            "The same under misère rules.",
        ),
    ],
};

declared!(MovesArgs, DECLARATION, run, block);

impl LessonBlock for MovesArgs {
    fn cost(&self) -> Cost {
        shown(&self.position, &self.game.games)
    }

    fn documents(&self) -> Result<Vec<Document>, Error> {
        Ok(solved(self, &Position::parse_words(&self.position.heaps)?)?.documents())
    }
}
