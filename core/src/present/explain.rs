//! Nim's walkthrough of one position as a document: the title, and each
//! step's section (worded through `games::bouton`) with the heaps drawn
//! where a picture helps.

use crate::doc::{Block, Document, Heaps, Line, Mark, Section};
use crate::game::{Move, Rules};
use crate::games::bouton::section;
use crate::games::nim::explain::move_picture;
use crate::trace::{BoutonStep, Choice, MisereStep, Step};
use crate::words::{heaps_list, rules_sentence, Subject};

/// Nim's whole walkthrough as a document, from its parts as a
/// [`Trace`](crate::solve::walkthrough::Trace) of Nim holds them: a title
/// stating the position and the rules, then one section per step.
pub(crate) fn document(
    heaps: &[u64],
    rules: Rules,
    winning_moves: &[Move],
    steps: &[Step],
) -> Document {
    Document {
        numbered: true,
        title: Line::new()
            .plain("Position ")
            .mark(heaps_list(heaps), Mark::Strong)
            .plain(match followed_heap(winning_moves, steps) {
                Some(heap) => format!(", changing heap {heap}"),
                None => String::new(),
            })
            .plain(format!(" — {}", rules_sentence(rules))),
        sections: steps
            .iter()
            .map(|step| with_picture(section(step, Subject::Heaps(rules)), step, heaps))
            .collect(),
    }
}

/// The heap the walkthrough changes, when more than one move wins and the
/// title must say which: the heap asked for with `--heap`, or, when
/// `--steps` left out the step that chooses it, the heap its move takes
/// from. So walkthroughs of one position changing different heaps can be
/// told apart; a whole walkthrough of the first candidate says it in its
/// "Choose the heap" step.
fn followed_heap(winning_moves: &[Move], steps: &[Step]) -> Option<usize> {
    if winning_moves.len() < 2 {
        return None;
    }
    let chosen = steps.iter().find_map(|step| match step {
        Step::Bouton(BoutonStep::ChosenHeap { heap, choice, .. }) => Some((*heap, *choice)),
        _ => None,
    });
    match chosen {
        Some((heap, Choice::AskedFor)) => Some(heap),
        Some((_, Choice::FirstCandidate)) => None,
        None => steps.iter().find_map(|step| match step {
            Step::Bouton(BoutonStep::XorWithSum { heap, .. }) => Some(*heap),
            Step::Bouton(BoutonStep::Move { chosen })
            | Step::Misere(MisereStep::KeepsBigHeap { chosen, .. }) => Some(chosen.heap),
            _ => None,
        }),
    }
}

/// A step's section with the heaps drawn as stones where a picture helps:
/// the heaps as given at the first step, the move on them at a move, and
/// the heaps the move leaves where a misère step says what they are (the
/// move itself is drawn by the step before, so each picture is new).
fn with_picture(mut section: Section, step: &Step, heaps: &[u64]) -> Section {
    match step {
        Step::Bouton(BoutonStep::BinaryExpansion { .. }) => {
            section.blocks.insert(0, heaps_picture(heaps));
            section
        }
        Step::Bouton(BoutonStep::Move { chosen })
        | Step::Misere(MisereStep::EndgameMove { chosen, .. }) => {
            section.block(move_picture(heaps, chosen))
        }
        Step::Misere(MisereStep::KeepsBigHeap { chosen, .. }) => {
            section.block(after_picture(heaps, chosen))
        }
        _ => section,
    }
}

/// The heaps drawn as stones, before any move.
pub fn heaps_picture(heaps: &[u64]) -> Block {
    Block::Heaps(Heaps {
        sizes: heaps.to_vec(),
        taken: None,
        caption: format!("The heaps as stones: {}", heaps_list(heaps)),
    })
}

/// The heaps a move leaves, drawn as stones, where a step argues from
/// them (the big heaps a misère move keeps).
fn after_picture(heaps: &[u64], chosen: &Move) -> Block {
    let mut after = heaps.to_vec();
    if let Some(heap) = after.get_mut(chosen.heap.saturating_sub(1)) {
        *heap = chosen.leaves;
    }
    Block::Heaps(Heaps {
        caption: format!("The heaps after the move: {}", heaps_list(&after)),
        sizes: after,
        taken: None,
    })
}
