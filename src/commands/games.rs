//! `--game` on the commands that judge positions: which game was chosen,
//! and the walkthrough of a game other than Nim.

use crate::cli::{CheckArgs, ExplainArgs, GamesArg, RulesArg};
use crate::error::Error;
use crate::game::position::Position;
use crate::game::Game;
use crate::games::wythoff::WythoffMove;
use crate::solve::game_play::{self, GameJudgement, GameLabelling, GameMoveList, GamePosition};
use crate::solve::sum::{explain as solve_explain, AnyMove, GameError, GameTrace};

/// The games given with `--game` when any of them is not plain Nim (so
/// the command must leave Bouton's own walkthrough), or `None` for Nim.
/// Refuses `--misere` with such games: their analysis here is normal play.
pub fn chosen(games: &GamesArg, rules: RulesArg) -> Result<Option<&[Game]>, Error> {
    let games = &games.games;
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

/// The walkthrough of `position` under `games`, solved once.
pub fn explain_report(
    position: &Position,
    games: &[Game],
    args: &ExplainArgs,
) -> Result<GameTrace, Error> {
    if !args.steps.is_empty() {
        return Err(Error::usage(
            "--steps picks steps of a Nim walkthrough; with --game the walkthrough is shown whole (leave out --steps)",
        ));
    }
    solve_explain(position.heaps(), games, args.heap).map_err(|err| match err {
        GameError::Bouton(err) => Error::from(err),
        GameError::NotAnOddStep { step: k, .. } | GameError::NoWinningMoveThere { heap: k, .. } => {
            Error::usage(format!("--heap {k}: {err}"))
        }
        other => Error::usage(format!("--game: {other}")),
    })
}

/// The position under the games, with a game error worded for `--game`.
fn game_position(position: &Position, games: &[Game]) -> Result<GamePosition, Error> {
    GamePosition::new(games, position.heaps()).map_err(Error::from)
}

/// Every legal move of a game beyond Nim, solved once.
pub fn moves_report(position: &Position, games: &[Game]) -> Result<GameMoveList, Error> {
    game_play::list(&game_position(position, games)?).map_err(Error::from)
}

/// Ferguson's labelling of a game beyond Nim, solved once.
pub fn label_report(position: &Position, games: &[Game]) -> Result<GameLabelling, Error> {
    game_play::label(&game_position(position, games)?).map_err(Error::from)
}

/// The verdict on a move of a game beyond Nim, or why it cannot be made:
/// `--from K --take N`, with `--split A,B` for a move that leaves two heaps
/// (staircase Nim: coins from step K).
pub fn check_report(
    position: &Position,
    games: &[Game],
    args: &CheckArgs,
) -> Result<GameJudgement, Error> {
    let start = game_position(position, games)?;
    let split = match &args.split {
        None => None,
        Some(text) => Some(parse_split(text)?),
    };
    // A move of heap games is judged by the rule, whatever the heap's
    // size; the others by the list of every move.
    if let Some(m) = start.heap_move(args.from, args.take, split) {
        return Ok(game_play::judge_heap_move(&start, m)?);
    }
    let heap_games = games.iter().all(Game::is_heap_game);
    let list = match heap_games {
        true => None,
        false => Some(game_play::list(&start)?),
    };
    let wanted = |m: &AnyMove| match m {
        AnyMove::Heap(m) => m.heap == args.from && m.take == args.take && m.split == split,
        AnyMove::Stair(m) => m.step == args.from && m.coins == args.take && split.is_none(),
        AnyMove::Wythoff(WythoffMove::One(m)) => {
            m.heap == args.from && m.take == args.take && split.is_none()
        }
        AnyMove::Moore(_) | AnyMove::Wythoff(WythoffMove::Both(_)) => false,
    };
    let shown_split = split.map_or(String::new(), |[a, b]| format!(" --split {a},{b}"));
    let found = list
        .as_ref()
        .and_then(|list| Some((list, list.moves.iter().find(|r| wanted(&r.chosen))?)));
    let Some((list, row)) = found else {
        let why = if games.iter().any(|g| matches!(g, Game::Moore(_))) {
            "a move of Moore's Nim changes several heaps at once, which --from and --take cannot name; see them all with moves --game".to_string()
        } else if games.contains(&Game::Wythoff) {
            "it is not a legal move from one heap (a move from both heaps cannot be named with --from and --take); see every legal move with moves --game wythoff".to_string()
        } else {
            format!(
                "it is not a legal move of {}; see every legal move with moves --game",
                games
                    .iter()
                    .map(Game::to_string)
                    .collect::<Vec<_>>()
                    .join(" + ")
            )
        };
        return Err(Error::usage(format!(
            "--from {} --take {}{shown_split}: illegal move: {why}",
            args.from, args.take
        )));
    };
    Ok(game_play::judge(list, row))
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
