//! The Quiz view: the questions of `nimstep quiz --seed N --skill S`,
//! each answer judged by the core ([`nimstep_core::play::quiz`]).
//!
//! As in the Play view, each call replays the quiz from its seed and the
//! answers so far.

use crate::transcript::replay;
use nimstep_core::game::Rules;
use nimstep_core::play::deal::Level;
use nimstep_core::play::quiz::{Setup, Skill};

/// How many positions a quiz asks about, as `nimstep quiz` does by default.
pub const QUESTIONS: usize = 5;

/// The skills, as `--skill` names them.
const SKILLS: [Skill; 4] = [Skill::Binary, Skill::NimSum, Skill::Label, Skill::Full];

/// The quiz `nimstep quiz --seed SEED --skill SKILL` asks (at the medium
/// level, in misère play when `misere`), after the answers in `lines` (one
/// a line). The answer is three lines, then the page of the quiz so far:
/// the position asked about, the prompt (or `over`), and the score's line
/// (`Score: 1 of 2 answers right.`); refused with the quiz's own words when the last line is
/// not an answer of the kind asked.
pub fn quiz(skill: &str, misere: bool, seed: u32, lines: &str) -> Result<String, String> {
    let skill = SKILLS
        .into_iter()
        .find(|s| s.name() == skill)
        .ok_or_else(|| {
            format!("unknown skill `{skill}`: expected binary, nim-sum, label or full")
        })?;
    let setup = Setup {
        count: QUESTIONS,
        level: Level::default(),
        skill,
        rules: if misere { Rules::Misere } else { Rules::Normal },
        games: Vec::new(),
        huge: false,
    };
    // Nim's positions are always asked: only a game beyond Nim refuses one.
    let mut quiz = setup.deal(u64::from(seed)).map_err(|refused| refused.why)?;
    let (page, over) = replay(&mut quiz, "Quiz", lines)?;
    let heaps: Vec<String> = quiz.heaps().iter().map(u64::to_string).collect();
    Ok(format!(
        "{}\n{}\n{}\n{}",
        heaps.join(" "),
        if over { "over" } else { quiz.prompt() },
        quiz.score().line().text(),
        page
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quiz_is_judged_and_scored() {
        let answer = quiz("label", false, 7, "").unwrap();
        let mut lines = answer.lines();
        let heaps: Vec<u64> = lines
            .next()
            .unwrap()
            .split(' ')
            .map(|h| h.parse().unwrap())
            .collect();
        assert_eq!(lines.next(), Some("P or N? "));
        let right = if nimstep_core::solve::outcome(&heaps, Rules::Normal)
            == nimstep_core::game::Outcome::P
        {
            "P"
        } else {
            "N"
        };
        let answer = quiz("label", false, 7, right).unwrap();
        assert_eq!(answer.lines().nth(2), Some("Score: 1 of 1 answers right."));
        let err = quiz("label", false, 7, "maybe").unwrap_err();
        assert!(err.starts_with("`maybe` is not P or N"), "{err}");
        let all = quiz("label", false, 7, "P\nP\nP\nP\nP\nP\n").unwrap();
        assert_eq!(all.lines().nth(1), Some("over"));
        assert!(all.contains("Score: "), "{all}");
        assert!(quiz("chess", false, 7, "").is_err());
    }
}
