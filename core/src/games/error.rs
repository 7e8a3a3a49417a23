//! Why a walkthrough of a game beyond Nim cannot be made, or its games
//! cannot be put together, each with the one line that says it: the
//! refusals every game shares (a heap with no winning move, games that
//! cannot be mixed, the Grundy tables' limits), and a game's own refusal
//! in its folder's words ([`Refusal`]), so that a new game refuses
//! without a variant here.
//!
//! Exists so that every walkthrough refuses in the same words, and
//! whole-position play (`solve::game_play`) refuses a position as the
//! walkthrough does. A folder makes its own refusal one of these
//! (`staircase::steps`, `wythoff`); the heap sum's (`heap::solve::SumRefusal`)
//! are converted here, below which it lies.

use super::heap::grundy::{GrundyError, SumError};
use super::heap::solve::SumRefusal;
use super::nim::error::SolveError;
use super::same::Same;
use super::spec::GameSpec;
use std::fmt;
use std::rc::Rc;

/// A game's own refusal, worded by its folder ("Wythoff's game is played
/// on exactly two heaps, not 3"): any error type of the folder, held
/// whatever it is, equal only to a refusal of its own type.
#[derive(Clone)]
pub struct Refusal(Rc<dyn Refused>);

/// What [`Refusal`] needs of a folder's error type: every error type
/// with `PartialEq` has it.
pub(crate) trait Refused: std::error::Error + Same {}

impl<T: std::error::Error + PartialEq + 'static> Refused for T {}

impl Refusal {
    /// A folder's refusal, held as a refusal of any game.
    pub(crate) fn new(refusal: impl Refused) -> Refusal {
        Refusal(Rc::new(refusal))
    }
}

/// As the folder's error prints itself.
impl fmt::Debug for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.0, f)
    }
}

/// The folder's one line.
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&*self.0, f)
    }
}

impl std::error::Error for Refusal {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0.source()
    }
}

impl PartialEq for Refusal {
    fn eq(&self, other: &Refusal) -> bool {
        self.0.same(Same::as_any(&*other.0))
    }
}

impl Eq for Refusal {}

/// Why the games of a position cannot be put together: refused alike by
/// the walkthrough ([`GameError`]) and by whole-position play
/// (`games::played::PlayError`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The games and heaps do not match, or a heap is out of reach.
    #[error(transparent)]
    Sum(#[from] SumError),
    /// A heap's value or moves are out of reach.
    #[error(transparent)]
    Grundy(#[from] GrundyError),
    /// A game's own refusal of the position (Wythoff's game given other
    /// than two heaps).
    #[error(transparent)]
    Game(Refusal),
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
    #[error("{game} is played on the whole position ({several}), so its walkthrough chooses no heap: leave --heap out")]
    NoHeapToChoose {
        /// The game.
        game: GameSpec,
        /// The heap asked for, from 1.
        heap: usize,
        /// How a move may change several heaps at once, in the game's
        /// words: "a move may take from both heaps at once".
        several: String,
    },
    /// The heap (or step) asked for, refused in its game's own words
    /// (staircase Nim: it is not an odd step).
    #[error("{refusal}")]
    AtHeap {
        /// The heap or step asked for, from 1.
        heap: usize,
        /// Why, as the game's folder says it.
        refusal: Refusal,
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

impl GameError {
    /// The one line that says what is wrong with a walkthrough asked for,
    /// naming the flag that asked (`--heap`, or else `--game`), as the
    /// command line and the browser edition both say it.
    pub fn words(&self) -> String {
        match self {
            GameError::Bouton(err) => err.words(),
            GameError::AtHeap { heap: k, .. }
            | GameError::NoWinningMoveThere { heap: k, .. }
            | GameError::NoHeapToChoose { heap: k, .. } => {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A game's refusal of its own, as a folder would write one.
    #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
    #[error("a hexagon of {cells} cells has no centre")]
    struct NoCentre {
        cells: u64,
    }

    /// The same words from another type.
    #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
    #[error("a hexagon of 4 cells has no centre")]
    struct Other;

    /// A new game's refusal needs no variant: it says its own line, with
    /// the flag `--game` (or `--heap` for the heap asked for) before it,
    /// and equals only a refusal of its own type.
    #[test]
    fn a_game_refuses_in_its_own_words() {
        let setup = SetupError::Game(Refusal::new(NoCentre { cells: 4 }));
        assert_eq!(
            GameError::from(setup.clone()).words(),
            "--game: a hexagon of 4 cells has no centre"
        );
        assert_eq!(setup, SetupError::Game(Refusal::new(NoCentre { cells: 4 })));
        assert_ne!(setup, SetupError::Game(Refusal::new(NoCentre { cells: 5 })));
        assert_ne!(setup, SetupError::Game(Refusal::new(Other)));
        assert_eq!(format!("{setup:?}"), "Game(NoCentre { cells: 4 })");
        let at = GameError::AtHeap {
            heap: 2,
            refusal: Refusal::new(Other),
        };
        assert_eq!(at.words(), "--heap 2: a hexagon of 4 cells has no centre");
    }

    /// Why the walkthrough of `heaps` in `game`, changing heap `asked`,
    /// cannot be made, as the command line says it.
    fn refused(game: &str, heaps: &[u64], asked: usize) -> String {
        let game = crate::games::registry::game(&[game.parse().unwrap()], heaps);
        game.unwrap()
            .walkthrough(heaps, Some(asked))
            .unwrap_err()
            .words()
    }

    /// Each game's refusals come from its folder: Wythoff's two heaps,
    /// the staircase's odd steps, how Moore's and Wythoff's moves change
    /// several heaps.
    #[test]
    fn the_folders_word_their_refusals() {
        let wythoff = crate::games::registry::played(&[GameSpec::Wythoff], &[1, 2, 3]);
        let err = GameError::from(wythoff.unwrap_err());
        assert_eq!(
            err.words(),
            "--game: Wythoff's game is played on exactly two heaps, not 3"
        );
        for (game, heaps, asked, words) in [
            (
                "staircase",
                &[3, 4][..],
                2,
                "--heap 2: in staircase Nim the walkthrough's move comes from an odd step; expected an odd step from 1 to 2",
            ),
            (
                "moore:3",
                &[3, 4],
                1,
                "--heap 1: moore:3 is played on the whole position (a move may take from up to 3 heaps at once), so its walkthrough chooses no heap: leave --heap out",
            ),
            (
                "wythoff",
                &[3, 4],
                2,
                "--heap 2: wythoff is played on the whole position (a move may take from both heaps at once), so its walkthrough chooses no heap: leave --heap out",
            ),
        ] {
            assert_eq!(refused(game, heaps, asked), words);
        }
    }
}
