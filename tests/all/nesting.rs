//! Issues 21 and 22: structure survives every format. Lists nest in list
//! items, lists and code in quotes; a lesson's source and its Markdown
//! export read as the same block tree by pulldown-cmark; the terminal and
//! HTML show the same blocks in the same order, nested as deep; and random
//! documents survive export and re-import.

use nimstep::lesson::{document::document, Lesson};
use nimstep::palette::Palette;
use nimstep::render::terminal;
use nimstep_core::doc::{Block, Document, Item, Line, Mark, Section, Table};
use nimstep_core::render::{html, markdown};
use proptest::prelude::*;
use pulldown_cmark::{CodeBlockKind, Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use scraper::{ElementRef, Html, Node};
use std::path::Path;

fn no_blocks(_: &[String]) -> Result<Vec<Document>, String> {
    Ok(Vec::new())
}

/// A lesson's document with its `nimstep` blocks left out (they are the
/// commands' output, checked elsewhere; here only the author's structure).
fn read(name: &str, text: &str) -> Document {
    let lesson = Lesson::parse(name, name, text)
        .expect("a lesson name")
        .expect("a lesson");
    document(&lesson, &no_blocks).expect("no block runs")
}

/// The block tree CommonMark (pulldown-cmark) reads from `markdown`, as
/// open and close tokens and the text between them (spaces collapsed).
/// What Markdown may write two ways is read as one: a tight list item's
/// text is a paragraph, a heading below `##` is one level (`h3+`), code
/// keeps no info string, a link is its text, raw HTML is text; `nimstep`
/// blocks are left out.
pub(crate) fn tree(markdown: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    // The open elements, and whether a paragraph was opened for the bare
    // text of a tight item.
    let mut open: Vec<&str> = Vec::new();
    let mut in_nimstep = false;
    let close_implicit = |open: &mut Vec<&str>, out: &mut Vec<String>| {
        if open.last() == Some(&"p*") {
            open.pop();
            out.push(">p".into());
        }
    };
    for event in Parser::new_ext(markdown, Options::ENABLE_TABLES) {
        if in_nimstep {
            in_nimstep = !matches!(event, Event::End(TagEnd::CodeBlock));
            continue;
        }
        let text = match event {
            Event::Start(tag) => {
                let name = match tag {
                    Tag::CodeBlock(CodeBlockKind::Fenced(info))
                        if info.split_whitespace().next() == Some("nimstep") =>
                    {
                        in_nimstep = true;
                        continue;
                    }
                    Tag::Emphasis => "em",
                    Tag::Strong => "strong",
                    Tag::Link { .. } | Tag::Image { .. } => continue,
                    other => {
                        close_implicit(&mut open, &mut out);
                        block_name(&other)
                    }
                };
                if matches!(name, "em" | "strong") && open.last() == Some(&"li") {
                    open.push("p*");
                    out.push("<p".into());
                }
                open.push(name);
                out.push(format!("<{name}"));
                continue;
            }
            Event::End(TagEnd::Link | TagEnd::Image) => continue,
            Event::End(_) => {
                close_implicit(&mut open, &mut out);
                let name = open.pop().unwrap_or("?");
                out.push(format!(">{name}"));
                continue;
            }
            Event::Text(t) | Event::Html(t) | Event::InlineHtml(t) => t.to_string(),
            Event::Code(t) => format!("`{t}`"),
            Event::SoftBreak | Event::HardBreak => " ".to_string(),
            other => format!("{other:?}"),
        };
        if open.last() == Some(&"li") {
            open.push("p*");
            out.push("<p".into());
        }
        match out.last_mut() {
            Some(last) if last.starts_with("T:") => last.push_str(&text),
            _ => out.push(format!("T:{text}")),
        }
    }
    out.iter()
        .map(|e| e.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|e| e != "T:")
        .collect()
}

/// The name of a block-level tag in [`tree`].
fn block_name(tag: &Tag) -> &'static str {
    match tag {
        Tag::Heading { level, .. } => match level {
            HeadingLevel::H1 => "h1",
            HeadingLevel::H2 => "h2",
            _ => "h3+",
        },
        Tag::Paragraph | Tag::HtmlBlock => "p",
        Tag::BlockQuote(_) => "quote",
        Tag::CodeBlock(_) => "code",
        Tag::List(Some(_)) => "ol",
        Tag::List(None) => "ul",
        Tag::Item => "li",
        Tag::Table(_) => "table",
        Tag::TableHead => "thead",
        Tag::TableRow => "tr",
        Tag::TableCell => "td",
        _ => "other",
    }
}

fn lessons() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let mut files: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&path).unwrap())
        })
        .collect();
    files.sort();
    files
}

#[test]
fn every_lesson_exports_to_the_block_tree_of_its_source() {
    for (name, text) in lessons() {
        let exported = markdown::render(&read(&name, &text), 1);
        let (source, export) = (tree(&text), tree(&exported));
        if let Some(at) = source.iter().zip(&export).position(|(a, b)| a != b) {
            panic!(
                "{name}: the export differs at token {at}: {:?} in the source, {:?} in the export",
                &source[at.saturating_sub(3)..(at + 3).min(source.len())],
                &export[at.saturating_sub(3)..(at + 3).min(export.len())]
            );
        }
        assert_eq!(source.len(), export.len(), "{name}");
    }
}

#[test]
fn no_lesson_cuts_a_list_with_an_example() {
    // A `nimstep` block at the left margin between two items ends the list
    // in CommonMark: the items after it start a second list (lesson 7's
    // "What stays the same" was cut so by its labelling). With the blocks
    // left out, such a list shows as two lists of one kind side by side.
    for (name, text) in lessons() {
        for section in read(&name, &text).sections {
            for pair in section.blocks.windows(2) {
                let cut = matches!(
                    pair,
                    [Block::Bullets(_), Block::Bullets(_)]
                        | [Block::Numbered(..), Block::Numbered(..)]
                );
                assert!(!cut, "{name}, {:?}: a list cut in two", section.heading);
            }
        }
    }
}

/// One piece of text the reader must find, in order: a paragraph, a
/// heading or an item's own text, how many items and quotes it sits in,
/// and the item it is nested under (by index), if any.
#[derive(Debug)]
struct Shown {
    text: String,
    depth: usize,
    under: Option<usize>,
    quoted: bool,
}

fn walk(blocks: &[Block], depth: usize, under: Option<usize>, quoted: bool, out: &mut Vec<Shown>) {
    let push = |line: &Line, depth, out: &mut Vec<Shown>| {
        out.push(Shown {
            text: line.text(),
            depth,
            under,
            quoted,
        });
    };
    for block in blocks {
        match block {
            Block::Paragraph(line) | Block::Heading(line) => push(line, depth, out),
            Block::Bullets(items) | Block::Numbered(_, items) => {
                for item in items {
                    let me = out.len();
                    push(&item.line, depth + 1, out);
                    walk(&item.blocks, depth + 1, Some(me), quoted, out);
                }
            }
            Block::Quote(inner) => walk(inner, depth + 1, under, true, out),
            _ => {}
        }
    }
}

/// Text as compared across formats: HTML raises `2^3` to `2³`, Markdown
/// puts code in backticks.
fn unmarked(text: &str) -> String {
    let digits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
    text.chars()
        .filter(|&c| c != '^' && c != '`')
        .map(|c| match digits.chars().position(|d| d == c) {
            Some(i) => char::from(b'0' + i as u8),
            None => c,
        })
        .collect()
}

/// [`unmarked`] text with its spaces collapsed.
fn plain(text: &str) -> String {
    unmarked(text)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// An HTML element's own text: its text and inline children, not the
/// blocks nested in it.
fn own_text(element: ElementRef) -> String {
    let mut out = String::new();
    for child in element.children() {
        match child.value() {
            Node::Text(text) => out.push_str(text),
            Node::Element(e)
                if !matches!(
                    e.name(),
                    "ul" | "ol" | "p" | "pre" | "blockquote" | "table" | "div" | "details"
                ) && !e.name().starts_with('h') =>
            {
                out.extend(ElementRef::wrap(child).unwrap().text());
            }
            _ => {}
        }
    }
    out
}

/// The paragraphs, sub-headings and items of a page in order, each with
/// how many items and quotes it sits in.
fn html_shown(page: &str) -> Vec<(String, usize)> {
    let page = Html::parse_document(page);
    let mut out = Vec::new();
    for node in page.root_element().descendants() {
        let Some(element) = ElementRef::wrap(node) else {
            continue;
        };
        let name = element.value().name();
        let class = element.value().attr("class").unwrap_or("");
        let shown = matches!(name, "p" | "li" | "h3" | "h4" | "h5" | "h6")
            && !class.contains("kicker")
            && !class.contains("doc-title")
            && element.value().attr("hidden").is_none()
            && element
                .ancestors()
                .any(|a| ElementRef::wrap(a).is_some_and(|a| a.value().name() == "section"));
        if !shown {
            continue;
        }
        let depth = element
            .ancestors()
            .filter_map(ElementRef::wrap)
            .filter(|a| matches!(a.value().name(), "li" | "blockquote"))
            .count()
            + usize::from(name == "li");
        out.push((plain(&own_text(element)), depth));
    }
    out
}

#[test]
fn terminal_and_html_keep_the_order_and_nesting_of_every_lesson() {
    for (name, text) in lessons() {
        let doc = read(&name, &text);
        let mut expected = Vec::new();
        for section in &doc.sections {
            walk(&section.blocks, 0, None, false, &mut expected);
        }
        // HTML: the same texts at the same depths, in the same order.
        let page = html::render(std::slice::from_ref(&doc));
        // (a section's heading, not one of its blocks, stands inside the
        // step before it when that step leads into it: "…:")
        let headings: Vec<String> = doc.sections.iter().map(|s| plain(&s.heading)).collect();
        let got: Vec<(String, usize)> = html_shown(&page)
            .into_iter()
            .filter(|(text, _)| !text.is_empty() && !headings.contains(text))
            .collect();
        let want: Vec<(String, usize)> = expected
            .iter()
            .map(|s| (plain(&s.text), s.depth))
            .filter(|(text, _)| !text.is_empty())
            .collect();
        assert_eq!(got, want, "{name} in HTML");
        // The terminal: each text opens a line after the one before,
        // indented deeper than the item it is nested under; quoted text
        // stands behind `│`.
        let shown = terminal::render(&doc, &Palette::plain(), 80);
        let lines: Vec<String> = shown.lines().map(unmarked).collect();
        let mut at = 0;
        let mut indents: Vec<usize> = Vec::new();
        for item in &expected {
            let start: String = plain(&item.text)
                .split(' ')
                .take(3)
                .collect::<Vec<_>>()
                .join(" ");
            if start.is_empty() {
                indents.push(item.under.map_or(0, |parent| indents[parent] + 1));
                continue;
            }
            let opens = |line: &String| {
                line.find(&start).filter(|&column| {
                    line[..column]
                        .chars()
                        .all(|c| c.is_ascii_digit() || " .•│".contains(c))
                })
            };
            let (found, column) = (at..lines.len())
                .find_map(|i| opens(&lines[i]).map(|column| (i, column)))
                .unwrap_or_else(|| panic!("{name}: {start:?} opens no line after {at}:\n{shown}"));
            let line = &lines[found];
            let indent = line[..column].chars().count();
            if let Some(parent) = item.under {
                assert!(
                    indent > indents[parent],
                    "{name}: {:?} is not indented under {:?}",
                    item.text,
                    expected[parent].text
                );
            }
            if item.quoted {
                assert!(line.starts_with('│'), "{name}: {line:?} is quoted");
            }
            indents.push(indent);
            at = found;
        }
    }
}

/// Words full of what Markdown reads as markup: every one must come back
/// as the same text.
fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z]{1,6}",
        "[0-9]{1,3}[.)]?",
        proptest::sample::select(vec![
            "#",
            "##",
            ">",
            "-",
            "+",
            "*",
            "_",
            "__",
            "**",
            "`",
            "``",
            "~~~",
            "```",
            "|",
            "\\",
            "\\*",
            "[x]",
            "](y)",
            "<b>",
            "</p>",
            "<!--",
            "&amp;",
            "&#42;",
            "=",
            "===",
            "---",
            "1.",
            "2)",
            "!",
            "![a](b)",
            "<http://x>",
            "a_b_c",
            "*x*",
            "C#",
            "#5",
            "~",
        ])
        .prop_map(str::to_owned),
    ]
}

/// Plain text: words with single spaces, no space at either end.
fn words(max: usize) -> impl Strategy<Value = String> {
    proptest::collection::vec(word(), 1..max).prop_map(|w| w.join(" "))
}

/// A line of text: runs of plain, strong, emphasised and code text, set
/// apart by spaces.
fn line() -> BoxedStrategy<Line> {
    let run = prop_oneof![
        4 => words(5).prop_map(|t| (t, Mark::Plain)),
        1 => "[a-z0-9]{1,5}( [a-z0-9]{1,5})?".prop_map(|t| (t, Mark::Strong)),
        1 => "[a-z0-9]{1,5}".prop_map(|t| (t, Mark::Emphasis)),
        1 => "[a-z<>*_#|\\\\]{1,3}(`{1,2}[a-z]{1,2})?".prop_map(|t| (t, Mark::Code)),
    ];
    proptest::collection::vec(run, 1..4)
        .prop_map(|runs| {
            let mut line = Line::new();
            for (i, (text, mark)) in runs.into_iter().enumerate() {
                if i > 0 {
                    line = line.plain(" ");
                }
                line = line.mark(text, mark);
            }
            canonical(&line)
        })
        .boxed()
}

/// A line with neighbouring spans of one mark merged: the same text,
/// however the reader happened to cut it.
fn canonical(line: &Line) -> Line {
    let mut out = Line::new();
    for span in &line.spans {
        match out.spans.last_mut() {
            Some(last) if last.mark == span.mark => last.text.push_str(&span.text),
            _ => out = out.mark(span.text.clone(), span.mark),
        }
    }
    out
}

fn code() -> impl Strategy<Value = Block> {
    proptest::collection::vec("[ a-z`~#>*-]{0,8}", 1..4)
        .prop_map(|lines| Block::Code(lines.iter().map(|l| format!("{l}\n")).collect()))
}

fn table() -> impl Strategy<Value = Block> {
    (1usize..4).prop_flat_map(|columns| {
        let row = proptest::collection::vec(line(), columns);
        (row.clone(), proptest::collection::vec(row, 0..3)).prop_map(|(header, rows)| {
            Block::Table(Table {
                header,
                rows,
                asked: None,
            })
        })
    })
}

/// Blocks that may nest: paragraphs, lists whose items hold more blocks,
/// quotes, code; headings only in quotes.
fn nested() -> impl Strategy<Value = Block> {
    let leaf = prop_oneof![line().prop_map(Block::Paragraph), code()];
    leaf.prop_recursive(3, 24, 4, |inner| {
        let item = (line(), proptest::collection::vec(inner.clone(), 0..3))
            .prop_map(|(line, blocks)| Item { line, blocks })
            .boxed();
        let items = proptest::collection::vec(item, 1..4).boxed();
        prop_oneof![
            items.clone().prop_map(Block::Bullets),
            (0u64..1000, items).prop_map(|(start, items)| Block::Numbered(start, items)),
            proptest::collection::vec(prop_oneof![inner, line().prop_map(Block::Heading)], 1..4)
                .prop_map(Block::Quote),
        ]
    })
}

fn section() -> impl Strategy<Value = Section> {
    let block = prop_oneof![
        4 => nested(),
        1 => line().prop_map(Block::Heading),
        1 => table(),
    ];
    (words(4), proptest::collection::vec(block, 1..5)).prop_map(|(heading, blocks)| {
        let mut section = Section::new(heading);
        section.blocks = blocks;
        section
    })
}

/// A document with every line made canonical, as the reader gives it back.
fn canonical_doc(doc: &Document) -> Document {
    fn blocks(list: &[Block]) -> Vec<Block> {
        list.iter()
            .map(|block| match block {
                Block::Paragraph(l) => Block::Paragraph(canonical(l)),
                Block::Heading(l) => Block::Heading(canonical(l)),
                Block::Bullets(items) => Block::Bullets(items.iter().map(item).collect()),
                Block::Numbered(n, items) => Block::Numbered(*n, items.iter().map(item).collect()),
                Block::Quote(inner) => Block::Quote(blocks(inner)),
                Block::Table(t) => Block::Table(Table {
                    header: t.header.iter().map(canonical).collect(),
                    rows: t
                        .rows
                        .iter()
                        .map(|r| r.iter().map(canonical).collect())
                        .collect(),
                    asked: t.asked,
                }),
                other => other.clone(),
            })
            .collect()
    }
    fn item(item: &Item) -> Item {
        Item {
            line: canonical(&item.line),
            blocks: blocks(&item.blocks),
        }
    }
    let mut out = doc.clone();
    for section in &mut out.sections {
        section.blocks = blocks(&section.blocks);
    }
    out
}

/// The tree [`tree`] should read from `doc`'s export, built from the
/// document itself.
fn doc_tree(doc: &Document) -> Vec<String> {
    fn text(out: &mut Vec<String>, text: &str) {
        match out.last_mut() {
            Some(last) if last.starts_with("T:") => last.push_str(text),
            _ => out.push(format!("T:{text}")),
        }
    }
    fn line(out: &mut Vec<String>, line: &Line) {
        for span in &line.spans {
            match span.mark {
                Mark::Code => text(out, &format!("`{}`", span.text)),
                Mark::Strong | Mark::Emphasis => {
                    let name = if span.mark == Mark::Strong {
                        "strong"
                    } else {
                        "em"
                    };
                    out.push(format!("<{name}"));
                    text(out, &span.text);
                    out.push(format!(">{name}"));
                }
                _ => text(out, &span.text),
            }
        }
    }
    fn wrapped(out: &mut Vec<String>, name: &str, f: impl FnOnce(&mut Vec<String>)) {
        out.push(format!("<{name}"));
        f(out);
        out.push(format!(">{name}"));
    }
    fn blocks(out: &mut Vec<String>, list: &[Block]) {
        for block in list {
            match block {
                Block::Paragraph(l) => wrapped(out, "p", |o| line(o, l)),
                Block::Heading(l) => wrapped(out, "h3+", |o| line(o, l)),
                Block::Bullets(items) | Block::Numbered(_, items) => {
                    let name = if matches!(block, Block::Bullets(_)) {
                        "ul"
                    } else {
                        "ol"
                    };
                    wrapped(out, name, |o| {
                        for item in items {
                            wrapped(o, "li", |o| {
                                wrapped(o, "p", |o| line(o, &item.line));
                                blocks(o, &item.blocks);
                            });
                        }
                    });
                }
                Block::Quote(inner) => wrapped(out, "quote", |o| blocks(o, inner)),
                Block::Code(code) => wrapped(out, "code", |o| text(o, code)),
                Block::Table(t) => wrapped(out, "table", |o| {
                    wrapped(o, "thead", |o| {
                        for cell in &t.header {
                            wrapped(o, "td", |o| line(o, cell));
                        }
                    });
                    for row in &t.rows {
                        wrapped(o, "tr", |o| {
                            for cell in row {
                                wrapped(o, "td", |o| line(o, cell));
                            }
                        });
                    }
                }),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    wrapped(&mut out, "h1", |o| line(o, &doc.title));
    for section in &doc.sections {
        wrapped(&mut out, "h2", |o| text(o, &section.heading));
        blocks(&mut out, &section.blocks);
    }
    out.iter()
        .map(|e| e.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|e| e != "T:")
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_documents_survive_export_and_reimport(
        sections in proptest::collection::vec(section(), 1..3),
    ) {
        let doc = Document {
            numbered: false,
            title: Line::from("Random"),
            sections,
        };
        let exported = markdown::render(&doc, 1);
        prop_assert_eq!(tree(&exported), doc_tree(&doc), "{}", exported);
        let again = canonical_doc(&read("01-random.md", &exported));
        prop_assert_eq!(&again, &canonical_doc(&doc), "{}", exported);
    }
}

/// What the fuzzer (`fuzz/run.sh`, target `lesson_roundtrip`) found:
/// lessons whose export, read again, did not export the same.
#[test]
fn what_the_fuzzer_found_exports_the_same_twice() {
    // A line break (`\` at the end of a line) opening a paragraph.
    exports_the_same_twice("\\\n0");
    // A `##` heading with no text, alone or between paragraphs.
    exports_the_same_twice("##");
    exports_the_same_twice("a\n\n##\n\nb");
    // Code of spaces only (a line break in code is read as a space).
    exports_the_same_twice("`\n`.");
    exports_the_same_twice("a `  ` b");
    // Emphasis around a control character, which its export shows as a
    // picture (`␚`): Markdown reads `*` beside a picture otherwise.
    exports_the_same_twice("V*\x1a*");
    // Emphasis inside bold, with no space to set it apart, and bold
    // inside emphasis.
    exports_the_same_twice("**U^*H*L**");
    exports_the_same_twice("*a**b**c*");
    // Inline HTML over two lines (kept as text, its `<` escaped).
    exports_the_same_twice("--?<?\n-?>#>-");
    // A section heading ending in code that ends in a space.
    exports_the_same_twice(" \r\0 \\ &`& `\n-\n\nt");
    // Emphasis and bold side by side, which their export writes with `*`.
    exports_the_same_twice("]*__5*__]*]*~__]*_");
    // Emphasis ending (or starting) in punctuation right beside a link or
    // an autolink, which the reader keeps as its text only: Markdown reads
    // no emphasis in `*a.*x`, nor in `x*.a*`.
    exports_the_same_twice("*a.*<http://x>");
    exports_the_same_twice("*a.*[x](y)");
    exports_the_same_twice("**a.**<http://x>");
    exports_the_same_twice("<http://x>*.a*");
    exports_the_same_twice("[é](y)**.a**");
    exports_the_same_twice("*a\\**[x](y)");
    // Text that looks like an e-mail autolink with no letter after its
    // `<`, which its export left unescaped.
    exports_the_same_twice("\\<1@x>");
    exports_the_same_twice("\\<!#@x>");
    // The fuzzer's inputs as it saved them, where a shorter one is above.
    for found in [
        "\x12*\0*<x8:><x8|kk#<z57,<x8:><x8|kk#",
        ";<!d@499FFFFBFFFFF>;<!d<8@000>+&+&",
        "`\n`\x12",
        "\x0b**U^*H*L**",
        " \r\0 \\ &`& `\n-\n\nt---\n\0-\0\0\x18",
    ] {
        exports_the_same_twice(found);
    }
}

/// Asserts that a lesson of text `found`, exported to Markdown, reads
/// back as a lesson with the same export.
fn exports_the_same_twice(found: &str) {
    let text = format!("# Fuzz\n\n{found}");
    let first = markdown::render(&read("01-fuzz.md", &text), 1);
    let second = markdown::render(&read("01-fuzz.md", &first), 1);
    assert_eq!(first, second, "{found:?}");
}

/// What the fuzzer (target `terminal_visible`) found: a tab in a lesson's
/// title and text reached the terminal raw, where its width is unknown.
#[test]
fn a_tab_reaches_the_terminal_as_spaces() {
    let doc = read("01-tab.md", "# T ;\t\u{fffd}\n\n;\tx\n\n```\n\tcode\n```\n");
    for width in [1, 20, 80] {
        let shown = terminal::render(&doc, &Palette::plain(), width);
        assert!(!shown.contains('\t'), "{shown:?}");
    }
}
