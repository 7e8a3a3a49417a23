//! Ferguson's recursive P/N labelling of every position reachable from a
//! starting one, with heap order ignored (positions are multisets, kept as
//! sorted vectors).
//!
//! The procedure knows nothing of nim-sums: the terminal position gets its
//! label from the rules, a position that can move to a P-position is N, and
//! a position whose every move leads to an N-position is P. Positions are
//! labelled in order of their total number of stones (then
//! lexicographically), so every move from a position leads to one already
//! labelled — one valid run of "repeat until every position is labelled".

use crate::game::binary::nim_sum;
use crate::game::{Outcome, Rules};
use crate::games::nim::error::SolveError;
use crate::games::played::LabelOrder;
use crate::games::spec::GameSpec;
use crate::solve;
use rustc_hash::FxHashMap;
use serde::Serialize;

/// The most positions `label` will work through: about a second of work
/// and a few tens of megabytes on a small machine (see the README's
/// Performance notes).
pub const MAX_POSITIONS: u128 = 250_000;

/// The most heaps a position may have for `label`.
pub const MAX_HEAPS: usize = 64;

/// A move between multisets: one heap of `from` stones becomes `leaves`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct HeapMove {
    /// The size of the heap that changes.
    pub from: u64,
    /// How many stones are taken.
    pub take: u64,
    /// How many stones remain in it.
    pub leaves: u64,
}

/// Which rule of the procedure gave a position its label.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// No move is left: the rules decide (P in normal play, N in misère).
    Terminal,
    /// A move reaches a position already labelled P, so this one is N.
    MovesToP(HeapMove),
    /// Every move reaches a position already labelled N, so this one is P.
    AllMovesToN,
}

/// One labelled position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Labelled {
    /// The heap sizes, smallest first.
    pub heaps: Vec<u64>,
    /// The label the procedure found.
    pub outcome: Outcome,
    /// Why.
    pub reason: Reason,
    /// The nim-sum of the heaps.
    pub nim_sum: u64,
    /// The label the nim-sum rule (Bouton's, or its misère form) gives.
    pub rule: Outcome,
}

/// The whole labelling, of Nim or of a game beyond Nim: one report for
/// `label`, whose game-specific part is in [`LabelsOf`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Labelling {
    /// The starting position, as given.
    pub start: Vec<u64>,
    /// The positions labelled, and the theory each is held to.
    pub of: LabelsOf,
}

/// What was labelled, and against which theory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LabelsOf {
    /// Nim, each position beside the nim-sum rule (Bouton's, or its
    /// misère form), with the reason for its label.
    Nim {
        /// Normal or misère: decides the empty position's label, and so
        /// every other.
        rules: Rules,
        /// Every reachable position, in the order it was labelled.
        positions: Vec<Labelled>,
    },
    /// A game beyond Nim, each position beside its theory's label.
    Game {
        /// The game of each heap at the start.
        games: Vec<GameSpec>,
        /// What the positions are ordered by.
        order: LabelOrder,
        /// The theory that labels a position without search, in words,
        /// as the game names it.
        theory: String,
        /// Every reachable position, in `order`: each after all its options.
        positions: Vec<GameLabel>,
    },
}

/// One position of a game beyond Nim labelled by the definition, beside
/// the theory's label.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameLabel {
    /// The heaps, in a fixed order (sorted for heap games).
    pub heaps: Vec<u64>,
    /// The label from the definition: N when some move reaches a P.
    pub label: Outcome,
    /// The theory's label.
    pub theory: Outcome,
}

impl Labelling {
    /// How many positions the procedure and the theory (the nim-sum rule,
    /// or the game's own) label differently (0 when the theory is right).
    pub fn disagreements(&self) -> usize {
        match &self.of {
            LabelsOf::Nim { positions, .. } => {
                positions.iter().filter(|p| p.outcome != p.rule).count()
            }
            LabelsOf::Game { positions, .. } => {
                positions.iter().filter(|p| p.label != p.theory).count()
            }
        }
    }
}

/// The number of multisets reachable from `heaps` (the position itself
/// included), saturating at `u128::MAX`. Computed without listing them.
///
/// A multiset `y` is reachable exactly when, both sorted, `y_i ≤ x_i` for
/// every `i`. Cut the values into the intervals between consecutive heap
/// sizes; a sorted `y` puts a run of its entries in each interval, a run
/// of `c` entries in an interval of `L` values can be chosen in
/// `C(L + c − 1, c)` ways, and a run may start at entry `t` only if the
/// heaps from `t` on are at least as large as the interval.
pub fn count_reachable(heaps: &[u64]) -> u128 {
    let mut x = heaps.to_vec();
    x.sort_unstable();
    let n = x.len();
    let mut dp = vec![0u128; n + 1];
    dp[0] = 1;
    let mut low: u64 = 0;
    let mut first = true;
    let mut values: Vec<u64> = x.clone();
    values.dedup();
    for &top in &values {
        let length = if first {
            u128::from(top) + 1
        } else {
            u128::from(top - low)
        };
        first = false;
        // Entries from index `start` on may take values up to `top`.
        let start = x.partition_point(|&h| h < top);
        let ways: Vec<u128> = (0..=n).map(|c| multichoose(length, c as u128)).collect();
        let mut next = dp.clone();
        for t in start..n {
            if dp[t] == 0 {
                continue;
            }
            for c in 1..=n - t {
                next[t + c] = next[t + c].saturating_add(dp[t].saturating_mul(ways[c]));
            }
        }
        dp = next;
        low = top;
    }
    dp[n]
}

/// `C(length + c − 1, c)`: the multisets of size `c` from `length` values,
/// saturating at `u128::MAX`.
fn multichoose(length: u128, c: u128) -> u128 {
    let mut r: u128 = 1;
    for i in 1..=c {
        let Some(top) = length.checked_add(i - 1) else {
            return u128::MAX;
        };
        let g = gcd(r, i);
        let Some(next) = (r / g).checked_mul(top / (i / g)) else {
            return u128::MAX;
        };
        r = next;
    }
    r
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Refuses positions too large to label, with the number of positions
/// they would take.
pub(crate) fn check_size(heaps: &[u64]) -> Result<u128, SolveError> {
    if heaps.len() > MAX_HEAPS {
        return Err(SolveError::TooManyHeaps {
            heaps: heaps.len(),
            max: MAX_HEAPS,
        });
    }
    let count = count_reachable(heaps);
    if count > MAX_POSITIONS {
        return Err(SolveError::TooManyPositions {
            count,
            max: MAX_POSITIONS,
        });
    }
    Ok(count)
}

/// Labels every position reachable from `heaps` under `rules` by
/// Ferguson's procedure, and sets the nim-sum rule's answer beside each.
pub fn label(heaps: &[u64], rules: Rules) -> Result<Labelling, SolveError> {
    let count = check_size(heaps)?;
    let all = reachable(heaps, count as usize);
    let mut labels = Labels::new(heaps, all.len());
    let mut positions = Vec::with_capacity(all.len());
    let mut scratch = Vec::with_capacity(heaps.len());
    for p in all {
        let reason = classify(&p, &labels, &mut scratch);
        let outcome = match reason {
            Reason::Terminal => match rules {
                Rules::Normal => Outcome::P,
                Rules::Misere => Outcome::N,
            },
            Reason::MovesToP(_) => Outcome::N,
            Reason::AllMovesToN => Outcome::P,
        };
        labels.set(&p, outcome);
        positions.push(Labelled {
            nim_sum: nim_sum(&p),
            rule: solve::outcome(&p, rules),
            heaps: p,
            outcome,
            reason,
        });
    }
    Ok(Labelling {
        start: heaps.to_vec(),
        of: LabelsOf::Nim { rules, positions },
    })
}

/// The labels found so far, looked up by position.
///
/// When the box of sorted vectors below the start is small (its volume
/// `∏ (x_i + 1)` at most [`DENSE_LIMIT`]), a position's label sits at its
/// mixed-radix rank in a flat array; otherwise a hash map keyed by the
/// multiset is used.
enum Labels {
    Dense {
        weights: Vec<u64>,
        labels: Vec<Option<Outcome>>,
    },
    /// Keyed by the multiset, with rustc-hash's hasher, made for integer
    /// keys (the standard one guards against hostile keys, not needed here).
    Hashed(FxHashMap<Vec<u64>, Outcome>),
}

/// The largest flat array of labels (entries) the labelling allocates.
pub(crate) const DENSE_LIMIT: u64 = 1 << 24;

impl Labels {
    fn new(start: &[u64], count: usize) -> Self {
        let mut x = start.to_vec();
        x.sort_unstable();
        let mut weights = Vec::with_capacity(x.len());
        let mut volume: u64 = 1;
        for &h in &x {
            weights.push(volume);
            match h.checked_add(1).and_then(|r| volume.checked_mul(r)) {
                Some(v) if v <= DENSE_LIMIT => volume = v,
                _ => {
                    return Labels::Hashed(FxHashMap::with_capacity_and_hasher(
                        count,
                        Default::default(),
                    ))
                }
            }
        }
        Labels::Dense {
            weights,
            labels: vec![None; volume as usize],
        }
    }

    fn rank(weights: &[u64], p: &[u64]) -> usize {
        p.iter().zip(weights).map(|(&y, &w)| y * w).sum::<u64>() as usize
    }

    fn get(&self, p: &[u64]) -> Option<Outcome> {
        match self {
            Labels::Dense { weights, labels } => labels[Self::rank(weights, p)],
            Labels::Hashed(map) => map.get(p).copied(),
        }
    }

    fn set(&mut self, p: &[u64], outcome: Outcome) {
        match self {
            Labels::Dense { weights, labels } => labels[Self::rank(weights, p)] = Some(outcome),
            Labels::Hashed(map) => {
                map.insert(p.to_vec(), outcome);
            }
        }
    }
}

/// Applies the procedure's rules to `p`, whose every move leads to a
/// position already labelled.
fn classify(p: &[u64], labels: &Labels, scratch: &mut Vec<u64>) -> Reason {
    for i in 0..p.len() {
        if i + 1 < p.len() && p[i + 1] == p[i] {
            continue; // the same heap size: the same moves
        }
        let from = p[i];
        for leaves in 0..from {
            scratch.clear();
            scratch.extend_from_slice(p);
            scratch.remove(i);
            let at = scratch.partition_point(|&h| h < leaves);
            scratch.insert(at, leaves);
            if labels.get(scratch) == Some(Outcome::P) {
                return Reason::MovesToP(HeapMove {
                    from,
                    take: from - leaves,
                    leaves,
                });
            }
        }
    }
    if p.iter().all(|&h| h == 0) {
        Reason::Terminal
    } else {
        Reason::AllMovesToN
    }
}

/// Every multiset reachable from `heaps` (at most `count` of them, the
/// number [`count_reachable`] gives), sorted by total then
/// lexicographically: the order the labelling takes them in.
pub fn reachable(heaps: &[u64], count: usize) -> Vec<Vec<u64>> {
    let mut x = heaps.to_vec();
    x.sort_unstable();
    let mut all = Vec::with_capacity(count);
    let mut current = Vec::with_capacity(x.len());
    extend(&x, 0, &mut current, &mut all);
    all.sort_by(|a, b| {
        let (sa, sb): (u128, u128) = (
            a.iter().map(|&h| u128::from(h)).sum(),
            b.iter().map(|&h| u128::from(h)).sum(),
        );
        sa.cmp(&sb).then_with(|| a.cmp(b))
    });
    all
}

fn extend(x: &[u64], low: u64, current: &mut Vec<u64>, all: &mut Vec<Vec<u64>>) {
    let i = current.len();
    if i == x.len() {
        all.push(current.clone());
        return;
    }
    for y in low..=x[i] {
        current.push(y);
        extend(x, y, current, all);
        current.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brute_count(heaps: &[u64]) -> u128 {
        let mut x = heaps.to_vec();
        x.sort_unstable();
        let mut all = Vec::new();
        extend(&x, 0, &mut Vec::new(), &mut all);
        all.len() as u128
    }

    #[test]
    fn counts_match_listing() {
        for heaps in [
            vec![1, 2],
            vec![1, 1, 1],
            vec![4],
            vec![15, 15, 15, 15],
            vec![3, 0, 7, 2],
            vec![5, 5, 1, 9, 9],
            vec![0, 0],
        ] {
            assert_eq!(count_reachable(&heaps), brute_count(&heaps), "{heaps:?}");
        }
        // Four heaps of 15: multisets of size 4 from 16 values, C(19, 4).
        assert_eq!(count_reachable(&[15, 15, 15, 15]), 3876);
        assert_eq!(count_reachable(&[u64::MAX; 64]), u128::MAX);
    }

    /// The positions of a labelling of Nim.
    fn positions(l: &Labelling) -> &[Labelled] {
        match &l.of {
            LabelsOf::Nim { positions, .. } => positions,
            LabelsOf::Game { .. } => panic!("a labelling of Nim"),
        }
    }

    #[test]
    fn one_two_labels_in_order() {
        let l = label(&[1, 2], Rules::Normal).unwrap();
        let order: Vec<(Vec<u64>, Outcome)> = positions(&l)
            .iter()
            .map(|p| (p.heaps.clone(), p.outcome))
            .collect();
        assert_eq!(
            order,
            vec![
                (vec![0, 0], Outcome::P),
                (vec![0, 1], Outcome::N),
                (vec![0, 2], Outcome::N),
                (vec![1, 1], Outcome::P),
                (vec![1, 2], Outcome::N),
            ]
        );
        assert_eq!(
            positions(&l)[4].reason,
            Reason::MovesToP(HeapMove {
                from: 2,
                take: 1,
                leaves: 1
            })
        );
        assert_eq!(l.disagreements(), 0);
    }

    #[test]
    fn misere_terminal_is_n() {
        let l = label(&[4], Rules::Misere).unwrap();
        assert_eq!(positions(&l)[0].outcome, Outcome::N);
        assert_eq!(positions(&l)[1].outcome, Outcome::P);
        assert_eq!(l.disagreements(), 0);
    }

    #[test]
    fn dense_and_hashed_lookups_agree() {
        // Twenty-five heaps of 1 have a box of 2^25 sorted vectors: hashed.
        let many = vec![1; 25];
        assert!(matches!(Labels::new(&many, 26), Labels::Hashed(_)));
        let l = label(&many, Rules::Normal).unwrap();
        assert_eq!(positions(&l).len(), 26);
        assert_eq!(l.disagreements(), 0);
        assert!(matches!(Labels::new(&[3, 5], 18), Labels::Dense { .. }));
    }

    #[test]
    fn refuses_large_positions_with_the_count() {
        assert_eq!(
            label(&[1000, 1000, 1000], Rules::Normal).unwrap_err(),
            SolveError::TooManyPositions {
                count: 167_668_501,
                max: MAX_POSITIONS
            }
        );
    }
}
