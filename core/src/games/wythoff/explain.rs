//! The words of a Wythoff walkthrough: one section per step.

use super::pairs::{Pair, Place, Role};
use super::solve::Step;
use super::WythoffMove;
use crate::doc::{Line, Mark, Section, Table};
use crate::game::Outcome;

/// The rules, as the walkthrough's first section says them after the
/// game's name.
pub const RULES: &str =
    "two heaps; take any number of stones from one heap, or the same number from both heaps.";

/// The sections of one step.
pub fn section(step: &Step) -> Section {
    match step {
        Step::GreedyPairs { pairs } => greedy_pairs(pairs),
        Step::PairsAreP => Section::new("Why the pairs are exactly the P-positions").bullets(vec![
            Line::from("Every whole number is in exactly one pair. Each a_k is the smallest number not used yet, so none is skipped; and b_k = a_k + k is larger than every number used before it (a_k > a_(k−1) and the difference grows by one, so b_k > b_(k−1)), so none is used twice. Each difference k belongs to one pair too."),
            Line::from("No move joins two pairs. A move on one heap leaves the other heap's number as it was, and that number's only pair is the one the move left. A move on both heaps keeps the difference, and only one pair has that difference."),
            Line::from("Every other position has a move to a pair. Call the heaps x ≤ y. If x is some b_j, lower y to a_j (a_j < b_j = x ≤ y). If x = a_j and y > b_j, lower y to b_j. Otherwise x = a_j and y < b_j, so the difference d = y − x is smaller than j, a_d < a_j = x, and taking x − a_d from both heaps reaches (a_d, b_d)."),
            Line::from("So, by induction on the number of stones: (0, 0) is a pair and a P-position (no move is left). From a pair every move reaches a position in no pair, which has fewer stones and a move to a pair: an N-position. From any other position some move reaches a pair, a P-position: so it is an N-position."),
        ]),
        Step::Formula { pair } => formula(pair),
        Step::Place {
            heaps,
            diagonal,
            places,
            outcome,
        } => place(*heaps, diagonal, places, *outcome),
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
        .paragraph("Build the P-positions greedily. The first pair is (0, 0). The k-th pair takes as its smaller number a_k the smallest whole number not yet in a pair, and as its larger number b_k = a_k + k, so its difference is k: one more than the pair before.")
        .table(Table {
            header: ["k", "a_k", "b_k"].map(Line::from).to_vec(),
            rows,
            asked: None,
        })
}

fn formula(pair: &Pair) -> Section {
    let k = pair.k;
    Section::new("The golden ratio, in whole numbers")
        .paragraph("The pairs also have a formula, found by Wythoff in 1907 (a theorem about the golden ratio, Beatty's theorem, proves it; we use it without proof): a_k = ⌊kφ⌋ and b_k = ⌊kφ²⌋ = a_k + k, where φ = (1 + √5)/2 is the golden ratio, about 1.618, and ⌊x⌋ means x rounded down.")
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

fn place(heaps: [u64; 2], diagonal: &Pair, places: &[Place; 2], outcome: Outcome) -> Section {
    let [x, y] = heaps;
    let (small, large) = (x.min(y), x.max(y));
    let d = large - small;
    let section = Section::new("Where the position stands")
        .paragraph(format!(
            "The heaps are {x} and {y}; their difference is {large} − {small} = {d}, and the only pair with difference {d} is ({}, {}).",
            diagonal.lower, diagonal.upper
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
        .paragraph(format!("A winning move must reach a pair. With one heap's number kept, only that number's partner will do; down the diagonal, only the pair with the heaps' difference. So there are at most three winning moves; {count} here:"))
        .bullets(lines)
}
