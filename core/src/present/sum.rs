//! The walkthrough of a game other than Nim: Grundy values by mex, the sum
//! turned into Nim, Bouton's steps on the values (the Nim walkthrough's own
//! sections), and the way back to a legal move of the real game.

use crate::doc::{Document, Line, Mark, Section, Table};
use crate::game::Move;
use crate::games::heap::words::game_move_words;
use crate::games::moore::moore_name;
use crate::games::moore::{moore_words, MooreColumn, MooreDecision, MooreMove};
use crate::games::spec::GameSpec;
use crate::games::staircase::{stair_words, StairMove};
use crate::present::explain::{candidate_rows, heaps_picture, move_picture, section, Subject};
use crate::present::grundy::options_text;
use crate::present::grundy::{can_split, lasker_case, lasker_proof, mex_equation, mex_line};
use crate::present::grundy::{period_proof, rule_words, LASKER_PATTERN};
use crate::render::Report;
use crate::solve::game_play::Reading;
use crate::solve::grundy::{Basis, GameMove, Pattern, Period};
use crate::solve::sum::{
    AnyMove, BoutonOn, GameMex, GamePeriod, GameStep, GameTrace, Games, HeapValue,
};
use crate::trace::{Candidate, Step};
use crate::words::{and_list, column_name, count, distinct_games, elide, heaps_list};
use crate::words::{binary_header, column_heading, summary_row};
use crate::words::{elide_counted, HEAPS_SHOWN};
use serde::Serialize;

/// The whole walkthrough as a document.
pub fn document(trace: &GameTrace) -> Document {
    let game = match &trace.game {
        Games::One(game) => game.to_string(),
        Games::PerHeap(_) => "a sum of games".to_string(),
    };
    // Heap games are drawn as stones, as a Nim walkthrough is; the coins of
    // a staircase are not heaps, and Moore's moves touch several heaps.
    let heap_game = match &trace.game {
        Games::One(game) => !matches!(game, GameSpec::Staircase | GameSpec::Moore(_)),
        Games::PerHeap(_) => true,
    };
    let mut sections = vec![rules(&trace.game)];
    if heap_game {
        sections[0].blocks.push(heaps_picture(&trace.heaps));
    }
    for step in &trace.steps {
        let mut steps = game_step(step, trace);
        if let (GameStep::BackToTheGame { chosen, .. }, Some(last), true) =
            (step, steps.last_mut(), heap_game)
        {
            // A split takes stones from the middle of a row: no picture
            // of stones taken from its end would be true to it.
            if chosen.split.is_none() && chosen.take > 0 {
                let taken = Move {
                    heap: chosen.heap,
                    take: chosen.take,
                    leaves: chosen.leaves,
                };
                last.blocks.push(move_picture(&trace.heaps, &taken));
            }
        }
        sections.extend(steps);
    }
    Document {
        numbered: true,
        title: Line::new()
            .plain("Position ")
            .mark(heaps_list(&trace.heaps), Mark::Strong)
            .plain(" — ")
            .mark(game, Mark::Strong)
            .plain(", normal play: whoever makes the last move wins"),
        sections,
    }
}

fn rules(games: &Games) -> Section {
    let section = Section::new("The game");
    match games {
        Games::One(game) => section.paragraph(rule_words(game)),
        Games::PerHeap(games) => {
            let lines = distinct_games(games)
                .into_iter()
                .map(|(i, game)| {
                    Line::new()
                        .mark(game.to_string(), Mark::Strong)
                        .plain(format!(" (from heap {}): {}", i + 1, rule_words(game)))
                })
                .collect();
            section
                .paragraph("Each heap has its own game; a move is a move in one heap's game.")
                .bullets(lines)
        }
    }
}

/// The game played on heap `heap` (counting from 1).
fn game_of(games: &Games, heap: usize) -> &GameSpec {
    match games {
        Games::One(game) => game,
        Games::PerHeap(games) => &games[heap - 1],
    }
}

/// Any game's move in words; `games` holds the game of each heap.
pub fn any_move_words(m: &AnyMove, games: &[GameSpec]) -> String {
    match m {
        AnyMove::Heap(m) => match games.get(m.heap.wrapping_sub(1)) {
            Some(game) => game_move_words(m, game),
            None => game_move_words(m, &GameSpec::Nim),
        },
        AnyMove::Stair(m) => stair_words(m),
        AnyMove::Moore(m) => moore_words(m),
        AnyMove::Wythoff(m) => m.words(),
    }
}

fn game_step(step: &GameStep, trace: &GameTrace) -> Vec<Section> {
    let staircase = matches!(trace.game, Games::One(GameSpec::Staircase));
    match step {
        GameStep::Wythoff(step) => vec![crate::games::wythoff::explain::section(step)],
        GameStep::GrundyValues {
            heaps,
            traces,
            periods,
        } => vec![grundy_values(heaps, traces, periods)],
        GameStep::SumsAreNim { sizes, values } => vec![sums_are_nim(sizes, values)],
        GameStep::Bouton { on, steps } => steps
            .iter()
            .map(|s| {
                let mut sec = match (on, s) {
                    (
                        BoutonOn::GrundyValues,
                        Step::CandidateHeaps {
                            power,
                            nim_sum,
                            heaps,
                        },
                    ) => candidate_values(*power, *nim_sum, heaps),
                    (BoutonOn::GrundyValues, _) => section(s, Subject::GrundyValues),
                    (BoutonOn::OddSteps, _) => section(s, Subject::OddSteps { coins: &trace.heaps }),
                };
                sec.heading = match on {
                    BoutonOn::GrundyValues => format!("{} — on the Grundy values", sec.heading),
                    BoutonOn::OddSteps => format!("{} — on the odd steps (heap j is step 2j − 1)", sec.heading),
                };
                sec
            })
            .collect(),
        GameStep::BackToTheGame {
            heap,
            size,
            value,
            target,
            chosen,
        } => vec![Section::new("Back to the game: the move")
            .paragraph(if target < value {
                format!("Heap {heap} holds {size} and is worth {value}; it must be brought to a position worth {target}. Since {target} is smaller than {value}, and g = {value} is the mex of the values one move away, some move reaches value {target} — that is what \"smallest missing\" means.")
            } else {
                format!("Heap {heap} holds {size} and is worth {value}; it must be brought to a position worth {target}, more than {value}. The mex promises only the smaller values, but this heap's options happen to include one worth {target}.")
            })
            .paragraph(
                Line::new()
                    .plain("Move: ")
                    .mark(game_move_words(chosen, game_of(&trace.game, chosen.heap)), Mark::Win)
                    .plain(format!(", a legal move of the game that leaves value {target}: every heap's value now has nim-sum 0.")),
            )],
        GameStep::AllWinningMoves {
            moves,
            to_larger_values,
            total,
            not_listed,
            searched,
        } => {
            let search = trace.steps.iter().find_map(|s| match s {
                GameStep::GrundyValues { heaps, periods, .. } => {
                    Some(search_words(searched, heaps, periods))
                }
                _ => None,
            });
            vec![all_winning_moves(
                moves,
                *to_larger_values,
                *total,
                *not_listed,
                searched,
                &search.unwrap_or_default(),
                &trace.game,
            )]
        }
        GameStep::EveryMoveLoses { keep_going } if staircase => {
            let mut sec = Section::new("Every move loses").paragraph("Every move changes exactly one odd step: coins moved down from an odd step leave it (they land on an even step, or leave the staircase from step 1), and coins moved down from an even step land on the odd step below it. The odd step that changes never keeps its number of coins, so the nim-sum of the odd steps is no longer 0 (the cancellation law), and the opponent has a winning reply.");
            sec = match keep_going {
                Some(m) => sec.paragraph(Line::new().plain("To play on, hoping for a mistake: ").mark(stair_words(&StairMove { step: m.heap, coins: m.take }), Mark::Lose).plain(".")),
                None => sec.paragraph("No move is left at all: the player to move has already lost."),
            };
            vec![sec]
        }
        GameStep::EveryMoveLoses { keep_going } => {
            let mut sec = Section::new("Every move loses").paragraph("Every move changes the value of one heap, and never to the value it had: a heap's value is missing from its options' values by the very definition of mex. So after any move the nim-sum of the values is not 0, and the opponent has a winning reply.");
            sec = match keep_going {
                Some(m) => sec.paragraph(Line::new().plain("To play on, hoping for a mistake: ").mark(game_move_words(m, game_of(&trace.game, m.heap)), Mark::Lose).plain(".")),
                None => sec.paragraph("No move is left at all: the player to move has already lost."),
            };
            vec![sec]
        }
        GameStep::OddSteps {
            coins,
            steps,
            heaps,
        } => vec![odd_steps(coins, steps, heaps)],
        GameStep::StaircaseMove { chosen, odd_after } => vec![Section::new("Back to the staircase: the move")
            .paragraph(
                Line::new()
                    .plain("Move: ")
                    .mark(stair_words(chosen), Mark::Win)
                    .plain(format!(
                        ". The odd steps now hold {}, with nim-sum 0.",
                        heaps_list(odd_after)
                    )),
            )],
        GameStep::MooreColumns {
            k,
            heaps,
            columns,
            outcome,
        } => vec![moore_columns(*k, heaps, columns, *outcome)],
        GameStep::MooreProcedure {
            k,
            decisions,
            chosen,
            after,
        } => vec![moore_procedure(*k, decisions, chosen, after)],
        GameStep::MooreWinningMoves { moves, complete } => {
            let lines = elide(
                moves
                    .iter()
                    .map(|m| Line::new().mark(moore_words(m), Mark::Win)),
                more_in_json,
            );
            let text = if *complete {
                format!(
                    "{}, found by trying every move of up to k heaps and keeping those that leave every column's count a multiple of k + 1.",
                    count(moves.len() as u64, "winning move", "winning moves")
                )
            } else {
                "The position is too large to try every move, so only the procedure's move is listed.".to_string()
            };
            vec![Section::new("Every winning move").paragraph(text).bullets(lines)]
        }
        GameStep::MooreEveryMoveLoses { k, stones_left } => {
            let sec = Section::new("Every move loses");
            vec![if *stones_left {
                sec.paragraph(format!(
                    "Every column's count is a multiple of {}. A move changes at most {k} heaps and lowers at least one; in the highest column where a changed heap's bit changes, every changed bit there falls from 1 to 0 (a heap's highest changed bit falls, and heaps whose change starts lower keep this bit), so that column's count drops by somewhere from 1 to {k}: no longer a multiple of {}. The opponent then has a winning reply.",
                    k + 1,
                    k + 1
                ))
            } else {
                sec.paragraph("No move is left at all: the player to move has already lost.")
            }]
        }
        GameStep::StaircaseWinningMoves { moves } => {
            let lines = moves
                .iter()
                .map(|m| Line::new().mark(stair_words(m), Mark::Win))
                .collect();
            vec![Section::new("Every winning move")
                .paragraph(format!(
                    "{} in all: each leaves the odd steps with nim-sum 0, either by taking coins off an odd step or by sliding coins from an even step onto the odd step below it.",
                    count(moves.len() as u64, "winning move", "winning moves")
                ))
                .bullets(lines)]
        }
    }
}

fn grundy_values(heaps: &[HeapValue], traces: &[GameMex], periods: &[GamePeriod]) -> Section {
    let several = periods.len() > 1;
    let mut header = vec![Line::from("heap"), Line::from("size")];
    if several {
        header.push(Line::from("game"));
    }
    header.extend([Line::from("values seen"), Line::from("value")]);
    let rows = heaps.iter().map(|h| {
        let mut row = vec![
            Line::from(h.heap.to_string()),
            Line::from(h.size.to_string()),
        ];
        if several {
            row.push(Line::from(h.game.to_string()));
        }
        row.extend([
            // A heap read through its period shows no set: its options are
            // not its representative's, only its value is.
            match (h.read_as, h.trace) {
                (Some(r), _) => Line::from(format!("g({r}), by the period")),
                (None, Some(t)) => mex_line(&traces[t].mex),
                (None, None) if by_pattern(h, periods) => Line::from("by the pattern"),
                (None, None) => Line::new(),
            },
            Line::new().mark(h.value.to_string(), Mark::Strong),
        ]);
        row
    });
    let columns = header.len();
    let rows = elide(rows, |more| summary_row(more, columns));
    let derivations: Vec<Line> = elide(
        traces.iter().map(|t| {
            let moves = options_text(&t.mex.options);
            let game = if several {
                format!("{}: ", t.game)
            } else {
                String::new()
            };
            Line::new()
                .plain(game)
                .extend(mex_equation(&t.mex))
                .plain(format!(" — {moves}"))
        }),
        more_in_json,
    );
    // Counted first and worded only while shown: a line for each of a
    // million heaps would be built only to be left out.
    let read: Vec<Line> = elide_counted(
        heaps.iter().filter_map(|h| read_line(h, periods)),
        heaps
            .iter()
            .filter(|h| read_period(h, periods).is_some())
            .count(),
        more_in_json,
    );
    let period_lines: Vec<Line> = periods
        .iter()
        .map(|p| {
            period_line(
                p,
                heaps
                    .iter()
                    .any(|h| by_pattern(h, periods) && h.game == p.game),
            )
        })
        .collect();
    // The proof of each period or pattern that a heap too large to list
    // its moves was read through.
    let mut proofs: Vec<Line> = Vec::new();
    for p in periods {
        let read_here = |h: &&HeapValue| h.game == p.game;
        if let Some(period) = p
            .period
            .filter(|_| heaps.iter().filter(read_here).any(|h| h.read_as.is_some()))
        {
            proofs.push(Line::new().mark(format!("Why {} repeats:", p.game), Mark::Strong));
            proofs.extend(period_proof(&period, None));
        }
        if p.pattern == Some(Pattern::Lasker)
            && heaps
                .iter()
                .filter(read_here)
                .any(|h| by_pattern(h, periods))
        {
            proofs.push(
                Line::new().mark(format!("Why {} follows its pattern:", p.game), Mark::Strong),
            );
            proofs.extend(lasker_proof());
        }
    }
    let section = Section::new("The Grundy value of each heap")
        .paragraph(format!("A heap's Grundy value is the mex (minimum excludant) of the values one move away: the smallest whole number not among them{}. In the table the mex, the smallest missing value, is in square brackets.", if periods.iter().any(|p| can_split(&p.game)) { " (a split is worth the nim-sum of its two parts)" } else { "" }))
        .table(Table { header, rows, asked: None })
        .paragraph("Each value as a mex (after each heap a move leads to, that heap's value in parentheses):")
        .bullets(derivations);
    let section = match read.is_empty() {
        true => section,
        false => section.bullets(read),
    }
    .bullets(period_lines);
    proofs.into_iter().fold(section, Section::paragraph)
}

/// Whether a heap's value was read off its game's pattern, with no mex
/// shown: too large to list its moves.
fn by_pattern(h: &HeapValue, periods: &[GamePeriod]) -> bool {
    h.trace.is_none()
        && periods
            .iter()
            .any(|p| p.game == h.game && p.pattern.is_some())
}

/// The heap a heap is read as and the period it is read through, for a
/// heap read through its game's period.
fn read_period<'a>(h: &HeapValue, periods: &'a [GamePeriod]) -> Option<(u64, &'a Period)> {
    let r = h.read_as?;
    Some((
        r,
        periods.iter().find(|p| p.game == h.game)?.period.as_ref()?,
    ))
}

/// `g(N) = g(r) = v: …` for a heap read through its game's period.
fn read_line(h: &HeapValue, periods: &[GamePeriod]) -> Option<Line> {
    let (r, period) = read_period(h, periods)?;
    Some(
        Line::new()
            .plain(format!("g({}) = g({r}) = ", h.size))
            .mark(h.value.to_string(), Mark::Strong)
            .plain(format!(
                ": heap {} is too large to list its moves, but {} = {r} + {} × {}, and g(n) = g(n − {}) for every n ≥ {}, by the period proved below, its window checked from {} to {}.",
                h.heap,
                h.size,
                (h.size - r) / period.period,
                period.period,
                period.period,
                period.preperiod + period.period,
                period.window_from,
                period.window_to - 1,
            )),
    )
}

/// How a session knows the value of a heap read through its game's period
/// or pattern: "g(1000000000000000003) = g(79) = 2, since
/// 1000000000000000003 = 79 + 83333333333333327 × 12 and the values of
/// kayles repeat with period 12 from heap 71".
pub fn reading_words(r: &Reading) -> String {
    match r.basis {
        Basis::Periodic(period) => {
            let rep = period.representative(r.size);
            format!(
                "g({}) = g({rep}) = {}, since {} = {rep} + {} × {} and the values of {} repeat with period {} from heap {}",
                r.size,
                r.value,
                r.size,
                (r.size - rep) / period.period,
                period.period,
                r.game,
                period.period,
                period.preperiod,
            )
        }
        _ => format!("{}{}, by Lasker's pattern", lasker_case(r.size), r.value),
    }
}

/// What a game against nimstep says at the start of a heap read through
/// its game's period or pattern: how its value is known, and that moves
/// from it are judged by the values and searched, never listed.
pub fn reading_opening(r: &Reading) -> Line {
    let (how, search) = match r.basis {
        Basis::Periodic(_) => (
            "Read through the period: ",
            "searching the period's classes",
        ),
        _ => (
            "Read through the pattern: ",
            "solving the pattern's equation",
        ),
    };
    let finds = match r.listed {
        true => String::new(),
        false => format!(", and finds its own by {search}, without listing the heap's moves"),
    };
    Line::new().mark(how, Mark::Strong).plain(format!(
        "{}. nimstep judges every move by the values{finds}.",
        reading_words(r)
    ))
}

fn period_line(p: &GamePeriod, proved_here: bool) -> Line {
    match p.period {
        Some(period) => Line::new().mark(p.game.to_string(), Mark::Strong).plain(format!(
            ": the values repeat with period {} from heap {} (proved: g(n + {}) = g(n) for {} ≤ n < {}; see nimstep grundy --game {}), so a larger heap is read as the heap below {} with the same remainder mod {}.",
            period.period,
            period.preperiod,
            period.period,
            period.window_from,
            period.window_to,
            p.game,
            period.preperiod + period.period,
            period.period,
        )),
        None if p.pattern == Some(Pattern::Lasker) => Line::new().mark(p.game.to_string(), Mark::Strong).plain(format!(
            ": no period, but a pattern, proved by induction ({}): {LASKER_PATTERN}. The value of a heap too large to list its moves is computed from this pattern instead.",
            if proved_here { "below".to_string() } else { format!("see nimstep grundy --game {} --at n", p.game) }
        )),
        None => Line::new().mark(p.game.to_string(), Mark::Strong).plain(": no period is used; the values are computed one by one from heap 0."),
    }
}

fn sums_are_nim(sizes: &[u64], values: &[u64]) -> Section {
    let rows = elide(
        sizes
            .iter()
            .zip(values)
            .enumerate()
            .map(|(i, (&size, &value))| {
                vec![
                    Line::from((i + 1).to_string()),
                    Line::from(size.to_string()),
                    Line::new().mark(value.to_string(), Mark::Strong),
                ]
            }),
        |more| summary_row(more, 3),
    );
    Section::new("Sums are Nim")
        .paragraph("The Sprague–Grundy theorem: a sum of games behaves exactly like Nim with one heap per game, of size that game's Grundy value. The proof is Bouton's two lemmas again: from values with nim-sum 0 every move changes one value (never to itself) and leaves a non-zero sum; from a non-zero sum one heap can move to the value that makes the sum 0, because every smaller value is one move away.")
        .paragraph(
            Line::new()
                .mark("A Grundy value is NOT a heap size.", Mark::Lose)
                .plain(" In the steps that follow, every number is a Grundy value: \"heap k\" means the value of heap k, and a \"move\" on the values is only a target to aim for in the real game."),
        )
        .table(Table {
            header: vec![Line::from("heap"), Line::from("size"), Line::from("Grundy value")],
            rows,
            asked: None,
        })
}

fn all_winning_moves(
    moves: &[GameMove],
    to_larger_values: u128,
    total: u128,
    not_listed: u128,
    searched: &[usize],
    search: &str,
    games: &Games,
) -> Section {
    let lines: Vec<Line> = elide(
        moves
            .iter()
            .map(|m| Line::new().mark(game_move_words(m, game_of(games, m.heap)), Mark::Win)),
        more_in_json,
    );
    let mut sec = Section::new("Every winning move").paragraph(if searched.is_empty() {
        format!(
            "{}, found by trying every legal move of every heap and keeping those that leave values with nim-sum 0.",
            count(total, "winning move", "winning moves")
        )
    } else {
        format!(
            "{} in all, {} values with nim-sum 0. {} too large to try every move one by one, so the moves to the value wanted were searched for instead: {}",
            count(total, "winning move", "winning moves"),
            if total == 1 { "leaving" } else { "each leaving" },
            match searched {
                [one] => format!("Heap {one} is"),
                _ if searched.len() > HEAPS_SHOWN => format!(
                    "{} heaps ({}, …) are",
                    searched.len(),
                    searched[..HEAPS_SHOWN].iter().map(usize::to_string).collect::<Vec<_>>().join(", ")
                ),
                _ => format!("Heaps {} are", and_list(searched)),
            },
            search
        )
    });
    if not_listed > 0 {
        sec = sec.paragraph(format!(
            "Too many to list: the first {} are listed below, in move order, and the other {not_listed} are not.",
            moves.len()
        ));
    }
    if to_larger_values > 0 {
        sec = sec.paragraph(format!(
            "{} a heap to a larger value than it had: unlike Nim, a game may have options worth more than the heap itself, so the leftmost odd column does not find every winning move.",
            count(to_larger_values, "of them brings", "of them bring")
        ));
    }
    sec.bullets(lines)
}

fn odd_steps(coins: &[u64], steps: &[usize], heaps: &[u64]) -> Section {
    let rows = elide(
        coins.iter().enumerate().map(|(i, &c)| {
            let odd = (i + 1) % 2 == 1;
            vec![
                Line::from((i + 1).to_string()),
                Line::from(c.to_string()),
                if odd {
                    Line::new().mark("odd: a Nim heap", Mark::Strong)
                } else {
                    Line::new().mark("even: ignored", Mark::Dim)
                },
            ]
        }),
        |more| summary_row(more, 3),
    );
    Section::new("Only the odd steps count")
        .paragraph(format!(
            "Staircase Nim is Nim played on the odd steps ({}): moving coins from an odd step down to an even one takes them out of that Nim heap, just as Nim takes stones. The even steps do not matter: if the opponent moves coins from an even step onto an odd one, move the same coins on down to the next even step (or off the staircase), and the odd steps are as they were. Coins on even steps only ever delay.",
            match steps {
                [one] => format!("step {one}"),
                [.., last] if steps.len() > 4 => format!("steps 1, 3, 5, …, {last}"),
                _ => format!("steps {}", and_list(steps)),
            }
        ))
        .paragraph(format!("So the Nim heaps are {}.", heaps_list(heaps)))
        .table(Table {
            header: vec![Line::from("step"), Line::from("coins"), Line::from("counts as")],
            rows,
            asked: None,
        })
}

/// How the moves of the `searched` heaps (too large to try one by one)
/// were found, once for each game among them, ending with a full stop;
/// and for a Lasker heap whose target no split can reach, why.
fn search_words(searched: &[usize], values: &[HeapValue], periods: &[GamePeriod]) -> String {
    let nim_sum = values.iter().fold(0, |sum, h| sum ^ h.value);
    // Looked up by heap number: a million searched heaps, each found in
    // a list of them, would take a million times a million steps.
    let mut is_searched = vec![false; values.len() + 1];
    for &heap in searched {
        if let Some(flag) = is_searched.get_mut(heap) {
            *flag = true;
        }
    }
    let heaps: Vec<&HeapValue> = values
        .iter()
        .filter(|h| is_searched.get(h.heap).copied().unwrap_or(false))
        .collect();
    let mut games: Vec<&GameSpec> = Vec::new();
    for h in &heaps {
        if !games.contains(&&h.game) {
            games.push(&h.game);
        }
    }
    let ways: Vec<String> = games
        .into_iter()
        .filter_map(|game| match game {
            GameSpec::Octal(_) => {
                let period = periods.iter().find(|p| &p.game == game)?.period?;
                let (p, n0) = (period.period, period.preperiod);
                Some(format!("through the period of {game}, p = {p} from heap {n0}: a split a + b is worth what the split (a + {p}) + (b − {p}) is worth when all four parts are at least {n0}, as g(a + {p}) = g(a) and g(b − {p}) = g(b); so those splits are checked once for each remainder of a on division by {p} and counted, and the splits with a smaller part are tried one by one"))
            }
            GameSpec::Lasker => Some("through Lasker's pattern: L swaps 4k + 3 and 4k + 4 and leaves every other number as it is, so L(L(x)) = x (L undoes itself), and the one heap worth a target t is the heap of L(t) stones, worth L(L(t)) = t; a split a + b must have L(a) ⊕ L(b) = t, and these splits are counted digit by digit in binary, not tried one by one".to_string()),
            GameSpec::Nim => Some("a Nim heap reaches a value t only by leaving t stones".to_string()),
            _ => None,
        })
        .collect();
    let reasons: Vec<String> = heaps
        .iter()
        .filter(|h| h.game == GameSpec::Lasker)
        .filter_map(|h| lasker_no_split(h, h.value ^ nim_sum))
        .collect();
    let mut words = format!("{}.", ways.join("; "));
    for reason in reasons {
        words = format!("{words} {reason}");
    }
    words
}

/// Why no split of a Lasker heap is worth `target`, when the remainders on
/// division by 4 rule every split out (the proof's "Two heaps" case),
/// shown: the remainders the two parts can have, what L makes of them,
/// and their nim-sums.
fn lasker_no_split(h: &HeapValue, target: u64) -> Option<String> {
    let (k, r) = (h.size.checked_sub(1)? / 4, (h.size - 1) % 4 + 1);
    // L keeps a remainder of 1 or 2 and swaps 3 with 0.
    let l = |x: u64| [3, 1, 2, 0][x as usize];
    let mut pairs: Vec<[u64; 2]> = Vec::new();
    for x in [1, 2, 3, 0] {
        let y = (r + 4 - x) % 4;
        if !pairs.contains(&[y, x]) {
            pairs.push([x, y]);
        }
    }
    if pairs.iter().any(|&[x, y]| l(x) ^ l(y) == target % 4) {
        return None;
    }
    let or = |words: Vec<String>| match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{}, or {last}", rest.join(", ")),
        None => String::new(),
    };
    let parts = or(pairs.iter().map(|[x, y]| format!("{x} and {y}")).collect());
    let worth = or(pairs
        .iter()
        .map(|&[x, y]| format!("{} and {}", l(x), l(y)))
        .collect());
    let sums = or(pairs
        .iter()
        .map(|&[x, y]| format!("{} ⊕ {} = {}", l(x), l(y), l(x) ^ l(y)))
        .collect());
    Some(format!(
        "No split of heap {} is worth {target}: {} = 4 × {k} + {r}, so the two parts of a split leave remainders {parts} on division by 4; L keeps a remainder of 1 or 2 and swaps 3 with 0, so the parts are worth remainders {worth}, and the split is worth remainder {sums} (as the proof of the pattern shows), while {target} leaves remainder {}.",
        h.heap,
        h.size,
        target % 4
    ))
}

/// The last line of a list cut by [`elide`]: how many more, and where
/// to find them all.
fn more_in_json(more: usize) -> Line {
    Line::from(format!(
        "… and {more} more (all of them with --format json)"
    ))
}

fn moore_columns(
    k: u64,
    heaps: &[u64],
    columns: &[MooreColumn],
    outcome: crate::game::Outcome,
) -> Section {
    let header = binary_header(columns.iter().map(|c| c.power));
    let mut rows: Vec<Vec<Line>> = elide(
        heaps.iter().enumerate().map(|(i, &h)| {
            let mut row = vec![Line::from(format!("#{}", i + 1)), Line::from(h.to_string())];
            row.extend(columns.iter().map(|c| crate::words::bit_cell(h, c.power)));
            row
        }),
        |more| summary_row(more, columns.len() + 2),
    );
    let mut ones = vec![Line::from("1s"), Line::default()];
    ones.extend(columns.iter().map(|c| Line::from(c.ones.to_string())));
    let mut rem = vec![Line::from(format!("mod {}", k + 1)), Line::default()];
    rem.extend(columns.iter().map(|c| {
        if c.remainder == 0 {
            Line::from("0")
        } else {
            Line::new().mark(format!("{}!", c.remainder), Mark::Odd)
        }
    }));
    rows.push(ones);
    rows.push(rem);
    let verdict = match outcome {
        crate::game::Outcome::P => format!("Every count is a multiple of {}: a P-position (Moore's theorem), so whoever moves now loses against perfect play.", k + 1),
        crate::game::Outcome::N => format!("Some count is not a multiple of {} (marked !): an N-position, so whoever moves now can win.", k + 1),
    };
    let name = moore_name(k);
    Section::new(format!("Moore's {name}: count each column mod {}", k + 1))
        .paragraph(format!(
            "Moore's {name} (k = {k}) is not a sum of one-heap games, so Grundy values of single heaps do not decide it. Moore's theorem does: write the heaps in binary as for Nim, but count the 1s of each column modulo k + 1 = {} instead of modulo 2. (Nim itself is Moore's {} with k = 1.)",
            k + 1,
            moore_name(1)
        ))
        .table(Table { header, rows, asked: None })
        .paragraph(verdict)
}

fn moore_procedure(
    k: u64,
    decisions: &[MooreDecision],
    chosen: &MooreMove,
    after: &[u64],
) -> Section {
    let heap_list = |hs: &[usize]| {
        if hs.is_empty() {
            "—".to_string()
        } else {
            hs.iter()
                .map(|h| format!("#{h}"))
                .collect::<Vec<_>>()
                .join(" ")
        }
    };
    let width = decisions.len() as u32;
    let rows = decisions
        .iter()
        .map(|d| {
            vec![
                Line::from(column_heading(d.power, width)),
                Line::from(d.untouched_ones.to_string()),
                Line::from(d.touched.to_string()),
                Line::from(d.remainder.to_string()),
                Line::from(heap_list(&d.cleared)),
                Line::from(heap_list(&d.set)),
            ]
        })
        .collect();
    Section::new("Moore's procedure: the winning move, column by column")
        .paragraph(format!(
            "From the highest column down. A heap not yet changed keeps its bits until the column where its change starts: there a 1 becomes 0, and from then on its lower bits are free, since it is already smaller. In each column, with r the count of 1s among unchanged heaps mod {}: when r + (heaps already changed) ≤ {k}, clear r of those 1s (r more heaps change); otherwise give {} minus r of the changed heaps a 1. Either way the column's count becomes a multiple of {}, and never more than {k} heaps change.",
            k + 1,
            k + 1,
            k + 1
        ))
        .table(Table {
            header: vec![
                Line::from("column"),
                Line::from("1s unchanged"),
                Line::from("changed"),
                Line::from(format!("r (mod {})", k + 1)),
                Line::from("clear"),
                Line::from("set to 1"),
            ],
            rows,
            asked: None,
        })
        .paragraph(
            Line::new()
                .plain("Move: ")
                .mark(moore_words(chosen), Mark::Win)
                .plain(format!(". The heaps become {}, and every column's count is a multiple of {}.", heaps_list(after), k + 1)),
        )
}

impl Report for GameTrace {
    fn json(&self) -> impl Serialize + '_ {
        self
    }

    fn documents(&self) -> Vec<Document> {
        vec![document(self)]
    }
}

/// Bouton's "which heaps can change?" on Grundy values: a smaller target
/// value is always one move away (that is the mex), a larger one only when
/// the game happens to offer it.
fn candidate_values(power: u32, nim_sum: u64, heaps: &[Candidate]) -> Section {
    let rows = candidate_rows(
        heaps,
        power,
        [
            "✓ smaller: always reachable",
            "larger: only if an option has it",
        ],
    );
    Section::new("Which heaps can change?")
        .paragraph(format!(
            "Bringing a heap of value g to value g ⊕ s, where s = {nim_sum} is the nim-sum, makes the nim-sum 0. When g has a 1 in {}, g ⊕ s is smaller than g, and a move to it always exists: g is the smallest value missing among the options, so every smaller value is there. A larger g ⊕ s is reachable only if some option happens to have that value.",
            column_name(power)
        ))
        .table(Table {
            header: vec![
                Line::from("heap"),
                Line::from("value g"),
                Line::from(format!("{} bit", column_heading(power, power + 1))),
                Line::from("g ⊕ s"),
                Line::from("a move to it?"),
            ],
            rows,
            asked: None,
        })
}
