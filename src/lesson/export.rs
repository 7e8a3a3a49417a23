//! Writing a course to a folder: every lesson as Markdown with its blocks
//! expanded, plus a `README.md` index linking them in order.
//!
//! Everything is rendered, and every name checked, before the first byte is
//! written; then the files are written all or nothing ([`staged`]).

use crate::error::Error;
use crate::lesson::Lesson;
use crate::present::glossary::{self, Glossary};
use crate::render::markdown::{self, escape};
use crate::staged;
pub(crate) use crate::staged::Written;
use std::fmt::Write as _;
use std::path::Path;

/// `README.md`: a folder pushed to a Git host opens on the course's
/// index.
pub(crate) const INDEX: &str = "README.md";

/// One file to write: its name in the folder and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct File {
    /// A bare name such as `05-winning-move.md`, joined to `--out` when
    /// written: an export's files sit side by side, linked by name.
    pub(crate) name: String,
    /// Staged beside its place and renamed in ([`write`]), so the folder
    /// never holds half a lesson.
    pub(crate) text: String,
}

/// The name of the glossary page of the built-in course.
pub(crate) const GLOSSARY: &str = "glossary.md";

/// The words before the link to the glossary on a course's contents page.
pub(crate) const GLOSSARY_LEAD: &str =
    "Every term of the course, with the lesson that teaches it and its other names:";

/// The files of a course: each lesson expanded to Markdown by `markdown`,
/// then the index. The built-in course (`built_in`) also gets its glossary
/// page, and each lesson links the terms it teaches to it.
pub(crate) fn files<F>(
    lessons: &[Lesson],
    built_in: bool,
    mut markdown: F,
) -> Result<Vec<File>, Error>
where
    F: FnMut(&Lesson) -> Result<String, Error>,
{
    let mut files = Vec::with_capacity(lessons.len() + 2);
    for lesson in lessons {
        let text = markdown(lesson)?;
        files.push(File {
            name: lesson.name.clone(),
            text: if built_in {
                link_terms(&text, lesson.number)
            } else {
                text
            },
        });
    }
    if built_in {
        let all = Glossary { lesson: None };
        files.push(File {
            name: GLOSSARY.to_string(),
            text: markdown::render(&glossary::document(&all), 1),
        });
    }
    files.push(File {
        name: INDEX.to_string(),
        text: index(lessons, built_in),
    });
    Ok(files)
}

/// Lesson `number`'s Markdown with the first bold use of each term it
/// teaches made a link to that lesson's part of the glossary page.
fn link_terms(markdown: &str, number: u32) -> String {
    let mut text = markdown.to_string();
    let taught = Glossary {
        lesson: u8::try_from(number).ok(),
    };
    let anchor = format!("{GLOSSARY}#taught-in-lesson-{number}");
    for term in taught.terms() {
        let mut capital = term.term.chars();
        let capitalised: String = capital
            .next()
            .map(|c| c.to_uppercase().chain(capital).collect())
            .unwrap_or_default();
        let found = [term.term.to_string(), capitalised]
            .into_iter()
            .map(|t| format!("**{t}**"))
            .filter_map(|bold| text.find(&bold).map(|at| (at, bold)))
            .min();
        if let Some((at, bold)) = found {
            text.replace_range(at..at + bold.len(), &format!("[{bold}]({anchor})"));
        }
    }
    text
}

/// The index's heading in Markdown and in HTML, so both exports of a
/// course carry one name.
pub(crate) const TITLE: &str = "Nim, step by step";

/// What an exported course is, opening its contents page.
pub(crate) const INTRO: &str = "A short course on the game of Nim and Bouton's analysis of it. Read the lessons in order; every worked example in them was computed by nimstep.";

/// The index: one line per lesson, linking its file, in reading order;
/// then the glossary, when the course has one. Titles are escaped, so a
/// title cannot add links or markup of its own.
pub(crate) fn index(lessons: &[Lesson], glossary: bool) -> String {
    let mut out = format!("# {TITLE}\n\n{INTRO}\n\n");
    for lesson in lessons {
        let _ = writeln!(
            out,
            "- Lesson {}: [{}]({})",
            lesson.number,
            escape(&lesson.title),
            lesson.name
        );
    }
    if glossary {
        let _ = writeln!(out, "\n{GLOSSARY_LEAD} [the glossary]({GLOSSARY}).");
    }
    out
}

/// Writes `files` into `dir`, creating it, all or nothing (see
/// [`staged::write_all`]): without `force`, nothing is written if any of
/// the files already exists (a symbolic link counts, even one pointing
/// nowhere), and a link is never written through.
pub(crate) fn write(dir: &Path, files: &[File], force: bool) -> Result<Vec<Written>, Error> {
    let contents: Vec<(&str, &[u8])> = files
        .iter()
        .map(|file| (file.name.as_str(), file.text.as_bytes()))
        .collect();
    staged::write_all(dir, &contents, force)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn course() -> Vec<Lesson> {
        vec![
            Lesson::parse("01-a.md", "01-a.md", "# First\n")
                .unwrap()
                .unwrap(),
            Lesson::parse("02-b.md", "02-b.md", "# Second\n")
                .unwrap()
                .unwrap(),
        ]
    }

    #[test]
    fn the_first_bold_use_of_a_taught_term_links_the_glossary() {
        let text = "A **Nim-sum** here, **nim-sum** there, and a **heap**.";
        assert_eq!(
            link_terms(text, 3),
            "A [**Nim-sum**](glossary.md#taught-in-lesson-3) here, **nim-sum** there, and a **heap**."
        );
    }

    #[test]
    fn the_index_links_every_lesson_in_order() {
        let text = index(&course(), false);
        let a = text.find("[First](01-a.md)").unwrap();
        let b = text.find("[Second](02-b.md)").unwrap();
        assert!(a < b, "{text}");
        assert!(!text.contains(GLOSSARY), "{text}");
        assert!(index(&course(), true).contains("[the glossary](glossary.md)"));
    }

    #[test]
    fn existing_files_stop_the_export_before_any_write() {
        let dir = tempfile::tempdir().unwrap();
        let files = files(&course(), false, |l| Ok(l.text.clone())).unwrap();
        fs::write(dir.path().join("02-b.md"), "mine").unwrap();
        let err = write(dir.path(), &files, false).unwrap_err();
        assert_eq!(err.exit_code(), 2);
        assert!(!dir.path().join("01-a.md").exists());
        assert_eq!(
            fs::read_to_string(dir.path().join("02-b.md")).unwrap(),
            "mine"
        );
        let done = write(dir.path(), &files, true).unwrap();
        let overwrote: Vec<bool> = done.iter().map(|w| w.overwrote).collect();
        assert_eq!(overwrote, [false, true, false]);
        assert_eq!(
            fs::read_to_string(dir.path().join("02-b.md")).unwrap(),
            "# Second\n"
        );
        let entries = fs::read_dir(dir.path()).unwrap().count();
        assert_eq!(entries, 3, "no temporary file is left behind");
    }
}
