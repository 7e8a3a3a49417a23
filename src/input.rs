//! Reading what a user types or pipes in, always within a bound, and
//! showing it back only as a short, escaped excerpt.
//!
//! Exists because `read_line` and `read_to_end` grow without limit: `nimstep
//! play < /dev/zero` would allocate until the process aborts. Every read of
//! standard input goes through here, and every echo of user text too, so a
//! line cannot drive the terminal with control bytes.

use crate::error::Error;
use std::io::{BufRead, Read};

/// The longest line `play`, `quiz` and `explain --pause` accept, in bytes
/// (without its newline).
pub(crate) const MAX_LINE: usize = 4096;

/// The most bytes of heap sizes read from standard input (64 MiB).
pub(crate) const MAX_STDIN: u64 = 64 << 20;

pub(crate) use crate::game::position::{excerpt, EXCERPT_CHARS};

/// What reading a line found. A line too long is an error instead, so a
/// session's loop tells the end of its input from a line to answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum LineRead {
    /// A line, without its newline (the last line may lack one).
    Line(Vec<u8>),
    /// The input has ended.
    End,
}

/// Reads one line of at most [`MAX_LINE`] bytes; a longer line is refused
/// (exit 2) without reading further, so endless input cannot exhaust memory.
pub(crate) fn read_line<R: BufRead + ?Sized>(input: &mut R) -> Result<LineRead, Error> {
    let mut bytes = Vec::new();
    let limit = MAX_LINE as u64 + 1;
    (&mut *input)
        .take(limit)
        .read_until(b'\n', &mut bytes)
        .map_err(|err| Error::io("could not read standard input", err))?;
    if bytes.is_empty() {
        return Ok(LineRead::End);
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
    } else if bytes.len() > MAX_LINE {
        return Err(Error::usage(format!(
            "a line of input starting `{}` is longer than {MAX_LINE} bytes: expected a short answer such as `2 3`",
            excerpt(&String::from_utf8_lossy(&bytes[..EXCERPT_CHARS]))
        )));
    }
    Ok(LineRead::Line(bytes))
}

/// Reads all of standard input as text, refusing more than [`MAX_STDIN`]
/// bytes or text that is not UTF-8.
pub(crate) fn read_text<R: Read + ?Sized>(input: &mut R) -> Result<String, Error> {
    let mut bytes = Vec::new();
    (&mut *input)
        .take(MAX_STDIN + 1)
        .read_to_end(&mut bytes)
        .map_err(|err| Error::io("could not read standard input", err))?;
    if bytes.len() as u64 > MAX_STDIN {
        return Err(Error::usage(format!(
            "standard input is longer than {} MiB: expected heap sizes such as `13 12 8` (at most {} heaps)",
            MAX_STDIN >> 20,
            crate::game::position::MAX_HEAPS
        )));
    }
    String::from_utf8(bytes).map_err(|_| {
        Error::usage("standard input is not UTF-8 text: expected heap sizes such as `13 12 8`")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_up_to_the_bound() {
        let text = format!(
            "1 2\n{}\n{}",
            "x".repeat(MAX_LINE),
            "y".repeat(MAX_LINE + 1)
        );
        let mut input = text.as_bytes();
        assert_eq!(
            read_line(&mut input).unwrap(),
            LineRead::Line(b"1 2".to_vec())
        );
        let LineRead::Line(full) = read_line(&mut input).unwrap() else {
            panic!("a line of exactly MAX_LINE bytes is accepted");
        };
        assert_eq!(full.len(), MAX_LINE);
        let err = read_line(&mut input).unwrap_err();
        assert_eq!(err.exit_code(), 2);
        assert!(err.to_string().contains("longer than 4096 bytes"), "{err}");
    }

    #[test]
    fn the_end_of_input_is_not_a_line() {
        let mut input: &[u8] = b"last";
        assert_eq!(
            read_line(&mut input).unwrap(),
            LineRead::Line(b"last".to_vec())
        );
        assert_eq!(read_line(&mut input).unwrap(), LineRead::End);
    }

    #[test]
    fn excerpts_are_short_and_escaped() {
        assert_eq!(excerpt("2 3"), "2 3");
        assert_eq!(excerpt("\u{1b}[2J\\"), "\\u{1b}[2J\\\\");
        let long = excerpt(&"é".repeat(1000));
        assert_eq!(long.chars().count(), EXCERPT_CHARS + 1);
        assert!(long.ends_with('…'));
        let zeros = excerpt(&"\0".repeat(100));
        assert!(zeros.chars().count() <= EXCERPT_CHARS + 1, "{zeros}");
    }
}
