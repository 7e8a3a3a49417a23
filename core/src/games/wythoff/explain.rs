//! The words of a Wythoff walkthrough: one section per step.

use super::pairs::{Pair, Place, Role};
use super::solve::Step;
use super::WythoffMove;
use crate::doc::{Line, Mark, Section, Table};
use crate::game::Outcome;
use crate::games::walked::{listed, Games, Walked};

/// The rules, as the walkthrough's first section says them after the
/// game's name.
pub(crate) const RULES: &str =
    "two heaps; take any number of stones from one heap, or the same number from both heaps.";

/// Wythoff's game's steps, worded here.
impl Walked for Vec<Step> {
    fn sections(&self, _heaps: &[u64], _games: &Games) -> Vec<Section> {
        self.iter().map(section).collect()
    }

    fn winning_moves(&self) -> Box<dyn erased_serde::Serialize + '_> {
        Box::new(moves(self))
    }

    fn winning_move_words(&self, _games: &Games) -> Vec<String> {
        moves(self).iter().map(WythoffMove::words).collect()
    }
}

/// The winning moves the steps list.
fn moves(steps: &[Step]) -> &[WythoffMove] {
    listed(steps, |step| match step {
        Step::WinningMoves { moves } => Some(moves),
        _ => None,
    })
}

/// The section of one step.
fn section(step: &Step) -> Section {
    match step {
        Step::GreedyPairs { pairs } => greedy_pairs(pairs),
        Step::PairsAreP => Section::new("Why the pairs are exactly the P-positions").bullets(vec![
            Line::from("Every whole number is in exactly one pair (0 is both numbers of (0, 0)). The a_k grow: a_(k−1) is used, and every number below it was used before it was chosen, so a_k > a_(k−1); so every number is sooner or later used, since a_k is the smallest number not yet used. No number is used twice: b_(k−1) is the largest number used before pair k (by the same argument one pair earlier), and b_k = a_k + k > a_(k−1) + (k − 1) = b_(k−1). Each difference k belongs to one pair too."),
            Line::from("No move joins two pairs. A move on one heap keeps the other heap's number, and the only pair holding that number is the pair the move started from. A move on both heaps keeps the difference, and only one pair has that difference."),
            Line::from("Every other position has a move to a pair. Call the heaps x ≤ y. If x is some b_j with j ≥ 1, lower y to a_j: a_j < b_j = x ≤ y, so this is a move. If x = a_j and y > b_j, lower y to b_j; if x = a_j and y = b_j, the heaps are a pair already. Otherwise x = a_j and y < b_j: the difference d = y − x is smaller than b_j − a_j = j, so a_d < a_j = x (the a's grow), and taking x − a_d from both heaps leaves a_d and y − x + a_d = d + a_d = b_d: the pair (a_d, b_d)."),
            Line::from("So, by induction on the number of stones: (0, 0) is a pair and a P-position (no move is left). From a pair every move reaches a position in no pair, which has fewer stones and a move to a pair: an N-position. From any other position some move reaches a pair, a P-position: so it is an N-position."),
        ]),
        Step::Formula { pair } => formula(pair),
        Step::Place {
            heaps,
            diagonal,
            in_table,
            places,
            outcome,
        } => place(*heaps, diagonal, *in_table, places, *outcome),
        Step::WinningMoves { moves } => winning_moves(moves),
        Step::EveryMoveLoses { stones_left } => {
            let section = Section::new("Every move loses");
            if *stones_left {
                section.paragraph("The heaps are a pair, and no move joins two pairs: every move leaves a position in no pair, an N-position, from which the opponent has a move back to a pair.")
            } else {
                section.paragraph("No stone is left, so there is no move: the player to move has already lost.")
            }
        }
    }
}

fn greedy_pairs(pairs: &[(u64, u64)]) -> Section {
    let rows = pairs
        .iter()
        .enumerate()
        .map(|(k, &(a, b))| {
            vec![
                Line::from(k.to_string()),
                Line::from(a.to_string()),
                Line::from(b.to_string()),
            ]
        })
        .collect();
    Section::new("The P-positions, pair by pair")
        .paragraph("Build a list of pairs of numbers, numbered k = 0, 1, 2, …, one at a time. Pair k, written (a_k, b_k), takes as its smaller number a_k the smallest whole number not yet in any pair, and as its larger number b_k = a_k + k, so its difference is k: one more than the pair before. Pair 0 is (0, 0). We call these the Wythoff pairs, and the other number of a number's pair its partner; the claim is that the pairs (in either order) are exactly the P-positions.")
        .table(Table {
            header: ["k", "a_k", "b_k"].map(Line::from).to_vec(),
            rows,
            asked: None,
        })
}

/// The pair past the table, found by the formula: said in full, as it is
/// what finds the pair here.
fn formula(pair: &Pair) -> Section {
    let k = pair.k;
    Section::new("The pair past the table: the golden ratio, in whole numbers")
        .paragraph(format!("The heaps' difference is {k}, past the table. The pairs also have a formula, found by Wythoff in 1907 (it follows from Beatty's theorem on the sequences ⌊kα⌋; we use it without proof): a_k = ⌊kφ⌋ and b_k = ⌊kφ²⌋ = a_k + k, where φ = (1 + √5)/2 is the golden ratio, about 1.618, and ⌊x⌋ means x rounded down. (The two forms of b_k agree because φ² = φ + 1, so kφ² = kφ + k.)"))
        .paragraph("Rounding errors of decimals would give wrong pairs for large k, so nimstep computes it in whole numbers: kφ = (k + √(5k²))/2, so a_k = ⌊(k + ⌊√(5k²)⌋)/2⌋, using the whole-number square root ⌊√(5k²)⌋ (halving and rounding down gives the same whether or not the root was rounded down first, as k is whole).")
        .paragraph(
            Line::new()
                .plain(format!("For k = {k}: ⌊√(5·{k}²)⌋ = {}, so a_{k} = ⌊({k} + {})/2⌋ = ", pair.root, pair.root))
                .mark(pair.lower.to_string(), Mark::Strong)
                .plain(format!(" and b_{k} = {} + {k} = ", pair.lower))
                .mark(pair.upper.to_string(), Mark::Strong)
                .plain("."),
        )
}

/// Where the pair with the heaps' difference comes from: the table's row,
/// checked in one line by the golden-ratio formula (new here: the formula
/// at work on this position), or the formula step before.
fn diagonal_source(pair: &Pair, in_table: bool) -> String {
    let k = pair.k;
    match (in_table, k) {
        (false, _) => "found by the formula above".to_string(),
        (true, 0) => "row 0 of the table".to_string(),
        (true, _) => format!(
            "row {k} of the table. The golden-ratio formula a_k = ⌊kφ⌋, in whole numbers ⌊(k + ⌊√(5k²)⌋)/2⌋, finds it without the table: ⌊√(5·{k}²)⌋ = {}, so a_{k} = ⌊({k} + {})/2⌋ = {}",
            pair.root, pair.root, pair.lower
        ),
    }
}

/// "4 is a_3 (its pair is (4, 7))".
fn membership(place: &Place) -> String {
    let (name, partner) = match place.role {
        Role::Lower => ("a", place.pair.upper),
        Role::Upper => ("b", place.pair.lower),
    };
    let (a, b) = match place.role {
        Role::Lower => (u128::from(place.number), partner),
        Role::Upper => (partner, u128::from(place.number)),
    };
    format!(
        "{} is {name}_{} (its pair is ({a}, {b}))",
        place.number, place.pair.k
    )
}

fn place(
    heaps: [u64; 2],
    diagonal: &Pair,
    in_table: bool,
    places: &[Place; 2],
    outcome: Outcome,
) -> Section {
    let [x, y] = heaps;
    let (small, large) = (x.min(y), x.max(y));
    let d = large - small;
    let section = Section::new("Where the position stands")
        .paragraph(format!(
            "The heaps are {x} and {y}; their difference is {large} − {small} = {d}, and the only pair with difference {d} is ({}, {}), {}.",
            diagonal.lower, diagonal.upper, diagonal_source(diagonal, in_table)
        ))
        .bullets(
            places
                .iter()
                .enumerate()
                .map(|(i, p)| Line::from(format!("Heap {}: {}.", i + 1, membership(p))))
                .collect(),
        );
    let verdict = match outcome {
        Outcome::P => Line::new()
            .plain(format!(
                "The smaller heap is a_{d} = {small}, so the heaps are that pair: "
            ))
            .mark("a P-position", Mark::Lose)
            .plain(". Whoever moves now loses against perfect play."),
        Outcome::N => Line::new()
            .plain(format!(
                "The smaller heap is {small}, not a_{d} = {}, so the heaps are not a pair: ",
                diagonal.lower
            ))
            .mark("an N-position", Mark::Win)
            .plain(". The player to move can win."),
    };
    section.paragraph(verdict)
}

fn winning_moves(moves: &[WythoffMove]) -> Section {
    let lines = moves
        .iter()
        .map(|m| {
            let why = match m {
                WythoffMove::One(one) => format!(
                    " — heap {} keeps its number, and this heap becomes its partner",
                    3 - one.heap
                ),
                WythoffMove::Both(_) => {
                    " — the difference stays, and both heaps fall to the pair with that difference"
                        .to_string()
                }
            };
            Line::new().mark(m.words(), Mark::Win).plain(why)
        })
        .collect();
    let count = match moves.len() {
        1 => "1 winning move".to_string(),
        n => format!("{n} winning moves"),
    };
    Section::new("Every winning move")
        .paragraph(format!("A winning move must reach a pair. A move on one heap keeps the other heap's number, so only that number's partner will do; a move on both heaps keeps the difference, so only the pair with that difference will do. So there are at most three winning moves (2 2 has three); {count} here:"))
        .bullets(lines)
}
