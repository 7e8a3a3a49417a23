//! Drawing a table for the terminal, straight into one string: the frame
//! comfy-table calls `UTF8_FULL_CONDENSED`, cells padded by one space,
//! numbers right-aligned, nothing wrapped.
//!
//! Exists because a table of a quarter of a million rows (`nimstep label`)
//! must not cost a gigabyte: here each cell is measured once and painted
//! once as it is written, with no copy of the table in between.

use crate::doc::{Line, Table};
use crate::palette::Palette;
use crate::render::terminal::paint_line;
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

/// Appends `table` drawn with column `widths` (from [`widths`]) to `out`;
/// numeric columns are right-aligned. No newline after the bottom border.
pub fn draw(out: &mut String, table: &Table, widths: &[usize], palette: &Palette) {
    let right: Vec<bool> = (0..widths.len())
        .map(|i| table.is_numeric_column(i))
        .collect();
    rule(out, widths, ['┌', '─', '┬', '┐']);
    row(out, &table.header, widths, &right, palette);
    rule(out, widths, ['╞', '═', '╪', '╡']);
    for cells in &table.rows {
        row(out, cells, widths, &right, palette);
    }
    rule(out, widths, ['└', '─', '┴', '┘']);
    out.pop(); // the last newline
}

/// A border line: left corner, fill, joint between columns, right corner.
fn rule(out: &mut String, widths: &[usize], [left, fill, joint, end]: [char; 4]) {
    out.push(left);
    for (i, &w) in widths.iter().enumerate() {
        if i > 0 {
            out.push(joint);
        }
        out.extend(std::iter::repeat_n(fill, w + 2));
    }
    out.push(end);
    out.push('\n');
}

/// One row of cells (missing cells drawn empty), each painted as written.
fn row(out: &mut String, cells: &[Line], widths: &[usize], right: &[bool], palette: &Palette) {
    out.push('│');
    for (i, &w) in widths.iter().enumerate() {
        if i > 0 {
            out.push('┆');
        }
        let (text, shown) = match cells.get(i) {
            Some(cell) => (paint_line(cell, palette), shown_width(cell)),
            None => (String::new(), 0),
        };
        let gap = w - shown;
        out.push(' ');
        if right[i] {
            out.extend(std::iter::repeat_n(' ', gap));
            out.push_str(&text);
        } else {
            out.push_str(&text);
            out.extend(std::iter::repeat_n(' ', gap));
        }
        out.push(' ');
    }
    out.push('│');
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc::Mark;
    use comfy_table::{presets, CellAlignment, ContentArrangement};

    /// What comfy-table draws for the same table, painted the same way.
    fn comfy(table: &Table, palette: &Palette) -> String {
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

    #[test]
    fn draws_what_comfy_table_draws() {
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
        };
        for palette in [Palette::plain(), Palette::new(true)] {
            let mut drawn = String::new();
            draw(&mut drawn, &table, &widths(&table), &palette);
            assert_eq!(drawn, comfy(&table, &palette));
        }
    }

    #[test]
    fn transposed_widths_are_those_of_the_transpose() {
        let table = Table {
            header: vec![Line::from("a"), Line::from("bbb")],
            rows: vec![
                vec![Line::from("1"), Line::from("22222")],
                vec![Line::from("333")],
            ],
        };
        assert_eq!(transposed_widths(&table), [3, 5, 3]);
    }
}
