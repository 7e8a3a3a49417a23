//! A lesson as a [`Document`]: its Markdown parsed by pulldown-cmark into
//! sections, paragraphs, lists, quotes, tables and code, with each
//! `nimstep` block replaced by the documents of its command.
//!
//! So a lesson goes through the same renderers as every walkthrough: the
//! terminal wraps and fits it, Markdown writes it, and a pager can step
//! through its sections.

use crate::doc::{Block, Document, Item, Line, Mark, Section, Table};
use crate::error::Error;
use crate::lesson::blocks::{words, INFO};
use crate::lesson::{BlockRunner, Lesson};
use crate::visible::visible;
use pulldown_cmark::{CodeBlockKind, Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use std::collections::HashSet;

/// The heading of a lesson's section of answers to its exercises, which
/// HTML folds ([`Section::answers`]).
pub(crate) const ANSWERS: &str = "Answers";

/// The lesson as a document; a block that cannot run is an error naming
/// the lesson file and the block's line.
pub fn document(lesson: &Lesson, run: BlockRunner) -> Result<Document, Error> {
    let mut builder = Builder::default();
    // Line endings as `\n` and every other control character made visible
    // before Markdown reads the text, so it reads what every format shows:
    // a `*` beside an ESC opens emphasis where one beside `␛` does not.
    let lines = lesson.text.replace("\r\n", "\n").replace('\r', "\n");
    let text = &*visible(&lines);
    for (event, range) in Parser::new_ext(text, Options::ENABLE_TABLES).into_offset_iter() {
        if let Some(body) = builder.event(event) {
            let line = text[..range.start].matches('\n').count() + 1;
            let at_line =
                |message: String| Error::usage(format!("{}:{line}: {message}", lesson.source));
            let docs = words(&body).and_then(|w| run(&w)).map_err(at_line)?;
            for doc in docs {
                let doc = builder.unsaid(doc);
                builder.push(Block::Embedded(doc));
            }
        }
    }
    Ok(builder.finish(&lesson.title))
}

/// What is being read inside a block-level element.
#[derive(Debug)]
enum Open {
    /// A list: its first number (`None` for bullets) and its items.
    List(Option<u64>, Vec<Item>),
    /// A list item and the blocks read in it so far.
    Item(Vec<Block>),
    /// A quote and the blocks read in it so far.
    Quote(Vec<Block>),
    /// A code block: whether it is a `nimstep` block, and its text.
    Code(bool, String),
    /// A table and the row being read.
    Table(Table, Vec<Line>),
}

/// The document being built, event by event.
#[derive(Debug, Default)]
struct Builder {
    /// The finished sections.
    sections: Vec<Section>,
    /// The section being filled (the lesson's opening prose has no heading).
    current: Option<Section>,
    /// The inline text being read: a paragraph, heading, item or cell.
    line: Line,
    /// The marks of the inline elements open around the text.
    marks: Vec<Mark>,
    /// The block-level elements open around the text, innermost last.
    open: Vec<Open>,
    /// The level of the heading being read.
    heading: Option<HeadingLevel>,
    /// The paragraphs of the worked examples embedded so far.
    said: HashSet<String>,
}

impl Builder {
    /// Takes one event; returns the body of a `nimstep` block when one
    /// closes, for the caller to run.
    fn event(&mut self, event: Event) -> Option<String> {
        match event {
            Event::Start(tag) => self.start(tag),
            Event::End(tag) => return self.end(tag),
            Event::Text(text) => match self.open.last_mut() {
                Some(Open::Code(_, body)) => body.push_str(&visible(&text)),
                _ => self.text(&visible(&text)),
            },
            Event::Code(text) => {
                self.line = std::mem::take(&mut self.line).mark(visible(&text), Mark::Code)
            }
            Event::SoftBreak | Event::HardBreak => self.text(" "),
            // Raw HTML is shown as text; a line break inside it (a
            // comment over two lines) is a space, as between words.
            Event::Html(text) | Event::InlineHtml(text) => {
                self.text(&visible(text.trim_end()).replace('\n', " "))
            }
            _ => {}
        }
        None
    }

    /// A worked example without the paragraphs an earlier example of the
    /// lesson has already shown word for word: a walkthrough's general
    /// reason (why heap ⊕ nim-sum is the nim-sum of the other heaps) is
    /// read once per lesson, not once per example.
    fn unsaid(&mut self, mut doc: Document) -> Document {
        for section in &mut doc.sections {
            // A step whose every block was said before keeps them: a
            // heading alone would say nothing.
            let all_said = section.blocks.iter().all(
                |block| matches!(block, Block::Paragraph(line) if self.said.contains(&line.text())),
            );
            if all_said {
                continue;
            }
            section.blocks.retain(|block| match block {
                Block::Paragraph(line) => self.said.insert(line.text()),
                _ => true,
            });
        }
        doc
    }

    /// Adds text with the mark of the outermost bold or emphasis around
    /// it: a span has one mark, and Markdown cannot write emphasis inside
    /// bold as runs side by side (`**a***b***c**` reads otherwise).
    fn text(&mut self, text: &str) {
        let mark = self.marks.first().copied().unwrap_or(Mark::Plain);
        self.line = std::mem::take(&mut self.line).mark(text, mark);
    }

    fn start(&mut self, tag: Tag) {
        // A block opening inside a tight list item ends the item's text.
        if !matches!(
            tag,
            Tag::Strong | Tag::Emphasis | Tag::Link { .. } | Tag::Image { .. }
        ) && !matches!(self.open.last(), Some(Open::Table(..)))
        {
            self.close_inline();
        }
        match tag {
            Tag::Heading { level, .. } => self.heading = Some(level),
            Tag::Strong => self.marks.push(Mark::Strong),
            Tag::Emphasis => self.marks.push(Mark::Emphasis),
            Tag::List(first) => self.open.push(Open::List(first, Vec::new())),
            Tag::Item => self.open.push(Open::Item(Vec::new())),
            Tag::BlockQuote(_) => self.open.push(Open::Quote(Vec::new())),
            Tag::CodeBlock(kind) => {
                let runs = matches!(&kind, CodeBlockKind::Fenced(info)
                    if info.split_whitespace().next() == Some(INFO));
                self.open.push(Open::Code(runs, String::new()));
            }
            Tag::Table(_) => self.open.push(Open::Table(
                Table {
                    header: Vec::new(),
                    rows: Vec::new(),
                    asked: None,
                },
                Vec::new(),
            )),
            _ => {}
        }
    }

    fn end(&mut self, tag: TagEnd) -> Option<String> {
        match tag {
            TagEnd::Heading(_) => {
                let line = trimmed(std::mem::take(&mut self.line));
                // Only the lesson's own `#` and `##` headings are its title
                // and sections; any other heading is a block where it stands.
                match (self.heading.take(), self.open.is_empty()) {
                    (Some(HeadingLevel::H1), true) => {}
                    // A `##` with no text heads nothing: a section without
                    // a heading is the lesson's opening prose.
                    (Some(HeadingLevel::H2), true) if line.text().trim().is_empty() => {}
                    (Some(HeadingLevel::H2), true) => {
                        self.close_section();
                        // Plain text, so without the spaces its code kept.
                        let mut section = Section::new(line.text().trim());
                        section.answers = section.heading.eq_ignore_ascii_case(ANSWERS);
                        self.current = Some(section);
                    }
                    _ => self.push(Block::Heading(line)),
                }
            }
            TagEnd::Strong | TagEnd::Emphasis => {
                self.marks.pop();
            }
            TagEnd::Paragraph | TagEnd::HtmlBlock => self.close_inline(),
            TagEnd::Item => {
                self.close_inline();
                if let Some(Open::Item(mut blocks)) = self.open.pop() {
                    // The item's first paragraph is its text.
                    let line = match blocks.first_mut() {
                        Some(Block::Paragraph(line)) => {
                            let line = std::mem::take(line);
                            blocks.remove(0);
                            line
                        }
                        _ => Line::new(),
                    };
                    if let Some(Open::List(_, items)) = self.open.last_mut() {
                        if !line.spans.is_empty() || !blocks.is_empty() {
                            items.push(Item { line, blocks });
                        }
                    }
                }
            }
            TagEnd::List(_) => {
                if let Some(Open::List(first, items)) = self.open.pop() {
                    if !items.is_empty() {
                        self.push(match first {
                            Some(start) => Block::Numbered(start, items),
                            None => Block::Bullets(items),
                        });
                    }
                }
            }
            TagEnd::BlockQuote(_) => {
                self.close_inline();
                if let Some(Open::Quote(blocks)) = self.open.pop() {
                    if !blocks.is_empty() {
                        self.push(Block::Quote(blocks));
                    }
                }
            }
            TagEnd::CodeBlock => {
                if let Some(Open::Code(runs, body)) = self.open.pop() {
                    if runs {
                        return Some(body);
                    }
                    self.push(Block::Code(body));
                }
            }
            TagEnd::TableCell => {
                let cell = std::mem::take(&mut self.line);
                if let Some(Open::Table(_, row)) = self.open.last_mut() {
                    row.push(cell);
                }
            }
            TagEnd::TableHead => {
                if let Some(Open::Table(table, row)) = self.open.last_mut() {
                    table.header = std::mem::take(row);
                }
            }
            TagEnd::TableRow => {
                if let Some(Open::Table(table, row)) = self.open.last_mut() {
                    table.rows.push(std::mem::take(row));
                }
            }
            TagEnd::Table => {
                if let Some(Open::Table(table, _)) = self.open.pop() {
                    self.push(Block::Table(table));
                }
            }
            _ => {}
        }
        None
    }

    /// Files the inline text read so far as a paragraph where it stands: in
    /// the innermost list item or quote, or in the section.
    fn close_inline(&mut self) {
        let line = trimmed(std::mem::take(&mut self.line));
        if line.text().trim().is_empty() {
            return;
        }
        self.push(Block::Paragraph(line));
    }

    /// Adds a block where it stands: to the innermost list item or quote,
    /// else to the current section.
    fn push(&mut self, block: Block) {
        if let Some(Open::Item(blocks) | Open::Quote(blocks)) = self.open.last_mut() {
            blocks.push(block);
            return;
        }
        self.current
            .get_or_insert_with(|| Section::new(""))
            .blocks
            .push(block);
    }

    fn close_section(&mut self) {
        if let Some(section) = self.current.take() {
            self.sections.push(section);
        }
    }

    fn finish(mut self, title: &str) -> Document {
        self.close_section();
        Document {
            numbered: false,
            title: Line::from(title),
            sections: self.sections,
        }
    }
}

/// `line` without spaces at either end, as Markdown would read its export
/// again (a line break that opens or ends a paragraph, `\` at the end of
/// its first line, is read as a space); code keeps its spaces.
fn trimmed(mut line: Line) -> Line {
    for span in line.spans.iter_mut().take_while(|s| s.mark != Mark::Code) {
        span.text = span.text.trim_start().to_string();
        if !span.text.is_empty() {
            break;
        }
    }
    for span in line
        .spans
        .iter_mut()
        .rev()
        .take_while(|s| s.mark != Mark::Code)
    {
        span.text = span.text.trim_end().to_string();
        if !span.text.is_empty() {
            break;
        }
    }
    line.spans.retain(|span| !span.text.is_empty());
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(text: &str) -> Lesson {
        Lesson::parse("01-test.md", "lessons/01-test.md", text)
            .unwrap()
            .unwrap()
    }

    fn no_blocks(_: &[String]) -> Result<Vec<Document>, String> {
        Err("no blocks here".into())
    }

    #[test]
    fn sections_paragraphs_lists_quotes_tables_and_code() {
        let text = "# Title\n\nOpening **bold** and *soft* `code`.\n\n## Part\n\n- one\n- two\n\n3. three\n4. four\n\n> quoted\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n### Sub\n\n```text\nx = 1\n```\n";
        let doc = document(&lesson(text), &no_blocks).unwrap();
        assert_eq!(doc.title.text(), "Title");
        assert_eq!(doc.sections.len(), 2);
        assert_eq!(doc.sections[0].heading, "");
        let Block::Paragraph(opening) = &doc.sections[0].blocks[0] else {
            panic!("{doc:?}")
        };
        let marks: Vec<Mark> = opening.spans.iter().map(|s| s.mark).collect();
        assert!(marks.contains(&Mark::Strong) && marks.contains(&Mark::Emphasis));
        assert!(marks.contains(&Mark::Code));
        let part = &doc.sections[1];
        assert_eq!(part.heading, "Part");
        assert!(matches!(&part.blocks[0], Block::Bullets(items) if items.len() == 2));
        assert!(matches!(&part.blocks[1], Block::Numbered(3, items) if items.len() == 2));
        assert!(
            matches!(&part.blocks[2], Block::Quote(inner) if inner[0] == Block::Paragraph("quoted".into()))
        );
        assert!(
            matches!(&part.blocks[3], Block::Table(t) if t.header.len() == 2 && t.rows == vec![vec![Line::from("1"), Line::from("2")]])
        );
        assert!(matches!(&part.blocks[4], Block::Heading(l) if l.text() == "Sub"));
        assert!(matches!(&part.blocks[5], Block::Code(c) if c == "x = 1\n"));
    }

    #[test]
    fn lists_and_code_nest_in_items_and_quotes() {
        let text = "# T\n\n- a\n  - b\n  - c\n\n  more\n- d\n\n> **Q.**\n> 1. one\n>    ```\n>    x\n>    ```\n> 2. two\n\nafter\n";
        let doc = document(&lesson(text), &no_blocks).unwrap();
        let blocks = &doc.sections[0].blocks;
        let nested = Block::Bullets(vec!["b".into(), "c".into()]);
        let a = Item {
            line: "a".into(),
            blocks: vec![nested, Block::Paragraph("more".into())],
        };
        assert_eq!(blocks[0], Block::Bullets(vec![a, "d".into()]));
        let one = Item {
            line: "one".into(),
            blocks: vec![Block::Code("x\n".into())],
        };
        let Block::Quote(quoted) = &blocks[1] else {
            panic!("{blocks:?}")
        };
        assert_eq!(
            quoted[0],
            Block::Paragraph(Line::new().mark("Q.", Mark::Strong))
        );
        assert_eq!(quoted[1], Block::Numbered(1, vec![one, "two".into()]));
        assert_eq!(blocks[2], Block::Paragraph("after".into()));
        assert_eq!(blocks.len(), 3);
    }

    #[test]
    fn a_paragraph_two_examples_share_is_shown_once() {
        let text = "# T\n\n```nimstep\nexplain 1 2\n```\n\n```nimstep\nexplain 3 4\n```\n";
        let embed = |words: &[String]| -> Result<Vec<Document>, String> {
            let step = Section::new("Step")
                .paragraph(format!("About {}.", words[1]))
                .paragraph("The same for every position.");
            let alone = Section::new("Alone").paragraph("Said alone.");
            Ok(vec![Document {
                numbered: true,
                title: Line::from(words.join(" ")),
                sections: vec![step, alone],
            }])
        };
        let doc = document(&lesson(text), &embed).unwrap();
        let paragraphs = |i: usize| -> Vec<Vec<String>> {
            let Block::Embedded(d) = &doc.sections[0].blocks[i] else {
                panic!("{doc:?}")
            };
            d.sections
                .iter()
                .map(|s| {
                    s.blocks
                        .iter()
                        .map(|b| match b {
                            Block::Paragraph(l) => l.text(),
                            _ => String::new(),
                        })
                        .collect()
                })
                .collect()
        };
        assert_eq!(
            paragraphs(0),
            [
                vec!["About 1.", "The same for every position."],
                vec!["Said alone."]
            ]
        );
        // The shared reason goes; a step with nothing new keeps its words.
        assert_eq!(paragraphs(1), [vec!["About 3."], vec!["Said alone."]]);
    }

    #[test]
    fn a_block_is_replaced_by_its_documents_or_names_its_line() {
        let text = "# T\n\n## S\n\n```nimstep\nexplain 1 2\n```\n";
        let embed = |words: &[String]| -> Result<Vec<Document>, String> {
            Ok(vec![Document {
                numbered: true,
                title: Line::from(words.join(" ")),
                sections: Vec::new(),
            }])
        };
        let doc = document(&lesson(text), &embed).unwrap();
        assert!(
            matches!(&doc.sections[0].blocks[0], Block::Embedded(d) if d.title.text() == "explain 1 2")
        );
        let err = document(&lesson(text), &no_blocks).unwrap_err().to_string();
        assert_eq!(err, "lessons/01-test.md:5: no blocks here");
    }
}
