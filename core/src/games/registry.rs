//! The games the `--game` commands play, one line each: where a `--game`
//! spec becomes the game ([`Played`]) that answers for a position.
//!
//! Exists apart from `played.rs` so that the trait sits below the games'
//! folders that implement it, and this list above them.

use super::error::SetupError;
use super::heap::grundy::Sum;
use super::heap::played::{self as heap, SumPlay};
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

/// The game that plays `heaps` under `games` (one for all heaps, or one
/// per heap), and the game of each heap.
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
    let played = whole(game).ok_or_else(|| SetupError::NotASum(game.clone()))?;
    played.fits(heaps)?;
    Ok((played, vec![game.clone(); heaps.len()]))
}

/// The game played on the whole position that `game` names, `None` for a
/// heap game: the one list of those games, one line each. Asked before
/// any position, too, for what such a game says of itself (its rules).
pub(crate) fn whole(game: &GameSpec) -> Option<Rc<dyn Played>> {
    Some(match game {
        GameSpec::Staircase => Rc::new(Staircase),
        GameSpec::Moore(k) => Rc::new(Moore { k: *k }),
        GameSpec::Wythoff => Rc::new(Wythoff),
        _ => return None,
    })
}

/// How a move is typed in each kind of game `--game` plays, sums of heap
/// games first: what the help of `play --game` lists, one line each (a
/// test holds every game the specs spell to being here).
pub(crate) fn typing() -> [&'static str; 4] {
    [
        heap::TYPING,
        Staircase.typing(),
        Moore { k: 1 }.typing(),
        Wythoff.typing(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::played::Standing;
    use crate::games::spec::spellings;

    /// Every game the specs spell (by its example where it takes a `:…`
    /// part), so that a game added there is held to these tests at once.
    fn every_game() -> Vec<GameSpec> {
        spellings(|_| true)
            .split_whitespace()
            .filter_map(|word| word.trim_matches(|c| ",()".contains(c)).parse().ok())
            .collect()
    }

    /// The numbers a move form stands for, each number of stones `n`:
    /// `K1 N1 K2 N2 …` is `1 n 2 n`, `S N` is `1 n`.
    fn typed(form: &str, n: u64) -> Vec<u64> {
        form.split_whitespace()
            .filter(|w| *w != "…")
            .map(|w| match w {
                "K2" => 2,
                _ if w.starts_with('N') => n,
                _ => 1,
            })
            .collect()
    }

    /// Each game's sentence on typing a move is in the list `play --game`'s
    /// help is made of, no two kinds of game share one (so none says
    /// another's), and its first form, typed with small numbers, names a
    /// move the game's own reader reads from 3 5.
    #[test]
    fn every_game_says_how_its_own_moves_are_typed() {
        let listed = typing();
        let games = every_game();
        assert!(games.len() >= 9, "{games:?}");
        let mut said: Vec<&str> = Vec::new();
        for game in games {
            let heaps = [3, 5];
            let (played, of_each) = played(std::slice::from_ref(&game), &heaps).unwrap();
            let sentence = played.typing();
            assert!(listed.contains(&sentence), "{game}: {sentence}");
            if !said.contains(&sentence) {
                said.push(sentence);
            }
            let form = sentence.split('`').nth(1).unwrap();
            let at = Standing {
                heaps: heaps.to_vec(),
                games: of_each,
            };
            let reads = (1..=3).any(|n| played.read_move(&at, &typed(form, n)).unwrap().is_some());
            assert!(reads, "{game}: `{form}` reads no move");
        }
        // Every sentence listed is some game's, each once.
        said.sort_unstable();
        let mut listed = listed.to_vec();
        listed.sort_unstable();
        assert_eq!(said, listed);
    }

    /// A game played on the whole position says its own rules, naming
    /// itself; a heap game leaves them to each heap's game.
    #[test]
    fn a_whole_game_says_its_own_rules() {
        for game in every_game() {
            let rules = whole(&game).and_then(|played| played.rules());
            match game.is_heap_game() {
                true => assert_eq!(rules, None, "{game}"),
                false => {
                    let rules = rules.unwrap();
                    let name = game.to_string();
                    let name = name.split(':').next().unwrap();
                    assert!(rules.to_lowercase().contains(name), "{game}: {rules}");
                }
            }
        }
    }
}
