//! What nimstep says when clap stops before a command runs: `--help` and
//! `--version`, a bare `nimstep`, and command lines it cannot parse.
//!
//! Exists because clap's own printing exits 0 even when the write failed,
//! and cuts nothing to one line: here help and version are written by us
//! (a failed write is an error), a bare `nimstep` gets a starting point,
//! and a usage error is one line that keeps clap's "a similar … exists"
//! tip and names the help of the subcommand concerned.

use crate::commands::Cli;
use crate::visible;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::CommandFactory;
use std::io::{self, Write};

/// Where the starting point begins, for a bare `nimstep`.
pub(crate) const START: &str = "Start with `nimstep lesson 1`";

/// Reports `err` (from parsing `args`, the program name first) and returns
/// the exit status: 0 for help and version written, 2 for a usage error or
/// a bare `nimstep`, 1 when help or version could not be written (0 if only
/// the reader went away). `colour` paints help and version.
pub(crate) fn report(
    err: &clap::Error,
    args: &[String],
    out: &mut dyn Write,
    errors: &mut dyn Write,
    colour: bool,
) -> u8 {
    match err.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let rendered = err.render();
            let text = if colour {
                rendered.ansi().to_string()
            } else {
                rendered.to_string()
            };
            match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
                Ok(()) => 0,
                Err(e) if e.kind() == io::ErrorKind::BrokenPipe => 0,
                Err(e) => {
                    let what = match err.kind() {
                        ErrorKind::DisplayVersion => "version",
                        _ => "help",
                    };
                    let _ = writeln!(errors, "error: could not write the {what}: {e}");
                    1
                }
            }
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand if subcommand(args).is_none() => {
            let _ = errors.write_all(starting_point().as_bytes());
            2
        }
        _ => {
            // clap echoes the arguments: made visible.
            let _ = writeln!(errors, "{}", visible::one_line(&one_line(err, args)));
            2
        }
    }
}

/// What a bare `nimstep` prints: the usage, three commands to try, and
/// where to start.
pub(crate) fn starting_point() -> String {
    let usage = Cli::command().render_usage().to_string();
    format!(
        "nimstep teaches the game of Nim by showing its mathematics at work.\n\n\
         {usage}\n\n\
         Try:\n\
         \x20 nimstep explain 13 12 8     the analysis of heaps 13, 12 and 8, step by step\n\
         \x20 nimstep play                a game against nimstep, with a coach\n\
         \x20 nimstep lesson              the lessons of the course\n\n\
         {START}; every command is listed by `nimstep --help`.\n"
    )
}

/// clap's message in one line: what it says before the usage (the error,
/// the possible values, the tips), then the
/// help to read: the subcommand's own when one was given or suggested.
pub(crate) fn one_line(err: &clap::Error, args: &[String]) -> String {
    let rendered = err.render().to_string();
    // Everything clap says before its usage: the error, the possible
    // values, the tips.
    let parts: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .take_while(|line| !line.starts_with("Usage:") && !line.starts_with("For more"))
        .filter(|line| !line.is_empty())
        .collect();
    let suggested = match err.get(ContextKind::SuggestedSubcommand) {
        Some(ContextValue::String(name)) => Some(name.clone()),
        Some(ContextValue::Strings(names)) => names.first().cloned(),
        _ => None,
    };
    let help = match subcommand(args).or(suggested) {
        Some(name) => format!("nimstep {name} --help"),
        None => "nimstep --help".to_string(),
    };
    let mut line = String::new();
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            line.push_str(if part.starts_with("tip:") { "; " } else { " " });
        }
        line.push_str(part);
    }
    format!("{line} (see `{help}`)")
}

/// The subcommand named on the command line (`args`, the program name
/// first), if any: for a command line clap refused, so no matches to ask.
fn subcommand(args: &[String]) -> Option<String> {
    let command = Cli::command();
    args.iter()
        .skip(1)
        .find(|arg| command.find_subcommand(arg.as_str()).is_some())
        .cloned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn parse(line: &str) -> (clap::Error, Vec<String>) {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        (Cli::try_parse_from(&args).unwrap_err(), args)
    }

    #[test]
    fn misspellings_keep_the_tip_and_name_the_subcommand_help() {
        let (err, args) = parse("nimstep explian 1 2");
        let line = one_line(&err, &args);
        assert!(
            line.contains("a similar subcommand exists: 'explain'"),
            "{line}"
        );
        assert!(line.ends_with("(see `nimstep explain --help`)"), "{line}");
        let (err, args) = parse("nimstep explain --colr never 1");
        let line = one_line(&err, &args);
        assert!(
            line.contains("a similar argument exists: '--color'"),
            "{line}"
        );
        assert!(line.ends_with("(see `nimstep explain --help`)"), "{line}");
    }

    #[test]
    fn a_failed_help_write_is_an_error() {
        let (err, args) = parse("nimstep --help");
        let mut errors = Vec::new();
        let mut full = FullWriter;
        assert_eq!(report(&err, &args, &mut full, &mut errors, false), 1);
        let said = String::from_utf8(errors).unwrap();
        assert_eq!(said.lines().count(), 1, "{said}");
    }

    struct FullWriter;

    impl Write for FullWriter {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::from(io::ErrorKind::StorageFull))
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
}
