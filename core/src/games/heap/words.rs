//! The words the heap games share: a move (the stones taken and what they
//! leave, or on a row of pins, Kayles and Dawson's Kayles, the pins knocked
//! down), a mex and its options, the proof of a period and Lasker's
//! pattern, as both the `grundy` command and the `explain --game`
//! walkthrough say them.

use super::grundy::{Exception, GameMove, MexTrace, OptionValue, Period};
use crate::doc::{Line, Mark};
use crate::games::heap_move::Parts;
use crate::games::spec::GameSpec;
use crate::games::theory::Proof;

/// "take 1 from heap 2, leaving 3", "take 1 from heap 2, leaving two
/// heaps of 3 and 4" or "split heap 2 into 3 and 4"; on a row of pins,
/// "knock down pin 4 of heap 2, …", since that is what a player does.
pub fn game_move_words(m: &GameMove, game: &GameSpec) -> String {
    if game.is_pins() && m.take > 0 {
        return pin_move_words(m);
    }
    match (m.take, m.split) {
        (0, Some([a, b])) => format!("split heap {} into {a} and {b}", m.heap),
        (take, Some([a, b])) => format!(
            "take {take} from heap {}, leaving two heaps of {a} and {b}",
            m.heap
        ),
        (take, None) => format!("take {take} from heap {}, leaving {}", m.heap, m.leaves),
    }
}

/// A move on a row of pins, named by the pins it knocks down, counted from
/// the left: "knock down pin 2 of heap 1, leaving two heaps of 1 and 1". A
/// move that leaves one row knocks down the pins at its right-hand end, as
/// the picture of a move takes stones from the end of a heap.
fn pin_move_words(m: &GameMove) -> String {
    let left = match m.split {
        Some([a, b]) => format!("two heaps of {a} and {b}"),
        None => m.leaves.to_string(),
    };
    format!(
        "knock down {} of heap {}, leaving {left}",
        pins_knocked(m),
        m.heap
    )
}

/// The pins a move on a row knocks down, counted from the left: "pin 3",
/// "pins 2 and 3", "pins 2 to 4" (the words of `check` and the cells of
/// `moves` alike).
pub(crate) fn pins_knocked(m: &GameMove) -> String {
    let first = match m.split {
        Some([a, _]) => a + 1,
        None => m.leaves + 1,
    };
    let last = first + (m.take - 1);
    match m.take {
        1 => format!("pin {first}"),
        2 => format!("pins {first} and {last}"),
        _ => format!("pins {first} to {last}"),
    }
}

/// How many moves on a row of pins leave a row of `leaves` pins, or the
/// two rows of `split` (see [`Parts::mirror_images`]).
pub(crate) fn mirror_moves(leaves: u64, split: Option<[u64; 2]>) -> u64 {
    match split {
        Some([a, b]) => Parts::Two(a, b),
        None => Parts::One(leaves),
    }
    .mirror_images()
}

/// The count of moves on rows of pins when the list shows one move of each
/// pair of mirror images: `moves` ("14 legal moves"), then "; a move and
/// its mirror image (…) leave the same rows, so 8 are listed, one of each
/// pair". When the list is cut (`cut`, a heap too large to list every
/// move), it says how many the whole list would hold: "so 834 would be
/// listed".
pub(crate) fn mirrors_listed_once(moves: &str, listed: u128, cut: bool) -> String {
    let so = match (cut, listed) {
        (true, _) => "would be",
        (false, 1) => "is",
        (false, _) => "are",
    };
    format!("{moves}; a move and its mirror image (the same pins counted from the other end of the row) leave the same rows, so {listed} {so} listed, one of each pair, and each move that is its own mirror image (at the middle of a row) once")
}

/// That the parts of `split` must add up to what taking `take` from a
/// heap of `n` leaves, when they do not.
pub(crate) fn parts_left(n: u64, take: u64, split: Option<[u64; 2]>) -> Option<String> {
    let [a, b] = split?;
    let rest = n - take;
    if a.checked_add(b) == Some(rest) {
        return None;
    }
    let sum = u128::from(a) + u128::from(b);
    let left = match take {
        0 => format!("{n}"),
        _ => format!("{n} − {take} = {rest}"),
    };
    Some(format!(
        "the parts must add to {left}, not {a} + {b} = {sum}"
    ))
}

/// Why taking `take` from a heap of `n` (leaving `split`) is not a move of
/// `game`, in a game whose rule says no more: a split's parts that do not
/// add up, else that it is not a legal move.
pub(crate) fn not_a_move(game: &GameSpec, n: u64, take: u64, split: Option<[u64; 2]>) -> String {
    parts_left(n, take, split).unwrap_or_else(|| format!("it is not a legal move of {game}"))
}

/// Amounts as a list in words: `1, 3 or 4`.
pub(crate) fn or_list(amounts: &[u64]) -> String {
    match amounts {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(u64::to_string).collect();
            format!("{} or {last}", init.join(", "))
        }
    }
}

/// Whether a move of `game` can leave two heaps, so that its words must
/// say what a split is worth (a subtraction game never splits).
pub fn can_split(game: &GameSpec) -> bool {
    game.heap_rule().is_some_and(|rule| rule.splits())
}

/// An option as a student writes it: `5`, or `1+2` for a split.
pub(crate) fn option_words(o: &OptionValue) -> String {
    match o.split {
        Some([a, b]) => format!("{a}+{b}"),
        None => o.leaves.to_string(),
    }
}

/// An option with its value: `5 (2)` or `1+2 (1⊕2 = 3)`, as a mex
/// derivation lists it (here and in the `explain --game` walkthrough).
pub fn option_with_value(o: &OptionValue) -> String {
    match o.part_values {
        Some([a, b]) => format!("{} ({a}⊕{b} = {})", option_words(o), o.value),
        None => format!("{} ({})", option_words(o), o.value),
    }
}

/// Up to how many options a mex derivation lists one by one; past it,
/// they are grouped by value so that the line stays readable.
const OPTIONS_ONE_BY_ONE: usize = 8;

/// Every option of a heap with its value, never cut: one by one
/// (`moves to 6 (3), 1+5 (1⊕4 = 5)`) while few, else grouped by value
/// (a row of 6 in Kayles: `moves by value — value 0: take 1 → 1+4 (1⊕1),
/// take 2 → 2+2 (2⊕2); value 1: …; value 4: take 1 → 5`).
pub fn options_text(options: &[OptionValue]) -> String {
    if options.is_empty() {
        return "no move".to_string();
    }
    if options.len() <= OPTIONS_ONE_BY_ONE {
        let listed: Vec<String> = options.iter().map(option_with_value).collect();
        return format!("moves to {}", listed.join(", "));
    }
    format!("moves by value — {}", options_by_value(options).join("; "))
}

/// The move that reaches an option, as a mex derivation labels it: `take
/// 2`, or `split` for a move that only splits.
pub(crate) fn move_label(o: &OptionValue) -> String {
    match o.take {
        0 => "split".to_string(),
        take => format!("take {take}"),
    }
}

/// Every option grouped by its value, one text per value in increasing
/// order, each option labelled by its move and a split with its parts'
/// values: `value 0: take 1 → 1+76 (1⊕1), take 2 → 38+39 (3⊕3)`. The
/// label keeps a bare heap (`take 2 → 77`) from reading as a value, and
/// tells apart the moves that leave the same sizes. Both `explain --game`
/// and `grundy --at` group this way.
pub(crate) fn options_by_value(options: &[OptionValue]) -> Vec<String> {
    let mut by_value: Vec<(u64, Vec<String>)> = Vec::new();
    for o in options {
        let text = match o.part_values {
            Some([a, b]) => format!("{} → {} ({a}⊕{b})", move_label(o), option_words(o)),
            None => format!("{} → {}", move_label(o), option_words(o)),
        };
        match by_value.iter_mut().find(|(v, _)| *v == o.value) {
            Some((_, list)) => list.push(text),
            None => by_value.push((o.value, vec![text])),
        }
    }
    by_value.sort_by_key(|(v, _)| *v);
    by_value
        .into_iter()
        .map(|(v, list)| format!("value {v}: {}", list.join(", ")))
        .collect()
}

/// How a heap at or past `n₀ + p` is read through the period, the one
/// wording `explain --game` and `grundy --at` share: `1000000000000000003 =
/// 4 + 142857142857142857 × 7, and g(n) = g(n − 7) for every n ≥ 7, so
/// g(1000000000000000003) = g(4) = 2`. `value` is the heap's value, read
/// off the representative by the caller.
pub(crate) fn read_by_period(heap: u64, value: u64, period: &Period) -> Line {
    let r = period.representative(heap);
    Line::new()
        .plain(format!(
            "{heap} = {r} + {} × {p}, and g(n) = g(n − {p}) for every n ≥ {}, so g({heap}) = g({r}) = ",
            (heap - r) / period.period,
            period.preperiod + period.period,
            p = period.period,
        ))
        .mark(value.to_string(), Mark::Strong)
}

/// The values seen, with the missing one that is the mex in brackets
/// (visible without colour): `0 1 [2] 3`. Runs of three or more
/// consecutive values are written as ranges, `0–6 [7] 8–10`, so that the
/// line stays short when values grow.
pub fn mex_line(trace: &MexTrace) -> Line {
    let mut items: Vec<(u64, u64)> = Vec::new();
    for &v in &trace.seen {
        match items.last_mut() {
            Some((_, end)) if *end + 1 == v => *end = v,
            _ => items.push((v, v)),
        }
    }
    let mut line = Line::new();
    let mut placed = false;
    let mut first = true;
    let mut item = |line: Line, text: String, mark: Mark| {
        let line = if first { line } else { line.plain(" ") };
        first = false;
        line.mark(text, mark)
    };
    for (start, end) in items {
        if !placed && trace.mex < start {
            line = item(line, format!("[{}]", trace.mex), Mark::Chosen);
            placed = true;
        }
        let text = match end - start {
            0 => start.to_string(),
            1 => format!("{start} {end}"),
            _ => format!("{start}–{end}"),
        };
        line = item(line, text, Mark::Plain);
    }
    if !placed {
        line = item(line, format!("[{}]", trace.mex), Mark::Chosen);
    }
    line
}

/// `g(6) = mex{0, 1, 3} = 2`: the mex of the set of values seen.
pub fn mex_equation(trace: &MexTrace) -> Line {
    let values: Vec<String> = trace.seen.iter().map(u64::to_string).collect();
    Line::new()
        .plain(format!(
            "g({}) = mex{{{}}} = ",
            trace.heap,
            values.join(", ")
        ))
        .mark(trace.mex.to_string(), Mark::Strong)
}

/// The formula Lasker's values follow, in one line.
pub const LASKER_PATTERN: &str = "g(0) = 0 and, for every k ≥ 0, g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2, g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3";

/// Lasker's pattern and its proof by induction on the heap, as the course
/// proves Bouton's theorem (lesson 4).
pub fn lasker_proof() -> Vec<Line> {
    [
        format!("Lasker's Nim has no period: every smaller heap is one move away (take the difference), and a mex is never one of the values it is taken over, so g(n) differs from g(m) for every m < n: no value repeats. The values follow a pattern instead, L(n): {LASKER_PATTERN}. So L swaps 4k + 3 and 4k + 4 and leaves every other number as it is."),
        "Claim: g(n) = L(n) for every n. Proof, by induction on n. Base: a heap of 0 has no move, so g(0) = mex{} = 0 = L(0). Step: assume g(m) = L(m) for every m smaller than n ≥ 1. A move leaves one heap m < n, worth L(m), or two non-empty heaps a + b = n, worth L(a) ⊕ L(b) by the sum rule of lesson 8 (two heaps side by side are worth the nim-sum of their values).".to_string(),
        "One heap: since L only swaps 4k + 3 with 4k + 4, the values L(0), …, L(n − 1) are exactly 0 to n − 1, except when n = 4k + 4: then they are 0 to 4k + 2 and 4k + 4 (L(4k + 3) = 4k + 4), and 4k + 3 is missing.".to_string(),
        "Two heaps: a number's remainder on division by 4 is its last two binary digits, and ⊕ works digit by digit, so the remainder of L(a) ⊕ L(b) is the ⊕ of the remainders of L(a) and L(b). A part (never empty) with remainder 1, 2, 3 or 0 has L of it with remainder 1, 2, 0 or 3. If n = 4k + 1, the parts' remainders are 1 and 0, or 2 and 3, so a split's value has remainder 1 ⊕ 3 = 2 or 2 ⊕ 0 = 2. If n = 4k + 2: remainders 1 and 1, 2 and 0, or 3 and 3, so the value's remainder is 1 ⊕ 1 = 0, 2 ⊕ 3 = 1 or 0 ⊕ 0 = 0. If n = 4k + 3: 1 and 2, or 3 and 0, so it is 1 ⊕ 2 = 3 or 0 ⊕ 3 = 3. If n = 4k + 4: 1 and 3, 2 and 2, or 0 and 0, so it is 1 ⊕ 0 = 1, 2 ⊕ 2 = 0 or 3 ⊕ 3 = 0.".to_string(),
        "So: for n = 4k + 1 one heap gives 0 to 4k, and 4k + 1 (remainder 1) is no split's value: g(n) = 4k + 1. For n = 4k + 2 one heap gives 0 to 4k + 1, and 4k + 2 (remainder 2) is no split's value: g(n) = 4k + 2. For n = 4k + 3 one heap gives 0 to 4k + 2, the split 1 + (4k + 2) gives 1 ⊕ (4k + 2) = 4k + 3, and 4k + 4 (remainder 0) is neither a smaller heap's value nor a split's (remainder 3): g(n) = 4k + 4. For n = 4k + 4 one heap gives 0 to 4k + 2 but not 4k + 3, and no split gives 4k + 3 either (a split's remainder is 0 or 1, and 4k + 3 has remainder 3): g(n) = 4k + 3. In every case g(n) = L(n). ∎".to_string(),
    ]
    .into_iter()
    .map(Line::from)
    .collect()
}

/// The proof of a period: the window the values show, the theorem that
/// turns it into every heap, and the conclusion (with why it cannot start
/// earlier, when the heap before the pre-period is known).
pub fn period_proof(period: &Period, exception: Option<Exception>) -> Vec<Line> {
    let (p, n0) = (period.period, period.preperiod);
    let window = format!(
        "g(n + {p}) = g(n) for every n from {} to {}",
        period.window_from,
        period.window_to - 1
    );
    let why = match period.proof {
        Proof::Subtraction { largest } => format!(
            "In a subtraction game a move takes at most {largest} stones, so each value is the mex of values at most {largest} heaps back, and {largest} values in a row that repeat make the next one repeat too, and so on for ever."
        ),
        Proof::GuySmith { largest_take } => {
            let from = period.window_from;
            let from_one = if from > n0 {
                format!(" The theorem needs n₀ ≥ 1, so its window starts at heap 1; g({p}) = g(0) is among the values computed.")
            } else {
                String::new()
            };
            format!(
                "By the Guy–Smith theorem, in an octal game whose moves take at most t = {largest_take} stones, a repeat for n₀ ≤ n < 2n₀ + p + t, where n₀ ≥ 1 (here n₀ = {from}, p = {p}, and 2 × {from} + {p} + {largest_take} = {}), makes the repeat hold for every n ≥ n₀.{from_one}",
                period.window_to
            )
        }
    };
    let step = match period.proof {
        Proof::GuySmith { .. } => Some(guy_smith_step(period)),
        Proof::Subtraction { .. } => None,
    };
    let earliest = match exception {
        Some(e) => format!(
            " It cannot start earlier: g({}) = {} but g({}) = {}.",
            e.heap,
            e.value,
            e.heap + p,
            e.value_a_period_later
        ),
        None => String::new(),
    };
    vec![
        Line::new()
            .plain("The values computed show ")
            .mark(window, Mark::Strong)
            .plain("."),
        Line::from(why),
    ]
    .into_iter()
    .chain(step.map(Line::from))
    .chain([Line::new()
                .plain("So the values are periodic with period ")
                .mark(p.to_string(), Mark::Strong)
                .plain(" from heap ")
                .mark(n0.to_string(), Mark::Strong)
                .plain(format!(
                " (the pre-period): g(n) = g(n − {p}) for every n ≥ {}. No smaller period fits the values computed, so {p} is the smallest.{earliest}",
                n0 + p
            ))])
    .collect()
}

/// The step of the Guy–Smith theorem, with this period's numbers: heap
/// `n + p` past the window has the options of heap `n`, each matched with
/// one worth the same, so the two mexes are equal; heap by heap, by
/// induction.
fn guy_smith_step(period: &Period) -> String {
    let (p, n0, from) = (period.period, period.window_from, period.window_to);
    format!(
        "Why, heap by heap from n = {from} on: suppose g(m + {p}) = g(m) is known for every m from {n0} to n − 1, and compare heap n + {p} with heap n. A move takes k ≤ t stones and leaves r + {p}, where r = n − k is at least 2 × {n0} + {p} = {}. Left in one heap, r + {p} is worth g(r), as {n0} ≤ r < n: what the same move leaves in heap n, the heap r, is worth. Split into two heaps a + b with a ≤ b, b is at least half of r + {p}, so b ≥ {n0} + {p} = {}, and g(b) = g(b − {p}), as {n0} ≤ b − {p} < n: the option a + b of heap n + {p} is worth g(a) ⊕ g(b − {p}), what the option a + (b − {p}) of heap n is worth (the same k stones taken, {p} fewer on one side). Back the other way, every option a + c of heap n with a ≤ c has {n0} ≤ c < n and is matched by the option a + (c + {p}) of heap n + {p}, worth the same. So heaps n and n + {p} have the same set of values one move away, hence the same mex: g(n + {p}) = g(n). The next heap follows in the same way, and so on for ever.",
        2 * n0 + p,
        n0 + p
    )
}
