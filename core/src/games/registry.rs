//! The games the `--game` commands play, one line each: where a `--game`
//! spec becomes the game ([`Played`]) that answers for a position.
//!
//! Exists apart from `played.rs` so that the trait sits below the games'
//! folders that implement it, and this list above them.

use super::error::SetupError;
use super::heap::grundy::Sum;
use super::heap::played::SumPlay;
use super::heap::HeapRule;
use super::lasker::Lasker;
use super::moore::Moore;
use super::played::Played;
use super::spec::GameSpec;
use super::staircase::Staircase;
use super::wythoff::Wythoff;
use std::rc::Rc;

/// The one game played on the whole position (staircase, Moore's Nim or
/// Wythoff's game) when that is what `games` is, `None` for games played
/// heap by heap; refused when such a game is mixed with others.
pub fn whole_game(games: &[GameSpec]) -> Result<Option<&GameSpec>, SetupError> {
    match games.iter().find(|g| !g.is_heap_game()) {
        Some(game) if games.len() > 1 => Err(SetupError::NotASum(game.clone())),
        found => Ok(found),
    }
}

/// The rule of one heap of `game`, in the games played on each heap alone
/// that state one (Nim, whose every take is a move, needs none): what a
/// refused move of the heap is told. One line each.
pub(crate) fn heap_rule(game: &GameSpec) -> Option<&dyn HeapRule> {
    match game {
        GameSpec::Subtract(set) => Some(set),
        GameSpec::Octal(octal) => Some(octal),
        GameSpec::Lasker => Some(&Lasker),
        _ => None,
    }
}

/// The game that plays `heaps` under `games` (one for all heaps, or one
/// per heap), and the game of each heap: the one list of the games the
/// `--game` commands play, one line each.
pub(crate) fn played(
    games: &[GameSpec],
    heaps: &[u64],
) -> Result<(Rc<dyn Played>, Vec<GameSpec>), SetupError> {
    let Some(game) = whole_game(games)? else {
        let sum = Sum::new(games, heaps)?;
        let games = (0..heaps.len())
            .map(|i| sum.table(i).game().clone())
            .collect();
        return Ok((Rc::new(SumPlay::new(sum)), games));
    };
    let played: Rc<dyn Played> = match game {
        GameSpec::Staircase => Rc::new(Staircase),
        GameSpec::Moore(k) => Rc::new(Moore { k: *k }),
        GameSpec::Wythoff => Rc::new(Wythoff::on(heaps)?),
        _ => return Err(SetupError::NotASum(game.clone())),
    };
    Ok((played, vec![game.clone(); heaps.len()]))
}
