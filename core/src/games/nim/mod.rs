//! Nim: heaps of stones; a move takes any number of stones from one heap.
//! Whoever takes the last stone wins.
//!
//! Taught in the course's first lessons: Bouton's theorem, the position is
//! lost exactly when the nim-sum of the heaps is 0, and a winning move
//! brings it back to 0. [`solve`] records the walkthrough's steps and
//! [`explain`] words them.

pub mod error;
pub mod explain;
pub mod solve;

use super::Game;
use crate::game::binary::nim_sum;
use crate::game::position::excerpt;
use crate::game::{apply, Move, Outcome};
use solve as normal;

/// Nim under normal play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Nim;

impl Game for Nim {
    type Position = Vec<u64>;
    type Move = Move;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Move> {
        every_move(heaps)
    }

    fn after(&self, heaps: &Vec<u64>, m: &Move) -> Vec<u64> {
        apply(heaps, m)
    }

    fn outcome(&self, heaps: &Vec<u64>) -> Outcome {
        normal::outcome(heaps)
    }

    fn grundy(&self, heaps: &Vec<u64>) -> Option<u64> {
        Some(nim_sum(heaps))
    }

    fn winning_moves(&self, heaps: &Vec<u64>) -> Vec<Move> {
        normal::winning_moves(heaps)
    }

    fn reads_as(&self, m: &Move, numbers: &[u64]) -> bool {
        numbers == [m.heap as u64, m.take]
    }

    /// Read by the rule, not looked up among the moves: a heap of 10^18
    /// has too many to list.
    fn parse_move(&self, heaps: &Vec<u64>, text: &str) -> Result<Move, String> {
        read_move(text, heaps)
    }

    fn name_move(&self, m: &Move) -> String {
        move_words(m)
    }
}

/// Every move from `heaps`, heap by heap, each by what it leaves, most
/// first taken last.
pub(crate) fn every_move(heaps: &[u64]) -> Vec<Move> {
    heaps
        .iter()
        .enumerate()
        .flat_map(|(i, &h)| (0..h).map(move |to| Move::reduce(i + 1, h, to)))
        .collect()
}

/// "take 28 from heap 1, leaving 9"
pub fn move_words(m: &Move) -> String {
    format!("take {} from heap {}, leaving {}", m.take, m.heap, m.leaves)
}

/// Reads `K N` ("take N from heap K") from a line; the error names the
/// token that is not a number.
fn parse_move(line: &str) -> Result<(usize, u64), String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.len() != 2 {
        return Err(format!(
            "`{}` is not a move: type two numbers, `K N`, to take N stones from heap K",
            excerpt(line.trim())
        ));
    }
    let heap = words[0].parse::<usize>().map_err(|_| {
        format!(
            "`{}` is not a heap number: expected a whole number such as 1",
            excerpt(words[0])
        )
    })?;
    let take = words[1].parse::<u64>().map_err(|_| {
        format!(
            "`{}` is not a number of stones: expected a whole number such as 2",
            excerpt(words[1])
        )
    })?;
    Ok((heap, take))
}

/// The legal move a student typed as `K N`, or one line saying why the
/// line is not one.
pub(crate) fn read_move(line: &str, heaps: &[u64]) -> Result<Move, String> {
    let (heap, take) = parse_move(line)?;
    Move::legal(heaps, heap, take).map_err(|err| err.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::oracle::{self, agrees};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(oracle::CASES))]

        #[test]
        fn bouton_agrees_with_the_oracle(heaps in prop::collection::vec(0u64..6, 0..4)) {
            agrees(&Nim, &heaps)?;
        }
    }

    #[test]
    fn a_typed_move_is_read_as_the_move_it_names() {
        assert_eq!(
            Nim.parse_move(&vec![3, 5], "2 4")
                .map(|m| Nim.name_move(&m))
                .as_deref(),
            Ok("take 4 from heap 2, leaving 1")
        );
    }

    #[test]
    fn reads_a_legal_move_or_says_why_not() {
        assert_eq!(read_move("1 2", &[3, 4]), Ok(Move::reduce(1, 3, 1)));
        assert!(read_move("3 1", &[3, 4]).unwrap_err().contains("no heap 3"));
        assert!(read_move("1", &[3, 4]).unwrap_err().contains("`K N`"));
    }

    #[test]
    fn parses_two_numbers() {
        assert_eq!(parse_move(" 2 3 "), Ok((2, 3)));
        assert!(parse_move("2").is_err());
        assert!(parse_move("x 3").unwrap_err().contains("`x`"));
        assert!(parse_move("2 -1").unwrap_err().contains("`-1`"));
    }
}
