//! The verdict on a proposed move as a document: the answer, the position
//! it leaves in columns, and what wins instead.

use crate::doc::{Document, Line, Mark, Section};
use crate::game::binary::{columns, columns_needed, nim_sum};
use crate::game::{Move, Rules};
use crate::present::explain::{column_table, move_words, section};
use crate::present::play::position_value;
use crate::present::words::{heaps_list, rules_sentence, xor_expression};
use crate::solve;
use crate::solve::check::Report;
use crate::trace::Step;

/// The verdict as a document: the answer, the position after the move in
/// columns, and what wins instead.
pub fn document(report: &Report) -> Document {
    let mut sections = Vec::new();
    let Some(chosen) = report.chosen else {
        return Document {
            title: Line::from("Illegal move"),
            sections,
        };
    };
    let title = Line::new()
        .plain("Check: ")
        .mark(move_words(&chosen), Mark::Strong)
        .plain(format!(
            " from {} — {}",
            heaps_list(&report.heaps),
            rules_sentence(report.rules)
        ));
    let answer = if report.wins {
        Line::new()
            .mark("It wins", Mark::Win)
            .plain(": after it, ")
            .extend(position_value(&report.after, report.rules))
            .plain(" for your opponent, who moves next: whatever they do, you can answer with another winning move.")
    } else {
        Line::new()
            .mark("It loses", Mark::Lose)
            .plain(" against perfect play: after it, ")
            .extend(position_value(&report.after, report.rules))
            .plain(" for your opponent, who moves next and has a winning move.")
    };
    sections.push(Section::new("Verdict").paragraph(answer));
    let width = columns_needed(&report.heaps);
    sections.push(
        Section::new("The position after the move")
            .table(column_table(
                &report.after,
                &columns(&report.after, width),
                Some(chosen.heap),
                None,
            ))
            .paragraph(format!(
                "Nim-sum after the move: {} = {}.",
                xor_expression(&report.after),
                nim_sum(&report.after)
            )),
    );
    if report.wins {
        let all = solve::winning_moves(&report.heaps, report.rules);
        if all.len() > 1 {
            sections.push(winning_moves_section(
                "Other winning moves",
                &report.heaps,
                report.rules,
                &all,
                Some(&chosen),
            ));
        }
    } else if report.better.is_empty() {
        sections.push(
            Section::new("Every move loses here").paragraph(
                Line::new()
                    .plain("Before your move, ")
                    .extend(position_value(&report.heaps, report.rules))
                    .plain(": no move wins from it, so yours is as good as any. Keep the game going and hope for a mistake."),
            ),
        );
    } else {
        sections.push(winning_moves_section(
            "Winning moves instead",
            &report.heaps,
            report.rules,
            &report.better,
            None,
        ));
    }
    Document { title, sections }
}

/// The winning moves from `heaps`: under normal play the trace's own
/// "every winning move" step (with its reason); under misère play a list.
fn winning_moves_section(
    heading: &str,
    heaps: &[u64],
    rules: Rules,
    moves: &[Move],
    except: Option<&Move>,
) -> Section {
    let normal_step = (rules == Rules::Normal)
        .then(|| solve::normal::winning_steps(heaps, None).ok())
        .flatten()
        .and_then(|steps| {
            steps
                .into_iter()
                .find(|s| matches!(s, Step::AllWinningMoves { .. }))
        });
    if let Some(step) = normal_step {
        let mut s = section(&step);
        s.heading = heading.to_string();
        return s;
    }
    Section::new(heading)
        .paragraph(
            Line::new()
                .plain("Before the move, ")
                .extend(position_value(heaps, rules))
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
