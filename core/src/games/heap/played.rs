//! A sum of heap games as the `--game` commands play it: each heap read
//! by its own game's table of Grundy values, and the moves of a heap too
//! large to list searched for rather than listed ([`reach`]), so a heap
//! of 10^18 is played as a small one is.

use super::grundy::{GameMove, Sum, Values};
use super::reach::{self, Searched};
use super::words::{can_split, game_move_words, or_list, pins_knocked};
use crate::game::binary::nim_sum;
use crate::game::Outcome;
use crate::games::any_move::{AnyMove, PlayedMove};
use crate::games::error::{GameError, SetupError};
use crate::games::heap_move::{HeapMove, Parts, Spelling};
use crate::games::outline::{self, Named};
use crate::games::played::{
    GameMoveRow, LabelOrder, ListedMove, MoveWorth, PlayError, Played, Reading, Rows, Standing,
    MAX_MOVES,
};
use crate::games::spec::GameSpec;
use crate::games::walked::Walk;
use crate::games::worth::{After, Worth};
use std::rc::Rc;

/// A sum of heap games, its values computed far enough for every heap
/// reachable from the start. Shared, since a verdict's search
/// ([`Searched`]) reads the same tables.
#[derive(Debug, Clone)]
pub(crate) struct SumPlay(Rc<Sum>);

impl SumPlay {
    /// The sum played.
    pub(crate) fn new(sum: Sum) -> SumPlay {
        SumPlay(Rc::new(sum))
    }

    /// The table of `game` (every game of a reachable position is one of
    /// the start's).
    fn table(&self, game: &GameSpec) -> &Values {
        self.0
            .table_for(game)
            .unwrap_or_else(|| unreachable!("every reachable heap's game is one of the start's"))
    }

    /// Each heap with its game's table.
    fn heaps<'a>(&'a self, at: &'a Standing) -> impl Iterator<Item = (u64, &'a Values)> + 'a {
        at.heaps
            .iter()
            .zip(&at.games)
            .map(|(&h, g)| (h, self.table(g)))
    }
}

impl Played for SumPlay {
    /// Read off the tables already computed for the heaps.
    fn walkthrough(&self, heaps: &[u64], asked: Option<usize>) -> Result<Walk, GameError> {
        Ok(Walk::from(super::solve::walkthrough(
            &self.0, heaps, asked,
        )?))
    }

    fn moves(&self, at: &Standing) -> Result<Vec<AnyMove>, PlayError> {
        let mut all = Vec::new();
        for (i, (h, table)) in self.heaps(at).enumerate() {
            for m in table.moves(h).map_err(SetupError::from)? {
                all.push(AnyMove::new(GameMove::on_heap(i + 1, m)));
            }
        }
        if all.len() > MAX_MOVES {
            return Err(PlayError::TooManyMoves { max: MAX_MOVES });
        }
        Ok(all)
    }

    /// A split heap becomes two heaps of the same game, in its place.
    fn after(&self, at: &Standing, m: &AnyMove) -> Standing {
        let mut games = at.games.clone();
        if let Some(GameMove {
            heap,
            split: Some(_),
            ..
        }) = m.of::<GameMove>()
        {
            games.insert(heap - 1, at.games[heap - 1].clone());
        }
        Standing {
            heaps: m.after(&at.heaps),
            games,
        }
    }

    fn outcome(&self, at: &Standing) -> Result<Outcome, PlayError> {
        Ok(match self.value(at)? {
            Some(0) => Outcome::P,
            _ => Outcome::N,
        })
    }

    fn worth(&self, at: &Standing) -> Result<Worth, PlayError> {
        let values = self.heap_values(at)?;
        Ok(Worth::Grundy {
            nim_sum: nim_sum(&values),
            values,
        })
    }

    fn value(&self, at: &Standing) -> Result<Option<u64>, PlayError> {
        Ok(Some(nim_sum(&self.heap_values(at)?)))
    }

    fn heap_values(&self, at: &Standing) -> Result<Vec<u64>, PlayError> {
        self.heaps(at)
            .map(|(h, table)| Ok(table.value(h).map_err(SetupError::from)?))
            .collect()
    }

    /// Counted heap by heap (a heap of 10^18 has moves nobody lists).
    fn has_move(&self, at: &Standing) -> Result<bool, PlayError> {
        Ok(self.heaps(at).any(|(h, table)| table.move_count(h) > 0))
    }

    /// Judged by the game's rule, so a heap of any size is judged alike.
    fn heap_move(
        &self,
        at: &Standing,
        heap: usize,
        take: u64,
        split: Option<[u64; 2]>,
    ) -> Option<AnyMove> {
        let i = heap.checked_sub(1)?;
        let n = *at.heaps.get(i)?;
        let parts = match split {
            Some([a, b]) => Parts::Two(a, b),
            None => Parts::One(n.checked_sub(take)?),
        };
        let m = HeapMove { take, parts };
        at.games[i]
            .is_heap_move(n, m)
            .then(|| AnyMove::new(GameMove::on_heap(heap, m)))
    }

    /// `K N`, or `K N A B` for a split (the parts in either order), judged
    /// by the rule ([`Played::heap_move`]).
    fn read_move(&self, at: &Standing, numbers: &[u64]) -> Result<Option<AnyMove>, PlayError> {
        Ok(self.named(numbers).and_then(|named| {
            let [(heap, take)] = named.pairs[..] else {
                unreachable!("a heap move names one heap")
            };
            self.heap_move(at, heap, take, named.split)
        }))
    }

    /// `K N`, or `K N A B` for a split (the parts in either order).
    fn named(&self, numbers: &[u64]) -> Option<Named> {
        let (k, n, split) = match *numbers {
            [k, n] => (k, n, None),
            [k, n, a, b] => (k, n, Some([a.min(b), a.max(b)])),
            _ => return None,
        };
        Some(Named {
            pairs: vec![(outline::heap_number(k), n)],
            split,
            spelling: Spelling::Typed,
        })
    }

    /// One heap, which holds the stones taken; a split may take none
    /// (Lasker's Nim splits a heap without taking a stone), in a game whose
    /// moves split. A heap too small for the take is told the takes its
    /// game allows there, not every number up to its size.
    fn forbidden(&self, at: &Standing, named: &Named) -> Result<(), String> {
        outline::held(&at.heaps, &named.pairs, named.split.is_some())
            .map_err(|why| too_few(at, &named.pairs).unwrap_or(why))?;
        outline::one_heap(&at.games, &named.pairs)?;
        match named.pairs[..] {
            [(heap, _)] if !can_split(&at.games[heap - 1]) => {
                outline::never_splits(&at.games[heap - 1..heap], named)
            }
            _ => Ok(()),
        }
    }

    /// Each size and game once, in heap order.
    fn readings(&self, at: &Standing) -> Result<Vec<Reading>, PlayError> {
        let mut readings: Vec<Reading> = Vec::new();
        for (&size, game) in at.heaps.iter().zip(&at.games) {
            let table = self.table(game);
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

    /// The order of heaps does not matter, nor do empty heaps.
    fn key(&self, at: &Standing) -> Vec<(usize, u64)> {
        let mut key: Vec<(usize, u64)> = at
            .heaps
            .iter()
            .zip(&at.games)
            .filter(|(h, _)| **h > 0)
            .map(|(&h, g)| (self.0.game_index(g).unwrap_or(usize::MAX), h))
            .collect();
        key.sort_unstable();
        key
    }

    /// A split of Lasker's Nim keeps the stones and adds a heap.
    fn label_order(&self, at: &Standing) -> LabelOrder {
        if at.games.iter().any(splits_taking_nothing) {
            LabelOrder::StonesThenMostHeaps
        } else {
            LabelOrder::Stones
        }
    }

    fn labelled(&self, at: &Standing) -> Vec<u64> {
        let mut heaps = at.heaps.clone();
        heaps.retain(|&h| h > 0);
        heaps.sort_unstable();
        heaps
    }

    /// Judged by the values of the heaps it leaves, each read by its
    /// game's table, without the position after it, which would copy every
    /// heap's game (a million of them).
    fn row(&self, at: &Standing, m: AnyMove) -> Result<GameMoveRow, PlayError> {
        let Some(hm) = m.of::<GameMove>() else {
            unreachable!("a sum of heap games moves in one heap")
        };
        let after = super::after(&at.heaps, hm);
        let i = hm.heap - 1;
        let table = self.table(&at.games[i]);
        let left = &after[i..=i + usize::from(hm.split.is_some())];
        let left = left
            .iter()
            .map(|&h| table.value(h))
            .collect::<Result<Vec<u64>, _>>()
            .map_err(SetupError::from)?;
        let mut values = self.heap_values(at)?;
        values.splice(i..=i, left);
        let nim_sum = nim_sum(&values);
        Ok(GameMoveRow {
            after,
            worth_after: After(Worth::Grundy { values, nim_sum }),
            outcome_after: if nim_sum == 0 { Outcome::P } else { Outcome::N },
            chosen: m,
        })
    }

    /// Linear in the moves listed: a move is judged by its own heap's
    /// value and the nim-sum before. Refused beyond [`MAX_MOVES`] when
    /// every heap's moves are listed (a million small heaps have millions
    /// of moves); a heap too large to list its moves lists its winning
    /// moves alone, at most [`reach::LISTED`].
    fn rows(&self, at: &Standing) -> Result<Rows, PlayError> {
        let mut rows = Rows::default();
        let listable = self.heaps(at).all(|(h, table)| table.listable(h));
        let values = self.heap_values(at)?;
        let s = nim_sum(&values);
        for (i, (h, table)) in self.heaps(at).enumerate() {
            let found: Vec<HeapMove> = if table.listable(h) {
                table.moves(h).map_err(SetupError::from)?
            } else {
                rows.searched.push(i + 1);
                match s {
                    0 => Vec::new(),
                    _ => {
                        reach::reaching(table, h, values[i] ^ s)
                            .map_err(SetupError::from)?
                            .moves
                    }
                }
            };
            rows.not_listed += table.move_count(h) - found.len() as u128;
            rows.in_play += table.moves_in_play(h);
            for m in found {
                let value = table.parts_value(m.parts).map_err(SetupError::from)?;
                let nim_sum = s ^ values[i] ^ value;
                rows.moves.push(ListedMove {
                    chosen: AnyMove::new(GameMove::on_heap(i + 1, m)),
                    worth_after: MoveWorth::Heap { value, nim_sum },
                    outcome_after: crate::games::nim::solve::outcome(&[nim_sum]),
                });
            }
            if listable && rows.moves.len() > MAX_MOVES {
                return Err(PlayError::TooManyMoves { max: MAX_MOVES });
            }
        }
        Ok(rows)
    }

    /// Searched heap by heap.
    fn searched(&self, at: &Standing) -> Result<Option<Searched>, PlayError> {
        Ok(Some(
            Searched::new(Rc::clone(&self.0), &at.heaps).map_err(SetupError::from)?,
        ))
    }

    /// The first move, in heap order and then move order, to the value
    /// that makes the nim-sum 0 ([`reach::reaching`]); from a P-position,
    /// the first move of the first largest heap with a move.
    fn computer_move(&self, at: &Standing) -> Result<Option<AnyMove>, PlayError> {
        let values = self.heap_values(at)?;
        let s = nim_sum(&values);
        if s != 0 {
            for (i, (h, table)) in self.heaps(at).enumerate() {
                let found = reach::reaching(table, h, values[i] ^ s).map_err(SetupError::from)?;
                if let Some(&m) = found.moves.first() {
                    return Ok(Some(AnyMove::new(GameMove::on_heap(i + 1, m))));
                }
            }
            return Ok(None);
        }
        let mut chosen: Option<(u64, usize, HeapMove)> = None;
        for (i, (&h, game)) in at.heaps.iter().zip(&at.games).enumerate() {
            if chosen.is_some_and(|(top, _, _)| top >= h) {
                continue;
            }
            if let Some(m) = game.first_heap_move(h) {
                chosen = Some((h, i, m));
            }
        }
        Ok(chosen.map(|(_, i, m)| AnyMove::new(GameMove::on_heap(i + 1, m))))
    }

    fn typing(&self) -> &'static str {
        TYPING
    }

    /// One notation per kind of heap in the sum, each once, in heap order:
    /// pins knocked down on a row of pins, a split in Lasker's Nim.
    fn move_notation(&self, at: &Standing) -> String {
        let mut how: Vec<&str> = Vec::new();
        for game in &at.games {
            let notation = match game {
                _ if game.is_pins() => "heap pins → left",
                _ if splits_taking_nothing(game) => "heap −take or split → left",
                _ => "heap −take → left",
            };
            if !how.contains(&notation) {
                how.push(notation);
            }
        }
        how.join("; ")
    }

    /// `K N`, and the forms that leave two heaps only where a game of the
    /// sum splits heaps: Lasker's split, an octal game's take and split.
    fn move_forms(&self, at: &Standing) -> String {
        let mut forms = "`K N` takes N stones from heap K".to_string();
        if at.games.iter().any(splits_taking_nothing) {
            forms.push_str(", `K 0 A B` splits heap K into heaps of A and B");
        }
        let splits_taking_stones = |g: &GameSpec| {
            g.heap_rule()
                .is_some_and(|rule| rule.splits_taking_stones())
        };
        if at.games.iter().any(splits_taking_stones) {
            forms
                .push_str(", `K N A B` takes N stones from heap K and leaves two heaps of A and B");
        }
        forms
    }
}

/// The amounts a move of `game` may take from a heap of `n`, when its
/// rule takes at most a fixed number (subtraction and octal games);
/// `None` for Nim and Lasker's Nim, which take any number up to the heap.
fn fixed_takes(game: &GameSpec, n: u64) -> Option<Vec<u64>> {
    let most = game
        .heap_rule()
        .map(|rule| rule.most_taken())
        .filter(|&most| most < u64::MAX)?;
    let fits = |take: u64| {
        let rest = n - take;
        let two = (rest >= 2).then(|| Parts::Two(1, rest - 1));
        std::iter::once(Parts::One(rest))
            .chain(two)
            .any(|parts| game.is_heap_move(n, HeapMove { take, parts }))
    };
    Some((1..=most.min(n)).filter(|&take| fits(take)).collect())
}

/// Why the one heap `named` takes from is too small, in a game that takes
/// from a fixed set: the takes its rule allows there ("heap 2 has only 3
/// stones: take 2"), or, when it has none, a heap that has a move. `None`
/// when the move is refused for another reason, or the game takes any
/// number (Nim's words, "take from 1 to 3", are then true).
fn too_few(at: &Standing, named: &[(usize, u64)]) -> Option<String> {
    let [(heap, take)] = *named else {
        return None;
    };
    let i = heap.checked_sub(1)?;
    let (n, game) = (*at.heaps.get(i)?, &at.games[i]);
    if take <= n || n == 0 {
        return None;
    }
    let takes = fixed_takes(game, n)?;
    let unit = match (game.is_pins(), n) {
        (true, 1) => "pin",
        (true, _) => "pins",
        (false, 1) => "stone",
        (false, _) => "stones",
    };
    if !takes.is_empty() {
        return Some(format!(
            "heap {heap} has only {n} {unit}: take {}",
            or_list(&takes)
        ));
    }
    let with_move = at
        .heaps
        .iter()
        .zip(&at.games)
        .position(|(&h, g)| g.first_heap_move(h).is_some());
    let there = match with_move {
        Some(k) => format!("heap {} has one", k + 1),
        None => "no heap has one".to_string(),
    };
    Some(format!(
        "heap {heap} has only {n} {unit}, too few for any move of {game}; {there}"
    ))
}

/// How a move of any sum of heap games is typed, as `play --game`'s help
/// says it.
pub(crate) const TYPING: &str = "`K N` takes N stones from heap K; `K N A B` takes N from heap K and leaves two heaps A and B (in games that split heaps)";

impl PlayedMove for GameMove {
    fn typed(&self) -> Vec<u64> {
        match self.split {
            Some([a, b]) => vec![self.heap as u64, self.take, a, b],
            None => vec![self.heap as u64, self.take],
        }
    }

    fn reads_as(&self, numbers: &[u64]) -> bool {
        super::reads_as(self, numbers)
    }

    fn after(&self, heaps: &[u64]) -> Vec<u64> {
        super::after(heaps, self)
    }

    fn largest(&self, heaps: &[u64]) -> u64 {
        heaps[self.heap - 1]
    }

    fn words(&self, games: &[GameSpec]) -> String {
        match games.get(self.heap.wrapping_sub(1)) {
            Some(game) => game_move_words(self, game),
            None => game_move_words(self, &GameSpec::Nim),
        }
    }

    /// `#2 −3 → 4`, `#2 split → 1+3`, or the pins knocked down on a row
    /// of pins.
    fn cell(&self, games: &[GameSpec]) -> String {
        let left = match self.split {
            Some([a, b]) => format!("{a}+{b}"),
            None => self.leaves.to_string(),
        };
        let pins = games.get(self.heap - 1).is_some_and(GameSpec::is_pins);
        match self.take {
            0 => format!("#{} split → {left}", self.heap),
            _ if pins => format!("#{} {} → {left}", self.heap, pins_knocked(self)),
            take => format!("#{} −{take} → {left}", self.heap),
        }
    }
}

/// Whether a move of `game` may split a heap taking nothing (Lasker's
/// split), so that a position keeps its stones in more heaps.
fn splits_taking_nothing(game: &GameSpec) -> bool {
    game.heap_rule()
        .is_some_and(|rule| rule.splits_taking_nothing())
}
