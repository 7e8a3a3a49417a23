//! A lesson as one HTML page, and the course as linked pages.
//!
//! The page is the HTML renderer's drawing of the lesson's [`Document`]
//! (crate::doc::Document): the author's text is escaped like any other
//! (so `<script>` in a lesson is shown, never run), each section is a
//! slide, and each worked example brings its steps as slides of their own.

use crate::error::Error;
use crate::lesson::document::document;
use crate::lesson::export::{File, GLOSSARY_LEAD, INTRO, TITLE};
use crate::lesson::{BlockRunner, Lesson};
use crate::present::glossary::{self, Glossary};
use crate::render::html::{body, page, Links};
use maud::html;

/// The contents page as `index.html`: the page a browser or a web server
/// opens for the folder itself.
const INDEX: &str = "index.html";

/// The name of the glossary page of the built-in course.
const GLOSSARY: &str = "glossary.html";

/// The file name of a lesson's page: `05-winning-move.html`.
fn file_name(lesson: &Lesson) -> String {
    let stem = lesson.name.strip_suffix(".md").unwrap_or(&lesson.name);
    format!("{stem}.html")
}

/// A lesson's page, its worked examples computed, with links to its
/// neighbours when it is part of an exported course.
pub(crate) fn to_html(
    lesson: &Lesson,
    links: Option<&Links>,
    run: BlockRunner,
) -> Result<String, Error> {
    let doc = document(lesson, run)?;
    Ok(page(&lesson.title, links, body(&doc)))
}

/// The course as pages: one per lesson, linked in reading order, then the
/// contents page. The built-in course (`built_in`) also gets its glossary
/// page, linked from the contents, as the Markdown export has.
pub(crate) fn files(
    lessons: &[Lesson],
    built_in: bool,
    run: BlockRunner,
) -> Result<Vec<File>, Error> {
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
            text: to_html(lesson, Some(&links), run)?,
        });
    }
    if built_in {
        let doc = glossary::document(&Glossary { lesson: None });
        let links = Links {
            contents,
            previous: None,
            next: None,
        };
        files.push(File {
            name: GLOSSARY.to_string(),
            text: page(&doc.title.text(), Some(&links), body(&doc)),
        });
    }
    files.push(File {
        name: INDEX.to_string(),
        text: index(lessons, built_in),
    });
    Ok(files)
}

/// The contents page: the course's title, what it is, a link to each
/// lesson in order, then to the glossary when the course has one.
fn index(lessons: &[Lesson], glossary: bool) -> String {
    let body = html! {
        h1 { (TITLE) }
        p { (INTRO) }
        ol.contents {
            @for lesson in lessons {
                li value=(lesson.number) { a href=(file_name(lesson)) { (lesson.title) } }
            }
        }
        @if glossary {
            p { (GLOSSARY_LEAD) " " a href=(GLOSSARY) { "the glossary" } "." }
        }
    };
    page(TITLE, None, body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc::Document;

    fn page_of(text: &str) -> String {
        let lesson = Lesson::parse("01-t.md", "lessons/01-t.md", text)
            .unwrap()
            .unwrap();
        let no_blocks = |_: &[String]| -> Result<Vec<Document>, String> { Ok(Vec::new()) };
        to_html(&lesson, None, &no_blocks).unwrap()
    }

    #[test]
    fn raw_html_in_prose_is_text() {
        let html = page_of("# T\n\nHi <script>alert(1)</script>\n\n<div onclick=x>y</div>\n");
        assert!(!html.contains("<script>alert"), "{html}");
        assert!(
            html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{html}"
        );
        assert!(!html.contains("<div onclick"), "{html}");
    }

    #[test]
    fn table_headers_head_their_columns() {
        let html = page_of("# T\n\n| a | b |\n| --- | ---: |\n| <th> | 2 |\n");
        assert!(html.contains(r#"<th scope="col""#), "{html}");
        assert!(html.contains("&lt;th&gt;"), "{html}");
    }

    #[test]
    fn links_keep_their_text_only() {
        let html = page_of("# T\n\n[a](javascript:alert(1)) and ![d](http://x/i.png)\n");
        assert!(!html.contains("javascript:"), "{html}");
        assert!(!html.contains("<img"), "{html}");
    }
}
