//! Small pieces of wording and notation shared by every game's
//! explanation and by the presenters: below both, so that a game's folder
//! can word its steps without importing the presenters above it.

use crate::doc::{Line, Mark, Table};
use crate::game::binary::{column_value, to_binary};
use crate::game::{Move, Outcome, Rules};
use crate::trace::Candidate;

/// What the numbers of Bouton's steps stand for, which decides their
/// words: Nim heaps under some rules, the Grundy values of a sum of
/// games (not heap sizes), or the coins on a staircase's odd steps (where
/// an odd step can also grow, when coins slide down onto it).
#[derive(Debug, Clone, Copy)]
pub enum Subject {
    /// Nim heaps, played under these rules.
    Heaps(Rules),
    /// The Grundy values of the heaps of a sum of games.
    GrundyValues,
    /// The coins on the odd steps of a staircase.
    OddSteps,
}

impl Subject {
    /// What a heap's number is called in a table head: a Nim heap's
    /// `size`, a Grundy `value` (never a size: lesson 8), an odd step's
    /// `coins`.
    pub(crate) fn head(self) -> &'static str {
        match self {
            Subject::Heaps(_) => "size",
            Subject::GrundyValues => "value",
            Subject::OddSteps => "coins",
        }
    }

    /// The heap's number in prose, as in "the new size is …".
    pub(crate) fn noun(self) -> &'static str {
        match self {
            Subject::OddSteps => "number of coins",
            _ => self.head(),
        }
    }

    /// The label of the number `x ⊕ s` a move leaves on the heap.
    pub(crate) fn after(self) -> &'static str {
        match self {
            Subject::Heaps(_) => "new size",
            Subject::GrundyValues => "new value",
            Subject::OddSteps => "coins after",
        }
    }

    /// What a step's heading adds when its numbers are not Nim heaps.
    pub(crate) fn heading(self) -> &'static str {
        match self {
            Subject::Heaps(_) => "",
            Subject::GrundyValues => " — on the Grundy values",
            Subject::OddSteps => " — on the odd steps (heap j is step 2j − 1)",
        }
    }
}

/// The rows of a "which heaps can change?" table: the heap, its size (or
/// value), its bit in the leftmost odd column, its target, and the verdict
/// in the words `verdicts` gives (accepted, refused); elided after
/// [`HEAPS_SHOWN`] heaps.
pub fn candidate_rows(heaps: &[Candidate], power: u32, verdicts: [&str; 2]) -> Vec<Vec<Line>> {
    let rows = heaps.iter().map(|c| {
        let (mark, verdict) = if c.accepted {
            (Mark::Win, verdicts[0])
        } else {
            (Mark::Plain, verdicts[1])
        };
        vec![
            Line::new().mark(format!("#{}", c.heap), mark),
            Line::from(c.size.to_string()),
            bit_cell(c.size, power),
            Line::from(c.target.to_string()),
            Line::new().mark(verdict, mark),
        ]
    });
    elide(rows, |more| summary_row(more, 5))
}

/// The rules in words, as every output states them.
pub fn rules_sentence(rules: Rules) -> &'static str {
    match rules {
        Rules::Normal => "normal play: whoever takes the last stone wins",
        Rules::Misere => "misère play: whoever takes the last stone loses",
    }
}

/// How many heaps a sentence names before it says how many there are.
pub const HEAPS_NAMED: usize = 12;

/// The heaps as the user would type them: `13 12 8`; long positions are
/// cut with their count.
pub fn heaps_list(heaps: &[u64]) -> String {
    let text: Vec<String> = heaps.iter().take(HEAPS_NAMED).map(u64::to_string).collect();
    if heaps.len() > HEAPS_NAMED {
        format!("{} … ({} heaps)", text.join(" "), heaps.len())
    } else {
        text.join(" ")
    }
}

/// The heaps joined by ⊕: `13 ⊕ 12 ⊕ 8`; long positions are cut.
pub fn xor_expression(heaps: &[u64]) -> String {
    const SHOWN: usize = 8;
    if heaps.len() <= SHOWN {
        return heaps
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" ⊕ ");
    }
    let head: Vec<String> = heaps.iter().take(SHOWN - 1).map(u64::to_string).collect();
    format!(
        "{} ⊕ … ⊕ {} ({} heaps)",
        head.join(" ⊕ "),
        heaps[heaps.len() - 1],
        heaps.len()
    )
}

/// The heading of the `2^power` column: its value while the table is
/// narrow (up to 512), `2^k` once values grow long.
pub fn column_heading(power: u32, width: u32) -> String {
    if width <= 10 {
        column_value(power).to_string()
    } else {
        format!("2^{power}")
    }
}

/// The header of a table of heaps in binary: `heap`, `size`, then a column
/// per power of two, headed by [`column_heading`].
pub fn binary_header(powers: impl ExactSizeIterator<Item = u32>) -> Vec<Line> {
    let width = powers.len() as u32;
    let mut header = vec![Line::from("heap"), Line::from("size")];
    header.extend(powers.map(|power| Line::from(column_heading(power, width))));
    header
}

/// The name of a column in prose: `the 8 (2^3) column`.
pub fn column_name(power: u32) -> String {
    format!("the {} (2^{power}) column", column_value(power))
}

/// `n` in binary with a subscript 2. With no `highlight` (a bit mask of
/// 0) the 1s stand out; otherwise only the highlighted digits do, marked
/// with `highlight_mark`.
pub fn binary_line(n: u64, width: u32, highlight: u64, highlight_mark: Mark) -> Line {
    let digits = to_binary(n, width);
    let mut line = Line::new();
    for (i, digit) in digits.chars().enumerate() {
        let power = width - 1 - i as u32;
        let mark = if power < 64 && (highlight >> power) & 1 == 1 {
            highlight_mark
        } else if highlight != 0 {
            Mark::Plain
        } else if digit == '1' {
            Mark::One
        } else {
            Mark::Dim
        };
        line = line.mark(digit.to_string(), mark);
    }
    line.plain("₂")
}

/// One bit as a table cell: 1s stand out, 0s step back.
pub fn bit_cell(n: u64, power: u32) -> Line {
    if (n >> power) & 1 == 1 {
        Line::new().mark("1", Mark::One)
    } else {
        Line::new().mark("0", Mark::Dim)
    }
}

/// The outcome in a short phrase: `an N-position`.
pub fn outcome_name(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::P => "a P-position",
        Outcome::N => "an N-position",
    }
}

/// "1 heap", "3 heaps".
pub fn count(n: impl Into<u128>, one: &str, many: &str) -> String {
    let n: u128 = n.into();
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// The outcome as its letter, as grids and tables show it.
pub fn outcome_letter(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::P => "P",
        Outcome::N => "N",
    }
}

/// P labels stand out in every grid and list of labels.
pub fn label_mark(outcome: Outcome) -> Mark {
    match outcome {
        Outcome::P => Mark::Chosen,
        Outcome::N => Mark::Plain,
    }
}

/// Each game of a position once, in heap order, with the index (from 0)
/// of the first heap it is played on: what a title or a list of rules
/// names when heaps share a game.
pub fn distinct_games<G: PartialEq>(games: &[G]) -> Vec<(usize, &G)> {
    let mut distinct: Vec<(usize, &G)> = Vec::new();
    for (i, game) in games.iter().enumerate() {
        if distinct.iter().all(|&(_, seen)| seen != game) {
            distinct.push((i, game));
        }
    }
    distinct
}

/// How many heaps a per-heap table or list shows before the rest are
/// summarised in one line: a walkthrough of thousands of heaps is for the
/// JSON format, while the column counts still cover every heap.
pub const HEAPS_SHOWN: usize = 32;

/// Makes the first [`HEAPS_SHOWN`] of `items`, then
/// `summary(number left out)` when some were cut: only the items shown are
/// ever made, and the count comes from the iterator itself.
pub fn elide<T>(
    items: impl ExactSizeIterator<Item = T>,
    summary: impl FnOnce(usize) -> T,
) -> Vec<T> {
    let total = items.len();
    elide_counted(items, total, summary)
}

/// [`elide`] of `items` known to number `total`: made only while shown.
pub fn elide_counted<T>(
    items: impl Iterator<Item = T>,
    total: usize,
    summary: impl FnOnce(usize) -> T,
) -> Vec<T> {
    let mut shown: Vec<T> = items.take(HEAPS_SHOWN).collect();
    if total > HEAPS_SHOWN {
        shown.push(summary(total - HEAPS_SHOWN));
    }
    shown
}

/// A table row that says how many rows were left out.
pub fn summary_row(more: usize, columns: usize) -> Vec<Line> {
    let mut row = vec![Line::from(format!("+{more} more"))];
    row.resize(columns, Line::default());
    row
}

/// The moves as a table: heap, from, take, leaves (what a winning move
/// changes stands out).
pub fn moves_table(moves: &[Move]) -> Table {
    let header = vec![
        Line::from("heap"),
        Line::from("from"),
        Line::from("take"),
        Line::from("leaves"),
    ];
    let rows = elide(
        moves.iter().map(|m| {
            vec![
                Line::from(format!("#{}", m.heap)),
                Line::from((m.take + m.leaves).to_string()),
                Line::new().mark(m.take.to_string(), Mark::Win),
                Line::new().mark(m.leaves.to_string(), Mark::Win),
            ]
        }),
        |more| summary_row(more, 4),
    );
    Table {
        header,
        rows,
        asked: None,
    }
}

/// `Heap 3 is`, `Heaps 1, 2 and 3 are`, or past [`HEAPS_SHOWN`] heaps
/// `40 heaps (1, 2, …) are`: a million heaps named one by one would make
/// one sentence of megabytes.
pub fn heaps_are(heaps: &[usize]) -> String {
    match heaps {
        [one] => format!("Heap {one} is"),
        _ if heaps.len() > HEAPS_SHOWN => format!(
            "{} heaps ({}, …) are",
            heaps.len(),
            heaps[..HEAPS_SHOWN]
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        _ => format!("Heaps {} are", and_list(heaps)),
    }
}

/// `1, 2 and 3`.
pub fn and_list(numbers: &[usize]) -> String {
    let words: Vec<String> = numbers.iter().map(usize::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => words.join(""),
    }
}

/// The last line of a list cut by [`elide`]: how many more, and where
/// to find them all.
pub fn more_in_json(more: usize) -> Line {
    Line::from(format!(
        "… and {more} more (all of them with --format json)"
    ))
}
