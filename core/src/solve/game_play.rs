//! Positions of the games beyond Nim as wholes: their legal moves, their
//! outcome by the theory (Grundy values, odd steps, Moore's columns,
//! Wythoff's pairs), and the same outcome by the definition alone
//! (Ferguson's recursion), so that `moves`, `check` and `label` can hold
//! the theory against it.
//!
//! A position holds its game as a `dyn Played` (`games::played`) and asks
//! it; nothing here knows which game it is.

use crate::game::Outcome;
use crate::games::any_move::AnyMove;
use crate::games::heap::reach::Searched;
use crate::games::outline::Named;
use crate::games::played::{GameMoveRow, PlayError, Played, Reading, Standing};
use crate::games::registry;
use crate::games::spec::GameSpec;
use crate::games::worth::Worth;
use crate::solve::label::{GameLabel, Labelling, LabelsOf};
use crate::solve::move_list::{GameMoves, MoveList, MovesOf};
use serde::Serialize;
use std::collections::HashMap;
use std::rc::Rc;

/// The most positions `label --game` works through.
pub const MAX_POSITIONS: usize = 50_000;

/// The most stones (or coins) in all that `label --game` starts from.
pub(crate) const MAX_LABEL_STONES: u64 = 64;

/// A position of a game beyond Nim, with the game that judges it and
/// every position reachable from it.
#[derive(Debug, Clone)]
pub struct GamePosition {
    /// The heaps and the game of each.
    at: Standing,
    /// The game, which answers every question about the position.
    game: Rc<dyn Played>,
}

impl GamePosition {
    /// The position `heaps` under `games` (one for all heaps, or one per
    /// heap).
    pub fn new(games: &[GameSpec], heaps: &[u64]) -> Result<Self, PlayError> {
        let (game, games) = registry::played(games, heaps)?;
        Ok(GamePosition {
            at: Standing {
                heaps: heaps.to_vec(),
                games,
            },
            game,
        })
    }

    /// The heaps now, a split heap as two (coins per step on a
    /// staircase).
    pub fn heaps(&self) -> &[u64] {
        &self.at.heaps
    }

    /// The game of each heap, in heap order.
    pub fn games(&self) -> &[GameSpec] {
        &self.at.games
    }

    /// The heaps and the game of each, taken: a verdict keeps them, and a
    /// million heaps are not copied.
    pub fn into_parts(self) -> (Vec<u64>, Vec<GameSpec>) {
        (self.at.heaps, self.at.games)
    }

    /// The move of a sum of heap games that takes `take` from heap number
    /// `heap` (from 1), leaving the two heaps `split` or one, when it is
    /// legal: judged by the game's rule, so a heap of any size is judged
    /// alike. `None` when it is not legal, or the game is played on the
    /// whole position.
    pub fn heap_move(&self, heap: usize, take: u64, split: Option<[u64; 2]>) -> Option<AnyMove> {
        self.game.heap_move(&self.at, heap, take, split)
    }

    /// Whether any move is left: counted heap by heap in a sum of heap
    /// games (a heap of 10^18 has moves nobody lists), by the stones left
    /// in Wythoff's game, else by listing.
    pub fn has_move(&self) -> Result<bool, PlayError> {
        self.game.has_move(&self.at)
    }

    /// The legal move that `numbers`, as a student types them, name: `K N`,
    /// `K N A B` for a split (the parts in either order), and the forms of
    /// the games played on the whole position. A sum of heap games judges
    /// it by the rule ([`GamePosition::heap_move`]) and Wythoff's game
    /// reads it from the numbers, so a heap of 10^18 is read as a small
    /// one is; `None` when no legal move reads so.
    pub fn read_move(&self, numbers: &[u64]) -> Result<Option<AnyMove>, PlayError> {
        self.game.read_move(&self.at, numbers)
    }

    /// What `numbers`, as a student types them in a session, name, in the
    /// game's form: `K N` or `K N A B` in heap games, pairs `K N` in the
    /// games played on the whole position; `None` in another form.
    pub(crate) fn named(&self, numbers: &[u64]) -> Option<Named> {
        self.game.named(numbers)
    }

    /// How a move of the game is typed in a session (`Played::typing`),
    /// for a refusal of numbers not in that form.
    pub(crate) fn typing(&self) -> &'static str {
        self.game.typing()
    }

    /// Why the game's rules forbid, in outline, the move `named` names:
    /// asked before the move is looked for, in the game's own words.
    pub(crate) fn forbidden(&self, named: &Named) -> Result<(), String> {
        self.game.forbidden(&self.at, named)
    }

    /// The heaps whose values are read through their game's period or
    /// pattern rather than computed as a mex (each size and game once, in
    /// heap order), so that a session can say how it knows them.
    pub fn readings(&self) -> Result<Vec<Reading>, PlayError> {
        self.game.readings(&self.at)
    }

    /// The position after `m` (a legal move from this one): a split heap
    /// becomes two heaps of the same game, in its place.
    pub fn after(&self, m: &AnyMove) -> GamePosition {
        GamePosition {
            at: self.game.after(&self.at, m),
            game: Rc::clone(&self.game),
        }
    }

    /// Every legal move, refused beyond [`MAX_MOVES`](crate::games::played::MAX_MOVES).
    pub fn moves(&self) -> Result<Vec<AnyMove>, PlayError> {
        self.game.moves(&self.at)
    }

    /// The outcome by the theory: the nim-sum of the Grundy values, of the
    /// odd steps, Moore's columns or Wythoff's pairs.
    pub fn outcome(&self) -> Result<Outcome, PlayError> {
        self.game.outcome(&self.at)
    }

    /// The nim-sum of the heaps' Grundy values (the odd steps' nim-sum for
    /// staircase Nim; none for Moore's Nim and Wythoff's game, which are
    /// not sums).
    pub fn value(&self) -> Result<Option<u64>, PlayError> {
        self.game.value(&self.at)
    }

    /// What decides the position, as the JSON names it.
    pub fn worth(&self) -> Result<Worth, PlayError> {
        self.game.worth(&self.at)
    }

    /// The Grundy value of each heap (heap games; empty for the games
    /// played on the whole position, whose heaps have no value of their
    /// own).
    pub fn heap_values(&self) -> Result<Vec<u64>, PlayError> {
        self.game.heap_values(&self.at)
    }

    /// What a session's prompt calls the numbers: `Heaps`, `Steps`.
    pub fn heaps_are(&self) -> &'static str {
        self.game.heaps_are()
    }

    /// The position as a session says a move left it: `1 2 with value
    /// 0`, `2 1 (a Wythoff pair)`.
    pub fn leaves_words(&self) -> Result<String, PlayError> {
        self.game.leaves_words(&self.at)
    }

    /// What the value of a position is, in words, in the games whose
    /// positions have one.
    pub fn value_is(&self) -> Option<&'static str> {
        self.game.value_is()
    }

    /// Every form a move from here is typed in, with what it does, as a
    /// quiz's opening says them.
    pub fn move_forms(&self) -> String {
        self.game.move_forms(&self.at)
    }
}

/// The legal move `m` from `position`, judged by the theory.
pub(crate) fn row(position: &GamePosition, m: AnyMove) -> Result<GameMoveRow, PlayError> {
    position.game.row(&position.at, m)
}

/// Every legal move from `position` as `moves --game` lists them. Takes
/// the position, whose heaps and games the list keeps, so that a million
/// heaps are not copied.
pub fn list(position: GamePosition) -> Result<MoveList, PlayError> {
    let outcome = position.outcome()?;
    // The games move into the list, uncopied.
    let mut moves = listed(&position, Vec::new())?;
    moves.games = position.at.games;
    Ok(MoveList {
        outcome,
        of: MovesOf::Game(moves),
        heaps: position.at.heaps,
    })
}

/// Every legal move from `position`, each judged by the theory; of a
/// heap too large to list its moves, only the winning moves, found by
/// search, and the others counted (see [`Played::rows`]).
pub fn moves(position: &GamePosition) -> Result<GameMoves, PlayError> {
    listed(position, position.at.games.clone())
}

/// The moves of `position`, as [`moves`] lists them, with `games`, the
/// game of each heap, handed over by the caller.
fn listed(position: &GamePosition, games: Vec<GameSpec>) -> Result<GameMoves, PlayError> {
    let rows = position.game.rows(&position.at)?;
    Ok(GameMoves {
        notation: position.game.move_notation(&position.at),
        found_by_formula: position.game.found_by_formula(),
        value_is: position.game.value_is(),
        games,
        moves: rows.moves,
        in_play: rows.in_play,
        not_listed: rows.not_listed,
        searched: rows.searched,
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
    let stones: u128 = start.heaps().iter().map(|&h| u128::from(h)).sum();
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
        positions.push(GameLabel {
            heaps: position.game.labelled(&position.at),
            label: *label,
            theory: position.outcome()?,
        });
    }
    let order = start.game.label_order(&start.at);
    positions
        .sort_by(|a, b| (order.rank(&a.heaps), &a.heaps).cmp(&(order.rank(&b.heaps), &b.heaps)));
    Ok(Labelling {
        start: start.heaps().to_vec(),
        of: LabelsOf::Game {
            theory: start.game.theory(),
            games: start.games().to_vec(),
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
    let key = position.game.key(&position.at);
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
            Better::Searched(searched) => Box::new(searched.iter().map(AnyMove::new)),
        }
    }
}

impl Serialize for Better {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// Every winning move from `position` (a verdict names them when the
/// move judged is not one): searched heap by heap in a sum of heap games
/// and found by the pairs' formula in Wythoff's game, without listing
/// every move, so that a heap of 10^18 is judged as a small one is;
/// listed in the other games.
pub fn better(position: &GamePosition) -> Result<Better, PlayError> {
    Ok(match position.game.searched(&position.at)? {
        Some(searched) => Better::Searched(searched),
        None => Better::Listed(position.game.winning_moves(&position.at)?),
    })
}

/// nimstep's move in a game beyond Nim: the first winning move (the first
/// legal move leaving a P-position); from a P-position, the first move of
/// the largest heap (the largest step, for the staircase), to keep the game
/// going and wait for a mistake. `None` when no move is left. In a sum of
/// heap games the moves are searched heap by heap, and in Wythoff's game
/// found by the pairs' formula, never listed, so a heap of 10^18 is played
/// as a small one is.
pub fn computer_move(position: &GamePosition) -> Result<Option<AnyMove>, PlayError> {
    position.game.computer_move(&position.at)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::heap::grundy::Basis;
    use crate::games::heap::grundy::GameMove;
    use crate::games::heap_move::Parts;
    use crate::games::played::ListedMove;
    use crate::games::Game;
    use crate::games::{heap, oracle, wythoff};
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

    /// A heap game by its moves alone, for the oracle: no Grundy table.
    struct Rule(GameSpec);

    impl Game for Rule {
        type Position = Vec<u64>;
        type Move = GameMove;

        fn moves(&self, heaps: &Vec<u64>) -> Vec<GameMove> {
            let mut moves = Vec::new();
            for (i, &n) in heaps.iter().enumerate() {
                (self.0).for_each_heap_move(n, |m| moves.push(GameMove::on_heap(i + 1, m)));
            }
            moves
        }

        fn after(&self, heaps: &Vec<u64>, m: &GameMove) -> Vec<u64> {
            heap::after(heaps, m)
        }

        fn reads_as(&self, m: &GameMove, numbers: &[u64]) -> bool {
            heap::reads_as(m, numbers)
        }

        fn name_move(&self, m: &GameMove) -> String {
            crate::games::heap::words::game_move_words(m, &self.0)
        }
    }

    /// nimstep's move found by listing every move.
    fn listed_computer_move(position: &GamePosition) -> Result<Option<AnyMove>, PlayError> {
        crate::games::played::listed_computer_move(&*position.game, &position.at)
    }

    /// The rows of a position of Wythoff's game: every move, or the
    /// winning ones alone; and how many are not listed.
    fn wythoff_rows(
        position: &GamePosition,
        every: bool,
    ) -> Result<(Vec<ListedMove>, u128), PlayError> {
        wythoff::played::rows(&wythoff::Wythoff, &position.at, every)
    }

    /// The move `numbers` names, found among every move listed.
    fn listed_read(position: &GamePosition, numbers: &[u64]) -> Option<AnyMove> {
        position.moves().unwrap().into_iter().find(|m| {
            let m = m.of().expect("heap games only");
            heap::reads_as(m, numbers)
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
                if GAMES[which].len() == 1 && position.heaps().iter().sum::<u64>() <= 12 {
                    // One game for every heap: the oracle plays it too
                    // (on few stones: it tells apart the orders of heaps).
                    let rule = Rule(games[0].clone());
                    let winning = oracle::outcome(&rule, &position.heaps().to_vec()) == Outcome::N;
                    prop_assert_eq!(winning, oracle::outcome(&rule, &next.heaps().to_vec()) == Outcome::P);
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
    /// every move, the counts add up, nimstep's move is the first winning
    /// move of the list (from a pair, one stone from the larger heap), and
    /// the verdict on a move needs no list.
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
                let expected = match by_list.is_empty() {
                    false => listed_computer_move(&position).unwrap(),
                    // From a pair: one stone from the larger heap.
                    true if x >= y => position.read_move(&[1, 1]).unwrap(),
                    true => position.read_move(&[2, 1]).unwrap(),
                };
                assert_eq!(computer_move(&position).unwrap(), expected, "({x}, {y})");
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
