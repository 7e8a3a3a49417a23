//! Drawing the positions of a worksheet: distinct random positions, kept
//! only when they have the number of winning moves a teacher asked for.

use crate::error::Error;
use crate::game::Rules;
use crate::play::deal::{deal, Level};
use crate::play::rng::Rng;
use crate::solve;
use std::collections::HashSet;

/// Random positions drawn per position wanted before giving up on a
/// `--winning-moves` filter.
pub const DRAWS_PER_POSITION: usize = 5_000;

/// Refuses a `--winning-moves K` that no position at this level can have.
pub fn possible(k: usize, rules: Rules, level: Level) -> Result<(), Error> {
    let most = level.shape().max_heaps as usize;
    if rules == Rules::Normal && k > 0 && k.is_multiple_of(2) {
        let odd: Vec<String> = (0..=most)
            .filter(|&n| n == 0 || n % 2 == 1)
            .map(|n| n.to_string())
            .collect();
        return Err(Error::usage(format!(
            "--winning-moves {k}: impossible under normal play, where the number of winning moves is 0 or odd (one per heap with a 1 in the leftmost odd column); at level {} try {}",
            level.name(),
            odd.join(", ")
        )));
    }
    if k > most {
        return Err(Error::usage(format!(
            "--winning-moves {k}: a position has at most one winning move per heap, and level {} deals at most {most} heaps",
            level.name()
        )));
    }
    Ok(())
}

/// Deals distinct positions, keeping only those with the wanted number of
/// winning moves; gives up after a bounded number of draws.
pub fn draw(
    level: Level,
    count: usize,
    winning_moves: Option<usize>,
    rules: Rules,
    seed: u64,
) -> Result<Vec<Vec<u64>>, Error> {
    let mut rng = Rng::with_seed(seed);
    let shape = level.shape();
    let mut seen = HashSet::new();
    let mut positions = Vec::new();
    let budget = DRAWS_PER_POSITION * count;
    for _ in 0..budget {
        if positions.len() == count {
            break;
        }
        let heaps = deal(&mut rng, shape);
        let fits = match winning_moves {
            Some(k) => solve::winning_moves(&heaps, rules).len() == k,
            None => true,
        };
        if fits && seen.insert(heaps.clone()) {
            positions.push(heaps);
        }
    }
    if positions.len() < count {
        let wanted = winning_moves.map_or(String::new(), |k| {
            format!(" with exactly {k} winning moves")
        });
        let why = match winning_moves {
            Some(k) if rules == Rules::Misere && k > 0 && k % 2 == 0 => {
                " (under misère play an even number of winning moves needs every heap at most 1 stone, which dealt positions rarely are)"
            }
            _ => "",
        };
        return Err(Error::usage(format!(
            "found only {} different positions{wanted} at level {} in {budget} draws, {} wanted{why}: try another --level or a smaller --count",
            positions.len(),
            level.name(),
            count
        )));
    }
    Ok(positions)
}
