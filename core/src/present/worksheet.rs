//! A worksheet as documents: the exercise sheet, with room to work, and
//! its answer key computed by the solver.

use crate::doc::{Block, Document, Line, Mark, Section, Table};
use crate::game::{Outcome, Rules};
use crate::games::nim::move_words;
use crate::present::worked::solution;
use crate::render::{Piece, Report};
use crate::solve::answer::Answer;
use crate::words::{heaps_list, outcome_letter, rules_sentence};
use serde::Serialize;

/// Lines of room to work under each position: enough to write four heaps
/// in binary one under another, the rule and their nim-sum, and a spare.
const ROOM: u8 = 7;

/// The line for a student's name and the date, atop the sheet and, in
/// printed terminal text, atop each page after the first (HTML's print
/// style has its own, drawn in the page's margin).
const NAME_LINE: &str = "Name: ……………………………………………   Date: ……………………";

/// The exercise sheet: a line for a name and the date, the instructions,
/// then each position with blanks to fill in and room to work. It holds
/// nothing of the answers, nor a way to get them.
pub fn sheet(label: &str, rules: Rules, answers: &[Answer]) -> Document {
    let instructions = Section::new("")
        .paragraph(NAME_LINE)
        .paragraph(format!("Rules — {}. For each position, write its nim-sum, P or N (P: whoever moves now loses against perfect play; N: whoever moves now can force a win) and every winning move, or “none”, working in the space below it.", rules_sentence(rules)));
    let positions = answers.iter().enumerate().map(|(i, answer)| {
        Section::new(format!("Position {}: {}", i + 1, heaps_list(&answer.heaps)))
            // One paragraph, so the blanks take one line where the page is
            // wide; where it is narrow (a column of a printed sheet) the
            // winning moves, which may be several, wrap onto a line of
            // their own.
            // (No-break spaces keep each label with its blank.)
            .paragraph(
                "Nim-sum:\u{a0}……………   P or N:\u{a0}……   Winning\u{a0}moves:\u{a0}……………………………",
            )
            .block(Block::Space(ROOM))
    });
    Document {
        numbered: false,
        title: Line::from(format!("Nim worksheet · {label}")),
        sections: std::iter::once(instructions).chain(positions).collect(),
    }
}

/// The answer key: how many positions are P and how many N, then the
/// nim-sum, P or N, and every winning move of each position (one move a
/// row, so no cell grows long), as the solver answered them.
pub fn key(label: &str, reprint: &str, rules: Rules, answers: &[Answer]) -> Document {
    let mut rows = Vec::new();
    for (i, answer) in answers.iter().enumerate() {
        let moves: Vec<String> = answer.winning_moves.iter().map(move_words).collect();
        let first = moves.first().cloned().unwrap_or_else(|| "none".to_string());
        rows.push(vec![
            Line::from((i + 1).to_string()),
            Line::from(heaps_list(&answer.heaps)),
            Line::from(answer.nim_sum.to_string()),
            Line::from(outcome_letter(answer.outcome)),
            Line::from(first),
        ]);
        for more in moves.into_iter().skip(1) {
            let mut row = vec![Line::default(); 4];
            row.push(Line::from(more));
            rows.push(row);
        }
    }
    let mix = Mix::of(answers);
    Document {
        numbered: true,
        title: Line::from(format!("Answer key · {label}")),
        sections: vec![
            Section::new(format!("Answers ({})", rules_sentence(rules)))
                .paragraph(
                    Line::from("This sheet has ")
                        .mark(count_of(mix.p, "P-position"), Mark::Strong)
                        .plain(" and ")
                        .mark(count_of(mix.n, "N-position"), Mark::Strong)
                        .plain("."),
                )
                .paragraph(
                    // No full stop: the command is copied as it stands.
                    Line::from("To print this sheet again: ").mark(reprint, Mark::Code),
                )
                .table(Table {
                    header: header(),
                    rows,
                    asked: None,
                }),
            worked_solutions(answers),
        ],
    }
}

/// "1 P-position", "3 P-positions".
fn count_of(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
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
                .into()
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

/// How many positions of a sheet are P and how many N.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Mix {
    /// P-positions: whoever moves now loses.
    #[serde(rename = "P")]
    pub p: usize,
    /// N-positions: whoever moves now wins.
    #[serde(rename = "N")]
    pub n: usize,
}

impl Mix {
    /// The mix of `answers`, counted from the solver's outcomes.
    pub fn of(answers: &[Answer]) -> Mix {
        let p = answers.iter().filter(|a| a.outcome == Outcome::P).count();
        Mix {
            p,
            n: answers.len() - p,
        }
    }
}

/// A worksheet ready to print: the sheet, its key, or both.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Worksheet {
    /// What the sheet is ("medium", "hard · misère"), printed on the
    /// sheet and on its key. It names the level and the rules, never the
    /// seed, an answer nor a command: students run nimstep too.
    pub label: String,
    /// The command that deals this sheet again, seed included: printed on
    /// the key (the teacher's), never on the sheet.
    pub reprint: String,
    /// The rules the positions are played under.
    pub rules: Rules,
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

/// The JSON of a sheet: each position's heaps, and with the key its
/// answers (nim-sum, outcome, winning moves, as `explain` writes them) and
/// the mix of P and N.
#[derive(Serialize)]
struct Json<'a> {
    /// Which sheet this is, as printed on the sheet and its key.
    sheet: &'a str,
    /// `"normal"` or `"misere"`.
    rules: Rules,
    /// With the key: how many positions are P and how many N.
    #[serde(skip_serializing_if = "Option::is_none")]
    mix: Option<Mix>,
    /// With the key: the command that deals this sheet again.
    #[serde(skip_serializing_if = "Option::is_none")]
    reprint: Option<&'a str>,
    /// The positions in the order of the sheet.
    positions: Vec<Position<'a>>,
}

/// One position of the JSON: asked (heaps only) or answered.
#[derive(Serialize)]
#[serde(untagged)]
enum Position<'a> {
    /// On the student's sheet: the heaps and nothing else.
    Asked { heaps: &'a [u64] },
    /// With the key: the heaps and every answer.
    Answered(&'a Answer),
}

/// A worksheet is a handout of its own: two documents at the top level,
/// the key on a new page.
impl Report for Worksheet {
    fn json(&self) -> impl serde::Serialize + '_ {
        let positions = self
            .answers
            .iter()
            .map(|answer| match self.with_key {
                true => Position::Answered(answer),
                false => Position::Asked {
                    heaps: &answer.heaps,
                },
            })
            .collect();
        Json {
            sheet: &self.label,
            rules: self.rules,
            mix: self.with_key.then(|| Mix::of(&self.answers)),
            reprint: self.with_key.then_some(self.reprint.as_str()),
            positions,
        }
    }

    fn documents(&self) -> Vec<Document> {
        let sheet = self
            .with_sheet
            .then(|| sheet(&self.label, self.rules, &self.answers));
        let key = self
            .with_key
            .then(|| key(&self.label, &self.reprint, self.rules, &self.answers));
        sheet.into_iter().chain(key).collect()
    }

    /// The sheet as its head (title, name line, instructions), then one
    /// piece a position, so that printed terminal text can keep each
    /// position, with its room to work, whole on one page; the key whole.
    fn pieces(&self) -> Box<dyn Iterator<Item = Piece> + '_> {
        let sheet = self.with_sheet.then(|| {
            let sheet = sheet(&self.label, self.rules, &self.answers);
            let in_all = sheet.sections.len();
            let mut sections = sheet.sections.into_iter();
            let head = Document {
                sections: sections.by_ref().take(1).collect(),
                ..sheet
            };
            std::iter::once(Piece::Document(head, in_all))
                .chain(sections.map(|section| Piece::Sections(vec![section])))
        });
        let key = self.with_key.then(|| {
            let key = key(&self.label, &self.reprint, self.rules, &self.answers);
            let in_all = key.sections.len();
            Piece::Document(key, in_all)
        });
        Box::new(sheet.into_iter().flatten().chain(key))
    }

    fn markdown_level(&self) -> usize {
        1
    }

    fn page_head(&self) -> Option<&str> {
        self.with_sheet.then_some(NAME_LINE)
    }

    fn new_page_each(&self) -> bool {
        true
    }

    fn rest_on_paper_only(&self) -> bool {
        self.with_sheet
    }
}
