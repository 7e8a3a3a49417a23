//! Misère Nim (whoever takes the last stone loses): outcome and winning
//! moves, by Bouton's modification of the normal-play rule.

use super::tally::Tally;
use crate::game::binary::nim_sum;
use crate::game::{heap_index, Move, Outcome, Rules};
use crate::games::nim::error::{MisereChange, SolveError};
use crate::games::nim::solve as normal;
use crate::games::worth::Worth;
use crate::games::Walkthrough;
use crate::trace::{BoutonStep, MisereStep, Situation, Step};

/// The outcome under misère rules. When every heap holds at most one stone
/// the player to move wins exactly when an even number of heaps hold one
/// (the empty position included: the opponent took the last stone). Once
/// some heap holds two or more, the rule is normal play's: P exactly when
/// the nim-sum is 0.
pub fn outcome(heaps: &[u64]) -> Outcome {
    Tally::of(heaps).outcome(Rules::Misere)
}

/// Every move to a misère P-position, ordered by heap then by what it
/// leaves.
///
/// From heap `x` the only sizes worth testing are `x ⊕ s` (nim-sum 0, a
/// P-position while some heap still holds two or more) and 0 or 1 (which
/// may leave every heap at most 1, where parity decides).
/// Linear in the number of heaps: the outcome after each move comes from
/// the position's [`Tally`] in constant time.
pub fn winning_moves(heaps: &[u64]) -> Vec<Move> {
    let tally = Tally::of(heaps);
    let mut moves = Vec::new();
    for (i, &x) in heaps.iter().enumerate() {
        let mut targets = [0, 1, x ^ tally.nim_sum];
        targets.sort_unstable();
        let mut previous = None;
        for y in targets {
            if y >= x || previous == Some(y) {
                continue;
            }
            previous = Some(y);
            if tally.after(x, y).outcome(Rules::Misere) == Outcome::P {
                moves.push(Move::reduce(i + 1, x, y));
            }
        }
    }
    moves
}

/// Which of the three misère situations `heaps` is in, with the number of
/// single-stone heaps and of heaps of two or more.
pub fn situation(heaps: &[u64]) -> (Situation, u64, u64) {
    let singles = heaps.iter().filter(|&&h| h == 1).count() as u64;
    let big = heaps.iter().filter(|&&h| h >= 2).count() as u64;
    let situation = match big {
        0 => Situation::AllHeapsAtMostOne,
        1 => Situation::OneHeapAtLeastTwo,
        _ => Situation::SeveralHeapsAtLeastTwo,
    };
    (situation, singles, big)
}

/// The misère walkthrough of `heaps` (not all empty: see
/// [`crate::solve::walkthrough::explain_nim`]), changing heap `asked` (1-based) when given.
/// Outcome and winning moves come from [`outcome`] and
/// [`winning_moves`]; the steps say which situation holds and why.
pub(crate) fn walkthrough(
    heaps: &[u64],
    asked: Option<usize>,
) -> Result<Walkthrough<Step>, SolveError> {
    let nim_sum = nim_sum(heaps);
    let outcome = outcome(heaps);
    let winning_moves = winning_moves(heaps);
    if let Some(k) = asked {
        heap_index(heaps.len(), k)?;
    }
    let (situation, singles, big) = situation(heaps);
    let mut steps: Vec<Step> = vec![MisereStep::MiserePhase {
        situation,
        singles,
        big,
        empty: heaps.iter().filter(|&&h| h == 0).count() as u64,
        outcome,
    }
    .into()];
    match situation {
        Situation::AllHeapsAtMostOne => {
            steps.push(MisereStep::SinglesParity { singles, outcome }.into());
            if outcome == Outcome::P {
                refuse_asked_in_p_position(asked)?;
            } else {
                let chosen = pick(&winning_moves, asked, MisereChange::ASingle)?;
                steps.push(BoutonStep::Move { chosen }.into());
                steps.push(Step::Misere(MisereStep::MisereWinningMoves {
                    moves: winning_moves,
                }));
            }
        }
        Situation::OneHeapAtLeastTwo => {
            let index = heaps.iter().position(|&h| h >= 2).unwrap_or(0);
            let chosen = pick(&winning_moves, asked, MisereChange::TheBigHeap)?;
            let other_singles = singles;
            steps.push(Step::Misere(MisereStep::EndgameMove {
                heap: index + 1,
                size: heaps[index],
                other_singles,
                chosen,
                singles_after: other_singles + chosen.leaves,
            }));
            steps.push(Step::Misere(MisereStep::MisereWinningMoves {
                moves: winning_moves,
            }));
        }
        Situation::SeveralHeapsAtLeastTwo => {
            steps.extend(normal::analysis_steps(heaps).into_iter().map(Step::Bouton));
            if nim_sum == 0 {
                refuse_asked_in_p_position(asked)?;
                steps.extend(normal::keep_going_step(heaps).map(Step::Bouton));
            } else {
                let mut winning: Vec<Step> = normal::winning_steps(heaps, asked)?
                    .into_iter()
                    .map(Step::Bouton)
                    .collect();
                let chosen = winning.iter().find_map(|s| match s {
                    Step::Bouton(BoutonStep::Move { chosen }) => Some(*chosen),
                    _ => None,
                });
                if let Some(chosen) = chosen {
                    let at = winning.len().saturating_sub(1);
                    winning.insert(at, keeps_big_heap(heaps, chosen).into());
                }
                steps.extend(winning);
            }
        }
    }
    Ok(Walkthrough {
        worth: Worth::NimSum { nim_sum },
        outcome,
        steps,
    })
}

/// Why the normal-play move from a position with two or more big heaps
/// keeps one: it changes only one heap, so another big heap is untouched.
fn keeps_big_heap(heaps: &[u64], chosen: Move) -> MisereStep {
    let untouched = heaps
        .iter()
        .enumerate()
        .position(|(i, &h)| h >= 2 && i + 1 != chosen.heap)
        .unwrap_or(0);
    let mut after = heaps.to_vec();
    after[chosen.heap - 1] = chosen.leaves;
    MisereStep::KeepsBigHeap {
        chosen,
        untouched: untouched + 1,
        untouched_size: heaps[untouched],
        big_after: after.iter().filter(|&&h| h >= 2).count() as u64,
    }
}

/// The move the walkthrough makes: the first winning move, or the one on
/// heap `asked`, which must have one.
fn pick(moves: &[Move], asked: Option<usize>, changes: MisereChange) -> Result<Move, SolveError> {
    let found = match asked {
        None => moves.first(),
        Some(k) => moves.iter().find(|m| m.heap == k),
    };
    found
        .copied()
        .ok_or_else(|| SolveError::MisereHeapHasNoWinningMove {
            heap: asked.unwrap_or(0),
            changes,
            winning: moves.iter().map(|m| m.heap).collect(),
        })
}

fn refuse_asked_in_p_position(asked: Option<usize>) -> Result<(), SolveError> {
    match asked {
        Some(heap) => Err(SolveError::NoWinningMove {
            heap,
            rules: Rules::Misere,
        }),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_positions() {
        assert_eq!(outcome(&[]), Outcome::N);
        assert_eq!(outcome(&[0, 0]), Outcome::N);
        assert_eq!(outcome(&[1]), Outcome::P);
        assert_eq!(outcome(&[1, 1]), Outcome::N);
        assert_eq!(outcome(&[1, 1, 1]), Outcome::P);
        assert_eq!(outcome(&[2, 2]), Outcome::P);
        assert_eq!(outcome(&[1, 2, 3]), Outcome::P);
    }

    #[test]
    fn one_big_heap_leaves_an_odd_number_of_ones() {
        // 4 1 1: leaving 1 in the big heap makes three single heaps (odd).
        assert_eq!(winning_moves(&[4, 1, 1]), vec![Move::reduce(1, 4, 1)]);
        assert_eq!(winning_moves(&[4, 1]), vec![Move::reduce(1, 4, 0)]);
        assert_eq!(winning_moves(&[4]), vec![Move::reduce(1, 4, 1)]);
    }

    fn trace(heaps: &[u64]) -> Walkthrough<Step> {
        walkthrough(heaps, None).unwrap()
    }

    #[test]
    fn traces_name_the_situation() {
        let t = trace(&[4, 1, 1]);
        assert_eq!(
            t.steps[0],
            Step::Misere(MisereStep::MiserePhase {
                situation: Situation::OneHeapAtLeastTwo,
                singles: 2,
                big: 1,
                empty: 0,
                outcome: Outcome::N
            })
        );
        assert!(t.steps.contains(&Step::Misere(MisereStep::EndgameMove {
            heap: 1,
            size: 4,
            other_singles: 2,
            chosen: Move::reduce(1, 4, 1),
            singles_after: 3
        })));
        let t = trace(&[1, 1, 1]);
        assert_eq!(t.outcome, Outcome::P);
        assert!(winning_moves(&[1, 1, 1]).is_empty());
    }

    #[test]
    fn several_big_heaps_keep_one() {
        let t = trace(&[13, 12, 8]);
        assert!(t.steps.contains(&Step::Misere(MisereStep::KeepsBigHeap {
            chosen: Move::reduce(1, 13, 4),
            untouched: 2,
            untouched_size: 12,
            big_after: 3
        })));
        assert_eq!(winning_moves(&[13, 12, 8]).len(), 3);
    }

    #[test]
    fn asked_heap_under_misere() {
        let p = [4, 1, 1];
        assert_eq!(
            walkthrough(&p, Some(2)).err(),
            Some(SolveError::MisereHeapHasNoWinningMove {
                heap: 2,
                changes: MisereChange::TheBigHeap,
                winning: vec![1]
            })
        );
        assert!(walkthrough(&p, Some(1)).is_ok());
        assert_eq!(
            walkthrough(&p, Some(5)).err(),
            Some(SolveError::NoSuchHeap(crate::game::NoSuchHeap {
                heap: 5,
                count: 3
            }))
        );
        assert!(walkthrough(&[1, 1, 1], Some(1)).is_err());
    }
}
