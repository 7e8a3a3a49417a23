//! A move of a game beyond Nim as a student proposes it — heap and amount
//! pairs, and the two heaps a split leaves — read against the game's
//! rules: the legal move it names, or the rule it breaks, in words.
//!
//! Exists so that `check --game` and the `--game` sessions (`play`,
//! `quiz`) refuse a move for the same reason: both read it here.

use crate::games::any_move::AnyMove;
use crate::games::heap::words::not_a_move;
use crate::games::heap_move::Spelling;
use crate::games::outline::{games_named, Named};
use crate::games::played::PlayError;
use crate::solve::game_play::GamePosition;

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
/// or why there is none. The game refuses a move outside its outline
/// (`Played::forbidden`); a move of heap games is then judged by the
/// heap's rule, whatever the heap's size, and a game played on the whole
/// position reads it from its numbers ([`GamePosition::read_move`]).
pub fn game_move(
    position: &GamePosition,
    named: &[(usize, u64)],
    split: Option<[u64; 2]>,
    spelling: Spelling,
) -> Result<Result<AnyMove, Illegal>, PlayError> {
    let mut pairs = named.to_vec();
    pairs.sort_unstable();
    let named = Named {
        pairs,
        split,
        spelling,
    };
    if let Err(why) = position.forbidden(&named) {
        return Ok(Err(Illegal::outline(why)));
    }
    if let [(from, take)] = named.pairs[..] {
        if let Some(m) = position.heap_move(from, take, split) {
            return Ok(Ok(m));
        }
        let game = &position.games()[from - 1];
        if game.is_heap_game() {
            let n = position.heaps()[from - 1];
            let why = match game.heap_rule() {
                Some(rule) => rule.broken(n, take, split, spelling),
                None => not_a_move(game, n, take, split),
            };
            return Ok(Err(Illegal::amounts(why)));
        }
    }
    // A game played on the whole position reads the move from its numbers
    // as a session does (Wythoff's without listing its moves, so heaps of
    // 2^64 − 1 are judged).
    let numbers: Vec<u64> = named
        .pairs
        .iter()
        .flat_map(|&(heap, take)| [heap as u64, take])
        .collect();
    let found = position.read_move(&numbers)?;
    Ok(found.ok_or_else(|| Illegal::amounts(not_legal(position))))
}

/// The legal move from `position` that `numbers`, as a student types them
/// in a session, name, in the game's form (`Played::named`): `K N`, or
/// `K N A B` for a split, in heap games; pairs `K N` in the games played
/// on the whole position (one for the staircase's step and coins, one per
/// heap for Moore's Nim, `1 N 2 N` down Wythoff's diagonal). Read as
/// [`game_move`] reads `check`'s flags, so a move is refused for the same
/// reason; numbers in no form of the game's moves are told the forms.
pub fn typed_move(
    position: &GamePosition,
    numbers: &[u64],
) -> Result<Result<AnyMove, Illegal>, PlayError> {
    match position.named(numbers) {
        Some(named) => game_move(position, &named.pairs, named.split, Spelling::Typed),
        None => Ok(Err(Illegal::outline(format!(
            "it is not typed as a move of {} — {}",
            games_named(position.games()),
            position.typing()
        )))),
    }
}

/// "it is not a legal move of kayles + lasker": each game once.
fn not_legal(position: &GamePosition) -> String {
    format!(
        "it is not a legal move of {}",
        games_named(position.games())
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::heap::grundy::GameMove;
    use crate::games::spec::GameSpec;
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

    /// Why `typed` is refused from `heaps` of `games`, as a session says it.
    fn refused(games: &[&str], heaps: &[u64], typed: &[u64]) -> String {
        let specs: Vec<GameSpec> = games.iter().map(|s| s.parse().unwrap()).collect();
        let position = GamePosition::new(&specs, heaps).unwrap();
        typed_move(&position, typed).unwrap().unwrap_err().why
    }

    /// A refusal to check: the games, the heaps, the numbers typed and
    /// why they are refused.
    type Case = (
        &'static [&'static str],
        &'static [u64],
        &'static [u64],
        &'static str,
    );

    /// Each game refuses in its own words, which its folder (or its heap
    /// rule) gives: the outline first (heaps, splits, how many heaps),
    /// then the amounts.
    #[test]
    fn each_game_refuses_in_its_own_words() {
        let cases: [Case; 18] = [
            (&["kayles"], &[5, 5], &[1, 3], "kayles takes 1 or 2 pins"),
            (&["dawson"], &[5, 5], &[1, 1], "dawson takes 2 pins"),
            (
                &["octal:0.4"],
                &[5, 5],
                &[1, 1],
                "taking 1, octal:0.4 leaves two heaps only",
            ),
            (
                &["subtract:1,3,4"],
                &[7, 5],
                &[1, 2],
                "subtract:1,3,4 takes 1, 3 or 4",
            ),
            (
                &["lasker"],
                &[7, 5],
                &[1, 2, 2, 3],
                "Lasker's split takes no stones: type K 0 A B",
            ),
            (
                &["lasker"],
                &[7, 5],
                &[1, 0, 3, 2],
                "the parts must add to 7, not 2 + 3 = 5",
            ),
            (
                &["nim"],
                &[7, 5],
                &[1, 1, 2, 5],
                "a move of nim never splits a heap; type K N, without A B",
            ),
            (
                &["subtract:1,3,4"],
                &[4, 7],
                &[1, 3, 1, 1],
                "a move of subtract:1,3,4 never splits a heap; type K N, without A B",
            ),
            (
                &["kayles"],
                &[2, 3, 6],
                &[2, 0, 1, 1],
                "a split of kayles takes 1 or 2 pins: type K N A B, taking N",
            ),
            (&["dawson"], &[3, 1], &[2, 2], "heap 2 has only 1 pin, too few for any move of dawson; heap 1 has one"),
            (
                &["kayles", "lasker"],
                &[7, 5],
                &[1, 1, 2],
                "it is not typed as a move of kayles + lasker — `K N` takes N stones from heap K; `K N A B` takes N from heap K and leaves two heaps A and B (in games that split heaps)",
            ),
            (
                &["staircase"],
                &[7, 1],
                &[2, 2],
                "step 2 has only 1 coin: slide 1",
            ),
            (
                &["staircase"],
                &[7, 1],
                &[1, 1, 2, 1],
                "a move of staircase Nim slides coins from one step only, not from 2",
            ),
            (
                &["moore:2"],
                &[7, 5, 3],
                &[1, 1, 2, 1, 3, 1],
                "a move of Moore's Nim with k = 2 (moore:2) takes from at most 2 heaps, not 3",
            ),
            (
                &["moore:1"],
                &[7, 5, 3],
                &[3, 1, 1, 1],
                "a move of Moore's Nim with k = 1 (moore:1) takes from at most 1 heap, not 2",
            ),
            (
                &["wythoff"],
                &[7, 5],
                &[2, 2, 1, 1],
                "a move of Wythoff's game takes from one heap, or the same number from both heaps: not 1 and 2",
            ),
            (
                &["wythoff"],
                &[7, 5],
                &[3, 1],
                "there is no heap 3 (the heaps are numbered 1 to 2)",
            ),
            (
                &["wythoff"],
                &[7, 5],
                &[1],
                "it is not typed as a move of wythoff — Wythoff's game: `K N` from one heap, `1 N 2 N` the same N from both",
            ),
        ];
        for (games, heaps, typed, why) in cases {
            assert_eq!(refused(games, heaps, typed), why, "{games:?} {typed:?}");
        }
    }

    /// The takes a refusal names: "take 2", "take 1, 2 or 3", "take from
    /// 1 to 4".
    fn takes_named(advice: &str) -> Vec<u64> {
        if let Some(range) = advice.strip_prefix("from 1 to ") {
            return (1..=range.parse().unwrap()).collect();
        }
        advice
            .split([',', ' '])
            .filter(|w| !w.is_empty() && *w != "or")
            .map(|w| w.parse().unwrap())
            .collect()
    }

    /// The takes of the legal moves from heap `heap` of `position` (those
    /// that split alone when `splits`), by the game's own move list.
    fn listed_takes(position: &GamePosition, heap: usize, splits: bool) -> Vec<u64> {
        let mut takes: Vec<u64> = position
            .moves()
            .unwrap()
            .iter()
            .filter_map(|m| m.of::<GameMove>().copied())
            .filter(|m| m.heap == heap && (!splits || m.split.is_some()))
            .map(|m| m.take)
            .collect();
        takes.dedup();
        takes
    }

    /// Every heap game the claims below are checked in: each kind of rule.
    const HEAP_GAMES: [&str; 12] = [
        "nim",
        "lasker",
        "kayles",
        "dawson",
        "octal:0.137",
        "octal:0.4",
        "octal:0.6",
        "octal:0.53",
        "subtract:2,5",
        "subtract:1,3,4",
        "subtract:1-3",
        "subtract:3",
    ];

    /// Claim: a take larger than its heap is told exactly the takes the
    /// game's move list has from that heap, or, when it has none, a heap
    /// whose list has a move (or that no heap has one), for every game and
    /// small heaps.
    #[test]
    fn a_take_past_the_heap_is_told_the_takes_the_game_lists() {
        for game in HEAP_GAMES {
            let spec: GameSpec = game.parse().unwrap();
            for (a, b) in (0..7).flat_map(|a| (0..7).map(move |b| (a, b))) {
                let position = GamePosition::new(&[spec.clone(), spec.clone()], &[a, b]).unwrap();
                for heap in [1, 2] {
                    let n = position.heaps()[heap - 1];
                    if n == 0 {
                        continue;
                    }
                    let why = game_move(&position, &[(heap, n + 1)], None, Spelling::Flags)
                        .unwrap()
                        .unwrap_err()
                        .why;
                    // Lasker's split takes 0: a take names a number of stones.
                    let mut listed = listed_takes(&position, heap, false);
                    listed.retain(|&t| t > 0);
                    let context = format!("{game} {a} {b} heap {heap}: {why}");
                    match why.split_once(": take ") {
                        Some((_, advice)) => {
                            assert_eq!(takes_named(advice), listed, "{context}")
                        }
                        None => {
                            assert!(why.contains("too few for any move"), "{context}");
                            assert!(listed.is_empty(), "{context}");
                            let other = 3 - heap;
                            let has_one = !listed_takes(&position, other, false).is_empty();
                            let said = format!("heap {other} has one");
                            match has_one {
                                true => assert!(why.ends_with(&said), "{context}"),
                                false => assert!(why.ends_with("no heap has one"), "{context}"),
                            }
                        }
                    }
                }
            }
        }
    }

    /// Claim: a split of an octal game asked with no take, or a take no
    /// split makes, is told exactly the takes of the splits the game's
    /// move list has from a heap of 9, typed or as flags.
    #[test]
    fn a_split_without_its_take_is_told_the_takes_that_split() {
        for game in HEAP_GAMES {
            let spec: GameSpec = game.parse().unwrap();
            let position = GamePosition::new(std::slice::from_ref(&spec), &[9]).unwrap();
            let listed = listed_takes(&position, 1, true);
            for spelling in [Spelling::Flags, Spelling::Typed] {
                let why = match game_move(&position, &[(1, 0)], Some([1, 2]), spelling).unwrap() {
                    Err(illegal) => illegal.why,
                    Ok(_) => continue,
                };
                let context = format!("{game}: {why}");
                let Some(advice) = why.strip_prefix(&format!("a split of {game} takes ")) else {
                    let refusal = match spelling {
                        Spelling::Flags => "leave out --split",
                        Spelling::Typed => "type K N, without A B",
                    };
                    match listed.is_empty() {
                        true => assert!(why.ends_with(refusal), "{context}"),
                        false => assert!(why.contains("the parts must add to 9"), "{context}"),
                    }
                    continue;
                };
                let (takes, how) = advice
                    .split_once(" pin")
                    .or(advice.split_once(" stone"))
                    .unwrap();
                let how = how.strip_prefix('s').unwrap_or(how);
                assert_eq!(takes_named(takes), listed, "{context}");
                let how_expected = match spelling {
                    Spelling::Flags => ": give --take",
                    Spelling::Typed => ": type K N A B, taking N",
                };
                assert_eq!(how, how_expected, "{context}");
            }
        }
    }

    /// `check`'s flags may ask a game that never splits for a split: each
    /// such game refuses it by name (a session's numbers cannot ask).
    #[test]
    fn a_split_is_refused_where_moves_never_split() {
        for game in ["moore:2", "wythoff"] {
            let position = GamePosition::new(&[game.parse().unwrap()], &[7, 5]).unwrap();
            let why = game_move(&position, &[(1, 1)], Some([2, 4]), Spelling::Flags)
                .unwrap()
                .unwrap_err()
                .why;
            assert_eq!(
                why,
                format!("a move of {game} never splits a heap; leave out --split")
            );
        }
    }
}
