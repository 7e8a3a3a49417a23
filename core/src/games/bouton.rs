//! Bouton's walkthrough in words, whoever runs it: Nim under either rule
//! (normal play's steps worded by `games::nim::explain`, misère play's
//! own by `games::misere::explain`), a sum's Grundy values, a staircase's
//! odd steps.
//!
//! Exists so that no game's folder imports another's explanation: each
//! folder words its own steps, and this module, above them, picks the
//! folder whose step it is. Every walkthrough of Bouton's steps (the
//! `explain` and `check` documents, the quiz, the heap games and the
//! staircase) words them here.

use crate::doc::Section;
use crate::games::misere::explain as misere;
use crate::games::nim::explain as nim;
use crate::trace::{BoutonStep, Candidate, Step};
use crate::words::Subject;

/// One step of a Nim walkthrough, under either rules, as a section
/// worded for what its numbers stand for.
pub fn section(step: &Step, subject: Subject) -> Section {
    match step {
        Step::Bouton(step) => nim::section(step, subject),
        Step::Misere(step) => misere::section(step),
    }
}

/// Bouton's steps run by a game beyond Nim on its own numbers (`subject`:
/// a sum's Grundy values, a staircase's odd steps), each headed as such.
/// Which heaps can change is worded by the game itself (`candidates`),
/// since there a number can also grow.
pub fn on_other_numbers(
    steps: &[BoutonStep],
    subject: Subject,
    candidates: impl Fn(u32, u64, &[Candidate]) -> Section,
) -> Vec<Section> {
    steps
        .iter()
        .map(|step| {
            let mut sec = match step {
                BoutonStep::CandidateHeaps {
                    power,
                    nim_sum,
                    heaps,
                } => candidates(*power, *nim_sum, heaps),
                _ => nim::section(step, subject),
            };
            sec.heading.push_str(subject.heading());
            sec
        })
        .collect()
}
