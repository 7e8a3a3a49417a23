//! The same position under normal and misère play, side by side: where the
//! verdicts and the winning moves differ, and which misère situation
//! explains it.

use crate::game::position::Position;
use crate::game::Rules;
use crate::games::misere::solve as misere;
use crate::games::nim::error::SolveError;
use crate::solve::walkthrough::{explain_nim, Trace};
use crate::trace::Situation;
use serde::Serialize;

/// Both walkthroughs of one position, and how they differ.
#[derive(Debug, Serialize)]
pub struct Comparison {
    /// The walkthrough under normal play.
    pub normal: Trace,
    /// The walkthrough under misère play.
    pub misere: Trace,
    /// The misère situation, which decides whether the two can differ:
    /// they agree whenever two or more heaps hold two or more stones.
    pub situation: Situation,
    /// How many heaps hold exactly one stone.
    pub singles: u64,
    /// Whether the verdicts (P or N) differ.
    pub verdicts_differ: bool,
    /// Whether the sets of winning moves differ.
    pub moves_differ: bool,
}

/// Both walkthroughs of `position`, each changing heap `heap` when given.
pub fn compare(position: &Position, heap: Option<usize>) -> Result<Comparison, SolveError> {
    let normal = explain_nim(position, Rules::Normal, heap)?;
    let misere = explain_nim(position, Rules::Misere, heap)?;
    let (situation, singles, _) = misere::situation(position.heaps());
    Ok(Comparison {
        verdicts_differ: normal.outcome != misere.outcome,
        moves_differ: normal.nim_moves() != misere.nim_moves(),
        normal,
        misere,
        situation,
        singles,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compared(heaps: &[u64]) -> Comparison {
        compare(&Position::new(heaps.to_vec()).unwrap(), None).unwrap()
    }

    #[test]
    fn with_two_big_heaps_nothing_differs() {
        let c = compared(&[13, 12, 8]);
        assert_eq!(c.situation, Situation::SeveralHeapsAtLeastTwo);
        assert!(!c.verdicts_differ && !c.moves_differ);
    }

    #[test]
    fn with_one_big_heap_the_moves_differ_by_a_stone() {
        let c = compared(&[4, 1, 1]);
        assert_eq!(c.situation, Situation::OneHeapAtLeastTwo);
        assert!(!c.verdicts_differ && c.moves_differ);
    }

    #[test]
    fn with_no_big_heap_the_verdicts_are_opposite() {
        let c = compared(&[1, 1, 1]);
        assert!(c.verdicts_differ);
        let c = compared(&[0, 0]);
        assert!(c.verdicts_differ, "the empty position flips too");
    }

    #[test]
    fn differences_only_where_at_most_one_heap_is_big() {
        for a in 0..6u64 {
            for b in 0..6 {
                for c in 0..4 {
                    let compared = compared(&[a, b, c]);
                    if compared.situation == Situation::SeveralHeapsAtLeastTwo {
                        assert!(
                            !compared.verdicts_differ && !compared.moves_differ,
                            "{a} {b} {c}"
                        );
                    }
                }
            }
        }
    }
}
