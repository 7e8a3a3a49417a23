//! A quiz on games beyond Nim (`quiz --game`): the value of the position
//! (the nim-sum of its Grundy values, or of the odd steps), P or N, and a
//! winning move, each checked and a wrong answer explained.

use crate::error::Error;
use crate::game::position::read_whole;
use crate::game::Outcome;
use crate::games::error::SetupError;
use crate::games::heap::grundy::Sum;
use crate::games::heap::reach;
use crate::games::spec::GameSpec;
use crate::play::game_match::{games_spec, read_game_move};
use crate::play::session::{refuse, End, Flow, Session};
use crate::present::game_play::reading_words;
use crate::present::sum::any_move_words;
use crate::solve::game_play::{GamePosition, PlayError};
use crate::solve::move_list::GameMoves;
use nimstep_core::play::say_text;
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

    /// The winning moves from the position asked about, as the quiz says
    /// them (empty from a P-position): each one listed, and, when a heap
    /// too large to try every move has more than its search lists, how many
    /// more there are, as the solver counts them, so a student is never
    /// told a part for the whole.
    fn winning_words(&self) -> Result<String, Error> {
        let list = self.list()?;
        let winning: Vec<String> = list
            .moves
            .iter()
            .filter(|r| r.outcome_after == Outcome::P)
            .map(|r| any_move_words(&r.chosen, &list.games))
            .collect();
        let mut words = winning.join("; or ");
        if list.searched.is_empty() || winning.is_empty() {
            return Ok(words);
        }
        let heaps = &self.positions[self.current];
        let setup = |err: SetupError| Error::from(PlayError::from(err));
        let sum = Sum::new(&list.games, heaps).map_err(|e| setup(e.into()))?;
        let found = reach::winning_moves(&sum, heaps).map_err(|e| setup(e.into()))?;
        let more = found.total - winning.len() as u128;
        if more > 0 {
            // Counted as a player counts moves, as every count is.
            let (one_of_each, mirrors) = match found.in_play != found.total {
                true => (
                    ", one of each pair of mirror images as the list names them",
                    ", a move and its mirror image on a row of pins counted apart",
                ),
                false => ("", ""),
            };
            words.push_str(&format!(
                ", and {more} more not listed{one_of_each} ({} winning moves in all{mirrors})",
                found.in_play
            ));
        }
        Ok(words)
    }

    fn answer_move(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, Error> {
        let winning = self.winning_words()?;
        if says_no_move(line) {
            if winning.is_empty() {
                self.score
                    .mark(said, true, "no move wins from a P-position.".to_string());
            } else {
                self.score
                    .mark(said, false, format!("a move wins: {winning}."));
            }
        } else {
            let chosen = match read_game_move(&self.position()?, line)? {
                Ok(m) => m,
                Err(reason) => {
                    return Ok(refuse(said, &format!("{reason}. Type a move (see the line at the start), or `none` if no move wins.")));
                }
            };
            let words = any_move_words(&chosen, self.position()?.games());
            let better = if winning.is_empty() {
                "no move wins here".to_string()
            } else {
                format!("a winning move: {winning}")
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
        say_text(
            said,
            &format!(
                "Quiz on {}, normal play (whoever makes the last move wins): {}.",
                self.spec,
                count(self.positions.len() as u64, "position", "positions")
            ),
        );
        say_text(said, "For each: the value (nim-sum of the Grundy values), P or N, and a winning move (`K N`, `K N A B` for a split, `S N` on the staircase, pairs `K N` for Moore's Nim, `1 N 2 N` from both heaps in Wythoff's game), or `none`. Type `quit` to stop.");
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

#[cfg(test)]
mod tests {
    use super::*;
    use nimstep_core::play::Said;

    /// Kayles' values by the mex of every option, from its rule alone:
    /// knock down one pin or two neighbours, leaving two rows (either may
    /// be empty).
    fn kayles_by_the_definition(up_to: usize) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::with_capacity(up_to + 1);
        for n in 0..=up_to {
            let mut seen = vec![false; n + 2];
            for k in [1, 2].into_iter().filter(|&k| k <= n) {
                for a in 0..=(n - k) {
                    let v = (values[a] ^ values[n - k - a]) as usize;
                    if v < seen.len() {
                        seen[v] = true;
                    }
                }
            }
            values.push(seen.iter().position(|&s| !s).unwrap() as u64);
        }
        values
    }

    /// The winning moves of a Kayles position counted by trying every
    /// move: a move and its mirror image once (the rows left, smaller
    /// first), and apart (every set of pins knocked down).
    fn winning_by_brute_force(heaps: &[u64], values: &[u64]) -> (u128, u128) {
        let s = heaps.iter().fold(0, |acc, &h| acc ^ values[h as usize]);
        let (mut once, mut apart) = (0, 0);
        for &h in heaps {
            let h = h as usize;
            let target = s ^ values[h];
            for k in [1, 2].into_iter().filter(|&k| k <= h) {
                let left = h - k;
                let wins = |&a: &usize| values[a] ^ values[left - a] == target;
                once += (0..=left / 2).filter(wins).count() as u128;
                apart += (0..=left).filter(wins).count() as u128;
            }
        }
        (once, apart)
    }

    /// What the quiz says when told that no move wins from `heaps`.
    fn told_none(heaps: &[u64]) -> String {
        let kayles: GameSpec = "kayles".parse().unwrap();
        let mut quiz = GameQuiz::new(&[kayles], vec![heaps.to_vec()]);
        let mut said = Transcript::new();
        quiz.start(&mut said).unwrap();
        quiz.question = Question::WinningMove;
        said.clear();
        quiz.respond("none", &mut said).unwrap();
        said.iter()
            .filter_map(|s| match s {
                Said::Line(line) => Some(line.text()),
                Said::Section(..) => None,
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn a_huge_heaps_winning_moves_are_counted_as_brute_force_counts_them() {
        // 10,037 pins is past the heaps whose moves are listed, so its
        // winning moves are searched and only the first few listed.
        let values = kayles_by_the_definition(10_040);
        let mut counted = 0;
        for heaps in [
            vec![7, 10, 3, 10_037],
            vec![10_037],
            vec![1, 10_039],
            vec![5, 10_030],
        ] {
            let text = told_none(&heaps);
            let (total, apart) = winning_by_brute_force(&heaps, &values);
            let listed = text.matches("knock down").count() as u128;
            if total == listed {
                assert!(!text.contains("not listed"), "{heaps:?}: {total}\n{text}");
                continue;
            }
            counted += 1;
            assert!(
                text.contains(&format!(
                    ", and {} more not listed, one of each pair of mirror images as the list names them ({apart} winning moves in all, a move and its mirror image on a row of pins counted apart)",
                    total - listed
                )),
                "{heaps:?}: {total}\n{text}"
            );
        }
        assert!(counted >= 2, "{counted}");
        // Every winning move listed: nothing more to say.
        let text = told_none(&[7, 10, 3]);
        assert!(!text.contains("not listed"), "{text}");
        assert_eq!(
            text.matches("knock down").count() as u128,
            winning_by_brute_force(&[7, 10, 3], &values).0
        );
    }
}
