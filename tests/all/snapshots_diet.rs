//! The snapshots themselves: a sentence, or a step's heading, lives in at
//! most six snapshot files, so a change to its wording touches at most six
//! (issue 23).
//! Words every lesson shares are marks in the lessons' snapshots and are
//! checked once (`lessons::every_lesson_closes_alike`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The most snapshot files one sentence may live in.
const MOST: usize = 6;

/// The sentences of a snapshot's body: its lines stripped of the marks of
/// Markdown, quotes, lists and table rules and joined within each block
/// (so a sentence the terminal wrapped is whole again), cut after `.`,
/// `!`, `?` or `:`; only those of three words or more that end so (a
/// heading or a table cell is not a sentence).
pub(crate) fn sentences(body: &str) -> Vec<String> {
    let mut out = Vec::new();
    for block in body.split("\n\n") {
        let joined = block
            .lines()
            .map(|l| {
                l.trim()
                    .trim_start_matches(['>', '#', '|', '-', '*', '•', '│', ' '])
            })
            .collect::<Vec<_>>()
            .join(" ");
        let mut rest = joined.as_str();
        while !rest.is_empty() {
            let end = rest
                .char_indices()
                .find(|&(i, c)| {
                    matches!(c, '.' | '!' | '?' | ':')
                        && rest[i + c.len_utf8()..]
                            .chars()
                            .next()
                            .is_none_or(char::is_whitespace)
                })
                .map(|(i, c)| i + c.len_utf8());
            let Some(end) = end else { break };
            let sentence = rest[..end].split_whitespace().collect::<Vec<_>>().join(" ");
            if sentence.split(' ').count() >= 3 {
                out.push(sentence);
            }
            rest = rest[end..].trim_start();
        }
    }
    out
}

/// The headings of a snapshot's body, without their numbers: a
/// terminal's `3. Every winning move`, Markdown's `### Every winning
/// move`, HTML's `<h2><span class="n">3</span> Every winning move</h2>`.
/// Only a title, not a sentence (it ends in no `.`, `:` or `!`), and
/// not a lesson's shared words, which are marks (`⟨exercises heading⟩`).
pub(crate) fn headings(body: &str) -> Vec<String> {
    body.lines().filter_map(heading).map(|(_, t)| t).collect()
}

/// The headings of the steps alone (a terminal's numbered ones,
/// Markdown's `###`, HTML's numbered `<h2>`), not the title above them.
pub(crate) fn steps(body: &str) -> Vec<String> {
    body.lines()
        .filter_map(heading)
        .filter(|(step, _)| *step)
        .map(|(_, t)| t)
        .collect()
}

/// A line's heading, and whether it heads a step.
fn heading(line: &str) -> Option<(bool, String)> {
    let hashes = line.len() - line.trim_start_matches('#').len();
    let (step, title) = if hashes > 0 && line[hashes..].starts_with(' ') {
        (hashes == 3, line[hashes..].to_string())
    } else if line.starts_with("<h") {
        (
            line.starts_with("<h2") && line.contains("class=\"n\""),
            strip_tags(line),
        )
    } else if line.split_once(". ").is_some_and(|(n, rest)| {
        !n.is_empty()
            && n.bytes().all(|b| b.is_ascii_digit())
            && rest.starts_with(|c: char| c.is_uppercase())
    }) {
        (true, line.to_string())
    } else {
        return None;
    };
    let title = title
        .trim()
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .trim_start_matches('.')
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    // A step may ask a question ("Which heaps can change?"); a numbered
    // line that ends as a sentence is a list item.
    let sentence = title.ends_with(['.', ':', '!']);
    (!title.is_empty() && !sentence && !title.starts_with('⟨')).then_some((step, title))
}

/// `html` with its tags taken out (a tag that closes a block ends a
/// paragraph) and its entities read.
pub(crate) fn strip_tags(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        let close = rest[open..].find('>').map_or(rest.len(), |i| open + i + 1);
        let tag = &rest[open..close];
        if [
            "</p",
            "</h",
            "</li",
            "</tr",
            "</td",
            "</th",
            "</caption",
            "</figure",
            "<br",
            "</pre",
        ]
        .iter()
        .any(|t| tag.starts_with(t))
        {
            out.push_str("\n\n");
        }
        rest = &rest[close..];
    }
    out.push_str(rest);
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The sentences of the steps of `text` in any format: from the first
/// step's heading on, with what each format draws its own way left out
/// (headings, tables, pictures of stones, a page's repeated kicker).
fn words(text: &str) -> Vec<String> {
    let html = text.contains("<main");
    let mut kept = Vec::new();
    let mut started = false;
    // Inside an HTML table or figure: the element that closes it.
    let mut inside: Option<&str> = None;
    for line in text.lines() {
        if let Some(close) = inside {
            if line.contains(close) {
                inside = None;
            }
            continue;
        }
        if let Some(close) = [("<table", "</table>"), ("<figure", "</figure>")]
            .iter()
            .find_map(|(open, close)| line.starts_with(open).then_some(*close))
        {
            inside = (!line.contains(close)).then_some(close);
            kept.push("");
            continue;
        }
        let table_row = line
            .trim_start()
            .starts_with(['|', '│', '┆', '╭', '├', '╰', '┌', '└', '╞', '═', '─']);
        if html && line.contains("class=\"kicker\"") || table_row {
            kept.push("");
            continue;
        }
        match heading(line) {
            Some((step, _)) => {
                started |= step;
                kept.push("");
            }
            None if !started => {}
            None if line.contains(['●', '○']) => kept.push(""),
            None => kept.push(line),
        }
    }
    let kept = kept.join("\n");
    sentences(&if html { strip_tags(&kept) } else { kept })
}

/// `text` with powers written as the terminal writes them: HTML's `2³`
/// and `2¹⁰` as `2^3` and `2^10`.
fn powers(text: &str) -> String {
    const SUPERSCRIPTS: &str = "⁰¹²³⁴⁵⁶⁷⁸⁹";
    let mut out = String::new();
    let mut in_power = false;
    for c in text.chars() {
        match SUPERSCRIPTS.chars().position(|s| s == c) {
            Some(d) => {
                if !in_power {
                    out.push('^');
                }
                in_power = true;
                out.push(char::from(b'0' + d as u8));
            }
            None => {
                in_power = false;
                out.push(c);
            }
        }
    }
    out
}

/// Holds `shown` (one format of an output) to `pinned` (another format of
/// the same output, pinned whole by a snapshot): the same sentences and
/// the same step headings, in the same order, once the marks of
/// Markdown's emphasis, code and escapes are taken out. So a walkthrough is
/// snapshot in one format and its words checked in the others, and a
/// change of wording touches one snapshot file.
/// HTML (a `<main>` cut into lines at its blocks) is read without its
/// tags.
pub(crate) fn says_the_same(shown: &str, pinned: &str) {
    let plain = |text: &str| {
        let unescaped = text.replace("\\[", "[").replace("\\]", "]");
        powers(&unescaped.replace("**", "").replace('`', ""))
    };
    let (shown, pinned) = (plain(shown), plain(pinned));
    assert_eq!(steps(&shown), steps(&pinned), "{shown}");
    let (a, b) = (words(&shown), words(&pinned));
    assert!(!b.is_empty(), "{pinned}");
    if let Some(i) = (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i)) {
        panic!(
            "sentence {i} differs:\n  shown:  {:?}\n  pinned: {:?}",
            a.get(i),
            b.get(i)
        );
    }
}

#[test]
fn no_sentence_or_heading_lives_in_more_than_six_snapshots() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/all/snapshots");
    let mut files: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "snap") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        // The body follows insta's header, which ends at its second `---`.
        let body = text.splitn(3, "---\n").nth(2).unwrap_or(&text);
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        for sentence in sentences(body).into_iter().chain(headings(body)) {
            files.entry(sentence).or_default().insert(name.clone());
        }
    }
    let many: Vec<String> = files
        .iter()
        .filter(|(_, f)| f.len() > MOST)
        .map(|(s, f)| format!("{} files: {s}", f.len()))
        .collect();
    assert!(many.is_empty(), "{}", many.join("\n"));
}

#[test]
fn sentences_are_cut_where_they_end() {
    assert_eq!(
        sentences("> The heaps are 5 and 9. Take 1.\n## Every winning move\n| a | b |"),
        ["The heaps are 5 and 9."]
    );
}

#[test]
fn headings_are_read_in_every_format() {
    let body = "3. Every winning move\n### Verdict\n<h2 id=\"s1\"><span class=\"n\">1</span> The game</h2>\n1. Take 3 from heap 1.\n  1. you      take 1\n## ⟨answers heading⟩";
    assert_eq!(
        headings(body),
        ["Every winning move", "Verdict", "The game"]
    );
    assert_eq!(steps(body), ["Every winning move", "Verdict", "The game"]);
    assert_eq!(
        steps("## Position 4 1 1\n#1  ●○○○  4\n### The move"),
        ["The move"]
    );
}
