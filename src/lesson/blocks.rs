//! Finding the `nimstep` blocks of a lesson and replacing each with the
//! output of its command.
//!
//! Pure: the command is run by a runner passed in, so tests can expand a
//! lesson with a fake one.

use crate::error::Error;
use crate::lesson::Lesson;
use pulldown_cmark::{CodeBlockKind, Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use std::ops::Range;

/// The info string that marks a block to expand.
pub const INFO: &str = "nimstep";

/// A `nimstep` block found in a lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The line of its opening fence, counting from 1.
    pub line: usize,
    /// The command line it holds, without the fences.
    pub body: String,
    /// The level of the heading it sits under (1 before any heading), so
    /// Markdown output can nest its own headings below it.
    pub level: usize,
    /// Its bytes in the lesson, whole lines from the opening fence to the
    /// end of the closing one.
    pub range: Range<usize>,
}

/// Every `nimstep` block of `text`, in order.
pub fn find(text: &str) -> Vec<Found> {
    let mut found = Vec::new();
    let mut level = 1;
    let mut open: Option<(Range<usize>, String)> = None;
    for (event, range) in Parser::new_ext(text, Options::ENABLE_TABLES).into_offset_iter() {
        match event {
            Event::Start(Tag::Heading { level: l, .. }) => level = heading_number(l),
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info)))
                if info.split_whitespace().next() == Some(INFO) =>
            {
                open = Some((range, String::new()));
            }
            Event::Text(chunk) => {
                if let Some((_, body)) = open.as_mut() {
                    body.push_str(&chunk);
                }
            }
            Event::End(TagEnd::CodeBlock) => {
                if let Some((range, body)) = open.take() {
                    let range = whole_lines(text, range);
                    found.push(Found {
                        line: text[..range.start].matches('\n').count() + 1,
                        body,
                        level,
                        range,
                    });
                }
            }
            _ => {}
        }
    }
    found
}

fn heading_number(level: HeadingLevel) -> usize {
    level as usize
}

/// Widens a range to whole lines: back to the start of its line when only
/// indentation precedes it, on to the end of the line it ends in.
fn whole_lines(text: &str, range: Range<usize>) -> Range<usize> {
    let line_start = text[..range.start].rfind('\n').map_or(0, |i| i + 1);
    let start = if text[line_start..range.start].trim().is_empty() {
        line_start
    } else {
        range.start
    };
    let end = if range.end == 0 || text[..range.end].ends_with('\n') {
        range.end
    } else {
        text[range.end..]
            .find('\n')
            .map_or(text.len(), |i| range.end + i + 1)
    };
    start..end
}

/// The words of a block's command, without a leading `nimstep`; an error
/// message when the block holds no command or more than one.
pub fn words(body: &str) -> Result<Vec<String>, String> {
    let lines: Vec<&str> = body
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    match lines.as_slice() {
        [] => Err("empty nimstep block: expected a command such as `explain 13 12 8`".into()),
        [line] => {
            let mut words: Vec<String> = line.split_whitespace().map(String::from).collect();
            if words.first().map(String::as_str) == Some("nimstep") {
                words.remove(0);
            }
            if words.is_empty() {
                return Err(
                    "empty nimstep block: expected a command such as `explain 13 12 8`".into(),
                );
            }
            Ok(words)
        }
        _ => Err(format!(
            "a nimstep block holds one command, this one has {} lines",
            lines.len()
        )),
    }
}

/// A piece of an expanded lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// The author's Markdown between blocks, unchanged.
    Prose(String),
    /// A block's output.
    Output {
        /// The command's output, ending with a newline.
        text: String,
        /// The level of the heading the block sits under.
        level: usize,
    },
}

/// The lesson cut into prose and block outputs. `runner` runs a command's
/// words and returns its output or a one-line message; a failure becomes an
/// error naming the lesson file and the block's line.
pub fn expand<F>(lesson: &Lesson, mut runner: F) -> Result<Vec<Piece>, Error>
where
    F: FnMut(&[String]) -> Result<String, String>,
{
    let text = &lesson.text;
    let mut pieces = Vec::new();
    let mut at = 0;
    for block in find(text) {
        let at_line =
            |message: String| Error::usage(format!("{}:{}: {message}", lesson.source, block.line));
        let output = words(&block.body)
            .and_then(|words| runner(&words))
            .map_err(at_line)?;
        pieces.push(Piece::Prose(text[at..block.range.start].to_string()));
        let mut output = output.trim_end().to_string();
        output.push('\n');
        pieces.push(Piece::Output {
            text: output,
            level: block.level,
        });
        at = block.range.end;
    }
    pieces.push(Piece::Prose(text[at..].to_string()));
    Ok(pieces)
}

/// An expanded lesson as Markdown: the prose as written, each block's
/// Markdown output with its headings moved below the heading it sits under.
pub fn to_markdown(pieces: &[Piece]) -> String {
    pieces
        .iter()
        .map(|piece| match piece {
            Piece::Prose(text) => text.clone(),
            Piece::Output { text, level } => shift_headings(text, *level),
        })
        .collect()
}

/// Demotes the headings of a command's Markdown (whose title is a level-2
/// heading) so that its title sits one level below `level`; no heading goes
/// below level 6.
pub fn shift_headings(markdown: &str, level: usize) -> String {
    let by = level.saturating_sub(1);
    if by == 0 {
        return markdown.to_string();
    }
    let mut inserts = Vec::new();
    for (event, range) in Parser::new_ext(markdown, Options::ENABLE_TABLES).into_offset_iter() {
        if let Event::Start(Tag::Heading { level: l, .. }) = event {
            let room = 6usize.saturating_sub(heading_number(l));
            if markdown[range.start..].starts_with('#') {
                inserts.push((range.start, by.min(room)));
            }
        }
    }
    let mut out = String::with_capacity(markdown.len() + inserts.len() * by);
    let mut at = 0;
    for (offset, extra) in inserts {
        out.push_str(&markdown[at..offset]);
        out.push_str(&"#".repeat(extra));
        at = offset;
    }
    out.push_str(&markdown[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "# Title\n\nSome prose.\n\n## Part\n\n```nimstep\nexplain 1 2\n```\n\nAfter.\n\n```text\nnot a block\n```\n";

    fn lesson(text: &str) -> Lesson {
        Lesson::parse("01-test.md", "here/01-test.md", text)
            .unwrap()
            .unwrap()
    }

    #[test]
    fn blocks_are_found_with_their_line_and_heading() {
        let found = find(TEXT);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].line, 7);
        assert_eq!(found[0].level, 2);
        assert_eq!(found[0].body.trim(), "explain 1 2");
        assert_eq!(
            &TEXT[found[0].range.clone()],
            "```nimstep\nexplain 1 2\n```\n"
        );
    }

    #[test]
    fn expansion_replaces_blocks_only() {
        let pieces = expand(&lesson(TEXT), |words| {
            Ok(format!("ran {}\n", words.join("+")))
        })
        .unwrap();
        let markdown = to_markdown(&pieces);
        assert!(
            markdown.contains("## Part\n\nran explain+1+2\n\nAfter."),
            "{markdown}"
        );
        assert!(markdown.contains("```text\nnot a block\n```"), "{markdown}");
        assert!(!markdown.contains("```nimstep"));
    }

    #[test]
    fn a_failing_block_names_file_and_line() {
        let err = expand(&lesson(TEXT), |_| Err("bad heap".into())).unwrap_err();
        assert_eq!(err.to_string(), "here/01-test.md:7: bad heap");
        assert_eq!(err.exit_code(), 2);
    }

    #[test]
    fn words_drop_a_leading_nimstep_and_refuse_two_commands() {
        assert_eq!(
            words("nimstep explain 3 4\n").unwrap(),
            ["explain", "3", "4"]
        );
        assert!(words("\n  \n").is_err());
        assert!(words("explain 1\nexplain 2\n").is_err());
    }

    #[test]
    fn headings_nest_below_the_block_heading() {
        let md = "## Position\n\n### Step\n\nText with # inside.\n";
        assert_eq!(shift_headings(md, 1), md);
        assert_eq!(
            shift_headings(md, 2),
            "### Position\n\n#### Step\n\nText with # inside.\n"
        );
        assert!(shift_headings(md, 6).starts_with("###### Position\n\n###### Step"));
    }
}
