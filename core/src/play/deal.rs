//! Dealing random positions for games, quizzes and worksheets.

use crate::play::rng::Rng;

/// How hard a dealt position is: how many heaps, and how large.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Level {
    /// Three heaps of 1 to 7 stones: three binary columns.
    Easy,
    /// Three or four heaps of 1 to 15 stones.
    #[default]
    Medium,
    /// Four or five heaps of 1 to 31 stones.
    Hard,
}

/// The shape of a dealt position: a range of heap counts and of sizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    /// Fewest heaps.
    pub min_heaps: u64,
    /// Most heaps.
    pub max_heaps: u64,
    /// Largest heap (the smallest is 1).
    pub max_size: u64,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The shape of the positions dealt at this level.
    pub fn shape(self) -> Shape {
        match self {
            Level::Easy => Shape {
                min_heaps: 3,
                max_heaps: 3,
                max_size: 7,
            },
            Level::Medium => Shape {
                min_heaps: 3,
                max_heaps: 4,
                max_size: 15,
            },
            Level::Hard => Shape {
                min_heaps: 4,
                max_heaps: 5,
                max_size: 31,
            },
        }
    }

    /// The level's name as typed on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

/// The shape of a game dealt by `nimstep play` with no heaps: 3 to 5 heaps
/// of 1 to 9 stones, short enough to play out.
pub const GAME: Shape = Shape {
    min_heaps: 3,
    max_heaps: 5,
    max_size: 9,
};

/// A random position of this shape; no heap is empty.
pub fn deal(rng: &mut Rng, shape: Shape) -> Vec<u64> {
    let heaps = rng.between(shape.min_heaps, shape.max_heaps);
    (0..heaps).map(|_| rng.between(1, shape.max_size)).collect()
}

/// Makes one heap of `heaps`, chosen by `rng`, huge (`quiz --huge`): beyond
/// the values nimstep computes as a mex, so its value is read through the
/// period, and of a number of digits chosen from 5 to 20 (up to
/// 2^64 − 1), so that some are small enough to reduce by hand.
pub fn make_huge(rng: &mut Rng, heaps: &mut [u64]) {
    let Some(last) = heaps.len().checked_sub(1) else {
        return;
    };
    let which = rng.between(0, last as u64) as usize;
    let digits = rng.between(5, 20) as u32;
    let top = 10u64.checked_pow(digits).map_or(u64::MAX, |t| t - 1);
    heaps[which] = rng.between(crate::games::heap::grundy::DIRECT_LIMIT + 1, top);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_huge_heap_is_past_the_computed_values_and_the_rest_stay_dealt() {
        let mut rng = Rng::with_seed(5);
        let mut lengths = std::collections::BTreeSet::new();
        for _ in 0..500 {
            let dealt = deal(&mut rng, Level::Easy.shape());
            let mut heaps = dealt.clone();
            make_huge(&mut rng, &mut heaps);
            let changed: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] != dealt[i]).collect();
            assert_eq!(changed.len(), 1, "{heaps:?}");
            assert!(heaps[changed[0]] > crate::games::heap::grundy::DIRECT_LIMIT);
            lengths.insert(heaps[changed[0]].to_string().len());
        }
        assert_eq!(lengths, (5..=20).collect());
    }

    #[test]
    fn deals_fit_their_level() {
        let mut rng = Rng::with_seed(3);
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let shape = level.shape();
            for _ in 0..200 {
                let heaps = deal(&mut rng, shape);
                let n = heaps.len() as u64;
                assert!(n >= shape.min_heaps && n <= shape.max_heaps);
                assert!(heaps.iter().all(|&h| (1..=shape.max_size).contains(&h)));
            }
        }
    }
}
