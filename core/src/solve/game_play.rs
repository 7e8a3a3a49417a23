//! Positions of the games beyond Nim as wholes: their legal moves, their
//! outcome by the theory (Grundy values, odd steps, Moore's columns), and
//! the same outcome by the definition alone (Ferguson's recursion), so
//! that `moves`, `check` and `label` can hold the theory against it.

use crate::game::binary::nim_sum;
use crate::game::Outcome;
use crate::games::any_move::AnyMove;
use crate::games::error::SetupError;
use crate::games::heap;
use crate::games::heap::grundy::{Basis, GameMove, Sum};
use crate::games::heap::reach::{self, Searched};
use crate::games::moore::{self, moore_move, moore_options, Moore};
use crate::games::spec::GameSpec;
use crate::games::spec::{HeapMove, Parts};
use crate::games::staircase::{odd_step_coins, Staircase};
use crate::games::worth::{After, Worth};
use crate::games::wythoff::{self, Wythoff, WythoffMove};
use crate::games::Game;
use crate::solve::label::{GameLabel, LabelOrder, Labelling, LabelsOf};
use crate::solve::move_list::{GameMoveRow, GameMoves, ListedMove, MoveList, MoveWorth, MovesOf};
use crate::solve::walkthrough::whole_game;
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

    /// The heaps and the game of each, taken: a verdict keeps them, and a
    /// million heaps are not copied.
    pub fn into_parts(self) -> (Vec<u64>, Vec<GameSpec>) {
        (self.heaps, self.games)
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

    /// Whether any move is left: counted heap by heap in a sum of heap
    /// games (a heap of 10^18 has moves nobody lists), by the stones left
    /// in Wythoff's game, else by listing.
    pub fn has_move(&self) -> Result<bool, PlayError> {
        match &self.theory {
            Theory::Sum(sum) => Ok(self
                .heaps
                .iter()
                .zip(&self.games)
                .any(|(&h, g)| table_for(sum, g).move_count(h) > 0)),
            Theory::Wythoff => Ok(wythoff::move_count(self.wythoff_heaps()) > 0),
            _ => Ok(!self.moves()?.is_empty()),
        }
    }

    /// The legal move that `numbers`, as a student types them, name: `K N`,
    /// `K N A B` for a split (the parts in either order), and the forms of
    /// the games played on the whole position. In a sum of heap games the
    /// move is judged by the rule ([`GamePosition::heap_move`]), and in
    /// Wythoff's game read from the numbers ([`wythoff::read`]), so a heap
    /// of 10^18 is read as a small one is; `None` when no legal move reads
    /// so.
    pub fn read_move(&self, numbers: &[u64]) -> Result<Option<AnyMove>, PlayError> {
        match self.theory {
            Theory::Sum(_) => {
                let heap = |k: u64| usize::try_from(k).unwrap_or(usize::MAX);
                return Ok(match *numbers {
                    [k, n] => self.heap_move(heap(k), n, None),
                    [k, n, a, b] => self.heap_move(heap(k), n, Some([a.min(b), a.max(b)])),
                    _ => None,
                });
            }
            Theory::Wythoff => {
                return Ok(wythoff::read(self.wythoff_heaps(), numbers).map(AnyMove::Wythoff))
            }
            _ => {}
        }
        Ok(self.moves()?.into_iter().find(|m| match m {
            AnyMove::Heap(m) => heap::reads_as(m, numbers),
            AnyMove::Stair(m) => m.reads_as(numbers),
            AnyMove::Wythoff(m) => m.reads_as(numbers),
            AnyMove::Moore(m) => moore::reads_as(m, numbers),
        }))
    }

    /// The heaps whose values are read through their game's period or
    /// pattern rather than computed as a mex (each size and game once, in
    /// heap order), so that a session can say how it knows them.
    pub fn readings(&self) -> Result<Vec<Reading>, PlayError> {
        let Theory::Sum(sum) = &self.theory else {
            return Ok(Vec::new());
        };
        let mut readings: Vec<Reading> = Vec::new();
        for (&size, game) in self.heaps.iter().zip(&self.games) {
            let table = table_for(sum, game);
            let Some(basis) = table.read_through(size) else {
                continue;
            };
            if readings.iter().any(|r| r.size == size && r.game == *game) {
                continue;
            }
            readings.push(Reading {
                size,
                value: table.value(size).map_err(SetupError::from)?,
                game: game.clone(),
                basis,
                listed: table.listable(size),
            });
        }
        Ok(readings)
    }

    /// The two heaps of a position of Wythoff's game (checked by
    /// [`GamePosition::new`], and every move keeps two).
    fn wythoff_heaps(&self) -> [u64; 2] {
        [self.heaps[0], self.heaps[1]]
    }

    /// The position after `m` (a legal move from this one): a split heap
    /// becomes two heaps of the same game, in its place.
    pub fn after(&self, m: &AnyMove) -> GamePosition {
        let mut games = self.games.clone();
        if let AnyMove::Heap(GameMove {
            heap,
            split: Some(_),
            ..
        }) = m
        {
            games.insert(heap - 1, self.games[heap - 1].clone());
        }
        GamePosition {
            heaps: heaps_after(&self.heaps, m),
            games,
            theory: self.theory.clone(),
        }
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
            Theory::Moore(moore) => moore::worth(&self.heaps, moore.k),
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

    /// A measure every move of this game lowers, to order its labelling by.
    fn label_order(&self) -> LabelOrder {
        match &self.theory {
            Theory::Staircase => LabelOrder::CoinsTimesStep,
            Theory::Sum(_) if self.games.contains(&GameSpec::Lasker) => {
                LabelOrder::StonesThenMostHeaps
            }
            _ => LabelOrder::Stones,
        }
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

/// A heap whose Grundy value is read through its game's proved period or
/// pattern, not computed as a mex: what a session says of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    /// The heap's size.
    pub size: u64,
    /// Its Grundy value.
    pub value: u64,
    /// Its game.
    pub game: GameSpec,
    /// The period or pattern it is read through.
    pub basis: Basis,
    /// Whether its moves are few enough to list (a subtraction game's
    /// are); else the winning ones are searched for.
    pub listed: bool,
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

/// The heaps after `m`, a legal move from `heaps`: a split heap becomes
/// two, in its place (coins per step on a staircase).
pub fn heaps_after(heaps: &[u64], m: &AnyMove) -> Vec<u64> {
    match m {
        AnyMove::Heap(m) => heap::after(heaps, m),
        AnyMove::Stair(m) => Staircase.after(&heaps.to_vec(), m),
        AnyMove::Moore(m) => m.after(heaps),
        AnyMove::Wythoff(m) => Wythoff.after(&[heaps[0], heaps[1]], m).to_vec(),
    }
}

/// The legal move `m` from `position`, judged by the theory. A move of a
/// sum of heap games is judged by the values of the heaps it leaves, each
/// read by its game's table, without the position after it, which would
/// copy every heap's game (a million of them).
pub(crate) fn row(position: &GamePosition, m: AnyMove) -> Result<GameMoveRow, PlayError> {
    let (Theory::Sum(sum), AnyMove::Heap(hm)) = (&position.theory, &m) else {
        let next = position.after(&m);
        return Ok(GameMoveRow {
            after: next.heaps.clone(),
            worth_after: After(next.worth()?),
            outcome_after: next.outcome()?,
            chosen: m,
        });
    };
    let after = heap::after(&position.heaps, hm);
    let i = hm.heap - 1;
    let table = table_for(sum, &position.games[i]);
    let left = &after[i..=i + usize::from(hm.split.is_some())];
    let left = left
        .iter()
        .map(|&h| table.value(h))
        .collect::<Result<Vec<u64>, _>>()
        .map_err(SetupError::from)?;
    let mut values = position.heap_values()?;
    values.splice(i..=i, left);
    let nim_sum = nim_sum(&values);
    Ok(GameMoveRow {
        after,
        worth_after: After(Worth::Grundy { values, nim_sum }),
        outcome_after: if nim_sum == 0 { Outcome::P } else { Outcome::N },
        chosen: m,
    })
}

/// Every legal move from `position` as `moves --game` lists them. Takes
/// the position, whose heaps and games the list keeps, so that a million
/// heaps are not copied.
pub fn list(position: GamePosition) -> Result<MoveList, PlayError> {
    let (moves, in_play, not_listed, searched) = rows(&position)?;
    Ok(MoveList {
        outcome: position.outcome()?,
        of: MovesOf::Game(GameMoves {
            games: position.games,
            moves,
            in_play,
            not_listed,
            searched,
        }),
        heaps: position.heaps,
    })
}

/// Every legal move from `position`, each judged by the theory; of a
/// heap too large to list its moves, only the winning moves, found by
/// search, and the others counted (see [`rows`]).
pub fn moves(position: &GamePosition) -> Result<GameMoves, PlayError> {
    let (moves, in_play, not_listed, searched) = rows(position)?;
    Ok(GameMoves {
        games: position.games.clone(),
        moves,
        in_play,
        not_listed,
        searched,
    })
}

/// The moves listed from `position`, how many legal moves there are as a
/// player counts them (see [`GameMoves::in_play`]), how many of those
/// listed are not, and the heaps (from 1) too large to list their moves.
type Rows = (Vec<ListedMove>, u128, u128, Vec<usize>);

/// The rows of [`moves`] and [`list`]. Linear in the moves listed: a heap
/// game's move is judged by its own heap's value and the nim-sum before,
/// not by the whole position after it. Refused beyond [`MAX_MOVES`]
/// when every heap's moves are listed (a million small heaps have
/// millions of moves); heaps too large to list theirs list at most
/// [`reach::LISTED`] each. A position of Wythoff's game with more than
/// [`MAX_MOVES`] moves lists its winning moves alone (at most three, by
/// the pairs' formula) and counts the others.
fn rows(position: &GamePosition) -> Result<Rows, PlayError> {
    let mut moves = Vec::new();
    let mut in_play = 0;
    let mut not_listed = 0;
    let mut searched = Vec::new();
    match &position.theory {
        Theory::Sum(sum) => {
            let listable = position.listable();
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
                in_play += table.moves_in_play(h);
                for m in found {
                    let value = table.parts_value(m.parts).map_err(SetupError::from)?;
                    let nim_sum = s ^ values[i] ^ value;
                    moves.push(ListedMove {
                        chosen: AnyMove::Heap(GameMove::on_heap(i + 1, m)),
                        worth_after: MoveWorth::Heap { value, nim_sum },
                        outcome_after: crate::games::nim::solve::outcome(&[nim_sum]),
                    });
                }
                if listable && moves.len() > MAX_MOVES {
                    return Err(PlayError::TooManyMoves { max: MAX_MOVES });
                }
            }
        }
        Theory::Wythoff => {
            let every = wythoff::move_count(position.wythoff_heaps()) <= MAX_MOVES as u128;
            (moves, not_listed) = wythoff_rows(position, every)?;
            in_play = moves.len() as u128 + not_listed;
        }
        _ => {
            for m in position.moves()? {
                moves.push(listed(position, m)?);
            }
            in_play = moves.len() as u128;
        }
    }
    Ok((moves, in_play, not_listed, searched))
}

/// The rows of a position of Wythoff's game: `every` move, or the winning
/// ones alone, found by the pairs' formula; and how many are not listed.
fn wythoff_rows(
    position: &GamePosition,
    every: bool,
) -> Result<(Vec<ListedMove>, u128), PlayError> {
    let heaps = position.wythoff_heaps();
    let chosen: Vec<AnyMove> = match every {
        true => position.moves()?,
        false => Wythoff
            .winning_moves(&heaps)
            .into_iter()
            .map(AnyMove::Wythoff)
            .collect(),
    };
    let not_listed = wythoff::move_count(heaps) - chosen.len() as u128;
    let rows = chosen
        .into_iter()
        .map(|m| listed(position, m))
        .collect::<Result<_, _>>()?;
    Ok((rows, not_listed))
}

/// The legal move `m` from `position` of a game played on the whole
/// position, as `moves --game` lists it.
fn listed(position: &GamePosition, m: AnyMove) -> Result<ListedMove, PlayError> {
    let row = row(position, m)?;
    Ok(ListedMove {
        chosen: row.chosen,
        worth_after: MoveWorth::Whole(Box::new(row.worth_after.0)),
        outcome_after: row.outcome_after,
    })
}

/// Labels every position reachable from `start` by the definition alone
/// (a position is N when some move reaches a P-position; with no move it
/// is P), and beside each the theory's label.
pub fn label(start: &GamePosition) -> Result<Labelling, PlayError> {
    label_counted(start, &mut |_| {})
}

/// [`label`], telling `progress` how many positions are labelled from
/// time to time: up to [`MAX_POSITIONS`] of them take seconds, and the
/// command line shows the count.
pub fn label_counted(
    start: &GamePosition,
    progress: &mut dyn FnMut(u64),
) -> Result<Labelling, PlayError> {
    let stones: u128 = start.heaps.iter().map(|&h| u128::from(h)).sum();
    if stones > u128::from(MAX_LABEL_STONES) {
        return Err(PlayError::TooManyStones {
            stones,
            max: MAX_LABEL_STONES,
        });
    }
    let mut memo: HashMap<Vec<(usize, u64)>, (Outcome, GamePosition)> = HashMap::new();
    definition(start, &mut memo, progress)?;
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
    let order = start.label_order();
    positions
        .sort_by(|a, b| (order.rank(&a.heaps), &a.heaps).cmp(&(order.rank(&b.heaps), &b.heaps)));
    Ok(Labelling {
        start: start.heaps.clone(),
        of: LabelsOf::Game {
            games: start.games.clone(),
            order,
            positions,
        },
    })
}

/// The definition's label of `position`, memoised.
fn definition(
    position: &GamePosition,
    memo: &mut HashMap<Vec<(usize, u64)>, (Outcome, GamePosition)>,
    progress: &mut dyn FnMut(u64),
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
        if definition(&position.after(&m), memo, progress)? == Outcome::P {
            label = Outcome::N;
        }
    }
    memo.insert(key, (label, position.clone()));
    if memo.len().is_multiple_of(100) {
        progress(memo.len() as u64);
    }
    Ok(label)
}

/// The winning moves a verdict names.
///
/// Exists so that a million heaps' winning moves are never held: a sum of
/// heap games searches them again as they are written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Better {
    /// Found in the list of every move (games played on the whole
    /// position, whose lists are short).
    Listed(Vec<AnyMove>),
    /// Searched heap by heap in a sum of heap games.
    Searched(Searched),
}

impl Better {
    /// How many moves [`Better::iter`] gives.
    pub fn len(&self) -> u128 {
        match self {
            Better::Listed(moves) => moves.len() as u128,
            Better::Searched(searched) => searched.listed,
        }
    }

    /// Whether no move is named.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The moves, in heap order.
    pub fn iter(&self) -> Box<dyn Iterator<Item = AnyMove> + '_> {
        match self {
            Better::Listed(moves) => Box::new(moves.iter().cloned()),
            Better::Searched(searched) => Box::new(searched.iter().map(AnyMove::Heap)),
        }
    }
}

impl Serialize for Better {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// Every winning move from `position` (a verdict names them when the
/// move judged is not one). In a sum of heap games they are searched heap
/// by heap and in Wythoff's game found by the pairs' formula, without
/// listing every move, so that a heap of 10^18 is judged as a small one
/// is; the staircase's and Moore's are found in the list of every move.
pub fn better(position: &GamePosition) -> Result<Better, PlayError> {
    Ok(match &position.theory {
        Theory::Sum(sum) => Better::Searched(
            Searched::new(Rc::clone(sum), &position.heaps).map_err(SetupError::from)?,
        ),
        Theory::Wythoff => Better::Listed(
            Wythoff
                .winning_moves(&position.wythoff_heaps())
                .into_iter()
                .map(AnyMove::Wythoff)
                .collect(),
        ),
        _ => {
            let mut winning = Vec::new();
            for m in position.moves()? {
                if position.after(&m).outcome()? == Outcome::P {
                    winning.push(m);
                }
            }
            Better::Listed(winning)
        }
    })
}

/// nimstep's move in a game beyond Nim: the first winning move (the first
/// legal move leaving a P-position); from a P-position, the first move of
/// the largest heap (the largest step, for the staircase), to keep the game
/// going and wait for a mistake. `None` when no move is left. In a sum of
/// heap games the moves are searched heap by heap ([`reach::reaching`]),
/// and in Wythoff's game found by the pairs' formula, never listed, so a
/// heap of 10^18 is played as a small one is.
pub fn computer_move(position: &GamePosition) -> Result<Option<AnyMove>, PlayError> {
    match &position.theory {
        Theory::Sum(sum) => sum_computer_move(position, sum),
        Theory::Wythoff => Ok(wythoff_computer_move(position.wythoff_heaps())),
        _ => listed_computer_move(position),
    }
}

/// [`computer_move`] in Wythoff's game, the move the list would give: the
/// first winning move (heap 1's, heap 2's, then the diagonal, as listed);
/// from a pair, the first listed move of the larger heap (heap 1 on a
/// tie), which takes all of it.
fn wythoff_computer_move(heaps: [u64; 2]) -> Option<AnyMove> {
    let chosen = match Wythoff.winning_moves(&heaps).first() {
        Some(&m) => Some(m),
        None if heaps[0] >= heaps[1] => WythoffMove::one(heaps, 1, heaps[0]),
        None => WythoffMove::one(heaps, 2, heaps[1]),
    };
    chosen.map(AnyMove::Wythoff)
}

/// [`computer_move`] by listing every move: the first leaving a
/// P-position, else the first of the largest heap.
fn listed_computer_move(position: &GamePosition) -> Result<Option<AnyMove>, PlayError> {
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

/// [`computer_move`] in a sum of heap games: the first move, in heap order
/// and then move order, to the value that makes the nim-sum 0; from a
/// P-position, the first move of the first largest heap with a move.
fn sum_computer_move(position: &GamePosition, sum: &Sum) -> Result<Option<AnyMove>, PlayError> {
    let values = position.heap_values()?;
    let s = nim_sum(&values);
    let heaps = position.heaps.iter().zip(&position.games).enumerate();
    if s != 0 {
        for (i, (&h, game)) in heaps {
            let found = reach::reaching(table_for(sum, game), h, values[i] ^ s)
                .map_err(SetupError::from)?;
            if let Some(&m) = found.moves.first() {
                return Ok(Some(AnyMove::Heap(GameMove::on_heap(i + 1, m))));
            }
        }
        return Ok(None);
    }
    let mut chosen: Option<(u64, usize, HeapMove)> = None;
    for (i, (&h, game)) in heaps {
        if chosen.is_some_and(|(top, _, _)| top >= h) {
            continue;
        }
        if let Some(m) = game.first_heap_move(h) {
            chosen = Some((h, i, m));
        }
    }
    Ok(chosen.map(|(_, i, m)| AnyMove::Heap(GameMove::on_heap(i + 1, m))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::oracle;
    use proptest::prelude::*;

    /// Heap games, alone and in a sum of two.
    const GAMES: [&[&str]; 8] = [
        &["nim"],
        &["subtract:1,3,4"],
        &["lasker"],
        &["kayles"],
        &["dawson"],
        &["octal:0.137"],
        &["octal:0.4"],
        &["kayles", "lasker"],
    ];

    fn games(specs: &[&str], heaps: usize) -> Vec<GameSpec> {
        let parsed: Vec<GameSpec> = specs.iter().map(|s| s.parse().unwrap()).collect();
        match parsed.len() {
            1 => parsed,
            _ => (0..heaps)
                .map(|i| parsed[i % parsed.len()].clone())
                .collect(),
        }
    }

    /// A heap game by its spec alone, for the oracle.
    struct Rule(GameSpec);

    impl heap::HeapRule for Rule {
        fn spec(&self) -> GameSpec {
            self.0.clone()
        }
    }

    /// The move `numbers` names, found among every move listed.
    fn listed_read(position: &GamePosition, numbers: &[u64]) -> Option<AnyMove> {
        position.moves().unwrap().into_iter().find(|m| match m {
            AnyMove::Heap(m) => heap::reads_as(m, numbers),
            _ => unreachable!("heap games only"),
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Played out to the end, nimstep's move by search is the move by
        /// listing, and wins from every N-position by the oracle; a move
        /// is read by the rule as by the list; a move is left exactly
        /// when the list is not empty.
        #[test]
        fn searching_plays_as_listing_does(
            which in 0..GAMES.len(),
            heaps in proptest::collection::vec(0u64..12, 1..4),
            typed in proptest::collection::vec(0u64..13, 2..5),
        ) {
            let games = games(GAMES[which], heaps.len());
            let mut position = GamePosition::new(&games, &heaps).unwrap();
            loop {
                let listed = listed_computer_move(&position).unwrap();
                prop_assert_eq!(computer_move(&position).unwrap(), listed.clone());
                prop_assert_eq!(position.has_move().unwrap(), listed.is_some());
                prop_assert_eq!(
                    position.read_move(&typed).unwrap(),
                    listed_read(&position, &typed)
                );
                let Some(chosen) = listed else { break };
                // The hint's typed form reads back as the move it names.
                let typed = crate::games::whole_numbers(&chosen.typed()).unwrap();
                prop_assert_eq!(position.read_move(&typed).unwrap(), Some(chosen.clone()));
                let next = position.after(&chosen);
                if GAMES[which].len() == 1 && position.heaps.iter().sum::<u64>() <= 12 {
                    // One game for every heap: the oracle plays it too
                    // (on few stones: it tells apart the orders of heaps).
                    let rule = Rule(games[0].clone());
                    let winning = oracle::outcome(&rule, &position.heaps) == Outcome::N;
                    prop_assert_eq!(winning, oracle::outcome(&rule, &next.heaps) == Outcome::P);
                }
                position = next;
            }
        }
    }

    /// The naive mex of every heap up to `upto`: the oracle for values
    /// read through a period.
    fn brute_values(game: &GameSpec, upto: u64) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::new();
        for n in 0..=upto {
            let mut seen = std::collections::BTreeSet::new();
            game.for_each_heap_move(n, |m| {
                seen.insert(match m.parts {
                    Parts::One(a) => values[a as usize],
                    Parts::Two(a, b) => values[a as usize] ^ values[b as usize],
                });
            });
            values.push((0..).find(|g| !seen.contains(g)).unwrap());
        }
        values
    }

    /// Every position of Wythoff's game up to 30 × 30: the winning moves
    /// found by the pairs' formula are the winning moves of the list of
    /// every move, the counts add up, and nimstep's move and the verdict
    /// on a move need no list.
    #[test]
    fn wythoff_without_the_list_answers_as_the_list() {
        let wythoff = [GameSpec::Wythoff];
        for x in 0..=30 {
            for y in 0..=30 {
                let position = GamePosition::new(&wythoff, &[x, y]).unwrap();
                let (every, none) = wythoff_rows(&position, true).unwrap();
                let (winning, not_listed) = wythoff_rows(&position, false).unwrap();
                assert_eq!(none, 0, "({x}, {y})");
                let by_list: Vec<ListedMove> = every
                    .iter()
                    .filter(|r| r.outcome_after == Outcome::P)
                    .cloned()
                    .collect();
                assert_eq!(winning, by_list, "({x}, {y})");
                assert_eq!(winning.len() as u128 + not_listed, every.len() as u128);
                assert_eq!(
                    computer_move(&position).unwrap(),
                    listed_computer_move(&position).unwrap(),
                    "({x}, {y})"
                );
                assert_eq!(position.has_move().unwrap(), !every.is_empty());
                let listed: Vec<AnyMove> = by_list.iter().map(|r| r.chosen.clone()).collect();
                let found: Vec<AnyMove> = better(&position).unwrap().iter().collect();
                assert_eq!(found, listed, "({x}, {y})");
            }
        }
    }

    proptest! {
        /// Heaps up to 2^64 − 1: every move listed wins (the heaps it
        /// leaves are a pair: each is the other's partner by the formula),
        /// and the listed and unlisted moves add up to every move.
        #[test]
        fn huge_wythoff_positions_list_their_winning_moves(x in any::<u64>(), y in any::<u64>()) {
            let position = GamePosition::new(&[GameSpec::Wythoff], &[x, y]).unwrap();
            let list = moves(&position).unwrap();
            prop_assert_eq!(
                list.moves.len() as u128 + list.not_listed,
                u128::from(x) + u128::from(y) + u128::from(x.min(y))
            );
            prop_assert_eq!(list.moves.is_empty(), position.outcome().unwrap() == Outcome::P);
            for row in &list.moves {
                let after = position.after(&row.chosen);
                let [a, b] = [after.heaps()[0], after.heaps()[1]];
                prop_assert_eq!(wythoff::pairs::place(a).partner(), u128::from(b));
                prop_assert_eq!(row.outcome_after, Outcome::P);
            }
            if let Some(m) = computer_move(&position).unwrap() {
                prop_assert_eq!(
                    position.after(&m).outcome().unwrap() == Outcome::P,
                    !list.moves.is_empty()
                );
            }
        }
    }

    #[test]
    fn a_heap_read_through_the_period_is_said_truly() {
        for spec in ["kayles", "dawson", "octal:0.137", "subtract:1,3,4"] {
            let game: GameSpec = spec.parse().unwrap();
            let brute = brute_values(&game, 10_300);
            for n in (10_001..=10_300).step_by(7) {
                let position = GamePosition::new(std::slice::from_ref(&game), &[3, n]).unwrap();
                let readings = position.readings().unwrap();
                assert_eq!(readings.len(), 1, "{spec} {n}");
                let r = &readings[0];
                assert_eq!((r.size, r.value), (n, brute[n as usize]), "{spec} {n}");
                let Basis::Periodic(period) = r.basis else {
                    panic!("{spec}: no period")
                };
                let words = crate::present::game_play::reading_words(r);
                let rep = period.representative(n);
                let k = (n - rep) / period.period;
                assert_eq!(rep + k * period.period, n);
                assert!(rep >= period.preperiod && rep < period.preperiod + period.period);
                assert_eq!(brute[rep as usize], r.value, "{spec} {n}");
                assert_eq!(
                    words,
                    format!(
                        "g({n}) = g({rep}) = {}, since {n} = {rep} + {k} × {} and the values of {spec} repeat with period {} from heap {}",
                        r.value, period.period, period.period, period.preperiod
                    )
                );
                // The period, checked from its start to the end of the brute force.
                for m in period.preperiod..=10_300 - period.period {
                    assert_eq!(brute[m as usize], brute[(m + period.period) as usize]);
                }
            }
        }
    }
}
