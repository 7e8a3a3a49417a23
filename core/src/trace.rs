//! The steps of Nim's walkthrough, under either rules: the proof of a
//! position's value, recorded as plain data that every renderer reads, and
//! held in the one walkthrough record, `solve::walkthrough::Trace`. The
//! steps of a proof and nothing else: the game's own types live in
//! [`crate::game`].

use crate::game::binary::{has_bit, powers_of_two, Column};
use crate::game::{Move, Outcome, Rules};
use serde::Serialize;

/// One heap written as a sum of powers of two.
///
/// Holds only the heap: its powers are found when they are shown or
/// written (`powers` in the JSON), so a walkthrough of a million heaps does
/// not keep 64 powers for each of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Expansion {
    /// The heap's number, from 1.
    pub heap: usize,
    /// The heap's size.
    pub value: u64,
}

impl Expansion {
    /// The powers of two found by subtracting the largest one again and
    /// again, largest first; empty for 0.
    pub fn powers(&self) -> Vec<u64> {
        powers_of_two(self.value)
    }
}

/// The JSON contract: `{"heap", "value", "powers"}`, the powers written as
/// they are found.
impl Serialize for Expansion {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut fields = serializer.serialize_struct("Expansion", 3)?;
        fields.serialize_field("heap", &self.heap)?;
        fields.serialize_field("value", &self.value)?;
        fields.serialize_field("powers", &Powers(self.value))?;
        fields.end()
    }
}

/// The powers of two of a number, serialised one by one as they are found.
struct Powers(u64);

impl Serialize for Powers {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let n = self.0;
        serializer.collect_seq(
            (0..u64::BITS)
                .rev()
                .filter(|&k| has_bit(n, k))
                .map(|k| 1u64 << k),
        )
    }
}

/// Why a heap is or is not a heap to change in the winning move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Candidate {
    /// The heap's number, from 1.
    pub heap: usize,
    /// The heap's size `x`.
    pub size: u64,
    /// `x ⊕ s`, the size that would make the nim-sum 0.
    pub target: u64,
    /// Whether `x` has a 1 in the leftmost odd column; exactly then is the
    /// target smaller, so a legal move.
    pub accepted: bool,
}

/// How the heap to change was picked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// The first heap with a 1 in the leftmost odd column.
    FirstCandidate,
    /// The heap the user asked for with `--heap`.
    AskedFor,
}

/// What the numbers of Bouton's steps stand for when a game beyond Nim
/// runs them on numbers other than its heaps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BoutonOn {
    /// The heaps' Grundy values.
    GrundyValues,
    /// The coins on the odd steps of a staircase: "heap j" is step 2j − 1.
    OddSteps,
}

/// Which of the three situations of misère play a position is in.
///
/// Exists because Bouton's misère strategy differs from normal play only in
/// the endgame, and which endgame it is decides the argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Situation {
    /// Every heap holds at most one stone: parity decides.
    AllHeapsAtMostOne,
    /// Exactly one heap holds two or more stones: reduce it to 0 or 1.
    OneHeapAtLeastTwo,
    /// Two or more heaps hold two or more stones: play as in normal play.
    SeveralHeapsAtLeastTwo,
}

/// A step of Nim's walkthrough, in the order a lecture would take it: one
/// of Bouton's, or one of misère play's own. JSON writes either as it is,
/// its `kind` naming it.
///
/// Two kinds in one, so that each is worded by the folder whose step it
/// is (`games::nim::explain`, `games::misere::explain`) with no step left
/// to neither.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Step {
    /// Normal play's steps (misère play's too, once two heaps hold two or
    /// more stones), and the end of the game under either rules.
    Bouton(BoutonStep),
    /// Misère play's own steps.
    Misere(MisereStep),
}

impl From<BoutonStep> for Step {
    fn from(step: BoutonStep) -> Self {
        Step::Bouton(step)
    }
}

impl From<MisereStep> for Step {
    fn from(step: MisereStep) -> Self {
        Step::Misere(step)
    }
}

/// One of Bouton's steps: normal play's walkthrough, which misère play
/// shares once two heaps hold two or more stones, and which the games
/// beyond Nim run on their own numbers ([`BoutonOn`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BoutonStep {
    /// Every heap written in binary, by subtracting powers of two.
    BinaryExpansion {
        /// One expansion per heap, in order.
        heaps: Vec<Expansion>,
    },
    /// The heaps stacked in binary, with the 1s of each column counted.
    ColumnTable {
        /// The heap sizes, one row each.
        heaps: Vec<u64>,
        /// The columns, highest power first.
        columns: Vec<Column>,
    },
    /// The nim-sum: 1 under each odd column.
    NimSum {
        /// The heap sizes that were added.
        heaps: Vec<u64>,
        /// Their nim-sum `s`.
        value: u64,
        /// How many binary digits the table uses.
        width: u32,
    },
    /// P or N, and why.
    Verdict {
        /// The outcome for the player to move.
        outcome: Outcome,
        /// The nim-sum the verdict rests on.
        nim_sum: u64,
    },
    /// The highest column with an odd count of 1s: the `2^d` column.
    LeftmostOddColumn {
        /// `d`.
        power: u32,
        /// How many heaps have a 1 there (odd, so at least one).
        ones: u64,
    },
    /// Every heap tested: has it a 1 in the leftmost odd column?
    CandidateHeaps {
        /// `d`, the leftmost odd column.
        power: u32,
        /// The nim-sum `s`.
        nim_sum: u64,
        /// One entry per heap, in order.
        heaps: Vec<Candidate>,
    },
    /// The heap the walkthrough changes.
    ChosenHeap {
        /// The heap's number, from 1.
        heap: usize,
        /// Its size.
        size: u64,
        /// Why this heap.
        choice: Choice,
    },
    /// `x ⊕ s = y`, bit by bit.
    XorWithSum {
        /// The heap's number, from 1.
        heap: usize,
        /// The heap's size `x`.
        size: u64,
        /// The nim-sum `s`: its 1s are the bits that flip.
        nim_sum: u64,
        /// `y = x ⊕ s`, the new size.
        target: u64,
        /// `d`: the bit that falls from 1 to 0.
        power: u32,
        /// How many binary digits to show.
        width: u32,
        /// The other heaps, in order: their nim-sum is `y` too, since
        /// `x ⊕ s = x ⊕ x ⊕ rest = rest`.
        others: Vec<u64>,
    },
    /// The move itself.
    Move {
        /// The winning move.
        #[serde(rename = "move")]
        chosen: Move,
    },
    /// The position after the move: every column even, nim-sum 0.
    Check {
        /// The heap sizes after the move.
        heaps: Vec<u64>,
        /// Its columns, highest power first.
        columns: Vec<Column>,
        /// Its nim-sum (0).
        nim_sum: u64,
    },
    /// Every winning move: one per heap with a 1 in the leftmost odd column.
    AllWinningMoves {
        /// The heaps the moves are made from: the position walked through,
        /// not the one after the move that the step before shows.
        heaps: Vec<u64>,
        /// `d`, the leftmost odd column.
        power: u32,
        /// How many heaps have a 1 in it: the number of winning moves.
        ones: u64,
        /// The moves, by heap.
        moves: Vec<Move>,
    },
    /// From a P-position, no move wins (Lemma 1).
    EveryMoveLoses {
        /// A move that keeps the game going and leaves the most room for the
        /// opponent to go wrong: one stone from the largest heap.
        keep_going: Move,
        /// The nim-sum after that move: `x ⊕ (x − 1)`, never 0.
        nim_sum_after: u64,
    },
    /// All heaps are empty: the game has already ended.
    GameOver {
        /// The rules the game was played under.
        rules: Rules,
        /// The outcome for the player who would move now.
        outcome: Outcome,
    },
}

/// One of misère play's own steps: the situation, and the endgame that
/// differs from normal play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MisereStep {
    /// Which of the three situations holds.
    MiserePhase {
        /// Which rule decides: parity of the single stones, or the nim-sum.
        situation: Situation,
        /// How many heaps hold exactly one stone.
        singles: u64,
        /// How many heaps hold two stones or more.
        big: u64,
        /// How many heaps are empty: with `singles` and `big`, every heap
        /// is counted, so the words can say "all 3" or "the other".
        empty: u64,
        /// The outcome under misère rules for the player to move.
        outcome: Outcome,
    },
    /// Misère play with every heap at most 1: each move empties one
    /// single-stone heap, so the parity of their count decides.
    SinglesParity {
        /// How many heaps hold one stone.
        singles: u64,
        /// P when that count is odd, N when it is even.
        outcome: Outcome,
    },
    /// Misère play with exactly one heap of two or more: reduce it to 0 or 1
    /// so that an odd number of single-stone heaps remains.
    EndgameMove {
        /// The big heap's number, from 1.
        heap: usize,
        /// Its size.
        size: u64,
        /// How many other heaps hold one stone.
        other_singles: u64,
        /// The move: leaves 1 when `other_singles` is even, 0 when odd.
        chosen: Move,
        /// How many single-stone heaps remain after it (odd).
        singles_after: u64,
    },
    /// Misère play with two or more big heaps: the normal-play move keeps a
    /// heap of two or more, so normal play's P-positions are still the
    /// misère ones.
    KeepsBigHeap {
        /// The normal-play winning move.
        chosen: Move,
        /// A heap (number from 1) of two or more that the move leaves alone.
        untouched: usize,
        /// That heap's size.
        untouched_size: u64,
        /// How many heaps of two or more remain after the move.
        big_after: u64,
    },
    /// Every misère winning move in the endgame (situations with at most one
    /// big heap).
    MisereWinningMoves {
        /// The moves, by heap then by what they leave.
        moves: Vec<Move>,
    },
}

/// The name of a kind of step, as `explain --steps` takes it: a teacher
/// shows part of a walkthrough (`--steps binary,columns`), a lesson shows
/// what it teaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepKind {
    /// Each heap in binary.
    Binary,
    /// The column table.
    Columns,
    /// The nim-sum read off.
    NimSum,
    /// P or N.
    Verdict,
    /// The leftmost odd column.
    OddColumn,
    /// Which heaps can change.
    Candidates,
    /// The heap chosen.
    Chosen,
    /// Heap ⊕ nim-sum.
    Xor,
    /// The winning move itself, and what it leaves.
    Move,
    /// The check that every column is even.
    Check,
    /// Every winning move (normal play, or the misère endgame).
    AllMoves,
    /// From a P-position, every move loses.
    EveryMoveLoses,
    /// Which misère situation holds.
    Situation,
    /// Misère play with no big heap: count the single stones.
    Singles,
    /// Misère play with one big heap: the endgame move.
    Endgame,
    /// Misère play with two or more big heaps: why normal play still works.
    KeepsBigHeap,
    /// All heaps empty.
    GameOver,
}

impl StepKind {
    /// Every kind, in the order a walkthrough takes them.
    pub const ALL: [StepKind; 17] = [
        StepKind::Situation,
        StepKind::Singles,
        StepKind::Endgame,
        StepKind::Binary,
        StepKind::Columns,
        StepKind::NimSum,
        StepKind::Verdict,
        StepKind::OddColumn,
        StepKind::Candidates,
        StepKind::Chosen,
        StepKind::Xor,
        StepKind::KeepsBigHeap,
        StepKind::Move,
        StepKind::Check,
        StepKind::AllMoves,
        StepKind::EveryMoveLoses,
        StepKind::GameOver,
    ];

    /// The name `--steps` takes.
    pub fn name(self) -> &'static str {
        match self {
            StepKind::Binary => "binary",
            StepKind::Columns => "columns",
            StepKind::NimSum => "nim-sum",
            StepKind::Verdict => "verdict",
            StepKind::OddColumn => "odd-column",
            StepKind::Candidates => "candidates",
            StepKind::Chosen => "chosen",
            StepKind::Xor => "xor",
            StepKind::Move => "move",
            StepKind::Check => "check",
            StepKind::AllMoves => "all-moves",
            StepKind::EveryMoveLoses => "every-move-loses",
            StepKind::Situation => "situation",
            StepKind::Singles => "singles",
            StepKind::Endgame => "endgame",
            StepKind::KeepsBigHeap => "keeps-big-heap",
            StepKind::GameOver => "game-over",
        }
    }
}

impl Step {
    /// What kind of step this is, by the name `--steps` takes.
    pub fn kind(&self) -> StepKind {
        match self {
            Step::Bouton(step) => match step {
                BoutonStep::BinaryExpansion { .. } => StepKind::Binary,
                BoutonStep::ColumnTable { .. } => StepKind::Columns,
                BoutonStep::NimSum { .. } => StepKind::NimSum,
                BoutonStep::Verdict { .. } => StepKind::Verdict,
                BoutonStep::LeftmostOddColumn { .. } => StepKind::OddColumn,
                BoutonStep::CandidateHeaps { .. } => StepKind::Candidates,
                BoutonStep::ChosenHeap { .. } => StepKind::Chosen,
                BoutonStep::XorWithSum { .. } => StepKind::Xor,
                BoutonStep::Move { .. } => StepKind::Move,
                BoutonStep::Check { .. } => StepKind::Check,
                BoutonStep::AllWinningMoves { .. } => StepKind::AllMoves,
                BoutonStep::EveryMoveLoses { .. } => StepKind::EveryMoveLoses,
                BoutonStep::GameOver { .. } => StepKind::GameOver,
            },
            Step::Misere(step) => match step {
                MisereStep::MiserePhase { .. } => StepKind::Situation,
                MisereStep::SinglesParity { .. } => StepKind::Singles,
                MisereStep::EndgameMove { .. } => StepKind::Endgame,
                MisereStep::KeepsBigHeap { .. } => StepKind::KeepsBigHeap,
                MisereStep::MisereWinningMoves { .. } => StepKind::AllMoves,
            },
        }
    }
}
