//! `nimstep worksheet`: a printable exercise sheet with its answer key
//! (after it, in a file of its own, or left out), for a teacher: Markdown,
//! or one HTML page that prints the key on its own page.

use crate::cli::{KeyPlace, WorksheetArgs};
use crate::commands::new_file::{place, stage_new};
use crate::commands::{check_count, seed_or_clock, Io};
use crate::error::Error;
use crate::play::worksheet_draw::{draw, possible};
use crate::present::worksheet::Worksheet;
use crate::render::{emit, Format, Settings};
use crate::solve::answer::answer;
use crate::visible::one_line;
use std::io::Write;

/// Prints the sheet and its key (or only the key with `--answers`).
pub fn run(args: &WorksheetArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    // A sheet is for paper: Markdown, or a web page that prints well (the
    // command line refuses the other formats; a lesson block showing a
    // sheet on the terminal gets its Markdown).
    let format = match settings.format {
        Format::Html => Format::Html,
        Format::Terminal | Format::Markdown | Format::Json => Format::Markdown,
    };
    let settings = Settings {
        format,
        ..*settings
    };
    let worksheet = report(args)?;
    let Some(path) = &args.key_file else {
        return emit(&worksheet, &settings, io.output);
    };
    // All or nothing: the key is staged, the sheet written and flushed,
    // and only then is the key put in place; a sheet that cannot be
    // written (a full disk) leaves no key behind.
    let mut key = Vec::new();
    emit(&worksheet.key_only(), &settings, &mut key)?;
    let staged = stage_new(path, &key)?;
    emit(&worksheet, &settings, io.output)?;
    io.output.flush()?;
    place(staged, path)?;
    let _ = writeln!(
        std::io::stderr(),
        "The answer key is in `{}`.",
        one_line(&path.display().to_string())
    );
    Ok(())
}

/// The sheet `args` asks for: positions drawn and answered.
pub fn report(args: &WorksheetArgs) -> Result<Worksheet, Error> {
    check_count(args.count)?;
    let rules = args.rules.chosen();
    if let Some(k) = args.winning_moves {
        possible(k, rules, args.level)?;
    }
    let seed = seed_or_clock(args.seed);
    let positions = draw(args.level, args.count, args.winning_moves, rules, seed)?;
    Ok(Worksheet {
        rules,
        reprint: reprint(args, seed),
        answers: positions.iter().map(|heaps| answer(heaps, rules)).collect(),
        with_sheet: !args.answers,
        with_key: args.key != Some(KeyPlace::None) && args.key_file.is_none(),
    })
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
