//! What every session says and reads the same way, written once: a painted
//! line; for a game, its name, its opening, its prompt, its `help` and
//! `hint` words and the answer to a line that is not a move; for a quiz,
//! the line that opens a question, a `P` or `N` answer, the answer that no
//! move wins, and the tally with the lines that mark each answer and close
//! the quiz.

use crate::doc::{Line, Mark};
use crate::error::Error;
use crate::game::{Game, Outcome};
use crate::input::excerpt;
use crate::palette::Palette;
use crate::play::session::{End, Flow};
use crate::present::words::{heaps_list, outcome_name};
use std::io::Write;

/// Writes `line`, painted by `palette`, on a line of its own.
pub fn say<W: Write + ?Sized>(palette: &Palette, out: &mut W, line: Line) -> Result<(), Error> {
    writeln!(out, "{}", palette.paint_line(&line))?;
    Ok(())
}

/// The games of a `--game` session as its messages name them: `kayles`,
/// or `kayles + nim + kayles` for one game per heap.
pub fn games_spec(games: &[Game]) -> String {
    games
        .iter()
        .map(Game::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// A game's opening lines after its title: how to move (`help`), and who
/// moves first; true when nimstep does.
pub fn who_starts<W: Write + ?Sized>(
    out: &mut W,
    help: &str,
    computer_first: bool,
) -> Result<bool, Error> {
    writeln!(out, "{help}")?;
    if computer_first {
        writeln!(out, "nimstep moves first.")?;
    } else {
        writeln!(out, "You move first.")?;
    }
    Ok(computer_first)
}

/// The words a game understands besides its moves: `help` (`?`) writes
/// `help` again, `hint` writes the line `hint` gives. `None` when the line
/// is neither, for the game to read.
pub fn game_word<W: Write + ?Sized>(
    line: &str,
    help: &str,
    palette: &Palette,
    out: &mut W,
    hint: impl FnOnce() -> Result<Line, Error>,
) -> Result<Option<Flow>, Error> {
    match line.to_ascii_lowercase().as_str() {
        "help" | "?" => writeln!(out, "{help}")?,
        "hint" => say(palette, out, hint()?)?,
        _ => return Ok(None),
    }
    Ok(Some(Flow::Continue))
}

/// The prompt before the student's move: the heaps (or steps, as `what`
/// names them) numbered from 1.
pub fn move_prompt(what: &str, heaps: &[u64]) -> String {
    let heaps: Vec<String> = heaps
        .iter()
        .enumerate()
        .map(|(i, h)| format!("#{}: {h}", i + 1))
        .collect();
    format!("\n{what}  {}\nYour move> ", heaps.join("   "))
}

/// Answers a line that is not a move of the game: why, and to try again.
pub fn try_again<W: Write + ?Sized>(out: &mut W, reason: &str) -> Result<Flow, Error> {
    writeln!(out, "{reason}. Try again (or type `help`).")?;
    Ok(Flow::Continue)
}

/// Opens a question on a position: a blank line, then `title` and the
/// heaps, which stand out.
pub fn position_line<W: Write + ?Sized>(
    palette: &Palette,
    out: &mut W,
    title: String,
    heaps: &[u64],
) -> Result<(), Error> {
    writeln!(out)?;
    say(
        palette,
        out,
        Line::new()
            .plain(title)
            .mark(heaps_list(heaps), Mark::Strong),
    )
}

/// A `P` or `N` answer (`p`, `N-position`, …); `None` when the line is not
/// one, after writing why, quoting a short excerpt of the line.
pub fn read_verdict<W: Write + ?Sized>(line: &str, out: &mut W) -> Result<Option<Outcome>, Error> {
    Ok(
        match line.to_ascii_uppercase().trim_end_matches("-POSITION") {
            "P" => Some(Outcome::P),
            "N" => Some(Outcome::N),
            _ => {
                writeln!(out, "`{}` is not P or N: type P (whoever moves now loses) or N (whoever moves now wins).", excerpt(line))?;
                None
            }
        },
    )
}

/// True when `line` answers that no move wins: `none`, `no` or `-`, in
/// any case.
pub fn says_no_move(line: &str) -> bool {
    matches!(line.to_ascii_lowercase().as_str(), "none" | "no" | "-")
}

/// A quiz's tally: how many answers were checked, and how many were right,
/// with the palette its marks are painted in.
#[derive(Debug, Clone, Copy)]
pub struct Score {
    palette: Palette,
    right: usize,
    asked: usize,
}

impl Score {
    /// No answers yet; marks painted with `palette`.
    pub fn new(palette: Palette) -> Self {
        Score {
            palette,
            right: 0,
            asked: 0,
        }
    }

    /// Answers right, and answers checked.
    pub fn tally(self) -> (usize, usize) {
        (self.right, self.asked)
    }

    /// Counts one answer and writes its mark (✓ or ✗) before `text`.
    pub fn mark<W: Write + ?Sized>(
        &mut self,
        out: &mut W,
        right: bool,
        text: String,
    ) -> Result<(), Error> {
        self.asked += 1;
        let line = if right {
            self.right += 1;
            Line::new().mark("✓ Right", Mark::Win)
        } else {
            Line::new().mark("✗ Not quite", Mark::Lose)
        };
        say(&self.palette, out, line.plain(format!(": {text}")))
    }

    /// Counts a `P` or `N` answer, `given` about `heaps` whose outcome is
    /// `outcome`, and writes its mark with the right label; true when it
    /// was right.
    pub fn mark_verdict<W: Write + ?Sized>(
        &mut self,
        out: &mut W,
        given: Outcome,
        heaps: &[u64],
        outcome: Outcome,
    ) -> Result<bool, Error> {
        let right = given == outcome;
        let text = format!("{} is {}.", heaps_list(heaps), outcome_name(outcome));
        self.mark(out, right, text)?;
        Ok(right)
    }

    /// Closes a quiz: why it stopped, when it did not run to its end, and
    /// the score.
    pub fn close<W: Write + ?Sized>(self, end: End, out: &mut W) -> Result<(), Error> {
        writeln!(out)?;
        match end {
            End::Finished => {}
            End::Quit => writeln!(out, "You stopped the quiz.")?,
            End::EndOfInput => writeln!(out, "End of input: the quiz stops here.")?,
        }
        let (right, asked) = self.tally();
        say(
            &self.palette,
            out,
            Line::new()
                .plain("Score: ")
                .mark(format!("{right} of {asked}"), Mark::Strong)
                .plain(" answers right."),
        )
    }
}
