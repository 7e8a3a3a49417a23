//! Drawing the positions of a worksheet: distinct random positions, kept
//! only when they have the number of winning moves a teacher asked for.

use crate::error::Error;
use crate::game::Rules;
use crate::play::deal::{deal, Level};
use crate::play::rng::Rng;
use crate::solve::{self, misere};
use crate::trace::Situation;
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
    if rules == Rules::Misere && winning_moves.is_none() {
        positions = misere_mix(level, count, seed);
        seen.extend(positions.iter().cloned());
    }
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

/// The misère situations a sheet takes in turn, so that every sheet of
/// three or more positions practises all three.
const MIX: [Situation; 3] = [
    Situation::SeveralHeapsAtLeastTwo,
    Situation::OneHeapAtLeastTwo,
    Situation::AllHeapsAtMostOne,
];

/// Distinct misère positions whose situations take turns ([`MIX`]): a dealt
/// position is brought into the wanted situation (heaps cut to 0 or 1, all
/// but the largest for one big heap); when no new position of that
/// situation turns up (there are few with every heap at most 1), any new
/// position does.
pub fn misere_mix(level: Level, count: usize, seed: u64) -> Vec<Vec<u64>> {
    let mut rng = Rng::with_seed(seed);
    let shape = level.shape();
    let mut seen = HashSet::new();
    let mut positions = Vec::new();
    for wanted in MIX.iter().cycle().take(count) {
        let mut fallback = None;
        for _ in 0..DRAWS_PER_POSITION {
            let dealt = deal(&mut rng, shape);
            let heaps = into_situation(dealt.clone(), *wanted);
            let fits = misere::situation(&heaps).0 == *wanted && heaps.iter().any(|&h| h > 0);
            if fits && !seen.contains(&heaps) {
                fallback = Some(heaps);
                break;
            }
            if fallback.is_none() && !seen.contains(&dealt) {
                fallback = Some(dealt);
            }
        }
        if let Some(heaps) = fallback {
            seen.insert(heaps.clone());
            positions.push(heaps);
        }
    }
    positions
}

/// `heaps` changed into `wanted`'s shape where a change can do it (heaps
/// cut to 0 are dropped).
fn into_situation(mut heaps: Vec<u64>, wanted: Situation) -> Vec<u64> {
    let largest = (0..heaps.len()).max_by_key(|&i| heaps[i]).unwrap_or(0);
    match wanted {
        Situation::SeveralHeapsAtLeastTwo => {}
        Situation::OneHeapAtLeastTwo => {
            for (i, heap) in heaps.iter_mut().enumerate() {
                if i != largest {
                    *heap %= 2;
                }
            }
        }
        Situation::AllHeapsAtMostOne => {
            for heap in heaps.iter_mut() {
                *heap %= 2;
            }
        }
    }
    // A sheet shows no empty heaps: they change nothing.
    heaps.retain(|&h| h > 0);
    heaps
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misere_sheets_take_the_three_situations_in_turn() {
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let positions = draw(level, 9, None, Rules::Misere, 11).unwrap();
            let situations: Vec<Situation> = positions
                .iter()
                .map(|heaps| misere::situation(heaps).0)
                .collect();
            let expected: Vec<Situation> = MIX.iter().cycle().take(9).copied().collect();
            assert_eq!(situations, expected, "{positions:?}");
            let distinct: HashSet<_> = positions.iter().collect();
            assert_eq!(distinct.len(), 9);
            assert!(positions
                .iter()
                .all(|h| !h.is_empty() && h.iter().all(|&x| x > 0)));
        }
    }

    #[test]
    fn a_long_misere_sheet_still_has_distinct_positions() {
        let positions = draw(Level::Easy, 60, None, Rules::Misere, 5).unwrap();
        let distinct: HashSet<_> = positions.iter().collect();
        assert_eq!(distinct.len(), 60);
    }
}
