//! The games played on each heap alone (subtraction, octal, Lasker's Nim):
//! the Grundy tables they share, one heap's values by mex, a period proved
//! by its window, and sums of heaps read through them.
//!
//! Exists so that such a game states only its rule for one heap
//! ([`spec::HeapRule`], which its folder implements without importing
//! this one): it is then a [`Game`] on a row of heaps, its value the
//! nim-sum of the heaps' Grundy values (Sprague–Grundy), a split heap
//! becoming two heaps in its place.

pub mod explain;
pub mod grundy;
pub(crate) mod played;
pub mod reach;
pub(crate) mod solve;
pub mod steps;
pub mod words;

use super::spec::HeapRule;
use super::Game;
use crate::game::binary::nim_sum;
use crate::game::Outcome;
use grundy::{GameMove, Values};

/// A heap game on a row of heaps.
impl<T: HeapRule> Game for T {
    type Position = Vec<u64>;
    type Move = GameMove;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<GameMove> {
        let spec = self.spec();
        let mut moves = Vec::new();
        for (i, &n) in heaps.iter().enumerate() {
            spec.for_each_heap_move(n, |m| moves.push(GameMove::on_heap(i + 1, m)));
        }
        moves
    }

    fn after(&self, heaps: &Vec<u64>, m: &GameMove) -> Vec<u64> {
        after(heaps, m)
    }

    fn outcome(&self, heaps: &Vec<u64>) -> Outcome {
        match self.grundy(heaps) {
            Some(0) => Outcome::P,
            Some(_) => Outcome::N,
            None => super::oracle::outcome(self, heaps),
        }
    }

    /// The nim-sum of the heaps' values; `None` when some heap is beyond
    /// what the tables know (no period proved that far).
    fn grundy(&self, heaps: &Vec<u64>) -> Option<u64> {
        let table = Values::solve(&self.spec(), heaps.iter().copied().max().unwrap_or(0));
        let values: Option<Vec<u64>> = heaps.iter().map(|&h| table.value(h).ok()).collect();
        values.map(|values| nim_sum(&values))
    }

    fn reads_as(&self, m: &GameMove, numbers: &[u64]) -> bool {
        reads_as(m, numbers)
    }

    fn name_move(&self, m: &GameMove) -> String {
        words::game_move_words(m, &self.spec())
    }
}

/// Whether `K N` (or `K N A B` for a move that leaves two heaps A and B,
/// in either order) names `m`.
pub fn reads_as(m: &GameMove, numbers: &[u64]) -> bool {
    match (numbers, m.split) {
        ([k, n], None) => *k == m.heap as u64 && *n == m.take,
        ([k, n, a, b], Some([x, y])) => {
            *k == m.heap as u64 && *n == m.take && ((*a, *b) == (x, y) || (*b, *a) == (x, y))
        }
        _ => false,
    }
}

/// The heaps after `m`: a split heap becomes two heaps, in its place.
pub fn after(heaps: &[u64], m: &GameMove) -> Vec<u64> {
    let mut next = heaps.to_vec();
    let i = m.heap - 1;
    match m.split {
        Some([a, b]) => {
            next.splice(i..=i, [a, b]);
        }
        None => next[i] = m.leaves,
    }
    next
}
