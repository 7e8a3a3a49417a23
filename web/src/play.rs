//! The Play view: a game of Nim against nimstep with its coach, the very
//! game `nimstep play` runs ([`nimstep_core::play::game`]).
//!
//! The page keeps no game in the module: each call replays the game from
//! its start and the lines typed so far, so a module restarted (after a
//! call stopped for taking too long) loses nothing, and the game is the
//! one `nimstep play HEAPS` plays given the same lines.

use crate::transcript::replay;
use nimstep_core::game::position::Position;
use nimstep_core::game::Rules;
use nimstep_core::play::deal::GAME;
use nimstep_core::play::game::Game;
use nimstep_core::play::rng::Rng;

/// Heaps dealt for a game from `seed`, as `nimstep play --seed SEED`
/// deals them, written as typed (`3 5 2`).
pub fn deal(seed: u32) -> String {
    let heaps = nimstep_core::play::deal::deal(&mut Rng::with_seed(u64::from(seed)), GAME);
    let heaps: Vec<String> = heaps.iter().map(u64::to_string).collect();
    heaps.join(" ")
}

/// The game on the heaps typed in `position`, in misère play when
/// `misere`, nimstep moving first when `computer_first`, after `lines`
/// (one typed line per line: moves, `hint`, `undo`, `help`, `quit`). The
/// answer is two lines, then the page of the game so far: the heaps now,
/// and `over` or `playing`; refused when the position is not
/// one, or with the game's own words when the last line is not a move.
pub fn play(
    position: &str,
    misere: bool,
    computer_first: bool,
    lines: &str,
) -> Result<String, String> {
    let position =
        Position::parse_text(position).map_err(|err| err.given("typed in the Heaps field"))?;
    let rules = if misere { Rules::Misere } else { Rules::Normal };
    let mut game = Game::new(position.heaps().to_vec(), rules, computer_first)
        .map_err(|err| err.to_string())?;
    let (page, over) = replay(&mut game, "Play", lines)?;
    let heaps: Vec<String> = game.heaps().iter().map(u64::to_string).collect();
    Ok(format!(
        "{}\n{}\n{}",
        heaps.join(" "),
        if over { "over" } else { "playing" },
        page
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deal_is_the_command_line_s() {
        let dealt = deal(5);
        let mut rng = Rng::with_seed(5);
        let heaps = nimstep_core::play::deal::deal(&mut rng, GAME);
        assert_eq!(Position::parse_text(&dealt).unwrap().heaps(), heaps);
    }

    #[test]
    fn a_game_replays_to_its_end() {
        let answer = play("1 1", false, false, "1 1\n").unwrap();
        let (heaps, rest) = answer.split_once('\n').unwrap();
        assert_eq!(heaps, "0 0");
        assert!(rest.starts_with("over\n"), "{rest}");
        assert!(rest.contains("nimstep took the last stone"), "{rest}");
        assert!(rest.contains("The game, move by move"), "{rest}");
        let playing = play("3 4 5", false, false, "1 2\nhint\n").unwrap();
        assert!(playing.contains("\nplaying\n"), "{playing}");
        assert!(playing.contains("Hint: "), "{playing}");
    }

    #[test]
    fn bad_lines_and_positions_are_refused_in_the_cli_s_words() {
        let err = play("3 4 5", false, false, "1 2\n9 1").unwrap_err();
        assert!(err.contains("there is no heap 9"), "{err}");
        assert!(err.ends_with("Try again (or type `help`)."), "{err}");
        let err = play("0 0", false, false, "").unwrap_err();
        assert!(err.starts_with("every heap is empty"), "{err}");
        let err = play("3 x", false, false, "").unwrap_err();
        assert!(err.starts_with("heap `x` is not a whole number"), "{err}");
    }
}
