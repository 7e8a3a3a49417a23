//! The command table: what each command is, declared once, in its own
//! module, and read from here by everything that asks about commands.
//!
//! Exists so that a new command (or a new format of an old one) is one
//! declaration, not five lists kept in step by hand: the format check, the
//! `Formats:` line of each help, the manual's examples, lesson blocks and
//! their budget all read the same [`Declaration`] and [`Declared`] impl.

use crate::cli::Command;
use crate::commands::budget::Cost;
use crate::commands::formats::format_name;
use crate::commands::{
    check, explain, export, glossary, grundy, label, lesson, moves, packaging, play, quiz, table,
    worksheet, Io,
};
use crate::doc::Document;
use crate::error::Error;
use crate::render::{Format, Settings};

/// What the command line knows of a command before reading its arguments.
#[derive(Debug)]
pub struct Declaration {
    /// The name it is called by: `nimstep explain`.
    pub name: &'static str,
    /// The formats it writes, its default first; empty for a command whose
    /// output has a fixed form of its own (a shell script, roff).
    pub formats: &'static [Format],
    /// What its help says before the formats (how to answer, for the
    /// commands that talk), if anything.
    pub help: Option<&'static str>,
    /// The manual's examples: a command line and what it does.
    pub examples: &'static [(&'static str, &'static str)],
}

/// Every format, terminal first: the declaration of most commands.
pub const EVERY_FORMAT: &[Format] = &[
    Format::Terminal,
    Format::Markdown,
    Format::Json,
    Format::Html,
];

/// Every command's declaration, in the order of the help. A test holds it
/// to the subcommands clap knows, so a new command cannot be left out.
pub const ALL: &[&Declaration] = &[
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

/// A command with its arguments read: what it does on the command line
/// and inside a lesson.
pub trait Declared {
    /// Its declaration (the same for every set of arguments).
    fn declaration(&self) -> &'static Declaration;
    /// Runs it on the command line.
    fn run(&self, settings: &Settings, io: &mut Io) -> Result<(), Error>;
    /// The command as a lesson block, or why a lesson may not run it.
    fn in_lesson(&self) -> Result<&dyn LessonBlock, &'static str>;
}

/// Why a lesson may not run `play` or `quiz`.
pub const INTERACTIVE: &str =
    "a lesson block cannot run an interactive command (play, quiz); suggest it in the prose instead";

/// Why a lesson may not run `lesson` or `export`.
pub const COURSE: &str =
    "a lesson block cannot show or export lessons; use a command such as `explain 13 12 8`";

/// Why a lesson may not run `completions` or `man`.
pub const PACKAGING: &str =
    "a lesson block cannot print completions or the manual; use a command such as `explain 13 12 8`";

/// A command that a lesson may run: charged to the course's budget, then
/// embedded as documents.
pub trait LessonBlock {
    /// What it will cost, charged before it runs.
    fn cost(&self) -> Cost;
    /// What it shows, in the lesson's format.
    fn documents(&self) -> Result<Vec<Document>, Error>;
}

impl Declaration {
    /// The line each help ends with, saying which formats it writes (after
    /// how to answer, for the commands that talk).
    pub fn after_help(&self) -> String {
        let formats = formats_line(self.formats);
        match self.help {
            Some(help) => format!("{help}\n\n{formats}"),
            None => formats,
        }
    }
}

impl Command {
    /// The command's declaration and behaviour: the one place that lists
    /// every command beside the enum itself.
    pub fn declared(&self) -> &dyn Declared {
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

/// `Formats: terminal (default), markdown, json, html (--format).`
fn formats_line(accepted: &[Format]) -> String {
    if accepted.is_empty() {
        return "Formats: none (the output has a fixed form; --format is refused).".to_string();
    }
    let names: Vec<String> = accepted
        .iter()
        .enumerate()
        .map(|(i, &f)| {
            let name = format_name(f);
            if i == 0 && accepted.len() > 1 {
                format!("{name} (default)")
            } else {
                name.to_string()
            }
        })
        .collect();
    format!("Formats: {} (--format).", names.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Cli;
    use clap::CommandFactory;

    #[test]
    fn the_table_holds_every_subcommand_in_order() {
        let cli = Cli::command();
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
        let cli = Cli::command();
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
        assert_eq!(
            formats_line(EVERY_FORMAT),
            "Formats: terminal (default), markdown, json, html (--format)."
        );
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
