//! Parsing and validating heap sizes: the only way user text becomes a
//! [`Position`].

use crate::error::Error;
use crate::input::excerpt;
use serde::Serialize;

/// A Nim position: the sizes of the heaps, in the order the user gave them.
///
/// Exists so that every later stage can rely on validated, non-empty input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Position {
    heaps: Vec<u64>,
}

impl Position {
    /// Builds a position from heap sizes; at least one heap is required,
    /// and at most [`MAX_HEAPS`].
    pub fn new(heaps: Vec<u64>) -> Result<Self, Error> {
        if heaps.is_empty() {
            return Err(Error::usage(
                "no heaps given: expected heap sizes such as `13 12 8` or `13,12,8`, as arguments or on standard input",
            ));
        }
        if heaps.len() > MAX_HEAPS {
            return Err(too_many());
        }
        Ok(Position { heaps })
    }

    /// Parses heap sizes from command-line words (each may hold several
    /// sizes separated by commas).
    pub fn parse_words<S: AsRef<str>>(words: &[S]) -> Result<Self, Error> {
        let mut heaps = Vec::new();
        for word in words {
            for token in tokens(word.as_ref()) {
                if heaps.len() == MAX_HEAPS {
                    return Err(too_many());
                }
                heaps.push(parse_heap(token)?);
            }
        }
        Position::new(heaps)
    }

    /// Parses heap sizes from free text such as standard input, separated by
    /// whitespace and/or commas.
    pub fn parse_text(text: &str) -> Result<Self, Error> {
        Position::parse_words(&[text])
    }

    /// The heap sizes, in order.
    pub fn heaps(&self) -> &[u64] {
        &self.heaps
    }

    /// True when every heap is empty: the game is already over.
    pub fn is_empty(&self) -> bool {
        self.heaps.iter().all(|&h| h == 0)
    }
}

/// The most heaps a position may have: a documented bound on what
/// standard input can make nimstep hold in memory.
pub const MAX_HEAPS: usize = 1_000_000;

fn too_many() -> Error {
    Error::usage(format!(
        "more than {MAX_HEAPS} heaps given: expected at most {MAX_HEAPS} heap sizes"
    ))
}

/// Splits text into heap tokens on whitespace and commas.
fn tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
}

/// Parses one heap size, naming the token and what was expected on failure.
pub fn parse_heap(token: &str) -> Result<u64, Error> {
    const EXPECTED: &str = "expected a whole number of stones from 0 to 18446744073709551615";
    let shown = excerpt(token);
    if token.starts_with('-') && token.len() > 1 && token[1..].bytes().all(|b| b.is_ascii_digit()) {
        return Err(Error::usage(format!(
            "heap `{shown}` is negative: {EXPECTED}"
        )));
    }
    if token.is_empty() || !token.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Error::usage(format!(
            "heap `{shown}` is not a whole number: {EXPECTED}"
        )));
    }
    token.parse::<u64>().map_err(|_| {
        Error::usage(format!(
            "heap `{shown}` is too large: the largest heap is 18446744073709551615 (2^64 − 1)"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_spaces_and_commas() {
        let p = Position::parse_words(&["13,12", "8"]).unwrap();
        assert_eq!(p.heaps(), &[13, 12, 8]);
        let p = Position::parse_text(" 37, 20\n29 \n").unwrap();
        assert_eq!(p.heaps(), &[37, 20, 29]);
    }

    #[test]
    fn accepts_the_largest_heap() {
        let p = Position::parse_words(&["18446744073709551615"]).unwrap();
        assert_eq!(p.heaps(), &[u64::MAX]);
    }

    #[test]
    fn names_the_bad_token() {
        for (input, words) in [
            ("abc", "`abc` is not a whole number"),
            ("-3", "`-3` is negative"),
            ("1.5", "`1.5` is not a whole number"),
            ("+5", "`+5` is not a whole number"),
            (
                "18446744073709551616",
                "`18446744073709551616` is too large",
            ),
        ] {
            let err = Position::parse_words(&["4", input]).unwrap_err();
            assert!(err.to_string().contains(words), "{input}: {err}");
            assert_eq!(err.exit_code(), 2);
        }
    }

    #[test]
    fn refuses_no_heaps() {
        let err = Position::parse_text(" , \n").unwrap_err();
        assert!(err.to_string().starts_with("no heaps given"));
    }

    #[test]
    fn shortens_huge_tokens() {
        let long = "9".repeat(1000);
        let err = parse_heap(&long).unwrap_err().to_string();
        assert!(err.len() < 200, "{err}");
    }

    #[test]
    fn refuses_more_than_the_most_heaps() {
        let text = "1 ".repeat(MAX_HEAPS);
        assert_eq!(
            Position::parse_text(&text).unwrap().heaps().len(),
            MAX_HEAPS
        );
        let err = Position::parse_text(&format!("{text} 1")).unwrap_err();
        assert!(
            err.to_string().starts_with("more than 1000000 heaps"),
            "{err}"
        );
    }
}
