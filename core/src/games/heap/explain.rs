//! The words of a walkthrough of a sum of heap games (subtraction, octal,
//! Lasker, or a game per heap): each heap's Grundy value by mex, the sum
//! turned into Nim, Bouton's candidates on the values (his other steps are
//! worded by `games::nim::explain`), and the way back to a legal move of
//! the real game.

use super::grundy::{GameMove, OptionValue, Period};
use super::steps::{GameMex, GamePeriod, HeapValue, HeapValues, Step};
use super::words::mirrors_listed_once;
use super::words::{can_split, game_move_words, lasker_proof, mex_equation, mex_line};
use super::words::{options_text, period_proof, read_by_period, LASKER_PATTERN};
use crate::doc::{Line, Mark, Section, Table};
use crate::game::Move;
use crate::games::bouton::on_other_numbers;
use crate::games::nim::explain::move_picture;
use crate::games::spec::GameSpec;
use crate::games::theory::{Pattern, Theory};
use crate::games::walked::{listed, Games, Walked};
use crate::trace::Candidate;
use crate::words::{candidate_rows, Subject};
use crate::words::{column_heading, column_name, count, elide, elide_counted};
use crate::words::{heaps_are, more_in_json, summary_row, HEAPS_SHOWN};

/// The steps of a sum of heap games, worded here, the move back in the
/// game drawn on the stones.
impl Walked for Vec<Step> {
    fn sections(&self, heaps: &[u64], games: &Games) -> Vec<Section> {
        let game_of = |heap| games.on_heap(heap);
        let mut sections = Vec::new();
        for step in self {
            let mut step_sections = self::sections(step, self, game_of);
            if let (Step::BackToTheGame { chosen, .. }, Some(last)) =
                (step, step_sections.last_mut())
            {
                // A split takes stones from the middle of a row: no picture
                // of stones taken from its end would be true to it.
                if chosen.split.is_none() && chosen.take > 0 {
                    let taken = Move {
                        heap: chosen.heap,
                        take: chosen.take,
                        leaves: chosen.leaves,
                    };
                    last.blocks.push(move_picture(heaps, &taken));
                }
            }
            sections.extend(step_sections);
        }
        sections
    }

    fn winning_moves(&self) -> Box<dyn erased_serde::Serialize + '_> {
        Box::new(moves(self))
    }

    fn winning_move_words(&self, games: &Games) -> Vec<String> {
        moves(self)
            .iter()
            .map(|m| game_move_words(m, games.on_heap(m.heap)))
            .collect()
    }

    /// Beyond [`super::reach::LISTED`] winning moves of a heap too large
    /// to try every move, only the first are listed.
    fn winning_moves_not_listed(&self) -> u128 {
        self.iter()
            .find_map(|step| match step {
                Step::AllWinningMoves { not_listed, .. } => Some(*not_listed),
                _ => None,
            })
            .unwrap_or(0)
    }
}

/// The winning moves the steps list, by heap.
fn moves(steps: &[Step]) -> &[GameMove] {
    listed(steps, |step| match step {
        Step::AllWinningMoves { moves, .. } => Some(moves),
        _ => None,
    })
}

/// One step of the walkthrough as its sections (Bouton's steps are
/// several); `steps` is the whole walkthrough, whose values the search for
/// winning moves cites, and `game_of` names the game of a heap (from 1).
fn sections<'a>(
    step: &Step,
    steps: &[Step],
    game_of: impl Fn(usize) -> &'a GameSpec,
) -> Vec<Section> {
    match step {
        Step::GrundyValues {
            heaps,
            traces,
            periods,
        } => vec![grundy_values(heaps, traces, periods)],
        Step::SumsAreNim { sizes, values } => vec![sums_are_nim(sizes, values)],
        Step::Bouton { steps, .. } => {
            on_other_numbers(steps, Subject::GrundyValues, candidate_values)
        }
        Step::BackToTheGame {
            heap,
            size,
            value,
            target,
            chosen,
        } => vec![back_to_the_game(
            (*heap, *size),
            *value,
            *target,
            chosen,
            game_of(chosen.heap),
        )],
        Step::AllWinningMoves {
            moves,
            to_larger_values,
            total,
            in_play,
            not_listed,
            searched,
        } => {
            let search = steps.iter().find_map(|s| match s {
                Step::GrundyValues { heaps, periods, .. } => {
                    Some(search_words(searched, heaps, periods))
                }
                _ => None,
            });
            let counts = WinningCounts {
                total: *total,
                in_play: *in_play,
                not_listed: *not_listed,
                to_larger_values: *to_larger_values,
            };
            vec![all_winning_moves(
                moves,
                &counts,
                searched,
                &search.unwrap_or_default(),
                game_of,
            )]
        }
        Step::EveryMoveLoses { keep_going } => vec![every_move_loses(
            keep_going.as_ref().map(|m| (m, game_of(m.heap))),
        )],
    }
}

/// Each heap's Grundy value, with its mex, and the period or pattern a
/// heap too large to list its moves was read through.
fn grundy_values(heaps: &HeapValues, traces: &[GameMex], periods: &[GamePeriod]) -> Section {
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
                (None, None) if by_pattern(&h, periods) => Line::from("by the pattern"),
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
        heaps.iter().filter_map(|h| read_line(&h, periods, traces)),
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
                    .any(|h| by_pattern(&h, periods) && *h.game == p.game),
            )
        })
        .collect();
    // The proof of each period or pattern that a heap too large to list
    // its moves was read through.
    let mut proofs: Vec<Line> = Vec::new();
    for p in periods {
        let read_here = |h: &HeapValue| *h.game == p.game;
        if let Some(period) = p.period.filter(|_| {
            heaps
                .iter()
                .filter(read_here)
                .any(|h| read_period(&h, periods).is_some())
        }) {
            proofs.push(Line::new().mark(format!("Why {} repeats:", p.game), Mark::Strong));
            proofs.extend(period_proof(&period, None));
        }
        if p.pattern == Some(Pattern::Lasker)
            && heaps
                .iter()
                .filter(read_here)
                .any(|h| by_pattern(&h, periods))
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
            .any(|p| p.game == *h.game && p.pattern.is_some())
}

/// The period a heap's value is read through, with its game's record:
/// for a heap past the values computed as mexes (whether its own mex is
/// shown, at the heap itself, or only its representative's).
fn read_period<'a>(
    h: &HeapValue,
    periods: &'a [GamePeriod],
) -> Option<(&'a GamePeriod, &'a Period)> {
    let p = periods.iter().find(|p| p.game == *h.game)?;
    let period = p.period.as_ref()?;
    (h.size >= p.computed && period.representative(h.size) != h.size).then_some((p, period))
}

/// `Heap 1 is too large to list its moves, but N = r + k × p, …, so g(N)
/// = g(r) = v` for a heap read through its game's period; a heap whose
/// own mex is shown adds that the mex agrees, its options' values read
/// through the period too.
fn read_line(h: &HeapValue, periods: &[GamePeriod], traces: &[GameMex]) -> Option<Line> {
    let (p, period) = read_period(h, periods)?;
    let reading = read_by_period(h.size, h.value, period);
    let by = format!(
        ", by the period proved below, its window checked from {} to {}",
        period.window_from,
        period.window_to - 1
    );
    Some(match (h.read_as, h.trace) {
        (Some(_), _) => Line::new()
            .plain(format!(
                "Heap {} is too large to list its moves, but ",
                h.heap
            ))
            .extend(reading)
            .plain(by + "."),
        (None, None) => Line::new()
            .plain(format!("Heap {}: ", h.heap))
            .extend(reading)
            .plain(by + "."),
        (None, Some(t)) => Line::new()
            .plain(format!("Heap {}: ", h.heap))
            .extend(reading)
            .plain(by)
            .plain(format!(
                "; its mex above gives the same value, {}.",
                options_read(&traces[t].mex.options, p.computed)
            )),
    })
}

/// Which of a heap's options have their values read through the period:
/// those whose heaps (both parts of a split) are past the `computed`
/// values.
fn options_read(options: &[OptionValue], computed: u64) -> String {
    let heaps = |o: &OptionValue| match o.split {
        Some([a, b]) => vec![a, b],
        None => vec![o.leaves],
    };
    let past = |o: &OptionValue| heaps(o).iter().all(|&n| n >= computed);
    let any_past = |o: &OptionValue| heaps(o).iter().any(|&n| n >= computed);
    match (options.iter().all(past), options.iter().any(any_past)) {
        (true, _) => "the values of its options read through the period in the same way".to_string(),
        (false, true) => format!(
            "the values of the heaps of {computed} or more among its options read through the period in the same way, the others computed as mexes"
        ),
        (false, false) => "the values of its options computed as mexes".to_string(),
    }
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

/// The Sprague–Grundy theorem: each heap replaced by its value.
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

/// The target value turned back into a legal move of the heap's game.
fn back_to_the_game(
    (heap, size): (usize, u64),
    value: u64,
    target: u64,
    chosen: &GameMove,
    game: &GameSpec,
) -> Section {
    Section::new("Back to the game: the move")
        .paragraph(if target < value {
            format!("Heap {heap} holds {size} and is worth {value}; it must be brought to a position worth {target}. Since {target} is smaller than {value}, and g = {value} is the mex of the values one move away, some move reaches value {target} — that is what \"smallest missing\" means.")
        } else {
            format!("Heap {heap} holds {size} and is worth {value}; it must be brought to a position worth {target}, more than {value}. The mex promises only the smaller values, but this heap's options happen to include one worth {target}.")
        })
        .paragraph(
            Line::new()
                .plain("Move: ")
                .mark(game_move_words(chosen, game), Mark::Win)
                .plain(format!(", a legal move of the game that leaves value {target}: every heap's value now has nim-sum 0.")),
        )
}

/// The counts of [`all_winning_moves`], each from the solver.
struct WinningCounts {
    /// How many winning moves there are, as listed (on a row of pins one of
    /// each pair of mirror images).
    total: u128,
    /// How many there are as a player counts them (a move and its mirror
    /// image apart).
    in_play: u128,
    /// How many of those as listed are not listed.
    not_listed: u128,
    /// How many of `in_play`'s moves bring a heap to a larger value than
    /// it had.
    to_larger_values: u128,
}

/// Every winning move, how they were found, and how many reach a larger
/// value; `game_of` names the game of a heap (from 1). Every count of
/// moves counts a move and its mirror image apart, as a player does, for a
/// heap small enough to try every move and for one searched alike; the
/// list shows one of each pair and says so.
fn all_winning_moves<'a>(
    moves: &[GameMove],
    counts: &WinningCounts,
    searched: &[usize],
    search: &str,
    game_of: impl Fn(usize) -> &'a GameSpec,
) -> Section {
    let &WinningCounts {
        total,
        in_play,
        not_listed,
        to_larger_values,
    } = counts;
    let lines: Vec<Line> = elide(
        moves
            .iter()
            .map(|m| Line::new().mark(game_move_words(m, game_of(m.heap)), Mark::Win)),
        more_in_json,
    );
    let mirrors = |said: String| match in_play == total {
        true => said,
        false => mirrors_listed_once(&said, total, not_listed > 0),
    };
    let mut sec = Section::new("Every winning move").paragraph(if searched.is_empty() {
        let found = format!(
            "{}, found by trying every legal move of every heap and keeping those that leave values with nim-sum 0",
            count(in_play, "winning move", "winning moves")
        );
        format!("{}.", mirrors(found))
    } else {
        let found = format!(
            "{} in all, {} values with nim-sum 0",
            count(in_play, "winning move", "winning moves"),
            if in_play == 1 { "leaving" } else { "each leaving" },
        );
        format!(
            "{}. {} too large to try every move one by one, so the moves to the value wanted were searched for instead: {}",
            mirrors(found),
            heaps_are(searched),
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

/// From a P-position: why every move loses, and a move to play on with
/// (`keep_going`, with its heap's game).
fn every_move_loses(keep_going: Option<(&GameMove, &GameSpec)>) -> Section {
    let sec = Section::new("Every move loses").paragraph("Every move changes the value of one heap, and never to the value it had: a heap's value is missing from its options' values by the very definition of mex. So after any move the nim-sum of the values is not 0, and the opponent has a winning reply.");
    match keep_going {
        Some((m, game)) => sec.paragraph(
            Line::new()
                .plain("To play on, hoping for a mistake: ")
                .mark(game_move_words(m, game), Mark::Lose)
                .plain("."),
        ),
        None => sec.paragraph("No move is left at all: the player to move has already lost."),
    }
}

/// How the moves of the `searched` heaps (too large to try one by one)
/// were found, once for each game among them, ending with a full stop;
/// and for a Lasker heap whose target no split can reach, why.
fn search_words(searched: &[usize], values: &HeapValues, periods: &[GamePeriod]) -> String {
    let nim_sum = values.iter().fold(0, |sum, h| sum ^ h.value);
    // Looked up by heap number: a million searched heaps, each found in
    // a list of them, would take a million times a million steps.
    let mut is_searched = vec![false; values.len() + 1];
    for &heap in searched {
        if let Some(flag) = is_searched.get_mut(heap) {
            *flag = true;
        }
    }
    let heaps = || {
        values
            .iter()
            .filter(|h| is_searched.get(h.heap).copied().unwrap_or(false))
    };
    let mut games: Vec<&GameSpec> = Vec::new();
    for h in heaps() {
        if !games.contains(&h.game) {
            games.push(h.game);
        }
    }
    let ways: Vec<String> = games
        .into_iter()
        .filter_map(|game| match game.heap_rule().map(|rule| rule.theory()) {
            Some(Theory::Period(_)) => {
                let period = periods.iter().find(|p| &p.game == game)?.period?;
                let (p, n0) = (period.period, period.preperiod);
                Some(format!("through the period of {game}, p = {p} from heap {n0}: a split a + b is worth what the split (a + {p}) + (b − {p}) is worth when all four parts are at least {n0}, as g(a + {p}) = g(a) and g(b − {p}) = g(b); so those splits are checked once for each remainder of a on division by {p} and counted, and the splits with a smaller part are tried one by one"))
            }
            Some(Theory::Pattern(Pattern::Lasker)) => Some("through Lasker's pattern: L swaps 4k + 3 and 4k + 4 and leaves every other number as it is, so L(L(x)) = x (L undoes itself), and the one heap worth a target t is the heap of L(t) stones, worth L(L(t)) = t; a split a + b must have L(a) ⊕ L(b) = t, and these splits are counted digit by digit in binary, not tried one by one".to_string()),
            None => Some("a Nim heap reaches a value t only by leaving t stones".to_string()),
        })
        .collect();
    // The first reasons are said, the others counted: a million Lasker
    // heaps' reasons would make one paragraph of hundreds of megabytes.
    let mut reasons = heaps()
        .filter(|h| {
            h.game.heap_rule().map(|rule| rule.theory()) == Some(Theory::Pattern(Pattern::Lasker))
        })
        .filter_map(|h| lasker_no_split(&h, h.value ^ nim_sum));
    let mut words = format!("{}.", ways.join("; "));
    for reason in reasons.by_ref().take(HEAPS_SHOWN) {
        words.push(' ');
        words.push_str(&reason);
    }
    let more = reasons.count() as u64;
    if more > 0 {
        words.push_str(&format!(
            " The same holds for {}: for each, its remainder on division by 4 rules out every split worth the value it must reach.",
            count(more, "more Lasker heap", "more Lasker heaps")
        ));
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
