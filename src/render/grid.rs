//! Tables for the terminal: measured here (so that the renderer can
//! choose a shape that fits the width before drawing anything) and drawn by
//! comfy-table.

use crate::doc::{Line, Table};
use crate::palette::Palette;
use comfy_table::{presets, CellAlignment, ContentArrangement};
use unicode_width::UnicodeWidthStr;

/// How wide each column is drawn (without padding): its widest cell, as
/// the terminal shows it.
pub fn widths(table: &Table) -> Vec<usize> {
    let mut widths: Vec<usize> = table.header.iter().map(shown_width).collect();
    for row in &table.rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(shown_width(cell));
        }
    }
    widths
}

/// The widths of the columns of the table turned on its side (header
/// first), measured without building it.
pub fn transposed_widths(table: &Table) -> Vec<usize> {
    let columns = table.header.len();
    let first = table.header.iter().map(shown_width).max().unwrap_or(0);
    let rest = table
        .rows
        .iter()
        .map(|row| row.iter().take(columns).map(shown_width).max().unwrap_or(0));
    std::iter::once(first).chain(rest).collect()
}

/// The whole width of a table with these column widths: each column's
/// width plus padding and a border, and the closing border.
pub fn drawn_width(widths: &[usize]) -> usize {
    widths.iter().map(|w| w + 3).sum::<usize>() + 1
}

/// The columns of a line of text as a terminal shows it.
fn shown_width(cell: &Line) -> usize {
    cell.spans.iter().map(|s| s.text.width()).sum()
}

/// Appends `table` drawn by comfy-table (the frame it calls
/// `UTF8_FULL_CONDENSED`, cells padded by one space, numeric columns
/// right-aligned, nothing wrapped) to `out`, without a final newline. The
/// table is fitted to the width before it gets here, so it is drawn exactly
/// [`drawn_width`] of its [`widths`] wide.
pub fn draw(out: &mut String, table: &Table, palette: &Palette) {
    let mut drawn = comfy_table::Table::new();
    drawn
        .load_style(presets::UTF8_FULL_CONDENSED)
        .force_no_tty()
        .set_content_arrangement(ContentArrangement::Disabled)
        .set_header(table.header.iter().map(|cell| palette.paint_line(cell)));
    for row in &table.rows {
        drawn.add_row(row.iter().map(|cell| palette.paint_line(cell)));
    }
    for (i, column) in drawn.column_iter_mut().enumerate() {
        if table.is_numeric_column(i) {
            column.set_cell_alignment(CellAlignment::Right);
        }
    }
    out.push_str(&drawn.to_string());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc::Mark;
    use crate::render::terminal::shown_width;

    #[test]
    fn drawn_as_wide_as_measured_in_colour_too() {
        let table = Table {
            header: vec![Line::from("heap"), Line::from("x ⊕ s"), Line::from("")],
            rows: vec![
                vec![
                    Line::from("#1"),
                    Line::new().mark("13", Mark::Strong),
                    Line::from("✓ wins"),
                ],
                vec![Line::from("#22"), Line::from("4"), Line::from("")],
                vec![Line::from("#3"), Line::new().mark("1", Mark::Win)],
            ],
            asked: None,
        };
        let width = drawn_width(&widths(&table));
        for palette in [Palette::plain(), Palette::new(true)] {
            let mut drawn = String::new();
            draw(&mut drawn, &table, &palette);
            assert!(
                drawn.lines().all(|line| shown_width(line) == width),
                "{drawn}"
            );
            assert_eq!(drawn.lines().count(), 4 + table.rows.len());
        }
        // Numbers are right-aligned, words left-aligned.
        let mut drawn = String::new();
        draw(&mut drawn, &table, &Palette::plain());
        assert!(drawn.contains("│ #22  ┆     4 ┆        │"), "{drawn}");
    }

    #[test]
    fn transposed_widths_are_those_of_the_transpose() {
        let table = Table {
            header: vec![Line::from("a"), Line::from("bbb")],
            rows: vec![
                vec![Line::from("1"), Line::from("22222")],
                vec![Line::from("333")],
            ],
            asked: None,
        };
        assert_eq!(transposed_widths(&table), [3, 5, 3]);
    }
}
