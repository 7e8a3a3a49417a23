//! Every sentence a walkthrough can emit, checked by brute force over all
//! small positions where it can appear: a move called legal or illegal
//! against the game's own moves, "every move leaves X" by trying every
//! move, and every count against the game tree.

use nimstep_core::doc::{Block, Document, Line, Section};
use nimstep_core::game::position::Position;
use nimstep_core::game::Rules;
use nimstep_core::games::spec::GameSpec;
use nimstep_core::present;
use nimstep_core::solve;
use std::collections::HashMap;

/// Every position of `heaps` heaps of at most `max` stones, in order.
fn positions(heaps: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    for _ in 0..heaps {
        all = all
            .into_iter()
            .flat_map(|p: Vec<u64>| {
                (0..=max).map(move |x| {
                    let mut q = p.clone();
                    q.push(x);
                    q
                })
            })
            .collect();
    }
    all
}

fn line_text(line: &Line) -> String {
    line.text()
}

/// A section's text, block by block: paragraphs, bullets, table cells.
fn section_text(section: &Section) -> Vec<String> {
    blocks_text(&section.blocks)
}

/// The text of blocks, nested blocks included, in order.
fn blocks_text(blocks: &[Block]) -> Vec<String> {
    let mut out = Vec::new();
    for block in blocks {
        match block {
            Block::Paragraph(l) | Block::Heading(l) => out.push(line_text(l)),
            Block::Bullets(items) | Block::Numbered(_, items) => {
                for item in items {
                    out.push(line_text(&item.line));
                    out.extend(blocks_text(&item.blocks));
                }
            }
            Block::Quote(inner) => out.extend(blocks_text(inner)),
            Block::Table(t) => {
                out.extend(t.header.iter().map(line_text));
                for row in &t.rows {
                    out.extend(row.iter().map(line_text));
                }
            }
            Block::Code(c) => out.push(c.clone()),
            Block::Embedded(d) => out.extend(document_text(d)),
            Block::Heaps(h) => out.push(h.caption.clone()),
            Block::Space(_) => {}
        }
    }
    out
}

fn document_text(doc: &Document) -> Vec<String> {
    let mut out = vec![line_text(&doc.title)];
    for s in &doc.sections {
        out.push(s.heading.clone());
        out.extend(section_text(s));
    }
    out
}

fn find<'a>(doc: &'a Document, heading: &str) -> Option<&'a Section> {
    doc.sections.iter().find(|s| s.heading.starts_with(heading))
}

fn table_rows(section: &Section) -> Vec<Vec<String>> {
    section
        .blocks
        .iter()
        .find_map(|b| match b {
            Block::Table(t) => Some(
                t.rows
                    .iter()
                    .map(|r| r.iter().map(line_text).collect())
                    .collect(),
            ),
            _ => None,
        })
        .unwrap_or_default()
}

fn numbers(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect()
}

// ---- Staircase Nim ---------------------------------------------------

/// Every staircase move: (step from 1, coins), with the position after it.
fn stair_moves(coins: &[u64]) -> Vec<((usize, u64), Vec<u64>)> {
    let mut moves = Vec::new();
    for i in 0..coins.len() {
        for k in 1..=coins[i] {
            let mut after = coins.to_vec();
            after[i] -= k;
            if i > 0 {
                after[i - 1] += k;
            }
            moves.push(((i + 1, k), after));
        }
    }
    moves
}

/// Whether the player to move wins, from the game tree alone.
fn stair_wins(coins: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(coins) {
        return w;
    }
    let wins = stair_moves(coins)
        .into_iter()
        .any(|(_, after)| !stair_wins(&after, memo));
    memo.insert(coins.to_vec(), wins);
    wins
}

#[test]
fn staircase_sentences_hold_for_every_small_staircase() {
    let mut memo = HashMap::new();
    for steps in 1..=4 {
        for coins in positions(steps, 3) {
            let trace = crate::support::explain_game(&coins, &[GameSpec::Staircase], None).unwrap();
            let doc = present::sum::document(&trace);
            let wins = stair_wins(&coins, &mut memo);
            let winning: Vec<(usize, u64)> = stair_moves(&coins)
                .into_iter()
                .filter(|(_, after)| !stair_wins(after, &mut memo))
                .map(|(m, _)| m)
                .collect();
            let text = document_text(&doc).join("\n");
            assert!(!text.contains("add stones"), "{coins:?}");
            if let Some(can) = find(&doc, "Which heaps can change?") {
                assert!(wins, "{coins:?}");
                for row in table_rows(can) {
                    let [heap, _, _, target, how] = &row[..] else {
                        panic!("{row:?}")
                    };
                    let step = numbers(heap)[1] as usize;
                    let target = target.parse::<u64>().unwrap();
                    let reaches = |m: &(usize, u64)| {
                        let (from, k) = *m;
                        let mut after = coins.clone();
                        after[from - 1] -= k;
                        if from > 1 {
                            after[from - 2] += k;
                        }
                        after[step - 1] == target
                    };
                    let n = numbers(how);
                    if how.starts_with('✓') {
                        // "✓ move k off the staircase" (step 1 only) /
                        // "✓ move k down from step s" (s > 1) /
                        // "✓ slide k down from step s + 1"
                        let m = match how.contains("off the staircase") {
                            true => (1, n[0]),
                            false => (n[1] as usize, n[0]),
                        };
                        assert_eq!(
                            m.0 == 1,
                            how.contains("off the staircase"),
                            "{coins:?}: {how}"
                        );
                        assert!(
                            winning.contains(&m),
                            "{coins:?}: {how} is not a winning move"
                        );
                        assert!(reaches(&m), "{coins:?}: {how}");
                    } else {
                        // "✗ needs d more, step t has c" or "✗ larger, and no
                        // step above": no legal move reaches the target.
                        if n.is_empty() {
                            assert_eq!(step, coins.len(), "{coins:?}: {how}");
                        } else {
                            assert_eq!(coins[n[1] as usize - 1], n[2], "{coins:?}: {how}");
                            assert!(n[2] < n[0], "{coins:?}: {how}");
                        }
                        assert!(
                            stair_moves(&coins).iter().all(|(m, _)| !reaches(m)),
                            "{coins:?}: {how}, yet a move reaches {target}"
                        );
                    }
                }
            }
            if let Some(every) = find(&doc, "Every winning move") {
                let listed = section_text(every);
                let count = numbers(&listed[0])[0] as usize;
                assert_eq!(count, winning.len(), "{coins:?}");
            }
            if find(&doc, "Every move loses").is_some() {
                assert!(!wins, "{coins:?}: every move loses, yet one wins");
                // "Every move changes exactly one odd step … from x to a
                // different y, … x ⊕ y … is no longer 0".
                let odd = |c: &[u64]| c.iter().step_by(2).copied().collect::<Vec<u64>>();
                for (_, after) in stair_moves(&coins) {
                    let (before, now) = (odd(&coins), odd(&after));
                    let changed = before.iter().zip(&now).filter(|(x, y)| x != y).count();
                    assert_eq!(changed, 1, "{coins:?} → {after:?}");
                    assert_ne!(now.iter().fold(0, |s, c| s ^ c), 0, "{coins:?} → {after:?}");
                }
            } else if coins.iter().any(|&c| c > 0) {
                assert!(wins, "{coins:?}");
            }
        }
    }
}

// ---- Misère Nim --------------------------------------------------------

#[test]
fn misere_every_move_loses_states_its_condition_and_holds() {
    let mut memo = HashMap::new();
    for heaps in (1..=4).flat_map(|n| positions(n, 4)) {
        if heaps.iter().all(|&h| h == 0) {
            continue;
        }
        let trace = crate::support::explain_nim(&heaps, Rules::Misere);
        let doc = present::sum::document(&trace);
        let Some(loses) = find(&doc, "Every move loses") else {
            continue;
        };
        assert!(!nim_wins(&heaps, Rules::Misere, &mut memo), "{heaps:?}");
        let text = section_text(loses).join(" ");
        // The normal-play reason is true here only with two big heaps:
        // the sentence must say so, and it must hold.
        assert!(
            text.contains("two or more heaps hold two or more stones"),
            "{heaps:?}: {text}"
        );
        assert!(heaps.iter().filter(|&&h| h >= 2).count() >= 2, "{heaps:?}");
        for i in 0..heaps.len() {
            for y in 0..heaps[i] {
                let mut after = heaps.clone();
                after[i] = y;
                assert!(after.iter().any(|&h| h >= 2), "{heaps:?} → {after:?}");
                assert!(
                    nim_wins(&after, Rules::Misere, &mut memo),
                    "{heaps:?} → {after:?}"
                );
            }
        }
    }
}

#[test]
fn misere_keeps_big_heap_names_a_big_heap_left_alone_and_a_p_position() {
    let mut memo = HashMap::new();
    let mut seen = 0;
    for heaps in (2..=4).flat_map(|n| positions(n, 5)) {
        if heaps.iter().filter(|&&h| h >= 2).count() < 2 {
            continue;
        }
        let trace = crate::support::explain_nim(&heaps, Rules::Misere);
        let doc = present::sum::document(&trace);
        let Some(why) = find(&doc, "Why normal play still works") else {
            assert!(!nim_wins(&heaps, Rules::Misere, &mut memo), "{heaps:?}");
            continue;
        };
        seen += 1;
        let text = section_text(why).join(" ");
        // "The move changes heap H only, so heap U (S stones) is left alone
        // and still holds two or more after it (in all, N heaps hold two or
        // more after the move)."
        let [moved, untouched, size, big, ..] = numbers(&text)[..] else {
            panic!("{heaps:?}: {text}");
        };
        let (moved, untouched) = (moved as usize, untouched as usize);
        assert_ne!(moved, untouched, "{heaps:?}: {text}");
        assert_eq!(heaps[untouched - 1], size, "{heaps:?}: {text}");
        assert!(size >= 2, "{heaps:?}: {text}");
        let chosen = crate::support::nim_steps(&trace)
            .iter()
            .find_map(|s| match s {
                nimstep_core::trace::Step::Bouton(nimstep_core::trace::BoutonStep::Move {
                    chosen,
                }) => Some(*chosen),
                _ => None,
            })
            .unwrap();
        assert_eq!(chosen.heap, moved, "{heaps:?}");
        let mut after = heaps.clone();
        after[moved - 1] = chosen.leaves;
        assert_eq!(
            after.iter().filter(|&&h| h >= 2).count() as u64,
            big,
            "{heaps:?}: {text}"
        );
        assert!(big >= 2, "{heaps:?}: {text}");
        // "A position with nim-sum 0 and a heap of two or more is a misère
        // P-position": the one the move leaves is.
        assert_eq!(after.iter().fold(0, |x, &h| x ^ h), 0, "{heaps:?}");
        assert!(
            !nim_wins(&after, Rules::Misere, &mut memo),
            "{heaps:?} → {after:?}"
        );
        // The picture is of those heaps.
        assert!(
            text.contains(&format!(
                "The heaps after the move: {}",
                after
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            )),
            "{heaps:?}: {text}"
        );
    }
    assert!(seen > 100, "{seen}");
}

// ---- Wythoff's game -------------------------------------------------------

#[test]
fn wythoff_place_names_the_table_row_or_the_formula_and_both_hold() {
    // P-positions from the rules alone, up to heaps of 90 (past b_30).
    const MAX: usize = 90;
    let mut p = vec![vec![false; MAX + 1]; MAX + 1];
    for x in 0..=MAX {
        for y in 0..=MAX {
            p[x][y] = !((0..x).any(|a| p[a][y])
                || (0..y).any(|b| p[x][b])
                || (1..=x.min(y)).any(|t| p[x - t][y - t]));
        }
    }
    // The pair with difference d: the P-position (a, a + d).
    let pair_with = |d: usize| (0..=MAX - d).find(|&a| p[a][a + d]).unwrap();
    for x in 0..=30u64 {
        for y in 0..=30u64 {
            let trace = crate::support::explain_game(&[x, y], &[GameSpec::Wythoff], None).unwrap();
            let doc = present::sum::document(&trace);
            let table = table_rows(find(&doc, "The P-positions, pair by pair").unwrap());
            let place = section_text(find(&doc, "Where the position stands").unwrap()).join(" ");
            let d = x.abs_diff(y) as usize;
            let a = pair_with(d) as u64;
            assert!(
                place.contains(&format!(
                    "the only pair with difference {d} is ({a}, {})",
                    a + d as u64
                )),
                "{x} {y}: {place}"
            );
            let formula = find(&doc, "The pair past the table");
            if d < table.len() {
                // "row d of the table", and the row holds it.
                assert!(
                    formula.is_none(),
                    "{x} {y}: the formula step repeats the table"
                );
                assert!(
                    place.contains(&format!("row {d} of the table")),
                    "{x} {y}: {place}"
                );
                assert_eq!(
                    table[d],
                    [d.to_string(), a.to_string(), (a + d as u64).to_string()]
                );
                if d > 0 {
                    // ⌊√(5d²)⌋ = r, so a_d = ⌊(d + r)/2⌋ = a.
                    let r = (0u64..)
                        .take_while(|r| r * r <= 5 * (d * d) as u64)
                        .last()
                        .unwrap();
                    let worked = format!(
                        "⌊√(5·{d}²)⌋ = {r}, so a_{d} = ⌊({d} + {r})/2⌋ = {}",
                        (d as u64 + r) / 2
                    );
                    assert!(place.contains(&worked), "{x} {y}: {place}");
                    assert_eq!((d as u64 + r) / 2, a, "{x} {y}");
                }
            } else {
                assert!(
                    formula.is_some(),
                    "{x} {y}: a pair past the table with no formula"
                );
                assert!(
                    place.contains("found by the formula above"),
                    "{x} {y}: {place}"
                );
            }
        }
    }
}

// ---- check ---------------------------------------------------------------

#[test]
fn other_winning_moves_never_list_the_move_checked() {
    for heaps in positions(3, 7) {
        for rules in [Rules::Normal, Rules::Misere] {
            for m in solve::winning_moves(&heaps, rules) {
                let report = crate::support::judged_nim(&heaps, rules, m);
                let doc = present::check::document(&report);
                let all = solve::winning_moves(&heaps, rules).len();
                match find(&doc, "Other winning moves") {
                    None => assert_eq!(all, 1, "{heaps:?} {m:?}"),
                    Some(others) => {
                        let rows = table_rows(others);
                        let listed: Vec<Vec<String>> = if rows.is_empty() {
                            section_text(others)
                                .into_iter()
                                .filter(|l| l.starts_with("take "))
                                .map(|l| vec![l])
                                .collect()
                        } else {
                            rows
                        };
                        assert_eq!(listed.len(), all - 1, "{heaps:?} {m:?}: {listed:?}");
                        let mine = [
                            format!("#{}", m.heap),
                            (m.take + m.leaves).to_string(),
                            m.take.to_string(),
                            m.leaves.to_string(),
                        ];
                        let words = nimstep_core::games::nim::move_words(&m);
                        assert!(
                            listed.iter().all(|r| r[..] != mine[..] && r[0] != words),
                            "{heaps:?}: the move checked, {m:?}, is listed among the others"
                        );
                    }
                }
            }
        }
    }
}

/// The positions one Nim move away from `heaps`.
fn nim_options(heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    for i in 0..heaps.len() {
        for y in 0..heaps[i] {
            let mut after = heaps.to_vec();
            after[i] = y;
            all.push(after);
        }
    }
    all
}

/// The verdict of `check` says what happens after the move, and each thing
/// it says holds in the game tree: "whatever they do, you can answer" only
/// when every reply leaves a move that wins; "has a winning move" only when
/// the opponent can move and win; "takes the last stone" only when it does.
#[test]
fn check_verdicts_hold_after_every_move() {
    let mut memo = HashMap::new();
    every_check(4, |heaps, rules, m, _, report, doc| {
        let verdict = section_text(find(doc, "Verdict").unwrap()).join(" ");
        let after = &report.after;
        let ended = after.iter().all(|&x| x == 0);
        let case = format!("{heaps:?} {rules:?} {m:?}: {verdict}");
        assert_eq!(verdict.contains("takes the last stone"), ended, "{case}");
        let opponent_wins = nim_wins(after, rules, &mut memo);
        assert_eq!(verdict.starts_with("It wins"), !opponent_wins, "{case}");
        if verdict.contains("you can answer with another winning move") {
            for reply in nim_options(after) {
                let answered = reply.iter().any(|&x| x > 0) && nim_wins(&reply, rules, &mut memo);
                assert!(answered, "{case}: no answer after {reply:?}");
            }
        }
        if verdict.contains("who must take the last stone") {
            assert_eq!(rules, Rules::Misere, "{case}");
            assert_eq!(after.iter().sum::<u64>(), 1, "{case}");
        }
        if verdict.contains("has a winning move") {
            assert!(!ended && nim_wins(after, rules, &mut memo), "{case}");
        }
        let rest = document_text(doc).join(" ");
        if rest.contains("Keep the game going") {
            assert!(!ended, "{case}: the game is over");
        }
        if rest.contains("its only move takes the last stone") {
            assert_eq!(heaps.iter().sum::<u64>(), 1, "{case}");
            assert!(!nim_wins(heaps, rules, &mut memo), "{case}");
        }
    });
}

/// Every `check` of one move from every position of three heaps of at
/// most `max` stones, under both rules: `each` is given the position, the
/// rules, the move, the size of the heap it is made from, the judgement
/// and its document.
fn every_check(
    max: u64,
    mut each: impl FnMut(
        &[u64],
        Rules,
        nimstep_core::game::Move,
        u64,
        &solve::check::Judgement,
        &nimstep_core::doc::Document,
    ),
) {
    for heaps in positions(3, max) {
        for rules in [Rules::Normal, Rules::Misere] {
            for (i, &h) in heaps.iter().enumerate() {
                for take in 1..=h {
                    let m = nimstep_core::game::Move {
                        heap: i + 1,
                        take,
                        leaves: h - take,
                    };
                    let report = crate::support::judged_nim(&heaps, rules, m);
                    let doc = present::check::document(&report);
                    each(&heaps, rules, m, h, &report, &doc);
                }
            }
        }
    }
}

/// The powers `d` of the columns a sentence names as "the v (2^d) column".
fn columns_named(text: &str) -> Vec<u32> {
    text.split("(2^")
        .skip(1)
        .map(|rest| rest[..rest.find(')').unwrap()].parse().unwrap())
        .collect()
}

/// Whether column `2^d` of `heaps` holds an odd number of 1s, counted.
fn odd_column(heaps: &[u64], d: u32) -> bool {
    heaps.iter().filter(|&&h| (h >> d) & 1 == 1).count() % 2 == 1
}

/// `check`'s sentences about columns are true of the tables they sit
/// under: below the table of the position after the move, each column
/// odd there is named once, as made odd by the move when it was even
/// before and as still odd when it was odd before; the winning moves
/// instead name the position before the move, whose leftmost odd column
/// is the one named, and list one move for each heap with a 1 there,
/// which are all the moves that win in the game tree.
#[test]
fn check_column_sentences_say_which_position_they_mean() {
    let mut memo = HashMap::new();
    let mut lists = 0;
    every_check(7, |heaps, rules, m, h, report, doc| {
        let after = &report.after;
        let case = format!("{heaps:?} {rules:?} {m:?}");
        let sums = section_text(find(doc, "The position after the move").unwrap());
        let sum = sums
            .iter()
            .find(|l| l.starts_with("Nim-sum after the move"))
            .unwrap();
        let odd: Vec<u32> = (0..3).rev().filter(|&d| odd_column(after, d)).collect();
        if sum.contains("does not decide") {
            assert!(after.iter().all(|&x| x <= 1), "{case}: {sum}");
        } else if odd.is_empty() {
            assert!(sum.ends_with("every column is even."), "{case}: {sum}");
        } else {
            let said = &sum[sum.rfind(" = ").unwrap()..];
            let (made, still) = match said.split_once("the move made ") {
                Some((_, rest)) => match rest.split_once(", and ") {
                    Some((made, still)) => (made, still),
                    None => (rest, ""),
                },
                None => ("", said),
            };
            let (made, still) = (columns_named(made), columns_named(still));
            for &d in &made {
                assert!(
                    odd_column(after, d) && !odd_column(heaps, d),
                    "{case}: {sum}"
                );
            }
            for &d in &still {
                assert!(
                    odd_column(after, d) && odd_column(heaps, d),
                    "{case}: {sum}"
                );
                assert!(
                    sum.contains("still odd, as before the move"),
                    "{case}: {sum}"
                );
            }
            let mut named: Vec<u32> = made.iter().chain(&still).copied().collect();
            named.sort_unstable_by(|a, b| b.cmp(a));
            assert_eq!(named, odd, "{case}: {sum}");
        }
        for heading in ["Winning moves instead", "Other winning moves"] {
            let Some(section) = find(doc, heading) else {
                continue;
            };
            let text = section_text(section).join(" ");
            let Some(rest) = text.strip_prefix("In ") else {
                continue;
            };
            let (named, _) = rest.split_once(", each heap with a 1 in ").unwrap();
            assert_eq!(named, nimstep_core::words::heaps_list(heaps), "{case}");
            lists += 1;
            let d = columns_named(&text)[0];
            let leftmost = (0..3).rev().find(|&d| odd_column(heaps, d));
            assert_eq!(Some(d), leftmost, "{case}: {text}");
            let mut rows = move_rows(section);
            if heading == "Other winning moves" {
                rows.push([m.heap as u64, h, m.take, m.leaves]);
            }
            let mut with_one: Vec<u64> = (1..=heaps.len() as u64)
                .filter(|&k| (heaps[k as usize - 1] >> d) & 1 == 1)
                .collect();
            let mut listed: Vec<u64> = rows.iter().map(|r| r[0]).collect();
            listed.sort_unstable();
            with_one.sort_unstable();
            assert_eq!(listed, with_one, "{case}: {text}");
            let winning = nim_options(heaps)
                .into_iter()
                .filter(|o| !nim_wins(o, rules, &mut memo))
                .count();
            assert_eq!(winning, rows.len(), "{case}: {text}");
            assert!(
                text.contains(&format!("{} winning move", rows.len())),
                "{case}: {text}"
            );
        }
    });
    assert!(lists > 1000, "only {lists} lists of winning moves checked");
}

// ---- Kayles: moves named by the pins they knock down ----------------------

/// A Kayles move names its pins: knocking them down from a row of that
/// length leaves exactly the rows the move says it leaves.
#[test]
fn kayles_moves_name_pins_that_leave_what_they_say() {
    for name in ["kayles", "dawson"] {
        let game: GameSpec = name.parse().unwrap();
        assert!(game.is_pins(), "{name}");
        for n in 1..=12u64 {
            pin_moves_leave_what_they_say(&game, n);
        }
    }
}

/// Every move of `game` from a row of `n` pins, read back from its words:
/// the pins it names are neighbours inside the row, and knocking them down
/// leaves exactly the rows the words say.
fn pin_moves_leave_what_they_say(game: &GameSpec, n: u64) {
    for m in game.heap_moves(n) {
        let gm = nimstep_core::games::heap::grundy::GameMove::on_heap(1, m);
        let words = nimstep_core::games::heap::words::game_move_words(&gm, game);
        assert!(words.starts_with("knock down pin"), "{words}");
        // The pins knocked down, then the heap, then what is left.
        let numbers: Vec<u64> = words
            .split(|c: char| !c.is_ascii_digit())
            .filter_map(|w| w.parse().ok())
            .collect();
        let knocked = &numbers[..gm.take as usize];
        assert!(knocked.windows(2).all(|w| w[1] == w[0] + 1), "{words}");
        let (first, last) = (knocked[0], knocked[knocked.len() - 1]);
        assert!(first >= 1 && last <= n, "{words}");
        let rows: Vec<u64> = [first - 1, n - last]
            .into_iter()
            .filter(|&r| r > 0)
            .collect();
        match gm.split {
            Some([a, b]) => {
                assert_eq!(rows, vec![a, b], "{words}");
                assert!(
                    words.ends_with(&format!("leaving two heaps of {a} and {b}")),
                    "{words}"
                );
            }
            None => {
                // The rules say so: a row only shortened loses its
                // right-hand end.
                assert_eq!(last, n, "{words}");
                assert!(rows.len() <= 1, "{words}");
                assert_eq!(rows.iter().sum::<u64>(), gm.leaves, "{words}");
                assert!(
                    words.ends_with(&format!("leaving {}", gm.leaves)),
                    "{words}"
                );
            }
        }
    }
}

/// `moves` names a move on a row of pins by its pins, as `check` does: the
/// cell `#h pins a and b → left` knocks down pins that are neighbours
/// inside heap h, leaving exactly the rows the cell and its "leaves"
/// column say, and every legal move has its row.
#[test]
fn moves_name_pins_that_leave_what_they_say() {
    for name in ["kayles", "dawson"] {
        let game: GameSpec = name.parse().unwrap();
        for heaps in positions(2, 7) {
            let position =
                solve::game_play::GamePosition::new(std::slice::from_ref(&game), &heaps).unwrap();
            let list = solve::game_play::list(position).unwrap();
            let doc = present::move_list::document(&list);
            let section = &doc.sections[0];
            let legal: usize = heaps.iter().map(|&h| game.heap_moves(h).len()).sum();
            let rows = table_rows(section);
            assert_eq!(rows.len(), legal, "{name} {heaps:?}");
            for row in rows {
                let (pins, left) = row[0].split_once(" → ").unwrap();
                let named = numbers(pins);
                let (heap, knocked) = (named[0] as usize, &named[1..]);
                let [first, last] = [knocked[0], knocked[knocked.len() - 1]];
                let n = heaps[heap - 1];
                assert!(first >= 1 && last <= n, "{name} {heaps:?}: {row:?}");
                let width = last - first + 1;
                assert!(
                    game.heap_moves(n).iter().any(|m| m.take == width),
                    "{name} {heaps:?}: {row:?}"
                );
                let rows_left: Vec<u64> = [first - 1, n - last]
                    .into_iter()
                    .filter(|&r| r > 0)
                    .collect();
                let said: Vec<u64> = left.split('+').map(|w| w.parse().unwrap()).collect();
                let said_rows: Vec<u64> = said.iter().copied().filter(|&r| r > 0).collect();
                // A row only shortened loses its right-hand end.
                if said.len() == 1 {
                    assert_eq!(last, n, "{name} {heaps:?}: {row:?}");
                }
                assert_eq!(rows_left, said_rows, "{name} {heaps:?}: {row:?}");
                let mut after = heaps.clone();
                after[heap - 1] = said[0];
                after.splice(heap..heap, said[1..].iter().copied());
                let after: Vec<String> = after.iter().map(u64::to_string).collect();
                assert_eq!(row[1], after.join(" "), "{name} {heaps:?}: {row:?}");
            }
        }
    }
}

/// A heap's Grundy value from its options alone: the mex of their values
/// (a split worth its parts' nim-sum).
fn mex_value(game: &GameSpec, n: u64, memo: &mut HashMap<u64, u64>) -> u64 {
    if let Some(&g) = memo.get(&n) {
        return g;
    }
    let seen: Vec<u64> = game
        .heap_moves(n)
        .into_iter()
        .map(|m| match m.parts {
            nimstep_core::games::heap_move::Parts::One(a) => mex_value(game, a, memo),
            nimstep_core::games::heap_move::Parts::Two(a, b) => {
                mex_value(game, a, memo) ^ mex_value(game, b, memo)
            }
        })
        .collect();
    let g = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(n, g);
    g
}

/// The step of the Guy–Smith theorem, as every period proof of an octal
/// game says it, holds heap by heap past the window, by brute force: its
/// numbers are the period's, every move of heap n + p leaves r + p with
/// r ≥ 2n₀ + p, a split's bigger part b has n₀ ≤ b − p < n and is worth
/// what b − p is worth, each option a + b of heap n + p is matched by the
/// option a + (b − p) of heap n (the same stones taken) and each a + c of
/// heap n by a + (c + p), worth the same, and the two mexes are equal.
#[test]
fn guy_smith_step_holds_past_the_window() {
    use nimstep_core::games::heap::grundy::Values;
    use nimstep_core::games::heap_move::Parts;
    for name in ["kayles", "dawson", "octal:0.137", "octal:0.4"] {
        let game: GameSpec = name.parse().unwrap();
        let period = Values::solve(&game, 0).period().unwrap();
        let (p, n0, from) = (period.period, period.preperiod, period.window_to);
        let proof: Vec<String> = nimstep_core::games::heap::words::period_proof(&period, None)
            .iter()
            .map(line_text)
            .collect();
        let step = proof
            .iter()
            .find(|l| l.starts_with("Why, heap by heap"))
            .unwrap_or_else(|| panic!("{name}: {proof:?}"));
        assert!(step.contains(&format!("from n = {from} on")), "{step}");
        assert!(
            step.contains(&format!("for every m from {n0} to n − 1")),
            "{step}"
        );
        assert!(
            step.contains(&format!("at least 2 × {n0} + {p} = {}", 2 * n0 + p)),
            "{step}"
        );
        assert!(
            step.contains(&format!("b ≥ {n0} + {p} = {}", n0 + p)),
            "{step}"
        );
        let mut memo = HashMap::new();
        // Bottom up, so that the recursion is never deep.
        for m in 0..from + 3 * p + 3 {
            mex_value(&game, m, &mut memo);
        }
        let mut g = |m: u64| mex_value(&game, m, &mut memo);
        let value = |parts: Parts, g: &mut dyn FnMut(u64) -> u64| match parts {
            Parts::One(a) => g(a),
            Parts::Two(a, b) => g(a) ^ g(b),
        };
        for n in from..from + 2 * p + 3 {
            let (big, small) = (game.heap_moves(n + p), game.heap_moves(n));
            let mut seen_big = std::collections::BTreeSet::new();
            for m in &big {
                let r = n - m.take;
                assert!(r >= 2 * n0 + p, "{name} {n}: {m:?}");
                let matched = match m.parts {
                    Parts::One(left) => {
                        assert!(left == r + p && n0 <= r && r < n, "{name} {n}: {m:?}");
                        Parts::One(r)
                    }
                    Parts::Two(a, b) => {
                        assert!(b >= n0 + p && n0 <= b - p && b - p < n, "{name} {n}: {m:?}");
                        assert_eq!(g(b), g(b - p), "{name} {n}: {m:?}");
                        Parts::Two(a.min(b - p), a.max(b - p))
                    }
                };
                let twin = small
                    .iter()
                    .find(|o| o.take == m.take && o.parts == matched)
                    .unwrap_or_else(|| panic!("{name} {n}: {m:?} has no match"));
                assert_eq!(value(m.parts, &mut g), value(twin.parts, &mut g));
                seen_big.insert(value(m.parts, &mut g));
            }
            let mut seen_small = std::collections::BTreeSet::new();
            for o in &small {
                if let Parts::Two(a, c) = o.parts {
                    assert!(n0 <= c && c < n, "{name} {n}: {o:?}");
                    let back = Parts::Two(a, c + p);
                    assert!(
                        big.iter().any(|m| m.take == o.take && m.parts == back),
                        "{name} {n}: {o:?} has no match"
                    );
                }
                seen_small.insert(value(o.parts, &mut g));
            }
            assert_eq!(seen_big, seen_small, "{name} {n}");
            assert_eq!(g(n + p), g(n), "{name} {n}");
        }
    }
}

/// `check`'s last word on a move that does not win names the position it
/// was made from and what that position is worth: "No move wins from
/// here: 3 3 (its heaps are worth 3 and 3: 3 ⊕ 3 = 0) was already a
/// P-position", or "From 3 4 (…), the winning moves were:". Each value is
/// the mex of the heap's options, the nim-sum is theirs, and P or N is
/// the game tree's.
#[test]
fn check_says_what_the_position_before_was_worth() {
    for game in heap_games() {
        let mut values = HashMap::new();
        let mut memo = HashMap::new();
        for heaps in positions(2, 5).into_iter().chain(positions(1, 7)) {
            let position =
                solve::game_play::GamePosition::new(std::slice::from_ref(&game), &heaps).unwrap();
            let list = solve::game_play::moves(&position).unwrap();
            let wins = heap_game_wins(&game, &heaps, &mut memo);
            let brute: Vec<u64> = heaps
                .iter()
                .map(|&h| mex_value(&game, h, &mut values))
                .collect();
            let sum = brute.iter().fold(0, |s, v| s ^ v);
            let shown = if heaps.iter().all(|&h| h == 0) {
                "nothing".to_string()
            } else {
                heaps
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let worth = match &brute[..] {
                [one] => format!("{shown} (its one heap is worth {one}, so the value is {sum})"),
                _ => {
                    let listed: Vec<String> = brute.iter().map(u64::to_string).collect();
                    format!(
                        "{shown} (its heaps are worth {}: {} = {sum})",
                        listed.join(" and "),
                        listed.join(" ⊕ ")
                    )
                }
            };
            for row in list
                .moves
                .iter()
                .filter(|r| r.outcome_after == nimstep_core::game::Outcome::N)
            {
                let j = crate::support::judged_game(position.clone(), row.chosen.clone());
                let text = section_text(&present::check::document(&j).sections[0]);
                let last = if wins {
                    format!("From {worth}, the winning moves were:")
                } else {
                    format!("No move wins from here: {worth} was already a P-position.")
                };
                assert!(text.contains(&last), "{game} {heaps:?}: {text:?}");
                assert_eq!(sum != 0, wins, "{game} {heaps:?}");
            }
        }
    }
}

/// Past twelve heaps, `check` names what a position is worth as it names
/// the heaps: "(its 20 heaps are worth 1, 2, …: their nim-sum is 3)",
/// before and after the move. The first twelve values are each heap's
/// mex, the count is the heaps', the nim-sum is of every value.
#[test]
fn check_says_what_many_heaps_are_worth() {
    for game in heap_games() {
        let mut values = HashMap::new();
        for count in [13, 20, 33] {
            let heaps: Vec<u64> = (0..count).map(|i| (i * 7 + 3) % 9).collect();
            let worth = |heaps: &[u64], values: &mut HashMap<u64, u64>| {
                let brute: Vec<u64> = heaps.iter().map(|&h| mex_value(&game, h, values)).collect();
                let first: Vec<String> = brute[..12].iter().map(u64::to_string).collect();
                format!(
                    "(its {} heaps are worth {}, …: their nim-sum is {})",
                    heaps.len(),
                    first.join(", "),
                    brute.iter().fold(0, |s, v| s ^ v)
                )
            };
            let before = worth(&heaps, &mut values);
            let position =
                solve::game_play::GamePosition::new(std::slice::from_ref(&game), &heaps).unwrap();
            let list = solve::game_play::moves(&position).unwrap();
            for row in list.moves.iter().step_by(5) {
                let j = crate::support::judged_game(position.clone(), row.chosen.clone());
                let text = section_text(&present::check::document(&j).sections[0]);
                let after = worth(&j.after, &mut values);
                assert!(
                    text.iter().any(|l| l.contains(&after)),
                    "{game} {heaps:?}: {after} in {text:?}"
                );
                if !j.wins {
                    assert!(
                        text.iter().any(|l| l.contains(&before)),
                        "{game} {heaps:?}: {before} in {text:?}"
                    );
                }
            }
        }
    }
}

// ---- Games by Grundy values -------------------------------------------

fn heap_games() -> Vec<GameSpec> {
    [
        "subtract:1,2,3",
        "subtract:2,5",
        "kayles",
        "dawson",
        "lasker",
        "octal:0.137",
    ]
    .iter()
    .map(|s| s.parse().unwrap())
    .collect()
}

#[test]
fn grundy_walkthroughs_say_value_not_size_and_list_every_option() {
    for game in heap_games() {
        let splits = !matches!(game, GameSpec::Subtract(_));
        for heaps in positions(2, 9) {
            let trace =
                crate::support::explain_game(&heaps, std::slice::from_ref(&game), None).unwrap();
            let doc = present::sum::document(&trace);
            for s in doc
                .sections
                .iter()
                .filter(|s| s.heading.contains("on the Grundy values"))
            {
                for text in section_text(s) {
                    assert!(
                        !text
                            .split(|c: char| !c.is_alphanumeric())
                            .any(|w| w == "size"),
                        "{game} {heaps:?}, {}: {text}",
                        s.heading
                    );
                }
            }
            let text = document_text(&doc).join("\n");
            if !splits {
                assert!(
                    !text.contains("split") && !text.contains("--at"),
                    "{game} {heaps:?}"
                );
            }
            assert!(
                text.lines()
                    .all(|l| !(l.contains('…') && l.contains("more"))),
                "{game} {heaps:?}: something was cut"
            );
            // Every option of every heap is in its mex derivation.
            let values = find(&doc, "The Grundy value of each heap").unwrap();
            for &n in &heaps {
                let Some(line) = section_text(values)
                    .into_iter()
                    .find(|l| l.starts_with(&format!("g({n}) = ")))
                else {
                    assert!(game.heap_moves(n).is_empty(), "{game}: no mex for heap {n}");
                    continue;
                };
                for m in game.heap_moves(n) {
                    let words = match m.parts {
                        nimstep_core::games::heap_move::Parts::One(a) => format!("{a}"),
                        nimstep_core::games::heap_move::Parts::Two(a, b) => format!("{a}+{b}"),
                    };
                    let found = line
                        .split(|c: char| !(c.is_ascii_digit() || c == '+'))
                        .any(|w| w == words);
                    assert!(
                        found,
                        "{game}, heap {n}: option {words} missing from {line}"
                    );
                }
            }
        }
    }
}

#[test]
fn moore_is_named_with_its_k_as_a_subscript() {
    for k in 1..=3u64 {
        let trace = crate::support::explain_game(&[3, 5, 6], &[GameSpec::Moore(k)], None).unwrap();
        let text = document_text(&present::sum::document(&trace)).join("\n");
        assert!(!text.contains("Nim_"), "{text}");
        let name = format!("Nim{}", ['₀', '₁', '₂', '₃'][k as usize]);
        assert!(text.contains(&name), "{text}");
    }
}

// ---- Nim, both rule sets -------------------------------------------------

/// Whether the player to move wins `heaps` under `rules`, from the game
/// tree alone.
fn nim_wins(heaps: &[u64], rules: Rules, memo: &mut HashMap<(Vec<u64>, bool), bool>) -> bool {
    if heaps.iter().all(|&h| h == 0) {
        return rules == Rules::Misere;
    }
    let key = (heaps.to_vec(), rules == Rules::Misere);
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut wins = false;
    for i in 0..heaps.len() {
        for y in 0..heaps[i] {
            let mut after = heaps.to_vec();
            after[i] = y;
            wins |= !nim_wins(&after, rules, memo);
        }
    }
    memo.insert(key, wins);
    wins
}

/// The rows (heap, from, take, leaves) of every table of moves in `section`.
fn move_rows(section: &Section) -> Vec<[u64; 4]> {
    table_rows(section)
        .into_iter()
        .filter(|r| r.len() == 4)
        .map(|r| {
            let n: Vec<u64> = r.iter().flat_map(|c| numbers(c)).collect();
            [n[0], n[1], n[2], n[3]]
        })
        .collect()
}

#[test]
fn nim_walkthroughs_agree_with_the_game_tree() {
    let mut memo = HashMap::new();
    for rules in [Rules::Normal, Rules::Misere] {
        for heaps in (1..=3).flat_map(|n| positions(n, 5)) {
            let trace = crate::support::explain_nim(&heaps, rules);
            let doc = present::sum::document(&trace);
            let wins = nim_wins(&heaps, rules, &mut memo);
            let mut winning: Vec<[u64; 4]> = Vec::new();
            for i in 0..heaps.len() {
                for y in 0..heaps[i] {
                    let mut after = heaps.clone();
                    after[i] = y;
                    if !nim_wins(&after, rules, &mut memo) {
                        winning.push([i as u64 + 1, heaps[i], heaps[i] - y, y]);
                    }
                }
            }
            let text = document_text(&doc).join("\n");
            let said = |what: &str| text.contains(what);
            if heaps.iter().any(|&h| h > 0) {
                let n = said("this is an N-position") || said("this is N");
                let p = said("this is a P-position") || said("this is P");
                assert_eq!((n, p), (wins, !wins), "{rules:?} {heaps:?}");
            }
            if let Some(every) = find(&doc, "Every winning move") {
                let mut listed = move_rows(every);
                listed.sort();
                assert_eq!(listed, winning, "{rules:?} {heaps:?}");
                let count = numbers(&section_text(every)[0]);
                assert!(
                    count.contains(&(winning.len() as u64)),
                    "{rules:?} {heaps:?}"
                );
            } else {
                assert!(winning.len() <= 1, "{rules:?} {heaps:?}: no list");
            }
            if let Some(can) = find(&doc, "Which heaps can change?") {
                for row in table_rows(can) {
                    let heap = numbers(&row[0])[0] as usize;
                    let target = row[3].parse::<u64>().unwrap();
                    let legal = target < heaps[heap - 1];
                    assert_eq!(row[4].starts_with('✓'), legal, "{heaps:?}: {row:?}");
                    if legal {
                        let m = [
                            heap as u64,
                            heaps[heap - 1],
                            heaps[heap - 1] - target,
                            target,
                        ];
                        assert!(winning.contains(&m), "{rules:?} {heaps:?}: {row:?}");
                    }
                }
            }
            if find(&doc, "Every move loses").is_some() {
                assert!(!wins, "{rules:?} {heaps:?}");
            }
        }
    }
}

// ---- Games by Grundy values, against the game tree ----------------------

/// Whether the player to move wins `heaps` (a multiset of heaps of
/// `game`), from the game tree alone.
fn heap_game_wins(game: &GameSpec, heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let wins = heap_game_options(game, &key)
        .iter()
        .any(|(_, after)| !heap_game_wins(game, after, memo));
    memo.insert(key, wins);
    wins
}

/// Every move of a heap game, in words, with the heaps after it.
fn heap_game_options(game: &GameSpec, heaps: &[u64]) -> Vec<(String, Vec<u64>)> {
    let mut all = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for m in game.heap_moves(h) {
            let mut after = heaps.to_vec();
            // A row of pins names its move by the pins, a test of its own
            // (kayles_moves_name_pins_that_leave_what_they_say).
            if game.is_pins() {
                let words = nimstep_core::games::heap::words::game_move_words(
                    &nimstep_core::games::heap::grundy::GameMove::on_heap(i + 1, m),
                    game,
                );
                match m.parts {
                    nimstep_core::games::heap_move::Parts::One(a) => after[i] = a,
                    nimstep_core::games::heap_move::Parts::Two(a, b) => {
                        after[i] = a;
                        after.push(b);
                    }
                }
                all.push((words, after));
                continue;
            }
            let words = match m.parts {
                nimstep_core::games::heap_move::Parts::One(a) => {
                    after[i] = a;
                    format!("take {} from heap {}, leaving {a}", m.take, i + 1)
                }
                nimstep_core::games::heap_move::Parts::Two(a, b) => {
                    after[i] = a;
                    after.push(b);
                    if m.take == 0 {
                        format!("split heap {} into {a} and {b}", i + 1)
                    } else {
                        format!(
                            "take {} from heap {}, leaving two heaps of {a} and {b}",
                            m.take,
                            i + 1
                        )
                    }
                }
            };
            all.push((words, after));
        }
    }
    all
}

#[test]
fn grundy_walkthroughs_agree_with_the_game_tree() {
    for game in heap_games() {
        let mut memo = HashMap::new();
        for heaps in positions(2, 6).into_iter().chain(positions(3, 3)) {
            let trace =
                crate::support::explain_game(&heaps, std::slice::from_ref(&game), None).unwrap();
            let doc = present::sum::document(&trace);
            let wins = heap_game_wins(&game, &heaps, &mut memo);
            let mut winning: Vec<String> = heap_game_options(&game, &heaps)
                .into_iter()
                .filter(|(_, after)| !heap_game_wins(&game, after, &mut memo))
                .map(|(words, _)| words)
                .collect();
            winning.sort();
            match find(&doc, "Every winning move") {
                Some(every) => {
                    let text = section_text(every);
                    // On rows of pins the count is of pin sets, checked in
                    // counts_of_moves_on_rows_of_pins_count_every_pin_set;
                    // what is listed is one move of each mirror pair.
                    let listed = match text[0].contains("mirror image") {
                        true => number_before(&text[0], " listed, one of each pair"),
                        false => numbers(&text[0])[0],
                    };
                    assert_eq!(listed as usize, winning.len(), "{game} {heaps:?}");
                    let mut listed: Vec<String> = text
                        .into_iter()
                        .filter(|l| {
                            ["take ", "split ", "knock down "]
                                .iter()
                                .any(|w| l.starts_with(w))
                        })
                        .collect();
                    listed.sort();
                    assert_eq!(listed, winning, "{game} {heaps:?}");
                }
                None => assert!(winning.is_empty(), "{game} {heaps:?}: no list"),
            }
            if find(&doc, "Every move loses").is_some() {
                assert!(!wins, "{game} {heaps:?}");
            }
            if let Some(back) = find(&doc, "Back to the game") {
                assert!(wins, "{game} {heaps:?}");
                let text = section_text(back).join(" ");
                assert!(
                    winning.iter().any(|w| text.contains(w.as_str())),
                    "{game} {heaps:?}: {text}"
                );
            }
        }
    }
}

/// A mex is never shown with some of its options cut: the `grundy` table
/// lists a heap's every option or none, and `--at` lists them all.
#[test]
fn grundy_never_cuts_a_list_of_options() {
    for game in ["subtract:1-3", "subtract:1-7", "kayles", "lasker", "dawson"] {
        for args in [
            vec!["grundy", "--game", game, "--upto", "40"],
            vec!["grundy", "--game", game, "--at", "30"],
        ] {
            let out = crate::support::nimstep(&args, "");
            assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
            assert!(
                out.stdout
                    .lines()
                    .all(|l| !(l.contains('…') && l.contains("more"))),
                "{args:?}: {}",
                out.stdout
            );
        }
    }
}

/// The sentences of a walkthrough, `check` and `moves` on heaps too large
/// to try every move: each count is the sum of what is listed and what is
/// said not to be, every listed move is legal and wins, the value read
/// through the period is the representative's, and two periods more add
/// the same number of winning moves each time (one per class that wins).
#[test]
fn huge_heap_sentences_hold() {
    use crate::support::heap_moves;
    use nimstep_core::games::heap::grundy::Values;
    use nimstep_core::games::heap_move::{HeapMove, Parts};
    let kayles: GameSpec = "kayles".parse().unwrap();
    let table = Values::solve(&kayles, 0);
    let period = table.period().unwrap();
    let p = period.period;
    let mut stated = Vec::new();
    for k in 0..3u64 {
        let n = 1_000_000_000_000_000_003 + 2 * k * p;
        let trace =
            crate::support::explain_game(&[n], std::slice::from_ref(&kayles), None).unwrap();
        let doc = present::sum::document(&trace);
        let grundy = section_text(find(&doc, "The Grundy value of each heap").unwrap()).join(" ");
        // "… N = r + q × p, and g(n) = g(n − p) for every n ≥ n₀ + p, so
        // g(N) = g(r) = v, … checked from a to b".
        let read = grundy
            .split("  ")
            .find(|l| l.contains(&format!("g({n}) = g(")))
            .map(str::to_string)
            .unwrap_or_else(|| grundy.clone());
        let at = read.find(&format!("{n} = ")).unwrap();
        let nums = numbers(&read[at..]);
        let (r, v, q) = (nums[1], nums[8], nums[2]);
        assert!(r < period.preperiod + p, "{read}");
        assert_eq!(n, r + q * p, "{read}");
        assert_eq!(v, table.value(r).unwrap(), "{read}");
        assert!(read.contains(&format!(
            "window checked from {} to {}",
            period.window_from,
            period.window_to - 1
        )));
        let every = section_text(find(&doc, "Every winning move").unwrap());
        // "T winning moves in all …, so L would be listed, one of each pair".
        let total = numbers(&every[0])[0];
        let as_listed = number_before(&every[0], " would be listed");
        let listed: Vec<&String> = every
            .iter()
            .filter(|l| l.starts_with("knock down "))
            .collect();
        let cut = every
            .iter()
            .find(|l| l.starts_with("Too many to list"))
            .unwrap();
        let cut_numbers = numbers(cut);
        assert_eq!(cut_numbers[0] as usize, listed.len());
        assert_eq!(cut_numbers[1] + listed.len() as u64, as_listed);
        // Two of each pair, but the split into two equal rows, its own.
        assert!(
            total == 2 * as_listed || total == 2 * as_listed - 1,
            "{every:?}"
        );
        for m in heap_moves(&trace) {
            let [a, b] = m.split.unwrap();
            let hm = HeapMove {
                take: m.take,
                parts: Parts::Two(a, b),
            };
            assert!(kayles.is_heap_move(n, hm));
            assert_eq!(table.parts_value(hm.parts).unwrap(), 0);
        }
        stated.push(total);
    }
    assert_eq!(stated[1] - stated[0], stated[2] - stated[1], "{stated:?}");

    // check: "There were T winning moves, too many to list: the first n
    // were (the other k are not listed)".
    let position =
        solve::game_play::GamePosition::new(std::slice::from_ref(&kayles), &[u64::MAX]).unwrap();
    let rest = u64::MAX - 1;
    let a = (1..)
        .find(|&a| table.value(a).unwrap() != table.value(rest - a).unwrap())
        .unwrap();
    let m = position.heap_move(1, 1, Some([a, rest - a])).unwrap();
    let j = crate::support::judged_game(position, m);
    let doc = present::check::document(&j);
    let solve::check::Judged::Game(judged) = &j.game else {
        panic!("a move of kayles is judged as kayles'")
    };
    let text = section_text(&doc.sections[0]);
    let there = text.iter().find(|l| l.contains(", there were")).unwrap();
    let there = there.split_once(", there were").unwrap().1;
    let nums = numbers(there);
    let as_listed = number_before(there, " would be listed");
    let first = number_before(there, " were (the other");
    assert_eq!(u128::from(first), judged.better.len());
    assert_eq!(as_listed, first + *nums.last().unwrap());
    assert!(
        nums[0] == 2 * as_listed || nums[0] == 2 * as_listed - 1,
        "{there}"
    );
    assert_eq!(
        text.iter().filter(|l| l.starts_with("knock down ")).count() as u128,
        judged.better.len()
    );

    // moves: "T legal moves in all; … so L would be listed … k of the L
    // are not listed", T as a player counts them, L as listed.
    let position =
        solve::game_play::GamePosition::new(std::slice::from_ref(&kayles), &[u64::MAX, 6]).unwrap();
    let list = solve::game_play::moves(&position).unwrap();
    let doc =
        present::game_play::moves_document(position.heaps(), position.outcome().unwrap(), &list);
    let text = section_text(&doc.sections[0]);
    // Counts past 2^64: read as u128.
    let nums: Vec<u128> = text[0]
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap())
        .collect();
    let all = table.moves_in_play(u64::MAX) + table.moves_in_play(6);
    let as_listed = table.move_count(u64::MAX) + table.move_count(6);
    assert!(all > u128::from(u64::MAX));
    assert_eq!(nums[0], all);
    assert_eq!(*nums.last().unwrap(), as_listed);
    assert_eq!(nums[nums.len() - 2], as_listed - list.moves.len() as u128);
}

/// Lasker's pattern and every step of its proof, held against the values
/// computed one by one as a mex: each `x ⊕ y = z` it writes, and for every
/// heap up to 400 the remainders mod 4 it says a split can have.
#[test]
fn lasker_proof_sentences_hold() {
    use nimstep_core::games::heap::grundy::Values;
    use nimstep_core::games::lasker::rule::value as lasker_value;
    let lasker: GameSpec = "lasker".parse().unwrap();
    let table = Values::solve(&lasker, 2_000);
    for (n, &g) in (0u64..).zip(table.computed()) {
        assert_eq!(lasker_value(n), Some(g), "{n}");
    }
    let text = nimstep_core::games::heap::words::lasker_proof()
        .iter()
        .map(line_text)
        .collect::<Vec<_>>()
        .join(" ");
    // Every "x ⊕ y = z" between small numbers.
    let mut equations = 0;
    for piece in text.split(" ⊕ ").collect::<Vec<_>>().windows(2) {
        let (Some(x), Some(rest)) = (piece[0].split(' ').next_back(), piece[1].strip_prefix(""))
        else {
            continue;
        };
        let mut words = rest.split(' ');
        let (Some(y), Some("="), Some(z)) = (words.next(), words.next(), words.next()) else {
            continue;
        };
        let z = z.trim_end_matches([',', '.', ';']);
        if let (Ok(x), Ok(y), Ok(z)) = (x.parse::<u64>(), y.parse::<u64>(), z.parse::<u64>()) {
            assert_eq!(x ^ y, z, "{x} ⊕ {y} = {z}");
            equations += 1;
        }
    }
    assert!(equations >= 10, "{equations}");
    // "a split is worth … 2 mod 4" (n = 4k + 1), "0, 1, 0" (4k + 2), "3"
    // (4k + 3), "1, 0, 0" (4k + 4); the split 1 + (4k + 2) is worth 4k + 3.
    let said: [&[u64]; 4] = [&[0, 1], &[2], &[0, 1], &[3]];
    for n in 1..400u64 {
        for a in 1..=n / 2 {
            let v = lasker_value(a).unwrap() ^ lasker_value(n - a).unwrap();
            assert!(
                said[(n % 4) as usize].contains(&(v % 4)),
                "{n} = {a} + {}",
                n - a
            );
        }
        if n % 4 == 3 {
            assert_eq!(1 ^ lasker_value(n - 1).unwrap(), n);
        }
        // "A part with remainder 1, 2, 3 or 0 has L of it with remainder
        // 1, 2, 0 or 3".
        assert_eq!(lasker_value(n).unwrap() % 4, [3, 1, 2, 0][(n % 4) as usize]);
    }
    assert!(text.contains("remainder 1, 2, 3 or 0 has L of it with remainder 1, 2, 0 or 3"));
    // Why there is no period: every smaller heap is an option, so no value
    // repeats (not "the values keep growing": g(3) = 4 > g(4) = 3).
    let mut distinct = table.computed().to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), table.computed().len());
    assert!(text.contains("no value repeats"), "{text}");
    // The remainders ⊕-ed are those of L(a) and L(b), not of the parts;
    // the split's worth comes from the sum rule; the last case restates
    // what the mex needs; no sign the course never taught.
    assert!(text.contains("the ⊕ of the remainders of L(a) and L(b)"));
    assert!(text.contains("by the sum rule of lesson 8"));
    assert!(text.contains("one heap gives 0 to 4k + 2 but not 4k + 3"));
    for untaught in [
        "≡",
        "keep growing",
        "⊕ of the parts' remainders",
        "from 1 to 4",
        "keeps every",
    ] {
        assert!(!text.contains(untaught), "{untaught}: {text}");
    }
}

/// The values in a "values seen" cell ("0–2 [3] 5"), the mex bracketed.
fn seen_cell(cell: &str) -> std::collections::BTreeSet<u64> {
    let mut seen = std::collections::BTreeSet::new();
    for word in cell.split(' ').filter(|w| !w.starts_with('[')) {
        match word.split_once('–') {
            Some((a, b)) => seen.extend(a.parse::<u64>().unwrap()..=b.parse().unwrap()),
            None => {
                seen.insert(word.parse().unwrap());
            }
        }
    }
    seen
}

/// Whatever a walkthrough says are the values seen from a heap (its
/// table's cell, its `g(n) = mex{…}` line) are that heap's options'
/// values by brute force (the options' values read through the period
/// when huge); a heap too large to list its moves, read through its
/// game's period, is never given its representative's set.
#[test]
fn values_seen_are_the_named_heaps_own() {
    use nimstep_core::games::heap::grundy::Values;
    use std::collections::BTreeSet;
    for game in [
        "kayles",
        "dawson",
        "subtract:1,3,4",
        "subtract:2,5",
        "octal:0.137",
    ] {
        let game: GameSpec = game.parse().unwrap();
        let table = Values::solve(&game, 0);
        let period = table.period().unwrap();
        let brute = |m: u64| -> BTreeSet<u64> {
            game.heap_moves(m)
                .into_iter()
                .map(|mv| table.parts_value(mv.parts).unwrap())
                .collect()
        };
        for huge in (0..period.period).map(|i| 1_000_000_000_000_000 + i) {
            let trace = crate::support::explain_game(&[huge, 5], std::slice::from_ref(&game), None)
                .unwrap();
            let doc = present::sum::document(&trace);
            let section = find(&doc, "The Grundy value of each heap").unwrap();
            for row in table_rows(section) {
                let size: u64 = row[1].parse().unwrap();
                if size == huge && !table.listable(huge) {
                    assert!(
                        !row[2].contains('[')
                            && row[2].contains(&format!("g({})", period.representative(huge))),
                        "{game} {huge}: {row:?}"
                    );
                } else {
                    assert_eq!(seen_cell(&row[2]), brute(size), "{game} {size}: {row:?}");
                }
            }
            for line in section_text(section) {
                let Some((heap, rest)) = line
                    .strip_prefix("g(")
                    .and_then(|l| l.split_once(") = mex{"))
                else {
                    continue;
                };
                let heap: u64 = heap.parse().unwrap();
                let set: BTreeSet<u64> = rest
                    .split_once('}')
                    .unwrap()
                    .0
                    .split(", ")
                    .filter(|w| !w.is_empty())
                    .map(|w| w.parse().unwrap())
                    .collect();
                assert!(table.listable(heap), "{game}: {line}");
                assert_eq!(set, brute(heap), "{game}: {line}");
            }
        }
    }
}

/// The table of values speaks of "n mod W" and of a column repeating
/// only when its width W is the game's proved period.
#[test]
fn a_values_table_says_mod_only_for_its_period() {
    use nimstep_core::games::heap::grundy::Values;
    for name in [
        "lasker",
        "dawson",
        "kayles",
        "subtract:1,3,4",
        "octal:0.137",
        "subtract:1-20",
    ] {
        let game: GameSpec = name.parse().unwrap();
        let period = Values::solve(&game, 0).period().map(|p| p.period);
        let out = crate::support::nimstep(&["grundy", "--game", name, "--upto", "60"], "");
        assert_eq!(out.code, 0, "{name}: {}", out.stderr);
        let header = out
            .stdout
            .lines()
            .skip_while(|l| !l.ends_with("The values"))
            .find(|l| l.starts_with('│'))
            .unwrap_or_else(|| panic!("{name}: {}", out.stdout));
        let width = header.matches('┆').count() as u64;
        let says_mod = header.contains(&format!("n mod {width} "));
        assert_eq!(says_mod, period == Some(width), "{name}: {header}");
        if out.stdout.contains("its column repeats") {
            assert!(says_mod, "{name}: {}", out.stdout);
        }
    }
}

/// `grundy --game lasker --at N` for a heap read off the pattern names
/// the case N = 4k + r it falls in, and the value that case gives.
#[test]
fn lasker_at_names_its_case() {
    use nimstep_core::games::lasker::rule::value as lasker_value;
    for n in (0..8).map(|i| 1_000_000_000_000 + i) {
        let out =
            crate::support::nimstep(&["grundy", "--game", "lasker", "--at", &n.to_string()], "");
        assert_eq!(out.code, 0, "{n}: {}", out.stderr);
        let text = out.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        let (k, r) = ((n - 1) / 4, (n - 1) % 4 + 1);
        let value = lasker_value(n).unwrap();
        let offset = [1, 2, 4, 3][(r - 1) as usize];
        assert_eq!(value, 4 * k + offset);
        let said =
            format!("{n} = 4 × {k} + {r}, the case 4k + {r}, so g({n}) = 4k + {offset} = {value}");
        assert!(text.contains(&said), "{said}: {text}");
    }
}

/// A mex listed "by value" labels each option by its move ("value 3:
/// take 1 → 4", never a bare 4 that reads as a value): the stones taken
/// and the heaps left add up to the heap, and every option in a group is
/// worth the group's value by brute force.
#[test]
fn moves_by_value_name_heaps_and_hold() {
    use nimstep_core::games::heap::grundy::Values;
    for name in ["lasker", "kayles"] {
        let game: GameSpec = name.parse().unwrap();
        let table = Values::solve(&game, 40);
        let g = |m: u64| table.value(m).unwrap();
        let mut groups = 0;
        for n in 1..=12u64 {
            let trace =
                crate::support::explain_game(&[n, 1], std::slice::from_ref(&game), None).unwrap();
            let doc = present::sum::document(&trace);
            for line in document_text(&doc) {
                let Some((_, list)) = line.split_once("moves by value — ") else {
                    continue;
                };
                for group in list.split("; ") {
                    let (value, items) = group
                        .strip_prefix("value ")
                        .unwrap()
                        .split_once(": ")
                        .unwrap();
                    let value: u64 = value.parse().unwrap();
                    for item in items.split(", ") {
                        groups += 1;
                        // "take k → 5", "take k → 1+2 (1⊕2)" or "split → 1+2 (1⊕2)".
                        let (label, option) = item.split_once(" → ").unwrap();
                        let take: u64 = label
                            .strip_prefix("take ")
                            .map_or(0, |k| k.parse().unwrap());
                        let parts: Vec<u64> = option
                            .split(' ')
                            .next()
                            .unwrap()
                            .split('+')
                            .map(|w| w.parse().unwrap())
                            .collect();
                        assert_eq!(parts.iter().sum::<u64>(), n - take, "{name} {n}: {item}");
                        assert_eq!(
                            parts.iter().fold(0, |x, &m| x ^ g(m)),
                            value,
                            "{name} {n}: {item}"
                        );
                    }
                }
            }
        }
        assert!(groups > 0, "{name}");
    }
}

/// The search for a huge heap's winning moves is told in words that hold:
/// the period named with its number, L undoing itself, and "no split of
/// heap 1 is worth t" only when no split of any heap with the same
/// remainder on division by 4 has t's remainder (brute force), and no
/// split of that heap is listed.
#[test]
fn huge_heap_search_words_hold() {
    use crate::support::heap_moves;
    use nimstep_core::games::heap::grundy::Values;
    use nimstep_core::games::lasker::rule::value as lasker_value;
    let kayles: GameSpec = "kayles".parse().unwrap();
    let p = Values::solve(&kayles, 0).period().unwrap().period;
    let trace = crate::support::explain_game(
        &[1_000_000_000_000_000_003, 5],
        std::slice::from_ref(&kayles),
        None,
    )
    .unwrap();
    let text = section_text(find(&present::sum::document(&trace), "Every winning move").unwrap())
        .join(" ");
    assert!(text.contains(&format!("p = {p} ")), "{text}");
    assert!(!text.contains("mod p"), "{text}");
    // Each game's way is told once, however its heaps are ordered.
    let games: Vec<GameSpec> = ["kayles", "lasker", "kayles"]
        .iter()
        .map(|g| g.parse().unwrap())
        .collect();
    let huge = 1_000_000_000_000_000_003;
    let trace = crate::support::explain_game(&[huge, huge, huge + 1], &games, None).unwrap();
    let doc = present::sum::document(&trace);
    let text = section_text(find(&doc, "Every winning move").unwrap()).join(" ");
    assert_eq!(
        text.matches("through the period of kayles").count(),
        1,
        "{text}"
    );
    let lasker: GameSpec = "lasker".parse().unwrap();
    let l = |x: u64| lasker_value(x).unwrap();
    let mut reasons = 0;
    for n in (0..4).map(|i| 1_000_000_000_000 + i) {
        for small in 0..12u64 {
            let trace =
                crate::support::explain_game(&[n, small], std::slice::from_ref(&lasker), None)
                    .unwrap();
            let doc = present::sum::document(&trace);
            let Some(every) = find(&doc, "Every winning move") else {
                continue;
            };
            let text = section_text(every).join(" ");
            assert!(text.contains("L(L(x)) = x (L undoes itself)"), "{text}");
            let Some(at) = text.find("No split of heap 1 is worth ") else {
                continue;
            };
            reasons += 1;
            let t = numbers(&text[at..])[1];
            assert_eq!(t, l(small), "{text}");
            // The remainders it shows: the parts' pairs, L of them, and
            // each pair's nim-sum, all as brute force finds them on every
            // heap with n's remainder.
            let said = &text[at..];
            let pairs = |from: &str, to: &str| -> Vec<[u64; 2]> {
                let span = said.split_once(from).unwrap().1.split_once(to).unwrap().0;
                numbers(span).chunks(2).map(|c| [c[0], c[1]]).collect()
            };
            let parts = pairs("split leave remainders ", " on division");
            let worth = pairs("worth remainders ", ", and the split");
            let mut brute: Vec<[u64; 2]> = Vec::new();
            for a in 1..20 {
                let pair = [a % 4, (n - a) % 4];
                if !brute.contains(&pair) && !brute.contains(&[pair[1], pair[0]]) {
                    brute.push(pair);
                }
            }
            assert_eq!(parts.len(), brute.len(), "{said}");
            for (&[x, y], &[lx, ly]) in parts.iter().zip(&worth) {
                assert!(brute.contains(&[x, y]) || brute.contains(&[y, x]), "{said}");
                // L of a remainder is the remainder of L of any number with it.
                assert_eq!([lx, ly], [l(x + 8) % 4, l(y + 8) % 4], "{said}");
                assert!(
                    said.contains(&format!("{lx} ⊕ {ly} = {}", lx ^ ly)),
                    "{said}"
                );
                assert_ne!(lx ^ ly, t % 4, "{said}");
            }
            for m in (1..200).filter(|m| m % 4 == n % 4) {
                assert!(
                    (1..m).all(|a| (l(a) ^ l(m - a)) % 4 != t % 4),
                    "{m}: {text}"
                );
            }
            assert!(heap_moves(&trace)
                .iter()
                .all(|m| !(m.heap == 1 && m.split.is_some())));
            // 41 such heaps beside the small one leave each of them the
            // same target (40 of the heaps' values cancel): the first 32
            // reasons are said, the other 9 counted, and no split of any
            // of them is listed.
            let mut many = vec![n; 41];
            many.push(small);
            let trace =
                crate::support::explain_game(&many, std::slice::from_ref(&lasker), None).unwrap();
            let text =
                section_text(find(&present::sum::document(&trace), "Every winning move").unwrap())
                    .join(" ");
            assert_eq!(text.matches("No split of heap ").count(), 32, "{text}");
            assert!(
                text.contains("The same holds for 9 more Lasker heaps: for each, its remainder on division by 4 rules out every split worth the value it must reach."),
                "{text}"
            );
            assert!(heap_moves(&trace)
                .iter()
                .all(|m| !(m.heap <= 41 && m.split.is_some())));
        }
    }
    assert!(reasons > 0);
}

// ---- Counting moves on rows of pins ---------------------------------------

/// Every move on a row of `n` pins of the octal game with these digits
/// (digit k for knocking down k neighbouring pins), each pin set once: the
/// rows it leaves, left to right, empty rows dropped.
fn pin_sets(digits: &[u8], n: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    for (k, &d) in (1..).zip(digits) {
        for start in 0..=n.saturating_sub(k) {
            if k > n {
                break;
            }
            let rows: Vec<u64> = [start, n - k - start]
                .into_iter()
                .filter(|&r| r > 0)
                .collect();
            if d & (1 << rows.len()) != 0 {
                all.push(rows);
            }
        }
    }
    all
}

/// The number after `lead` in `text` ("14" in "14 legal moves").
fn number_before(text: &str, tail: &str) -> u64 {
    let head = &text[..text
        .find(tail)
        .unwrap_or_else(|| panic!("{tail:?} in {text}"))];
    numbers(head).last().copied().unwrap()
}

/// Every count of moves said on rows of pins counts every pin set the
/// rules allow, each once, as a player would; when a list shows one move
/// of each pair of mirror images it says so and how many it lists. For
/// games on heaps (no pins) a count is the number of moves the rules give.
#[test]
fn counts_of_moves_on_rows_of_pins_count_every_pin_set() {
    let mut memo: HashMap<String, HashMap<Vec<u64>, bool>> = HashMap::new();
    for (name, digits) in [("kayles", &[7u8, 7][..]), ("dawson", &[0, 7][..])] {
        let game: GameSpec = name.parse().unwrap();
        let memo = memo.entry(name.to_string()).or_default();
        // `moves`: the summary above the table, and the winning moves.
        for heaps in positions(2, 7) {
            let position =
                solve::game_play::GamePosition::new(std::slice::from_ref(&game), &heaps).unwrap();
            let list = solve::game_play::list(position).unwrap();
            let doc = present::move_list::document(&list);
            let summary = &section_text(&doc.sections[0])[0];
            let physical: Vec<Vec<u64>> = heaps
                .iter()
                .enumerate()
                .flat_map(|(i, &h)| {
                    let heaps = &heaps;
                    pin_sets(digits, h).into_iter().map(move |rows| {
                        let mut after = heaps.clone();
                        after.remove(i);
                        after.extend(rows);
                        after
                    })
                })
                .collect();
            let case = format!("{name} {heaps:?}: {summary}");
            assert_eq!(
                number_before(summary, " legal move"),
                physical.len() as u64,
                "{case}"
            );
            let rows = table_rows(&doc.sections[0]).len() as u64;
            if summary.contains("mirror image") {
                assert_eq!(
                    number_before(summary, " listed, one of each pair"),
                    rows,
                    "{case}"
                );
                let winning = table_rows(&doc.sections[0])
                    .iter()
                    .filter(|r| r.last().is_some_and(|c| c.contains("wins")))
                    .count() as u64;
                assert_eq!(number_before(summary, " of those win"), winning, "{case}");
            } else {
                assert_eq!(physical.len() as u64, rows, "{case}");
            }
            // explain's winning moves, counted the same way.
            if heaps.iter().all(|&h| h > 0) && heap_game_wins(&game, &heaps, memo) {
                let trace = crate::support::explain_game(&heaps, std::slice::from_ref(&game), None)
                    .unwrap();
                let doc = present::sum::document(&trace);
                let text = section_text(find(&doc, "Every winning move").unwrap()).join(" ");
                let wins = physical
                    .iter()
                    .filter(|after| !heap_game_wins(&game, after, memo))
                    .count() as u64;
                let case = format!("{name} {heaps:?}: {text}");
                assert_eq!(number_before(&text, " winning move"), wins, "{case}");
                let listed = text.matches("knock down").count() as u64;
                if text.contains("mirror image") {
                    assert_eq!(
                        number_before(&text, " listed, one of each pair"),
                        listed,
                        "{case}"
                    );
                } else {
                    assert_eq!(wins, listed, "{case}");
                }
            }
        }
        // `grundy --at`: the moves behind one mex.
        for n in 1..=12u64 {
            let out =
                crate::support::nimstep(&["grundy", "--game", name, "--at", &n.to_string()], "");
            let text = out.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
            let sets = pin_sets(digits, n).len() as u64;
            let said = match text.contains("mirror image") {
                true => number_before(&text, &format!(" moves from a row of {n}")),
                false if sets == 0 => {
                    assert!(text.contains("No move is possible"), "{name} {n}: {text}");
                    0
                }
                false => number_before(&text, &format!(" from a heap of {n}:")),
            };
            assert_eq!(said, sets, "{name} {n}: {text}");
        }
    }
    // Games on heaps: a count is the number of the rule's moves.
    for name in ["octal:0.137", "octal:0.6", "subtract:1,2", "lasker"] {
        let game: GameSpec = name.parse().unwrap();
        for n in 1..=9u64 {
            let out =
                crate::support::nimstep(&["grundy", "--game", name, "--at", &n.to_string()], "");
            let text = out.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
            // The mex shown may be a smaller heap's, read through the period.
            let (_, shown) = text.split_once("The mex for a heap of ").unwrap();
            let m = numbers(shown)[0];
            let moves = game.heap_moves(m).len() as u64;
            if moves > 0 {
                let said = number_before(&text, &format!(" from a heap of {m}:"));
                assert_eq!(said, moves, "{name} {n}: {text}");
            }
        }
    }
}

/// Every move of one heap of `n` as a player counts them, by the rows it
/// leaves: on a row of pins every pin set (a move and its mirror image
/// apart), else the rule's moves.
fn moves_counted(game: &GameSpec, n: u64) -> Vec<Vec<u64>> {
    let pins = match game.to_string().as_str() {
        "kayles" => Some(&[7u8, 7][..]),
        "dawson" => Some(&[0u8, 7][..]),
        _ => None,
    };
    match pins {
        Some(digits) => pin_sets(digits, n),
        None => game
            .heap_moves(n)
            .into_iter()
            .map(|m| match m.parts {
                nimstep_core::games::heap_move::Parts::One(a) => vec![a],
                nimstep_core::games::heap_move::Parts::Two(a, b) => vec![a, b],
            })
            .collect(),
    }
}

/// "N winning moves … M of them bring a heap to a larger value than it
/// had": both counts count the same moves, a move and its mirror image
/// apart, checked against every move of every heap of sums of Kayles,
/// Dawson's Kayles, a subtraction game, Lasker's Nim and Nim, each heap's
/// value the mex of its options' (kayles 4 7 has 2 such moves, not 1).
#[test]
fn moves_to_larger_values_are_counted_as_the_winning_moves_are() {
    let games: Vec<GameSpec> = ["kayles", "dawson", "subtract:2,3", "lasker", "nim"]
        .iter()
        .map(|g| g.parse().unwrap())
        .collect();
    let mut memos: Vec<HashMap<u64, u64>> = vec![HashMap::new(); games.len()];
    let mut seen_larger = 0;
    for picks in positions(2, games.len() as u64 - 1) {
        let chosen: Vec<usize> = picks.iter().map(|&p| p as usize).collect();
        let sum: Vec<GameSpec> = chosen.iter().map(|&g| games[g].clone()).collect();
        for heaps in positions(2, 7) {
            if heaps.contains(&0) {
                continue;
            }
            let mut value = |g: usize, rows: &[u64]| {
                rows.iter()
                    .fold(0, |v, &r| v ^ mex_value(&games[g], r, &mut memos[g]))
            };
            let values: Vec<u64> = (0..2).map(|i| value(chosen[i], &heaps[i..=i])).collect();
            let s = values[0] ^ values[1];
            if s == 0 {
                continue;
            }
            let (mut wins, mut larger) = (0u64, 0u64);
            for i in 0..2 {
                for rows in moves_counted(&games[chosen[i]], heaps[i]) {
                    let v = value(chosen[i], &rows);
                    if v == values[i] ^ s {
                        wins += 1;
                        larger += u64::from(v > values[i]);
                    }
                }
            }
            let trace = crate::support::explain_game(&heaps, &sum, None).unwrap();
            let doc = present::sum::document(&trace);
            let text = section_text(find(&doc, "Every winning move").unwrap()).join(" ");
            let case = format!("{sum:?} {heaps:?}: {text}");
            assert_eq!(number_before(&text, " winning move"), wins, "{case}");
            match larger {
                0 => assert!(!text.contains("larger value"), "{case}"),
                _ => {
                    seen_larger += 1;
                    assert_eq!(number_before(&text, " of them bring"), larger, "{case}");
                }
            }
        }
    }
    assert!(seen_larger > 0);
}

/// Every count of moves on rows of pins means the same on both sides of
/// the size past which a heap's moves are searched instead of tried one
/// by one (10,000 pins): `explain`'s winning moves, `moves`' legal moves
/// and `check`'s winning moves count a move and its mirror image apart,
/// against every pin set tried, the number listed one of each pair is
/// the number of different moves as the list writes them, and the number
/// that bring a heap to a larger value counts as the total does.
#[test]
fn counts_of_moves_mean_the_same_below_and_above_the_search_limit() {
    use nimstep_core::games::heap::grundy::Values;
    for (name, digits) in [("kayles", &[7u8, 7][..]), ("dawson", &[0, 7][..])] {
        let game: GameSpec = name.parse().unwrap();
        let table = Values::solve(&game, 0);
        let worth = |rows: &[u64]| rows.iter().fold(0, |g, &r| g ^ table.value(r).unwrap());
        for n in 9_998..=10_003u64 {
            for heaps in [vec![n], vec![n, 3]] {
                let games = vec![game.clone(); heaps.len()];
                let values: Vec<u64> = heaps.iter().map(|&h| worth(&[h])).collect();
                let s = values.iter().fold(0, |a, &v| a ^ v);
                // Every pin set of every heap, and each heap's winning ones
                // as the list writes them (rows smaller first).
                let (mut legal, mut wins, mut written, mut larger) = (0u64, 0u64, 0u64, 0u64);
                for (i, &h) in heaps.iter().enumerate() {
                    let sets = pin_sets(digits, h);
                    legal += sets.len() as u64;
                    let mut won: Vec<Vec<u64>> = sets
                        .into_iter()
                        .filter(|rows| worth(rows) == values[i] ^ s)
                        .collect();
                    wins += won.len() as u64;
                    if values[i] ^ s > values[i] {
                        larger += won.len() as u64;
                    }
                    won.iter_mut().for_each(|rows| rows.sort());
                    won.sort();
                    won.dedup();
                    written += won.len() as u64;
                }
                let case = format!("{name} {heaps:?}");
                let trace = crate::support::explain_game(&heaps, &games, None).unwrap();
                let doc = present::sum::document(&trace);
                match find(&doc, "Every winning move") {
                    Some(section) => {
                        let every = section_text(section).join(" ");
                        let said = number_before(&every, " winning move");
                        assert_eq!(said, wins, "{case}: {every}");
                        let listed = number_before(&every, " listed, one of each pair");
                        assert_eq!(listed, written, "{case}: {every}");
                        match larger {
                            0 => assert!(!every.contains("larger value"), "{case}: {every}"),
                            _ => assert_eq!(
                                number_before(&every, " of them bring"),
                                larger,
                                "{case}: {every}"
                            ),
                        }
                    }
                    None => assert_eq!(wins, 0, "{case}"),
                }
                // `moves`: every legal move, counted as a player would.
                let position = solve::game_play::GamePosition::new(&games, &heaps).unwrap();
                let list = solve::game_play::list(position.clone()).unwrap();
                let doc = present::move_list::document(&list);
                let summary = &section_text(&doc.sections[0])[0];
                assert_eq!(
                    number_before(summary, " legal move"),
                    legal,
                    "{case}: {summary}"
                );
                // `check` of a move that does not win: when the winning
                // moves are too many to list, their count.
                let take = (1..).zip(digits).find(|(_, &d)| d & 4 != 0).unwrap().0;
                let rest = n - take;
                let a = (1..)
                    .find(|&a| worth(&[a, rest - a]) != values[0] ^ s)
                    .unwrap();
                let m = position.heap_move(1, take, Some([a, rest - a])).unwrap();
                let j = crate::support::judged_game(position, m);
                let doc = present::check::document(&j);
                let text = section_text(&doc.sections[0]).join(" ");
                match text.split_once(", there were ") {
                    _ if wins == 0 => assert!(text.contains("already a P-position"), "{case}"),
                    Some((_, there)) => {
                        assert_eq!(numbers(there)[0], wins, "{case}: {text}");
                        assert_eq!(
                            number_before(there, " would be listed"),
                            written,
                            "{case}: {text}"
                        );
                    }
                    None => assert!(text.contains("the winning moves were"), "{case}: {text}"),
                }
            }
        }
    }
}

/// The title of a walkthrough names the heap it changes only when more
/// than one move wins, and then whenever `--heap` chose it or `--steps`
/// left out the step that says which heap is chosen (so walkthroughs of
/// one position changing different heaps differ); the heap named is the
/// one its move takes from, and that move wins.
#[test]
fn titles_name_the_heap_changed_when_several_moves_win() {
    use nimstep_core::trace::StepKind;
    let mut memo = HashMap::new();
    for heaps in positions(3, 5) {
        for rules in [Rules::Normal, Rules::Misere] {
            let position = Position::new(heaps.clone()).unwrap();
            let winning = nim_options(&heaps)
                .into_iter()
                .filter(|o| !nim_wins(o, rules, &mut memo))
                .count();
            for heap in std::iter::once(None).chain((1..=3).map(Some)) {
                let Ok(mut trace) = solve::walkthrough::explain_nim(&position, rules, heap) else {
                    continue;
                };
                let full = present::sum::document(&trace).title.text();
                let moved = crate::support::nim_steps(&trace)
                    .iter()
                    .find_map(|s| match s {
                        nimstep_core::trace::Step::Bouton(
                            nimstep_core::trace::BoutonStep::Move { chosen },
                        ) => Some(*chosen),
                        nimstep_core::trace::Step::Misere(
                            nimstep_core::trace::MisereStep::KeepsBigHeap { chosen, .. },
                        ) => Some(*chosen),
                        _ => None,
                    });
                let case = format!("{heaps:?} {rules:?} --heap {heap:?}: {full}");
                match full.split_once(", changing heap ") {
                    Some((_, rest)) => {
                        assert!(winning > 1, "{case}");
                        let named = numbers(rest)[0] as usize;
                        let m = moved.unwrap();
                        assert_eq!(named, m.heap, "{case}");
                        let mut after = heaps.clone();
                        after[m.heap - 1] = m.leaves;
                        assert!(!nim_wins(&after, rules, &mut memo), "{case}");
                    }
                    None => assert!(winning <= 1 || moved.is_none() || heap.is_none(), "{case}"),
                }
                // Cut to the move alone, the title names the heap whenever
                // several moves win.
                if trace.keep_steps(&[StepKind::Xor, StepKind::Move]).is_ok() {
                    let cut = present::sum::document(&trace).title.text();
                    let names = cut.contains(", changing heap ");
                    assert_eq!(names, winning > 1, "{case}: {cut}");
                    if heap.is_some() {
                        assert_eq!(cut, full, "{case}");
                    }
                }
            }
        }
    }
}

/// The misère situation step's first sentence counts the heaps as a
/// person would ("No heap holds one stone; all 3 hold two or more"): each
/// clause's count, its "all", "both", "the one" and "the other", and the
/// situation it names, checked against the heaps themselves, empty heaps
/// among them, for every position of up to five heaps of at most 3.
#[test]
fn misere_situation_counts_the_heaps_truly() {
    let mut forms = std::collections::BTreeSet::new();
    for heaps in (1..=5).flat_map(|n| positions(n, 3)) {
        if heaps.iter().all(|&h| h == 0) {
            continue;
        }
        let trace = crate::support::explain_nim(&heaps, Rules::Misere);
        let doc = present::sum::document(&trace);
        let section = find(&doc, "Which misère situation?").unwrap();
        let text = section_text(section)[0].clone();
        let (counts, name) = text
            .strip_suffix('.')
            .and_then(|t| t.split_once(": the situation where "))
            .unwrap_or_else(|| panic!("{heaps:?}: {text}"));
        let ones = heaps.iter().filter(|&&h| h == 1).count();
        let big = heaps.iter().filter(|&&h| h >= 2).count();
        let empty = heaps.len() - ones - big;
        let situation = match big {
            0 => "every heap holds at most one stone",
            1 => "exactly one heap holds two or more stones",
            _ => "two or more heaps hold two or more stones",
        };
        assert_eq!(name, situation, "{heaps:?}: {text}");
        let clauses: Vec<&str> = counts
            .split("; ")
            .flat_map(|c| c.split(", and "))
            .flat_map(|c| c.split(" and "))
            .collect();
        for clause in &clauses {
            let (what, actual) = if clause.ends_with("one stone") {
                ("one", ones)
            } else if clause.ends_with("two or more") || clause.ends_with("two or more stones") {
                ("big", big)
            } else {
                panic!("{heaps:?}: clause `{clause}` of {text}")
            };
            let number = |word: &str| word.parse::<usize>().ok();
            let words: Vec<&str> = clause.split(' ').collect();
            let said = match words.as_slice() {
                ["No", "heap", ..] | ["none", ..] => 0,
                ["The", "one", "heap", ..] => {
                    assert_eq!(heaps.len(), 1, "{heaps:?}: {text}");
                    1
                }
                ["Both", ..] | ["both", ..] => {
                    assert_eq!(heaps.len(), 2, "{heaps:?}: {text}");
                    2
                }
                ["All", n, ..] | ["all", n, ..] => {
                    let n = number(n).unwrap();
                    assert_eq!(n, heaps.len(), "{heaps:?}: all means every heap: {text}");
                    n
                }
                ["the", "other", "holds", ..] => {
                    assert_eq!(empty, 0, "{heaps:?}: {text}");
                    1
                }
                ["the", "other", n, ..] => {
                    assert_eq!(empty, 0, "{heaps:?}: {text}");
                    number(n).unwrap()
                }
                [n, ..] => number(n).unwrap_or_else(|| panic!("{heaps:?}: {text}")),
                [] => unreachable!(),
            };
            assert_eq!(said, actual, "{heaps:?}: {what} in `{clause}` of {text}");
            if clause.starts_with("the other") {
                assert_eq!(ones + big, heaps.len(), "{heaps:?}: {text}");
            }
        }
        // No bare "0 heaps", and never "Here".
        assert!(
            !counts.starts_with('0') && !counts.contains(" 0 "),
            "{text}"
        );
        forms.insert(counts.replace(char::is_numeric, "N"));
    }
    // Every way of saying it was met: all, both, the one, the other, none.
    assert!(forms.len() >= 10, "{forms:?}");
}

/// `moves --game`'s first column says how its cells are written, and each
/// cell is written that way: a staircase's steps and coins, a heap's take
/// and what it leaves, Wythoff's both heaps, Lasker's split, pins on rows.
/// `label --game` names the one theory that labels that game.
#[test]
fn move_headers_match_their_cells_and_label_names_its_theory() {
    let theories = [
        "Grundy values",
        "odd steps",
        "Moore's columns",
        "Wythoff's pairs",
    ];
    for (name, theory) in [
        ("staircase", "odd steps"),
        ("moore:2", "Moore's columns"),
        ("wythoff", "Wythoff's pairs"),
        ("lasker", "Grundy values"),
        ("kayles", "Grundy values"),
        ("subtract:1,2", "Grundy values"),
    ] {
        let game: GameSpec = name.parse().unwrap();
        for heaps in positions(2, 4) {
            let Ok(position) =
                solve::game_play::GamePosition::new(std::slice::from_ref(&game), &heaps)
            else {
                continue;
            };
            let list = solve::game_play::list(position).unwrap();
            let doc = present::move_list::document(&list);
            let Some(Block::Table(table)) = doc.sections[0]
                .blocks
                .iter()
                .find(|b| matches!(b, Block::Table(_)))
            else {
                panic!("{name} {heaps:?}: no table");
            };
            let head = table.header[0].text();
            let case = format!("{name} {heaps:?}: {head}");
            for row in &table.rows {
                let cell = row[0].text();
                let fits = |notation: &str| match notation {
                    "step: coins moved down" => {
                        cell.starts_with("step ") && cell.ends_with(" down")
                    }
                    "heap pins → left" => cell.starts_with('#') && cell.contains(" pin"),
                    "heap −take or split → left" => {
                        cell.starts_with('#') && (cell.contains(" −") || cell.contains(" split → "))
                    }
                    "heap −take → left, or both −take → left" => {
                        (cell.starts_with('#') || cell.starts_with("both ")) && cell.contains(" −")
                    }
                    "heap −take → left, for each heap changed" => cell
                        .split(", ")
                        .all(|c| c.starts_with('#') && c.contains(" −") && c.contains(" → ")),
                    "heap −take → left" => cell.starts_with('#') && cell.contains(" −"),
                    other => panic!("{case}: unknown notation {other}"),
                };
                let inner = head
                    .strip_prefix("move (")
                    .and_then(|h| h.strip_suffix(')'))
                    .unwrap_or_else(|| panic!("{case}"));
                assert!(inner.split("; ").any(fits), "{case}: {cell}");
            }
        }
        let position =
            solve::game_play::GamePosition::new(std::slice::from_ref(&game), &[2, 1]).unwrap();
        let labelling = solve::game_play::label(&position).unwrap();
        let text = section_text(&present::label::document(&labelling).sections[0]).join(" ");
        for other in theories {
            assert_eq!(
                text.contains(other),
                other == theory,
                "{name}: {other}: {text}"
            );
        }
    }
}

/// The mex table of `grundy --upto` says where it stops exactly when it
/// stops before the last heap asked for: the heap of its last row, the
/// last heap and the count of rows a row per heap would make, each the
/// JSON's own (its mex traces and its values).
#[test]
fn the_mex_table_says_where_it_stops() {
    for (name, upto) in [
        ("kayles", 30u64),
        ("kayles", 40),
        ("kayles", 41),
        ("kayles", 200),
        ("subtract:1,3,4", 90),
    ] {
        let n = upto.to_string();
        let text = crate::support::nimstep(&["grundy", "--game", name, "--upto", &n], "").stdout;
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let json = crate::support::nimstep(
            &["grundy", "--game", name, "--upto", &n, "--format", "json"],
            "",
        )
        .stdout;
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        let values = v["values"].as_array().unwrap().len() as u64;
        let stop = v["mex"].as_array().unwrap().last().unwrap()["heap"]
            .as_u64()
            .unwrap();
        assert_eq!(values, upto + 1, "{name} {upto}");
        match stop < upto {
            true => assert!(
                text.contains(&format!(
                    "The table stops at heap {stop}, though the values go on to heap {upto}: a row for each heap's mex would make {values} rows"
                )),
                "{name} {upto}: {text}"
            ),
            false => assert!(!text.contains("The table stops"), "{name} {upto}"),
        }
    }
}

/// Every reading of a heap through its game's period (`N = r + k × p,
/// and g(n) = g(n − p) for every n ≥ M, so g(N) = g(r) = v`), in the
/// `explain --game` walkthrough and in `grundy --at`, holds by brute
/// force: the sum is N, r lies in the first period past the pre-period,
/// v is r's mex computed afresh, and g repeats with period p from M on; a
/// heap whose own mex is shown says truly which options' values were read
/// through the period (those of the heaps past the values computed).
#[test]
fn a_reading_by_the_period_holds() {
    use nimstep_core::games::heap::grundy::Values;
    use nimstep_core::games::heap_move::Parts;
    let heaps_of = |parts: Parts| match parts {
        Parts::One(a) => vec![a],
        Parts::Two(a, b) => vec![a, b],
    };
    let numbers = |s: &str| -> Vec<u64> {
        s.split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty())
            .map(|w| w.parse().unwrap())
            .collect()
    };
    for name in [
        "subtract:1,3,4",
        "subtract:2,5",
        "kayles",
        "dawson",
        "octal:0.137",
    ] {
        let game: GameSpec = name.parse().unwrap();
        // The table explain reads huge heaps through: every value to the
        // direct limit, as explain computes them.
        let table = Values::solve(&game, u64::MAX);
        let period = table.period().unwrap();
        let computed = table.computed().len() as u64;
        // Each heap's value afresh, by the mex of its options.
        let far = period.preperiod + 4 * period.period;
        let mut brute: Vec<u64> = Vec::new();
        for n in 0..=far {
            let seen: std::collections::BTreeSet<u64> = game
                .heap_moves(n)
                .into_iter()
                .map(|m| {
                    heaps_of(m.parts)
                        .iter()
                        .fold(0, |x, &a| x ^ brute[a as usize])
                })
                .collect();
            brute.push((0..).find(|v| !seen.contains(v)).unwrap());
        }
        let heaps = (0..period.period).flat_map(|i| [1_000_000_000_000_000_003 + i, computed + i]);
        for huge in heaps {
            let trace =
                crate::support::explain_game(&[huge], std::slice::from_ref(&game), None).unwrap();
            let doc = present::sum::document(&trace);
            let section = find(&doc, "The Grundy value of each heap").unwrap();
            let mut texts = section_text(section);
            let at =
                crate::support::nimstep(&["grundy", "--game", name, "--at", &huge.to_string()], "");
            assert_eq!(at.code, 0, "{name} {huge}: {}", at.stderr);
            texts.push(at.stdout.split_whitespace().collect::<Vec<_>>().join(" "));
            let mut readings = 0;
            for text in &texts {
                let Some((before, after)) = text.split_once(", and g(n) = g(n − ") else {
                    continue;
                };
                readings += 1;
                let said: Vec<&str> = before.split_whitespace().rev().take(7).collect();
                let [p, "×", k, "+", r, "=", n] = said[..] else {
                    panic!("{name}: {text}");
                };
                let [n, r, k, p]: [u64; 4] = [n, r, k, p].map(|w| w.parse().unwrap());
                let rest = numbers(after);
                let [p2, m, n2, r2, v] = rest[..5] else {
                    panic!("{name}: {text}");
                };
                assert_eq!(
                    (n, n2, r2, p, p2),
                    (huge, huge, r, period.period, period.period),
                    "{name}: {text}"
                );
                assert_eq!(r + k * p, n, "{name}: {text}");
                assert!(
                    r >= period.preperiod && r < m && m == period.preperiod + p,
                    "{name}: {text}"
                );
                assert_eq!(v, brute[r as usize], "{name}: {text}");
                for j in m..=far {
                    assert_eq!(brute[j as usize], brute[(j - p) as usize], "{name}: {j}");
                }
                if text.contains("its mex above") {
                    let options = game.heap_moves(huge);
                    let past = |a: u64| a >= computed;
                    let all = options
                        .iter()
                        .all(|o| heaps_of(o.parts).iter().all(|&a| past(a)));
                    let any = options
                        .iter()
                        .any(|o| heaps_of(o.parts).iter().any(|&a| past(a)));
                    let says_all =
                        text.contains("the values of its options read through the period");
                    let says_some = text.contains(&format!(
                        "the heaps of {computed} or more among its options"
                    ));
                    assert_eq!((says_all, says_some), (all, any && !all), "{name}: {text}");
                }
            }
            assert_eq!(readings, 2, "{name} {huge}: {texts:?}");
        }
    }
}

// ---- label: the order in which the definition labels ---------------------

/// Every option of `heaps` under `game`, by brute force, as the labelling
/// writes a position (a heap game's heaps sorted, empty heaps left out).
fn label_options(game: &GameSpec, heaps: &[u64]) -> Vec<Vec<u64>> {
    let within = |lower: &dyn Fn(&[u64]) -> bool| -> Vec<Vec<u64>> {
        positions(heaps.len(), *heaps.iter().max().unwrap_or(&0))
            .into_iter()
            .filter(|y| y.iter().zip(heaps).all(|(a, b)| a <= b) && y != heaps && lower(y))
            .collect()
    };
    match game {
        GameSpec::Staircase => stair_moves(heaps).into_iter().map(|(_, y)| y).collect(),
        // Moore's Nim_k: at most k heaps lowered; Wythoff: one heap, or
        // both by as many stones.
        GameSpec::Moore(k) => {
            within(&|y: &[u64]| y.iter().zip(heaps).filter(|(a, b)| a != b).count() <= *k as usize)
        }
        GameSpec::Wythoff => within(&|y: &[u64]| {
            y[0] == heaps[0] || y[1] == heaps[1] || heaps[0] - y[0] == heaps[1] - y[1]
        }),
        _ => (0..heaps.len())
            .flat_map(|i| {
                moves_counted(game, heaps[i]).into_iter().map(move |rows| {
                    let mut y: Vec<u64> = heaps.to_vec();
                    y.remove(i);
                    y.extend(rows);
                    y.retain(|&h| h > 0);
                    y.sort_unstable();
                    y
                })
            })
            .collect(),
    }
}

/// `label --game`: "Labelled by the definition alone, <order>, so that
/// every position comes after all its options" — for every game and every
/// small start, every row's options (by brute force) are rows above it,
/// the measure the sentence names falls with every move, and the rows go
/// up by it (staircase 0 1's one option, 1 0, was listed below it, in a
/// "fewest stones first" that a staircase move does not lower).
#[test]
fn a_labelling_lists_every_option_above_its_position() {
    let starts = |heaps: usize, max: u64| {
        (1..=heaps)
            .flat_map(move |n| positions(n, max))
            .collect::<Vec<_>>()
    };
    let games: Vec<(&str, Vec<Vec<u64>>)> = vec![
        ("nim", starts(3, 3)),
        ("kayles", starts(3, 4)),
        ("dawson", starts(2, 5)),
        ("subtract:1,3,4", starts(3, 4)),
        ("octal:0.137", starts(2, 5)),
        ("lasker", starts(3, 4)),
        ("staircase", starts(4, 3)),
        ("moore:2", starts(3, 3)),
        ("wythoff", positions(2, 5)),
    ];
    for (name, starts) in games {
        let game: GameSpec = name.parse().unwrap();
        for start in starts {
            let position =
                solve::game_play::GamePosition::new(std::slice::from_ref(&game), &start).unwrap();
            let labelling = solve::game_play::label(&position).unwrap();
            let doc = present::label::document(&labelling);
            let section = &doc.sections[0];
            let said = &section_text(section)[0];
            let case = format!("{name} {start:?}: {said}");
            // The measure the sentence names, smaller first.
            let measure = |heaps: &[u64]| -> (u64, std::cmp::Reverse<usize>) {
                let stones = heaps.iter().sum();
                match () {
                    _ if said.contains("each step's number times its coins, smallest first") => (
                        (1..).zip(heaps).map(|(s, &c)| s * c).sum(),
                        std::cmp::Reverse(0),
                    ),
                    _ if said.contains("fewest stones first and, among positions with as many stones, most heaps first") => {
                        (stones, std::cmp::Reverse(heaps.iter().filter(|&&h| h > 0).count()))
                    }
                    _ if said.contains("fewest stones first (every move takes at least one stone)") => {
                        (stones, std::cmp::Reverse(0))
                    }
                    _ => panic!("no order named: {case}"),
                }
            };
            assert!(
                said.contains("so that every position comes after all its options"),
                "{case}"
            );
            let rows: Vec<Vec<u64>> = table_rows(section)
                .iter()
                .map(|r| match r[0].as_str() {
                    "nothing" if game.is_heap_game() => Vec::new(),
                    "nothing" => vec![0; start.len()],
                    text => numbers(text),
                })
                .collect();
            for (i, row) in rows.iter().enumerate() {
                if i > 0 {
                    assert!(measure(&rows[i - 1]) <= measure(row), "{case}: {rows:?}");
                }
                for option in label_options(&game, row) {
                    assert!(
                        measure(&option) < measure(row),
                        "{case}: {row:?} → {option:?}"
                    );
                    assert!(
                        rows[..i].contains(&option),
                        "{case}: {row:?}'s option {option:?} is not above it"
                    );
                }
            }
        }
    }
}

// ---- explain --compare ------------------------------------------------------

/// "here K heaps hold one stone, an even number. Normal play calls an even
/// count P …; misère play calls it N": when no heap holds two or more
/// stones the comparison names the count at hand, its parity, and the
/// verdict each rule gives that count, against the game tree, for every
/// position of 1 to 6 heaps of at most one stone (it said "calls an odd
/// count N" of 1 1).
#[test]
fn compare_names_the_count_of_single_stones_at_hand() {
    let mut memo = HashMap::new();
    for heaps in (1..=6).flat_map(|n| positions(n, 1)) {
        let singles = heaps.iter().filter(|&&h| h == 1).count();
        if singles == 0 {
            continue;
        }
        let c = solve::compare::compare(&Position::new(heaps.clone()).unwrap(), None).unwrap();
        let text = document_text(&present::compare::summary(&c)).join(" ");
        let case = format!("{heaps:?}: {text}");
        let parity = if singles % 2 == 1 { "odd" } else { "even" };
        let mut letter = |rules| match nim_wins(&heaps, rules, &mut memo) {
            true => "N",
            false => "P",
        };
        let (normal, misere) = (letter(Rules::Normal), letter(Rules::Misere));
        let holds = match singles {
            1 => "1 heap holds one stone".to_string(),
            k => format!("{k} heaps hold one stone"),
        };
        assert!(
            text.contains(&format!("here {holds}, an {parity} number.")),
            "{case}"
        );
        assert!(
            text.contains(&format!("Normal play calls an {parity} count {normal} (")),
            "{case}"
        );
        assert!(
            text.contains(&format!("misère play calls it {misere} (")),
            "{case}"
        );
        assert_ne!(normal, misere, "{case}");
        assert!(text.contains("The verdicts are opposite"), "{case}");
    }
}

// ---- table: where the P cells lie -------------------------------------------

/// The cells `(x, y)` listed after `lead` in `text`, up to the next `;`,
/// ` —` or the full stop.
fn cells_after(text: &str, lead: &str) -> Vec<(u64, u64)> {
    let Some((_, rest)) = text.split_once(lead) else {
        return Vec::new();
    };
    let end = rest.find([';', '—']).unwrap_or(rest.len());
    numbers(&rest[..end])
        .chunks(2)
        .map(|c| (c[0], c[1]))
        .collect()
}

/// `table`'s "Where the P cells lie", for every grid up to 9 beside no
/// third heap or one of 0 to 9, under both rules, against the game tree:
/// the cells it names are the P cells, every exception listed and none
/// more, each exception a position of single stones; and it never calls
/// the cells where y = x ⊕ K a line (they are pairs mirrored across the
/// diagonal, (0, 1), (1, 0), (2, 3), (3, 2), …).
#[test]
fn table_says_where_the_p_cells_lie() {
    let mut memo = HashMap::new();
    for rules in [Rules::Normal, Rules::Misere] {
        for max in 0..=9u64 {
            for third in std::iter::once(None).chain((0..=9).map(Some)) {
                let grid = solve::table::grid(max, third, rules).unwrap();
                let doc = present::table::document(&grid);
                let all = document_text(&doc).join(" ");
                let text = section_text(find(&doc, "Where the P cells lie").unwrap()).join(" ");
                let case = format!("--max {max} --third {third:?} {rules:?}: {text}");
                assert!(!all.contains("line"), "{case}");
                let k = third.unwrap_or(0);
                let heaps = |x: u64, y: u64| match third {
                    Some(k) => vec![x, y, k],
                    None => vec![x, y],
                };
                let cells: Vec<(u64, u64)> = (0..=max)
                    .flat_map(|x| (0..=max).map(move |y| (x, y)))
                    .collect();
                let p: Vec<(u64, u64)> = cells
                    .iter()
                    .copied()
                    .filter(|&(x, y)| !nim_wins(&heaps(x, y), rules, &mut memo))
                    .collect();
                let on = |&(x, y): &(u64, u64)| y == x ^ k;
                let said_p = number_before(&all, " P.");
                assert_eq!(said_p, p.len() as u64, "{case}");
                let named = match third {
                    None => "the diagonal x = y".to_string(),
                    Some(k) => format!("y = x ⊕ {k}"),
                };
                if text.starts_with("No cell is P") {
                    assert!(p.is_empty(), "{case}");
                    assert!((0..=max).all(|x| x ^ k > max), "{case}");
                } else if text.starts_with("Every P cell") {
                    assert!(text.contains(&named), "{case}");
                    for c in &cells {
                        assert_eq!(p.contains(c), on(c), "{case}: {c:?}");
                    }
                } else {
                    assert!(text.contains(&named), "{case}");
                    let (n_there, p_elsewhere) = match third {
                        None => ("on it but N:".to_string(), "off it but P:".to_string()),
                        Some(k) => (
                            format!("N though y = x ⊕ {k}:"),
                            format!("P though y ≠ x ⊕ {k}:"),
                        ),
                    };
                    let want_n: Vec<(u64, u64)> = cells
                        .iter()
                        .copied()
                        .filter(|c| on(c) && !p.contains(c))
                        .collect();
                    let want_p: Vec<(u64, u64)> = cells
                        .iter()
                        .copied()
                        .filter(|c| !on(c) && p.contains(c))
                        .collect();
                    assert_eq!(cells_after(&text, &n_there), want_n, "{case}");
                    assert_eq!(cells_after(&text, &p_elsewhere), want_p, "{case}");
                    let exceptions = number_before(&text, " exception");
                    assert_eq!(exceptions, (want_n.len() + want_p.len()) as u64, "{case}");
                    if text.contains("every heap holds at most one stone") {
                        for (x, y) in want_n.iter().chain(&want_p) {
                            assert!(heaps(*x, *y).iter().all(|&h| h <= 1), "{case}");
                        }
                    }
                }
            }
        }
    }
}

// ---- grundy --game nim --------------------------------------------------------

/// `grundy --game nim` proves g(n) = n by induction, and each claim of the
/// proof holds by brute force for every heap it shows: a heap of 0 has no
/// move, a heap of n has exactly the smaller heaps as options, and the
/// mex of their values (computed from the rule) is n, as the table says.
#[test]
fn nim_grundy_values_are_proved_by_induction_and_hold() {
    let nim: GameSpec = "nim".parse().unwrap();
    let mut memo = HashMap::new();
    for upto in [0u64, 5, 20] {
        let out = crate::support::nimstep(
            &[
                "grundy",
                "--game",
                "nim",
                "--upto",
                &upto.to_string(),
                "--width",
                "200",
            ],
            "",
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        let text = out.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        for claim in [
            "g(n) = n for every n, by induction on n.",
            "A heap of 0 has no move, so g(0) = 0.",
            "Suppose every smaller heap m < n has g(m) = m.",
            "From a heap of n the heaps one move away are exactly the smaller ones, 0 to n − 1, so their values are exactly 0 to n − 1; the smallest value missing is n, so g(n) = n.",
        ] {
            assert!(text.contains(claim), "{claim}: {text}");
        }
        assert!(nim.heap_moves(0).is_empty());
        for n in 0..=upto.max(30) {
            let mut options: Vec<u64> = nim
                .heap_moves(n)
                .into_iter()
                .map(|m| match m.parts {
                    nimstep_core::games::heap_move::Parts::One(a) => a,
                    other => panic!("a Nim move leaves one heap, not {other:?}"),
                })
                .collect();
            options.sort_unstable();
            assert_eq!(options, (0..n).collect::<Vec<_>>(), "{n}");
            assert_eq!(mex_value(&nim, n, &mut memo), n);
        }
        for line in out.stdout.lines() {
            let cells: Vec<&str> = line.split(['│', '┆']).map(str::trim).collect();
            if let [_, n, _, g, _] = cells[..] {
                if let (Ok(n), Ok(g)) = (n.parse::<u64>(), g.parse::<u64>()) {
                    assert_eq!(g, n, "{line}");
                }
            }
        }
    }
}

// ---- the label quiz: why a position is P or N, by the labelling ------------

/// Reads "take K from heap J" at the start of `text`: the position after
/// that move from `from`, which must be legal.
fn after_take(from: &[u64], text: &str, case: &str) -> Vec<u64> {
    let n = numbers(text);
    let (k, j) = (n[0], n[1] as usize);
    assert!(
        text.starts_with("take ") || text.starts_with("Take "),
        "{case}: {text}"
    );
    assert!(
        j >= 1 && j <= from.len() && k >= 1 && k <= from[j - 1],
        "{case}: {text}"
    );
    let mut after = from.to_vec();
    after[j - 1] -= k;
    after
}

/// Reads a position said in words ("2 2", "nothing") of `len` heaps.
fn position_said(text: &str, len: usize) -> Vec<u64> {
    match text.trim() {
        "nothing" => vec![0; len],
        t => numbers(t),
    }
}

/// What the label quiz says of a wrong verdict, by the labelling alone,
/// for every position of 1 to 3 heaps of at most 4 under both rules,
/// against the game tree: the label; for an N-position a legal move to a
/// P-position; for a P-position every legal move, each to an N-position
/// named with a legal move on to a P-position (or, under misère play, to
/// nothing, where the player who took the last stone lost).
#[test]
fn the_labelling_says_why_a_position_is_p_or_n() {
    use nimstep_core::solve::label::LabelsOf;
    let mut memo = HashMap::new();
    for rules in [Rules::Normal, Rules::Misere] {
        for heaps in (1..=3).flat_map(|n| positions(n, 4)) {
            let labelling = solve::label::label(&heaps, rules).unwrap();
            let LabelsOf::Nim {
                positions: labelled,
                ..
            } = &labelling.of
            else {
                panic!("a labelling of Nim")
            };
            let section = present::label::why_by_labelling(&heaps, rules, labelled);
            let text = section_text(&section);
            let case = format!("{heaps:?} {rules:?}: {text:?}");
            let mut wins = |p: &[u64]| nim_wins(p, rules, &mut memo);
            let name = nimstep_core::words::heaps_list(&heaps);
            if heaps.iter().all(|&h| h == 0) {
                let label = if wins(&heaps) { "N" } else { "P" };
                assert!(
                    text[0].contains(&format!("has no move left, so it is {label}")),
                    "{case}"
                );
                continue;
            }
            if wins(&heaps) {
                let (head, rest) = text[0].split_once(". ").unwrap();
                assert_eq!(
                    head,
                    format!("{name} is N: a move reaches a P-position"),
                    "{case}"
                );
                let after = after_take(&heaps, rest, &case);
                let (_, left) = rest.split_once(" leaves ").unwrap();
                let (left, _) = left.split_once(", which is P").unwrap();
                assert_eq!(position_said(left, heaps.len()), after, "{case}");
                assert!(!wins(&after), "{case}");
            } else {
                assert!(
                    text[0].starts_with(&format!("{name} is P: every move reaches an N-position")),
                    "{case}"
                );
                let moves: u64 = heaps.iter().sum();
                let (_, its) = text[0].split_once("Its ").unwrap();
                assert_eq!(number_before(its, " move"), moves, "{case}");
                assert_eq!(text.len() as u64 - 1, moves, "{case}");
                let mut seen = Vec::new();
                for bullet in &text[1..] {
                    let after = after_take(&heaps, bullet, &case);
                    let (_, rest) = bullet.split_once(": ").unwrap();
                    let (said, why) = rest.split_once(", N: ").unwrap();
                    assert_eq!(position_said(said, heaps.len()), after, "{case}: {bullet}");
                    assert!(wins(&after), "{case}: {bullet}");
                    if after.iter().all(|&h| h == 0) {
                        assert_eq!(rules, Rules::Misere, "{case}");
                        assert!(why.starts_with("no move is left"), "{case}: {bullet}");
                    } else {
                        let on = after_take(&after, why, &case);
                        let (_, left) = why.split_once(" leaves ").unwrap();
                        let (left, _) = left.split_once(", which is P").unwrap();
                        assert_eq!(position_said(left, heaps.len()), on, "{case}: {bullet}");
                        assert!(!wins(&on), "{case}: {bullet}");
                    }
                    seen.push(after);
                }
                seen.sort();
                seen.dedup();
                assert_eq!(seen.len() as u64, moves, "{case}: a move said twice");
            }
        }
    }
}

// ---- quiz --game: what the opening says is asked -------------------------------

/// A move form as an opening shows it, and numbers typed in that form.
type Typed<'a> = (&'a str, &'a [u64]);

/// The opening of `quiz --game` says what that game's quiz asks: the value
/// exactly when its positions have one (what the quiz asks, from
/// `GamePosition::value`), named as the game computes it, and each move
/// form it shows is read as a legal move of the game.
#[test]
fn a_game_quiz_says_what_it_asks() {
    use nimstep_core::present::play::game_quiz_asks;
    use nimstep_core::solve::game_play::GamePosition;
    // Each game, a position, and each move form its opening shows, typed.
    let cases: [(&str, &[u64], &[Typed]); 9] = [
        ("nim", &[3, 5], &[("`K N`", &[1, 2])]),
        ("subtract:2,3", &[3, 5], &[("`K N`", &[2, 3])]),
        ("subtract:1,3,4", &[3, 5], &[("`K N`", &[2, 3])]),
        (
            "lasker",
            &[4, 2],
            &[("`K N`", &[1, 2]), ("`K 0 A B`", &[1, 0, 1, 3])],
        ),
        (
            "kayles",
            &[5, 2],
            &[("`K N`", &[2, 1]), ("`K N A B`", &[1, 1, 2, 2])],
        ),
        ("staircase", &[1, 2, 3], &[("`S N`", &[3, 2])]),
        (
            "moore:2",
            &[3, 3, 3],
            &[("`K N`", &[2, 1]), ("`1 2 3 1`", &[1, 2, 3, 1])],
        ),
        (
            "wythoff",
            &[3, 5],
            &[("`K N`", &[2, 4]), ("`1 N 2 N`", &[1, 2, 2, 2])],
        ),
        (
            "octal:0.137",
            &[4, 6],
            &[("`K N`", &[1, 2]), ("`K N A B`", &[2, 3, 1, 2])],
        ),
    ];
    for (name, heaps, forms) in cases {
        let games: Vec<GameSpec> = vec![name.parse().unwrap()];
        let position = GamePosition::new(&games, heaps).unwrap();
        let asks = game_quiz_asks(&position);
        let has_value = position.value().unwrap().is_some();
        assert_eq!(asks.contains("the value"), has_value, "{name}: {asks}");
        let named = match name {
            "staircase" => Some("the nim-sum of the coins on the odd steps"),
            "moore:2" | "wythoff" => None,
            _ => Some("the nim-sum of the heaps' Grundy values"),
        };
        if let Some(named) = named {
            assert!(asks.contains(named), "{name}: {asks}");
        }
        // Every form in backquotes is one the game reads.
        let shown: Vec<&str> = asks.split('`').skip(1).step_by(2).collect();
        let typed: Vec<&str> = forms.iter().map(|(f, _)| f.trim_matches('`')).collect();
        let mut shown_forms: Vec<&str> = shown
            .iter()
            .copied()
            .filter(|f| *f != "none" && *f != "quit")
            .collect();
        shown_forms.dedup();
        assert_eq!(shown_forms, typed, "{name}: {asks}");
        for (form, numbers) in forms {
            let read = position.read_move(numbers).unwrap();
            assert!(read.is_some(), "{name} {heaps:?}: {form} as {numbers:?}");
        }
    }
}

/// A game played on the whole position labels its positions "as its
/// numbers are typed, in order": every row has as many numbers as the
/// start, and "nothing" stands for the position whose numbers are all 0.
#[test]
fn whole_game_labellings_write_each_position_as_typed() {
    for (game, start) in [
        ("staircase", "2 1 2"),
        ("moore:2", "2 1 2"),
        ("wythoff", "3 2"),
    ] {
        let mut args = vec!["label", "--game", game, "--width", "200"];
        args.extend(start.split(' '));
        let out = crate::support::nimstep(&args, "");
        assert_eq!(out.code, 0, "{game}: {}", out.stderr);
        assert!(
            out.stdout
                .contains("\"nothing\" is the position where every one of them is 0"),
            "{game}"
        );
        let rows: Vec<&str> = out
            .stdout
            .lines()
            .filter(|l| l.starts_with('│'))
            .skip(1)
            .map(|l| l.split('┆').next().unwrap().trim_matches(['│', ' ']))
            .collect();
        assert!(rows.len() > 3, "{game}: {rows:?}");
        let mut nothing = 0;
        for row in rows {
            match row {
                "nothing" => nothing += 1,
                _ => {
                    let n = numbers(row);
                    assert_eq!(n.len(), start.split(' ').count(), "{game}: {row}");
                    assert!(n.iter().any(|&x| x > 0), "{game}: {row}");
                }
            }
        }
        assert_eq!(nothing, 1, "{game}");
    }
}
