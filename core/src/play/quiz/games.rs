//! What the quiz asks about a position of a game beyond Nim (`quiz
//! --game`), in normal play: its value (the nim-sum of its Grundy values,
//! or of the odd steps), P or N, and a winning move, each wrong answer told
//! the right one and how it is found.

use crate::game::position::read_whole;
use crate::game::Outcome;
use crate::games::error::SetupError;
use crate::games::heap::grundy::Sum;
use crate::games::heap::reach;
use crate::games::played::PlayError;
use crate::games::spec::GameSpec;
use crate::play::talk::{read_game_move, says_no_move, Score};
use crate::play::Transcript;
use crate::present::game_play::reading_words;
use crate::solve::game_play::{moves, GamePosition};
use crate::words::{heaps_list, xor_expression};

/// A position dealt for the quiz, with what is known of it before any
/// answer: each of these could fail on a position too large to judge, so
/// a position is asked only once all have been worked out.
#[derive(Debug, Clone)]
pub(super) struct Dealt {
    pub(super) position: GamePosition,
    /// The value asked for, and how it is worked out as the answer says
    /// it: `None` in a game whose positions have no value (Moore's Nim,
    /// Wythoff's game), which asks P or N first.
    pub(super) value: Option<(u64, String)>,
    pub(super) outcome: Outcome,
    /// The winning moves as the answer says them (empty from a
    /// P-position).
    winning: String,
}

impl Dealt {
    /// The position `heaps` of `games`, with what the quiz says of it; or
    /// why it cannot be asked: without a move to make, with a value not
    /// known, or with too many moves to judge them all (in a sum of heap
    /// games and in Wythoff's game, the winning ones are found without the
    /// list).
    pub(super) fn new(games: &[GameSpec], heaps: &[u64]) -> Result<Self, String> {
        let why = |err: PlayError| match err {
            PlayError::TooManyMoves { max } => {
                format!("has more than {max} moves, more than the quiz judges")
            }
            err => format!("cannot be judged: {err}"),
        };
        let position = GamePosition::new(games, heaps).map_err(why)?;
        if !position.has_move().map_err(why)? {
            return Err("has no move to make".to_string());
        }
        let value = match position.value().map_err(why)? {
            Some(value) => Some((value, value_words(&position, value).map_err(why)?)),
            None => None,
        };
        let winning = winning_words(&position).map_err(why)?;
        let outcome = position.outcome().map_err(why)?;
        Ok(Dealt {
            position,
            value,
            outcome,
            winning,
        })
    }

    /// Marks a value given, or refuses a line that is not a whole number.
    pub(super) fn answer_value(
        &self,
        score: &mut Score,
        line: &str,
        said: &mut Transcript,
    ) -> Result<(), String> {
        let given = read_whole(
            line,
            "value",
            0..=u64::MAX,
            "type the value as a whole number, 0 or more, such as 3.",
        )?;
        if let Some((value, how)) = &self.value {
            score.mark(said, given == *value, format!("{how}."));
        }
        Ok(())
    }

    /// Marks a move (or `none`) given, or refuses a line that is neither:
    /// a move is right when it leaves a P-position.
    pub(super) fn answer_move(
        &self,
        score: &mut Score,
        line: &str,
        said: &mut Transcript,
    ) -> Result<(), String> {
        let winning = &self.winning;
        if says_no_move(line) {
            if winning.is_empty() {
                score.mark(said, true, "no move wins from a P-position.".to_string());
            } else {
                score.mark(said, false, format!("a move wins: {winning}."));
            }
            return Ok(());
        }
        let unjudged = |err: PlayError| format!("{err}.");
        let chosen = match read_game_move(&self.position, line).map_err(unjudged)? {
            Ok(m) => m,
            Err(reason) => {
                return Err(format!(
                    "{reason}. Type a move (see the line at the start), or `none` if no move wins."
                ));
            }
        };
        let words = chosen.words(self.position.games());
        // The winning moves are the position asked's, not the one the
        // move left: the clause names it.
        let asked = heaps_list(self.position.heaps());
        let better = if winning.is_empty() {
            format!("from {asked} no move wins")
        } else {
            format!("a winning move from {asked} was: {winning}")
        };
        // "leaving 4" names the heap; the position is said in a sentence
        // of its own, as the Nim quiz says it, in the game's own word for
        // its numbers (a staircase's steps).
        let after = self.position.after(&chosen);
        let left = heaps_list(after.heaps());
        let what = self.position.heaps_are().to_lowercase();
        let (right, text) = match after.outcome().map_err(unjudged)? {
            Outcome::P => (
                true,
                format!("{words}. The {what} become {left}, a P-position."),
            ),
            Outcome::N => (
                false,
                format!("{words}. The {what} become {left}, an N-position; {better}."),
            ),
        };
        score.mark(said, right, text);
        Ok(())
    }
}

/// How the value `value` of `position` is worked out: each heap's Grundy
/// value (a heap read through its game's period says how) and their
/// nim-sum, or, in a game whose heaps have no values of their own, what
/// the game says its value is (staircase Nim: the nim-sum of the coins on
/// the odd steps).
fn value_words(position: &GamePosition, value: u64) -> Result<String, PlayError> {
    let values = position.heap_values()?;
    if values.is_empty() {
        let what = position.value_is().unwrap_or("the value");
        return Ok(format!("{what} is {value}"));
    }
    let readings = position.readings()?;
    let each: Vec<String> = position
        .heaps()
        .iter()
        .zip(position.games())
        .zip(&values)
        .map(
            |((&h, game), g)| match readings.iter().find(|r| r.size == h && r.game == *game) {
                Some(r) => reading_words(r),
                None => format!("g({h}) = {g}"),
            },
        )
        .collect();
    Ok(format!(
        "{}, and {} = {value}",
        each.join(", "),
        xor_expression(&values)
    ))
}

/// The winning moves from `position`, as the quiz says them (empty from a
/// P-position): each one listed, and, when a heap too large to try every
/// move has more than its search lists, how many more there are, as the
/// solver counts them, so a student is never told a part for the whole.
fn winning_words(position: &GamePosition) -> Result<String, PlayError> {
    let list = moves(position)?;
    let winning: Vec<String> = list
        .moves
        .iter()
        .filter(|r| r.outcome_after == Outcome::P)
        .map(|r| r.chosen.words(&list.games))
        .collect();
    let mut words = winning.join("; or ");
    if list.searched.is_empty() || winning.is_empty() {
        return Ok(words);
    }
    let heaps = position.heaps();
    let setup = |err: SetupError| PlayError::from(err);
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

#[cfg(test)]
mod tests {
    use super::Dealt;
    use crate::games::oracle;
    use crate::games::spec::GameSpec;
    use crate::games::staircase::Staircase;
    use crate::play::quiz::Quiz;
    use crate::play::{texts, Transcript};

    /// A staircase's value, as the quiz's answer says it, is the Grundy
    /// value the definitions give (the mex over every move, worked out by
    /// the oracle), named as the game names it.
    #[test]
    fn a_staircase_value_is_said_as_the_definitions_find_it() {
        let staircase = [GameSpec::Staircase];
        for coins in [vec![1, 2], vec![3, 0, 2], vec![2, 2, 2], vec![0, 3, 1, 2]] {
            let Ok(dealt) = Dealt::new(&staircase, &coins) else {
                panic!("{coins:?} can be asked");
            };
            let by_definition = oracle::grundy(&Staircase, &coins).unwrap();
            let said = format!("the nim-sum of the coins on the odd steps is {by_definition}");
            assert_eq!(dealt.value, Some((by_definition, said)), "{coins:?}");
        }
    }

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
        let mut quiz = Quiz::of_games(&[kayles], vec![heaps.to_vec()]).unwrap();
        let mut said = Transcript::new();
        quiz.start(&mut said);
        for answer in ["0", "N"] {
            quiz.respond(answer, &mut said).unwrap();
        }
        said.clear();
        quiz.respond("none", &mut said).unwrap();
        texts(&said).join("\n")
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
