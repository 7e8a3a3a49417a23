//! The replay at the end of a game: every move with its verdict, and for a
//! move that threw the win away, the move that would have kept it.

use crate::doc::{Line, Mark, Section, Table};
use crate::game::Move;
use crate::games::nim::move_words;
use crate::words::heaps_list;

/// One move of a game, judged by the solver.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judged {
    /// Whether the student made it (else nimstep).
    pub student: bool,
    /// The move.
    pub chosen: Move,
    /// The heaps it left.
    pub after: Vec<u64>,
    /// Whether the mover faced an N-position (a winning move existed).
    pub had_win: bool,
    /// Whether the move left a P-position for the opponent.
    pub kept_win: bool,
    /// A winning move from the same position, when this one was not.
    pub instead: Option<Move>,
}

/// The replay: a table of every move with its verdict, then, for each move
/// that gave the win away, the move that would have kept it.
pub fn replay(moves: &[Judged]) -> Section {
    let rows = moves
        .iter()
        .enumerate()
        .map(|(i, judged)| {
            vec![
                Line::from((i + 1).to_string()),
                Line::from(if judged.student { "you" } else { "nimstep" }),
                Line::from(format!(
                    "take {} from heap {}",
                    judged.chosen.take, judged.chosen.heap
                )),
                Line::from(heaps_list(&judged.after)),
                verdict(judged),
            ]
        })
        .collect();
    let table = Table {
        header: ["#", "who", "move", "then", "the win"]
            .into_iter()
            .map(Line::from)
            .collect(),
        rows,
        asked: None,
    };
    let notes: Vec<Line> = moves
        .iter()
        .enumerate()
        .filter_map(|(i, judged)| {
            let better = judged.instead.as_ref()?;
            Some(
                Line::new()
                    .plain(format!("Move {}: ", i + 1))
                    .mark(move_words(better), Mark::Win)
                    .plain(" would have kept the win."),
            )
        })
        .collect();
    let section = Section::new("The game, move by move").table(table);
    if notes.is_empty() {
        section
    } else {
        section.bullets(notes)
    }
}

fn verdict(judged: &Judged) -> Line {
    match (judged.had_win, judged.kept_win) {
        (true, true) => Line::new().mark("✓ kept", Mark::Win),
        (true, false) => Line::new().mark("✗ given away", Mark::Lose),
        (false, _) => Line::new().mark("· none to keep", Mark::Dim),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc::Block;

    #[test]
    fn a_mistake_names_the_move_that_kept_the_win() {
        let section = replay(&[Judged {
            student: true,
            chosen: Move::reduce(1, 3, 2),
            after: vec![2, 4, 5],
            had_win: true,
            kept_win: false,
            instead: Some(Move::reduce(1, 3, 1)),
        }]);
        let Some(Block::Table(table)) = section.blocks.first() else {
            panic!("{section:?}")
        };
        assert_eq!(table.rows[0][4].text(), "✗ given away");
        assert_eq!(table.rows[0][1].text(), "you");
        assert_eq!(
            section.blocks[1],
            Block::Bullets(vec![Line::new()
                .plain("Move 1: ")
                .mark("take 2 from heap 1, leaving 1", Mark::Win)
                .plain(" would have kept the win.")
                .into()])
        );
    }
}
