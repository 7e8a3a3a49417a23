//! Running a lesson block through the real command line: the block's words
//! are parsed with the same clap definitions as `nimstep` itself, and the
//! command's report hands over its documents, which the lesson embeds.

use crate::commands::budget::Budget;
use crate::commands::parse;
use crate::doc::Document;
use crate::input::excerpt;

/// Runs one block's command and returns its documents, or a one-line
/// message saying why it cannot run.
///
/// The lesson decides the format and the colours, so a block may not give
/// `--format` or `--color`; commands that show lessons or talk to the user
/// are refused too (each command says whether it may run in a lesson, in
/// the command table). What the block will cost is taken from `budget`,
/// shared by every block of the run, before it runs.
pub fn run_block(words: &[String], budget: &Budget) -> Result<Vec<Document>, String> {
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
    let cli = parse(std::iter::once("nimstep".to_string()).chain(words.iter().cloned())).map_err(
        |err| {
            let rendered = err.render().to_string();
            let first = rendered
                .lines()
                .next()
                .unwrap_or("not a nimstep command")
                .to_string();
            let first = first.strip_prefix("error: ").unwrap_or(&first).to_string();
            format!("`{shown}`: {first}")
        },
    )?;
    let block = cli
        .command
        .declared()
        .in_lesson()
        .map_err(|why| format!("`{shown}`: {why}"))?;
    budget
        .charge(block.cost())
        .map_err(|why| format!("`{shown}`: {why}"))?;
    block.documents().map_err(|err| format!("`{shown}`: {err}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_block_free(words: &[String]) -> Result<Vec<Document>, String> {
        run_block(words, &Budget::default())
    }

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn explain_gives_its_walkthrough() {
        let docs = run_block_free(&words("explain 13 12 8")).unwrap();
        assert_eq!(docs.len(), 1);
        assert_eq!(
            docs[0].title.text(),
            "Position 13 12 8 — normal play: whoever takes the last stone wins"
        );
        assert!(docs[0].sections.len() > 5);
    }

    #[test]
    fn bad_commands_say_what_is_wrong() {
        let err = run_block_free(&words("explain 13 x")).unwrap_err();
        assert!(err.contains("`x` is not a whole number"), "{err}");
        assert!(run_block_free(&words("frobnicate 1")).is_err());
        assert!(run_block_free(&words("explain"))
            .unwrap_err()
            .contains("no heaps"));
    }

    #[test]
    fn a_block_refuses_the_flags_the_command_line_refuses() {
        let err = run_block_free(&words("explain 3 4 --compare --game kayles")).unwrap_err();
        assert!(err.contains("--compare with --game"), "{err}");
        let err = run_block_free(&words("check 3 4 --from 1 --take 1 --split 1,1")).unwrap_err();
        assert!(err.contains("a Nim move leaves one heap"), "{err}");
    }

    #[test]
    fn format_colour_and_lesson_commands_are_refused() {
        for line in [
            "explain 1 2 --format json",
            "explain 1 --format=json",
            "explain 1 --color always",
            "lesson 1",
            "export --out x",
            "play 1 2",
        ] {
            assert!(run_block_free(&words(line)).is_err(), "{line}");
        }
    }
}
