//! Grundy values as a document: the game's rule, each mex computation, the
//! values laid out one period wide, and the proof of the period.

use crate::doc::{Document, Line, Mark, Section, Table};
use crate::games::heap::grundy::{At, Exception, GrundyReport, MexTrace, Period};
use crate::games::heap::words::{
    can_split, lasker_proof, mex_equation, mex_line, mirror_moves, mirrors_listed_once, move_label,
    option_with_value, option_words, options_by_value, period_proof, read_by_period,
};
use crate::games::registry;
use crate::games::spec::GameSpec;
use crate::games::theory::Pattern;
use crate::render::{long_table, Piece, Report};
use crate::words::count;
use serde::Serialize;

/// The most options a mex table cell lists, so that the table fits 80
/// columns up to heap 40; with more, the table shows the values seen only.
const OPTIONS_IN_A_CELL: usize = 3;

/// The most options a single derivation lists one by one.
const OPTIONS_LISTED: usize = 60;

/// The widest period laid out one period to a row.
const WIDEST_ROW: u64 = 16;

/// The whole report as a document.
pub fn document(report: &GrundyReport) -> Document {
    document_with(report, true)
}

/// The report as a document, its table of values with every row when
/// `rows`, else with its head alone (for [`long_table`] to fill).
fn document_with(report: &GrundyReport, rows: bool) -> Document {
    let mut sections = vec![rule_section(&report.game)];
    match &report.at {
        Some(at) => {
            sections.push(at_section(report, at));
            sections.extend(report.mex.first().map(|t| derivation(t, &report.game)));
        }
        None => {
            let last = report.values.len().saturating_sub(1) as u64;
            sections.push(mex_table(&report.game, &report.mex, last));
            let layout = Layout::of(report);
            let rows = if rows { layout.rows(report) } else { 0 };
            sections.push(values_table(report, &layout, 0..rows));
        }
    }
    sections.push(match report.pattern {
        Some(Pattern::Lasker) => lasker_proof()
            .into_iter()
            .fold(Section::new("The pattern"), Section::paragraph),
        None => period_section(report),
    });
    let what = match &report.at {
        Some(at) => format!("The Grundy value of a heap of {}", at.heap),
        None => format!("Grundy values from 0 to {}", report.values.len() - 1),
    };
    Document {
        numbered: true,
        title: Line::new()
            .plain(format!("{what} — "))
            .mark(report.game.to_string(), Mark::Strong),
        sections,
    }
}

/// The rule of a move in words.
pub fn rule_words(game: &GameSpec) -> String {
    if let Some(rule) = game.heap_rule() {
        return rule.rules();
    }
    match game {
        GameSpec::Nim => "Nim: take any number of stones from one heap.".to_string(),
        // A game played on the whole position says its own.
        _ => registry::whole(game)
            .and_then(|played| played.rules())
            .unwrap_or_else(|| unreachable!("every game not played on each heap is played whole")),
    }
}

fn rule_section(game: &GameSpec) -> Section {
    Section::new("The game").paragraph(rule_words(game))
}

/// The mex of each heap traced, one row each, up to heap `last` at most;
/// when the rows stop before `last`, it says where, why and how to see
/// any other heap's mex.
fn mex_table(game: &GameSpec, traces: &[MexTrace], last: u64) -> Section {
    // Every option or none: a cell never cuts its list short. When some
    // heap has more options than a cell holds, the column goes, and each
    // mex is one `--at` away with all its options.
    let with_options = traces.iter().all(|t| t.options.len() <= OPTIONS_IN_A_CELL);
    let rows = traces
        .iter()
        .map(|t| {
            let mut row = vec![Line::from(t.heap.to_string())];
            if with_options {
                let shown: Vec<String> = t
                    .options
                    .iter()
                    .map(|o| format!("{} ({})", option_words(o), o.value))
                    .collect();
                row.push(Line::from(if shown.is_empty() {
                    "none: no move".to_string()
                } else {
                    shown.join(", ")
                }));
            }
            row.extend([
                mex_line(t),
                Line::new().mark(t.mex.to_string(), Mark::Strong),
            ]);
            row
        })
        .collect();
    let mut header = vec![Line::from("n")];
    if with_options {
        header.push(Line::from("moves to (value)"));
    }
    header.extend([Line::from("values seen"), Line::from("g(n)")]);
    let splits = can_split(game);
    let mut section = Section::new("Each value is a mex")
        .paragraph(format!("The Grundy value g(n) of a heap of n is the mex (minimum excludant) of the values of the positions one move away: the smallest whole number that is not among them. With no move at all the set is empty, so g = 0.{}", if splits { " A move that leaves two heaps leaves a sum of two games, worth the nim-sum of their values." } else { "" }));
    section = if splits {
        section.paragraph(
            Line::new()
                .plain("Among the values seen, ")
                .mark("[ ]", Mark::Chosen)
                .plain(" marks the smallest one missing; a split's value is its parts' nim-sum."),
        )
    } else {
        section.paragraph(
            Line::new()
                .plain("Among the values seen, ")
                .mark("[ ]", Mark::Chosen)
                .plain(" marks the smallest one missing."),
        )
    };
    if !with_options {
        section = section.paragraph(format!(
            "Some heaps have too many options for a table cell, so the table shows the values seen; every option of a heap of n, with its value, is listed by nimstep grundy --game {game} --at n."
        ));
    }
    if let Some(stop) = traces.last().map(|t| t.heap).filter(|&stop| stop < last) {
        section = section.paragraph(format!(
            "The table stops at heap {stop}, though the values go on to heap {last}: a row for each heap's mex would make {} rows, so past heap {stop} only the values are shown, all of them, in the table of values below. Every option of any heap n, with its value and the mex, is listed by nimstep grundy --game {game} --at n.",
            u128::from(last) + 1
        ));
    }
    section.table(Table {
        header,
        rows,
        asked: None,
    })
}

/// How many moves the options of a heap stand for: "10 moves from a heap of
/// 10", or on a row of pins, where a move and its mirror image leave the
/// same rows and are listed once, "19 moves from a row of 10; …".
fn options_counted(trace: &MexTrace, game: &GameSpec) -> String {
    let listed = trace.options.len() as u64;
    let in_all: u64 = match game.is_pins() {
        true => trace
            .options
            .iter()
            .map(|o| mirror_moves(o.leaves, o.split))
            .sum(),
        false => listed,
    };
    match in_all == listed {
        true => format!(
            "{} from a heap of {}",
            count(listed, "move", "moves"),
            trace.heap
        ),
        false => mirrors_listed_once(
            &format!("{in_all} moves from a row of {}", trace.heap),
            listed.into(),
            false,
        ),
    }
}

fn derivation(trace: &MexTrace, game: &GameSpec) -> Section {
    let lines: Vec<Line> = if trace.options.len() <= OPTIONS_LISTED {
        trace
            .options
            .iter()
            .map(|o| Line::from(format!("{} → {}", move_label(o), option_with_value(o))))
            .collect()
    } else {
        // Too many for one line each: one line per value, every option in it.
        options_by_value(&trace.options)
            .into_iter()
            .map(Line::from)
            .collect()
    };
    let mut section = Section::new(format!("The mex for a heap of {}", trace.heap));
    section = if lines.is_empty() {
        section.paragraph("No move is possible, so the set of values is empty.")
    } else {
        section
            .paragraph(format!("{}:", options_counted(trace, game)))
            .bullets(lines)
    };
    section
        .paragraph(Line::new().plain("Values seen: ").extend(mex_line(trace)))
        .paragraph(mex_equation(trace))
}

fn at_section(report: &GrundyReport, at: &At) -> Section {
    let section = Section::new(format!("g({})", at.heap));
    match report.proof {
        Some(period) if at.representative != at.heap => section.paragraph(
            Line::new()
                .plain(format!(
                    "The values repeat every {} heaps from heap {}: ",
                    period.period, period.preperiod
                ))
                .extend(read_by_period(at.heap, at.value, &period))
                .plain(format!(
                    ", and g({}) is found below as a mex.",
                    at.representative
                )),
        ),
        _ if report.mex.is_empty() && report.pattern == Some(Pattern::Lasker) => section.paragraph(
            Line::new()
                .plain(lasker_case(at.heap))
                .mark(at.value.to_string(), Mark::Strong)
                .plain(", by the pattern proved below."),
        ),
        _ => section.paragraph(
            Line::new()
                .plain(format!("g({}) = ", at.heap))
                .mark(at.value.to_string(), Mark::Strong)
                .plain(match report.mex.is_empty() {
                    false => ", found below as a mex.",
                    true => ": a Nim heap is worth its size (see the period below).",
                }),
        ),
    }
}

/// How the table of values is laid out: a row is one period when it
/// fits; otherwise ten heaps, headed by their last digit (nothing repeats
/// along such a column).
struct Layout {
    /// Heaps per row.
    width: u64,
    /// The remainder the first column heads; rows start at heaps of it.
    start: u64,
    /// The head of the column that says which heaps a row holds.
    heading: String,
}

impl Layout {
    fn of(report: &GrundyReport) -> Layout {
        match report.proof {
            Some(p) if p.period <= WIDEST_ROW => Layout {
                width: p.period,
                start: p.preperiod % p.period,
                heading: format!("n mod {}", p.period),
            },
            _ => Layout {
                width: 10,
                start: 0,
                heading: "last digit".to_string(),
            },
        }
    }

    /// The first heap of the first row, which may be partial (before 0).
    fn first(&self) -> i128 {
        if self.start == 0 {
            0
        } else {
            self.start as i128 - self.width as i128
        }
    }

    /// How many rows the values take.
    fn rows(&self, report: &GrundyReport) -> usize {
        let heaps = report.values.len() as i128 - self.first();
        (heaps as u128).div_ceil(u128::from(self.width)) as usize
    }
}

/// Rows `range` of the table of values.
fn values_rows(
    report: &GrundyReport,
    layout: &Layout,
    range: std::ops::Range<usize>,
) -> Vec<Vec<Line>> {
    let last = report.values.len() as u64 - 1;
    let width = layout.width as i128;
    range
        .map(|r| {
            let row_start = layout.first() + r as i128 * width;
            let from = row_start.max(0) as u64;
            let to = ((row_start + width - 1) as u64).min(last);
            let heaps = if from == to {
                from.to_string()
            } else {
                format!("{from}–{to}")
            };
            let mut cells = vec![Line::from(heaps)];
            for i in 0..width {
                let n = row_start + i;
                cells.push(if n < 0 || n > last as i128 {
                    Line::new()
                } else if report.exceptions.binary_search(&(n as u64)).is_ok() {
                    Line::new().mark(format!("{}*", report.values[n as usize]), Mark::Chosen)
                } else {
                    Line::from(report.values[n as usize].to_string())
                });
            }
            cells
        })
        .collect()
}

/// The table of values, with rows `rows` of it.
fn values_table(report: &GrundyReport, layout: &Layout, rows: std::ops::Range<usize>) -> Section {
    let (width, start) = (layout.width, layout.start);
    let mut header = vec![Line::from(layout.heading.as_str())];
    header.extend((0..width).map(|i| Line::from(((start + i) % width).to_string())));
    let rows = values_rows(report, layout, rows);
    let mut section = Section::new("The values");
    section = match report.proof {
        Some(p) if p.period <= WIDEST_ROW => section.paragraph(format!(
            "One row per period of {}, so that from heap {} on every column holds one value.",
            p.period, p.preperiod
        )),
        _ => section,
    };
    if let (false, Some(p)) = (report.exceptions.is_empty(), report.proof) {
        let differs = match width == p.period {
            true => "the value its column repeats later".to_string(),
            false => format!(
                "the value that heaps with its remainder mod {} take from heap {} on",
                p.period, p.preperiod
            ),
        };
        section = section.paragraph(Line::new().plain("A ").mark("*", Mark::Chosen).plain(
            format!(
                " marks a value before heap {} that differs from {differs} ({} of them shown).",
                p.preperiod,
                report.exceptions.len()
            ),
        ));
    }
    section.table(Table {
        header,
        rows,
        asked: None,
    })
}

fn period_section(report: &GrundyReport) -> Section {
    let section = Section::new("The period");
    match (&report.game, report.proof) {
        (_, Some(period)) => proved(section, &period, report.last_exception),
        (GameSpec::Nim, None) => section.paragraph("g(n) = n for every n, by induction on n. A heap of 0 has no move, so g(0) = 0. Suppose every smaller heap m < n has g(m) = m. From a heap of n the heaps one move away are exactly the smaller ones, 0 to n − 1, so their values are exactly 0 to n − 1; the smallest value missing is n, so g(n) = n."),
        (_, None) => section.paragraph(format!(
            "No period is proved within the {} values computed (heaps 0 to {}). Without one, nimstep knows only those values and refuses larger heaps.",
            report.computed,
            report.computed - 1
        )),
    }
}

/// Which case of Lasker's pattern `n` falls in, up to its value:
/// `n = 4 × k + r, the case 4k + r, so g(n) = 4k + x = `.
pub(crate) fn lasker_case(n: u64) -> String {
    if n == 0 {
        return "A heap of 0 has no move, so g(0) = ".to_string();
    }
    let (k, r) = ((n - 1) / 4, (n - 1) % 4 + 1);
    let x = [1, 2, 4, 3][(r - 1) as usize];
    format!("{n} = 4 × {k} + {r}, the case 4k + {r}, so g({n}) = 4k + {x} = ")
}

fn proved(section: Section, period: &Period, exception: Option<Exception>) -> Section {
    period_proof(period, exception)
        .into_iter()
        .fold(section, Section::paragraph)
}

impl Report for GrundyReport {
    fn json(&self) -> impl Serialize + '_ {
        self
    }

    fn documents(&self) -> Vec<Document> {
        vec![document(self)]
    }

    /// A table of up to a million values, in runs ([`long_table`]), so
    /// that it is never held whole (146 MB at a million), nor cut into
    /// slides whole.
    fn pieces(&self) -> Box<dyn Iterator<Item = Piece> + '_> {
        let mut head = document_with(self, false);
        if self.at.is_some() {
            let sections = head.sections.len();
            return Box::new(std::iter::once(Piece::Document(head, sections)));
        }
        let after = head.sections.split_off(3);
        let layout = Layout::of(self);
        let rows = layout.rows(self);
        long_table(head, after, rows, move |range| {
            values_rows(self, &layout, range)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::heap::grundy::{report, Span};
    use crate::render::{markdown, RUN};

    #[test]
    fn markdown_written_in_pieces_is_the_whole_document() {
        // More rows than one run (a period of 12 a row, of 10 without
        // one): the later runs go on as rows of the same table, and the
        // period's proof comes after the last of them.
        for (game, upto) in [
            ("kayles", 30),
            ("kayles", 12 * RUN as u64 + 5),
            ("octal:0.16", 10 * RUN as u64 + 3),
        ] {
            let report = report(&game.parse().unwrap(), Span::Upto(upto), &mut |_| {}).unwrap();
            let mut pieces = markdown::Pieces::new(2);
            let written: String = report.pieces().map(|p| pieces.text(p)).collect();
            assert_eq!(
                written,
                markdown::render(&document(&report), 2),
                "{game} {upto}"
            );
        }
    }
}
