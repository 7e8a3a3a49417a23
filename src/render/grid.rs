//! Tables for the terminal: measured here (so that the renderer can
//! choose a shape that fits the width before drawing anything) and drawn
//! here, in comfy-table's frame.

use crate::doc::{Line, Table, CORNER};
use crate::palette::Palette;
use unicode_width::UnicodeWidthStr;

/// How wide each column is drawn (without padding): its widest cell, as
/// the terminal shows it, header included, and at least 1 (as in
/// comfy-table, an empty column is still one column wide). The one
/// measure behind fitting a table (`drawn_width`), drawing it and laying
/// it out for parts, so a table fits exactly when its drawing does, and a
/// table laid out for parts draws as the whole table would.
pub(crate) fn widths(table: &Table) -> Vec<usize> {
    let columns = table
        .rows
        .iter()
        .map(Vec::len)
        .fold(table.header.len(), usize::max);
    let mut widths = vec![1; columns];
    for row in std::iter::once(&table.header).chain(&table.rows) {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(shown_width(cell));
        }
    }
    widths
}

/// `table` laid out once for all its rows: every cell (the head row's
/// too, a missing one as blank) padded to its column's width on the side the whole table aligns that
/// column to. Any run of its rows under its head row then draws with the
/// whole table's column widths and alignment, so the parts a presenter
/// cuts it into between rows line up alike (the part holding "count of
/// 1s" was otherwise wider than the part before it). The cell asked
/// about is taken as already in brackets (`Table::with_asked_in_brackets`,
/// as the table was measured), so the result asks about none.
pub(crate) fn laid_out(table: &Table) -> Table {
    let widths = widths(table);
    let columns = widths.len();
    let numeric: Vec<bool> = (0..columns).map(|i| table.is_numeric_column(i)).collect();
    let pad = |cells: &[Line]| -> Vec<Line> {
        (0..columns)
            .map(|i| {
                let cell = cells.get(i).cloned().unwrap_or_default();
                let gap = " ".repeat(widths[i] - shown_width(&cell));
                match numeric[i] {
                    true => Line::from(gap).extend(cell),
                    false => cell.plain(gap),
                }
            })
            .collect()
    };
    Table {
        header: pad(&table.header),
        rows: table.rows.iter().map(|row| pad(row)).collect(),
        asked: None,
    }
}

/// The widths of the columns of the table turned on its side (header
/// first), measured without building it.
pub(crate) fn transposed_widths(table: &Table) -> Vec<usize> {
    let columns = table.header.len();
    let first = table
        .header
        .iter()
        .skip(1)
        .map(shown_width)
        .fold(CORNER.len(), usize::max);
    let rest = table
        .rows
        .iter()
        .map(|row| row.iter().take(columns).map(shown_width).max().unwrap_or(0));
    std::iter::once(first).chain(rest).collect()
}

/// The whole width of a table with these column widths: each column's
/// width plus padding and a border, and the closing border.
pub(crate) fn drawn_width(widths: &[usize]) -> usize {
    widths.iter().map(|w| w + 3).sum::<usize>() + 1
}

/// The columns of a line of text as a terminal shows it.
fn shown_width(cell: &Line) -> usize {
    let width = |text: &str| match text.bytes().all(|b| (b' '..=b'~').contains(&b)) {
        true => text.len(), // printable ASCII: one column a byte
        false => text.width(),
    };
    cell.spans.iter().map(|s| width(&s.text)).sum()
}

/// Appends `table` drawn in the frame comfy-table calls
/// `UTF8_FULL_CONDENSED` (cells padded by one space, numeric columns
/// right-aligned, nothing wrapped) to `out`, without a final newline. The
/// table is fitted to the width before it gets here, so it is drawn exactly
/// [`drawn_width`] of its [`widths`] wide.
///
/// Drawn here rather than by comfy-table, which builds a string for every
/// cell and line of every cell: the tables of one walkthrough cost more than
/// everything else `nimstep explain` does. The unit tests hold the two
/// drawings equal.
pub(crate) fn draw(out: &mut String, table: &Table, palette: &Palette) {
    let widths = widths(table);
    let numeric: Vec<bool> = (0..widths.len())
        .map(|i| table.is_numeric_column(i))
        .collect();
    border(out, &widths, ['┌', '─', '┬', '┐']);
    out.push('\n');
    row(out, &table.header, &widths, &numeric, palette);
    out.push('\n');
    border(out, &widths, ['╞', '═', '╪', '╡']);
    for cells in &table.rows {
        out.push('\n');
        row(out, cells, &widths, &numeric, palette);
    }
    out.push('\n');
    border(out, &widths, ['└', '─', '┴', '┘']);
}

/// A rule across the table: its left end, its fill, the mark where a
/// column ends, its right end.
fn border(out: &mut String, widths: &[usize], [left, fill, junction, right]: [char; 4]) {
    out.push(left);
    for (i, &w) in widths.iter().enumerate() {
        if i > 0 {
            out.push(junction);
        }
        out.extend(std::iter::repeat_n(fill, w + 2));
    }
    out.push(right);
}

/// One row of cells, each padded to its column's width (numbers on the
/// right); a missing cell is blank.
fn row(out: &mut String, cells: &[Line], widths: &[usize], numeric: &[bool], palette: &Palette) {
    let spaces = |out: &mut String, n: usize| out.extend(std::iter::repeat_n(' ', n));
    out.push('│');
    for (i, &w) in widths.iter().enumerate() {
        if i > 0 {
            out.push('┆');
        }
        out.push(' ');
        match cells.get(i) {
            Some(cell) => {
                let gap = w.saturating_sub(shown_width(cell));
                if numeric[i] {
                    spaces(out, gap);
                }
                palette.paint_line_into(out, cell);
                if !numeric[i] {
                    spaces(out, gap);
                }
            }
            None => spaces(out, w),
        }
        out.push(' ');
    }
    out.push('│');
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

    /// The same table drawn by comfy-table, as `draw` drew it before it
    /// drew tables itself.
    fn drawn_by_comfy_table(table: &Table, palette: &Palette) -> String {
        use comfy_table::{presets, CellAlignment, ContentArrangement};
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
        drawn.to_string()
    }

    #[test]
    fn drawn_as_comfy_table_draws() {
        let cell = |text: &str, mark| Line::new().mark(text, mark);
        let tables = [
            // Numbers, words, marks, wide and missing cells, an empty column.
            Table {
                header: vec![Line::from("heap"), Line::from("x ⊕ s"), Line::from("")],
                rows: vec![
                    vec![
                        cell("#1", Mark::Plain),
                        cell("13", Mark::Strong),
                        Line::from("✓ wins"),
                    ],
                    vec![Line::from("#22"), Line::from("4"), Line::from("")],
                    vec![Line::from("#3"), cell("1", Mark::Win)],
                    vec![
                        Line::from("二十"),
                        Line::new().plain("1").mark("0", Mark::Dim),
                    ],
                ],
                asked: None,
            },
            // A header only.
            Table {
                header: vec![Line::from("n"), Line::from("G(n)")],
                rows: Vec::new(),
                asked: None,
            },
            // A row longer than the header, and a column of nothing.
            Table {
                header: vec![Line::from("a")],
                rows: vec![
                    vec![Line::from("1"), Line::from("2")],
                    vec![Line::default(), Line::default()],
                ],
                asked: None,
            },
        ];
        for table in &tables {
            for palette in [Palette::plain(), Palette::new(true)] {
                let mut drawn = String::new();
                draw(&mut drawn, table, &palette);
                assert_eq!(drawn, drawn_by_comfy_table(table, &palette), "{table:?}");
            }
        }
    }

    #[test]
    fn transposed_widths_are_those_of_the_transpose() {
        let table = Table {
            header: vec![Line::from("a"), Line::from("bbbbbbbb")],
            rows: vec![
                vec![Line::from("1"), Line::from("22222")],
                vec![Line::from("333")],
            ],
            asked: None,
        };
        // The corner says "column" (6 wide) whatever the old one said.
        assert_eq!(transposed_widths(&table), [8, 5, 3]);
        let short = Table {
            header: vec![Line::from("a"), Line::from("b")],
            ..table
        };
        assert_eq!(transposed_widths(&short)[0], CORNER.len());
    }

    #[test]
    fn every_run_of_rows_of_a_laid_out_table_is_drawn_as_the_whole() {
        let table = Table {
            header: vec![Line::from("heap"), Line::from("8"), Line::from("")],
            rows: vec![
                vec![Line::from("#1"), Line::from("1"), Line::from("x")],
                vec![Line::from("count of 1s"), Line::from("3")],
                vec![Line::from("parity"), Line::from("odd"), Line::from("")],
            ],
            asked: None,
        };
        let drawn = |table: &Table| {
            let mut out = String::new();
            draw(&mut out, table, &Palette::plain());
            out.lines().map(String::from).collect::<Vec<_>>()
        };
        let whole = drawn(&table);
        let laid = laid_out(&table);
        assert_eq!(drawn(&laid), whole);
        for (from, to) in [(0, 1), (1, 2), (2, 3), (0, 2)] {
            let part = Table {
                rows: laid.rows[from..to].to_vec(),
                ..laid.clone()
            };
            let part = drawn(&part);
            // The same borders and head row, and the whole table's rows.
            assert_eq!(part[..3], whole[..3]);
            assert_eq!(part[3..part.len() - 1], whole[3 + from..3 + to]);
        }
    }
}
