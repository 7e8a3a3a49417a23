//! Every command × every game (issue 26): one property test per cell runs
//! the real binary on a few random small positions and holds its answer
//! against a brute force written here from the rules (the game tree, not
//! nimstep's solver), or asserts the one-line refusal where the pair makes
//! no sense. A game or a command the matrix does not know fails
//! `every_game_has_its_row` or `every_command_has_its_column`.

use crate::support::nimstep;
use nimstep_core::games::spec::GameSpec;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use serde_json::Value;
use std::collections::{BTreeSet, HashMap};

/// The rows: the games (misère Nim is a row of its own).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Row {
    Nim,
    Misere,
    Subtract,
    Lasker,
    Kayles,
    Dawson,
    Octal,
    Staircase,
    Moore,
    Wythoff,
}

const ROWS: [Row; 10] = [
    Row::Nim,
    Row::Misere,
    Row::Subtract,
    Row::Lasker,
    Row::Kayles,
    Row::Dawson,
    Row::Octal,
    Row::Staircase,
    Row::Moore,
    Row::Wythoff,
];

/// The columns: the commands (grundy twice, `export` of a lesson block).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Col {
    Explain,
    Moves,
    Check,
    Label,
    Table,
    GrundyUpto,
    GrundyAt,
    Play,
    Quiz,
    Worksheet,
    Export,
}

/// Commands outside the matrix, and why: none judges a position of a game.
const OUTSIDE: [(&str, &str); 5] = [
    (
        "lesson",
        "shows the course; its blocks run the commands of the matrix (the export column)",
    ),
    ("glossary", "lists the course's terms"),
    ("completions", "prints a shell script"),
    ("man", "prints the manual"),
    ("help", "prints help"),
];

/// The column of each command name `nimstep --help` lists.
fn columns_of(command: &str) -> Option<Vec<Col>> {
    Some(match command {
        "explain" => vec![Col::Explain],
        "moves" => vec![Col::Moves],
        "check" => vec![Col::Check],
        "label" => vec![Col::Label],
        "table" => vec![Col::Table],
        "grundy" => vec![Col::GrundyUpto, Col::GrundyAt],
        "play" => vec![Col::Play],
        "quiz" => vec![Col::Quiz],
        "worksheet" => vec![Col::Worksheet],
        "export" => vec![Col::Export],
        _ => return None,
    })
}

impl Row {
    /// The row of a game: a match without a wildcard, so a new game does
    /// not compile until it has a row.
    fn of(game: &GameSpec) -> Vec<Row> {
        match game {
            GameSpec::Nim => vec![Row::Nim, Row::Misere],
            GameSpec::Subtract(_) => vec![Row::Subtract],
            GameSpec::Lasker => vec![Row::Lasker],
            GameSpec::Octal(_) => vec![Row::Kayles, Row::Dawson, Row::Octal],
            GameSpec::Staircase => vec![Row::Staircase],
            GameSpec::Moore(_) => vec![Row::Moore],
            GameSpec::Wythoff => vec![Row::Wythoff],
        }
    }

    /// The `--game` spec, or `None` for Nim's own command lines.
    fn spec(self) -> Option<&'static str> {
        match self {
            Row::Nim | Row::Misere => None,
            Row::Subtract => Some("subtract:1-3"),
            Row::Lasker => Some("lasker"),
            Row::Kayles => Some("kayles"),
            Row::Dawson => Some("dawson"),
            Row::Octal => Some("octal:0.137"),
            Row::Staircase => Some("staircase"),
            Row::Moore => Some("moore:2"),
            Row::Wythoff => Some("wythoff"),
        }
    }

    /// The flags that choose the row's game.
    fn flags(self) -> Vec<String> {
        match (self, self.spec()) {
            (Row::Misere, _) => vec!["--misere".into()],
            (_, Some(spec)) => vec!["--game".into(), spec.into()],
            (_, None) => Vec::new(),
        }
    }

    /// The row's name in the guide's table of JSON keys (none: Nim's JSON
    /// is a contract of its own).
    fn json_row(self) -> Option<&'static str> {
        match self {
            Row::Nim | Row::Misere => None,
            Row::Subtract => Some("`subtract:S`"),
            Row::Lasker => Some("`lasker`"),
            Row::Kayles => Some("`kayles`"),
            Row::Dawson => Some("`dawson`"),
            Row::Octal => Some("`octal:CODE`"),
            Row::Staircase => Some("`staircase`"),
            Row::Moore => Some("`moore:K`"),
            Row::Wythoff => Some("`wythoff`"),
        }
    }

    /// Whether the game is played heap by heap (so heap order and empty
    /// heaps do not matter).
    fn heap_by_heap(self) -> bool {
        !matches!(self, Row::Staircase | Row::Moore | Row::Wythoff)
    }

    /// Random small positions of the game.
    fn positions(self, most: u64) -> BoxedStrategy<Vec<u64>> {
        match self {
            Row::Wythoff => prop::collection::vec(0..=most, 2).boxed(),
            _ => prop::collection::vec(0..=most, 1..=3).boxed(),
        }
    }

    /// What one move may leave of a heap of `h`: (stones taken, the heaps
    /// left), from the game's rules.
    fn heap_moves(self, h: u64) -> Vec<(u64, Vec<u64>)> {
        let mut moves = Vec::new();
        match self {
            Row::Nim | Row::Misere => moves.extend((1..=h).map(|t| (t, vec![h - t]))),
            Row::Subtract => moves.extend((1..=h.min(3)).map(|t| (t, vec![h - t]))),
            Row::Lasker => {
                moves.extend((1..=h).map(|t| (t, vec![h - t])));
                moves.extend((1..=h / 2).map(|a| (0, vec![a, h - a])));
            }
            Row::Kayles | Row::Dawson | Row::Octal => {
                let code: &[u64] = match self {
                    Row::Kayles => &[7, 7],
                    Row::Dawson => &[0, 7],
                    _ => &[1, 3, 7],
                };
                for (k, &digit) in (1..).zip(code) {
                    let Some(rest) = h.checked_sub(k) else { break };
                    if digit & 1 != 0 && rest == 0 {
                        moves.push((k, vec![0]));
                    }
                    if digit & 2 != 0 && rest > 0 {
                        moves.push((k, vec![rest]));
                    }
                    if digit & 4 != 0 {
                        moves.extend((1..=rest / 2).map(|a| (k, vec![a, rest - a])));
                    }
                }
            }
            Row::Staircase | Row::Moore | Row::Wythoff => unreachable!("not a heap game"),
        }
        moves
    }
}

/// A move as the JSON and `check` name it: (heap, amount) pairs by heap,
/// and the two heaps a split leaves.
type Key = (Vec<(u64, u64)>, Option<(u64, u64)>);

/// One legal move: its name and the position it leaves.
#[derive(Debug, Clone)]
struct Opt {
    key: Key,
    after: Vec<u64>,
}

/// The brute force: the game tree of the row's rules, memoised.
struct Oracle {
    row: Row,
    p: HashMap<Vec<u64>, bool>,
    grundy: HashMap<Vec<u64>, u64>,
}

impl Oracle {
    fn new(row: Row) -> Self {
        Oracle {
            row,
            p: HashMap::new(),
            grundy: HashMap::new(),
        }
    }

    /// The position as the memo keys it: heaps sorted, empty ones dropped,
    /// in games played heap by heap.
    fn canonical(&self, heaps: &[u64]) -> Vec<u64> {
        if !self.row.heap_by_heap() {
            return heaps.to_vec();
        }
        let mut heaps: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        heaps
    }

    /// Every legal move from `heaps`.
    fn options(&self, heaps: &[u64]) -> Vec<Opt> {
        let mut all = Vec::new();
        let n = heaps.len();
        match self.row {
            Row::Staircase => {
                for (i, &c) in heaps.iter().enumerate() {
                    for m in 1..=c {
                        let mut after = heaps.to_vec();
                        after[i] -= m;
                        if i > 0 {
                            after[i - 1] += m;
                        }
                        all.push(Opt {
                            key: (vec![(i as u64 + 1, m)], None),
                            after,
                        });
                    }
                }
            }
            Row::Moore => {
                // Every way of lowering one heap or two (k = 2).
                for i in 0..n {
                    for a in 1..=heaps[i] {
                        let mut after = heaps.to_vec();
                        after[i] -= a;
                        all.push(Opt {
                            key: (vec![(i as u64 + 1, a)], None),
                            after: after.clone(),
                        });
                        for j in i + 1..n {
                            for b in 1..=heaps[j] {
                                let mut two = after.clone();
                                two[j] -= b;
                                all.push(Opt {
                                    key: (vec![(i as u64 + 1, a), (j as u64 + 1, b)], None),
                                    after: two,
                                });
                            }
                        }
                    }
                }
            }
            Row::Wythoff => {
                for i in 0..2 {
                    for t in 1..=heaps[i] {
                        let mut after = heaps.to_vec();
                        after[i] -= t;
                        all.push(Opt {
                            key: (vec![(i as u64 + 1, t)], None),
                            after,
                        });
                    }
                }
                for t in 1..=heaps[0].min(heaps[1]) {
                    all.push(Opt {
                        key: (vec![(1, t), (2, t)], None),
                        after: vec![heaps[0] - t, heaps[1] - t],
                    });
                }
            }
            _ => {
                for (i, &h) in heaps.iter().enumerate() {
                    for (take, parts) in self.row.heap_moves(h) {
                        let mut after = heaps.to_vec();
                        after.splice(i..=i, parts.iter().copied());
                        let split = (parts.len() == 2).then(|| (parts[0], parts[1]));
                        all.push(Opt {
                            key: (vec![(i as u64 + 1, take)], split),
                            after,
                        });
                    }
                }
            }
        }
        all
    }

    /// Whether the player to move loses (a P-position), by the definition.
    fn is_p(&mut self, heaps: &[u64]) -> bool {
        let key = self.canonical(heaps);
        if let Some(&p) = self.p.get(&key) {
            return p;
        }
        let options = self.options(heaps);
        let p = if options.is_empty() {
            // No move: lost in normal play, won in misère play.
            self.row != Row::Misere
        } else {
            options.iter().all(|o| !self.is_p(&o.after))
        };
        self.p.insert(key, p);
        p
    }

    /// "P" or "N".
    fn outcome(&mut self, heaps: &[u64]) -> &'static str {
        if self.is_p(heaps) {
            "P"
        } else {
            "N"
        }
    }

    /// The Grundy value of a position (normal play), by mex.
    fn value(&mut self, heaps: &[u64]) -> u64 {
        let key = self.canonical(heaps);
        if let Some(&g) = self.grundy.get(&key) {
            return g;
        }
        let seen: BTreeSet<u64> = self
            .options(heaps)
            .iter()
            .map(|o| self.value(&o.after))
            .collect();
        let g = (0..).find(|g| !seen.contains(g)).unwrap();
        self.grundy.insert(key, g);
        g
    }

    /// The names of every winning move from `heaps`.
    fn winning(&mut self, heaps: &[u64]) -> BTreeSet<Key> {
        self.options(heaps)
            .into_iter()
            .filter(|o| self.is_p(&o.after))
            .map(|o| o.key)
            .collect()
    }
}

/// A move of the JSON, named as [`Key`].
fn key_of(m: &Value) -> Key {
    let n = |v: &Value| v.as_u64().unwrap_or_else(|| panic!("a number: {v}"));
    let mut pairs = if let Some(changes) = m.get("changes") {
        changes
            .as_array()
            .unwrap()
            .iter()
            .map(|c| (n(&c["heap"]), n(&c["take"])))
            .collect()
    } else if m.get("both").is_some() {
        vec![(1, n(&m["take"])), (2, n(&m["take"]))]
    } else if let Some(step) = m.get("step") {
        vec![(n(step), n(&m["coins"]))]
    } else {
        vec![(n(&m["heap"]), n(&m["take"]))]
    };
    pairs.sort_unstable();
    let split = m.get("split").map(|s| (n(&s[0]), n(&s[1])));
    (pairs, split)
}

fn keys_of(moves: &Value) -> BTreeSet<Key> {
    moves.as_array().unwrap().iter().map(key_of).collect()
}

fn numbers(v: &Value) -> Vec<u64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect()
}

fn words(heaps: &[u64]) -> Vec<String> {
    heaps.iter().map(u64::to_string).collect()
}

/// Runs `nimstep ARGS` and reads its JSON, which must come with exit 0.
fn json(args: &[String]) -> Result<Value, TestCaseError> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = nimstep(&args, "");
    prop_assert_eq!(out.code, 0, "{:?}: {}", args, out.stderr);
    Ok(serde_json::from_str(&out.stdout).unwrap())
}

/// The command line of `command` on `heaps` in `row`'s game, with `more`.
fn line(command: &str, heaps: &[u64], row: Row, more: &[&str]) -> Vec<String> {
    let mut args = vec![command.to_string()];
    args.extend(words(heaps));
    args.extend(row.flags());
    args.extend(more.iter().map(|s| s.to_string()));
    args
}

/// Asserts the one-line refusal of a pair that makes no sense: exit 2,
/// one line on stderr naming `why`.
fn refused(args: &[String], why: &str) -> Result<(), TestCaseError> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = nimstep(&args, "");
    prop_assert_eq!(out.code, 2, "{:?}: {}", args, out.stderr);
    prop_assert_eq!(out.stderr.lines().count(), 1, "{:?}: {}", args, out.stderr);
    prop_assert!(out.stderr.contains(why), "{:?}: {}", args, out.stderr);
    prop_assert!(!out.stderr.contains("panicked"));
    Ok(())
}

/// The guide's table of the JSON keys each game adds: its row's keys for
/// `explain`, and for a move of `moves` and `check`.
fn guide_keys(row: Row) -> Option<(BTreeSet<String>, BTreeSet<String>)> {
    let name = row.json_row()?;
    let guide = include_str!("../../docs/guide.md");
    let table = guide
        .split("| games | `explain` adds |")
        .nth(1)
        .expect("the guide's table of JSON keys");
    let found = table
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .find(|l| l.split('|').nth(1).is_some_and(|c| c.contains(name)))
        .unwrap_or_else(|| panic!("the guide's JSON table has a row for {name}"));
    let cell = |i: usize| -> BTreeSet<String> {
        let text = found.split('|').nth(i).unwrap();
        text.split('`')
            .skip(1)
            .step_by(2)
            .map(String::from)
            .collect()
    };
    Some((cell(2), cell(3)))
}

fn keys(v: &Value) -> BTreeSet<String> {
    v.as_object().unwrap().keys().cloned().collect()
}

/// The JSON of a game beyond Nim says what decides the position under
/// the guide's names, each value the brute force's: `suffix` is "" for
/// `explain`, "_after" for a move.
fn holds_worth(
    v: &Value,
    heaps: &[u64],
    oracle: &mut Oracle,
    suffix: &str,
) -> Result<(), TestCaseError> {
    let key = |name: &str| format!("{name}{suffix}");
    if let Some(values) = v.get(key("grundy_values")) {
        let brute: Vec<u64> = heaps.iter().map(|&h| oracle.value(&[h])).collect();
        prop_assert_eq!(numbers(values), brute);
        prop_assert_eq!(v[key("nim_sum")].as_u64(), Some(oracle.value(heaps)));
    }
    if let Some(sum) = v.get(key("odd_step_nim_sum")) {
        // The odd steps' nim-sum is the staircase position's Grundy value.
        prop_assert_eq!(sum.as_u64(), Some(oracle.value(heaps)));
    }
    if let Some(rests) = v.get(key("column_remainders")) {
        let top = heaps
            .iter()
            .map(|h| 64 - h.leading_zeros())
            .max()
            .unwrap_or(0)
            .max(1);
        let brute: Vec<u64> = (0..top)
            .rev()
            .map(|d| heaps.iter().filter(|&&h| h >> d & 1 == 1).count() as u64 % 3)
            .collect();
        prop_assert_eq!(numbers(rests), brute.clone());
        prop_assert_eq!(brute.iter().all(|&r| r == 0), oracle.is_p(heaps));
    }
    Ok(())
}

/// Runs the cell's property on a few random small positions.
fn cell(
    col: Col,
    row: Row,
    most: u64,
    cases: u32,
    test: impl Fn(&[u64], &mut Oracle) -> Result<(), TestCaseError>,
) {
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        // A few shrinking steps: each runs the binary again.
        max_shrink_iters: 32,
        ..Config::default()
    });
    let result = runner.run(&row.positions(most), |heaps| {
        test(&heaps, &mut Oracle::new(row))
    });
    if let Err(err) = result {
        panic!("{col:?} × {row:?}: {err}");
    }
}

#[test]
fn every_game_has_its_row() {
    // Each spec the `--game` help names parses to a game with a row.
    let help = nimstep(&["explain", "--help"], "").stdout;
    let listed = help
        .split("The game: ")
        .nth(1)
        .and_then(|t| t.split(';').next())
        .expect("the help of --game lists the games");
    let specs: Vec<String> = listed
        .replace(" or ", ", ")
        .split(',')
        .map(|s| s.split_whitespace().next().unwrap_or("").to_string())
        .collect();
    assert!(specs.len() >= 9, "{specs:?}");
    for spec in specs {
        let example = spec
            .replace(":S", ":1-3")
            .replace(":CODE", ":0.137")
            .replace(":K", ":2");
        let game: GameSpec = example
            .parse()
            .unwrap_or_else(|e| panic!("{example}: {e:?}"));
        let rows = Row::of(&game);
        assert!(rows.iter().all(|r| ROWS.contains(r)), "{spec}");
        assert!(
            rows.iter().any(|r| r
                .spec()
                .is_none_or(|s| s.split(':').next() == example.split(':').next())),
            "{spec} has no row"
        );
    }
}

#[test]
fn every_command_has_its_column() {
    let help = nimstep(&["--help"], "").stdout;
    let commands = help
        .split("Commands:")
        .nth(1)
        .unwrap()
        .split("\n\n")
        .next()
        .unwrap();
    let mut seen = 0;
    for l in commands.lines() {
        // A command's line starts two spaces in; its help runs on below.
        let Some(name) = l
            .strip_prefix("  ")
            .filter(|r| !r.starts_with(' '))
            .and_then(|r| r.split_whitespace().next())
        else {
            continue;
        };
        seen += 1;
        assert!(
            columns_of(name).is_some() || OUTSIDE.iter().any(|(n, _)| *n == name),
            "`nimstep {name}` has no column in the matrix (nor a reason to stand outside it)"
        );
    }
    assert_eq!(seen, 15, "{commands}");
}

#[test]
fn explain() {
    for row in ROWS {
        cell(Col::Explain, row, 5, 4, |heaps, oracle| {
            let v = json(&line("explain", heaps, row, &["--format", "json"]))?;
            prop_assert_eq!(v["outcome"].as_str(), Some(oracle.outcome(heaps)));
            prop_assert_eq!(keys_of(&v["winning_moves"]), oracle.winning(heaps));
            if let Some((adds, _)) = guide_keys(row) {
                let mut expected: BTreeSet<String> = [
                    "game",
                    "heaps",
                    "rules",
                    "outcome",
                    "winning_moves",
                    "steps",
                ]
                .map(String::from)
                .into();
                expected.extend(adds.into_iter().filter(|k| k != "none"));
                prop_assert_eq!(keys(&v), expected);
                holds_worth(&v, heaps, oracle, "")?;
            }
            Ok(())
        });
    }
}

#[test]
fn moves() {
    for row in ROWS {
        cell(Col::Moves, row, 5, 3, |heaps, oracle| {
            let v = json(&line("moves", heaps, row, &["--format", "json"]))?;
            let options = oracle.options(heaps);
            let listed = v["moves"].as_array().unwrap();
            prop_assert_eq!(listed.len(), options.len());
            for m in listed {
                let (named, then) = match row.spec() {
                    None => (key_of(m), &m["then"]),
                    Some(_) => (key_of(&m["move"]), &m["outcome_after"]),
                };
                let o = options.iter().find(|o| o.key == named);
                prop_assert!(o.is_some(), "{:?} is not a legal move", named);
                let after = o.unwrap().after.clone();
                prop_assert_eq!(then.as_str(), Some(oracle.outcome(&after)));
                if let Some((_, adds)) = guide_keys(row) {
                    let mut expected: BTreeSet<String> =
                        ["move", "after", "outcome_after"].map(String::from).into();
                    expected.extend(adds.into_iter().filter(|k| k != "none"));
                    prop_assert_eq!(keys(m), expected);
                    holds_worth(m, &after, oracle, "_after")?;
                }
            }
            Ok(())
        });
    }
}

/// `--take` and `--split` for a move.
fn take_flags(key: &Key) -> Vec<String> {
    let pairs: Vec<String> = key.0.iter().map(|(k, n)| format!("{k}:{n}")).collect();
    let mut flags = vec!["--take".to_string(), pairs.join(",")];
    if let Some((a, b)) = key.1 {
        flags.extend(["--split".to_string(), format!("{a},{b}")]);
    }
    flags
}

#[test]
fn check() {
    for row in ROWS {
        cell(Col::Check, row, 5, 4, |heaps, oracle| {
            let options = oracle.options(heaps);
            if let Some(first) = heaps.iter().position(|&h| h > 0) {
                // One stone too many is refused by every game's rules.
                let too_many = format!("{}:{}", first + 1, heaps[first] + 1);
                refused(
                    &line("check", heaps, row, &["--take", &too_many]),
                    "illegal move",
                )?;
            }
            // Each move in turn, as the case number picks (a few per case).
            for o in options.iter().step_by(options.len() / 3 + 1) {
                let mut args = line("check", heaps, row, &["--format", "json"]);
                args.extend(take_flags(&o.key));
                let v = json(&args)?;
                let wins = oracle.is_p(&o.after);
                prop_assert_eq!(v["wins"].as_bool(), Some(wins), "{:?}", args);
                let better = if wins {
                    BTreeSet::new()
                } else {
                    oracle.winning(heaps)
                };
                prop_assert_eq!(keys_of(&v["better"]), better, "{:?}", args);
                if let Some((before, adds)) = guide_keys(row) {
                    let mut expected: BTreeSet<String> = [
                        "games",
                        "heaps",
                        "move",
                        "after",
                        "outcome_after",
                        "wins",
                        "better",
                    ]
                    .map(String::from)
                    .into();
                    expected.extend(before.into_iter().chain(adds).filter(|k| k != "none"));
                    prop_assert_eq!(keys(&v), expected);
                    holds_worth(&v, heaps, oracle, "")?;
                    holds_worth(&v, &o.after, oracle, "_after")?;
                }
            }
            Ok(())
        });
    }
}

#[test]
fn label() {
    for row in ROWS {
        cell(Col::Label, row, 3, 3, |heaps, oracle| {
            let v = json(&line("label", heaps, row, &["--format", "json"]))?;
            let positions = v["positions"].as_array().unwrap();
            prop_assert!(!positions.is_empty());
            for p in positions {
                let at = numbers(&p["heaps"]);
                let brute = oracle.outcome(&at);
                prop_assert_eq!(p["label"].as_str(), Some(brute), "{:?}", at);
                if let Some(theory) = p.get("theory").or(p.get("rule")) {
                    prop_assert_eq!(theory.as_str(), Some(brute), "{:?}", at);
                }
            }
            Ok(())
        });
    }
}

#[test]
fn table() {
    for row in ROWS {
        cell(Col::Table, row, 5, 3, |heaps, oracle| {
            let max = heaps[0].to_string();
            let mut args = vec!["table".to_string(), "--max".into(), max];
            args.extend(row.flags());
            args.extend(["--format".into(), "json".into()]);
            if row.spec().is_some() {
                // The grid is Nim's (and misère Nim's) only.
                return refused(&args, "unexpected argument '--game'");
            }
            let third = heaps.get(1).copied();
            if let Some(third) = third {
                args.extend(["--third".into(), third.to_string()]);
            }
            let v = json(&args)?;
            for x in 0..=heaps[0] {
                for y in 0..=heaps[0] {
                    let mut at = vec![x, y];
                    at.extend(third);
                    let cell = &v["grid"][x as usize][y as usize];
                    prop_assert_eq!(cell.as_str(), Some(oracle.outcome(&at)), "{:?}", at);
                }
            }
            Ok(())
        });
    }
}

/// `grundy --game` of a row whose heaps have no Grundy values (or with
/// `--misere`, which Grundy values do not describe): the refusal, or
/// `None` when the row has values.
fn grundy_refusal(row: Row) -> Option<&'static str> {
    match row {
        Row::Misere => Some("unexpected argument '--misere'"),
        Row::Staircase | Row::Moore | Row::Wythoff => {
            Some("is not played on each heap alone, so its heaps have no Grundy values")
        }
        _ => None,
    }
}

fn grundy_flags(row: Row) -> Vec<String> {
    match row {
        Row::Nim => vec!["--game".into(), "nim".into()],
        _ => row.flags(),
    }
}

#[test]
fn grundy_upto() {
    for row in ROWS {
        cell(Col::GrundyUpto, row, 14, 3, |heaps, oracle| {
            let n = heaps[0];
            let mut args = vec!["grundy".to_string(), "--upto".into(), n.to_string()];
            args.extend(grundy_flags(row));
            args.extend(["--format".into(), "json".into()]);
            if let Some(why) = grundy_refusal(row) {
                return refused(&args, why);
            }
            let v = json(&args)?;
            let brute: Vec<u64> = (0..=n).map(|h| oracle.value(&[h])).collect();
            prop_assert_eq!(numbers(&v["values"]), brute);
            Ok(())
        });
    }
}

#[test]
fn grundy_at() {
    for row in ROWS {
        let far_checked = std::cell::Cell::new(false);
        cell(Col::GrundyAt, row, 14, 3, |heaps, oracle| {
            let at = |n: u64| {
                let mut args = vec!["grundy".to_string(), "--at".into(), n.to_string()];
                args.extend(grundy_flags(row));
                args.extend(["--format".into(), "json".into()]);
                args
            };
            if let Some(why) = grundy_refusal(row) {
                return refused(&at(heaps[0]), why);
            }
            let v = json(&at(heaps[0]))?;
            prop_assert_eq!(v["at"]["value"].as_u64(), Some(oracle.value(&[heaps[0]])));
            // As far as `--upto` computes values directly (10,000), `--at`
            // gives each of them; `--upto` is held against the tree above.
            // Once per row: it is the slow part.
            if far_checked.replace(true) {
                return Ok(());
            }
            let far = 10_000;
            let mut upto = vec!["grundy".to_string(), "--upto".into(), far.to_string()];
            upto.extend(grundy_flags(row));
            upto.extend(["--format".into(), "json".into()]);
            let v = json(&at(far))?;
            let all = json(&upto)?;
            prop_assert_eq!(&v["at"]["value"], &all["values"][far as usize]);
            Ok(())
        });
    }
}

/// The heaps of a "Heaps  #1: 3   #2: 5" (or "Steps …") line.
fn heaps_line(text: &str) -> Option<Vec<u64>> {
    let l = text
        .lines()
        .find(|l| l.starts_with("Heaps ") || l.starts_with("Steps "))?;
    Some(
        l.split('#')
            .skip(1)
            .map(|part| part.split(':').nth(1).unwrap().trim().parse().unwrap())
            .collect(),
    )
}

#[test]
fn play() {
    for row in ROWS {
        cell(Col::Play, row, 5, 3, |heaps, oracle| {
            let args = line("play", heaps, row, &["--computer-first"]);
            let options = oracle.options(heaps);
            if options.is_empty() {
                return refused(&args, "so there is no game to play");
            }
            // nimstep moves first: a legal move, and a winning one from an
            // N-position.
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let out = nimstep(&args, "quit\n");
            prop_assert_eq!(out.code, 0, "{:?}: {}", args, out.stderr);
            let after = heaps_line(&out.stdout);
            let reached = options.iter().find(|o| {
                after
                    .as_ref()
                    .is_some_and(|a| oracle.canonical(a) == oracle.canonical(&o.after))
            });
            if let Some(o) = reached {
                let p_before = oracle.is_p(heaps);
                prop_assert!(p_before || oracle.is_p(&o.after), "{}", out.stdout);
            } else {
                // Only a game that nimstep ends at once (its one move
                // empties the position) shows no heaps.
                prop_assert!(after.is_none(), "{}", out.stdout);
                prop_assert!(
                    options.iter().any(|o| oracle.options(&o.after).is_empty()),
                    "{}",
                    out.stdout
                );
            }
            Ok(())
        });
    }
}

/// The marking of the answer typed after `prompt` in a quiz transcript,
/// position by position: (the position, whether the answer was right).
fn marks(text: &str, prompt: &str) -> Vec<(Vec<u64>, bool)> {
    let mut found = Vec::new();
    let mut position = Vec::new();
    let mut lines = text.lines();
    while let Some(l) = lines.next() {
        if let Some(rest) = l.strip_prefix("Position ") {
            let heaps = rest.split(':').nth(1).unwrap_or("");
            position = heaps
                .split_whitespace()
                .filter_map(|w| w.parse().ok())
                .collect();
        } else if l.starts_with(prompt) {
            if let Some(next) = lines.next() {
                if next.starts_with('✓') || next.starts_with('✗') {
                    found.push((position.clone(), next.starts_with('✓')));
                }
            }
        }
    }
    found
}

#[test]
fn quiz() {
    for row in ROWS {
        cell(Col::Quiz, row, 5, 2, |heaps, oracle| {
            let seed = heaps.iter().sum::<u64>().to_string();
            let mut args = vec!["quiz".to_string(), "--count".into(), "2".into()];
            args.extend(["--seed".into(), seed, "--level".into(), "easy".into()]);
            args.extend(row.flags());
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            // Every position: 0 for its value (or nim-sum), P, none.
            let out = nimstep(&args, &"0\nP\nnone\n".repeat(2));
            prop_assert_eq!(out.code, 0, "{:?}: {}", args, out.stderr);
            let verdicts = marks(&out.stdout, "P or N? P");
            prop_assert_eq!(verdicts.len(), 2, "{}", out.stdout);
            for (position, right) in verdicts {
                prop_assert_eq!(right, oracle.is_p(&position), "{:?}", position);
            }
            if row != Row::Misere {
                for prompt in ["Value? 0", "Nim-sum? 0"] {
                    for (position, right) in marks(&out.stdout, prompt) {
                        prop_assert_eq!(right, oracle.value(&position) == 0, "{:?}", position);
                    }
                }
            }
            Ok(())
        });
    }
}

#[test]
fn worksheet() {
    for row in ROWS {
        cell(Col::Worksheet, row, 5, 2, |heaps, oracle| {
            let seed = heaps.iter().sum::<u64>().to_string();
            let mut args = vec!["worksheet".to_string(), "--count".into(), "3".into()];
            args.extend(["--seed".into(), seed, "--level".into(), "easy".into()]);
            args.extend(row.flags());
            args.extend(["--answers".into(), "--format".into(), "json".into()]);
            if row.spec().is_some() {
                // Sheets are of Nim (and misère Nim) only.
                return refused(&args, "unexpected argument '--game'");
            }
            let v = json(&args)?;
            for p in v["positions"].as_array().unwrap() {
                let at = numbers(&p["heaps"]);
                prop_assert_eq!(p["outcome"].as_str(), Some(oracle.outcome(&at)));
                prop_assert_eq!(keys_of(&p["winning_moves"]), oracle.winning(&at));
            }
            Ok(())
        });
    }
}

#[test]
fn export_of_a_lesson_block() {
    for row in ROWS {
        cell(Col::Export, row, 5, 2, |heaps, oracle| {
            // A lesson whose one block is `explain HEAPS` in the row's
            // game: the export holds the command's own walkthrough, whose
            // verdict the brute force holds.
            let dir = tempfile::tempdir().unwrap();
            let lessons = dir.path().join("lessons");
            std::fs::create_dir(&lessons).unwrap();
            let block = line("explain", heaps, row, &[]).join(" ");
            std::fs::write(
                lessons.join("01-block.md"),
                format!("# A block\n\n```nimstep\n{block}\n```\n"),
            )
            .unwrap();
            let out_dir = dir.path().join("out");
            let (lessons, out_dir) = (lessons.to_str().unwrap(), out_dir.to_str().unwrap());
            let out = nimstep(&["export", "--lessons", lessons, "--out", out_dir], "");
            prop_assert_eq!(out.code, 0, "{}", out.stderr);
            let exported =
                std::fs::read_to_string(std::path::Path::new(out_dir).join("01-block.md")).unwrap();
            let mut direct = line("explain", heaps, row, &["--format", "markdown"]);
            let markdown = nimstep(&direct.iter().map(String::as_str).collect::<Vec<_>>(), "");
            for l in markdown.stdout.lines() {
                if !l.trim().is_empty() && !l.starts_with('#') {
                    prop_assert!(exported.contains(l), "missing from the export: {}", l);
                }
            }
            direct.truncate(direct.len() - 2);
            direct.extend(["--format".into(), "json".into()]);
            let v = json(&direct)?;
            prop_assert_eq!(v["outcome"].as_str(), Some(oracle.outcome(heaps)));
            Ok(())
        });
    }
}
