//! Practice: `undo` and the annotated replay of `play`, the help that
//! shows how to answer, and the quiz's other skills and misère rules.

use crate::support::{flowed, nimstep, refused, Run};

#[test]
fn undo_takes_back_the_last_pair_of_moves() {
    // 3 4 5: 1 1 throws the win away, nimstep answers; undo restores 3 4 5.
    let out = nimstep(
        &["play", "3", "4", "5", "--color", "never"],
        "1 1\nundo\n1 2\nundo\nundo\n",
    );
    let text = flowed(&out.stdout);
    assert!(
        text.contains(
            "Taken back: your move (take 1 from heap 1, leaving 2); nimstep's reply (take 1 from heap 1, leaving 1)."
        ),
        "{text}"
    );
    assert_eq!(text.matches("Heaps #1: 3 #2: 4 #3: 5").count(), 4, "{text}");
    assert!(
        text.contains("There is no move of yours to take back yet."),
        "{text}"
    );
    assert!(text.contains("No moves were made."), "{text}");
}

#[test]
fn the_replay_judges_every_move_and_names_the_one_that_kept_the_win() {
    let out = nimstep(&["play", "3", "4", "5", "--color", "never"], "1 1\n");
    let text = flowed(&out.stdout);
    assert!(text.contains("The game, move by move"), "{text}");
    assert!(
        text.contains("│ 1 ┆ you ┆ take 1 from heap 1 ┆ 2 4 5 ┆ ✗ given away │"),
        "{text}"
    );
    assert!(
        text.contains("│ 2 ┆ nimstep ┆ take 1 from heap 1 ┆ 1 4 5 ┆ ✓ kept │"),
        "{text}"
    );
    assert!(
        text.contains("Move 1: take 2 from heap 1, leaving 1 would have kept the win."),
        "{text}"
    );
}

#[test]
fn help_shows_how_to_answer_with_an_example() {
    Run::new("play --help")
        .code(0)
        .stdout_has("`K N`")
        .stdout_has("`2 3` takes 3 stones from heap 2")
        .stdout_has("`undo`");
    Run::new("quiz --help")
        .code(0)
        .stdout_has("`1 9` takes 9 from heap 1")
        .stdout_has("`0b1001`");
}

#[test]
fn a_binary_quiz_checks_the_digits_and_shows_the_subtraction() {
    // Seed 1 at level medium asks for 5, then 6.
    let out = nimstep(
        &[
            "quiz", "--skill", "binary", "--seed", "1", "--count", "2", "--color", "never",
        ],
        "101\n111\n",
    );
    let text = flowed(&out.stdout);
    assert!(text.contains("Number 1 of 2: write 5"), "{text}");
    assert!(text.contains("✓ Right: 5 = 101₂."), "{text}");
    assert!(
        text.contains("✗ Not quite: 6 = 110₂; 111₂ is 7: the 1 (2^0) column is wrong."),
        "{text}"
    );
    assert!(text.contains("• 6 = 4 + 2 = "), "{text}");
    assert!(text.contains("Score: 1 of 2 answers right."), "{text}");
}

#[test]
fn a_nim_sum_quiz_asks_about_two_or_three_heaps() {
    let out = nimstep(
        &[
            "quiz", "--skill", "nim-sum", "--seed", "1", "--count", "6", "--color", "never",
        ],
        "",
    );
    let heaps: Vec<usize> = out
        .stdout
        .lines()
        .filter_map(|l| l.split("heaps ").nth(1))
        .map(|h| h.split_whitespace().count())
        .collect();
    assert_eq!(heaps.len(), 1, "end of input after the first question");
    assert!((2..=3).contains(&heaps[0]), "{}", out.stdout);
    assert!(out.stdout.contains("Nim-sum? "));
    assert!(!out.stdout.contains("P or N?"));
}

#[test]
fn a_misere_label_quiz_judges_by_misere_rules() {
    // Seed 1: 1 2 2 comes second; under misère rules it is N (two big
    // heaps, nim-sum 1), as under normal play.
    let out = nimstep(
        &[
            "quiz", "--skill", "label", "--misere", "--seed", "1", "--count", "2", "--color",
            "never",
        ],
        "N\nN\n",
    );
    let text = flowed(&out.stdout);
    assert!(
        text.contains("misère play: whoever takes the last stone loses"),
        "{text}"
    );
    assert!(text.contains("✓ Right: 1 2 2 is an N-position."), "{text}");
    assert!(text.contains("--skill label --misere"), "{text}");
    assert!(!text.contains("Nim-sum?"), "{text}");
}

#[test]
fn a_label_quiz_explains_a_wrong_verdict_by_the_labelling_alone() {
    // Seed 1 asks 4 3 4 (N) first; seed 8 asks 2 2 (P). Lesson 6's skill
    // is labelling from the moves, so the nim-sum is never the reason
    // (the claims test checks every sentence against the game tree).
    let label = |seed: &str, answer: &str| {
        let args = [
            "quiz", "--skill", "label", "--seed", seed, "--count", "1", "--color", "never",
        ];
        flowed(&nimstep(&args, answer).stdout)
    };
    let n = label("1", "P\n");
    assert!(
        n.contains("By the labelling 4 3 4 is N: a move reaches a P-position. Take 3 from heap 2: that leaves 4 0 4, which is P (nimstep label 4 3 4 labels every position on the way)."),
        "{n}"
    );
    let p = label("8", "N\n");
    assert!(
        p.contains("2 2 is P: every move reaches an N-position, one with a move to a P-position of its own. Its 4 moves: • take 2 from heap 1: 0 2, N: take 2 from heap 2 leaves nothing, which is P • take 1 from heap 1: 1 2, N: take 1 from heap 2 leaves 1 1, which is P •"),
        "{p}"
    );
    for text in [n, p] {
        assert!(!text.to_lowercase().contains("nim-sum"), "{text}");
        assert!(
            text.contains("P (whoever moves now loses against perfect play) or N (whoever moves now can force a win)."),
            "{text}"
        );
    }
}

#[test]
fn a_binary_quiz_names_no_rules() {
    // Writing a number in binary is the same under either rules.
    for misere in [&[][..], &["--misere"][..]] {
        let args: Vec<&str> = ["quiz", "--skill", "binary", "--seed", "1", "--count", "1"]
            .into_iter()
            .chain(misere.iter().copied())
            .collect();
        let text = flowed(&nimstep(&args, "").stdout);
        assert!(text.contains("Nim quiz, 1 question."), "{text}");
        assert!(!text.contains(" play"), "{text}");
    }
}

#[test]
fn a_misere_quiz_accepts_the_misere_endgame_move() {
    // Find a full misère quiz whose first position has exactly one big heap
    // by trying seeds; the endgame move (leave an odd number of single
    // stones) is then accepted.
    let quiz = |seed: u64| format!("quiz --misere --seed {seed} --count 1 --level easy");
    let small = |seed: u64| {
        Run::new(&quiz(seed))
            .outcome()
            .stdout
            .lines()
            .find_map(|l| l.split("heaps ").nth(1).map(String::from))
            .unwrap()
            .split_whitespace()
            .map(|h| h.parse::<u64>().unwrap())
            .collect::<Vec<u64>>()
    };
    let (seed, heaps) = (0..200)
        .map(|seed| (seed, small(seed)))
        .find(|(_, heaps)| heaps.iter().filter(|&&h| h >= 2).count() == 1)
        .expect("a position with one big heap");
    let big = heaps.iter().position(|&h| h >= 2).unwrap();
    let singles = heaps.iter().filter(|&&h| h == 1).count();
    let leave = if singles % 2 == 0 { 1 } else { 0 };
    let answer = format!("0\nN\n{} {}\n", big + 1, heaps[big] - leave);
    let run = Run::new(&format!("{} --color never", quiz(seed))).stdin(&answer);
    let text = flowed(&run.outcome().stdout);
    assert!(
        text.contains("a P-position for your opponent"),
        "{heaps:?}: {text}"
    );
}

#[test]
fn a_game_beyond_nim_is_not_quizzed_under_misere_rules_or_by_skill() {
    // The refusal names only the flags given.
    let under_normal_play =
        "error: --game asks about a game beyond Nim under normal play: leave out";
    for (flags, leave_out) in [
        (&["--skill", "binary"][..], "--skill"),
        (&["--misere"][..], "--misere"),
        (
            &["--misere", "--skill", "label"][..],
            "--misere and --skill",
        ),
    ] {
        let mut args = vec!["quiz", "--game", "lasker"];
        args.extend(flags);
        refused(&args, "", leave_out);
        assert_eq!(
            nimstep(&args, "").stderr,
            format!("{under_normal_play} {leave_out}\n"),
            "{args:?}"
        );
    }
}
