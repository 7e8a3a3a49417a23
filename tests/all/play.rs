use crate::support::{flowed, nimstep, nimstep_bytes};
use nimstep_core::game::{Outcome, Rules};
use nimstep_core::play::game::{Game, Player};
use nimstep_core::play::{Flow, Transcript};
use nimstep_core::solve;
use proptest::prelude::*;

/// A whole scripted session of the real binary, as one text: the command,
/// the lines typed, the exit code and everything written.
pub fn transcript(args: &[&str], stdin: &str) -> String {
    let mut full = args.to_vec();
    full.extend(["--color", "never"]);
    let out = nimstep(&full, stdin);
    assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
    format!(
        "$ nimstep {}\n--- typed ---\n{stdin}--- exit {} ---\n{}{}",
        args.join(" "),
        out.code,
        out.stdout,
        out.stderr
    )
}

#[test]
fn a_won_game() {
    // 4 4 6 (nim-sum 6): the student keeps the win to the end, after asking
    // for help and a hint and typing two bad lines.
    let text = transcript(
        &["play", "--seed", "3"],
        "help\nhint\n3 9\ntake two\n1 2\n3 1\n3 1\n2 1\n2 1\n3 1\n2 1\n",
    );
    assert!(text.contains("Nim on 4 4 6"), "{text}");
    assert!(flowed(&text).contains("You win!"), "{text}");
    insta::assert_snapshot!("play_won_game", text);
}

#[test]
fn a_lost_game() {
    // 6 1 4 8 (nim-sum 11) with nimstep first: it never lets go.
    let text = transcript(
        &["play", "--seed", "2", "--computer-first"],
        "1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n",
    );
    assert!(text.contains("nimstep wins."), "{text}");
    insta::assert_snapshot!("play_lost_game", text);
}

#[test]
fn a_misere_game_lost() {
    let text = transcript(
        &["play", "--seed", "6", "--misere"],
        "1 2\n3 1\n3 1\n1 1\n3 1\n1 1\n3 1\n1 1\n3 1\n1 1\n3 1\n",
    );
    assert!(
        text.contains("You took the last stone (misère play"),
        "{text}"
    );
    assert!(text.contains("nimstep wins."), "{text}");
    insta::assert_snapshot!("play_misere_lost", text);
}

#[test]
fn a_misere_game_won_from_a_p_position() {
    // 1 2 3 is a misère P-position: nimstep, moving first, can only wait.
    let text = transcript(
        &["play", "1", "2", "3", "--misere", "--computer-first"],
        "3 2\n2 1\n",
    );
    assert!(text.contains("nimstep took the last stone"), "{text}");
    assert!(flowed(&text).contains("You win!"), "{text}");
    insta::assert_snapshot!("play_misere_won", text);
}

#[test]
fn end_of_input_and_quit_end_cleanly() {
    let eof = nimstep(&["play", "3", "4", "5"], "");
    assert_eq!(eof.code, 0, "{}", eof.stderr);
    assert!(eof.stdout.contains("End of input: the game stops here."));
    assert!(eof.stdout.contains("No moves were made."));
    let quit = nimstep(&["play", "3", "4", "5"], "1 2\nquit\nnever read\n");
    assert_eq!(quit.code, 0);
    assert!(quit.stdout.contains("You stopped the game."));
    assert!(
        flowed(&quit.stdout).contains("│ 1 ┆ you ┆ take 2 from heap 1 ┆ 1 4 5 ┆ ✓ kept │"),
        "{}",
        quit.stdout
    );
    assert!(!quit.stdout.contains("never read"));
}

#[test]
fn bad_lines_are_answered_and_asked_again() {
    let out = nimstep(&["play", "3", "4", "5"], "\n0 1\n1 0\n1 4\nx y\n\u{fffd}\n");
    assert_eq!(out.code, 0);
    for reason in [
        "is not a move",
        "there is no heap 0",
        "takes at least 1 stone",
        "heap 1 has only 3 stones: take from 1 to 3",
        "`x` is not a heap number",
    ] {
        assert!(out.stdout.contains(reason), "{reason}: {}", out.stdout);
    }
    assert_eq!(out.stdout.matches("Your move>").count(), 7);
}

#[test]
fn invalid_utf8_is_a_bad_line_not_a_crash() {
    let out = nimstep_bytes(&["play", "3", "4", "5"], b"\xff\xfe\n1 2\n");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("not UTF-8"), "{}", out.stdout);
    // The game went on: the move typed next, nimstep's reply, no more.
    let replay = out.stdout.split("move by move").nth(1).unwrap_or_default();
    for row in ["│ 1 ┆ you     ┆ take 2 from heap 1", "│ 2 ┆ nimstep"] {
        assert!(replay.contains(row), "{row}: {}", out.stdout);
    }
    assert!(!replay.contains("│ 3 ┆"), "{}", out.stdout);
}

#[test]
fn the_same_seed_deals_the_same_game() {
    let a = nimstep(&["play", "--seed", "99"], "");
    let b = nimstep(&["play", "--seed", "99"], "");
    assert_eq!(a.stdout, b.stdout);
    assert!(a.stdout.starts_with("Dealt with seed 99"));
}

#[test]
fn play_refuses_what_it_cannot_play() {
    for (args, needle) in [
        (&["play", "0", "0"][..], "every heap is empty"),
        (&["play", "3", "--seed", "4"][..], "give one or the other"),
        (
            &["play", "3", "--format", "json"][..],
            "`nimstep play` writes only terminal",
        ),
        (&["play", "3", "x"][..], "`x` is not a whole number"),
        (&["play", "3", "-4"][..], "`-4` is negative"),
    ] {
        let out = nimstep(args, "");
        assert_eq!(out.code, 2, "{args:?}");
        assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
        assert!(out.stderr.contains(needle), "{}", out.stderr);
    }
}

/// Plays a game in-process: nimstep moves first from `heaps`, the student
/// answers with the legal move picked by each number of `choices`; `seed`
/// draws nimstep's waiting moves.
fn play_out(heaps: Vec<u64>, rules: Rules, choices: &[(u64, u64)], seed: u64) -> Option<Player> {
    let mut game = Game::new(heaps, rules, true).unwrap().seeded(seed);
    let mut sink = Transcript::new();
    let mut flow = game.start(&mut sink);
    let mut turn = 0;
    while flow == Flow::Continue {
        let (a, b) = choices[turn % choices.len()];
        turn += 1;
        let live: Vec<usize> = (0..game.heaps().len())
            .filter(|&i| game.heaps()[i] > 0)
            .collect();
        let i = live[(a % live.len() as u64) as usize];
        let take = 1 + b % game.heaps()[i];
        flow = game
            .respond(&format!("{} {take}", i + 1), &mut sink)
            .unwrap();
    }
    game.winner()
}

/// What [`play_out`] plays: small heaps (some may be empty), either rules,
/// the student's choices and nimstep's seed.
fn games() -> impl Strategy<Value = (Vec<u64>, Rules, Vec<(u64, u64)>, u64)> {
    (
        prop::collection::vec(0u64..9, 1..5),
        any::<bool>().prop_map(|misere| if misere { Rules::Misere } else { Rules::Normal }),
        prop::collection::vec((any::<u64>(), any::<u64>()), 1..40),
        any::<u64>(),
    )
}

proptest! {
    #[test]
    fn nimstep_never_loses_from_an_n_position((heaps, rules, choices, seed) in games()) {
        prop_assume!(heaps.iter().any(|&h| h > 0));
        prop_assume!(solve::outcome(&heaps, rules) == Outcome::N);
        prop_assert_eq!(play_out(heaps, rules, &choices, seed), Some(Player::Computer));
    }

    #[test]
    fn every_game_ends_with_a_winner((heaps, rules, choices, seed) in games()) {
        prop_assume!(heaps.iter().any(|&h| h > 0));
        prop_assert!(play_out(heaps, rules, &choices, seed).is_some());
    }
}

/// A Kayles row of 10^18 + 3 pins on a real terminal: its value read
/// through the period and said so, nimstep's hint found by searching the
/// period's classes, the student's split judged by the rule, and nimstep's
/// reply from the P-position it is left, all without listing the row's
/// 10^18 moves.
#[test]
fn a_huge_kayles_row_is_played_through_the_period_on_a_terminal() {
    let mut t =
        crate::terminal::Terminal::start(&["play", "--game", "kayles", "1000000000000000003", "5"]);
    let screen = t.wait_for("Your move>");
    assert!(screen.contains("Read through the period:"), "{screen}");
    assert!(
        screen.contains("g(1000000000000000003) = g(79) = 2"),
        "{screen}"
    );
    assert!(
        screen.contains("repeat with period 12 from heap 71"),
        "{screen}"
    );
    t.press("hint\r");
    t.wait_for("Hint: knock down pin 12 of heap 1, leaving two heaps of 11 and");
    // The hint, typed with its parts in the other order.
    t.press("1 1 999999999999999991 11\r");
    let screen = t.wait_for("Heaps  #1: 11   #2: 999999999999999990   #3: 5");
    assert!(screen.contains("Good move:"), "{screen}");
    assert!(
        screen.contains("g(999999999999999991) = g(79) = 2"),
        "{screen}"
    );
    assert!(
        screen.contains("nimstep: knock down pin 999999999999999991 of heap 2"),
        "{screen}"
    );
    t.press("quit\r");
    assert_eq!(t.finish(), 0, "{}", t.text());
    assert!(t.text().contains("You stopped the game."), "{}", t.text());
}

/// The closing list of a `--game` match whose heaps have 19 digits, at 80
/// and 60 columns: every line fits; an entry that does not fit breaks
/// between its move and the heaps it left (`→` opens a line) or between
/// words, carrying on under the move's words; and read back as one line,
/// each entry is the one-line entry of a wide screen, so no number was cut;
/// the same on a pseudo-terminal that says it is 60 columns wide.
#[test]
fn the_closing_list_wraps_between_a_move_and_the_heaps_it_left() {
    let game = |width: &str| {
        let out = nimstep(
            &[
                "play",
                "--game",
                "kayles",
                "1234567890123456789",
                "9876543210987654321",
                "5",
                "--color",
                "never",
                "--width",
                width,
            ],
            "1 1\n2 1\n",
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        let list = out.stdout.split("The moves of the game:\n").nth(1).unwrap();
        list.lines().map(str::to_string).collect::<Vec<_>>()
    };
    let wide = game("200");
    assert_eq!(wide.len(), 4, "{wide:?}");
    for width in ["80", "60"] {
        let lines = game(width);
        assert_eq!(entries(&lines, width.parse().unwrap()), wide, "{width}");
        assert!(
            lines
                .iter()
                .filter(|l| l.trim_start().starts_with("→ "))
                .count()
                == 4,
            "{width}: {lines:#?}"
        );
    }
    // On a real terminal 60 columns wide, the width it reports, for the
    // game nimstep and the student played above (one move of theirs).
    let mut t = crate::terminal::Terminal::sized(
        &[
            "play",
            "--game",
            "kayles",
            "1234567890123456789",
            "9876543210987654321",
            "5",
        ],
        60,
        60,
    );
    t.wait_for("Your move>");
    t.press("1 1\r");
    t.wait_for("nimstep: ");
    t.press("quit\r");
    assert_eq!(t.finish(), 0);
    let rows: Vec<String> = t
        .rows()
        .into_iter()
        .map(|r| r.trim_end().to_string())
        .collect();
    let start = rows
        .iter()
        .position(|r| r == "The moves of the game:")
        .unwrap()
        + 1;
    let end = rows[start..]
        .iter()
        .position(String::is_empty)
        .map_or(rows.len(), |n| start + n);
    assert_eq!(entries(&rows[start..end], 60), wide[..2], "{rows:#?}");
}

/// The entries of a closing list of moves whose lines fit `width`: a
/// line 14 spaces in carries on the entry above it.
fn entries(lines: &[String], width: usize) -> Vec<String> {
    let mut entries: Vec<String> = Vec::new();
    for line in lines {
        assert!(line.chars().count() <= width, "{line}");
        match line.strip_prefix(&" ".repeat(14)) {
            Some(more) => {
                let entry = entries.last_mut().expect("an entry to carry on");
                entry.push(' ');
                entry.push_str(more);
            }
            None => entries.push(line.clone()),
        }
    }
    assert!(entries.len() < lines.len(), "nothing wrapped: {lines:#?}");
    entries
}

/// The hint shows the exact input for the move it names, and typing that
/// input makes the move (Kayles: a pin in the middle of a row is `K 1 A B`).
#[test]
fn the_hint_shows_what_to_type() {
    let out = crate::support::nimstep(
        &["play", "78", "--game", "kayles", "--width", "200"],
        "hint\nquit\n",
    );
    let hint = out
        .stdout
        .lines()
        .find(|l| l.contains("Hint: "))
        .expect("a hint");
    let typed = hint
        .split("(type `")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .expect("the input to type");
    let words = hint
        .split("Hint: ")
        .nth(1)
        .unwrap()
        .split(" wins")
        .next()
        .unwrap()
        .to_string();
    let again = crate::support::nimstep(
        &["play", "78", "--game", "kayles", "--width", "200"],
        &format!("{typed}\nquit\n"),
    );
    assert!(
        again.stdout.contains("Good move:"),
        "{typed}: {}",
        again.stdout
    );
    assert!(again.stdout.contains(&words), "{words}: {}", again.stdout);
}

/// Moore's Nim's coach says what the theory reads off the position a move
/// left: each binary column's count of 1s mod k + 1 (the claims test holds
/// the words to brute force on every small position).
#[test]
fn moores_coach_reads_the_columns_mod_k_plus_1() {
    let text = flowed(&transcript(
        &["play", "--game", "moore:2", "2", "3", "6"],
        "3 6\n",
    ));
    assert!(
        text.contains(
            "That move lets nimstep win: it leaves 2 3 0 with column counts 2 1 mod 3 (columns 2 1), an N-position"
        ),
        "{text}"
    );
    assert!(
        text.contains("— it leaves 0 0 0, a P-position for you."),
        "{text}"
    );
}

/// `undo` under `--game`, as in Nim: it takes back the student's last
/// move and nimstep's reply, back to the position (and, after a split,
/// the games each heap plays) that move was made from; the in-game help
/// offers it, and the closing list holds only the moves left.
#[test]
fn undo_takes_back_a_move_and_its_reply_in_every_game() {
    // kayles + nim on 5 3: a split of the row of 5 makes heap 2 a row of
    // Kayles; taken back, heap 2 is the Nim heap of 3 again, so `2 3` (3
    // stones at once, no move of Kayles) is legal.
    let out = nimstep(
        &[
            "play", "--game", "kayles", "--game", "nim", "5", "3", "--width", "300", "--color",
            "never",
        ],
        "undo\n1 1 2 2\nundo\n2 3\nquit\n",
    );
    let text = &out.stdout;
    assert!(
        text.contains("`undo` (take back your last move and nimstep's reply)"),
        "{text}"
    );
    assert!(
        text.contains("Your move> undo\nThere is no move of yours to take back yet.\n"),
        "{text}"
    );
    assert!(
        text.contains("Taken back: your move (knock down pin 3 of heap 1, leaving two heaps of 2 and 2); nimstep's reply (knock down pin 2 of heap 1, leaving 1).\n\nHeaps  #1: 5   #2: 3\nYour move> 2 3\nThat move lets nimstep win: it leaves 5 0 with value 4"),
        "{text}"
    );
    assert!(
        text.ends_with("The moves of the game:\n  1. you      take 3 from heap 2, leaving 0 → 5 0\n  2. nimstep  knock down pin 3 of heap 1, leaving two heaps of 2 and 2 → 2 2 0\n"),
        "{text}"
    );
    // Wythoff's game, where nimstep moves first: nothing of the student's
    // to take back until a move is made; then back to the student's turn.
    let out = nimstep(
        &[
            "play",
            "--game",
            "wythoff",
            "3",
            "5",
            "--computer-first",
            "--width",
            "300",
        ],
        "undo\n1 1\nundo\nquit\n",
    );
    let text = &out.stdout;
    assert!(
        text.contains(
            "Heaps  #1: 3   #2: 4\nYour move> undo\nThere is no move of yours to take back yet.\n"
        ),
        "{text}"
    );
    assert!(
        text.ends_with("Your move> undo\nTaken back: your move (take 1 from heap 1, leaving 2); nimstep's reply (take 3 from heap 2, leaving 1).\n\nHeaps  #1: 3   #2: 4\nYour move> quit\n\nYou stopped the game.\nThe moves of the game:\n  1. nimstep  take 1 from heap 2, leaving 4 → 3 4\n"),
        "{text}"
    );
}
