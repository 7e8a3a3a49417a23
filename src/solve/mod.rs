//! The solvers: pure functions from a position to data, with no I/O and no
//! formatting.

pub mod normal;

use crate::error::Error;
use crate::position::Position;
use crate::trace::{Rules, Trace};

/// Walks through the analysis of `position` under `rules`, changing heap
/// `heap` (1-based) when given.
pub fn explain(position: &Position, rules: Rules, heap: Option<usize>) -> Result<Trace, Error> {
    match rules {
        Rules::Normal => normal::explain(position, heap),
        Rules::Misere => normal::explain(position, heap).map(|mut t| {
            t.rules = Rules::Misere;
            t
        }),
    }
}
