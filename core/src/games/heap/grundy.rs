//! Grundy values of one-heap games: the mex of the options' values, the
//! period of the value sequence proved from a window of repeats, and the
//! value of any heap up to 2^64 − 1 from that period.
//!
//! The two windows that prove a period:
//! - a subtraction game with largest amount `m`: if `g(n + p) = g(n)` for
//!   `m` consecutive `n` from `n₀`, then for every `n ≥ n₀` (each value is
//!   the mex of the `m` values before it);
//! - an octal game whose moves remove at most `t` stones (the Guy–Smith
//!   theorem): if `g(n + p) = g(n)` for `n₀ ≤ n < 2n₀ + p + t` with
//!   `n₀ ≥ 1`, then for every `n ≥ n₀`.

use crate::games::heap_move::{HeapMove, Parts, MAX_TAKE};
use crate::games::spec::GameSpec;
use crate::games::theory::{Pattern, Proof, Theory};
use serde::Serialize;

/// How many values nimstep computes directly when no period is proved:
/// a heap larger than this in such a game is refused, and so is listing
/// the moves of a larger heap in a game whose moves split heaps.
pub(crate) const DIRECT_LIMIT: u64 = 10_000;

/// The most work ([`GameSpec::work_to`]) spent computing one game's values:
/// a few hundredths of a second. The values of a long octal code or a large
/// subtraction set are computed only as far as this allows (a heap beyond
/// them is refused, as one beyond [`DIRECT_LIMIT`] is), so every command
/// answers or refuses quickly whatever the spec.
pub(crate) const MAX_WORK: u128 = 30_000_000;

/// How many values are computed between two calls of `progress`.
pub(crate) const PROGRESS_STEP: u64 = 1 << 14;

/// What went wrong: a heap beyond what can be computed or listed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GrundyError {
    /// No period is proved, and the heap lies beyond the values computed.
    #[error("heap {heap} is too large for {game}: no period of its Grundy values is proved within the first {limit} values, and nimstep computes them directly only up to heap {limit}")]
    Unproved {
        /// The game's spec.
        game: String,
        /// The heap asked about.
        heap: u64,
        /// The largest heap computed.
        limit: u64,
    },
    /// More values asked for than a report lists.
    #[error("{upto} values are too many to list: nimstep lists Grundy values up to heap {limit}; for one heap's value with its derivation, give --at N instead")]
    TooManyValues {
        /// The last heap asked for.
        upto: u64,
        /// The last heap a report lists.
        limit: u64,
    },
    /// The heap's value does not fit in 64 bits (Lasker's Nim: g(2^64 − 1)
    /// = 2^64).
    #[error("heap {heap} is too large for {game}: its Grundy value would be {heap} + 1 = 2^64, one more than the largest number nimstep handles (2^64 − 1)")]
    ValueTooLarge {
        /// The game's spec.
        game: String,
        /// The heap asked about.
        heap: u64,
    },
    /// The heap's moves are too many to list (a game that splits heaps).
    #[error("heap {heap} is too large for {game}: it has about {ways} moves, and nimstep lists the moves of a heap only up to {limit} stones in games where moves grow with the heap")]
    TooManyMoves {
        /// The game's spec.
        game: String,
        /// The heap asked about.
        heap: u64,
        /// About how many moves it has.
        ways: u64,
        /// The largest heap whose moves are listed.
        limit: u64,
    },
}

/// A proved period: `g(n + period) = g(n)` for every `n ≥ preperiod`, and
/// for no smaller period or earlier start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Period {
    /// The first heap from which the values repeat (`n₀`).
    pub preperiod: u64,
    /// The smallest period `p`.
    pub period: u64,
    /// The window checked: `g(n + p) = g(n)` for `from ≤ n < to`.
    pub window_from: u64,
    /// The end of the window (excluded).
    pub window_to: u64,
    /// Which theorem turns the window into a proof.
    #[serde(flatten)]
    pub proof: Proof,
}

/// How the value of a heap beyond the computed ones is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Basis {
    /// Plain Nim: `g(n) = n` for every `n` (each smaller value is one move
    /// away, and `n` itself is not).
    Identity,
    /// A proved period.
    Periodic(Period),
    /// A proved pattern: Lasker's Nim.
    Pattern(Pattern),
    /// Only the values computed are known.
    Direct,
}

/// The Grundy values of one game, as far as they are known.
///
/// Exists so that a command computes (and proves) them once and then reads
/// any heap's value in constant time.
#[derive(Debug, Clone)]
pub struct Values {
    /// The game; a sum looks its heaps' tables up by it.
    game: GameSpec,
    /// `g(0), g(1), …` for every heap computed.
    values: Vec<u64>,
    /// How values beyond them are known.
    basis: Basis,
}

impl Values {
    /// The values of `game` (a heap game) for heaps `0..=upto` at least,
    /// and further until a period is proved or [`DIRECT_LIMIT`] is reached
    /// (subtraction and octal games). `upto` beyond the limit is capped:
    /// such heaps are known only through a period.
    pub fn solve(game: &GameSpec, upto: u64) -> Values {
        Values::solve_listing(game, upto.min(DIRECT_LIMIT), &mut |_| {})
    }

    /// The values of `game` for heaps `0..=upto` (`upto` at most
    /// [`max_listed`] of the game): computed until a period is proved or
    /// [`DIRECT_LIMIT`] is reached, then, past the limit, read through the
    /// period or computed to `upto` when none is proved. A game whose first
    /// [`DIRECT_LIMIT`] values cost more than [`MAX_WORK`] stops where its
    /// work runs out ([`affordable_length`]) and never goes past the limit.
    /// `progress` hears how many values are known from time to time while
    /// they are computed.
    pub(crate) fn solve_listing(
        game: &GameSpec,
        upto: u64,
        progress: &mut dyn FnMut(u64),
    ) -> Values {
        let affordable = affordable_length(game);
        let wanted = upto.min(max_listed(game)) + 1;
        let direct = wanted.min(DIRECT_LIMIT + 1).min(affordable);
        let mut table = Values {
            game: game.clone(),
            values: Vec::new(),
            basis: Basis::Direct,
        };
        let Some(rule) = game.heap_rule() else {
            // Nim: g(n) = n, listed as far as asked.
            if *game == GameSpec::Nim {
                table.extend_to(wanted, progress);
                table.basis = Basis::Identity;
            } else {
                table.extend_to(direct, progress);
            }
            return table;
        };
        if let Theory::Pattern(pattern) = rule.theory() {
            table.extend_to(direct, progress);
            table.basis = Basis::Pattern(pattern);
            return table;
        }
        // The period is looked for as values double, up to the limit; a
        // list longer than the limit is read through a proved period, and
        // computed only when none is found.
        let mut length = 64u64.min(affordable);
        // The table depends only on the game, this first length and how
        // far past the limit it is listed.
        let key = (game.clone(), length.max(direct).max(wanted));
        if let Some(done) = LAST_SOLVED.with_borrow(|last| {
            last.as_ref()
                .filter(|(k, _)| *k == key)
                .map(|(_, t)| t.clone())
        }) {
            return done;
        }
        loop {
            table.extend_to(length.max(direct), progress);
            if let Some(period) = find_period(game, &table.values) {
                table.basis = Basis::Periodic(period);
                break;
            }
            if length > DIRECT_LIMIT {
                if wanted > table.values.len() as u64 {
                    table.extend_to(wanted, progress);
                    if let Some(period) = find_period(game, &table.values) {
                        table.basis = Basis::Periodic(period);
                    }
                }
                break;
            }
            if length >= affordable {
                break;
            }
            length = (length * 2).min(DIRECT_LIMIT + 1).min(affordable);
        }
        LAST_SOLVED.set(Some((key, table.clone())));
        table
    }

    /// The game these values belong to.
    pub fn game(&self) -> &GameSpec {
        &self.game
    }

    /// The values computed directly, `g(0)` first.
    pub fn computed(&self) -> &[u64] {
        &self.values
    }

    /// The proved period, if any.
    pub fn period(&self) -> Option<Period> {
        match self.basis {
            Basis::Periodic(period) => Some(period),
            _ => None,
        }
    }

    /// The proved pattern, if any.
    pub fn pattern(&self) -> Option<Pattern> {
        match self.basis {
            Basis::Pattern(pattern) => Some(pattern),
            _ => None,
        }
    }

    /// The Grundy value of a heap of `n`, from the table, the period, the
    /// pattern or (Nim) the identity: the one way every command reads a
    /// heap's value.
    pub fn value(&self, n: u64) -> Result<u64, GrundyError> {
        if let Some(&g) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return Ok(g);
        }
        match self.basis {
            Basis::Identity => Ok(n),
            Basis::Periodic(period) => Ok(self.values[period.representative(n) as usize]),
            Basis::Pattern(pattern) => pattern.value(n).ok_or_else(|| GrundyError::ValueTooLarge {
                game: self.game.to_string(),
                heap: n,
            }),
            Basis::Direct => Err(GrundyError::Unproved {
                game: self.game.to_string(),
                heap: n,
                limit: self.values.len() as u64 - 1,
            }),
        }
    }

    /// How the value of a heap of `n` is known when it was not computed as
    /// a mex: through the proved period or pattern (the words of a session
    /// say so). `None` for a value computed, or a Nim heap (worth its size).
    pub(crate) fn read_through(&self, n: u64) -> Option<Basis> {
        let computed = usize::try_from(n).is_ok_and(|i| i < self.values.len());
        match self.basis {
            Basis::Periodic(_) | Basis::Pattern(_) if !computed => Some(self.basis),
            _ => None,
        }
    }

    /// The value of what a move leaves: one heap's value, or the nim-sum of
    /// the two parts' values.
    pub fn parts_value(&self, parts: Parts) -> Result<u64, GrundyError> {
        match parts {
            Parts::One(a) => self.value(a),
            Parts::Two(a, b) => Ok(self.value(a)? ^ self.value(b)?),
        }
    }

    /// Whether the moves of a heap of `n` can be listed one by one: up to
    /// [`DIRECT_LIMIT`] stones, or at most [`MAX_TAKE`] moves (a subtraction
    /// game). A larger heap's moves are searched by value instead
    /// (the `reach` module).
    pub fn listable(&self, n: u64) -> bool {
        n <= DIRECT_LIMIT || self.move_count(n) <= u128::from(MAX_TAKE)
    }

    /// How many legal moves a heap of `n` has as a player counts them,
    /// counted without listing them: on a row of pins a move and its mirror
    /// image are two moves, which [`Values::moves`] lists as one
    /// ([`Parts::mirror_images`]), so every count said of moves means the
    /// same thing for a heap of 10 and of 10^18.
    pub fn moves_in_play(&self, n: u64) -> u128 {
        match self.game.heap_rule() {
            Some(rule) => rule.moves_in_play(n),
            None => self.move_count(n),
        }
    }

    /// How many legal moves a heap of `n` has as [`Values::moves`] lists
    /// them (on a row of pins one of each pair of mirror images), counted
    /// without listing them.
    pub fn move_count(&self, n: u64) -> u128 {
        match self.game.heap_rule() {
            Some(rule) => rule.move_count(n),
            // Nim: every take.
            None => u128::from(n),
        }
    }

    /// Every legal move on a heap of `n`, refused for heaps beyond
    /// [`DIRECT_LIMIT`] in games whose moves split heaps or take any number
    /// ([`Values::listable`]).
    pub fn moves(&self, n: u64) -> Result<Vec<HeapMove>, GrundyError> {
        if !self.listable(n) {
            return Err(GrundyError::TooManyMoves {
                game: self.game.to_string(),
                heap: n,
                ways: u64::try_from(self.move_count(n)).unwrap_or(u64::MAX),
                limit: DIRECT_LIMIT,
            });
        }
        Ok(self.game.heap_moves(n))
    }

    /// The mex computation of `g(n)`: every option with its value, the
    /// values seen, and the smallest one missing.
    pub(crate) fn mex_trace(&self, n: u64) -> Result<MexTrace, GrundyError> {
        let mut options = Vec::new();
        for m in self.moves(n)? {
            let (split, part_values) = match m.parts {
                Parts::One(_) => (None, None),
                Parts::Two(a, b) => (Some([a, b]), Some([self.value(a)?, self.value(b)?])),
            };
            options.push(OptionValue {
                take: m.take,
                leaves: m.parts.total(),
                split,
                part_values,
                value: self.parts_value(m.parts)?,
            });
        }
        let mut seen: Vec<u64> = options.iter().map(|o| o.value).collect();
        seen.sort_unstable();
        seen.dedup();
        let mex = mex_of_sorted(&seen);
        Ok(MexTrace {
            heap: n,
            options,
            seen,
            mex,
        })
    }

    /// Appends values until `length` are known: by the game's own method
    /// when it has one (the sparse space of an octal game that splits
    /// heaps), else by the mex of every option (a subtraction game's heap
    /// has at most |S| options). The rule is asked once per table, never
    /// per heap.
    fn extend_to(&mut self, length: u64, progress: &mut dyn FnMut(u64)) {
        match self.game.heap_rule() {
            // g(n) = n: no need to visit the n moves of every heap.
            None if self.game == GameSpec::Nim => {
                self.values.extend(self.values.len() as u64..length)
            }
            Some(rule) if rule.extend(&mut self.values, length, progress) => {}
            _ => self.extend_by_mex(length, progress),
        }
    }

    /// Appends values until `length` are known, each the mex of every option.
    fn extend_by_mex(&mut self, length: u64, progress: &mut dyn FnMut(u64)) {
        let mut seen = Vec::new();
        while (self.values.len() as u64) < length {
            let n = self.values.len() as u64;
            seen.clear();
            let values = &self.values;
            self.game.for_each_heap_move(n, |m| {
                let g = match m.parts {
                    Parts::One(a) => values[a as usize],
                    Parts::Two(a, b) => values[a as usize] ^ values[b as usize],
                };
                let g = g as usize;
                if g >= seen.len() {
                    seen.resize(g + 1, false);
                }
                seen[g] = true;
            });
            let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len());
            self.values.push(mex as u64);
            if (self.values.len() as u64).is_multiple_of(PROGRESS_STEP) {
                progress(self.values.len() as u64);
            }
        }
    }
}

thread_local! {
    /// The last subtraction or octal table solved, by game and first
    /// length: a quiz or a game asks for the same game's values again and
    /// again (each position it deals), and each solve may cost up to
    /// [`MAX_WORK`].
    static LAST_SOLVED: std::cell::RefCell<Option<((GameSpec, u64), Values)>> =
        const { std::cell::RefCell::new(None) };
}

/// The most heaps (`0..length`, at least one) whose values `game` can
/// compute within [`MAX_WORK`], up to `DIRECT_LIMIT + 1`: found by halving,
/// since work grows with the length.
pub(crate) fn affordable_length(game: &GameSpec) -> u64 {
    let (mut low, mut high) = (1u64, DIRECT_LIMIT + 1);
    if game.work_to(high) <= MAX_WORK {
        return high;
    }
    while low + 1 < high {
        let middle = low + (high - low) / 2;
        if game.work_to(middle) <= MAX_WORK {
            low = middle;
        } else {
            high = middle;
        }
    }
    low
}

impl Period {
    /// The heap below `preperiod + period` whose value `g(n)` equals.
    pub fn representative(&self, n: u64) -> u64 {
        if n < self.preperiod {
            n
        } else {
            self.preperiod + (n - self.preperiod) % self.period
        }
    }
}

/// The mex of an increasing list without repeats: its first gap.
fn mex_of_sorted(seen: &[u64]) -> u64 {
    (0u64..)
        .zip(seen)
        .find(|&(i, &g)| g != i)
        .map(|(i, _)| i)
        .unwrap_or(seen.len() as u64)
}

/// One option of a heap and its Grundy value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct OptionValue {
    /// Stones taken.
    pub take: u64,
    /// Stones left in all.
    pub leaves: u64,
    /// The two heaps left, when the heap was split.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub split: Option<[u64; 2]>,
    /// The two parts' own values, when the heap was split.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub part_values: Option<[u64; 2]>,
    /// Its Grundy value: for two heaps, the nim-sum of theirs.
    pub value: u64,
}

/// How `g(n) = mex{…}` comes out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MexTrace {
    /// The heap `n`.
    pub heap: u64,
    /// Every option, in move order.
    pub options: Vec<OptionValue>,
    /// The distinct values of the options, increasing.
    pub seen: Vec<u64>,
    /// The smallest value not seen: `g(n)`.
    pub mex: u64,
}

/// The smallest period and its pre-period that `values` prove for `game`
/// by the window of its kind, if any. Every period `p` is tried from 1 up,
/// with the earliest start from which the computed values repeat with that
/// period; the first whose proof window lies inside the computed values is
/// the answer. A smaller period would have a window no longer than a
/// multiple's, so it is never passed over.
pub(crate) fn find_period(game: &GameSpec, values: &[u64]) -> Option<Period> {
    let length = values.len() as u64;
    let Some(Theory::Period(proof)) = game.heap_rule().map(|rule| rule.theory()) else {
        return None;
    };
    for p in 1..length {
        // The earliest n0 with g(n + p) = g(n) for n0 ≤ n < length − p.
        let mut n0 = length - p;
        while n0 > 0 && values[(n0 - 1) as usize] == values[(n0 - 1 + p) as usize] {
            n0 -= 1;
        }
        let (window_from, window_to) = proof.window(n0, p);
        // The window compares g(n) with g(n + p) for n < window_to.
        if window_to + p <= length {
            return Some(Period {
                preperiod: n0,
                period: p,
                window_from,
                window_to,
                proof,
            });
        }
    }
    None
}

/// One move of a sum of one-heap games, as the JSON contract shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct GameMove {
    /// The heap's number, counting from 1.
    pub heap: usize,
    /// How many stones are taken (0 for Lasker's split).
    pub take: u64,
    /// How many stones remain in all, in one heap or two.
    pub leaves: u64,
    /// The two heaps left when the move splits the heap.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub split: Option<[u64; 2]>,
}

impl GameMove {
    /// The move `m` on heap number `heap` (1-based).
    pub fn on_heap(heap: usize, m: HeapMove) -> Self {
        GameMove {
            heap,
            take: m.take,
            leaves: m.parts.total(),
            split: match m.parts {
                Parts::One(_) => None,
                Parts::Two(a, b) => Some([a, b]),
            },
        }
    }
}

/// A sum of one-heap games: a game for every heap, and the values of each
/// game that appears.
///
/// Exists so that a position with several games (`--game` per heap) is
/// solved with one table per distinct game, each proved once.
#[derive(Debug, Clone)]
pub struct Sum {
    /// One table per distinct game.
    tables: Vec<Values>,
    /// For each heap, the index of its game's table.
    which: Vec<usize>,
}

/// Why a sum cannot be formed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SumError {
    /// The games are neither one for all heaps nor one per heap.
    #[error("{games} games given for {heaps} heaps: give one game for every heap, in heap order, or one game for all")]
    Count {
        /// How many games.
        games: usize,
        /// How many heaps.
        heaps: usize,
    },
    /// A value or a move list beyond what can be known.
    #[error(transparent)]
    Grundy(#[from] GrundyError),
}

impl Sum {
    /// The sum with `games[i]` on heap `i` (or `games[0]` on every heap),
    /// its tables computed far enough for every heap of `heaps`.
    pub fn new(games: &[GameSpec], heaps: &[u64]) -> Result<Sum, SumError> {
        if games.len() != 1 && games.len() != heaps.len() {
            return Err(SumError::Count {
                games: games.len(),
                heaps: heaps.len(),
            });
        }
        let mut tables: Vec<Values> = Vec::new();
        let mut which = Vec::with_capacity(heaps.len());
        for i in 0..heaps.len() {
            let game = &games[if games.len() == 1 { 0 } else { i }];
            let index = match tables.iter().position(|t| t.game() == game) {
                Some(index) => index,
                None => {
                    let upto = (0..heaps.len())
                        .filter(|&j| games.len() == 1 || &games[j] == game)
                        .map(|j| heaps[j])
                        .max()
                        .unwrap_or(0);
                    tables.push(Values::solve(game, upto));
                    tables.len() - 1
                }
            };
            which.push(index);
        }
        Ok(Sum { tables, which })
    }

    /// The values of heap number `index` (from 0)'s game.
    pub fn table(&self, index: usize) -> &Values {
        &self.tables[self.which[index]]
    }

    /// The values of `game`, when it is one of the sum's games.
    pub(crate) fn table_for(&self, game: &GameSpec) -> Option<&Values> {
        self.game_index(game).map(|i| &self.tables[i])
    }

    /// A number for `game` among the sum's distinct games (the same for
    /// every heap of that game), when it is one of them.
    pub(crate) fn game_index(&self, game: &GameSpec) -> Option<usize> {
        self.tables.iter().position(|t| t.game() == game)
    }

    /// The Grundy value of every heap.
    pub fn values(&self, heaps: &[u64]) -> Result<Vec<u64>, GrundyError> {
        heaps
            .iter()
            .enumerate()
            .map(|(i, &h)| self.table(i).value(h))
            .collect()
    }

    /// Every legal move of the sum from `heaps`.
    pub fn moves(&self, heaps: &[u64]) -> Result<Vec<GameMove>, GrundyError> {
        let mut all = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let moves = self.table(i).moves(h)?;
            all.extend(moves.into_iter().map(|m| GameMove::on_heap(i + 1, m)));
        }
        Ok(all)
    }
}

/// The most mex computations a `grundy` report shows one by one.
pub(crate) const MAX_TRACED: u64 = 40;

/// The most values a `grundy` report lists in a game whose values cost
/// little each: Nim, subtraction games, and octal games (by the
/// sparse-space method when they split heaps).
pub(crate) const MAX_LISTED: u64 = 1_000_000;

/// The last heap a `grundy` report lists for `game`: [`MAX_LISTED`] in
/// heap games (Lasker's Nim past its first values by its pattern), else
/// [`DIRECT_LIMIT`].
pub(crate) fn max_listed(game: &GameSpec) -> u64 {
    match game.is_heap_game() {
        true => MAX_LISTED,
        false => DIRECT_LIMIT,
    }
}

/// What `nimstep grundy` shows: the values of a game from 0, how each of
/// the first was found, and the period that gives every other.
#[derive(Debug, Clone, Serialize)]
pub struct GrundyReport {
    /// The game, written in JSON as its spec.
    pub game: GameSpec,
    /// `g(0), g(1), …, g(upto)`; for one heap, up to the heap its value is
    /// read from (at most [`DIRECT_LIMIT`]).
    pub values: Vec<u64>,
    /// The first heap of the periodic part, when a period is proved.
    pub preperiod: Option<u64>,
    /// The smallest period, when proved.
    pub period: Option<u64>,
    /// Whether every heap's value is known: a period or a pattern is
    /// proved, or the game is Nim, where `g(n) = n`.
    pub proved: bool,
    /// The window and the theorem that prove the period.
    pub proof: Option<Period>,
    /// The formula every value follows, proved by induction (Lasker's Nim).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<Pattern>,
    /// When the pre-period is not 0: the heap just before it, whose value
    /// differs from the one a period later (so the periodic part cannot
    /// start earlier).
    pub last_exception: Option<Exception>,
    /// The heaps listed before the periodic part whose value differs from
    /// the one the period would give them (the "exceptional" values).
    pub exceptions: Vec<u64>,
    /// How many values were computed directly (`g(0)` onwards).
    pub computed: u64,
    /// The mex computation of each value shown one by one.
    pub mex: Vec<MexTrace>,
    /// The one heap asked for with `at`, and how its value is read off.
    pub at: Option<At>,
}

/// `g(n) ≠ g(n + p)` at the heap just before the periodic part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Exception {
    /// The heap `n₀ − 1`.
    pub heap: u64,
    /// `g(n₀ − 1)`.
    pub value: u64,
    /// `g(n₀ − 1 + p)`, a different value.
    pub value_a_period_later: u64,
}

/// The value of one heap, read through the period when it is far out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct At {
    /// The heap asked for.
    pub heap: u64,
    /// Its Grundy value.
    pub value: u64,
    /// The heap below `n₀ + p` with the same value (the heap itself when
    /// it is below `n₀ + p` or no period is used).
    pub representative: u64,
    /// How many whole periods lie between the two: `heap = representative
    /// + periods · p`.
    pub periods: u64,
}

/// What a `grundy` report covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Span {
    /// Every value from `g(0)` to `g(upto)`.
    Upto(u64),
    /// One heap, with its derivation.
    At(u64),
}

/// How far `grundy` lists values when neither `--upto` nor `--at` is
/// given.
pub const DEFAULT_UPTO: u64 = 20;

impl Span {
    /// The flag that asked for it, with its number: `--upto 20`.
    pub fn flag(self) -> String {
        match self {
            Span::Upto(n) => format!("--upto {n}"),
            Span::At(n) => format!("--at {n}"),
        }
    }
}

/// The report `grundy --game GAME` shows over `span`, or the one line
/// saying why not, naming the flag at fault: the command line and the
/// browser edition's lessons refuse alike.
pub fn asked(
    game: &GameSpec,
    span: Span,
    progress: &mut dyn FnMut(u64),
) -> Result<GrundyReport, String> {
    if !game.is_heap_game() {
        return Err(format!(
            "--game {game}: {game} is not played on each heap alone, so its heaps have no Grundy values of their own; expected {}",
            crate::games::spec::spellings(crate::games::spec::Kind::on_each_heap)
        ));
    }
    report(game, span, progress).map_err(|err| format!("{}: {err}", span.flag()))
}

/// The report for `game` over `span`; `progress` hears how many values
/// are known from time to time while they are computed.
pub fn report(
    game: &GameSpec,
    span: Span,
    progress: &mut dyn FnMut(u64),
) -> Result<GrundyReport, GrundyError> {
    let (upto, asked) = match span {
        Span::Upto(n) if n > max_listed(game) => {
            return Err(GrundyError::TooManyValues {
                upto: n,
                limit: max_listed(game),
            })
        }
        Span::Upto(n) => (n, None),
        Span::At(heap) => (0, Some(heap)),
    };
    let mut table = Values::solve_listing(game, upto, progress);
    if let Some(heap) = asked {
        // With no period or pattern to read it from, the heap's value is
        // computed directly (up to DIRECT_LIMIT).
        if table.basis == Basis::Direct && table.value(heap).is_err() {
            table = Values::solve(game, heap);
        }
    }
    let at = asked
        .map(|heap| {
            let representative = table.period().map_or(heap, |p| p.representative(heap));
            Ok::<_, GrundyError>(At {
                heap,
                value: table.value(heap)?,
                representative,
                periods: table
                    .period()
                    .map_or(0, |p| (heap - representative) / p.period),
            })
        })
        .transpose()?;
    let (last, traced): (u64, Vec<u64>) = match at {
        // Values up to the heap read (a Nim heap is its own value, so
        // only the first values are listed for a large one).
        Some(at) => (at.representative.min(DIRECT_LIMIT), vec![at.representative]),
        None => (upto, (0..=upto.min(MAX_TRACED)).collect()),
    };
    let values = (0..=last)
        .map(|n| table.value(n))
        .collect::<Result<_, _>>()?;
    // A heap too large to list its moves needs no mex when a formula
    // gives its value: g(n) = n in Nim, Lasker's pattern.
    let traced: Vec<u64> = match table.basis {
        Basis::Identity | Basis::Pattern(_) => {
            traced.into_iter().filter(|&n| n <= DIRECT_LIMIT).collect()
        }
        _ => traced,
    };
    let mex = traced
        .into_iter()
        .map(|n| table.mex_trace(n))
        .collect::<Result<_, _>>()?;
    let period = table.period();
    Ok(GrundyReport {
        game: game.clone(),
        values,
        preperiod: period.map(|p| p.preperiod),
        period: period.map(|p| p.period),
        proved: table.basis != Basis::Direct,
        proof: period,
        pattern: table.pattern(),
        last_exception: period.filter(|p| p.preperiod > 0).map(|p| {
            let heap = p.preperiod - 1;
            Exception {
                heap,
                value: table.values[heap as usize],
                value_a_period_later: table.values[(heap + p.period) as usize],
            }
        }),
        exceptions: period.map_or_else(Vec::new, |p| {
            (0..p.preperiod.min(last + 1))
                .filter(|&n| {
                    let in_period =
                        p.preperiod + (n + p.period - p.preperiod % p.period) % p.period;
                    table.values[n as usize] != table.values[in_period as usize]
                })
                .collect()
        }),
        computed: table.values.len() as u64,
        mex,
        at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(spec: &str) -> Values {
        Values::solve(&spec.parse().unwrap(), 0)
    }

    #[test]
    fn subtract_one_to_three_is_n_mod_4() {
        let v = values("subtract:1-3");
        let period = v.period().unwrap();
        assert_eq!((period.preperiod, period.period), (0, 4));
        for n in [0, 1, 2, 3, 4, 5, 1_000_000_000_000_000_001, u64::MAX] {
            assert_eq!(v.value(n).unwrap(), n % 4, "{n}");
        }
    }

    #[test]
    fn subtract_five_has_period_ten_not_one() {
        let v = values("subtract:5");
        let period = v.period().unwrap();
        assert_eq!((period.preperiod, period.period), (0, 10));
        let first: Vec<u64> = (0..12).map(|n| v.value(n).unwrap()).collect();
        assert_eq!(first, vec![0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0]);
    }

    #[test]
    fn a_window_too_short_proves_nothing() {
        let game: GameSpec = "subtract:5".parse().unwrap();
        let g = |n: u64| (n / 5) % 2;
        // Period 10 from 0 needs g(n + 10) = g(n) for 0 ≤ n < 5,
        // that is the 15 values g(0) to g(14); 14 are too few.
        let short: Vec<u64> = (0..14).map(g).collect();
        assert_eq!(find_period(&game, &short), None);
        let enough: Vec<u64> = (0..15).map(g).collect();
        assert_eq!(find_period(&game, &enough).map(|p| p.period), Some(10));
        // Five zeros look like period 1, but the window of max(S) = 5
        // repeats needs six values, and the sixth is 1.
        assert_eq!(find_period(&game, &[0, 0, 0, 0, 0]), None);
        assert_eq!(find_period(&game, &[0, 0, 0, 0, 0, 1]), None);
    }

    #[test]
    fn kayles_period_12_from_71() {
        let v = values("kayles");
        let period = v.period().unwrap();
        assert_eq!((period.preperiod, period.period), (71, 12));
        // The last exceptional value: g(70) = 6 differs from g(82) = 4.
        assert_ne!(v.value(70).unwrap(), v.value(82).unwrap());
        assert_eq!(period.window_to, 2 * 71 + 12 + 2);
    }

    #[test]
    fn dawson_in_heap_size_indexing() {
        // 0.07 counts the pins in a row; Dawson's chess (0.137) counts the
        // pawns, one fewer: its period 34 from 52 is ours from 53.
        let v = values("dawson");
        let period = v.period().unwrap();
        assert_eq!((period.preperiod, period.period), (53, 34));
        let chess = values("octal:0.137");
        let period = chess.period().unwrap();
        assert_eq!((period.preperiod, period.period), (52, 34));
        for n in 0..300 {
            assert_eq!(v.value(n + 1).unwrap(), chess.value(n).unwrap(), "{n}");
        }
    }

    #[test]
    fn lasker_values_follow_the_formula() {
        let v = Values::solve(&"lasker".parse().unwrap(), 200);
        for n in 1..=200u64 {
            let expected = match n % 4 {
                3 => n + 1,
                0 => n - 1,
                _ => n,
            };
            assert_eq!(v.value(n).unwrap(), expected, "{n}");
        }
        // Beyond the values computed, the pattern answers.
        assert_eq!(
            v.value(1_000_000_000_000_000_003).unwrap(),
            1_000_000_000_000_000_004
        );
        assert!(matches!(
            v.value(u64::MAX),
            Err(GrundyError::ValueTooLarge { .. })
        ));
    }

    #[test]
    fn mex_trace_of_kayles_4() {
        let v = values("kayles");
        let t = v.mex_trace(4).unwrap();
        // Options 3, 1+2, 2, 1+1 with values 3, 1⊕2 = 3, 2, 0.
        let shown: Vec<u64> = t.options.iter().map(|o| o.value).collect();
        assert_eq!(shown, vec![3, 3, 2, 0]);
        assert_eq!(t.seen, vec![0, 2, 3]);
        assert_eq!(t.mex, 1);
    }
}
