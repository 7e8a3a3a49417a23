//! Every legal move from a position as a document (winning moves marked)
//! and as JSON: Lemma 1 on screen for a P-position.

use crate::doc::{Block, Document, Line, Mark, Section, Table};
use crate::game::{Move, Outcome, Rules};
use crate::games::nim::explain::game_over;
use crate::games::played::ListedMove;
use crate::games::spec::GameSpec;
use crate::present::game_play::moves_document;
use crate::render::{long_table, Piece, Report};
use crate::solve::move_list::{MoveList, MovesOf, NimMoves};
use crate::words::{count, heaps_list, label_mark, outcome_letter, outcome_name, rules_sentence};
use serde::Serialize;
use std::ops::Range;

/// The moves as a document: of Nim, the table, then what it shows; of
/// another game, the table beside its theory.
pub fn document(list: &MoveList) -> Document {
    match &list.of {
        MovesOf::Nim(moves) => nim_document(&NimList {
            heaps: &list.heaps,
            outcome: list.outcome,
            moves,
        }),
        MovesOf::Game(moves) => moves_document(&list.heaps, list.outcome, moves),
    }
}

/// A list of Nim's moves, borrowed from its [`MoveList`].
struct NimList<'a> {
    heaps: &'a [u64],
    outcome: Outcome,
    moves: &'a NimMoves,
}

fn nim_document(list: &NimList) -> Document {
    let (mut head, after) = parts(list);
    if let Some(Block::Table(table)) = head.sections.last_mut().and_then(|s| s.blocks.last_mut()) {
        table.rows = rows(list, 0..list.moves.rows.len());
    }
    head.sections.extend(after);
    head
}

/// The document up to the table of moves (its header, no rows), and the
/// sections after it: the two ends of [`document`], which its pieces
/// write around the rows.
fn parts(list: &NimList) -> (Document, Vec<Section>) {
    let title = Line::new()
        .plain("Every move from ")
        .mark(heaps_list(list.heaps), Mark::Strong)
        .plain(format!(" — {}", rules_sentence(list.moves.rules)));
    if list.moves.total == 0 {
        let over = Document {
            numbered: true,
            title,
            sections: vec![game_over(list.moves.rules, list.outcome)],
        };
        return (over, Vec::new());
    }
    let header = vec![
        Line::from("heap"),
        Line::from("from"),
        Line::from("take"),
        Line::from("leaves"),
        Line::from("nim-sum after"),
        Line::from("then"),
        Line::from("wins?"),
    ];
    let shown = if list.moves.complete() {
        format!(
            "All {} from this position, each with the nim-sum it leaves and the opponent's position (P or N).",
            count(list.moves.total, "legal move", "legal moves")
        )
    } else {
        format!(
            "There are {} legal moves in all, too many to list: shown are {} — the smallest takes from each heap and every winning move.",
            list.moves.total,
            list.moves.rows.len()
        )
    };
    let moves = Section::new("Every move").paragraph(shown).table(Table {
        header,
        rows: Vec::new(),
        asked: None,
    });
    let head = Document {
        numbered: true,
        title,
        sections: vec![moves],
    };
    (head, vec![summary(list)])
}

/// The table's rows for the moves `range` of the list.
fn rows(list: &NimList, range: Range<usize>) -> Vec<Vec<Line>> {
    list.moves.rows[range]
        .iter()
        .map(|r| {
            let m = &r.chosen;
            let mark = if r.wins() { Mark::Win } else { Mark::Plain };
            vec![
                Line::from(format!("#{}", m.heap)),
                Line::from((m.take + m.leaves).to_string()),
                Line::new().mark(m.take.to_string(), mark),
                Line::new().mark(m.leaves.to_string(), mark),
                Line::from(r.nim_sum.to_string()),
                Line::new().mark(outcome_letter(r.outcome), label_mark(r.outcome)),
                if r.wins() {
                    Line::new().mark("✓ wins", Mark::Win)
                } else {
                    Line::from("")
                },
            ]
        })
        .collect()
}

fn summary(list: &NimList) -> Section {
    let line = match (list.outcome, list.moves.rules) {
        (Outcome::P, Rules::Normal) => Line::new()
            .plain(format!(
                "The nim-sum is {}, so this is {}. ",
                list.moves.nim_sum,
                outcome_name(list.outcome)
            ))
            .mark(
                format!("None of the {} listed gives nim-sum 0", count(list.moves.rows.len() as u64, "move", "moves")),
                Mark::Strong,
            )
            .plain(", and none can: a move changes one heap from x to y ≠ x, and then the sum becomes x ⊕ y, never 0 (Lemma 1). Every move hands the opponent an N-position."),
        (Outcome::P, Rules::Misere) => Line::new()
            .plain(format!("Under misère rules this is {}: ", outcome_name(list.outcome)))
            .mark("no move leads to a P-position", Mark::Strong)
            .plain(", so every move hands the opponent a win."),
        (Outcome::N, _) => Line::new()
            .plain(format!("This is {}: ", outcome_name(list.outcome)))
            .mark(
                count(list.moves.winning as u64, "move wins", "moves win"),
                Mark::Win,
            )
            .plain(", leaving the opponent a P-position; every other move leaves an N-position."),
    };
    let section = Section::new("What the list shows").paragraph(line);
    let zero_losing = list
        .moves
        .rows
        .iter()
        .filter(|r| r.nim_sum == 0 && !r.wins())
        .count() as u64;
    let nonzero_winning = list
        .moves
        .rows
        .iter()
        .filter(|r| r.nim_sum != 0 && r.wins())
        .count() as u64;
    if zero_losing + nonzero_winning == 0 {
        return section;
    }
    section.paragraph(format!(
        "Here the nim-sum alone misleads: {} nim-sum 0 but {}, and {} a non-zero nim-sum but {}. Those moves leave every heap at most 1, where the misère rule counts single-stone heaps instead.",
        count(zero_losing, "move leaves", "moves leave"),
        if zero_losing == 1 { "loses" } else { "lose" },
        count(nonzero_winning, "move leaves", "moves leave"),
        if nonzero_winning == 1 { "wins" } else { "win" },
    ))
}

/// The JSON shape of `nimstep moves`.
#[derive(Debug, Serialize)]
pub struct MovesReport {
    /// The heap sizes.
    pub heaps: Vec<u64>,
    /// `"normal"` or `"misere"`.
    pub rules: Rules,
    /// The nim-sum of the position.
    pub nim_sum: u64,
    /// `"P"` or `"N"` for the player to move.
    pub outcome: Outcome,
    /// How many legal moves there are (the sum of the heaps).
    pub total: u128,
    /// Whether every legal move is listed.
    pub complete: bool,
    /// The moves listed, by heap then by what they leave.
    pub moves: Vec<MoveReport>,
}

/// One listed move in the JSON output.
#[derive(Debug, Serialize)]
pub struct MoveReport {
    /// The heap's number, from 1.
    pub heap: usize,
    /// How many stones are taken.
    pub take: u64,
    /// How many remain in that heap.
    pub leaves: u64,
    /// The nim-sum after the move.
    pub nim_sum: u64,
    /// `"P"` or `"N"` for the opponent after the move.
    pub then: Outcome,
    /// Whether the move wins (leaves a P-position).
    pub wins: bool,
}

/// A move list's JSON: Nim's ([`MovesReport`]) or another game's, each
/// move with what its theory says after it.
#[derive(Serialize)]
#[serde(untagged)]
enum MoveListJson<'a> {
    Nim(MovesReport),
    Game(GameMovesReport<'a>),
}

/// The moves of a game beyond Nim in their JSON shape.
#[derive(Serialize)]
struct GameMovesReport<'a> {
    /// The game of each heap.
    games: &'a [GameSpec],
    /// The heaps the moves are made from (coins per step on a staircase).
    heaps: &'a [u64],
    /// P or N for the player to move.
    outcome: Outcome,
    /// Every legal move listed, in move order.
    moves: &'a [ListedMove],
    /// How many legal moves there are as a player counts them (on a row
    /// of pins a move and its mirror image are two, listed once).
    in_play: u128,
    /// How many of the moves as listed are not in the list (0: it has
    /// them all).
    #[serde(skip_serializing_if = "is_zero")]
    not_listed: u128,
    /// The heaps (from 1) too large to list their moves.
    #[serde(skip_serializing_if = "<[usize]>::is_empty")]
    searched: &'a [usize],
}

/// Whether a count is 0 (serde leaves such counts out).
fn is_zero(n: &u128) -> bool {
    *n == 0
}

/// The move list in its JSON shape.
fn report(list: &MoveList) -> MoveListJson<'_> {
    let moves = match &list.of {
        MovesOf::Nim(moves) => moves,
        MovesOf::Game(game) => {
            return MoveListJson::Game(GameMovesReport {
                games: &game.games,
                heaps: &list.heaps,
                outcome: list.outcome,
                moves: &game.moves,
                in_play: game.in_play,
                not_listed: game.not_listed,
                searched: &game.searched,
            })
        }
    };
    MoveListJson::Nim(MovesReport {
        heaps: list.heaps.clone(),
        rules: moves.rules,
        nim_sum: moves.nim_sum,
        outcome: list.outcome,
        total: moves.total,
        complete: moves.complete(),
        moves: moves
            .rows
            .iter()
            .map(|r| {
                let Move { heap, take, leaves } = r.chosen;
                MoveReport {
                    heap,
                    take,
                    leaves,
                    nim_sum: r.nim_sum,
                    then: r.outcome,
                    wins: r.wins(),
                }
            })
            .collect(),
    })
}

/// A move list, of Nim or of another game: its JSON is [`MovesReport`]
/// or the other game's shape.
impl Report for MoveList {
    fn json(&self) -> impl Serialize + '_ {
        report(self)
    }

    fn documents(&self) -> Vec<Document> {
        vec![document(self)]
    }

    fn pieces(&self) -> Box<dyn Iterator<Item = Piece> + '_> {
        let MovesOf::Nim(moves) = &self.of else {
            let document = document(self);
            let sections = document.sections.len();
            return Box::new(std::iter::once(Piece::Document(document, sections)));
        };
        let list = NimList {
            heaps: &self.heaps,
            outcome: self.outcome,
            moves,
        };
        let (head, after) = parts(&list);
        long_table(head, after, moves.rows.len(), move |range| {
            rows(&list, range)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{markdown, RUN};
    use crate::solve::move_list::list;

    #[test]
    fn markdown_written_in_pieces_is_the_whole_document() {
        // More rows than one run: the later runs go on as rows of the
        // same table, and the summary comes after the last of them.
        for heaps in [vec![3, 4, 5], (1..=(2 * RUN as u64 + 7)).collect()] {
            let moves = list(&heaps, Rules::Normal);
            let mut pieces = markdown::Pieces::new(2);
            let written: String = moves.pieces().map(|p| pieces.text(p)).collect();
            assert_eq!(written, markdown::render(&document(&moves), 2));
        }
    }
}
