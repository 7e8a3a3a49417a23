//! The P/N grid as a document (P cells stand out) and as JSON.

use crate::doc::{Document, Line, Mark, Section, Table};
use crate::game::{Outcome, Rules};
use crate::render::Report;
use crate::solve::table::Grid;
use crate::words::{count, label_mark, outcome_letter, rules_sentence};
use serde::Serialize;

/// The grid as a document: the table, then where its P cells lie.
pub fn document(grid: &Grid) -> Document {
    let third = match grid.third {
        Some(k) => format!(" beside a third heap of {k}"),
        None => String::new(),
    };
    let p_cells = grid.p_cells().len() as u64;
    let table = Section::new("The grid")
        .paragraph(format!(
            "Row x and column y: heaps of x and y stones{third}. Each cell is the outcome for the player to move, P or N; {} P.",
            count(p_cells, "cell is", "cells are"),
        ))
        .table(pn_grid(&grid.cells, None));
    Document {
        numbered: true,
        title: Line::new()
            .plain(format!(
                "P and N for two heaps from 0 to {}{third}",
                grid.max
            ))
            .plain(format!(" — {}", rules_sentence(grid.rules))),
        sections: vec![table, where_p_lies(grid)],
    }
}

/// A grid of outcomes as a table: row x and column y hold the outcome of
/// heaps of x and y stones, P and N marked; the cell `ring` (the position
/// asked about, as (x, y)) is the table's `asked` cell.
pub fn pn_grid(cells: &[Vec<Outcome>], ring: Option<(usize, usize)>) -> Table {
    let columns = cells.first().map_or(0, Vec::len);
    let mut header = vec![Line::from("x ↓ y →")];
    header.extend((0..columns).map(|y| Line::from(y.to_string())));
    let rows = cells
        .iter()
        .enumerate()
        .map(|(x, row)| {
            let mut line = vec![Line::from(x.to_string())];
            line.extend(
                row.iter()
                    .map(|&o| Line::new().mark(outcome_letter(o), label_mark(o))),
            );
            line
        })
        .collect();
    Table {
        header,
        rows,
        // The first column holds the row headings.
        asked: ring.map(|(x, y)| (x, y + 1)),
    }
}

fn where_p_lies(grid: &Grid) -> Section {
    let line = match grid.third {
        None => "the diagonal x = y".to_string(),
        Some(k) => format!("the line y = x ⊕ {k}"),
    };
    let why = match grid.third {
        None => "two equal heaps have nim-sum 0; whoever faces them loses, because the other player copies every move on the other heap".to_string(),
        Some(k) => format!("x ⊕ y ⊕ {k} = 0 exactly when y = x ⊕ {k}, so row x has its one P cell in column x ⊕ {k} whenever that column is on the grid"),
    };
    let off = grid.off_line();
    let text = if off.is_empty() {
        Line::new()
            .plain("Every P cell lies on ")
            .mark(line, Mark::Strong)
            .plain(format!(", and every cell on it is P: {why}."))
    } else {
        let cells = |wanted: Outcome| {
            off.iter()
                .filter(|&&(x, y)| grid.cells[x as usize][y as usize] == wanted)
                .map(|(x, y)| format!("({x}, {y})"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut parts = Vec::new();
        let on_but_n = cells(Outcome::N);
        if !on_but_n.is_empty() {
            parts.push(format!("on it but N: {on_but_n}"));
        }
        let off_but_p = cells(Outcome::P);
        if !off_but_p.is_empty() {
            parts.push(format!("off it but P: {off_but_p}"));
        }
        let note = match grid.rules {
            Rules::Misere => " — there every heap holds at most one stone, and the parity of the number of single-stone heaps decides",
            Rules::Normal => "",
        };
        Line::new()
            .plain("The P cells follow ")
            .mark(line, Mark::Strong)
            .plain(format!(
                " with {}: {}{note}.",
                count(off.len() as u64, "exception", "exceptions"),
                parts.join("; ")
            ))
    };
    Section::new("Where the P cells lie").paragraph(text)
}

/// The JSON shape of `nimstep table`.
#[derive(Debug, Serialize)]
pub struct TableReport {
    /// The largest heap size shown.
    pub max: u64,
    /// The fixed third heap, or null.
    pub third: Option<u64>,
    /// `"normal"` or `"misere"`.
    pub rules: Rules,
    /// `grid[x][y]`: `"P"` or `"N"` for heaps x and y (and the third).
    pub grid: Vec<Vec<Outcome>>,
    /// The P cells as `[x, y]`, row by row.
    pub p_cells: Vec<[u64; 2]>,
    /// The cells where being P differs from lying on y = x ⊕ K (K the
    /// third heap, or 0): empty in normal play.
    pub off_line: Vec<[u64; 2]>,
}

/// The grid in its JSON shape.
pub fn report(grid: &Grid) -> TableReport {
    let pairs = |cells: Vec<(u64, u64)>| cells.into_iter().map(|(x, y)| [x, y]).collect();
    TableReport {
        max: grid.max,
        third: grid.third,
        rules: grid.rules,
        grid: grid.cells.clone(),
        p_cells: pairs(grid.p_cells()),
        off_line: pairs(grid.off_line()),
    }
}

/// A grid: its JSON is [`TableReport`].
impl Report for Grid {
    fn json(&self) -> impl Serialize + '_ {
        report(self)
    }

    fn documents(&self) -> Vec<Document> {
        vec![document(self)]
    }
}
