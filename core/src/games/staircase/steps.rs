//! The steps of a walkthrough of staircase Nim, as data, and the solver
//! that records them: only the odd steps count, Bouton's steps run on
//! their coins, and the move found there is made as coins slid down the
//! staircase. [`super::explain`] words them.

use super::{no_step, odd_step_coins, staircase_winning_moves, StairMove};
use crate::game::binary::nim_sum;
use crate::games::error::{GameError, Refusal};
use crate::games::heap::grundy::GameMove;
use crate::games::nim::error::SolveError;
use crate::games::nim::solve as normal;
use crate::games::worth::Worth;
use crate::games::Walkthrough;
use crate::trace::{BoutonOn, BoutonStep};
use serde::Serialize;

/// A step of a staircase Nim walkthrough.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Step {
    /// The coins on the odd steps are the Nim heaps.
    OddSteps {
        /// The coins on every step, step 1 first.
        coins: Vec<u64>,
        /// The odd steps' numbers.
        steps: Vec<usize>,
        /// The coins on them.
        heaps: Vec<u64>,
    },
    /// Bouton's steps on the odd steps' coins, from the normal-play solver.
    Bouton {
        /// What the numbers of these steps are: the odd steps.
        on: BoutonOn,
        /// The Nim walkthrough's own steps, run on the odd steps, so the
        /// words are Nim's.
        steps: Vec<BoutonStep>,
    },
    /// The winning move found on the odd steps, as a move of coins down
    /// the staircase.
    #[serde(rename = "staircase_move")]
    Move {
        /// The move.
        chosen: StairMove,
        /// The coins on the odd steps after it.
        odd_after: Vec<u64>,
    },
    /// Every winning move.
    #[serde(rename = "staircase_winning_moves")]
    WinningMoves {
        /// The moves, by step.
        moves: Vec<StairMove>,
    },
    /// From a P-position: every move changes exactly one odd step, so the
    /// nim-sum stops being 0.
    EveryMoveLoses {
        /// A move to keep playing (one coin from the highest step that has
        /// any), when there is a coin at all.
        keep_going: Option<GameMove>,
    },
}

/// Why the walkthrough of staircase Nim cannot make its move on the step
/// asked for, in this folder's own terms, each made a `GameError` below,
/// which words them alike with every other game's refusals.
#[derive(Debug)]
pub(crate) enum StairRefusal {
    /// Bouton's steps on the odd steps refused the step asked for.
    Bouton(SolveError),
    /// The step asked for has no winning move.
    NoWinningMove {
        /// The step asked for, from 1.
        step: usize,
        /// The steps that have one, from 1.
        winning: Vec<usize>,
    },
    /// The step asked for is not an odd step.
    NotAnOddStep(NotAnOddStep),
}

/// The step asked for is not an odd step of the staircase: there is no
/// such step, or it is even and the walkthrough's move comes from an odd
/// one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct NotAnOddStep {
    /// The step asked for.
    step: usize,
    /// How many steps there are.
    steps: usize,
}

impl std::fmt::Display for NotAnOddStep {
    /// A step past the staircase is named as missing, not as even: step 3
    /// of two steps is odd, but it is not there.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let NotAnOddStep { step, steps } = *self;
        if step == 0 || step > steps {
            return f.write_str(&no_step(step, steps));
        }
        write!(f, "in staircase Nim the walkthrough's move comes from an odd step; expected an odd step from 1 to {steps}")
    }
}

impl std::error::Error for NotAnOddStep {}

impl From<StairRefusal> for GameError {
    fn from(err: StairRefusal) -> Self {
        match err {
            StairRefusal::Bouton(err) => GameError::Bouton(err),
            StairRefusal::NoWinningMove { step, winning } => GameError::NoWinningMoveThere {
                unit: "step",
                heap: step,
                winning,
            },
            StairRefusal::NotAnOddStep(err) => GameError::AtHeap {
                heap: err.step,
                refusal: Refusal::new(err),
            },
        }
    }
}

/// The steps of the walkthrough of `coins` (step 1 first), changing step
/// `asked` (1-based) when given, and the odd steps' nim-sum, which decides
/// the position.
pub(crate) fn walkthrough(
    coins: &[u64],
    asked: Option<usize>,
) -> Result<Walkthrough<Step>, StairRefusal> {
    let odd_steps: Vec<usize> = (1..=coins.len()).step_by(2).collect();
    let odd = odd_step_coins(coins);
    let s = nim_sum(&odd);
    let winning = staircase_winning_moves(coins);
    let mut steps = vec![Step::OddSteps {
        coins: coins.to_vec(),
        steps: odd_steps.clone(),
        heaps: odd.clone(),
    }];
    let mut bouton = normal::analysis_steps(&odd);
    if let (0, Some(k)) = (s, asked) {
        return Err(StairRefusal::NoWinningMove {
            step: k,
            winning: Vec::new(),
        });
    }
    if s == 0 {
        steps.push(Step::Bouton {
            on: BoutonOn::OddSteps,
            steps: bouton,
        });
        let keep_going = coins
            .iter()
            .enumerate()
            .rev()
            .find(|&(_, &c)| c > 0)
            .map(|(i, _)| GameMove {
                heap: i + 1,
                take: 1,
                leaves: coins[i] - 1,
                split: None,
            });
        steps.push(Step::EveryMoveLoses { keep_going });
    } else {
        // `--heap K` names a step; Bouton's steps number the odd steps.
        let asked_odd = match asked {
            Some(k) if k % 2 == 1 && k <= coins.len() => Some(k.div_ceil(2)),
            Some(k) => {
                return Err(StairRefusal::NotAnOddStep(NotAnOddStep {
                    step: k,
                    steps: coins.len(),
                }))
            }
            None => None,
        };
        if let Some(k) = asked {
            let from_odd: Vec<usize> = winning
                .iter()
                .filter(|m| m.step % 2 == 1)
                .map(|m| m.step)
                .collect();
            if !from_odd.contains(&k) {
                return Err(StairRefusal::NoWinningMove {
                    step: k,
                    winning: from_odd,
                });
            }
        }
        let mut chosen = None;
        for step in normal::winning_steps(&odd, asked_odd).map_err(StairRefusal::Bouton)? {
            match step {
                BoutonStep::Move { chosen: m } => chosen = Some(m),
                BoutonStep::ChosenHeap { .. } | BoutonStep::AllWinningMoves { .. } => {}
                other => bouton.push(other),
            }
        }
        steps.push(Step::Bouton {
            on: BoutonOn::OddSteps,
            steps: bouton,
        });
        let m = chosen.unwrap_or_else(|| unreachable!("an N-position has a winning move"));
        let mut odd_after = odd.clone();
        odd_after[m.heap - 1] = m.leaves;
        steps.push(Step::Move {
            chosen: StairMove {
                step: odd_steps[m.heap - 1],
                coins: m.take,
            },
            odd_after,
        });
        steps.push(Step::WinningMoves { moves: winning });
    }
    Ok(Walkthrough {
        worth: Worth::OddSteps { nim_sum: s },
        outcome: normal::outcome(&[s]),
        steps,
    })
}
