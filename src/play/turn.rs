//! One turn of a game: reading the move a student types (`K N`) and
//! choosing nimstep's own move.

use crate::game::{one_from_largest, Move, Rules};
use crate::input::excerpt;
use crate::solve;

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
/// P-position, one stone from the (first) largest heap, which keeps the
/// game long and waits for a mistake. `None` once every heap is empty.
pub fn computer_move(heaps: &[u64], rules: Rules) -> Option<Move> {
    match solve::winning_moves(heaps, rules).first() {
        Some(m) => Some(*m),
        None => one_from_largest(heaps),
    }
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
        assert_eq!(
            computer_move(&[13, 12, 8], Rules::Normal),
            Some(Move::reduce(1, 13, 4))
        );
        assert_eq!(
            computer_move(&[1, 2, 3], Rules::Normal),
            Some(Move::reduce(3, 3, 2))
        );
        assert_eq!(
            computer_move(&[4, 1], Rules::Misere),
            Some(Move::reduce(1, 4, 0))
        );
        assert_eq!(computer_move(&[0, 0], Rules::Normal), None);
    }
}
