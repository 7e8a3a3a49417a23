//! A quiz on random positions, under normal or misère rules: a heap in
//! binary, a nim-sum, P or N, or all of the nim-sum, P or N and a winning
//! move; each answer checked, a wrong one explained with the steps of the
//! walkthrough that settle it. The engine behind `nimstep quiz`.

use crate::error::Error;
use crate::game::apply;
use crate::game::binary::{nim_sum, to_binary};
use crate::game::position::Position;
use crate::game::{Move, Rules};
use crate::input::excerpt;
use crate::palette::Palette;
use crate::play::deal::{Level, Shape};
use crate::play::session::{End, Flow, Session};
use crate::play::talk::{position_line, read_verdict, says_no_move, Score};
use crate::play::turn::read_move;
use crate::present::explain::{section, Subject};
use crate::present::play::why_outcome;
use crate::present::words::move_words;
use crate::present::words::{count, heaps_list, rules_sentence, xor_expression};
use crate::render::terminal::render_section;
use crate::solve;
use crate::trace::Step;
use std::io::Write;

/// How to answer, shown when a quiz starts and in `quiz --help`.
pub const ANSWERS: &str = "For each position: the nim-sum, in decimal (`9`) or binary (`0b1001`); `P` or `N`; and a winning move as `K N`, which takes N stones from heap K (`1 9` takes 9 from heap 1), or `none`. Type `quit` to stop.";

/// The steps that find the winning moves, shown after the answer.
fn winning_move_step(step: &Step) -> bool {
    matches!(
        step,
        Step::LeftmostOddColumn { .. }
            | Step::CandidateHeaps { .. }
            | Step::AllWinningMoves { .. }
            | Step::EndgameMove { .. }
            | Step::KeepsBigHeap { .. }
            | Step::MisereWinningMoves { .. }
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
    palette: Palette,
    width: u16,
}

/// An answer to the move question: a move, or "no move wins".
enum MoveAnswer {
    Move(Move),
    None,
}

impl Quiz {
    /// A quiz on these positions (none of them all empty).
    pub fn new(positions: Vec<Vec<u64>>, palette: Palette, width: u16) -> Self {
        Quiz {
            positions,
            rules: Rules::Normal,
            skill: Skill::Full,
            current: 0,
            asking: 0,
            score: Score::new(palette),
            palette,
            width,
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
    fn next<W: Write + ?Sized>(&mut self, out: &mut W) -> Result<Flow, Error> {
        self.asking += 1;
        if self.asking < self.skill.questions().len() {
            return Ok(Flow::Continue);
        }
        self.asking = 0;
        self.current += 1;
        self.ask_position(out)
    }

    /// Answers checked so far, and how many were right.
    pub fn score(&self) -> (usize, usize) {
        self.score.tally()
    }

    fn heaps(&self) -> &[u64] {
        &self.positions[self.current]
    }

    /// Writes the steps of the trace of the kinds `wanted`, numbered 1, 2,
    /// … among those shown.
    fn show_steps<W: Write + ?Sized>(
        &self,
        out: &mut W,
        wanted: fn(&Step) -> bool,
    ) -> Result<(), Error> {
        self.show_steps_under(out, self.rules, wanted)
    }

    /// [`Self::show_steps`] from the walkthrough under `rules` (the binary
    /// and the nim-sum are the same under both).
    fn show_steps_under<W: Write + ?Sized>(
        &self,
        out: &mut W,
        rules: Rules,
        wanted: fn(&Step) -> bool,
    ) -> Result<(), Error> {
        let trace = solve::explain(&Position::new(self.heaps().to_vec())?, rules, None)?;
        // Numbered as the student sees them: 1, 2, 3, … among those shown.
        for (i, step) in trace.steps.iter().filter(|s| wanted(s)).enumerate() {
            writeln!(out)?;
            write!(
                out,
                "{}",
                render_section(
                    &section(step, Subject::Heaps(rules)),
                    Some(i + 1),
                    false,
                    &self.palette,
                    self.width
                )
            )?;
        }
        Ok(())
    }

    /// Shows the position now asked about, or stops after the last one.
    fn ask_position<W: Write + ?Sized>(&self, out: &mut W) -> Result<Flow, Error> {
        if self.current == self.positions.len() {
            return Ok(Flow::Stop(End::Finished));
        }
        let (noun, what) = if self.skill == Skill::Binary {
            ("Number", "write")
        } else {
            ("Position", "heaps")
        };
        let n = self.current + 1;
        let title = format!("{noun} {n} of {}: {what} ", self.positions.len());
        position_line(&self.palette, out, title, self.heaps())?;
        Ok(Flow::Continue)
    }

    fn answer_sum<W: Write + ?Sized>(&mut self, line: &str, out: &mut W) -> Result<Flow, Error> {
        let Some(given) = parse_number(line) else {
            writeln!(out, "`{}` is not a number: type the nim-sum in decimal (such as 7) or binary (such as 0b111).", excerpt(line))?;
            return Ok(Flow::Continue);
        };
        let s = nim_sum(self.heaps());
        let sum = format!("{} = {s}", xor_expression(self.heaps()));
        if given == s {
            self.score.mark(out, true, format!("{sum}."))?;
        } else {
            self.score
                .mark(out, false, format!("{sum}, not {given}. Here is how:"))?;
            self.show_steps_under(out, Rules::Normal, |s| {
                matches!(s, Step::ColumnTable { .. } | Step::NimSum { .. })
            })?;
        }
        self.next(out)
    }

    fn answer_binary<W: Write + ?Sized>(&mut self, line: &str, out: &mut W) -> Result<Flow, Error> {
        let t = line.trim();
        let digits = t
            .strip_prefix("0b")
            .or_else(|| t.strip_suffix('₂'))
            .unwrap_or(t);
        let Some(given) = (!digits.is_empty() && digits.bytes().all(|b| b == b'0' || b == b'1'))
            .then(|| u64::from_str_radix(digits, 2).ok())
            .flatten()
        else {
            writeln!(
                out,
                "`{}` is not a binary number: type 0s and 1s, such as 1101.",
                excerpt(line)
            )?;
            return Ok(Flow::Continue);
        };
        let n = self.heaps()[0];
        let text = format!("{n} = {}₂", to_binary(n, 0));
        if given == n {
            self.score.mark(out, true, format!("{text}."))?;
        } else {
            self.score.mark(
                out,
                false,
                format!("{text}; {digits}₂ is {given}. Here is how:"),
            )?;
            self.show_steps_under(out, Rules::Normal, |s| {
                matches!(s, Step::BinaryExpansion { .. })
            })?;
        }
        self.next(out)
    }

    fn answer_verdict<W: Write + ?Sized>(
        &mut self,
        line: &str,
        out: &mut W,
    ) -> Result<Flow, Error> {
        let Some(given) = read_verdict(line, out)? else {
            return Ok(Flow::Continue);
        };
        let heaps = &self.positions[self.current];
        let outcome = solve::outcome(heaps, self.rules);
        if !self.score.mark_verdict(out, given, heaps, outcome)? {
            self.show_steps(out, |s| {
                matches!(
                    s,
                    Step::Verdict { .. } | Step::MiserePhase { .. } | Step::SinglesParity { .. }
                )
            })?;
        }
        self.next(out)
    }

    fn answer_move<W: Write + ?Sized>(&mut self, line: &str, out: &mut W) -> Result<Flow, Error> {
        let given = if says_no_move(line) {
            MoveAnswer::None
        } else {
            match read_move(line, self.heaps()) {
                Ok(m) => MoveAnswer::Move(m),
                Err(reason) => {
                    writeln!(out, "{reason}. Type `K N` to take N stones from heap K, or `none` if no move wins.")?;
                    return Ok(Flow::Continue);
                }
            }
        };
        let heaps = self.heaps().to_vec();
        let moves = solve::winning_moves(&heaps, self.rules);
        let all: Vec<String> = moves.iter().map(move_words).collect();
        match given {
            MoveAnswer::None if moves.is_empty() => {
                self.score
                    .mark(out, true, "no move wins from a P-position.".to_string())?;
            }
            MoveAnswer::None => {
                let text = format!(
                    "this is an N-position, so a move wins: {}.",
                    all.join("; or ")
                );
                self.score.mark(out, false, text)?;
                self.show_steps(out, winning_move_step)?;
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
                self.score.mark(out, true, text)?;
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
                self.score.mark(out, false, text)?;
                if moves.is_empty() {
                    self.show_steps(out, |s| matches!(s, Step::EveryMoveLoses { .. }))?;
                } else {
                    self.show_steps(out, winning_move_step)?;
                }
            }
        }
        self.next(out)
    }
}

/// A whole number in decimal, or in binary with `0b` or a trailing `₂`.
fn parse_number(text: &str) -> Option<u64> {
    let t = text.trim();
    if let Some(bits) = t.strip_prefix("0b").or_else(|| t.strip_suffix('₂')) {
        return u64::from_str_radix(bits, 2).ok();
    }
    t.parse().ok()
}

impl Session for Quiz {
    fn start<W: Write + ?Sized>(&mut self, out: &mut W) -> Result<Flow, Error> {
        let what = match self.skill {
            Skill::Binary => "Write each number in binary, as 0s and 1s (`1101`).",
            Skill::NimSum => "Give the nim-sum of each position, in decimal (`9`) or binary (`0b1001`).",
            Skill::Label => "Say whether each position is P (whoever moves now loses) or N (whoever moves now wins).",
            Skill::Full => ANSWERS,
        };
        writeln!(
            out,
            "Nim quiz ({}), {}.",
            rules_sentence(self.rules),
            count(self.positions.len() as u64, "question", "questions")
        )?;
        writeln!(out, "{what}")?;
        self.ask_position(out)
    }

    fn prompt(&self) -> String {
        match self.question() {
            Question::Binary => "In binary? ",
            Question::NimSum => "Nim-sum? ",
            Question::Verdict => "P or N? ",
            Question::WinningMove => "A winning move (K N), or none? ",
        }
        .to_string()
    }

    fn respond<W: Write + ?Sized>(&mut self, line: &str, out: &mut W) -> Result<Flow, Error> {
        match self.question() {
            Question::Binary => self.answer_binary(line, out),
            Question::NimSum => self.answer_sum(line, out),
            Question::Verdict => self.answer_verdict(line, out),
            Question::WinningMove => self.answer_move(line, out),
        }
    }

    fn finish<W: Write + ?Sized>(&mut self, end: End, out: &mut W) -> Result<(), Error> {
        self.score.close(end, out)
    }
}
