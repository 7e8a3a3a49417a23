//! The documentation's examples are what nimstep prints: every line shown
//! under a `$ nimstep …` command in a `text` or `console` block of the README
//! or of a page in docs/ (except the elisions `...` and lines cut with `…`)
//! is a line of that command's real output.

use crate::support::nimstep;

/// The commands of the `text` and `console` blocks of the README and of
/// every page in docs/, each with the page it is on and the lines shown
/// under it. Commands reading a script from standard input or a file
/// (`play`, `quiz`, `<`, `|`) are left out, as their transcripts
/// interleave what was typed, and so is JSON, shown condensed (its shape is
/// held by the JSON tests).
fn examples() -> Vec<(String, Vec<String>)> {
    let mut examples: Vec<(String, Vec<String>)> = Vec::new();
    for page in pages() {
        examples.extend(examples_on(&std::fs::read_to_string(&page).unwrap()));
    }
    examples
}

/// The README and every Markdown page in docs/.
fn pages() -> Vec<std::path::PathBuf> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = vec![root.join("README.md")];
    for entry in std::fs::read_dir(root.join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|ext| ext == "md") {
            pages.push(path);
        }
    }
    pages
}

/// The examples of one page.
fn examples_on(page: &str) -> Vec<(String, Vec<String>)> {
    let mut examples: Vec<(String, Vec<String>)> = Vec::new();
    let mut in_text = false;
    for line in page.lines() {
        if line.starts_with("```") {
            in_text = line == "```text" || line == "```console";
            continue;
        }
        if !in_text {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            // A shell comment after the command says what was left out.
            let command = command.split("  #").next().unwrap_or_default();
            examples.push((command.trim().to_string(), Vec::new()));
        } else if let Some((_, shown)) = examples.last_mut() {
            shown.push(line.to_string());
        }
    }
    examples.retain(|(command, _)| {
        let words: Vec<&str> = command.split_whitespace().collect();
        words.first() == Some(&"nimstep")
            && !["play", "quiz"].contains(words.get(1).unwrap_or(&""))
            && !command.contains(['<', '|', '>'])
            && !command.contains("--format json")
    });
    examples
}

#[test]
fn every_example_line_is_printed_by_its_command() {
    let examples = examples();
    assert!(
        examples.len() >= 10,
        "only {} examples found",
        examples.len()
    );
    let mut checked = 0;
    for (command, shown) in &examples {
        let mut args: Vec<&str> = command.split_whitespace().skip(1).collect();
        args.extend(["--color", "never"]);
        let out = nimstep(&args, "");
        let printed: Vec<&str> = out.stdout.lines().chain(out.stderr.lines()).collect();
        for line in shown {
            if line.trim().is_empty() || line.contains("...") || line.contains('…') {
                continue;
            }
            assert!(
                printed.contains(&line.as_str()),
                "docs: `{command}` does not print\n{line}\nIt prints:\n{}{}",
                out.stdout,
                out.stderr
            );
            checked += 1;
        }
    }
    assert!(checked >= 40, "only {checked} lines checked");
}
