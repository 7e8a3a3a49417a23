//! `nimstep worksheet`: a printable Markdown exercise sheet with its answer
//! key, for a teacher.

use crate::binary::nim_sum;
use crate::cli::WorksheetArgs;
use crate::commands::{rules, seed_or_clock, write, Io};
use crate::doc::{Document, Line, Section, Table};
use crate::error::Error;
use crate::play::deal::{deal, Level};
use crate::play::rng::Rng;
use crate::present::explain::move_words;
use crate::present::words::{heaps_list, rules_sentence};
use crate::render::{markdown, Format, Settings};
use crate::solve;
use crate::trace::{Outcome, Rules};
use std::collections::HashSet;

/// The most positions on one sheet.
pub const MAX_COUNT: usize = 100;

/// Random positions drawn per position wanted before giving up on a
/// `--winning-moves` filter.
pub const DRAWS_PER_POSITION: usize = 5_000;

/// Prints the sheet and its key (or only the key with `--answers`).
pub fn run(args: &WorksheetArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    if settings.format == Format::Json {
        return Err(Error::usage(
            "worksheet prints Markdown only: leave out --format json (use `explain --format json` for data)",
        ));
    }
    if args.count == 0 || args.count > MAX_COUNT {
        return Err(Error::usage(format!(
            "--count {}: expected a number of positions from 1 to {MAX_COUNT}",
            args.count
        )));
    }
    let rules = rules(args.misere);
    if let Some(k) = args.winning_moves {
        possible(k, rules, args.level)?;
    }
    let seed = seed_or_clock(args.seed);
    let positions = draw(args, rules, seed)?;
    let mut text = String::new();
    if !args.answers {
        text.push_str(&markdown::render(&sheet(args, rules, seed, &positions), 1));
        text.push('\n');
    }
    text.push_str(&markdown::render(&key(rules, &positions), 1));
    write(io, &text)
}

/// Refuses a `--winning-moves K` that no position at this level can have.
fn possible(k: usize, rules: Rules, level: Level) -> Result<(), Error> {
    let most = level.shape().max_heaps as usize;
    if rules == Rules::Normal && k > 0 && k % 2 == 0 {
        let odd: Vec<String> = (0..=most)
            .filter(|&n| n == 0 || n % 2 == 1)
            .map(|n| n.to_string())
            .collect();
        return Err(Error::usage(format!(
            "--winning-moves {k}: impossible under normal play, where the number of winning moves is 0 or odd (one per heap with a 1 in the leftmost odd column); at level {} try {}",
            level.name(),
            odd.join(", ")
        )));
    }
    if k > most {
        return Err(Error::usage(format!(
            "--winning-moves {k}: a position has at most one winning move per heap, and level {} deals at most {most} heaps",
            level.name()
        )));
    }
    Ok(())
}

/// Deals distinct positions, keeping only those with the wanted number of
/// winning moves; gives up after a bounded number of draws.
pub fn draw(args: &WorksheetArgs, rules: Rules, seed: u64) -> Result<Vec<Vec<u64>>, Error> {
    let mut rng = Rng::with_seed(seed);
    let shape = args.level.shape();
    let mut seen = HashSet::new();
    let mut positions = Vec::new();
    let budget = DRAWS_PER_POSITION * args.count;
    for _ in 0..budget {
        if positions.len() == args.count {
            break;
        }
        let heaps = deal(&mut rng, shape);
        let fits = match args.winning_moves {
            Some(k) => solve::winning_moves(&heaps, rules).len() == k,
            None => true,
        };
        if fits && seen.insert(heaps.clone()) {
            positions.push(heaps);
        }
    }
    if positions.len() < args.count {
        let wanted = args.winning_moves.map_or(String::new(), |k| {
            format!(" with exactly {k} winning moves")
        });
        let why = match args.winning_moves {
            Some(k) if rules == Rules::Misere && k > 0 && k % 2 == 0 => {
                " (under misère play an even number of winning moves needs every heap at most 1 stone, which dealt positions rarely are)"
            }
            _ => "",
        };
        return Err(Error::usage(format!(
            "found only {} different positions{wanted} at level {} in {budget} draws, {} wanted{why}: try another --level or a smaller --count",
            positions.len(),
            args.level.name(),
            args.count
        )));
    }
    Ok(positions)
}

/// The command line that prints this sheet again.
fn reprint(args: &WorksheetArgs, seed: u64) -> String {
    let mut line = format!(
        "nimstep worksheet --seed {seed} --level {} --count {}",
        args.level.name(),
        args.count
    );
    if let Some(k) = args.winning_moves {
        line.push_str(&format!(" --winning-moves {k}"));
    }
    if args.misere {
        line.push_str(" --misere");
    }
    line
}

/// The exercise sheet: instructions and a table with blanks to fill in.
pub fn sheet(args: &WorksheetArgs, rules: Rules, seed: u64, positions: &[Vec<u64>]) -> Document {
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
                .paragraph(format!("To print this sheet again: {}", reprint(args, seed))),
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
            let outcome = match solve::outcome(heaps, rules) {
                Outcome::P => "P",
                Outcome::N => "N",
            };
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
