//! Normal and misère play on one position: a side-by-side table of the
//! verdicts and winning moves, the reason they agree or differ, then both
//! walkthroughs one after the other.

use crate::doc::{Document, Line, Mark, Section, Table};
use crate::present::sum::{document, winning_move_words};
use crate::render::Report;
use crate::solve::compare::Comparison;
use crate::solve::walkthrough::Trace;
use crate::trace::Situation;
use crate::words::{count, heaps_list, label_mark, outcome_letter};

/// The comparison as a document: the table and the reason.
pub fn summary(c: &Comparison) -> Document {
    // One row per rule set, so that the corner names what the rows are
    // ("rules"), and the table stays three columns wide: two moves side by
    // side would not fit 80 columns.
    let row = |rules: &str, trace: &Trace| vec![Line::from(rules), verdict(trace), moves(trace)];
    let table = Table {
        header: vec![
            Line::from("rules"),
            Line::from("verdict"),
            Line::from("winning moves"),
        ],
        rows: vec![row("normal play", &c.normal), row("misère play", &c.misere)],
        asked: None,
    };
    Document {
        numbered: false,
        title: Line::new()
            .plain("Position ")
            .mark(heaps_list(&c.normal.heaps), Mark::Strong)
            .plain(" — normal and misère play compared"),
        sections: vec![
            Section::new("Side by side").table(table),
            Section::new(if c.verdicts_differ || c.moves_differ {
                "Where and why they differ"
            } else {
                "Why they agree"
            })
            .paragraph(reason(c)),
        ],
    }
}

fn verdict(trace: &Trace) -> Line {
    Line::new().mark(outcome_letter(trace.outcome), label_mark(trace.outcome))
}

fn moves(trace: &Trace) -> Line {
    let words = winning_move_words(trace);
    if words.is_empty() {
        return Line::from("none");
    }
    Line::new().mark(words.join("; "), Mark::Win)
}

/// Why the two rules agree here, or where and why they part.
fn reason(c: &Comparison) -> Line {
    let singles = count(c.singles, "heap holds", "heaps hold");
    let parity = if c.singles % 2 == 1 { "odd" } else { "even" };
    match c.situation {
        Situation::SeveralHeapsAtLeastTwo => Line::from(
            "Two or more heaps hold two or more stones, so misère play is played exactly as normal play: the same verdict and the same winning moves. The rules part only when at most one heap of two or more is left.",
        ),
        Situation::OneHeapAtLeastTwo => {
            let (normal, misere) = (first(&c.normal), first(&c.misere));
            let others = count(c.singles, "other heap holds", "other heaps hold");
            Line::new()
                .plain(format!(
                    "Exactly one heap holds two or more stones, and {others} one stone ({parity}). Under both rules the player to move wins by bringing that heap down to 0 or 1, but not to the same size. Normal play leaves an even number of single stones (nim-sum 0): "
                ))
                .mark(normal, Mark::Win)
                .plain(". Misère play leaves an odd number, so that the opponent takes the last stone: ")
                .mark(misere, Mark::Win)
                .plain(".")
        }
        Situation::AllHeapsAtMostOne if c.singles == 0 => Line::from(
            "Every heap is empty: the game is over. Under normal play the player to move has lost (the opponent took the last stone); under misère play that same last stone lost the game, so the player to move has won. The verdicts are opposite.",
        ),
        Situation::AllHeapsAtMostOne => {
            // Turns alternate one stone at a time: with an odd count the
            // player to move takes the last stone, with an even one the
            // opponent does.
            let (normal, misere) = match c.singles % 2 {
                1 => (
                    ("N", "the player to move takes the last stone and wins"),
                    ("P", "the player to move takes the last stone and loses"),
                ),
                _ => (
                    ("P", "the opponent takes the last stone and wins"),
                    ("N", "the opponent is left the last stone, and loses"),
                ),
            };
            Line::new()
                .plain(format!(
                    "No heap holds two or more stones: every move takes a whole heap of one stone, so only their count matters — here {singles} one stone, an {parity} number. Normal play calls an {parity} count "
                ))
                .mark(normal.0, Mark::Strong)
                .plain(format!(" ({}); misère play calls it ", normal.1))
                .mark(misere.0, Mark::Strong)
                .plain(format!(" ({}). The verdicts are opposite, and a move wins under one rule exactly when it loses under the other.", misere.1))
        }
    }
}

/// The first winning move, in words.
fn first(trace: &Trace) -> String {
    winning_move_words(trace)
        .into_iter()
        .next()
        .unwrap_or_else(|| "has no winning move".to_string())
}

/// The comparison, then the normal and the misère walkthroughs.
impl Report for Comparison {
    fn json(&self) -> impl serde::Serialize + '_ {
        self
    }

    fn documents(&self) -> Vec<Document> {
        vec![
            summary(self),
            document(&self.normal),
            document(&self.misere),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::position::Position;
    use crate::solve::compare::compare;

    fn text(heaps: &[u64]) -> String {
        let c = compare(&Position::new(heaps.to_vec()).unwrap(), None).unwrap();
        summary(&c)
            .sections
            .iter()
            .flat_map(|s| s.blocks.iter())
            .map(|b| format!("{b:?}"))
            .collect()
    }

    #[test]
    fn one_big_heap_names_both_moves() {
        let t = text(&[4, 1, 1]);
        assert!(t.contains("take 4 from heap 1, leaving 0"), "{t}");
        assert!(t.contains("take 3 from heap 1, leaving 1"), "{t}");
    }

    #[test]
    fn single_stones_flip_the_verdict() {
        let t = text(&[1, 1, 1]);
        assert!(t.contains("3 heaps hold one stone, an odd number"), "{t}");
        assert!(t.contains("The verdicts are opposite"), "{t}");
    }
}
