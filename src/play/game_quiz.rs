//! A quiz on games beyond Nim (`quiz --game`): the value of the position
//! (the nim-sum of its Grundy values, or of the odd steps), P or N, and a
//! winning move, each checked and a wrong answer explained.

use crate::error::Error;
use crate::game::position::read_whole;
use crate::game::Outcome;
use crate::games::spec::GameSpec;
use crate::play::game_match::{games_spec, read_game_move};
use crate::play::session::{refuse, say, End, Flow, Session};
use crate::present::game_play::reading_words;
use crate::present::sum::any_move_words;
use crate::solve::game_play::GamePosition;
use crate::solve::move_list::GameMoves;
use nimstep_core::play::talk::{position_line, read_verdict, says_no_move, Score};
use nimstep_core::play::Transcript;
use nimstep_core::words::{count, heaps_list, xor_expression};

/// The questions asked about each position, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Question {
    Value,
    Verdict,
    WinningMove,
}

/// A quiz in progress.
#[derive(Debug, Clone)]
pub(crate) struct GameQuiz {
    games: Vec<GameSpec>,
    spec: String,
    positions: Vec<Vec<u64>>,
    current: usize,
    question: Question,
    score: Score,
}

impl GameQuiz {
    /// A quiz on these positions (none of them without a move) of `games`.
    pub(crate) fn new(games: &[GameSpec], positions: Vec<Vec<u64>>) -> Self {
        GameQuiz {
            games: games.to_vec(),
            spec: games_spec(games),
            positions,
            current: 0,
            question: Question::Value,
            score: Score::default(),
        }
    }

    fn position(&self) -> Result<GamePosition, Error> {
        GamePosition::new(&self.games, &self.positions[self.current]).map_err(Error::from)
    }

    fn list(&self) -> Result<GameMoves, Error> {
        crate::solve::game_play::moves(&self.position()?).map_err(Error::from)
    }

    /// Shows the position now asked about, or stops after the last one.
    fn ask_position(&mut self, said: &mut Transcript) -> Result<Flow, Error> {
        if self.current == self.positions.len() {
            return Ok(Flow::Stop(End::Finished));
        }
        let title = format!(
            "Position {} of {}: ",
            self.current + 1,
            self.positions.len()
        );
        position_line(said, title, &self.positions[self.current]);
        // Moore's Nim has no value to ask for.
        if self.position()?.value()?.is_none() {
            self.question = Question::Verdict;
        }
        Ok(Flow::Continue)
    }

    fn answer_value(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, Error> {
        let given = match read_whole(
            line,
            "value",
            0..=u64::MAX,
            "type the value as a whole number, 0 or more, such as 3.",
        ) {
            Ok(given) => given,
            Err(why) => return Ok(refuse(said, &why)),
        };
        let position = self.position()?;
        let value = position.value()?.unwrap_or(0);
        let values = position.heap_values()?;
        let how = if values.is_empty() {
            format!("the nim-sum of the odd steps' coins is {value}")
        } else {
            // A heap read through its game's period says how.
            let readings = position.readings()?;
            let each: Vec<String> = position
                .heaps()
                .iter()
                .zip(position.games())
                .zip(&values)
                .map(|((&h, game), g)| {
                    match readings.iter().find(|r| r.size == h && r.game == *game) {
                        Some(r) => reading_words(r),
                        None => format!("g({h}) = {g}"),
                    }
                })
                .collect();
            format!(
                "{}, and {} = {value}",
                each.join(", "),
                xor_expression(&values)
            )
        };
        self.score.mark(said, given == value, format!("{how}."));
        self.question = Question::Verdict;
        Ok(Flow::Continue)
    }

    fn answer_verdict(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, Error> {
        let given = match read_verdict(line) {
            Ok(given) => given,
            Err(why) => return Ok(refuse(said, &why)),
        };
        let outcome = self.position()?.outcome()?;
        self.score
            .mark_verdict(said, given, &self.positions[self.current], outcome);
        self.question = Question::WinningMove;
        Ok(Flow::Continue)
    }

    fn answer_move(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, Error> {
        let list = self.list()?;
        let winning: Vec<String> = list
            .moves
            .iter()
            .filter(|r| r.outcome_after == Outcome::P)
            .map(|r| any_move_words(&r.chosen, &list.games))
            .collect();
        if says_no_move(line) {
            if winning.is_empty() {
                self.score
                    .mark(said, true, "no move wins from a P-position.".to_string());
            } else {
                self.score.mark(
                    said,
                    false,
                    format!("a move wins: {}.", winning.join("; or ")),
                );
            }
        } else {
            let chosen = match read_game_move(&self.position()?, &self.spec, line)? {
                Ok(m) => m,
                Err(reason) => {
                    return Ok(refuse(said, &format!("{reason}. Type a move (see the line at the start), or `none` if no move wins.")));
                }
            };
            let words = any_move_words(&chosen, &list.games);
            let better = if winning.is_empty() {
                "no move wins here".to_string()
            } else {
                format!("a winning move: {}", winning.join("; or "))
            };
            // "leaving 4" names the heap; the position is said in a sentence
            // of its own, as the Nim quiz says it.
            let after = self.position()?.after(&chosen);
            let left = heaps_list(after.heaps());
            let (right, text) = match after.outcome()? {
                Outcome::P => (
                    true,
                    format!("{words}. The heaps become {left}, a P-position."),
                ),
                Outcome::N => (
                    false,
                    format!("{words}. The heaps become {left}, an N-position; {better}."),
                ),
            };
            self.score.mark(said, right, text);
        }
        self.current += 1;
        self.question = Question::Value;
        self.ask_position(said)
    }
}

impl Session for GameQuiz {
    fn start(&mut self, said: &mut Transcript) -> Result<Flow, Error> {
        say(
            said,
            &format!(
                "Quiz on {}, normal play (whoever makes the last move wins): {}.",
                self.spec,
                count(self.positions.len() as u64, "position", "positions")
            ),
        );
        say(said, "For each: the value (nim-sum of the Grundy values), P or N, and a winning move (`K N`, `K N A B` for a split, `S N` on the staircase, pairs `K N` for Moore's Nim, `1 N 2 N` from both heaps in Wythoff's game), or `none`. Type `quit` to stop.");
        self.ask_position(said)
    }

    fn prompt(&self) -> String {
        match self.question {
            Question::Value => "Value? ",
            Question::Verdict => "P or N? ",
            Question::WinningMove => "A winning move, or none? ",
        }
        .to_string()
    }

    fn respond(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, Error> {
        match self.question {
            Question::Value => self.answer_value(line, said),
            Question::Verdict => self.answer_verdict(line, said),
            Question::WinningMove => self.answer_move(line, said),
        }
    }

    fn finish(&mut self, end: End, said: &mut Transcript) -> Result<(), Error> {
        self.score.close(end, said);
        Ok(())
    }
}
