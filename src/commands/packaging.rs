//! `nimstep completions` and `nimstep man`: what packagers and shells need,
//! generated from the same clap definitions as the command line.

use crate::cli::OutArgs;
use crate::commands::declared::{declared, Declaration, PACKAGING};
use crate::commands::{command as cli_command, ALL};
use crate::error::Error;
use crate::io::Io;
use crate::render::Settings;
use crate::staged;
use crate::visible::one_line;
use clap::Args;
use std::io::Write;
use std::path::Path;

// Arguments of `nimstep man` (a plain comment, as in
// cli.rs: a doc comment would replace the command's description).
#[derive(Debug, Clone, Args)]
pub(crate) struct ManArgs {
    // With --out: `nimstep.1` and a page per command
    // (`nimstep-explain.1`, …), instead of the main page printed.
    #[command(flatten)]
    pub(crate) out: OutArgs,
}

// Arguments of `nimstep completions` (a plain comment, as in
// cli.rs: a doc comment would replace the command's description).
#[derive(Debug, Clone, Args)]
pub(crate) struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    pub(crate) shell: clap_complete::Shell,
    // With --out: the script under the name the shell looks for
    // (`nimstep.bash`, `_nimstep`, `nimstep.fish`, …).
    #[command(flatten)]
    pub(crate) out: OutArgs,
}

/// Writes the completion script for the chosen shell, or with `--out`
/// into a folder under the name that shell looks for.
pub(crate) fn completions(args: &CompletionsArgs, _: &Settings, io: &mut Io) -> Result<(), Error> {
    // Generated into memory first: clap_complete panics when its writer
    // fails (a full disk, a closed pipe), and a failed write must be an
    // ordinary error.
    let mut command = cli_command();
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "nimstep", &mut script);
    let Some(dir) = &args.out.out else {
        io.output.write_all(&script)?;
        return Ok(());
    };
    let name = clap_complete::Generator::file_name(&args.shell, "nimstep");
    write_files(dir, &[(name.as_str(), &script)], args.out.force, io)
}

/// Writes the main manual page (roff), or with `--out` a page per command
/// into a folder, reporting each file written.
pub(crate) fn man(args: &ManArgs, _: &Settings, io: &mut Io) -> Result<(), Error> {
    let Some(dir) = &args.out.out else {
        io.output.write_all(&page(&command(), EXAMPLES_MAIN)?)?;
        return Ok(());
    };
    let main = command();
    let mut pages = vec![(main.clone(), EXAMPLES_MAIN)];
    for sub in main.get_subcommands() {
        pages.push((sub.clone(), examples(sub.get_name())));
    }
    let mut files = Vec::with_capacity(pages.len());
    for (cmd, examples) in pages {
        let text = page(&cmd, examples)?;
        files.push((clap_mangen::Man::new(cmd).get_filename(), text));
    }
    let files: Vec<(&str, &[u8])> = files
        .iter()
        .map(|(name, text)| (name.as_str(), text.as_slice()))
        .collect();
    write_files(dir, &files, args.out.force, io)
}

/// Writes `files` into `dir` all or nothing, never through a link nor over
/// an existing file without `force`, and reports each file written.
fn write_files(dir: &Path, files: &[(&str, &[u8])], force: bool, io: &mut Io) -> Result<(), Error> {
    for file in staged::write_all(dir, files, force)? {
        let verb = if file.overwrote { "overwrote" } else { "wrote" };
        let path = file.path.display().to_string();
        writeln!(io.output, "{verb} {}", one_line(&path))?;
    }
    Ok(())
}

/// The command line as the manual describes it: built, so each command
/// knows its full name (`nimstep-explain`), without clap's `help` command.
fn command() -> clap::Command {
    let mut command = cli_command().disable_help_subcommand(true);
    command.build();
    command
}

/// One manual page: clap_mangen's sections, then EXAMPLES.
fn page(cmd: &clap::Command, examples: &[(&str, &str)]) -> Result<Vec<u8>, Error> {
    let mut text = Vec::new();
    clap_mangen::Man::new(cmd.clone()).render(&mut text)?;
    text.extend_from_slice(b".SH EXAMPLES\n");
    for (line, what) in examples {
        let _ = write!(text, ".TP\n\\fB{}\\fR\n{}\n", roff(line), roff(what));
    }
    Ok(text)
}

/// Text made safe for roff: backslashes and hyphens escaped, and a line
/// never starting with a control character.
fn roff(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with(['.', '\'']) {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

/// The examples of the main page: where to start.
const EXAMPLES_MAIN: &[(&str, &str)] = &[
    ("nimstep lesson 1", "Start the course at its first lesson."),
    (
        "nimstep explain 13 12 8",
        "The analysis of heaps 13, 12 and 8, step by step.",
    ),
    ("nimstep play", "A game against nimstep, with a coach."),
];

/// The examples of a command's page, from the command table.
fn examples(command: &str) -> &'static [(&'static str, &'static str)] {
    ALL.iter()
        .find(|declaration| declaration.name == command)
        .map_or(&[], |declaration| declaration.examples)
}

/// `nimstep completions` in the command table.
pub(crate) const COMPLETIONS: Declaration = Declaration {
    name: "completions",
    formats: &[],
    help: None,
    examples: &[(
        "nimstep completions bash > ~/.local/share/bash-completion/completions/nimstep",
        "Completion for bash.",
    )],
};

/// `nimstep man` in the command table.
pub(crate) const MAN: Declaration = Declaration {
    name: "man",
    formats: &[],
    help: None,
    examples: &[
        (
            "nimstep man --out man",
            "This manual, a page per command, in the folder man.",
        ),
        ("man -l man/nimstep-explain.1", "Read the page of explain."),
    ],
};

declared!(CompletionsArgs, COMPLETIONS, completions, refused: PACKAGING);

declared!(ManArgs, MAN, man, refused: PACKAGING);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::parse;

    #[test]
    fn every_command_has_examples_that_parse() {
        let main = command();
        let lists = std::iter::once(EXAMPLES_MAIN)
            .chain(main.get_subcommands().map(|sub| examples(sub.get_name())));
        for list in lists {
            assert!(!list.is_empty());
            for (line, _) in list {
                let Some(rest) = line.strip_prefix("nimstep ") else {
                    continue; // e.g. `man -l …`
                };
                let words = rest.split(['|', '>']).next().unwrap().split_whitespace();
                let parsed = parse(std::iter::once("nimstep").chain(words));
                assert!(parsed.is_ok(), "{line}");
            }
        }
    }

    #[test]
    fn roff_text_is_escaped() {
        assert_eq!(roff("--heap 3"), "\\-\\-heap 3");
        assert_eq!(roff(".x"), "\\&.x");
        assert_eq!(roff("a\\b"), "a\\eb");
    }
}
