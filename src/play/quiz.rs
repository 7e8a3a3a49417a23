//! A quiz on random positions on the terminal: the core's quiz
//! ([`nimstep_core::play::quiz`]) under the line-by-line loop.

use crate::error::Error;
use crate::game::Rules;
use crate::palette::Palette;
use crate::play::session::{End, Flow, Session};
use crate::play::talk::{answer, tell};
use nimstep_core::play::quiz as core;
use nimstep_core::play::Transcript;
use std::io::Write;

pub(crate) use nimstep_core::play::quiz::{Skill, ANSWERS};

/// A quiz in progress, with how its words are painted and fitted.
#[derive(Debug, Clone)]
pub struct Quiz {
    quiz: core::Quiz,
    palette: Palette,
    width: u16,
}

impl Quiz {
    /// A quiz on these positions (none of them all empty).
    pub fn new(positions: Vec<Vec<u64>>, palette: Palette, width: u16) -> Self {
        Quiz {
            quiz: core::Quiz::new(positions),
            palette,
            width,
        }
    }

    /// The same quiz under `rules`, practising `skill`.
    pub(crate) fn on(mut self, rules: Rules, skill: Skill) -> Self {
        self.quiz = self.quiz.on(rules, skill);
        self
    }

    /// Answers checked so far, and how many were right.
    pub fn score(&self) -> (usize, usize) {
        self.quiz.score().tally()
    }

    fn tell<W: Write + ?Sized>(&self, out: &mut W, said: Transcript) -> Result<(), Error> {
        tell(&self.palette, self.width, out, said)
    }
}

impl Session for Quiz {
    fn start<W: Write + ?Sized>(&mut self, out: &mut W) -> Result<Flow, Error> {
        let mut said = Transcript::new();
        let flow = self.quiz.start(&mut said);
        self.tell(out, said)?;
        Ok(flow)
    }

    fn prompt(&self) -> String {
        self.quiz.prompt().to_string()
    }

    fn respond<W: Write + ?Sized>(&mut self, line: &str, out: &mut W) -> Result<Flow, Error> {
        let mut said = Transcript::new();
        let result = self.quiz.respond(line, &mut said);
        answer(&self.palette, self.width, out, said, result)
    }

    fn finish<W: Write + ?Sized>(&mut self, end: End, out: &mut W) -> Result<(), Error> {
        let mut said = Transcript::new();
        self.quiz.finish(end, &mut said);
        self.tell(out, said)
    }
}
