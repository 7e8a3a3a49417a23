//! `nimstep worksheet`: a printable exercise sheet for students, and its
//! answer key for the teacher (in a file of its own, after the sheet on a
//! new page, or alone), in any format.

use crate::cli::{count, level, whole, RulesArg};
use crate::commands::budget::Cost;
use crate::commands::declared::{declared, Declaration, LessonBlock, EVERY_FORMAT};
use crate::commands::new_file::{place, stage_new};
use crate::commands::seed_or_clock;
use crate::doc::Document;
use crate::error::Error;
use crate::io::Io;
use crate::play::deal::Level;
use crate::play::rng::read_seed;
use crate::play::worksheet_draw::DEFAULT_COUNT;
use crate::play::worksheet_draw::{worksheet, Asked};
use crate::present::worksheet::Worksheet;
use crate::render::Report;
use crate::render::{emit, Format, Settings};
use crate::visible::one_line;
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::PathBuf;

// Arguments of `nimstep worksheet` (a plain comment, as in
// cli.rs: a doc comment would replace the command's description).
#[derive(Debug, Clone, Args)]
pub(crate) struct WorksheetArgs {
    /// How many positions on the sheet.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_COUNT, allow_negative_numbers = true, value_parser = count())]
    pub(crate) count: usize,
    /// Seed for dealing: the same seed prints the same sheet.
    #[arg(long, value_name = "N", value_parser = read_seed, allow_negative_numbers = true)]
    pub(crate) seed: Option<u64>,
    /// How many heaps, and how large.
    #[arg(long, value_parser = level(), default_value = "medium")]
    pub(crate) level: Level,
    /// Only positions with exactly K winning moves (0: only P-positions).
    #[arg(long, value_name = "K", allow_negative_numbers = true,
          value_parser = whole::<usize>("number of winning moves", 0..=u64::MAX, "expected a whole number such as 0, 1 or 3"))]
    pub(crate) winning_moves: Option<usize>,
    /// The share of P-positions on the sheet, in percent (rounded to whole
    /// positions). By default the seed picks a mix with at least a quarter
    /// of each kind, P and N.
    #[arg(long, value_name = "PERCENT", conflicts_with = "winning_moves", allow_negative_numbers = true,
          value_parser = whole::<u8>("share", 0..=100, "expected a percentage from 0 to 100"))]
    pub(crate) p_share: Option<u8>,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    /// Print only the answer key.
    #[arg(long, conflicts_with_all = ["key", "key_file"])]
    pub(crate) answers: bool,
    /// Where the answer key goes: `none` (the default) for a student
    /// sheet, `end` after the sheet, on a new page.
    #[arg(long, value_enum, value_name = "WHERE")]
    pub(crate) key: Option<KeyPlace>,
    /// Print the sheet alone and write its answer key, in the sheet's
    /// format, to FILE, which must not exist yet, so a teacher prints one
    /// and keeps the other.
    #[arg(long, value_name = "FILE", conflicts_with = "key")]
    pub(crate) key_file: Option<PathBuf>,
}

/// Where `worksheet --key` puts the answer key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum KeyPlace {
    /// No key: a sheet for students (the default).
    None,
    /// The key after the sheet, on a new page.
    End,
}

/// Prints the sheet (and its key with `--key end`, or only the key with
/// `--answers`), writes the key to `--key-file`, and tells the teacher on
/// standard error how to print the same sheet and its key again: the sheet
/// itself carries no way to its answers.
pub(crate) fn run(args: &WorksheetArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let worksheet = report(args)?;
    let mut again = worksheet.reprint.clone();
    if Some(&settings.format) != DECLARATION.formats.first() {
        again.push_str(&format!(" --format {}", settings.format.name()));
    }
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
    let seed = seed_or_clock(args.seed);
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

/// `nimstep worksheet` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "worksheet",
    formats: EVERY_FORMAT,
    help: Some(
        "Printing: the default, terminal text, is plain text (no markup; no colour unless \
         --color always) when written to a file or a pipe, as `nimstep worksheet | lpr` \
         prints it: --width columns (else COLUMNS, else 80), pages of 66 lines with a form \
         feed between them, each position whole on a page, the name line atop each. Use --format markdown for course \
         notes, html for a page to print from a browser.",
    ),
    examples: &[
        (
            "nimstep worksheet --seed 7 | lpr",
            "A student sheet, printed: no answers on it.",
        ),
        (
            "nimstep worksheet --seed 7 --format markdown --key-file key.md > sheet.md",
            "The same sheet in Markdown, its answer key in key.md.",
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
