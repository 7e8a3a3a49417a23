//! A lesson's prose on a terminal: the Markdown parsed by pulldown-cmark and
//! drawn as a terminal shows it — headings and bold text painted, lists
//! with bullets, quotes with a bar, tables as drawn tables, code indented,
//! and paragraphs wrapped at word boundaries to the output width.

use crate::doc::{Line, Mark, Table};
use crate::palette::Palette;
use crate::render::terminal::{paint_line, render_table, wrap};
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// Renders Markdown prose for a terminal `width` columns wide.
pub fn render(markdown: &str, palette: &Palette, width: u16) -> String {
    let mut writer = Writer {
        palette,
        width: usize::from(width.max(20)),
        out: Vec::new(),
        line: Line::new(),
        strong: 0,
        lists: Vec::new(),
        quote: 0,
        code: None,
        table: None,
        item_start: false,
        in_list: false,
    };
    for event in Parser::new_ext(markdown, Options::ENABLE_TABLES) {
        writer.event(event);
    }
    let mut text = writer.out.join("\n\n");
    if !text.is_empty() {
        text.push('\n');
    }
    text
}

/// The state of one pass over the events: the blocks written so far and
/// the block being built.
struct Writer<'a> {
    palette: &'a Palette,
    width: usize,
    /// Finished blocks, each one or more lines of text.
    out: Vec<String>,
    /// The paragraph, heading, item or cell being built.
    line: Line,
    /// How deep inside `**strong**` the text is.
    strong: usize,
    /// The open lists: `None` for bullets, `Some(next number)` for numbers.
    lists: Vec<Option<u64>>,
    /// How deep inside `>` quotes the text is.
    quote: usize,
    /// The code block being read.
    code: Option<String>,
    /// The table being read: its header and rows so far.
    table: Option<Table>,
    /// Whether the current list item has not shown its bullet yet.
    item_start: bool,
    /// Whether the last block written is a list that goes on.
    in_list: bool,
}

impl Writer<'_> {
    fn event(&mut self, event: Event) {
        match event {
            Event::Start(tag) => self.start(tag),
            Event::End(tag) => self.end(tag),
            Event::Text(text) => match self.code.as_mut() {
                Some(code) => code.push_str(&text),
                None => self.push(&text),
            },
            Event::Code(text) => self.push(&text),
            Event::SoftBreak | Event::HardBreak => self.push(" "),
            Event::Html(text) | Event::InlineHtml(text) => self.push(&text),
            Event::Rule => self.out.push("─".repeat(self.width.min(40))),
            _ => {}
        }
    }

    fn push(&mut self, text: &str) {
        let mark = if self.strong > 0 {
            Mark::Strong
        } else {
            Mark::Plain
        };
        self.line = std::mem::take(&mut self.line).mark(text, mark);
    }

    fn start(&mut self, tag: Tag) {
        match tag {
            Tag::Strong => self.strong += 1,
            Tag::List(first) => {
                self.flush_paragraph();
                self.in_list = !self.lists.is_empty();
                self.lists.push(first);
            }
            Tag::Item => {
                self.flush_paragraph();
                self.item_start = true;
            }
            Tag::BlockQuote(_) => {
                self.flush_paragraph();
                self.quote += 1;
            }
            Tag::CodeBlock(_) => self.code = Some(String::new()),
            Tag::Table(_) => {
                self.table = Some(Table {
                    header: Vec::new(),
                    rows: Vec::new(),
                })
            }
            Tag::TableRow => {
                if let Some(table) = self.table.as_mut() {
                    table.rows.push(Vec::new());
                }
            }
            Tag::Link { .. } | Tag::Emphasis | Tag::Paragraph | Tag::Heading { .. } => {}
            _ => {}
        }
    }

    fn end(&mut self, tag: TagEnd) {
        match tag {
            TagEnd::Strong => self.strong = self.strong.saturating_sub(1),
            TagEnd::Paragraph => self.flush_paragraph(),
            TagEnd::Heading(_) => {
                let line = std::mem::take(&mut self.line);
                let lines: Vec<String> = wrap(&line, self.width, "", "")
                    .iter()
                    .map(|l| self.palette.heading(&l.text()))
                    .collect();
                self.out.push(lines.join("\n"));
            }
            TagEnd::Item => self.flush_paragraph(),
            TagEnd::List(_) => {
                self.lists.pop();
                self.in_list = !self.lists.is_empty();
            }
            TagEnd::BlockQuote(_) => {
                self.flush_paragraph();
                self.quote = self.quote.saturating_sub(1);
            }
            TagEnd::CodeBlock => {
                let code = self.code.take().unwrap_or_default();
                let lines: Vec<String> = code.lines().map(|line| format!("    {line}")).collect();
                self.out.push(lines.join("\n"));
            }
            TagEnd::TableHead => {
                if let Some(table) = self.table.as_mut() {
                    if let Some(first) = table.rows.pop() {
                        table.header = first;
                    }
                }
            }
            TagEnd::TableCell => {
                let cell = std::mem::take(&mut self.line);
                if let Some(table) = self.table.as_mut() {
                    match table.rows.last_mut() {
                        Some(row) => row.push(cell),
                        None => table.rows.push(vec![cell]),
                    }
                }
            }
            TagEnd::Table => {
                if let Some(table) = self.table.take() {
                    let drawn = render_table(&table, self.palette, self.width as u16);
                    self.out.push(drawn.trim_end().to_string());
                }
            }
            _ => {}
        }
    }

    /// Writes the text built so far as a wrapped paragraph, list item or
    /// quoted line.
    fn flush_paragraph(&mut self) {
        let line = std::mem::take(&mut self.line);
        if line.text().trim().is_empty() {
            return;
        }
        let depth = self.lists.len();
        let bar = "│ ".repeat(self.quote);
        let (first, rest) = if depth == 0 {
            (bar.clone(), bar)
        } else {
            let indent = "  ".repeat(depth);
            let bullet = if std::mem::take(&mut self.item_start) {
                match self.lists.last_mut() {
                    Some(Some(number)) => {
                        let shown = format!("{number}. ");
                        *number += 1;
                        shown
                    }
                    _ => "• ".to_string(),
                }
            } else {
                "  ".to_string()
            };
            let hang = " ".repeat(bullet.chars().count());
            (
                format!("{bar}{indent}{bullet}"),
                format!("{bar}{indent}{hang}"),
            )
        };
        let text = wrap(&line, self.width, &first, &rest)
            .iter()
            .map(|l| paint_line(l, self.palette))
            .collect::<Vec<_>>()
            .join("\n");
        // Items of one list sit on consecutive lines.
        match self.out.last_mut() {
            Some(last) if depth > 0 && self.in_list => {
                last.push('\n');
                last.push_str(&text);
            }
            _ => self.out.push(text),
        }
        self.in_list = depth > 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(markdown: &str) -> String {
        render(markdown, &Palette::plain(), 80)
    }

    #[test]
    fn plain_prose_reads_cleanly() {
        assert_eq!(
            plain("# Title\n\nA **key** idea.\n\n```text\n5 ⊕ 3\n```\nend"),
            "Title\n\nA key idea.\n\n    5 ⊕ 3\n\nend\n"
        );
    }

    #[test]
    fn headings_and_bold_are_painted_when_colour_is_on() {
        let text = render("## Part\nA **key** idea.\n", &Palette::colored(), 80);
        assert!(text.starts_with("\u{1b}["), "{text:?}");
        assert!(!text.contains("**"), "{text:?}");
    }

    #[test]
    fn emphasis_loses_its_asterisks_but_lone_stars_stay() {
        assert_eq!(plain("the *next* player\n"), "the next player\n");
        assert_eq!(plain("2 * 3 * 4\n"), "2 * 3 * 4\n");
    }

    #[test]
    fn hashes_without_a_space_are_not_headings() {
        assert_eq!(plain("#1 is a heap\n"), "#1 is a heap\n");
    }

    #[test]
    fn lists_quotes_and_tables_are_drawn_not_spelt() {
        let text = plain("- one\n- two\n\n> a quote\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n");
        assert!(text.contains("  • one\n  • two"), "{text}");
        assert!(text.contains("│ a quote"), "{text}");
        assert!(!text.contains("---"), "{text}");
        assert!(!text.contains("> "), "{text}");
        assert!(text.contains('┌') || text.contains('+'), "{text}");
    }

    #[test]
    fn long_paragraphs_wrap_at_word_boundaries() {
        let long = "word ".repeat(40);
        let text = render(&long, &Palette::plain(), 40);
        assert!(text.lines().all(|l| l.chars().count() <= 40), "{text}");
        assert!(text.lines().all(|l| !l.ends_with("wor")), "{text}");
    }
}
