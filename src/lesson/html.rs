//! The course as linked web pages: one page per lesson, its document drawn
//! by the HTML renderer (each step of a worked example a slide), with
//! links to the lessons before and after and to a contents page.

use crate::error::Error;
use crate::lesson::document::document;
use crate::lesson::export::{File, INTRO, TITLE};
use crate::lesson::{BlockRunner, Lesson};
use crate::render::html::{course_page, page, Links};
use maud::html;

/// The name of the contents page of an exported course.
const INDEX: &str = "index.html";

/// The file name of a lesson's page: `05-winning-move.html`.
fn file_name(lesson: &Lesson) -> String {
    let stem = lesson.name.strip_suffix(".md").unwrap_or(&lesson.name);
    format!("{stem}.html")
}

/// The course as pages: one per lesson, its worked examples computed by
/// `run`, linked in reading order, then the contents page.
pub fn files(lessons: &[Lesson], run: BlockRunner) -> Result<Vec<File>, Error> {
    let contents = (INDEX.to_string(), "contents".to_string());
    let neighbour = |i: Option<usize>| {
        i.and_then(|i| lessons.get(i))
            .map(|l| (file_name(l), format!("Lesson {}: {}", l.number, l.title)))
    };
    let mut files = Vec::with_capacity(lessons.len() + 1);
    for (i, lesson) in lessons.iter().enumerate() {
        let links = Links {
            contents: contents.clone(),
            previous: neighbour(i.checked_sub(1)),
            next: neighbour(Some(i + 1)),
        };
        files.push(File {
            name: file_name(lesson),
            text: course_page(&document(lesson, run)?, &links),
        });
    }
    files.push(File {
        name: INDEX.to_string(),
        text: index(lessons),
    });
    Ok(files)
}

/// The contents page: the course's title, what it is, and a link to each
/// lesson in order.
fn index(lessons: &[Lesson]) -> String {
    let body = html! {
        h1 { (TITLE) }
        p { (INTRO) }
        ol.contents {
            @for lesson in lessons {
                li value=(lesson.number) { a href=(file_name(lesson)) { (lesson.title) } }
            }
        }
    };
    page(TITLE, None, body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_named_after_their_lessons_and_linked_in_order() {
        let lessons: Vec<Lesson> = ["01-a.md", "02-b.md"]
            .iter()
            .map(|name| {
                Lesson::parse(name, name, "# <T>\n\nText.\n")
                    .unwrap()
                    .unwrap()
            })
            .collect();
        let files = files(&lessons, &|_| Ok(Vec::new())).unwrap();
        let names: Vec<&str> = files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["01-a.html", "02-b.html", "index.html"]);
        assert!(files[0].text.contains(r#"<a rel="next" href="02-b.html""#));
        assert!(!files[0].text.contains(r#"rel="prev""#));
        assert!(files[1].text.contains(r#"<a rel="prev" href="01-a.html""#));
        assert!(files[2]
            .text
            .contains(r#"<a href="01-a.html">&lt;T&gt;</a>"#));
    }
}
