//! What the command line's sessions say, written to the terminal: a
//! painted line, a core session's transcript ([`tell`]), and the core's
//! shared words ([`nimstep_core::play::talk`]) written as they are said,
//! for the `--game` sessions that still live here.

use crate::doc::Line;
use crate::error::Error;
use crate::game::Outcome;
use crate::games::spec::GameSpec;
use crate::palette::Palette;
use crate::play::session::{End, Flow};
use crate::render::terminal::render_section;
use nimstep_core::play::talk as core;
use nimstep_core::play::{Said, Transcript};
use std::io::Write;

pub(crate) use nimstep_core::play::talk::{move_prompt, says_no_move};

/// Writes `line`, painted by `palette`, on a line of its own.
pub(crate) fn say<W: Write + ?Sized>(
    palette: &Palette,
    out: &mut W,
    line: Line,
) -> Result<(), Error> {
    writeln!(out, "{}", palette.paint_line(&line))?;
    Ok(())
}

/// Writes what a core session said: each line painted by `palette`, each
/// section rendered for the terminal at `width`.
pub(crate) fn tell<W: Write + ?Sized>(
    palette: &Palette,
    width: u16,
    out: &mut W,
    said: Transcript,
) -> Result<(), Error> {
    for item in said {
        match item {
            Said::Line(line) => say(palette, out, line)?,
            Said::Section(section, number) => write!(
                out,
                "{}",
                render_section(&section, number, false, palette, width)
            )?,
        }
    }
    Ok(())
}

/// Writes what a core session said in answer to a line, then, when it
/// refused the line, why; the flow after it (after a refusal, the session
/// goes on).
pub(crate) fn answer<W: Write + ?Sized>(
    palette: &Palette,
    width: u16,
    out: &mut W,
    said: Transcript,
    answer: Result<Flow, String>,
) -> Result<Flow, Error> {
    tell(palette, width, out, said)?;
    match answer {
        Ok(flow) => Ok(flow),
        Err(refused) => {
            writeln!(out, "{refused}")?;
            Ok(Flow::Continue)
        }
    }
}

/// [`tell`] for the short lines of [`core`], which hold no section.
fn tell_lines<W: Write + ?Sized>(
    palette: &Palette,
    out: &mut W,
    said: Transcript,
) -> Result<(), Error> {
    tell(palette, crate::render::terminal::DEFAULT_WIDTH, out, said)
}

/// The games of a `--game` session as its messages name them: `kayles`,
/// or `kayles + nim + kayles` for one game per heap.
pub(crate) fn games_spec(games: &[GameSpec]) -> String {
    games
        .iter()
        .map(GameSpec::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// Writes [`core::who_starts`]; true when nimstep moves first.
pub(crate) fn who_starts<W: Write + ?Sized>(
    out: &mut W,
    help: &str,
    computer_first: bool,
) -> Result<bool, Error> {
    let mut said = Transcript::new();
    let first = core::who_starts(&mut said, help, computer_first);
    tell_lines(&Palette::plain(), out, said)?;
    Ok(first)
}

/// Writes [`core::game_word`]'s answer; `None` when the line is neither
/// `help` nor `hint`.
pub(crate) fn game_word<W: Write + ?Sized>(
    line: &str,
    help: &str,
    palette: &Palette,
    out: &mut W,
    hint: impl FnOnce() -> Result<Line, Error>,
) -> Result<Option<Flow>, Error> {
    let mut said = Transcript::new();
    let flow = core::game_word(line, help, &mut said, hint)?;
    tell_lines(palette, out, said)?;
    Ok(flow)
}

/// Writes [`core::try_again`]: why the line is not a move, and to try
/// again.
pub(crate) fn try_again<W: Write + ?Sized>(out: &mut W, reason: &str) -> Result<Flow, Error> {
    writeln!(out, "{}", core::try_again(reason))?;
    Ok(Flow::Continue)
}

/// Writes [`core::position_line`]: a blank line, then `title` and the
/// heaps.
pub(crate) fn position_line<W: Write + ?Sized>(
    palette: &Palette,
    out: &mut W,
    title: String,
    heaps: &[u64],
) -> Result<(), Error> {
    let mut said = Transcript::new();
    core::position_line(&mut said, title, heaps);
    tell_lines(palette, out, said)
}

/// A `P` or `N` answer; `None` when the line is not one, after writing
/// why ([`core::read_verdict`]).
pub(crate) fn read_verdict<W: Write + ?Sized>(
    line: &str,
    out: &mut W,
) -> Result<Option<Outcome>, Error> {
    match core::read_verdict(line) {
        Ok(outcome) => Ok(Some(outcome)),
        Err(why) => {
            writeln!(out, "{why}")?;
            Ok(None)
        }
    }
}

/// A quiz's tally ([`core::Score`]), its marks painted with a palette.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Score {
    palette: Palette,
    score: core::Score,
}

impl Score {
    /// No answers yet; marks painted with `palette`.
    pub(crate) fn new(palette: Palette) -> Self {
        Score {
            palette,
            score: core::Score::default(),
        }
    }

    /// Counts one answer and writes its mark (✓ or ✗) before `text`.
    pub(crate) fn mark<W: Write + ?Sized>(
        &mut self,
        out: &mut W,
        right: bool,
        text: String,
    ) -> Result<(), Error> {
        let mut said = Transcript::new();
        self.score.mark(&mut said, right, text);
        tell_lines(&self.palette, out, said)
    }

    /// Counts a `P` or `N` answer and writes its mark
    /// ([`core::Score::mark_verdict`]); true when it was right.
    pub(crate) fn mark_verdict<W: Write + ?Sized>(
        &mut self,
        out: &mut W,
        given: Outcome,
        heaps: &[u64],
        outcome: Outcome,
    ) -> Result<bool, Error> {
        let mut said = Transcript::new();
        let right = self.score.mark_verdict(&mut said, given, heaps, outcome);
        tell_lines(&self.palette, out, said)?;
        Ok(right)
    }

    /// Closes a quiz ([`core::Score::close`]).
    pub(crate) fn close<W: Write + ?Sized>(self, end: End, out: &mut W) -> Result<(), Error> {
        let mut said = Transcript::new();
        self.score.close(end, &mut said);
        tell_lines(&self.palette, out, said)
    }
}
