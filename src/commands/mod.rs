//! One module per subcommand, each declaring its arguments beside what it
//! does: it reads its input, calls a solver, a presenter and a renderer,
//! and writes the result. Here: the command table, which lists them once
//! (the top-level parser `Cli` and its `Command`, `ALL`,
//! `Command::declared`).

pub mod block;
pub(crate) mod budget;
pub(crate) mod check;
pub(crate) mod declared;
pub(crate) mod explain;
pub(crate) mod export;
pub(crate) mod formats;
pub(crate) mod games;
pub(crate) mod glossary;
pub(crate) mod grundy;
pub(crate) mod label;
pub(crate) mod lesson;
pub(crate) mod moves;
pub(crate) mod new_file;
pub(crate) mod packaging;
pub(crate) mod play;
pub(crate) mod quiz;
pub(crate) mod table;
pub(crate) mod worksheet;

use crate::cli::{whole, HeapArgs};
use crate::commands::check::CheckArgs;
use crate::commands::declared::{Declaration, Declared};
use crate::commands::explain::ExplainArgs;
use crate::commands::export::ExportArgs;
use crate::commands::glossary::GlossaryArgs;
use crate::commands::grundy::GrundyArgs;
use crate::commands::label::LabelArgs;
use crate::commands::lesson::LessonArgs;
use crate::commands::moves::MovesArgs;
use crate::commands::packaging::{CompletionsArgs, ManArgs};
use crate::commands::play::PlayArgs;
use crate::commands::quiz::QuizArgs;
use crate::commands::table::TableArgs;
use crate::commands::worksheet::WorksheetArgs;
use crate::doc::Document;
use crate::error::Error;
use crate::game::position::Position;
use crate::io::Io;
use crate::palette::ColorChoice;
use crate::render::Format;
use crate::render::{Piece, Report, Settings};
use clap::{CommandFactory, FromArgMatches};
use clap::{Parser, Subcommand};
use serde::Serialize;

/// nimstep teaches the game of Nim by showing its mathematics at work,
/// step by step.
#[derive(Debug, Parser)]
#[command(name = "nimstep", version, about, long_about = None)]
pub(crate) struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub(crate) command: Command,
    /// Output format: the formats this command can write are listed at the
    /// end of its help, its default first.
    // The list of every format is hidden: it would offer `play` the
    // formats it refuses.
    #[arg(long, global = true, value_enum, hide_possible_values = true)]
    pub(crate) format: Option<Format>,
    /// When to colour the terminal output. Under `auto`: CLICOLOR_FORCE (not
    /// 0) forces colour; NO_COLOR (not empty), CLICOLOR=0 or TERM=dumb turn
    /// it off; else colour only on a terminal.
    #[arg(long, global = true, value_enum, default_value_t, value_name = "WHEN")]
    pub(crate) color: ColorChoice,
    /// Fit the terminal output into N columns (default: the terminal's
    /// width, else `COLUMNS`, else 80).
    #[arg(long, global = true, value_name = "N", allow_negative_numbers = true,
          value_parser = whole::<u16>("width", 1..=u64::from(u16::MAX), "expected a number of columns from 1 to 65535"))]
    pub(crate) width: Option<u16>,
    /// Draw the stones of a position as `o` (and the stones taken as `.`)
    /// instead of `●` and `○`, for terminals and fonts without them.
    #[arg(long, global = true)]
    pub(crate) ascii: bool,
}

#[cfg(test)]
impl Cli {
    /// The command a command line asks for (the words after `nimstep`,
    /// split at spaces), for unit tests of what a command line means.
    pub(crate) fn command_of(line: &str) -> Command {
        Cli::try_parse_from(std::iter::once("nimstep").chain(line.split_whitespace()))
            .unwrap()
            .command
    }
}

/// The subcommands.
#[derive(Debug, Subcommand)]
// Deferred: each subcommand's arguments are built only when it runs (or
// its help is shown), which halves the cost of starting up.
#[command(defer = true)]
pub(crate) enum Command {
    /// Walk through Bouton's analysis of a position: binary, columns,
    /// nim-sum, verdict, and every winning move.
    Explain(ExplainArgs),
    /// Label every position reachable from a position P or N, working back
    /// from the end of the game, beside the nim-sum rule's answer.
    Label(LabelArgs),
    /// Draw the P/N grid of two heaps, so the pattern of the P-positions
    /// shows.
    Table(TableArgs),
    /// List every legal move from a position with the nim-sum it leaves,
    /// the winning ones marked.
    Moves(MovesArgs),
    /// Check a proposed move: does it win, and if not, what does?
    Check(CheckArgs),
    /// Play a game of Nim against nimstep, with a coach.
    Play(PlayArgs),
    /// Practise: random positions, asking for the nim-sum, P or N, and a
    /// winning move.
    Quiz(QuizArgs),
    /// Grundy values of a game other than Nim: each one as a mex, and the
    /// period that gives every heap's value.
    Grundy(GrundyArgs),
    /// Print an exercise sheet for students and, apart, its answer key.
    ///
    /// The sheet has a line for a name and the date, room to work under
    /// each position, and no answers: the key goes to `--key-file`, after
    /// the sheet with `--key end`, or alone with `--answers`. How to print
    /// the same sheet again is written to standard error.
    Worksheet(WorksheetArgs),
    /// List the lessons of the course, or show one with its worked examples
    /// computed.
    Lesson(LessonArgs),
    /// Write every lesson as Markdown, with a README.md index, into a
    /// folder (with `--format html`: web pages and an index.html).
    Export(ExportArgs),
    /// List every term the course uses: its meaning, the lesson that
    /// teaches it, and its other names in books and notes.
    Glossary(GlossaryArgs),
    /// Print a shell completion script (e.g. `nimstep completions bash >
    /// ~/.local/share/bash-completion/completions/nimstep`).
    Completions(CompletionsArgs),
    /// Print the manual page in roff format (e.g. `nimstep man > nimstep.1`),
    /// or write one page per command into a folder with `--out`.
    Man(ManArgs),
}

/// One of two reports a command may hand over (Nim's or another game's,
/// one walkthrough or both rules compared), itself a report.
///
/// Exists so that a command decides what its flags ask for in one
/// function, which the command line and lesson blocks both call. Its JSON
/// is the chosen report's own (untagged).
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub(crate) enum Either<L, R> {
    /// What the plainer flags ask for: Nim's report (or, in `explain`'s
    /// inner choice, one walkthrough).
    Left(L),
    /// What `--game` (or `--compare`) asks for instead.
    Right(R),
}

impl<L: Report, R: Report> Report for Either<L, R> {
    fn json(&self) -> impl Serialize + '_ {
        match self {
            Either::Left(report) => Either::Left(report.json()),
            Either::Right(report) => Either::Right(report.json()),
        }
    }

    fn documents(&self) -> Vec<Document> {
        match self {
            Either::Left(report) => report.documents(),
            Either::Right(report) => report.documents(),
        }
    }

    fn pieces(&self) -> Box<dyn Iterator<Item = Piece> + '_> {
        match self {
            Either::Left(report) => report.pieces(),
            Either::Right(report) => report.pieces(),
        }
    }

    fn markdown_level(&self) -> usize {
        match self {
            Either::Left(report) => report.markdown_level(),
            Either::Right(report) => report.markdown_level(),
        }
    }

    fn new_page_each(&self) -> bool {
        match self {
            Either::Left(report) => report.new_page_each(),
            Either::Right(report) => report.new_page_each(),
        }
    }
}

/// Runs one parsed command line.
pub(crate) fn run(cli: &Cli, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    cli.command.declared().run(settings, io)
}

/// Every command's declaration, in the order of the help. A test holds it
/// to the subcommands clap knows, so a new command cannot be left out.
pub(crate) const ALL: &[&Declaration] = &[
    &explain::DECLARATION,
    &label::DECLARATION,
    &table::DECLARATION,
    &moves::DECLARATION,
    &check::DECLARATION,
    &play::DECLARATION,
    &quiz::DECLARATION,
    &grundy::DECLARATION,
    &worksheet::DECLARATION,
    &lesson::DECLARATION,
    &export::DECLARATION,
    &glossary::DECLARATION,
    &packaging::COMPLETIONS,
    &packaging::MAN,
];

/// The command line's clap definition, each command's help ending as its
/// declaration says: what the manual and completions are made from.
pub(crate) fn command() -> clap::Command {
    with_formats(ALL.iter().copied())
}

/// [`Cli::command`] with the Formats line added to the help of the
/// `declarations`' commands.
fn with_formats<'a>(declarations: impl Iterator<Item = &'a Declaration>) -> clap::Command {
    declarations.fold(Cli::command(), |command, declaration| {
        command.mut_subcommand(declaration.name, |sub| {
            sub.after_help(declaration.after_help())
        })
    })
}

/// The command line `args` (the program's name first), parsed. Only a
/// command named on the line can have its help shown, so only those get
/// their Formats line: adding it to all fourteen cost a fifth of the
/// instructions of `nimstep --version`.
pub(crate) fn parse<I, T>(args: I) -> Result<Cli, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    let named = ALL
        .iter()
        .copied()
        .filter(|declaration| args.iter().skip(1).any(|arg| arg == declaration.name));
    let mut command = with_formats(named);
    let mut matches = command.try_get_matches_from_mut(args)?;
    // Taken out of the matches (`_mut`), not read from a copy of them.
    Cli::from_arg_matches_mut(&mut matches).map_err(|err| err.format(&mut command))
}

impl Command {
    /// The command's declaration and behaviour: the one place that lists
    /// every command beside the enum itself.
    pub(crate) fn declared(&self) -> &dyn Declared {
        match self {
            Command::Explain(args) => args,
            Command::Label(args) => args,
            Command::Table(args) => args,
            Command::Moves(args) => args,
            Command::Check(args) => args,
            Command::Play(args) => args,
            Command::Quiz(args) => args,
            Command::Grundy(args) => args,
            Command::Worksheet(args) => args,
            Command::Lesson(args) => args,
            Command::Export(args) => args,
            Command::Glossary(args) => args,
            Command::Completions(args) => args,
            Command::Man(args) => args,
        }
    }
}

/// The position from the command line, or from standard input when no
/// heaps were given there (and standard input is not a terminal), within
/// the bounds of [`crate::input::read_text`].
pub(crate) fn read_position(args: &HeapArgs, io: &mut Io) -> Result<Position, Error> {
    if !args.heaps.is_empty() || io.input_is_terminal {
        return Ok(Position::parse_words(&args.heaps)?);
    }
    Ok(Position::parse_text(&crate::input::read_text(io.input)?)?)
}

/// The seed given with `--seed`, or one from the clock.
pub(crate) fn seed_or_clock(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::declared::formats_line;

    #[test]
    fn clap_definitions_are_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn the_table_holds_every_subcommand_in_order() {
        let cli = command();
        let subcommands: Vec<&str> = cli
            .get_subcommands()
            .map(|c| c.get_name())
            .filter(|&n| n != "help")
            .collect();
        let declared: Vec<&str> = ALL.iter().map(|d| d.name).collect();
        assert_eq!(subcommands, declared);
    }

    #[test]
    fn every_help_ends_with_its_declared_formats() {
        let cli = command();
        for declaration in ALL {
            let help = cli
                .find_subcommand(declaration.name)
                .and_then(|c| c.get_after_help())
                .map(|h| h.to_string())
                .unwrap_or_default();
            assert!(
                help.ends_with(&formats_line(declaration.formats)),
                "{}: {help:?}",
                declaration.name
            );
        }
    }

    #[test]
    fn each_command_declares_itself() {
        for line in [
            "explain 1",
            "label 1",
            "table",
            "moves 1",
            "check 1 --from 1 --take 1",
            "play",
            "quiz",
            "grundy --game kayles",
            "worksheet",
            "lesson",
            "export --out x",
            "glossary",
            "completions bash",
            "man",
        ] {
            let name = line.split_whitespace().next().unwrap();
            assert_eq!(Cli::command_of(line).declared().declaration().name, name);
        }
    }

    #[test]
    fn lessons_run_only_what_shows_a_result() {
        let runs = |line: &str| Cli::command_of(line).declared().in_lesson().is_ok();
        for line in ["explain 1", "label 1", "table", "moves 1", "glossary"] {
            assert!(runs(line), "{line}");
        }
        for line in ["play", "quiz", "lesson", "export --out x", "man"] {
            assert!(!runs(line), "{line}");
        }
    }
}
