//! What a block costs, read from its command's arguments: the budget
//! itself, what a course may cost in all, is the core's
//! ([`nimstep_core::budget`]).

use crate::cli::HeapArgs;
use crate::game::position::Position;
use crate::games::spec::GameSpec;
pub(crate) use nimstep_core::budget::{Budget, Cost};

/// The cost of showing the position of `args` in `games`: its heaps,
/// and the Grundy values of the games. Heaps that do not parse cost
/// nothing: running the block reports its own error.
pub(crate) fn shown(args: &HeapArgs, games: &[GameSpec]) -> Cost {
    Cost::shown(heaps(args).len(), games)
}

/// The heaps of `args`, or none when they do not parse.
pub(crate) fn heaps(args: &HeapArgs) -> Vec<u64> {
    Position::parse_words(&args.heaps)
        .map(|p| p.heaps().to_vec())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::Cli;
    use crate::present::glossary::Glossary;
    use crate::solve::label::count_reachable;
    use nimstep_core::budget::{MAX_BLOCKS, MAX_ENTRIES, MAX_HEAPS, MAX_POSITIONS};

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
