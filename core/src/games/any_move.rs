//! The move of any game beyond Nim, as the `--game` commands pass it
//! between reading, judging, listing and playing: the game's own move
//! type behind [`PlayedMove`], which its folder implements, so that no
//! list of the games' move types is kept here.
//!
//! Exists below the solvers so that whole-position play
//! (`solve::game_play`) and the move lists (`solve::move_list`) share it
//! without importing each other.

use super::same::Same;
use super::spec::GameSpec;
use serde::Serialize;
use std::fmt::{self, Debug};
use std::rc::Rc;

/// A move of any game, held as its game's own move type: written to JSON
/// as that type writes itself (no tag says which game's it is), and equal
/// only to a move of the same type with the same numbers, so a heap move
/// and a Wythoff move are never one move, whatever their numbers.
#[derive(Clone)]
pub struct AnyMove(Rc<dyn PlayedMove>);

/// What the `--game` commands ask of one game's move, answered in the
/// game's own folder, so that no command matches on which game's move it
/// holds.
pub(crate) trait PlayedMove: Value {
    /// The numbers a student types for the move in `play` and `quiz`
    /// (`1 1 27 50` for pin 28 of a row of 78).
    fn typed(&self) -> Vec<u64>;

    /// Whether `numbers`, as a student types them, name the move.
    fn reads_as(&self, numbers: &[u64]) -> bool;

    /// The heaps after the move, a legal one from `heaps`.
    fn after(&self, heaps: &[u64]) -> Vec<u64>;

    /// The largest heap (or step) the move takes from, in `heaps` before
    /// it.
    fn largest(&self, heaps: &[u64]) -> u64;

    /// The move in words, `games` holding the game of each heap: "take 3
    /// from heap 2, leaving 4".
    fn words(&self, games: &[GameSpec]) -> String;

    /// The move in a table's cell: "#2 −3 → 4".
    fn cell(&self, games: &[GameSpec]) -> String;
}

/// What [`AnyMove`] needs of a move type besides its game's answers: to
/// be printed for a test, compared with another move of any game, and
/// written to JSON. Every type that derives `Debug`, `PartialEq` and
/// `Serialize` has it, so a folder writes no line of it.
pub(crate) trait Value: Debug + Same + erased_serde::Serialize {}

impl<T: Debug + PartialEq + Serialize + 'static> Value for T {}

impl AnyMove {
    /// A game's own move, held as a move of any game.
    pub(crate) fn new(m: impl PlayedMove) -> AnyMove {
        AnyMove(Rc::new(m))
    }

    /// The move as its game's own type `T`, for the folder that made it;
    /// `None` when it is another game's move.
    pub(crate) fn of<T: PlayedMove>(&self) -> Option<&T> {
        Same::as_any(&*self.0).downcast_ref()
    }

    /// The numbers a student types for the move in `play` and `quiz`
    /// (`1 1 27 50` for pin 28 of a row of 78): what a hint shows, so that
    /// the move it names can be typed as it reads.
    pub fn typed(&self) -> String {
        let words: Vec<String> = self.0.typed().iter().map(u64::to_string).collect();
        words.join(" ")
    }

    /// Whether `numbers`, as a student types them, name the move.
    pub fn reads_as(&self, numbers: &[u64]) -> bool {
        self.0.reads_as(numbers)
    }

    /// The heaps after the move, a legal one from `heaps`: a split heap
    /// becomes two, in its place (coins per step on a staircase).
    pub fn after(&self, heaps: &[u64]) -> Vec<u64> {
        self.0.after(heaps)
    }

    /// The largest heap (or step) the move takes from, in `heaps` before
    /// it: nimstep plays on from a P-position with the first move of the
    /// largest heap.
    pub(crate) fn largest(&self, heaps: &[u64]) -> u64 {
        self.0.largest(heaps)
    }

    /// The move in words; `games` holds the game of each heap.
    pub fn words(&self, games: &[GameSpec]) -> String {
        self.0.words(games)
    }

    /// The move in a table's cell, `games` holding the game of each heap:
    /// `#2 −1 → 6`, `#2 −2 → 2+3`, `#1 split → 1+3`, `#1 pin 2 → 1+1` (a
    /// row of pins, named by its pins as `check` names it), `step 3: 2
    /// down`, `#1 −2 → 0, #2 −3 → 0`, `both −2 → 1, 3`.
    pub fn cell(&self, games: &[GameSpec]) -> String {
        self.0.cell(games)
    }
}

/// As the game's own move prints itself.
impl Debug for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Debug::fmt(&*self.0, f)
    }
}

impl PartialEq for AnyMove {
    fn eq(&self, other: &AnyMove) -> bool {
        self.0.same(Same::as_any(&*other.0))
    }
}

impl Eq for AnyMove {}

/// As the game's own move writes itself: the JSON of every move is its
/// game's, unchanged by being held here.
impl Serialize for AnyMove {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        erased_serde::serialize(&*self.0, serializer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Move;
    use crate::games::heap::grundy::GameMove;
    use crate::games::heap_move::{HeapMove, Parts};

    /// A move of a game of its own, to show that any type deriving what
    /// moves derive is held, compared and written as itself.
    #[derive(Debug, PartialEq, Serialize)]
    struct Jump {
        to: u64,
    }

    impl PlayedMove for Jump {
        fn typed(&self) -> Vec<u64> {
            vec![self.to]
        }
        fn reads_as(&self, numbers: &[u64]) -> bool {
            numbers == [self.to]
        }
        fn after(&self, _heaps: &[u64]) -> Vec<u64> {
            vec![self.to]
        }
        fn largest(&self, heaps: &[u64]) -> u64 {
            heaps[0]
        }
        fn words(&self, _games: &[GameSpec]) -> String {
            format!("jump to {}", self.to)
        }
        fn cell(&self, _games: &[GameSpec]) -> String {
            format!("→ {}", self.to)
        }
    }

    /// Take 3 from heap 1 of 7, as a heap game moves.
    fn heap_move() -> AnyMove {
        let m = HeapMove {
            take: 3,
            parts: Parts::One(4),
        };
        AnyMove::new(GameMove::on_heap(1, m))
    }

    #[test]
    fn moves_of_one_type_are_equal_by_their_numbers() {
        assert_eq!(heap_move(), heap_move());
        assert_eq!(AnyMove::new(Jump { to: 4 }), AnyMove::new(Jump { to: 4 }));
        assert_ne!(AnyMove::new(Jump { to: 4 }), AnyMove::new(Jump { to: 5 }));
    }

    /// Two games' moves with the same numbers and the same JSON are still
    /// two moves: the game's move type is part of the move.
    #[test]
    fn moves_of_two_games_are_never_equal() {
        let nim = AnyMove::new(crate::games::wythoff::WythoffMove::One(Move {
            heap: 1,
            take: 3,
            leaves: 4,
        }));
        let heap = heap_move();
        assert_eq!(
            serde_json::to_string(&nim).unwrap(),
            serde_json::to_string(&heap).unwrap()
        );
        assert_ne!(nim, heap);
        assert_ne!(heap, nim);
    }

    #[test]
    fn a_move_writes_and_prints_as_its_own_type() {
        let jump = AnyMove::new(Jump { to: 4 });
        assert_eq!(serde_json::to_string(&jump).unwrap(), r#"{"to":4}"#);
        assert_eq!(format!("{jump:?}"), "Jump { to: 4 }");
        assert_eq!(jump.typed(), "4");
        assert_eq!(jump.words(&[]), "jump to 4");
        assert_eq!(jump.of::<Jump>(), Some(&Jump { to: 4 }));
        assert!(jump.of::<GameMove>().is_none());
    }
}
