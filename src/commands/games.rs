//! `--game` on the commands that judge positions: which game was chosen,
//! and the walkthrough of a game other than Nim.

use crate::cli::{GamesArg, RulesArg};
use crate::error::Error;
use crate::game::position::Position;
use crate::game::{Move, MoveError};
use crate::games::spec::GameSpec;
use crate::progress::Progress;
use crate::solve::game_play::{self, GameJudgement, GamePosition};
use crate::solve::label::Labelling;
use crate::solve::move_list::MoveList;
use crate::solve::walkthrough::whole_game;

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

/// The verdict on a move of a game beyond Nim, or why it cannot be made:
/// `named` holds the (heap, amount) pairs of `--from`/`--take`, with
/// `split` the text of `--split A,B` for a move that leaves two heaps
/// (staircase Nim: coins from step K), and `shown` the move as typed.
pub(crate) fn check_report(
    position: &Position,
    games: &[GameSpec],
    named: &[(usize, u64)],
    split: Option<&str>,
    shown: &str,
) -> Result<GameJudgement, Error> {
    let start = game_position(position, games)?;
    let split = split.map(parse_split).transpose()?;
    let illegal = |why: String| Error::usage(format!("{shown}: illegal move: {why}"));
    let mut named = named.to_vec();
    named.sort_unstable();
    forbidden(position.heaps(), games, &named, split.is_some()).map_err(illegal)?;
    // Worded only when a move is refused: a million heaps' command line
    // is 20 MB of text.
    let see = || {
        let heaps: Vec<String> = position.heaps().iter().map(u64::to_string).collect();
        let flags: Vec<String> = games.iter().map(|g| format!("--game {g}")).collect();
        format!(
            "see every legal move: nimstep moves {} {}",
            heaps.join(" "),
            flags.join(" ")
        )
    };
    let not_legal = || {
        let games: Vec<String> = games.iter().map(GameSpec::to_string).collect();
        illegal(format!(
            "it is not a legal move of {}; {}",
            games.join(" + "),
            see()
        ))
    };
    // A move of heap games is judged by the rule, whatever the heap's
    // size; Wythoff's by its numbers; the others by the list of every move.
    if let [(from, take)] = named[..] {
        if let Some(m) = start.heap_move(from, take, split) {
            return Ok(game_play::judge_move(start, m)?);
        }
        let n = position.heaps()[from - 1];
        if let Some(game) = games.get(from - 1).or(games.first()) {
            if game.is_heap_game() {
                return Err(illegal(format!(
                    "{}; {}",
                    broken_rule(game, n, take, split),
                    see()
                )));
            }
        }
    }
    if games.iter().all(GameSpec::is_heap_game) {
        return Err(not_legal());
    }
    // Wythoff's game reads the move from its numbers, so heaps of
    // 2^64 − 1 are judged without listing their moves.
    if whole_game(games).map_err(|err| Error::usage(err.to_string()))? == Some(&GameSpec::Wythoff) {
        let numbers: Vec<u64> = named
            .iter()
            .flat_map(|&(heap, take)| [heap as u64, take])
            .collect();
        let Some(m) = start.read_move(&numbers)? else {
            return Err(not_legal());
        };
        return Ok(game_play::judge_move(start, m)?);
    }
    let list = game_play::moves(&start)?;
    let Some(row) = list.moves.iter().find(|r| r.chosen.is_named(&named, split)) else {
        return Err(not_legal());
    };
    Ok(game_play::judge(&start, &list, row)?)
}

/// The rule of `game` that taking `take` from a heap of `n` (leaving the
/// two heaps `split`) breaks: what it may take, that a split's parts add
/// up to what is left, or what taking `take` may leave. The heap holds
/// `take` stones at least (checked before).
fn broken_rule(game: &GameSpec, n: u64, take: u64, split: Option<[u64; 2]>) -> String {
    let rest = n - take;
    if let (GameSpec::Lasker, Some(_), 1..) = (game, split, take) {
        return "Lasker's split takes no stones: --take 0 --split A,B".to_string();
    }
    if let Some([a, b]) = split {
        if a.checked_add(b) != Some(rest) {
            let sum = u128::from(a) + u128::from(b);
            let left = match take {
                0 => format!("{n}"),
                _ => format!("{n} − {take} = {rest}"),
            };
            return format!("the parts must add to {left}, not {a} + {b} = {sum}");
        }
    }
    let or_list = |takes: &[u64]| match takes {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(u64::to_string).collect();
            format!("{} or {last}", init.join(", "))
        }
    };
    match game {
        GameSpec::Subtract(set) => format!("{game} takes {}", or_list(set.amounts())),
        GameSpec::Octal(octal) => {
            let digits = octal.digits();
            let takes: Vec<u64> = (1..)
                .zip(digits)
                .filter(|(_, &d)| d != 0)
                .map(|(k, _)| k)
                .collect();
            let unit = if octal.name().is_some() {
                "pins"
            } else {
                "stones"
            };
            let digit = usize::try_from(take)
                .ok()
                .and_then(|k| digits.get(k.checked_sub(1)?))
                .copied()
                .unwrap_or(0);
            if digit == 0 {
                return format!("{game} takes {} {unit}", or_list(&takes));
            }
            let leaves: Vec<&str> = [
                (1, "nothing (the whole heap)"),
                (2, "one heap"),
                (4, "two heaps"),
            ]
            .into_iter()
            .filter(|(bit, _)| digit & bit != 0)
            .map(|(_, words)| words)
            .collect();
            format!("taking {take}, {game} leaves {} only", leaves.join(" or "))
        }
        _ => format!("it is not a legal move of {game}"),
    }
}

/// Why the rules of `games` forbid the move of the `named` pairs (sorted
/// by heap) from `heaps`, said before any move is listed: how many heaps a
/// move may change, and what each heap (or step) holds. A move the rules
/// allow in outline may still be refused by the game's own amounts.
fn forbidden(
    heaps: &[u64],
    games: &[GameSpec],
    named: &[(usize, u64)],
    splits: bool,
) -> Result<(), String> {
    let whole = whole_game(games).map_err(|err| err.to_string())?;
    if whole == Some(&GameSpec::Staircase) {
        return match named {
            [(step, coins)] => stair_move(heaps, *step, *coins),
            _ => Err(format!(
                "a move of staircase Nim slides coins from one step only, not from {}",
                named.len()
            )),
        };
    }
    if let (true, Some(game)) = (splits, whole) {
        return Err(format!(
            "a move of {game} never splits a heap; leave out --split"
        ));
    }
    for &(heap, take) in named {
        match Move::legal(heaps, heap, take) {
            // Lasker's Nim splits a heap without taking a stone.
            Err(MoveError::TakesNothing) if splits => {}
            Err(reason) => return Err(reason.to_string()),
            Ok(_) => {}
        }
    }
    match whole {
        Some(game @ GameSpec::Moore(k)) if named.len() as u64 > *k => {
            return Err(format!(
                "a move of Moore's Nim with k = {k} ({game}) takes from at most {k} {}, not {}",
                if *k == 1 { "heap" } else { "heaps" },
                named.len()
            ))
        }
        // Wythoff's two heaps: every pair named a heap that exists.
        Some(GameSpec::Moore(_) | GameSpec::Wythoff) => {}
        _ if named.len() > 1 => {
            let games: Vec<String> = games.iter().map(GameSpec::to_string).collect();
            return Err(format!(
                "a move of {} takes from one heap only, not from {}",
                games.join(" + "),
                named.len()
            ));
        }
        _ => {}
    }
    if let (Some(GameSpec::Wythoff), [(_, a), (_, b)]) = (whole, named) {
        if a != b {
            return Err(format!(
                "a move of Wythoff's game takes from one heap, or the same number from both heaps: not {a} and {b}"
            ));
        }
    }
    Ok(())
}

/// Why `coins` coins cannot slide down from step `step` of `stairs`.
fn stair_move(stairs: &[u64], step: usize, coins: u64) -> Result<(), String> {
    let count = stairs.len();
    if step == 0 || step > count {
        return Err(format!(
            "there is no step {step} (the steps are numbered 1 to {count})"
        ));
    }
    match (coins, stairs[step - 1]) {
        (0, _) => Err("a move slides at least 1 coin, not 0".into()),
        (_, 0) => Err(format!(
            "step {step} has no coins: choose a step with coins on it"
        )),
        (c, 1) if c > 1 => Err(format!("step {step} has only 1 coin: slide 1")),
        (c, held) if c > held => Err(format!(
            "step {step} has only {held} coins: slide from 1 to {held}"
        )),
        _ => Ok(()),
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
