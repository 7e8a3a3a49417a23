//! `nimstep worksheet`: a printable exercise sheet for students, and its
//! answer key for the teacher (in a file of its own, after the sheet on a
//! new page, or alone), in any format.

use crate::cli::{KeyPlace, WorksheetArgs};
use crate::commands::budget::Cost;
use crate::commands::declared::{declared, Declaration, LessonBlock};
use crate::commands::new_file::{place, stage_new};
use crate::commands::{seed_or_clock, Io};
use crate::doc::Document;
use crate::error::Error;
use crate::play::worksheet_draw::{worksheet, Asked};
use crate::present::worksheet::Worksheet;
use crate::render::Report;
use crate::render::{emit, Format, Settings};
use crate::visible::one_line;
use std::io::Write;

/// Prints the sheet (and its key with `--key end`, or only the key with
/// `--answers`), writes the key to `--key-file`, and tells the teacher on
/// standard error how to print the same sheet and its key again: the sheet
/// itself carries no way to its answers.
pub(crate) fn run(args: &WorksheetArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let seed = seed_or_clock(args.seed);
    let worksheet = report_seeded(args, seed)?;
    let again = reprint(args, seed, settings.format);
    // All or nothing: the key is staged, the sheet written and flushed,
    // and only then is the key put in place; a sheet that cannot be
    // written (a full disk) leaves no key behind.
    let staged = match &args.key_file {
        Some(path) => {
            let mut key = Vec::new();
            emit(&worksheet.key_only(), settings, &mut key)?;
            Some((stage_new(path, &key)?, path))
        }
        None => None,
    };
    emit(&worksheet, settings, io.output)?;
    io.output.flush()?;
    let mut teacher = std::io::stderr().lock();
    let _ = writeln!(teacher, "To print this sheet again: {}", one_line(&again));
    let _ = writeln!(
        teacher,
        "To print its answer key: {} --answers",
        one_line(&again)
    );
    if settings.format == Format::Html && worksheet.with_sheet && worksheet.with_key {
        let _ = writeln!(
            teacher,
            "On screen the page shows the sheet alone; its answer key is printed, on a page of its own."
        );
    }
    if let Some((staged, path)) = staged {
        place(staged, path)?;
        let _ = writeln!(
            teacher,
            "The answer key is in `{}`.",
            one_line(&path.display().to_string())
        );
    }
    Ok(())
}

/// The sheet `args` asks for: positions drawn and answered.
pub(crate) fn report(args: &WorksheetArgs) -> Result<Worksheet, Error> {
    report_seeded(args, seed_or_clock(args.seed))
}

/// The sheet `args` asks for, dealt from `seed`.
fn report_seeded(args: &WorksheetArgs, seed: u64) -> Result<Worksheet, Error> {
    let asked = Asked {
        level: args.level,
        count: args.count,
        winning_moves: args.winning_moves,
        p_share: args.p_share,
        rules: args.rules.chosen(),
    };
    let sheet = worksheet(&asked, seed).map_err(Error::usage)?;
    Ok(Worksheet {
        with_sheet: !args.answers,
        with_key: args.answers || args.key == Some(KeyPlace::End),
        ..sheet
    })
}

/// The command line that prints the same student sheet again: every flag
/// that decides its positions, and its format when not the default.
fn reprint(args: &WorksheetArgs, seed: u64, format: Format) -> String {
    let mut line = format!(
        "nimstep worksheet --seed {seed} --level {} --count {}",
        args.level.name(),
        args.count
    );
    if let Some(k) = args.winning_moves {
        line.push_str(&format!(" --winning-moves {k}"));
    }
    if let Some(percent) = args.p_share {
        line.push_str(&format!(" --p-share {percent}"));
    }
    if args.rules.misere {
        line.push_str(" --misere");
    }
    if format != Format::Markdown {
        line.push_str(&format!(" --format {}", format.name()));
    }
    line
}

/// `nimstep worksheet` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "worksheet",
    formats: &[
        Format::Markdown,
        Format::Terminal,
        Format::Json,
        Format::Html,
    ],
    help: None,
    examples: &[
        (
            "nimstep worksheet --seed 7 > sheet.md",
            "An exercise sheet with its answer key.",
        ),
        (
            "nimstep worksheet --seed 7 --answers",
            "Only the answer key of the same sheet.",
        ),
    ],
};

declared!(WorksheetArgs, DECLARATION, run, block);

impl LessonBlock for WorksheetArgs {
    fn cost(&self) -> Cost {
        Cost {
            positions: self.count as u128,
            ..Cost::default()
        }
    }

    fn documents(&self) -> Result<Vec<Document>, Error> {
        Ok(report(self)?.documents())
    }
}
