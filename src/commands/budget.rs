//! What the blocks of one run over a course may cost in all.
//!
//! Each command bounds its own work, but a course can hold any number of
//! blocks: ten `label 705 705` blocks would take many seconds and gigabytes.
//! Exists so that showing or exporting a course stays cheap whatever the
//! lesson files hold: every block is charged before it runs, and the block
//! that goes over the budget is named.

use crate::cli::{Command, HeapArgs};
use crate::game::position::Position;
use crate::solve::label::{self, count_reachable};
use std::cell::Cell;

/// The most positions the blocks of one run may label or draw in all
/// (`label`, `table`, `worksheet`): two of the largest `label` blocks.
pub const MAX_POSITIONS: u128 = 2 * label::MAX_POSITIONS;

/// The most heaps the blocks of one run may show in all (`explain`,
/// `check`, `moves`).
pub const MAX_HEAPS: u128 = 100_000;

/// What is left of the budget of one run over a course. Shared by the
/// block runner of the run (a `Fn`), so it counts in cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Budget {
    positions: Cell<u128>,
    heaps: Cell<u128>,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            positions: Cell::new(MAX_POSITIONS),
            heaps: Cell::new(MAX_HEAPS),
        }
    }
}

impl Budget {
    /// Takes what `command` will cost from the budget; the error says what
    /// went over and by how much. A block whose heaps do not parse costs
    /// nothing here: running it reports its own error.
    pub fn charge(&self, command: &Command) -> Result<(), String> {
        let (positions, heaps) = cost(command);
        let (left, shown) = (self.positions.get(), self.heaps.get());
        if positions > left {
            return Err(format!(
                "this block labels or draws {positions} positions, but the blocks of one course may take {MAX_POSITIONS} in all and only {left} are left: make the examples smaller or fewer"
            ));
        }
        if heaps > shown {
            return Err(format!(
                "this block shows {heaps} heaps, but the blocks of one course may show {MAX_HEAPS} in all and only {shown} are left: make the examples smaller or fewer"
            ));
        }
        self.positions.set(left - positions);
        self.heaps.set(shown - heaps);
        Ok(())
    }
}

/// `(positions, heaps)` a command will work through. `label` on a game
/// other than Nim is charged Nim's count: every position it reaches is
/// one of those multisets.
fn cost(command: &Command) -> (u128, u128) {
    let heaps = |args: &HeapArgs| {
        Position::parse_words(&args.heaps)
            .map(|p| p.heaps().to_vec())
            .unwrap_or_default()
    };
    match command {
        Command::Label(args) => {
            let start = heaps(&args.position);
            if start.len() > label::MAX_HEAPS {
                return (0, 0); // `label` refuses it before any work
            }
            (count_reachable(&start), 0)
        }
        Command::Table(args) => {
            let side = u128::from(args.max).saturating_add(1);
            (side.saturating_mul(side), 0)
        }
        Command::Worksheet(args) => (args.count as u128, 0),
        Command::Grundy(args) => (u128::from(args.upto.unwrap_or(0)), 0),
        Command::Explain(args) => (0, heaps(&args.position).len() as u128),
        Command::Moves(args) => (0, heaps(&args.position).len() as u128),
        Command::Check(args) => (0, heaps(&args.position).len() as u128),
        _ => (0, 0),
    }
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
