use crate::support::nimstep;
use crate::support::run_block;
use nimstep::lesson::{self, Lesson};
use nimstep::palette::Palette;
use nimstep::render::terminal;
use proptest::prelude::*;
use pulldown_cmark::{CodeBlockKind, Event, Options, Parser, Tag};
use std::fs;
use std::path::Path;
use std::process::Command;
use unicode_width::UnicodeWidthStr;

/// Reads a lesson file from disk as the binary would.
fn lesson_file(path: &Path) -> Lesson {
    let name = path.file_name().unwrap().to_str().unwrap();
    let text = fs::read_to_string(path).unwrap();
    Lesson::parse(name, &path.display().to_string(), &text)
        .expect("a lesson file name")
        .expect("a valid lesson")
}

/// The words every lesson of the course shares, each with the mark that
/// stands for it in the lessons' snapshots: they are checked once, by
/// [`every_lesson_closes_alike`], so changing one touches no snapshot
/// (issue 23: a wording change touches at most 6 snapshot files).
const SHARED: [(&str, &str); 4] = [
    ("## Words of this lesson", "## ⟨words heading⟩"),
    ("## Exercises", "## ⟨exercises heading⟩"),
    (
        "The answers are at the end of the lesson.",
        "⟨answers pointer⟩",
    ),
    ("## Answers", "## ⟨answers heading⟩"),
];

/// One snapshot per lesson, found by glob: a new lesson gets its own. The
/// snapshot holds the lesson's own words and structure; each live block is
/// run for real but shown as its command and the subjects of the titles
/// of what it printed, since every command's words have snapshots of
/// their own (so a change to a walkthrough's wording is not repeated in
/// every lesson), and the course's shared words are marks ([`SHARED`]).
#[test]
fn every_lesson_in_markdown() {
    let block_outline = |words: &[String]| {
        let documents = run_block(words)?;
        let titles: Vec<String> = documents
            .iter()
            .map(|doc| {
                // The title's subject: its rules clause ("— normal play:
                // whoever takes the last stone wins") is in every
                // walkthrough's own snapshot, and the command says the rules.
                let title = doc.title.text();
                let subject = title.split(" — ").next().unwrap_or_default().to_string();
                format!("{subject} · sections: {}", doc.sections.len())
            })
            .collect();
        Ok(vec![nimstep_core::doc::Document {
            numbered: false,
            title: nimstep_core::doc::Line::new().plain(format!(
                "[nimstep {}: {}]",
                words.join(" "),
                titles.join("; ")
            )),
            sections: Vec::new(),
        }])
    };
    insta::glob!("../../lessons", "*.md", |path| {
        let markdown = lesson::to_markdown(&lesson_file(path), &block_outline).unwrap();
        let own = SHARED
            .iter()
            .fold(markdown, |text, (words, mark)| text.replace(words, mark));
        insta::assert_snapshot!(own);
    });
}

/// Every lesson closes as the course does: its words (the glossary of its
/// own number, alone under the shared heading), then its exercises, which point
/// to the answers, then the answers, last — in the Markdown it exports,
/// so each shared sentence is checked here once for all lessons.
#[test]
fn every_lesson_closes_alike() {
    let sections = |markdown: &str| -> Vec<(String, String)> {
        markdown
            .split("\n## ")
            .skip(1)
            .map(|s| {
                let (heading, body) = s.split_once('\n').unwrap_or((s, ""));
                (format!("## {heading}"), body.trim().to_string())
            })
            .collect()
    };
    let [(words, _), (exercises, _), (pointer, _), (answers, _)] = SHARED;
    for (number, lesson) in lesson::built_in().unwrap().iter().enumerate() {
        let number = number + 1;
        let text = lesson.text.replace('\n', " ");
        let markdown = lesson::to_markdown(lesson, &|_: &[String]| Ok(Vec::new())).unwrap();
        let all = sections(&markdown);
        let headings: Vec<&str> = all.iter().map(|(h, _)| h.as_str()).collect();
        let body = |heading: &str| &all.iter().find(|(h, _)| h == heading).unwrap().1;
        // A lesson that teaches no term has no words section (the
        // glossary's tests hold it to that).
        let closing = if headings.contains(&words) {
            // The glossary box alone (run as nothing here), no lead-in
            // on a slide of its own before it: the box's first slide
            // carries the heading, and the box points to the whole course.
            assert_eq!(body(words), "", "lesson {number}");
            assert!(
                one_line(&text).contains(&format!("```nimstep glossary --lesson {number} ```")),
                "lesson {number}: its words are not its own glossary"
            );
            vec![words, exercises, answers]
        } else {
            vec![exercises, answers]
        };
        assert_eq!(
            headings[headings.len() - closing.len()..],
            closing[..],
            "lesson {number}"
        );
        assert!(
            body(exercises).ends_with(pointer),
            "lesson {number}: the exercises do not end by pointing to the answers"
        );
        for (shared, _) in SHARED {
            let times = markdown.matches(shared).count();
            assert!(times <= 1, "lesson {number}: {shared} {times} times");
        }
    }
}

/// Text on one line: every run of white space one space.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn the_built_in_course_is_the_lessons_folder() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let mut names: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    let built_in = lesson::built_in().unwrap();
    let built_names: Vec<&str> = built_in.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(built_names, names);
    for (lesson, name) in built_in.iter().zip(&names) {
        assert_eq!(lesson.text, fs::read_to_string(dir.join(name)).unwrap());
    }
}

#[test]
fn the_list_names_every_lesson_in_order() {
    let out = nimstep(&["lesson", "--color", "never"], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let mut last = 0;
    for lesson in lesson::built_in().unwrap() {
        let at = out.stdout.find(&lesson.title).expect(&lesson.title);
        assert!(at > last, "{} out of order", lesson.title);
        assert!(out.stdout.contains(&lesson.slug));
        last = at;
    }
}

#[test]
fn a_lesson_is_found_by_number_or_name() {
    let by_number = nimstep(&["lesson", "5", "--format", "markdown"], "");
    let by_name = nimstep(&["lesson", "winning-move", "--format", "markdown"], "");
    assert_eq!(by_number.code, 0, "{}", by_number.stderr);
    assert_eq!(by_number.stdout, by_name.stdout);
    assert!(by_number.stdout.starts_with("# Finding the winning move\n"));
    assert!(by_number.stdout.contains("### Position **37 20 29**"));
    assert!(!by_number.stdout.contains("```nimstep"));
    let missing = nimstep(&["lesson", "99"], "");
    assert_eq!(missing.code, 2);
    assert!(
        missing.stderr.contains("no lesson `99`"),
        "{}",
        missing.stderr
    );
}

#[test]
fn a_lesson_on_the_terminal_shows_blocks_as_explain_does() {
    let out = nimstep(&["lesson", "5", "--color", "never"], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.starts_with("Finding the winning move\n"));
    assert!(out.stdout.contains("Position 37 20 29 — normal play"));
    assert!(out.stdout.contains("take 28 from heap 1, leaving 9"));
    assert!(!out.stdout.contains("```"));
    assert!(!out.stdout.contains("**"), "bold is painted, not starred");
    assert!(!out.stdout.contains('\u{1b}'));
    let coloured = nimstep(&["lesson", "5", "--color", "always"], "");
    assert!(coloured.stdout.contains('\u{1b}'));
}

/// The number of cells in a source table row: `|`s not escaped, minus the
/// outer ones.
fn cells(row: &str) -> usize {
    let row = row.trim();
    let mut pipes = 0;
    let mut escaped = false;
    for c in row.chars() {
        match c {
            '\\' if !escaped => escaped = true,
            '|' if !escaped => pipes += 1,
            _ => escaped = false,
        }
        if c != '\\' {
            escaped = false;
        }
    }
    pipes - 1
}

/// Checks one exported Markdown file: tables are regular, no block is left.
fn check_markdown(name: &str, text: &str) {
    assert!(!text.contains("```nimstep"), "{name}");
    let mut tables = 0;
    for (event, range) in Parser::new_ext(text, Options::ENABLE_TABLES).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                assert_ne!(info.trim(), "nimstep", "{name}: a block survived");
            }
            Event::Start(Tag::Table(_)) => {
                tables += 1;
                let rows: Vec<&str> = text[range]
                    .lines()
                    .filter(|l| !l.trim().is_empty())
                    .collect();
                let width = cells(rows[0]);
                for row in &rows {
                    assert_eq!(cells(row), width, "{name}: ragged row {row:?}");
                }
            }
            _ => {}
        }
    }
    if name != "README.md" && name != "glossary.md" {
        assert!(
            !text.contains("```nimstep"),
            "{name} still has a nimstep block: were its blocks expanded?"
        );
        assert!(
            tables > 0 || text.contains("## Position"),
            "{name} shows no worked example"
        );
    }
}

/// Every link of the index, in order.
fn links(text: &str) -> Vec<String> {
    Parser::new_ext(text, Options::ENABLE_TABLES)
        .filter_map(|event| match event {
            Event::Start(Tag::Link { dest_url, .. }) => Some(dest_url.to_string()),
            _ => None,
        })
        .collect()
}

/// Every file in a folder with its text.
fn contents(dir: &Path) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().into_string().unwrap(),
                fs::read_to_string(e.path()).unwrap(),
            )
        })
        .collect();
    files.sort();
    files
}

#[test]
fn export_writes_every_lesson_and_an_index() {
    let temp = tempfile::tempdir().unwrap();
    let out_dir = temp.path().join("notes");
    let out = nimstep(&["export", "--out", out_dir.to_str().unwrap()], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let lessons = lesson::built_in().unwrap();
    let files = contents(&out_dir);
    assert_eq!(files.len(), lessons.len() + 2, "lessons, glossary, index");
    assert_eq!(out.stdout.lines().count(), files.len(), "{}", out.stdout);
    for (name, text) in &files {
        assert!(out
            .stdout
            .contains(&format!("wrote {}", out_dir.join(name).display())));
        check_markdown(name, text);
    }
    let index = fs::read_to_string(out_dir.join("README.md")).unwrap();
    let targets = links(&index);
    let mut names: Vec<&str> = lessons.iter().map(|l| l.name.as_str()).collect();
    names.push("glossary.md");
    assert_eq!(
        targets, names,
        "the index links every lesson in order, then the glossary"
    );
    for target in &targets {
        assert!(out_dir.join(target).is_file(), "{target}");
    }
    // An exported lesson is the lesson as shown, its taught terms linked
    // to the glossary's part for that lesson.
    let shown = nimstep(&["lesson", "3", "--format", "markdown"], "");
    let exported = fs::read_to_string(out_dir.join(names[2])).unwrap();
    let link = "](glossary.md#taught-in-lesson-3)";
    assert!(
        exported.contains(&format!("[**nim-sum**{link}")),
        "{exported}"
    );
    assert_eq!(
        exported.replace(link, "").replace("[**", "**"),
        shown.stdout
    );
    let glossary = fs::read_to_string(out_dir.join("glossary.md")).unwrap();
    assert!(glossary.contains("## Taught in lesson 3"), "{glossary}");
}

#[test]
fn a_second_export_needs_force() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().to_str().unwrap();
    assert_eq!(nimstep(&["export", "--out", dir], "").code, 0);
    let readme = temp.path().join("README.md");
    fs::write(&readme, "my own notes").unwrap();
    let before = contents(temp.path());

    let again = nimstep(&["export", "--out", dir], "");
    assert_eq!(again.code, 2);
    assert!(again.stderr.contains("already exists"), "{}", again.stderr);
    assert!(again.stderr.contains("--force"), "{}", again.stderr);
    assert!(again.stdout.is_empty());
    assert_eq!(
        contents(temp.path()),
        before,
        "a refused export changes nothing"
    );

    let forced = nimstep(&["export", "--out", dir, "--force"], "");
    assert_eq!(forced.code, 0, "{}", forced.stderr);
    assert_eq!(
        forced
            .stdout
            .lines()
            .filter(|l| l.starts_with("overwrote "))
            .count(),
        before.len()
    );
    assert_ne!(fs::read_to_string(&readme).unwrap(), "my own notes");
    assert_eq!(
        contents(temp.path()).len(),
        before.len(),
        "no temporary file left"
    );
}

/// A folder holding one lesson with the given text.
fn teacher_folder(text: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("01-mine.md"), text).unwrap();
    dir
}

#[test]
fn a_teachers_folder_is_used_with_lessons() {
    let dir = teacher_folder("# My lesson\n\nLook:\n\n```nimstep\nexplain 3 5\n```\n");
    fs::write(dir.path().join("README.md"), "not a lesson").unwrap();
    let folder = dir.path().to_str().unwrap();
    let list = nimstep(&["lesson", "--lessons", folder, "--color", "never"], "");
    assert_eq!(list.code, 0, "{}", list.stderr);
    assert!(list.stdout.contains("My lesson") && list.stdout.contains("mine"));
    let shown = nimstep(
        &[
            "lesson",
            "mine",
            "--lessons",
            folder,
            "--format",
            "markdown",
        ],
        "",
    );
    assert_eq!(shown.code, 0, "{}", shown.stderr);
    assert!(
        shown
            .stdout
            .starts_with("# My lesson\n\nLook:\n\n> ## Position **3 5**"),
        "{}",
        shown.stdout
    );
}

#[test]
fn a_bad_block_names_file_and_line() {
    let dir = teacher_folder("# Bad\n\nText.\n\n```nimstep\nexplain 3 x\n```\n");
    let folder = dir.path().to_str().unwrap();
    let out = nimstep(&["lesson", "1", "--lessons", folder], "");
    assert_eq!(out.code, 2);
    assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
    assert!(
        out.stderr.contains("01-mine.md:5: `explain 3 x`: heap `x`"),
        "{}",
        out.stderr
    );

    let target = tempfile::tempdir().unwrap();
    let out_dir = target.path().join("out");
    let export = nimstep(
        &[
            "export",
            "--out",
            out_dir.to_str().unwrap(),
            "--lessons",
            folder,
        ],
        "",
    );
    assert_eq!(export.code, 2);
    assert!(export.stderr.contains("01-mine.md:5:"), "{}", export.stderr);
    assert!(!out_dir.exists(), "a failed export writes nothing");
}

#[test]
fn blocks_may_not_show_lessons_or_pick_a_format() {
    for (block, needle) in [
        ("lesson 1", "cannot show or export lessons"),
        ("export --out x", "cannot show or export lessons"),
        ("explain 1 2 --format json", "remove `--format`"),
        ("frobnicate", "frobnicate"),
    ] {
        let dir = teacher_folder(&format!("# T\n\n```nimstep\n{block}\n```\n"));
        let out = nimstep(
            &["lesson", "1", "--lessons", dir.path().to_str().unwrap()],
            "",
        );
        assert_eq!(out.code, 2, "{block}");
        assert!(
            out.stderr.contains("01-mine.md:3:"),
            "{block}: {}",
            out.stderr
        );
        assert!(out.stderr.contains(needle), "{block}: {}", out.stderr);
    }
}

#[test]
fn a_missing_lessons_folder_is_refused_clearly() {
    let temp = tempfile::tempdir().unwrap();
    let missing = temp.path().join("nowhere");
    for args in [
        vec!["lesson", "--lessons", missing.to_str().unwrap()],
        vec![
            "export",
            "--out",
            temp.path().to_str().unwrap(),
            "--lessons",
            missing.to_str().unwrap(),
        ],
    ] {
        let out = nimstep(&args, "");
        assert_eq!(out.code, 2, "{args:?}");
        assert!(out.stderr.contains("no such folder"), "{}", out.stderr);
        assert!(out.stderr.contains("nowhere"), "{}", out.stderr);
    }
    assert_eq!(fs::read_dir(temp.path()).unwrap().count(), 0);
}

#[test]
fn json_lists_the_course_for_scripts() {
    let out = nimstep(&["lesson", "--format", "json"], "");
    let value: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(value[4]["slug"], "winning-move");
    assert_eq!(value[4]["number"], 5);
    let one = nimstep(&["lesson", "4", "--format", "json"], "");
    let value: serde_json::Value = serde_json::from_str(&one.stdout).unwrap();
    assert!(value["markdown"].as_str().unwrap().starts_with("# Bouton"));
}

/// Pieces of Markdown that stress the block finder and the prose renderer:
/// fences opened and never closed, tildes, indented fences, headings, bold
/// markers, good and bad commands.
fn markdown_fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("```nimstep\n".to_string()),
        Just("```\n".to_string()),
        Just("~~~nimstep\n".to_string()),
        Just("~~~\n".to_string()),
        Just("    ```nimstep\n".to_string()),
        Just("````\n".to_string()),
        Just("explain 3 4\n".to_string()),
        Just("label 1 2\n".to_string()),
        Just("explain x\n".to_string()),
        Just("lesson 1\n".to_string()),
        Just("explain 3 --format json\n".to_string()),
        Just("\n".to_string()),
        Just("# Title\n".to_string()),
        Just("## Part\n".to_string()),
        Just("**bold".to_string()),
        Just("> quote ```nimstep\n".to_string()),
        "\\PC{0,12}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn the_lesson_expander_never_panics(pieces in prop::collection::vec(markdown_fragment(), 0..24)) {
        use nimstep::lesson::{self, Lesson};
        let text = format!("# A lesson\n{}", pieces.concat());
        let parsed = Lesson::parse("01-fuzz.md", "fuzz/01-fuzz.md", &text);
        if let Some(Ok(lesson)) = parsed {
            // Errors are fine (a bad block names file and line); panics are not.
            match lesson::document::document(&lesson, &run_block) {
                Err(err) => {
                    prop_assert_eq!(err.exit_code(), 2);
                    prop_assert!(err.to_string().contains("01-fuzz.md"), "{}", err);
                }
                Ok(doc) => {
                    // Prose wraps at word boundaries: a line over the width
                    // (in columns, as a terminal shows it)
                    // is a code line, a table line, or one word that cannot
                    // be cut.
                    let shown = terminal::render(&doc, &Palette::plain(), 40);
                    for line in shown.lines() {
                        let fits = line.width() <= 40
                            || line.starts_with("    ")
                            || line.contains(['│', '┆', '─', '║'])
                            || !line.trim().contains(' ');
                        prop_assert!(fits, "{:?}", line);
                    }
                }
            }
        }
    }
}

#[test]
fn every_lesson_shows_from_any_directory() {
    // The lessons are compiled in: run the binary far from the source tree.
    let elsewhere = tempfile::tempdir().unwrap();
    for lesson in 1..=10 {
        let output = Command::new(env!("CARGO_BIN_EXE_nimstep"))
            .args(["lesson", &lesson.to_string(), "--color", "never"])
            .current_dir(elsewhere.path())
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(0), "lesson {lesson}");
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(
            text.contains("normal play") || text.contains("misère play"),
            "lesson {lesson}"
        );
    }
}

/// `lesson --list` lists the lessons, as `lesson` with no argument does
/// (clap's tip to write `-- --list` led to an error).
#[test]
fn lesson_list_lists_the_lessons() {
    let listed = crate::support::nimstep(&["lesson", "--list"], "");
    let plain = crate::support::nimstep(&["lesson"], "");
    assert_eq!(listed.code, 0, "{}", listed.stderr);
    assert_eq!(listed.stdout, plain.stdout);
    assert!(listed.stdout.contains("winning-move"), "{}", listed.stdout);
    // One table, every lesson's number, name and title on one row, at the
    // 80 columns a pipe gets.
    assert_eq!(listed.stdout.matches('┌').count(), 1, "{}", listed.stdout);
    assert!(
        listed
            .stdout
            .lines()
            .any(|l| l.contains("one-pile") && l.contains("One pile")),
        "{}",
        listed.stdout
    );
    crate::support::refused(&["lesson", "5", "--list"], "", "--list");
}

#[test]
fn a_worked_example_is_framed_in_the_terminal() {
    // Framed line by line as a quote is, so the reader sees where the
    // labelling of 1 1 1 ends and lesson 7 goes on.
    let out = nimstep(&["lesson", "7", "--color", "never", "--width", "80"], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .contains("\n\n│ Labelling every position reachable from 1 1 1"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout
            .contains("│ the nim-sum is 0) agree on all 4 positions.\n\nHere is lesson 6's grid"),
        "{}",
        out.stdout
    );
}

/// In the terminal inline code (`` `nimstep glossary` ``, which the
/// lesson's glossary box points to) is
/// shown as is, bold where there is colour, never with Markdown's
/// backticks, which a reader of the screen would take for part of the
/// command.
#[test]
fn the_terminal_shows_commands_without_backticks() {
    let plain = crate::support::nimstep(&["lesson", "1", "--color", "never", "--width", "200"], "");
    assert!(
        plain
            .stdout
            .contains("nimstep glossary lists the words of the whole course."),
        "{}",
        plain.stdout
    );
    assert!(!plain.stdout.contains('`'), "{}", plain.stdout);
    let coloured =
        crate::support::nimstep(&["lesson", "1", "--color", "always", "--width", "200"], "");
    assert!(
        coloured
            .stdout
            .contains("\u{1b}[1mnimstep glossary\u{1b}[0m"),
        "{}",
        coloured.stdout
    );
}

/// Every slide of every lesson's HTML deck but its opening one carries a
/// heading (or, opening a worked example without one, the example's
/// title): the prose after a worked example is shown under its section's
/// heading, "… (continued)", never as a lone paragraph.
#[test]
fn every_lesson_slide_after_the_first_has_a_heading() {
    let list: serde_json::Value =
        serde_json::from_str(&nimstep(&["lesson", "--format", "json"], "").stdout).unwrap();
    for lesson in list.as_array().unwrap() {
        let number = lesson["number"].to_string();
        let page = nimstep(&["lesson", &number, "--format", "html"], "").stdout;
        let steps: Vec<&str> = page.split("<section class=\"step").skip(1).collect();
        assert!(steps.len() > 1, "lesson {number}");
        for (i, step) in steps.iter().enumerate().skip(1) {
            let step = step.split("</section>").next().unwrap();
            assert!(
                step.contains("<h2")
                    || step.contains("<h3")
                    || step.contains("\"><p class=\"doc-title\">"),
                "lesson {number} slide {}: no heading\n{step}",
                i + 1
            );
        }
    }
}
