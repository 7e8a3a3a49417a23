//! A picture of heaps ([`Heaps`]) as text: one row of stones per heap, in
//! groups of five so they can be counted at a glance (`●●●●● ●●●`), the
//! stones a move takes drawn hollow, for the terminal and for Markdown.

use crate::doc::{Block, Heaps, Line, STONE, TAKEN_STONE};
use std::borrow::Cow;

/// The largest heap drawn as stones in text: a row of stones in groups of
/// five, its label and its numbers then fit in 36 columns (40 with the
/// terminal's indent).
pub const MAX_STONES: u64 = 20;

/// The most heaps drawn as stones in text: more would not read as a
/// picture (and a label of one digit keeps the rows within 36 columns).
pub const MAX_HEAPS: usize = 9;

/// The blocks of a section a text format shows: a picture too large to
/// draw in text (see [`rows`]) becomes one line saying why it is not
/// there, and a picture with no stone is left out (the words around it say
/// the heaps are empty). Shared by the terminal and Markdown renderers, so
/// both show the same.
pub fn shown_in_text(blocks: &[Block]) -> Vec<Cow<'_, Block>> {
    blocks
        .iter()
        .filter_map(|block| match block {
            Block::Heaps(heaps) if !drawn(heaps) => {
                not_drawn(heaps).map(|why| Cow::Owned(Block::Paragraph(Line::from(why))))
            }
            _ => Some(Cow::Borrowed(block)),
        })
        .collect()
}

/// Why the picture of `heaps` is not drawn in text, when it has stones:
/// too many heaps, or a heap too large for a row of stones.
fn not_drawn(heaps: &Heaps) -> Option<String> {
    let sizes = &heaps.sizes;
    if sizes.len() > MAX_HEAPS {
        return Some(format!(
            "(No stones drawn: {} heaps; text pictures stop at {MAX_HEAPS}.)",
            sizes.len()
        ));
    }
    let (heap, largest) = sizes
        .iter()
        .enumerate()
        .max_by_key(|&(i, &size)| (size, std::cmp::Reverse(i)))?;
    (*largest > MAX_STONES).then(|| {
        format!(
            "(No stones drawn: heap {} holds {largest}; text pictures stop at {MAX_STONES}.)",
            heap + 1
        )
    })
}

/// The rows of the picture, or `None` when the position is too large to
/// draw in text (or has no stone at all); the words around a picture say
/// everything it shows, so leaving it out loses nothing.
pub fn rows(heaps: &Heaps) -> Option<Vec<String>> {
    if !drawn(heaps) {
        return None;
    }
    let sizes = &heaps.sizes;
    let largest = sizes.iter().copied().max().unwrap_or(0);
    let label_width = format!("#{}", sizes.len()).len();
    let digits = largest.to_string().len();
    let row_width = grouped_width(largest);
    let rows = sizes
        .iter()
        .enumerate()
        .map(|(i, &size)| {
            let gone = heaps
                .taken
                .filter(|&(heap, _)| heap == i)
                .map_or(0, |(_, take)| take.min(size));
            let kept = size - gone;
            let stones = grouped(
                std::iter::repeat_n(STONE, kept as usize)
                    .chain(std::iter::repeat_n(TAKEN_STONE, gone as usize)),
            );
            let pad = " ".repeat(row_width - grouped_width(size));
            let label = format!("#{}", i + 1);
            let numbers = if gone > 0 {
                format!("{size:>digits$} → {kept}")
            } else {
                format!("{size:>digits$}")
            };
            format!("{label:<label_width$}  {stones}{pad}  {numbers}")
        })
        .collect();
    Some(rows)
}

/// Whether [`rows`] draws `heaps`: they hold a stone, and neither too
/// many heaps nor too large a heap. Asked apart from drawing, so a
/// renderer choosing its blocks does not draw every picture twice.
fn drawn(heaps: &Heaps) -> bool {
    let sizes = &heaps.sizes;
    let largest = sizes.iter().copied().max().unwrap_or(0);
    largest > 0 && largest <= MAX_STONES && sizes.len() <= MAX_HEAPS
}

/// How many stones make a group in a row.
const GROUP: u64 = 5;

/// The stones with a space after every [`GROUP`]th (none at the end).
fn grouped(stones: impl Iterator<Item = char>) -> String {
    let mut row = String::new();
    for (i, stone) in stones.enumerate() {
        if i > 0 && (i as u64).is_multiple_of(GROUP) {
            row.push(' ');
        }
        row.push(stone);
    }
    row
}

/// The columns a row of `size` stones takes, its spaces between groups
/// included.
fn grouped_width(size: u64) -> usize {
    (size + size.saturating_sub(1) / GROUP) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(sizes: &[u64], taken: Option<(usize, u64)>) -> Option<Vec<String>> {
        rows(&Heaps {
            sizes: sizes.to_vec(),
            taken,
            caption: String::new(),
        })
    }

    #[test]
    fn one_row_of_stones_per_heap_with_its_size() {
        assert_eq!(
            picture(&[3, 1, 0], None).unwrap(),
            ["#1  ●●●  3", "#2  ●    1", "#3       0"]
        );
    }

    #[test]
    fn the_stones_taken_are_hollow_and_sizes_line_up() {
        assert_eq!(
            picture(&[5, 4], Some((0, 3))).unwrap(),
            ["#1  ●●○○○  5 → 2", "#2  ●●●●   4"]
        );
        assert_eq!(
            picture(&[13, 8], None).unwrap(),
            ["#1  ●●●●● ●●●●● ●●●  13", "#2  ●●●●● ●●●         8"]
        );
        // Groups of five run on across the stones taken.
        assert_eq!(
            picture(&[7, 10], Some((1, 6))).unwrap(),
            ["#1  ●●●●● ●●      7", "#2  ●●●●○ ○○○○○  10 → 4"]
        );
    }

    #[test]
    fn the_widest_picture_fits_36_columns() {
        let mut sizes = vec![MAX_STONES; MAX_HEAPS];
        sizes[0] = 1;
        let rows = picture(&sizes, Some((MAX_HEAPS - 1, 10))).unwrap();
        let widest = rows.iter().map(|r| r.chars().count()).max().unwrap();
        assert_eq!(widest, 36, "{rows:?}");
    }

    #[test]
    fn large_or_empty_positions_have_no_picture() {
        assert!(picture(&[MAX_STONES + 1, 1], None).is_none());
        assert!(picture(&[MAX_STONES, 1], None).is_some());
        assert!(picture(&[0, 0], None).is_none());
        assert!(picture(&[1; MAX_HEAPS + 1], None).is_none());
    }
}
