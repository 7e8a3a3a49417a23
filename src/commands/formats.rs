//! Which output formats each command can write, and the choice of one.
//!
//! Exists because `--format` is global but not every command can write
//! every format: a command refuses the ones it cannot write, naming those
//! it can, instead of ignoring the flag. The help of each command lists the
//! same formats (a test holds the two together).

use crate::cli::Command;
use crate::error::Error;
use crate::render::Format;

const ALL: &[Format] = &[
    Format::Terminal,
    Format::Markdown,
    Format::Json,
    Format::Html,
];

/// The formats `command` can write, its default first; empty for a
/// command whose output has a fixed form of its own (a shell script, roff).
pub fn accepted(command: &Command) -> &'static [Format] {
    match command {
        Command::Explain(_)
        | Command::Label(_)
        | Command::Table(_)
        | Command::Moves(_)
        | Command::Check(_)
        | Command::Lesson(_)
        | Command::Grundy(_)
        | Command::Glossary(_) => ALL,
        Command::Play(_) | Command::Quiz(_) => &[Format::Terminal],
        // A sheet is for paper: Markdown by default, every format on request.
        Command::Worksheet(_) => &[
            Format::Markdown,
            Format::Terminal,
            Format::Json,
            Format::Html,
        ],
        Command::Export(_) => &[Format::Markdown, Format::Html],
        Command::Completions(_) | Command::Man(_) => &[],
    }
}

/// The format to write: the one asked for with `--format` if `command` can
/// write it, else its default; an error names the formats it can write.
pub fn choose(command: &Command, asked: Option<Format>, name: &str) -> Result<Format, Error> {
    let accepted = accepted(command);
    let default = accepted.first().copied().unwrap_or_default();
    let Some(asked) = asked else {
        return Ok(default);
    };
    if accepted.contains(&asked) {
        return Ok(asked);
    }
    let what = if accepted.is_empty() {
        "takes no --format: its output has a fixed form".to_string()
    } else {
        format!("writes only {}", list(accepted))
    };
    Err(Error::usage(format!(
        "--format {}: `nimstep {name}` {what}",
        format_name(asked)
    )))
}

/// The line each command's help ends with, saying which formats it writes.
pub fn help_line(accepted: &[Format]) -> String {
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

fn list(formats: &[Format]) -> String {
    let names: Vec<&str> = formats.iter().map(|&f| format_name(f)).collect();
    match names.as_slice() {
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
        [] => String::new(),
    }
}

/// The name of a format as `--format` takes it.
pub fn format_name(format: Format) -> &'static str {
    match format {
        Format::Terminal => "terminal",
        Format::Markdown => "markdown",
        Format::Json => "json",
        Format::Html => "html",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Cli;
    use clap::CommandFactory;

    /// One command line for each subcommand.
    const LINES: &[&str] = &[
        "explain 1",
        "label 1",
        "table",
        "moves 1",
        "check 1 --from 1 --take 1",
        "play",
        "quiz",
        "worksheet",
        "lesson",
        "export --out x",
        "grundy --game kayles",
        "glossary",
        "completions bash",
        "man",
    ];

    #[test]
    fn format_names_are_the_flag_values() {
        use clap::ValueEnum;
        for &format in ALL {
            let value = format.to_possible_value().unwrap();
            assert_eq!(value.get_name(), format_name(format));
        }
    }

    #[test]
    fn every_help_lists_the_formats_its_command_writes() {
        let cli = Cli::command();
        let subcommands: Vec<&str> = cli
            .get_subcommands()
            .map(|c| c.get_name())
            .filter(|&n| n != "help")
            .collect();
        assert_eq!(
            subcommands.len(),
            LINES.len(),
            "every subcommand is listed here"
        );
        for line in LINES {
            let name = line.split_whitespace().next().unwrap();
            let help = cli
                .find_subcommand(name)
                .and_then(|c| c.get_after_help())
                .map(|h| h.to_string())
                .unwrap_or_default();
            // play and quiz say how to answer first; the formats close every help.
            let formats = help_line(accepted(&Cli::command_of(line)));
            assert!(
                help.ends_with(&formats),
                "{name}: {help:?} ends with {formats:?}"
            );
        }
    }

    #[test]
    fn refusals_name_what_is_accepted() {
        let err = choose(
            &Cli::command_of("export --out x"),
            Some(Format::Json),
            "export",
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "--format json: `nimstep export` writes only markdown or html"
        );
        assert_eq!(
            choose(&Cli::command_of("worksheet"), None, "worksheet").unwrap(),
            Format::Markdown
        );
        let err = choose(&Cli::command_of("man"), Some(Format::Terminal), "man").unwrap_err();
        assert!(err.to_string().contains("takes no --format"), "{err}");
        assert_eq!(
            choose(&Cli::command_of("explain 1"), Some(Format::Json), "explain").unwrap(),
            Format::Json
        );
    }
}
