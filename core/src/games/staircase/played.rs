//! Staircase Nim as the `--game` commands play it: every move listed (a
//! coin's worth each), judged by the odd steps' nim-sum.

use super::{no_step, odd_step_coins, stair_words, StairMove, Staircase};
use crate::game::binary::nim_sum;
use crate::game::Outcome;
use crate::games::any_move::{AnyMove, PlayedMove};
use crate::games::error::GameError;
use crate::games::outline::{self, Named};
use crate::games::played::{LabelOrder, PlayError, Played, Standing, MAX_MOVES};
use crate::games::spec::GameSpec;
use crate::games::walked::Walk;
use crate::games::worth::Worth;
use crate::games::Game;

impl Played for Staircase {
    fn walkthrough(&self, coins: &[u64], asked: Option<usize>) -> Result<Walk, GameError> {
        Ok(Walk::from(super::steps::walkthrough(coins, asked)?))
    }

    /// A move slides coins down and keeps them all.
    fn label_order(&self, _at: &Standing) -> LabelOrder {
        LabelOrder::CoinsTimesStep
    }

    fn moves(&self, at: &Standing) -> Result<Vec<AnyMove>, PlayError> {
        // Counted without a sum that could overflow: coins go up to
        // 2^64 − 1 on every step.
        let count = at
            .heaps
            .iter()
            .try_fold(0u64, |total, &h| total.checked_add(h));
        if count.is_none_or(|count| count > MAX_MOVES as u64) {
            return Err(PlayError::TooManyMoves { max: MAX_MOVES });
        }
        Ok(Game::moves(self, &at.heaps)
            .into_iter()
            .map(AnyMove::new)
            .collect())
    }

    fn outcome(&self, at: &Standing) -> Result<Outcome, PlayError> {
        Ok(Game::outcome(self, &at.heaps))
    }

    /// Coins from one step, which holds them; never a split.
    fn forbidden(&self, at: &Standing, named: &Named) -> Result<(), String> {
        outline::never_splits(&at.games, named)?;
        match named.pairs[..] {
            [(step, coins)] => stair_move(&at.heaps, step, coins),
            _ => Err(format!(
                "a move of staircase Nim slides coins from one step only, not from {}",
                named.pairs.len()
            )),
        }
    }

    fn worth(&self, at: &Standing) -> Result<Worth, PlayError> {
        Ok(Worth::OddSteps {
            nim_sum: nim_sum(&odd_step_coins(&at.heaps)),
        })
    }

    fn value(&self, at: &Standing) -> Result<Option<u64>, PlayError> {
        Ok(self.grundy(&at.heaps))
    }

    fn rules(&self) -> Option<String> {
        Some("Staircase Nim: the numbers are the coins on steps 1, 2, 3, …; move any number of coins from one step down to the next (from step 1 off the staircase).".to_string())
    }

    fn typing(&self) -> &'static str {
        "staircase Nim: `S N` moves N coins from step S down"
    }

    fn heaps_are(&self) -> &'static str {
        "Steps"
    }

    fn move_notation(&self, _at: &Standing) -> String {
        "step: coins moved down".to_string()
    }

    fn theory(&self) -> String {
        "the nim-sum of the coins on the odd steps (P exactly when it is 0)".to_string()
    }

    fn value_is(&self) -> Option<&'static str> {
        Some("the nim-sum of the coins on the odd steps")
    }

    fn move_forms(&self, _at: &Standing) -> String {
        "`S N` moves N coins from step S down one step, off the staircase from step 1".to_string()
    }

    /// Every move is listed, and a huge heap has too many.
    fn judges_huge_heaps(&self) -> bool {
        false
    }
}

/// Why `coins` coins cannot slide down from step `step` of `stairs`.
fn stair_move(stairs: &[u64], step: usize, coins: u64) -> Result<(), String> {
    let count = stairs.len();
    if step == 0 || step > count {
        return Err(no_step(step, count));
    }
    match (coins, stairs[step - 1]) {
        (0, _) => Err("a move slides at least 1 coin, not 0".into()),
        (_, 0) => Err(format!(
            "step {step} has no coins: choose a step with coins on it"
        )),
        (c, 1) if c > 1 => Err(format!("step {step} has only 1 coin: slide 1")),
        (c, held) if c > held => Err(format!(
            "step {step} has only {held} coins: slide from 1 to {held}"
        )),
        _ => Ok(()),
    }
}

impl PlayedMove for StairMove {
    fn typed(&self) -> Vec<u64> {
        vec![self.step as u64, self.coins]
    }

    fn reads_as(&self, numbers: &[u64]) -> bool {
        StairMove::reads_as(self, numbers)
    }

    fn after(&self, coins: &[u64]) -> Vec<u64> {
        Game::after(&Staircase, &coins.to_vec(), self)
    }

    fn largest(&self, coins: &[u64]) -> u64 {
        coins[self.step - 1]
    }

    fn words(&self, _games: &[GameSpec]) -> String {
        stair_words(self)
    }

    fn cell(&self, _games: &[GameSpec]) -> String {
        format!("step {}: {} down", self.step, self.coins)
    }
}
