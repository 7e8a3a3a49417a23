//! The terminal renderer: headed sections, prose, and comfy-table tables,
//! painted by a [`Palette`].

use crate::doc::{Block, Document, Line, Section, Table};
use crate::palette::Palette;
use comfy_table::{presets, CellAlignment, ContentArrangement};
use std::fmt::Write as _;

/// The width assumed when standard output is not a terminal (or reports no
/// width): tables wider than this are turned on their side.
pub const DEFAULT_WIDTH: u16 = 80;

/// Renders a whole document for a terminal `width` columns wide.
pub fn render(doc: &Document, palette: &Palette, width: u16) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", paint_line(&doc.title, palette));
    let numbered = doc.sections.len() > 1;
    for (index, section) in doc.sections.iter().enumerate() {
        out.push('\n');
        let number = numbered.then_some(index + 1);
        out.push_str(&render_section(section, number, palette, width));
    }
    out
}

/// Renders one section, numbered when it is one step of several: used on
/// its own when a walkthrough is shown one step at a time.
pub fn render_section(
    section: &Section,
    number: Option<usize>,
    palette: &Palette,
    width: u16,
) -> String {
    let mut out = String::new();
    let heading = match number {
        Some(number) => format!("{number}. {}", section.heading),
        None => section.heading.clone(),
    };
    let _ = writeln!(out, "{}", palette.heading(&heading));
    for block in &section.blocks {
        match block {
            Block::Paragraph(line) => {
                let _ = writeln!(out, "{}", paint_line(line, palette));
            }
            Block::Bullets(lines) => {
                for line in lines {
                    let _ = writeln!(out, "  • {}", paint_line(line, palette));
                }
            }
            Block::Table(table) => {
                let _ = writeln!(out, "{}", render_table(table, palette, width));
            }
            Block::Heaps(_) => {}
        }
    }
    out
}

/// A line with each span painted.
pub fn paint_line(line: &Line, palette: &Palette) -> String {
    line.spans
        .iter()
        .map(|span| palette.paint(&span.text, span.mark))
        .collect()
}

/// Draws a table; one wider than `width` whose transpose is narrower is
/// drawn transposed (heaps as columns), so 64-bit heaps stay readable.
/// Cells are never wrapped, so no number is ever split.
pub fn render_table(table: &Table, palette: &Palette, width: u16) -> String {
    let transposed;
    let table = if drawn_width(table) > usize::from(width.max(1)) {
        transposed = transpose(table);
        if drawn_width(&transposed) < drawn_width(table) {
            &transposed
        } else {
            table
        }
    } else {
        table
    };
    let mut drawn = comfy_table::Table::new();
    drawn
        .load_style(presets::UTF8_FULL_CONDENSED)
        .force_no_tty()
        .set_content_arrangement(ContentArrangement::Disabled)
        .set_header(table.header.iter().map(|c| paint_line(c, palette)));
    for row in &table.rows {
        drawn.add_row(row.iter().map(|c| paint_line(c, palette)));
    }
    for (i, column) in drawn.column_iter_mut().enumerate() {
        if table.is_numeric_column(i) {
            column.set_cell_alignment(CellAlignment::Right);
        }
    }
    drawn.to_string()
}

/// The width a table takes when drawn: each column's widest cell plus
/// padding and a border.
fn drawn_width(table: &Table) -> usize {
    let mut widths: Vec<usize> = table.header.iter().map(cell_width).collect();
    for row in &table.rows {
        for (i, cell) in row.iter().enumerate() {
            if let Some(w) = widths.get_mut(i) {
                *w = (*w).max(cell_width(cell));
            }
        }
    }
    widths.iter().map(|w| w + 3).sum::<usize>() + 1
}

fn cell_width(cell: &Line) -> usize {
    cell.text().chars().count()
}

/// The table with rows and columns swapped: the header becomes the first
/// column.
fn transpose(table: &Table) -> Table {
    let columns = table.header.len();
    let mut lines: Vec<Vec<Line>> = (0..columns)
        .map(|i| {
            std::iter::once(table.header[i].clone())
                .chain(
                    table
                        .rows
                        .iter()
                        .map(|row| row.get(i).cloned().unwrap_or_default()),
                )
                .collect()
        })
        .collect();
    let header = if lines.is_empty() {
        Vec::new()
    } else {
        lines.remove(0)
    };
    Table {
        header,
        rows: lines,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wide_table(columns: usize) -> Table {
        Table {
            header: (0..columns).map(|i| Line::from(format!("c{i}"))).collect(),
            rows: vec![(0..columns).map(|i| Line::from(i.to_string())).collect()],
        }
    }

    #[test]
    fn narrow_tables_keep_their_shape() {
        let text = render_table(&wide_table(3), &Palette::plain(), 80);
        assert_eq!(text.lines().count(), 5, "{text}");
    }

    #[test]
    fn wide_tables_turn_on_their_side() {
        let text = render_table(&wide_table(40), &Palette::plain(), 80);
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        assert!(text.lines().count() > 40);
    }
}
