//! The Markdown renderer: GitHub-flavoured Markdown for course notes, with
//! marked text in bold and tables written row by row (so every row has as
//! many cells as its header, and `|` is escaped).

use crate::doc::{Block, Document, Line, Mark, Section, Table};
use crate::render::stones;
use std::fmt::Write as _;

/// How long a line to write on is, in dots: most of a printed line.
const WRITING_LINE: usize = 40;

/// Renders a document whose title is a heading of `level` (1 to 5); its
/// sections are one level below.
pub fn render(doc: &Document, level: usize) -> String {
    let level = level.clamp(1, 5);
    let mut out = String::new();
    let _ = writeln!(out, "{} {}", "#".repeat(level), inline(&doc.title));
    for section in &doc.sections {
        out.push('\n');
        out.push_str(&render_section(section, level + 1));
    }
    out
}

/// Renders one section under a heading of `level`; a section without a
/// heading (a lesson's opening prose) adds no heading.
pub fn render_section(section: &Section, level: usize) -> String {
    let mut out = String::new();
    let level = if section.heading.is_empty() {
        level - 1
    } else {
        let _ = writeln!(out, "{} {}", "#".repeat(level), escape(&section.heading));
        level
    };
    // The level of the heading the next block sits under.
    let mut under = level;
    for (i, block) in stones::shown_in_text(&section.blocks).enumerate() {
        if i > 0 || !section.heading.is_empty() {
            out.push('\n');
        }
        match block {
            Block::Paragraph(line) => {
                let _ = writeln!(out, "{}", opening(line));
            }
            Block::Bullets(lines) => {
                for line in lines {
                    let _ = writeln!(out, "- {}", opening(line));
                }
            }
            Block::Numbered(start, lines) => {
                for (i, line) in lines.iter().enumerate() {
                    let _ = writeln!(out, "{}. {}", start + i as u64, opening(line));
                }
            }
            Block::Table(table) => out.push_str(&render_table(table)),
            Block::Heading(line) => {
                under = (level + 1).min(6);
                let _ = writeln!(out, "{} {}", "#".repeat(under), inline(line));
            }
            Block::Quote(lines) => {
                let quoted: Vec<String> =
                    lines.iter().map(|l| format!("> {}", opening(l))).collect();
                let _ = writeln!(out, "{}", quoted.join("\n>\n"));
            }
            Block::Code(text) => {
                let fence = if text.contains("```") { "~~~" } else { "```" };
                let _ = write!(out, "{fence}\n{text}");
                if !text.ends_with('\n') {
                    out.push('\n');
                }
                let _ = writeln!(out, "{fence}");
            }
            Block::Embedded(doc) => out.push_str(&quoted(&render(doc, under + 1))),
            Block::Heaps(heaps) => {
                let rows = stones::rows(heaps).unwrap_or_default();
                let _ = writeln!(out, "```\n{}\n```", rows.join("\n"));
            }
            // Lines to write on, each a paragraph: a renderer would fold
            // blank lines into one.
            Block::Space(lines) => {
                let line = "…".repeat(WRITING_LINE);
                out.push_str(&vec![line; usize::from(*lines)].join("\n\n"));
                out.push('\n');
            }
        }
    }
    out
}

/// Markdown set inside a block quote: a worked example inside a lesson
/// keeps its own headings, and the prose after it is plainly outside it.
fn quoted(markdown: &str) -> String {
    markdown
        .lines()
        .map(|line| {
            if line.is_empty() {
                ">\n".to_string()
            } else {
                format!("> {line}\n")
            }
        })
        .collect()
}

/// A GFM table: numeric columns right-aligned, the others left-aligned.
pub fn render_table(table: &Table) -> String {
    let table = table.with_asked_in_brackets();
    let columns = table.header.len();
    let mut out = String::new();
    let _ = writeln!(out, "{}", row(&table.header, columns));
    let rule: Vec<&str> = (0..columns)
        .map(|i| {
            if table.is_numeric_column(i) {
                "---:"
            } else {
                "---"
            }
        })
        .collect();
    let _ = writeln!(out, "| {} |", rule.join(" | "));
    for cells in &table.rows {
        let _ = writeln!(out, "{}", row(cells, columns));
    }
    out
}

/// One table row, padded or cut to exactly `columns` cells.
fn row(cells: &[Line], columns: usize) -> String {
    let texts: Vec<String> = (0..columns)
        .map(|i| cells.get(i).map(inline).unwrap_or_default())
        .collect();
    format!("| {} |", texts.join(" | "))
}

/// A line that opens a block (a paragraph, an item, a quoted paragraph)
/// as inline Markdown, with what would open another block at its start
/// escaped: a lesson's `\# not a heading`, `\> not a quote`, `1\. not a
/// list`, `\- not an item` or `\~~~` stay text when exported and read
/// again.
pub fn opening(line: &Line) -> String {
    let mut text = inline(line);
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let after = text.as_bytes().get(digits).copied();
    let at = if (1..=9).contains(&digits) && matches!(after, Some(b'.' | b')')) {
        Some(digits)
    } else if text.starts_with(['#', '>', '-', '+', '=', '~']) {
        Some(0)
    } else {
        None
    };
    if let Some(at) = at {
        text.insert(at, '\\');
    }
    text
}

/// A line as inline Markdown: runs of marked spans in bold, emphasis in
/// `*stars*`, code in backticks.
pub fn inline(line: &Line) -> String {
    let mut out = String::new();
    let mut spans = line.spans.iter().peekable();
    while let Some(span) = spans.next() {
        let kind = Kind::of(span.mark);
        let mut text = span.text.clone();
        while let Some(next) = spans.peek() {
            if Kind::of(next.mark) != kind {
                break;
            }
            text.push_str(&next.text);
            spans.next();
        }
        out.push_str(&match kind {
            Kind::Bold => delimited(&text, "**"),
            Kind::Emphasis => delimited(&text, "*"),
            Kind::Code => code(&text),
            Kind::Plain => escape(&text),
        });
    }
    out
}

/// How Markdown shows a mark. Bold has one meaning: the conclusion (a key
/// number, a verdict, a move). The other marks of a walkthrough are shown
/// by the characters the presenters write (`^` under flipped bits, "odd",
/// P, ✓, "(moved)"), so they read the same without colour.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Plain,
    Bold,
    Emphasis,
    Code,
}

impl Kind {
    fn of(mark: Mark) -> Kind {
        match mark {
            Mark::Strong | Mark::Win | Mark::Lose => Kind::Bold,
            Mark::Emphasis => Kind::Emphasis,
            Mark::Code => Kind::Code,
            Mark::Plain | Mark::Dim | Mark::One | Mark::Odd | Mark::Chosen | Mark::Flipped => {
                Kind::Plain
            }
        }
    }
}

/// `` `text` ``, with a longer fence when the text holds a backtick.
fn code(text: &str) -> String {
    if text.contains('`') {
        format!("`` {text} ``")
    } else {
        format!("`{text}`")
    }
}

/// `text` escaped between `delimiter`s (`**` for bold, `*` for emphasis),
/// its surrounding spaces kept outside them (GFM does not embolden
/// `** text**`); text of spaces only is left as it is.
fn delimited(text: &str, delimiter: &str) -> String {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return text.to_string();
    }
    let start = text.len() - text.trim_start().len();
    let end = start + trimmed.len();
    format!(
        "{}{delimiter}{}{delimiter}{}",
        &text[..start],
        escape(trimmed),
        &text[end..]
    )
}

/// Escapes the characters that would change Markdown's meaning.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let opens_tag = c == '<'
            && chars
                .peek()
                .is_some_and(|&n| n.is_ascii_alphabetic() || matches!(n, '/' | '!' | '?'));
        if opens_tag || matches!(c, '\\' | '|' | '*' | '_' | '`' | '[' | ']') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bold_runs_are_merged_and_trimmed() {
        let line = Line::new()
            .plain("a ")
            .mark("1", Mark::Win)
            .mark("0 ", Mark::Strong)
            .mark("1", Mark::One)
            .plain("| b");
        assert_eq!(inline(&line), "a **10** 1\\| b");
    }

    #[test]
    fn what_would_open_a_block_is_escaped_at_the_start() {
        for (text, shown) in [
            ("# not a heading", "\\# not a heading"),
            ("> not a quote", "\\> not a quote"),
            ("1. not a list", "1\\. not a list"),
            ("12) nor this", "12\\) nor this"),
            ("- not an item", "\\- not an item"),
            ("~~~nimstep", "\\~~~nimstep"),
            ("2024 was a year. #1", "2024 was a year. #1"),
        ] {
            assert_eq!(opening(&Line::from(text)), shown);
        }
    }

    #[test]
    fn ragged_rows_are_padded() {
        let table = Table {
            header: vec!["a".into(), "b".into()],
            rows: vec![vec!["1".into()]],
            asked: None,
        };
        assert_eq!(
            render_table(&table),
            "| a | b |\n| ---: | --- |\n| 1 |  |\n"
        );
    }
}
