//! Every legal move from a position, with what it leads to: Lemma 1 made
//! visible (from a P-position no move gives nim-sum 0).

use crate::game::{Move, Outcome, Rules};
use crate::games::misere::tally::Tally;
use crate::games::played::ListedMove;
use crate::games::spec::GameSpec;
use crate::solve;

/// The most moves listed; beyond it each heap shows its smallest takes
/// and every winning move.
pub(crate) const MAX_LISTED: u64 = 200;

/// One legal move and where it leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveRow {
    /// The move.
    pub chosen: Move,
    /// The nim-sum after it.
    pub nim_sum: u64,
    /// The outcome after it, for the opponent (who moves next).
    pub outcome: Outcome,
}

impl MoveRow {
    /// A move wins exactly when it leaves the opponent a P-position.
    pub fn wins(&self) -> bool {
        self.outcome == Outcome::P
    }
}

/// The legal moves from a position, of Nim or of a game beyond Nim: one
/// report for `moves`, whose game-specific part is in [`MovesOf`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveList {
    /// The heap sizes (coins per step on a staircase).
    pub heaps: Vec<u64>,
    /// Its outcome for the player to move.
    pub outcome: Outcome,
    /// The moves, and what judges them.
    pub of: MovesOf,
}

/// The moves of a list, as its game judges them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MovesOf {
    /// Nim, each move with the nim-sum it leaves.
    Nim(NimMoves),
    /// A game beyond Nim, each move with what its theory says after it.
    Game(GameMoves),
}

/// The moves of Nim from a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NimMoves {
    /// Normal or misère: which moves win depends on it.
    pub rules: Rules,
    /// The nim-sum of the position.
    pub nim_sum: u64,
    /// How many legal moves there are in all (the sum of the heaps).
    pub total: u128,
    /// The moves listed, by heap then by what they leave.
    pub rows: Vec<MoveRow>,
    /// How many winning moves there are in all (every one is listed).
    pub winning: usize,
}

impl NimMoves {
    /// Whether every legal move is listed.
    pub fn complete(&self) -> bool {
        self.rows.len() as u128 == self.total
    }
}

/// The moves of a game beyond Nim from a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameMoves {
    /// The game of each heap.
    pub games: Vec<GameSpec>,
    /// Every legal move, in move order; from a heap too large to list its
    /// moves, only its winning moves (the first [`LISTED`](crate::games::heap::reach::LISTED)).
    pub moves: Vec<ListedMove>,
    /// How many legal moves there are in all as a player counts them: on
    /// a row of pins a move and its mirror image (the same pins counted
    /// from the other end) are two, which the list shows as one row.
    pub in_play: u128,
    /// How many of the moves as listed (one row for a move and its mirror
    /// image) are not in the list (0: it has them all).
    pub not_listed: u128,
    /// The heaps (from 1) too large to list their moves.
    pub searched: Vec<usize>,
    /// How the table writes a move, as the game says it (`heap −take →
    /// left`), for the head of its column.
    pub notation: String,
    /// Which moves are listed when there are too many to list and the
    /// game finds the winning ones by a formula, and how (Wythoff's pairs).
    pub found_by_formula: Option<&'static str>,
    /// What the value of a position is in this game (the nim-sum of the
    /// heaps' Grundy values, of the coins on the odd steps), which the
    /// table's "value after" column holds; none where positions have none.
    pub value_is: Option<&'static str>,
}

/// The moves from `heaps` under `rules`: all of them when there are at most
/// [`MAX_LISTED`]; otherwise, for each heap, the moves taking the fewest
/// stones (an equal share of the limit) and every winning move. Linear in
/// the number of heaps and of moves listed.
pub fn list(heaps: &[u64], rules: Rules) -> MoveList {
    let total: u128 = heaps.iter().map(|&h| u128::from(h)).sum();
    let winning = solve::winning_moves(heaps, rules);
    let share = if total <= u128::from(MAX_LISTED) {
        u64::MAX
    } else {
        (MAX_LISTED / heaps.len().max(1) as u64).max(1)
    };
    let tally = Tally::of(heaps);
    let mut rows = Vec::new();
    // The winning moves are ordered by heap: walk them alongside.
    let mut wins = winning.iter().peekable();
    for (i, &x) in heaps.iter().enumerate() {
        let smallest_leaves = x.saturating_sub(share);
        let mut targets = Vec::new();
        while let Some(m) = wins.next_if(|m| m.heap == i + 1) {
            if m.leaves < smallest_leaves {
                targets.push(m.leaves);
            }
        }
        targets.extend(smallest_leaves..x);
        for y in targets {
            let after = tally.after(x, y);
            rows.push(MoveRow {
                chosen: Move::reduce(i + 1, x, y),
                nim_sum: after.nim_sum,
                outcome: after.outcome(rules),
            });
        }
    }
    MoveList {
        heaps: heaps.to_vec(),
        outcome: tally.outcome(rules),
        of: MovesOf::Nim(NimMoves {
            rules,
            nim_sum: tally.nim_sum,
            total,
            rows,
            winning: winning.len(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The moves of a list of Nim.
    fn nim(list: MoveList) -> NimMoves {
        match list.of {
            MovesOf::Nim(moves) => moves,
            MovesOf::Game(_) => panic!("a list of Nim's moves"),
        }
    }

    #[test]
    fn one_two_three_has_six_losing_moves() {
        let l = nim(list(&[1, 2, 3], Rules::Normal));
        assert_eq!(l.total, 6);
        assert!(l.complete());
        assert!(l.rows.iter().all(|r| !r.wins() && r.nim_sum != 0));
    }

    #[test]
    fn huge_heaps_are_cut_but_keep_the_winning_moves() {
        let l = nim(list(&[1 << 40, 5], Rules::Normal));
        assert!(!l.complete());
        assert!(l.rows.len() as u64 <= MAX_LISTED + 2);
        let wins: Vec<Move> = l
            .rows
            .iter()
            .filter(|r| r.wins())
            .map(|r| r.chosen)
            .collect();
        assert_eq!(wins, vec![Move::reduce(1, 1 << 40, 5)]);
        assert_eq!(l.winning, 1);
    }
}
