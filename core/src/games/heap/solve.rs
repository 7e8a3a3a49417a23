//! The walkthrough of a sum of heap games (subtraction, octal, Lasker, or
//! a game per heap), recorded step by step: the lesson of Sprague and
//! Grundy, that such a sum is Nim on the heaps' values.
//!
//! Each heap is replaced by its Grundy value, Bouton's steps run unchanged
//! on those values (the normal-play solver itself, not a copy), and the
//! target value is turned back into a legal move of the real game.

use super::grundy::{GameMove, GrundyError, Sum};
use super::reach;
use super::steps::{GameMex, GamePeriod, HeapValue, HeapValues, Step, MAX_OPTIONS_RECORDED};
use crate::game::binary::nim_sum;
use crate::games::heap_move::{HeapMove, Parts};
use crate::games::nim::error::SolveError;
use crate::games::nim::solve as normal;
use crate::games::spec::GameSpec;
use crate::games::worth::Worth;
use crate::games::Walkthrough;
use crate::trace::{BoutonOn, BoutonStep};
use std::collections::hash_map::{Entry, HashMap};

/// Why the walkthrough of a sum of heap games cannot be made, in this
/// folder's own terms: `games::error::GameError` words them alike with
/// every other game's refusals, and this folder imports nothing above it.
#[derive(Debug)]
pub(crate) enum SumRefusal {
    /// A heap's value or moves are out of reach.
    Grundy(GrundyError),
    /// Bouton's steps on the values refused the heap asked for.
    Bouton(SolveError),
    /// The heap asked for has no winning move.
    NoWinningMove {
        /// The heap asked for, from 1.
        heap: usize,
        /// The heaps that have one, from 1.
        winning: Vec<usize>,
    },
}

impl From<GrundyError> for SumRefusal {
    fn from(err: GrundyError) -> Self {
        SumRefusal::Grundy(err)
    }
}

/// The steps of the walkthrough of `heaps` in `sum` (the games of the
/// heaps, their tables computed), changing heap `asked` (1-based) when
/// given, and the values that decide the position.
pub(crate) fn walkthrough(
    sum: &Sum,
    heaps: &[u64],
    asked: Option<usize>,
) -> Result<Walkthrough<Step>, SumRefusal> {
    let values = sum.values(heaps)?;
    let s = nim_sum(&values);
    let mut traces: Vec<GameMex> = Vec::new();
    let mut periods: Vec<GamePeriod> = Vec::new();
    let mut heap_values = HeapValues::with_capacity(heaps.len());
    // Each distinct (game, size) has its mex computed once.
    let mut seen: HashMap<(usize, u64), Option<usize>> = HashMap::new();
    let mut options_recorded = 0;
    for (i, &size) in heaps.iter().enumerate() {
        let table = sum.table(i);
        let game = table.game();
        let game_index = sum.game_index(game).unwrap_or(usize::MAX);
        // A heap too large to list its moves is read through the period,
        // as the heap below n₀ + p with its value (whose mex is shown), or
        // through a formula (Nim, Lasker's pattern), with no mex shown.
        let shown = match table.period() {
            _ if table.listable(size) => Some(size),
            Some(period) => Some(period.representative(size)),
            None => None,
        };
        let trace = match shown.map(|shown| seen.entry((game_index, shown))) {
            None => None,
            Some(Entry::Occupied(entry)) => *entry.get(),
            Some(Entry::Vacant(_)) if options_recorded > MAX_OPTIONS_RECORDED => None,
            Some(Entry::Vacant(entry)) => {
                let mex = table.mex_trace(entry.key().1)?;
                options_recorded += mex.options.len();
                traces.push(GameMex {
                    game: game.clone(),
                    mex,
                });
                *entry.insert(Some(traces.len() - 1))
            }
        };
        if game_index >= periods.len() {
            periods.push(GamePeriod {
                game: game.clone(),
                period: table.period(),
                pattern: table.pattern(),
                computed: table.computed().len() as u64,
            });
        }
        heap_values.push(
            game_index,
            HeapValue {
                heap: i + 1,
                size,
                game,
                value: values[i],
                trace,
                read_as: shown.filter(|&shown| shown != size),
            },
        );
    }
    let winning = reach::winning_moves(sum, heaps)?;
    let not_listed = winning.total - winning.moves.len() as u128;
    let winning_total = winning.total;
    let in_play = winning.in_play;
    let to_larger_values = winning.to_larger_values;
    let searched = winning.searched;
    let winning = winning.moves;
    let mut steps = vec![
        Step::GrundyValues {
            heaps: heap_values,
            traces,
            periods,
        },
        Step::SumsAreNim {
            sizes: heaps.to_vec(),
            values: values.clone(),
        },
    ];
    let mut bouton = normal::analysis_steps(&values);
    if s == 0 {
        if let Some(k) = asked {
            // The normal-play solver says why no heap can be asked for.
            return Err(SumRefusal::Bouton(normal::refuse_asked_in_p_position(
                heaps.len(),
                k,
            )));
        }
        steps.push(Step::Bouton {
            on: BoutonOn::GrundyValues,
            steps: bouton,
        });
        let keep_going = keep_going(sum, heaps)?;
        steps.push(Step::EveryMoveLoses { keep_going });
    } else {
        // The heap asked for may win only by a move to a larger value,
        // which Bouton's column rule does not find: then the Bouton steps
        // run as they would without it, up to the candidates.
        let mut winners: Vec<usize> = winning.iter().map(|m| m.heap).collect();
        winners.dedup();
        let (bouton_asked, larger) = match asked {
            Some(k) if k >= 1 && k <= heaps.len() && !winners.contains(&k) => {
                return Err(SumRefusal::NoWinningMove {
                    heap: k,
                    winning: winners,
                })
            }
            Some(k) if k >= 1 && k <= heaps.len() && values[k - 1] ^ s > values[k - 1] => {
                (None, Some(k))
            }
            other => (other, None),
        };
        let nim_steps = normal::winning_steps(&values, bouton_asked).map_err(SumRefusal::Bouton)?;
        let mut chosen_heap = 1;
        for step in nim_steps {
            match step {
                // Heap sizes are not values: the game's own heap, move and
                // list of moves follow the Bouton steps.
                BoutonStep::ChosenHeap { heap, .. } => chosen_heap = larger.unwrap_or(heap),
                BoutonStep::Move { .. } | BoutonStep::AllWinningMoves { .. } => {}
                BoutonStep::XorWithSum { .. } | BoutonStep::Check { .. } if larger.is_some() => {}
                other => bouton.push(other),
            }
        }
        steps.push(Step::Bouton {
            on: BoutonOn::GrundyValues,
            steps: bouton,
        });
        let i = chosen_heap - 1;
        let target = values[i] ^ s;
        let chosen = winning
            .iter()
            .copied()
            .find(|m| m.heap == chosen_heap)
            .unwrap_or_else(|| {
                unreachable!(
                    "a heap of value {} has an option of every smaller value {target}",
                    values[i]
                )
            });
        steps.push(Step::BackToTheGame {
            heap: chosen_heap,
            size: heaps[i],
            value: values[i],
            target,
            chosen,
        });
        steps.push(Step::AllWinningMoves {
            moves: winning,
            to_larger_values,
            total: winning_total,
            in_play,
            not_listed,
            searched,
        });
    }
    Ok(Walkthrough {
        worth: Worth::Grundy { values, nim_sum: s },
        outcome: normal::outcome(&[s]),
        steps,
    })
}

/// The move to play on with from a P-position: on the largest heap that
/// has a move (the first of them), the last of its moves that take the
/// fewest stones — most room left for the opponent to go wrong.
fn keep_going(sum: &Sum, heaps: &[u64]) -> Result<Option<GameMove>, GrundyError> {
    let mut order: Vec<usize> = (0..heaps.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(heaps[i]));
    for i in order {
        let table = sum.table(i);
        let h = heaps[i];
        let found = if table.listable(h) {
            let moves = table.moves(h)?;
            let fewest = moves.iter().map(|m| m.take).min();
            moves.into_iter().rev().find(|m| Some(m.take) == fewest)
        } else {
            last_of_fewest_taken(table.game(), h)
        };
        if let Some(m) = found {
            return Ok(Some(GameMove::on_heap(i + 1, m)));
        }
    }
    Ok(None)
}

/// The last move taking the fewest stones from a heap too large to list
/// its moves (more than the rule takes, so something is always left):
/// the fewest the rule takes to leave one heap or two, into halves when
/// it may split.
fn last_of_fewest_taken(game: &GameSpec, n: u64) -> Option<HeapMove> {
    let Some(rule) = game.heap_rule() else {
        // Nim: take one.
        return Some(HeapMove {
            take: 1,
            parts: Parts::One(n - 1),
        });
    };
    (0..=rule.most_taken())
        .map(|take| (take, rule.leaves(take)))
        .find(|&(_, d)| d & 6 != 0)
        .map(|(take, d)| {
            let rest = n - take;
            HeapMove {
                take,
                parts: if d & 4 != 0 {
                    Parts::Two(rest / 2, rest - rest / 2)
                } else {
                    Parts::One(rest)
                },
            }
        })
}
