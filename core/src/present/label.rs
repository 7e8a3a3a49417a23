//! Ferguson's labelling as a document (the positions in the order they
//! were labelled, with the nim-sum rule beside them) and as JSON.

use crate::doc::{Document, Line, Mark, Section, Table};
use crate::game::{Outcome, Rules};
use crate::games::played::LabelOrder;
use crate::games::spec::GameSpec;
use crate::present::game_play::label_document;
use crate::present::table::pn_grid;
use crate::render::Report;
use crate::solve::label::{GameLabel, HeapMove, Labelled, Labelling, LabelsOf, Reason};
use crate::words::{count, heaps_list, label_mark, outcome_letter, rules_sentence};
use serde::Serialize;

/// The labelling as a document: of Nim, the procedure, the table and the
/// comparison with the nim-sum rule; of another game, the table beside
/// its theory.
pub fn document(labelling: &Labelling) -> Document {
    match &labelling.of {
        LabelsOf::Nim { rules, positions } => nim_document(&NimLabelling {
            start: &labelling.start,
            rules: *rules,
            positions,
        }),
        LabelsOf::Game {
            games,
            order,
            theory,
            positions,
        } => label_document(&labelling.start, games, *order, theory, positions),
    }
}

/// Why `heaps` is P or N by the labelling alone (lesson 6: a position
/// with a move to a P-position is N; one whose every move reaches an
/// N-position is P), as the label quiz answers a wrong verdict: the
/// witness move of an N-position, or every move of a P-position each with
/// the witness that makes where it leads N. `labelled` is the labelling
/// of a position from which `heaps` is reachable (of `heaps` itself), so
/// every position named is labelled there; positions keep the order of
/// `heaps`, as the quiz showed them; `rules` are the labelling's.
pub fn why_by_labelling(heaps: &[u64], rules: Rules, labelled: &[Labelled]) -> Section {
    let find = |p: &[u64]| {
        let mut key = p.to_vec();
        key.sort_unstable();
        labelled
            .iter()
            .find(|l| l.heaps == key)
            .unwrap_or_else(|| unreachable!("every position reachable is labelled"))
    };
    // The witness of an N-position `p`, in `p`'s heap order: how many
    // stones it takes from which heap (counted from 1), and the P-position
    // it leaves.
    let witness = |p: &[u64]| -> Option<(u64, usize, Vec<u64>)> {
        let Reason::MovesToP(m) = find(p).reason else {
            return None;
        };
        let k = p.iter().position(|&h| h == m.from)?;
        let mut after = p.to_vec();
        after[k] = m.leaves;
        Some((m.take, k + 1, after))
    };
    let section = Section::new("By the labelling");
    let me = find(heaps);
    match me.reason {
        Reason::Terminal => section.paragraph(format!(
            "{} has no move left, so it is {}.",
            heaps_list(heaps),
            match me.outcome {
                Outcome::P => "P: the player to move cannot move, and has lost",
                Outcome::N => "N: the opponent took the last stone, and under misère play lost",
            }
        )),
        Reason::MovesToP(_) => {
            let (take, heap, after) =
                witness(heaps).unwrap_or_else(|| unreachable!("N has a witness"));
            section.paragraph(format!(
                "{} is N: a move reaches a P-position. Take {take} from heap {heap}: that leaves {}, which is P (nimstep label {}{} labels every position on the way).",
                heaps_list(heaps),
                after_words(&after),
                heaps_list(heaps),
                match rules {
                    Rules::Normal => "",
                    Rules::Misere => " --misere",
                }
            ))
        }
        Reason::AllMovesToN => {
            let mut lines = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                for y in 0..h {
                    let mut after = heaps.to_vec();
                    after[i] = y;
                    let why = match witness(&after) {
                        Some((take, heap, on)) => format!(
                            ", N: take {take} from heap {heap} leaves {}, which is P",
                            after_words(&on)
                        ),
                        // Misère play: the empty position is N.
                        None => ", N: no move is left, and under misère play the player who took the last stone lost".to_string(),
                    };
                    lines.push(Line::from(format!(
                        "take {} from heap {}: {}{why}",
                        h - y,
                        i + 1,
                        after_words(&after)
                    )));
                }
            }
            section
                .paragraph(format!(
                    "{} is P: every move reaches an N-position, one with a move to a P-position of its own. Its {}:",
                    heaps_list(heaps),
                    count(lines.len() as u64, "move", "moves")
                ))
                .bullets(lines)
        }
    }
}

/// A position in words: its heaps, or "nothing" when every heap is empty.
fn after_words(heaps: &[u64]) -> String {
    match heaps.iter().all(|&h| h == 0) {
        true => "nothing".to_string(),
        false => heaps_list(heaps),
    }
}

/// A labelling of Nim, borrowed from its [`Labelling`].
struct NimLabelling<'a> {
    start: &'a [u64],
    rules: Rules,
    positions: &'a [Labelled],
}

fn nim_document(labelling: &NimLabelling) -> Document {
    let total = labelling.positions.len() as u64;
    let terminal = match labelling.rules {
        Rules::Normal => "P (the player to move cannot move, and loses)",
        Rules::Misere => "N (the opponent took the last stone, so the player to move has won)",
    };
    let procedure = Section::new("The procedure")
        .paragraph(format!(
            "Heap order does not matter, so each position is written with its heaps smallest first: (0, 1) stands for (1, 0) too. From {} the game can reach {} (counting the start).",
            heaps_list(labelling.start),
            count(total, "position", "positions"),
        ))
        .bullets(vec![
            Line::from(format!("The terminal position, every heap empty, is {terminal}.")),
            Line::from("A position with a move to a P-position is N: that move is its witness."),
            Line::from("A position whose every move leads to an N-position is P."),
            Line::from("Repeat until every position has a label. Here positions are taken in order of their total number of stones, so every move leads to a position labelled before."),
        ]);
    let rule_name = rule_name(labelling.rules);
    let mut table = Section::new("The positions, in the order they were labelled")
        .paragraph(format!(
            "The last column gives the answer of the {rule_name}, found without any search; ✗ marks a disagreement."
        ));
    if let Some(left_out) = total.checked_sub(LISTED as u64 + 1).filter(|&n| n > 0) {
        table = table.paragraph(format!(
            "The table shows the first {LISTED} positions labelled and the last, the position asked about; the {} between them are left out here, and --format json lists every one.",
            count(left_out, "position", "positions")
        ));
    }
    let table = table.table(positions_table(labelling));
    let disagreements = disagreements(labelling.positions) as u64;
    let verdict = if disagreements == 0 {
        Line::new()
            .plain("The recursive labelling and the ")
            .plain(rule_name)
            .plain(" ")
            .mark(
                if total == 1 {
                    "agree on the one position".to_string()
                } else {
                    format!("agree on all {total} positions")
                },
                Mark::Win,
            )
            .plain(".")
    } else {
        Line::new()
            .plain("The recursive labelling and the ")
            .plain(rule_name)
            .plain(" ")
            .mark(
                format!(
                    "disagree on {} of {total}",
                    count(disagreements, "position", "positions")
                ),
                Mark::Lose,
            )
            .plain(".")
    };
    Document {
        numbered: true,
        title: Line::new()
            .plain("Labelling every position reachable from ")
            .mark(heaps_list(labelling.start), Mark::Strong)
            .plain(format!(" — {}", rules_sentence(labelling.rules))),
        sections: [procedure, table]
            .into_iter()
            .chain(grid_section(labelling))
            .chain([Section::new("Does the rule agree?").paragraph(verdict)])
            .collect(),
    }
}

fn rule_name(rules: Rules) -> &'static str {
    match rules {
        Rules::Normal => "nim-sum rule (P exactly when the nim-sum is 0)",
        Rules::Misere => "misère rule (with every heap at most 1, P exactly when an odd number of heaps hold one stone; otherwise P exactly when the nim-sum is 0)",
    }
}

/// The largest heap a labelling of two heaps is also drawn as a grid for:
/// 21 columns of cells still read at a glance.
pub const GRID_MAX: u64 = 20;

/// For two heaps of at most [`GRID_MAX`], the labels again as a grid (row
/// x, column y), the position asked about in brackets: the pattern of P
/// cells shows at a glance.
fn grid_section(labelling: &NimLabelling) -> Option<Section> {
    let &[rows, columns] = labelling.start else {
        return None;
    };
    if rows.max(columns) > GRID_MAX {
        return None;
    }
    let (rows, columns) = (rows as usize, columns as usize);
    let mut cells = vec![vec![Outcome::P; columns + 1]; rows + 1];
    for p in labelling.positions {
        let &[small, large] = p.heaps.as_slice() else {
            continue;
        };
        let (small, large) = (small as usize, large as usize);
        for (x, y) in [(small, large), (large, small)] {
            if x <= rows && y <= columns {
                cells[x][y] = p.outcome;
            }
        }
    }
    Some(
        Section::new("The labels as a grid")
            .paragraph(format!(
                "Row x and column y stand for heaps of x and y stones; each cell is the label found above, and the position asked about, ({rows}, {columns}), is in square brackets."
            ))
            .table(pn_grid(&cells, Some((rows, columns)))),
    )
}

/// How many positions the table lists before it skips to the last: a
/// quarter of a million rows teach nothing on a screen or a page, and
/// would cost hundreds of megabytes to draw. JSON lists them all.
pub const LISTED: usize = 1000;

/// One row per position (at most [`LISTED`], then a row of dots and the
/// last); the position asked about is marked as chosen (a ring in HTML),
/// so it can be found among the others.
fn positions_table(labelling: &NimLabelling) -> Table {
    let (positions, rules) = (labelling.positions, labelling.rules);
    let mut start = labelling.start.to_vec();
    start.sort_unstable();
    let header = vec![
        Line::from("#"),
        Line::from("position"),
        Line::from("label"),
        Line::from("why"),
        Line::from("nim-sum"),
        Line::from(match rules {
            Rules::Normal => "nim-sum rule",
            Rules::Misere => "misère rule",
        }),
    ];
    let cut = positions.len() > LISTED + 1;
    let row = |(i, p): (usize, &Labelled)| {
        let mark = label_mark(p.outcome);
        let agrees = if p.rule == p.outcome { "" } else { " ✗" };
        vec![
            Line::from((i + 1).to_string()),
            Line::new().mark(
                format!("({})", join(&p.heaps)),
                if p.heaps == start {
                    Mark::Chosen
                } else {
                    Mark::Plain
                },
            ),
            Line::new().mark(outcome_letter(p.outcome), mark),
            Line::from(reason_words(&p.reason, rules)),
            Line::from(p.nim_sum.to_string()),
            Line::new()
                .mark(outcome_letter(p.rule), label_mark(p.rule))
                .plain(agrees),
        ]
    };
    let shown = if cut { LISTED } else { positions.len() };
    let mut rows: Vec<Vec<Line>> = positions.iter().enumerate().take(shown).map(row).collect();
    if let (true, Some(last)) = (cut, positions.last()) {
        rows.push(header.iter().map(|_| Line::from("⋮")).collect());
        rows.push(row((positions.len() - 1, last)));
    }
    Table {
        header,
        rows,
        asked: None,
    }
}

fn reason_words(reason: &Reason, rules: Rules) -> String {
    match reason {
        Reason::Terminal => match rules {
            Rules::Normal => "terminal: no move left".to_string(),
            Rules::Misere => "terminal: last stone taken".to_string(),
        },
        Reason::MovesToP(m) => format!("moves to P: {}", heap_move_words(m)),
        Reason::AllMovesToN => "every move → N".to_string(),
    }
}

/// "2 → 1": a heap of 2 stones left with 1.
pub fn heap_move_words(m: &HeapMove) -> String {
    format!("{} → {}", m.from, m.leaves)
}

fn join(heaps: &[u64]) -> String {
    heaps
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The JSON shape of `nimstep label`: a small stable contract of its own.
#[derive(Debug, Serialize)]
pub struct LabelReport {
    /// The starting position, as given.
    pub heaps: Vec<u64>,
    /// `"normal"` or `"misere"`.
    pub rules: Rules,
    /// How many positions were labelled.
    pub count: usize,
    /// Whether the procedure and the nim-sum rule agree on every position.
    pub agree: bool,
    /// The positions, in the order they were labelled.
    pub positions: Vec<PositionReport>,
}

/// One labelled position in the JSON output.
#[derive(Debug, Serialize)]
pub struct PositionReport {
    /// The heap sizes, smallest first.
    pub heaps: Vec<u64>,
    /// The label the procedure found: `"P"` or `"N"`.
    pub label: Outcome,
    /// `"terminal"`, `"moves_to_p"` or `"all_moves_to_n"`.
    pub reason: &'static str,
    /// For an N label, the move to a P-position that proves it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub witness: Option<HeapMove>,
    /// The nim-sum of the heaps.
    pub nim_sum: u64,
    /// The label the nim-sum rule (or its misère form) gives.
    pub rule: Outcome,
}

/// A labelling's JSON: Nim's with each position's reason and the nim-sum
/// rule, another game's with each position beside its theory.
#[derive(Serialize)]
#[serde(untagged)]
enum LabellingJson<'a> {
    Nim(LabelReport),
    Game(GameLabelReport<'a>),
}

/// The labelling of a game beyond Nim in its JSON shape.
#[derive(Serialize)]
struct GameLabelReport<'a> {
    /// The game of each heap at the start.
    games: &'a [GameSpec],
    /// The starting heaps.
    heaps: &'a [u64],
    /// What the positions are ordered by: a measure every move lowers.
    order: LabelOrder,
    /// Every reachable position, each after all its options.
    positions: &'a [GameLabel],
    /// How many positions the definition and the theory label differently
    /// (0: the theory holds on every one).
    disagreements: usize,
}

/// How many positions the procedure and the nim-sum rule label
/// differently (0 when Bouton is right).
fn disagreements(positions: &[Labelled]) -> usize {
    positions.iter().filter(|p| p.outcome != p.rule).count()
}

/// The labelling in its JSON shape.
fn report(labelling: &Labelling) -> LabellingJson<'_> {
    let (rules, positions) = match &labelling.of {
        LabelsOf::Nim { rules, positions } => (*rules, positions),
        LabelsOf::Game {
            games,
            order,
            positions,
            ..
        } => {
            return LabellingJson::Game(GameLabelReport {
                games,
                heaps: &labelling.start,
                order: *order,
                positions,
                disagreements: labelling.disagreements(),
            })
        }
    };
    LabellingJson::Nim(LabelReport {
        heaps: labelling.start.clone(),
        rules,
        count: positions.len(),
        agree: disagreements(positions) == 0,
        positions: positions
            .iter()
            .map(|p| PositionReport {
                heaps: p.heaps.clone(),
                label: p.outcome,
                reason: match p.reason {
                    Reason::Terminal => "terminal",
                    Reason::MovesToP(_) => "moves_to_p",
                    Reason::AllMovesToN => "all_moves_to_n",
                },
                witness: match p.reason {
                    Reason::MovesToP(m) => Some(m),
                    _ => None,
                },
                nim_sum: p.nim_sum,
                rule: p.rule,
            })
            .collect(),
    })
}

/// A labelling, of Nim or of another game: its JSON is [`LabelReport`]
/// or the other game's shape.
impl Report for Labelling {
    fn json(&self) -> impl Serialize + '_ {
        report(self)
    }

    fn documents(&self) -> Vec<Document> {
        vec![document(self)]
    }
}
