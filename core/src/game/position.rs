//! Parsing and validating heap sizes: the only way user text becomes a
//! [`Position`].

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
    /// Builds a position from heap sizes; at least one heap is required.
    pub fn new(heaps: Vec<u64>) -> Result<Self, PositionError> {
        if heaps.is_empty() {
            return Err(PositionError(NO_HEAPS.to_string()));
        }
        if heaps.len() > MAX_HEAPS {
            return Err(too_many());
        }
        Ok(Position { heaps })
    }

    /// Parses heap sizes from command-line words (each may hold several
    /// sizes separated by commas).
    pub fn parse_words<S: AsRef<str>>(words: &[S]) -> Result<Self, PositionError> {
        let mut heaps = Vec::new();
        for word in words {
            if has_empty_heap(word.as_ref()) {
                return Err(PositionError(
                    "an empty place between two commas: write 0 for an empty heap, such as `3,0,5`"
                        .to_string(),
                ));
            }
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
    pub fn parse_text(text: &str) -> Result<Self, PositionError> {
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

fn too_many() -> PositionError {
    PositionError(format!(
        "more than {MAX_HEAPS} heaps given: expected at most {MAX_HEAPS} heap sizes"
    ))
}

/// Splits text into heap tokens on whitespace and commas.
fn tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
}

/// Whether two commas stand with nothing but spaces between them (`3,,5`):
/// a heap left out by mistake, which splitting on commas would drop.
fn has_empty_heap(text: &str) -> bool {
    text.split(',')
        .skip(1)
        .collect::<Vec<_>>()
        .split_last()
        .is_some_and(|(_, inner)| inner.iter().any(|piece| piece.trim().is_empty()))
}

/// Parses one heap size, in decimal or in binary (`0b10110` or `10110₂`,
/// as the lessons write it), naming the token and what was expected on
/// failure.
pub(crate) fn parse_heap(token: &str) -> Result<u64, PositionError> {
    const EXPECTED: &str = "expected a whole number of stones from 0 to 18446744073709551615, in decimal or in binary (0b10110 or 10110₂)";
    let shown = excerpt(token);
    let binary = token
        .strip_prefix("0b")
        .or_else(|| token.strip_prefix("0B"))
        .or_else(|| token.strip_suffix('₂'));
    if let Some(bits) = binary {
        if bits.is_empty() || !bits.bytes().all(|b| b == b'0' || b == b'1') {
            return Err(PositionError(format!(
                "heap `{shown}` is not a binary number: a binary heap is written with the digits 0 and 1 only, after `0b` or before `₂`"
            )));
        }
        return u64::from_str_radix(bits, 2).map_err(|_| {
            PositionError(format!(
                "heap `{shown}` is too large: the largest heap is 64 binary digits, 18446744073709551615 (2^64 − 1)"
            ))
        });
    }
    if token.starts_with('-') && token.len() > 1 && token[1..].bytes().all(|b| b.is_ascii_digit()) {
        return Err(PositionError(format!(
            "heap `{shown}` is negative: {EXPECTED}"
        )));
    }
    if token.is_empty() || !token.bytes().all(|b| b.is_ascii_digit()) {
        return Err(PositionError(format!(
            "heap `{shown}` is not a whole number: {EXPECTED}"
        )));
    }
    token.parse::<u64>().map_err(|_| {
        PositionError(format!(
            "heap `{shown}` is too large: the largest heap is 18446744073709551615 (2^64 − 1)"
        ))
    })
}

/// Why text is not a position: one line naming the token at fault and what
/// was expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct PositionError(String);

/// Said when there were no heaps at all; where they are given is for the
/// caller to say (see [`PositionError::given`]).
const NO_HEAPS: &str = "no heaps given: expected heap sizes such as `13 12 8` or `13,12,8`";

impl PositionError {
    /// The line to show, naming `place` (where heaps are given, in the
    /// caller's words: "as arguments or on standard input" on the command
    /// line, a field on the page) when none were given: the core cannot
    /// know where its text came from, and a browser has no standard input.
    pub fn given(&self, place: &str) -> String {
        if self.0 == NO_HEAPS {
            format!("{NO_HEAPS}, {place}")
        } else {
            self.0.clone()
        }
    }
}

/// The most characters of user text shown back in a message.
pub const EXCERPT_CHARS: usize = 40;

/// Reads a whole number typed for `what` (a flag's value, a seed), in
/// `range`: refused in one plain line naming the token, saying what is
/// wrong with it (none given, negative, not a whole number, too small,
/// too large) and then `expected`, never a parser's own words ("invalid
/// digit found in string"). A `+` sign and spaces around are allowed.
pub fn read_whole(
    text: &str,
    what: &str,
    range: std::ops::RangeInclusive<u64>,
    expected: &str,
) -> Result<u64, String> {
    let token = text.trim();
    let shown = excerpt(token);
    let digits = token.strip_prefix('+').unwrap_or(token);
    let all_digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    if token.is_empty() {
        return Err(format!("no {what} given: {expected}"));
    }
    if token.strip_prefix('-').is_some_and(all_digits) {
        return Err(format!("{what} `{shown}` is negative: {expected}"));
    }
    if !all_digits(digits) {
        return Err(format!(
            "{what} `{shown}` is not a whole number: {expected}"
        ));
    }
    match digits.parse::<u64>() {
        Ok(n) if n < *range.start() => Err(format!("{what} `{shown}` is too small: {expected}")),
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(format!("{what} `{shown}` is too large: {expected}")),
    }
}

/// A heap size typed for a flag (`--at`, `--upto`, `--third`): any whole
/// number a heap may hold, refused in [`read_whole`]'s words. Shared by
/// the command line and the browser edition's lesson forms, so both say
/// the same line for the same bad value.
pub fn read_heap_size(text: &str) -> Result<u64, String> {
    read_whole(
        text,
        "heap size",
        0..=u64::MAX,
        "expected a whole number of stones from 0 to 18446744073709551615",
    )
}

/// At most [`EXCERPT_CHARS`] characters of `text` as shown, with control
/// characters (and backslashes) escaped and `…` where it was cut: safe to
/// show on a terminal, and one short line. Every message that shows user
/// text back goes through it, so a token cannot drive the terminal.
pub fn excerpt(text: &str) -> String {
    let mut out = String::new();
    let mut shown = 0;
    for c in text.chars() {
        let piece: String = if c.is_control() || c == '\\' {
            c.escape_default().collect()
        } else {
            c.to_string()
        };
        shown += piece.chars().count();
        if shown > EXCERPT_CHARS {
            out.push('…');
            break;
        }
        out.push_str(&piece);
    }
    out
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
        }
    }

    #[test]
    fn accepts_binary_heaps() {
        let p = Position::parse_words(&["0b10110", "10110₂", "0B1,0b0", "0b00011"]).unwrap();
        assert_eq!(p.heaps(), &[22, 22, 1, 0, 3]);
        let max = format!("0b{}", "1".repeat(64));
        assert_eq!(parse_heap(&max).unwrap(), u64::MAX);
        for (input, words) in [
            ("0b102", "`0b102` is not a binary number"),
            ("0b", "`0b` is not a binary number"),
            ("₂", "`₂` is not a binary number"),
            ("12₂", "`12₂` is not a binary number"),
        ] {
            let err = parse_heap(input).unwrap_err().to_string();
            assert!(err.contains(words), "{input}: {err}");
        }
        let err = parse_heap(&format!("1{}₂", "0".repeat(64))).unwrap_err();
        assert!(err.to_string().contains("is too large"), "{err}");
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
