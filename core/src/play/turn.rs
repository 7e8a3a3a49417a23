//! One turn of a game: reading the move a student types (`K N`) and
//! choosing nimstep's own move.

use crate::game::position::excerpt;
use crate::game::{Move, Rules};
use crate::play::rng::Rng;
use crate::solve;
use crate::solve::waiting::best_waiting_moves;

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
pub fn read_move(line: &str, heaps: &[u64]) -> Result<Move, String> {
    let (heap, take) = parse_move(line)?;
    Move::legal(heaps, heap, take).map_err(|err| err.to_string())
}

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
