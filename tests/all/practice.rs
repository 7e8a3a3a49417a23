//! Practice: `undo` and the annotated replay of `play`, the help that
//! shows how to answer, and the quiz's other skills and misère rules.

use crate::support::{flowed, nimstep, Run};

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
            "Taken back: you take 1 from heap 1, leaving 2; nimstep take 1 from heap 1, leaving 1."
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
