//! nimstep's own move in a game of Nim (the student's is read by
//! `games::nim::read_move`).

use crate::game::{Move, Rules};
use crate::play::rng::Rng;
use crate::solve;
use crate::solve::waiting::best_waiting_moves;

/// nimstep's move: the first winning move if there is one; from a
/// P-position, a move drawn with `rng` among the one-stone moves that leave
/// the opponent the most ways to go wrong, so the game stays long and the
/// student cannot learn to predict it. `None` once every heap is empty.
pub fn computer_move(heaps: &[u64], rules: Rules, rng: &mut Rng) -> Option<Move> {
    if let Some(m) = solve::winning_moves(heaps, rules).first() {
        return Some(*m);
    }
    let waiting = best_waiting_moves(heaps, rules);
    if waiting.is_empty() {
        return None;
    }
    let pick = rng.between(0, waiting.len() as u64 - 1) as usize;
    Some(waiting[pick].chosen)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computer_wins_or_waits() {
        let rng = &mut Rng::with_seed(1);
        assert_eq!(
            computer_move(&[13, 12, 8], Rules::Normal, rng),
            Some(Move::reduce(1, 13, 4))
        );
        assert_eq!(
            computer_move(&[4, 1], Rules::Misere, rng),
            Some(Move::reduce(1, 4, 0))
        );
        assert_eq!(computer_move(&[0, 0], Rules::Normal, rng), None);
    }

    #[test]
    fn from_a_p_position_the_seed_chooses_among_the_best_waiting_moves() {
        let best: Vec<Move> = best_waiting_moves(&[1, 2, 3], Rules::Normal)
            .iter()
            .map(|w| w.chosen)
            .collect();
        let mut chosen: Vec<Move> = (0..40)
            .map(|seed| {
                computer_move(&[1, 2, 3], Rules::Normal, &mut Rng::with_seed(seed)).unwrap()
            })
            .collect();
        assert!(chosen.iter().all(|m| best.contains(m)));
        chosen.sort_by_key(|m| (m.heap, m.take));
        chosen.dedup();
        assert!(chosen.len() > 1, "the choice varies with the seed");
        let again = computer_move(&[1, 2, 3], Rules::Normal, &mut Rng::with_seed(7));
        assert_eq!(
            again,
            computer_move(&[1, 2, 3], Rules::Normal, &mut Rng::with_seed(7))
        );
    }
}
