//! The worked solution of one worksheet problem, in a line or two: the
//! nim-sum, the leftmost odd column, and the move — or, in a misère
//! endgame, the situation and the count of single-stone heaps that decides.

use crate::doc::{Line, Mark};
use crate::game::binary::{columns_needed, to_binary};
use crate::game::Outcome;
use crate::games::nim::move_words;
use crate::solve::answer::Answer;
use crate::trace::Situation;
use crate::words::{column_name, count, xor_expression};

/// The worked solution of `answer`, every number read from it.
pub fn solution(answer: &Answer) -> Line {
    match answer.situation {
        Some(Situation::AllHeapsAtMostOne) => singles_only(answer),
        Some(Situation::OneHeapAtLeastTwo) => one_big_heap(answer),
        Some(Situation::SeveralHeapsAtLeastTwo) => {
            Line::from("Two or more heaps hold two or more stones: play as in normal Nim. ")
                .extend(bouton(answer))
        }
        None => bouton(answer),
    }
}

/// The nim-sum line, then the leftmost odd column and the move (normal
/// play, and misère play with two or more big heaps).
fn bouton(answer: &Answer) -> Line {
    let sum = Line::new()
        .plain(format!("{} = ", xor_expression(&answer.heaps)))
        .mark(
            // As many digits as the stacked heaps have columns, as the
            // walkthrough reads the nim-sum off its table: 1 2 3 gives 00₂.
            format!(
                "{}₂ = {}",
                to_binary(answer.nim_sum, columns_needed(&answer.heaps)),
                answer.nim_sum
            ),
            Mark::Strong,
        );
    let (Some(power), Some(first)) = (answer.column, answer.winning_moves.first()) else {
        return sum
            .plain(", so ")
            .mark("P", Mark::Strong)
            .plain(": no move wins.");
    };
    let size = answer.heaps[first.heap - 1];
    sum.plain(", so ")
        .mark("N", Mark::Strong)
        .plain(format!(
            ". Leftmost odd column: {}. Heap {} has a 1 there: {size} ⊕ {} = {}, so ",
            column_name(power),
            first.heap,
            answer.nim_sum,
            first.leaves
        ))
        .mark(move_words(first), Mark::Win)
        .plain(format!(".{}", more_moves(answer)))
}

/// Misère play with every heap at most 1: the parity of the singles.
fn singles_only(answer: &Answer) -> Line {
    let singles = count(answer.singles, "heap holds", "heaps hold");
    let parity = if answer.singles % 2 == 1 {
        "odd"
    } else {
        "even"
    };
    let line = Line::from(format!(
        "No heap holds two or more stones, and {singles} one stone: {parity}, so "
    ));
    match (answer.outcome, answer.winning_moves.first()) {
        (Outcome::N, Some(first)) => line
            .mark("N", Mark::Strong)
            .plain(": ")
            .mark(move_words(first), Mark::Win)
            .plain(format!(
                "; {} — an odd number.{}",
                count(
                    answer.singles_after.unwrap_or_default(),
                    "single stone remains",
                    "single stones remain"
                ),
                more_moves(answer)
            )),
        _ => line
            .mark("P", Mark::Strong)
            .plain(": every move leaves an even number for the opponent."),
    }
}

/// Misère play with exactly one big heap: bring it to 0 or 1 so that an
/// odd number of single-stone heaps remains.
fn one_big_heap(answer: &Answer) -> Line {
    let Some(first) = answer.winning_moves.first() else {
        return Line::from(
            "Exactly one heap holds two or more stones, so the player to move wins.",
        );
    };
    let size = answer.heaps[first.heap - 1];
    let others = count(answer.singles, "other heap holds", "other heaps hold");
    let parity = if answer.singles % 2 == 1 {
        "odd"
    } else {
        "even"
    };
    Line::from(format!(
        "Exactly one heap holds two or more stones (heap {}, with {size}), so ",
        first.heap
    ))
    .mark("N", Mark::Strong)
    .plain(format!(
        ". {others} one stone ({parity}), so leave {} there: ",
        first.leaves
    ))
    .mark(move_words(first), Mark::Win)
    .plain(format!(
        "; {} — an odd number.",
        count(
            answer.singles_after.unwrap_or_default(),
            "single stone remains",
            "single stones remain"
        )
    ))
}

/// A note when there is more than one winning move.
fn more_moves(answer: &Answer) -> String {
    match answer.winning_moves.len() {
        0 | 1 => String::new(),
        n => format!(" ({n} winning moves in all: see the table.)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;
    use crate::solve::answer::answer;

    fn text(heaps: &[u64], rules: Rules) -> String {
        solution(&answer(heaps, rules)).text()
    }

    #[test]
    fn normal_play_shows_the_sum_the_column_and_the_move() {
        assert_eq!(
            text(&[13, 12, 8], Rules::Normal),
            "13 ⊕ 12 ⊕ 8 = 1001₂ = 9, so N. Leftmost odd column: the 8 (2^3) column. Heap 1 has a 1 there: 13 ⊕ 9 = 4, so take 9 from heap 1, leaving 4. (3 winning moves in all: see the table.)"
        );
        assert_eq!(
            text(&[1, 2, 3], Rules::Normal),
            "1 ⊕ 2 ⊕ 3 = 00₂ = 0, so P: no move wins."
        );
    }

    #[test]
    fn misere_endgames_count_the_single_stones() {
        assert_eq!(
            text(&[4, 1, 1], Rules::Misere),
            "Exactly one heap holds two or more stones (heap 1, with 4), so N. 2 other heaps hold one stone (even), so leave 1 there: take 3 from heap 1, leaving 1; 3 single stones remain — an odd number."
        );
        assert_eq!(
            text(&[1, 1, 1], Rules::Misere),
            "No heap holds two or more stones, and 3 heaps hold one stone: odd, so P: every move leaves an even number for the opponent."
        );
        assert!(text(&[1, 1], Rules::Misere)
            .contains("even, so N: take 1 from heap 1, leaving 0; 1 single stone remains"));
        assert!(text(&[5, 4, 1], Rules::Misere).starts_with("Two or more heaps hold two or more stones: play as in normal Nim. 5 ⊕ 4 ⊕ 1 = 000₂ = 0, so P"));
    }
}
