//! The line-by-line loop shared by `play` and `quiz`: prompt, read a line,
//! let the session answer, until it stops, the user types `quit` or the
//! input ends.
//!
//! Generic over any `BufRead` and `Write`, so tests drive a whole session
//! with a scripted input and read back everything it wrote.

use crate::error::Error;
use crate::input::{excerpt, read_line, LineRead};
use std::io::{BufRead, Write};

use nimstep_core::play::is_quit;
pub(crate) use nimstep_core::play::{End, Flow};

/// An interactive session: something that answers typed lines.
pub trait Session {
    /// Writes the opening (and, for a game nimstep starts, its first move).
    fn start<W: Write + ?Sized>(&mut self, out: &mut W) -> Result<Flow, Error>;
    /// The prompt to show before the next line.
    fn prompt(&self) -> String;
    /// Answers one line (already trimmed); a bad line is answered with the
    /// reason, and the session continues. `quit` never comes here: the loop
    /// ends the session itself.
    fn respond<W: Write + ?Sized>(&mut self, line: &str, out: &mut W) -> Result<Flow, Error>;
    /// Writes the closing summary.
    fn finish<W: Write + ?Sized>(&mut self, end: End, out: &mut W) -> Result<(), Error>;
}

/// Runs `session` on `input` until it stops, the input ends or the user
/// types `quit` (`q`, `exit`, in any case). With `echo` (input not from a
/// terminal) each line read is written after its prompt (as a short,
/// escaped excerpt), so a transcript reads like the session a person would
/// see. A line longer than [`crate::input::MAX_LINE`] ends the
/// session with an error.
pub fn drive<S, R, W>(
    session: &mut S,
    input: &mut R,
    output: &mut W,
    echo: bool,
) -> Result<(), Error>
where
    S: Session,
    R: BufRead + ?Sized,
    W: Write + ?Sized,
{
    if let Flow::Stop(end) = session.start(output)? {
        return session.finish(end, output);
    }
    loop {
        write!(output, "{}", session.prompt())?;
        output.flush()?;
        let LineRead::Line(bytes) = read_line(input)? else {
            writeln!(output)?;
            return session.finish(End::EndOfInput, output);
        };
        let Ok(line) = String::from_utf8(bytes) else {
            if echo {
                writeln!(output)?;
            }
            writeln!(output, "That line is not UTF-8 text; please type it again.")?;
            continue;
        };
        if echo {
            writeln!(output, "{}", excerpt(line.trim_end()))?;
        }
        if is_quit(line.trim()) {
            return session.finish(End::Quit, output);
        }
        if let Flow::Stop(end) = session.respond(line.trim(), output)? {
            return session.finish(end, output);
        }
    }
}
