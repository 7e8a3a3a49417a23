//! `nimstep worksheet`: a printable exercise sheet with its answer key, for
//! a teacher: Markdown, or one HTML page that prints the key on its own page.

use crate::cli::WorksheetArgs;
use crate::commands::{check_count, seed_or_clock, write, Io};
use crate::error::Error;
use crate::play::sheet::{draw, possible};
use crate::present::worksheet::{key, sheet};
use crate::render::{html, markdown, Format, Settings};

/// Prints the sheet and its key (or only the key with `--answers`).
pub fn run(args: &WorksheetArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    if settings.format == Format::Json {
        return Err(Error::usage(
            "worksheet prints Markdown or HTML: leave out --format json (use `explain --format json` for data)",
        ));
    }
    check_count(args.count)?;
    let rules = args.rules.chosen();
    if let Some(k) = args.winning_moves {
        possible(k, rules, args.level)?;
    }
    let seed = seed_or_clock(args.seed);
    let positions = draw(args.level, args.count, args.winning_moves, rules, seed)?;
    let mut docs = Vec::with_capacity(2);
    if !args.answers {
        docs.push(sheet(rules, &reprint(args, seed), &positions));
    }
    docs.push(key(rules, &positions));
    let text = match settings.format {
        Format::Html => html::render_all(&docs),
        Format::HtmlSlides => docs.iter().map(html::slides).collect(),
        _ => docs
            .iter()
            .map(|doc| markdown::render(doc, 1))
            .collect::<Vec<_>>()
            .join("\n"),
    };
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
