//! Every game's solver held against the brute-force oracle, through the
//! one trait: the outcome, the Grundy value and the winning moves a game
//! computes by its theory are those the definitions give.

use super::lasker::Lasker;
use super::misere::MisereNim;
use super::moore::Moore;
use super::nim::Nim;
use super::staircase::Staircase;
use super::wythoff::Wythoff;
use super::{oracle, Game};
use crate::games::octal::rule::Octal;
use crate::games::spec;
use crate::games::subtraction::rule::Subtraction;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// The game's answers against the oracle's at `position`, and each move's
/// words telling it from every other move.
fn agrees<G: Game>(game: &G, position: &G::Position) -> Result<(), TestCaseError> {
    prop_assert_eq!(game.outcome(position), oracle::outcome(game, position));
    prop_assert_eq!(game.grundy(position), oracle::grundy(game, position));
    let theirs = game.winning_moves(position);
    let oracles = oracle::winning_moves(game, position);
    prop_assert_eq!(theirs.len(), oracles.len(), "{:?}", position);
    prop_assert!(theirs.iter().all(|m| oracles.contains(m)), "{:?}", position);
    let mut words: Vec<String> = game
        .moves(position)
        .iter()
        .map(|m| game.name_move(m))
        .collect();
    let count = words.len();
    words.sort();
    words.dedup();
    prop_assert_eq!(words.len(), count, "two moves with the same words");
    Ok(())
}

fn octal(spec: &str) -> Octal {
    match spec.parse::<spec::GameSpec>() {
        Ok(spec::GameSpec::Octal(octal)) => octal,
        other => unreachable!("{spec} is an octal game: {other:?}"),
    }
}

proptest! {
    // The oracle visits every position reachable, each order of the heaps
    // apart: few cases, small heaps.
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn nim_and_misere_nim(heaps in prop::collection::vec(0u64..6, 0..4)) {
        agrees(&Nim, &heaps)?;
        agrees(&MisereNim, &heaps)?;
    }

    #[test]
    fn subtraction_games(
        amounts in prop::collection::vec(1u64..6, 1..4),
        heaps in prop::collection::vec(0u64..14, 0..4),
    ) {
        let set = Subtraction::new(amounts).unwrap_or_else(|| unreachable!("amounts from 1"));
        agrees(&set, &heaps)?;
    }

    #[test]
    fn octal_games(
        spec in prop::sample::select(vec!["kayles", "dawson", "octal:0.137", "octal:0.4", "octal:0.6", "octal:0.53"]),
        heaps in prop::collection::vec(0u64..9, 0..3),
    ) {
        agrees(&octal(spec), &heaps)?;
    }

    #[test]
    fn lasker(heaps in prop::collection::vec(0u64..7, 0..3)) {
        agrees(&Lasker, &heaps)?;
    }

    #[test]
    fn staircase(coins in prop::collection::vec(0u64..5, 0..4)) {
        agrees(&Staircase, &coins)?;
    }

    #[test]
    fn moore(k in 1u64..4, heaps in prop::collection::vec(0u64..5, 0..4)) {
        agrees(&Moore { k }, &heaps)?;
    }

    #[test]
    fn wythoff(x in 0u64..14, y in 0u64..14) {
        agrees(&Wythoff, &[x, y])?;
    }
}

#[test]
fn a_typed_move_is_read_as_the_move_it_names() {
    let heaps = vec![3, 5];
    assert_eq!(
        Nim.parse_move(&heaps, "2 4")
            .map(|m| Nim.name_move(&m))
            .as_deref(),
        Ok("take 4 from heap 2, leaving 1")
    );
    assert_eq!(
        Lasker
            .parse_move(&vec![5], "1 0 3 2")
            .map(|m| Lasker.name_move(&m))
            .as_deref(),
        Ok("split heap 1 into 2 and 3")
    );
    assert_eq!(
        Staircase
            .parse_move(&vec![0, 2], "2 1")
            .map(|m| Staircase.name_move(&m))
            .as_deref(),
        Ok("move 1 coin from step 2 down to step 1")
    );
    assert_eq!(
        Wythoff
            .parse_move(&[3, 5], "2 2 1 2")
            .map(|m| Wythoff.name_move(&m))
            .as_deref(),
        Ok("take 2 from both heaps, leaving 1 and 3")
    );
    assert!(Moore { k: 2 }
        .parse_move(&heaps, "1 4")
        .unwrap_err()
        .contains("not a legal move"));
    assert!(Staircase
        .parse_move(&heaps, "1 x")
        .unwrap_err()
        .contains("whole numbers"));
}
