//! The verdict on a proposed move, in any game, as a document: whether it
//! wins and why (for Nim, the position it leaves in columns; for another
//! game, what its theory says the position is worth), and what wins
//! instead.

use crate::doc::{Document, Line, Mark, Section};
use crate::game::binary::{columns, columns_needed, nim_sum};
use crate::game::{Move, Rules};
use crate::games::heap::words::mirrors_listed_once;
use crate::games::nim::explain::{all_winning_moves, column_table};
use crate::games::nim::explain::{move_picture, section};
use crate::games::nim::move_words;
use crate::present::game_play::{after_words, title, value_words};
use crate::present::play::{position_value, NORMAL_PLAY_MISTAKE};
use crate::render::Report;
use crate::solve::check::{GameJudged, Judged, Judgement, NimJudged};
use crate::trace::{BoutonStep, Situation};
use crate::words::Subject;
use crate::words::{column_name, heaps_list, rules_sentence, xor_expression};
use crate::words::{elide_counted, more_in_json};
use serde::Serialize;

/// The verdict as a document, in whichever game the move was made.
pub fn document(report: &Judgement) -> Document {
    match &report.game {
        Judged::Nim(nim) => nim_document(report, nim),
        Judged::Game(game) => game_document(report, game),
    }
}

/// The verdict on a move of Nim: the answer, the position after the move
/// in columns, and what wins instead.
fn nim_document(report: &Judgement, nim: &NimJudged) -> Document {
    let mut sections = Vec::new();
    let Some(chosen) = nim.chosen else {
        return Document {
            numbered: true,
            title: Line::from("Illegal move"),
            sections,
        };
    };
    // "from 6 4, take 2 …": the position first, so that "leaving 4" is
    // not read as leaving 4 from the position.
    let title = Line::new()
        .plain(format!("Check: from {}, ", heaps_list(&report.heaps)))
        .mark(move_words(&chosen), Mark::Strong)
        .plain(format!(" — {}", rules_sentence(nim.rules)));
    // Summed as u128: heaps may be as large as u64 allows.
    let stones_left: u128 = report.after.iter().map(|&h| u128::from(h)).sum();
    let answer = if stones_left == 0 {
        // No position is left to judge: the move itself ends the game.
        let (verdict, mark, rule) = match nim.rules {
            Rules::Normal => (
                "It wins",
                Mark::Win,
                "normal play whoever takes the last stone wins",
            ),
            Rules::Misere => (
                "It loses",
                Mark::Lose,
                "misère play whoever takes the last stone loses",
            ),
        };
        Line::new()
            .mark(verdict, mark)
            .plain(format!(": it takes the last stone, and under {rule}."))
    } else if report.wins {
        let then = if stones_left == 1 {
            // Only under misère play does one stone left win: the
            // opponent must take it.
            " for your opponent, who must take the last stone, and so loses."
        } else {
            " for your opponent, who moves next: whatever they do, you can answer with another winning move."
        };
        Line::new()
            .mark("It wins", Mark::Win)
            .plain(": after it, ")
            .extend(position_value(
                &report.after,
                nim.rules,
                report.outcome_after,
            ))
            .plain(then)
    } else {
        Line::new()
            .mark("It loses", Mark::Lose)
            .plain(" against perfect play: after it, ")
            .extend(position_value(
                &report.after,
                nim.rules,
                report.outcome_after,
            ))
            .plain(" for your opponent, who moves next and has a winning move.")
    };
    sections.push(
        Section::new("Verdict")
            .paragraph(answer)
            .block(move_picture(&report.heaps, &chosen)),
    );
    let width = columns_needed(&report.heaps);
    sections.push(
        Section::new("The position after the move")
            .table(column_table(
                &report.after,
                &columns(&report.after, width),
                Some(chosen.heap),
            ))
            .paragraph(nim_sum_after(report, nim)),
    );
    if nim.normal_play_move {
        sections.push(Section::new("The normal-play move").paragraph(NORMAL_PLAY_MISTAKE));
    }
    if report.wins {
        if nim.winning.len() > 1 {
            sections.push(winning_moves_section(
                "Other winning moves",
                report,
                nim,
                &nim.winning,
                Some(&chosen),
            ));
        }
    } else if nim.better.is_empty() {
        sections.push(
            Section::new("Every move loses here").paragraph(
                Line::new()
                    .plain("Before your move, ")
                    .extend(position_value(&report.heaps, nim.rules, nim.outcome_before))
                    .plain(if stones_left == 0 {
                        ": no move wins from it, and its only move takes the last stone."
                    } else {
                        ": no move wins from it, so yours is as good as any. Keep the game going and hope for a mistake."
                    }),
            ),
        );
    } else {
        sections.push(winning_moves_section(
            "Winning moves instead",
            report,
            nim,
            &nim.better,
            None,
        ));
    }
    Document {
        numbered: true,
        title,
        sections,
    }
}

/// The verdict on a move of a game beyond Nim: the move, whether it wins
/// and what it leaves, worth by the game's theory, and what wins instead.
fn game_document(j: &Judgement, game: &GameJudged) -> Document {
    let verdict = if j.wins {
        Line::new().mark("It wins", Mark::Win).plain(format!(
            ": it leaves {}{}, a P-position for the opponent.",
            after_words(&j.after),
            value_words(&j.worth_after.0, &j.after)
        ))
    } else {
        Line::new()
            .mark("It does not win", Mark::Lose)
            .plain(format!(
                ": it leaves {}{}, an N-position: the opponent can win from there.",
                after_words(&j.after),
                value_words(&j.worth_after.0, &j.after)
            ))
    };
    let mut section = Section::new("The move")
        .paragraph(
            Line::new()
                .plain("Move: ")
                .plain(game.chosen.words(&game.games))
                .plain("."),
        )
        .paragraph(verdict);
    if !j.wins {
        let before = format!(
            "{}{}",
            after_words(&j.heaps),
            value_words(&game.worth, &j.heaps)
        );
        section = if game.better.is_empty() {
            section.paragraph(format!(
                "No move wins from here: {before} was already a P-position."
            ))
        } else {
            section.paragraph(match game.better_not_listed {
                0 => format!("From {before}, the winning moves were:"),
                more => {
                    let said = format!(
                        "there were {} winning moves, too many to list",
                        game.better_in_play
                    );
                    let rows = game.better.len() + more;
                    let said = match rows == game.better_in_play {
                        true => said,
                        false => mirrors_listed_once(&said, rows, true),
                    };
                    format!(
                        "From {before}, {said}. The first {} were (the other {more} are not listed):",
                        game.better.len()
                    )
                }
            }).bullets(
                // Searched and worded only while shown: a million heaps
                // can have millions of winning moves.
                elide_counted(
                    game.better
                        .iter()
                        .map(|m| Line::new().mark(m.words(&game.games), Mark::Win)),
                    usize::try_from(game.better.len()).unwrap_or(usize::MAX),
                    more_in_json,
                ),
            )
        };
    }
    Document {
        numbered: false,
        title: title("Checking a move from", &j.heaps, &game.games),
        sections: vec![section],
    }
}

/// The nim-sum the move leaves and what it says: every column even, or
/// the columns odd after the move, each said to be made odd by the move
/// (even before it) or still odd (odd before it too), since the table
/// above shows only the position after; or, in the misère endgame with no
/// big heap, that the nim-sum does not decide.
fn nim_sum_after(report: &Judgement, nim: &NimJudged) -> Line {
    let line = Line::new().plain(format!(
        "Nim-sum after the move: {} = {}",
        xor_expression(&report.after),
        nim_sum(&report.after)
    ));
    if nim.situation_after == Some(Situation::AllHeapsAtMostOne) {
        return line.plain(". Under misère rules it does not decide here: no heap holds two or more stones, so the number of single-stone heaps does (odd: P, even: N).");
    }
    if nim.odd_columns_after.is_empty() {
        return line.plain(": every column is even.");
    }
    let before = nim_sum(&report.heaps);
    let (made, still): (Vec<u32>, Vec<u32>) = nim
        .odd_columns_after
        .iter()
        .partition(|&&d| (before >> d) & 1 == 0);
    let names = |powers: &[u32]| {
        let names: Vec<String> = powers.iter().map(|&d| column_name(d)).collect();
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => names.concat(),
        }
    };
    let mut line = line.plain(": ");
    if !made.is_empty() {
        line = line
            .plain("the move made ")
            .mark(names(&made), Mark::Odd)
            .plain(" odd");
    }
    if !still.is_empty() {
        let verb = if still.len() == 1 { "is" } else { "are" };
        line = line
            .plain(if made.is_empty() { "" } else { ", and " })
            .mark(names(&still), Mark::Odd)
            .plain(format!(" {verb} still odd, as before the move"));
    }
    line.plain(", so the nim-sum is not 0.")
}

/// The winning moves from `heaps`: under normal play the trace's own
/// "every winning move" step (with its reason); under misère play a list.
fn winning_moves_section(
    heading: &str,
    report: &Judgement,
    nim: &NimJudged,
    moves: &[Move],
    except: Option<&Move>,
) -> Section {
    if let Some(step) = &nim.winning_step {
        if let BoutonStep::AllWinningMoves {
            heaps,
            power,
            ones,
            moves,
        } = step
        {
            let mut s = all_winning_moves(heaps, (*power, *ones), moves, except);
            s.heading = heading.to_string();
            return s;
        }
        let mut s = section(step, Subject::Heaps(nim.rules));
        s.heading = heading.to_string();
        return s;
    }
    Section::new(heading)
        .paragraph(
            Line::new()
                .plain("Before the move, ")
                .extend(position_value(&report.heaps, nim.rules, nim.outcome_before))
                .plain(". Each of these leaves the opponent a P-position:"),
        )
        .bullets(
            moves
                .iter()
                .filter(|m| Some(*m) != except)
                .map(|m| Line::new().mark(move_words(m), Mark::Win))
                .collect(),
        )
}

/// A verdict on a move, in any game: its JSON is the solver's record
/// itself.
impl Report for Judgement {
    fn json(&self) -> impl Serialize + '_ {
        self
    }

    fn documents(&self) -> Vec<Document> {
        vec![document(self)]
    }
}
