//! Pictures of small positions: one row of stones per heap, so a class sees
//! the position, and the move, before the binary.

use crate::doc::{Block, Section, STONE, TAKEN_STONE};
use crate::game::Move;
use crate::trace::{Step, Trace};

/// The largest heap drawn as stones: a row of stones, its label and its
/// numbers then fit in 40 columns.
pub const MAX_STONES: u64 = 20;

/// The most heaps drawn as stones: more would not read as a picture.
pub const MAX_HEAPS: usize = 10;

/// The picture of `heaps`, with `taken` (a move) drawn as hollow stones at
/// the end of its heap's row; `None` when the position is too large for a
/// picture (or has no stone at all).
pub fn picture(heaps: &[u64], taken: Option<&Move>) -> Option<Block> {
    let largest = heaps.iter().copied().max().unwrap_or(0);
    if largest == 0 || largest > MAX_STONES || heaps.len() > MAX_HEAPS {
        return None;
    }
    let label_width = format!("#{}", heaps.len()).len();
    let digits = largest.to_string().len();
    let rows: Vec<String> = heaps
        .iter()
        .enumerate()
        .map(|(i, &size)| {
            let number = i + 1;
            let gone = taken
                .filter(|m| m.heap == number)
                .map_or(0, |m| m.take.min(size));
            let kept = size - gone;
            let stones = STONE.to_string().repeat(kept as usize)
                + &TAKEN_STONE.to_string().repeat(gone as usize);
            let pad = " ".repeat((largest - size) as usize);
            let label = format!("#{number}");
            let numbers = if gone > 0 {
                format!("{size:>digits$} → {kept}")
            } else {
                format!("{size:>digits$}")
            };
            format!("{label:<label_width$}  {stones}{pad}  {numbers}")
        })
        .collect();
    Some(Block::Code(rows.join("\n")))
}

/// Adds the pictures to a walkthrough's sections (one per step of
/// `trace`): the position at the top of the first step, and the position
/// with the move's stones hollow under the step that makes the move.
pub fn illustrate(trace: &Trace, sections: &mut [Section]) {
    if let (Some(first), Some(block)) = (sections.first_mut(), picture(&trace.heaps, None)) {
        first.blocks.insert(0, block);
    }
    for (step, section) in trace.steps.iter().zip(sections.iter_mut()) {
        let made = match step {
            Step::Move { chosen }
            | Step::EndgameMove { chosen, .. }
            | Step::KeepsBigHeap { chosen, .. } => chosen,
            _ => continue,
        };
        if let Some(block) = picture(&trace.heaps, Some(made)) {
            section.blocks.push(block);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(block: Option<Block>) -> Vec<String> {
        match block {
            Some(Block::Code(text)) => text.lines().map(String::from).collect(),
            other => panic!("no picture: {other:?}"),
        }
    }

    #[test]
    fn one_row_of_stones_per_heap_with_its_size() {
        assert_eq!(
            rows(picture(&[3, 1, 0], None)),
            ["#1  ●●●  3", "#2  ●    1", "#3       0"]
        );
    }

    #[test]
    fn the_stones_taken_are_hollow() {
        let take = Move::reduce(1, 5, 2);
        assert_eq!(
            rows(picture(&[5, 4], Some(&take))),
            ["#1  ●●○○○  5 → 2", "#2  ●●●●   4"]
        );
    }

    #[test]
    fn sizes_line_up() {
        assert_eq!(
            rows(picture(&[13, 8], None)),
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
