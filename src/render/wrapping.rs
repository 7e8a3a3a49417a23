//! A writer that wraps long lines at spaces, for the sessions (`play`,
//! `quiz`) that talk to the user in free text rather than in documents.

use crate::render::terminal::{plain_breaks, shown_width};
use std::io::{self, Write};

/// Wraps every line written through it to `width` columns, at spaces only,
/// keeping the line's own indent on its continuation lines. A word wider
/// than a line is left whole. A prompt (a line not yet ended) is written
/// on `flush`, and the column it leaves the cursor at is remembered.
///
/// Exists so that a session's sentences fit the screen without each
/// `writeln!` knowing the width.
pub(crate) struct Wrapping<'a> {
    inner: &'a mut dyn Write,
    width: usize,
    /// The column the cursor is at after the last partial line.
    column: usize,
    /// Bytes of a line not yet ended.
    pending: Vec<u8>,
}

impl<'a> Wrapping<'a> {
    /// Wraps what is written to `inner` at `width` columns.
    pub(crate) fn new(inner: &'a mut dyn Write, width: u16) -> Self {
        Wrapping {
            inner,
            width: usize::from(width.max(1)),
            column: 0,
            pending: Vec::new(),
        }
    }

    /// Writes `text` (no newline in it) wrapped, starting at the current
    /// column, and moves the column to where it ends.
    fn emit(&mut self, text: &str) -> io::Result<()> {
        let size = shown_width(text);
        if self.column + size <= self.width {
            // It fits: keep it exactly, with its own spacing.
            self.inner.write_all(text.as_bytes())?;
            self.column += size;
            return Ok(());
        }
        let indent: String = text.chars().take_while(|&c| c == ' ').collect();
        let words: Vec<(usize, &str)> = gaps_and_words(&text[indent.len()..]).collect();
        if let Some(&(_, word)) = words.first() {
            // Text after a prompt that cannot fit beside it starts below.
            if self.column > indent.len() && self.column + shown_width(word) > self.width {
                self.inner.write_all(b"\n")?;
                self.column = 0;
            }
        }
        let first = words.is_empty();
        let mut words = words.iter();
        let lines = plain_breaks(
            words.as_slice(),
            self.width,
            self.column + indent.len(),
            indent.len(),
        );
        for (i, count) in lines.into_iter().enumerate() {
            if i > 0 {
                self.inner.write_all(b"\n")?;
                self.column = 0;
            }
            write!(self.inner, "{indent}")?;
            self.column += indent.len();
            // Each word with the spaces before it, kept as written (a column
            // of a list stays lined up) unless the line breaks there.
            for (j, &(gap, word)) in words.by_ref().take(count).enumerate() {
                if j > 0 {
                    write!(self.inner, "{:gap$}", "")?;
                    self.column += gap;
                }
                self.inner.write_all(word.as_bytes())?;
                self.column += shown_width(word);
            }
        }
        // Keep a trailing space (a prompt's `> `).
        if text.ends_with(' ') && !first {
            self.inner.write_all(b" ")?;
            self.column += 1;
        }
        Ok(())
    }
}

/// The words of `text` (split at spaces), each with the number of spaces
/// before it.
fn gaps_and_words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut gap = 0;
    text.split(' ').filter_map(move |word| {
        if word.is_empty() {
            gap += 1;
            return None;
        }
        let before = gap;
        gap = 1;
        Some((before, word))
    })
}

impl Write for Wrapping<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        while let Some(end) = self.pending.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = self.pending.drain(..=end).collect();
            let text = String::from_utf8_lossy(&line[..end]).into_owned();
            self.emit(&text)?;
            self.inner.write_all(b"\n")?;
            self.column = 0;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.pending.is_empty() {
            let text = String::from_utf8_lossy(&std::mem::take(&mut self.pending)).into_owned();
            self.emit(&text)?;
        }
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wrapped(text: &str, width: u16) -> String {
        let mut out = Vec::new();
        let mut w = Wrapping::new(&mut out, width);
        w.write_all(text.as_bytes()).unwrap();
        w.flush().unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn long_lines_wrap_at_spaces_with_their_indent() {
        assert_eq!(
            wrapped("  one two three four\nshort  line\n", 12),
            "  one two\n  three four\nshort  line\n"
        );
    }

    #[test]
    fn lines_that_fit_and_prompts_are_kept() {
        assert_eq!(
            wrapped("a ⊕ b = c\nyour move> ", 20),
            "a ⊕ b = c\nyour move> "
        );
    }

    #[test]
    fn spaces_inside_a_line_are_kept_where_it_does_not_break() {
        assert_eq!(
            wrapped("  1. you      knock down pins\n", 24),
            "  1. you      knock down\n  pins\n"
        );
    }

    #[test]
    fn a_word_wider_than_the_line_stays_whole() {
        assert_eq!(wrapped("x 1111111111 y\n", 5), "x\n1111111111\ny\n");
    }
}
