//! Pictures: small positions drawn as stones at the start of a walkthrough
//! and after the move, in every format, in ASCII on request.

use crate::support::Run;
use nimstep_core::doc::{Block, Document, Heaps};
use nimstep_core::game::position::Position;
use nimstep_core::game::Rules;
use nimstep_core::games::spec::GameSpec;
use nimstep_core::present;
use nimstep_core::present::sum::document;
use nimstep_core::solve;

#[test]
fn a_small_position_is_drawn_before_and_after_the_move() {
    // 13 12 8: take 9 from heap 1, leaving 4 — four stones kept, nine hollow.
    Run::new("explain 13 12 8 --color never")
        .code(0)
        .stdout_has("#1  ●●●●● ●●●●● ●●●  13")
        .stdout_has("#3  ●●●●● ●●●         8")
        .stdout_has("#1  ●●●●○ ○○○○○ ○○○  13 → 4");
}

#[test]
fn the_misere_endgame_move_is_drawn_too() {
    // 4 1 1 misère: take 3 from the 4, leaving 1.
    Run::new("explain 4 1 1 --misere --color never")
        .stdout_has("#1  ●○○○  4 → 1")
        .stdout_has("#2  ●     1");
}

#[test]
fn ascii_draws_stones_as_o_and_taken_ones_as_dots() {
    Run::new("explain 13 12 8 --ascii --color never")
        .stdout_has("#1  oooo. ..... ...  13 → 4")
        .stdout_lacks("●")
        .stdout_lacks("○");
}

#[test]
fn markdown_puts_the_picture_in_a_code_block() {
    Run::new("explain 3 4 --format markdown").stdout_has("```\n#1  ●●●   3\n#2  ●●●●  4\n```");
}

/// A picture too large for text is left out with one line saying why, in
/// the terminal and in Markdown alike (lesson 1 says when pictures are
/// drawn); one with no stone at all is left out without a word.
#[test]
fn large_positions_and_json_have_no_picture() {
    let why = "(No stones drawn: heap 1 holds 37; text pictures stop at 20.)";
    Run::new("explain 37 20 29")
        .code(0)
        .stdout_lacks("●")
        .stdout_has(why);
    Run::new("explain 37 20 29 --steps move --format markdown").stdout_has(why);
    Run::new("explain 3 37 --steps move").stdout_has("(No stones drawn: heap 2 holds 37;");
    Run::new("explain 1 1 1 1 1 1 1 1 1 1 --steps binary")
        .stdout_has("(No stones drawn: 10 heaps; text pictures stop at 9.)");
    Run::new("explain 13 12 8").stdout_lacks("No stones drawn");
    Run::new("explain 13 12 8 --format json").stdout_lacks("●");
    Run::new("explain 0 0")
        .code(0)
        .stdout_lacks("●")
        .stdout_lacks("No stones drawn");
}

#[test]
fn heap_games_are_drawn_but_splits_staircases_and_moore_are_not() {
    // subtract:1-3 on 5 7: take 2 from heap 2, leaving 5.
    Run::new("explain 5 7 --game subtract:1-3")
        .code(0)
        .stdout_has("#2  ●●●●● ●●  7")
        .stdout_has("#2  ●●●●● ○○  7 → 5");
    // Kayles on 6: the winning move splits the row, taken from its middle.
    Run::new("explain 6 --game kayles")
        .code(0)
        .stdout_has("#1  ●●●●● ●  6")
        .stdout_lacks("○");
    for game in ["staircase", "moore:2"] {
        Run::new(&format!("explain 3 5 6 --game {game}"))
            .code(0)
            .stdout_lacks("●");
    }
}

/// The pictures of one document, in order, nested ones included.
fn pictures(doc: &Document) -> Vec<&Heaps> {
    fn walk<'a>(blocks: &'a [Block], out: &mut Vec<&'a Heaps>) {
        for block in blocks {
            match block {
                Block::Heaps(h) => out.push(h),
                Block::Quote(inner) => walk(inner, out),
                Block::Bullets(items) | Block::Numbered(_, items) => {
                    items.iter().for_each(|i| walk(&i.blocks, out))
                }
                Block::Embedded(d) => out.extend(pictures(d)),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    doc.sections.iter().for_each(|s| walk(&s.blocks, &mut out));
    out
}

/// Every position of up to four heaps of at most `max` stones, not all empty.
fn small_positions(max: u64) -> impl Iterator<Item = Vec<u64>> {
    (1..=4u32).flat_map(move |n| {
        (0..(max + 1).pow(n)).map(move |code| {
            (0..n)
                .map(|i| code / (max + 1).pow(i) % (max + 1))
                .collect::<Vec<u64>>()
        })
    })
}

#[test]
fn no_walkthrough_draws_the_same_picture_twice() {
    // A step that repeats the step before's picture shows the reader
    // nothing new (lesson 7's misère 13 12 8 drew its move twice).
    let distinct = |doc: &Document, what: &str| {
        let all = pictures(doc);
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert!(
                    (&a.sizes, a.taken) != (&b.sizes, b.taken),
                    "{what}: the picture {:?} is drawn twice",
                    a.caption
                );
            }
        }
    };
    for heaps in small_positions(5) {
        let position = Position::new(heaps.clone()).unwrap();
        for rules in [Rules::Normal, Rules::Misere] {
            let trace = solve::walkthrough::explain_nim(&position, rules, None).unwrap();
            distinct(&document(&trace), &format!("{heaps:?} {rules:?}"));
        }
        for game in ["subtract:1-3", "kayles", "lasker"] {
            let spec: GameSpec = game.parse().unwrap();
            let trace = crate::support::explain_game(&heaps, &[spec], None).unwrap();
            distinct(
                &present::sum::document(&trace),
                &format!("{heaps:?} {game}"),
            );
        }
    }
}

#[test]
fn the_misere_move_is_drawn_once_then_the_heaps_it_leaves() {
    // Step 2 draws the move; step 3, which argues from the big heaps the
    // move leaves, draws those heaps.
    let out = crate::support::nimstep(
        &[
            "explain",
            "--misere",
            "13",
            "12",
            "8",
            "--steps",
            "move,keeps-big-heap",
            "--color",
            "never",
        ],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout.matches("#1  ●●●●○ ○○○○○ ○○○  13 → 4").count(), 1);
    assert!(
        out.stdout.contains("#1  ●●●●             4\n"),
        "{}",
        out.stdout
    );
}
