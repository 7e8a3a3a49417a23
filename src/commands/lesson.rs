//! `nimstep lesson`: list the course, or show one lesson with its worked
//! examples computed.

use crate::cli::LessonArgs;
use crate::commands::{write, Io};
use crate::doc::{Document, Line, Mark, Section, Table};
use crate::error::Error;
use crate::lesson::budget::Budget;
use crate::lesson::{self, Lesson};
use crate::present::words::count;
use crate::render::{json, Format, Settings};

/// Lists the lessons, or shows the one `args` names.
pub fn run(args: &LessonArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let lessons = lesson::load(args.course.lessons.as_deref())?;
    let Some(which) = &args.which else {
        let text = match settings.format {
            Format::Json => json::render(&lessons)?,
            _ => settings.render_document(&listing(&lessons)),
        };
        return write(io, &text);
    };
    let chosen = lesson::find(&lessons, which)?;
    let budget = &mut Budget::default();
    let text = match settings.format {
        Format::Terminal => lesson::to_terminal(chosen, settings, budget)?,
        Format::Markdown => lesson::to_markdown(chosen, settings.width, budget)?,
        Format::Json => json::render(&Shown {
            lesson: chosen,
            markdown: lesson::to_markdown(chosen, settings.width, budget)?,
        })?,
    };
    write(io, &text)
}

/// A lesson in JSON: its index entry and its expanded Markdown.
#[derive(serde::Serialize)]
struct Shown<'a> {
    #[serde(flatten)]
    lesson: &'a Lesson,
    markdown: String,
}

/// The course as a document: one row per lesson.
fn listing(lessons: &[Lesson]) -> Document {
    let table = Table {
        header: vec!["lesson".into(), "name".into(), "title".into()],
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
    };
    let hint = match lessons.first() {
        Some(first) => format!(
            "Show one with `nimstep lesson {}` or `nimstep lesson {}`; write them all as Markdown with `nimstep export --out DIR`.",
            first.number, first.slug
        ),
        None => String::new(),
    };
    Document {
        title: Line::new().plain("The course: ").mark(
            count(lessons.len() as u64, "lesson", "lessons"),
            Mark::Strong,
        ),
        sections: vec![Section::new("Lessons").table(table).paragraph(hint)],
    }
}
