//! Positions of the games beyond Nim as wholes: their legal moves, their
//! outcome by the theory (Grundy values, odd steps, Moore's columns), and
//! the same outcome by the definition alone (Ferguson's recursion), so
//! that `moves`, `check` and `label` can hold the theory against it.

use crate::game::binary::nim_sum;
use crate::game::Outcome;
use crate::games::heap;
use crate::games::heap::grundy::{GameMove, Sum};
use crate::games::moore::{moore_columns, moore_move, moore_options, Moore};
use crate::games::spec::GameSpec;
use crate::games::spec::{HeapMove, Parts};
use crate::games::staircase::{odd_step_coins, Staircase};
use crate::games::wythoff::{self, Wythoff};
use crate::games::Game;
use crate::solve::label::{GameLabel, Labelling, LabelsOf};
use crate::solve::move_list::{GameMoveRow, GameMoves, MoveList, MovesOf};
use crate::solve::reach;
use crate::solve::sum::{moore_worth, whole_game, AnyMove, SetupError};
use crate::solve::worth::{After, Worth};
use serde::Serialize;
use std::collections::HashMap;
use std::rc::Rc;

/// The most positions `label --game` works through.
pub const MAX_POSITIONS: usize = 50_000;

/// The most stones (or coins) in all that `label --game` starts from.
pub(crate) const MAX_LABEL_STONES: u64 = 64;

/// The most moves `moves --game` lists or `check --game` searches.
pub(crate) const MAX_MOVES: usize = 20_000;

/// Why a position of a game cannot be handled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The games of the position cannot be put together.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// Too many moves to list.
    #[error("the position has more than {max} moves; try smaller heaps")]
    TooManyMoves {
        /// The most listed.
        max: usize,
    },
    /// Too many stones to label from.
    #[error("the position holds {stones} stones in all; labelling starts from at most {max}")]
    TooManyStones {
        /// The stones in all.
        stones: u128,
        /// The most allowed.
        max: u64,
    },
    /// Too many positions to label.
    #[error("more than {max} positions are reachable from this one, more than nimstep labels; try smaller heaps")]
    TooManyPositions {
        /// The most labelled.
        max: usize,
    },
}

/// A position of a game beyond Nim, with what the theory needs to judge
/// every position reachable from it.
#[derive(Debug, Clone)]
pub struct GamePosition {
    /// The heaps (coins per step for staircase Nim).
    heaps: Vec<u64>,
    /// The game of each heap.
    games: Vec<GameSpec>,
    /// How the theory judges the position.
    theory: Theory,
}

/// How the theory judges a position: the game played on the whole
/// position, each by its own [`Game`] impl, or a sum of heap games.
#[derive(Debug, Clone)]
enum Theory {
    /// Staircase Nim: Nim on the odd steps.
    Staircase,
    /// Moore's Nimₖ: columns counted mod k + 1.
    Moore(Moore),
    /// Wythoff's game: the pairs of its greedy table.
    Wythoff,
    /// Heap games: their Grundy values, computed far enough for every heap
    /// reachable from the start.
    Sum(Rc<Sum>),
}

impl GamePosition {
    /// The position `heaps` under `games` (one for all heaps, or one per
    /// heap).
    pub fn new(games: &[GameSpec], heaps: &[u64]) -> Result<Self, PlayError> {
        if let Some(game) = whole_game(games)? {
            let theory = match game {
                GameSpec::Moore(k) => Theory::Moore(Moore { k: *k }),
                GameSpec::Wythoff => {
                    wythoff::two_heaps(heaps).map_err(SetupError::from)?;
                    Theory::Wythoff
                }
                _ => Theory::Staircase,
            };
            return Ok(GamePosition {
                heaps: heaps.to_vec(),
                games: vec![game.clone(); heaps.len()],
                theory,
            });
        }
        let sum = Sum::new(games, heaps).map_err(SetupError::from)?;
        let games = (0..heaps.len())
            .map(|i| sum.table(i).game().clone())
            .collect();
        Ok(GamePosition {
            heaps: heaps.to_vec(),
            games,
            theory: Theory::Sum(Rc::new(sum)),
        })
    }

    /// The heaps now, a split heap as two (coins per step on a
    /// staircase).
    pub fn heaps(&self) -> &[u64] {
        &self.heaps
    }

    /// The game of each heap, in heap order.
    pub fn games(&self) -> &[GameSpec] {
        &self.games
    }

    /// Whether every heap's moves can be listed (always, for games played
    /// on the whole position, which refuse large ones themselves).
    fn listable(&self) -> bool {
        match &self.theory {
            Theory::Sum(sum) => self
                .heaps
                .iter()
                .zip(&self.games)
                .all(|(&h, g)| table_for(sum, g).listable(h)),
            _ => true,
        }
    }

    /// The move of a sum of heap games that takes `take` from heap number
    /// `heap` (from 1), leaving the two heaps `split` or one, when it is
    /// legal: judged by the game's rule, so a heap of any size is judged
    /// alike. `None` when it is not legal, or the game is played on the
    /// whole position.
    pub fn heap_move(&self, heap: usize, take: u64, split: Option<[u64; 2]>) -> Option<AnyMove> {
        let Theory::Sum(_) = self.theory else {
            return None;
        };
        let i = heap.checked_sub(1)?;
        let n = *self.heaps.get(i)?;
        let parts = match split {
            Some([a, b]) => Parts::Two(a, b),
            None => Parts::One(n.checked_sub(take)?),
        };
        let m = HeapMove { take, parts };
        self.games[i]
            .is_heap_move(n, m)
            .then(|| AnyMove::Heap(GameMove::on_heap(heap, m)))
    }

    /// The two heaps of a position of Wythoff's game (checked by
    /// [`GamePosition::new`], and every move keeps two).
    fn wythoff_heaps(&self) -> [u64; 2] {
        [self.heaps[0], self.heaps[1]]
    }

    /// The position after `m` (a legal move from this one): a split heap
    /// becomes two heaps of the same game, in its place.
    pub fn after(&self, m: &AnyMove) -> GamePosition {
        let mut next = self.clone();
        match m {
            AnyMove::Heap(m) => {
                if m.split.is_some() {
                    next.games
                        .insert(m.heap - 1, self.games[m.heap - 1].clone());
                }
                next.heaps = heap::after(&self.heaps, m);
            }
            AnyMove::Stair(m) => next.heaps = Staircase.after(&self.heaps, m),
            AnyMove::Moore(m) => next.heaps = m.after(&self.heaps),
            AnyMove::Wythoff(m) => next.heaps = Wythoff.after(&self.wythoff_heaps(), m).to_vec(),
        }
        next
    }

    /// Every legal move, refused beyond [`MAX_MOVES`].
    pub fn moves(&self) -> Result<Vec<AnyMove>, PlayError> {
        let moves: Vec<AnyMove> = match &self.theory {
            Theory::Moore(moore) => moore_moves(&self.heaps, moore.k)?,
            Theory::Wythoff => {
                let [x, y] = self.wythoff_heaps();
                if u128::from(x) + u128::from(y) + u128::from(x.min(y)) > MAX_MOVES as u128 {
                    return Err(PlayError::TooManyMoves { max: MAX_MOVES });
                }
                Wythoff
                    .moves(&[x, y])
                    .into_iter()
                    .map(AnyMove::Wythoff)
                    .collect()
            }
            Theory::Staircase => {
                // Counted without a sum that could overflow: coins go up
                // to 2^64 − 1 on every step.
                let count = self
                    .heaps
                    .iter()
                    .try_fold(0u64, |total, &h| total.checked_add(h));
                if count.is_none_or(|count| count > MAX_MOVES as u64) {
                    return Err(PlayError::TooManyMoves { max: MAX_MOVES });
                }
                Staircase
                    .moves(&self.heaps)
                    .into_iter()
                    .map(AnyMove::Stair)
                    .collect()
            }
            Theory::Sum(sum) => sum_moves(sum, &self.heaps, &self.games)?
                .into_iter()
                .map(AnyMove::Heap)
                .collect(),
        };
        if moves.len() > MAX_MOVES {
            return Err(PlayError::TooManyMoves { max: MAX_MOVES });
        }
        Ok(moves)
    }

    /// The outcome by the theory: the nim-sum of the Grundy values, of the
    /// odd steps, or Moore's columns.
    pub fn outcome(&self) -> Result<Outcome, PlayError> {
        Ok(match &self.theory {
            Theory::Staircase => Staircase.outcome(&self.heaps),
            Theory::Moore(moore) => moore.outcome(&self.heaps),
            Theory::Wythoff => Wythoff.outcome(&self.wythoff_heaps()),
            Theory::Sum(_) => match self.value()? {
                Some(0) => Outcome::P,
                _ => Outcome::N,
            },
        })
    }

    /// The nim-sum of the heaps' Grundy values (the odd steps' nim-sum for
    /// staircase Nim; none for Moore's Nim, which is not a sum).
    pub fn value(&self) -> Result<Option<u64>, PlayError> {
        match &self.theory {
            Theory::Sum(_) => Ok(Some(nim_sum(&self.heap_values()?))),
            Theory::Staircase => Ok(Staircase.grundy(&self.heaps)),
            Theory::Moore(_) | Theory::Wythoff => Ok(None),
        }
    }

    /// What decides the position, as the JSON names it.
    pub fn worth(&self) -> Result<Worth, PlayError> {
        Ok(match &self.theory {
            Theory::Sum(_) => Worth::Grundy {
                values: self.heap_values()?,
                nim_sum: self.value()?.unwrap_or(0),
            },
            Theory::Staircase => Worth::OddSteps {
                nim_sum: nim_sum(&odd_step_coins(&self.heaps)),
            },
            Theory::Moore(moore) => moore_worth(&moore_columns(&self.heaps, moore.k)),
            Theory::Wythoff => Worth::Pairs,
        })
    }

    /// The Grundy value of each heap (heap games; empty for staircase and
    /// Moore's Nim, whose heaps have no value of their own).
    pub fn heap_values(&self) -> Result<Vec<u64>, PlayError> {
        let Theory::Sum(sum) = &self.theory else {
            return Ok(Vec::new());
        };
        self.heaps
            .iter()
            .zip(&self.games)
            .map(|(&h, g)| Ok(table_for(sum, g).value(h).map_err(SetupError::from)?))
            .collect()
    }

    /// A key for the position that ignores the order of heaps where order
    /// does not matter (heap games), for the labelling's memo.
    fn key(&self) -> Vec<(usize, u64)> {
        match &self.theory {
            Theory::Sum(sum) => {
                let mut key: Vec<(usize, u64)> = self
                    .heaps
                    .iter()
                    .zip(&self.games)
                    .filter(|(h, _)| **h > 0)
                    .map(|(&h, g)| (sum.game_index(g).unwrap_or(usize::MAX), h))
                    .collect();
                key.sort_unstable();
                key
            }
            _ => self.heaps.iter().map(|&h| (0, h)).collect(),
        }
    }
}

/// The table of `game` in `sum` (every game of a reachable position is one
/// of the start's).
fn table_for<'a>(sum: &'a Sum, game: &GameSpec) -> &'a crate::games::heap::grundy::Values {
    sum.table_for(game)
        .unwrap_or_else(|| unreachable!("every reachable heap's game is one of the start's"))
}

/// Every legal move of a sum whose heaps may have been split since the
/// start, each heap read by its own game's table.
fn sum_moves(sum: &Sum, heaps: &[u64], games: &[GameSpec]) -> Result<Vec<GameMove>, PlayError> {
    let mut all = Vec::new();
    for (i, (&h, game)) in heaps.iter().zip(games).enumerate() {
        for m in table_for(sum, game).moves(h).map_err(SetupError::from)? {
            all.push(GameMove::on_heap(i + 1, m));
        }
    }
    Ok(all)
}

/// Every move of Moore's Nimₖ: up to k heaps lowered.
fn moore_moves(heaps: &[u64], k: u64) -> Result<Vec<AnyMove>, PlayError> {
    let too_many = PlayError::TooManyMoves { max: MAX_MOVES };
    let mut moves = Vec::new();
    for next in moore_options(heaps, k).ok_or(too_many.clone())? {
        moves.push(AnyMove::Moore(moore_move(heaps, &next)));
        if moves.len() > MAX_MOVES {
            return Err(too_many);
        }
    }
    Ok(moves)
}

/// The legal move `m` from `position`, judged by the theory.
fn row(position: &GamePosition, m: AnyMove) -> Result<GameMoveRow, PlayError> {
    let next = position.after(&m);
    Ok(GameMoveRow {
        after: next.heaps.clone(),
        worth_after: After(next.worth()?),
        outcome_after: next.outcome()?,
        chosen: m,
    })
}

/// Every legal move from `position` as `moves --game` lists them.
pub fn list(position: &GamePosition) -> Result<MoveList, PlayError> {
    Ok(MoveList {
        heaps: position.heaps.clone(),
        outcome: position.outcome()?,
        of: MovesOf::Game(moves(position)?),
    })
}

/// Every legal move from `position`, each judged by the theory; of a
/// heap too large to list its moves, only the winning moves, found by
/// search, and the others counted.
pub fn moves(position: &GamePosition) -> Result<GameMoves, PlayError> {
    let mut moves = Vec::new();
    let mut not_listed = 0;
    let mut searched = Vec::new();
    match &position.theory {
        Theory::Sum(sum) if !position.listable() => {
            let values = position.heap_values()?;
            let s = nim_sum(&values);
            for (i, (&h, game)) in position.heaps.iter().zip(&position.games).enumerate() {
                let table = table_for(sum, game);
                let found: Vec<HeapMove> = if table.listable(h) {
                    table.moves(h).map_err(SetupError::from)?
                } else {
                    searched.push(i + 1);
                    match s {
                        0 => Vec::new(),
                        _ => {
                            reach::reaching(table, h, values[i] ^ s)
                                .map_err(SetupError::from)?
                                .moves
                        }
                    }
                };
                not_listed += table.move_count(h) - found.len() as u128;
                for m in found {
                    moves.push(row(position, AnyMove::Heap(GameMove::on_heap(i + 1, m)))?);
                }
                if moves.len() > MAX_MOVES {
                    return Err(PlayError::TooManyMoves { max: MAX_MOVES });
                }
            }
        }
        _ => {
            for m in position.moves()? {
                moves.push(row(position, m)?);
            }
        }
    }
    Ok(GameMoves {
        games: position.games.clone(),
        moves,
        not_listed,
        searched,
    })
}

/// Labels every position reachable from `start` by the definition alone
/// (a position is N when some move reaches a P-position; with no move it
/// is P), and beside each the theory's label.
pub fn label(start: &GamePosition) -> Result<Labelling, PlayError> {
    let stones: u128 = start.heaps.iter().map(|&h| u128::from(h)).sum();
    if stones > u128::from(MAX_LABEL_STONES) {
        return Err(PlayError::TooManyStones {
            stones,
            max: MAX_LABEL_STONES,
        });
    }
    let mut memo: HashMap<Vec<(usize, u64)>, (Outcome, GamePosition)> = HashMap::new();
    definition(start, &mut memo)?;
    let mut positions = Vec::with_capacity(memo.len());
    for (label, position) in memo.values() {
        let mut heaps: Vec<u64> = position.heaps.clone();
        if let Theory::Sum(_) = position.theory {
            heaps.retain(|&h| h > 0);
            heaps.sort_unstable();
        }
        positions.push(GameLabel {
            heaps,
            label: *label,
            theory: position.outcome()?,
        });
    }
    positions.sort_by(|a, b| {
        let total = |p: &GameLabel| p.heaps.iter().sum::<u64>();
        total(a).cmp(&total(b)).then_with(|| a.heaps.cmp(&b.heaps))
    });
    Ok(Labelling {
        start: start.heaps.clone(),
        of: LabelsOf::Game {
            games: start.games.clone(),
            positions,
        },
    })
}

/// The definition's label of `position`, memoised.
fn definition(
    position: &GamePosition,
    memo: &mut HashMap<Vec<(usize, u64)>, (Outcome, GamePosition)>,
) -> Result<Outcome, PlayError> {
    let key = position.key();
    if let Some((label, _)) = memo.get(&key) {
        return Ok(*label);
    }
    if memo.len() >= MAX_POSITIONS {
        return Err(PlayError::TooManyPositions { max: MAX_POSITIONS });
    }
    let mut label = Outcome::P;
    for m in position.moves()? {
        if definition(&position.after(&m), memo)? == Outcome::P {
            label = Outcome::N;
        }
    }
    memo.insert(key, (label, position.clone()));
    Ok(label)
}

/// The verdict on one move of a game beyond Nim, as `check --game` shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameJudgement {
    /// The game of each heap.
    pub games: Vec<GameSpec>,
    /// The heaps before the move.
    pub heaps: Vec<u64>,
    /// What decides the position before the move (`nim_sum` and
    /// `grundy_values`, …), so the verdict can say why no move wins.
    #[serde(flatten)]
    pub worth: Worth,
    /// The move and where it leads.
    #[serde(flatten)]
    pub row: GameMoveRow,
    /// Whether it leaves the opponent a P-position.
    pub wins: bool,
    /// The winning moves from the position before, when this one is not
    /// among them (the first of them, when a heap too large to try every
    /// move has more than [`reach::LISTED`]).
    pub better: Vec<AnyMove>,
    /// How many winning moves are not in `better` (0: it has them all).
    #[serde(skip_serializing_if = "is_zero")]
    pub better_not_listed: u128,
}

/// Whether a count is 0 (serde leaves such counts out).
fn is_zero(n: &u128) -> bool {
    *n == 0
}

/// Judges `m`, a legal move from `position` of a sum of heap games (see
/// [`GamePosition::heap_move`]) without listing every move: the position
/// after it by the theory, and the winning moves searched heap by heap, so
/// that a heap of 10^18 is judged as a small one is.
pub fn judge_heap_move(position: &GamePosition, m: AnyMove) -> Result<GameJudgement, PlayError> {
    let row = row(position, m)?;
    let wins = row.outcome_after == Outcome::P;
    let (better, better_not_listed) = match &position.theory {
        Theory::Sum(sum) if !wins => {
            let found = reach::winning_moves(sum, &position.heaps).map_err(SetupError::from)?;
            let listed = found.moves.len() as u128;
            let better = found.moves.into_iter().map(AnyMove::Heap).collect();
            (better, found.total - listed)
        }
        _ => (Vec::new(), 0),
    };
    Ok(GameJudgement {
        games: position.games.clone(),
        heaps: position.heaps.clone(),
        worth: position.worth()?,
        row,
        wins,
        better,
        better_not_listed,
    })
}

/// Judges `row`, one of the moves of `list`, from `heaps`, a position
/// worth `worth`.
pub fn judge(heaps: &[u64], list: &GameMoves, row: &GameMoveRow, worth: Worth) -> GameJudgement {
    let wins = row.outcome_after == Outcome::P;
    GameJudgement {
        games: list.games.clone(),
        heaps: heaps.to_vec(),
        worth,
        row: row.clone(),
        wins,
        better: if wins {
            Vec::new()
        } else {
            list.moves
                .iter()
                .filter(|r| r.outcome_after == Outcome::P)
                .map(|r| r.chosen.clone())
                .collect()
        },
        better_not_listed: 0,
    }
}

/// nimstep's move in a game beyond Nim: the first winning move (the first
/// legal move leaving a P-position); from a P-position, the first move of
/// the largest heap (the largest step, for the staircase), to keep the game
/// going and wait for a mistake. `None` when no move is left.
pub fn computer_move(position: &GamePosition) -> Result<Option<AnyMove>, PlayError> {
    let moves = position.moves()?;
    for m in &moves {
        if position.after(m).outcome()? == Outcome::P {
            return Ok(Some(m.clone()));
        }
    }
    let largest = |m: &AnyMove| match m {
        AnyMove::Heap(m) => position.heaps[m.heap - 1],
        AnyMove::Stair(m) => position.heaps[m.step - 1],
        AnyMove::Moore(m) => m
            .changes
            .iter()
            .map(|c| c.take + c.leaves)
            .max()
            .unwrap_or(0),
        AnyMove::Wythoff(m) => {
            let before = position.wythoff_heaps();
            let after = m.after(before);
            (0..2)
                .filter(|&i| after[i] != before[i])
                .map(|i| before[i])
                .max()
                .unwrap_or(0)
        }
    };
    let top = moves.iter().map(largest).max();
    Ok(moves.into_iter().find(|m| Some(largest(m)) == top))
}
