//! A quiz on random positions of any game: for Nim, under normal or
//! misère rules, a heap in binary, a nim-sum, P or N, or all of the
//! nim-sum, P or N and a winning move; for a game beyond Nim (`--game`),
//! the value, P or N and a winning move. Each answer is checked, and a
//! wrong one told the right answer and how it is found. The engine behind
//! `nimstep quiz` and the browser edition's Quiz view: it deals, asks and
//! marks; the caller only shows what it says.
//!
//! One engine asks every game: the deal, the order of the questions, the
//! P-or-N question and the score are here, once; `nim.rs` and `games.rs`
//! hold what each asks and answers of its own.

mod games;
mod nim;

use crate::game::Rules;
use crate::games::registry;
use crate::games::spec::GameSpec;
use crate::play::deal::{deal, make_huge, Level, Shape};
use crate::play::rng::Rng;
use crate::play::talk::{asks_help, games_spec, position_line, read_verdict, Score};
use crate::play::{say_text, End, Flow, Transcript};
use crate::present::play::game_quiz_asks;
use crate::words::{count, rules_sentence};
use games::Dealt;

/// How to answer, shown when a quiz starts and in `quiz --help`.
pub const ANSWERS: &str = "For each position: the nim-sum, in decimal (`9`) or binary (`0b1001`); `P` or `N`; and a winning move as `K N`, which takes N stones from heap K (`1 9` takes 9 from heap 1), or `none`. Type `quit` to stop.";

/// The questions a quiz can ask about a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Question {
    Binary,
    /// The value: Nim's nim-sum, or a game beyond Nim's nim-sum of its
    /// heaps' values.
    Value,
    Verdict,
    WinningMove,
}

/// What a quiz practises, from the first skill of the course to the last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Skill {
    /// One heap: write it in binary.
    Binary,
    /// Two or three heaps: their nim-sum.
    NimSum,
    /// A small position (two or three heaps of at most 4): P or N.
    Label,
    /// The nim-sum, P or N, and a winning move, in turn.
    #[default]
    Full,
}

impl Skill {
    /// The skill's name as typed on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Skill::Binary => "binary",
            Skill::NimSum => "nim-sum",
            Skill::Label => "label",
            Skill::Full => "full",
        }
    }

    /// The questions asked about each position, in order.
    fn questions(self) -> &'static [Question] {
        match self {
            Skill::Binary => &[Question::Binary],
            Skill::NimSum => &[Question::Value],
            Skill::Label => &[Question::Verdict],
            Skill::Full => &[Question::Value, Question::Verdict, Question::WinningMove],
        }
    }

    /// The positions dealt for this skill at `level`.
    pub fn shape(self, level: Level) -> Shape {
        let size = level.shape().max_size;
        match self {
            Skill::Binary => Shape {
                min_heaps: 1,
                max_heaps: 1,
                max_size: size,
            },
            Skill::NimSum => Shape {
                min_heaps: 2,
                max_heaps: 3,
                max_size: size,
            },
            Skill::Label => Shape {
                min_heaps: 2,
                max_heaps: 3,
                max_size: 4,
            },
            Skill::Full => level.shape(),
        }
    }
}

/// A quiz as `nimstep quiz`'s flags ask for it, before its positions are
/// dealt: the command line and the browser edition deal from it alike.
#[derive(Debug, Clone)]
pub struct Setup {
    /// How many positions to deal.
    pub count: usize,
    /// How many heaps, and how large.
    pub level: Level,
    /// What a Nim quiz practises (a game beyond Nim asks everything).
    pub skill: Skill,
    /// The rules of a Nim quiz (a game beyond Nim is played normally).
    pub rules: Rules,
    /// The games (`--game`): none, or only Nim, for a Nim quiz.
    pub games: Vec<GameSpec>,
    /// One heap of each position dealt past the values computed as a mex,
    /// so its value is read through its game's period.
    pub huge: bool,
}

/// Why no position dealt for a quiz can be asked: the first one dealt,
/// and why it cannot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unaskable {
    /// The heaps of the first position dealt.
    pub heaps: Vec<u64>,
    /// Why it cannot be asked, to follow its heaps in a sentence: "has no
    /// move to make".
    pub why: String,
}

impl Setup {
    /// The games a quiz can deal a huge heap in (`--huge`), as `--game`
    /// spells them: every game nimstep offers that judges a heap too large
    /// to list its moves, so that a refusal names them as they stand.
    pub fn huge_games() -> Vec<String> {
        registry::huge_heaps()
            .map(|game| game.to_string())
            .collect()
    }

    /// Whether the quiz is on a game beyond Nim.
    pub fn beyond_nim(&self) -> bool {
        self.games.iter().any(|g| *g != GameSpec::Nim)
    }

    /// The quiz dealt from `seed`: the same seed asks the same questions.
    /// A position of a game beyond Nim that cannot be asked is left out;
    /// refused when none can.
    pub fn deal(&self, seed: u64) -> Result<Quiz, Unaskable> {
        let mut rng = Rng::with_seed(seed);
        let mut shape = self.skill.shape(self.level);
        if let Some(heaps) = self.games.iter().find_map(GameSpec::fixed_heaps) {
            (shape.min_heaps, shape.max_heaps) = (heaps, heaps);
        }
        let positions: Vec<Vec<u64>> = (0..self.count)
            .map(|_| {
                let mut heaps = deal(&mut rng, shape);
                if self.huge {
                    make_huge(&mut rng, &mut heaps);
                }
                heaps
            })
            .collect();
        match self.beyond_nim() {
            true => Quiz::of_games(&self.games, positions),
            false => Ok(Quiz::new(positions).on(self.rules, self.skill)),
        }
    }
}

/// What is asked: Nim under its rules, or a game beyond Nim, with what is
/// known of each of its positions.
#[derive(Debug, Clone)]
enum Asked {
    Nim { rules: Rules, skill: Skill },
    Games { spec: String, dealt: Vec<Dealt> },
}

/// A quiz in progress.
#[derive(Debug, Clone)]
pub struct Quiz {
    positions: Vec<Vec<u64>>,
    asked: Asked,
    current: usize,
    /// Which of the position's questions is being asked.
    asking: usize,
    score: Score,
}

impl Quiz {
    /// A quiz on these positions of Nim (none of them all empty), in
    /// normal play, asking everything.
    pub fn new(positions: Vec<Vec<u64>>) -> Self {
        Quiz {
            positions,
            asked: Asked::Nim {
                rules: Rules::Normal,
                skill: Skill::Full,
            },
            current: 0,
            asking: 0,
            score: Score::default(),
        }
    }

    /// The same Nim quiz under `rules`, practising `skill`.
    pub fn on(mut self, rules: Rules, skill: Skill) -> Self {
        self.asked = Asked::Nim { rules, skill };
        self
    }

    /// A quiz on the positions `positions` of `games` (one for all heaps,
    /// or one per heap), in normal play, leaving out each position that
    /// cannot be asked; refused when none can.
    pub fn of_games(games: &[GameSpec], positions: Vec<Vec<u64>>) -> Result<Self, Unaskable> {
        let mut refused: Option<Unaskable> = None;
        let mut kept = Vec::new();
        let mut dealt = Vec::new();
        for heaps in positions {
            match Dealt::new(games, &heaps) {
                Ok(d) => {
                    dealt.push(d);
                    kept.push(heaps);
                }
                Err(why) => {
                    refused.get_or_insert(Unaskable { heaps, why });
                }
            }
        }
        match refused {
            Some(refused) if kept.is_empty() => Err(refused),
            _ => Ok(Quiz {
                positions: kept,
                asked: Asked::Games {
                    spec: games_spec(games),
                    dealt,
                },
                current: 0,
                asking: 0,
                score: Score::default(),
            }),
        }
    }

    /// The questions asked about the position now asked about, in order.
    fn questions(&self) -> &'static [Question] {
        match &self.asked {
            Asked::Nim { skill, .. } => skill.questions(),
            Asked::Games { dealt, .. } => match dealt[self.at()].value {
                Some(_) => &[Question::Value, Question::Verdict, Question::WinningMove],
                None => &[Question::Verdict, Question::WinningMove],
            },
        }
    }

    fn question(&self) -> Question {
        self.questions()[self.asking]
    }

    /// The index of the position now asked about (the last one once the
    /// quiz is over).
    fn at(&self) -> usize {
        self.current.min(self.positions.len() - 1)
    }

    /// Moves to the next question, or to the next position after the
    /// last one; stops after the last position.
    fn next(&mut self, said: &mut Transcript) -> Flow {
        self.asking += 1;
        if self.asking < self.questions().len() {
            return Flow::Continue;
        }
        self.asking = 0;
        self.current += 1;
        self.ask_position(said)
    }

    /// Answers checked so far, and how many were right.
    pub fn score(&self) -> Score {
        self.score
    }

    /// The position now asked about (the last one once the quiz is over).
    pub fn heaps(&self) -> &[u64] {
        &self.positions[self.at()]
    }

    /// Says the position now asked about, or stops after the last one.
    fn ask_position(&self, said: &mut Transcript) -> Flow {
        if self.current == self.positions.len() {
            return Flow::Stop(End::Finished);
        }
        let (n, of) = (self.current + 1, self.positions.len());
        let title = match self.asked {
            Asked::Nim {
                skill: Skill::Binary,
                ..
            } => format!("Number {n} of {of}: write "),
            Asked::Nim { .. } => format!("Position {n} of {of}: heaps "),
            Asked::Games { .. } => format!("Position {n} of {of}: "),
        };
        position_line(said, title, self.heaps());
        Flow::Continue
    }

    /// The opening: the game and its rules, how many questions, how to
    /// answer, and the first position.
    pub fn start(&mut self, said: &mut Transcript) -> Flow {
        let n = self.positions.len() as u64;
        let title = match &self.asked {
            Asked::Nim { rules, skill } => {
                // Writing a number in binary is the same under either
                // rules, so the binary quiz names none.
                let rules = match skill {
                    Skill::Binary => String::new(),
                    _ => format!(" ({})", rules_sentence(*rules)),
                };
                format!("Nim quiz{rules}, {}.", count(n, "question", "questions"))
            }
            Asked::Games { spec, .. } => format!(
                "Quiz on {spec}, normal play (whoever makes the last move wins): {}.",
                count(n, "position", "positions")
            ),
        };
        say_text(said, &title);
        say_text(said, &self.how_to_answer());
        self.ask_position(said)
    }

    /// How to answer, as the opening says it and `help` says it again.
    fn how_to_answer(&self) -> String {
        match &self.asked {
            Asked::Nim { skill, .. } => match skill {
                Skill::Binary => "Write each number in binary, as 0s and 1s (`1101`).",
                Skill::NimSum => "Give the nim-sum of each position, in decimal (`9`) or binary (`0b1001`).",
                Skill::Label => "Say whether each position is P (whoever moves now loses against perfect play) or N (whoever moves now can force a win).",
                Skill::Full => ANSWERS,
            }
            .to_string(),
            Asked::Games { dealt, .. } => game_quiz_asks(&dealt[self.at()].position),
        }
    }

    /// The question now asked, as its prompt: `Nim-sum? `, `P or N? `, …
    pub fn prompt(&self) -> &'static str {
        match (self.question(), &self.asked) {
            (Question::Binary, _) => "In binary? ",
            (Question::Value, Asked::Nim { .. }) => "Nim-sum? ",
            (Question::Value, Asked::Games { .. }) => "Value? ",
            (Question::Verdict, _) => "P or N? ",
            (Question::WinningMove, Asked::Nim { .. }) => "A winning move (K N), or none? ",
            (Question::WinningMove, Asked::Games { .. }) => "A winning move, or none? ",
        }
    }

    /// Judges one answer (trimmed; never `quit`): says its mark and, when
    /// it is wrong, why. `help` (or `?`) says again how to answer, and a
    /// line that is not an answer of the kind asked is refused with why;
    /// either way the same question stands.
    pub fn respond(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, String> {
        if asks_help(line) {
            say_text(said, &self.how_to_answer());
            return Ok(Flow::Continue);
        }
        let question = self.question();
        let heaps = &self.positions[self.current];
        let score = &mut self.score;
        match (question, &self.asked) {
            (Question::Binary, _) => nim::answer_binary(score, heaps[0], line, said)?,
            (Question::Value, Asked::Nim { .. }) => nim::answer_sum(score, heaps, line, said)?,
            (Question::Verdict, Asked::Nim { rules, skill }) => {
                nim::answer_verdict(score, heaps, *rules, *skill, line, said)?;
            }
            (Question::WinningMove, Asked::Nim { rules, .. }) => {
                nim::answer_move(score, heaps, *rules, line, said)?;
            }
            (Question::Value, Asked::Games { dealt, .. }) => {
                dealt[self.current].answer_value(score, line, said)?;
            }
            (Question::Verdict, Asked::Games { dealt, .. }) => {
                let given = read_verdict(line)?;
                score.mark_verdict(said, given, heaps, dealt[self.current].outcome);
            }
            (Question::WinningMove, Asked::Games { dealt, .. }) => {
                dealt[self.current].answer_move(score, line, said)?;
            }
        }
        Ok(self.next(said))
    }

    /// The closing: why the quiz stopped, and the score.
    pub fn finish(&self, end: End, said: &mut Transcript) {
        self.score.close(end, said);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::texts;

    #[test]
    fn a_wrong_nim_sum_names_its_columns_and_shows_the_steps() {
        let mut quiz = Quiz::new(vec![vec![13, 12, 8]]);
        let mut said = Transcript::new();
        quiz.start(&mut said);
        said.clear();
        assert!(quiz
            .respond("x", &mut said)
            .unwrap_err()
            .starts_with("nim-sum `x` is not a whole number"));
        assert_eq!(
            quiz.respond("-1", &mut said).unwrap_err(),
            "nim-sum `-1` is negative: type a whole number, 0 or more, in decimal (such as 7) or binary (such as 0b111)."
        );
        quiz.respond("13", &mut said).unwrap();
        let lines = texts(&said);
        assert_eq!(
            lines[0],
            "✗ Not quite: 13 ⊕ 12 ⊕ 8 = 9, not 13: the 4 (2^2) column is wrong. Here is how:"
        );
        assert!(lines[2].starts_with("Some(1) "), "{lines:?}");
        said.clear();
        assert_eq!(quiz.prompt(), "P or N? ");
        quiz.respond("N", &mut said).unwrap();
        assert_eq!(quiz.score().tally(), (1, 2));
    }
}
