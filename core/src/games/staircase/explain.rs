//! The words of a Staircase Nim walkthrough: only the odd steps count,
//! Bouton's candidates on them (an odd step can also grow), the move down
//! the staircase, and why every move loses from a P-position. Bouton's
//! other steps are worded by `games::nim::explain`, on the odd steps.

use super::steps::Step;
use super::{stair_words, StairMove};
use crate::doc::{Line, Mark, Section, Table};
use crate::games::bouton::on_other_numbers;
use crate::games::heap::grundy::GameMove;
use crate::games::walked::{listed, Games, Walked};
use crate::trace::Candidate;
use crate::words::summary_row;
use crate::words::Subject;
use crate::words::{and_list, bit_cell, column_heading, column_name, count, elide, heaps_list};

/// Staircase Nim's steps, worded here; its coins are not heaps, so no
/// picture of stones is drawn.
impl Walked for Vec<Step> {
    fn sections(&self, coins: &[u64], _games: &Games) -> Vec<Section> {
        self.iter().flat_map(|step| sections(step, coins)).collect()
    }

    fn winning_moves(&self) -> Box<dyn erased_serde::Serialize + '_> {
        Box::new(moves(self))
    }

    fn winning_move_words(&self, _games: &Games) -> Vec<String> {
        moves(self).iter().map(stair_words).collect()
    }

    fn drawn_as_stones(&self) -> bool {
        false
    }
}

/// The winning moves the steps list.
fn moves(steps: &[Step]) -> &[StairMove] {
    listed(steps, |step| match step {
        Step::WinningMoves { moves } => Some(moves),
        _ => None,
    })
}

/// One step of the walkthrough of `coins` (step 1 first) as its sections
/// (Bouton's steps are several).
fn sections(step: &Step, coins: &[u64]) -> Vec<Section> {
    match step {
        Step::OddSteps {
            coins,
            steps,
            heaps,
        } => vec![odd_steps(coins, steps, heaps)],
        Step::Bouton { steps, .. } => {
            on_other_numbers(steps, Subject::OddSteps, |power, nim_sum, heaps| {
                candidates(power, nim_sum, heaps, coins)
            })
        }
        Step::Move { chosen, odd_after } => vec![staircase_move(chosen, odd_after)],
        Step::WinningMoves { moves } => vec![winning_moves(moves)],
        Step::EveryMoveLoses { keep_going } => vec![every_move_loses(keep_going.as_ref())],
    }
}

/// Which steps are Nim heaps, and why the even ones do not count.
fn odd_steps(coins: &[u64], steps: &[usize], heaps: &[u64]) -> Section {
    let rows = elide(
        coins.iter().enumerate().map(|(i, &c)| {
            let odd = (i + 1) % 2 == 1;
            vec![
                Line::from((i + 1).to_string()),
                Line::from(c.to_string()),
                if odd {
                    Line::new().mark("odd: a Nim heap", Mark::Strong)
                } else {
                    Line::new().mark("even: ignored", Mark::Dim)
                },
            ]
        }),
        |more| summary_row(more, 3),
    );
    Section::new("Only the odd steps count")
        .paragraph(format!(
            "Staircase Nim is Nim played on the odd steps ({}): moving coins from an odd step down to an even one takes them out of that Nim heap, just as Nim takes stones. The even steps do not matter: if the opponent moves coins from an even step onto an odd one, move the same coins on down to the next even step (or off the staircase), and the odd steps are as they were. Coins on even steps only ever delay.",
            match steps {
                [one] => format!("step {one}"),
                [.., last] if steps.len() > 4 => format!("steps 1, 3, 5, …, {last}"),
                _ => format!("steps {}", and_list(steps)),
            }
        ))
        .paragraph(format!("So the Nim heaps are {}.", heaps_list(heaps)))
        .table(Table {
            header: vec![Line::from("step"), Line::from("coins"), Line::from("counts as")],
            rows,
            asked: None,
        })
}

/// "Which heaps can change?" on a staircase, where heap j is step 2j − 1.
/// Lowering an odd step is taking coins down from it; raising it is legal
/// too, by sliding coins down from the even step above, when that step
/// holds enough of them.
fn candidates(power: u32, nim_sum: u64, heaps: &[Candidate], coins: &[u64]) -> Section {
    let rows = heaps.iter().map(|c| {
        let step = 2 * c.heap - 1;
        let above = coins.get(step).copied();
        let (mark, verdict) = if c.target < c.size {
            (
                Mark::Win,
                match step {
                    1 => format!("✓ move {} off the staircase", c.size - c.target),
                    _ => format!("✓ move {} down from step {step}", c.size - c.target),
                },
            )
        } else if above.is_some_and(|above| c.target - c.size <= above) {
            (
                Mark::Win,
                format!("✓ slide {} down from step {}", c.target - c.size, step + 1),
            )
        } else if let Some(above) = above {
            (
                Mark::Plain,
                format!(
                    "✗ needs {} more, step {} has {above}",
                    c.target - c.size,
                    step + 1
                ),
            )
        } else {
            (Mark::Plain, "✗ larger, and no step above".to_string())
        };
        vec![
            Line::new().mark(format!("#{} (step {step})", c.heap), mark),
            Line::from(c.size.to_string()),
            bit_cell(c.size, power),
            Line::from(c.target.to_string()),
            Line::new().mark(verdict, mark),
        ]
    });
    let rows = elide(rows, |more| summary_row(more, 5));
    Section::new("Which heaps can change?")
        .paragraph(format!(
            "Changing the coins x on an odd step to x ⊕ s, where s = {nim_sum} is the nim-sum, makes the nim-sum 0. When x has a 1 in {}, x ⊕ s is smaller than x: move x − (x ⊕ s) coins from that step down to the even step below (or off the staircase from step 1). Unlike a Nim heap, an odd step can also grow: coins slid down from the even step above land on it. So a larger x ⊕ s is a legal target too when the even step above holds at least the difference. Marked ✓: a legal winning move; ✗: no step above, or too few coins on it.",
            column_name(power)
        ))
        .table(Table {
            header: vec![
                Line::from("heap"),
                Line::from("coins x"),
                Line::from(format!("{} bit", column_heading(power, power + 1))),
                Line::from("x ⊕ s"),
                Line::from("how?"),
            ],
            rows,
            asked: None,
        })
}

/// The winning move found on the odd steps, as a move of coins down the
/// staircase, and the odd steps it leaves.
fn staircase_move(chosen: &StairMove, odd_after: &[u64]) -> Section {
    Section::new("Back to the staircase: the move").paragraph(
        Line::new()
            .plain("Move: ")
            .mark(stair_words(chosen), Mark::Win)
            .plain(format!(
                ". The odd steps now hold {}, with nim-sum 0.",
                heaps_list(odd_after)
            )),
    )
}

/// Every winning move down the staircase.
fn winning_moves(moves: &[StairMove]) -> Section {
    let lines = moves
        .iter()
        .map(|m| Line::new().mark(stair_words(m), Mark::Win))
        .collect();
    Section::new("Every winning move")
        .paragraph(format!(
            "{} in all: each leaves the odd steps with nim-sum 0, either by taking coins off an odd step or by sliding coins from an even step onto the odd step below it.",
            count(moves.len() as u64, "winning move", "winning moves")
        ))
        .bullets(lines)
}

/// From a P-position: why every move changes one odd step, and a move to
/// play on with (one coin from the highest step that has any).
fn every_move_loses(keep_going: Option<&GameMove>) -> Section {
    let sec = Section::new("Every move loses").paragraph("Every move changes exactly one odd step: coins moved down from an odd step leave it (they land on an even step, or leave the staircase from step 1), and coins moved down from an even step land on the odd step below it. The odd step that changes goes from some number x of coins to a different number y, so the nim-sum of the odd steps goes from 0 to 0 ⊕ x ⊕ y = x ⊕ y, and x ⊕ y = 0 only when y = x (the cancellation law): it is no longer 0, and the opponent has a winning reply.");
    match keep_going {
        Some(m) => sec.paragraph(
            Line::new()
                .plain("To play on, hoping for a mistake: ")
                .mark(
                    stair_words(&StairMove {
                        step: m.heap,
                        coins: m.take,
                    }),
                    Mark::Lose,
                )
                .plain("."),
        ),
        None => sec.paragraph("No move is left at all: the player to move has already lost."),
    }
}
