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

/// Where the P cells lie. Two heaps alone: the diagonal x = y. Beside a
/// third heap K: the cells where y = x ⊕ K, never called a line, since
/// they are pairs mirrored across the diagonal ((0, K) and (K, 0), …),
/// not cells on one straight line.
fn where_p_lies(grid: &Grid) -> Section {
    // The cells named, how every P cell is among them, and the two kinds
    // of exception.
    let (cells, among, all, n_there, p_elsewhere) = match grid.third {
        None => (
            "the diagonal x = y".to_string(),
            "lies on",
            "every cell on it is P",
            "on it but N".to_string(),
            "off it but P".to_string(),
        ),
        Some(k) => (
            format!("y = x ⊕ {k}"),
            "is one where",
            "every such cell is P",
            format!("N though y = x ⊕ {k}"),
            format!("P though y ≠ x ⊕ {k}"),
        ),
    };
    let why = match grid.third {
        None => "two equal heaps have nim-sum 0; whoever faces them loses, because the other player copies every move on the other heap".to_string(),
        Some(k) => format!("x ⊕ y ⊕ {k} = 0 exactly when y = x ⊕ {k}, so row x has its one P cell in column x ⊕ {k} whenever that column is on the grid"),
    };
    let off = grid.off_line();
    let text = if off.is_empty() && grid.p_cells().is_empty() {
        let k = grid.third.unwrap_or(0);
        Line::new().plain(format!(
            "No cell is P: a P cell needs y = x ⊕ {k} (nim-sum 0), and for every row x from 0 to {} the column x ⊕ {k} is off the grid.",
            grid.max
        ))
    } else if off.is_empty() {
        Line::new()
            .plain(format!("Every P cell {among} "))
            .mark(cells, Mark::Strong)
            .plain(format!(", and {all}: {why}."))
    } else {
        let listed = |wanted: Outcome| {
            off.iter()
                .filter(|&&(x, y)| grid.cells[x as usize][y as usize] == wanted)
                .map(|(x, y)| format!("({x}, {y})"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut parts = Vec::new();
        let on_but_n = listed(Outcome::N);
        if !on_but_n.is_empty() {
            parts.push(format!("{n_there}: {on_but_n}"));
        }
        let off_but_p = listed(Outcome::P);
        if !off_but_p.is_empty() {
            parts.push(format!("{p_elsewhere}: {off_but_p}"));
        }
        let note = match grid.rules {
            Rules::Misere => " — there every heap holds at most one stone, and the parity of the number of single-stone heaps decides",
            Rules::Normal => "",
        };
        let follow = match grid.third {
            None => "The P cells follow ",
            Some(_) => "The P cells are the cells where ",
        };
        Line::new()
            .plain(follow)
            .mark(cells, Mark::Strong)
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
    /// The cells where being P differs from y = x ⊕ K (K the third heap,
    /// or 0): empty in normal play.
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
