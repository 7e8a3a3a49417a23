//! The sections of a misère walkthrough: which situation holds, the parity
//! argument, the endgame move, and why normal play still works with two or
//! more big heaps.

use crate::doc::{Line, Mark, Section};
use crate::game::{Move, Outcome};
use crate::games::nim::move_words;
use crate::trace::{MisereStep, Situation};
use crate::words::moves_table;
use crate::words::{count, outcome_name};

/// One of misère play's own steps as a section (the steps it shares with
/// normal play are `games::nim::explain`'s).
pub(crate) fn section(step: &MisereStep) -> Section {
    match step {
        MisereStep::MiserePhase {
            situation,
            singles,
            big,
            empty,
            outcome,
        } => phase(*situation, (*singles, *big, *empty), *outcome),
        MisereStep::SinglesParity { singles, outcome } => singles_parity(*singles, *outcome),
        MisereStep::EndgameMove {
            heap,
            size,
            other_singles,
            chosen,
            singles_after,
        } => endgame_move(*heap, *size, *other_singles, chosen, *singles_after),
        MisereStep::KeepsBigHeap {
            chosen,
            untouched,
            untouched_size,
            big_after,
        } => keeps_big_heap(chosen, *untouched, *untouched_size, *big_after),
        MisereStep::MisereWinningMoves { moves } => winning_moves(moves),
    }
}

/// Which of the three situations holds, and what it means for the play;
/// `heaps` counts the heaps of one stone, of two or more, and empty ones.
fn phase(situation: Situation, heaps: (u64, u64, u64), outcome: Outcome) -> Section {
    let counts = heap_counts(heaps);
    let (name, meaning): (&str, &[&str]) = match situation {
        Situation::AllHeapsAtMostOne => (
            "every heap holds at most one stone",
            &["From here on every move empties one single-stone heap, so only the number of such heaps matters: the position is a P-position exactly when that number is odd. The nim-sum does not decide here (normal play calls the same heaps P exactly when that number is even)."],
        ),
        Situation::OneHeapAtLeastTwo => (
            "exactly one heap holds two or more stones",
            &["This is where misère play parts from normal play. The nim-sum still gives the verdict, N (it is never 0 here: the big heap's leading 1 is alone in its column), but not the move. The player to move wins by reducing the big heap to 0 or to 1, whichever leaves an odd number of single-stone heaps."],
        ),
        Situation::SeveralHeapsAtLeastTwo => (
            "two or more heaps hold two or more stones",
            &[
                "Play exactly as in normal play: here the P-positions are those with nim-sum 0, and the winning moves are normal play's.",
                "Why: a move changes one heap only, so from two or more big heaps (heaps of two or more stones) every move leaves at least one big heap. A position with exactly one big heap never has nim-sum 0: that heap's leading 1 sits in a column worth 2 or more, where every other heap (0 or 1 stone) has a 0, so that column is odd. Hence a move to nim-sum 0 from here leaves at least two big heaps. The player who keeps handing over nim-sum 0 therefore never lets the opponent face a single big heap; the opponent, facing two or more, must sooner or later leave exactly one (the game is finite), and then the player following the strategy faces it and wins with the endgame move.",
            ],
        ),
    };
    // The rule and its reason are paragraphs of their own, so a small
    // screen cuts between them rather than cutting off the verdict.
    let section = Section::new("Which misère situation?").paragraph(
        Line::new()
            .plain(format!("{counts}: the situation where "))
            .mark(name, Mark::Strong)
            .plain("."),
    );
    let section = meaning.iter().fold(section, |s, &text| s.paragraph(text));
    section.paragraph(
        Line::new()
            .plain("Under misère rules this is ")
            .mark(outcome_name(outcome), outcome_mark(outcome))
            .plain("."),
    )
}

/// How many heaps hold one stone and how many two or more, said as a
/// person would: "No heap holds one stone; all 3 hold two or more", "2
/// heaps hold one stone and the other holds two or more". `empty` heaps
/// are never named, but keep "all" and "the other" true.
fn heap_counts((singles, big, empty): (u64, u64, u64)) -> String {
    let heaps = singles + big + empty;
    let hold = |n: u64| count(n, "holds", "hold");
    let ones = |n: u64| count(n, "heap holds one stone", "heaps hold one stone");
    match (singles, big) {
        (0, 0) => "Every heap is empty".to_string(),
        (_, _) if heaps == 1 && singles == 1 => "The one heap holds one stone".to_string(),
        (_, _) if heaps == 1 => "The one heap holds two or more stones".to_string(),
        (0, 2) if heaps == 2 => "No heap holds one stone; both hold two or more".to_string(),
        (0, b) if b == heaps => format!("No heap holds one stone; all {b} hold two or more"),
        (0, b) => format!("No heap holds one stone; {} two or more", hold(b)),
        (2, 0) if heaps == 2 => "Both heaps hold one stone".to_string(),
        (s, 0) if s == heaps => format!("All {s} heaps hold one stone"),
        (s, 0) => format!("{}, and none holds two or more", ones(s)),
        (s, 1) if empty == 0 => format!("{} and the other holds two or more", ones(s)),
        (s, b) if empty == 0 => format!("{} and the other {b} hold two or more", ones(s)),
        (s, b) => format!("{} and {} two or more", ones(s), hold(b)),
    }
}

/// The parity argument when every heap holds at most one stone.
fn singles_parity(singles: u64, outcome: Outcome) -> Section {
    let text = match outcome {
        Outcome::P => format!(
            "{} one stone, an odd number. The moves are forced — each empties one such heap — so exactly {} will be made; as that is odd, the player to move now makes the last one, takes the last stone and loses. Every move leaves an even number of single-stone heaps for the opponent: an N-position.",
            count(singles, "heap holds", "heaps hold"),
            count(singles, "more move", "more moves"),
        ),
        Outcome::N => format!(
            "{} one stone, an even number. Empty any one of them: an odd number is left, so the opponent takes the last stone.",
            count(singles, "heap holds", "heaps hold")
        ),
    };
    Section::new("Count the single-stone heaps").paragraph(text)
}

/// The endgame move with exactly one big heap.
fn endgame_move(
    heap: usize,
    size: u64,
    other_singles: u64,
    chosen: &Move,
    singles_after: u64,
) -> Section {
    let parity = if other_singles.is_multiple_of(2) {
        "even"
    } else {
        "odd"
    };
    let after = count(singles_after, "single-stone heap", "single-stone heaps");
    let why = if chosen.leaves == 1 {
        format!("leave 1 stone in heap {heap}, making {after}")
    } else {
        format!("empty heap {heap}, leaving {after}")
    };
    Section::new("The endgame move")
        .paragraph(format!(
            "Heap {heap} ({size} stones) is the only big heap. {} one stone, an {parity} number, so {why}: an odd number, a misère P-position.",
            count(other_singles, "other heap holds", "other heaps hold"),
        ))
        .paragraph(
            Line::new()
                .plain("Move: ")
                .mark(move_words(chosen), Mark::Win)
                .plain("."),
        )
        .paragraph("Normal play would do the opposite and leave an even number (its move leaves nim-sum 0). From here every move is forced: each empties one single-stone heap, and the opponent takes the last stone.")
}

/// Why the normal-play move is also the misère one with two or more big
/// heaps, for this move: the general reason is the situation step's, so
/// it is not said twice.
fn keeps_big_heap(chosen: &Move, untouched: usize, untouched_size: u64, big_after: u64) -> Section {
    Section::new("Why normal play still works")
        .paragraph(format!(
            "The move changes heap {} only, so heap {untouched} ({untouched_size} stones) is left alone and still holds two or more after it (in all, {} two or more after the move). A position with nim-sum 0 and a heap of two or more is a misère P-position, just as in normal play.",
            chosen.heap,
            count(big_after, "heap holds", "heaps hold"),
        ))
}

/// Every misère winning move in the endgame.
fn winning_moves(moves: &[Move]) -> Section {
    Section::new("Every winning move")
        .paragraph(format!(
            "Under misère rules {} to a P-position:",
            count(moves.len() as u64, "move leads", "moves lead")
        ))
        .table(moves_table(moves))
}

fn outcome_mark(outcome: Outcome) -> Mark {
    match outcome {
        Outcome::N => Mark::Win,
        Outcome::P => Mark::Lose,
    }
}
