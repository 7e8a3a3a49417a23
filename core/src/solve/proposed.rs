//! A move of a game beyond Nim as a student proposes it — heap and amount
//! pairs, and the two heaps a split leaves — read against the game's
//! rules: the legal move it names, or the rule it breaks, in words.
//!
//! Exists so that `check --game` and the `--game` sessions (`play`,
//! `quiz`) refuse a move for the same reason: both read it here.

use crate::game::{Move, MoveError};
use crate::games::any_move::AnyMove;
use crate::games::spec::GameSpec;
use crate::solve::game_play::{GamePosition, PlayError};
use crate::words::distinct_games;

/// How the move was typed, so that a refusal says how to type it right.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spelling {
    /// `check`'s flags: `--from K --take N`, `--take K:N,…`, `--split A,B`.
    Flags,
    /// A session's numbers: `K N`, `K N A B`.
    Typed,
}

/// Why a proposed move is not a legal move of its game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Illegal {
    /// The rule it breaks, as a clause ("kayles takes 1 or 2 pins").
    pub why: String,
    /// Whether the move has the game's outline (one heap, stones it
    /// holds) and only its amounts break the rule: the list of every
    /// legal move (`nimstep moves`) then shows what would do.
    pub amounts: bool,
}

impl Illegal {
    fn outline(why: String) -> Self {
        Illegal {
            why,
            amounts: false,
        }
    }

    fn amounts(why: String) -> Self {
        Illegal { why, amounts: true }
    }
}

/// The legal move from `position` that takes, for each of the `named`
/// (heap, amount) pairs, that amount from that heap (a staircase's step
/// and coins), leaving the two heaps `split` (smaller first) when given;
/// or why there is none. A move of heap games is judged by the rule,
/// whatever the heap's size; a game played on the whole position reads
/// it from its numbers ([`GamePosition::read_move`]).
pub fn game_move(
    position: &GamePosition,
    named: &[(usize, u64)],
    split: Option<[u64; 2]>,
    spelling: Spelling,
) -> Result<Result<AnyMove, Illegal>, PlayError> {
    let mut named = named.to_vec();
    named.sort_unstable();
    let heaps = position.heaps();
    let whole = whole(position);
    if let Err(why) = forbidden(heaps, whole, position.games(), &named, split.is_some()) {
        return Ok(Err(Illegal::outline(why)));
    }
    if let [(from, take)] = named[..] {
        if let Some(m) = position.heap_move(from, take, split) {
            return Ok(Ok(m));
        }
        let game = &position.games()[from - 1];
        if game.is_heap_game() {
            let why = broken_rule(game, heaps[from - 1], take, split, spelling);
            return Ok(Err(Illegal::amounts(why)));
        }
    }
    let found = match whole {
        None => None,
        // A game played on the whole position reads the move from its
        // numbers as a session does (Wythoff's without listing its moves,
        // so heaps of 2^64 − 1 are judged).
        Some(_) => {
            let numbers: Vec<u64> = named
                .iter()
                .flat_map(|&(heap, take)| [heap as u64, take])
                .collect();
            position.read_move(&numbers)?
        }
    };
    Ok(found.ok_or_else(|| Illegal::amounts(not_legal(position))))
}

/// The legal move from `position` that `numbers`, as a student types them
/// in a session, name: `K N`, or `K N A B` for a split, in heap games;
/// pairs `K N` in the games played on the whole position (one for the
/// staircase's step and coins, one per heap for Moore's Nim, `1 N 2 N`
/// down Wythoff's diagonal). Read as [`game_move`] reads `check`'s flags,
/// so a move is refused for the same reason.
pub fn typed_move(
    position: &GamePosition,
    numbers: &[u64],
) -> Result<Result<AnyMove, Illegal>, PlayError> {
    let heap = |k: u64| usize::try_from(k).unwrap_or(usize::MAX);
    let pairs = |numbers: &[u64]| -> Vec<(usize, u64)> {
        numbers.chunks(2).map(|c| (heap(c[0]), c[1])).collect()
    };
    match (whole(position), numbers) {
        (None, &[k, n]) => game_move(position, &[(heap(k), n)], None, Spelling::Typed),
        (None, &[k, n, a, b]) => {
            let split = Some([a.min(b), a.max(b)]);
            game_move(position, &[(heap(k), n)], split, Spelling::Typed)
        }
        (Some(_), numbers) if !numbers.is_empty() && numbers.len().is_multiple_of(2) => {
            game_move(position, &pairs(numbers), None, Spelling::Typed)
        }
        _ => Ok(Err(Illegal::outline(not_legal(position)))),
    }
}

/// The game played on the whole position (staircase, Moore's or
/// Wythoff's), or `None` for heap games.
fn whole(position: &GamePosition) -> Option<&GameSpec> {
    position.games().iter().find(|g| !g.is_heap_game())
}

/// "it is not a legal move of kayles + lasker": each game once.
fn not_legal(position: &GamePosition) -> String {
    let games: Vec<String> = distinct_games(position.games())
        .into_iter()
        .map(|(_, g)| g.to_string())
        .collect();
    format!("it is not a legal move of {}", games.join(" + "))
}

/// The rule of `game` that taking `take` from a heap of `n` (leaving the
/// two heaps `split`) breaks: what it may take, that a split's parts add
/// up to what is left, or what taking `take` may leave. The heap holds
/// `take` stones at least (checked before).
fn broken_rule(
    game: &GameSpec,
    n: u64,
    take: u64,
    split: Option<[u64; 2]>,
    spelling: Spelling,
) -> String {
    let rest = n - take;
    if let (GameSpec::Lasker, Some(_), 1..) = (game, split, take) {
        let split = match spelling {
            Spelling::Flags => "--take 0 --split A,B",
            Spelling::Typed => "type K 0 A B",
        };
        return format!("Lasker's split takes no stones: {split}");
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

/// Why the rules forbid the move of the `named` pairs (sorted by heap)
/// from `heaps`, said before any move is listed: how many heaps a move may
/// change, and what each heap (or step) holds. `whole` is the game played
/// on the whole position, if any; `games` the game of each heap. A move
/// the rules allow in outline may still be refused by the game's own
/// amounts.
fn forbidden(
    heaps: &[u64],
    whole: Option<&GameSpec>,
    games: &[GameSpec],
    named: &[(usize, u64)],
    splits: bool,
) -> Result<(), String> {
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
            let games: Vec<String> = distinct_games(games)
                .into_iter()
                .map(|(_, g)| g.to_string())
                .collect();
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A game of each kind: heap games, a sum of two, and the games
    /// played on the whole position.
    const GAMES: [&[&str]; 9] = [
        &["kayles"],
        &["lasker"],
        &["subtract:1,3,4"],
        &["octal:0.137"],
        &["kayles", "lasker"],
        &["staircase"],
        &["moore:2"],
        &["wythoff"],
        &["nim"],
    ];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        /// A session accepts exactly the moves it accepted when it read
        /// them from the list of every move (`GamePosition::read_move`),
        /// and refuses the others with a reason.
        #[test]
        fn typed_moves_read_as_the_position_reads_them(
            which in 0..GAMES.len(),
            heaps in proptest::collection::vec(0u64..9, 2..4),
            typed in proptest::collection::vec(0u64..11, 0..7),
        ) {
            let specs: Vec<GameSpec> = GAMES[which].iter().map(|s| s.parse().unwrap()).collect();
            let heaps = match (specs.len(), GAMES[which]) {
                (_, ["wythoff"]) => heaps[..2].to_vec(),
                (2, _) => heaps[..2].to_vec(),
                _ => heaps,
            };
            let position = GamePosition::new(&specs, &heaps).unwrap();
            let read = typed_move(&position, &typed).unwrap();
            prop_assert_eq!(read.clone().ok(), position.read_move(&typed).unwrap());
            if let Err(illegal) = read {
                prop_assert!(!illegal.why.is_empty());
            }
        }
    }
}
