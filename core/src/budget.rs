//! What the blocks of one run over a course may cost in all.
//!
//! Each command bounds its own work, but a course can hold any number of
//! blocks: ten `label 705 705` blocks would take many seconds and gigabytes,
//! and twenty thousand `glossary` blocks as long. Exists so that showing or
//! exporting a course stays cheap whatever the lesson files hold: every
//! block, of every kind, is charged before it runs, and the block that goes
//! over the budget is named. In the core so that the browser edition
//! charges a block computed on a student's heaps as the command line does.

use crate::games::heap::grundy::{self, Span, MAX_WORK};
use crate::games::spec::GameSpec;
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

/// The most work ([`GameSpec::work_to`]) the blocks of one run may spend
/// computing the Grundy values of games beyond Nim: twenty of the costliest
/// game specs.
pub const MAX_GAME_WORK: u128 = 20 * MAX_WORK;

/// The most blocks one run may hold, whatever each costs: far more than a
/// course needs (the built-in one has a few dozen).
pub const MAX_BLOCKS: u128 = 1_000;

/// What one block costs, in each of the budget's measures: each command
/// says what it costs in its own module (the command line's
/// `commands::declared`).
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
    /// The cost of showing a position of `heaps` heaps in `games`: its
    /// heaps, and the Grundy values of the games.
    pub fn shown(heaps: usize, games: &[GameSpec]) -> Cost {
        Cost {
            heaps: heaps as u128,
            work: work(games),
            ..Cost::default()
        }
    }

    /// The cost of the Grundy values of `game` over `span`: the values
    /// listed, and the work of computing them.
    pub fn grundy(game: &GameSpec, span: Span) -> Cost {
        Cost {
            positions: match span {
                Span::Upto(n) => u128::from(n) + 1,
                Span::At(_) => 1,
            },
            work: work(std::slice::from_ref(game)),
            ..Cost::default()
        }
    }

    /// The cost of the P/N grid of two heaps from 0 to `max`: its cells.
    pub fn grid(max: u64) -> Cost {
        let side = u128::from(max) + 1;
        Cost {
            positions: side.saturating_mul(side),
            ..Cost::default()
        }
    }

    /// The cost of labelling every position reachable from `heaps` in
    /// `games`.
    pub fn labelled(heaps: &[u64], games: &[GameSpec]) -> Cost {
        if heaps.len() > label::MAX_HEAPS {
            return Cost::default(); // `label` refuses it before any work
        }
        // A game beyond Nim is charged Nim's count: every position it
        // reaches is one of those multisets.
        Cost {
            positions: label::count_reachable(heaps),
            work: work(games),
            ..Cost::default()
        }
    }
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
pub fn work(games: &[GameSpec]) -> u128 {
    let mut distinct: Vec<&GameSpec> = Vec::new();
    for game in games {
        if !distinct.contains(&game) {
            distinct.push(game);
        }
    }
    distinct
        .into_iter()
        // Nim's values cost nothing to compute: g(n) = n.
        .filter(|game| game.heap_rule().is_some())
        .map(|game| game.work_to(grundy::affordable_length(game)))
        .sum()
}
