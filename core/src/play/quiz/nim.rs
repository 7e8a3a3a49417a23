//! What the quiz asks about a position of Nim, under either rules: a heap
//! in binary, the nim-sum and a winning move, each wrong answer told which
//! column went wrong or shown the steps of the walkthrough that settle it.

use crate::game::apply;
use crate::game::binary::{nim_sum, to_binary};
use crate::game::position::{excerpt, parse_heap, read_whole};
use crate::game::{Move, Rules};
use crate::games::bouton::section;
use crate::games::nim::{move_words, read_move};
use crate::play::talk::{read_verdict, says_no_move, Score};
use crate::play::{Said, Transcript};
use crate::present::play::why_outcome;
use crate::solve;
use crate::trace::{Step, StepKind};
use crate::words::{column_name, heaps_list, xor_expression, Subject};

/// The steps that find the winning moves, shown after a wrong move.
fn winning_move_step(step: &Step) -> bool {
    matches!(
        step.kind(),
        StepKind::OddColumn
            | StepKind::Candidates
            | StepKind::AllMoves
            | StepKind::Endgame
            | StepKind::KeepsBigHeap
    )
}

/// Says the steps of the walkthrough of `heaps` under `rules` of the kinds
/// `wanted`, numbered 1, 2, … among those shown (the binary and the
/// nim-sum are the same under both rules). A dealt position is small, so
/// its walkthrough always exists.
fn show_steps(heaps: &[u64], rules: Rules, said: &mut Transcript, wanted: fn(&Step) -> bool) {
    let Ok(walk) = solve::nim_walkthrough(heaps, rules, None) else {
        return;
    };
    for (i, step) in walk.steps.iter().filter(|s| wanted(s)).enumerate() {
        said.push(Said::Line(crate::doc::Line::new()));
        said.push(Said::Section(
            section(step, Subject::Heaps(rules)),
            Some(i + 1),
        ));
    }
}

/// Marks P or N given for `heaps` under `rules`, showing the steps that
/// decide it when wrong, or refuses a line that is neither.
pub(super) fn answer_verdict(
    score: &mut Score,
    heaps: &[u64],
    rules: Rules,
    line: &str,
    said: &mut Transcript,
) -> Result<(), String> {
    let given = read_verdict(line)?;
    if !score.mark_verdict(said, given, heaps, solve::outcome(heaps, rules)) {
        show_steps(heaps, rules, said, |s| {
            matches!(
                s.kind(),
                StepKind::Verdict | StepKind::Situation | StepKind::Singles
            )
        });
    }
    Ok(())
}

/// Marks a nim-sum given for `heaps`, or refuses a line that is not one.
pub(super) fn answer_sum(
    score: &mut Score,
    heaps: &[u64],
    line: &str,
    said: &mut Transcript,
) -> Result<(), String> {
    // Binary as the lessons write it, else a whole number refused in
    // plain words: "-1" is negative, not "not a number".
    let token = line.trim();
    let given = parse_heap(token).or_else(|_| {
        read_whole(
            token,
            "nim-sum",
            0..=u64::MAX,
            "type a whole number, 0 or more, in decimal (such as 7) or binary (such as 0b111).",
        )
    })?;
    let s = nim_sum(heaps);
    let sum = format!("{} = {s}", xor_expression(heaps));
    mark_number(
        score,
        said,
        heaps,
        (given, s),
        &sum,
        &format!(", not {given}"),
        |s| matches!(s.kind(), StepKind::Columns | StepKind::NimSum),
    );
    Ok(())
}

/// Marks `n` written in binary, or refuses a line that is not 0s and 1s.
pub(super) fn answer_binary(
    score: &mut Score,
    n: u64,
    line: &str,
    said: &mut Transcript,
) -> Result<(), String> {
    let t = line.trim();
    let digits = t
        .strip_prefix("0b")
        .or_else(|| t.strip_suffix('₂'))
        .unwrap_or(t);
    let Some(given) = (!digits.is_empty() && digits.bytes().all(|b| b == b'0' || b == b'1'))
        .then(|| u64::from_str_radix(digits, 2).ok())
        .flatten()
    else {
        return Err(format!(
            "`{}` is not a binary number: type 0s and 1s, such as 1101.",
            excerpt(line)
        ));
    };
    let text = format!("{n} = {}₂", to_binary(n, 0));
    let not = format!("; {digits}₂ is {given}");
    mark_number(score, said, &[n], (given, n), &text, &not, |s| {
        matches!(s.kind(), StepKind::Binary)
    });
    Ok(())
}

/// Marks a winning move (or `none`) given for `heaps` under `rules`, or
/// refuses a line that is neither.
pub(super) fn answer_move(
    score: &mut Score,
    heaps: &[u64],
    rules: Rules,
    line: &str,
    said: &mut Transcript,
) -> Result<(), String> {
    let given: Option<Move> = if says_no_move(line) {
        None
    } else {
        match read_move(line, heaps) {
            Ok(m) => Some(m),
            Err(reason) => {
                return Err(format!(
                    "{reason}. Type `K N` to take N stones from heap K, or `none` if no move wins."
                ));
            }
        }
    };
    let moves = solve::winning_moves(heaps, rules);
    let all: Vec<String> = moves.iter().map(move_words).collect();
    match given {
        None if moves.is_empty() => {
            score.mark(said, true, "no move wins from a P-position.".to_string());
        }
        None => {
            let text = format!(
                "this is an N-position, so a move wins: {}.",
                all.join("; or ")
            );
            score.mark(said, false, text);
            show_steps(heaps, rules, said, winning_move_step);
        }
        Some(m) if moves.contains(&m) => {
            let after = apply(heaps, &m);
            let text = match rules {
                Rules::Normal => format!(
                    "{}. The heaps become {}, with nim-sum {} = 0.",
                    move_words(&m),
                    heaps_list(&after),
                    xor_expression(&after)
                ),
                Rules::Misere => format!(
                    "{}. The heaps become {}, a P-position for your opponent.",
                    move_words(&m),
                    heaps_list(&after)
                ),
            };
            score.mark(said, true, text);
        }
        Some(m) => {
            let after = apply(heaps, &m);
            let text = match rules {
                Rules::Normal => format!(
                    "{}. The heaps become {}, and {} = {}, not 0.",
                    move_words(&m),
                    heaps_list(&after),
                    xor_expression(&after),
                    nim_sum(&after)
                ),
                Rules::Misere => format!(
                    "{}. The heaps become {}, an N-position for your opponent ({}).",
                    move_words(&m),
                    heaps_list(&after),
                    why_outcome(&after, rules)
                ),
            };
            score.mark(said, false, text);
            if moves.is_empty() {
                show_steps(heaps, rules, said, |s| {
                    matches!(s.kind(), StepKind::EveryMoveLoses)
                });
            } else {
                show_steps(heaps, rules, said, winning_move_step);
            }
        }
    }
    Ok(())
}

/// Marks a number `given` where `right` was wanted, `text` saying how it
/// is found: right, or wrong (`not` saying what was given) with the
/// columns that differ and the normal-play steps of `heaps` that are
/// `wanted`.
fn mark_number(
    score: &mut Score,
    said: &mut Transcript,
    heaps: &[u64],
    (given, right): (u64, u64),
    text: &str,
    not: &str,
    wanted: fn(&Step) -> bool,
) {
    if given == right {
        score.mark(said, true, format!("{text}."));
        return;
    }
    let wrong = wrong_columns(given ^ right);
    score.mark(said, false, format!("{text}{not}: {wrong}. Here is how:"));
    show_steps(heaps, Rules::Normal, said, wanted);
}

/// Which columns an answer got wrong, from the bits where it differs from
/// the right one (`diff`, not 0): "the 4 (2^2) column is wrong", or "the 8
/// (2^3) and 1 (2^0) columns are wrong".
fn wrong_columns(diff: u64) -> String {
    let names: Vec<String> = (0..64)
        .rev()
        .filter(|p| diff >> p & 1 == 1)
        .map(|p| column_name(p).trim_end_matches(" column").to_string())
        .collect();
    match names.as_slice() {
        [one] => format!("{one} column is wrong"),
        [init @ .., last] => format!("{} and {last} columns are wrong", init.join(", ")),
        [] => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_named_highest_first() {
        assert_eq!(wrong_columns(0b100), "the 4 (2^2) column is wrong");
        assert_eq!(
            wrong_columns(0b1011),
            "the 8 (2^3), the 2 (2^1) and the 1 (2^0) columns are wrong"
        );
    }
}
