//! The Explain view: a position, a game and the rules in, the walkthrough
//! page out — the very page `nimstep explain … --format html` writes.

use nimstep_core::game::position::Position;
use nimstep_core::game::Rules;
use nimstep_core::games::error::GameError;
use nimstep_core::games::spec::GameSpec;
use nimstep_core::render::{html, Report};
use nimstep_core::solve::walkthrough::{self, Play};

/// The walkthrough of the heaps in `position` (as typed on the command
/// line: sizes separated by spaces or commas) under the game named by the
/// spec `game`, in misère play when `misere`: the whole HTML page of
/// `explain --format html`, or the refusal in the core's words.
pub fn explain(position: &str, game: &str, misere: bool) -> Result<String, String> {
    let game: GameSpec = game.trim().parse()?;
    let position =
        Position::parse_text(position).map_err(|err| err.given("typed in the Position field"))?;
    let games = [game];
    let play = match &games {
        [GameSpec::Nim] if misere => Play::Nim(Rules::Misere),
        [GameSpec::Nim] => Play::Nim(Rules::Normal),
        [game] if misere => {
            return Err(format!(
                "Misère with {game}: misère play is analysed only for nim; untick Misère (normal play: whoever makes the last move wins)"
            ));
        }
        games => Play::Games(games),
    };
    let documents = walkthrough::explain(&position, play, None)
        .map_err(|err| match err {
            GameError::Bouton(err) => format!("nimstep cannot explain this position: {err:?}"),
            err => err.to_string(),
        })?
        .documents();
    Ok(html::render(&documents))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimstep_core::present;

    #[test]
    fn the_page_is_the_core_s_page() {
        let page = explain("13 12 8", "nim", false).unwrap();
        let position = Position::parse_text("13 12 8").unwrap();
        let trace =
            nimstep_core::solve::walkthrough::explain_nim(&position, Rules::Normal, None).unwrap();
        assert_eq!(page, html::render(&[present::sum::document(&trace)]));
        assert!(page.contains("section class=\"step\""));
        let misere = explain("1,1,2", "nim", true).unwrap();
        assert!(misere.contains("misère"), "{misere}");
        let kayles = explain("3 4", "kayles", false).unwrap();
        assert!(kayles.contains("Kayles"), "{kayles}");
    }

    #[test]
    fn refusals_are_the_core_s_words() {
        let err = explain("7 abc", "nim", false).unwrap_err();
        assert!(err.starts_with("heap `abc` is not a whole number"), "{err}");
        let err = explain("18446744073709551616", "nim", false).unwrap_err();
        assert!(err.contains("too large"), "{err}");
        let err = explain("", "nim", false).unwrap_err();
        assert_eq!(
            err,
            "no heaps given: expected heap sizes such as `13 12 8` or `13,12,8`, typed in the Position field"
        );
        let err = explain("3", "chess", false).unwrap_err();
        assert!(err.starts_with("unknown game `chess`"), "{err}");
        let err = explain("3", "kayles", true).unwrap_err();
        assert!(
            err.contains("misère play is analysed only for nim"),
            "{err}"
        );
    }
}
