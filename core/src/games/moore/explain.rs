//! The words of a walkthrough of Moore's Nimₖ: the columns counted
//! mod k + 1, Moore's procedure column by column, and why every move
//! loses from a P-position.

use super::steps::Step;
use super::{moore_name, moore_words, MooreColumn, MooreDecision, MooreMove};
use crate::doc::{Line, Mark, Section, Table};
use crate::game::Outcome;
use crate::games::walked::{listed, Games, Walked};
use crate::words::{
    binary_header, bit_cell, column_heading, count, elide, heaps_list, more_in_json, summary_row,
};

/// Moore's Nimₖ's steps, worded here; a move may take from several
/// heaps, so no picture of stones is drawn.
impl Walked for Vec<Step> {
    fn sections(&self, _heaps: &[u64], _games: &Games) -> Vec<Section> {
        self.iter().map(section).collect()
    }

    fn winning_moves(&self) -> Box<dyn erased_serde::Serialize + '_> {
        Box::new(moves(self))
    }

    fn winning_move_words(&self, _games: &Games) -> Vec<String> {
        moves(self).iter().map(moore_words).collect()
    }

    fn drawn_as_stones(&self) -> bool {
        false
    }
}

/// The winning moves the steps list.
fn moves(steps: &[Step]) -> &[MooreMove] {
    listed(steps, |step| match step {
        Step::WinningMoves { moves, .. } => Some(moves),
        _ => None,
    })
}

/// The section of one step.
fn section(step: &Step) -> Section {
    match step {
        Step::Columns {
            k,
            heaps,
            columns,
            outcome,
        } => self::columns(*k, heaps, columns, *outcome),
        Step::Procedure {
            k,
            decisions,
            chosen,
            after,
        } => procedure(*k, decisions, chosen, after),
        Step::WinningMoves { moves, complete } => winning_moves(moves, *complete),
        Step::EveryMoveLoses { k, stones_left } => every_move_loses(*k, *stones_left),
    }
}

/// The heaps in binary, each column's 1s counted mod k + 1, and the
/// verdict Moore's theorem gives.
fn columns(k: u64, heaps: &[u64], columns: &[MooreColumn], outcome: Outcome) -> Section {
    let header = binary_header(columns.iter().map(|c| c.power));
    let mut rows: Vec<Vec<Line>> = elide(
        heaps.iter().enumerate().map(|(i, &h)| {
            let mut row = vec![Line::from(format!("#{}", i + 1)), Line::from(h.to_string())];
            row.extend(columns.iter().map(|c| bit_cell(h, c.power)));
            row
        }),
        |more| summary_row(more, columns.len() + 2),
    );
    let mut ones = vec![Line::from("1s"), Line::default()];
    ones.extend(columns.iter().map(|c| Line::from(c.ones.to_string())));
    let mut rem = vec![Line::from(format!("mod {}", k + 1)), Line::default()];
    rem.extend(columns.iter().map(|c| {
        if c.remainder == 0 {
            Line::from("0")
        } else {
            Line::new().mark(format!("{}!", c.remainder), Mark::Odd)
        }
    }));
    rows.push(ones);
    rows.push(rem);
    let verdict = match outcome {
        Outcome::P => format!("Every count is a multiple of {}: a P-position (Moore's theorem), so whoever moves now loses against perfect play.", k + 1),
        Outcome::N => format!("Some count is not a multiple of {} (marked !): an N-position, so whoever moves now can win.", k + 1),
    };
    let name = moore_name(k);
    Section::new(format!("Moore's {name}: count each column mod {}", k + 1))
        .paragraph(format!(
            "Moore's {name} (k = {k}) is not a sum of one-heap games, so Grundy values of single heaps do not decide it. Moore's theorem does: write the heaps in binary as for Nim, but count the 1s of each column modulo k + 1 = {} instead of modulo 2. (Nim itself is Moore's {} with k = 1.)",
            k + 1,
            moore_name(1)
        ))
        .table(Table { header, rows, asked: None })
        .paragraph(verdict)
}

/// Moore's procedure as a table of decisions, column by column, and the
/// move it builds.
fn procedure(k: u64, decisions: &[MooreDecision], chosen: &MooreMove, after: &[u64]) -> Section {
    let heap_list = |hs: &[usize]| {
        if hs.is_empty() {
            "—".to_string()
        } else {
            hs.iter()
                .map(|h| format!("#{h}"))
                .collect::<Vec<_>>()
                .join(" ")
        }
    };
    let width = decisions.len() as u32;
    let rows = decisions
        .iter()
        .map(|d| {
            vec![
                Line::from(column_heading(d.power, width)),
                Line::from(d.untouched_ones.to_string()),
                Line::from(d.touched.to_string()),
                Line::from(d.remainder.to_string()),
                Line::from(heap_list(&d.cleared)),
                Line::from(heap_list(&d.set)),
            ]
        })
        .collect();
    Section::new("Moore's procedure: the winning move, column by column")
        .paragraph(format!(
            "From the highest column down. A heap not yet changed keeps its bits until the column where its change starts: there a 1 becomes 0, and from then on its lower bits are free, since it is already smaller. In each column, with r the count of 1s among unchanged heaps mod {}: when r + (heaps already changed) ≤ {k}, clear r of those 1s (r more heaps change); otherwise give {} minus r of the changed heaps a 1. Either way the column's count becomes a multiple of {}, and never more than {k} heaps change.",
            k + 1,
            k + 1,
            k + 1
        ))
        .table(Table {
            header: vec![
                Line::from("column"),
                Line::from("1s unchanged"),
                Line::from("changed"),
                Line::from(format!("r (mod {})", k + 1)),
                Line::from("clear"),
                Line::from("set to 1"),
            ],
            rows,
            asked: None,
        })
        .paragraph(
            Line::new()
                .plain("Move: ")
                .mark(moore_words(chosen), Mark::Win)
                .plain(format!(". The heaps become {}, and every column's count is a multiple of {}.", heaps_list(after), k + 1)),
        )
}

/// Every winning move, or only the procedure's when the position is too
/// large to try every move (`complete` false).
fn winning_moves(moves: &[MooreMove], complete: bool) -> Section {
    let lines = elide(
        moves
            .iter()
            .map(|m| Line::new().mark(moore_words(m), Mark::Win)),
        more_in_json,
    );
    let text = if complete {
        format!(
            "{}, found by trying every move of up to k heaps and keeping those that leave every column's count a multiple of k + 1.",
            count(moves.len() as u64, "winning move", "winning moves")
        )
    } else {
        "The position is too large to try every move, so only the procedure's move is listed."
            .to_string()
    };
    Section::new("Every winning move")
        .paragraph(text)
        .bullets(lines)
}

/// From a P-position: why every move leaves some column off a multiple
/// of k + 1 (or that no move is left).
fn every_move_loses(k: u64, stones_left: bool) -> Section {
    let sec = Section::new("Every move loses");
    if stones_left {
        sec.paragraph(format!(
            "Every column's count is a multiple of {}. A move changes at most {k} heaps and lowers at least one; in the highest column where a changed heap's bit changes, every changed bit there falls from 1 to 0 (a heap's highest changed bit falls, and heaps whose change starts lower keep this bit), so that column's count drops by somewhere from 1 to {k}: no longer a multiple of {}. The opponent then has a winning reply.",
            k + 1,
            k + 1
        ))
    } else {
        sec.paragraph("No move is left at all: the player to move has already lost.")
    }
}
