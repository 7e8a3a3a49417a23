//! The games nimstep knows, named by a `--game` spec (`subtract:1-3`,
//! `kayles`, `moore:2`), and the legal moves of one heap in each heap game.
//!
//! Exists so that a game is named in one place: parsed once, written back
//! in its shortest form, and asked for the moves of one heap, which it
//! takes from the game's own rule (`subtraction/rule.rs`, `octal/rule.rs`,
//! `lasker/rule.rs`). No formatting, no I/O.

use crate::game::position::excerpt;
use crate::games::heap_move::Spelling as Typed;
use crate::games::heap_move::{HeapMove, Parts};
use crate::games::lasker::rule::{self as lasker, Lasker};
use crate::games::octal::rule::{self as octal, Octal};
use crate::games::subtraction::rule::{self as subtraction, Subtraction};
use crate::games::theory::Theory;
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// A game played on each heap alone (subtraction, octal, Lasker's Nim),
/// as its folder states it: which game it is. `heap` makes it a `Game` on
/// a row of heaps, reading its rule for one heap through the spec; the
/// trait sits here, below `heap`, so that the folders implement it
/// without importing `heap`.
pub trait HeapRule {
    /// The game as a `--game` spec names it: the rule of one heap and the
    /// Grundy tables are looked up by it.
    fn spec(&self) -> GameSpec;

    /// The rule that taking `take` from a heap of `n`, leaving the two
    /// heaps `split` when given, breaks, said when that is not a move of
    /// the game: what it may take ("kayles takes 1 or 2 pins"), that a
    /// split's parts add up to what is left, or what taking `take` may
    /// leave. The heap holds `take` stones at least; `spelling` is how the
    /// move was typed.
    fn broken(&self, n: u64, take: u64, split: Option<[u64; 2]>, spelling: Typed) -> String;

    /// The rule of a move in a sentence, as a Grundy report opens with it.
    fn rules(&self) -> String;

    /// How its values past those computed are known: the theorem that
    /// proves a period, or a pattern.
    fn theory(&self) -> Theory;

    /// What taking `take` stones from a heap may leave, as a digit of
    /// Guy's notation: 1 for nothing (the whole heap), 2 for one heap, 4
    /// for two non-empty heaps, added; 0 when taking `take` is no move.
    fn leaves(&self, take: u64) -> u8;

    /// The most stones one move takes (`u64::MAX` when any number may go).
    fn most_taken(&self) -> u64;

    /// About how many steps computing the Grundy values of heaps
    /// `0..length` takes: every option visited, and every digit looked at
    /// ([`GameSpec::work_to`]).
    fn work_to(&self, length: u64) -> u128;

    /// Whether a move can leave two heaps, so that its words must say
    /// what a split is worth.
    fn splits(&self) -> bool {
        self.splits_taking_nothing() || self.splits_taking_stones()
    }

    /// Whether a move may split a heap taking nothing (Lasker's split):
    /// the stones stay and the heaps grow, so positions are ordered by
    /// stones, then heaps, and the split is typed `K 0 A B`.
    fn splits_taking_nothing(&self) -> bool {
        self.leaves(0) & 4 != 0
    }

    /// Whether a move may take stones and leave two heaps (an octal game's
    /// split), typed `K N A B`. A rule that takes more than
    /// [`MAX_TAKE`](crate::games::heap_move::MAX_TAKE) stones takes any
    /// number alike, so the takes beyond it are not looked at.
    fn splits_taking_stones(&self) -> bool {
        (1..=self.most_taken().min(crate::games::heap_move::MAX_TAKE))
            .any(|take| self.leaves(take) & 4 != 0)
    }

    /// How many legal moves a heap of `n` has as
    /// [`GameSpec::heap_moves`] lists them, counted from [`HeapRule::leaves`]
    /// without listing them (a rule that takes any number counts its own).
    fn move_count(&self, n: u64) -> u128 {
        (0..=self.most_taken().min(n))
            .map(|k| {
                let digit = self.leaves(k);
                let rest = u128::from(n - k);
                let alone = match rest {
                    0 => digit & 1 != 0,
                    _ => digit & 2 != 0,
                };
                u128::from(alone) + if digit & 4 != 0 { rest / 2 } else { 0 }
            })
            .sum()
    }

    /// How many legal moves a heap of `n` has as a player counts them: on
    /// a row of pins a move and its mirror image are two.
    fn moves_in_play(&self, n: u64) -> u128 {
        self.move_count(n)
    }

    /// Appends Grundy values to `values` until `length` are known, by a
    /// method faster than the mex of every option, when the game has one
    /// (an octal game that splits heaps: the sparse space); `false` when
    /// it has none, and the values are each the mex of every option.
    /// `progress` hears how many values are known from time to time.
    fn extend(&self, _values: &mut Vec<u64>, _length: u64, _progress: &mut dyn FnMut(u64)) -> bool {
        false
    }
}

/// The most heaps one Moore's Nimₖ move may change, as `moore:K` allows.
pub(crate) const MAX_MOORE_K: u64 = 64;

/// A game played on heaps (or, for staircase Nim, on steps).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameSpec {
    /// Plain Nim: take any number of stones from one heap.
    Nim,
    /// A subtraction game: take `s` stones from one heap, `s` in the set.
    Subtract(Subtraction),
    /// Lasker's Nim: take any number from one heap, or split a heap into
    /// two non-empty heaps.
    Lasker,
    /// An octal game in Guy's notation (Kayles is 0.77, Dawson's Kayles
    /// 0.07).
    Octal(Octal),
    /// Staircase Nim: the numbers are the coins on steps 1, 2, 3, …; a move
    /// slides coins from one step down to the next (from step 1 off).
    Staircase,
    /// Moore's Nimₖ: take stones from up to `k` heaps at once.
    Moore(u64),
    /// Wythoff's game: two heaps; take from one, or the same from both
    /// (its own folder: `games/wythoff`).
    Wythoff,
}

/// What kind of analysis a game needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Plain Nim: Bouton's analysis as it is.
    Nim,
    /// A game played on each heap separately, solved by Grundy values.
    Heap,
    /// Staircase Nim: Nim on the odd steps.
    Staircase,
    /// Moore's Nimₖ: columns counted mod k + 1.
    Moore,
    /// Wythoff's game: the pairs of its greedy table.
    Wythoff,
}

impl Kind {
    /// Whether a game of this kind is played on each heap alone, so that a
    /// heap has a Grundy value: what `grundy --game` accepts.
    pub fn on_each_heap(self) -> bool {
        matches!(self, Kind::Nim | Kind::Heap)
    }
}

/// One way to spell a game: as help texts and refusals list it, its
/// kind, and the games of that spelling a chooser offers.
struct Spelling {
    /// The spelling, with an example where it takes a `:…` part.
    spelt: &'static str,
    /// How its games are analysed.
    kind: Kind,
    /// Its games a chooser offers: itself, or for a family (subtraction,
    /// octal, Moore) a well-known member or two.
    offered: &'static [Example],
}

/// A game a chooser offers (the browser edition's "Game" menu): the spec
/// `--game` takes, in the shortest form nimstep writes it, and the game's
/// short name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Example {
    /// The `--game` spec: `subtract:1-3`.
    pub spec: &'static str,
    /// How a chooser names it: "Subtraction game: take 1, 2 or 3".
    pub name: &'static str,
}

/// Every way to spell a game, with its kind and the games a chooser
/// offers: the one list that help texts, refusals and choosers read, so
/// that a command that accepts some kinds only lists those, and a new game
/// is offered where it is spelt.
const SPELLINGS: [Spelling; 9] = [
    Spelling {
        spelt: "nim",
        kind: Kind::Nim,
        offered: &[Example {
            spec: "nim",
            name: "Nim",
        }],
    },
    Spelling {
        spelt: "subtract:S (e.g. subtract:1,3,4 or subtract:1-3)",
        kind: Kind::Heap,
        offered: &[
            Example {
                spec: "subtract:1-3",
                name: "Subtraction game: take 1, 2 or 3",
            },
            Example {
                spec: "subtract:1,3,4",
                name: "Subtraction game: take 1, 3 or 4",
            },
        ],
    },
    Spelling {
        spelt: "lasker",
        kind: Kind::Heap,
        offered: &[Example {
            spec: "lasker",
            name: "Lasker's Nim: take, or split a heap",
        }],
    },
    Spelling {
        spelt: "kayles",
        kind: Kind::Heap,
        offered: &[Example {
            spec: "kayles",
            name: "Kayles (octal 0.77)",
        }],
    },
    Spelling {
        spelt: "dawson",
        kind: Kind::Heap,
        offered: &[Example {
            spec: "dawson",
            name: "Dawson's Kayles (octal 0.07)",
        }],
    },
    Spelling {
        spelt: "octal:CODE (e.g. octal:0.137)",
        kind: Kind::Heap,
        offered: &[Example {
            spec: "octal:0.137",
            name: "Octal game 0.137",
        }],
    },
    Spelling {
        spelt: "staircase",
        kind: Kind::Staircase,
        offered: &[Example {
            spec: "staircase",
            name: "Staircase Nim",
        }],
    },
    Spelling {
        spelt: "moore:K (e.g. moore:2)",
        kind: Kind::Moore,
        offered: &[Example {
            spec: "moore:2",
            name: "Moore's Nim: from up to 2 heaps",
        }],
    },
    Spelling {
        spelt: "wythoff",
        kind: Kind::Wythoff,
        offered: &[Example {
            spec: "wythoff",
            name: "Wythoff's game: from one heap, or the same from both",
        }],
    },
];

/// The spellings of the games whose kind `accepts`, as a list in words:
/// "nim, subtract:S (…), … or octal:CODE (…)".
pub fn spellings(accepts: impl Fn(Kind) -> bool) -> String {
    let kept: Vec<&str> = SPELLINGS
        .iter()
        .filter(|spelling| accepts(spelling.kind))
        .map(|spelling| spelling.spelt)
        .collect();
    match kept.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// Every game a chooser offers, in the order the games are spelt: each
/// game nimstep knows, the families with a well-known member.
pub fn examples() -> impl Iterator<Item = Example> {
    SPELLINGS
        .iter()
        .flat_map(|spelling| spelling.offered.iter().copied())
}

impl GameSpec {
    /// Whether the game is played on rows of pins (Kayles, Dawson's
    /// Kayles), where a move and its mirror image (the same pins counted
    /// from the other end of the row) are two moves leaving the same rows.
    pub fn is_pins(&self) -> bool {
        matches!(self, GameSpec::Octal(octal) if matches!(octal.name(), Some("kayles" | "dawson")))
    }

    /// How the game is analysed.
    pub fn kind(&self) -> Kind {
        match self {
            GameSpec::Nim => Kind::Nim,
            GameSpec::Subtract(_) | GameSpec::Lasker | GameSpec::Octal(_) => Kind::Heap,
            GameSpec::Staircase => Kind::Staircase,
            GameSpec::Moore(_) => Kind::Moore,
            GameSpec::Wythoff => Kind::Wythoff,
        }
    }

    /// How many heaps every position of the game has, when that is fixed
    /// (Wythoff's game: two), so that a quiz deals positions it can play.
    pub fn fixed_heaps(&self) -> Option<u64> {
        (*self == GameSpec::Wythoff).then_some(2)
    }

    /// Whether the game is played on each heap alone, so that a heap has a
    /// Grundy value (Nim, subtraction, Lasker and octal games).
    pub fn is_heap_game(&self) -> bool {
        self.kind().on_each_heap()
    }

    /// The rule of one heap, in the games played on each heap alone that
    /// state one (Nim, whose every take is a move and every heap worth its
    /// size, needs none): what the Grundy tables, the search of a heap's
    /// moves and the words of a heap game ask of each game. One line each.
    pub(crate) fn heap_rule(&self) -> Option<&dyn HeapRule> {
        match self {
            GameSpec::Subtract(set) => Some(set),
            GameSpec::Octal(octal) => Some(octal),
            GameSpec::Lasker => Some(&Lasker),
            _ => None,
        }
    }

    /// Every legal move on one heap of `n` stones, by stones taken, then
    /// one heap before two, then by the smaller part. Only for heap games;
    /// the list has about `n` entries for Nim and Lasker's Nim, and about
    /// `n / 2` per splitting digit for octal games.
    pub fn heap_moves(&self, n: u64) -> Vec<HeapMove> {
        let mut moves = Vec::new();
        self.for_each_heap_move(n, |m| moves.push(m));
        moves
    }

    /// Whether `m` is a legal move on one heap of `n` stones, by the rule
    /// alone: a heap of 10^18 has too many moves to look `m` up among them.
    pub fn is_heap_move(&self, n: u64, m: HeapMove) -> bool {
        match self {
            GameSpec::Nim => {
                matches!(m.parts, Parts::One(left) if m.take >= 1 && n.checked_sub(m.take) == Some(left))
            }
            GameSpec::Lasker => lasker::is_move(n, m),
            GameSpec::Subtract(set) => set.is_move(n, m),
            GameSpec::Octal(octal) => octal.is_move(n, m),
            GameSpec::Staircase | GameSpec::Moore(_) | GameSpec::Wythoff => false,
        }
    }

    /// The first legal move on one heap of `n` stones in the order of
    /// [`GameSpec::heap_moves`], found by the rule alone, so that a heap of
    /// 10^18 has a first move without its 10^18 moves being listed.
    ///
    /// The order is by stones taken, one heap before two, then by the
    /// smaller part; and a split's legality never depends on where it
    /// splits. So the first move takes the fewest stones any move takes,
    /// leaving one heap if it may, else the parts 1 and the rest. No rule
    /// takes more than [`MAX_TAKE`](crate::games::heap_move::MAX_TAKE)
    /// stones before a smaller take is legal (Nim and Lasker's Nim take 1).
    pub(crate) fn first_heap_move(&self, n: u64) -> Option<HeapMove> {
        let most = n.min(crate::games::heap_move::MAX_TAKE);
        (0..=most).find_map(|take| {
            let rest = n - take;
            let one = HeapMove {
                take,
                parts: Parts::One(rest),
            };
            let two = (rest >= 2).then(|| HeapMove {
                take,
                parts: Parts::Two(1, rest - 1),
            });
            std::iter::once(one)
                .chain(two)
                .find(|&m| self.is_heap_move(n, m))
        })
    }

    /// Calls `visit` with every legal move on one heap of `n` stones, in the
    /// order of [`GameSpec::heap_moves`], without collecting them: the Grundy
    /// solver visits millions.
    pub(crate) fn for_each_heap_move(&self, n: u64, mut visit: impl FnMut(HeapMove)) {
        match self {
            GameSpec::Nim => (1..=n).for_each(|take| {
                visit(HeapMove {
                    take,
                    parts: Parts::One(n - take),
                })
            }),
            GameSpec::Subtract(set) => set.for_each_move(n, visit),
            GameSpec::Lasker => lasker::for_each_move(n, visit),
            GameSpec::Octal(octal) => octal.for_each_move(n, visit),
            GameSpec::Staircase | GameSpec::Moore(_) | GameSpec::Wythoff => {}
        }
    }
}

impl GameSpec {
    /// About how many steps computing the Grundy values of heaps
    /// `0..length` takes: every option visited, and for an octal game every
    /// digit looked at. The measure of a game spec's cost: an octal code's
    /// length times the heaps, a subtraction set after its repeats are
    /// dropped, the splits of every heap.
    pub(crate) fn work_to(&self, length: u64) -> u128 {
        self.heap_rule()
            .map_or(u128::from(length), |rule| rule.work_to(length))
    }
}

impl FromStr for GameSpec {
    type Err = String;

    /// Parses a game spec; the error is one line naming the spec and what
    /// was expected.
    fn from_str(spec: &str) -> Result<Self, String> {
        let (name, arg) = match spec.split_once(':') {
            Some((name, arg)) => (name, Some(arg)),
            None => (spec, None),
        };
        let shown = excerpt(spec);
        let no_arg = |game: GameSpec| match arg {
            None => Ok(game),
            Some(_) => Err(format!("game `{shown}`: {name} takes no `:…` part")),
        };
        match (name.to_ascii_lowercase().as_str(), arg) {
            ("nim", _) => no_arg(GameSpec::Nim),
            ("lasker", _) => no_arg(GameSpec::Lasker),
            ("staircase", _) => no_arg(GameSpec::Staircase),
            ("wythoff", _) => no_arg(GameSpec::Wythoff),
            ("kayles", _) => no_arg(GameSpec::Octal(octal::named("0.77", "kayles"))),
            ("dawson", _) => no_arg(GameSpec::Octal(octal::named("0.07", "dawson"))),
            ("subtract", Some(set)) => subtraction::parse(set)
                .map(GameSpec::Subtract)
                .map_err(|why| format!("game `{shown}`: {why}")),
            ("octal", Some(code)) => octal::parse(code)
                .map(GameSpec::Octal)
                .map_err(|why| format!("game `{shown}`: {why}")),
            ("moore", Some(k)) => match k.trim().parse::<u64>() {
                Ok(k) if (1..=MAX_MOORE_K).contains(&k) => Ok(GameSpec::Moore(k)),
                _ => Err(format!(
                    "game `{shown}`: expected moore:K with K a whole number from 1 to {MAX_MOORE_K}, the most heaps one move may change"
                )),
            },
            ("subtract" | "octal" | "moore", None) => Err(format!(
                "game `{shown}` needs its `:…` part: expected {}",
                spellings(|_| true)
            )),
            _ => Err(format!(
                "unknown game `{shown}`: expected {}",
                spellings(|_| true)
            )),
        }
    }
}

impl fmt::Display for GameSpec {
    /// The spec that names the game, in its shortest form: `subtract:1-3`,
    /// `kayles`, `octal:0.137`, `moore:2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameSpec::Nim => write!(f, "nim"),
            GameSpec::Lasker => write!(f, "lasker"),
            GameSpec::Staircase => write!(f, "staircase"),
            GameSpec::Wythoff => write!(f, "wythoff"),
            GameSpec::Moore(k) => write!(f, "moore:{k}"),
            GameSpec::Octal(octal) => match octal.name() {
                Some(name) => write!(f, "{name}"),
                None => write!(f, "octal:{}", octal.code()),
            },
            GameSpec::Subtract(set) => write!(f, "subtract:{set}"),
        }
    }
}

impl Serialize for GameSpec {
    /// A game is written in JSON as its spec: `"subtract:1-3"`.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(spec: &str) -> GameSpec {
        spec.parse().unwrap()
    }

    #[test]
    fn the_rule_alone_knows_the_legal_moves() {
        for spec in [
            "nim",
            "subtract:1,3,4",
            "lasker",
            "kayles",
            "dawson",
            "octal:0.137",
            "octal:0.4",
        ] {
            let g = game(spec);
            for n in 0..30u64 {
                let legal = g.heap_moves(n);
                // Every move of every heap up to 30 stones, and nonsense.
                let mut candidates = Vec::new();
                for take in 0..=n + 1 {
                    let rest = n.saturating_sub(take);
                    candidates.push(HeapMove {
                        take,
                        parts: Parts::One(rest),
                    });
                    candidates.push(HeapMove {
                        take,
                        parts: Parts::One(rest + 1),
                    });
                    for a in 0..=rest {
                        candidates.push(HeapMove {
                            take,
                            parts: Parts::Two(a, rest - a),
                        });
                    }
                }
                for m in candidates {
                    assert_eq!(g.is_heap_move(n, m), legal.contains(&m), "{spec} {n} {m:?}");
                }
            }
        }
    }

    #[test]
    fn the_first_move_by_the_rule_is_the_first_listed() {
        for spec in [
            "nim",
            "subtract:1,3,4",
            "subtract:5,9",
            "lasker",
            "kayles",
            "dawson",
            "octal:0.137",
            "octal:0.4",
            "octal:0.007",
            "octal:0.16",
        ] {
            let g = game(spec);
            for n in 0..200u64 {
                assert_eq!(
                    g.first_heap_move(n),
                    g.heap_moves(n).first().copied(),
                    "{spec} {n}"
                );
            }
        }
    }

    /// Each heap game's folder answers for its own game: the rule the
    /// spec hands back is the game asked for, with its own sentence of
    /// rules and theory, and its digits (what taking k may leave) and
    /// count of moves are those of the moves its rule lists.
    #[test]
    fn each_heap_game_answers_for_itself() {
        use crate::games::theory::{Pattern, Proof, Theory};
        let guy_smith = |largest_take| Theory::Period(Proof::GuySmith { largest_take });
        for (spec, opens, theory) in [
            (
                "subtract:1,3,4",
                "A subtraction game: take 1, 3 or 4 stones from one heap",
                Theory::Period(Proof::Subtraction { largest: 4 }),
            ),
            (
                "subtract:5",
                "A subtraction game: take 5 stones",
                Theory::Period(Proof::Subtraction { largest: 5 }),
            ),
            ("kayles", "Kayles: a heap is a row of pins", guy_smith(2)),
            ("dawson", "Dawson's Kayles:", guy_smith(2)),
            ("octal:0.137", "The octal game 0.137:", guy_smith(3)),
            ("octal:0.4", "The octal game 0.4:", guy_smith(1)),
            (
                "lasker",
                "Lasker's Nim: take any number",
                Theory::Pattern(Pattern::Lasker),
            ),
        ] {
            let g = game(spec);
            let rule = g.heap_rule().unwrap_or_else(|| panic!("{spec} has a rule"));
            assert_eq!(rule.spec(), g, "{spec}");
            assert!(rule.rules().starts_with(opens), "{spec}: {}", rule.rules());
            assert_eq!(rule.theory(), theory, "{spec}");
            let mut splits = false;
            for n in 0..40u64 {
                let moves = g.heap_moves(n);
                assert_eq!(rule.move_count(n), moves.len() as u128, "{spec} {n}");
                for take in 0..=n {
                    let rest = n - take;
                    let listed = |parts: &dyn Fn(Parts) -> bool| {
                        moves.iter().any(|m| m.take == take && parts(m.parts))
                    };
                    let digit = rule.leaves(take);
                    let whole = listed(&|p| p == Parts::One(0)) && rest == 0;
                    let one = listed(&|p| matches!(p, Parts::One(1..)));
                    let two = listed(&|p| matches!(p, Parts::Two(..)));
                    splits |= two;
                    assert_eq!(whole, rest == 0 && digit & 1 != 0, "{spec} {n} {take}");
                    assert_eq!(one, rest > 0 && digit & 2 != 0, "{spec} {n} {take}");
                    assert_eq!(two, rest >= 2 && digit & 4 != 0, "{spec} {n} {take}");
                }
            }
            assert_eq!(rule.splits(), splits, "{spec}");
        }
        assert!(GameSpec::Nim.heap_rule().is_none());
        assert!(GameSpec::Wythoff.heap_rule().is_none());
    }

    #[test]
    fn specs_round_trip() {
        for (spec, shown) in [
            ("nim", "nim"),
            ("subtract:1-3", "subtract:1-3"),
            ("subtract:3,1,2", "subtract:1-3"),
            ("subtract:1,3,4", "subtract:1,3,4"),
            ("subtract:1-3,7,9-10", "subtract:1-3,7,9,10"),
            ("lasker", "lasker"),
            ("kayles", "kayles"),
            ("dawson", "dawson"),
            ("octal:0.137", "octal:0.137"),
            ("octal:.770", "octal:0.77"),
            ("staircase", "staircase"),
            ("moore:2", "moore:2"),
        ] {
            assert_eq!(game(spec).to_string(), shown, "{spec}");
        }
    }

    /// Every game is offered, its spec written as nimstep writes it, and
    /// every spelling offers one: the match names each game, so a new one
    /// is not compiled until it has an arm here, nor passes until a
    /// spelling offers it.
    #[test]
    fn a_chooser_offers_every_game() {
        let mut offered = [false; 7];
        for example in examples() {
            let game = game(example.spec);
            assert_eq!(game.to_string(), example.spec, "{game:?}");
            offered[match game {
                GameSpec::Nim => 0,
                GameSpec::Subtract(_) => 1,
                GameSpec::Lasker => 2,
                GameSpec::Octal(_) => 3,
                GameSpec::Staircase => 4,
                GameSpec::Moore(_) => 5,
                GameSpec::Wythoff => 6,
            }] = true;
        }
        assert_eq!(offered, [true; 7]);
        assert!(SPELLINGS.iter().all(|s| !s.offered.is_empty()));
    }

    #[test]
    fn bad_specs_name_the_fault() {
        for (spec, words) in [
            ("chess", "unknown game `chess`"),
            ("subtract", "needs its `:…` part"),
            ("subtract:", "an amount is missing"),
            ("subtract:1,,2", "an amount is missing"),
            ("subtract:-1", "`-1` is negative"),
            ("subtract:1,-2", "`-2` is negative"),
            ("subtract:1--2", "`-2` is negative"),
            ("subtract:1-", "`1-` is not an amount"),
            ("subtract:-", "`-` is not an amount"),
            ("subtract:0,1", "`0` is too small"),
            ("subtract:+2", "`+2` is not an amount"),
            (
                "subtract:1-2000",
                "`2000` is too large: expected amounts from 1 to 1000",
            ),
            ("subtract:99999999999999999999", "is too large"),
            ("subtract:3-1", "range `3-1` is empty"),
            ("subtract:1001", "`1001` is too large"),
            ("octal:0.8", "`8` is not an octal digit"),
            ("octal:0.00", "allows no move"),
            ("octal:1.7", "expected an octal code"),
            ("moore:0", "K a whole number from 1"),
            ("kayles:3", "takes no `:…` part"),
        ] {
            let err = spec.parse::<GameSpec>().unwrap_err();
            assert!(err.contains(words), "{spec}: {err}");
            assert_eq!(err.lines().count(), 1);
            assert!(!err.contains("``"), "{spec}: an empty token quoted: {err}");
        }
    }

    #[test]
    fn kayles_moves_follow_the_octal_digits() {
        // 0.77: take 1 or 2 stones, leaving nothing, one heap or two.
        let moves = game("kayles").heap_moves(4);
        let listed: Vec<(u64, Parts)> = moves.iter().map(|m| (m.take, m.parts)).collect();
        assert_eq!(
            listed,
            vec![
                (1, Parts::One(3)),
                (1, Parts::Two(1, 2)),
                (2, Parts::One(2)),
                (2, Parts::Two(1, 1)),
            ]
        );
        // 0.07 on a heap of 2: only taking both.
        let moves = game("dawson").heap_moves(2);
        assert_eq!(
            moves,
            vec![HeapMove {
                take: 2,
                parts: Parts::One(0)
            }]
        );
        // Digit 1 alone: only a whole heap of k may go.
        assert!(game("octal:0.1").heap_moves(2).is_empty());
        assert_eq!(game("octal:0.1").heap_moves(1).len(), 1);
    }

    #[test]
    fn lasker_splits_or_takes() {
        let moves = game("lasker").heap_moves(4);
        assert_eq!(moves.len(), 4 + 2);
        assert!(moves.contains(&HeapMove {
            take: 0,
            parts: Parts::Two(2, 2)
        }));
        assert!(game("lasker").heap_moves(1).iter().all(|m| m.take == 1));
    }

    #[test]
    fn subtraction_takes_only_its_amounts() {
        let moves = game("subtract:2,5").heap_moves(4);
        assert_eq!(
            moves,
            vec![HeapMove {
                take: 2,
                parts: Parts::One(2)
            }]
        );
    }
}
