//! A position answered in full, as a worksheet's key prints it.

use crate::game::binary::{bit_width, nim_sum};
use crate::game::{apply, Move, Outcome, Rules};
use crate::games::misere::solve as misere;
use crate::solve;
use crate::trace::Situation;
use serde::Serialize;

/// One position with its nim-sum, its outcome and every winning move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Answer {
    /// The heap sizes.
    pub heaps: Vec<u64>,
    /// Their nim-sum.
    pub nim_sum: u64,
    /// P or N for the player to move, under the rules asked for.
    pub outcome: Outcome,
    /// Every winning move, by heap then by what it leaves.
    pub winning_moves: Vec<Move>,
    /// The leftmost odd column `d` (the column of `2^d`), when the nim-sum
    /// is not 0: the column a winning move must change.
    pub column: Option<u32>,
    /// Misère play only: which of the three situations the position is in.
    pub situation: Option<Situation>,
    /// How many heaps hold exactly one stone (what misère endgames count).
    pub singles: u64,
    /// How many heaps hold exactly one stone after the first winning move.
    pub singles_after: Option<u64>,
}

/// Answers `heaps` under `rules`.
pub fn answer(heaps: &[u64], rules: Rules) -> Answer {
    let sum = nim_sum(heaps);
    let (situation, singles, _) = misere::situation(heaps);
    let winning_moves = solve::winning_moves(heaps, rules);
    let singles_after = winning_moves
        .first()
        .map(|m| misere::situation(&apply(heaps, m)).1);
    Answer {
        heaps: heaps.to_vec(),
        nim_sum: sum,
        outcome: solve::outcome(heaps, rules),
        winning_moves,
        column: (sum != 0).then(|| bit_width(sum) - 1),
        situation: (rules == Rules::Misere).then_some(situation),
        singles,
        singles_after,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_column_is_the_leading_bit_of_the_nim_sum() {
        let a = answer(&[13, 12, 8], Rules::Normal);
        assert_eq!((a.nim_sum, a.column, a.situation), (9, Some(3), None));
        assert_eq!(answer(&[1, 2, 3], Rules::Normal).column, None);
    }

    #[test]
    fn misere_answers_name_their_situation() {
        let a = answer(&[4, 1, 1], Rules::Misere);
        assert_eq!(a.situation, Some(Situation::OneHeapAtLeastTwo));
        assert_eq!((a.singles, a.singles_after), (2, Some(3)));
        assert_eq!(a.winning_moves, vec![Move::reduce(1, 4, 1)]);
        let a = answer(&[1, 1, 1], Rules::Misere);
        assert_eq!(a.situation, Some(Situation::AllHeapsAtMostOne));
        assert_eq!(a.outcome, Outcome::P);
    }
}
