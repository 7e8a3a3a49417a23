//! What every session says and reads the same way, written once: for a
//! game, its opening, its prompt, its `help` and `hint` words and the
//! answer to a line that is not a move; for a game beyond Nim, its name
//! and the reading of a typed move; for a quiz, the line that opens a
//! question, a `P` or `N` answer, the answer that no move wins, and the
//! tally with the lines that mark each answer and close the quiz.

use crate::doc::{Line, Mark};
use crate::game::position::excerpt;
use crate::game::Outcome;
use crate::games::any_move::AnyMove;
use crate::games::played::PlayError;
use crate::games::spec::GameSpec;
use crate::games::whole_numbers;
use crate::play::{say_text, End, Flow, Said, Transcript};
use crate::solve::game_play::GamePosition;
use crate::solve::proposed::typed_move;
use crate::words::{heaps_list, outcome_name};

/// A game's opening lines after its title: how to move (`help`), and who
/// moves first; true when nimstep does.
pub fn who_starts(said: &mut Transcript, help: &str, computer_first: bool) -> bool {
    say_text(said, help);
    say_text(
        said,
        if computer_first {
            "nimstep moves first."
        } else {
            "You move first."
        },
    );
    computer_first
}

/// The words a game understands besides its moves: `help` (`?`) says
/// `help` again, `hint` says the line `hint` gives (or its error, for a
/// game that solves on demand). `None` when the line is neither, for the
/// game to read.
pub fn game_word<E>(
    line: &str,
    help: &str,
    said: &mut Transcript,
    hint: impl FnOnce() -> Result<Line, E>,
) -> Result<Option<Flow>, E> {
    match line.to_ascii_lowercase().as_str() {
        _ if asks_help(line) => say_text(said, help),
        "hint" => said.push(Said::Line(hint()?)),
        _ => return Ok(None),
    }
    Ok(Some(Flow::Continue))
}

/// Whether `line` asks for `help` (or `?`), in any case: a game and a
/// quiz both answer it by saying again how to answer.
pub fn asks_help(line: &str) -> bool {
    matches!(line.to_ascii_lowercase().as_str(), "help" | "?")
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

/// The answer to a line that is not a move of the game: why, and to try
/// again.
pub fn try_again(reason: &str) -> String {
    format!("{reason}. Try again (or type `help`).")
}

/// The games of a `--game` session as its messages name them: `kayles`,
/// or `kayles + nim + kayles` for one game per heap.
pub fn games_spec(games: &[GameSpec]) -> String {
    games
        .iter()
        .map(GameSpec::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// The legal move a student typed in `position` (`K N`, `K N A B` for a
/// split, `S N` on the staircase, `K1 N1 K2 N2 …` in Moore's Nim, `1 N 2 N`
/// down the diagonal in Wythoff's game), or why the line is not one: the
/// rule it breaks, as `check` says it.
pub fn read_game_move(
    position: &GamePosition,
    line: &str,
) -> Result<Result<AnyMove, String>, PlayError> {
    let numbers = match whole_numbers(line) {
        Ok(numbers) => numbers,
        Err(why) => return Ok(Err(why)),
    };
    Ok(typed_move(position, &numbers)?
        .map_err(|illegal| format!("`{}`: illegal move: {}", excerpt(line), illegal.why)))
}

/// Opens a question on a position: a blank line, then `title` and the
/// heaps, which stand out.
pub fn position_line(said: &mut Transcript, title: String, heaps: &[u64]) {
    said.push(Said::Line(Line::new()));
    said.push(Said::Line(
        Line::new()
            .plain(title)
            .mark(heaps_list(heaps), Mark::Strong),
    ));
}

/// A `P` or `N` answer (`p`, `N-position`, …), or why the line is not
/// one, quoting a short excerpt of it.
pub fn read_verdict(line: &str) -> Result<Outcome, String> {
    match line.to_ascii_uppercase().trim_end_matches("-POSITION") {
        "P" => Ok(Outcome::P),
        "N" => Ok(Outcome::N),
        _ => Err(format!(
            "`{}` is not P or N: type P (whoever moves now loses against perfect play) or N (whoever moves now can force a win).",
            excerpt(line)
        )),
    }
}

/// True when `line` answers that no move wins: `none`, `no` or `-`, in
/// any case.
pub fn says_no_move(line: &str) -> bool {
    matches!(line.to_ascii_lowercase().as_str(), "none" | "no" | "-")
}

/// A quiz's tally: how many answers were checked, and how many were right.
#[derive(Debug, Clone, Copy, Default)]
pub struct Score {
    right: usize,
    asked: usize,
}

impl Score {
    /// Answers right, and answers checked.
    pub fn tally(self) -> (usize, usize) {
        (self.right, self.asked)
    }

    /// Counts one answer and says its mark (✓ or ✗) before `text`.
    pub fn mark(&mut self, said: &mut Transcript, right: bool, text: String) {
        self.asked += 1;
        let line = if right {
            self.right += 1;
            Line::new().mark("✓ Right", Mark::Win)
        } else {
            Line::new().mark("✗ Not quite", Mark::Lose)
        };
        said.push(Said::Line(line.plain(format!(": {text}"))));
    }

    /// Counts a `P` or `N` answer, `given` about `heaps` whose outcome is
    /// `outcome`, and says its mark with the right label; true when it was
    /// right.
    pub fn mark_verdict(
        &mut self,
        said: &mut Transcript,
        given: Outcome,
        heaps: &[u64],
        outcome: Outcome,
    ) -> bool {
        let right = given == outcome;
        let text = format!("{} is {}.", heaps_list(heaps), outcome_name(outcome));
        self.mark(said, right, text);
        right
    }

    /// The line of the score: "Score: 2 of 3 answers right."
    pub fn line(self) -> Line {
        Line::new()
            .plain("Score: ")
            .mark(format!("{} of {}", self.right, self.asked), Mark::Strong)
            .plain(" answers right.")
    }

    /// Closes a quiz: why it stopped, when it did not run to its end, and
    /// the score.
    pub fn close(self, end: End, said: &mut Transcript) {
        said.push(Said::Line(Line::new()));
        match end {
            End::Finished => {}
            End::Quit => say_text(said, "You stopped the quiz."),
            End::EndOfInput => say_text(said, "End of input: the quiz stops here."),
        }
        said.push(Said::Line(self.line()));
    }
}
