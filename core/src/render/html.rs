//! The HTML renderer: one self-contained page (styles and pictures inline,
//! nothing fetched), which is a whole walkthrough top to bottom and, with
//! scripting on, a slide deck of one step per slide.
//!
//! Every piece of text goes through maud's `html!`, which escapes it; the
//! only unescaped markup is our own style sheet and our own script (a
//! lesson reaches this module as a [`Document`], its author's raw HTML
//! already plain text).

use crate::deck;
use crate::doc::{Block, Document, Heaps, Item, Line, Mark, Section, Table};
use crate::render::Piece;
use maud::{html, Markup, PreEscaped, DOCTYPE};
use std::io::{self, Write};

mod fit;
mod narrow;

/// The style sheet of every page: light and dark schemes, slides, print.
const STYLE: &str = include_str!("html/style.css");

/// The script that turns the sections of a page into slides.
const SCRIPT: &str = include_str!("html/slides.js");

/// The most stones drawn in one heap; larger heaps are not drawn, because
/// a row of hundreds of stones teaches nothing.
const MAX_STONES: u64 = 40;

/// The most stones on one line of a picture on a phone (two fives): a
/// heap of more goes on over several lines, as rows of ten, so the
/// picture is narrow enough for a phone to draw it at full size, its
/// labels at 14 px or more. Paper has these rows too.
const STONES_PER_LINE: u64 = 10;

/// The most stones on one line on a wider screen (four fives): a heap of
/// up to twenty is one row, so 13 and 12 do not look alike, and the
/// picture still fits any screen of 800 px or more (the style shows it
/// there, the rows of ten elsewhere).
const STONES_PER_WIDE_LINE: u64 = 20;

/// The most heaps drawn in one picture.
const MAX_HEAP_ROWS: usize = 12;

/// A whole page for the documents of one command, one after another (most
/// commands have one; a worksheet has a sheet and its key, the key starting
/// on a new printed page); the first one's title names the page. Each
/// section is one step: one slide.
pub fn render(docs: &[Document]) -> String {
    handout(docs, &[])
}

/// What the top of a worksheet printed with its key says.
fn teachers_copy() -> Markup {
    html! {
        p.notice role="note" {
            strong { "Teacher's copy: this file holds the answer key." }
            " It is printed on the last pages, and only hidden on screen: print \
            preview and the page's source show it. Do not give this file to \
            students; print their sheet without the key (" code { "--key none" }
            ", the default) and keep the key apart with " code { "--key-file FILE" } "."
        }
    }
}

/// A page of the documents `shown`, followed by documents for paper only
/// (`printed`: a worksheet's key after its sheet), each on a printed page
/// of its own and never on screen: the sheet, projected as slides or
/// opened by a student, holds no answers, and → past its last position
/// does not reach them.
pub fn handout(shown: &[Document], printed: &[Document]) -> String {
    let title = shown
        .iter()
        .chain(printed)
        .next()
        .map(|d| d.title.text())
        .unwrap_or_default();
    // A file that holds the key says so at its top, on screen and on
    // paper: the key is hidden on screen only, and a file shared with a
    // student (print preview, the page's source) would give it away.
    let notice = (!printed.is_empty()).then(teachers_copy);
    let all = html! {
        @for (i, doc) in shown.iter().enumerate() {
            (article(doc, false, notice.as_ref().filter(|_| i == 0)))
        }
        @for doc in printed {
            (article(doc, true, None))
        }
    };
    page(&title, None, all)
}

/// A document as the body of a page: its title, then its steps
/// ([`deck::steps`]: a lesson's worked examples bring their own steps), each
/// cut by [`deck::parts`] into slides that fit a 16:9 screen, as the
/// terminal presenter cuts them to fit its screen.
pub fn body(doc: &Document) -> Markup {
    article(doc, false, None)
}

/// [`body`], on paper only when `paper` (`article.paper`, which the style
/// sheet hides on screen and the slide script leaves out).
/// A `notice` goes above its title, on the first slide and the first
/// printed page.
fn article(doc: &Document, paper: bool, notice: Option<&Markup>) -> Markup {
    html! {
        article.doc.paper[paper] {
            @if let Some(notice) = notice {
                (notice)
            }
            h1 { (line(&doc.title)) }
            (steps(deck::steps(doc)))
        }
    }
}

/// Steps as slides, each cut by [`deck::parts`] into parts that fit. A
/// kind of table too wide for a phone anywhere in them is turned on a
/// phone everywhere ([`narrow`]).
fn steps(steps: Vec<deck::Step>) -> Markup {
    let turned = narrow::turned_kinds(steps.iter().flat_map(|step| step.blocks));
    html! {
        @for step in steps {
            @let level = if step.embedded { 3 } else { 2 };
            @let parts = deck::parts(step.blocks, |blocks| fit::fits(&step, blocks));
            @let count = parts.len();
            @for (i, blocks) in parts.iter().enumerate() {
                (section(&step, blocks, (i, count), Shown { level, turned: &turned }))
            }
        }
    }
}

/// How a block is shown: its heading's level (2, or 3 in a worked
/// example; its own headings a level down), and the kinds of table a
/// phone turns on their side throughout the deck.
#[derive(Clone, Copy)]
struct Shown<'a> {
    level: u8,
    turned: &'a [Vec<String>],
}

impl Shown<'_> {
    /// The same, a level down.
    fn deeper(self) -> Self {
        Shown {
            level: self.level + 1,
            ..self
        }
    }
}

/// Writes a report's pieces ([`Piece`]) as one page, each piece as soon as
/// it comes: the page [`render`] makes of whole documents, except that a
/// long table's later runs are slides of their own, "(continued)".
pub fn write(out: &mut dyn Write, pieces: Box<dyn Iterator<Item = Piece> + '_>) -> io::Result<()> {
    /// Where the documents go in the page around them.
    const HOLE: &str = "\u{0}";
    let mut pieces = pieces.peekable();
    let title = match pieces.peek() {
        Some(Piece::Document(doc, _)) => doc.title.text(),
        _ => String::new(),
    };
    let whole = page(&title, None, PreEscaped(HOLE.to_string()));
    let (before, after) = whole.split_once(HOLE).unwrap_or((&whole, ""));
    out.write_all(before.as_bytes())?;
    // The document being written (its title, whether it is numbered, the
    // sections written so far, the last of them), and its count of
    // sections in all.
    let mut current: Option<(Document, usize, usize)> = None;
    for piece in pieces {
        let text = match piece {
            Piece::Document(doc, in_all) => {
                let mut text = String::from(if current.is_some() { "</article>" } else { "" });
                text.push_str("<article class=\"doc\">");
                text.push_str(&html! { h1 { (line(&doc.title)) } }.into_string());
                text.push_str(&continued(&doc, 0, in_all, false).into_string());
                let written = doc.sections.len();
                current = Some((doc, written, in_all));
                text
            }
            Piece::Rows(rows) => {
                let Some((doc, written, in_all)) = current.as_ref() else {
                    continue;
                };
                let Some(last) = doc.sections.last() else {
                    continue;
                };
                let header = match last.blocks.last() {
                    Some(Block::Table(table)) => table.header.clone(),
                    _ => Vec::new(),
                };
                let run = Document {
                    numbered: doc.numbered,
                    title: doc.title.clone(),
                    sections: vec![Section::new(format!("{} (continued)", last.heading)).table(
                        Table {
                            header,
                            rows,
                            asked: None,
                        },
                    )],
                };
                continued(&run, written - 1, *in_all, true).into_string()
            }
            Piece::Sections(sections) => {
                let Some((doc, written, in_all)) = current.as_mut() else {
                    continue;
                };
                doc.sections = sections;
                let text = continued(doc, *written, *in_all, true).into_string();
                *written += doc.sections.len();
                text
            }
        };
        out.write_all(text.as_bytes())?;
    }
    if current.is_some() {
        out.write_all(b"</article>")?;
    }
    out.write_all(after.as_bytes())
}

/// The slides of the sections of `doc`, the first of them section `from`
/// of a document of `in_all`; `later` when they come after its opening
/// slide.
fn continued(doc: &Document, from: usize, in_all: usize, later: bool) -> Markup {
    let mut steps = deck::steps(doc);
    if from > 0 || in_all != doc.sections.len() {
        for (index, step) in steps.iter_mut().enumerate() {
            step.number = doc.step_number_of(from + index, in_all);
            step.opens &= !later;
        }
    }
    self::steps(steps)
}

/// Links from one page of a course to its neighbours.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Links {
    /// The contents page: `(file name, its title)`.
    pub contents: (String, String),
    /// The page before, if any.
    pub previous: Option<(String, String)>,
    /// The page after, if any.
    pub next: Option<(String, String)>,
}

/// A complete page around `body`, whose slides are its `section.step`
/// elements, with a navigation bar when `links` are given.
pub fn page(title: &str, links: Option<&Links>, body: Markup) -> String {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="color-scheme" content="light dark";
                meta name="generator" content="nimstep";
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                @if let Some(links) = links {
                    (nav(links))
                }
                main { (body) }
                div.controls hidden role="group" aria-label="Slide controls" {
                    button #prev type="button" title="Previous (← or PageUp)" { "←" }
                    span #count aria-live="polite" {}
                    button #next type="button" title="Next (→, PageDown or Space)" { "→" }
                    button #help type="button" title="Keys (?)" aria-label="Keys" { "?" }
                    button #full type="button" title="Full screen (f)" aria-label="Full screen" {
                        svg viewBox="0 0 18 18" aria-hidden="true" {
                            path d="M1 6V1h5M12 1h5v5M17 12v5h-5M6 17H1v-5" {}
                        }
                    }
                }
                div.progress aria-hidden="true" { div #bar {} }
                // Shown by the slide script while the part goes on below
                // the slide area (a phone held upright).
                button #more type="button" hidden title="Scroll on (↓)" { "↓ more below" }
                div #keys hidden role="dialog" aria-label="Keys" {
                    table {
                        thead { tr { th scope="col" { "keys" } th scope="col" { "do" } } }
                        tbody {
                            @for (keys, what) in deck::KEYS {
                                tr { th scope="row" { (keys) } td { (what) } }
                            }
                        }
                    }
                    p { "Any key returns to the slide." }
                }
                div #blank hidden {}
                script { (PreEscaped(SCRIPT)) }
            }
        }
    }
    .into_string()
}

/// The navigation bar of a course page.
fn nav(links: &Links) -> Markup {
    let (contents, contents_title) = &links.contents;
    html! {
        nav.course aria-label="Course" {
            @if let Some((href, title)) = &links.previous {
                a rel="prev" href=(href) title=(title) { "← previous" }
            }
            a href=(contents) { (contents_title) }
            @if let Some((href, title)) = &links.next {
                a rel="next" href=(href) title=(title) { "next →" }
            }
        }
    }
}

/// One part (`part` of `parts`, from 0) of a step as one slide, its
/// heading at `shown.level` (2, or 3 in a worked example). Each slide carries the
/// title of its document, seen only as slides: as the title on a
/// document's first slide, as a small label on the others; a worked
/// example's title opens it on paper too. Answers to exercises are folded
/// under a summary, closed until clicked. A later part is marked as one,
/// and the "(part 1 of 2)" of a heading is set apart (`span.part`), so
/// that on paper and without the script the parts read as one section.
fn section(
    step: &deck::Step,
    blocks: &[Block],
    (part, parts): (usize, usize),
    shown: Shown,
) -> Markup {
    let title = line(step.title);
    let which = (parts > 1).then(|| deck::part_heading("", part, parts));
    let opens = step.opens && part == 0;
    html! {
        section.step.cont[part > 0]
            data-part=[(parts > 1).then_some(part + 1)]
            data-parts=[(parts > 1).then_some(parts)] {
            @if opens && step.embedded {
                p.doc-title { (title) }
            } @else if opens {
                p.kicker.opens { (title) }
            } @else {
                p.kicker { (title) }
            }
            @if step.answers {
                (self::part(&step.heading, which.as_deref(), &[], step.number, shown))
                details.answers {
                    summary { "Show the answers" }
                    (self::part("", None, blocks, None, shown))
                }
            } @else {
                (self::part(&step.heading, which.as_deref(), blocks, step.number, shown))
            }
        }
    }
}

/// A section's heading (none when it is empty), followed by which part of
/// its step this is when it has several, and its blocks.
fn part(
    heading_text: &str,
    which: Option<&str>,
    blocks: &[Block],
    number: Option<usize>,
    shown: Shown,
) -> Markup {
    let text = html! {
        @if let Some(n) = number { span.n { (n) } " " }
        (raised(heading_text))
        @if let Some(which) = which {
            @if !heading_text.is_empty() { " " }
            span.part { (which) }
        }
    };
    html! {
        @if !heading_text.is_empty() || which.is_some() { (heading(shown.level, text)) }
        @for b in blocks {
            (block(b, shown))
        }
    }
}

/// A heading of `level` (2 to 6).
fn heading(level: u8, text: Markup) -> Markup {
    html! {
        @match level {
            0..=2 => h2 { (text) },
            3 => h3 { (text) },
            4 => h4 { (text) },
            5 => h5 { (text) },
            _ => h6 { (text) },
        }
    }
}

/// One block of a section whose heading is at `shown.level`.
fn block(b: &Block, shown: Shown) -> Markup {
    match b {
        Block::Paragraph(text) => html! { p { (line(text)) } },
        Block::Bullets(items) => html! {
            ul { @for it in items { (item(it, shown)) } }
        },
        Block::Numbered(start, items) => html! {
            ol start=(start) { @for it in items { (item(it, shown)) } }
        },
        Block::Table(t) => table(t, shown.turned),
        Block::Heading(text) => heading(shown.level + 1, line(text)),
        Block::Quote(blocks) => html! {
            blockquote { @for inner in blocks { (block(inner, shown)) } }
        },
        Block::Code(text) => html! { pre { code { (text) } } },
        Block::Embedded(doc) => html! {
            div.embedded {
                p.doc-title { (line(&doc.title)) }
                @for (i, s) in doc.sections.iter().enumerate() {
                    (part(&s.heading, None, &s.blocks, doc.step_number(i), shown.deeper()))
                }
            }
        },
        Block::Heaps(heaps) => stones(heaps),
        Block::Space(lines) => work_space(*lines),
    }
}

/// One list item: its text, then the blocks nested in it.
fn item(item: &Item, shown: Shown) -> Markup {
    html! {
        li {
            (line(&item.line))
            @for b in &item.blocks { (block(b, shown)) }
        }
    }
}

/// Room to write by hand: a box of `lines` ruled lines, each a line of
/// its own (a border, which prints whatever the printer's "background
/// graphics" setting, and every box the same: a background gradient lost
/// some of its thin lines on paper).
fn work_space(lines: u8) -> Markup {
    html! {
        div.work role="presentation" {
            @for _ in 0..lines { div.rule {} }
        }
    }
}

/// A line of text, each marked span in an element that shows its mark by
/// weight, underline or outline, and by colour.
fn line(line: &Line) -> Markup {
    html! {
        @for span in &line.spans {
            @match (span.mark, mark_class(span.mark)) {
                (Mark::Emphasis, _) => em { (raised(&span.text)) },
                (Mark::Code, _) => code { (span.text) },
                (_, None) => (raised(&span.text)),
                (_, Some(class)) => span class=(class) { (raised(&span.text)) },
            }
        }
    }
}

/// `text` with each power written as the text formats write it (`2^63`)
/// raised as a superscript (`2⁶³`), as print sets it; code is left as
/// typed, and a `^` with no digits after it (the flip marks) stays.
fn raised(text: &str) -> std::borrow::Cow<'_, str> {
    const SUPERSCRIPT: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    if !text.contains('^') {
        return text.into();
    }
    let mut out = String::with_capacity(text.len() + 8);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '^' || !chars.peek().is_some_and(char::is_ascii_digit) {
            out.push(c);
            continue;
        }
        while let Some(digit) = chars.peek().and_then(|d| d.to_digit(10)) {
            out.push(SUPERSCRIPT[digit as usize]);
            chars.next();
        }
    }
    out.into()
}

/// The class of a mark; the style sheet draws each one with a shape or a
/// weight as well as a colour, so no mark depends on colour alone.
fn mark_class(mark: Mark) -> Option<&'static str> {
    Some(match mark {
        Mark::Plain | Mark::Emphasis | Mark::Code => return None,
        Mark::Strong => "m-strong",
        Mark::One => "m-one",
        Mark::Odd => "m-odd",
        Mark::Chosen => "m-chosen",
        Mark::Flipped => "m-flipped",
        Mark::Win => "m-win",
        Mark::Lose => "m-lose",
        Mark::Dim => "m-dim",
    })
}

/// A table, and when a phone shows it otherwise ([`narrow::for_phone`]:
/// turned on its side, as every table of its kind in `turned`, or cut into
/// blocks of columns) that drawing too, for the style sheet to show on a
/// phone in its place, with a note under a table turned or cut.
fn table(table: &Table, turned: &[Vec<String>]) -> Markup {
    let shown = table.with_asked_in_brackets();
    let Some((tables, sideways)) = narrow::for_phone(&shown, turned) else {
        return grid(table);
    };
    html! {
        div.for-wide { (grid(table)) }
        div.for-phone {
            @for t in &tables { (grid(t)) }
            @if let Some(note) = crate::doc::fit_note(sideways, tables.len()) { p.fit-note { (note) } }
        }
    }
}

/// A table with a header row (`th scope="col"`) and the first cell of each
/// row as its row header; numeric columns right-aligned; cells reading just
/// `P` or `N` drawn as the cells of a P/N grid, the one asked about ringed;
/// cells of words marked, so that a phone lets them wrap.
/// Wide tables scroll inside their own box, never the page.
fn grid(table: &Table) -> Markup {
    let columns = table.header.len();
    let numeric: Vec<bool> = (0..columns).map(|i| table.is_numeric_column(i)).collect();
    let outcome = |cell: &Line| match cell.text().trim() {
        "P" => Some("pn p"),
        "N" => Some("pn n"),
        _ => None,
    };
    let class = |r: usize, i: usize, cell: &Line| match outcome(cell) {
        Some(pn) if table.asked == Some((r, i)) => Some(format!("{pn} asked")),
        Some(pn) => Some(pn.to_string()),
        None if numeric[i] => Some("num".to_string()),
        None => narrow::words(&cell.text()).then(|| "words".to_string()),
    };
    let heading_class = |i: usize| {
        let grid = !table.rows.is_empty()
            && table
                .rows
                .iter()
                .all(|row| row.get(i).and_then(outcome).is_some());
        if grid {
            Some("pn-col")
        } else {
            numeric[i].then_some("num")
        }
    };
    // What each cell shows: the cell asked about in brackets too, for a
    // page printed without colour.
    let shown = table.with_asked_in_brackets();
    let empty = Line::new();
    html! {
        div.table-wrap {
            table {
                thead {
                    tr {
                        @for (i, cell) in table.header.iter().enumerate() {
                            th scope="col" class=[heading_class(i)] { (line(cell)) }
                        }
                    }
                }
                tbody {
                    @for (r, row) in table.rows.iter().enumerate() {
                        tr {
                            @for i in 0..columns {
                                @let cell = row.get(i).unwrap_or(&empty);
                                @let text = shown.rows[r].get(i).unwrap_or(&empty);
                                @if i == 0 {
                                    th scope="row" class=[class(r, i, cell)] { (line(text)) }
                                } @else {
                                    td class=[class(r, i, cell)] { (line(text)) }
                                }
                            }
                        }
                    }
                }
            }
        }
        // Shown by the slide script when the table is wider than its box.
        p.scroll-cue hidden { "scroll → for more columns" }
    }
}

/// Whether the heaps are drawn: not when they are too many or too large
/// to draw usefully.
fn drawn(heaps: &Heaps) -> bool {
    let largest = heaps.sizes.iter().copied().max().unwrap_or(0);
    !heaps.sizes.is_empty() && heaps.sizes.len() <= MAX_HEAP_ROWS && largest <= MAX_STONES
}

/// The heaps as rows of stones in an inline SVG picture, the stones a move
/// takes faded and crossed out; nothing when the heaps are too many or too
/// large to draw usefully. A heap of more than ten stones is drawn twice,
/// in rows of ten (a phone, paper) and of twenty (a wider screen): the
/// style shows one.
fn stones(heaps: &Heaps) -> Markup {
    if !drawn(heaps) {
        return html! {};
    }
    let largest = heaps.sizes.iter().copied().max().unwrap_or(0);
    html! {
        figure.heaps {
            @if largest > STONES_PER_LINE {
                (picture(heaps, STONES_PER_LINE, Some("narrow")))
                (picture(heaps, STONES_PER_WIDE_LINE, Some("wide")))
            } @else {
                (picture(heaps, STONES_PER_LINE, None))
            }
            figcaption { (heaps.caption) }
        }
    }
}

/// One drawing of the heaps, `per_line` stones a line at most, with a
/// little more space after every fifth stone so stones can be counted.
fn picture(heaps: &Heaps, per_line: u64, class: Option<&str>) -> Markup {
    const STEP: u64 = 26;
    const RADIUS: u64 = 10;
    const LABEL: u64 = 96;
    const LINE: u64 = 26;
    const ROW_GAP: u64 = 8;
    const GAP: u64 = 8;
    let largest = heaps.sizes.iter().copied().max().unwrap_or(0);
    let lines = |size: u64| size.div_ceil(per_line).max(1);
    let x = |stone: u64| {
        let column = stone % per_line;
        LABEL + column * STEP + column / 5 * GAP + RADIUS
    };
    let width = x(largest.clamp(1, per_line) - 1) + RADIUS + 4;
    // The top of each heap's first line.
    let tops: Vec<u64> = heaps
        .sizes
        .iter()
        .scan(4, |top, &size| {
            let this = *top;
            *top += lines(size) * LINE + ROW_GAP;
            Some(this)
        })
        .collect();
    let height = heaps
        .sizes
        .last()
        .map_or(0, |&size| tops[tops.len() - 1] + lines(size) * LINE)
        + 4;
    let taken_from = |row: usize, size: u64| match heaps.taken {
        Some((heap, take)) if heap == row => size.saturating_sub(take),
        _ => size,
    };
    html! {
        svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label=(heaps.caption) class=[class]
            viewBox=(format!("0 0 {width} {height}")) width=(width) height=(height)
            style=(format!("--w:{width}")) {
            title { (heaps.caption) }
            @for (row, &size) in heaps.sizes.iter().enumerate() {
                @let top = tops[row] + LINE / 2;
                @let first_taken = taken_from(row, size);
                text.heap-label x="0" y=(top + 5) { "#" (row + 1) " · " (size) }
                @for stone in 0..size {
                    @let (x, y) = (x(stone), top + stone / per_line * LINE);
                    @if stone >= first_taken {
                        g.taken {
                            circle cx=(x) cy=(y) r=(RADIUS) {}
                            line x1=(x - 8) y1=(y - 8) x2=(x + 8) y2=(y + 8) {}
                            line x1=(x - 8) y1=(y + 8) x2=(x + 8) y2=(y - 8) {}
                        }
                    } @else {
                        circle.stone cx=(x) cy=(y) r=(RADIUS) {}
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc::Section;

    fn doc(text: &str) -> Document {
        Document {
            numbered: true,
            title: Line::from(text),
            sections: vec![Section::new(text).paragraph(text).table(Table {
                header: vec![text.into(), "n".into()],
                rows: vec![vec![text.into()]],
                asked: None,
            })],
        }
    }

    #[test]
    fn every_text_is_escaped() {
        let page = render(&[doc("<script>alert(1)</script> & \"x\"")]);
        assert!(!page.contains("<script>alert"), "{page}");
        assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp;"));
    }

    #[test]
    fn prose_blocks_and_embedded_documents_are_rendered() {
        let inner = doc("<b>");
        let lesson = Document {
            numbered: false,
            title: Line::from("L"),
            sections: vec![Section::new("")
                .block(Block::Heading(Line::from("Sub")))
                .block(Block::Numbered(3, vec!["three".into()]))
                .block(Block::Quote(vec![Block::Paragraph(
                    Line::new().mark("q", Mark::Emphasis),
                )]))
                .block(Block::Code("a < b\n".into()))
                .block(Block::Embedded(inner))],
        };
        let page = render(&[lesson]);
        assert!(
            page.contains(r#"<ol start="3"><li>three</li></ol>"#),
            "{page}"
        );
        assert!(page.contains("<blockquote><p><em>q</em></p></blockquote>"));
        assert!(page.contains("<pre><code>a &lt; b\n</code></pre>"));
        assert!(page.contains("<h3>Sub</h3>"));
        // The embedded document: its title, then its section one level down.
        assert!(page.contains(r#"<p class="doc-title">&lt;b&gt;</p><h3>&lt;b&gt;</h3>"#));
        // A section without a heading has no empty heading element.
        assert!(!page.contains("<h2></h2>"));
    }

    #[test]
    fn ragged_rows_get_every_cell() {
        let page = render(&[doc("a")]);
        assert!(
            page.contains(r#"<tr><th scope="row">a</th><td></td></tr>"#),
            "{page}"
        );
    }

    #[test]
    fn powers_are_raised_outside_code() {
        assert_eq!(
            raised("the 8 (2^3) column, 2^63 − 1"),
            "the 8 (2³) column, 2⁶³ − 1"
        );
        assert_eq!(raised("^"), "^");
        assert_eq!(raised("2^d − 1 and x^"), "2^d − 1 and x^");
        let shown = line(
            &Line::new()
                .plain("2^10 = ")
                .mark("1024", Mark::Strong)
                .mark("2^3", Mark::Code),
        )
        .into_string();
        assert_eq!(
            shown,
            r#"2¹⁰ = <span class="m-strong">1024</span><code>2^3</code>"#
        );
    }

    #[test]
    fn stones_are_drawn_only_when_few() {
        let heaps = |sizes: Vec<u64>| Heaps {
            sizes,
            taken: Some((0, 2)),
            caption: "c".into(),
        };
        let drawn = stones(&heaps(vec![3, 1])).into_string();
        assert_eq!(drawn.matches("<circle").count(), 4);
        assert_eq!(drawn.matches(r#"<g class="taken">"#).count(), 2);
        assert!(stones(&heaps(vec![MAX_STONES + 1]))
            .into_string()
            .is_empty());
        // 25 stones: ten on each of the first two lines, five on the
        // third; 96 units of label, ten stones 26 apart, one gap of 8, the
        // last stone's radius and a margin of 4.
        // Drawn twice: in rows of ten, and of twenty (three gaps, two
        // lines).
        let three_lines = stones(&heaps(vec![25])).into_string();
        assert_eq!(three_lines.matches("<circle").count(), 50);
        assert!(
            three_lines.contains(r#"class="narrow" viewBox="0 0 362 86""#),
            "{three_lines}"
        );
        assert!(
            three_lines.contains(r#"class="wide" viewBox="0 0 638 60""#),
            "{three_lines}"
        );
    }
}
