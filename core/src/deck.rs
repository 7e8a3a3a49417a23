//! A document as a presentation: its steps, each cut into parts that fit
//! one screen or one slide, and the keys that move through them.
//!
//! A step is the unit of meaning (one section of a walkthrough, or the
//! prose of a lesson between its worked examples); a screen or a slide is
//! the unit of space. The terminal presenter and the HTML slides take the
//! same steps from [`steps`] and cut them with the same [`parts`], each
//! measuring blocks its own way, so both count steps, never screens.

use crate::doc::{Block, Document, Line, Section, Table};
use std::borrow::Cow;

/// One step of a presentation, borrowed from its document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step<'a> {
    /// The title of the document the step belongs to (a lesson's worked
    /// example has its own).
    pub title: &'a Line,
    /// Whether this is the first step of that document.
    pub opens: bool,
    /// Whether that document sits inside another (a lesson's example).
    pub embedded: bool,
    /// The number shown before the heading, as [`Document::step_number`]
    /// says; none in a worked example inside another document, whose steps
    /// the presentation's one counter counts with the rest ("step 5 of
    /// 18"), so no second count competes with it.
    pub number: Option<usize>,
    /// The heading: the section's; "… (continued)" for the prose after a
    /// worked example, so that no slide in the middle of a lesson is a
    /// lone paragraph; empty only for a section without one (a lesson's
    /// opening words).
    pub heading: Cow<'a, str>,
    /// The blocks, none of them an embedded document.
    pub blocks: &'a [Block],
    /// Whether the step is prose (a lesson's section), whose blocks are set
    /// apart, rather than a step of a walkthrough.
    pub prose: bool,
    /// Whether the step holds the answers to exercises
    /// ([`Section::answers`]).
    pub answers: bool,
}

/// The steps of `doc`, in order: one per section, except that a section
/// holding worked examples (embedded documents) is cut there: the prose
/// before an example, each step of the example, then the prose after it.
/// Prose with neither a heading nor a block is left out, and a heading
/// with no prose under it before an example heads the example's first
/// step when that has no heading of its own (a lesson's "Words of this
/// lesson" over its glossary box), rather than stand alone on a slide.
///
/// A step that ends with a lead-in ("…:", "found below") is not joined by
/// the step it leads into: that step opens with its own title and heading
/// on a slide of its own, so no heading is ever a line among another
/// step's paragraphs (a joined example's title and first heading were,
/// mid-slide). Nor does the lead-in move down onto the example's slide:
/// there it would take room from the example, whose slides in a lesson
/// are then not those of its command (the browser's lessons compare them,
/// issue 20). So the course's own text says each example's introduction
/// as a whole sentence, never "…:" at the end of a step (the HTML tests
/// hold every lesson to that).
pub fn steps(doc: &Document) -> Vec<Step<'_>> {
    let mut steps = Vec::new();
    push_steps(doc, false, &mut steps);
    steps
}

/// Whether `block` is a paragraph that leads into the block after it: it
/// ends with a colon, or points below.
fn leads_in(block: &Block) -> bool {
    const POINTERS: [&str; 5] = [
        "found below",
        "shown below",
        "see below",
        "given below",
        "listed below",
    ];
    let Block::Paragraph(line) = block else {
        return false;
    };
    let text = line.text();
    text.trim_end().ends_with(':') || POINTERS.iter().any(|p| text.contains(p))
}

fn push_steps<'a>(doc: &'a Document, embedded: bool, steps: &mut Vec<Step<'a>>) {
    let first = steps.len();
    for (index, section) in doc.sections.iter().enumerate() {
        let mut heading = Cow::Borrowed(section.heading.as_str());
        let mut rest = section.blocks.as_slice();
        loop {
            let cut = rest.iter().position(|b| matches!(b, Block::Embedded(_)));
            let (blocks, after) = rest.split_at(cut.unwrap_or(rest.len()));
            // After an example, only prose makes a step of its own.
            let continued = matches!(heading, Cow::Owned(_));
            let shown = (!heading.is_empty() && !continued) || !blocks.is_empty();
            let step = Step {
                title: &doc.title,
                opens: steps.len() == first,
                embedded,
                number: doc.step_number(index).filter(|_| !embedded),
                heading: heading.clone(),
                blocks,
                prose: !doc.numbered,
                answers: section.answers,
            };
            let Some((Block::Embedded(inner), after)) = after.split_first() else {
                if shown {
                    steps.push(step);
                }
                break;
            };
            // A heading with nothing under it before an example: lent to
            // the example's first step when that has none of its own (a
            // lesson's "Words of this lesson" over its glossary box), so
            // that it is not a slide alone.
            let mut lent = None;
            if shown && blocks.is_empty() && !step.opens {
                lent = Some(step);
            } else if shown {
                steps.push(step);
            }
            let before = steps.len();
            push_steps(inner, true, steps);
            if steps.len() == before {
                // An example with nothing in it still shows its title, so
                // every example shows it once.
                steps.push(Step {
                    title: &inner.title,
                    opens: true,
                    embedded: true,
                    number: None,
                    heading: Cow::Borrowed(""),
                    blocks: &[],
                    prose: !inner.numbered,
                    answers: false,
                });
            }
            if let Some(step) = lent {
                match steps.get_mut(before) {
                    Some(example) if example.heading.is_empty() => {
                        example.heading = step.heading;
                        example.number = step.number;
                    }
                    _ => steps.insert(before, step),
                }
            }
            if !section.heading.is_empty() {
                heading = Cow::Owned(format!("{} (continued)", section.heading));
            }
            rest = after;
        }
    }
}

/// The heading of part `part` (from 0) of a step cut into `parts`: the
/// step's own heading, followed by "(part 2 of 3)" when there are several.
pub fn part_heading(heading: &str, part: usize, parts: usize) -> String {
    if parts < 2 {
        return heading.to_string();
    }
    let which = format!("(part {} of {parts})", part + 1);
    if heading.is_empty() {
        which
    } else {
        format!("{heading} {which}")
    }
}

/// A step's blocks cut into parts, each as much as `fits` allows, at block
/// boundaries only: between paragraphs, list items, quoted paragraphs,
/// lines of code and table rows, never inside a paragraph (so never inside
/// a sentence). A table continued on a new part repeats its head row; a
/// numbered list goes on counting. A heading is never the last block of a
/// part: it goes on with what it heads, and so does a lead-in ("…:",
/// "found below"), unless the part would then hold nothing else: then a
/// lead-in ends its part and the worked example it leads into (its title
/// and heading) starts the next. A list or a table that fits a part whole
/// is not cut: it starts a new part (a heap ⊕ nim-sum table cut between
/// the heap's row and the nim-sum's hides the sum being worked). A last part holding one paragraph alone is
/// re-balanced with the part before it when the blocks it closes fit with
/// it. A block whose first atom does not fit even under its headings alone
/// (one paragraph taller than the screen) is a part with them, to be
/// scrolled. `fits` says whether blocks fit one part; a step that fits
/// whole is one part.
pub fn parts(blocks: &[Block], mut fits: impl FnMut(&[Block]) -> bool) -> Vec<Vec<Block>> {
    if fits(blocks) {
        return vec![blocks.to_vec()];
    }
    let mut parts: Vec<Vec<Block>> = Vec::new();
    let mut current: Vec<Block> = Vec::new();
    let mut queue: std::collections::VecDeque<Rest> = blocks.iter().map(Rest::whole).collect();
    while let Some(rest) = queue.pop_front() {
        if fits_after(&mut current, &rest, &mut fits) {
            continue;
        }
        let atoms = rest.atoms();
        // The most atoms (rows, items) of the block that fit after what
        // the part already holds.
        let with = |current: &mut Vec<Block>, k: usize, fits: &mut dyn FnMut(&[Block]) -> bool| {
            current.push(rest.take(k));
            let ok = fits(current);
            current.pop();
            ok
        };
        let mut good = 0;
        // A list or a table that fits a part whole (with its lead-in) is
        // not cut.
        let whole = matches!(
            *rest.block,
            Block::Bullets(_) | Block::Numbered(..) | Block::Table(_)
        ) && {
            let lead = trailing_lead(&current);
            let mut alone = current[current.len() - lead..].to_vec();
            lead < current.len() && fits_after(&mut alone, &rest, &mut fits)
        };
        if atoms > 1 && !whole {
            // From the size of the part before, when the block was cut
            // before (the slides of a long table hold about as many rows
            // each), else from 1: doubling, then halving the step.
            let mut bad = atoms;
            let mut probe = rest.cut.clamp(1, atoms - 1);
            while probe < bad {
                if !with(&mut current, probe, &mut fits) {
                    bad = probe;
                    break;
                }
                good = probe;
                probe = if probe == rest.cut {
                    probe + 1
                } else {
                    probe * 2
                };
            }
            while bad - good > 1 {
                let mid = (good + bad) / 2;
                if with(&mut current, mid, &mut fits) {
                    good = mid;
                } else {
                    bad = mid;
                }
            }
        }
        // A part of nothing but headings and lead-ins: cut after its last
        // lead-in that has a heading after it (the example it leads into
        // starts the next part), or else kept with what it heads.
        // (So also a part of a lead-in alone, when what does not fit after
        // it is the title or heading of what it leads into.)
        let heads_only = trailing_lead(&current) == current.len();
        let titled = matches!(*rest.block, Block::Heading(_));
        let after_lead_in = current
            .iter()
            .rposition(leads_in)
            .map(|last| last + 1)
            .filter(|&cut| heads_only && (cut < current.len() || titled));
        let carry = if good > 0 {
            current.push(rest.take(good));
            queue.push_front(rest.after(good));
            0
        } else if let Some(cut) = after_lead_in {
            queue.push_front(rest);
            current.len() - cut
        } else if heads_only {
            // Not even the block's first atom fits after the headings
            // that go with it (or in an empty part): that atom is a part
            // with them, scrolled, so no heading ends a part.
            current.push(rest.take(1));
            if atoms > 1 {
                queue.push_front(rest.after(1));
            }
            0
        } else {
            queue.push_front(rest);
            // A heading or a lead-in goes on with what it heads.
            trailing_lead(&current)
        };
        for carried in current.split_off(current.len() - carry).into_iter().rev() {
            queue.push_front(Rest::owned(carried));
        }
        parts.push(std::mem::take(&mut current));
    }
    if !current.is_empty() {
        parts.push(current);
    }
    rebalance(&mut parts, &mut fits);
    parts
}

/// What is left to place of a block: its atoms from `from` on.
///
/// Exists so that cutting a long table costs what its parts cost: the
/// rows left are never copied, only the rows a part tries.
struct Rest<'a> {
    /// The block, borrowed from the step (or carried over from a part).
    block: Cow<'a, Block>,
    /// Its first atom not yet placed.
    from: usize,
    /// How many atoms the part before took from it (0: none).
    cut: usize,
}

impl<'a> Rest<'a> {
    fn whole(block: &'a Block) -> Self {
        Rest {
            block: Cow::Borrowed(block),
            from: 0,
            cut: 0,
        }
    }

    fn owned(block: Block) -> Self {
        Rest {
            block: Cow::Owned(block),
            from: 0,
            cut: 0,
        }
    }

    /// How many atoms are left (a block never cut counts as it is).
    fn atoms(&self) -> usize {
        atoms(&self.block) - self.from
    }

    /// The next `k` atoms, as a block (the block as it is, when that is
    /// all of it).
    fn take(&self, k: usize) -> Block {
        if self.from == 0 && k == atoms(&self.block) {
            return self.block.as_ref().clone();
        }
        take(&self.block, self.from, self.from + k)
    }

    /// What is left once a part takes the next `k` atoms.
    fn after(self, k: usize) -> Self {
        Rest {
            from: self.from + k,
            cut: k,
            ..self
        }
    }
}

/// Whether `current` followed by all that is left of `rest` fits, and if
/// so, pushes it. A block of many atoms is tried on its first 32, 64, …
/// atoms first, so a table of a million rows is measured as far as a
/// part goes, not whole, each time a part is cut from it (every measure
/// grows with the atoms: when a prefix does not fit, nor does the whole).
fn fits_after(
    current: &mut Vec<Block>,
    rest: &Rest,
    fits: &mut dyn FnMut(&[Block]) -> bool,
) -> bool {
    let atoms = rest.atoms();
    let mut prefix = if rest.cut > 0 { rest.cut + 1 } else { 32 };
    while prefix < atoms {
        current.push(rest.take(prefix));
        let ok = fits(current);
        current.pop();
        if !ok {
            return false;
        }
        prefix *= 2;
    }
    current.push(rest.take(atoms));
    if fits(current) {
        return true;
    }
    current.pop();
    false
}

/// Whether `block` goes on with the block after it: a heading, or a
/// lead-in. The terminal presenter measures a block too tall for a part
/// with the blocks that go on with it, as [`parts`] places it.
pub fn heads(block: &Block) -> bool {
    matches!(block, Block::Heading(_)) || leads_in(block)
}

/// How many blocks at the end of `blocks` go on with what follows them.
fn trailing_lead(blocks: &[Block]) -> usize {
    blocks.iter().rev().take_while(|b| heads(b)).count()
}

/// When the last of `parts` is one paragraph alone (a closing line cut
/// from its reasoning), moves the last block of the part before into it
/// (with the headings and lead-ins that go with that block), if they fit
/// together and the part before keeps more than one paragraph alone (or
/// the move would only leave another part so: the "∎" of a proof whose
/// last case filled a screen).
fn rebalance(parts: &mut [Vec<Block>], fits: &mut dyn FnMut(&[Block]) -> bool) {
    let [.., before, last] = parts else {
        return;
    };
    if !matches!(last[..], [Block::Paragraph(_)]) || before.len() < 2 {
        return;
    }
    let keep = before.len() - 1;
    let keep = keep - trailing_lead(&before[..keep]);
    if keep == 0 || matches!(before[..keep], [Block::Paragraph(_)]) {
        return;
    }
    let moved: Vec<Block> = before[keep..].iter().chain(last.iter()).cloned().collect();
    if fits(&moved) {
        before.truncate(keep);
        *last = moved;
    }
}

/// How many pieces a block can be cut into: its rows, items, quoted
/// blocks or lines of code; 1 for a block that is never cut. Only a step's
/// own blocks are cut: what is nested in an item or a quote stays whole
/// with it (a proof's cases with the step they belong to).
fn atoms(block: &Block) -> usize {
    match block {
        Block::Bullets(items) | Block::Numbered(_, items) => items.len(),
        Block::Quote(blocks) => blocks.len(),
        Block::Table(table) => table.rows.len(),
        Block::Code(text) => text.lines().count(),
        _ => 1,
    }
}

/// The atoms `from..to` of a block, as a block of the same kind: a table
/// keeps its head row and the cell asked about, a numbered list its
/// numbers.
fn take(block: &Block, from: usize, to: usize) -> Block {
    if atoms(block) <= 1 {
        return block.clone();
    }
    match block {
        Block::Bullets(items) => Block::Bullets(items[from..to].to_vec()),
        Block::Numbered(start, items) => {
            Block::Numbered(start + from as u64, items[from..to].to_vec())
        }
        Block::Quote(blocks) => Block::Quote(blocks[from..to].to_vec()),
        Block::Table(table) => Block::Table(Table {
            header: table.header.clone(),
            rows: table.rows[from..to].to_vec(),
            asked: table
                .asked
                .filter(|&(row, _)| (from..to).contains(&row))
                .map(|(row, column)| (row - from, column)),
        }),
        Block::Code(text) => {
            let lines: Vec<&str> = text.lines().collect();
            Block::Code(lines[from..to].join("\n") + "\n")
        }
        other => other.clone(),
    }
}

/// A part of a step as a section: the step's heading (with "(part 2 of
/// 3)" when it has several parts) over the part's blocks.
pub fn part_section(step: &Step, blocks: Vec<Block>, part: usize, parts: usize) -> Section {
    Section {
        heading: part_heading(&step.heading, part, parts),
        blocks,
        answers: step.answers,
    }
}

/// The keys of a presentation, in the terminal and in the browser alike:
/// what is pressed, and what it does.
pub const KEYS: [(&str, &str); 9] = [
    ("→  PageDown  Space  Enter", "next"),
    ("←  PageUp  Backspace", "previous"),
    ("Home  End", "first step, last step"),
    ("a number, then Enter", "go to that step"),
    ("↓  ↑", "scroll a part taller than the screen"),
    ("b  .", "blank the screen (any key returns)"),
    ("f", "full screen (browser)"),
    ("q  Esc", "quit (terminal)"),
    ("?", "these keys (any key returns)"),
];

/// The keys as lines of text, for `--help`.
pub fn key_lines() -> Vec<String> {
    let wide = KEYS
        .iter()
        .map(|(keys, _)| keys.chars().count())
        .max()
        .unwrap_or(0);
    KEYS.iter()
        .map(|(keys, what)| {
            let mut line = String::with_capacity(wide + 2 + keys.len() + what.len());
            line.push_str(keys);
            line.extend(std::iter::repeat_n(' ', wide - keys.chars().count() + 2));
            line.push_str(what);
            line
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(rows: usize) -> Block {
        Block::Table(Table {
            header: vec!["heap".into(), "size".into()],
            rows: (0..rows)
                .map(|i| vec![Line::from(format!("#{i}")), Line::from(i.to_string())])
                .collect(),
            asked: Some((5, 1)),
        })
    }

    /// A measure that counts a paragraph as 1, a table as its rows + 1,
    /// a list as its items.
    fn height(blocks: &[Block]) -> usize {
        blocks
            .iter()
            .map(|b| match b {
                Block::Table(t) => t.rows.len() + 1,
                other => atoms(other),
            })
            .sum()
    }

    #[test]
    fn a_step_that_fits_is_one_part() {
        let blocks = [Block::Paragraph("a".into()), table(3)];
        assert_eq!(parts(&blocks, |b| height(b) <= 5), [blocks.to_vec()]);
    }

    #[test]
    fn a_long_table_is_cut_between_rows_and_each_part_has_its_head() {
        let blocks = [Block::Paragraph("a".into()), table(10)];
        let cut = parts(&blocks, |b| height(b) <= 5);
        assert!(cut.iter().all(|p| height(p) <= 5), "{cut:#?}");
        let rows: Vec<usize> = cut
            .iter()
            .flatten()
            .filter_map(|b| match b {
                Block::Table(t) => {
                    assert_eq!(t.header.len(), 2);
                    Some(t.rows.len())
                }
                _ => None,
            })
            .collect();
        assert_eq!(rows, [3, 4, 3]);
        // The cell asked about (row 5) stays marked, in the part with it.
        let asked: Vec<Option<(usize, usize)>> = cut
            .iter()
            .flatten()
            .filter_map(|b| match b {
                Block::Table(t) => Some(t.asked),
                _ => None,
            })
            .collect();
        assert_eq!(asked, [None, Some((2, 1)), None]);
    }

    #[test]
    fn cutting_a_long_table_measures_each_row_a_few_times() {
        // Linear work: the rows left are neither copied nor measured each
        // time a part is cut (a million values' table took minutes).
        for rows in [1_000, 10_000] {
            let mut measured = 0;
            let cut = parts(&[table(rows)], |b| {
                measured += height(b);
                height(b) <= 20
            });
            assert_eq!(cut.len(), rows.div_ceil(19));
            assert!(measured < 6 * rows, "{rows} rows: {measured} measured");
        }
    }

    #[test]
    fn paragraphs_are_never_cut_and_headings_go_on_with_their_text() {
        let blocks = [
            Block::Paragraph("a".into()),
            Block::Heading("h".into()),
            Block::Paragraph("b".into()),
            Block::Numbered(1, vec!["x".into(), "y".into(), "z".into()]),
        ];
        let cut = parts(&blocks, |b| height(b) <= 2);
        assert_eq!(
            cut,
            [
                vec![Block::Paragraph("a".into())],
                vec![Block::Heading("h".into()), Block::Paragraph("b".into())],
                vec![Block::Numbered(1, vec!["x".into(), "y".into()])],
                vec![Block::Numbered(3, vec!["z".into()])],
            ]
        );
    }

    #[test]
    fn a_block_too_tall_for_any_part_is_a_part_of_its_own() {
        let blocks = [
            Block::Paragraph("a".into()),
            Block::Code("1\n2\n3\n".into()),
            Block::Paragraph("b".into()),
        ];
        let cut = parts(&blocks, |b| height(b) <= 1);
        assert_eq!(cut.len(), 5, "{cut:#?}");
        let tall = [Block::Heaps(crate::doc::Heaps {
            sizes: vec![1],
            taken: None,
            caption: String::new(),
        })];
        assert_eq!(parts(&tall, |_| false), [tall.to_vec()]);
    }

    #[test]
    fn a_lead_in_stays_with_what_it_leads_into_and_a_list_is_not_cut() {
        let lead = Block::Paragraph("Three cases:".into());
        let list = Block::Bullets(vec!["x".into(), "y".into(), "z".into()]);
        let blocks = [Block::Paragraph("a".into()), lead.clone(), list.clone()];
        let cut = parts(&blocks, |b| height(b) <= 4);
        assert_eq!(cut, [vec![Block::Paragraph("a".into())], vec![lead, list]]);
    }

    #[test]
    fn a_table_that_fits_a_part_whole_is_not_cut() {
        let blocks = [Block::Paragraph("a".into()), table(3)];
        assert_eq!(
            parts(&blocks, |b| height(b) <= 4),
            [vec![blocks[0].clone()], vec![table(3)]]
        );
        // One too tall for any part is cut between its rows.
        assert_eq!(parts(&[table(9)], |b| height(b) <= 4).len(), 3);
    }

    #[test]
    fn no_heading_ends_a_part_and_an_example_too_tall_to_join_its_lead_in_starts_the_next() {
        // The lead-in, the example's title and first heading, then its
        // first paragraph, three lines tall: four lines fit a part. The
        // lead-in ends its part; the title and the heading stay with the
        // paragraph, a part too tall for the screen, scrolled.
        let tall = Block::Paragraph("1\n2\n3".into());
        let measure = |b: &[Block]| {
            b.iter()
                .map(|b| match b {
                    Block::Paragraph(l) => l.text().lines().count(),
                    _ => 1,
                })
                .sum::<usize>()
        };
        let blocks = [
            Block::Paragraph("a".into()),
            Block::Paragraph("Here is one:".into()),
            Block::Heading("Example".into()),
            Block::Heading("1. The game".into()),
            tall.clone(),
        ];
        let cut = parts(&blocks, |b| measure(b) <= 4);
        assert_eq!(
            cut,
            [
                vec![Block::Paragraph("a".into())],
                vec![Block::Paragraph("Here is one:".into())],
                vec![
                    Block::Heading("Example".into()),
                    Block::Heading("1. The game".into()),
                    tall
                ],
            ]
        );
        // A lead-in so tall that not even the title fits after it ends
        // its part alone; the title starts the next with what it heads.
        let lead = Block::Paragraph("x\ny\nHere is one:".into());
        let blocks = [
            lead.clone(),
            Block::Heading("Example".into()),
            Block::Heading("1. The game".into()),
            Block::Paragraph("b".into()),
        ];
        let cut = parts(&blocks, |b| measure(b) <= 3);
        assert_eq!(cut, [vec![lead], blocks[1..].to_vec()]);
        // Headings alone over a block that fits under them are cut
        // before the headings, never after.
        let blocks = [
            Block::Paragraph("a".into()),
            Block::Paragraph("b".into()),
            Block::Heading("Example".into()),
            Block::Heading("1. The game".into()),
            Block::Paragraph("1\n2".into()),
        ];
        let cut = parts(&blocks, |b| measure(b) <= 4);
        assert_eq!(cut.len(), 2, "{cut:#?}");
        assert!(cut
            .iter()
            .all(|p| !matches!(p.last(), Some(Block::Heading(_)))));
    }

    #[test]
    fn a_rebalance_never_leaves_a_paragraph_alone_before_the_last_part() {
        // The proof's last case fills a part; its closing line and the
        // next paragraph share one, the last paragraph has one of its own
        // rather than leave the closing line alone.
        let case = Block::Bullets(vec!["1".into(), "2".into(), "3".into()]);
        let blocks = [
            case.clone(),
            Block::Paragraph("So it holds.".into()),
            Block::Paragraph("Hence P.".into()),
            Block::Paragraph("In play.".into()),
        ];
        let cut = parts(&blocks, |b| height(b) <= 3 && b.len() <= 2);
        assert_eq!(
            cut,
            [
                vec![case],
                vec![
                    Block::Paragraph("So it holds.".into()),
                    Block::Paragraph("Hence P.".into())
                ],
                vec![Block::Paragraph("In play.".into())],
            ]
        );
    }

    #[test]
    fn a_lone_closing_line_is_rebalanced_with_the_part_before() {
        let blocks = [
            Block::Paragraph("a".into()),
            Block::Paragraph("b".into()),
            Block::Paragraph("c".into()),
            Block::Paragraph("verdict".into()),
        ];
        let cut = parts(&blocks, |b| height(b) <= 3);
        assert_eq!(cut.len(), 2);
        assert_eq!(cut[1].len(), 2, "{cut:#?}");
    }

    #[test]
    fn a_heading_alone_before_an_example_heads_its_first_step() {
        let example = |heading: &str| Document {
            numbered: false,
            title: Line::from("Words taught"),
            sections: vec![Section::new(heading).bullets(vec![Line::from("heap")])],
        };
        let lesson = Document {
            numbered: false,
            title: Line::from("A lesson"),
            sections: vec![
                Section::new("Start").paragraph("Opening words."),
                Section::new("Words").block(Block::Embedded(example(""))),
                Section::new("Grid").block(Block::Embedded(example("Its own"))),
            ],
        };
        let shown: Vec<(String, String, bool, usize)> = steps(&lesson)
            .iter()
            .map(|s| {
                let heading = s.heading.to_string();
                (s.title.text(), heading, s.opens, s.blocks.len())
            })
            .collect();
        let step = |title: &str, heading: &str, opens, blocks| {
            (title.to_string(), heading.to_string(), opens, blocks)
        };
        // "Words" heads the example's first step, which has no heading of
        // its own; "Grid" stays a step of its own before an example that
        // has one.
        assert_eq!(
            shown,
            [
                step("A lesson", "Start", true, 1),
                step("Words taught", "Words", true, 1),
                step("A lesson", "Grid", false, 0),
                step("Words taught", "Its own", true, 1),
            ]
        );
    }

    #[test]
    fn a_step_ending_in_a_lead_in_is_not_joined_by_the_step_it_leads_into() {
        let example = Document {
            numbered: true,
            title: Line::from("Words taught"),
            sections: vec![
                Section::new("Meanings").paragraph("g = 2, found below as a mex."),
                Section::new("The mex").paragraph("mex = 2"),
            ],
        };
        let lesson = Document {
            numbered: false,
            title: Line::from("A lesson"),
            sections: vec![Section::new("Words")
                .paragraph("Every term:")
                .block(Block::Embedded(example))],
        };
        let steps = steps(&lesson);
        let shown: Vec<(String, &str, bool, usize)> = steps
            .iter()
            .map(|s| (s.title.text(), s.heading.as_ref(), s.opens, s.blocks.len()))
            .collect();
        // Each step under its own title and heading: the lead-in ends its
        // step, and no title or heading is a block of another step.
        assert_eq!(
            shown,
            [
                ("A lesson".to_string(), "Words", true, 1),
                ("Words taught".to_string(), "Meanings", true, 1),
                ("Words taught".to_string(), "The mex", false, 1),
            ]
        );
        assert!(steps
            .iter()
            .flat_map(|s| s.blocks)
            .all(|b| !matches!(b, Block::Heading(_))));
    }

    #[test]
    fn an_empty_example_still_shows_its_title() {
        let empty = Document {
            numbered: true,
            title: Line::from("Nothing here"),
            sections: Vec::new(),
        };
        let lesson = Document {
            numbered: false,
            title: Line::from("A lesson"),
            sections: vec![Section::new("Words")
                .paragraph("Before.")
                .block(Block::Embedded(empty))],
        };
        let shown: Vec<(String, bool, bool)> = steps(&lesson)
            .iter()
            .map(|s| (s.title.text(), s.opens, s.blocks.is_empty()))
            .collect();
        assert_eq!(
            shown,
            [
                ("A lesson".to_string(), true, false),
                ("Nothing here".to_string(), true, true)
            ]
        );
    }

    #[test]
    fn a_lesson_is_cut_at_its_examples() {
        let example = Document {
            numbered: true,
            title: Line::from("Position 3 5"),
            sections: vec![Section::new("Binary"), Section::new("Verdict")],
        };
        let lesson = Document {
            numbered: false,
            title: Line::from("A lesson"),
            sections: vec![
                Section::new("")
                    .paragraph("Opening words.")
                    .block(Block::Embedded(example))
                    .paragraph("See above."),
                Section::new("Part two")
                    .paragraph("More words.")
                    .block(Block::Embedded(Document {
                        numbered: true,
                        title: Line::from("Position 1 2"),
                        sections: vec![Section::new("Binary")],
                    }))
                    .paragraph("After it."),
            ],
        };
        let steps = steps(&lesson);
        let shown: Vec<(String, &str, Option<usize>, bool)> = steps
            .iter()
            .map(|s| (s.title.text(), s.heading.as_ref(), s.number, s.opens))
            .collect();
        assert_eq!(
            shown,
            [
                ("A lesson".to_string(), "", None, true),
                // The example's steps are counted with the lesson's, not
                // numbered by their own count.
                ("Position 3 5".to_string(), "Binary", None, true),
                ("Position 3 5".to_string(), "Verdict", None, false),
                ("A lesson".to_string(), "", None, false),
                ("A lesson".to_string(), "Part two", None, false),
                ("Position 1 2".to_string(), "Binary", None, true),
                // Prose after an example is its section's, and says so.
                ("A lesson".to_string(), "Part two (continued)", None, false),
            ]
        );
        assert_eq!(part_heading("Binary", 1, 3), "Binary (part 2 of 3)");
        assert_eq!(part_heading("Binary", 0, 1), "Binary");
    }
}
