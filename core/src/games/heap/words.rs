//! A heap game's move in words: the stones taken and what they leave, or
//! on a row of pins (Kayles, Dawson's Kayles) the pins knocked down.

use super::grundy::GameMove;
use crate::games::spec::GameSpec;

/// "take 1 from heap 2, leaving 3", "take 1 from heap 2, leaving two
/// heaps of 3 and 4" or "split heap 2 into 3 and 4"; on a row of pins,
/// "knock down pin 4 of heap 2, …", since that is what a player does.
pub fn game_move_words(m: &GameMove, game: &GameSpec) -> String {
    if is_pins(game) && m.take > 0 {
        return pin_move_words(m);
    }
    match (m.take, m.split) {
        (0, Some([a, b])) => format!("split heap {} into {a} and {b}", m.heap),
        (take, Some([a, b])) => format!(
            "take {take} from heap {}, leaving two heaps of {a} and {b}",
            m.heap
        ),
        (take, None) => format!("take {take} from heap {}, leaving {}", m.heap, m.leaves),
    }
}

/// Whether `game` is played on rows of pins (Kayles, Dawson's Kayles).
pub fn is_pins(game: &GameSpec) -> bool {
    matches!(game, GameSpec::Octal(octal) if matches!(octal.name(), Some("kayles" | "dawson")))
}

/// A move on a row of pins, named by the pins it knocks down, counted from
/// the left: "knock down pin 2 of heap 1, leaving two heaps of 1 and 1". A
/// move that leaves one row knocks down the pins at its right-hand end, as
/// the picture of a move takes stones from the end of a heap.
fn pin_move_words(m: &GameMove) -> String {
    let left = match m.split {
        Some([a, b]) => format!("two heaps of {a} and {b}"),
        None => m.leaves.to_string(),
    };
    format!(
        "knock down {} of heap {}, leaving {left}",
        pins_knocked(m),
        m.heap
    )
}

/// The pins a move on a row knocks down, counted from the left: "pin 3",
/// "pins 2 and 3", "pins 2 to 4" (the words of `check` and the cells of
/// `moves` alike).
pub(crate) fn pins_knocked(m: &GameMove) -> String {
    let first = match m.split {
        Some([a, _]) => a + 1,
        None => m.leaves + 1,
    };
    let last = first + (m.take - 1);
    match m.take {
        1 => format!("pin {first}"),
        2 => format!("pins {first} and {last}"),
        _ => format!("pins {first} to {last}"),
    }
}

/// How many moves on a row of pins leave a row of `leaves` pins, or the
/// two rows of `split`: 2 when the move has a mirror image (the same pins
/// counted from the other end of the row, which leaves the same rows, so
/// the lists show one of the two), 1 when it is its own (the whole row
/// knocked down, or two equal rows left).
pub(crate) fn mirror_moves(leaves: u64, split: Option<[u64; 2]>) -> u64 {
    match split {
        Some([a, b]) if a != b => 2,
        Some(_) => 1,
        None if leaves > 0 => 2,
        None => 1,
    }
}

/// The count of moves on rows of pins when the list shows one move of each
/// pair of mirror images: `moves` ("14 legal moves"), then "; a move and
/// its mirror image (…) leave the same rows, so 8 are listed, one of each
/// pair".
pub(crate) fn mirrors_listed_once(moves: &str, listed: u64) -> String {
    format!("{moves}; a move and its mirror image (the same pins counted from the other end of the row) leave the same rows, so {listed} are listed, one of each pair")
}
