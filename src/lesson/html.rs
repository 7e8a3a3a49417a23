//! A lesson as one HTML page, and the course as linked pages.
//!
//! The author's prose becomes HTML through pulldown-cmark, with any raw HTML
//! in it turned into plain text (so `<script>` in a lesson is shown, never
//! run), pictures reduced to their text, and links kept only when they are
//! relative or web and mail addresses. It is cut into slides at each first-
//! and second-level heading; each worked example contributes its steps as
//! slides of their own, rendered by the HTML renderer from the command's
//! document.

use crate::error::Error;
use crate::lesson::blocks::{self, Piece};
use crate::lesson::export::{File, INTRO, TITLE};
use crate::lesson::{BlockRunner, Lesson};
use crate::palette::Palette;
use crate::render::html::{page, Links};
use crate::render::{Format, Settings};
use maud::{html, Markup, PreEscaped};
use pulldown_cmark::{CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

/// The name of the contents page of an exported course.
const INDEX: &str = "index.html";

/// The file name of a lesson's page: `05-winning-move.html`.
fn file_name(lesson: &Lesson) -> String {
    let stem = lesson.name.strip_suffix(".md").unwrap_or(&lesson.name);
    format!("{stem}.html")
}

/// A lesson's page, its worked examples computed, with links to its
/// neighbours when it is part of an exported course.
pub fn to_html(
    lesson: &Lesson,
    width: u16,
    links: Option<&Links>,
    run: BlockRunner,
) -> Result<String, Error> {
    let settings = Settings {
        format: Format::HtmlSlides,
        palette: Palette::plain(),
        width,
    };
    let pieces = blocks::expand(lesson, |words| run(words, &settings))?;
    let body = html! {
        @for piece in &pieces {
            @match piece {
                Piece::Prose(text) => {
                    @for part in slides_of(text) {
                        section.step.prose { (prose(part)) }
                    }
                }
                // The renderer's own markup, made from the command's document.
                Piece::Output { text, .. } => (PreEscaped(text.as_str())),
            }
        }
    };
    Ok(page(&lesson.title, links, body))
}

/// The course as pages: one per lesson, linked in reading order, then the
/// contents page.
pub fn files(lessons: &[Lesson], width: u16, run: BlockRunner) -> Result<Vec<File>, Error> {
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
            text: to_html(lesson, width, Some(&links), run)?,
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

/// The author's Markdown cut before each first- or second-level heading;
/// parts holding only white space are dropped.
fn slides_of(text: &str) -> Vec<&str> {
    let mut cuts = vec![0];
    for (event, range) in Parser::new_ext(text, Options::ENABLE_TABLES).into_offset_iter() {
        if let Event::Start(Tag::Heading {
            level: HeadingLevel::H1 | HeadingLevel::H2,
            ..
        }) = event
        {
            cuts.push(range.start);
        }
    }
    cuts.push(text.len());
    cuts.windows(2)
        .map(|w| &text[w[0]..w[1]])
        .filter(|part| !part.trim().is_empty())
        .collect()
}

/// Markdown prose as HTML, every piece of the author's text escaped.
fn prose(markdown: &str) -> Markup {
    let events = Parser::new_ext(markdown, Options::ENABLE_TABLES).filter_map(|event| {
        Some(match event {
            Event::Html(raw) | Event::InlineHtml(raw) => Event::Text(raw),
            Event::Start(Tag::Image { .. }) | Event::End(TagEnd::Image) => return None,
            Event::Start(Tag::Link {
                link_type,
                dest_url,
                title,
                id,
            }) => Event::Start(Tag::Link {
                link_type,
                dest_url: safe_link(dest_url),
                title,
                id,
            }),
            other => other,
        })
    });
    let mut out = String::new();
    pulldown_cmark::html::push_html(&mut out, events);
    // pulldown-cmark escapes every text and attribute it writes, and raw
    // HTML was turned into text above, so a `<th` here is a table's own
    // header cell: each heads its column.
    let out = out
        .replace("<th>", r#"<th scope="col">"#)
        .replace("<th style=", r#"<th scope="col" style="#);
    PreEscaped(out)
}

/// A link target kept only when it is relative or a web or mail address;
/// anything else (`javascript:`, `data:`) becomes a link to nowhere.
fn safe_link(dest: CowStr<'_>) -> CowStr<'_> {
    let lower = dest.to_ascii_lowercase();
    let scheme = lower
        .find(':')
        .filter(|&colon| !lower[..colon].contains(['/', '?', '#']));
    match scheme {
        None => dest,
        Some(_)
            if ["http:", "https:", "mailto:"]
                .iter()
                .any(|s| lower.starts_with(s)) =>
        {
            dest
        }
        Some(_) => CowStr::Borrowed("#"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_html_in_prose_is_text() {
        let html = prose("Hi <script>alert(1)</script>\n\n<div onclick=x>y</div>\n").into_string();
        assert!(!html.contains("<script"), "{html}");
        assert!(
            html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{html}"
        );
        assert!(!html.contains("<div"), "{html}");
    }

    #[test]
    fn table_headers_head_their_columns() {
        let html = prose("| a | b |\n| --- | ---: |\n| <th> | 2 |\n").into_string();
        assert!(html.contains(r#"<th scope="col">a</th>"#), "{html}");
        assert!(
            html.contains(r#"<th scope="col" style="text-align: right">b</th>"#),
            "{html}"
        );
        assert!(html.contains("<td>&lt;th&gt;</td>"), "{html}");
    }

    #[test]
    fn only_safe_links_stay() {
        let html = prose(
            "[a](javascript:alert(1)) [b](02-b.html) [c](https://x.org) ![d](http://x/i.png)",
        )
        .into_string();
        assert!(html.contains(r##"<a href="#">a</a>"##), "{html}");
        assert!(html.contains(r#"href="02-b.html""#), "{html}");
        assert!(html.contains(r#"href="https://x.org""#), "{html}");
        assert!(!html.contains("<img"), "{html}");
    }

    #[test]
    fn prose_is_cut_at_headings() {
        let parts = slides_of("# T\n\nintro\n\n## A\n\na\n\n### a1\n\n## B\n");
        assert_eq!(
            parts,
            ["# T\n\nintro\n\n", "## A\n\na\n\n### a1\n\n", "## B\n"]
        );
    }
}
