//! A quiz on random positions, under normal or misère rules: a heap in
//! binary, a nim-sum, P or N, or all of the nim-sum, P or N and a winning
//! move; each answer checked, a wrong one told which column went wrong or
//! shown the steps of the walkthrough that settle it. The engine behind
//! `nimstep quiz` and the browser edition's Quiz view.

use crate::game::apply;
use crate::game::binary::{nim_sum, to_binary};
use crate::game::position::{excerpt, parse_heap, read_whole};
use crate::game::{Move, Rules};
use crate::games::bouton::section;
use crate::games::nim::move_words;
use crate::games::nim::read_move;
use crate::play::deal::{Level, Shape};
use crate::play::talk::{position_line, read_verdict, says_no_move, Score};
use crate::play::{say_text, End, Flow, Said, Transcript};
use crate::present::play::why_outcome;
use crate::solve;
use crate::trace::{Step, StepKind};
use crate::words::Subject;
use crate::words::{column_name, count, heaps_list, rules_sentence, xor_expression};

/// How to answer, shown when a quiz starts and in `quiz --help`.
pub const ANSWERS: &str = "For each position: the nim-sum, in decimal (`9`) or binary (`0b1001`); `P` or `N`; and a winning move as `K N`, which takes N stones from heap K (`1 9` takes 9 from heap 1), or `none`. Type `quit` to stop.";

/// The steps that find the winning moves, shown after the answer.
fn winning_move_step(step: &Step) -> bool {
    matches!(
        step.kind(),
        StepKind::OddColumn
            | StepKind::Candidates
            | StepKind::AllMoves
            | StepKind::Endgame
            | StepKind::KeepsBigHeap
    )
}

/// The questions a quiz can ask about a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Question {
    Binary,
    NimSum,
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
            Skill::NimSum => &[Question::NimSum],
            Skill::Label => &[Question::Verdict],
            Skill::Full => &[Question::NimSum, Question::Verdict, Question::WinningMove],
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

/// A quiz in progress.
#[derive(Debug, Clone)]
pub struct Quiz {
    positions: Vec<Vec<u64>>,
    rules: Rules,
    skill: Skill,
    current: usize,
    /// Which of the skill's questions is being asked.
    asking: usize,
    score: Score,
}

/// An answer to the move question: a move, or "no move wins".
enum MoveAnswer {
    Move(Move),
    None,
}

impl Quiz {
    /// A quiz on these positions (none of them all empty), in normal play,
    /// asking everything.
    pub fn new(positions: Vec<Vec<u64>>) -> Self {
        Quiz {
            positions,
            rules: Rules::Normal,
            skill: Skill::Full,
            current: 0,
            asking: 0,
            score: Score::default(),
        }
    }

    /// The same quiz under `rules`, practising `skill`.
    pub fn on(mut self, rules: Rules, skill: Skill) -> Self {
        self.rules = rules;
        self.skill = skill;
        self
    }

    fn question(&self) -> Question {
        self.skill.questions()[self.asking]
    }

    /// Moves to the next question, or to the next position after the
    /// last one; stops after the last position.
    fn next(&mut self, said: &mut Transcript) -> Flow {
        self.asking += 1;
        if self.asking < self.skill.questions().len() {
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
        &self.positions[self.current.min(self.positions.len() - 1)]
    }

    /// Says the steps of the walkthrough under `rules` of the kinds
    /// `wanted`, numbered 1, 2, … among those shown (the binary and the
    /// nim-sum are the same under both rules). A dealt position is small,
    /// so its walkthrough always exists.
    fn show_steps(&self, said: &mut Transcript, rules: Rules, wanted: fn(&Step) -> bool) {
        let Ok(walk) = solve::nim_walkthrough(self.heaps(), rules, None) else {
            return;
        };
        for (i, step) in walk.steps.iter().filter(|s| wanted(s)).enumerate() {
            said.push(Said::Line(crate::doc::Line::new()));
            said.push(Said::Section(
                section(step, Subject::Heaps(rules)),
                Some(i + 1),
            ));
        }
    }

    /// Says the position now asked about, or stops after the last one.
    fn ask_position(&self, said: &mut Transcript) -> Flow {
        if self.current == self.positions.len() {
            return Flow::Stop(End::Finished);
        }
        let (noun, what) = if self.skill == Skill::Binary {
            ("Number", "write")
        } else {
            ("Position", "heaps")
        };
        let n = self.current + 1;
        let title = format!("{noun} {n} of {}: {what} ", self.positions.len());
        position_line(said, title, self.heaps());
        Flow::Continue
    }

    fn answer_sum(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, String> {
        // Binary as the lessons write it, else a whole number refused in
        // plain words: "-1" is negative, not "not a number".
        let token = line.trim();
        let given = parse_heap(token).or_else(|_| {
            read_whole(
                token,
                "nim-sum",
                0..=u64::MAX,
                "type a whole number, 0 or more, in decimal (such as 7) or binary (such as 0b111).",
            )
        })?;
        let s = nim_sum(self.heaps());
        let sum = format!("{} = {s}", xor_expression(self.heaps()));
        if given == s {
            self.score.mark(said, true, format!("{sum}."));
        } else {
            let wrong = wrong_columns(given ^ s);
            self.score.mark(
                said,
                false,
                format!("{sum}, not {given}: {wrong}. Here is how:"),
            );
            self.show_steps(said, Rules::Normal, |s| {
                matches!(s.kind(), StepKind::Columns | StepKind::NimSum)
            });
        }
        Ok(self.next(said))
    }

    fn answer_binary(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, String> {
        let t = line.trim();
        let digits = t
            .strip_prefix("0b")
            .or_else(|| t.strip_suffix('₂'))
            .unwrap_or(t);
        let Some(given) = (!digits.is_empty() && digits.bytes().all(|b| b == b'0' || b == b'1'))
            .then(|| u64::from_str_radix(digits, 2).ok())
            .flatten()
        else {
            return Err(format!(
                "`{}` is not a binary number: type 0s and 1s, such as 1101.",
                excerpt(line)
            ));
        };
        let n = self.heaps()[0];
        let text = format!("{n} = {}₂", to_binary(n, 0));
        if given == n {
            self.score.mark(said, true, format!("{text}."));
        } else {
            let wrong = wrong_columns(given ^ n);
            self.score.mark(
                said,
                false,
                format!("{text}; {digits}₂ is {given}: {wrong}. Here is how:"),
            );
            self.show_steps(said, Rules::Normal, |s| {
                matches!(s.kind(), StepKind::Binary)
            });
        }
        Ok(self.next(said))
    }

    fn answer_verdict(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, String> {
        let given = read_verdict(line)?;
        let heaps = &self.positions[self.current];
        let outcome = solve::outcome(heaps, self.rules);
        if !self.score.mark_verdict(said, given, heaps, outcome) {
            self.show_steps(said, self.rules, |s| {
                matches!(
                    s.kind(),
                    StepKind::Verdict | StepKind::Situation | StepKind::Singles
                )
            });
        }
        Ok(self.next(said))
    }

    fn answer_move(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, String> {
        let given = if says_no_move(line) {
            MoveAnswer::None
        } else {
            match read_move(line, self.heaps()) {
                Ok(m) => MoveAnswer::Move(m),
                Err(reason) => {
                    return Err(format!("{reason}. Type `K N` to take N stones from heap K, or `none` if no move wins."));
                }
            }
        };
        let heaps = self.heaps().to_vec();
        let moves = solve::winning_moves(&heaps, self.rules);
        let all: Vec<String> = moves.iter().map(move_words).collect();
        match given {
            MoveAnswer::None if moves.is_empty() => {
                self.score
                    .mark(said, true, "no move wins from a P-position.".to_string());
            }
            MoveAnswer::None => {
                let text = format!(
                    "this is an N-position, so a move wins: {}.",
                    all.join("; or ")
                );
                self.score.mark(said, false, text);
                self.show_steps(said, self.rules, winning_move_step);
            }
            MoveAnswer::Move(m) if moves.contains(&m) => {
                let after = apply(&heaps, &m);
                let text = match self.rules {
                    Rules::Normal => format!(
                        "{}. The heaps become {}, with nim-sum {} = 0.",
                        move_words(&m),
                        heaps_list(&after),
                        xor_expression(&after)
                    ),
                    Rules::Misere => format!(
                        "{}. The heaps become {}, a P-position for your opponent.",
                        move_words(&m),
                        heaps_list(&after)
                    ),
                };
                self.score.mark(said, true, text);
            }
            MoveAnswer::Move(m) => {
                let after = apply(&heaps, &m);
                let text = match self.rules {
                    Rules::Normal => format!(
                        "{}. The heaps become {}, and {} = {}, not 0.",
                        move_words(&m),
                        heaps_list(&after),
                        xor_expression(&after),
                        nim_sum(&after)
                    ),
                    Rules::Misere => format!(
                        "{}. The heaps become {}, an N-position for your opponent ({}).",
                        move_words(&m),
                        heaps_list(&after),
                        why_outcome(&after, self.rules)
                    ),
                };
                self.score.mark(said, false, text);
                if moves.is_empty() {
                    self.show_steps(said, self.rules, |s| {
                        matches!(s.kind(), StepKind::EveryMoveLoses)
                    });
                } else {
                    self.show_steps(said, self.rules, winning_move_step);
                }
            }
        }
        Ok(self.next(said))
    }

    /// The opening: the rules, how many questions, how to answer, and the
    /// first position.
    pub fn start(&mut self, said: &mut Transcript) -> Flow {
        let what = match self.skill {
            Skill::Binary => "Write each number in binary, as 0s and 1s (`1101`).",
            Skill::NimSum => "Give the nim-sum of each position, in decimal (`9`) or binary (`0b1001`).",
            Skill::Label => "Say whether each position is P (whoever moves now loses) or N (whoever moves now wins).",
            Skill::Full => ANSWERS,
        };
        say_text(
            said,
            &format!(
                "Nim quiz ({}), {}.",
                rules_sentence(self.rules),
                count(self.positions.len() as u64, "question", "questions")
            ),
        );
        say_text(said, what);
        self.ask_position(said)
    }

    /// The question now asked, as its prompt: `Nim-sum? `, `P or N? `, …
    pub fn prompt(&self) -> &'static str {
        match self.question() {
            Question::Binary => "In binary? ",
            Question::NimSum => "Nim-sum? ",
            Question::Verdict => "P or N? ",
            Question::WinningMove => "A winning move (K N), or none? ",
        }
    }

    /// Judges one answer (trimmed; never `quit`): says its mark and, when
    /// it is wrong, why. A line that is not an answer of the kind asked is
    /// refused with why, and the same question stands.
    pub fn respond(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, String> {
        match self.question() {
            Question::Binary => self.answer_binary(line, said),
            Question::NimSum => self.answer_sum(line, said),
            Question::Verdict => self.answer_verdict(line, said),
            Question::WinningMove => self.answer_move(line, said),
        }
    }

    /// The closing: why the quiz stopped, and the score.
    pub fn finish(&self, end: End, said: &mut Transcript) {
        self.score.close(end, said);
    }
}

/// Which columns an answer got wrong, from the bits where it differs from
/// the right one (`diff`, not 0): "the 4 (2^2) column is wrong", or "the 8
/// (2^3) and 1 (2^0) columns are wrong".
fn wrong_columns(diff: u64) -> String {
    let names: Vec<String> = (0..64)
        .rev()
        .filter(|p| diff >> p & 1 == 1)
        .map(|p| column_name(p).trim_end_matches(" column").to_string())
        .collect();
    match names.as_slice() {
        [one] => format!("{one} column is wrong"),
        [init @ .., last] => format!("{} and {last} columns are wrong", init.join(", ")),
        [] => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(said: &Transcript) -> Vec<String> {
        said.iter()
            .map(|s| match s {
                Said::Line(line) => line.text(),
                Said::Section(section, n) => format!("{n:?} {}", section.heading),
            })
            .collect()
    }

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

    #[test]
    fn columns_are_named_highest_first() {
        assert_eq!(wrong_columns(0b100), "the 4 (2^2) column is wrong");
        assert_eq!(
            wrong_columns(0b1011),
            "the 8 (2^3), the 2 (2^1) and the 1 (2^0) columns are wrong"
        );
    }
}
