//! A worksheet as documents: the exercise sheet with blanks, and its
//! answer key computed by the solver.

use crate::doc::{Block, Document, Line, Mark, Section, Table};
use crate::game::Rules;
use crate::present::words::move_words;
use crate::present::words::{heaps_list, outcome_letter, rules_sentence};
use crate::present::worked::solution;
use crate::render::Report;
use crate::solve::answer::Answer;

/// The exercise sheet: instructions and a table with blanks to fill in.
pub fn sheet(rules: Rules, reprint: &str, answers: &[Answer]) -> Document {
    let rows = answers
        .iter()
        .enumerate()
        .map(|(i, answer)| {
            vec![
                Line::from((i + 1).to_string()),
                Line::from(heaps_list(&answer.heaps)),
                Line::default(),
                Line::default(),
                Line::default(),
            ]
        })
        .collect();
    Document {
        numbered: true,
        title: Line::from("Nim worksheet"),
        sections: vec![
            Section::new("Instructions")
                .paragraph(format!("Rules — {}.", rules_sentence(rules)))
                .paragraph("For each position, write its nim-sum, whether it is a P-position (whoever moves now loses) or an N-position (whoever moves now wins), and every winning move — or “none”.")
                .paragraph(format!("To print this sheet again: {reprint}")),
            Section::new("Positions").table(Table {
                header: header(),
                rows,
                asked: None,
            }),
        ],
    }
}

/// The answer key: nim-sum, P or N, and every winning move of each
/// position, as the solver answered them.
pub fn key(rules: Rules, answers: &[Answer]) -> Document {
    let rows = answers
        .iter()
        .enumerate()
        .map(|(i, answer)| {
            let moves: Vec<String> = answer.winning_moves.iter().map(move_words).collect();
            vec![
                Line::from((i + 1).to_string()),
                Line::from(heaps_list(&answer.heaps)),
                Line::from(answer.nim_sum.to_string()),
                Line::from(outcome_letter(answer.outcome)),
                Line::from(if moves.is_empty() {
                    "none".to_string()
                } else {
                    moves.join("; ")
                }),
            ]
        })
        .collect();
    Document {
        numbered: true,
        title: Line::from("Answer key"),
        sections: vec![
            Section::new(format!("Answers ({})", rules_sentence(rules))).table(Table {
                header: header(),
                rows,
                asked: None,
            }),
            worked_solutions(answers),
        ],
    }
}

/// One short worked solution per problem, numbered as on the sheet.
fn worked_solutions(answers: &[Answer]) -> Section {
    let items = answers
        .iter()
        .map(|answer| {
            Line::new()
                .mark(heaps_list(&answer.heaps), Mark::Strong)
                .plain(": ")
                .extend(solution(answer))
        })
        .collect();
    let mut section = Section::new("Worked solutions");
    section.blocks.push(Block::Numbered(1, items));
    section
}

fn header() -> Vec<Line> {
    ["#", "heaps", "nim-sum", "P or N", "winning moves"]
        .into_iter()
        .map(Line::from)
        .collect()
}

/// A worksheet ready to print: the sheet, its key, or both.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Worksheet {
    /// The rules the positions are played under.
    pub rules: Rules,
    /// The command line that prints the same sheet again.
    pub reprint: String,
    /// The positions, answered.
    pub answers: Vec<Answer>,
    /// Whether to print the sheet.
    pub with_sheet: bool,
    /// Whether to print the answer key (after the sheet).
    pub with_key: bool,
}

impl Worksheet {
    /// The answer key alone, as written to a key file.
    pub fn key_only(&self) -> Worksheet {
        Worksheet {
            with_sheet: false,
            with_key: true,
            ..self.clone()
        }
    }
}

/// A worksheet is a handout of its own: two documents at the top level.
impl Report for Worksheet {
    fn json(&self) -> impl serde::Serialize + '_ {
        &self.answers
    }

    fn documents(&self) -> Vec<Document> {
        let sheet = self
            .with_sheet
            .then(|| sheet(self.rules, &self.reprint, &self.answers));
        let key = self.with_key.then(|| key(self.rules, &self.answers));
        sheet.into_iter().chain(key).collect()
    }

    fn markdown_level(&self) -> usize {
        1
    }
}
