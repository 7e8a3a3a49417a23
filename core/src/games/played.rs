//! A game as the `--game` commands play it: [`Played`], what `moves`,
//! `check`, `label`, `play` and `quiz` ask of a position of any game, and
//! the types its answers come in.
//!
//! Exists so that the commands reach every game through one path
//! (`solve::game_play::GamePosition` holds a `dyn Played` and asks it),
//! and a game's answers live in its own folder: adding a game is its
//! folder's `Played` impl and one line in `registry.rs`.

use super::any_move::AnyMove;
use super::error::{GameError, SetupError};
use super::heap::grundy::Basis;
use super::heap::reach::Searched;
use super::heap_move::Spelling;
use super::outline::{self, Named};
use super::spec::GameSpec;
use super::walked::Walk;
use super::worth::{After, Worth};
use crate::game::Outcome;
use crate::words::heaps_list;
use serde::Serialize;
use std::fmt::Debug;

/// The most moves `moves --game` lists or `check --game` searches.
pub(crate) const MAX_MOVES: usize = 20_000;

/// A measure every move of a game lowers, by which its labelling is
/// ordered: then each position comes after all its options, so the
/// definition can label the positions in the order shown. Fewest stones
/// is not one for every game: a staircase move keeps the coins, and a
/// Lasker split keeps the stones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LabelOrder {
    /// The number of stones: every move takes at least one.
    Stones,
    /// The number of stones, then the number of heaps, most first: a move
    /// takes stones or (Lasker's Nim) splits a heap, which keeps its stones
    /// and adds a heap.
    StonesThenMostHeaps,
    /// The sum over the steps of the step's number times its coins: a coin
    /// moved down one step counts one less, one moved off step 1 nothing.
    CoinsTimesStep,
}

impl LabelOrder {
    /// Where `heaps` (a position as the labelling lists it) comes in this
    /// order; ties are broken by the heaps themselves.
    pub(crate) fn rank(self, heaps: &[u64]) -> (u128, std::cmp::Reverse<usize>) {
        let stones: u128 = heaps.iter().map(|&h| u128::from(h)).sum();
        match self {
            LabelOrder::Stones => (stones, std::cmp::Reverse(0)),
            LabelOrder::StonesThenMostHeaps => (
                stones,
                std::cmp::Reverse(heaps.iter().filter(|&&h| h > 0).count()),
            ),
            LabelOrder::CoinsTimesStep => (
                (1..)
                    .zip(heaps)
                    .map(|(step, &coins)| step * u128::from(coins))
                    .sum(),
                std::cmp::Reverse(0),
            ),
        }
    }
}

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

/// Where a game stands: the heaps (coins per step on a staircase) and the
/// game of each, which a split heap's two parts both keep.
#[derive(Debug, Clone)]
pub(crate) struct Standing {
    /// The heaps, in order.
    pub(crate) heaps: Vec<u64>,
    /// The game of each heap, in heap order.
    pub(crate) games: Vec<GameSpec>,
}

/// One legal move of a game beyond Nim, the position it leaves and its
/// value there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameMoveRow {
    /// The move.
    #[serde(rename = "move")]
    pub chosen: AnyMove,
    /// The heaps after it (a split heap becomes two, in its place).
    pub after: Vec<u64>,
    /// What decides the position after it, under the game's own name for
    /// it (`nim_sum_after` and `grundy_values_after`,
    /// `odd_step_nim_sum_after`, `column_remainders_after`).
    #[serde(flatten)]
    pub worth_after: After,
    /// P or N for the opponent, who moves next.
    pub outcome_after: Outcome,
}

/// One move of `moves --game`'s list: the move, which names the heap (or
/// heaps) it changes and what it leaves there, and what decides the
/// position after it.
///
/// Unlike `check`'s [`GameMoveRow`], it does not repeat the position after
/// the move: a million heaps' moves, each with a million heaps after it,
/// would make the list quadratic in the heaps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ListedMove {
    /// The move.
    #[serde(rename = "move")]
    pub chosen: AnyMove,
    /// What decides the position after it (`value_after` and
    /// `nim_sum_after`, `odd_step_nim_sum_after`,
    /// `column_remainders_after`).
    #[serde(flatten)]
    pub worth_after: MoveWorth,
    /// P or N for the opponent, who moves next.
    pub outcome_after: Outcome,
}

/// What decides the position a listed move leaves, in numbers that do not
/// grow with the heaps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveWorth {
    /// A sum of heap games: JSON `value_after`, the Grundy value of what
    /// the move leaves in its heap (a split: the nim-sum of its two parts'
    /// values), and `nim_sum_after`, the nim-sum of every heap's value
    /// after it (the nim-sum before ⊕ the heap's value ⊕ `value_after`).
    Heap {
        /// The value of what the move leaves in its heap.
        value: u64,
        /// The nim-sum of the values after the move.
        nim_sum: u64,
    },
    /// Any other game: what decides the whole position after the move
    /// (`odd_step_nim_sum_after`, `column_remainders_after`, or nothing
    /// for Wythoff's game), none of which grows with the heaps.
    /// Boxed, so that a heap game's row, the common one, stays small.
    Whole(Box<Worth>),
}

impl MoveWorth {
    /// The nim-sum after the move, in the games that have one (heap
    /// games' values, the staircase's odd steps).
    pub fn nim_sum(&self) -> Option<u64> {
        match self {
            MoveWorth::Heap { nim_sum, .. } => Some(*nim_sum),
            MoveWorth::Whole(worth) => match **worth {
                Worth::OddSteps { nim_sum } => Some(nim_sum),
                _ => None,
            },
        }
    }
}

impl Serialize for MoveWorth {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        match self {
            MoveWorth::Heap { value, nim_sum } => {
                let mut map = serializer.serialize_map(Some(2))?;
                map.serialize_entry("value_after", value)?;
                map.serialize_entry("nim_sum_after", nim_sum)?;
                map.end()
            }
            MoveWorth::Whole(worth) => After((**worth).clone()).serialize(serializer),
        }
    }
}

/// The moves `moves --game` lists from a position, and how it counts the
/// rest.
#[derive(Debug, Clone, Default)]
pub(crate) struct Rows {
    /// The moves listed, in move order.
    pub(crate) moves: Vec<ListedMove>,
    /// How many legal moves there are as a player counts them (on a row
    /// of pins a move and its mirror image are two).
    pub(crate) in_play: u128,
    /// How many of the moves, as listed, are not in the list.
    pub(crate) not_listed: u128,
    /// The heaps (from 1) too large to list their moves.
    pub(crate) searched: Vec<usize>,
}

/// What the `--game` commands ask of a game, for positions given as a
/// [`Standing`]: its walkthrough, every move, the theory's outcome and
/// worth, the move a student types, nimstep's own move, the rows of a
/// move list.
///
/// Object-safe, so that a position holds its game as a `dyn Played`
/// and no command matches on which game it is. The defaults list every
/// move (refused beyond [`MAX_MOVES`]) and judge each by the position it
/// leaves; a game whose positions can be too large to list (a sum of heap
/// games, Wythoff's game) answers from its formulas instead.
pub(crate) trait Played: Debug {
    /// The walkthrough of `heaps`, a position of this game (coins per
    /// step on a staircase), changing heap `asked` (from 1) when given:
    /// what `explain --game` shows, its steps worded by the game's own
    /// folder. Refused, as [`GameError`] says it, when it cannot be made.
    fn walkthrough(&self, heaps: &[u64], asked: Option<usize>) -> Result<Walk, GameError>;

    /// Every legal move, refused beyond [`MAX_MOVES`].
    fn moves(&self, at: &Standing) -> Result<Vec<AnyMove>, PlayError>;

    /// The position after `m`, a legal move from `at`.
    fn after(&self, at: &Standing, m: &AnyMove) -> Standing {
        Standing {
            heaps: m.after(&at.heaps),
            games: at.games.clone(),
        }
    }

    /// P or N for the player to move, by the theory.
    fn outcome(&self, at: &Standing) -> Result<Outcome, PlayError>;

    /// What decides the position, as the JSON names it.
    fn worth(&self, at: &Standing) -> Result<Worth, PlayError>;

    /// The Grundy value of the whole position, in the games that have one.
    fn value(&self, _at: &Standing) -> Result<Option<u64>, PlayError> {
        Ok(None)
    }

    /// The Grundy value of each heap, in games played on each heap alone
    /// (else empty: the heaps have no value of their own).
    fn heap_values(&self, _at: &Standing) -> Result<Vec<u64>, PlayError> {
        Ok(Vec::new())
    }

    /// Whether any move is left.
    fn has_move(&self, at: &Standing) -> Result<bool, PlayError> {
        Ok(!self.moves(at)?.is_empty())
    }

    /// The move of a sum of heap games that takes `take` from heap number
    /// `heap` (from 1), leaving the two heaps `split` or one, when it is
    /// legal; `None` in games played on the whole position.
    fn heap_move(
        &self,
        _at: &Standing,
        _heap: usize,
        _take: u64,
        _split: Option<[u64; 2]>,
    ) -> Option<AnyMove> {
        None
    }

    /// The legal move that `numbers`, as a student types them, name.
    fn read_move(&self, at: &Standing, numbers: &[u64]) -> Result<Option<AnyMove>, PlayError> {
        Ok(self.moves(at)?.into_iter().find(|m| m.reads_as(numbers)))
    }

    /// The heaps whose values are read through their game's period or
    /// pattern (heap games only).
    fn readings(&self, _at: &Standing) -> Result<Vec<Reading>, PlayError> {
        Ok(Vec::new())
    }

    /// What `numbers`, as a student types them in a session, name: pairs
    /// `K N` (one for the staircase's step and coins, one per heap for
    /// Moore's Nim, `1 N 2 N` down Wythoff's diagonal), or `None` when
    /// they are not in the game's form.
    fn named(&self, numbers: &[u64]) -> Option<Named> {
        (!numbers.is_empty() && numbers.len().is_multiple_of(2)).then(|| Named {
            pairs: numbers
                .chunks(2)
                .map(|c| (outline::heap_number(c[0]), c[1]))
                .collect(),
            split: None,
            spelling: Spelling::Typed,
        })
    }

    /// Why the game's rules forbid, in outline, the move `named` names
    /// (its pairs sorted by heap), said before any move is looked for: a
    /// split, a heap that does not hold the stones, more heaps than a move
    /// may change. By default a move takes from one heap and never splits
    /// it. A move allowed in outline may still be refused by its amounts.
    fn forbidden(&self, at: &Standing, named: &Named) -> Result<(), String> {
        outline::never_splits(&at.games, named)?;
        outline::held(&at.heaps, &named.pairs, false)?;
        outline::one_heap(&at.games, &named.pairs)
    }

    /// A key for the position in the labelling's memo: the same for two
    /// positions the game does not tell apart.
    fn key(&self, at: &Standing) -> Vec<(usize, u64)> {
        at.heaps.iter().map(|&h| (0, h)).collect()
    }

    /// The heaps as the labelling shows the position.
    fn labelled(&self, at: &Standing) -> Vec<u64> {
        at.heaps.clone()
    }

    /// The measure every move lowers, by which the labelling is ordered:
    /// stones, unless a move of the game keeps them.
    fn label_order(&self, _at: &Standing) -> LabelOrder {
        LabelOrder::Stones
    }

    /// The legal move `m` from `at`, with the position it leaves, judged
    /// by the theory.
    fn row(&self, at: &Standing, m: AnyMove) -> Result<GameMoveRow, PlayError> {
        let next = self.after(at, &m);
        Ok(GameMoveRow {
            worth_after: After(self.worth(&next)?),
            outcome_after: self.outcome(&next)?,
            after: next.heaps,
            chosen: m,
        })
    }

    /// The rows of `moves --game`: every legal move, each judged.
    fn rows(&self, at: &Standing) -> Result<Rows, PlayError> {
        let moves = self
            .moves(at)?
            .into_iter()
            .map(|m| listed(self, at, m))
            .collect::<Result<Vec<ListedMove>, PlayError>>()?;
        Ok(Rows {
            in_play: moves.len() as u128,
            moves,
            ..Rows::default()
        })
    }

    /// The winning moves a verdict on a losing move names, when they are
    /// searched heap by heap rather than listed (a sum of heap games).
    fn searched(&self, _at: &Standing) -> Result<Option<Searched>, PlayError> {
        Ok(None)
    }

    /// Every winning move from `at`, in move order.
    fn winning_moves(&self, at: &Standing) -> Result<Vec<AnyMove>, PlayError> {
        let mut winning = Vec::new();
        for m in self.moves(at)? {
            if self.outcome(&self.after(at, &m))? == Outcome::P {
                winning.push(m);
            }
        }
        Ok(winning)
    }

    /// nimstep's move: the first winning move; from a P-position, the first
    /// move of the largest heap, to keep the game going and wait for a
    /// mistake. `None` when no move is left.
    fn computer_move(&self, at: &Standing) -> Result<Option<AnyMove>, PlayError> {
        listed_computer_move(self, at)
    }

    // What the game says of itself: asked here, so that no presenter or
    // session names a game. The defaults are what every sum of heap games
    // says alike.

    /// Whether `heaps` can be a position of the game (Wythoff's game:
    /// exactly two), checked before the first question is asked of it.
    fn fits(&self, _heaps: &[u64]) -> Result<(), SetupError> {
        Ok(())
    }

    /// The rules in a sentence, naming the game, for a game played on the
    /// whole position; `None` for a sum of heap games, each of whose heaps
    /// has its own game's rule.
    fn rules(&self) -> Option<String> {
        None
    }

    /// How a move is typed, for the help of `play --game`, which lists
    /// every game's (`registry::typing`): "staircase Nim: `S N` moves N coins from step S down".
    fn typing(&self) -> &'static str;

    /// What the prompt of a session calls the numbers of a position.
    fn heaps_are(&self) -> &'static str {
        "Heaps"
    }

    /// How a move table writes a move of this position (what
    /// [`AnyMove::cell`] writes), for the head of its column: `heap −take
    /// → left`.
    fn move_notation(&self, at: &Standing) -> String;

    /// When the winning moves alone are listed because a position has too
    /// many moves to list, and the game finds them by a formula for the
    /// whole position rather than heap by heap: which are listed and how
    /// they are found, in words.
    fn found_by_formula(&self) -> Option<&'static str> {
        None
    }

    /// The theory that labels a position without search, named with its
    /// rule for P.
    fn theory(&self) -> String {
        "the nim-sum of the heaps' Grundy values (P exactly when it is 0)".to_string()
    }

    /// What the value of a position is, in the games whose positions have
    /// one ([`Played::value`]), as a quiz that asks it says.
    fn value_is(&self) -> Option<&'static str> {
        Some("the nim-sum of the heaps' Grundy values")
    }

    /// Every form a move of this position is typed in, each with what it
    /// does, as a quiz's opening says them: only the forms the game reads.
    fn move_forms(&self, at: &Standing) -> String;

    /// A position a move leaves, as a session says it: its heaps and what
    /// the theory reads off them (`1 2 with value 0`, `2 1 (a Wythoff
    /// pair)`).
    fn leaves_words(&self, at: &Standing) -> Result<String, PlayError> {
        let heaps = heaps_list(&at.heaps);
        Ok(match self.value(at)? {
            Some(v) => format!("{heaps} with value {v}"),
            None => heaps,
        })
    }

    /// Whether a position with a heap too large to list its moves (up to
    /// 2^64 − 1, as `quiz --huge` deals) is judged: a sum of heap games
    /// reads the heap's value through its game's period or pattern,
    /// Wythoff's game finds its moves by the pairs' formula; a game that
    /// lists every move cannot.
    fn judges_huge_heaps(&self) -> bool {
        true
    }
}

/// The legal move `m` from `at` as `moves --game` lists it, with what
/// decides the whole position after it.
pub(crate) fn listed<P: Played + ?Sized>(
    game: &P,
    at: &Standing,
    m: AnyMove,
) -> Result<ListedMove, PlayError> {
    let row = game.row(at, m)?;
    Ok(ListedMove {
        chosen: row.chosen,
        worth_after: MoveWorth::Whole(Box::new(row.worth_after.0)),
        outcome_after: row.outcome_after,
    })
}

/// nimstep's move found by listing every move: the first leaving a
/// P-position, else the first of the largest heap (see
/// [`AnyMove::largest`]).
pub(crate) fn listed_computer_move<P: Played + ?Sized>(
    game: &P,
    at: &Standing,
) -> Result<Option<AnyMove>, PlayError> {
    let moves = game.moves(at)?;
    for m in &moves {
        if game.outcome(&game.after(at, m))? == Outcome::P {
            return Ok(Some(m.clone()));
        }
    }
    let top = moves.iter().map(|m| m.largest(&at.heaps)).max();
    Ok(moves
        .into_iter()
        .find(|m| Some(m.largest(&at.heaps)) == top))
}
