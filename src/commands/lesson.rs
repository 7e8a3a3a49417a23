//! `nimstep lesson`: list the course, or show one lesson with its worked
//! examples computed.

use crate::cli::{CourseArgs, PauseArg};
use crate::commands::block::run_block;
use crate::commands::budget::Budget;
use crate::commands::declared::{declared, Declaration, COURSE, EVERY_FORMAT};
use crate::doc::{Document, Line, Mark, Section, Table};
use crate::error::Error;
use crate::io::Io;
use crate::lesson::document::document;
use crate::lesson::{self, Lesson, Shown};
use crate::presenter::show;
use crate::render::{emit, Report, Settings};
use clap::Args;
use nimstep_core::words::count;

// Arguments of `nimstep lesson` (a plain comment, as in
// cli.rs: a doc comment would replace the command's description).
#[derive(Debug, Clone, Args)]
pub(crate) struct LessonArgs {
    /// The lesson to show, by number (`5`) or name (`winning-move`); all
    /// lessons are listed when none is given.
    #[arg(value_name = "LESSON")]
    pub(crate) which: Option<String>,
    /// List the lessons (as with no LESSON).
    #[arg(long, conflicts_with = "which")]
    pub(crate) list: bool,
    #[command(flatten)]
    pub(crate) course: CourseArgs,
    #[command(flatten)]
    pub(crate) pause: PauseArg,
}

/// Lists the lessons, or shows the one `args` names.
pub(crate) fn run(args: &LessonArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let lessons = lesson::load(args.course.lessons.as_deref())?;
    // `--list` is the same as no LESSON (clap refuses both together).
    let Some(which) = &args.which else {
        return emit(&Course(&lessons), settings, io.output);
    };
    let chosen = lesson::find(&lessons, which)?;
    let budget = Budget::default();
    let run = |words: &[String]| run_block(words, &budget);
    let shown = Shown {
        lesson: chosen,
        document: document(chosen, &run)?,
    };
    show(&shown, args.pause.pause, settings, io)
}

/// The list of lessons: its JSON is the lessons' index entries.
struct Course<'a>(&'a [Lesson]);

impl Report for Course<'_> {
    fn json(&self) -> impl serde::Serialize + '_ {
        self.0
    }

    fn documents(&self) -> Vec<Document> {
        vec![listing(self.0)]
    }
}

/// The course as a document: one row per lesson, its head short enough
/// that the longest title keeps the table whole in 80 columns.
fn listing(lessons: &[Lesson]) -> Document {
    let table = Table {
        header: vec!["no.".into(), "name".into(), "title".into()],
        rows: lessons
            .iter()
            .map(|l| {
                vec![
                    Line::new().mark(l.number.to_string(), Mark::Strong),
                    Line::from(l.slug.as_str()),
                    Line::from(l.title.as_str()),
                ]
            })
            .collect(),
        asked: None,
    };
    let hint = match lessons.first() {
        Some(first) => format!(
            "Show one with `nimstep lesson {}` or `nimstep lesson {}`; write them all as Markdown with `nimstep export --out DIR`.",
            first.number, first.slug
        ),
        None => String::new(),
    };
    Document {
        numbered: true,
        title: Line::new().plain("The course: ").mark(
            count(lessons.len() as u64, "lesson", "lessons"),
            Mark::Strong,
        ),
        sections: vec![Section::new("Lessons").table(table).paragraph(hint)],
    }
}

/// `nimstep lesson` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "lesson",
    formats: EVERY_FORMAT,
    help: None,
    examples: &[
        ("nimstep lesson", "List the lessons of the course."),
        (
            "nimstep lesson 1",
            "Show the first lesson, its examples computed.",
        ),
    ],
};

declared!(LessonArgs, DECLARATION, run, refused: COURSE);
