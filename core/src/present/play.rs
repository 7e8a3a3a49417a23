//! The words of a game against nimstep: why a position is P or N, the
//! computer's short trace, and the coach's verdict on a student's move.
//!
//! Every number is read from solver data; the normal-play reasoning is read
//! off the steps of a Nim walkthrough.

use crate::doc::{Line, Mark};
use crate::game::binary::{bit_width, nim_sum};
use crate::game::{Move, Outcome, Rules};
use crate::games::nim::move_words;
use crate::solve::check::{Judgement, NimJudged};
use crate::solve::game_play::GamePosition;
use crate::trace::BoutonStep;
use crate::words::{binary_line, column_name, count, heaps_list, outcome_name, xor_expression};

/// Why `heaps` is P or N under `rules`, in a short clause: the nim-sum, or
/// for misère play with no heap above one stone, the count of single
/// stones.
pub fn why_outcome(heaps: &[u64], rules: Rules) -> String {
    let s = nim_sum(heaps);
    match rules {
        Rules::Misere if heaps.iter().all(|&h| h <= 1) => {
            let ones = heaps.iter().filter(|&&h| h == 1).count() as u64;
            let parity = if ones % 2 == 1 { "odd" } else { "even" };
            format!(
                "every heap holds at most one stone, and {} one, an {parity} number",
                count(ones, "heap holds", "heaps hold")
            )
        }
        Rules::Misere if heaps.iter().filter(|&&h| h >= 2).count() == 1 => {
            "exactly one heap holds two or more stones: whoever moves wins by reducing it to 0 or 1 so that an odd number of single-stone heaps is left; the nim-sum does not choose that move".to_string()
        }
        Rules::Misere => format!(
            "two or more heaps hold two or more stones, so the nim-sum decides as in normal play: {} = {s}",
            xor_expression(heaps)
        ),
        Rules::Normal => format!("{} = {s}", xor_expression(heaps)),
    }
}

/// What a quiz asks of each position of its game, and how a move is
/// typed, as its opening says it: the value only where the game's
/// positions have one, named as the game names it, and only the move forms
/// the game reads, as it says them.
pub fn game_quiz_asks(position: &GamePosition) -> String {
    let moves = position.move_forms();
    match position.value_is() {
        Some(value) => format!("For each: the value ({value}), P or N, and a winning move ({moves}), or `none`. Type `quit` to stop."),
        None => format!("For each: P or N, and a winning move ({moves}), or `none`. Type `quit` to stop."),
    }
}

/// "13 12 8 is an N-position (13 ⊕ 12 ⊕ 8 = 9)".
pub fn position_value(heaps: &[u64], rules: Rules, outcome: Outcome) -> Line {
    Line::new()
        .mark(heaps_list(heaps), Mark::Strong)
        .plain(" is ")
        .mark(outcome_name(outcome), outcome_mark(outcome))
        .plain(format!(" ({})", why_outcome(heaps, rules)))
}

fn outcome_mark(outcome: Outcome) -> Mark {
    match outcome {
        Outcome::N => Mark::Win,
        Outcome::P => Mark::Lose,
    }
}

/// How `m` follows from `heaps` under `rules`, in one line: the leftmost
/// odd column, the heap, the XOR (read off `normal`, the normal-play steps
/// that change heap `m.heap`, when the move is heap ⊕ nim-sum); or the
/// misère endgame; or, from a P-position (`outcome`), the waiting move.
pub fn reasoning(
    heaps: &[u64],
    rules: Rules,
    m: &Move,
    outcome: Outcome,
    normal: Option<&[BoutonStep]>,
) -> Line {
    let stones_left = heaps.iter().filter(|&&h| h > 0).count();
    if stones_left == 1 && heaps.contains(&1) {
        return Line::new()
            .plain("only the last stone is left, and it must be taken: ")
            .mark(move_words(m), Mark::Strong);
    }
    if outcome == Outcome::P {
        return position_value(heaps, rules, outcome)
            .plain(
                ": no move wins, so take one stone where it leaves the fewest winning replies, and wait for a mistake: ",
            )
            .mark(move_words(m), Mark::Strong);
    }
    if let Some(line) = normal.and_then(|steps| xor_reasoning(heaps, steps, m)) {
        return line;
    }
    let ones_after = heaps
        .iter()
        .enumerate()
        .filter(|&(i, &h)| {
            if i + 1 == m.heap {
                m.leaves == 1
            } else {
                h == 1
            }
        })
        .count() as u64;
    let situation = if heaps.iter().all(|&h| h <= 1) {
        "every heap holds at most one stone".to_string()
    } else {
        format!("only heap {} holds more than one stone", m.heap)
    };
    Line::new()
        .plain(format!(
            "misère endgame: {situation}, so leave an odd number of single-stone heaps ({}) for the opponent, who must take the last stone: ",
            ones_after
        ))
        .mark(move_words(m), Mark::Win)
}

/// The normal-play reasoning for the move to `x ⊕ s` on heap `m.heap`,
/// read off the steps of the walkthrough of `heaps` that changes that heap.
fn xor_reasoning(heaps: &[u64], steps: &[BoutonStep], m: &Move) -> Option<Line> {
    let mut sum = None;
    let mut column = None;
    let mut xor = None;
    for step in steps {
        match step {
            BoutonStep::NimSum { value, width, .. } => sum = Some((*value, *width)),
            BoutonStep::LeftmostOddColumn { power, .. } => column = Some(*power),
            BoutonStep::XorWithSum {
                size,
                nim_sum,
                target,
                ..
            } => xor = Some((*size, *nim_sum, *target)),
            _ => {}
        }
    }
    let (value, width) = sum?;
    let power = column?;
    let (size, s, target) = xor?;
    Some(
        Line::new()
            .plain(format!("{} = ", xor_expression(heaps)))
            .extend(binary_line(
                value,
                width.max(bit_width(value)),
                0,
                Mark::One,
            ))
            .plain(format!(" = {value}; the leftmost odd column is "))
            .mark(column_name(power), Mark::Chosen)
            .plain(format!(
                "; heap {} ({size}) has a 1 there; {size} ⊕ {s} = {target}: ",
                m.heap
            ))
            .mark(move_words(m), Mark::Win),
    )
}

/// What to say when a misère move that loses is normal play's winning
/// move: the one place the two games part.
pub const NORMAL_PLAY_MISTAKE: &str = "That is the winning move of normal play (it leaves nim-sum 0), but under misère rules, when exactly one heap of two or more stones is on the table before the move, the winning move leaves an odd number of single-stone heaps instead.";

/// The coach's verdict on a student's move, judged by the solver: kept the
/// win, threw it away, or had none to keep.
pub fn coach(judged: &Judgement, nim: &NimJudged) -> Line {
    let (before, after, rules) = (&judged.heaps, &judged.after, nim.rules);
    let had = nim.outcome_before;
    let value_after = position_value(after, rules, judged.outcome_after);
    match (had, judged.outcome_after) {
        (Outcome::N, Outcome::P) => Line::new()
            .mark("✓ You kept the win", Mark::Win)
            .plain(": ")
            .extend(value_after)
            .plain(" for nimstep."),
        (Outcome::N, _) => {
            let better: Vec<String> = nim.better.iter().map(move_words).collect();
            let line = Line::new()
                .mark("✗ You threw away the win", Mark::Lose)
                .plain(": ")
                .extend(value_after)
                .plain(" for nimstep.");
            let line = if nim.normal_play_move {
                line.plain(format!(" {NORMAL_PLAY_MISTAKE}"))
            } else {
                line
            };
            line.plain(format!(" Winning instead: {}.", better.join("; or ")))
        }
        (Outcome::P, _) if after.iter().all(|&h| h == 0) => Line::new().plain(format!(
            "No move could win: you faced {} ({}), and the last stone had to be taken.",
            outcome_name(had),
            why_outcome(before, rules)
        )),
        (Outcome::P, _) => Line::new().plain(format!(
            "No move could win: you faced {} ({}). After your move ({}), nimstep has a winning move.",
            outcome_name(had),
            why_outcome(before, rules),
            nim.chosen.as_ref().map(move_words).unwrap_or_default()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::solve::steps_of_move;
    use crate::solve;
    use crate::solve::check::{judge, Proposal};

    /// The coach's words on `chosen` from `heaps`.
    fn coached(heaps: &[u64], rules: Rules, chosen: Move) -> Line {
        let judged = judge(Proposal::Nim {
            heaps,
            rules,
            chosen,
        })
        .unwrap();
        coach(&judged, judged.nim().unwrap())
    }

    /// The reasoning for `m` with the data the game solves for it.
    fn reason(heaps: &[u64], rules: Rules, m: &Move) -> Line {
        let normal = steps_of_move(heaps, m);
        let outcome = solve::outcome(heaps, rules);
        reasoning(heaps, rules, m, outcome, normal.as_deref())
    }

    #[test]
    fn misere_endgame_leaves_an_odd_number_of_single_stones() {
        let m = Move::reduce(1, 4, 1);
        let text = reason(&[4, 1, 1], Rules::Misere, &m).text();
        assert!(
            text.contains("only heap 1 holds more than one stone"),
            "{text}"
        );
        assert!(text.contains("(3)"), "{text}");
        let m = Move::reduce(2, 1, 0);
        let text = reason(&[1, 1], Rules::Misere, &m).text();
        assert!(
            text.contains("every heap holds at most one stone"),
            "{text}"
        );
        assert!(text.contains("(1)"), "{text}");
    }

    #[test]
    fn xor_reasoning_reads_the_trace() {
        let m = Move::reduce(1, 37, 9);
        let text = reason(&[37, 20, 29], Rules::Normal, &m).text();
        assert!(text.starts_with("37 ⊕ 20 ⊕ 29 = 101100₂ = 44"), "{text}");
        assert!(text.contains("the 32 (2^5) column"), "{text}");
        assert!(
            text.ends_with("37 ⊕ 44 = 9: take 28 from heap 1, leaving 9"),
            "{text}"
        );
    }

    #[test]
    fn coach_says_kept_threw_or_had_none() {
        let kept = coached(&[3, 4, 5], Rules::Normal, Move::reduce(1, 3, 1));
        assert!(kept.text().starts_with("✓ You kept the win"));
        let threw = coached(&[3, 4, 5], Rules::Normal, Move::reduce(2, 4, 1));
        assert!(threw
            .text()
            .contains("Winning instead: take 2 from heap 1, leaving 1."));
        let normal = coached(&[4, 1, 1], Rules::Misere, Move::reduce(1, 4, 0));
        assert!(normal
            .text()
            .contains("That is the winning move of normal play"));
        assert!(!threw.text().contains("normal play"));
        let none = coached(&[1, 2, 3], Rules::Normal, Move::reduce(3, 3, 2));
        assert!(none.text().starts_with("No move could win"));
    }
}
