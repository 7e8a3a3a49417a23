//! A lesson's prose on a terminal: Markdown kept simple and readable, with
//! headings and `**bold**` text painted by the palette and code fences
//! dropped (their content indented).

use crate::doc::Mark;
use crate::palette::Palette;

/// Renders Markdown prose for a terminal.
pub fn render(markdown: &str, palette: &Palette) -> String {
    let mut out = String::with_capacity(markdown.len());
    let mut fence: Option<&str> = None;
    for line in markdown.split_inclusive('\n') {
        let (body, newline) = match line.strip_suffix('\n') {
            Some(body) => (body, "\n"),
            None => (line, ""),
        };
        let trimmed = body.trim_start();
        if let Some(marker) = fence {
            let closes = trimmed.starts_with(marker)
                && trimmed.trim_start_matches(['`', '~']).trim().is_empty();
            if closes {
                fence = None;
            } else {
                out.push_str("    ");
                out.push_str(body);
                out.push_str(newline);
            }
            continue;
        }
        if let Some(marker) = fence_marker(trimmed) {
            fence = Some(marker);
            continue;
        }
        match heading(trimmed) {
            Some(text) => out.push_str(&palette.heading(text)),
            None => out.push_str(&inline(body, palette)),
        }
        out.push_str(newline);
    }
    out
}

/// The fence that opens a code block on this line, if any.
fn fence_marker(line: &str) -> Option<&'static str> {
    if line.starts_with("```") {
        Some("```")
    } else if line.starts_with("~~~") {
        Some("~~~")
    } else {
        None
    }
}

/// The text of an ATX heading line.
fn heading(line: &str) -> Option<&str> {
    let hashes = line.len() - line.trim_start_matches('#').len();
    if !(1..=6).contains(&hashes) {
        return None;
    }
    let rest = &line[hashes..];
    if rest.is_empty() {
        return Some("");
    }
    rest.strip_prefix(' ')
        .map(|text| text.trim().trim_end_matches('#').trim_end())
}

/// A line with each `**bold**` run painted strong and its asterisks
/// dropped; anything else kept as written.
fn inline(line: &str, palette: &Palette) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(open) = rest.find("**") {
        let after = &rest[open + 2..];
        let Some(close) = after.find("**") else {
            break;
        };
        out.push_str(&rest[..open]);
        out.push_str(&palette.paint(&after[..close], Mark::Strong));
        rest = &after[close + 2..];
    }
    out.push_str(rest);
    drop_emphasis(&out)
}

/// Drops the asterisks around `*emphasis*` (a terminal has no italics we
/// can count on); a lone `*`, or one beside a space, is kept.
fn drop_emphasis(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(open) = rest.find('*') {
        let after = &rest[open + 1..];
        let opens = after.starts_with(|c: char| !c.is_whitespace() && c != '*');
        let close = after
            .find('*')
            .filter(|&i| i > 0 && !after[..i].ends_with(char::is_whitespace));
        match (opens, close) {
            (true, Some(close)) => {
                out.push_str(&rest[..open]);
                out.push_str(&after[..close]);
                rest = &after[close + 1..];
            }
            _ => {
                out.push_str(&rest[..=open]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_prose_reads_cleanly() {
        let text = "# Title\n\nA **key** idea.\n\n```text\n5 ⊕ 3\n```\nend";
        assert_eq!(
            render(text, &Palette::plain()),
            "Title\n\nA key idea.\n\n    5 ⊕ 3\nend"
        );
    }

    #[test]
    fn headings_and_bold_are_painted_when_colour_is_on() {
        let text = render("## Part\nA **key** idea.\n", &Palette::colored());
        assert!(text.starts_with("\u{1b}["), "{text:?}");
        assert!(!text.contains("**"), "{text:?}");
    }

    #[test]
    fn emphasis_loses_its_asterisks_but_lone_stars_stay() {
        let plain = Palette::plain();
        assert_eq!(render("the *next* player\n", &plain), "the next player\n");
        assert_eq!(render("2 * 3 * 4\n", &plain), "2 * 3 * 4\n");
    }

    #[test]
    fn hashes_without_a_space_are_not_headings() {
        assert_eq!(
            render("#1 is a heap\n", &Palette::plain()),
            "#1 is a heap\n"
        );
    }
}
