//! The waiting move: what to play from a position where no move wins, so
//! that the game stays long and the opponent has the most ways to go wrong.

use crate::game::{apply, Move, Rules};
use crate::solve;

/// A move that keeps the game going from a losing position, with what it
/// leaves the opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Waiting {
    /// The move.
    pub chosen: Move,
    /// The opponent's legal moves afterwards.
    pub replies: u128,
    /// How many of those replies win: the only ones that do not go wrong.
    pub winning_replies: u128,
}

impl Waiting {
    /// The opponent's replies that throw the win away.
    pub(crate) fn wrong_replies(&self) -> u128 {
        self.replies - self.winning_replies
    }
}

/// The best waiting moves from `heaps` under `rules`: among the moves that
/// take one stone (the game stays as long as it can), those after which
/// the opponent has the fewest winning replies and so the most ways to go
/// wrong. Empty when every heap is empty.
pub(crate) fn best_waiting_moves(heaps: &[u64], rules: Rules) -> Vec<Waiting> {
    let options: Vec<Waiting> = heaps
        .iter()
        .enumerate()
        .filter(|&(_, &size)| size > 0)
        .map(|(i, &size)| {
            let chosen = Move::reduce(i + 1, size, size - 1);
            let after = apply(heaps, &chosen);
            Waiting {
                chosen,
                replies: after.iter().map(|&h| u128::from(h)).sum(),
                winning_replies: solve::winning_moves(&after, rules).len() as u128,
            }
        })
        .collect();
    let best = options.iter().map(Waiting::wrong_replies).max();
    options
        .into_iter()
        .filter(|w| Some(w.wrong_replies()) == best)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fewest_winning_replies_win_the_choice() {
        // From 1 2 3 every one-stone move leaves 5 replies; taking from the 1
        // leaves 0 2 3 (one winning reply), from the 2 leaves 1 1 3 (one),
        // from the 3 leaves 1 2 2 (one): all three tie.
        let best = best_waiting_moves(&[1, 2, 3], Rules::Normal);
        assert_eq!(best.len(), 3);
        assert!(best
            .iter()
            .all(|w| w.replies == 5 && w.winning_replies == 1));
        // From 4 4 taking one leaves 3 4 with one winning reply (4 → 3).
        let best = best_waiting_moves(&[4, 4], Rules::Normal);
        assert_eq!(best[0].wrong_replies(), 6);
        assert!(best_waiting_moves(&[0, 0], Rules::Normal).is_empty());
    }

    #[test]
    fn counted_against_every_reply() {
        for heaps in [[1u64, 4, 5], [2, 6, 4], [3, 5, 6]] {
            for w in best_waiting_moves(&heaps, Rules::Normal) {
                let after = apply(&heaps, &w.chosen);
                let winning = (0..after.len())
                    .flat_map(|i| (0..after[i]).map(move |y| (i, y)))
                    .filter(|&(i, y)| {
                        let mut next = after.clone();
                        next[i] = y;
                        solve::outcome(&next, Rules::Normal) == crate::game::Outcome::P
                    })
                    .count() as u128;
                assert_eq!(w.winning_replies, winning, "{heaps:?} {w:?}");
            }
        }
    }
}
