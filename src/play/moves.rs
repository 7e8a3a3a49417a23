//! Moves typed by a student and moves chosen by nimstep: checking that a
//! move is legal, reading `K N` from a line, and the computer's choice.

use crate::input::excerpt;
use crate::solve;
use crate::trace::{Move, Rules};

/// Checks "take `take` from heap `heap`" (1-based) against `heaps`; the
/// error says in one line why the move is impossible and what is allowed.
pub fn legal_move(heaps: &[u64], heap: usize, take: u64) -> Result<Move, String> {
    let count = heaps.len();
    if heap == 0 || heap > count {
        let plural = if count == 1 { "" } else { "s" };
        return Err(format!(
            "there is no heap {heap}: the heaps are numbered 1 to {count} ({count} heap{plural})"
        ));
    }
    let size = heaps[heap - 1];
    if take == 0 {
        return Err("a move takes at least 1 stone, not 0".to_string());
    }
    if size == 0 {
        return Err(format!(
            "heap {heap} is empty: choose a heap with stones in it"
        ));
    }
    if take > size && size == 1 {
        return Err(format!("heap {heap} has only 1 stone: take 1"));
    }
    if take > size {
        return Err(format!(
            "heap {heap} has only {size} stones: take from 1 to {size}"
        ));
    }
    Ok(Move::reduce(heap, size, size - take))
}

/// Reads `K N` ("take N from heap K") from a line; the error names the
/// token that is not a number.
pub fn parse_move(line: &str) -> Result<(usize, u64), String> {
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

/// The heaps after `m`.
pub fn apply(heaps: &[u64], m: &Move) -> Vec<u64> {
    let mut after = heaps.to_vec();
    after[m.heap - 1] = m.leaves;
    after
}

/// nimstep's move: the first winning move if there is one; from a
/// P-position, one stone from the (first) largest heap, which keeps the
/// game long and waits for a mistake. `None` once every heap is empty.
pub fn computer_move(heaps: &[u64], rules: Rules) -> Option<Move> {
    if let Some(m) = solve::winning_moves(heaps, rules).first() {
        return Some(*m);
    }
    let largest = heaps.iter().copied().max().filter(|&x| x > 0)?;
    let index = heaps.iter().position(|&h| h == largest)?;
    Some(Move::reduce(index + 1, largest, largest - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn illegal_moves_say_why() {
        let heaps = [3, 0, 5];
        assert!(legal_move(&heaps, 4, 1).unwrap_err().contains("no heap 4"));
        assert!(legal_move(&heaps, 0, 1).unwrap_err().contains("no heap 0"));
        assert!(legal_move(&heaps, 1, 0).unwrap_err().contains("at least 1"));
        assert!(legal_move(&heaps, 2, 1).unwrap_err().contains("empty"));
        assert!(legal_move(&heaps, 3, 6)
            .unwrap_err()
            .contains("only 5 stones"));
        assert_eq!(legal_move(&heaps, 3, 5), Ok(Move::reduce(3, 5, 0)));
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
