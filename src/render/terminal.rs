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
    pages(doc, palette, width).join("\n")
}

/// The document cut where a presenter pauses: the title, then each
/// section, each exactly as [`render`] draws it (joined by blank lines,
/// they are [`render`]'s text).
pub fn pages(doc: &Document, palette: &Palette, width: u16) -> Vec<String> {
    let numbered = doc.sections.len() > 1;
    let sections = doc.sections.iter().enumerate().map(|(index, section)| {
        let number = numbered.then_some(index + 1);
        render_section(section, number, palette, width)
    });
    std::iter::once(format!("{}\n", paint_line(&doc.title, palette)))
        .chain(sections)
        .collect()
}

/// Renders one section, numbered when it is one step of several.
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

/// Cuts `line` into lines at most `width` columns wide, at spaces only:
/// the first line starts with `first`, the others with `rest` (a hanging
/// indent). A word longer than a whole line gets a line of its own and is
/// never split; each word keeps its mark.
pub fn wrap(line: &Line, width: usize, first: &str, rest: &str) -> Vec<Line> {
    let mut lines = Vec::new();
    let mut current = Line::new().plain(first);
    let mut used = first.chars().count();
    let mut empty = true;
    for span in &line.spans {
        for word in span.text.split(' ').filter(|w| !w.is_empty()) {
            let size = word.chars().count();
            if !empty && used + 1 + size > width {
                lines.push(std::mem::replace(&mut current, Line::new().plain(rest)));
                used = rest.chars().count();
                empty = true;
            }
            if !empty {
                current = current.plain(" ");
                used += 1;
            }
            current = current.mark(word, span.mark);
            used += size;
            empty = false;
        }
    }
    if !empty {
        lines.push(current);
    }
    lines
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
