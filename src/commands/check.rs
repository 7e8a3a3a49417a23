//! `nimstep check`: is the student's proposed move a winning one, and why?

use crate::binary::{columns, columns_needed, nim_sum};
use crate::cli::CheckArgs;
use crate::commands::{read_position, rules, write, Io};
use crate::doc::{Document, Line, Mark, Section};
use crate::error::Error;
use crate::play::moves::{apply, legal_move};
use crate::present::explain::{column_table, move_words, section};
use crate::present::play::{position_value, why_outcome};
use crate::present::words::{heaps_list, rules_sentence};
use crate::render::{json, Format, Settings};
use crate::solve;
use crate::trace::{Move, Outcome, Rules, Step};
use serde::Serialize;

/// The JSON contract of `check`: the move, whether it wins, the position it
/// leaves, and the winning moves it missed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    /// The heaps before the move.
    pub heaps: Vec<u64>,
    /// The rules assumed.
    pub rules: Rules,
    /// Whether the move can be made at all.
    pub legal: bool,
    /// Why not, when it cannot.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The move, when legal.
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    pub chosen: Option<Move>,
    /// Whether it leaves the opponent a P-position.
    pub wins: bool,
    /// The heaps after the move (the heaps as given when illegal).
    pub after: Vec<u64>,
    /// The nim-sum after the move.
    pub nim_sum_after: u64,
    /// P or N for the opponent, who moves next.
    pub outcome_after: Outcome,
    /// The winning moves from the position before, when this move is not
    /// one of them (empty when it wins or when none exists).
    pub better: Vec<Move>,
}

/// Judges the move given in `args`.
pub fn run(args: &CheckArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    let heaps = position.heaps().to_vec();
    let rules = rules(args.misere);
    let chosen = match legal_move(&heaps, args.from, args.take) {
        Ok(m) => m,
        Err(reason) => {
            let message = format!(
                "--from {} --take {}: illegal move: {reason}",
                args.from, args.take
            );
            if settings.format == Format::Json {
                let report = Report {
                    outcome_after: solve::outcome(&heaps, rules),
                    nim_sum_after: nim_sum(&heaps),
                    after: heaps.clone(),
                    heaps,
                    rules,
                    legal: false,
                    reason: Some(reason),
                    chosen: None,
                    wins: false,
                    better: Vec::new(),
                };
                write(io, &json::render(&report)?)?;
                io.output.flush()?;
            }
            return Err(Error::usage(message));
        }
    };
    let report = judge(&heaps, rules, chosen);
    let text = match settings.format {
        Format::Json => json::render(&report)?,
        _ => settings.render_document(&document(&report)),
    };
    write(io, &text)
}

/// The verdict on a legal move.
pub fn judge(heaps: &[u64], rules: Rules, chosen: Move) -> Report {
    let after = apply(heaps, &chosen);
    let outcome_after = solve::outcome(&after, rules);
    let wins = outcome_after == Outcome::P;
    Report {
        heaps: heaps.to_vec(),
        rules,
        legal: true,
        reason: None,
        chosen: Some(chosen),
        wins,
        nim_sum_after: nim_sum(&after),
        after,
        outcome_after,
        better: if wins {
            Vec::new()
        } else {
            solve::winning_moves(heaps, rules)
        },
    }
}

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
                "Nim-sum after the move: {}.",
                why_outcome(&report.after, Rules::Normal)
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
        .then(|| crate::solve::normal::winning_steps(heaps, None).ok())
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
