//! The snapshots themselves: a sentence lives in at most six snapshot
//! files, so a change to its wording touches at most six (issue 23).
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
fn sentences(body: &str) -> Vec<String> {
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

#[test]
fn no_sentence_lives_in_more_than_six_snapshots() {
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
        for sentence in sentences(body) {
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
