//! Drawing the positions of a worksheet: distinct random positions, kept
//! only when they have the number of winning moves a teacher asked for.
//! In the core so that `nimstep worksheet` and the browser edition's
//! Worksheet view deal the same sheet from the same seed. A refusal is
//! its one line, naming the flag, as the command line says it.

use crate::game::binary::nim_sum;
use crate::game::{Outcome, Rules};
use crate::games::misere::solve as misere;
use crate::play::deal::{deal, Level, Shape};
use crate::play::rng::Rng;
use crate::present::worksheet::Worksheet;
use crate::solve;
use crate::solve::answer::answer;
use crate::trace::Situation;
use std::collections::HashSet;

/// How many positions a sheet has when the teacher does not say.
pub const DEFAULT_COUNT: usize = 10;

/// What a teacher asks of a sheet: the flags of `nimstep worksheet` that
/// decide its positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Asked {
    /// How many heaps, and how large.
    pub level: Level,
    /// How many positions.
    pub count: usize,
    /// Only positions with exactly this many winning moves.
    pub winning_moves: Option<usize>,
    /// The share of P-positions, in percent.
    pub p_share: Option<u8>,
    /// Normal or misère play.
    pub rules: Rules,
}

/// The student's sheet `asked` for, dealt from `seed`: its positions drawn
/// and answered, ready to print (its key is [`Worksheet::key_only`]).
pub fn worksheet(asked: &Asked, seed: u64) -> Result<Worksheet, String> {
    if let Some(k) = asked.winning_moves {
        possible(k, asked.count, asked.rules, asked.level)?;
    }
    let positions = draw(
        asked.level,
        asked.count,
        asked.winning_moves,
        asked.p_share,
        asked.rules,
        seed,
    )?;
    Ok(Worksheet {
        label: label(asked),
        reprint: reprint(asked, seed),
        rules: asked.rules,
        answers: positions
            .iter()
            .map(|heaps| answer(heaps, asked.rules))
            .collect(),
        with_sheet: true,
        with_key: false,
    })
}

/// What the student's sheet says it is: "medium", "hard · misère". Never
/// the seed: students run nimstep too, and the seed prints the key.
fn label(asked: &Asked) -> String {
    let mut label = asked.level.name().to_string();
    if asked.rules == Rules::Misere {
        label.push_str(" · misère");
    }
    label
}

/// The command line that deals the same sheet again: the seed and every
/// flag that decides its positions. Only the teacher sees it (on the key,
/// and `nimstep worksheet` on standard error).
pub fn reprint(asked: &Asked, seed: u64) -> String {
    let mut line = format!(
        "nimstep worksheet --seed {seed} --level {} --count {}",
        asked.level.name(),
        asked.count
    );
    if let Some(k) = asked.winning_moves {
        line.push_str(&format!(" --winning-moves {k}"));
    }
    if let Some(percent) = asked.p_share {
        line.push_str(&format!(" --p-share {percent}"));
    }
    if asked.rules == Rules::Misere {
        line.push_str(" --misere");
    }
    line
}

/// Random positions drawn per position wanted before giving up on a
/// `--winning-moves` filter.
pub const DRAWS_PER_POSITION: usize = 5_000;

/// Refuses a `--winning-moves K` that no `count` different positions at
/// this level can have. A position has at most one winning move per heap;
/// under normal play the number is 0 or odd (one per heap with a 1 in the
/// leftmost odd column), and so it is under misère play too, but for the
/// single-stone endgame: there K heaps of one stone, K even, have K
/// winning moves (take any one), and no other position has an even number.
pub fn possible(k: usize, count: usize, rules: Rules, level: Level) -> Result<(), String> {
    let shape = level.shape();
    let most = shape.max_heaps as usize;
    let odd: Vec<String> = (0..=most)
        .filter(|&n| n == 0 || n % 2 == 1)
        .map(|n| n.to_string())
        .collect();
    let tries = match odd.split_last() {
        Some((last, first)) if !first.is_empty() => format!("{} or {last}", first.join(", ")),
        _ => odd.join(""),
    };
    if k > 0 && k.is_multiple_of(2) {
        match rules {
            Rules::Normal => {
                return Err(format!(
                    "--winning-moves {k}: impossible under normal play, where the number of winning moves is 0 or odd (one per heap with a 1 in the leftmost odd column); at level {} try --winning-moves {tries}",
                    level.name(),
                ))
            }
            Rules::Misere => {
                let dealt = (shape.min_heaps as usize..=most).contains(&k);
                if dealt && count == 1 {
                    return Ok(());
                }
                let heaps = match shape.min_heaps == shape.max_heaps {
                    true => format!("{most} heaps"),
                    false => format!("{} or {most} heaps", shape.min_heaps),
                };
                let why = match dealt {
                    true => format!("a sheet of {count} needs {count} different positions"),
                    false => format!("level {} deals {heaps}", level.name()),
                };
                return Err(format!(
                    "--winning-moves {k}: under misère play the only position with exactly {k} winning moves is {k} heaps of one stone each (an even number of winning moves needs every heap to be a single stone), and {why}; at level {} try --winning-moves {tries}",
                    level.name(),
                ));
            }
        }
    }
    if k > most {
        return Err(format!(
            "--winning-moves {k}: a position has at most one winning move per heap, and level {} deals at most {most} heaps; try --winning-moves {tries}",
            level.name()
        ));
    }
    Ok(())
}

/// Deals the distinct positions of a sheet: with `--winning-moves K`, only
/// positions with exactly K winning moves; otherwise a mix of P- and
/// N-positions ([`p_count`] of them P), which under misère play also takes
/// the three situations in turn.
pub fn draw(
    level: Level,
    count: usize,
    winning_moves: Option<usize>,
    p_share: Option<u8>,
    rules: Rules,
    seed: u64,
) -> Result<Vec<Vec<u64>>, String> {
    match winning_moves {
        Some(k) => filtered(level, count, k, rules, seed),
        None => Ok(mixed(level, count, p_share, rules, seed)),
    }
}

/// Deals distinct positions with exactly `k` winning moves; gives up after
/// a bounded number of draws.
fn filtered(
    level: Level,
    count: usize,
    k: usize,
    rules: Rules,
    seed: u64,
) -> Result<Vec<Vec<u64>>, String> {
    if rules == Rules::Misere && k > 0 && k.is_multiple_of(2) {
        // The one position with an even number of misère winning moves
        // ([`possible`] let it through for a sheet of one).
        return Ok(vec![vec![1; k]]);
    }
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
        if solve::winning_moves(&heaps, rules).len() == k && seen.insert(heaps.clone()) {
            positions.push(heaps);
        }
    }
    if positions.len() < count {
        return Err(format!(
            "found only {} different positions with exactly {k} winning moves at level {} in {budget} draws, {count} wanted: try another --level or a smaller --count",
            positions.len(),
            level.name(),
        ));
    }
    Ok(positions)
}

/// How many of a sheet's `count` positions are P-positions: `p_share`
/// percent of them (rounded) when given; else a number the generator picks
/// that leaves at least a quarter of the sheet to each kind (a sheet of
/// one position is either).
pub fn p_count(count: usize, p_share: Option<u8>, rng: &mut Rng) -> usize {
    match p_share {
        Some(percent) => (count * usize::from(percent) + 50) / 100,
        None => {
            let least = count.div_ceil(4).min(count / 2);
            rng.between(least as u64, (count - least) as u64) as usize
        }
    }
}

/// The misère situations of a sheet of `count` positions at `level`, in
/// an order the seed shuffles (so no place on a sheet always asks the same
/// kind): most have two or more heaps of two or more stones (play as in
/// normal Nim, where P and N both occur: the reasoning a sheet
/// practises), a quarter are the endgame of one such heap (always N: the
/// move that differs from normal play) and one has every heap at most one
/// stone (counting, not reasoning; two on a sheet of twelve or more). A
/// sheet of three or more practises all three. A hard sheet is hard: one
/// position in eight is the endgame, none is single stones only.
fn situations(count: usize, level: Level, rng: &mut Rng) -> Vec<Situation> {
    let (endgames, ones) = match level {
        Level::Hard => (count.div_ceil(8), 0),
        Level::Easy | Level::Medium => (
            (count + 2) / 4,
            match count {
                0..=2 => 0,
                3..=11 => 1,
                _ => 2,
            },
        ),
    };
    let mut situations = vec![Situation::OneHeapAtLeastTwo; endgames.min(count - ones)];
    situations.resize(situations.len() + ones, Situation::AllHeapsAtMostOne);
    situations.resize(count, Situation::SeveralHeapsAtLeastTwo);
    shuffle(&mut situations, rng);
    situations
}

/// What one place on a sheet asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Slot {
    /// P or N.
    outcome: Outcome,
    /// Misère play: the situation to practise.
    situation: Option<Situation>,
}

/// The outcomes a position of misère `situation` can have at a level
/// whose positions have `shape`: (can be P, can be N). One big heap is
/// always N; heaps of one stone each are P exactly when they are odd in
/// number, and the level says how many heaps there are (easy deals three,
/// so its only such position, 1 1 1, is P).
fn outcomes(situation: Option<Situation>, shape: Shape) -> (bool, bool) {
    match situation {
        Some(Situation::OneHeapAtLeastTwo) => (false, true),
        Some(Situation::AllHeapsAtMostOne) => {
            let counts = shape.min_heaps..=shape.max_heaps;
            let odd = counts.clone().any(|n| n % 2 == 1);
            let even = counts.into_iter().any(|n| n % 2 == 0);
            (odd, even)
        }
        _ => (true, true),
    }
}

/// The places of a sheet of `count`: [`p_count`] P-positions at random
/// places. Under misère play each place has its situation
/// ([`situations`]); a place whose situation cannot be a P-position at
/// this level is never P while another can be, and one that can only be P
/// is P first, so each keeps its situation as long as the sheet's count of
/// P-positions allows; a place that cannot keep it has two or more big
/// heaps, which can be either.
fn slots(
    count: usize,
    p_share: Option<u8>,
    rules: Rules,
    level: Level,
    rng: &mut Rng,
) -> Vec<Slot> {
    let shape = level.shape();
    let p = p_count(count, p_share, rng);
    let situations = match rules {
        Rules::Misere => situations(count, level, rng)
            .into_iter()
            .map(Some)
            .collect(),
        Rules::Normal => vec![None; count],
    };
    let mut slots: Vec<Slot> = situations
        .into_iter()
        .map(|situation| Slot {
            outcome: Outcome::N,
            situation,
        })
        .collect();
    let mut only_p = Vec::new();
    let mut either = Vec::new();
    let mut only_n = Vec::new();
    for (i, slot) in slots.iter().enumerate() {
        match outcomes(slot.situation, shape) {
            (true, false) => only_p.push(i),
            (true, true) => either.push(i),
            _ => only_n.push(i),
        }
    }
    for places in [&mut only_p, &mut either, &mut only_n] {
        shuffle(places, rng);
    }
    let order: Vec<usize> = only_p
        .iter()
        .chain(&either)
        .chain(&only_n)
        .copied()
        .collect();
    for (rank, &i) in order.iter().enumerate() {
        let outcome = if rank < p { Outcome::P } else { Outcome::N };
        let (can_p, can_n) = outcomes(slots[i].situation, shape);
        if (outcome == Outcome::P && !can_p) || (outcome == Outcome::N && !can_n) {
            slots[i].situation = Some(Situation::SeveralHeapsAtLeastTwo);
        }
        slots[i].outcome = outcome;
    }
    slots
}

/// Fisher–Yates, with the sheet's generator.
fn shuffle<T>(items: &mut [T], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        let j = rng.between(0, i as u64) as usize;
        items.swap(i, j);
    }
}

/// Distinct positions (not the same heaps in another order) for the
/// [`slots`] of a sheet, each of the level's shape. When no new position
/// fits a slot's situation, a new one of several big heaps and the right
/// outcome does, else one of the right outcome, else any new one.
fn mixed(
    level: Level,
    count: usize,
    p_share: Option<u8>,
    rules: Rules,
    seed: u64,
) -> Vec<Vec<u64>> {
    let mut rng = Rng::with_seed(seed);
    let shape = level.shape();
    let mut seen = HashSet::new();
    let mut positions = Vec::new();
    for slot in slots(count, p_share, rules, level, &mut rng) {
        let paired_before = positions.iter().any(|heaps: &Vec<u64>| paired(heaps));
        let mut find = |situation| {
            (0..DRAWS_PER_POSITION).find_map(|_| {
                let heaps = shaped(deal(&mut rng, shape), slot.outcome, situation, shape);
                let fits = !heaps.is_empty()
                    && !seen.contains(&sorted(&heaps))
                    && (!paired_before || !paired(&heaps))
                    && solve::outcome(&heaps, rules) == slot.outcome
                    && situation.is_none_or(|wanted| misere::situation(&heaps).0 == wanted);
                fits.then_some(heaps)
            })
        };
        // A misère place whose situation has no new position left (a
        // level has one or two with every heap of one stone) takes
        // several big heaps, so the endgames stay a quarter of the sheet.
        let instead = slot.situation.map(|_| Situation::SeveralHeapsAtLeastTwo);
        let found = find(slot.situation)
            .or_else(|| find(instead))
            .or_else(|| find(None))
            .or_else(|| {
                (0..DRAWS_PER_POSITION)
                    .map(|_| deal(&mut rng, shape))
                    .find(|heaps| !seen.contains(&sorted(heaps)))
            });
        if let Some(heaps) = found {
            seen.insert(sorted(&heaps));
            positions.push(heaps);
        }
    }
    positions
}

/// Whether two heaps of `heaps` are equal and of two or more stones: such
/// a pair cancels out (`10 11 11 10` is P at a glance, `4 4 2` is one heap
/// to take), so a dealt sheet asks at most one such position, unless no
/// other fits a place. Heaps of one stone are the point of misère
/// endgames, and are not counted.
fn paired(heaps: &[u64]) -> bool {
    let sorted = sorted(heaps);
    sorted.windows(2).any(|w| w[0] == w[1] && w[0] >= 2)
}

/// The heaps in order of size: two orders of the same heaps are one
/// position, asked once on a sheet.
fn sorted(heaps: &[u64]) -> Vec<u64> {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable();
    sorted
}

/// A dealt position brought towards what a slot asks for: into its misère
/// `situation` (heaps cut to one stone, all but the largest for one big heap)
/// and, for a P-position with a big heap, its last heap made the nim-sum of
/// the others where that is a size a heap can have.
fn shaped(
    dealt: Vec<u64>,
    outcome: Outcome,
    situation: Option<Situation>,
    shape: Shape,
) -> Vec<u64> {
    let mut heaps = match situation {
        Some(situation) => into_situation(dealt, situation),
        None => dealt,
    };
    if outcome == Outcome::P && situation != Some(Situation::AllHeapsAtMostOne) {
        zero_sum(&mut heaps, shape.max_size);
    }
    heaps
}

/// Makes the last heap the nim-sum of the others, so that the nim-sum of
/// all is 0, when that is a size a dealt heap can have (1 to `max_size`).
fn zero_sum(heaps: &mut [u64], max_size: u64) {
    if let Some((last, others)) = heaps.split_last_mut() {
        let sum = nim_sum(others);
        if (1..=max_size).contains(&sum) {
            *last = sum;
        }
    }
}

/// `heaps` changed into `wanted`'s shape where a change can do it: heaps
/// cut to one stone, so the position keeps the level's number of heaps.
fn into_situation(mut heaps: Vec<u64>, wanted: Situation) -> Vec<u64> {
    let largest = (0..heaps.len()).max_by_key(|&i| heaps[i]).unwrap_or(0);
    match wanted {
        Situation::SeveralHeapsAtLeastTwo => {}
        Situation::OneHeapAtLeastTwo => {
            for (i, heap) in heaps.iter_mut().enumerate() {
                if i != largest {
                    *heap = 1;
                }
            }
        }
        Situation::AllHeapsAtMostOne => heaps.fill(1),
    }
    heaps
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Calls `each` with every multiset of heaps a level deals (heaps in
    /// ascending order) and how many dealt orders it has.
    fn every_dealt(shape: Shape, each: &mut impl FnMut(&[u64], u64)) {
        fn grow(heaps: &mut Vec<u64>, shape: Shape, each: &mut impl FnMut(&[u64], u64)) {
            let n = heaps.len() as u64;
            if n >= shape.min_heaps {
                // n! / (m1! m2! …) orders of a multiset.
                let mut orders = (1..=n).product::<u64>();
                for run in heaps.chunk_by(|a, b| a == b) {
                    orders /= (1..=run.len() as u64).product::<u64>();
                }
                each(heaps, orders);
            }
            if n == shape.max_heaps {
                return;
            }
            for h in heaps.last().copied().unwrap_or(1)..=shape.max_size {
                heaps.push(h);
                grow(heaps, shape, each);
                heaps.pop();
            }
        }
        grow(&mut Vec::new(), shape, each);
    }

    /// `possible` lets a `--winning-moves K` through exactly when the
    /// level deals enough different positions with K winning moves, and
    /// what its refusals say holds for every dealt position: brute force
    /// over all of them, under both rules.
    #[test]
    fn winning_moves_refusals_are_true_of_every_dealt_position() {
        for level in Level::ALL {
            for rules in [Rules::Normal, Rules::Misere] {
                let mut with = [0u64; 8];
                every_dealt(level.shape(), &mut |heaps, orders| {
                    let k = solve::winning_moves(heaps, rules).len();
                    with[k] += orders;
                    if k > 0 && k.is_multiple_of(2) {
                        // "the only position with exactly K winning moves
                        // is K heaps of one stone each"
                        assert_eq!(rules, Rules::Misere, "{heaps:?}");
                        assert_eq!(heaps, vec![1; k], "{heaps:?}");
                    }
                });
                let shape = level.shape();
                let dealt: u64 = (shape.min_heaps..=shape.max_heaps)
                    .map(|n| shape.max_size.pow(n as u32))
                    .sum();
                assert_eq!(with.iter().sum::<u64>(), dealt, "{level:?}: every deal");
                for k in 0..with.len() {
                    for count in [1, 2, DEFAULT_COUNT] {
                        let what = format!("{level:?} {rules:?} k={k} count={count}");
                        match possible(k, count, rules, level) {
                            Ok(()) => assert!(with[k] >= count as u64, "{what}: {with:?}"),
                            Err(message) => {
                                assert!(with[k] < count as u64, "{what}: {message}");
                                let tries = message.split("try --winning-moves ").nth(1);
                                for tried in tries.unwrap().split([',', ' ']) {
                                    let Ok(tried) = tried.parse::<usize>() else {
                                        continue;
                                    };
                                    assert!(with[tried] >= count as u64, "{what}: {message}");
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether every position has the level's number of heaps and sizes.
    fn of_the_level(positions: &[Vec<u64>], level: Level) -> bool {
        let shape = level.shape();
        positions.iter().all(|heaps| {
            let n = heaps.len() as u64;
            (shape.min_heaps..=shape.max_heaps).contains(&n)
                && heaps.iter().all(|&h| (1..=shape.max_size).contains(&h))
        })
    }

    #[test]
    fn misere_sheets_practise_the_three_situations_at_the_level_asked() {
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            for seed in 0..40 {
                let positions = draw(level, 9, None, None, Rules::Misere, seed).unwrap();
                let situations: Vec<Situation> = positions
                    .iter()
                    .map(|heaps| misere::situation(heaps).0)
                    .collect();
                for situation in [
                    Situation::SeveralHeapsAtLeastTwo,
                    Situation::OneHeapAtLeastTwo,
                    Situation::AllHeapsAtMostOne,
                ] {
                    // A hard sheet asks no position of single stones only.
                    let asked = level != Level::Hard || situation != Situation::AllHeapsAtMostOne;
                    assert_eq!(
                        situations.contains(&situation),
                        asked,
                        "{level:?} {seed}: {positions:?}"
                    );
                }
                let distinct: HashSet<_> = positions.iter().map(|h| sorted(h)).collect();
                assert_eq!(distinct.len(), 9);
                assert!(of_the_level(&positions, level), "{level:?}: {positions:?}");
            }
        }
    }

    #[test]
    fn misere_sheets_are_mostly_positions_of_several_big_heaps_in_any_order() {
        let mut first = Vec::new();
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            for seed in 0..40 {
                for count in [4, 8, 10, 20] {
                    let positions = draw(level, count, None, None, Rules::Misere, seed).unwrap();
                    let of = |wanted: Situation| {
                        positions
                            .iter()
                            .filter(|heaps| misere::situation(heaps).0 == wanted)
                            .count()
                    };
                    let endgames = of(Situation::OneHeapAtLeastTwo);
                    let several = of(Situation::SeveralHeapsAtLeastTwo);
                    // Hard: one in eight is the endgame, the rest several
                    // big heaps.
                    let (most, least) = match level {
                        Level::Hard => (count.div_ceil(8), count - count.div_ceil(8)),
                        _ => (count.div_ceil(4), count.div_ceil(2)),
                    };
                    assert!(
                        (1..=most).contains(&endgames) && several >= least,
                        "{level:?} seed {seed}: {endgames} endgames, {several} of several big heaps: {positions:?}"
                    );
                    let situation = misere::situation(&positions[0]).0;
                    if !first.contains(&situation) {
                        first.push(situation);
                    }
                }
            }
        }
        // No place on a sheet always asks the same kind of position.
        assert_eq!(first.len(), 3, "{first:?}");
    }

    #[test]
    fn every_sheet_has_the_level_asked_for() {
        for rules in [Rules::Normal, Rules::Misere] {
            for level in [Level::Easy, Level::Medium, Level::Hard] {
                for seed in 0..20 {
                    for p_share in [None, Some(0), Some(100)] {
                        let positions = draw(level, 8, None, p_share, rules, seed).unwrap();
                        assert!(
                            of_the_level(&positions, level),
                            "{rules:?} {level:?} {seed}: {positions:?}"
                        );
                    }
                }
            }
        }
        // The hard level's heaps are larger than the easy level can deal.
        let hard = draw(Level::Hard, 8, None, None, Rules::Misere, 1).unwrap();
        assert!(hard
            .iter()
            .flatten()
            .any(|&h| h > Level::Easy.shape().max_size));
    }

    #[test]
    fn a_long_misere_sheet_still_has_distinct_positions() {
        let positions = draw(Level::Easy, 60, None, None, Rules::Misere, 5).unwrap();
        let distinct: HashSet<_> = positions.iter().map(|h| sorted(h)).collect();
        assert_eq!(distinct.len(), 60);
    }

    /// The P-positions of a sheet, counted by the solver.
    fn p_positions(positions: &[Vec<u64>], rules: Rules) -> usize {
        positions
            .iter()
            .filter(|heaps| solve::outcome(heaps, rules) == Outcome::P)
            .count()
    }

    #[test]
    fn every_sheet_mixes_p_and_n_positions() {
        for rules in [Rules::Normal, Rules::Misere] {
            for level in [Level::Easy, Level::Medium, Level::Hard] {
                for seed in 0..40 {
                    for count in [4, 8, 13] {
                        let positions = draw(level, count, None, None, rules, seed).unwrap();
                        assert_eq!(positions.len(), count);
                        let distinct: HashSet<_> = positions.iter().map(|h| sorted(h)).collect();
                        assert_eq!(distinct.len(), count, "{positions:?}");
                        let p = p_positions(&positions, rules);
                        let quarter = count.div_ceil(4);
                        assert!(
                            p >= quarter && count - p >= quarter,
                            "{rules:?} {level:?} seed {seed}: {p} P of {count}: {positions:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_sheet_asks_at_most_one_position_with_a_pair_of_equal_heaps() {
        for rules in [Rules::Normal, Rules::Misere] {
            for level in [Level::Easy, Level::Medium, Level::Hard] {
                for seed in 0..200 {
                    for (count, share) in [(8, None), (10, None), (10, Some(50)), (6, Some(100))] {
                        let positions = draw(level, count, None, share, rules, seed).unwrap();
                        let pairs: Vec<_> = positions.iter().filter(|h| paired(h)).collect();
                        assert!(
                            pairs.len() <= 1,
                            "{rules:?} {level:?} seed {seed}, {count} at {share:?}: {pairs:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn p_share_sets_the_number_of_p_positions() {
        for rules in [Rules::Normal, Rules::Misere] {
            for (percent, count, p) in
                [(0, 8, 0), (100, 8, 8), (50, 10, 5), (30, 10, 3), (25, 6, 2)]
            {
                let positions = draw(Level::Medium, count, None, Some(percent), rules, 7).unwrap();
                assert_eq!(p_positions(&positions, rules), p, "{rules:?} {percent}%");
            }
        }
    }
}
