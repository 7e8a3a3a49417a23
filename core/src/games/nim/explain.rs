//! The words of a Nim walkthrough, under either rules: each of normal
//! play's steps as a document section (misère play's own steps are worded
//! by `games::misere::explain`, and `games::bouton` picks between them).
//! Bouton's steps are worded here once, for whatever their numbers stand
//! for ([`Subject`]): the heaps of Nim, the Grundy values of a sum of
//! games, the odd steps of a staircase.

use crate::doc::{Block, Heaps, Line, Mark, Section, Table};
use crate::game::binary::{column_value, Column};
use crate::game::{Move, Outcome, Rules};
use crate::games::nim::move_words;
use crate::trace::{BoutonStep, Candidate, Choice, Expansion};
use crate::words::{
    binary_header, binary_line, bit_cell, candidate_rows, column_heading, column_name, count,
    elide, heaps_list, moves_table, outcome_name, summary_row, xor_expression, Subject,
};

/// One of Bouton's steps as a section, worded for what its numbers stand
/// for (misère play's own steps are `games::misere::explain`'s). Which
/// heaps can change is worded by the staircase and the heap games
/// themselves, where a heap can also grow.
pub(crate) fn section(step: &BoutonStep, subject: Subject) -> Section {
    match step {
        BoutonStep::BinaryExpansion { heaps } => binary_expansion(heaps),
        BoutonStep::ColumnTable { heaps, columns } => Section::new("Stack the heaps in binary")
            .paragraph("Write the heaps one under another, one column per power of two, and count the 1s in each column.")
            .table(column_table_of(heaps, columns, None, subject)),
        BoutonStep::NimSum {
            heaps,
            value,
            width,
        } => nim_sum(heaps, *value, *width),
        BoutonStep::Verdict { outcome, nim_sum } => verdict(*outcome, *nim_sum),
        BoutonStep::LeftmostOddColumn { power, ones } => Section::new("Find the leftmost odd column")
            .paragraph(
                Line::new()
                    .plain("The highest column with an odd number of 1s is ")
                    .mark(column_name(*power), Mark::Chosen)
                    .plain(format!(
                        ": {} a 1 there. The winning move must change that column.",
                        count(*ones, "heap has", "heaps have")
                    )),
            ),
        BoutonStep::CandidateHeaps {
            power,
            nim_sum,
            heaps,
        } => candidate_heaps(*power, *nim_sum, heaps),
        BoutonStep::ChosenHeap { heap, size, choice } => chosen_heap(*heap, *size, *choice),
        BoutonStep::XorWithSum {
            heap,
            size,
            nim_sum,
            target,
            power,
            width,
            others,
        } => xor_with_sum(
            (*heap, *size),
            *nim_sum,
            *target,
            (*power, *width),
            others,
            subject,
        ),
        BoutonStep::Move { chosen } => Section::new("The move").paragraph(
            Line::new()
                .plain("Move: ")
                .mark(move_words(chosen), Mark::Win)
                .plain("."),
        ),
        BoutonStep::Check {
            heaps,
            columns,
            nim_sum,
        } => Section::new("Check: every column is even")
            .table(column_table_of(heaps, columns, None, subject))
            .paragraph(format!(
                "Every column now holds an even number of 1s, so the nim-sum is {nim_sum}: the opponent faces a P-position. {}, which makes some column odd again: the nim-sum they leave is never 0.",
                match subject {
                    Subject::Heaps(_) => "Whatever they take changes one heap",
                    Subject::GrundyValues => "Whatever they do changes the value of one heap, never to the value it had (a heap's value is missing among its options' values)",
                    Subject::OddSteps => "Whatever they do changes exactly one odd step (coins leave it, or slide onto it from the even step above)",
                }
            )),
        BoutonStep::AllWinningMoves {
            heaps,
            power,
            ones,
            moves,
        } => all_winning_moves(heaps, (*power, *ones), moves, None),
        BoutonStep::EveryMoveLoses {
            keep_going,
            nim_sum_after,
        } => every_move_loses(keep_going, *nim_sum_after, subject),
        BoutonStep::GameOver { rules, outcome } => game_over(*rules, *outcome),
    }
}

fn binary_expansion(heaps: &[Expansion]) -> Section {
    Section::new("Write each heap in binary")
        .paragraph(format!("Subtract the largest power of two that fits, again and again, until nothing is left; the powers used are the 1s of the binary form. It is place value, as in base ten{}, and in base two each place, 1, 2, 4, 8, …, holds a 0 or a 1. The 0s must be written too: they keep every other digit in its place.", base_ten_example(heaps)))
        .bullets(elide(
            heaps
                .iter()
                .map(expansion_line)
                ,
            |more| {
                Line::from(format!(
                    "… and {more} more heaps (all of them with --format json)"
                ))
            },
        ))
}

/// The place-value form in base ten of the first heap with two digits or
/// more (`, where 13 = 1·10 + 3·1`), or nothing when every heap has one.
fn base_ten_example(heaps: &[Expansion]) -> String {
    let Some(value) = heaps.iter().map(|e| e.value).find(|&v| v >= 10) else {
        return String::new();
    };
    let digits = value.to_string();
    let places = digits.len() as u32;
    let terms: Vec<String> = digits
        .chars()
        .enumerate()
        .map(|(i, d)| format!("{d}·{}", 10u128.pow(places - 1 - i as u32)))
        .collect();
    format!(", where {value} = {}", terms.join(" + "))
}

/// `25 = 16 + 9 = 16 + 8 + 1 = 11001₂`: the subtraction chain while it is
/// short, the powers of two alone once it is long.
fn expansion_line(e: &Expansion) -> Line {
    const CHAIN_TERMS: usize = 6;
    let width = crate::game::binary::bit_width(e.value);
    let mut text = format!("{} = ", e.value);
    let powers = e.powers();
    match powers.len() {
        0 => text.push_str("0 (no powers of two) = "),
        1 => {}
        n if n <= CHAIN_TERMS => {
            for taken in 1..n {
                let used: Vec<String> = powers[..taken].iter().map(u64::to_string).collect();
                let rest = e.value - powers[..taken].iter().sum::<u64>();
                text.push_str(&used.join(" + "));
                if rest > 0 {
                    text.push_str(&format!(" + {rest}"));
                }
                text.push_str(" = ");
            }
        }
        _ => {
            let powers: Vec<String> = powers
                .iter()
                .map(|p| format!("2^{}", p.trailing_zeros()))
                .collect();
            text.push_str(&powers.join(" + "));
            text.push_str(" = ");
        }
    }
    if e.value > 0 && width <= PLACE_VALUE_DIGITS {
        let places: Vec<String> = (0..width)
            .rev()
            .map(|k| format!("{}·{}", (e.value >> k) & 1, column_value(k)))
            .collect();
        text.push_str(&places.join(" + "));
        text.push_str(" = ");
    }
    Line::new()
        .plain(text)
        .extend(binary_line(e.value, width, 0, Mark::One))
}

/// Up to how many binary digits step 1 writes the place-value form
/// (`1·16 + 1·8 + 0·4 + 0·2 + 1·1`) before the binary digits.
const PLACE_VALUE_DIGITS: u32 = 10;

/// The heaps stacked in binary with a row of 1-counts and a row of
/// parities. `chosen` marks one heap's row (1-based), in words too.
pub fn column_table(heaps: &[u64], columns: &[Column], chosen: Option<usize>) -> Table {
    column_table_of(heaps, columns, chosen, Subject::Heaps(Rules::Normal))
}

/// [`column_table`] with the number column named for `subject`.
fn column_table_of(
    heaps: &[u64],
    columns: &[Column],
    chosen: Option<usize>,
    subject: Subject,
) -> Table {
    let mut header = binary_header(columns.iter().map(|c| c.power));
    header[1] = Line::from(subject.head());
    let columns_total = header.len();
    let rows = heaps.iter().enumerate().map(|(i, &h)| {
        let mark = if chosen == Some(i + 1) {
            Mark::Chosen
        } else {
            Mark::Plain
        };
        let label = if chosen == Some(i + 1) {
            format!("#{} (moved)", i + 1)
        } else {
            format!("#{}", i + 1)
        };
        let mut row = vec![
            Line::new().mark(label, mark),
            Line::new().mark(h.to_string(), mark),
        ];
        row.extend(columns.iter().map(|c| bit_cell(h, c.power)));
        row
    });
    let mut rows = elide(rows, |more| summary_row(more, columns_total));
    let mut ones = vec![Line::from("count of 1s"), Line::default()];
    ones.extend(columns.iter().map(|c| {
        Line::new().mark(
            c.ones.to_string(),
            if c.odd { Mark::Odd } else { Mark::Plain },
        )
    }));
    let mut parity = vec![Line::from("parity"), Line::default()];
    parity.extend(columns.iter().map(|c| {
        if c.odd {
            Line::new().mark("odd", Mark::Odd)
        } else {
            Line::from("even")
        }
    }));
    rows.push(ones);
    rows.push(parity);
    Table {
        header,
        rows,
        asked: None,
    }
}

fn nim_sum(heaps: &[u64], value: u64, width: u32) -> Section {
    let powers: Vec<String> = crate::game::binary::powers_of_two(value)
        .iter()
        .map(u64::to_string)
        .collect();
    let decimal = if powers.len() > 1 && powers.len() <= 8 {
        format!(" = {} = ", powers.join(" + "))
    } else {
        " = ".to_string()
    };
    Section::new("Read off the nim-sum")
        .paragraph("Put a 1 under each odd column and a 0 under each even one: that is addition in binary without carries.")
        .paragraph(
            Line::new()
                .plain(format!("{} = ", xor_expression(heaps)))
                .extend(binary_line(value, width, 0, Mark::One))
                .plain(decimal)
                .mark(value.to_string(), Mark::Strong),
        )
}

fn verdict(outcome: Outcome, nim_sum: u64) -> Section {
    let line = match outcome {
        Outcome::N => Line::new()
            .plain(format!("The nim-sum is {nim_sum}, not 0, so this is "))
            .mark(outcome_name(outcome), Mark::Win)
            .plain(": the next player — whoever moves now — wins with perfect play, by moving to a position whose nim-sum is 0."),
        Outcome::P => Line::new()
            .plain("The nim-sum is 0, so this is ")
            .mark(outcome_name(outcome), Mark::Lose)
            .plain(": the previous player wins — whoever moves now loses against perfect play."),
    };
    Section::new("Verdict").paragraph(line)
}

fn candidate_heaps(power: u32, nim_sum: u64, heaps: &[Candidate]) -> Section {
    let header = vec![
        Line::from("heap"),
        Line::from("size x"),
        Line::from(format!("{} bit", column_heading(power, power + 1))),
        Line::from("x ⊕ s"),
        Line::from("move?"),
    ];
    let rows = candidate_rows(heaps, power, ["✓ smaller", "✗ larger"]);
    Section::new("Which heaps can change?")
        .paragraph(format!(
            "Changing a heap x to x ⊕ s, where s = {nim_sum} is the nim-sum, makes the nim-sum 0, but it is a legal move only if x ⊕ s < x. That happens exactly when x has a 1 in {}: that bit flips from 1 to 0. Marked ✓: smaller, a winning move; ✗: larger, it would add stones.",
            column_name(power)
        ))
        .table(Table { header, rows, asked: None })
}

fn chosen_heap(heap: usize, size: u64, choice: Choice) -> Section {
    let why = match choice {
        Choice::FirstCandidate => "the first heap with a 1 in the leftmost odd column",
        Choice::AskedFor => "the heap you asked for with --heap",
    };
    Section::new("Choose the heap").paragraph(
        Line::new()
            .plain("Change ")
            .mark(
                format!("heap {heap} ({})", count(size, "stone", "stones")),
                Mark::Chosen,
            )
            .plain(format!(": {why}.")),
    )
}

/// `x ⊕ s = y` bit by bit for heap `(number, size x)`, with a `^` row under
/// the bits that flip (visible without colour), then the same `y` as the
/// nim-sum of the `others`.
fn xor_with_sum(
    (heap, size): (usize, u64),
    s: u64,
    target: u64,
    (power, width): (u32, u32),
    others: &[u64],
    subject: Subject,
) -> Section {
    let bit = column_value(power);
    let mut header = vec![Line::from(""), Line::from("decimal")];
    header.extend(
        (0..width)
            .rev()
            .map(|k| Line::from(column_heading(k, width))),
    );
    let row = |label: Line, value: Line, n: u64, flipped: bool| {
        let mut cells = vec![label, value];
        cells.extend((0..width).rev().map(|k| {
            let digit = if (n >> k) & 1 == 1 { "1" } else { "0" };
            match (flipped, (s >> k) & 1 == 1) {
                (true, true) => Line::new().mark(digit, Mark::Flipped),
                (true, false) => Line::from(digit),
                (false, _) => bit_cell(n, k),
            }
        }));
        cells
    };
    let table = Table {
        header,
        rows: vec![
            row(
                Line::new().mark(format!("heap {heap}"), Mark::Chosen),
                Line::from(size.to_string()),
                size,
                false,
            ),
            row(Line::from("⊕ nim-sum"), Line::from(s.to_string()), s, false),
            row(
                Line::new().mark(format!("= {}", subject.after()), Mark::Win),
                Line::new().mark(target.to_string(), Mark::Win),
                target,
                true,
            ),
            flip_row(s, width),
        ],
        asked: None,
    };
    Section::new("Heap ⊕ nim-sum")
        .paragraph(format!(
            "{size} ⊕ {s} = {target}: each bit of the heap flips where the nim-sum has a 1 (marked ^ under the table), and stays where it has a 0."
        ))
        .table(table)
        .paragraph(if bit == 1 {
            format!("Why smaller: the 1 bit falls from 1 to 0 and no bit lies below it, so {target} < {size}.")
        } else {
            format!(
                "Why smaller: the {bit} bit falls from 1 to 0, which takes away {bit}; the bits below it can add back at most {}, so {target} < {size}.",
                bit - 1,
            )
        })
        .paragraph(other_heaps(target, others, subject))
        .paragraph(OTHER_HEAPS_AGREE)
}

/// Why heap ⊕ nim-sum is the nim-sum of the other heaps: the same words
/// for every position, a paragraph of its own, so that a lesson showing
/// several walkthroughs says it once (`lesson::document` leaves out a
/// worked example's paragraph the lesson has already shown).
pub const OTHER_HEAPS_AGREE: &str = "The two always agree: the nim-sum s is x ⊕ rest, where x is this heap and rest the nim-sum of the others, so x ⊕ s = x ⊕ x ⊕ rest = rest (as x ⊕ x = 0), and after the move the nim-sum is rest ⊕ rest = 0.";

/// The row of `^` under the bits that flip: the 1s of the nim-sum `s`.
fn flip_row(s: u64, width: u32) -> Vec<Line> {
    let mut cells = vec![Line::from("flip"), Line::default()];
    cells.extend((0..width).rev().map(|k| {
        if (s >> k) & 1 == 1 {
            Line::new().mark("^", Mark::Flipped)
        } else {
            Line::default()
        }
    }));
    cells
}

/// The same new size (or value, or number of coins) read another way: the
/// nim-sum of the other heaps.
fn other_heaps(target: u64, others: &[u64], subject: Subject) -> Line {
    let noun = subject.noun();
    let (new, of) = match subject {
        Subject::OddSteps => (format!("{noun} after"), "on"),
        _ => (format!("new {noun}"), "of"),
    };
    let sum = match others {
        [] => "0, as there is no other heap".to_string(),
        [one] => format!("the {noun} {of} the other heap, {one}"),
        _ => format!(
            "the nim-sum of the other heaps, {} = {target}",
            xor_expression(others)
        ),
    };
    Line::new().plain(format!("The same number another way: the {new} is {sum}."))
}

/// Every winning move and why there are that many; with `except` (a
/// move already checked), the table lists only the others.
/// Every winning move from `heaps`, whose leftmost odd column is `2^power`
/// with `ones` 1s: the position is named, since the table above it (the
/// check of one move) shows the position after that move.
pub fn all_winning_moves(
    heaps: &[u64],
    (power, ones): (u32, u64),
    moves: &[Move],
    except: Option<&Move>,
) -> Section {
    let reason = format!(
        "In {}, each heap with a 1 in {} gives exactly one winning move, and no other heap gives any: {} in all, as many as that column's 1s — always an odd number.",
        heaps_list(heaps),
        column_name(power),
        count(ones, "winning move", "winning moves"),
    );
    match except {
        None => Section::new("Every winning move")
            .paragraph(reason)
            .table(moves_table(moves)),
        Some(yours) => {
            let others: Vec<Move> = moves.iter().filter(|m| *m != yours).copied().collect();
            Section::new("Other winning moves")
                .paragraph(format!("{reason} Besides yours:"))
                .table(moves_table(&others))
        }
    }
}

fn every_move_loses(keep_going: &Move, nim_sum_after: u64, subject: Subject) -> Section {
    let from = keep_going.take + keep_going.leaves;
    let nonzero = "A move changes one heap from x to some smaller y. Nim-adding x to the old nim-sum 0 takes the old heap out (x ⊕ x = 0) and nim-adding y puts the new one in, so the new nim-sum is 0 ⊕ x ⊕ y = x ⊕ y, and x ⊕ y = 0 only when y = x (the cancellation law). So every move leaves a non-zero nim-sum";
    let reason = match subject {
        Subject::Heaps(Rules::Misere) => format!("{nonzero}. And two or more heaps hold two or more stones, so after any move at least one such big heap is still there: with a big heap on the table, a non-zero nim-sum is a misère N-position too (with exactly one big heap the position is always N). So every move leaves an N-position for the opponent."),
        _ => format!("{nonzero}: an N-position for the opponent."),
    };
    Section::new("Every move loses")
        .paragraph(reason)
        .paragraph(
            Line::new()
                .plain("To keep the game going and hope for a mistake: ")
                .mark(move_words(keep_going), Mark::Strong)
                .plain(format!(
                    ". The nim-sum becomes {from} ⊕ {} = {nim_sum_after}.",
                    keep_going.leaves
                )),
        )
}

/// All heaps empty: who has already won under `rules`.
pub fn game_over(rules: Rules, outcome: Outcome) -> Section {
    let who = match rules {
        Rules::Normal => "Under normal play whoever took the last stone has won, so the player to move has already lost",
        Rules::Misere => "Under misère play whoever took the last stone has lost, so the player to move has already won",
    };
    Section::new("The game is over").paragraph(format!(
        "Every heap is empty: no move is left. {who} ({}).",
        outcome_name(outcome)
    ))
}

/// The heaps drawn as stones with a move on them, the stones it takes
/// struck out.
pub(crate) fn move_picture(heaps: &[u64], chosen: &Move) -> Block {
    Block::Heaps(Heaps {
        sizes: heaps.to_vec(),
        taken: Some((chosen.heap.saturating_sub(1), chosen.take)),
        caption: format!(
            "The heaps {}: {}; the stones taken are struck out",
            heaps_list(heaps),
            move_words(chosen)
        ),
    })
}
