//! Pictures: small positions drawn as stones at the start of a walkthrough
//! and after the move, in every format, in ASCII on request.

use crate::support::Run;

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

#[test]
fn large_positions_and_json_have_no_picture() {
    Run::new("explain 37 20 29").code(0).stdout_lacks("●");
    Run::new("explain 13 12 8 --format json").stdout_lacks("●");
    Run::new("explain 0 0").code(0).stdout_lacks("●");
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
