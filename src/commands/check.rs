//! `nimstep check`: is the student's proposed move a winning one, and why?

use crate::cli::CheckArgs;
use crate::commands::budget::{shown, Cost};
use crate::commands::declared::{declared, Declaration, LessonBlock, EVERY_FORMAT};
use crate::commands::pause::show;
use crate::commands::{games, read_position, Either, Io};
use crate::doc::Document;
use crate::error::Error;
use crate::game::position::Position;
use crate::render::Report;
use crate::render::{json, Format, Settings};
use crate::solve::check::{check_nim, illegal, nim_move, Judgement};
use crate::solve::game_play::GameJudgement;

/// Judges the move given in `args`.
pub(crate) fn run(args: &CheckArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    let judged = solved(args, &position);
    // An illegal Nim move is still written as JSON, with why, before the
    // error.
    let nim = args.split.is_none() && matches!(games::chosen(&args.game, args.rules), Ok(None));
    if judged.is_err() && nim && settings.format == Format::Json {
        if let Ok(Err(reason)) = args.named().map(|named| nim_move(position.heaps(), &named)) {
            let heaps = position.heaps();
            json::write(io.output, &illegal(heaps, args.rules.chosen(), reason))?;
            io.output.flush()?;
        }
    }
    show(&judged?, args.pause.pause, settings, io)
}

/// The verdict on the move `args` proposes from `position`, in Nim or in
/// another game, or why it cannot be made: for the command line and
/// lesson blocks alike.
pub(crate) fn solved(
    args: &CheckArgs,
    position: &Position,
) -> Result<Either<Judgement, GameJudgement>, Error> {
    let named = args.named().map_err(Error::usage)?;
    if let Some(games) = games::chosen(&args.game, args.rules)? {
        return Ok(Either::Right(games::check_report(
            position, games, args, &named,
        )?));
    }
    if let Some(split) = &args.split {
        return Err(Error::usage(format!(
            "--split {split}: a Nim move leaves one heap; --split is for games whose moves split heaps (--game kayles, lasker, …)"
        )));
    }
    check_nim(position.heaps(), args.rules.chosen(), &named, &args.shown())
        .map(Either::Left)
        .map_err(Error::usage)
}

/// `nimstep check` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "check",
    formats: EVERY_FORMAT,
    help: None,
    examples: &[(
        "nimstep check 13 12 8 --from 1 --take 9",
        "Does taking 9 from heap 1 win?",
    )],
};

declared!(CheckArgs, DECLARATION, run, block);

impl LessonBlock for CheckArgs {
    fn cost(&self) -> Cost {
        shown(&self.position, &self.game.games)
    }

    fn documents(&self) -> Result<Vec<Document>, Error> {
        Ok(solved(self, &Position::parse_words(&self.position.heaps)?)?.documents())
    }
}
