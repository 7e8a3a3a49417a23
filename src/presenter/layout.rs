//! The steps of a presentation laid out for a terminal of a given size:
//! each step cut by [`deck::parts`] into parts whose lines, under the
//! title and above the status line, fit the screen.

use super::pager::{Cover, Layout};
use super::split::split_tall;
use crate::deck::{self, Step};
use crate::doc::{fit_note, Block, Item, Line, Section};
use crate::palette::Palette;
use crate::render::grid;
use crate::render::terminal::{render_section, render_title, shown_width, wrap, Turned};

/// One part of a step as the terminal shows it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Screen {
    /// The title of the step's document, then a blank line: kept at the
    /// top while the body scrolls.
    pub(crate) head: Vec<String>,
    /// The part: its heading and its blocks.
    pub(crate) body: Vec<String>,
}

/// Lines kept under every part: a blank line and the status line; on a
/// short screen the status line alone.
const FOOT: usize = 2;

/// Screens of fewer rows are short: every line goes to the part. The
/// title is at most [`SHORT_TITLE`] lines (cut with "…") with no blank line under it, no blank
/// line sets the status line apart, and a lesson's blocks sit close
/// together as a walkthrough's do, so a 40 × 12 screen shows ten lines of
/// a part rather than six to eight, and far fewer single sentences are
/// taller than the room left (lesson 7 scrolled 36 parts).
/// From 20 rows up (60 × 20, 80 × 24) the screen keeps its air.
const SHORT: usize = 20;

/// The most lines a title takes on a short screen.
const SHORT_TITLE: usize = 2;

/// The fewest lines of a part (or of the keys) a screen must show: in a
/// window with fewer rows, the presenter says it is too small instead.
const MIN_BODY: usize = 2;

/// The narrowest room beside the keys for what they do, on the key
/// screen; narrower, each saying goes under its keys.
const MIN_SAYING: usize = 16;

/// The fewest lines a part taller than the screen scrolls in under its
/// held heading.
const MIN_SCROLLED: usize = 3;

/// The widest "(part n of m)" a heading is measured with, so a heading
/// that gains one still fits.
const WIDEST_PART: (usize, usize) = (99, 99);

/// The steps of a presentation at one terminal size, each laid out when it
/// is first shown (a long labelling need not be cut before it is seen).
pub(crate) struct Screens<'a> {
    steps: &'a [Step<'a>],
    palette: Palette,
    width: u16,
    rows: usize,
    laid: Vec<Option<Vec<Screen>>>,
    /// The kinds of table turned on their side at this width, noted from
    /// every step before any is laid out, so a step turns its tables as
    /// the whole presentation, and the printed output, do.
    turned: Turned,
}

impl<'a> Screens<'a> {
    /// The steps laid out for `width` × `rows`.
    pub(crate) fn new(steps: &'a [Step<'a>], palette: Palette, width: u16, rows: u16) -> Self {
        let columns = usize::from(width.max(1));
        let turned = Turned::default();
        for block in steps.iter().flat_map(|step| step.blocks.iter()) {
            if let Block::Table(table) = block {
                turned.note(&table.with_asked_in_brackets(), columns);
            }
        }
        Screens {
            steps,
            palette,
            width,
            rows: usize::from(rows),
            laid: vec![None; steps.len()],
            turned,
        }
    }

    /// The same steps at a new size: every step is laid out again.
    pub(crate) fn resize(&mut self, width: u16, rows: u16) {
        *self = Screens::new(self.steps, self.palette, width, rows);
    }

    /// How many lines a part's body may take.
    pub(crate) fn room(&self, head: usize) -> usize {
        self.rows.saturating_sub(head + self.foot()).max(1)
    }

    /// Whether the screen is [`SHORT`].
    fn short(&self) -> bool {
        self.rows < SHORT
    }

    /// The lines under every part: [`FOOT`], or the status line alone on
    /// a short screen.
    fn foot(&self) -> usize {
        if self.short() {
            1
        } else {
            FOOT
        }
    }

    /// The lines kept above every part of `step`: its document's title and
    /// a blank line; on a short screen the title alone, in two lines at
    /// most, the second ended with "…" when it goes on (one line cut the
    /// key fact: "Grundy values from 0 to 12 —…" never named the game).
    fn title(&self, step: &Step) -> Vec<String> {
        let lines = |width: u16| -> Vec<String> {
            let text = render_title(step.title, &self.palette, width);
            text.lines().map(String::from).collect()
        };
        let mut head = lines(self.width);
        if !self.short() {
            head.push(String::new());
        } else if head.len() > SHORT_TITLE {
            head = lines(self.width.saturating_sub(1).max(1));
            head.truncate(SHORT_TITLE);
            head[SHORT_TITLE - 1].push('…');
        }
        head
    }

    /// The columns the steps are laid out in.
    pub(crate) fn width(&self) -> u16 {
        self.width
    }

    /// The rows of the terminal.
    pub(crate) fn rows(&self) -> usize {
        self.rows
    }

    /// The key screen (`?`): its heading, and one key to a line with what
    /// it does at its right, wrapped under itself (a bordered table
    /// wrapped the longer sayings into so many rows that a 48 × 14 screen
    /// held only six keys); in a window too narrow for that, each saying
    /// under its keys. The keys scroll under the heading where they are
    /// taller than the screen.
    pub(crate) fn keys(&self) -> (Vec<String>, Vec<String>) {
        let width = usize::from(self.width.max(1));
        let heading = render_section(
            &Section::new("Keys"),
            None,
            false,
            &self.palette,
            self.width,
        );
        let wide = deck::KEYS
            .iter()
            .map(|(keys, _)| keys.chars().count())
            .max()
            .unwrap_or(0);
        let beside = width >= wide + 2 + MIN_SAYING;
        let mut lines = Vec::new();
        for &(keys, what) in &deck::KEYS {
            let said = if beside {
                let first = format!("{keys:<wide$}  ");
                wrap(&Line::from(what), width, &first, &" ".repeat(wide + 2))
            } else {
                lines.push(keys.to_string());
                wrap(&Line::from(what), width, "    ", "    ")
            };
            lines.extend(said.iter().map(Line::text));
        }
        (heading.lines().map(String::from).collect(), lines)
    }

    /// How many of the keys' `lines` show at once under the heading of
    /// `head` lines: all of them, on a screen of its own, where they fit;
    /// else so many above a status line saying they scroll.
    pub(crate) fn keys_room(&self, head: usize, lines: usize) -> usize {
        match head + lines <= self.rows {
            true => lines,
            false => self.rows.saturating_sub(head + self.foot()).max(1),
        }
    }

    /// What to say instead of drawing when the window is too small to
    /// show what it should (part `part` of step `step`, or what `cover`
    /// puts over it): fewer than [`MIN_BODY`] lines under the title, or a
    /// line wider than the window (it was narrowed after the start, where
    /// a window too narrow is refused). None when it fits.
    pub(crate) fn too_small(&mut self, step: usize, part: usize, cover: Cover) -> Option<String> {
        let (head, lines) = match cover {
            Cover::Blank => return None,
            Cover::Help => {
                let (head, keys) = self.keys();
                (head.len(), head.into_iter().chain(keys).collect::<Vec<_>>())
            }
            Cover::None => {
                let screen = self.screens(step).get(part).cloned().unwrap_or_default();
                let head = screen.head.len();
                (head, screen.head.into_iter().chain(screen.body).collect())
            }
        };
        let columns = usize::from(self.width);
        let needs = lines
            .iter()
            .map(|line| shown_width(line))
            .fold(columns, usize::max);
        let rows = self.rows.max(head + self.foot() + MIN_BODY);
        (needs > columns || rows > self.rows).then(|| {
            format!(
                "The window is {columns}×{} and this needs {needs}×{rows}: enlarge it (q quits).",
                self.rows
            )
        })
    }

    /// The parts of step `step`.
    pub(crate) fn screens(&mut self, step: usize) -> &[Screen] {
        if self.laid[step].is_none() {
            let laid = self.lay_out(&self.steps[step]);
            self.laid[step] = Some(laid);
        }
        self.laid[step].as_deref().unwrap_or_default()
    }

    fn lay_out(&self, step: &Step) -> Vec<Screen> {
        let head = self.title(step);
        let room = self.room(head.len());
        let lines = |heading: String, blocks: Vec<Block>| -> Vec<String> {
            let section = Section {
                heading,
                blocks,
                answers: step.answers,
            };
            let apart = step.prose && !self.short();
            let text = render_section(&section, step.number, apart, &self.palette, self.width);
            text.lines().map(String::from).collect()
        };
        let whole = lines(step.heading.to_string(), step.blocks.to_vec());
        if whole.len() <= room {
            return vec![Screen { head, body: whole }];
        }
        // On a short screen, "(part 2 of 3)" goes where it would take a
        // line of its own: the status line says "part 2/3".
        let taller = |heading: &String| {
            let alone = lines(step.heading.to_string(), Vec::new()).len();
            lines(heading.clone(), Vec::new()).len() > alone
        };
        let shown = |heading: String| match self.short() && !step.heading.is_empty() {
            true if taller(&heading) => step.heading.to_string(),
            _ => heading,
        };
        // Parts are measured under the heading they are shown with (at
        // 40 × 12 the widest "(part 99 of 99)" took a second line that the
        // screen never showed, and left a table row to a part of its own).
        let (part, of) = WIDEST_PART;
        let widest = shown(unbroken_part_heading(&step.heading, part, of));
        let mut fitted = Vec::new();
        let blocks: Vec<Block> = step
            .blocks
            .iter()
            .flat_map(|block| self.cut_to_width(block, &mut fitted))
            .collect();
        // Every part holding rows of a turned or cut table says so under them.
        let lines = |heading: String, blocks: Vec<Block>| lines(heading, noted(blocks, &fitted));
        let mut fits = |blocks: &[Block]| lines(widest.clone(), blocks.to_vec()).len() <= room;
        let mut continued = Vec::new();
        let blocks = split_tall(&blocks, &mut fits, &mut continued);
        let parts = deck::parts(&blocks, fits);
        let count = parts.len();
        parts
            .into_iter()
            .enumerate()
            .map(|(i, blocks)| {
                let heading = shown(unbroken_part_heading(&step.heading, i, count));
                let heading_lines = lines(heading.clone(), Vec::new()).len();
                let mut body = lines(heading.clone(), blocks.clone());
                // A piece of an item cut on the part before goes on
                // under it without a marker of its own.
                for (at, block) in blocks.iter().enumerate() {
                    let marker = continued_markers(block, &continued);
                    if marker.is_empty() {
                        continue;
                    }
                    let above = lines(heading.clone(), blocks[..at].to_vec()).len();
                    let first = body[above..].iter().position(|l| !l.trim().is_empty());
                    if let Some(line) = first.map(|i| &mut body[above + i]) {
                        if let Some(rest) = line.strip_prefix(&marker) {
                            *line = " ".repeat(marker.chars().count()) + rest;
                        }
                    }
                }
                self.held(head.clone(), body, heading_lines)
            })
            .collect()
    }

    /// A part as a screen: `body` under `head`, but when the body is
    /// taller than the screen its first `heading` lines (the heading,
    /// "(part 2 of 3)" and all) and the blank line under them join the head,
    /// so the heading stays whole while the rest scrolls; unless the screen
    /// is so short that fewer than [`MIN_SCROLLED`] lines would be left to
    /// scroll in.
    fn held(&self, mut head: Vec<String>, mut body: Vec<String>, heading: usize) -> Screen {
        if body.len() > self.room(head.len()) {
            let blank = body[heading.min(body.len())..]
                .iter()
                .take_while(|l| l.trim().is_empty())
                .count();
            let held = (heading + blank).min(body.len());
            if self.rows >= head.len() + held + self.foot() + MIN_SCROLLED {
                head.extend(body.drain(..held));
            }
        }
        Screen { head, body }
    }
}

impl Screens<'_> {
    /// `block`, or the tables a table too wide for the screen is drawn as
    /// ([`Turned::cut`]: turned, or cut into blocks of columns; turned also
    /// when a table of the same head row must be), each laid out once for all its rows
    /// ([`grid::laid_out`]): so before the parts cut it between rows, and
    /// every part of it is drawn as the whole would be, at the same column
    /// widths. The head rows of turned or cut tables, with their note, are
    /// added to `fitted`, so that [`noted`] puts the note under every part
    /// of them.
    fn cut_to_width(&self, block: &Block, fitted: &mut Vec<Noted>) -> Vec<Block> {
        let Block::Table(table) = block else {
            return vec![block.clone()];
        };
        let table = table.with_asked_in_brackets();
        let (tables, sideways) = (self.turned)
            .cut(&table, usize::from(self.width.max(1)))
            .unwrap_or_else(|| (vec![table.into_owned()], false));
        let tables: Vec<_> = tables.iter().map(grid::laid_out).collect();
        if let Some(said) = fit_note(sideways, tables.len()) {
            fitted.extend(tables.iter().map(|t| (t.header.clone(), said)));
        }
        tables.into_iter().map(Block::Table).collect()
    }
}

/// The heading of part `part` (from 0) of `parts`, its "(part 2 of 3)"
/// held together by no-break spaces so that a narrow screen never breaks
/// it ("of 3)" sat alone on the heading's next line).
fn unbroken_part_heading(heading: &str, part: usize, parts: usize) -> String {
    let which = deck::part_heading("", part, parts);
    let whole = deck::part_heading(heading, part, parts);
    match whole.strip_suffix(&which) {
        Some(before) if parts > 1 => format!("{before}{}", which.replace(' ', "\u{a0}")),
        _ => whole,
    }
}

/// The markers that open the first line of `block` when it is a list
/// whose first item goes on from the part before (in `continued`), to be
/// left blank: its own, and those of a nested list's first item that goes
/// on too, drawn on the same line ("  •   • "). Empty for any other block.
fn continued_markers(block: &Block, continued: &[Item]) -> String {
    let (Block::Bullets(items) | Block::Numbered(_, items)) = block else {
        return String::new();
    };
    let Some(item) = items.first().filter(|item| continued.contains(item)) else {
        return String::new();
    };
    let marker = match block {
        Block::Numbered(start, _) => format!("  {start}. "),
        _ => "  • ".to_string(),
    };
    match (item.line.spans.is_empty(), item.blocks.first()) {
        (true, Some(nested)) => marker + &continued_markers(nested, continued),
        _ => marker,
    }
}

/// The head row of a table drawn turned or cut to fit, and its note.
type Noted = (Vec<Line>, &'static str);

/// `blocks` with the note that a table is turned (or cut into blocks of
/// columns) after each run of rows of such tables (those whose head row
/// is in `noted`), so the note is under every part holding any of them.
fn noted(blocks: Vec<Block>, noted: &[Noted]) -> Vec<Block> {
    let note_of = |b: &Block| match b {
        Block::Table(t) => noted
            .iter()
            .find(|(head, _)| *head == t.header)
            .map(|n| n.1),
        _ => None,
    };
    let mut out = Vec::with_capacity(blocks.len() + 1);
    let mut blocks = blocks.into_iter().peekable();
    while let Some(block) = blocks.next() {
        let note = note_of(&block);
        let ends_run = note.is_some() && blocks.peek().and_then(note_of) != note;
        out.push(block);
        if let Some(note) = note.filter(|_| ends_run) {
            out.push(Block::Paragraph(Line::from(note)));
        }
    }
    out
}

impl Layout for Screens<'_> {
    fn parts(&mut self, step: usize) -> usize {
        self.screens(step).len().max(1)
    }

    fn scroll_room(&mut self, step: usize, part: usize) -> usize {
        let Some(screen) = self.screens(step).get(part) else {
            return 0;
        };
        let (head, body) = (screen.head.len(), screen.body.len());
        body.saturating_sub(self.room(head))
    }

    fn page(&mut self, step: usize, part: usize) -> usize {
        let head = self.screens(step).get(part).map_or(0, |s| s.head.len());
        self.room(head)
    }

    fn keys_scroll_room(&mut self) -> usize {
        let (head, keys) = self.keys();
        keys.len()
            .saturating_sub(self.keys_room(head.len(), keys.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc::{Document, Line, Table};
    use crate::render::terminal::render_table;

    fn walkthrough() -> Document {
        let table = Table {
            header: vec!["heap".into(), "size".into()],
            rows: (1..=12)
                .map(|i| vec![Line::from(format!("#{i}")), Line::from(i.to_string())])
                .collect(),
            asked: None,
        };
        Document {
            numbered: true,
            title: Line::from("Position"),
            sections: vec![
                Section::new("Short").paragraph("One line."),
                Section::new("Long")
                    .paragraph("Before the table.")
                    .table(table)
                    .paragraph("After the table, one sentence."),
            ],
        }
    }

    #[test]
    fn every_part_fits_under_the_title_and_repeats_the_heading() {
        let doc = walkthrough();
        let steps = deck::steps(&doc);
        // A screen of 20 rows or more keeps a blank line under the title
        // and above the status line; a short one gives them to the part.
        for (rows, head, foot) in [(22, &["Position", ""][..], FOOT), (12, &["Position"], 1)] {
            let mut screens = Screens::new(&steps, Palette::plain(), 40, rows);
            assert_eq!(screens.parts(0), 1);
            let parts = screens.parts(1);
            assert!(parts > 1, "{parts}");
            for (i, screen) in screens.screens(1).to_vec().iter().enumerate() {
                assert_eq!(screen.head, head);
                let lines = screen.head.len() + screen.body.len() + foot;
                assert!(lines <= usize::from(rows), "{screen:#?}");
                assert_eq!(
                    screen.body[0],
                    format!("2. Long (part\u{a0}{}\u{a0}of\u{a0}{parts})", i + 1)
                );
                // Every part with table rows has the table's head.
                let rows = screen.body.iter().any(|l| l.contains("│ #"));
                assert_eq!(rows, screen.body.iter().any(|l| l.contains("heap")));
            }
        }
        // Fewer rows, more parts; the same count of steps.
        let mut screens = Screens::new(&steps, Palette::plain(), 40, 12);
        let parts = screens.parts(1);
        screens.resize(40, 9);
        assert!(screens.parts(1) > parts);
    }

    /// A title wider than the screen is wrapped whole on a screen of 20
    /// rows or more, and on a short one kept to two lines, the second cut
    /// with "…" where it goes on.
    #[test]
    fn a_short_screen_shows_the_first_line_of_a_long_title() {
        let mut doc = walkthrough();
        doc.title = Line::from("Position 13 12 8 — normal play: whoever takes the last stone wins");
        let steps = deck::steps(&doc);
        let mut tall = Screens::new(&steps, Palette::plain(), 40, 20);
        assert_eq!(
            tall.screens(0)[0].head,
            [
                "Position 13 12 8 — normal play: whoever",
                "takes the last stone wins",
                ""
            ]
        );
        let mut short = Screens::new(&steps, Palette::plain(), 40, 19);
        assert_eq!(
            short.screens(0)[0].head,
            [
                "Position 13 12 8 — normal play: whoever",
                "takes the last stone wins"
            ]
        );
        let mut narrow = Screens::new(&steps, Palette::plain(), 24, 12);
        assert_eq!(
            narrow.screens(0)[0].head,
            ["Position 13 12 8 —", "normal play: whoever…"]
        );
    }

    /// "(part 2 of 3)" is never broken: it goes whole to the heading's
    /// last line, or on a short screen, where it would take a line of its
    /// own, it is left to the status line ("part 2/3").
    #[test]
    fn a_part_heading_never_breaks_inside_part_k_of_n() {
        let mut doc = walkthrough();
        doc.sections[1].heading = "Stack the heaps in binary".into();
        let steps = deck::steps(&doc);
        for rows in [22, 12] {
            let mut screens = Screens::new(&steps, Palette::plain(), 30, rows);
            let parts = screens.screens(1).to_vec();
            assert!(parts.len() > 1, "{parts:#?}");
            let which = format!("(part\u{a0}1\u{a0}of\u{a0}{})", parts.len());
            assert_eq!(parts[0].body[0], "2. Stack the heaps in binary");
            match rows {
                22 => assert_eq!(parts[0].body[1], which),
                _ => assert!(!parts[0].body.concat().contains("(part"), "{parts:#?}"),
            }
        }
    }

    #[test]
    fn a_table_too_wide_is_drawn_alike_in_every_part() {
        // A column table of three heaps and a row of counts, whose long
        // label makes the whole too wide to stand upright where the heaps'
        // rows alone would.
        let row = |label: &str, cells: [&str; 6]| {
            std::iter::once(label)
                .chain(cells)
                .map(Line::from)
                .collect::<Vec<_>>()
        };
        let table = Table {
            header: row("heap", ["size", "32", "16", "8", "4", "2"]),
            rows: vec![
                row("#1", ["37", "1", "0", "0", "1", "0"]),
                row("#2", ["20", "0", "1", "0", "1", "0"]),
                row("#3", ["29", "0", "1", "1", "1", "0"]),
                row("count of 1s", ["", "1", "2", "1", "3", "0"]),
            ],
            asked: None,
        };
        let first = Table {
            rows: table.rows[..1].to_vec(),
            ..table.clone()
        };
        let plain = Palette::plain();
        let turned = |t: &Table, w: u16| render_table(t, &plain, w).contains("Turned to fit");
        let width = (20..80)
            .find(|&w| turned(&table, w) && !turned(&first, w))
            .expect("a width where only the whole table turns");
        let doc = Document {
            numbered: true,
            title: Line::from("T"),
            sections: vec![Section::new("Wide").table(table)],
        };
        let steps = deck::steps(&doc);
        let mut screens = Screens::new(&steps, plain, width, 9);
        let parts = screens.screens(0).to_vec();
        assert!(parts.len() > 1, "{parts:#?}");
        for screen in &parts {
            assert!(
                !screen.body.iter().any(|l| l.starts_with("│ heap ┆ size")),
                "a part upright at {width}: {screen:#?}"
            );
        }
    }
}
