//! The walkthrough of a game other than Nim as a document: the title, the
//! rules, and each step's section, worded by the game's own folder
//! (`games/heap`, `staircase`, `moore`, `wythoff`, and Bouton's steps by
//! `games/nim`), with the heaps drawn as stones where they are heaps.

use crate::doc::{Document, Line, Mark, Section};
use crate::game::Move;
use crate::games::heap::explain as heap;
use crate::games::heap::words::game_move_words;
use crate::games::moore::explain as moore;
use crate::games::moore::moore_words;
use crate::games::nim::explain::{section, Subject};
use crate::games::spec::GameSpec;
use crate::games::staircase::explain as staircase;
use crate::games::staircase::stair_words;
use crate::present::explain::{heaps_picture, move_picture};
use crate::present::grundy::rule_words;
use crate::render::Report;
use crate::solve::sum::{AnyMove, BoutonOn, GameStep, GameTrace, Games};
use crate::trace::Step;
use crate::words::{distinct_games, heaps_list};
use serde::Serialize;

/// The whole walkthrough as a document.
pub fn document(trace: &GameTrace) -> Document {
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
    for step in &trace.steps {
        let mut steps = game_step(step, trace);
        if let (GameStep::BackToTheGame { chosen, .. }, Some(last), true) =
            (step, steps.last_mut(), heap_game)
        {
            // A split takes stones from the middle of a row: no picture
            // of stones taken from its end would be true to it.
            if chosen.split.is_none() && chosen.take > 0 {
                let taken = Move {
                    heap: chosen.heap,
                    take: chosen.take,
                    leaves: chosen.leaves,
                };
                last.blocks.push(move_picture(&trace.heaps, &taken));
            }
        }
        sections.extend(steps);
    }
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

/// Any game's move in words; `games` holds the game of each heap.
pub fn any_move_words(m: &AnyMove, games: &[GameSpec]) -> String {
    match m {
        AnyMove::Heap(m) => match games.get(m.heap.wrapping_sub(1)) {
            Some(game) => game_move_words(m, game),
            None => game_move_words(m, &GameSpec::Nim),
        },
        AnyMove::Stair(m) => stair_words(m),
        AnyMove::Moore(m) => moore_words(m),
        AnyMove::Wythoff(m) => m.words(),
    }
}

fn game_step(step: &GameStep, trace: &GameTrace) -> Vec<Section> {
    let staircase = matches!(trace.game, Games::One(GameSpec::Staircase));
    let game_of = |heap| game_of(&trace.game, heap);
    match step {
        GameStep::Wythoff(step) => vec![crate::games::wythoff::explain::section(step)],
        GameStep::GrundyValues {
            heaps,
            traces,
            periods,
        } => vec![heap::grundy_values(heaps, traces, periods)],
        GameStep::SumsAreNim { sizes, values } => vec![heap::sums_are_nim(sizes, values)],
        GameStep::Bouton { on, steps } => steps
            .iter()
            .map(|s| {
                let mut sec = match (on, s) {
                    (
                        BoutonOn::GrundyValues,
                        Step::CandidateHeaps {
                            power,
                            nim_sum,
                            heaps,
                        },
                    ) => heap::candidate_values(*power, *nim_sum, heaps),
                    (BoutonOn::GrundyValues, _) => section(s, Subject::GrundyValues),
                    (
                        BoutonOn::OddSteps,
                        Step::CandidateHeaps {
                            power,
                            nim_sum,
                            heaps,
                        },
                    ) => staircase::candidates(*power, *nim_sum, heaps, &trace.heaps),
                    (BoutonOn::OddSteps, _) => section(s, Subject::OddSteps),
                };
                sec.heading = match on {
                    BoutonOn::GrundyValues => format!("{} — on the Grundy values", sec.heading),
                    BoutonOn::OddSteps => {
                        format!("{} — on the odd steps (heap j is step 2j − 1)", sec.heading)
                    }
                };
                sec
            })
            .collect(),
        GameStep::BackToTheGame {
            heap,
            size,
            value,
            target,
            chosen,
        } => vec![heap::back_to_the_game(
            (*heap, *size),
            *value,
            *target,
            chosen,
            game_of(chosen.heap),
        )],
        GameStep::AllWinningMoves {
            moves,
            to_larger_values,
            total,
            in_play,
            not_listed,
            searched,
        } => {
            let search = trace.steps.iter().find_map(|s| match s {
                GameStep::GrundyValues { heaps, periods, .. } => {
                    Some(heap::search_words(searched, heaps, periods))
                }
                _ => None,
            });
            let counts = heap::WinningCounts {
                total: *total,
                in_play: *in_play,
                not_listed: *not_listed,
                to_larger_values: *to_larger_values,
            };
            vec![heap::all_winning_moves(
                moves,
                &counts,
                searched,
                &search.unwrap_or_default(),
                game_of,
            )]
        }
        GameStep::EveryMoveLoses { keep_going } if staircase => {
            vec![staircase::every_move_loses(keep_going.as_ref())]
        }
        GameStep::EveryMoveLoses { keep_going } => vec![heap::every_move_loses(
            keep_going.as_ref().map(|m| (m, game_of(m.heap))),
        )],
        GameStep::OddSteps {
            coins,
            steps,
            heaps,
        } => vec![staircase::odd_steps(coins, steps, heaps)],
        GameStep::StaircaseMove { chosen, odd_after } => {
            vec![staircase::staircase_move(chosen, odd_after)]
        }
        GameStep::Moore(step) => vec![moore::section(step)],
        GameStep::StaircaseWinningMoves { moves } => vec![staircase::winning_moves(moves)],
    }
}

impl Report for GameTrace {
    fn json(&self) -> impl Serialize + '_ {
        self
    }

    fn documents(&self) -> Vec<Document> {
        vec![document(self)]
    }
}
