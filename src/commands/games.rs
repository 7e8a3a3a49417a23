//! `--game` on the commands that judge positions: which game was chosen,
//! and the walkthrough of a game other than Nim.

use crate::cli::{ExplainArgs, RulesArg};
use crate::commands::explain::paced;
use crate::commands::Io;
use crate::error::Error;
use crate::game::position::Position;
use crate::game::Game;
use crate::present::sum::document;
use crate::render::{emit, Format, Settings};
use crate::solve::sum::{explain as solve_explain, GameError};

/// The games given with `--game` when any of them is not plain Nim (so
/// the command must leave Bouton's own walkthrough), or `None` for Nim.
/// Refuses `--misere` with such games: their analysis here is normal play.
pub fn chosen(games: &[Game], rules: RulesArg) -> Result<Option<&[Game]>, Error> {
    let Some(other) = games.iter().find(|g| **g != Game::Nim) else {
        return Ok(None);
    };
    if rules.misere {
        return Err(Error::usage(format!(
            "--misere with --game {other}: misère play is analysed only for nim; leave out --misere (normal play: whoever makes the last move wins)"
        )));
    }
    Ok(Some(games))
}

/// Explains `position` under `games` (one for all heaps or one per heap).
pub fn explain(
    position: &Position,
    games: &[Game],
    args: &ExplainArgs,
    settings: &Settings,
    io: &mut Io,
) -> Result<(), Error> {
    let trace = solve_explain(position.heaps(), games, args.heap).map_err(|err| match err {
        GameError::Bouton(err) => Error::from(err),
        GameError::NotAnOddStep { step, .. } => Error::usage(format!("--heap {step}: {err}")),
        other => Error::usage(format!("--game: {other}")),
    })?;
    if args.pause
        && settings.format == Format::Terminal
        && io.input_is_terminal
        && io.output_is_terminal
    {
        return paced(&document(&trace), settings, io.input, io.output);
    }
    emit(&trace, settings, io.output)
}
