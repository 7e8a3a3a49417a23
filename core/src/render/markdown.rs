//! The Markdown renderer: GitHub-flavoured Markdown for course notes, with
//! marked text in bold and tables written row by row (so every row has as
//! many cells as its header, and `|` is escaped).

use crate::doc::{Block, Document, Item, Line, Mark, Section, Table};
use crate::render::{stones, Piece};
use std::fmt::Write as _;

/// How long a line to write on is, in dots: most of a printed line.
const WRITING_LINE: usize = 40;

/// Renders a document whose title is a heading of `level` (1 to 5); its
/// sections are one level below.
pub fn render(doc: &Document, level: usize) -> String {
    let level = level.clamp(1, 5);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} {}",
        "#".repeat(level),
        closing_kept(inline(&doc.title))
    );
    for section in &doc.sections {
        out.push('\n');
        out.push_str(&render_section(section, level + 1));
    }
    out
}

/// The Markdown of a report written in pieces ([`Piece`]), piece by
/// piece: the same text [`render`] writes of whole documents, a long
/// table's later runs going on as rows of the same table.
pub struct Pieces {
    /// The level of a document's title.
    level: usize,
    /// How many columns the table the last piece ended in has.
    columns: usize,
}

impl Pieces {
    /// Ready to write pieces whose documents' titles are headings of
    /// `level`.
    pub fn new(level: usize) -> Self {
        Pieces { level, columns: 0 }
    }

    /// The text of the next piece.
    pub fn text(&mut self, piece: Piece) -> String {
        let (text, sections) = match piece {
            Piece::Document(doc, _) => (render(&doc, self.level), doc.sections),
            Piece::Rows(rows) => {
                let mut out = String::new();
                for cells in &rows {
                    let _ = writeln!(out, "{}", row(cells, self.columns));
                }
                return out;
            }
            Piece::Sections(sections) => {
                let mut out = String::new();
                for section in &sections {
                    out.push('\n');
                    out.push_str(&render_section(section, self.level.clamp(1, 5) + 1));
                }
                (out, sections)
            }
        };
        self.columns = match sections.last().and_then(|s| s.blocks.last()) {
            Some(Block::Table(table)) => table.header.len(),
            _ => 0,
        };
        text
    }
}

/// Renders one section under a heading of `level`; a section without a
/// heading (a lesson's opening prose) adds no heading.
pub fn render_section(section: &Section, level: usize) -> String {
    let mut out = String::new();
    let level = if section.heading.is_empty() {
        level - 1
    } else {
        let _ = writeln!(
            out,
            "{} {}",
            "#".repeat(level),
            closing_kept(escape(&section.heading))
        );
        level
    };
    // The level of the heading the next block sits under.
    let mut under = level;
    let mut before = None;
    for (i, block) in stones::shown_in_text(&section.blocks)
        .iter()
        .map(AsRef::as_ref)
        .enumerate()
    {
        if let (Block::Space(_), Some((&Block::Paragraph(_), _))) = (block, before) {
            // Lines to write on go on under the line before them (a
            // worksheet's blanks), as lines of its paragraph: a line apart,
            // not a paragraph's gap.
            out.pop();
            out.push_str("\\\n");
        } else if i > 0 || !section.heading.is_empty() {
            out.push('\n');
        }
        if let Block::Heading(_) = block {
            under = (level + 1).min(6);
        }
        let other = other_marker(before, block);
        out.push_str(&render_block(block, under, other));
        before = Some((block, other));
    }
    out
}

/// Whether `block` is written with the other list marker (`*` for `-`,
/// `)` for `.`): a list right after a list of its kind written with the
/// usual one, which Markdown would otherwise read as one list with it.
/// `before` is the block before and whether it took the other marker.
fn other_marker(before: Option<(&Block, bool)>, block: &Block) -> bool {
    let same_kind = |before: &Block| {
        matches!(
            (before, block),
            (Block::Bullets(_), Block::Bullets(_)) | (Block::Numbered(..), Block::Numbered(..))
        )
    };
    before.is_some_and(|(before, other)| same_kind(before) && !other)
}

/// One block as Markdown, ending in a newline; a heading in it is at
/// level `under + 1`, under the heading it sits under; a list is written
/// with its `other` marker when it follows a list of its kind.
fn render_block(block: &Block, under: usize, other: bool) -> String {
    let mut out = String::new();
    match block {
        Block::Paragraph(line) => {
            let _ = writeln!(out, "{}", opening(line));
        }
        Block::Bullets(items) => {
            let marker = if other { "* " } else { "- " };
            for item in items {
                out.push_str(&render_item(marker, item, under));
            }
        }
        Block::Numbered(start, items) => {
            for (i, item) in items.iter().enumerate() {
                let dot = if other { ')' } else { '.' };
                let marker = format!("{}{dot} ", start + i as u64);
                out.push_str(&render_item(&marker, item, under));
            }
        }
        Block::Table(table) => out.push_str(&render_table(table)),
        // A joined example's title is the heading its document would have.
        Block::Heading(line) => {
            let _ = writeln!(
                out,
                "{} {}",
                "#".repeat((under + 1).min(6)),
                closing_kept(inline(line))
            );
        }
        Block::Quote(blocks) => out.push_str(&quoted(&render_blocks(blocks, under))),
        Block::Code(text) => {
            let fence = fence(text);
            let _ = write!(out, "{fence}\n{text}");
            if !text.is_empty() && !text.ends_with('\n') {
                out.push('\n');
            }
            let _ = writeln!(out, "{fence}");
        }
        Block::Embedded(doc) => out.push_str(&quoted(&render(doc, under + 1))),
        Block::Heaps(heaps) => {
            let rows = stones::rows(heaps).unwrap_or_default();
            let _ = writeln!(out, "```\n{}\n```", rows.join("\n"));
        }
        // Lines to write on, one paragraph of dotted lines each ending in
        // a hard break (a renderer would fold blank lines into one, and
        // set paragraphs apart by more than a line's height).
        Block::Space(lines) => {
            let line = "…".repeat(WRITING_LINE);
            out.push_str(&vec![line; usize::from(*lines)].join("\\\n"));
            out.push('\n');
        }
    }
    out
}

/// Blocks one after another, a blank line between them (the blocks of a
/// quote).
fn render_blocks(blocks: &[Block], under: usize) -> String {
    let mut before = None;
    let mut shown = Vec::new();
    for block in stones::shown_in_text(blocks).iter().map(AsRef::as_ref) {
        let other = other_marker(before, block);
        shown.push(render_block(block, under, other));
        before = Some((block, other));
    }
    shown.join("\n")
}

/// A heading's text with a `#` at its end escaped: Markdown would take
/// `# C#` as a closing sequence and drop it.
fn closing_kept(mut text: String) -> String {
    let hashes = text.len() - text.trim_end_matches('#').len();
    if hashes > 0 {
        text.insert(text.len() - hashes, '\\');
    }
    text
}

/// One list item after its `marker` (`- `, `3. `): its text, then its
/// nested blocks, every line after the first indented to the item's text,
/// so CommonMark reads them inside the item. A nested list or code block
/// follows the text directly, as in a tight list; a nested paragraph needs
/// a blank line, or it would run on into the text.
fn render_item(marker: &str, item: &Item, under: usize) -> String {
    let mut body = String::new();
    if !item.line.spans.is_empty() {
        let _ = writeln!(body, "{}", opening(&item.line));
    }
    let mut before = None;
    for (i, block) in stones::shown_in_text(&item.blocks)
        .iter()
        .map(AsRef::as_ref)
        .enumerate()
    {
        let interrupts = matches!(
            block,
            Block::Bullets(_) | Block::Numbered(1, _) | Block::Code(_) | Block::Quote(_)
        );
        if !body.is_empty() && (i > 0 || !interrupts) {
            body.push('\n');
        }
        let other = other_marker(before, block);
        body.push_str(&render_block(block, under, other));
        before = Some((block, other));
    }
    let indent = " ".repeat(marker.len());
    let mut out = String::new();
    let body = body.strip_suffix('\n').unwrap_or(&body);
    for (i, line) in body.split('\n').enumerate() {
        if i == 0 {
            out.push_str(marker.trim_end());
            if !line.is_empty() {
                out.push(' ');
            }
        } else if !line.is_empty() {
            out.push_str(&indent);
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The fence of a code block: three backticks, or one more than the
/// longest run of backticks in the text, so no line of it closes the block.
fn fence(text: &str) -> String {
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    "`".repeat(longest.max(2) + 1)
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
        .map(|i| cells.get(i).map(cell).unwrap_or_default())
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

/// A table cell as inline Markdown: GFM cuts a row at every `|` that is
/// not escaped, inside code too, so code's `|` is escaped there (and read
/// back as `|`).
fn cell(line: &Line) -> String {
    inline_with(line, true)
}

/// A line as inline Markdown: runs of marked spans in bold, emphasis in
/// `*stars*`, code in backticks.
pub fn inline(line: &Line) -> String {
    inline_with(line, false)
}

/// [`inline`], in a table cell when `in_cell`.
fn inline_with(line: &Line, in_cell: bool) -> String {
    let mut out = String::new();
    // Whether the run written last ends in `*` with punctuation before it.
    let mut closed_on_punctuation = false;
    let mut spans = line.spans.iter().peekable();
    while let Some(span) = spans.next() {
        let mut kind = Kind::of(span.mark);
        let mut text = span.text.clone();
        while let Some(next) = spans.peek() {
            let next_kind = Kind::of(next.mark);
            if next_kind != kind && !abut(kind, &text, next_kind, &next.text) {
                break;
            }
            if next_kind == Kind::Bold {
                kind = Kind::Bold;
            }
            text.push_str(&next.text);
            spans.next();
        }
        let mut written = match kind {
            Kind::Bold => delimited(&text, "**"),
            Kind::Emphasis => delimited(&text, "*"),
            Kind::Code if in_cell => code(&text).replace('|', "\\|"),
            Kind::Code => code(&text),
            Kind::Plain => escape(&text),
        };
        let delimited = matches!(kind, Kind::Bold | Kind::Emphasis);
        let opens_on_punctuation = delimited
            && written.starts_with('*')
            && written
                .trim_start_matches('*')
                .starts_with(|c: char| !c.is_alphanumeric());
        if opens_on_punctuation {
            if let Some(last) = out.pop() {
                out.push_str(&flanking(last));
            }
        }
        if closed_on_punctuation {
            if let Some(first) = written.chars().next() {
                written.replace_range(..first.len_utf8(), &flanking(first));
            }
        }
        out.push_str(&written);
        closed_on_punctuation = delimited
            && written.ends_with('*')
            && written
                .trim_end_matches('*')
                .ends_with(|c: char| !c.is_alphanumeric());
    }
    out
}

/// `c`, written beside a `*` that opens or closes on punctuation (or a
/// symbol: `*a.*`, `*.a*`). CommonMark reads such a `*` as a delimiter
/// only with a space or punctuation on its other side (the flanking
/// rules), so a letter there — a link's text, which a lesson keeps without
/// the link, can put one there — is written as a character reference
/// (`&#120;` for `x`): its `&` and `;` are punctuation, and it reads back
/// as the letter. A space or ASCII punctuation is written as it is.
fn flanking(c: char) -> String {
    if c.is_whitespace() || c.is_ascii_punctuation() {
        c.to_string()
    } else {
        format!("&#{};", u32::from(c))
    }
}

/// Whether emphasis and bold text meet with no space between: their
/// delimiters would run together (`*a***b**`), which Markdown may read
/// otherwise, so the two are written as one bold run.
fn abut(kind: Kind, text: &str, next_kind: Kind, next: &str) -> bool {
    let delimited = |kind| matches!(kind, Kind::Bold | Kind::Emphasis);
    delimited(kind)
        && delimited(next_kind)
        && !text.ends_with(char::is_whitespace)
        && !next.starts_with(char::is_whitespace)
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

/// `` `text` ``; when the text holds a backtick, or starts or ends with a
/// space, the fence is one backtick longer than the longest run inside and
/// set off by a space, which Markdown strips again (but not from text of
/// spaces only, which needs no padding).
fn code(text: &str) -> String {
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let padded = text.starts_with(' ') || text.ends_with(' ');
    let spaces_only = text.chars().all(|c| c == ' ');
    if longest == 0 && (!padded || spaces_only) {
        return format!("`{text}`");
    }
    let fence = "`".repeat(longest + 1);
    format!("{fence} {text} {fence}")
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
    let mut rest = text;
    while let Some(c) = chars.next() {
        rest = &rest[c.len_utf8()..];
        let opens_tag = c == '<'
            && (chars
                .peek()
                .is_some_and(|&n| n.is_ascii_alphabetic() || matches!(n, '/' | '!' | '?'))
                || opens_address(rest));
        // `&amp;` and `&#42;` are character references: their `&` is escaped
        // so the text stays as written.
        let opens_reference = c == '&'
            && chars
                .peek()
                .is_some_and(|&n| n.is_ascii_alphanumeric() || n == '#');
        if opens_tag || opens_reference || matches!(c, '\\' | '|' | '*' | '_' | '`' | '[' | ']') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Whether `rest`, the text after a `<`, makes it an e-mail autolink
/// (`<1@x>`), whose `<` and `>` Markdown drops: the address's first part
/// (characters CommonMark allows there, up to an `@`) may start with a
/// digit or a sign, which opens no tag.
fn opens_address(rest: &str) -> bool {
    let local = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || ".!#$%&'*+/=?^_`{|}~-".contains(c)))
        .unwrap_or(rest.len());
    local > 0 && rest[local..].starts_with('@')
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
