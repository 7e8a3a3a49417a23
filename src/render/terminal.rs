//! The terminal renderer: headed sections, prose, and tables (drawn by
//! [`grid`]), painted by a [`Palette`].

use crate::doc::{fit_note, Block, Document, Item, Line, Mark, Section, Span, Table};
use crate::error::Error;
use crate::palette::Palette;
use crate::render::{grid, stones, Piece as Part};
use crate::visible::{is_hidden, visible};
use std::borrow::Cow;
use std::cell::RefCell;
use unicode_width::UnicodeWidthStr;

/// The width assumed when standard output is not a terminal (or reports no
/// width): tables wider than this are turned on their side.
pub(crate) const DEFAULT_WIDTH: u16 = 80;

/// Renders a whole document for a terminal `width` columns wide.
pub fn render(doc: &Document, palette: &Palette, width: u16) -> String {
    let shown = shown(doc);
    Turned::default().alike(|out, turned| document_into(out, &shown, palette, width, turned))
}

/// The document with its control characters made visible (see
/// [`made_visible`]): the document itself when it has none.
fn shown(doc: &Document) -> Cow<'_, Document> {
    if !doc.any_text(&has_hidden) {
        return Cow::Borrowed(doc);
    }
    let mut shown = doc.clone();
    shown.texts_mut(&mut made_visible);
    Cow::Owned(shown)
}

/// Appends a document whose text is already visible to `out`: the title,
/// then each section, a blank line between.
fn document_into(out: &mut String, doc: &Document, palette: &Palette, width: u16, turned: &Turned) {
    title_into(out, &doc.title, palette, width);
    sections_into(out, doc, 0, doc.sections.len(), palette, width, turned);
}

/// Appends the sections of `doc` to `out`, a blank line before each, the
/// first of them section `from` of a document of `in_all`.
fn sections_into(
    out: &mut String,
    doc: &Document,
    from: usize,
    in_all: usize,
    palette: &Palette,
    width: u16,
    turned: &Turned,
) {
    for (index, section) in doc.sections.iter().enumerate() {
        out.push('\n');
        let number = doc.step_number_of(from + index, in_all);
        section_into(out, section, number, !doc.numbered, palette, width, turned);
    }
}

/// The terminal text of a report written in pieces ([`Part`]), piece by
/// piece: the same text [`render`] draws of whole documents, except that
/// a long table's later runs are drawn as tables of their own under its
/// header, each fitted to the width as any table is, and turned as the
/// tables of its kind before it were ([`Turned`]).
pub(crate) struct Pieces {
    palette: Palette,
    width: u16,
    /// The document being written, without its sections: its title and
    /// whether its steps are numbered.
    document: Document,
    /// How many of its sections are written, and how many it has.
    written: usize,
    in_all: usize,
    /// The header of the table the last piece ended in.
    header: Vec<Line>,
    /// The kinds of table turned so far.
    turned: Turned,
}

impl Pieces {
    /// Ready to write pieces in `palette`, fitted to `width`.
    pub(crate) fn new(palette: Palette, width: u16) -> Self {
        Pieces {
            palette,
            width,
            document: Document {
                numbered: false,
                title: Line::new(),
                sections: Vec::new(),
            },
            written: 0,
            in_all: 0,
            header: Vec::new(),
            turned: Turned::default(),
        }
    }

    /// The text of the next piece.
    pub(crate) fn text(&mut self, piece: Part) -> String {
        let (palette, width) = (&self.palette, self.width);
        match piece {
            Part::Document(doc, in_all) => {
                let doc = shown(&doc);
                let out = self.turned.alike(|out, turned| {
                    title_into(out, &doc.title, palette, width);
                    sections_into(out, &doc, 0, in_all, palette, width, turned);
                });
                self.header = last_table(&doc.sections)
                    .map(|t| t.header.clone())
                    .unwrap_or_default();
                self.document = Document {
                    numbered: doc.numbered,
                    title: Line::new(),
                    sections: Vec::new(),
                };
                (self.written, self.in_all) = (doc.sections.len(), in_all);
                out
            }
            Part::Rows(rows) => {
                let mut table = Block::Table(Table {
                    header: self.header.clone(),
                    rows,
                    asked: None,
                });
                if table.any_text(&has_hidden) {
                    table.texts_mut(&mut made_visible);
                }
                self.turned.alike(|out, turned| {
                    out.push('\n');
                    block_into(out, &table, palette, width, turned);
                    out.push('\n');
                })
            }
            Part::Sections(sections) => {
                self.written += sections.len();
                let mut doc = self.document.clone();
                doc.sections = sections;
                let doc = shown(&doc);
                let from = self.written - doc.sections.len();
                let in_all = self.in_all;
                let out = self.turned.alike(|out, turned| {
                    sections_into(out, &doc, from, in_all, palette, width, turned);
                });
                self.header = last_table(&doc.sections)
                    .map(|t| t.header.clone())
                    .unwrap_or_default();
                out
            }
        }
    }
}

/// The table the last of `sections` ends in, if it ends in one.
fn last_table(sections: &[Section]) -> Option<&Table> {
    match sections.last()?.blocks.last()? {
        Block::Table(table) => Some(table),
        _ => None,
    }
}

/// Renders a document's title, wrapped to `width`, each line ending in a
/// newline.
pub(crate) fn render_title(title: &Line, palette: &Palette, width: u16) -> String {
    let mut out = String::new();
    title_into(&mut out, title, palette, width);
    out
}

/// Appends what [`render_title`] draws to `out`.
fn title_into(out: &mut String, title: &Line, palette: &Palette, width: u16) {
    let start = out.len();
    wrap_into(out, title, usize::from(width.max(1)), ["", ""], palette);
    if out.len() > start {
        out.push('\n');
    }
}

/// Renders one section, numbered when it is one step of several. Blocks of
/// a walkthrough's steps sit close together; blocks of prose (a lesson) are
/// set apart by blank lines.
pub(crate) fn render_section(
    section: &Section,
    number: Option<usize>,
    prose: bool,
    palette: &Palette,
    width: u16,
) -> String {
    let shown = match section.any_text(&has_hidden) {
        true => {
            let mut shown = section.clone();
            shown.texts_mut(&mut made_visible);
            Cow::Owned(shown)
        }
        false => Cow::Borrowed(section),
    };
    Turned::default().alike(|out, turned| {
        section_into(out, &shown, number, prose, palette, width, turned);
    })
}

/// Appends what [`render_section`] draws of a section whose text is
/// already visible to `out`.
fn section_into(
    out: &mut String,
    section: &Section,
    number: Option<usize>,
    prose: bool,
    palette: &Palette,
    width: u16,
    turned: &Turned,
) {
    let heading = match number {
        Some(number) => format!("{number}. {}", section.heading),
        None => section.heading.clone(),
    };
    // Each part after the first starts on a line of its own.
    let mut first = true;
    let mut next = |out: &mut String| {
        if !std::mem::take(&mut first) {
            out.push('\n');
        }
    };
    let headed = !heading.is_empty();
    if headed {
        next(out);
        heading_into(out, heading, palette, width);
    }
    for (i, block) in stones::shown_in_text(&section.blocks)
        .iter()
        .map(AsRef::as_ref)
        .enumerate()
    {
        if prose && (i > 0 || headed) {
            next(out); // a blank line
        }
        next(out);
        block_into(out, block, palette, width, turned);
    }
    out.push('\n');
}

/// Appends a heading's `text`, strong, wrapped to `width`: a section's
/// own heading is drawn from its text, without a `Block` made for it.
fn heading_into(out: &mut String, text: String, palette: &Palette, width: u16) {
    let strong = Line::new().mark(text, Mark::Strong);
    wrap_into(out, &strong, usize::from(width.max(1)), ["", ""], palette);
}

/// Whether `text` has a character [`made_visible`] would rewrite; its
/// bytes are looked at first, as only a byte below a space, DEL, or the
/// lead byte 0xC2 of U+0080–U+00BF can start one. Every byte is looked
/// at, without stopping at the first found, so the compiler compares many
/// at a time: nearly every text has none.
fn has_hidden(text: &str) -> bool {
    text.bytes().fold(false, |seen, b| {
        seen | (b < b' ') | (b == 0x7f) | (b == 0xc2)
    }) && text.chars().any(|c| is_hidden(c) || c == '\t')
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

/// Appends one block to `out`, without a final newline.
fn block_into(out: &mut String, block: &Block, palette: &Palette, width: u16, turned: &Turned) {
    let columns = usize::from(width.max(1));
    match block {
        Block::Paragraph(line) => wrap_into(out, line, columns, ["", ""], palette),
        Block::Bullets(items) => {
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push('\n');
                }
                item_into(out, item, "  • ", palette, width, turned);
            }
        }
        Block::Numbered(start, items) => {
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push('\n');
                }
                item_into(
                    out,
                    item,
                    &format!("  {}. ", start + i as u64),
                    palette,
                    width,
                    turned,
                );
            }
        }
        Block::Table(table) => {
            // Trimmed in place: a long table is not copied.
            let start = out.len();
            let table = table.with_asked_in_brackets();
            table_into(out, &table, palette, columns, turned);
            out.truncate(start + out[start..].trim_end().len());
        }
        Block::Heading(line) => heading_into(out, line.text(), palette, width),
        Block::Quote(blocks) => {
            let inner = width.saturating_sub(2).max(1);
            let mut drawn = String::new();
            for (i, block) in stones::shown_in_text(blocks)
                .iter()
                .map(AsRef::as_ref)
                .enumerate()
            {
                if i > 0 {
                    drawn.push_str("\n\n");
                }
                block_into(&mut drawn, block, palette, inner, turned);
            }
            indented_into(out, &drawn, "│ ", "│ ");
        }
        Block::Code(text) => {
            for (i, line) in text.lines().enumerate() {
                if i > 0 {
                    out.push('\n');
                }
                out.push_str("    ");
                out.push_str(line);
            }
        }
        // A worked example is framed as a quote is (and as Markdown quotes
        // it), so the reader sees where it ends and the lesson goes on.
        Block::Embedded(doc) => {
            let mut drawn = String::new();
            let inner = width.saturating_sub(2).max(1);
            document_into(&mut drawn, doc, palette, inner, turned);
            indented_into(out, drawn.trim_end(), "│ ", "│ ");
        }
        Block::Heaps(heaps) => {
            for (i, row) in stones::rows(heaps).unwrap_or_default().iter().enumerate() {
                if i > 0 {
                    out.push('\n');
                }
                out.push_str("    ");
                out.push_str(&palette.stones(row));
            }
        }
        // Room to work: a dotted line across the width on every second
        // row, a blank row above each for the handwriting, as many rows
        // as before (printed terminal text keeps its positions a page).
        Block::Space(lines) => {
            let rule = "…".repeat(usize::from(width));
            let rows: Vec<&str> = (0..usize::from(*lines))
                .map(|row| if row % 2 == 1 { rule.as_str() } else { "" })
                .collect();
            out.push_str(&rows.join("\n"));
        }
    }
}

/// Appends one list item after its `marker` (`  • `, `  3. `): its text
/// wrapped under a hanging indent, then its nested blocks drawn in the
/// room left and indented as deep as the text. A nested list follows the
/// text directly; other nested blocks are set apart by a blank line.
fn item_into(
    out: &mut String,
    item: &Item,
    marker: &str,
    palette: &Palette,
    width: u16,
    turned: &Turned,
) {
    let hang = " ".repeat(shown_width(marker));
    let start = out.len();
    if !item.line.spans.is_empty() {
        let columns = usize::from(width.max(1));
        wrap_into(out, &item.line, columns, [marker, &hang], palette);
    }
    let inner = width
        .saturating_sub(u16::try_from(hang.len()).unwrap_or(u16::MAX))
        .max(1);
    for block in stones::shown_in_text(&item.blocks)
        .iter()
        .map(AsRef::as_ref)
    {
        let first = if out.len() == start {
            marker
        } else {
            let list = matches!(block, Block::Bullets(_) | Block::Numbered(..));
            out.push_str(if list { "\n" } else { "\n\n" });
            &hang
        };
        let mut drawn = String::new();
        block_into(&mut drawn, block, palette, inner, turned);
        indented_into(out, &drawn, first, &hang);
    }
    if out.len() == start {
        out.push_str(marker.trim_end());
    }
}

/// Appends `text`'s lines to `out`, the first after `first` and the others
/// after `rest`, with no space left at the end of a line.
fn indented_into(out: &mut String, text: &str, first: &str, rest: &str) {
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let prefix = if i == 0 { first } else { rest };
        if line.is_empty() {
            out.push_str(prefix.trim_end());
        } else {
            out.push_str(prefix);
            out.push_str(line);
        }
    }
}

/// Appends `line` wrapped by [`wrap`] (its first line starting with
/// `first`, the others with `rest`) and painted to `out`, the lines apart
/// by newlines, without a final one. A line that fits is painted as it
/// is, with nothing copied. Its words are measured once, for both
/// questions: whether it fits as it is, and where it breaks.
fn wrap_into(
    out: &mut String,
    line: &Line,
    width: usize,
    [first, rest]: [&str; 2],
    palette: &Palette,
) {
    let room = width.checked_sub(shown_width(first));
    let spaced = single_spaced(line);
    if spaced && room.is_some_and(|room| bytes(line) <= room) {
        out.push_str(first);
        palette.paint_line_into(out, line);
        return;
    }
    let (pieces, words, measured) = pieces(line);
    if spaced && room.is_some_and(|room| columns(&measured) <= room) {
        out.push_str(first);
        palette.paint_line_into(out, line);
        return;
    }
    let text = |&(span, ref range): &Piece| {
        let span = &line.spans[span];
        (&span.text[range.clone()], span.mark)
    };
    let room = width.saturating_sub(shown_width(first).max(shown_width(rest)));
    if room >= 2 && measured.iter().any(|word| word.size > room) {
        // A word to cut into pieces: rare enough to go the long way.
        for (i, piece) in wrap(line, width, first, rest).iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            palette.paint_line_into(out, piece);
        }
        return;
    }
    let mut words = words.iter();
    for (i, count) in breaks(&measured, width, shown_width(first), shown_width(rest))
        .into_iter()
        .enumerate()
    {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(if i == 0 { first } else { rest });
        for (j, word) in words.by_ref().take(count).enumerate() {
            if j > 0 {
                out.push(' ');
            }
            for piece in &pieces[word.clone()] {
                let (text, mark) = text(piece);
                palette.paint_into(out, text, mark);
            }
        }
    }
}

/// Whether `line`, after `first`, fits `width` as it is, cutting it at
/// spaces giving the same text: it is [`single_spaced`] and no wider
/// than the room left. A character never takes more columns than it has
/// bytes, so a line of few bytes fits unmeasured.
fn fits_whole(line: &Line, width: usize, first: &str) -> bool {
    single_spaced(line)
        && width
            .checked_sub(shown_width(first))
            .is_some_and(|room| bytes(line) <= room || columns(&pieces(line).2) <= room)
}

/// Whether cutting `line` at spaces and joining the words with one space
/// gives it back: it is not empty, and neither starts nor ends with a
/// space nor has two in a row.
fn single_spaced(line: &Line) -> bool {
    let mut previous = b' '; // a space before the start counts as a leading one
    for span in &line.spans {
        for b in span.text.bytes() {
            if b == b' ' && previous == b' ' {
                return false;
            }
            previous = b;
        }
    }
    previous != b' '
}

/// The bytes of `line`'s text.
fn bytes(line: &Line) -> usize {
    line.spans.iter().map(|span| span.text.len()).sum()
}

/// The columns of words `measured` as [`pieces`] gives them, one space
/// between each two.
fn columns(measured: &[Measure]) -> usize {
    let words: usize = measured.iter().map(|word| word.size + word.gap).sum();
    words - measured.first().map_or(0, |word| word.gap)
}

/// The number of columns `text` takes on a terminal: wide characters count
/// two, and colour escape sequences count nothing.
pub(crate) fn shown_width(text: &str) -> usize {
    if text.bytes().all(|b| (b' '..=b'~').contains(&b)) {
        return text.len(); // printable ASCII: one column a byte
    }
    if !text.contains('\u{1b}') {
        return width_of(text);
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
    width_of(&shown)
}

/// The columns of text without escape sequences. Counted a character at a
/// time while every character is printable ASCII or one of the signs our
/// tables and formulas use (dashes and quotes, arrows, mathematical
/// operators, box drawing, geometric shapes such as `●`, `·`, `…`,
/// subscript digits): none of them takes part in the sequences that
/// change a string's width (emoji with their selectors and joiners), which
/// need a character from outside this set. Most of them take one column
/// whatever the font, so only the blocks holding some of two columns
/// (technical signs such as `⌚`, shapes such as `◽`) are looked up. Any
/// other text is measured whole by `unicode-width`.
fn width_of(text: &str) -> usize {
    let mut columns = 0;
    for c in text.chars() {
        columns += match c {
            ' '..='~'
            | '\u{2010}'..='\u{2027}'
            | '\u{2190}'..='\u{22FF}'
            | '\u{2500}'..='\u{259F}'
            | '·'
            | '₀'..='₉' => 1,
            '\u{2300}'..='\u{24FF}' | '\u{25A0}'..='\u{25FF}' => {
                unicode_width::UnicodeWidthChar::width(c).unwrap_or(0)
            }
            _ => return text.width(),
        };
    }
    columns
}

/// Cuts `line` into lines at most `width` columns wide (as a terminal
/// shows them), at spaces only: the first line starts with `first`, the
/// others with `rest` (a hanging indent). A word longer than a whole line
/// (a 64-digit binary number in a narrow window) is cut into lines of its
/// own, each piece but the last ending in `…`; each piece of a word keeps
/// its mark.
pub(crate) fn wrap(line: &Line, width: usize, first: &str, rest: &str) -> Vec<Line> {
    // Most lines fit as they are: kept whole, spans and all.
    if fits_whole(line, width, first) {
        return vec![Line::new().plain(first).extend(line.clone())];
    }
    type Word = Vec<Span>;
    let size = |word: &Word| -> usize { word.iter().map(|span| shown_width(&span.text)).sum() };
    // The room for a piece of a long word, its `…` included.
    let room = width.saturating_sub(shown_width(first).max(shown_width(rest)));
    // Each piece of a cut word is measured as its word was, except that
    // only the first piece is joined to the word before: the pieces of a
    // word wider than a line must go on lines of their own.
    let mut cut: Vec<Word> = Vec::new();
    let mut measured: Vec<Measure> = Vec::new();
    for (word, whole) in words(line).into_iter().zip(pieces(line).2) {
        for (i, piece) in cut_long_word(word, room).into_iter().enumerate() {
            measured.push(Measure {
                size: size(&piece),
                joined: whole.joined && i == 0,
                ..whole
            });
            cut.push(piece);
        }
    }
    let mut words = cut.into_iter();
    breaks(&measured, width, shown_width(first), shown_width(rest))
        .into_iter()
        .enumerate()
        .map(|(i, count)| {
            let mut out = Line::new().plain(if i == 0 { first } else { rest });
            for (j, word) in words.by_ref().take(count).enumerate() {
                if j > 0 {
                    out = out.plain(" ");
                }
                out.spans.extend(word);
            }
            out
        })
        .collect()
}

/// A word as [`breaks`] takes it: its width, the spaces before it,
/// whether it is an operator, and whether it is joined to the word before.
#[derive(Debug, Clone, Copy)]
struct Measure {
    /// Its columns, as a terminal shows them.
    size: usize,
    /// The spaces between it and the word before, where no line breaks
    /// between them (one in a document; as typed in a session's text).
    gap: usize,
    /// A binary operator of a formula (see [`is_operator_text`]).
    operator: bool,
    /// Kept on the line of the word before it whenever their run fits a
    /// line (see [`joined`]).
    joined: bool,
}

/// Where [`wrap`] breaks a run of words, given each word as [`Measure`]
/// says: how many words go on each line, in order (none on no line).
///
/// Words joined to each other (a formula, a list of heaps, a command)
/// form a run that is never broken when it fits a line: when it does not
/// fit where it starts, it moves down whole, so "8 ⊕ 10 = 2" and
/// "nimstep moves 1 2 3" are read at one glance. A run wider than a whole
/// line is broken word by word, as prose is.
fn breaks(words: &[Measure], width: usize, first: usize, indent: usize) -> Vec<usize> {
    let mut lines: Vec<usize> = vec![0];
    let mut used = first;
    let mut start = 0;
    while start < words.len() {
        let end = start + 1 + words[start + 1..].iter().take_while(|w| w.joined).count();
        let run = columns(&words[start..end]);
        let current = lines.last_mut().expect("there is always a line");
        if *current > 0 && used + words[start].gap + run > width && indent + run <= width {
            lines.push(0);
            used = indent;
        }
        for k in start..end {
            let Measure {
                size,
                gap,
                operator,
                ..
            } = words[k];
            let current = lines.last_mut().expect("there is always a line");
            if *current > 0 && used + gap + size > width {
                // An operator never opens a line: when `⊕` does not fit, the
                // operand before it moves down with it, so the break falls
                // after the operator before that (`13 ⊕` / `12 ⊕ 8`).
                let carried = usize::from(operator && *current > 1);
                *current -= carried;
                used = indent
                    + if carried == 1 {
                        words[k - 1].size + gap
                    } else {
                        0
                    };
                lines.push(carried);
            } else if *current > 0 {
                used += gap;
            }
            used += size;
            *lines.last_mut().expect("there is always a line") += 1;
        }
        start = end;
    }
    lines.retain(|&count| count > 0);
    lines
}

/// Where plain `words` (each with the spaces typed before it) break when
/// written from column `first` of a line `width` wide, continuation lines
/// starting at column `indent`: how many words go on each line, by the
/// same rule as a document's text ([`breaks`]), so a session's formulas
/// and heap lists stay whole too.
pub(crate) fn plain_breaks(
    words: &[(usize, &str)],
    width: usize,
    first: usize,
    indent: usize,
) -> Vec<usize> {
    let mut before: Option<Kind> = None;
    let measured: Vec<Measure> = words
        .iter()
        .map(|&(gap, word)| {
            let kind = Kind {
                operator: is_operator_text(word),
                number: number_kind(std::iter::once(word)),
                code: [None; 2],
            };
            let joined = before.is_some_and(|before| joined(&before, &kind));
            before = Some(kind);
            Measure {
                size: shown_width(word),
                gap,
                operator: kind.operator,
                joined,
            }
        })
        .collect();
    breaks(&measured, width, first, indent)
}

/// A piece of a word: the index of its span and a range of that span's
/// text.
type Piece = (usize, std::ops::Range<usize>);

/// The words of a line as [`words`] finds them, without copying: each
/// word a run of pieces (a range of the pieces returned), each piece a
/// part of one span's text; and each word's width and whether it is an
/// operator and whether it is joined to the word before, as [`breaks`]
/// takes them, measured in the same pass.
#[allow(clippy::type_complexity)]
fn pieces(line: &Line) -> (Vec<Piece>, Vec<std::ops::Range<usize>>, Vec<Measure>) {
    // At most one piece a span and one more a space: sized once, not
    // grown piece by piece.
    let most = line
        .spans
        .iter()
        .map(|span| 1 + span.text.bytes().filter(|&b| b == b' ').count())
        .sum();
    let mut pieces = Vec::with_capacity(most);
    let mut words = Vec::with_capacity(most);
    let mut measured = Vec::with_capacity(most);
    let mut start = 0;
    let mut size = 0;
    let mut before: Option<Kind> = None;
    let mut end_word = |pieces: &Vec<Piece>, start: &mut usize, size: &mut usize| {
        let word = &pieces[*start..];
        let text = |&(span, ref range): &Piece| &line.spans[span].text[range.clone()];
        let kind = Kind {
            operator: word.len() == 1 && is_operator_text(text(&word[0])),
            number: number_kind(word.iter().map(text)),
            code: [word[0].0, word[word.len() - 1].0]
                .map(|span| (line.spans[span].mark == Mark::Code).then_some(span)),
        };
        let joined = before.is_some_and(|before| joined(&before, &kind));
        words.push(*start..pieces.len());
        measured.push(Measure {
            size: std::mem::take(size),
            gap: 1,
            operator: kind.operator,
            joined,
        });
        before = Some(kind);
        *start = pieces.len();
    };
    for (index, span) in line.spans.iter().enumerate() {
        let mut at = 0;
        for (i, piece) in span.text.split(' ').enumerate() {
            if i > 0 && pieces.len() > start {
                end_word(&pieces, &mut start, &mut size);
            }
            if !piece.is_empty() {
                pieces.push((index, at..at + piece.len()));
                size += shown_width(piece);
            }
            at += piece.len() + 1;
        }
    }
    if pieces.len() > start {
        end_word(&pieces, &mut start, &mut size);
    }
    (pieces, words, measured)
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

/// What decides whether a word is joined to its neighbours (see
/// [`joined`]).
#[derive(Debug, Clone, Copy)]
struct Kind {
    /// A binary operator of a formula.
    operator: bool,
    /// A number, and whether a list of numbers may go on after it.
    number: Option<Number>,
    /// The span of its first and of its last piece, when that span is code.
    code: [Option<usize>; 2],
}

/// A word that is a number, as a list of heaps (`5 8 10`) holds them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Number {
    /// Digits, perhaps after `(`: the list may go on.
    Open,
    /// Digits and then punctuation (`10,`, `10)`): the list ends here.
    Closed,
}

/// Whether `word` (its pieces' texts in order) is a number of a list:
/// digits, perhaps opened by `(` and closed by punctuation.
fn number_kind<'a>(word: impl Iterator<Item = &'a str>) -> Option<Number> {
    let text: String = word.collect();
    let body = text.strip_prefix('(').unwrap_or(&text);
    let digits = body.bytes().take_while(u8::is_ascii_digit).count();
    let tail = &body[digits..];
    match (digits, tail) {
        (0, _) => None,
        (_, "") => Some(Number::Open),
        (_, tail) if tail.bytes().all(|b| b",.;:)".contains(&b)) => Some(Number::Closed),
        _ => None,
    }
}

/// Whether `after` stays on the line of the word `before` it whenever
/// their run fits a line: next to a binary operator (a formula is read
/// whole: `8 ⊕ 10 = 2`), between the numbers of a list (`5 8 10` is one
/// position, `2 2` and `1` would read as two), and inside one code span
/// (a command is typed whole).
fn joined(before: &Kind, after: &Kind) -> bool {
    before.operator
        || after.operator
        || (before.number == Some(Number::Open) && after.number.is_some())
        || (before.code[1].is_some() && before.code[1] == after.code[0])
}

/// Whether a word of one piece is a binary operator of a formula.
fn is_operator_text(text: &str) -> bool {
    matches!(
        text,
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
pub(crate) fn check_fits(text: &str, width: u16) -> Result<(), Error> {
    // A character never takes more columns than it has bytes: only a line
    // of more bytes than columns needs measuring.
    let needed = text
        .lines()
        .map(|line| match line.len() <= usize::from(width) {
            true => 0,
            false => shown_width(line),
        })
        .max()
        .unwrap_or(0);
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
#[cfg(test)]
pub(crate) fn render_table(table: &Table, palette: &Palette, width: u16) -> String {
    let table = table.with_asked_in_brackets();
    let width = usize::from(width.max(1));
    Turned::default().alike(|out, turned| table_into(out, &table, palette, width, turned))
}

/// Appends `table` drawn to fit `width` (as [`render`] draws it) to `out`; a table that fits is
/// drawn as it is, and nothing is turned or copied before it is known to
/// be needed (a labelling can have a quarter of a million rows).
fn table_into(out: &mut String, table: &Table, palette: &Palette, width: usize, turned: &Turned) {
    let Some((tables, sideways)) = turned.cut(table, width) else {
        grid::draw(out, table, palette);
        return;
    };
    for (i, block) in tables.iter().enumerate() {
        if i > 0 {
            out.push_str("\n\n");
        }
        grid::draw(out, block, palette);
    }
    if let Some(note) = fit_note(sideways, tables.len()) {
        if !out.ends_with('\n') {
            out.push('\n');
        }
        wrap_into(out, &Line::from(note), width, ["", ""], palette);
        out.push('\n');
    }
}

/// The kinds of table (their head rows' text) turned on their side at one
/// width: those of which some table is too wide there to stand upright.
/// Every table of such a kind is turned where turning fits, so one kind of
/// table keeps one shape through a document, printed ([`render`],
/// [`Pieces`]) or presented (the pager's layout), and both turn the same
/// tables: at 48 columns 13 12 8's check table, whose "even"s make it too
/// wide to stand, is turned, and so is the stacked table of step 2, of the
/// same columns, which would fit upright.
///
/// Noted as tables are drawn (drawing needs only `&self`, hence the cell),
/// or beforehand by the presenter, which sees every step before it draws.
#[derive(Debug, Default)]
pub(crate) struct Turned {
    heads: RefCell<Vec<Vec<String>>>,
}

impl Turned {
    /// Notes `table`'s kind when it is too wide to stand upright in
    /// `width` columns; true when it fits upright.
    pub(crate) fn note(&self, table: &Table, width: usize) -> bool {
        let upright = grid::drawn_width(&grid::widths(table)) <= width;
        if !upright {
            let head = head_of(table);
            let mut heads = self.heads.borrow_mut();
            if !heads.contains(&head) {
                heads.push(head);
            }
        }
        upright
    }

    /// The tables `table` is drawn as in `width` columns, and whether they
    /// are turned: None when it is drawn as it stands, which it is when it
    /// fits upright and its kind is not turned. Otherwise on its side when
    /// that fits (heaps as columns); else cut into blocks of columns, the
    /// way that needs fewer, each repeating the first column. The
    /// presenter cuts these tables between rows, so that every part of a
    /// wide table is drawn as the whole is (a part of fewer rows may be
    /// narrow enough to stand upright, and would not match the part
    /// before).
    pub(crate) fn cut(&self, table: &Table, width: usize) -> Option<(Vec<Table>, bool)> {
        let upright = self.note(table, width);
        if upright && !self.heads.borrow().contains(&head_of(table)) {
            return None;
        }
        let sideways = grid::transposed_widths(table);
        if grid::drawn_width(&sideways) <= width {
            return Some((vec![table.turned()], true));
        }
        if upright {
            return None;
        }
        let widths = grid::widths(table);
        // Cut into blocks of columns the way that needs fewer blocks.
        let naming = naming(table, &widths, width);
        let here = groups(&widths, &order(table, naming), width);
        let transposed = table.turned();
        let turned = groups(&sideways, &order(&transposed, 0), width);
        Some(if turned.len() < here.len() {
            (blocks(&transposed, 0, &turned, sideways[0], width), true)
        } else {
            (blocks(table, naming, &here, widths[naming], width), false)
        })
    }

    /// What `draw` draws with the kinds of table turned so far, drawn a
    /// second time when drawing it turned a new kind: a table of that kind
    /// drawn before the one too wide may have stood upright.
    pub(crate) fn alike(&self, draw: impl Fn(&mut String, &Turned)) -> String {
        let known = self.heads.borrow().len();
        let mut out = String::new();
        draw(&mut out, self);
        if self.heads.borrow().len() > known {
            out.clear();
            draw(&mut out, self);
        }
        out
    }
}

/// The text of a table's head row: what makes tables of one kind.
fn head_of(table: &Table) -> Vec<String> {
    table.header.iter().map(Line::text).collect()
}

/// The column that names the rows, repeated at the left of every block
/// of a table cut by columns: the first, unless the first only numbers
/// the rows ("#") and the one after it (the position) names them in at
/// most a third of `width` (the columns are `widths` wide).
fn naming(table: &Table, widths: &[usize], width: usize) -> usize {
    let numbers_rows = table.header.first().is_some_and(|h| h.text().trim() == "#");
    let second = widths.get(1).copied().unwrap_or(usize::MAX);
    usize::from(numbers_rows && widths.len() > 2 && second.saturating_mul(3) <= width)
}

/// Whether column `index` holds verdicts compared with each other: every
/// body cell P or N (a mark such as ✗ aside), or a heading "agree".
fn is_verdict(table: &Table, index: usize) -> bool {
    let heading = table.header.get(index).map(Line::text).unwrap_or_default();
    let verdict = |row: &Vec<Line>| {
        let cell = row.get(index).map(Line::text).unwrap_or_default();
        matches!(cell.trim_matches(|c: char| !c.is_alphanumeric()), "P" | "N")
    };
    heading.trim() == "agree" || !table.rows.is_empty() && table.rows.iter().all(verdict)
}

/// The columns other than the naming one, in the order they are cut into
/// blocks: as they stand, except that the verdict columns (a label and
/// the rule it is checked against) stand together where the first of
/// them is, so that a block shows what is compared, and a "#" that only
/// numbers the rows (when `naming` is 1) goes last.
fn order(table: &Table, naming: usize) -> Vec<usize> {
    let others = (0..table.header.len()).filter(|&i| i != naming && !(naming == 1 && i == 0));
    let verdicts: Vec<usize> = others.clone().filter(|&i| is_verdict(table, i)).collect();
    let mut order = Vec::new();
    for i in others {
        match verdicts.first() {
            Some(&first) if i == first => order.extend(&verdicts),
            _ if verdicts.contains(&i) => {}
            _ => order.push(i),
        }
    }
    if naming == 1 {
        order.push(0);
    }
    order
}

/// The columns of a table whose columns are `widths` wide, taken in
/// `order`, cut into runs that fit `width` beside the naming column (the
/// one [`order`] leaves out).
fn groups(widths: &[usize], order: &[usize], width: usize) -> Vec<Vec<usize>> {
    let Some(heading) = (0..widths.len()).find(|i| !order.contains(i)) else {
        return Vec::new();
    };
    let heading = widths[heading];
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut used = heading + 4;
    for &i in order {
        let w = widths[i];
        match groups.last_mut() {
            Some(group) if used + w + 3 <= width => group.push(i),
            _ => {
                groups.push(vec![i]);
                used = heading + 4;
            }
        }
        used += w + 3;
    }
    groups
}

/// The blocks of `table`, one per group of columns, each repeating the
/// naming column (`heading` wide); a block still too wide has its second
/// column wrapped.
fn blocks(
    table: &Table,
    naming: usize,
    groups: &[Vec<usize>],
    heading: usize,
    width: usize,
) -> Vec<Table> {
    groups
        .iter()
        .map(|columns| {
            let block = pick_columns(table, naming, columns);
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

/// The naming column and the columns at `indices`, in order.
fn pick_columns(table: &Table, naming: usize, indices: &[usize]) -> Table {
    let pick = |row: &[Line]| -> Vec<Line> {
        std::iter::once(naming)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_table_written_in_pieces_is_drawn_in_runs_under_its_header() {
        use crate::render::Report;
        use crate::solve::move_list::list;
        let small = list(&[3, 4, 5], crate::game::Rules::Normal);
        let mut pieces = Pieces::new(Palette::plain(), 80);
        let written: String = small.pieces().map(|p| pieces.text(p)).collect();
        assert_eq!(
            written,
            render(&small.documents()[0], &Palette::plain(), 80)
        );
        let heaps: Vec<u64> = (1..=1200).collect();
        let long = list(&heaps, crate::game::Rules::Normal);
        let mut pieces = Pieces::new(Palette::plain(), 80);
        let written: String = long.pieces().map(|p| pieces.text(p)).collect();
        let headers = written.lines().filter(|l| l.starts_with("│ heap ")).count();
        let nimstep_core::solve::move_list::MovesOf::Nim(moves) = &long.of else {
            panic!("a list of Nim's moves");
        };
        assert_eq!(
            headers,
            moves.rows.len().div_ceil(nimstep_core::render::RUN)
        );
        assert!(written.contains("#1200"));
        assert!(
            written.trim_end().ends_with("leaves an N-position."),
            "{written}"
        );
        assert!(written.contains("1. Every move") && written.contains("2. What the list shows"));
    }

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
    fn formulas_heap_lists_and_commands_stay_whole_when_they_fit() {
        let line = Line::new()
            .plain("so 8 ⊕ 10 = 2, in 5 8 10 (s = 7), then try ")
            .mark("nimstep explain --misere 2 2 1", Mark::Code)
            .plain(" and see.");
        let runs = [
            "8 ⊕ 10 = 2,",
            "5 8 10",
            "(s = 7),",
            "nimstep explain --misere 2 2 1",
        ];
        for width in 32..60 {
            let text: Vec<String> = wrap(&line, width, "", "  ")
                .iter()
                .map(Line::text)
                .collect();
            for run in runs {
                assert!(text.iter().any(|l| l.contains(run)), "{width}: {text:?}");
            }
            assert!(
                text.iter().all(|l| shown_width(l) <= width),
                "{width}: {text:?}"
            );
        }
        // Wider than the line: broken as prose is, never overflowing.
        for width in 8..20 {
            let text: Vec<String> = wrap(&line, width, "", "").iter().map(Line::text).collect();
            assert!(
                text.iter().all(|l| shown_width(l) <= width),
                "{width}: {text:?}"
            );
            assert_eq!(text.join(" "), line.text(), "{width}");
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
    fn code_is_shown_as_is_without_backticks() {
        let line = Line::new()
            .plain("try ")
            .mark("nimstep play 9 9", Mark::Code)
            .plain(".");
        let lines = wrap(&line, 80, "", "");
        assert_eq!(
            Palette::plain().paint_line(&lines[0]),
            "try nimstep play 9 9."
        );
        let narrow: Vec<String> = wrap(&line, 12, "", "").iter().map(Line::text).collect();
        assert_eq!(narrow, ["try nimstep", "play 9 9."]);
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

    /// Lesson 7's labelling table at 60 and 40 columns was cut with "#"
    /// repeated at the left and the label and the misère rule it is
    /// checked against in different blocks (issue 20): now each block is
    /// named by the position, and the two verdicts share one.
    #[test]
    fn a_table_cut_by_columns_repeats_the_position_and_keeps_verdicts_together() {
        let row = |i: usize, position: &str, label: &str, why: &str, rule: &str| {
            [&i.to_string(), position, label, why, "0", rule]
                .map(Line::from)
                .to_vec()
        };
        let table = Table {
            header: ["#", "position", "label", "why", "nim-sum", "misère rule"]
                .map(Line::from)
                .to_vec(),
            rows: vec![
                row(1, "(0, 0, 0)", "N", "terminal: last stone taken", "N"),
                row(2, "(0, 0, 1)", "P", "every move → N", "P ✗"),
                row(3, "(0, 1, 1)", "N", "moves to P: 1 → 0", "N"),
                row(4, "(1, 1, 1)", "P", "every move → N", "P"),
            ],
            asked: None,
        };
        for width in [60, 40] {
            let text = render_table(&table, &Palette::plain(), width);
            let heads: Vec<&str> = text.lines().filter(|l| l.contains("position")).collect();
            assert!(heads.len() >= 2, "{text}");
            for head in &heads {
                assert!(head.starts_with("│ position"), "{text}");
            }
            assert!(
                heads.iter().any(|h| h.contains("label ┆ misère rule")),
                "{text}"
            );
            assert!(text.contains("┆ 2 │"), "the row numbers stay: {text}");
        }
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
    fn signs_are_counted_as_unicode_width_counts_them() {
        let signs = ('\u{2010}'..='\u{2027}')
            .chain('\u{2190}'..='\u{25FF}')
            .chain(['·', '₀', '₂', '₉']);
        for c in signs {
            for text in [format!("{c}"), format!("a{c}b{c}"), format!("{c}\u{fe0f}")] {
                assert_eq!(shown_width(&text), text.width(), "{text:?}");
            }
        }
    }

    #[test]
    fn too_narrow_names_the_width_needed() {
        let err = check_fits("a\n123456", 4).unwrap_err().to_string();
        assert!(err.contains("needs 6"), "{err}");
        assert!(check_fits("a\n1234", 4).is_ok());
    }
}
