//! `--game` on the commands that judge positions: which game was chosen,
//! and the walkthrough of a game other than Nim.

use crate::cli::{GamesArg, RulesArg};
use crate::error::Error;
use crate::game::position::Position;
use crate::games::heap_move::Spelling;
use crate::games::spec::GameSpec;
use crate::progress::Progress;
use crate::solve::check::Proposal;
use crate::solve::game_play::{self, GamePosition};
use crate::solve::label::Labelling;
use crate::solve::move_list::MoveList;
use crate::solve::proposed;

/// The games given with `--game` when any of them is not plain Nim (so
/// the command must leave Bouton's own walkthrough), or `None` for Nim.
/// Refuses `--misere` with such games: their analysis here is normal play.
pub(crate) fn chosen(games: &GamesArg, rules: RulesArg) -> Result<Option<&[GameSpec]>, Error> {
    let games = &games.games;
    let Some(other) = games.iter().find(|g| **g != GameSpec::Nim) else {
        return Ok(None);
    };
    if rules.misere {
        return Err(Error::usage(format!(
            "--misere with --game {other}: misère play is analysed only for nim; leave out --misere (normal play: whoever makes the last move wins)"
        )));
    }
    Ok(Some(games))
}

/// The position under the games, with a game error worded for `--game`.
fn game_position(position: &Position, games: &[GameSpec]) -> Result<GamePosition, Error> {
    GamePosition::new(games, position.heaps()).map_err(Error::from)
}

/// Every legal move of a game beyond Nim, solved once.
pub(crate) fn moves_report(position: &Position, games: &[GameSpec]) -> Result<MoveList, Error> {
    game_play::list(game_position(position, games)?).map_err(Error::from)
}

/// Ferguson's labelling of a game beyond Nim, solved once.
pub(crate) fn label_report(position: &Position, games: &[GameSpec]) -> Result<Labelling, Error> {
    let progress = Progress::counting("positions labelled");
    game_play::label_counted(&game_position(position, games)?, &mut |n| progress.set(n))
        .map_err(Error::from)
}

/// The move of a game beyond Nim that `named` (the (heap, amount) pairs
/// of `--from`/`--take`) and `split` (the text of `--split A,B`, for a
/// move that leaves two heaps) propose from `position`, ready to be
/// judged; or why it cannot be made, led by `shown`, the move as typed.
pub(crate) fn proposal(
    position: &Position,
    games: &[GameSpec],
    named: &[(usize, u64)],
    split: Option<&str>,
    shown: &str,
) -> Result<Proposal<'static>, Error> {
    let start = game_position(position, games)?;
    let split = split.map(parse_split).transpose()?;
    match proposed::game_move(&start, named, split, Spelling::Flags)? {
        Ok(chosen) => Ok(Proposal::Game {
            position: start,
            chosen,
        }),
        Err(illegal) => {
            // Worded only when a move is refused: a million heaps' command
            // line is 20 MB of text.
            let see = match illegal.amounts {
                true => {
                    let heaps: Vec<String> = position.heaps().iter().map(u64::to_string).collect();
                    let flags: Vec<String> = games.iter().map(|g| format!("--game {g}")).collect();
                    format!(
                        "; see every legal move: nimstep moves {} {}",
                        heaps.join(" "),
                        flags.join(" ")
                    )
                }
                false => String::new(),
            };
            Err(Error::usage(format!(
                "{shown}: illegal move: {}{see}",
                illegal.why
            )))
        }
    }
}

/// Parses `A,B`, the two heaps a splitting move leaves.
fn parse_split(text: &str) -> Result<[u64; 2], Error> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    match parts.as_slice() {
        [a, b] => match (a.parse::<u64>(), b.parse::<u64>()) {
            (Ok(a), Ok(b)) if a > 0 && b > 0 => Ok([a.min(b), a.max(b)]),
            _ => Err(Error::usage(format!(
                "--split {text}: expected two heap sizes of at least 1, such as 2,3"
            ))),
        },
        _ => Err(Error::usage(format!(
            "--split {text}: expected two heap sizes of at least 1, such as 2,3"
        ))),
    }
}
