//! Whether a part of a step fits one slide: its height, in `em` of the
//! slide's body text, worked out from the style sheet's own measures.
//!
//! A slide is 64 × 36 em on any 16:9 screen (`style.css` sizes text so:
//! 20 px at 1280×720, 30 px at 1920×1080), so one estimate serves every
//! projector. The vertical measures (line heights, margins, paddings) are
//! the style sheet's, so they hold in any font; only where lines wrap
//! depends on the font, and that is counted for a wide one. What the
//! estimate still misses (a font wider still, a window not 16:9) the slide
//! script shrinks, by at most a fifth.

use super::{drawn, STONES_PER_WIDE_LINE};
use crate::deck;
use crate::doc::{Block, Heaps, Line, Table};
use std::borrow::Cow;

/// The height a slide's content may take: 36 em, less the control bar
/// (2.8), the progress bar over it (0.25), the padding above the slide
/// (0.8), and a little to spare (0.65).
const ROOM: f32 = 31.5;

/// How many characters of body text one line of a slide holds: its 60 em
/// hold about 115 in a wide font (DejaVu Sans), more in most; a few are
/// kept for bold text.
const LINE: f32 = 118.0;

/// The line height of body text (`body { line-height: 1.55 }`).
const LEADING: f32 = 1.55;

/// The space under a paragraph or a list (`margin: 0 0 .8rem`).
const GAP: f32 = 0.8;

/// Whether `blocks`, a part of `step`, fit one slide under its title and
/// heading.
pub(super) fn fits(step: &deck::Step, blocks: &[Block]) -> bool {
    slide_height(step, blocks) <= ROOM
}

/// The height of a slide showing `blocks` of `step`: its title, its
/// heading and its blocks.
fn slide_height(step: &deck::Step, blocks: &[Block]) -> f32 {
    let heading = if step.heading.is_empty() {
        0.0
    } else {
        // A later part's heading gains "(part 2 of 3)".
        heading_height(&deck::part_heading(&step.heading, 8, 9))
    };
    title(step) + heading + blocks.iter().map(height).sum::<f32>()
}

/// The lines `text` takes at `size` times the body text's size.
fn lines(text: &str, size: f32) -> f32 {
    wrapped(text, LINE / size, true)
}

/// The lines `text` takes wrapped at spaces into lines of `width`
/// characters; a word longer than a line is broken where `break_words`
/// (prose may break anywhere), else it overflows its line (a table cell
/// widens its column instead).
fn wrapped(text: &str, width: f32, break_words: bool) -> f32 {
    let width = width.floor().max(1.0) as usize;
    let (mut lines, mut used) = (1, 0);
    for word in text.split_whitespace().map(|w| w.chars().count()) {
        if used > 0 && used + 1 + word <= width {
            used += 1 + word;
            continue;
        }
        if used > 0 {
            lines += 1;
        }
        used = word;
        if break_words && word > width {
            lines += (word - 1) / width;
            used = (word - 1) % width + 1;
        }
    }
    lines as f32
}

/// The title above a part: the document's title, large, on its first
/// slide; a worked example's title opening it; a small label otherwise.
/// Every part of an opening step is measured as its first, the tallest.
fn title(step: &deck::Step) -> f32 {
    let text = step.title.text();
    match (step.opens, step.embedded) {
        (true, false) => lines(&text, 1.3) * 1.3 * 1.25 + 0.8,
        (true, true) => title_height(&text),
        (false, _) => lines(&text, 0.85) * 0.85 * LEADING + 0.5,
    }
}

/// A worked example's title (`.doc-title`): 1.15 times the body text.
fn title_height(text: &str) -> f32 {
    lines(text, 1.15) * 1.15 * LEADING + GAP
}

/// A heading: 1.5 times the body text, lines 1.3 high, .7 rem below.
fn heading_height(text: &str) -> f32 {
    lines(text, 1.5) * 1.5 * 1.3 + 0.7
}

/// The height of one block, its margins included.
fn height(block: &Block) -> f32 {
    let text = |line: &Line, indent: f32| wrapped(&line.text(), LINE - indent, true) * LEADING;
    match block {
        Block::Paragraph(line) => text(line, 0.0) + GAP,
        // What is nested in an item or a quote counts as if it stood alone.
        Block::Bullets(items) | Block::Numbered(_, items) => {
            items
                .iter()
                .map(|item| text(&item.line, 4.0) + item.blocks.iter().map(height).sum::<f32>())
                .sum::<f32>()
                + GAP
        }
        // Margins of 1 rem above and below, padding of .2 rem.
        Block::Quote(blocks) => 2.4 + blocks.iter().map(height).sum::<f32>(),
        Block::Heading(line) => heading_height(&line.text()),
        // Monospace at .92, padded by .8 rem, a margin of 1 em each side.
        Block::Code(code) => code.lines().count() as f32 * 0.92 * LEADING + 3.6,
        Block::Table(table) => table_height(table),
        Block::Heaps(heaps) => stones_height(heaps),
        Block::Space(lines) => f32::from(*lines) * 1.6 + 1.5,
        Block::Embedded(_) => ROOM,
    }
}

/// A table in its box (margins .8 and 1 rem): each row a line per line of
/// its tallest cell, padded by .3 rem above and below, with a 1 px rule.
/// Columns are as wide as their widest cell while the table fits the
/// slide; when it does not, the columns wider than a fair share wrap at
/// spaces, sharing what the narrow ones leave in proportion to their
/// width, as a browser lays a table out (a column is never narrower than
/// its longest word: a table too wide scrolls in its box).
fn table_height(table: &Table) -> f32 {
    // A cell's padding (.8 rem each side) in characters.
    const PADDING: f32 = 3.0;
    let columns = table.header.len().max(1);
    let all = || std::iter::once(&table.header).chain(&table.rows);
    // The most a cell of each column measures.
    let column = |measure: &dyn Fn(&str) -> usize| -> Vec<f32> {
        (0..columns)
            .map(|i| {
                all()
                    .filter_map(|row| row.get(i))
                    .map(|cell| measure(&cell_text(cell)))
                    .fold(1, usize::max) as f32
            })
            .collect()
    };
    let widest = column(&|text| text.chars().count());
    let longest_word = column(&|text| {
        let words = text.split_whitespace().map(|word| word.chars().count());
        words.max().unwrap_or(0)
    });
    let room = (LINE - PADDING * columns as f32).max(columns as f32);
    let width: Vec<f32> = if widest.iter().sum::<f32>() <= room {
        widest.clone()
    } else {
        let fair = room / columns as f32;
        let narrow: f32 = widest.iter().filter(|&&w| w <= fair).sum();
        let wide: f32 = widest.iter().filter(|&&w| w > fair).sum();
        widest
            .iter()
            .zip(&longest_word)
            .map(|(&w, &word)| {
                if w <= fair {
                    w
                } else {
                    (w / wide * (room - narrow)).max(word)
                }
            })
            .collect()
    };
    let row = |cells: &[Line]| {
        let tallest = cells
            .iter()
            .zip(&width)
            .map(|(cell, &w)| wrapped(&cell_text(cell), w, false))
            .fold(1.0, f32::max);
        tallest * LEADING + 0.65
    };
    1.8 + row(&table.header) + table.rows.iter().map(|r| row(r)).sum::<f32>()
}

/// A cell's text, borrowed when it is one span (most are): a table is
/// measured several times while a step is cut into slides.
fn cell_text(cell: &Line) -> Cow<'_, str> {
    match &cell.spans[..] {
        [one] => Cow::Borrowed(one.text.as_str()),
        _ => Cow::Owned(cell.text()),
    }
}

/// A picture of stones as a projector shows it, in rows of twenty
/// (margins .6 and 1 rem; drawn at .06 em per unit of its drawing: rows
/// of 26, 8 between heaps, 4 above and below) and its caption (.9 rem);
/// nothing when the heaps are not drawn.
fn stones_height(heaps: &Heaps) -> f32 {
    if !drawn(heaps) {
        return 0.0;
    }
    let rows: u64 = heaps
        .sizes
        .iter()
        .map(|&size| size.div_ceil(STONES_PER_WIDE_LINE).max(1))
        .sum();
    let drawing = rows * 26 + (heaps.sizes.len() as u64 - 1) * 8 + 8;
    let caption = lines(&heaps.caption, 0.9) * 0.9 * LEADING + 0.3;
    1.6 + drawing as f32 * 0.06 + caption
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc::{Document, Section};

    #[test]
    fn text_wraps_at_spaces_and_prose_breaks_a_word_too_long() {
        assert_eq!(wrapped("aaa bbb ccc", 7.0, true), 2.0);
        assert_eq!(wrapped("aaa bbb ccc", 11.0, true), 1.0);
        assert_eq!(wrapped("", 11.0, true), 1.0);
        assert_eq!(wrapped("a 0123456789abcdef", 8.0, true), 3.0);
        // A cell's word overflows its line rather than break.
        assert_eq!(wrapped("a 0123456789abcdef", 8.0, false), 2.0);
    }

    #[test]
    fn only_the_wide_column_of_a_table_wraps() {
        let row = |label: &str, why: &str| vec![Line::from(label), Line::from(why)];
        let short = Table {
            header: row("#", "why"),
            rows: vec![row("1", "terminal: no move left"); 4],
            asked: None,
        };
        // Four rows of one line each: no cell wraps.
        let one_line = 1.8 + 5.0 * (LEADING + 0.65);
        assert!((table_height(&short) - one_line).abs() < 1e-3);
        let long = Table {
            rows: vec![row("1", &"word ".repeat(40)); 4],
            ..short
        };
        // 200 characters in the room the narrow column leaves: two lines a
        // row.
        let two_lines = one_line + 4.0 * LEADING;
        assert!((table_height(&long) - two_lines).abs() < 1e-3);
    }

    #[test]
    fn a_step_fits_until_its_blocks_pass_the_room() {
        let doc = Document {
            numbered: true,
            title: Line::from("Position 13 12 8"),
            sections: vec![Section::new("Heap ⊕ nim-sum")],
        };
        let steps = deck::steps(&doc);
        let paragraph = Block::Paragraph(Line::from("word ".repeat(20)));
        // One line of text and its gap each, under a title and a heading.
        let each = LEADING + GAP;
        let fitting = ((ROOM - slide_height(&steps[0], &[])) / each).floor() as usize;
        assert!(fits(&steps[0], &vec![paragraph.clone(); fitting]));
        assert!(!fits(&steps[0], &vec![paragraph; fitting + 1]));
    }
}
