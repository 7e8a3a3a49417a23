//! The moves of one heap that reach a given Grundy value, found without
//! visiting every move: a heap of 10^18 has about 10^18 moves in Kayles or
//! Lasker's Nim, but the moves that reach one value are found by searching
//! the period's classes or by solving the pattern's equation.
//!
//! - A heap whose moves can be listed ([`Values::listable`]): every move is
//!   tried.
//! - Nim: the one option worth `t` is the heap `t`.
//! - A game with a proved period `p` from `n₀` (an octal game: a
//!   subtraction game's heaps are always listed): a split `a + b` with
//!   `a ≥ n₀ + p` (so `b ≥ a ≥ n₀` too) is worth `g(a) ⊕ g(b)`, which depends
//!   only on `a mod p` when the heap is fixed; so the splits with `a` from
//!   `n₀ + p` on fall into `p` runs `a, a + p, a + 2p, …`, each all reaching
//!   the value or none of it, and the few splits below are tried one by one.
//! - Lasker's Nim: `L` (the pattern) swaps `4k + 3` and `4k + 4`, so a heap
//!   reaches value `t` alone only as the heap `L(t)`, and a split `a + b = n`
//!   with `L(a) ⊕ L(b) = t` is a solution of `x ⊕ y = t`, `L(x) + L(y) = n`.
//!   Since `x + (x ⊕ t) = t + 2 (x AND NOT t)`, each choice of the last two
//!   digits of `x` fixes the bits of `x` outside `t`, and leaves the bits
//!   of `t` above them free: counted, not visited.

use super::grundy::{GameMove, GrundyError, Sum, Values};
use crate::games::heap_move::{HeapMove, Parts};
use crate::games::lasker::rule as lasker;
use crate::games::spec::HeapRule;
use crate::games::theory::{Pattern, Theory};
use std::rc::Rc;

/// The most moves of one heap a search lists when the heap is too large to
/// try every move: the rest are counted.
pub(crate) const LISTED: usize = 12;

/// The winning moves of a sum, searched heap by heap each time they are
/// read and never held: a million heaps too large to list their moves
/// have millions of winning moves, which JSON writes one after another
/// and a document cuts after its first few. Made by one first pass that
/// counts them ([`Searched::new`]), so a total can come before the list.
#[derive(Debug, Clone)]
pub struct Searched {
    /// The sum whose tables the search reads.
    sum: Rc<Sum>,
    /// Each heap and the value a move in it must leave (its value ⊕ the
    /// nim-sum); none from a P-position, where no move wins.
    targets: Vec<(u64, u64)>,
    /// How many moves [`Searched::iter`] gives: every one of a heap whose
    /// moves can be listed, the first [`LISTED`] of any other.
    pub listed: u128,
    /// How many winning moves there are in all, as they are listed (on a
    /// row of pins one of each pair of mirror images).
    pub total: u128,
    /// How many winning moves there are as a player counts them (see
    /// [`Reach::in_play`]).
    pub in_play: u128,
}

impl Searched {
    /// Counts the winning moves from `heaps` in `sum`, as
    /// [`winning_moves`] finds them, holding only each heap's target.
    pub fn new(sum: Rc<Sum>, heaps: &[u64]) -> Result<Searched, GrundyError> {
        let values = sum.values(heaps)?;
        let s = values.iter().fold(0, |acc, &g| acc ^ g);
        let mut searched = Searched {
            sum,
            targets: Vec::new(),
            listed: 0,
            total: 0,
            in_play: 0,
        };
        if s == 0 {
            return Ok(searched);
        }
        searched.targets = heaps
            .iter()
            .zip(&values)
            .map(|(&h, &g)| (h, g ^ s))
            .collect();
        for (i, &(h, target)) in searched.targets.iter().enumerate() {
            let reach = reaching(searched.sum.table(i), h, target)?;
            searched.listed += reach.moves.len() as u128;
            searched.total += reach.total;
            searched.in_play += reach.in_play;
        }
        Ok(searched)
    }

    /// The moves, by heap, each heap's in move order: searched again, as
    /// [`Searched::new`] searched them.
    pub fn iter(&self) -> impl Iterator<Item = GameMove> + '_ {
        self.targets
            .iter()
            .enumerate()
            .flat_map(move |(i, &(h, target))| {
                reaching(self.sum.table(i), h, target)
                    .expect("the same search succeeded when the moves were counted")
                    .moves
                    .into_iter()
                    .map(move |m| GameMove::on_heap(i + 1, m))
            })
    }
}

/// Two searches are alike when they search the same heaps of the same sum
/// for the same values.
impl PartialEq for Searched {
    fn eq(&self, other: &Searched) -> bool {
        Rc::ptr_eq(&self.sum, &other.sum) && self.targets == other.targets
    }
}

impl Eq for Searched {}

/// The moves of one heap that reach a value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reach {
    /// The moves found, in move order: every one when the heap's moves can
    /// be listed, else the first [`LISTED`].
    pub moves: Vec<HeapMove>,
    /// How many there are in all, as the moves are listed: on a row of
    /// pins one of each pair of mirror images.
    pub total: u128,
    /// How many there are in all as a player counts them: on a row of pins
    /// a move and its mirror image (the same pins counted from the other
    /// end) are two ([`Values::moves_in_play`]); else `total`.
    pub in_play: u128,
}

/// The winning moves of a sum, found heap by heap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Winning {
    /// The moves found, by heap, each heap's in move order: all of them,
    /// unless a heap too large to try every move has more than [`LISTED`].
    pub moves: Vec<GameMove>,
    /// How many winning moves there are in all, as they are listed (on a
    /// row of pins one of each pair of mirror images).
    pub total: u128,
    /// How many winning moves there are as a player counts them (see
    /// [`Reach::in_play`]).
    pub in_play: u128,
    /// How many of them bring a heap to a larger value than it had,
    /// counted as `in_play` counts them (a move and its mirror image apart),
    /// since the sentence that says it speaks of `in_play`'s moves.
    pub to_larger_values: u128,
    /// The heaps (from 1) too large to try every move, searched instead.
    pub searched: Vec<usize>,
}

/// Every winning move from `heaps`: each move in some heap to an option
/// whose value is that heap's value ⊕ the nim-sum, so that the values'
/// nim-sum becomes 0. Ordered by heap, then in move order. None from a
/// P-position.
pub fn winning_moves(sum: &Sum, heaps: &[u64]) -> Result<Winning, GrundyError> {
    let values = sum.values(heaps)?;
    let s = values.iter().fold(0, |acc, &g| acc ^ g);
    let mut winning = Winning {
        moves: Vec::new(),
        total: 0,
        in_play: 0,
        to_larger_values: 0,
        searched: Vec::new(),
    };
    if s == 0 {
        return Ok(winning);
    }
    for (i, &h) in heaps.iter().enumerate() {
        let target = values[i] ^ s;
        let reach = reaching(sum.table(i), h, target)?;
        if !sum.table(i).listable(h) {
            winning.searched.push(i + 1);
        }
        winning.total += reach.total;
        winning.in_play += reach.in_play;
        if target > values[i] {
            winning.to_larger_values += reach.in_play;
        }
        let on_heap = reach.moves.into_iter().map(|m| GameMove::on_heap(i + 1, m));
        winning.moves.extend(on_heap);
    }
    Ok(winning)
}

/// The moves of a heap of `n` in `table`'s game that leave value `target`.
pub fn reaching(table: &Values, n: u64, target: u64) -> Result<Reach, GrundyError> {
    table.value(n)?;
    if table.listable(n) {
        let mut moves = Vec::new();
        for m in table.moves(n)? {
            if table.parts_value(m.parts)? == target {
                moves.push(m);
            }
        }
        let total = moves.len() as u128;
        let in_play = match table.game().is_pins() {
            true => moves
                .iter()
                .map(|m| u128::from(m.parts.mirror_images()))
                .sum(),
            false => total,
        };
        return Ok(Reach {
            moves,
            total,
            in_play,
        });
    }
    // Only heap games have values (`value` refused the others above).
    let Some(rule) = table.game().heap_rule() else {
        // Nim: the one option worth `target` is the heap `target`.
        return Ok(single((target < n).then(|| take_to(n, target))));
    };
    match rule.theory() {
        Theory::Period(_) => by_period(table, rule, n, target),
        Theory::Pattern(Pattern::Lasker) => Ok(by_pattern(n, target)),
    }
}

fn single(m: Option<HeapMove>) -> Reach {
    let total = m.iter().count() as u128;
    Reach {
        total,
        in_play: total,
        moves: m.into_iter().collect(),
    }
}

/// The move that takes a heap of `n` down to one heap of `left`.
fn take_to(n: u64, left: u64) -> HeapMove {
    HeapMove {
        take: n - left,
        parts: Parts::One(left),
    }
}

/// The moves of `rule` to `target` from a heap of `n`, by the period's
/// classes (the game's table has a proved period: `n`'s value is known),
/// taking each number of stones the rule lets a move take.
pub(crate) fn by_period(
    table: &Values,
    rule: &dyn HeapRule,
    n: u64,
    target: u64,
) -> Result<Reach, GrundyError> {
    let Some(period) = table.period() else {
        return Ok(single(None));
    };
    let (p, start) = (period.period, period.preperiod + period.period);
    let mut reach = Reach {
        moves: Vec::new(),
        total: 0,
        in_play: 0,
    };
    // The moves found that are their own mirror image on a row of pins:
    // the whole row knocked down, or two equal rows left.
    let mut own: u128 = 0;
    let list = |reach: &mut Reach, m: HeapMove| {
        if reach.moves.len() < LISTED {
            reach.moves.push(m);
        }
    };
    for k in 1..=rule.most_taken().min(n) {
        let digit = rule.leaves(k);
        let rest = n - k;
        let alone = match rest {
            0 => digit & 1 != 0,
            _ => digit & 2 != 0,
        };
        if alone && table.value(rest)? == target {
            reach.total += 1;
            own += u128::from(rest == 0);
            list(&mut reach, take_to(n, rest));
        }
        if digit & 4 == 0 {
            continue;
        }
        // Two equal rows are worth g ⊕ g = 0.
        own += u128::from(rest >= 2 && rest.is_multiple_of(2) && target == 0);
        let split = |a: u64| HeapMove {
            take: k,
            parts: Parts::Two(a, rest - a),
        };
        let half = rest / 2;
        for a in 1..=half.min(start - 1) {
            if table.value(a)? ^ table.value(rest - a)? == target {
                reach.total += 1;
                list(&mut reach, split(a));
            }
        }
        // Runs a, a + p, … up to half, from each of the p classes.
        let mut runs: Vec<(u64, u64)> = Vec::new();
        for first in (start..start.saturating_add(p)).take_while(|&a| a <= half) {
            if table.value(first)? ^ table.value(rest - first)? == target {
                runs.push((first, (half - first) / p + 1));
            }
        }
        reach.total += runs
            .iter()
            .map(|&(_, count)| u128::from(count))
            .sum::<u128>();
        let mut j = 0;
        while reach.moves.len() < LISTED && runs.iter().any(|&(_, count)| count > j) {
            for &(first, count) in &runs {
                if count > j {
                    list(&mut reach, split(first + j * p));
                }
            }
            j += 1;
        }
    }
    reach.in_play = match table.game().is_pins() {
        true => 2 * reach.total - own,
        false => reach.total,
    };
    Ok(reach)
}

/// `L(x) − x` for `x ≥ 1` with these last two binary digits: +1 for
/// `4k + 3`, −1 for `4k + 4`, else 0.
fn shift(low: u64) -> i128 {
    match low {
        3 => 1,
        0 => -1,
        _ => 0,
    }
}

/// Lasker's Nim's moves to `target` from a heap of `n`, by its pattern.
pub(crate) fn by_pattern(n: u64, target: u64) -> Reach {
    let t = target;
    let high = t & !3;
    let free = 1u128 << high.count_ones();
    let mut ordered: u128 = 0;
    let mut streams: Vec<Vec<HeapMove>> = Vec::new();
    for low in 0..4u64 {
        let y_low = low ^ (t & 3);
        // x + y = c, with x ⊕ y = t: then x AND NOT t = (c − t) / 2.
        let c = i128::from(n) - shift(low) - shift(y_low);
        let twice = c - i128::from(t);
        if twice < 0 || twice % 2 != 0 {
            continue;
        }
        let q = (twice / 2) as u128;
        if q & u128::from(t) != 0 || q & 3 != u128::from(low & !t & 3) {
            continue;
        }
        let base = q | u128::from(low & t & 3);
        // Members with x = 0 or y = 0 stand for no heap.
        let member = |x: u128| x & !u128::from(t) == q && x & 3 == u128::from(low);
        ordered += free - u128::from(member(0)) - u128::from(member(u128::from(t)));
        // Increasing x, increasing a = L(x): the splits with a ≤ b come first.
        let mut stream = Vec::new();
        let mut sub: u128 = 0;
        loop {
            let x = base | sub;
            let y = x ^ u128::from(t);
            if x > 0 && y > 0 {
                let (a, b) = (lasker_of(x), lasker_of(y));
                if a > b || stream.len() == LISTED {
                    break;
                }
                stream.push(HeapMove {
                    take: 0,
                    parts: Parts::Two(a, b),
                });
            }
            // The next submask of the free bits, in increasing order.
            sub = (sub | !u128::from(high)).wrapping_add(1) & u128::from(high);
            if sub == 0 {
                break;
            }
        }
        streams.push(stream);
    }
    let mut moves: Vec<HeapMove> = streams.into_iter().flatten().collect();
    moves.sort();
    moves.truncate(LISTED);
    // Every split a ≠ b was found twice, as (a, b) and (b, a); a = b needs t = 0.
    let mut total = if t == 0 { ordered } else { ordered / 2 };
    if let Some(left) = lasker::value(t).filter(|&m| m < n) {
        total += 1;
        if moves.len() < LISTED {
            moves.push(take_to(n, left));
        }
    }
    Reach {
        moves,
        total,
        in_play: total,
    }
}

/// `L(x)` for an `x` found by the search, which is at most a heap (so the
/// value fits).
fn lasker_of(x: u128) -> u64 {
    let x = u64::try_from(x).unwrap_or(u64::MAX);
    lasker::value(x).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(spec: &str) -> Values {
        Values::solve(&spec.parse().unwrap(), 0)
    }

    /// Every move of a heap of `n` to `target`, by trying them all.
    fn brute(table: &Values, n: u64, target: u64) -> Vec<HeapMove> {
        table
            .game()
            .heap_moves(n)
            .into_iter()
            .filter(|m| table.parts_value(m.parts).unwrap() == target)
            .collect()
    }

    /// The value left by every move on a row of `n` pins of `table`'s
    /// octal game, each set of neighbouring pins knocked down counted once:
    /// a move and its mirror image apart, as a player counts them.
    fn pin_values(table: &Values, n: u64) -> Vec<u64> {
        let rule = table.game().heap_rule().unwrap();
        let mut all = Vec::new();
        for k in 1..=rule.most_taken().min(n) {
            let d = rule.leaves(k);
            for left in 0..=n - k {
                let rows: Vec<u64> = [left, n - k - left]
                    .into_iter()
                    .filter(|&r| r > 0)
                    .collect();
                if d & (1 << rows.len()) != 0 {
                    all.push(rows.iter().fold(0, |g, &r| g ^ table.value(r).unwrap()));
                }
            }
        }
        all
    }

    fn assert_matches_brute(table: &Values, found: &Reach, n: u64, target: u64) {
        let all = brute(table, n, target);
        assert_eq!(found.total, all.len() as u128, "heap {n}, target {target}");
        let in_play = match table.game().is_pins() {
            true => pin_values(table, n)
                .into_iter()
                .filter(|&g| g == target)
                .count(),
            false => all.len(),
        };
        assert_eq!(found.in_play, in_play as u128, "heap {n}, target {target}");
        let first: Vec<HeapMove> = all.into_iter().take(LISTED).collect();
        assert_eq!(found.moves, first, "heap {n}, target {target}");
    }

    /// A count of moves means the same for a heap whose moves are listed
    /// and for one searched by the period: on both sides of the limit,
    /// the count of every set of pins a move may knock down, and the
    /// winning moves' counts by `reaching` (trying every move below the
    /// limit, the period's classes above it) against trying them all.
    #[test]
    fn counts_of_moves_on_rows_of_pins_mean_the_same_at_every_size() {
        use crate::games::heap::grundy::DIRECT_LIMIT;
        for spec in ["kayles", "dawson", "octal:0.137"] {
            let v = table(spec);
            let near = DIRECT_LIMIT - 3..=DIRECT_LIMIT + 3;
            for n in (0..120).chain(near.clone()) {
                let every = v.game().heap_moves(n).len() as u128;
                let in_play = match v.game().is_pins() {
                    true => pin_values(&v, n).len() as u128,
                    false => every,
                };
                assert_eq!(v.moves_in_play(n), in_play, "{spec} {n}");
                assert_eq!(v.move_count(n), every, "{spec} {n}");
            }
            for n in near {
                assert_eq!(v.listable(n), n <= DIRECT_LIMIT, "{spec} {n}");
                for target in 0..10 {
                    let found = reaching(&v, n, target).unwrap();
                    let all = brute(&v, n, target).len() as u128;
                    assert_eq!(found.total, all, "{spec} {n} → {target}");
                    let in_play = match v.game().is_pins() {
                        true => pin_values(&v, n)
                            .into_iter()
                            .filter(|&g| g == target)
                            .count(),
                        false => all as usize,
                    };
                    assert_eq!(found.in_play, in_play as u128, "{spec} {n} → {target}");
                }
            }
        }
    }

    #[test]
    fn lasker_search_finds_what_trying_every_move_finds() {
        let v = table("lasker");
        for n in 0..=160 {
            for target in 0..=170 {
                assert_matches_brute(&v, &by_pattern(n, target), n, target);
            }
        }
        // Larger heaps, the targets a winning move may need.
        for n in [997u64, 1024, 1999, 2000, 2001, 2002] {
            for target in (0..2100).step_by(7) {
                assert_matches_brute(&v, &by_pattern(n, target), n, target);
            }
        }
    }

    #[test]
    fn period_search_finds_what_trying_every_move_finds() {
        for spec in [
            "kayles",
            "dawson",
            "octal:0.137",
            "octal:0.4",
            "octal:0.51",
            "octal:0.156",
        ] {
            let v = table(spec);
            let rule = v.game().heap_rule().unwrap();
            assert!(v.period().is_some(), "{spec}");
            for n in (0..400).chain([1_000, 2_001, 3_002, 3_003]) {
                for target in 0..12 {
                    let found = by_period(&v, rule, n, target).unwrap();
                    assert_matches_brute(&v, &found, n, target);
                }
            }
        }
    }

    /// A listed move is legal in the game and leaves the value asked for.
    fn assert_legal_and_reaching(table: &Values, n: u64, target: u64, m: &HeapMove) {
        // By the rule alone, which `spec.rs` holds to the moves listed.
        let legal = table.game().is_heap_move(n, *m);
        assert!(legal, "heap {n}: {m:?}");
        assert_eq!(
            table.parts_value(m.parts).unwrap(),
            target,
            "heap {n}: {m:?}"
        );
    }

    #[test]
    fn huge_heaps_answer_by_the_period() {
        for spec in ["kayles", "dawson", "octal:0.137"] {
            let v = table(spec);
            let p = v.period().unwrap().period;
            for n in [u64::MAX - 4 * p, 1_000_000_000_000_000_003, 10_001 + 7 * p] {
                // Heap n and heap n − k·p have the same value.
                let rep = v.period().unwrap().representative(n);
                assert_eq!(v.value(n).unwrap(), v.value(rep).unwrap());
                assert_eq!(v.value(n).unwrap(), v.value(n - 2 * p).unwrap());
                for target in 0..10 {
                    let found = reaching(&v, n, target).unwrap();
                    for m in &found.moves {
                        assert_legal_and_reaching(&v, n, target, m);
                    }
                    assert_eq!(found.moves.len() as u128, found.total.min(LISTED as u128));
                    // Two periods more add one split to each class that
                    // reaches the target, and the classes are the same.
                    let more = |k: u64| reaching(&v, n + 2 * k * p, target).unwrap().total;
                    let less = |k: u64| reaching(&v, n - 2 * k * p, target).unwrap().total;
                    if n < u64::MAX - 8 * p {
                        assert_eq!(
                            more(1) - found.total,
                            more(2) - more(1),
                            "{spec} {n} {target}"
                        );
                    }
                    assert_eq!(
                        found.total - less(1),
                        less(1) - less(2),
                        "{spec} {n} {target}"
                    );
                }
            }
        }
    }

    #[test]
    fn huge_lasker_heaps_answer_by_the_pattern() {
        let v = table("lasker");
        for n in [
            u64::MAX - 1,
            u64::MAX - 2,
            1_000_000_000_000_000_003,
            123_456_789_012,
        ] {
            let g = v.value(n).unwrap();
            for target in [0, 1, 2, 3, 5, g - 1, g / 2, g ^ 12345, 1 << 40] {
                let found = reaching(&v, n, target).unwrap();
                for m in &found.moves {
                    assert_legal_and_reaching(&v, n, target, m);
                }
                assert_eq!(found.moves.len() as u128, found.total.min(LISTED as u128));
                // Every smaller value is reached (that is the mex), and
                // the heap's own value never is.
                if target < g {
                    assert!(found.total > 0, "{n} → {target}");
                }
            }
            assert_eq!(reaching(&v, n, g).unwrap().total, 0, "{n}");
        }
        assert!(reaching(&v, u64::MAX, 0).is_err());
    }
}
