//! The course: lessons written in Markdown whose `nimstep` blocks are
//! replaced by the output of the command they hold.
//!
//! Loading (built-in or from a folder) lives here; reading a block's
//! command in [`blocks`], turning a lesson into a [`Document`] in
//! [`document`], and writing a course to disk in [`export`] (as linked web pages
//! through [`html`]). Running a
//! block is the command line's job: it hands a [`BlockRunner`] in.

pub(crate) mod blocks;
pub mod document;
pub(crate) mod export;
pub(crate) mod html;

use crate::doc::Document;
use crate::error::Error;
use crate::input::excerpt;
use crate::render::{markdown, Report};
use crate::visible::visible;
use nimstep_core::words::count;
use serde::Serialize;
use std::collections::HashSet;
use std::fs;
use std::io::{self, Read, Write};
use std::path::Path;

/// The built-in lessons, `(file name, text)`, sorted by file name: written
/// by `build.rs` from `lessons/*.md` so an installed binary needs no files.
const BUILT_IN: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/lessons.rs"));

/// One lesson of a course.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Lesson {
    /// Its place in reading order, from the file name (`5` for
    /// `05-winning-move.md`).
    pub number: u32,
    /// The name after the number (`winning-move`), usable instead of it.
    pub slug: String,
    /// The text of its first `# ` heading.
    pub title: String,
    /// The file name (`05-winning-move.md`), also its name on export.
    pub name: String,
    /// Where it came from, for error messages (`lessons/05-winning-move.md`).
    #[serde(skip)]
    pub(crate) source: String,
    /// The Markdown text, blocks unexpanded.
    #[serde(skip)]
    pub text: String,
}

impl Lesson {
    /// Reads a lesson from its file name and text. Returns `None` for a
    /// file that is not a lesson (its name does not start with a number and
    /// a hyphen, as `README.md`).
    pub fn parse(name: &str, source: &str, text: &str) -> Option<Result<Lesson, Error>> {
        let (digits, slug) = split_name(name)?;
        Some(Lesson::build(digits, slug, name, source, text))
    }

    fn build(
        digits: &str,
        slug: &str,
        name: &str,
        source: &str,
        text: &str,
    ) -> Result<Lesson, Error> {
        // A byte-order mark (some editors write one) is not text.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let number = digits.parse::<u32>().map_err(|_| {
            Error::usage(format!(
                "{source}: the lesson number `{digits}` is too large"
            ))
        })?;
        let good_slug = !slug.is_empty()
            && slug
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if !good_slug {
            return Err(Error::usage(format!(
                "{source}: a lesson file is named like `05-winning-move.md`: a number, a hyphen, then lowercase letters, digits and hyphens"
            )));
        }
        let title = text
            .lines()
            .find_map(|line| line.strip_prefix("# "))
            .map(str::trim)
            .filter(|title| !title.is_empty())
            .ok_or_else(|| {
                Error::usage(format!(
                    "{source}: a lesson needs a title: a first-level heading such as `# One pile`"
                ))
            })?;
        Ok(Lesson {
            number,
            slug: slug.to_string(),
            // Shown in every format: made visible once, here.
            title: visible(title).into_owned(),
            name: name.to_string(),
            source: source.to_string(),
            text: text.to_string(),
        })
    }
}

/// The number and the rest of a lesson file name (`05`, `winning-move`
/// for `05-winning-move.md`); `None` for a file that is not a lesson.
fn split_name(name: &str) -> Option<(&str, &str)> {
    let stem = name.strip_suffix(".md")?;
    let (digits, slug) = stem.split_once('-')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((digits, slug))
}

/// The largest lesson file read from a folder (1 MiB): far more than any
/// lesson needs, and a bound on what a stray file can cost.
pub(crate) const MAX_LESSON_BYTES: u64 = 1 << 20;

/// The course compiled into the binary.
pub fn built_in() -> Result<Vec<Lesson>, Error> {
    let lessons = BUILT_IN
        .iter()
        .filter_map(|(name, text)| Lesson::parse(name, &format!("lessons/{name}"), text))
        .collect::<Result<Vec<_>, _>>()?;
    course(lessons, "the built-in lessons")
}

/// A teacher's course: every lesson file in `dir`.
pub(crate) fn from_dir(dir: &Path) -> Result<Vec<Lesson>, Error> {
    let shown = dir.display();
    if !dir.is_dir() {
        return Err(Error::usage(format!(
            "--lessons `{shown}`: no such folder: expected a folder of lesson files such as `01-one-pile.md`"
        )));
    }
    let entries = fs::read_dir(dir)
        .map_err(|err| Error::io(format!("could not read the folder `{shown}`"), err))?;
    let mut lessons = Vec::new();
    let mut skipped = Vec::new();
    for entry in entries {
        let entry =
            entry.map_err(|err| Error::io(format!("could not read the folder `{shown}`"), err))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = entry.path();
        // Not followed: a link could lead out of the folder.
        let kind = entry
            .file_type()
            .map_err(|err| Error::io(format!("could not read the folder `{shown}`"), err))?;
        let Some((digits, slug)) = split_name(&name) else {
            if kind.is_file() {
                skipped.push(name);
            }
            continue;
        };
        let source = path.display().to_string();
        if !kind.is_file() {
            let what = if kind.is_symlink() {
                "is a symbolic link"
            } else {
                "is not a regular file"
            };
            return Err(Error::usage(format!(
                "{source}: {what}; a lesson must be a regular file inside the lesson folder"
            )));
        }
        let text = read_lesson(&path, &source)?;
        lessons.push(Lesson::build(digits, slug, &name, &source, &text)?);
    }
    if !skipped.is_empty() {
        skipped.sort();
        let _ = writeln!(
            io::stderr(),
            "note: {}",
            skipped_note(&shown.to_string(), &skipped)
        );
    }
    course(lessons, &format!("`{shown}`"))
}

/// The one line saying which files of a lesson folder were not read.
fn skipped_note(folder: &str, skipped: &[String]) -> String {
    const SHOWN: usize = 5;
    let mut names: Vec<String> = skipped
        .iter()
        .take(SHOWN)
        .map(|name| format!("`{}`", excerpt(name)))
        .collect();
    if skipped.len() > SHOWN {
        names.push(format!("and {} more", skipped.len() - SHOWN));
    }
    format!(
        "skipped {} in `{}` not named like `01-one-pile.md`: {}",
        count(skipped.len() as u64, "file", "files"),
        excerpt(folder),
        names.join(", ")
    )
}

/// A lesson file's text: at most [`MAX_LESSON_BYTES`], UTF-8; an error
/// names the file.
fn read_lesson(path: &Path, source: &str) -> Result<String, Error> {
    let file =
        fs::File::open(path).map_err(|err| Error::io(format!("could not read `{source}`"), err))?;
    // Checked again once open: the entry may have been swapped meanwhile.
    let regular = file.metadata().map(|m| m.is_file()).unwrap_or(false);
    if !regular || path.symlink_metadata().is_ok_and(|m| m.is_symlink()) {
        return Err(Error::usage(format!(
            "{source}: is not a regular file; a lesson must be a regular file inside the lesson folder"
        )));
    }
    let mut bytes = Vec::new();
    file.take(MAX_LESSON_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|err| Error::io(format!("could not read `{source}`"), err))?;
    if bytes.len() as u64 > MAX_LESSON_BYTES {
        return Err(Error::usage(format!(
            "{source}: a lesson file holds at most {} MiB of Markdown; this one is larger",
            MAX_LESSON_BYTES >> 20
        )));
    }
    String::from_utf8(bytes).map_err(|_| {
        Error::usage(format!(
            "{source}: not UTF-8 text: a lesson is a Markdown file"
        ))
    })
}

/// Sorts lessons into reading order and checks they form a course: at
/// least one lesson, no number or slug used twice.
fn course(mut lessons: Vec<Lesson>, place: &str) -> Result<Vec<Lesson>, Error> {
    if lessons.is_empty() {
        return Err(Error::usage(format!(
            "no lessons in {place}: expected Markdown files named like `01-one-pile.md`"
        )));
    }
    lessons.sort_by(|a, b| (a.number, &a.name).cmp(&(b.number, &b.name)));
    for pair in lessons.windows(2) {
        if pair[0].number == pair[1].number {
            return Err(Error::usage(format!(
                "{} and {} have the same lesson number {}",
                pair[0].source, pair[1].source, pair[0].number
            )));
        }
    }
    let mut slugs = HashSet::with_capacity(lessons.len());
    for lesson in &lessons {
        if !slugs.insert(lesson.slug.as_str()) {
            return Err(Error::usage(format!(
                "{}: another lesson is also called `{}`",
                lesson.source, lesson.slug
            )));
        }
    }
    Ok(lessons)
}

/// The course chosen on the command line: the folder given with
/// `--lessons`, or the built-in lessons.
pub(crate) fn load(folder: Option<&Path>) -> Result<Vec<Lesson>, Error> {
    match folder {
        Some(dir) => from_dir(dir),
        None => built_in(),
    }
}

/// Runs one block's command words and returns the command's documents,
/// or one line saying why it cannot run.
///
/// The command line hands its runner in (`commands::block::run_block`), so
/// the course never reaches up into the commands that show it.
pub type BlockRunner<'a> = &'a dyn Fn(&[String]) -> Result<Vec<Document>, String>;

/// A lesson as Markdown with every block's documents written in place, for
/// `--format markdown` and for export.
pub fn to_markdown(lesson: &Lesson, run: BlockRunner) -> Result<String, Error> {
    Ok(markdown::render(&document::document(lesson, run)?, 1))
}

/// A lesson ready to show: its index entry and its document.
pub(crate) struct Shown<'a> {
    /// Where its number, name and title come from, for the index and JSON.
    pub(crate) lesson: &'a Lesson,
    /// Its document, blocks run.
    pub(crate) document: Document,
}

/// A lesson in JSON: its index entry and its Markdown.
#[derive(Serialize)]
struct ShownJson<'a> {
    #[serde(flatten)]
    lesson: &'a Lesson,
    markdown: String,
}

/// A shown lesson is a page of its own: its title is a top-level heading.
impl Report for Shown<'_> {
    fn json(&self) -> impl Serialize + '_ {
        ShownJson {
            lesson: self.lesson,
            markdown: markdown::render(&self.document, 1),
        }
    }

    fn documents(&self) -> Vec<Document> {
        vec![self.document.clone()]
    }

    fn markdown_level(&self) -> usize {
        1
    }
}

/// The lesson `which` names: its number (`5`, `05`) or its slug
/// (`winning-move`).
pub(crate) fn find<'a>(lessons: &'a [Lesson], which: &str) -> Result<&'a Lesson, Error> {
    let number = which.parse::<u32>().ok();
    lessons
        .iter()
        .find(|lesson| Some(lesson.number) == number || lesson.slug == which)
        .ok_or_else(|| {
            let known: Vec<String> = lessons
                .iter()
                .map(|l| format!("{} ({})", l.number, l.slug))
                .collect();
            let glossary = match which.eq_ignore_ascii_case("glossary") {
                true => " (the glossary is its own command: nimstep glossary)",
                false => "",
            };
            Error::usage(format!(
                "no lesson `{}`{glossary}: expected one of {}",
                crate::input::excerpt(which),
                known.join(", ")
            ))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(name: &str, text: &str) -> Option<Result<Lesson, Error>> {
        Lesson::parse(name, name, text)
    }

    #[test]
    fn number_slug_and_title_come_from_the_file() {
        let l = lesson("05-winning-move.md", "intro\n# Finding the move \nx")
            .unwrap()
            .unwrap();
        assert_eq!((l.number, l.slug.as_str()), (5, "winning-move"));
        assert_eq!(l.title, "Finding the move");
    }

    #[test]
    fn other_files_are_not_lessons() {
        assert!(lesson("README.md", "# Index").is_none());
        assert!(lesson("01-one-pile.txt", "# One").is_none());
    }

    #[test]
    fn a_byte_order_mark_is_dropped() {
        let l = lesson("01-one.md", "\u{feff}# One pile\n")
            .unwrap()
            .unwrap();
        assert_eq!(
            (l.title.as_str(), l.text.as_str()),
            ("One pile", "# One pile\n")
        );
    }

    #[test]
    fn bad_names_and_missing_titles_are_errors() {
        assert!(lesson("01-One Pile.md", "# One").unwrap().is_err());
        let err = lesson("01-one.md", "no title").unwrap().unwrap_err();
        assert!(err.to_string().contains("01-one.md"), "{err}");
    }

    #[test]
    fn lessons_are_found_by_number_or_slug() {
        let lessons = built_in().unwrap();
        let by_number = find(&lessons, "5").unwrap();
        let by_slug = find(&lessons, &by_number.slug).unwrap();
        assert_eq!(by_number, by_slug);
        assert_eq!(find(&lessons, "05").unwrap(), by_number);
        assert!(find(&lessons, "no-such-lesson").is_err());
    }

    #[test]
    fn the_built_in_course_is_in_order() {
        let numbers: Vec<u32> = built_in().unwrap().iter().map(|l| l.number).collect();
        assert_eq!(numbers, (1..=numbers.len() as u32).collect::<Vec<_>>());
    }

    #[test]
    fn a_repeated_name_is_found_among_many_lessons() {
        // Linear: fifty thousand lessons are checked in one pass.
        let mut lessons: Vec<Lesson> = (1..=50_000u32)
            .map(|n| {
                let name = format!("{n:05}-l{n}.md");
                lesson(&name, "# L").unwrap().unwrap()
            })
            .collect();
        lessons.push(lesson("50001-l7.md", "# Again").unwrap().unwrap());
        let err = course(lessons, "here").unwrap_err().to_string();
        assert_eq!(err, "50001-l7.md: another lesson is also called `l7`");
    }
}
