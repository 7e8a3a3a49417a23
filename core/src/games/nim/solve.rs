//! Bouton's analysis of normal-play Nim, recorded step by step.

use super::error::SolveError;
use crate::game::binary::{columns, columns_needed, has_bit, nim_sum};
use crate::game::{heap_index, one_from_largest, Move, Outcome, Rules};
use crate::games::worth::Worth;
use crate::games::Walkthrough;
use crate::trace::{BoutonStep, Candidate, Choice, Expansion, Step};

/// Every winning move from `heaps` in normal play: for each heap `x` with
/// `x ⊕ s < x`, the move to `x ⊕ s`. Ordered by heap.
pub fn winning_moves(heaps: &[u64]) -> Vec<Move> {
    let s = nim_sum(heaps);
    if s == 0 {
        return Vec::new();
    }
    heaps
        .iter()
        .enumerate()
        .filter(|&(_, &x)| x ^ s < x)
        .map(|(i, &x)| Move::reduce(i + 1, x, x ^ s))
        .collect()
}

/// The outcome of `heaps` in normal play: P exactly when the nim-sum is 0.
pub fn outcome(heaps: &[u64]) -> Outcome {
    outcome_of_sum(nim_sum(heaps))
}

/// The normal-play outcome of a position whose nim-sum is `s`.
pub(crate) fn outcome_of_sum(s: u64) -> Outcome {
    if s == 0 {
        Outcome::P
    } else {
        Outcome::N
    }
}

/// The highest power `d` where the nim-sum `s` (non-zero) has a 1.
pub(crate) fn leftmost_one(s: u64) -> u32 {
    debug_assert!(s != 0);
    u64::BITS - 1 - s.leading_zeros()
}

/// The normal-play walkthrough of `heaps` (not all empty: see
/// [`crate::solve::walkthrough::explain_nim`]), changing heap `asked` (1-based) when given.
pub(crate) fn walkthrough(
    heaps: &[u64],
    asked: Option<usize>,
) -> Result<Walkthrough<Step>, SolveError> {
    let s = nim_sum(heaps);
    Ok(Walkthrough {
        worth: Worth::NimSum { nim_sum: s },
        outcome: outcome_of_sum(s),
        steps: bouton_steps(heaps, asked)?
            .into_iter()
            .map(Step::Bouton)
            .collect(),
    })
}

/// Bouton's steps of [`walkthrough`].
fn bouton_steps(heaps: &[u64], asked: Option<usize>) -> Result<Vec<BoutonStep>, SolveError> {
    let mut steps = analysis_steps(heaps);
    if nim_sum(heaps) == 0 {
        if let Some(k) = asked {
            return Err(refuse_asked_in_p_position(heaps.len(), k));
        }
        steps.extend(keep_going_step(heaps));
    } else {
        steps.extend(winning_steps(heaps, asked)?);
    }
    Ok(steps)
}

/// Why heap `asked` cannot make the walkthrough's move from a normal-play
/// P-position of `count` heaps: there is no such heap, or no heap has a
/// winning move. Shared with the `--game` walkthrough, whose Grundy values
/// form such a position.
pub(crate) fn refuse_asked_in_p_position(count: usize, asked: usize) -> SolveError {
    match heap_index(count, asked) {
        Err(no_such_heap) => no_such_heap.into(),
        Ok(_) => SolveError::NoWinningMove {
            heap: asked,
            rules: Rules::Normal,
        },
    }
}

/// The steps every non-empty position shares: binary, columns, sum, verdict.
pub(crate) fn analysis_steps(heaps: &[u64]) -> Vec<BoutonStep> {
    let width = columns_needed(heaps);
    let s = nim_sum(heaps);
    vec![
        BoutonStep::BinaryExpansion {
            heaps: heaps
                .iter()
                .enumerate()
                .map(|(i, &value)| Expansion { heap: i + 1, value })
                .collect(),
        },
        BoutonStep::ColumnTable {
            heaps: heaps.to_vec(),
            columns: columns(heaps, width),
        },
        BoutonStep::NimSum {
            heaps: heaps.to_vec(),
            value: s,
            width,
        },
        BoutonStep::Verdict {
            outcome: outcome(heaps),
            nim_sum: s,
        },
    ]
}

/// The steps from an N-position to the move that restores nim-sum 0, and
/// the list of every such move. Changes heap `asked` when given.
pub(crate) fn winning_steps(
    heaps: &[u64],
    asked: Option<usize>,
) -> Result<Vec<BoutonStep>, SolveError> {
    let s = nim_sum(heaps);
    let d = leftmost_one(s);
    let width = columns_needed(heaps);
    let candidates: Vec<Candidate> = heaps
        .iter()
        .enumerate()
        .map(|(i, &x)| Candidate {
            heap: i + 1,
            size: x,
            target: x ^ s,
            accepted: has_bit(x, d),
        })
        .collect();
    let (heap, choice) = match asked {
        None => (first_candidate(&candidates), Choice::FirstCandidate),
        Some(k) => {
            let index = heap_index(heaps.len(), k)?;
            if !candidates[index].accepted {
                return Err(SolveError::HeapHasNoWinningMove {
                    heap: k,
                    size: heaps[index],
                    power: d,
                    winning: accepted_heaps(&candidates),
                });
            }
            (k, Choice::AskedFor)
        }
    };
    let x = heaps[heap - 1];
    let y = x ^ s;
    let chosen = Move::reduce(heap, x, y);
    let mut after = heaps.to_vec();
    after[heap - 1] = y;
    let ones = candidates.iter().filter(|c| c.accepted).count() as u64;
    Ok(vec![
        BoutonStep::LeftmostOddColumn { power: d, ones },
        BoutonStep::CandidateHeaps {
            power: d,
            nim_sum: s,
            heaps: candidates,
        },
        BoutonStep::ChosenHeap {
            heap,
            size: x,
            choice,
        },
        BoutonStep::XorWithSum {
            heap,
            size: x,
            nim_sum: s,
            target: y,
            power: d,
            width,
            others: heaps
                .iter()
                .enumerate()
                .filter(|&(i, _)| i + 1 != heap)
                .map(|(_, &h)| h)
                .collect(),
        },
        BoutonStep::Move { chosen },
        BoutonStep::Check {
            columns: columns(&after, width),
            nim_sum: nim_sum(&after),
            heaps: after,
        },
        BoutonStep::AllWinningMoves {
            heaps: heaps.to_vec(),
            power: d,
            ones,
            moves: winning_moves(heaps),
        },
    ])
}

/// The steps of the walkthrough that changes heap `m.heap`, when `m` is
/// the move to heap ⊕ nim-sum there (so they explain `m` column by
/// column); `None` for any other move.
pub(crate) fn steps_of_move(heaps: &[u64], m: &Move) -> Option<Vec<BoutonStep>> {
    let s = nim_sum(heaps);
    let size = m.take + m.leaves;
    if s == 0 || m.leaves != size ^ s {
        return None;
    }
    bouton_steps(heaps, Some(m.heap)).ok()
}

/// From a P-position: no move wins, so take one stone from the largest heap
/// and hope for a mistake. `None` only when every heap is empty.
pub(crate) fn keep_going_step(heaps: &[u64]) -> Option<BoutonStep> {
    let keep_going = one_from_largest(heaps)?;
    let x = keep_going.leaves + 1;
    Some(BoutonStep::EveryMoveLoses {
        keep_going,
        nim_sum_after: x ^ keep_going.leaves,
    })
}

fn first_candidate(candidates: &[Candidate]) -> usize {
    candidates
        .iter()
        .find(|c| c.accepted)
        .map(|c| c.heap)
        .unwrap_or(1)
}

fn accepted_heaps(candidates: &[Candidate]) -> Vec<usize> {
    candidates
        .iter()
        .filter(|c| c.accepted)
        .map(|c| c.heap)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trace(heaps: &[u64]) -> Walkthrough<Step> {
        walkthrough(heaps, None).unwrap()
    }

    #[test]
    fn thirteen_twelve_eight_has_three_winning_moves() {
        let t = trace(&[13, 12, 8]);
        assert_eq!(t.worth, Worth::NimSum { nim_sum: 9 });
        assert_eq!(t.outcome, Outcome::N);
        let moves: Vec<(usize, u64, u64)> = winning_moves(&[13, 12, 8])
            .iter()
            .map(|m| (m.heap, m.take, m.leaves))
            .collect();
        assert_eq!(moves, vec![(1, 9, 4), (2, 7, 5), (3, 7, 1)]);
    }

    #[test]
    fn thirty_seven_twenty_twenty_nine_takes_28() {
        let t = trace(&[37, 20, 29]);
        assert_eq!(t.worth, Worth::NimSum { nim_sum: 0b101100 });
        assert_eq!(winning_moves(&[37, 20, 29]), vec![Move::reduce(1, 37, 9)]);
        assert!(t.steps.contains(&Step::Bouton(BoutonStep::Move {
            chosen: Move {
                heap: 1,
                take: 28,
                leaves: 9
            }
        })));
    }

    #[test]
    fn asked_heap_must_be_a_candidate() {
        let p = [37, 20, 29];
        assert_eq!(
            walkthrough(&p, Some(2)).err(),
            Some(SolveError::HeapHasNoWinningMove {
                heap: 2,
                size: 20,
                power: 5,
                winning: vec![1]
            })
        );
        assert_eq!(
            walkthrough(&p, Some(4)).err(),
            Some(SolveError::NoSuchHeap(crate::game::NoSuchHeap {
                heap: 4,
                count: 3
            }))
        );
        let t = walkthrough(&[13, 12, 8], Some(3)).unwrap();
        assert!(t.steps.contains(&Step::Bouton(BoutonStep::Move {
            chosen: Move::reduce(3, 8, 1)
        })));
    }

    #[test]
    fn p_position_keeps_the_game_going() {
        let t = trace(&[1, 2, 3]);
        assert_eq!(t.outcome, Outcome::P);
        assert!(winning_moves(&[1, 2, 3]).is_empty());
        assert_eq!(
            t.steps.last(),
            Some(&Step::Bouton(BoutonStep::EveryMoveLoses {
                keep_going: Move::reduce(3, 3, 2),
                nim_sum_after: 1
            }))
        );
    }
}
