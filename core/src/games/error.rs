//! Why a walkthrough of a game beyond Nim cannot be made, or its games
//! cannot be put together: the refusals of the heap games, the staircase
//! and Wythoff's game, each with the one line that says it.
//!
//! Exists above the games' folders, which refuse in their own terms
//! (`heap::solve::SumRefusal`, `staircase::steps::StairRefusal`,
//! `wythoff::NotTwoHeaps`) and import nothing from here: this module
//! gathers them, so that every walkthrough refuses in the same words, and
//! whole-position play (`solve::game_play`) refuses a position as the
//! walkthrough does.

use super::heap::grundy::{GrundyError, SumError};
use super::heap::solve::SumRefusal;
use super::nim::error::SolveError;
use super::spec::GameSpec;
use super::staircase::steps::StairRefusal;
use super::wythoff::NotTwoHeaps;

/// Why the games of a position cannot be put together: refused alike by
/// the walkthrough ([`GameError`]) and by whole-position play
/// (`solve::game_play::PlayError`).
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

/// Why a game walkthrough cannot be made.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    /// The games of the position cannot be put together.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// Nim's solver refused the heap asked for (in a game beyond Nim, the
    /// Bouton steps on its values said why it cannot make the move).
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
    /// A heap was asked for in a game whose move is found on the whole
    /// position and may change several heaps at once (Wythoff's game,
    /// Moore's Nim): no heap can be chosen, and saying nothing of the
    /// flag would leave the reader thinking it was obeyed.
    #[error("{game} is played on the whole position ({}), so its walkthrough chooses no heap: leave --heap out", several(.game))]
    NoHeapToChoose {
        /// The game.
        game: GameSpec,
        /// The heap asked for, from 1.
        heap: usize,
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

impl From<SumRefusal> for GameError {
    fn from(err: SumRefusal) -> Self {
        match err {
            SumRefusal::Grundy(err) => GameError::Setup(err.into()),
            SumRefusal::Bouton(err) => GameError::Bouton(err),
            SumRefusal::NoWinningMove { heap, winning } => GameError::NoWinningMoveThere {
                unit: "heap",
                heap,
                winning,
            },
        }
    }
}

impl From<StairRefusal> for GameError {
    fn from(err: StairRefusal) -> Self {
        match err {
            StairRefusal::Bouton(err) => GameError::Bouton(err),
            StairRefusal::NoWinningMove { step, winning } => GameError::NoWinningMoveThere {
                unit: "step",
                heap: step,
                winning,
            },
            StairRefusal::NotAnOddStep { step, steps } => GameError::NotAnOddStep { step, steps },
        }
    }
}

impl GameError {
    /// The one line that says what is wrong with a walkthrough asked for,
    /// naming the flag that asked (`--heap`, or else `--game`), as the
    /// command line and the browser edition both say it.
    pub fn words(&self) -> String {
        match self {
            GameError::Bouton(err) => err.words(),
            GameError::NotAnOddStep { step: k, .. }
            | GameError::NoWinningMoveThere { heap: k, .. }
            | GameError::NoHeapToChoose { heap: k, .. } => {
                format!("--heap {k}: {self}")
            }
            GameError::Setup(_) => format!("--game: {self}"),
        }
    }
}

/// How a move of `game` may change several heaps at once.
fn several(game: &GameSpec) -> String {
    match game {
        GameSpec::Moore(k) => format!("a move may take from up to {k} heaps at once"),
        _ => "a move may take from both heaps at once".to_string(),
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
