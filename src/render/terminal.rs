//! The terminal renderer: headed sections, prose, and tables (drawn by
//! [`grid`]), painted by a [`Palette`].

use crate::doc::{Block, Document, Line, Section, Table};
use crate::palette::Palette;
use crate::render::grid;
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
        section_into(&mut out, section, number, palette, width);
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
    section_into(&mut out, section, number, palette, width);
    out
}

/// Appends a section to `out`: a document is written into one string, so
/// a long table is never copied from one string into another.
fn section_into(
    out: &mut String,
    section: &Section,
    number: Option<usize>,
    palette: &Palette,
    width: u16,
) {
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
                table_into(out, table, palette, width);
                out.push('\n');
            }
        }
    }
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
    let mut out = String::new();
    table_into(&mut out, table, palette, width);
    out
}

/// Appends the table [`render_table`] draws to `out`.
fn table_into(out: &mut String, table: &Table, palette: &Palette, width: u16) {
    let widths = grid::widths(table);
    let drawn = grid::drawn_width(&widths);
    if drawn > usize::from(width.max(1))
        && grid::drawn_width(&grid::transposed_widths(table)) < drawn
    {
        let transposed = transpose(table);
        grid::draw(out, &transposed, &grid::widths(&transposed), palette);
    } else {
        grid::draw(out, table, &widths, palette);
    }
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
