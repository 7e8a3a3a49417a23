//! Moore's Nimₖ as the `--game` commands play it: every move listed,
//! judged by the columns counted mod k + 1.

use super::{
    moore_columns, moore_move, moore_name, moore_options, moore_words, Moore, MooreColumn,
    MooreMove,
};
use crate::game::Outcome;
use crate::games::any_move::{AnyMove, PlayedMove};
use crate::games::error::GameError;
use crate::games::outline::{self, Named};
use crate::games::played::{PlayError, Played, Standing, MAX_MOVES};
use crate::games::spec::GameSpec;
use crate::games::walked::Walk;
use crate::games::worth::Worth;
use crate::games::{Game, Walkthrough};
use crate::words::heaps_list;

impl Played for Moore {
    /// Moore's procedure finds its move on the whole position, so no heap
    /// can be asked for.
    fn walkthrough(&self, heaps: &[u64], asked: Option<usize>) -> Result<Walk, GameError> {
        if let Some(heap) = asked {
            return Err(GameError::NoHeapToChoose {
                game: GameSpec::Moore(self.k),
                heap,
                several: format!("a move may take from up to {} heaps at once", self.k),
            });
        }
        let (steps, _) = super::steps::steps(heaps, self.k);
        Ok(Walk::from(Walkthrough {
            worth: super::worth(heaps, self.k),
            outcome: Game::outcome(self, &heaps.to_vec()),
            steps,
        }))
    }

    /// Up to k heaps lowered, refused beyond [`MAX_MOVES`] before they are
    /// all made.
    fn moves(&self, at: &Standing) -> Result<Vec<AnyMove>, PlayError> {
        let too_many = PlayError::TooManyMoves { max: MAX_MOVES };
        let mut moves = Vec::new();
        for next in moore_options(&at.heaps, self.k).ok_or(too_many.clone())? {
            moves.push(AnyMove::new(moore_move(&at.heaps, &next)));
            if moves.len() > MAX_MOVES {
                return Err(too_many);
            }
        }
        Ok(moves)
    }

    fn outcome(&self, at: &Standing) -> Result<Outcome, PlayError> {
        Ok(Game::outcome(self, &at.heaps))
    }

    /// Up to k heaps, each holding the stones taken; never a split.
    fn forbidden(&self, at: &Standing, named: &Named) -> Result<(), String> {
        outline::never_splits(&at.games, named)?;
        outline::held(&at.heaps, &named.pairs, false)?;
        let (k, n) = (self.k, named.pairs.len());
        if n as u64 > k {
            return Err(format!(
                "a move of Moore's Nim with k = {k} ({}) takes from at most {k} {}, not {n}",
                outline::games_named(&at.games),
                if k == 1 { "heap" } else { "heaps" },
            ));
        }
        Ok(())
    }

    fn worth(&self, at: &Standing) -> Result<Worth, PlayError> {
        Ok(super::worth(&at.heaps, self.k))
    }

    fn rules(&self) -> Option<String> {
        Some(format!(
            "Moore's {}: take stones from up to {} heaps at once (any number from each, at least one stone in all).",
            moore_name(self.k),
            self.k
        ))
    }

    fn typing(&self) -> &'static str {
        "Moore's Nim: `K1 N1 K2 N2 …`, one pair per heap"
    }

    fn move_notation(&self, _at: &Standing) -> String {
        "heap −take → left, for each heap changed".to_string()
    }

    fn theory(&self) -> String {
        format!(
            "Moore's columns (P exactly when every binary column's count of 1s is a multiple of {})",
            self.k + 1
        )
    }

    /// None: the columns, counted mod k + 1, decide, not a Grundy value.
    fn value_is(&self) -> Option<&'static str> {
        None
    }

    fn move_forms(&self, _at: &Standing) -> String {
        format!(
            "pairs `K N`, each taking N stones from heap K, on 1 to {} heaps: `1 2 3 1` takes 2 from heap 1 and 1 from heap 3",
            self.k
        )
    }

    /// What Moore's theorem reads: each binary column's count of 1s mod
    /// k + 1, highest column first, as the walkthrough's table counts
    /// them (`2 3 0 with column counts 1 2 mod 3 (columns 2 1)`); no
    /// column when no stone is left.
    fn leaves_words(&self, at: &Standing) -> Result<String, PlayError> {
        let heaps = heaps_list(&at.heaps);
        if at.heaps.iter().all(|&h| h == 0) {
            return Ok(heaps);
        }
        let columns = moore_columns(&at.heaps, self.k);
        let listed = |each: &dyn Fn(&MooreColumn) -> String| {
            columns.iter().map(each).collect::<Vec<_>>().join(" ")
        };
        Ok(format!(
            "{heaps} with column counts {} mod {} (columns {})",
            listed(&|c| c.remainder.to_string()),
            self.k + 1,
            listed(&|c| (1u64 << c.power).to_string()),
        ))
    }

    /// Every move is listed, and a huge heap has too many.
    fn judges_huge_heaps(&self) -> bool {
        false
    }
}

impl PlayedMove for MooreMove {
    /// One `K N` pair per heap changed.
    fn typed(&self) -> Vec<u64> {
        self.changes
            .iter()
            .flat_map(|c| [c.heap as u64, c.take])
            .collect()
    }

    fn reads_as(&self, numbers: &[u64]) -> bool {
        super::reads_as(self, numbers)
    }

    fn after(&self, heaps: &[u64]) -> Vec<u64> {
        MooreMove::after(self, heaps)
    }

    fn largest(&self, _heaps: &[u64]) -> u64 {
        self.changes
            .iter()
            .map(|c| c.take + c.leaves)
            .max()
            .unwrap_or(0)
    }

    fn words(&self, _games: &[GameSpec]) -> String {
        moore_words(self)
    }

    fn cell(&self, _games: &[GameSpec]) -> String {
        self.changes
            .iter()
            .map(|c| format!("#{} −{} → {}", c.heap, c.take, c.leaves))
            .collect::<Vec<_>>()
            .join(", ")
    }
}
