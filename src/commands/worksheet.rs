//! `nimstep worksheet`: a printable Markdown exercise sheet with its answer
//! key, for a teacher.

use crate::cli::WorksheetArgs;
use crate::commands::{check_count, seed_or_clock, write, Io};
use crate::error::Error;
use crate::play::sheet::{draw, possible};
use crate::present::worksheet::{key, sheet};
use crate::render::{markdown, Settings};

/// Prints the sheet and its key (or only the key with `--answers`).
pub fn run(args: &WorksheetArgs, _settings: &Settings, io: &mut Io) -> Result<(), Error> {
    check_count(args.count)?;
    let rules = args.rules.chosen();
    if let Some(k) = args.winning_moves {
        possible(k, rules, args.level)?;
    }
    let seed = seed_or_clock(args.seed);
    let positions = draw(args.level, args.count, args.winning_moves, rules, seed)?;
    let mut text = String::new();
    if !args.answers {
        text.push_str(&markdown::render(
            &sheet(rules, &reprint(args, seed), &positions),
            1,
        ));
        text.push('\n');
    }
    text.push_str(&markdown::render(&key(rules, &positions), 1));
    write(io, &text)
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
    if args.rules.misere {
        line.push_str(" --misere");
    }
    line
}
