//! The terminal renderer: headed sections, prose, and tables (drawn by
//! [`grid`]), painted by a [`Palette`].

use crate::doc::{Block, Document, Item, Line, Mark, Section, Span, Table};
use crate::error::Error;
use crate::palette::Palette;
use crate::render::{grid, stones};
use crate::visible::visible;
use std::borrow::Cow;
use unicode_width::UnicodeWidthStr;

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
    let mut shown = doc.clone();
    shown.texts_mut(&mut made_visible);
    let doc = &shown;
    let sections = doc.sections.iter().enumerate().map(|(index, section)| {
        render_section(
            section,
            doc.step_number(index),
            !doc.numbered,
            palette,
            width,
        )
    });
    std::iter::once(render_title(&doc.title, palette, width))
        .chain(sections)
        .collect()
}

/// Renders a document's title, wrapped to `width`, each line ending in a
/// newline.
pub fn render_title(title: &Line, palette: &Palette, width: u16) -> String {
    wrap(title, usize::from(width.max(1)), "", "")
        .iter()
        .map(|line| palette.paint_line(line) + "\n")
        .collect()
}

/// Renders one section, numbered when it is one step of several. Blocks of
/// a walkthrough's steps sit close together; blocks of prose (a lesson) are
/// set apart by blank lines.
pub fn render_section(
    section: &Section,
    number: Option<usize>,
    prose: bool,
    palette: &Palette,
    width: u16,
) -> String {
    let mut shown = section.clone();
    shown.texts_mut(&mut made_visible);
    let section = &shown;
    let mut out = Vec::new();
    let heading = match number {
        Some(number) => format!("{number}. {}", section.heading),
        None => section.heading.clone(),
    };
    if !heading.is_empty() {
        let heading = Line::new().mark(heading.clone(), Mark::Strong);
        out.push(render_block(&Block::Heading(heading), palette, width));
    }
    for (i, block) in stones::shown_in_text(&section.blocks).enumerate() {
        if prose && (i > 0 || !heading.is_empty()) {
            out.push(String::new());
        }
        out.push(render_block(block, palette, width));
    }
    let mut text = out.join("\n");
    text.push('\n');
    text
}

/// Text from outside (a lesson, a file name) with its control characters
/// made visible before it is measured and painted: the terminal obeys only
/// our palette's colours. A tab becomes four spaces, whose width is known
/// (a tab's depends on where it falls).
fn made_visible(text: &mut String) {
    if let Cow::Owned(shown) = visible(text) {
        *text = shown;
    }
    if text.contains('\t') {
        *text = text.replace('\t', "    ");
    }
}

/// Renders one block, without a final newline.
fn render_block(block: &Block, palette: &Palette, width: u16) -> String {
    let columns = usize::from(width.max(1));
    let wrapped = |line: &Line, first: &str, rest: &str| -> Vec<String> {
        wrap(line, columns, first, rest)
            .iter()
            .map(|l| palette.paint_line(l))
            .collect()
    };
    let lines: Vec<String> = match block {
        Block::Paragraph(line) => wrapped(line, "", ""),
        Block::Bullets(items) => items
            .iter()
            .flat_map(|item| render_item(item, "  • ", palette, width))
            .collect(),
        Block::Numbered(start, items) => items
            .iter()
            .enumerate()
            .flat_map(|(i, item)| {
                let number = format!("  {}. ", start + i as u64);
                render_item(item, &number, palette, width)
            })
            .collect(),
        Block::Table(table) => {
            // Trimmed in place: a long table is not copied.
            let mut drawn = render_table(table, palette, width);
            drawn.truncate(drawn.trim_end().len());
            vec![drawn]
        }
        Block::Heading(line) => {
            let strong = Line::new().mark(line.text(), Mark::Strong);
            wrapped(&strong, "", "")
        }
        Block::Quote(blocks) => {
            let inner = width.saturating_sub(2).max(1);
            let drawn: Vec<String> = stones::shown_in_text(blocks)
                .map(|block| render_block(block, palette, inner))
                .collect();
            indented(&drawn.join("\n\n"), "│ ", "│ ")
        }
        Block::Code(text) => text.lines().map(|line| format!("    {line}")).collect(),
        Block::Embedded(doc) => vec![render(doc, palette, width).trim_end().to_string()],
        Block::Heaps(heaps) => stones::rows(heaps)
            .unwrap_or_default()
            .iter()
            .map(|row| format!("    {}", palette.stones(row)))
            .collect(),
        Block::Space(lines) => vec![String::new(); usize::from(*lines)],
    };
    match <[String; 1]>::try_from(lines) {
        Ok([one]) => one,
        Err(lines) => lines.join("\n"),
    }
}

/// One list item after its `marker` (`  • `, `  3. `): its text wrapped
/// under a hanging indent, then its nested blocks drawn in the room left
/// and indented as deep as the text. A nested list follows the text
/// directly; other nested blocks are set apart by a blank line.
fn render_item(item: &Item, marker: &str, palette: &Palette, width: u16) -> Vec<String> {
    let hang = " ".repeat(shown_width(marker));
    let mut lines: Vec<String> = Vec::new();
    if !item.line.spans.is_empty() {
        lines.extend(
            wrap(&item.line, usize::from(width.max(1)), marker, &hang)
                .iter()
                .map(|l| palette.paint_line(l)),
        );
    }
    let inner = width
        .saturating_sub(u16::try_from(hang.len()).unwrap_or(u16::MAX))
        .max(1);
    for block in stones::shown_in_text(&item.blocks) {
        let list = matches!(block, Block::Bullets(_) | Block::Numbered(..));
        if !lines.is_empty() && !list {
            lines.push(String::new());
        }
        let first = if lines.is_empty() { marker } else { &hang };
        let drawn = render_block(block, palette, inner);
        lines.extend(indented(&drawn, first, &hang));
    }
    if lines.is_empty() {
        lines.push(marker.trim_end().to_string());
    }
    lines
}

/// `text`'s lines, the first after `first` and the others after `rest`,
/// with no space left at the end of a line.
fn indented(text: &str, first: &str, rest: &str) -> Vec<String> {
    text.split('\n')
        .enumerate()
        .map(|(i, line)| {
            let prefix = if i == 0 { first } else { rest };
            if line.is_empty() {
                prefix.trim_end().to_string()
            } else {
                format!("{prefix}{line}")
            }
        })
        .collect()
}

/// The number of columns `text` takes on a terminal: wide characters count
/// two, and colour escape sequences count nothing.
pub fn shown_width(text: &str) -> usize {
    if text.bytes().all(|b| (b' '..=b'~').contains(&b)) {
        return text.len(); // printable ASCII: one column a byte
    }
    if !text.contains('\u{1b}') {
        return text.width();
    }
    let mut shown = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // A CSI sequence ends at its first character in `@`..=`~`.
            if chars.next() == Some('[') {
                for c in chars.by_ref() {
                    if ('@'..='~').contains(&c) {
                        break;
                    }
                }
            }
            continue;
        }
        shown.push(c);
    }
    shown.width()
}

/// Cuts `line` into lines at most `width` columns wide (as a terminal
/// shows them), at spaces only: the first line starts with `first`, the
/// others with `rest` (a hanging indent). A word longer than a whole line
/// (a 64-digit binary number in a narrow window) is cut into lines of its
/// own, each piece but the last ending in `…`; each piece of a word keeps
/// its mark.
pub fn wrap(line: &Line, width: usize, first: &str, rest: &str) -> Vec<Line> {
    let quoted = code_in_backticks(line);
    let line = quoted.as_ref();
    // Most lines fit as they are: kept whole, spans and all, when cutting
    // at spaces would give the same text.
    let text = line.text();
    let tidy =
        !text.is_empty() && !text.starts_with(' ') && !text.ends_with(' ') && !text.contains("  ");
    if tidy && shown_width(first) + shown_width(&text) <= width {
        return vec![Line::new().plain(first).extend(line.clone())];
    }
    type Word = Vec<Span>;
    let size = |word: &Word| -> usize { word.iter().map(|span| shown_width(&span.text)).sum() };
    let mut lines: Vec<Vec<Word>> = vec![Vec::new()];
    let mut used = shown_width(first);
    // The room for a piece of a long word, its `…` included.
    let room = width.saturating_sub(shown_width(first).max(shown_width(rest)));
    let words = words(line)
        .into_iter()
        .flat_map(|word| cut_long_word(word, room));
    for word in words {
        let size_of_word = size(&word);
        let current = lines.last_mut().expect("there is always a line");
        if !current.is_empty() && used + 1 + size_of_word > width {
            // An operator never opens a line: when `⊕` does not fit, the
            // operand before it moves down with it, so the break falls
            // after the operator before that (`13 ⊕` / `12 ⊕ 8`).
            let carried = if is_operator(&word) && current.len() > 1 {
                current.pop()
            } else {
                None
            };
            let mut next = Vec::new();
            next.extend(carried);
            used = shown_width(rest) + next.iter().map(|w| size(w) + 1).sum::<usize>();
            lines.push(next);
        } else if !current.is_empty() {
            used += 1;
        }
        used += size_of_word;
        lines.last_mut().expect("there is always a line").push(word);
    }
    lines
        .into_iter()
        .filter(|words| !words.is_empty())
        .enumerate()
        .map(|(i, words)| {
            let mut out = Line::new().plain(if i == 0 { first } else { rest });
            for (j, word) in words.into_iter().enumerate() {
                if j > 0 {
                    out = out.plain(" ");
                }
                out.spans.extend(word);
            }
            out
        })
        .collect()
}

/// `line` with each code span (a lesson's `` `nimstep play 9 9` ``) in
/// backticks, as the lesson wrote it: a terminal shows code in no other
/// way, so it stays visible without colour.
fn code_in_backticks(line: &Line) -> std::borrow::Cow<'_, Line> {
    if !line.spans.iter().any(|span| span.mark == Mark::Code) {
        return std::borrow::Cow::Borrowed(line);
    }
    let mut quoted = line.clone();
    for span in quoted.spans.iter_mut().filter(|s| s.mark == Mark::Code) {
        span.text = format!("`{}`", span.text);
    }
    std::borrow::Cow::Owned(quoted)
}

/// `word` as it is when it fits in `room` columns; else cut into pieces
/// of `room` columns, each but the last ending in `…` (the mark of a word
/// that goes on), every character keeping its mark.
fn cut_long_word(word: Vec<Span>, room: usize) -> Vec<Vec<Span>> {
    let size: usize = word.iter().map(|span| shown_width(&span.text)).sum();
    if size <= room || room < 2 {
        return vec![word];
    }
    let mut pieces: Vec<Vec<Span>> = vec![Vec::new()];
    let mut used = 0;
    for span in word {
        for c in span.text.chars() {
            let w = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
            let piece = pieces.last_mut().expect("there is always a piece");
            if used + w + 1 > room && !piece.is_empty() {
                piece.push(Span {
                    text: "…".to_string(),
                    mark: Mark::Plain,
                });
                pieces.push(Vec::new());
                used = 0;
            }
            let piece = pieces.last_mut().expect("there is always a piece");
            match piece.last_mut() {
                Some(last) if last.mark == span.mark => last.text.push(c),
                _ => piece.push(Span {
                    text: c.to_string(),
                    mark: span.mark,
                }),
            }
            used += w;
        }
    }
    pieces
}

/// Whether a word is a binary operator of a formula, which must not open a
/// line.
fn is_operator(word: &[Span]) -> bool {
    let [Span { text, .. }] = word else {
        return false; // every operator is one piece of one span
    };
    matches!(
        text.as_str(),
        "⊕" | "=" | "+" | "−" | "-" | "·" | "×" | "≠" | "<" | ">" | "≤" | "≥" | "→"
    )
}

/// The words of a line, each a run of spans with no space inside (a word
/// may cross from one span into the next, as `(` `13` `)`); no span is
/// empty.
fn words(line: &Line) -> Vec<Vec<Span>> {
    let mut words = Vec::new();
    let mut word: Vec<Span> = Vec::new();
    for span in &line.spans {
        for (i, piece) in span.text.split(' ').enumerate() {
            if i > 0 && !word.is_empty() {
                words.push(std::mem::take(&mut word));
            }
            if !piece.is_empty() {
                word.push(Span {
                    text: piece.to_string(),
                    mark: span.mark,
                });
            }
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// Refuses text that does not fit `width` columns: what the renderer drew
/// at its narrowest still has a line of `needed` columns (a long number, a
/// table column); the command line's error says what width would do.
pub fn check_fits(text: &str, width: u16) -> Result<(), Error> {
    let needed = text.lines().map(shown_width).max().unwrap_or(0);
    if needed > usize::from(width) {
        return Err(Error::TooNarrow { width, needed });
    }
    Ok(())
}

/// Draws a table fitted to `width` columns. One too wide is turned on its
/// side when that fits (heaps as columns, so 64-bit heaps stay readable);
/// otherwise it is cut into blocks of columns, each repeating the first
/// column (the row headings), and a column still too wide has its cells
/// wrapped at spaces onto rows of their own; a number wider than the whole
/// column is cut, each piece but the last ending in `…`.
pub fn render_table(table: &Table, palette: &Palette, width: u16) -> String {
    let mut out = String::new();
    let table = table.with_asked_in_brackets();
    table_into(&mut out, &table, palette, usize::from(width.max(1)));
    out
}

/// Appends the table [`render_table`] draws to `out`; a table that fits is
/// drawn as it is, and nothing is turned or copied before it is known to
/// be needed (a labelling can have a quarter of a million rows).
fn table_into(out: &mut String, table: &Table, palette: &Palette, width: usize) {
    let widths = grid::widths(table);
    if grid::drawn_width(&widths) <= width {
        grid::draw(out, table, palette);
        return;
    }
    let sideways = grid::transposed_widths(table);
    if grid::drawn_width(&sideways) <= width {
        let transposed = transpose(table);
        grid::draw(out, &transposed, palette);
        return;
    }
    // Cut into blocks of columns the way that needs fewer blocks.
    let here = groups(&widths, width);
    let turned = groups(&sideways, width);
    let blocks = if turned.len() < here.len() {
        let transposed = transpose(table);
        blocks(&transposed, &turned, sideways[0], width)
    } else {
        blocks(table, &here, widths[0], width)
    };
    for (i, block) in blocks.iter().enumerate() {
        if i > 0 {
            out.push_str("\n\n");
        }
        grid::draw(out, block, palette);
    }
}

/// The other columns (by index) of a table whose columns are `widths`
/// wide, cut into runs that fit `width` beside the first column.
fn groups(widths: &[usize], width: usize) -> Vec<Vec<usize>> {
    let Some((&heading, others)) = widths.split_first() else {
        return Vec::new();
    };
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut used = heading + 4;
    for (i, &w) in others.iter().enumerate() {
        match groups.last_mut() {
            Some(group) if used + w + 3 <= width => group.push(i + 1),
            _ => {
                groups.push(vec![i + 1]);
                used = heading + 4;
            }
        }
        used += w + 3;
    }
    groups
}

/// The blocks of `table`, one per group of columns, each repeating the
/// first column (`heading` wide); a block still too wide has its second
/// column wrapped.
fn blocks(table: &Table, groups: &[Vec<usize>], heading: usize, width: usize) -> Vec<Table> {
    groups
        .iter()
        .map(|columns| {
            let block = pick_columns(table, columns);
            if grid::drawn_width(&grid::widths(&block)) > width {
                // One column beside the headings, still too wide: wrap it.
                let room = width.saturating_sub(heading + 7).max(1);
                wrap_column(block, room)
            } else {
                block
            }
        })
        .collect()
}

/// The first column and the columns at `indices`, in order.
fn pick_columns(table: &Table, indices: &[usize]) -> Table {
    let pick = |row: &[Line]| -> Vec<Line> {
        std::iter::once(0)
            .chain(indices.iter().copied())
            .map(|i| row.get(i).cloned().unwrap_or_default())
            .collect()
    };
    Table {
        header: pick(&table.header),
        rows: table.rows.iter().map(|row| pick(row)).collect(),
        asked: None,
    }
}

/// A two-column block whose second column's cells are wrapped at spaces to
/// `room` columns: each further line of a cell goes on a row of its own,
/// under an empty heading cell.
fn wrap_column(block: Table, room: usize) -> Table {
    let mut rows = Vec::with_capacity(block.rows.len());
    for row in block.rows {
        let heading = row.first().cloned().unwrap_or_default();
        let cell = row.get(1).cloned().unwrap_or_default();
        for (i, line) in wrap(&cell, room, "", "").into_iter().enumerate() {
            let first = if i == 0 {
                heading.clone()
            } else {
                Line::default()
            };
            rows.push(vec![first, line]);
        }
    }
    Table {
        header: block.header,
        rows,
        asked: None,
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
        asked: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_operator_never_opens_a_line() {
        let line = Line::from("the sum 13 ⊕ 12 ⊕ 8 = 9 and more words");
        for width in 8..40 {
            let lines = wrap(&line, width, "", "");
            for l in &lines {
                let text = l.text();
                assert!(
                    !text.starts_with('⊕') && !text.starts_with('='),
                    "{width}: {lines:?}"
                );
            }
            let joined: Vec<String> = lines.iter().map(Line::text).collect();
            assert_eq!(joined.join(" "), line.text(), "{width}");
        }
    }

    #[test]
    fn a_word_longer_than_a_line_is_cut_with_a_mark_that_it_goes_on() {
        let binary = "1".repeat(64) + "₂";
        let line = Line::new()
            .plain("so ")
            .mark(binary.clone(), Mark::Strong)
            .plain(" is big");
        for width in [20, 40, 60] {
            let lines = wrap(&line, width, "", "    ");
            let texts: Vec<String> = lines.iter().map(Line::text).collect();
            assert!(texts.iter().all(|t| shown_width(t) <= width), "{texts:?}");
            // Put back together, the pieces are the number.
            let joined: String = texts
                .iter()
                .map(|t| t.trim().strip_suffix('…').unwrap_or(t.trim()))
                .collect::<Vec<_>>()
                .join(" ");
            assert_eq!(joined.replace("1 1", "11"), format!("so {binary} is big"));
            assert!(texts.iter().filter(|t| t.ends_with('…')).count() >= 64 / width);
            // Every piece keeps the number's mark.
            let ones = lines
                .iter()
                .flat_map(|l| &l.spans)
                .filter(|s| s.text.contains('1'));
            assert!(ones.clone().count() > 1 && ones.clone().all(|s| s.mark == Mark::Strong));
        }
    }

    #[test]
    fn code_is_in_backticks_without_colour() {
        let line = Line::new()
            .plain("try ")
            .mark("nimstep play 9 9", Mark::Code)
            .plain(".");
        let lines = wrap(&line, 80, "", "");
        assert_eq!(
            Palette::plain().paint_line(&lines[0]),
            "try `nimstep play 9 9`."
        );
        let narrow: Vec<String> = wrap(&line, 14, "", "").iter().map(Line::text).collect();
        assert_eq!(narrow, ["try `nimstep", "play 9 9`."]);
    }

    fn wide_table(columns: usize) -> Table {
        Table {
            header: (0..columns).map(|i| Line::from(format!("c{i}"))).collect(),
            rows: vec![(0..columns).map(|i| Line::from(i.to_string())).collect()],
            asked: None,
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
        assert!(text.lines().all(|l| shown_width(l) <= 80), "{text}");
        assert!(text.lines().count() > 40);
    }

    #[test]
    fn grids_too_wide_either_way_split_into_blocks_with_row_headings() {
        let grid = Table {
            header: std::iter::once(Line::from("x ↓ y →"))
                .chain((0..16).map(|i| Line::from(i.to_string())))
                .collect(),
            rows: (0..16)
                .map(|x| {
                    std::iter::once(Line::from(x.to_string()))
                        .chain((0..16).map(|_| Line::from("N")))
                        .collect()
                })
                .collect(),
            asked: None,
        };
        let text = render_table(&grid, &Palette::plain(), 40);
        assert!(text.lines().all(|l| shown_width(l) <= 40), "{text}");
        assert!(text.matches("x ↓ y →").count() >= 2, "{text}");
        assert!(text.contains(" 15 │"), "{text}");
    }

    #[test]
    fn a_column_too_wide_for_any_block_has_its_cells_wrapped() {
        let table = Table {
            header: vec!["#".into(), "why".into()],
            rows: vec![vec!["1".into(), "every move leads to an N-position".into()]],
            asked: None,
        };
        let text = render_table(&table, &Palette::plain(), 20);
        assert!(text.lines().all(|l| shown_width(l) <= 20), "{text}");
        assert!(text.contains("N-position"), "{text}");
    }

    #[test]
    fn widths_are_counted_as_a_terminal_shows_them() {
        assert_eq!(shown_width("⊕●│"), 3);
        assert_eq!(shown_width("\u{1b}[1mab\u{1b}[0m"), 2);
        assert_eq!(shown_width("漢字"), 4);
        let line = Line::new()
            .plain("a ")
            .mark("loses", Mark::Strong)
            .plain(". b");
        let lines = wrap(&line, 8, "", "");
        assert_eq!(lines[0].text(), "a loses.");
        assert_eq!(lines[1].text(), "b");
    }

    #[test]
    fn too_narrow_names_the_width_needed() {
        let err = check_fits("a\n123456", 4).unwrap_err().to_string();
        assert!(err.contains("needs 6"), "{err}");
        assert!(check_fits("a\n1234", 4).is_ok());
    }
}
