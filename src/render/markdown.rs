//! The Markdown renderer: GitHub-flavoured Markdown for course notes, with
//! conclusions in bold and tables written row by row (so every row has as
//! many cells as its header, and `|` is escaped).

use crate::doc::{Block, Document, Line, Mark, Section, Table};
use std::fmt::Write as _;

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

/// Renders one section under a heading of `level`.
pub fn render_section(section: &Section, level: usize) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} {}", "#".repeat(level), escape(&section.heading));
    for block in &section.blocks {
        out.push('\n');
        match block {
            Block::Paragraph(line) => {
                let _ = writeln!(out, "{}", inline(line));
            }
            Block::Bullets(lines) => {
                for line in lines {
                    let _ = writeln!(out, "- {}", inline(line));
                }
            }
            Block::Table(table) => out.push_str(&render_table(table)),
        }
    }
    out
}

/// A GFM table: numeric columns right-aligned, the others left-aligned.
pub fn render_table(table: &Table) -> String {
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

/// A line as inline Markdown: runs of marked spans in bold.
pub fn inline(line: &Line) -> String {
    let mut out = String::new();
    let mut spans = line.spans.iter().peekable();
    while let Some(span) = spans.next() {
        let bold = is_bold(span.mark);
        let mut text = span.text.clone();
        while let Some(next) = spans.peek() {
            if is_bold(next.mark) != bold {
                break;
            }
            text.push_str(&next.text);
            spans.next();
        }
        if bold {
            out.push_str(&strong(&text));
        } else {
            out.push_str(&escape(&text));
        }
    }
    out
}

/// Bold has one meaning in Markdown: the conclusion (a key number, a
/// verdict, a move). The other marks are shown by the characters the
/// presenters write (`^` under flipped bits, "odd", P, ✓), so they read the
/// same without colour.
fn is_bold(mark: Mark) -> bool {
    matches!(mark, Mark::Strong | Mark::Win | Mark::Lose)
}

/// `**text**`, with surrounding spaces kept outside the asterisks (GFM
/// does not embolden `** text**`).
fn strong(text: &str) -> String {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return text.to_string();
    }
    let start = text.len() - text.trim_start().len();
    let end = start + trimmed.len();
    format!("{}**{}**{}", &text[..start], escape(trimmed), &text[end..])
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
    fn ragged_rows_are_padded() {
        let table = Table {
            header: vec!["a".into(), "b".into()],
            rows: vec![vec!["1".into()]],
        };
        assert_eq!(
            render_table(&table),
            "| a | b |\n| ---: | --- |\n| 1 |  |\n"
        );
    }
}
