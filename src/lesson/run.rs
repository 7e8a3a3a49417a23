//! Running a lesson block through the real command line: the block's words
//! are parsed with the same clap definitions as `nimstep` itself, and the
//! command writes into memory.

use crate::cli::{Cli, Command};
use crate::commands::{self, Io};
use crate::input::excerpt;
use crate::lesson::budget::Budget;
use crate::render::Settings;
use clap::Parser;

/// Runs one block's command with the lesson's settings and returns what it
/// printed, or a one-line message saying why it cannot run.
///
/// The lesson decides the format and the colours, so a block may not give
/// `--format` or `--color`; commands that show lessons or talk to the user
/// are refused too. What the block will cost is taken from `budget` first.
pub fn run_block(
    words: &[String],
    settings: &Settings,
    budget: &mut Budget,
) -> Result<String, String> {
    let shown = excerpt(&words.join(" "));
    if let Some(flag) = words.iter().find(|w| {
        ["--format", "--color"]
            .iter()
            .any(|f| w.as_str() == *f || w.starts_with(&format!("{f}=")))
    }) {
        let flag = flag.split('=').next().unwrap_or(flag);
        return Err(format!(
            "`{shown}`: a nimstep block takes its format and colours from the lesson: remove `{flag}`"
        ));
    }
    let cli =
        Cli::try_parse_from(std::iter::once("nimstep".to_string()).chain(words.iter().cloned()))
            .map_err(|err| {
                let rendered = err.render().to_string();
                let first = rendered
                    .lines()
                    .next()
                    .unwrap_or("not a nimstep command")
                    .to_string();
                let first = first.strip_prefix("error: ").unwrap_or(&first).to_string();
                format!("`{shown}`: {first}")
            })?;
    allowed(&cli.command).map_err(|why| format!("`{shown}`: {why}"))?;
    budget
        .charge(&cli.command)
        .map_err(|why| format!("`{shown}`: {why}"))?;
    let mut input: &[u8] = &[];
    let mut output = Vec::new();
    let mut io = Io {
        input: &mut input,
        input_is_terminal: true,
        output_is_terminal: false,
        output: &mut output,
    };
    commands::run(&cli, settings, &mut io).map_err(|err| format!("`{shown}`: {err}"))?;
    String::from_utf8(output)
        .map_err(|_| format!("`{shown}`: the command wrote text that is not UTF-8"))
}

/// Whether a command may run inside a lesson. Every command is listed, so a
/// new one must be decided here.
fn allowed(command: &Command) -> Result<(), &'static str> {
    match command {
        Command::Explain(_)
        | Command::Check(_)
        | Command::Worksheet(_)
        | Command::Label(_)
        | Command::Table(_)
        | Command::Moves(_) => Ok(()),
        Command::Play(_) | Command::Quiz(_) => Err(
            "a lesson block cannot run an interactive command (play, quiz); suggest it in the prose instead",
        ),
        Command::Lesson(_) | Command::Export(_) => Err(
            "a lesson block cannot show or export lessons; use a command such as `explain 13 12 8`",
        ),
        Command::Completions(_) | Command::Man(_) => Err(
            "a lesson block cannot print completions or the manual; use a command such as `explain 13 12 8`",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Format;

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn explain_runs_in_the_lesson_format() {
        let md = run_block(
            &words("explain 13 12 8"),
            &Settings::plain(Format::Markdown),
            &mut Budget::default(),
        )
        .unwrap();
        assert!(md.starts_with("## Position **13 12 8**"), "{md}");
        let term = run_block(
            &words("explain 13 12 8"),
            &Settings::plain(Format::Terminal),
            &mut Budget::default(),
        )
        .unwrap();
        assert!(term.starts_with("Position 13 12 8"), "{term}");
    }

    #[test]
    fn bad_commands_say_what_is_wrong() {
        let settings = Settings::plain(Format::Markdown);
        let mut budget = Budget::default();
        let err = run_block(&words("explain 13 x"), &settings, &mut budget).unwrap_err();
        assert!(err.contains("`x` is not a whole number"), "{err}");
        assert!(run_block(&words("frobnicate 1"), &settings, &mut budget).is_err());
        assert!(run_block(&words("explain"), &settings, &mut budget)
            .unwrap_err()
            .contains("no heaps"));
    }

    #[test]
    fn format_colour_and_lesson_commands_are_refused() {
        let settings = Settings::plain(Format::Markdown);
        let mut budget = Budget::default();
        for line in [
            "explain 1 2 --format json",
            "explain 1 --format=json",
            "explain 1 --color always",
            "lesson 1",
            "export --out x",
        ] {
            assert!(
                run_block(&words(line), &settings, &mut budget).is_err(),
                "{line}"
            );
        }
    }
}
