//! A worksheet as documents: the exercise sheet with blanks, and its
//! answer key computed by the solver.

use crate::doc::{Document, Line, Section, Table};
use crate::game::binary::nim_sum;
use crate::game::Rules;
use crate::present::words::move_words;
use crate::present::words::{heaps_list, outcome_letter, rules_sentence};
use crate::solve;

/// The exercise sheet: instructions and a table with blanks to fill in.
pub fn sheet(rules: Rules, reprint: &str, positions: &[Vec<u64>]) -> Document {
    let rows = positions
        .iter()
        .enumerate()
        .map(|(i, heaps)| {
            vec![
                Line::from((i + 1).to_string()),
                Line::from(heaps_list(heaps)),
                Line::default(),
                Line::default(),
                Line::default(),
            ]
        })
        .collect();
    Document {
        title: Line::from("Nim worksheet"),
        sections: vec![
            Section::new("Instructions")
                .paragraph(format!("Rules — {}.", rules_sentence(rules)))
                .paragraph("For each position, write its nim-sum, whether it is a P-position (whoever moves now loses) or an N-position (whoever moves now wins), and every winning move — or “none”.")
                .paragraph(format!("To print this sheet again: {reprint}")),
            Section::new("Positions").table(Table {
                header: header(),
                rows,
            }),
        ],
    }
}

/// The answer key: nim-sum, P or N, and every winning move of each
/// position, as `explain` computes them.
pub fn key(rules: Rules, positions: &[Vec<u64>]) -> Document {
    let rows = positions
        .iter()
        .enumerate()
        .map(|(i, heaps)| {
            let moves: Vec<String> = solve::winning_moves(heaps, rules)
                .iter()
                .map(move_words)
                .collect();
            let outcome = outcome_letter(solve::outcome(heaps, rules));
            vec![
                Line::from((i + 1).to_string()),
                Line::from(heaps_list(heaps)),
                Line::from(nim_sum(heaps).to_string()),
                Line::from(outcome),
                Line::from(if moves.is_empty() {
                    "none".to_string()
                } else {
                    moves.join("; ")
                }),
            ]
        })
        .collect();
    Document {
        title: Line::from("Answer key"),
        sections: vec![
            Section::new(format!("Answers ({})", rules_sentence(rules))).table(Table {
                header: header(),
                rows,
            }),
        ],
    }
}

fn header() -> Vec<Line> {
    ["#", "heaps", "nim-sum", "P or N", "winning moves"]
        .into_iter()
        .map(Line::from)
        .collect()
}
