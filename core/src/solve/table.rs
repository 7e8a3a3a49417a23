//! The P/N grid of two heaps (optionally beside a fixed third heap): where
//! the P-positions lie.

use crate::game::{Outcome, Rules};
use crate::games::nim::error::SolveError;
use crate::solve;

/// The largest `--max`: a 65 × 65 grid is already wider than any screen.
pub const MAX_SIZE: u64 = 64;

/// The largest heap of a labelled grid (`table --max`): read as any heap
/// size (the grid refuses one past its limit, naming the limit), but the
/// words name the limit already.
pub fn read_grid_max(text: &str) -> Result<u64, String> {
    crate::game::position::read_whole(
        text,
        "heap size",
        0..=u64::MAX,
        &format!("expected a heap size from 0 to {}", MAX_SIZE),
    )
}

/// The outcome of every position (x, y) — plus the third heap when given —
/// for x and y from 0 to `max`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    /// The largest heap size shown.
    pub max: u64,
    /// The fixed third heap, if any.
    pub third: Option<u64>,
    /// Normal or misère: decides the empty position's label, and so
    /// every other.
    pub rules: Rules,
    /// `cells[x][y]`: the outcome of heaps x and y (and the third).
    pub cells: Vec<Vec<Outcome>>,
}

impl Grid {
    /// The P cells as (x, y), row by row.
    pub fn p_cells(&self) -> Vec<(u64, u64)> {
        self.cells_where(|_, _, o| o == Outcome::P)
    }

    /// The cells where being P differs from y = x ⊕ K (K the third
    /// heap, or 0): none in normal play, by Bouton's theorem.
    pub fn off_line(&self) -> Vec<(u64, u64)> {
        let k = self.third.unwrap_or(0);
        self.cells_where(|x, y, o| (o == Outcome::P) != (y == x ^ k))
    }

    fn cells_where(&self, keep: impl Fn(u64, u64, Outcome) -> bool) -> Vec<(u64, u64)> {
        let mut found = Vec::new();
        for (x, row) in (0u64..).zip(&self.cells) {
            for (y, &o) in (0u64..).zip(row) {
                if keep(x, y, o) {
                    found.push((x, y));
                }
            }
        }
        found
    }
}

/// The grid of two heaps from 0 to `max`, beside heap `third` when given.
pub fn grid(max: u64, third: Option<u64>, rules: Rules) -> Result<Grid, SolveError> {
    if max > MAX_SIZE {
        return Err(SolveError::GridTooLarge {
            max,
            limit: MAX_SIZE,
        });
    }
    let cells = (0..=max)
        .map(|x| {
            (0..=max)
                .map(|y| {
                    let mut heaps = vec![x, y];
                    heaps.extend(third);
                    solve::outcome(&heaps, rules)
                })
                .collect()
        })
        .collect();
    Ok(Grid {
        max,
        third,
        rules,
        cells,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normal_p_cells_are_the_diagonal() {
        let g = grid(7, None, Rules::Normal).unwrap();
        assert_eq!(g.p_cells(), (0..=7).map(|x| (x, x)).collect::<Vec<_>>());
        assert!(g.off_line().is_empty());
        let g = grid(7, Some(3), Rules::Normal).unwrap();
        assert_eq!(g.p_cells(), (0..=7).map(|x| (x, x ^ 3)).collect::<Vec<_>>());
    }

    #[test]
    fn misere_differs_only_in_the_corner() {
        let g = grid(7, None, Rules::Misere).unwrap();
        assert_eq!(g.off_line(), vec![(0, 0), (0, 1), (1, 0), (1, 1)]);
    }

    #[test]
    fn refuses_a_huge_grid() {
        assert_eq!(
            grid(65, None, Rules::Normal).unwrap_err(),
            SolveError::GridTooLarge { max: 65, limit: 64 }
        );
    }
}
