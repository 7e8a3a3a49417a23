//! The terminal renderer: headed sections, prose, and tables (drawn by
//! [`grid`]), painted by a [`Palette`].

use crate::doc::{Block, Document, Line, Mark, Section, Table};
use crate::palette::Palette;
use crate::render::grid;

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
    let numbered = doc.numbered && doc.sections.len() > 1;
    let sections = doc.sections.iter().enumerate().map(|(index, section)| {
        let number = numbered.then_some(index + 1);
        render_section(section, number, !doc.numbered, palette, width)
    });
    let title = wrap(&doc.title, usize::from(width.max(1)), "", "")
        .iter()
        .map(|line| paint_line(line, palette) + "\n")
        .collect();
    std::iter::once(title).chain(sections).collect()
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
    let mut out = Vec::new();
    let heading = match number {
        Some(number) => format!("{number}. {}", section.heading),
        None => section.heading.clone(),
    };
    if !heading.is_empty() {
        let heading = Line::new().mark(heading.clone(), Mark::Strong);
        out.push(render_block(&Block::Heading(heading), palette, width));
    }
    // Pictures are for formats that can draw; the words around them say it all.
    let blocks = section
        .blocks
        .iter()
        .filter(|block| !matches!(block, Block::Heaps(_)));
    for (i, block) in blocks.enumerate() {
        if prose && (i > 0 || !heading.is_empty()) {
            out.push(String::new());
        }
        out.push(render_block(block, palette, width));
    }
    let mut text = out.join("\n");
    text.push('\n');
    text
}

/// Renders one block, without a final newline.
fn render_block(block: &Block, palette: &Palette, width: u16) -> String {
    let columns = usize::from(width.max(1));
    let wrapped = |line: &Line, first: &str, rest: &str| -> Vec<String> {
        wrap(line, columns, first, rest)
            .iter()
            .map(|l| paint_line(l, palette))
            .collect()
    };
    let lines: Vec<String> = match block {
        Block::Paragraph(line) => wrapped(line, "", ""),
        Block::Bullets(lines) => lines
            .iter()
            .flat_map(|line| wrapped(line, "  • ", "    "))
            .collect(),
        Block::Numbered(start, lines) => lines
            .iter()
            .enumerate()
            .flat_map(|(i, line)| {
                let number = format!("  {}. ", start + i as u64);
                let hang = " ".repeat(number.chars().count());
                wrapped(line, &number, &hang)
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
        Block::Quote(lines) => {
            let paragraphs: Vec<String> = lines
                .iter()
                .map(|line| wrapped(line, "│ ", "│ ").join("\n"))
                .collect();
            vec![paragraphs.join("\n│\n")]
        }
        Block::Code(text) => text.lines().map(|line| format!("    {line}")).collect(),
        Block::Embedded(doc) => vec![render(doc, palette, width).trim_end().to_string()],
        Block::Heaps(_) => Vec::new(),
    };
    match <[String; 1]>::try_from(lines) {
        Ok([one]) => one,
        Err(lines) => lines.join("\n"),
    }
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
/// never split; each piece of a word keeps its mark.
pub fn wrap(line: &Line, width: usize, first: &str, rest: &str) -> Vec<Line> {
    type Word = Vec<(String, Mark)>;
    let size = |word: &Word| -> usize { word.iter().map(|(text, _)| text.chars().count()).sum() };
    let mut lines: Vec<Vec<Word>> = vec![Vec::new()];
    let mut used = first.chars().count();
    for word in words(line) {
        let current = lines.last_mut().expect("there is always a line");
        if !current.is_empty() && used + 1 + size(&word) > width {
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
            used = rest.chars().count() + next.iter().map(|w| size(w) + 1).sum::<usize>();
            lines.push(next);
        } else if !current.is_empty() {
            used += 1;
        }
        used += size(&word);
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
                for (text, mark) in word {
                    out = out.mark(text, mark);
                }
            }
            out
        })
        .collect()
}

/// Whether a word is a binary operator of a formula, which must not open a
/// line.
fn is_operator(word: &[(String, Mark)]) -> bool {
    let text: String = word.iter().map(|(t, _)| t.as_str()).collect();
    matches!(
        text.as_str(),
        "⊕" | "=" | "+" | "−" | "-" | "·" | "×" | "≠" | "<" | ">" | "≤" | "≥" | "→"
    )
}

/// The words of a line, each a run of marked pieces with no space inside
/// (a word may cross from one span into the next, as `(` `13` `)`).
fn words(line: &Line) -> Vec<Vec<(String, Mark)>> {
    let mut words = Vec::new();
    let mut word: Vec<(String, Mark)> = Vec::new();
    for span in &line.spans {
        for (i, piece) in span.text.split(' ').enumerate() {
            if i > 0 && !word.is_empty() {
                words.push(std::mem::take(&mut word));
            }
            if !piece.is_empty() {
                word.push((piece.to_string(), span.mark));
            }
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
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
