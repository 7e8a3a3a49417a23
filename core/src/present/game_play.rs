//! Moves and labels in games beyond Nim as documents: every legal move
//! judged by the theory, and the definition's labels beside the
//! theory's; and the words of their positions that the verdict on one
//! move (`present::check`) shares.

use crate::doc::{Document, Line, Mark, Section, Table};
use crate::game::Outcome;
use crate::games::heap::grundy::Basis;
use crate::games::heap::reach::LISTED;
use crate::games::heap::words::mirrors_listed_once;
use crate::games::played::{LabelOrder, ListedMove, Reading};
use crate::games::spec::GameSpec;
use crate::games::worth::Worth;
use crate::present::grundy::lasker_case;
use crate::solve::label::GameLabel;
use crate::solve::move_list::GameMoves;
use crate::words::outcome_letter;
use crate::words::HEAPS_NAMED;
use crate::words::{count, distinct_games, heaps_are, heaps_list, label_mark};

/// The most moves a move list shows as rows.
const MOVES_SHOWN: usize = 120;

/// The most positions a labelling shows as rows.
const POSITIONS_SHOWN: usize = 60;

/// How a session knows the value of a heap read through its game's period
/// or pattern: "g(1000000000000000003) = g(79) = 2, since
/// 1000000000000000003 = 79 + 83333333333333327 × 12 and the values of
/// kayles repeat with period 12 from heap 71".
pub fn reading_words(r: &Reading) -> String {
    match r.basis {
        Basis::Periodic(period) => {
            let rep = period.representative(r.size);
            format!(
                "g({}) = g({rep}) = {}, since {} = {rep} + {} × {} and the values of {} repeat with period {} from heap {}",
                r.size,
                r.value,
                r.size,
                (r.size - rep) / period.period,
                period.period,
                r.game,
                period.period,
                period.preperiod,
            )
        }
        _ => format!("{}{}, by Lasker's pattern", lasker_case(r.size), r.value),
    }
}

/// What a game against nimstep says at the start of a heap read through
/// its game's period or pattern: how its value is known, and that moves
/// from it are judged by the values and searched, never listed.
pub fn reading_opening(r: &Reading) -> Line {
    let (how, search) = match r.basis {
        Basis::Periodic(_) => (
            "Read through the period: ",
            "searching the period's classes",
        ),
        _ => (
            "Read through the pattern: ",
            "solving the pattern's equation",
        ),
    };
    let finds = match r.listed {
        true => String::new(),
        false => format!(", and finds its own by {search}, without listing the heap's moves"),
    };
    Line::new().mark(how, Mark::Strong).plain(format!(
        "{}. nimstep judges every move by the values{finds}.",
        reading_words(r)
    ))
}

/// The games in a title: `kayles`, or `subtract:1-3 + kayles` for a sum.
fn games_words(games: &[GameSpec]) -> String {
    let names: Vec<String> = distinct_games(games)
        .into_iter()
        .map(|(_, game)| game.to_string())
        .collect();
    names.join(" + ")
}

pub(crate) fn title(what: &str, heaps: &[u64], games: &[GameSpec]) -> Line {
    Line::new()
        .plain(format!("{what} "))
        .mark(heaps_list(heaps), Mark::Strong)
        .plain(" — ")
        .mark(games_words(games), Mark::Strong)
}

/// A row of the table of moves from `heaps`.
fn move_row(row: &ListedMove, heaps: &[u64], games: &[GameSpec], with_value: bool) -> Vec<Line> {
    let wins = row.outcome_after == Outcome::P;
    let mut cells = vec![
        Line::new().mark(
            row.chosen.cell(games),
            if wins { Mark::Win } else { Mark::Plain },
        ),
        Line::from(heaps_list(&row.chosen.after(heaps))),
    ];
    if with_value {
        cells.push(Line::from(
            row.worth_after
                .nim_sum()
                .map_or(String::new(), |v| v.to_string()),
        ));
    }
    cells.push(if wins {
        Line::new().mark("P ✓ wins", Mark::Win)
    } else {
        Line::from(outcome_letter(row.outcome_after))
    });
    cells
}

/// Every legal move of a game beyond Nim from `heaps` (whose outcome is
/// `outcome`) as a document.
pub fn moves_document(heaps: &[u64], outcome: Outcome, list: &GameMoves) -> Document {
    let winning = list
        .moves
        .iter()
        .filter(|r| r.outcome_after == Outcome::P)
        .count();
    let with_value = list.moves.iter().any(|r| r.worth_after.nim_sum().is_some());
    let mut header = vec![
        Line::from(format!("move ({})", list.notation)),
        Line::from("leaves"),
    ];
    if with_value {
        header.push(Line::from("value after"));
    }
    header.push(Line::from("for the opponent"));
    let columns = header.len();
    let mut rows: Vec<Vec<Line>> = list
        .moves
        .iter()
        .take(MOVES_SHOWN)
        .map(|r| move_row(r, heaps, &list.games, with_value))
        .collect();
    if list.moves.len() > MOVES_SHOWN {
        let mut row = vec![Line::from(format!(
            "+{} more (all with --format json)",
            list.moves.len() - MOVES_SHOWN
        ))];
        row.resize(columns, Line::default());
        rows.push(row);
    }
    let position = match outcome {
        Outcome::P => "a P-position, so no move wins",
        Outcome::N => "an N-position",
    };
    let listed = list.moves.len() as u128;
    // The count as listed: one row for a move and its mirror image.
    let rows_in_all = listed + list.not_listed;
    let mirrored = rows_in_all != list.in_play;
    let in_all = |said: String| match mirrored {
        true => mirrors_listed_once(&said, rows_in_all, list.not_listed > 0),
        false => said,
    };
    let summary = match (&list.searched[..], list.found_by_formula) {
        // Too many moves to list, the winning ones found by a formula for
        // the whole position (Wythoff's pairs).
        ([], Some(found)) if list.not_listed > 0 => format!(
            "{} legal moves in all: a move wins when it leaves the opponent a P-position. This is {position}. They are too many to list, so {}: {} moves are not listed.",
            list.in_play,
            match outcome {
                Outcome::P => "none of them wins, so none is listed",
                Outcome::N => found,
            },
            list.not_listed
        ),
        ([], _) if mirrored => format!(
            "{}, and {winning} of those win: a move wins when it leaves the opponent a P-position. This is {position}.",
            in_all(count(list.in_play, "legal move", "legal moves")),
        ),
        ([], _) => format!(
            "{}, {winning} of them winning: a move wins when it leaves the opponent a P-position. This is {position}.",
            count(listed, "legal move", "legal moves"),
        ),
        (searched, _) => {
            let (heaps, its, each) = match searched {
                [_] => (heaps_are(searched), "its", ""),
                _ => (heaps_are(searched), "their", " of each heap"),
            };
            let which = match outcome {
                Outcome::P => format!("none of {its} moves wins, so none of them is listed"),
                Outcome::N => format!("of {its} moves only the winning ones are listed (at most the first {LISTED}{each}), found by searching through the period or the pattern of the values (see explain)"),
            };
            format!(
                "{}: a move wins when it leaves the opponent a P-position. This is {position}. {heaps} too large to list every move, and {which}: {} of the {rows_in_all} are not listed.",
                in_all(format!("{} legal moves in all", list.in_play)),
                list.not_listed
            )
        }
    };
    let summary = match list.value_is.filter(|_| with_value) {
        Some(value) => format!("{summary} The value after a move is {value} in the position it leaves, 0 exactly when that is a P-position."),
        None => summary,
    };
    let section = Section::new("Every legal move")
        .paragraph(summary)
        .table(Table {
            header,
            rows,
            asked: None,
        });
    Document {
        numbered: false,
        title: title("Every move from", heaps, &list.games),
        sections: vec![section],
    }
}

/// A position in words: its heaps, or "nothing" when every heap is gone.
pub(crate) fn after_words(heaps: &[u64]) -> String {
    if heaps.iter().all(|&h| h == 0) {
        "nothing".to_string()
    } else {
        heaps_list(heaps)
    }
}

/// The order of a labelling in words: the measure, and why every move
/// lowers it (so each position comes after all its options).
fn order_words(order: LabelOrder) -> &'static str {
    match order {
        LabelOrder::Stones => "fewest stones first (every move takes at least one stone)",
        LabelOrder::StonesThenMostHeaps => "fewest stones first and, among positions with as many stones, most heaps first (a move takes stones, or splits a heap in two, which keeps the stones and adds a heap)",
        LabelOrder::CoinsTimesStep => "by the sum of each step's number times its coins, smallest first (every move lowers it: a coin moved down one step counts one less, and a coin moved off step 1 counts nothing)",
    }
}

/// The labelling of a game beyond Nim as a document: each position's
/// label by the definition beside its theory's.
pub(crate) fn label_document(
    start: &[u64],
    games: &[GameSpec],
    order: LabelOrder,
    theory: &str,
    positions: &[GameLabel],
) -> Document {
    let disagreements = positions.iter().filter(|p| p.label != p.theory).count();
    let rows: Vec<Vec<Line>> = positions
        .iter()
        .take(POSITIONS_SHOWN)
        .map(|p| {
            let agree = p.label == p.theory;
            vec![
                Line::from(after_words(&p.heaps)),
                Line::new().mark(outcome_letter(p.label), label_mark(p.label)),
                Line::new().mark(outcome_letter(p.theory), label_mark(p.theory)),
                if agree {
                    Line::from("yes")
                } else {
                    Line::new().mark("NO", Mark::Lose)
                },
            ]
        })
        .collect();
    let more = positions.len().saturating_sub(POSITIONS_SHOWN);
    let agreement = if disagreements == 0 {
        format!(
            "The definition and the theory agree on all {}.",
            count(positions.len() as u64, "position", "positions")
        )
    } else {
        format!(
            "The definition and the theory disagree on {}.",
            count(disagreements as u64, "position", "positions")
        )
    };
    let mut section = Section::new("Every reachable position, labelled")
        .paragraph(format!("Labelled by the definition alone, {}, so that every position comes after all its options: a position with no move is P (the player to move has lost); a position is N when some move reaches a P-position, and P when every move reaches an N-position. Beside it, the label the theory gives: {}.", order_words(order), theory));
    if games.iter().all(GameSpec::is_heap_game) {
        // `check` and `moves` keep heaps in place (a split heap's two parts
        // where it was); the labelling lists each position once.
        section = section.paragraph("The order of the heaps does not change the game, so each position is listed once, its heaps smallest first and empty heaps left out; \"nothing\" is the position with no heap left.");
    } else {
        section = section.paragraph("Each position is written as its numbers are typed, in order; \"nothing\" is the position where every one of them is 0.");
    }
    section = section.table(Table {
        header: vec![
            Line::from("position"),
            Line::from("definition"),
            Line::from("theory"),
            Line::from("agree"),
        ],
        rows,
        asked: None,
    });
    if more > 0 {
        section = section.paragraph(format!(
            "… and {more} more positions (all with --format json)."
        ));
    }
    Document {
        numbered: false,
        title: title("Labelling every position reachable from", start, games),
        sections: vec![section.paragraph(agreement)],
    }
}

/// What a position (`heaps`, before or after a move) is worth: each
/// heap's Grundy value and their nim-sum (` (its heaps are worth 1 and 3:
/// 1 ⊕ 3 = 2)`; past [`HEAPS_NAMED`] heaps the first values and the
/// count, as the heaps themselves are named), the odd steps' nim-sum for
/// a staircase, nothing for Moore's Nim.
pub(crate) fn value_words(worth: &Worth, heaps: &[u64]) -> String {
    match worth {
        Worth::OddSteps { nim_sum } if heaps.iter().any(|&h| h > 0) => {
            format!(" (the odd steps' nim-sum is {nim_sum})")
        }
        Worth::Grundy { values, nim_sum } => match &values[..] {
            [one] => format!(" (its one heap is worth {one}, so the value is {nim_sum})"),
            [] => String::new(),
            values if values.len() > HEAPS_NAMED => {
                let first: Vec<String> = values[..HEAPS_NAMED].iter().map(u64::to_string).collect();
                format!(
                    " (its {} heaps are worth {}, …: their nim-sum is {nim_sum})",
                    values.len(),
                    first.join(", ")
                )
            }
            values => {
                let listed: Vec<String> = values.iter().map(u64::to_string).collect();
                let (last, rest) = listed.split_last().expect("not empty");
                format!(
                    " (its heaps are worth {} and {last}: {} = {nim_sum})",
                    rest.join(", "),
                    listed.join(" ⊕ ")
                )
            }
        },
        _ => String::new(),
    }
}
