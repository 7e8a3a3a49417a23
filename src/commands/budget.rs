//! What the blocks of one run over a course may cost in all.
//!
//! Each command bounds its own work, but a course can hold any number of
//! blocks: ten `label 705 705` blocks would take many seconds and gigabytes,
//! and twenty thousand `glossary` blocks as long. Exists so that showing or
//! exporting a course stays cheap whatever the lesson files hold: every
//! block, of every kind, is charged before it runs, and the block that goes
//! over the budget is named.

use crate::cli::{Command, GamesArg, HeapArgs};
use crate::game::position::Position;
use crate::game::Game;
use crate::present::glossary::Glossary;
use crate::solve::grundy::{self, MAX_WORK};
use crate::solve::label::{self, count_reachable};
use std::cell::Cell;

/// The most positions the blocks of one run may label or draw in all
/// (`label`, `table`, `worksheet`, `grundy --upto`): two of the largest
/// `label` blocks.
pub const MAX_POSITIONS: u128 = 2 * label::MAX_POSITIONS;

/// The most heaps the blocks of one run may show in all (`explain`,
/// `check`, `moves`).
pub const MAX_HEAPS: u128 = 100_000;

/// The most glossary entries the blocks of one run may show in all:
/// a few dozen whole glossaries.
pub const MAX_ENTRIES: u128 = 5_000;

/// The most work ([`Game::work_to`]) the blocks of one run may spend
/// computing the Grundy values of games beyond Nim: twenty of the costliest
/// game specs.
pub const MAX_GAME_WORK: u128 = 20 * MAX_WORK;

/// The most blocks one run may hold, whatever each costs: far more than a
/// course needs (the built-in one has a few dozen).
pub const MAX_BLOCKS: u128 = 1_000;

/// What one block costs, in each of the budget's measures.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Cost {
    positions: u128,
    heaps: u128,
    entries: u128,
    work: u128,
}

/// What is left of the budget of one run over a course. Shared by the
/// block runner of the run (a `Fn`), so it counts in cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Budget {
    positions: Cell<u128>,
    heaps: Cell<u128>,
    entries: Cell<u128>,
    work: Cell<u128>,
    blocks: Cell<u128>,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            positions: Cell::new(MAX_POSITIONS),
            heaps: Cell::new(MAX_HEAPS),
            entries: Cell::new(MAX_ENTRIES),
            work: Cell::new(MAX_GAME_WORK),
            blocks: Cell::new(MAX_BLOCKS),
        }
    }
}

impl Budget {
    /// Takes what `command` will cost from the budget; the error says what
    /// went over and by how much. A block whose heaps do not parse costs
    /// only its place: running it reports its own error.
    pub fn charge(&self, command: &Command) -> Result<(), String> {
        let cost = cost(command);
        // What is counted, what the block does to it, what a course may
        // do in all.
        let measures = [
            (&self.blocks, 1, MAX_BLOCKS, "", "", "blocks"),
            (
                &self.positions,
                cost.positions,
                MAX_POSITIONS,
                "labels or draws",
                "take",
                "positions",
            ),
            (&self.heaps, cost.heaps, MAX_HEAPS, "shows", "show", "heaps"),
            (
                &self.entries,
                cost.entries,
                MAX_ENTRIES,
                "shows",
                "show",
                "glossary entries",
            ),
            (
                &self.work,
                cost.work,
                MAX_GAME_WORK,
                "needs",
                "spend",
                "steps of Grundy-value work",
            ),
        ];
        for (left, needed, max, does, may, unit) in measures {
            if needed > left.get() {
                let what = if does.is_empty() {
                    format!("a course may hold at most {max} {unit}")
                } else {
                    format!(
                        "this block {does} {needed} {unit}, but the blocks of one course may {may} {max} in all and only {} are left",
                        left.get()
                    )
                };
                return Err(format!("{what}: make the examples smaller or fewer"));
            }
        }
        for (left, needed, ..) in measures {
            left.set(left.get() - needed);
        }
        Ok(())
    }
}

/// What `command` will work through. `label` on a game other than Nim is
/// charged Nim's count: every position it reaches is one of those
/// multisets. A game beyond Nim is charged the work of its Grundy values
/// as far as they may be computed.
fn cost(command: &Command) -> Cost {
    let heaps = |args: &HeapArgs| {
        Position::parse_words(&args.heaps)
            .map(|p| p.heaps().to_vec())
            .unwrap_or_default()
    };
    let shown = |args: &HeapArgs, games: &GamesArg| Cost {
        heaps: heaps(args).len() as u128,
        work: work(&games.games),
        ..Cost::default()
    };
    match command {
        Command::Label(args) => {
            let start = heaps(&args.position);
            if start.len() > label::MAX_HEAPS {
                return Cost::default(); // `label` refuses it before any work
            }
            Cost {
                positions: count_reachable(&start),
                work: work(&args.game.games),
                ..Cost::default()
            }
        }
        Command::Table(args) => {
            let side = u128::from(args.max).saturating_add(1);
            Cost {
                positions: side.saturating_mul(side),
                ..Cost::default()
            }
        }
        Command::Worksheet(args) => Cost {
            positions: args.count as u128,
            ..Cost::default()
        },
        Command::Grundy(args) => Cost {
            positions: u128::from(args.upto.unwrap_or(0)).saturating_add(1),
            work: work(std::slice::from_ref(&args.game)),
            ..Cost::default()
        },
        Command::Glossary(args) => Cost {
            entries: Glossary {
                lesson: args.lesson,
            }
            .terms()
            .len() as u128,
            ..Cost::default()
        },
        Command::Explain(args) => shown(&args.position, &args.game),
        Command::Moves(args) => shown(&args.position, &args.game),
        Command::Check(args) => shown(&args.position, &args.game),
        Command::Play(_)
        | Command::Quiz(_)
        | Command::Lesson(_)
        | Command::Export(_)
        | Command::Completions(_)
        | Command::Man(_) => Cost::default(), // refused before any work
    }
}

/// The most work computing the Grundy values of `games` may take: each
/// distinct game's, as far as [`grundy::affordable_length`] lets it go.
fn work(games: &[Game]) -> u128 {
    let mut distinct: Vec<&Game> = Vec::new();
    for game in games {
        if !distinct.contains(&game) {
            distinct.push(game);
        }
    }
    distinct
        .into_iter()
        .filter(|game| matches!(game, Game::Subtract(_) | Game::Octal(_) | Game::Lasker))
        .map(|game| game.work_to(grundy::affordable_length(game)))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Cli;

    #[test]
    fn label_blocks_are_charged_their_positions() {
        let budget = Budget::default();
        let big = Cli::command_of("label 705 705");
        let each = count_reachable(&[705, 705]);
        let fit = (MAX_POSITIONS / each) as usize;
        for _ in 0..fit {
            budget.charge(&big).unwrap();
        }
        let err = budget.charge(&big).unwrap_err();
        assert!(err.contains(&format!("{each} positions")), "{err}");
        budget.charge(&Cli::command_of("label 1 2")).unwrap();
    }

    #[test]
    fn glossary_blocks_and_game_specs_are_charged() {
        let budget = Budget::default();
        let whole = Glossary { lesson: None }.terms().len() as u128;
        let glossary = Cli::command_of("glossary");
        for _ in 0..MAX_ENTRIES / whole {
            budget.charge(&glossary).unwrap();
        }
        let err = budget.charge(&glossary).unwrap_err();
        assert!(err.contains("glossary entries"), "{err}");
        let long = format!("grundy --game octal:0.4{}", "7".repeat(998));
        let budget = Budget::default();
        let err = (0..=20)
            .map(|_| budget.charge(&Cli::command_of(&long)))
            .find_map(Result::err)
            .unwrap();
        assert!(err.contains("Grundy-value work"), "{err}");
    }

    #[test]
    fn every_block_counts() {
        let budget = Budget::default();
        let cheap = Cli::command_of("explain 1");
        for _ in 0..MAX_BLOCKS {
            budget.charge(&cheap).unwrap();
        }
        let err = budget.charge(&cheap).unwrap_err();
        assert!(err.contains("at most 1000 blocks"), "{err}");
    }

    #[test]
    fn heaps_shown_are_charged() {
        let budget = Budget::default();
        let many = vec!["1"; MAX_HEAPS as usize].join(",");
        budget
            .charge(&Cli::command_of(&format!("explain {many}")))
            .unwrap();
        let err = budget.charge(&Cli::command_of("moves 1 2 3")).unwrap_err();
        assert!(err.contains("shows 3 heaps"), "{err}");
        assert!(err.contains("only 0 are left"), "{err}");
    }
}
