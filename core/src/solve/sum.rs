//! `explain` for games other than Nim, recorded step by step.
//!
//! A sum of one-heap games (subtraction, Lasker, octal) becomes Nim: each
//! heap is replaced by its Grundy value, Bouton's steps run unchanged on
//! those values (the normal-play solver itself, not a copy), and the
//! target value is turned back into a legal move of the real game.
//! Staircase Nim is Nim on the odd steps; Moore's Nimₖ counts each binary
//! column mod k + 1.

use crate::game::binary::nim_sum;
use crate::game::{Outcome, Rules};
use crate::games::heap::grundy::{GameMove, GrundyError, Sum, SumError};
use crate::games::heap::steps::{GameMex, GamePeriod, HeapValue, HeapValues, MAX_OPTIONS_RECORDED};
use crate::games::moore::{self, moore_columns, MooreColumn, MooreMove};
use crate::games::nim::error::SolveError;
use crate::games::nim::solve as normal;
use crate::games::spec::{GameSpec, Kind};
use crate::games::spec::{HeapMove, Parts};
use crate::games::staircase::{odd_step_coins, staircase_winning_moves, StairMove};
use crate::games::wythoff::{self, NotTwoHeaps, WythoffMove};
use crate::solve::reach;
use crate::solve::worth::Worth;
use crate::trace::Step;
use serde::Serialize;
use std::collections::hash_map::{Entry, HashMap};

/// Why the games of a position cannot be put together: refused alike by
/// the walkthrough ([`GameError`]) and by whole-position play
/// ([`crate::solve::game_play::PlayError`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The games and heaps do not match, or a heap is out of reach.
    #[error(transparent)]
    Sum(#[from] SumError),
    /// A heap's value or moves are out of reach.
    #[error(transparent)]
    Grundy(#[from] GrundyError),
    /// Wythoff's game given other than two heaps.
    #[error(transparent)]
    Wythoff(#[from] NotTwoHeaps),
    /// Staircase or Moore's Nim mixed with other games.
    #[error("{0} is played on the whole position, not heap by heap, so it cannot be mixed with other games: give it as the one game")]
    NotASum(GameSpec),
}

/// The one game played on the whole position (staircase or Moore's Nim)
/// when that is what `games` is, `None` for games played heap by heap;
/// refused when such a game is mixed with others.
pub fn whole_game(games: &[GameSpec]) -> Result<Option<&GameSpec>, SetupError> {
    match games.iter().find(|g| !g.is_heap_game()) {
        Some(game) if games.len() > 1 => Err(SetupError::NotASum(game.clone())),
        found => Ok(found),
    }
}

/// Why a game walkthrough cannot be made.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    /// The games of the position cannot be put together.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The heap asked for cannot make the walkthrough's move (the Bouton
    /// steps on the values said why).
    #[error("the heap asked for has no winning move: {0:?}")]
    Bouton(SolveError),
    /// The heap (or step) asked for has no winning move.
    #[error("{unit} {heap} has no winning move; {}", winners(unit, .winning))]
    NoWinningMoveThere {
        /// "heap", or "step" for staircase Nim.
        unit: &'static str,
        /// The heap or step asked for, from 1.
        heap: usize,
        /// Those that have a winning move, from 1.
        winning: Vec<usize>,
    },
    /// Staircase Nim: the step asked for is not an odd step.
    #[error("in staircase Nim the walkthrough's move comes from an odd step; expected an odd step from 1 to {steps}")]
    NotAnOddStep {
        /// The step asked for.
        step: usize,
        /// How many steps there are.
        steps: usize,
    },
}

impl GameError {
    /// The one line that says what is wrong with a walkthrough asked for,
    /// naming the flag that asked (`--heap`, or else `--game`), as the
    /// command line and the browser edition both say it.
    pub fn words(&self) -> String {
        match self {
            GameError::Bouton(err) => err.words(),
            GameError::NotAnOddStep { step: k, .. }
            | GameError::NoWinningMoveThere { heap: k, .. } => {
                format!("--heap {k}: {self}")
            }
            GameError::Setup(_) => format!("--game: {self}"),
        }
    }
}

/// `heaps with a winning move: 1, 3`, or that none has one.
fn winners(unit: &str, numbers: &[usize]) -> String {
    if numbers.is_empty() {
        return format!("no {unit} has one: this is a P-position");
    }
    let numbers: Vec<String> = numbers.iter().map(usize::to_string).collect();
    format!("{unit}s with a winning move: {}", numbers.join(", "))
}

/// The games of a position as JSON shows them: one spec for all heaps, or
/// one per heap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Games {
    /// The same game on every heap.
    One(GameSpec),
    /// A game per heap, in heap order.
    PerHeap(Vec<GameSpec>),
}

/// A step of a game walkthrough.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum GameStep {
    /// The Grundy value of every heap, each a mex.
    GrundyValues {
        /// One entry per heap.
        heaps: HeapValues,
        /// The distinct mex computations.
        traces: Vec<GameMex>,
        /// The period of each game that appears.
        periods: Vec<GamePeriod>,
    },
    /// Each heap replaced by its Grundy value: the sum is Nim on these.
    SumsAreNim {
        /// The heap sizes.
        sizes: Vec<u64>,
        /// Their Grundy values, one per heap.
        values: Vec<u64>,
    },
    /// Bouton's steps on the values, from the normal-play solver.
    Bouton {
        /// What the numbers of these steps are.
        on: BoutonOn,
        /// The Nim walkthrough's own steps, run on the values or the odd
        /// steps, so the words are Nim's.
        steps: Vec<Step>,
    },
    /// The target value turned back into a legal move of the real game.
    BackToTheGame {
        /// The heap's number, from 1.
        heap: usize,
        /// Its size.
        size: u64,
        /// Its value.
        value: u64,
        /// The value the move must leave: value ⊕ nim-sum.
        target: u64,
        /// The first legal move of that heap that leaves the target value.
        chosen: GameMove,
    },
    /// Every winning move, from the legal moves of every heap.
    AllWinningMoves {
        /// The moves, by heap.
        moves: Vec<GameMove>,
        /// How many of them lead a heap to a larger value than it had
        /// (possible in games other than Nim; Bouton's column rule finds
        /// only the others).
        to_larger_values: u128,
        /// How many winning moves there are in all, as they are listed
        /// (on a row of pins one of each pair of mirror images).
        total: u128,
        /// How many winning moves there are as a player counts them: on a
        /// row of pins a move and its mirror image (the same pins counted
        /// from the other end) are two.
        in_play: u128,
        /// How many of them are not listed (a heap too large to try every
        /// move, with more than [`reach::LISTED`]).
        #[serde(skip_serializing_if = "is_zero")]
        not_listed: u128,
        /// The heaps (from 1) too large to try every move, whose moves were
        /// searched by the period's classes or by a pattern.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        searched: Vec<usize>,
    },
    /// From a P-position: every move changes one heap's value to another
    /// value (never its own: the mex is missing from the options), so the
    /// nim-sum stops being 0.
    EveryMoveLoses {
        /// A legal move to keep playing, when there is any move at all.
        keep_going: Option<GameMove>,
    },
    /// Staircase Nim: the coins on the odd steps are the Nim heaps.
    OddSteps {
        /// The coins on every step, step 1 first.
        coins: Vec<u64>,
        /// The odd steps' numbers.
        steps: Vec<usize>,
        /// The coins on them.
        heaps: Vec<u64>,
    },
    /// Staircase Nim: the winning move found on the odd steps, as a move
    /// of coins down the staircase.
    StaircaseMove {
        /// The move.
        chosen: StairMove,
        /// The coins on the odd steps after it.
        odd_after: Vec<u64>,
    },
    /// Staircase Nim: every winning move.
    StaircaseWinningMoves {
        /// The moves, by step.
        moves: Vec<StairMove>,
    },
    /// A step of Moore's Nimₖ, which words its own (`games/moore`).
    #[serde(untagged)]
    Moore(moore::steps::Step),
    /// A step of Wythoff's game, which words its own (`games/wythoff`).
    #[serde(untagged)]
    Wythoff(wythoff::solve::Step),
}

/// What the numbers in a game walkthrough's Bouton steps stand for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BoutonOn {
    /// The heaps' Grundy values.
    GrundyValues,
    /// The coins on the odd steps of a staircase: "heap j" is step 2j − 1.
    OddSteps,
}

/// The whole walkthrough of a position in a game other than Nim.
///
/// Its winning moves are held once, in the step that lists them
/// ([`GameTrace::winning_moves`]); JSON writes them at the top too.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameTrace {
    /// The game, or the game of each heap.
    pub game: Games,
    /// The heap sizes (coins per step for staircase Nim).
    pub heaps: Vec<u64>,
    /// Always normal play: whoever makes the last move wins.
    pub rules: Rules,
    /// What decides the position, under the game's own name for it
    /// (Grundy values and their nim-sum, the odd steps' nim-sum, Moore's
    /// column remainders).
    pub worth: Worth,
    /// P or N for the player to move.
    pub outcome: Outcome,
    /// How many winning moves are not in the list (0: it has them all).
    pub winning_moves_not_listed: u128,
    /// The steps of the proof.
    pub steps: Vec<GameStep>,
}

impl GameTrace {
    /// Every winning move, unless some heap is too large to try every
    /// move and has more than [`reach::LISTED`]: then the first of them.
    /// None from a P-position.
    pub fn winning_moves(&self) -> WinningMoves<'_> {
        self.steps
            .iter()
            .find_map(|step| match step {
                GameStep::AllWinningMoves { moves, .. } => Some(WinningMoves::Heap(moves)),
                GameStep::StaircaseWinningMoves { moves } => Some(WinningMoves::Stair(moves)),
                GameStep::Moore(moore::steps::Step::WinningMoves { moves, .. }) => {
                    Some(WinningMoves::Moore(moves))
                }
                GameStep::Wythoff(wythoff::solve::Step::WinningMoves { moves }) => {
                    Some(WinningMoves::Wythoff(moves))
                }
                _ => None,
            })
            .unwrap_or(WinningMoves::Heap(&[]))
    }
}

/// A walkthrough's winning moves, each game's of its own kind; JSON
/// writes them as one list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum WinningMoves<'a> {
    /// Moves in one heap.
    Heap(&'a [GameMove]),
    /// Coins down the staircase.
    Stair(&'a [StairMove]),
    /// Stones from up to k heaps at once.
    Moore(&'a [MooreMove]),
    /// Wythoff's moves.
    Wythoff(&'a [WythoffMove]),
}

/// [`GameTrace`] as the JSON contract writes it.
#[derive(Serialize)]
struct GameTraceJson<'a> {
    game: &'a Games,
    heaps: &'a [u64],
    rules: Rules,
    #[serde(flatten)]
    worth: &'a Worth,
    outcome: Outcome,
    winning_moves: WinningMoves<'a>,
    #[serde(skip_serializing_if = "is_zero")]
    winning_moves_not_listed: u128,
    steps: &'a [GameStep],
}

impl Serialize for GameTrace {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        GameTraceJson {
            game: &self.game,
            heaps: &self.heaps,
            rules: self.rules,
            worth: &self.worth,
            outcome: self.outcome,
            winning_moves: self.winning_moves(),
            winning_moves_not_listed: self.winning_moves_not_listed,
            steps: &self.steps,
        }
        .serialize(serializer)
    }
}

/// A move of any game: a heap move, a staircase move or a Moore move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum AnyMove {
    /// A move in one heap.
    Heap(GameMove),
    /// Coins down the staircase.
    Stair(StairMove),
    /// Stones from up to k heaps at once.
    Moore(MooreMove),
    /// Wythoff's game: from one heap, or the same from both.
    Wythoff(WythoffMove),
}

/// The walkthrough of `heaps` under `games` (one for all, or one per heap),
/// changing heap `asked` (1-based) when given.
pub fn explain(
    heaps: &[u64],
    games: &[GameSpec],
    asked: Option<usize>,
) -> Result<GameTrace, GameError> {
    if let Some(game) = whole_game(games)? {
        return match game {
            GameSpec::Moore(k) => Ok(moore(heaps, *k)),
            GameSpec::Wythoff => Ok(wythoff_trace(
                wythoff::two_heaps(heaps).map_err(SetupError::from)?,
            )),
            _ if game.kind() == Kind::Staircase => staircase(heaps, asked),
            _ => Err(GameError::Setup(SetupError::NotASum(game.clone()))),
        };
    }
    heap_games(heaps, games, asked)
}

fn games_field(games: &[GameSpec]) -> Games {
    match games {
        [one] => Games::One(one.clone()),
        _ => Games::PerHeap(games.to_vec()),
    }
}

fn heap_games(
    heaps: &[u64],
    games: &[GameSpec],
    asked: Option<usize>,
) -> Result<GameTrace, GameError> {
    let sum = Sum::new(games, heaps).map_err(SetupError::from)?;
    let values = sum.values(heaps).map_err(SetupError::from)?;
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
                let mex = table.mex_trace(entry.key().1).map_err(SetupError::from)?;
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
    let winning = reach::winning_moves(&sum, heaps).map_err(SetupError::from)?;
    let not_listed = winning.total - winning.moves.len() as u128;
    let winning_total = winning.total;
    let in_play = winning.in_play;
    let to_larger_values = winning.to_larger_values;
    let searched = winning.searched;
    let winning = winning.moves;
    let mut steps = vec![
        GameStep::GrundyValues {
            heaps: heap_values,
            traces,
            periods,
        },
        GameStep::SumsAreNim {
            sizes: heaps.to_vec(),
            values: values.clone(),
        },
    ];
    let mut bouton = normal::analysis_steps(&values);
    if s == 0 {
        if let Some(k) = asked {
            // The normal-play solver says why no heap can be asked for.
            return Err(GameError::Bouton(normal::refuse_asked_in_p_position(
                heaps.len(),
                k,
            )));
        }
        steps.push(GameStep::Bouton {
            on: BoutonOn::GrundyValues,
            steps: bouton,
        });
        let keep_going = keep_going(&sum, heaps).map_err(SetupError::from)?;
        steps.push(GameStep::EveryMoveLoses { keep_going });
    } else {
        // The heap asked for may win only by a move to a larger value,
        // which Bouton's column rule does not find: then the Bouton steps
        // run as they would without it, up to the candidates.
        let mut winners: Vec<usize> = winning.iter().map(|m| m.heap).collect();
        winners.dedup();
        let (bouton_asked, larger) = match asked {
            Some(k) if k >= 1 && k <= heaps.len() && !winners.contains(&k) => {
                return Err(GameError::NoWinningMoveThere {
                    unit: "heap",
                    heap: k,
                    winning: winners,
                })
            }
            Some(k) if k >= 1 && k <= heaps.len() && values[k - 1] ^ s > values[k - 1] => {
                (None, Some(k))
            }
            other => (other, None),
        };
        let nim_steps = normal::winning_steps(&values, bouton_asked).map_err(GameError::Bouton)?;
        let mut chosen_heap = 1;
        for step in nim_steps {
            match step {
                // Heap sizes are not values: the game's own heap, move and
                // list of moves follow the Bouton steps.
                Step::ChosenHeap { heap, .. } => chosen_heap = larger.unwrap_or(heap),
                Step::Move { .. } | Step::AllWinningMoves { .. } => {}
                Step::XorWithSum { .. } | Step::Check { .. } if larger.is_some() => {}
                other => bouton.push(other),
            }
        }
        steps.push(GameStep::Bouton {
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
        steps.push(GameStep::BackToTheGame {
            heap: chosen_heap,
            size: heaps[i],
            value: values[i],
            target,
            chosen,
        });
        steps.push(GameStep::AllWinningMoves {
            moves: winning,
            to_larger_values,
            total: winning_total,
            in_play,
            not_listed,
            searched,
        });
    }
    Ok(GameTrace {
        game: games_field(games),
        heaps: heaps.to_vec(),
        rules: Rules::Normal,
        worth: Worth::Grundy { values, nim_sum: s },
        outcome: normal::outcome(&[s]),
        winning_moves_not_listed: not_listed,
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
/// its moves (more than the moves' digits, so something is always left).
fn last_of_fewest_taken(game: &GameSpec, n: u64) -> Option<HeapMove> {
    let halves = |take: u64| {
        let rest = n - take;
        Parts::Two(rest / 2, rest - rest / 2)
    };
    match game {
        GameSpec::Lasker => Some(HeapMove {
            take: 0,
            parts: halves(0),
        }),
        GameSpec::Octal(octal) => (1u64..)
            .zip(octal.digits())
            .find(|&(_, &d)| d & 6 != 0)
            .map(|(take, &d)| HeapMove {
                take,
                parts: if d & 4 != 0 {
                    halves(take)
                } else {
                    Parts::One(n - take)
                },
            }),
        GameSpec::Nim => Some(HeapMove {
            take: 1,
            parts: Parts::One(n - 1),
        }),
        // A subtraction game's heap is always listed; no other game has
        // heaps of its own here.
        _ => None,
    }
}

fn staircase(coins: &[u64], asked: Option<usize>) -> Result<GameTrace, GameError> {
    let odd_steps: Vec<usize> = (1..=coins.len()).step_by(2).collect();
    let odd = odd_step_coins(coins);
    let s = nim_sum(&odd);
    let winning = staircase_winning_moves(coins);
    let mut steps = vec![GameStep::OddSteps {
        coins: coins.to_vec(),
        steps: odd_steps.clone(),
        heaps: odd.clone(),
    }];
    let mut bouton = normal::analysis_steps(&odd);
    if let (0, Some(k)) = (s, asked) {
        return Err(GameError::NoWinningMoveThere {
            unit: "step",
            heap: k,
            winning: Vec::new(),
        });
    }
    if s == 0 {
        steps.push(GameStep::Bouton {
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
        steps.push(GameStep::EveryMoveLoses { keep_going });
    } else {
        // `--heap K` names a step; Bouton's steps number the odd steps.
        let asked_odd = match asked {
            Some(k) if k % 2 == 1 && k <= coins.len() => Some(k.div_ceil(2)),
            Some(k) => {
                return Err(GameError::NotAnOddStep {
                    step: k,
                    steps: coins.len(),
                })
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
                return Err(GameError::NoWinningMoveThere {
                    unit: "step",
                    heap: k,
                    winning: from_odd,
                });
            }
        }
        let mut chosen = None;
        for step in normal::winning_steps(&odd, asked_odd).map_err(GameError::Bouton)? {
            match step {
                Step::Move { chosen: m } => chosen = Some(m),
                Step::ChosenHeap { .. } | Step::AllWinningMoves { .. } => {}
                other => bouton.push(other),
            }
        }
        steps.push(GameStep::Bouton {
            on: BoutonOn::OddSteps,
            steps: bouton,
        });
        let m = chosen.unwrap_or_else(|| unreachable!("an N-position has a winning move"));
        let mut odd_after = odd.clone();
        odd_after[m.heap - 1] = m.leaves;
        steps.push(GameStep::StaircaseMove {
            chosen: StairMove {
                step: odd_steps[m.heap - 1],
                coins: m.take,
            },
            odd_after,
        });
        steps.push(GameStep::StaircaseWinningMoves { moves: winning });
    }
    Ok(GameTrace {
        game: Games::One(GameSpec::Staircase),
        heaps: coins.to_vec(),
        rules: Rules::Normal,
        worth: Worth::OddSteps { nim_sum: s },
        outcome: normal::outcome(&[s]),
        winning_moves_not_listed: 0,
        steps,
    })
}

/// Wythoff's game, as its own folder solves it.
fn wythoff_trace(heaps: [u64; 2]) -> GameTrace {
    GameTrace {
        game: Games::One(GameSpec::Wythoff),
        heaps: heaps.to_vec(),
        rules: Rules::Normal,
        worth: Worth::Pairs,
        outcome: wythoff::solve::outcome(heaps),
        winning_moves_not_listed: 0,
        steps: wythoff::solve::steps(heaps)
            .into_iter()
            .map(GameStep::Wythoff)
            .collect(),
    }
}

/// Moore's columns as the JSON gives them: their remainders, highest
/// first.
pub(crate) fn moore_worth(columns: &[MooreColumn]) -> Worth {
    Worth::Columns {
        remainders: columns.iter().map(|c| c.remainder).collect(),
    }
}

fn moore(heaps: &[u64], k: u64) -> GameTrace {
    let columns = moore_columns(heaps, k);
    let (steps, _) = moore::steps::steps(heaps, k);
    GameTrace {
        game: Games::One(GameSpec::Moore(k)),
        heaps: heaps.to_vec(),
        rules: Rules::Normal,
        worth: moore_worth(&columns),
        outcome: if moore::moore_is_p(heaps, k) {
            Outcome::P
        } else {
            Outcome::N
        },
        winning_moves_not_listed: 0,
        steps: steps.into_iter().map(GameStep::Moore).collect(),
    }
}

/// Whether a count is 0 (serde leaves such counts out).
fn is_zero(n: &u128) -> bool {
    *n == 0
}
