//! The Worksheet view: a sheet of positions for students, dealt from a
//! seed as `nimstep worksheet` deals it, and its answer key, each a page
//! of its own so that each prints alone (the student's sheet carries no
//! way to its answers).

use nimstep_core::game::Rules;
use nimstep_core::play::deal::Level;
use nimstep_core::play::rng::read_seed;
use nimstep_core::play::worksheet_draw::{worksheet as dealt, Asked, DEFAULT_COUNT};
use nimstep_core::render::{html, Report};

/// The page of the sheet dealt from `seed` (as typed: `--seed`'s number)
/// at `level` (its name, as `--level` takes it), with misère rules when
/// `misere`: the student's sheet, or with `key` its answer key alone, as
/// `nimstep worksheet --seed N --level L [--misere] [--answers] --format
/// html` writes it. A bad seed is refused in the words the command line
/// gives after naming `--seed`.
pub fn worksheet(level: &str, seed: &str, misere: bool, key: bool) -> Result<String, String> {
    let level = Level::ALL
        .into_iter()
        .find(|l| l.name() == level)
        .ok_or_else(|| format!("the page asked for an unknown level `{level}`"))?;
    let seed = read_seed(seed)?;
    let rules = if misere { Rules::Misere } else { Rules::Normal };
    let asked = Asked {
        level,
        count: DEFAULT_COUNT,
        winning_moves: None,
        p_share: None,
        rules,
    };
    let sheet = dealt(&asked, seed)?;
    let sheet = if key { sheet.key_only() } else { sheet };
    Ok(html::render(&sheet.documents()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sheet_and_its_key_are_pages_of_their_own() {
        let sheet = worksheet("easy", "7", false, false).unwrap();
        let key = worksheet("easy", "7", false, true).unwrap();
        assert!(sheet.contains("section class=\"step\""), "{sheet}");
        assert!(!sheet.contains("Answer key"), "{sheet}");
        assert!(key.contains("Answer key"), "{key}");
        // The same seed deals the same sheet; another, another.
        assert_eq!(worksheet("easy", "7", false, false).unwrap(), sheet);
        assert_ne!(worksheet("easy", "8", false, false).unwrap(), sheet);
        assert_eq!(
            worksheet("easy", "x", false, false).unwrap_err(),
            "seed `x` is not a whole number: a seed is a whole number from 0 to 18446744073709551615"
        );
    }
}
