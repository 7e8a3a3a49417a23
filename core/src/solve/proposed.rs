//! A move of a game beyond Nim as a student proposes it — heap and amount
//! pairs, and the two heaps a split leaves — read against the game's
//! rules: the legal move it names, or the rule it breaks, in words.
//!
//! Exists so that `check --game` and the `--game` sessions (`play`,
//! `quiz`) refuse a move for the same reason: both read it here.

use crate::games::any_move::AnyMove;
use crate::games::heap::words::not_a_move;
use crate::games::outline::{games_named, Named};
use crate::games::played::PlayError;
use crate::solve::game_play::GamePosition;

use crate::games::heap_move::Spelling;

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
    let named = Named { pairs, split };
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
/// reason.
pub fn typed_move(
    position: &GamePosition,
    numbers: &[u64],
) -> Result<Result<AnyMove, Illegal>, PlayError> {
    match position.named(numbers) {
        Some(named) => game_move(position, &named.pairs, named.split, Spelling::Typed),
        None => Ok(Err(Illegal::outline(not_legal(position)))),
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
        let cases: [Case; 16] = [
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
                "the parts must add to 7 − 1 = 6, not 2 + 5 = 7",
            ),
            (&["nim"], &[7, 5], &[1, 1, 2, 4], "it is not a legal move of nim"),
            (
                &["kayles", "lasker"],
                &[7, 5],
                &[1, 1, 2],
                "it is not a legal move of kayles + lasker",
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
            (&["wythoff"], &[7, 5], &[1, 1, 1], "it is not a legal move of wythoff"),
        ];
        for (games, heaps, typed, why) in cases {
            assert_eq!(refused(games, heaps, typed), why, "{games:?} {typed:?}");
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
