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

#[cfg(test)]
mod tests {
    use super::*;

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
