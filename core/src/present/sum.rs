//! The walkthrough of any game as a document, and the one `Report` of a
//! walkthrough: Nim's document is `present::explain`'s; a game beyond Nim
//! has its title, its rules, and each step's section, worded by the game's
//! own folder (`games/heap`, `staircase`, `moore`, `wythoff`, and
//! Bouton's steps through `games::bouton`), with the heaps drawn as stones
//! where they are heaps.

use crate::doc::{Document, Line, Mark, Section};
use crate::game::Move;
use crate::games::heap::explain as heap;
use crate::games::heap::steps::Step;
use crate::games::heap::words::game_move_words;
use crate::games::moore::explain as moore;
use crate::games::moore::moore_words;
use crate::games::nim::move_words;
use crate::games::spec::GameSpec;
use crate::games::staircase::explain as staircase;
use crate::games::staircase::stair_words;
use crate::games::wythoff::explain as wythoff;
use crate::games::wythoff::WythoffMove;
use crate::present::explain::{self, heaps_picture, move_picture};
use crate::present::grundy::rule_words;
use crate::render::Report;
use crate::solve::walkthrough::{Games, Steps, Trace, WinningMoves};
use crate::words::{distinct_games, heaps_list};
use serde::Serialize;

/// The walkthrough of any game as a document: Nim's, or a game beyond
/// Nim's, whose sections each game's folder words.
pub fn document(trace: &Trace) -> Document {
    let game_of = |heap| game_of(&trace.game, heap);
    let sections = match &trace.steps {
        Steps::Nim {
            winning_moves,
            steps,
        } => return explain::document(&trace.heaps, trace.rules, winning_moves, steps),
        Steps::Heap(steps) => heap_sections(trace, steps, game_of),
        Steps::Staircase(steps) => steps
            .iter()
            .flat_map(|step| staircase::sections(step, &trace.heaps))
            .collect(),
        Steps::Moore(steps) => steps.iter().map(moore::section).collect(),
        Steps::Wythoff(steps) => steps.iter().map(wythoff::section).collect(),
    };
    beyond_nim(trace, sections)
}

/// The sections of a heap game's steps, the move back in the game drawn
/// on the stones.
fn heap_sections<'a>(
    trace: &Trace,
    steps: &[Step],
    game_of: impl Fn(usize) -> &'a GameSpec + Copy,
) -> Vec<Section> {
    let mut sections = Vec::new();
    for step in steps {
        let mut step_sections = heap::sections(step, steps, game_of);
        if let (Step::BackToTheGame { chosen, .. }, Some(last)) = (step, step_sections.last_mut()) {
            // A split takes stones from the middle of a row: no picture of
            // stones taken from its end would be true to it.
            if chosen.split.is_none() && chosen.take > 0 {
                let taken = Move {
                    heap: chosen.heap,
                    take: chosen.take,
                    leaves: chosen.leaves,
                };
                last.blocks.push(move_picture(&trace.heaps, &taken));
            }
        }
        sections.extend(step_sections);
    }
    sections
}

/// The document of a game beyond Nim: its title, its rules (with the
/// stones, where the game is played on heaps), then the steps' sections.
fn beyond_nim(trace: &Trace, steps: Vec<Section>) -> Document {
    let game = match &trace.game {
        Games::One(game) => game.to_string(),
        Games::PerHeap(_) => "a sum of games".to_string(),
    };
    // Heap games are drawn as stones, as a Nim walkthrough is; the coins of
    // a staircase are not heaps, and Moore's moves touch several heaps.
    let heap_game = match &trace.game {
        Games::One(game) => !matches!(game, GameSpec::Staircase | GameSpec::Moore(_)),
        Games::PerHeap(_) => true,
    };
    let mut sections = vec![rules(&trace.game)];
    if heap_game {
        sections[0].blocks.push(heaps_picture(&trace.heaps));
    }
    sections.extend(steps);
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

/// The game played on heap `heap` (counting from 1).
fn game_of(games: &Games, heap: usize) -> &GameSpec {
    match games {
        Games::One(game) => game,
        Games::PerHeap(games) => &games[heap - 1],
    }
}

/// A walkthrough's winning moves in words, each by its own game's rule,
/// in the order the walkthrough lists them.
pub(crate) fn winning_move_words(trace: &Trace) -> Vec<String> {
    match trace.winning_moves() {
        WinningMoves::Nim(moves) => moves.iter().map(move_words).collect(),
        WinningMoves::Heap(moves) => moves
            .iter()
            .map(|m| game_move_words(m, game_of(&trace.game, m.heap)))
            .collect(),
        WinningMoves::Stair(moves) => moves.iter().map(stair_words).collect(),
        WinningMoves::Moore(moves) => moves.iter().map(moore_words).collect(),
        WinningMoves::Wythoff(moves) => moves.iter().map(WythoffMove::words).collect(),
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
