//! The verdict on a proposed move as a document: the answer, the position
//! it leaves in columns, and what wins instead.

use crate::doc::{Document, Line, Mark, Section};
use crate::game::binary::{columns, columns_needed, nim_sum};
use crate::game::{Move, Rules};
use crate::games::nim::explain::section;
use crate::games::nim::explain::{all_winning_moves, column_table};
use crate::games::nim::move_words;
use crate::present::explain::move_picture;
use crate::present::play::{position_value, NORMAL_PLAY_MISTAKE};
use crate::render::Report;
use crate::solve::check::Judgement;
use crate::trace::{BoutonStep, Situation};
use crate::words::Subject;
use crate::words::{column_name, heaps_list, rules_sentence, xor_expression};
use serde::Serialize;

/// The verdict as a document: the answer, the position after the move in
/// columns, and what wins instead.
pub fn document(report: &Judgement) -> Document {
    let mut sections = Vec::new();
    let Some(chosen) = report.chosen else {
        return Document {
            numbered: true,
            title: Line::from("Illegal move"),
            sections,
        };
    };
    // "from 6 4, take 2 …": the position first, so that "leaving 4" is
    // not read as leaving 4 from the position.
    let title = Line::new()
        .plain(format!("Check: from {}, ", heaps_list(&report.heaps)))
        .mark(move_words(&chosen), Mark::Strong)
        .plain(format!(" — {}", rules_sentence(report.rules)));
    // Summed as u128: heaps may be as large as u64 allows.
    let stones_left: u128 = report.after.iter().map(|&h| u128::from(h)).sum();
    let answer = if stones_left == 0 {
        // No position is left to judge: the move itself ends the game.
        let (verdict, mark, rule) = match report.rules {
            Rules::Normal => (
                "It wins",
                Mark::Win,
                "normal play whoever takes the last stone wins",
            ),
            Rules::Misere => (
                "It loses",
                Mark::Lose,
                "misère play whoever takes the last stone loses",
            ),
        };
        Line::new()
            .mark(verdict, mark)
            .plain(format!(": it takes the last stone, and under {rule}."))
    } else if report.wins {
        let then = if stones_left == 1 {
            // Only under misère play does one stone left win: the
            // opponent must take it.
            " for your opponent, who must take the last stone, and so loses."
        } else {
            " for your opponent, who moves next: whatever they do, you can answer with another winning move."
        };
        Line::new()
            .mark("It wins", Mark::Win)
            .plain(": after it, ")
            .extend(position_value(
                &report.after,
                report.rules,
                report.outcome_after,
            ))
            .plain(then)
    } else {
        Line::new()
            .mark("It loses", Mark::Lose)
            .plain(" against perfect play: after it, ")
            .extend(position_value(
                &report.after,
                report.rules,
                report.outcome_after,
            ))
            .plain(" for your opponent, who moves next and has a winning move.")
    };
    sections.push(
        Section::new("Verdict")
            .paragraph(answer)
            .block(move_picture(&report.heaps, &chosen)),
    );
    let width = columns_needed(&report.heaps);
    sections.push(
        Section::new("The position after the move")
            .table(column_table(
                &report.after,
                &columns(&report.after, width),
                Some(chosen.heap),
            ))
            .paragraph(nim_sum_after(report)),
    );
    if report.normal_play_move {
        sections.push(Section::new("The normal-play move").paragraph(NORMAL_PLAY_MISTAKE));
    }
    if report.wins {
        if report.winning.len() > 1 {
            sections.push(winning_moves_section(
                "Other winning moves",
                report,
                &report.winning,
                Some(&chosen),
            ));
        }
    } else if report.better.is_empty() {
        sections.push(
            Section::new("Every move loses here").paragraph(
                Line::new()
                    .plain("Before your move, ")
                    .extend(position_value(&report.heaps, report.rules, report.outcome_before))
                    .plain(if stones_left == 0 {
                        ": no move wins from it, and its only move takes the last stone."
                    } else {
                        ": no move wins from it, so yours is as good as any. Keep the game going and hope for a mistake."
                    }),
            ),
        );
    } else {
        sections.push(winning_moves_section(
            "Winning moves instead",
            report,
            &report.better,
            None,
        ));
    }
    Document {
        numbered: true,
        title,
        sections,
    }
}

/// The nim-sum the move leaves and what it says: every column even, or
/// the columns odd after the move, each said to be made odd by the move
/// (even before it) or still odd (odd before it too), since the table
/// above shows only the position after; or, in the misère endgame with no
/// big heap, that the nim-sum does not decide.
fn nim_sum_after(report: &Judgement) -> Line {
    let line = Line::new().plain(format!(
        "Nim-sum after the move: {} = {}",
        xor_expression(&report.after),
        report.nim_sum_after
    ));
    if report.situation_after == Some(Situation::AllHeapsAtMostOne) {
        return line.plain(". Under misère rules it does not decide here: no heap holds two or more stones, so the number of single-stone heaps does (odd: P, even: N).");
    }
    if report.odd_columns_after.is_empty() {
        return line.plain(": every column is even.");
    }
    let before = nim_sum(&report.heaps);
    let (made, still): (Vec<u32>, Vec<u32>) = report
        .odd_columns_after
        .iter()
        .partition(|&&d| (before >> d) & 1 == 0);
    let names = |powers: &[u32]| {
        let names: Vec<String> = powers.iter().map(|&d| column_name(d)).collect();
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => names.concat(),
        }
    };
    let mut line = line.plain(": ");
    if !made.is_empty() {
        line = line
            .plain("the move made ")
            .mark(names(&made), Mark::Odd)
            .plain(" odd");
    }
    if !still.is_empty() {
        let verb = if still.len() == 1 { "is" } else { "are" };
        line = line
            .plain(if made.is_empty() { "" } else { ", and " })
            .mark(names(&still), Mark::Odd)
            .plain(format!(" {verb} still odd, as before the move"));
    }
    line.plain(", so the nim-sum is not 0.")
}

/// The winning moves from `heaps`: under normal play the trace's own
/// "every winning move" step (with its reason); under misère play a list.
fn winning_moves_section(
    heading: &str,
    report: &Judgement,
    moves: &[Move],
    except: Option<&Move>,
) -> Section {
    if let Some(step) = &report.winning_step {
        if let BoutonStep::AllWinningMoves {
            heaps,
            power,
            ones,
            moves,
        } = step
        {
            let mut s = all_winning_moves(heaps, (*power, *ones), moves, except);
            s.heading = heading.to_string();
            return s;
        }
        let mut s = section(step, Subject::Heaps(report.rules));
        s.heading = heading.to_string();
        return s;
    }
    Section::new(heading)
        .paragraph(
            Line::new()
                .plain("Before the move, ")
                .extend(position_value(
                    &report.heaps,
                    report.rules,
                    report.outcome_before,
                ))
                .plain(". Each of these leaves the opponent a P-position:"),
        )
        .bullets(
            moves
                .iter()
                .filter(|m| Some(*m) != except)
                .map(|m| Line::new().mark(move_words(m), Mark::Win))
                .collect(),
        )
}

/// A verdict on a move: its JSON is the solver's report itself.
impl Report for Judgement {
    fn json(&self) -> impl Serialize + '_ {
        self
    }

    fn documents(&self) -> Vec<Document> {
        vec![document(self)]
    }
}
