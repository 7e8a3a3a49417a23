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
use super::spec::{examples, GameSpec};
use super::staircase::Staircase;
use super::wythoff::Wythoff;
use std::rc::Rc;

/// The one game played on the whole position (staircase, Moore's Nim or
/// Wythoff's game) when that is what `games` is, `None` for games played
/// heap by heap; refused when such a game is mixed with others.
fn whole_game(games: &[GameSpec]) -> Result<Option<&GameSpec>, SetupError> {
    match games.iter().find(|g| !g.is_heap_game()) {
        Some(game) if games.len() > 1 => Err(SetupError::NotASum(game.clone())),
        found => Ok(found),
    }
}

/// The game that plays `heaps` under `games` (one for all heaps, or one
/// per heap): the one list of the games the `--game` commands and
/// `explain --game` play, one line each.
pub(crate) fn game(games: &[GameSpec], heaps: &[u64]) -> Result<Rc<dyn Played>, SetupError> {
    let Some(game) = whole_game(games)? else {
        return Ok(Rc::new(SumPlay::new(Sum::new(games, heaps)?)));
    };
    let played = whole(game).ok_or_else(|| SetupError::NotASum(game.clone()))?;
    played.fits(heaps)?;
    Ok(played)
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

/// Every game nimstep offers (`spec::examples`), each once, in the order
/// they are spelt.
fn offered() -> impl Iterator<Item = GameSpec> {
    examples().map(|example| {
        example
            .spec
            .parse()
            .unwrap_or_else(|why| unreachable!("an offered game's spec parses: {why}"))
    })
}

/// How a move is typed in each kind of game nimstep offers, in the order
/// they are spelt, each sentence once (every sum of heap games shares
/// one): what the help of `play --game` lists, so a game added is in it.
pub(crate) fn typing() -> Vec<&'static str> {
    let mut said = Vec::new();
    for game in offered() {
        let sentence = whole(&game).map_or(heap::TYPING, |played| played.typing());
        if !said.contains(&sentence) {
            said.push(sentence);
        }
    }
    said
}

/// The games nimstep offers that judge a position with a heap too large to
/// list its moves (`quiz --huge`): every one but Nim, whose heap's value is
/// its size, and those that list every move.
pub(crate) fn huge_heaps() -> impl Iterator<Item = GameSpec> {
    offered().filter(|game| {
        *game != GameSpec::Nim && whole(game).is_none_or(|played| played.judges_huge_heaps())
    })
}

/// The game that plays `heaps` under `games`, as [`game`] finds it, and
/// the game of each heap.
pub(crate) fn played(
    games: &[GameSpec],
    heaps: &[u64],
) -> Result<(Rc<dyn Played>, Vec<GameSpec>), SetupError> {
    let played = game(games, heaps)?;
    // `game` refused every count of games but one for all heaps or one
    // per heap.
    let games = match games {
        [one] => vec![one.clone(); heaps.len()],
        _ => games.to_vec(),
    };
    Ok((played, games))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Outcome;
    use crate::games::any_move::AnyMove;
    use crate::games::oracle::{self, all_differ};
    use crate::games::played::Standing;
    use crate::games::{whole_numbers, Game};
    use std::hash::{Hash, Hasher};

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
        let mut said: Vec<&str> = Vec::new();
        for game in offered() {
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
        let mut listed = listed;
        listed.sort_unstable();
        assert_eq!(said, listed);
    }

    /// A game played on the whole position says its own rules, naming
    /// itself; a heap game leaves them to each heap's game.
    #[test]
    fn a_whole_game_says_its_own_rules() {
        for game in offered() {
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

    /// A game as the registry makes it, its positions worked out by the
    /// oracle from the moves [`Played`] lists, so that the theory each
    /// game answers with is held to the definitions.
    struct Through(Rc<dyn Played>);

    /// A position of such a game: the heaps and the game of each.
    #[derive(Debug, Clone)]
    struct At(Standing);

    impl PartialEq for At {
        fn eq(&self, other: &At) -> bool {
            self.0.heaps == other.0.heaps && self.0.games == other.0.games
        }
    }

    impl Eq for At {}

    impl Hash for At {
        fn hash<H: Hasher>(&self, state: &mut H) {
            self.0.heaps.hash(state);
            for game in &self.0.games {
                game.to_string().hash(state);
            }
        }
    }

    impl Game for Through {
        type Position = At;
        type Move = AnyMove;

        fn moves(&self, at: &At) -> Vec<AnyMove> {
            self.0.moves(&at.0).expect("a small position's moves")
        }

        fn after(&self, at: &At, m: &AnyMove) -> At {
            At(self.0.after(&at.0, m))
        }

        fn reads_as(&self, m: &AnyMove, numbers: &[u64]) -> bool {
            m.reads_as(numbers)
        }

        /// The numbers a student types for it.
        fn name_move(&self, m: &AnyMove) -> String {
            m.typed()
        }
    }

    /// The registry's game for `games` at `heaps` answers as the oracle
    /// does (outcome, value and each heap's where it has them, winning
    /// moves, nimstep's move), lists a move exactly when one is left,
    /// words each move apart from the others, and reads each move back
    /// from what a student types.
    fn plays_as_the_oracle(games: &[GameSpec], heaps: &[u64]) {
        let (game, each) = played(games, heaps).expect("a game the registry plays");
        let shown = format!("{games:?} at {heaps:?}");
        let at = Standing {
            heaps: heaps.to_vec(),
            games: each,
        };
        let through = Through(Rc::clone(&game));
        let start = At(at.clone());
        assert_eq!(
            game.outcome(&at).unwrap(),
            oracle::outcome(&through, &start),
            "{shown}"
        );
        if let Some(value) = game.value(&at).unwrap() {
            assert_eq!(Some(value), oracle::grundy(&through, &start), "{shown}");
        }
        for (i, value) in game.heap_values(&at).unwrap().into_iter().enumerate() {
            let alone = At(Standing {
                heaps: vec![heaps[i]],
                games: vec![at.games[i].clone()],
            });
            assert_eq!(Some(value), oracle::grundy(&through, &alone), "{shown}");
        }
        let winning = oracle::winning_moves(&through, &start);
        assert_eq!(game.winning_moves(&at).unwrap(), winning, "{shown}");
        let moves = game.moves(&at).unwrap();
        assert_eq!(game.has_move(&at).unwrap(), !moves.is_empty(), "{shown}");
        let chosen = game.computer_move(&at).unwrap();
        match winning.first() {
            Some(first) => assert_eq!(chosen.as_ref(), Some(first), "{shown}"),
            None => assert_eq!(chosen.is_some(), !moves.is_empty(), "{shown}"),
        }
        assert!(
            all_differ(moves.iter().map(|m| m.words(&at.games)).collect()),
            "{shown}: two moves with the same words"
        );
        for m in &moves {
            let typed = whole_numbers(&m.typed()).unwrap();
            assert_eq!(
                game.read_move(&at, &typed).unwrap().as_ref(),
                Some(m),
                "{shown}"
            );
        }
        assert_eq!(
            game.outcome(&at).unwrap() == Outcome::P,
            winning.is_empty(),
            "{shown}"
        );
    }

    /// Every position of `count` heaps (each count in the range) holding
    /// at most `stones` stones in all.
    fn positions(count: std::ops::RangeInclusive<u64>, stones: u64) -> Vec<Vec<u64>> {
        let mut all = Vec::new();
        for n in count {
            let mut heaps = vec![0; n as usize];
            loop {
                if heaps.iter().sum::<u64>() <= stones {
                    all.push(heaps.clone());
                }
                let Some(i) = heaps.iter().position(|&h| h < stones) else {
                    break;
                };
                heaps[i] += 1;
                heaps[..i].fill(0);
            }
        }
        all
    }

    /// Every game, alone on every small position; and every two heap
    /// games side by side.
    #[test]
    fn every_game_plays_as_the_oracle() {
        // Every game a chooser offers: a test in `spec.rs` fails until a
        // new game is offered, so none escapes this one.
        let games = offered().collect::<Vec<_>>();
        for game in &games {
            // Wythoff's two heaps with up to 12 stones: the pairs (3, 5)
            // and (4, 7) among them.
            let (count, stones) = game.fixed_heaps().map_or((0..=3, 7), |n| (n..=n, 12));
            for heaps in positions(count, stones) {
                plays_as_the_oracle(std::slice::from_ref(game), &heaps);
            }
        }
        let heap_games = games.iter().filter(|g| g.is_heap_game());
        for a in heap_games.clone() {
            for b in heap_games.clone() {
                for heaps in positions(2..=2, 5) {
                    plays_as_the_oracle(&[a.clone(), b.clone()], &heaps);
                }
            }
        }
    }
}
