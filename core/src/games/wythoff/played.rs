//! Wythoff's game as the `--game` commands play it: its winning moves,
//! nimstep's move and a typed move found from the pairs' formula and the
//! numbers themselves, never by listing, so heaps up to 2^64 − 1 are
//! played as small ones are.

use super::explain::RULES;
use super::{move_count, read, two_heaps, Wythoff, WythoffMove};
use crate::game::Outcome;
use crate::games::any_move::{AnyMove, PlayedMove};
use crate::games::error::{GameError, SetupError};
use crate::games::outline::{self, Named};
use crate::games::played::{listed, PlayError, Played, Rows, Standing, MAX_MOVES};
use crate::games::spec::GameSpec;
use crate::games::walked::Walk;
use crate::games::worth::Worth;
use crate::games::{Game, Walkthrough};
use crate::words::heaps_list;

/// The two heaps of a position of Wythoff's game (checked by
/// [`Played::fits`], and every move keeps two).
fn heaps(at: &Standing) -> [u64; 2] {
    [at.heaps[0], at.heaps[1]]
}

impl Played for Wythoff {
    /// The move is found on the pair of heaps and may take from both, so
    /// no heap can be asked for.
    fn walkthrough(&self, heaps: &[u64], asked: Option<usize>) -> Result<Walk, GameError> {
        if let Some(heap) = asked {
            return Err(GameError::NoHeapToChoose {
                game: GameSpec::Wythoff,
                heap,
                several: "a move may take from both heaps at once".into(),
            });
        }
        let heaps = two_heaps(heaps).map_err(SetupError::from)?;
        Ok(Walk::from(Walkthrough {
            worth: Worth::Pairs,
            outcome: super::solve::outcome(heaps),
            steps: super::solve::steps(heaps),
        }))
    }

    fn moves(&self, at: &Standing) -> Result<Vec<AnyMove>, PlayError> {
        if move_count(heaps(at)) > MAX_MOVES as u128 {
            return Err(PlayError::TooManyMoves { max: MAX_MOVES });
        }
        Ok(Game::moves(self, &heaps(at))
            .into_iter()
            .map(AnyMove::new)
            .collect())
    }

    fn outcome(&self, at: &Standing) -> Result<Outcome, PlayError> {
        Ok(Game::outcome(self, &heaps(at)))
    }

    fn worth(&self, _at: &Standing) -> Result<Worth, PlayError> {
        Ok(Worth::Pairs)
    }

    /// Counted by the stones left, not listed.
    fn has_move(&self, at: &Standing) -> Result<bool, PlayError> {
        Ok(move_count(heaps(at)) > 0)
    }

    /// One heap, or the same number from both; never a split.
    fn forbidden(&self, at: &Standing, named: &Named) -> Result<(), String> {
        outline::never_splits(&at.games, named)?;
        outline::held(&at.heaps, &named.pairs, false)?;
        match named.pairs[..] {
            [(_, a), (_, b)] if a != b => Err(format!(
                "a move of Wythoff's game takes from one heap, or the same number from both heaps: not {a} and {b}"
            )),
            _ => Ok(()),
        }
    }

    /// Read from the numbers ([`read`]), so a heap of 10^18 is read as a
    /// small one is.
    fn read_move(&self, at: &Standing, numbers: &[u64]) -> Result<Option<AnyMove>, PlayError> {
        Ok(read(heaps(at), numbers).map(AnyMove::new))
    }

    /// Every move when there are at most [`MAX_MOVES`]; else the winning
    /// moves alone (at most three, by the pairs' formula), the others
    /// counted.
    fn rows(&self, at: &Standing) -> Result<Rows, PlayError> {
        let every = move_count(heaps(at)) <= MAX_MOVES as u128;
        let (moves, not_listed) = rows(self, at, every)?;
        Ok(Rows {
            in_play: moves.len() as u128 + not_listed,
            moves,
            not_listed,
            searched: Vec::new(),
        })
    }

    fn winning_moves(&self, at: &Standing) -> Result<Vec<AnyMove>, PlayError> {
        Ok(Game::winning_moves(self, &heaps(at))
            .into_iter()
            .map(AnyMove::new)
            .collect())
    }

    /// The first winning move, as listed (heap 1's, heap 2's, then the
    /// diagonal); from a pair, where none wins, one stone from the larger
    /// heap (heap 1 on a tie), so the game goes on and the opponent can
    /// still go wrong: taking the whole heap would leave one heap, which
    /// the opponent takes.
    fn computer_move(&self, at: &Standing) -> Result<Option<AnyMove>, PlayError> {
        let heaps = heaps(at);
        let chosen = match Game::winning_moves(self, &heaps).first() {
            Some(&m) => Some(m),
            None if heaps[0] >= heaps[1] => WythoffMove::one(heaps, 1, 1),
            None => WythoffMove::one(heaps, 2, 1),
        };
        Ok(chosen.map(AnyMove::new))
    }

    /// Exactly two heaps.
    fn fits(&self, heaps: &[u64]) -> Result<(), SetupError> {
        two_heaps(heaps)?;
        Ok(())
    }

    fn rules(&self) -> Option<String> {
        Some(format!("Wythoff's game: {RULES}"))
    }

    fn typing(&self) -> &'static str {
        "Wythoff's game: `K N` from one heap, `1 N 2 N` the same N from both"
    }

    fn move_notation(&self, _at: &Standing) -> String {
        "heap −take → left, or both −take → left".to_string()
    }

    fn found_by_formula(&self) -> Option<&'static str> {
        Some("only the winning ones are listed (at most three: one from each heap and one down the diagonal), found by Wythoff's pairs (see explain)")
    }

    fn theory(&self) -> String {
        "Wythoff's pairs (P exactly when the two heaps are a pair of the table)".to_string()
    }

    /// None: the pairs decide, not a Grundy value.
    fn value_is(&self) -> Option<&'static str> {
        None
    }

    fn move_forms(&self, _at: &Standing) -> String {
        "`K N` takes N stones from heap K, `1 N 2 N` takes N from both heaps".to_string()
    }

    fn leaves_words(&self, at: &Standing) -> Result<String, PlayError> {
        let pair = match Played::outcome(self, at)? {
            Outcome::P => "a Wythoff pair",
            Outcome::N => "not a Wythoff pair",
        };
        Ok(format!("{} ({pair})", heaps_list(&at.heaps)))
    }
}

/// The rows of a position: `every` move, or the winning ones alone,
/// found by the pairs' formula; and how many are not listed.
pub(crate) fn rows(
    game: &Wythoff,
    at: &Standing,
    every: bool,
) -> Result<(Vec<crate::games::played::ListedMove>, u128), PlayError> {
    let chosen = match every {
        true => Played::moves(game, at)?,
        false => Played::winning_moves(game, at)?,
    };
    let not_listed = move_count(heaps(at)) - chosen.len() as u128;
    let rows = chosen
        .into_iter()
        .map(|m| listed(game, at, m))
        .collect::<Result<_, _>>()?;
    Ok((rows, not_listed))
}

impl PlayedMove for WythoffMove {
    /// `K N` from one heap, `1 N 2 N` from both.
    fn typed(&self) -> Vec<u64> {
        match self {
            WythoffMove::One(m) => vec![m.heap as u64, m.take],
            WythoffMove::Both(d) => vec![1, d.take, 2, d.take],
        }
    }

    fn reads_as(&self, numbers: &[u64]) -> bool {
        WythoffMove::reads_as(self, numbers)
    }

    fn after(&self, heaps: &[u64]) -> Vec<u64> {
        WythoffMove::after(self, [heaps[0], heaps[1]]).to_vec()
    }

    fn largest(&self, heaps: &[u64]) -> u64 {
        let before = [heaps[0], heaps[1]];
        let after = WythoffMove::after(self, before);
        (0..2)
            .filter(|&i| after[i] != before[i])
            .map(|i| before[i])
            .max()
            .unwrap_or(0)
    }

    fn words(&self, _games: &[GameSpec]) -> String {
        WythoffMove::words(self)
    }

    fn cell(&self, _games: &[GameSpec]) -> String {
        match self {
            WythoffMove::One(m) => format!("#{} −{} → {}", m.heap, m.take, m.leaves),
            WythoffMove::Both(d) => {
                format!("both −{} → {}, {}", d.take, d.leaves[0], d.leaves[1])
            }
        }
    }
}
