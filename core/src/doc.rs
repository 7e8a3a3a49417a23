//! A small document model between the solvers and the renderers.
//!
//! Presenters turn solver data into a [`Document`] of headed sections,
//! paragraphs and tables whose text spans carry a [`Mark`] saying why they
//! stand out. The terminal renderer colours marked spans and the Markdown
//! renderer makes them bold, so both formats always show the same rows.

use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// Why a piece of text is highlighted; each renderer decides how.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mark {
    /// Ordinary text.
    Plain,
    /// Emphasis: a key number or word.
    Strong,
    /// A 1 bit in a binary table.
    One,
    /// An odd column count, or the word "odd".
    Odd,
    /// The chosen heap or the leftmost odd column.
    Chosen,
    /// A bit that flips in `x ⊕ s`.
    Flipped,
    /// Something that wins: an N verdict for the mover, a winning move.
    Win,
    /// Something that loses.
    Lose,
    /// Background detail, such as a 0 bit.
    Dim,
    /// Emphasis in running prose (a lesson's `*word*`).
    Emphasis,
    /// Code or a command in running prose (a lesson's `` `nimstep lesson 2` ``).
    Code,
}

/// A stone of a heap in a picture of a position; renderers may draw it in
/// ASCII (`o`) for fonts without it.
pub const STONE: char = '●';

/// A stone just taken, in a picture of a move; `.` in ASCII.
pub const TAKEN_STONE: char = '○';

/// A run of text with one mark.
///
/// In JSON a plain span is its text (`"heaps "`) and a marked one the
/// pair `["Strong", "7"]`: the browser page carries the whole course in
/// this form (`cargo xtask web`), four spans in five plain, and spelling
/// out `{"text": …, "mark": "Plain"}` for each was 106 kB of its 271.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    /// The words, without markup: each format adds its own.
    pub text: String,
    /// How it stands out.
    pub mark: Mark,
}

impl Serialize for Span {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.mark {
            Mark::Plain => serializer.serialize_str(&self.text),
            mark => (mark, &self.text).serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for Span {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(SpanVisitor)
    }
}

/// Reads a [`Span`] in either of its two JSON forms.
struct SpanVisitor;

impl<'de> serde::de::Visitor<'de> for SpanVisitor {
    type Value = Span;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a span: its text, or [mark, text]")
    }

    fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Span, E> {
        self.visit_string(text.to_string())
    }

    fn visit_string<E: serde::de::Error>(self, text: String) -> Result<Span, E> {
        Ok(Span {
            text,
            mark: Mark::Plain,
        })
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Span, A::Error> {
        use serde::de::Error;
        let mark = seq
            .next_element()?
            .ok_or_else(|| A::Error::invalid_length(0, &self))?;
        let text = seq
            .next_element()?
            .ok_or_else(|| A::Error::invalid_length(1, &self))?;
        match seq.next_element::<serde::de::IgnoredAny>()? {
            Some(_) => Err(A::Error::invalid_length(3, &self)),
            None => Ok(Span { text, mark }),
        }
    }
}

/// A line of text made of spans; also the content of one table cell. In
/// JSON, the list of its spans.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Line {
    /// The spans, in order.
    pub spans: Vec<Span>,
}

impl Line {
    /// An empty line, to be built with [`Line::plain`] and [`Line::mark`].
    pub fn new() -> Self {
        Line::default()
    }

    /// Appends plain text.
    pub fn plain(self, text: impl Into<String>) -> Self {
        self.mark(text, Mark::Plain)
    }

    /// Appends text with a mark.
    pub fn mark(mut self, text: impl Into<String>, mark: Mark) -> Self {
        let text = text.into();
        if !text.is_empty() {
            // Most lines (table cells) hold one span: room for exactly one
            // rather than the four a first push reserves.
            if self.spans.is_empty() {
                self.spans.reserve_exact(1);
            }
            self.spans.push(Span { text, mark });
        }
        self
    }

    /// Appends the spans of another line.
    pub fn extend(mut self, other: Line) -> Self {
        self.spans.extend(other.spans);
        self
    }

    /// Calls `f` on the text of each span.
    pub fn texts_mut(&mut self, f: &mut dyn FnMut(&mut String)) {
        self.spans.iter_mut().for_each(|span| f(&mut span.text));
    }

    /// Whether `f` holds for the text of any span.
    pub fn any_text(&self, f: &dyn Fn(&str) -> bool) -> bool {
        self.spans.iter().any(|span| f(&span.text))
    }

    /// The text without marks.
    pub fn text(&self) -> String {
        self.spans.iter().map(|s| s.text.as_str()).collect()
    }
}

impl From<&str> for Line {
    fn from(text: &str) -> Self {
        Line::new().plain(text)
    }
}

impl From<String> for Line {
    fn from(text: String) -> Self {
        Line::new().plain(text)
    }
}

/// The corner of a table turned on its side ([`Table::turned`]): it heads
/// the column of the table's column names ("size", 8, 4, …), where the old
/// corner ("heap") named the rows, which now run across.
pub const CORNER: &str = "column";

/// Said under a table turned on its side (in every format that turns
/// one), so that the text around it ("count the 1s in each column") stays
/// true.
pub const TURNED: &str =
    "Turned to fit: each row here is one column of the table, named at its left.";

/// Said under a table too wide for the width even on its side, cut into
/// blocks of columns that each name the rows again at their left (in
/// every format that cuts one): so the reader knows the blocks are one
/// table, read across. One line at 40 columns.
pub const CUT: &str = "Cut to fit: one table, split by columns.";

/// Said under a table turned on its side and still cut into blocks (two
/// 64-bit heaps at 40 columns): both [`TURNED`] and [`CUT`] in one note,
/// no taller than [`TURNED`] at 40 to 80 columns, so that it costs the
/// presenter no more rows.
pub const TURNED_AND_CUT: &str =
    "Turned and cut to fit: each row is one column of one table, named at its left.";

/// The note under a table drawn as `blocks` tables to fit the width,
/// `turned` on its side or not: [`TURNED`], [`CUT`] or [`TURNED_AND_CUT`];
/// none for a table drawn whole and upright. One function, so the
/// terminal, the presenter and a phone's page say the same.
pub fn fit_note(turned: bool, blocks: usize) -> Option<&'static str> {
    match (turned, blocks) {
        (true, 0 | 1) => Some(TURNED),
        (true, _) => Some(TURNED_AND_CUT),
        (false, 2..) => Some(CUT),
        (false, _) => None,
    }
}

/// A table: a header and rows with as many cells as the header.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// The column headings.
    pub header: Vec<Line>,
    /// One cell per header column in every row (renderers rely on it).
    pub rows: Vec<Vec<Line>>,
    /// The cell of the position asked about, as (row in `rows`, column),
    /// in a grid that has one: HTML rings it, and every format puts it in
    /// brackets, so it can be found without colour. Left out of JSON when
    /// none, as are an item's empty `blocks` and a section's `answers`
    /// when false: 6.7 kB of the course the page carries.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asked: Option<(usize, usize)>,
}

impl Table {
    /// The table with the cell asked about in brackets, as every format
    /// shows it; the table itself when it has none.
    pub fn with_asked_in_brackets(&self) -> Cow<'_, Table> {
        let Some((row, column)) = self.asked else {
            return Cow::Borrowed(self);
        };
        let mut shown = self.clone();
        if let Some(cell) = shown.rows.get_mut(row).and_then(|r| r.get_mut(column)) {
            *cell = Line::from("[").extend(std::mem::take(cell)).plain("]");
        }
        Cow::Owned(shown)
    }

    /// The table turned on its side: each of its columns a row, named at
    /// its left by its heading, each of its rows a column under the first
    /// cell of that row; [`CORNER`] heads the column of names. Nothing is
    /// asked about in it (bracket the cell first:
    /// [`Table::with_asked_in_brackets`]).
    pub fn turned(&self) -> Table {
        let cell = |row: &Vec<Line>, i: usize| row.get(i).cloned().unwrap_or_default();
        let mut columns = (0..self.header.len()).map(|i| {
            std::iter::once(self.header[i].clone())
                .chain(self.rows.iter().map(|row| cell(row, i)))
                .collect::<Vec<Line>>()
        });
        let header = columns.next().map_or_else(Vec::new, |mut first| {
            first[0] = Line::from(CORNER);
            first
        });
        Table {
            header,
            rows: columns.collect(),
            asked: None,
        }
    }

    /// Whether column `index` holds numbers (most of its body cells start
    /// with a digit), so renderers align it to the right.
    pub fn is_numeric_column(&self, index: usize) -> bool {
        let (mut filled, mut numeric) = (0usize, 0usize);
        for cell in self.rows.iter().filter_map(|row| row.get(index)) {
            if let Some(first) = cell.spans.iter().find_map(|s| s.text.chars().next()) {
                filled += 1;
                numeric += usize::from(first.is_ascii_digit());
            }
        }
        numeric > 0 && numeric * 2 >= filled
    }
}

/// One item of a list: its first paragraph, then the blocks nested under
/// it (more paragraphs, a list inside the list, code, a quote), drawn
/// indented under the item's text in every format.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Item {
    /// The item's own text (empty when the item opens with a nested block).
    pub line: Line,
    /// What is nested under it, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub blocks: Vec<Block>,
}

impl From<Line> for Item {
    fn from(line: Line) -> Self {
        Item {
            line,
            blocks: Vec::new(),
        }
    }
}

impl From<&str> for Item {
    fn from(text: &str) -> Self {
        Item::from(Line::from(text))
    }
}

impl Item {
    /// Calls `f` on every piece of text in the item.
    fn texts_mut(&mut self, f: &mut dyn FnMut(&mut String)) {
        self.line.texts_mut(f);
        self.blocks.iter_mut().for_each(|block| block.texts_mut(f));
    }

    /// Whether `f` holds for any piece of text in the item.
    fn any_text(&self, f: &dyn Fn(&str) -> bool) -> bool {
        self.line.any_text(f) || self.blocks.iter().any(|block| block.any_text(f))
    }
}

/// One piece of a section.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Block {
    /// A paragraph of text.
    Paragraph(Line),
    /// A bulleted list.
    Bullets(Vec<Item>),
    /// A numbered list: its first number, then its items.
    Numbered(u64, Vec<Item>),
    /// A table, which the terminal turns on its side or cuts into
    /// blocks of columns when it does not fit the width.
    Table(Table),
    /// A heading inside a section (a lesson's `###`).
    Heading(Line),
    /// Quoted blocks (a lesson's `>`): paragraphs, and lists or code inside
    /// the quote (a theorem's parts).
    Quote(Vec<Block>),
    /// Preformatted text, shown as written (a lesson's code block).
    Code(String),
    /// A whole document inside this one: a lesson's worked example, the
    /// output of its `nimstep` block.
    Embedded(Document),
    /// A picture of the heaps as rows of stones: HTML draws it, the text
    /// formats write it as rows of `●` when every heap is small and leave
    /// it out otherwise, because the words and tables around it already say
    /// everything it shows.
    Heaps(Heaps),
    /// Room to write by hand, so many lines high (under a worksheet's
    /// position): blank lines in terminal text, dotted lines in Markdown
    /// (blank lines would vanish when it is rendered), a ruled box in
    /// HTML.
    Space(u8),
}

impl Block {
    /// Calls `f` on every piece of text in the block (see
    /// [`Document::texts_mut`]).
    pub fn texts_mut(&mut self, f: &mut dyn FnMut(&mut String)) {
        match self {
            Block::Paragraph(line) | Block::Heading(line) => line.texts_mut(f),
            Block::Bullets(items) | Block::Numbered(_, items) => {
                items.iter_mut().for_each(|item| item.texts_mut(f));
            }
            Block::Quote(blocks) => blocks.iter_mut().for_each(|block| block.texts_mut(f)),
            Block::Table(table) => {
                let rows = table.rows.iter_mut().flatten();
                table
                    .header
                    .iter_mut()
                    .chain(rows)
                    .for_each(|cell| cell.texts_mut(f));
            }
            Block::Code(text) => f(text),
            Block::Embedded(doc) => doc.texts_mut(f),
            Block::Heaps(heaps) => f(&mut heaps.caption),
            Block::Space(_) => {}
        }
    }

    /// Whether `f` holds for any piece of text in the block (the pieces
    /// [`Block::texts_mut`] visits).
    pub fn any_text(&self, f: &dyn Fn(&str) -> bool) -> bool {
        match self {
            Block::Paragraph(line) | Block::Heading(line) => line.any_text(f),
            Block::Bullets(items) | Block::Numbered(_, items) => {
                items.iter().any(|item| item.any_text(f))
            }
            Block::Quote(blocks) => blocks.iter().any(|block| block.any_text(f)),
            Block::Table(table) => {
                let mut cells = table.header.iter().chain(table.rows.iter().flatten());
                cells.any(|cell| cell.any_text(f))
            }
            Block::Code(text) => f(text),
            Block::Embedded(doc) => doc.any_text(f),
            Block::Heaps(heaps) => f(&heaps.caption),
            Block::Space(_) => false,
        }
    }
}

/// Heaps to draw as stones, perhaps with a move on them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Heaps {
    /// The heap sizes, one row of stones each.
    pub sizes: Vec<u64>,
    /// The move drawn: `(heap index from 0, stones taken)`; those stones
    /// are drawn struck out.
    pub taken: Option<(usize, u64)>,
    /// What the picture shows, in words: its caption and its text for
    /// screen readers.
    pub caption: String,
}

/// One headed part of a document: for a walkthrough, one step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Section {
    /// The heading, plain text: a slide title, an HTML `h2`, a Markdown
    /// `##`.
    pub heading: String,
    /// The content.
    pub blocks: Vec<Block>,
    /// Whether the section holds the answers to exercises (a lesson's
    /// `## Answers`): HTML folds them, closed until clicked, so they are
    /// not read by accident; the text formats show them where they stand,
    /// at the lesson's end.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub answers: bool,
}

impl Section {
    /// A section with a heading and no content yet.
    pub fn new(heading: impl Into<String>) -> Self {
        Section {
            heading: heading.into(),
            blocks: Vec::new(),
            answers: false,
        }
    }

    /// Calls `f` on every piece of text in the section (see
    /// [`Document::texts_mut`]).
    pub fn texts_mut(&mut self, f: &mut dyn FnMut(&mut String)) {
        f(&mut self.heading);
        for block in &mut self.blocks {
            block.texts_mut(f);
        }
    }

    /// Whether `f` holds for any piece of text in the section.
    pub fn any_text(&self, f: &dyn Fn(&str) -> bool) -> bool {
        f(&self.heading) || self.blocks.iter().any(|block| block.any_text(f))
    }

    /// Appends a paragraph.
    pub fn paragraph(mut self, line: impl Into<Line>) -> Self {
        self.blocks.push(Block::Paragraph(line.into()));
        self
    }

    /// Appends a bulleted list of one-line items.
    pub fn bullets(mut self, lines: Vec<Line>) -> Self {
        self.blocks
            .push(Block::Bullets(lines.into_iter().map(Item::from).collect()));
        self
    }

    /// Appends a table.
    pub fn table(mut self, table: Table) -> Self {
        self.blocks.push(Block::Table(table));
        self
    }

    /// Appends any block.
    pub fn block(mut self, block: Block) -> Self {
        self.blocks.push(block);
        self
    }
}

/// A whole output: a title line and its sections.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Document {
    /// Whether the sections are steps, numbered when there are several
    /// (a walkthrough); a lesson's sections are not.
    pub numbered: bool,
    /// The title, saying what is shown and under which rules.
    pub title: Line,
    /// The sections, in order.
    pub sections: Vec<Section>,
}

impl Document {
    /// Calls `f` on every piece of text in the document (title, headings,
    /// spans, cells, code, captions, embedded documents), to rewrite it in
    /// place: how the terminal renderer makes control characters visible.
    pub fn texts_mut(&mut self, f: &mut dyn FnMut(&mut String)) {
        self.title.texts_mut(f);
        for section in &mut self.sections {
            section.texts_mut(f);
        }
    }

    /// Whether `f` holds for any piece of text in the document: how the
    /// terminal renderer learns, without copying, that nothing needs
    /// rewriting.
    pub fn any_text(&self, f: &dyn Fn(&str) -> bool) -> bool {
        self.title.any_text(f) || self.sections.iter().any(|section| section.any_text(f))
    }

    /// The number shown before the heading of section `index`: a
    /// walkthrough's steps are numbered from 1 when there are several; a
    /// lone step and a lesson's sections have none. One rule, so every
    /// renderer numbers alike.
    pub fn step_number(&self, index: usize) -> Option<usize> {
        self.step_number_of(index, self.sections.len())
    }

    /// The number of section `index` of this document when it has `in_all`
    /// sections, the rest still to come (a document written in pieces).
    pub fn step_number_of(&self, index: usize, in_all: usize) -> Option<usize> {
        (self.numbered && in_all > 1).then_some(index + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_in_json_is_its_plain_texts_and_marked_pairs_and_reads_back() {
        let line = Line::new()
            .plain("heaps ")
            .mark("7", Mark::Strong)
            .plain("");
        let json = serde_json::to_string(&line).unwrap();
        assert_eq!(json, r#"["heaps ",["Strong","7"]]"#);
        assert_eq!(serde_json::from_str::<Line>(&json).unwrap(), line);
    }

    #[test]
    fn a_document_in_json_leaves_out_what_is_empty_and_reads_back() {
        let table = Table {
            header: vec![Line::from("heap")],
            rows: vec![vec![Line::from("7")]],
            asked: None,
        };
        let section = Section::new("Step")
            .table(table)
            .block(Block::Bullets(vec![Item::from("one")]));
        let json = serde_json::to_string(&section).unwrap();
        assert_eq!(
            json,
            r#"{"heading":"Step","blocks":[{"Table":{"header":[["heap"]],"rows":[[["7"]]]}},{"Bullets":[{"line":["one"]}]}]}"#
        );
        assert_eq!(serde_json::from_str::<Section>(&json).unwrap(), section);
        let mut answers = section;
        answers.answers = true;
        if let Block::Table(table) = &mut answers.blocks[0] {
            table.asked = Some((0, 0));
        }
        let json = serde_json::to_string(&answers).unwrap();
        assert!(
            json.contains(r#""asked":[0,0]"#) && json.ends_with(r#","answers":true}"#),
            "{json}"
        );
        assert_eq!(serde_json::from_str::<Section>(&json).unwrap(), answers);
    }

    #[test]
    fn a_span_of_another_shape_is_refused() {
        for json in [
            r#"[["Strong"]]"#,
            r#"[["Strong","7","8"]]"#,
            r#"[["Bold","7"]]"#,
            "[7]",
        ] {
            assert!(serde_json::from_str::<Line>(json).is_err(), "{json}");
        }
    }
}
