//! A picture of heaps ([`Heaps`]) as text: one row of stones per heap, the
//! stones a move takes drawn hollow, for the terminal and for Markdown.

use crate::doc::{Block, Heaps, STONE, TAKEN_STONE};

/// The largest heap drawn as stones in text: a row of stones, its label
/// and its numbers then fit in 40 columns.
pub const MAX_STONES: u64 = 20;

/// The most heaps drawn as stones in text: more would not read as a picture.
pub const MAX_HEAPS: usize = 10;

/// The blocks of a section a text format shows: all but a picture too
/// large to draw in text (see [`rows`]). Shared by the terminal and
/// Markdown renderers, so both leave out the same pictures.
pub fn shown_in_text(blocks: &[Block]) -> impl Iterator<Item = &Block> {
    blocks
        .iter()
        .filter(|block| !matches!(block, Block::Heaps(heaps) if rows(heaps).is_none()))
}

/// The rows of the picture, or `None` when the position is too large to
/// draw in text (or has no stone at all); the words around a picture say
/// everything it shows, so leaving it out loses nothing.
pub fn rows(heaps: &Heaps) -> Option<Vec<String>> {
    let sizes = &heaps.sizes;
    let largest = sizes.iter().copied().max().unwrap_or(0);
    if largest == 0 || largest > MAX_STONES || sizes.len() > MAX_HEAPS {
        return None;
    }
    let label_width = format!("#{}", sizes.len()).len();
    let digits = largest.to_string().len();
    let rows = sizes
        .iter()
        .enumerate()
        .map(|(i, &size)| {
            let gone = heaps
                .taken
                .filter(|&(heap, _)| heap == i)
                .map_or(0, |(_, take)| take.min(size));
            let kept = size - gone;
            let stones = STONE.to_string().repeat(kept as usize)
                + &TAKEN_STONE.to_string().repeat(gone as usize);
            let pad = " ".repeat((largest - size) as usize);
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
            ["#1  ●●●●●●●●●●●●●  13", "#2  ●●●●●●●●        8"]
        );
    }

    #[test]
    fn large_or_empty_positions_have_no_picture() {
        assert!(picture(&[MAX_STONES + 1, 1], None).is_none());
        assert!(picture(&[MAX_STONES, 1], None).is_some());
        assert!(picture(&[0, 0], None).is_none());
        assert!(picture(&[1; MAX_HEAPS + 1], None).is_none());
    }
}
