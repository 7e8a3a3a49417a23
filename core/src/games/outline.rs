//! A move as a student proposes it, before it is found among the legal
//! ones: the (heap, amount) pairs it names and the split it asks for,
//! checked against the rules most games share, in the words their
//! refusals use.
//!
//! Exists below the folders so that each game's [`Played::forbidden`]
//! (crate::games::played::Played::forbidden) is built from the same
//! clauses (a split where none is allowed, a heap that does not hold the
//! stones, more heaps than a move may change), and `solve::proposed`
//! refuses a move in the game's own terms without naming any game.

use super::heap_move::Spelling;
use super::spec::GameSpec;
use crate::game::{Move, MoveError};
use crate::words::distinct_games;

/// What a proposed move names: the (heap, amount) pairs, sorted by heap,
/// and the two heaps a split leaves (smaller first), when it asks for one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Named {
    /// Each heap (from 1) and what is taken from it.
    pub(crate) pairs: Vec<(usize, u64)>,
    /// The two heaps a split leaves.
    pub(crate) split: Option<[u64; 2]>,
    /// How the move was proposed, so that a refusal says how to propose
    /// it right: `check`'s flags or a session's numbers.
    pub(crate) spelling: Spelling,
}

/// Heap (or step) number `k` as typed: one past every heap when it is too
/// large to be one, so that it is refused as a heap that does not exist.
pub(crate) fn heap_number(k: u64) -> usize {
    usize::try_from(k).unwrap_or(usize::MAX)
}

/// The games of `games` each once, as a refusal names them: "kayles +
/// lasker".
pub(crate) fn games_named(games: &[GameSpec]) -> String {
    let games: Vec<String> = distinct_games(games)
        .into_iter()
        .map(|(_, g)| g.to_string())
        .collect();
    games.join(" + ")
}

/// Refuses a split in a game whose moves never split a heap, saying how
/// to leave it out as the move was proposed (`--split`, or the typed
/// `A B`).
pub(crate) fn never_splits(games: &[GameSpec], named: &Named) -> Result<(), String> {
    let leave_out = match named.spelling {
        Spelling::Flags => "leave out --split",
        Spelling::Typed => "type K N, without A B",
    };
    match named.split {
        Some(_) => Err(format!(
            "a move of {} never splits a heap; {leave_out}",
            games_named(games)
        )),
        None => Ok(()),
    }
}

/// Refuses a pair whose heap does not exist or does not hold the stones
/// (or takes none, unless the move `splits` a heap, as Lasker's Nim does
/// without taking a stone).
pub(crate) fn held(heaps: &[u64], named: &[(usize, u64)], splits: bool) -> Result<(), String> {
    for &(heap, take) in named {
        match Move::legal(heaps, heap, take) {
            Err(MoveError::TakesNothing) if splits => {}
            Err(reason) => return Err(reason.to_string()),
            Ok(_) => {}
        }
    }
    Ok(())
}

/// Refuses a move that names more than one heap, in a game whose move
/// changes one.
pub(crate) fn one_heap(games: &[GameSpec], named: &[(usize, u64)]) -> Result<(), String> {
    match named.len() {
        0 | 1 => Ok(()),
        n => Err(format!(
            "a move of {} takes from one heap only, not from {n}",
            games_named(games)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Outcome;
    use crate::games::any_move::AnyMove;
    use crate::games::error::GameError;
    use crate::games::played::{PlayError, Played, Standing};
    use crate::games::walked::Walk;
    use crate::games::worth::Worth;

    /// A game that says nothing of its moves' outline, so the defaults of
    /// [`Played`] answer for it.
    #[derive(Debug)]
    struct Plain;

    impl Played for Plain {
        fn moves(&self, _at: &Standing) -> Result<Vec<AnyMove>, PlayError> {
            Ok(Vec::new())
        }
        fn outcome(&self, _at: &Standing) -> Result<Outcome, PlayError> {
            Ok(Outcome::P)
        }
        fn worth(&self, _at: &Standing) -> Result<Worth, PlayError> {
            Ok(Worth::Pairs)
        }
        fn walkthrough(&self, _heaps: &[u64], _asked: Option<usize>) -> Result<Walk, GameError> {
            unimplemented!("no walkthrough is asked of this test's game")
        }
        fn typing(&self) -> &'static str {
            "`K N`"
        }
        fn move_notation(&self, _at: &Standing) -> String {
            String::new()
        }
        fn move_forms(&self, _at: &Standing) -> String {
            String::new()
        }
    }

    /// A new game's move is read as pairs and refused, by default, as a
    /// move of one heap that never splits.
    #[test]
    fn a_game_without_rules_of_its_own_takes_from_one_heap() {
        let at = Standing {
            heaps: vec![3, 0],
            games: vec![GameSpec::Nim; 2],
        };
        let named = |numbers: &[u64]| Plain.named(numbers);
        assert_eq!(named(&[1, 2, 3]), None);
        assert_eq!(named(&[]), None);
        let two = named(&[1, 2, 2, 1]).unwrap();
        assert_eq!(two.pairs, [(1, 2), (2, 1)]);
        assert_eq!(
            Plain.forbidden(&at, &two),
            Err("heap 2 is empty: choose a heap with stones in it".into())
        );
        let both = Named {
            pairs: vec![(1, 1), (1, 2)],
            split: None,
            spelling: Spelling::Flags,
        };
        assert_eq!(
            Plain.forbidden(&at, &both),
            Err("a move of nim takes from one heap only, not from 2".into())
        );
        let split = Named {
            pairs: vec![(1, 1)],
            split: Some([1, 1]),
            spelling: Spelling::Flags,
        };
        assert_eq!(
            Plain.forbidden(&at, &split),
            Err("a move of nim never splits a heap; leave out --split".into())
        );
        assert_eq!(Plain.forbidden(&at, &named(&[1, 3]).unwrap()), Ok(()));
        assert_eq!(
            Plain.named(&[u64::MAX, 1]).unwrap().pairs,
            [(usize::MAX, 1)]
        );
    }
}
