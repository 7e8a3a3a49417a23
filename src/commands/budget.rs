//! What the blocks of one run over a course may cost in all.
//!
//! Each command bounds its own work, but a course can hold any number of
//! blocks: ten `label 705 705` blocks would take many seconds and gigabytes,
//! and twenty thousand `glossary` blocks as long. Exists so that showing or
//! exporting a course stays cheap whatever the lesson files hold: every
//! block, of every kind, is charged before it runs, and the block that goes
//! over the budget is named.

use crate::cli::HeapArgs;
use crate::game::position::Position;
use crate::game::Game;
use crate::solve::grundy::{self, MAX_WORK};
use crate::solve::label;
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

/// What one block costs, in each of the budget's measures: each command
/// says what it costs in its own module ([`crate::commands::declared`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Cost {
    /// Positions labelled or drawn.
    pub positions: u128,
    /// Heaps shown.
    pub heaps: u128,
    /// Glossary entries shown.
    pub entries: u128,
    /// Steps of Grundy-value work for games beyond Nim.
    pub work: u128,
}

impl Cost {
    /// The cost of showing the position of `args` in `games`: its heaps,
    /// and the Grundy values of the games. Heaps that do not parse cost
    /// nothing: running the block reports its own error.
    pub fn shown(args: &HeapArgs, games: &[Game]) -> Cost {
        Cost {
            heaps: heaps(args).len() as u128,
            work: work(games),
            ..Cost::default()
        }
    }
}

/// The heaps of `args`, or none when they do not parse.
pub fn heaps(args: &HeapArgs) -> Vec<u64> {
    Position::parse_words(&args.heaps)
        .map(|p| p.heaps().to_vec())
        .unwrap_or_default()
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
    /// Takes `cost`, what one block will cost, from the budget; the error
    /// says what went over and by how much.
    pub fn charge(&self, cost: Cost) -> Result<(), String> {
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

/// The most work computing the Grundy values of `games` may take: each
/// distinct game's, as far as [`grundy::affordable_length`] lets it go.
pub fn work(games: &[Game]) -> u128 {
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
    use crate::present::glossary::Glossary;
    use crate::solve::label::count_reachable;

    /// What the block `line` costs.
    fn cost_of(line: &str) -> Cost {
        Cli::command_of(line).declared().in_lesson().unwrap().cost()
    }

    #[test]
    fn label_blocks_are_charged_their_positions() {
        let budget = Budget::default();
        let big = cost_of("label 705 705");
        let each = count_reachable(&[705, 705]);
        let fit = (MAX_POSITIONS / each) as usize;
        for _ in 0..fit {
            budget.charge(big).unwrap();
        }
        let err = budget.charge(big).unwrap_err();
        assert!(err.contains(&format!("{each} positions")), "{err}");
        budget.charge(cost_of("label 1 2")).unwrap();
    }

    #[test]
    fn glossary_blocks_and_game_specs_are_charged() {
        let budget = Budget::default();
        let whole = Glossary { lesson: None }.terms().len() as u128;
        let glossary = cost_of("glossary");
        for _ in 0..MAX_ENTRIES / whole {
            budget.charge(glossary).unwrap();
        }
        let err = budget.charge(glossary).unwrap_err();
        assert!(err.contains("glossary entries"), "{err}");
        let long = format!("grundy --game octal:0.4{}", "7".repeat(998));
        let budget = Budget::default();
        let err = (0..=20)
            .map(|_| budget.charge(cost_of(&long)))
            .find_map(Result::err)
            .unwrap();
        assert!(err.contains("Grundy-value work"), "{err}");
    }

    #[test]
    fn every_block_counts() {
        let budget = Budget::default();
        let cheap = cost_of("explain 1");
        for _ in 0..MAX_BLOCKS {
            budget.charge(cheap).unwrap();
        }
        let err = budget.charge(cheap).unwrap_err();
        assert!(err.contains("at most 1000 blocks"), "{err}");
    }

    #[test]
    fn heaps_shown_are_charged() {
        let budget = Budget::default();
        let many = vec!["1"; MAX_HEAPS as usize].join(",");
        budget.charge(cost_of(&format!("explain {many}"))).unwrap();
        let err = budget.charge(cost_of("moves 1 2 3")).unwrap_err();
        assert!(err.contains("shows 3 heaps"), "{err}");
        assert!(err.contains("only 0 are left"), "{err}");
    }
}
