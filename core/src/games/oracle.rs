//! The brute-force oracle: outcome, Grundy value and winning moves worked
//! out from a game's moves alone, by the definitions.
//!
//! Exists as the standard every solver is held to: a P-position is one
//! whose every move reaches an N-position (with no move, the game's
//! [`Game::ending`]), and a Grundy value is the mex of the options' values.
//! It visits every position reachable from the start, once each, so it is
//! for small positions; a game with no formula uses it as its solver.

use super::Game;
use crate::game::Outcome;
use std::collections::HashMap;

/// P or N for the player to move, by the definition.
pub fn outcome<G: Game + ?Sized>(game: &G, position: &G::Position) -> Outcome {
    label(game, position, &mut HashMap::new())
}

/// The Grundy value by mex, under normal play; `None` under misère play.
pub fn grundy<G: Game + ?Sized>(game: &G, position: &G::Position) -> Option<u64> {
    (game.ending() == Outcome::P).then(|| mex_value(game, position, &mut HashMap::new()))
}

/// Every move to a P-position by the definition, in move order.
pub fn winning_moves<G: Game + ?Sized>(game: &G, position: &G::Position) -> Vec<G::Move> {
    let mut memo = HashMap::new();
    game.moves(position)
        .into_iter()
        .filter(|m| label(game, &game.after(position, m), &mut memo) == Outcome::P)
        .collect()
}

fn label<G: Game + ?Sized>(
    game: &G,
    position: &G::Position,
    memo: &mut HashMap<G::Position, Outcome>,
) -> Outcome {
    if let Some(&known) = memo.get(position) {
        return known;
    }
    let moves = game.moves(position);
    let found = if moves.is_empty() {
        game.ending()
    } else if moves
        .iter()
        .any(|m| label(game, &game.after(position, m), memo) == Outcome::P)
    {
        Outcome::N
    } else {
        Outcome::P
    };
    memo.insert(position.clone(), found);
    found
}

fn mex_value<G: Game + ?Sized>(
    game: &G,
    position: &G::Position,
    memo: &mut HashMap<G::Position, u64>,
) -> u64 {
    if let Some(&known) = memo.get(position) {
        return known;
    }
    let mut seen: Vec<u64> = game
        .moves(position)
        .iter()
        .map(|m| mex_value(game, &game.after(position, m), memo))
        .collect();
    seen.sort_unstable();
    seen.dedup();
    let mex = (0u64..)
        .zip(&seen)
        .find(|(want, &got)| *want != got)
        .map_or(seen.len() as u64, |(want, _)| want);
    memo.insert(position.clone(), mex);
    mex
}

/// How many positions a game's property test holds against the oracle:
/// the oracle visits every position reachable, each order of the heaps
/// apart, so few cases, on small heaps.
#[cfg(test)]
pub(crate) const CASES: u32 = 48;

/// The test each game's folder runs on its own positions: the game's
/// answers at `position` are the oracle's (outcome, Grundy value, the
/// winning moves), and each move's words tell it from every other move.
#[cfg(test)]
pub(crate) fn agrees<G: Game>(
    game: &G,
    position: &G::Position,
) -> Result<(), proptest::test_runner::TestCaseError> {
    use proptest::{prop_assert, prop_assert_eq};
    prop_assert_eq!(game.outcome(position), outcome(game, position));
    prop_assert_eq!(game.grundy(position), grundy(game, position));
    let theirs = game.winning_moves(position);
    let oracles = winning_moves(game, position);
    prop_assert_eq!(theirs.len(), oracles.len(), "{:?}", position);
    prop_assert!(theirs.iter().all(|m| oracles.contains(m)), "{:?}", position);
    let words = game
        .moves(position)
        .iter()
        .map(|m| game.name_move(m))
        .collect();
    prop_assert!(
        all_differ(words),
        "two moves with the same words at {:?}",
        position
    );
    Ok(())
}

/// Whether no two of `words` are the same: each move's words tell it from
/// every other.
#[cfg(test)]
pub(crate) fn all_differ(mut words: Vec<String>) -> bool {
    let count = words.len();
    words.sort();
    words.dedup();
    words.len() == count
}
