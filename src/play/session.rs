//! The line-by-line loop every session runs under, `play` and `quiz`, for
//! Nim and for every other game alike: prompt, read a line, let the
//! session answer, until it stops, the user types `quit` or the input
//! ends.
//!
//! A session only says things (the core's [`Said`] items, the way the
//! browser edition's sessions do); the loop paints and fits them to the
//! terminal, in one place. Generic over any `BufRead` and `Write`, so tests
//! drive a whole session with a scripted input and read back everything it
//! wrote.

use crate::error::Error;
use crate::input::{excerpt, read_line, LineRead};
use crate::palette::Palette;
use crate::render::terminal::{render_section, shown_width, wrap};
use nimstep_core::doc::Line;
use nimstep_core::play::{game, is_quit, quiz, say_text, Said, Transcript};
use std::io::{BufRead, Write};

pub(crate) use nimstep_core::play::{End, Flow};

/// An interactive session: something that answers typed lines with what
/// it says.
pub trait Session {
    /// Says the opening (and, for a game nimstep starts, its first move).
    fn start(&mut self, said: &mut Transcript) -> Result<Flow, Error>;
    /// The prompt to show before the next line.
    fn prompt(&self) -> String;
    /// Answers one line (already trimmed); a bad line is answered with the
    /// reason, and the session continues. `quit` never comes here: the loop
    /// ends the session itself.
    fn respond(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, Error>;
    /// Says the closing summary.
    fn finish(&mut self, end: End, said: &mut Transcript) -> Result<(), Error>;
}

/// Says why a line was refused, and goes on: the same question, or the
/// same turn, stands.
pub(crate) fn refuse(said: &mut Transcript, why: &str) -> Flow {
    say_text(said, why);
    Flow::Continue
}

/// The core's game, of Nim or any other game, which the browser edition
/// plays too.
impl Session for game::Game {
    fn start(&mut self, said: &mut Transcript) -> Result<Flow, Error> {
        Ok(game::Game::start(self, said))
    }

    fn prompt(&self) -> String {
        game::Game::prompt(self)
    }

    fn respond(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, Error> {
        Ok(game::Game::respond(self, line, said).unwrap_or_else(|why| refuse(said, &why)))
    }

    fn finish(&mut self, end: End, said: &mut Transcript) -> Result<(), Error> {
        game::Game::finish(self, end, said);
        Ok(())
    }
}

/// The core's quiz, of Nim or any other game, which the browser edition
/// asks too.
impl Session for quiz::Quiz {
    fn start(&mut self, said: &mut Transcript) -> Result<Flow, Error> {
        Ok(quiz::Quiz::start(self, said))
    }

    fn prompt(&self) -> String {
        quiz::Quiz::prompt(self).to_string()
    }

    fn respond(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, Error> {
        Ok(quiz::Quiz::respond(self, line, said).unwrap_or_else(|why| refuse(said, &why)))
    }

    fn finish(&mut self, end: End, said: &mut Transcript) -> Result<(), Error> {
        quiz::Quiz::finish(self, end, said);
        Ok(())
    }
}

/// How a session's words reach the terminal: painted by `palette`, a
/// section (a replay, a step of a walkthrough) rendered at `width`.
#[derive(Debug, Clone, Copy)]
pub struct Terminal {
    /// How marks are painted.
    pub palette: Palette,
    /// The columns a section is fitted to.
    pub width: u16,
}

impl Terminal {
    /// Writes what a session said, emptying the transcript.
    fn tell<W: Write + ?Sized>(&self, out: &mut W, said: &mut Transcript) -> Result<(), Error> {
        for item in said.drain(..) {
            match item {
                Said::Line(line) => writeln!(out, "{}", self.palette.paint_line(&line))?,
                Said::Section(section, number) => write!(
                    out,
                    "{}",
                    render_section(&section, number, false, &self.palette, self.width)
                )?,
                Said::Entry {
                    first,
                    words,
                    after,
                } => {
                    for line in entry(&first, &words, &after, self.width) {
                        writeln!(out, "{}", self.palette.paint_line(&line))?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// One move of the closing list, after `first` (its number and who made
/// it): `take 1 from heap 1 → 2 3` on one line when it fits `width`; else
/// the move's words, wrapped under themselves, and the heaps it left on a
/// line of their own, so that a line breaks between a move and the heaps
/// it left or between words, never inside a heap's number (19 digits
/// near the top of the range).
fn entry(first: &str, words: &str, after: &str, width: u16) -> Vec<Line> {
    let whole = format!("{words} → {after}");
    let width = usize::from(width);
    if shown_width(first) + shown_width(&whole) <= width {
        return vec![Line::from(format!("{first}{whole}"))];
    }
    let indent = " ".repeat(shown_width(first));
    let mut lines = wrap(&Line::from(words), width, first, &indent);
    lines.extend(wrap(
        &Line::from(format!("→ {after}")),
        width,
        &indent,
        &format!("{indent}  "),
    ));
    lines
}

/// Runs `session` on `input` until it stops, the input ends or the user
/// types `quit` (`q`, `exit`, in any case), writing what it says to
/// `output` as `terminal` shows it. With `echo` (input not from a
/// terminal) each line read is written after its prompt (as a short,
/// escaped excerpt), so a transcript reads like the session a person would
/// see. A line longer than [`crate::input::MAX_LINE`] ends the
/// session with an error.
pub fn drive<S, R, W>(
    session: &mut S,
    terminal: Terminal,
    input: &mut R,
    output: &mut W,
    echo: bool,
) -> Result<(), Error>
where
    S: Session + ?Sized,
    R: BufRead + ?Sized,
    W: Write + ?Sized,
{
    let mut said = Transcript::new();
    let finish = |session: &mut S, end: End, output: &mut W| -> Result<(), Error> {
        let mut said = Transcript::new();
        session.finish(end, &mut said)?;
        terminal.tell(output, &mut said)
    };
    let flow = session.start(&mut said)?;
    terminal.tell(output, &mut said)?;
    if let Flow::Stop(end) = flow {
        return finish(session, end, output);
    }
    loop {
        write!(output, "{}", session.prompt())?;
        output.flush()?;
        let LineRead::Line(bytes) = read_line(input)? else {
            writeln!(output)?;
            return finish(session, End::EndOfInput, output);
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
            return finish(session, End::Quit, output);
        }
        let flow = session.respond(line.trim(), &mut said);
        // What was said before an error is shown, as it was written
        // before.
        terminal.tell(output, &mut said)?;
        if let Flow::Stop(end) = flow? {
            return finish(session, end, output);
        }
    }
}
