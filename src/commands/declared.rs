//! What a command declares about itself, in its own module: the entries
//! of the command table (`commands::ALL`, `Command::declared`).
//!
//! Exists so that a new command (or a new format of an old one) is one
//! declaration, not five lists kept in step by hand: the format check, the
//! `Formats:` line of each help, the manual's examples, lesson blocks and
//! their budget all read the same [`Declaration`] and [`Declared`] impl.

use crate::commands::budget::Cost;
use crate::doc::Document;
use crate::error::Error;
use crate::io::Io;
use crate::render::{Format, Settings};

/// What the command line knows of a command before reading its arguments.
#[derive(Debug)]
pub(crate) struct Declaration {
    /// The name it is called by: `nimstep explain`.
    pub(crate) name: &'static str,
    /// The formats it writes, its default first; empty for a command whose
    /// output has a fixed form of its own (a shell script, roff).
    pub(crate) formats: &'static [Format],
    /// What its help says before the formats (how to answer, for the
    /// commands that talk), if anything.
    pub(crate) help: Option<&'static str>,
    /// The manual's examples: a command line and what it does.
    pub(crate) examples: &'static [(&'static str, &'static str)],
}

/// Every format, terminal first: the declaration of most commands, which
/// write whatever [`crate::render::emit`] writes, so they write a new
/// format as soon as `emit` does.
pub(crate) const EVERY_FORMAT: &[Format] = &Format::ALL;

/// A command with its arguments read: what it does on the command line
/// and inside a lesson.
pub(crate) trait Declared {
    /// Its declaration (the same for every set of arguments).
    fn declaration(&self) -> &'static Declaration;
    /// Runs it on the command line.
    fn run(&self, settings: &Settings, io: &mut Io) -> Result<(), Error>;
    /// The command as a lesson block, or why a lesson may not run it.
    fn in_lesson(&self) -> InLesson<'_>;
}

/// A command as a lesson block, or why a lesson may not run it.
pub(crate) type InLesson<'a> = Result<&'a dyn LessonBlock, &'static str>;

/// Implements [`Declared`] for a command's arguments, which is the same
/// delegation for every command: its declaration, the function that runs
/// it (`fn(&Args, &Settings, &mut Io) -> Result<(), Error>`), and either
/// `block` (the arguments also implement [`LessonBlock`]) or the reason a
/// lesson may not run it.
macro_rules! declared {
    ($args:ty, $declaration:path, $run:path, block) => {
        $crate::commands::declared::declared!(@impl $args, $declaration, $run, |args| Ok(args));
    };
    ($args:ty, $declaration:path, $run:path, refused: $why:path) => {
        $crate::commands::declared::declared!(@impl $args, $declaration, $run, |_| Err($why));
    };
    (@impl $args:ty, $declaration:path, $run:path, $lesson:expr) => {
        impl $crate::commands::declared::Declared for $args {
            fn declaration(&self) -> &'static $crate::commands::declared::Declaration {
                &$declaration
            }

            fn run(
                &self,
                settings: &$crate::render::Settings,
                io: &mut $crate::io::Io,
            ) -> Result<(), $crate::error::Error> {
                $run(self, settings, io)
            }

            fn in_lesson(&self) -> $crate::commands::declared::InLesson<'_> {
                let lesson: fn(&Self) -> $crate::commands::declared::InLesson<'_> = $lesson;
                lesson(self)
            }
        }
    };
}
pub(crate) use declared;

/// Why a lesson may not run `play` or `quiz`.
pub(crate) const INTERACTIVE: &str =
    "a lesson block cannot run an interactive command (play, quiz); suggest it in the prose instead";

/// Why a lesson may not run `lesson` or `export`.
pub(crate) const COURSE: &str =
    "a lesson block cannot show or export lessons; use a command such as `explain 13 12 8`";

/// Why a lesson may not run `completions` or `man`.
pub(crate) const PACKAGING: &str =
    "a lesson block cannot print completions or the manual; use a command such as `explain 13 12 8`";

/// A command that a lesson may run: charged to the course's budget, then
/// embedded as documents.
pub(crate) trait LessonBlock {
    /// What it will cost, charged before it runs.
    fn cost(&self) -> Cost;
    /// What it shows, in the lesson's format.
    fn documents(&self) -> Result<Vec<Document>, Error>;
}

impl Declaration {
    /// The line each help ends with, saying which formats it writes (after
    /// how to answer, for the commands that talk).
    pub(crate) fn after_help(&self) -> String {
        let formats = formats_line(self.formats);
        match self.help {
            Some(help) => format!("{help}\n\n{formats}"),
            None => formats,
        }
    }
}

/// `Formats: terminal (default), markdown, json, html (--format).`
pub(crate) fn formats_line(accepted: &[Format]) -> String {
    if accepted.is_empty() {
        return "Formats: none (the output has a fixed form; --format is refused).".to_string();
    }
    let names: Vec<String> = accepted
        .iter()
        .enumerate()
        .map(|(i, &f)| {
            let name = f.name();
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

    #[test]
    fn the_formats_line_lists_the_default_first() {
        assert_eq!(
            formats_line(EVERY_FORMAT),
            "Formats: terminal (default), markdown, json, html (--format)."
        );
        assert_eq!(
            formats_line(&[]),
            "Formats: none (the output has a fixed form; --format is refused)."
        );
    }
}
