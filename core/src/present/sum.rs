//! The walkthrough of any game as a document, and the one `Report` of a
//! walkthrough: Nim's document is `present::explain`'s; a game beyond Nim
//! has its title, its rules, and its steps' sections, which the game's
//! own folder words (`games::walked::Walked`), with the heaps drawn as
//! stones where the game says they are heaps.

use crate::doc::{Document, Line, Mark, Section};
use crate::games::nim::move_words;
use crate::games::walked::{Games, Walked};
use crate::present::explain::{self, heaps_picture};
use crate::present::grundy::rule_words;
use crate::render::Report;
use crate::solve::walkthrough::{Steps, Trace};
use crate::words::{distinct_games, heaps_list};
use serde::Serialize;

/// The walkthrough of any game as a document: Nim's, or a game beyond
/// Nim's, whose sections each game's folder words.
pub fn document(trace: &Trace) -> Document {
    match &trace.steps {
        Steps::Nim {
            winning_moves,
            steps,
        } => explain::document(&trace.heaps, trace.rules, winning_moves, steps),
        Steps::Game(walk) => beyond_nim(trace, &**walk),
    }
}

/// The document of a game beyond Nim: its title, its rules (with the
/// stones, where the game is played on heaps), then the steps' sections.
fn beyond_nim(trace: &Trace, walk: &dyn Walked) -> Document {
    let game = match &trace.game {
        Games::One(game) => game.to_string(),
        Games::PerHeap(_) => "a sum of games".to_string(),
    };
    let mut sections = vec![rules(&trace.game)];
    if walk.drawn_as_stones() {
        sections[0].blocks.push(heaps_picture(&trace.heaps));
    }
    sections.extend(walk.sections(&trace.heaps, &trace.game));
    Document {
        numbered: true,
        title: Line::new()
            .plain("Position ")
            .mark(heaps_list(&trace.heaps), Mark::Strong)
            .plain(" — ")
            .mark(game, Mark::Strong)
            .plain(", normal play: whoever makes the last move wins"),
        sections,
    }
}

fn rules(games: &Games) -> Section {
    let section = Section::new("The game");
    match games {
        Games::One(game) => section.paragraph(rule_words(game)),
        Games::PerHeap(games) => {
            let lines = distinct_games(games)
                .into_iter()
                .map(|(i, game)| {
                    Line::new()
                        .mark(game.to_string(), Mark::Strong)
                        .plain(format!(" (from heap {}): {}", i + 1, rule_words(game)))
                })
                .collect();
            section
                .paragraph("Each heap has its own game; a move is a move in one heap's game.")
                .bullets(lines)
        }
    }
}

/// A walkthrough's winning moves in words, each by its own game's rule,
/// in the order the walkthrough lists them.
pub(crate) fn winning_move_words(trace: &Trace) -> Vec<String> {
    match &trace.steps {
        Steps::Nim { winning_moves, .. } => winning_moves.iter().map(move_words).collect(),
        Steps::Game(walk) => walk.winning_move_words(&trace.game),
    }
}

/// A walkthrough of any game: its JSON is the trace itself.
impl Report for Trace {
    fn json(&self) -> impl Serialize + '_ {
        self
    }

    fn documents(&self) -> Vec<Document> {
        vec![document(self)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::position::Position;
    use crate::games::heap::grundy::Sum;
    use crate::games::spec::GameSpec;
    use crate::games::{heap, moore, staircase, wythoff};
    use crate::solve::walkthrough::{explain, Play};
    use serde_json::{json, to_value, Value};

    /// The walkthrough of `heaps` in `game`, its JSON, and what the
    /// document shows after the rules: the steps' sections.
    fn walked(heaps: &[u64], game: &str) -> (Trace, Value, Vec<Section>) {
        let games = [game.parse::<GameSpec>().unwrap()];
        let position = Position::new(heaps.to_vec()).unwrap();
        let trace = explain(&position, Play::Games(&games), None).unwrap();
        let json = to_value(&trace).unwrap();
        let sections = document(&trace).sections.split_off(1);
        (trace, json, sections)
    }

    /// Each game's walkthrough is the steps its own folder records,
    /// worded by its own folder and written as its own steps, its moves
    /// said by its own rule: four games side by side, each checked
    /// against its folder's functions called directly, so a walkthrough
    /// made, worded or written by another game fails here. Every position
    /// is an N-position, so there are moves to word.
    #[test]
    fn every_game_words_and_writes_its_own_steps() {
        let one = |game: &str| Games::One(game.parse().unwrap());

        let (trace, json, sections) = walked(&[5, 7, 9], "moore:2");
        let (steps, moves) = moore::steps::steps(&[5, 7, 9], 2);
        assert!(!moves.is_empty());
        assert_eq!(trace.steps_of(), Some(steps.as_slice()));
        assert_eq!(json["steps"], to_value(&steps).unwrap());
        assert_eq!(json["winning_moves"], to_value(&moves).unwrap());
        assert_eq!(sections, steps.sections(&[5, 7, 9], &one("moore:2")));
        let words: Vec<String> = moves.iter().map(moore::moore_words).collect();
        assert_eq!(winning_move_words(&trace), words);

        let (trace, json, sections) = walked(&[4, 5], "wythoff");
        let steps = wythoff::solve::steps([4, 5]);
        let moves = wythoff::solve::winning_moves([4, 5]);
        assert!(!moves.is_empty());
        assert_eq!(trace.steps_of(), Some(steps.as_slice()));
        assert_eq!(json["steps"], to_value(&steps).unwrap());
        assert_eq!(json["winning_moves"], to_value(&moves).unwrap());
        assert_eq!(sections, steps.sections(&[4, 5], &one("wythoff")));
        let words: Vec<String> = moves.iter().map(wythoff::WythoffMove::words).collect();
        assert_eq!(winning_move_words(&trace), words);

        let coins = [3, 1, 4, 1, 5];
        let (trace, json, sections) = walked(&coins, "staircase");
        let steps = staircase::steps::walkthrough(&coins, None).unwrap().steps;
        let moves = staircase::staircase_winning_moves(&coins);
        assert!(!moves.is_empty());
        assert_eq!(trace.steps_of(), Some(steps.as_slice()));
        assert_eq!(json["steps"], to_value(&steps).unwrap());
        assert_eq!(json["winning_moves"], to_value(&moves).unwrap());
        assert_eq!(sections, steps.sections(&coins, &one("staircase")));
        let words: Vec<String> = moves.iter().map(staircase::stair_words).collect();
        assert_eq!(winning_move_words(&trace), words);

        let (trace, json, sections) = walked(&[5, 7, 9], "kayles");
        let sum = Sum::new(&["kayles".parse().unwrap()], &[5, 7, 9]).unwrap();
        let steps = heap::solve::walkthrough(&sum, &[5, 7, 9], None)
            .unwrap()
            .steps;
        let moves = heap::reach::winning_moves(&sum, &[5, 7, 9]).unwrap().moves;
        assert!(!moves.is_empty());
        assert_eq!(trace.steps_of(), Some(steps.as_slice()));
        assert_eq!(json["steps"], to_value(&steps).unwrap());
        assert_eq!(json["winning_moves"], to_value(&moves).unwrap());
        assert_eq!(sections, steps.sections(&[5, 7, 9], &one("kayles")));
        let kayles = "kayles".parse().unwrap();
        let words: Vec<String> = moves
            .iter()
            .map(|m| heap::words::game_move_words(m, &kayles))
            .collect();
        assert_eq!(winning_move_words(&trace), words);
        assert_eq!(json["game"], json!("kayles"));
    }

    /// A walkthrough's steps are read back only as their own game's type.
    #[test]
    fn steps_are_read_back_only_as_their_own_games() {
        let (trace, _, _) = walked(&[4, 5], "wythoff");
        assert!(trace.steps_of::<wythoff::solve::Step>().is_some());
        assert!(trace.steps_of::<moore::steps::Step>().is_none());
        assert!(trace.steps_of::<heap::steps::Step>().is_none());
        assert!(trace.steps_of::<crate::trace::Step>().is_none());
        assert!(trace.nim_moves().is_none());
    }
}
