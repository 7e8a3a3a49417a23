//! A game of Nim against nimstep, under either rules, with a coach that
//! shows the columns, and a replay that judges every move.

use crate::doc::{Line, Mark};
use crate::game::apply;
use crate::game::{Move, Outcome, Rules};
use crate::games::nim::move_words;
use crate::games::nim::read_move;
use crate::games::nim::solve::steps_of_move;
use crate::games::played::PlayError;
use crate::play::game::{take_back, NoStones, Played, Player, HELP};
use crate::play::rng::Rng;
use crate::play::talk::try_again;
use crate::play::turn::computer_move;
use crate::play::{say_text, End, Said, Transcript};
use crate::present::play::{coach, position_value, reasoning};
use crate::present::replay::{replay, Judged};
use crate::solve;
use crate::solve::check::{judge, Proposal};
use crate::words::{heaps_list, rules_sentence};

/// One move of the game, by whom, and the heaps it left.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Turn {
    pub(super) player: Player,
    chosen: Move,
    after: Vec<u64>,
}

/// A game of Nim in progress: the heaps, the rules, the moves so far.
#[derive(Debug, Clone)]
pub(super) struct Nim {
    start: Vec<u64>,
    heaps: Vec<u64>,
    rules: Rules,
    turns: Vec<Turn>,
    rng: Rng,
}

impl Nim {
    /// A new game on `heaps` under `rules`; refused when every heap is
    /// empty.
    pub(super) fn new(heaps: Vec<u64>, rules: Rules) -> Result<Self, NoStones> {
        if heaps.iter().all(|&h| h == 0) {
            return Err(NoStones);
        }
        // Without a seed the heaps choose one, so a game replays the same.
        let seed = heaps.iter().fold(0x006E_696D_7374_6570_u64, |acc, &h| {
            acc.rotate_left(13) ^ h.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        });
        Ok(Nim {
            start: heaps.clone(),
            heaps,
            rules,
            turns: Vec::new(),
            rng: Rng::with_seed(seed),
        })
    }

    fn record(&mut self, player: Player, chosen: Move) {
        self.heaps = apply(&self.heaps, &chosen);
        self.turns.push(Turn {
            player,
            chosen,
            after: self.heaps.clone(),
        });
    }

    /// Why nimstep would make move `m` now: solved here, worded by the
    /// presenter. When `m` is heap ⊕ nim-sum, the normal-play steps that
    /// change that heap show the reason column by column.
    fn reasoning(&self, m: &Move) -> Line {
        let normal = steps_of_move(&self.heaps, m);
        reasoning(
            &self.heaps,
            self.rules,
            m,
            solve::outcome(&self.heaps, self.rules),
            normal.as_deref(),
        )
    }

    /// Every move of the game, judged by the solver.
    fn judged(&self) -> Vec<Judged> {
        let mut before = self.start.clone();
        self.turns
            .iter()
            .map(|turn| {
                let had_win = solve::outcome(&before, self.rules) == Outcome::N;
                let kept_win = solve::outcome(&turn.after, self.rules) == Outcome::P;
                let instead = (had_win && !kept_win)
                    .then(|| solve::winning_moves(&before, self.rules).first().copied())
                    .flatten();
                before = turn.after.clone();
                Judged {
                    student: turn.player == Player::Student,
                    chosen: turn.chosen,
                    after: turn.after.clone(),
                    had_win,
                    kept_win,
                    instead,
                }
            })
            .collect()
    }
}

impl Played for Nim {
    fn heaps(&self) -> &[u64] {
        &self.heaps
    }

    fn winner(&self) -> Option<Player> {
        if self.heaps.iter().any(|&h| h > 0) {
            return None;
        }
        let last = self.turns.last()?.player;
        Some(match (self.rules, last) {
            (Rules::Normal, p) => p,
            (Rules::Misere, Player::Student) => Player::Computer,
            (Rules::Misere, Player::Computer) => Player::Student,
        })
    }

    fn opening(&self, said: &mut Transcript) -> Result<(), PlayError> {
        said.push(Said::Line(
            Line::new()
                .plain("Nim on ")
                .mark(heaps_list(&self.heaps), Mark::Strong)
                .plain(format!(" — {}.", rules_sentence(self.rules))),
        ));
        Ok(())
    }

    fn computer_turn(&mut self, said: &mut Transcript) -> Result<bool, PlayError> {
        let Some(chosen) = computer_move(&self.heaps, self.rules, &mut self.rng) else {
            return Ok(false);
        };
        let why = self.reasoning(&chosen);
        said.push(Said::Line(
            Line::new()
                .mark("nimstep: ", Mark::Strong)
                .extend(why)
                .plain("."),
        ));
        self.record(Player::Computer, chosen);
        Ok(true)
    }

    fn hint(&self) -> Result<Line, PlayError> {
        Ok(
            match computer_move(&self.heaps, self.rules, &mut self.rng.clone()) {
                Some(m) => Line::new()
                    .mark("Hint: ", Mark::Strong)
                    .extend(self.reasoning(&m))
                    .plain("."),
                None => position_value(
                    &self.heaps,
                    self.rules,
                    solve::outcome(&self.heaps, self.rules),
                ),
            },
        )
    }

    fn take_back(&mut self) -> Option<Vec<(Player, String)>> {
        let taken = take_back(&mut self.turns, |t| t.player)?;
        self.heaps = self
            .turns
            .last()
            .map_or_else(|| self.start.clone(), |t| t.after.clone());
        Some(
            taken
                .iter()
                .map(|t| (t.player, move_words(&t.chosen)))
                .collect(),
        )
    }

    fn finish(&self, end: End, said: &mut Transcript) {
        match (end, self.winner()) {
            (End::Finished, Some(winner)) => {
                let taker = self.turns.last().map_or("nimstep", |t| t.player.subject());
                said.push(Said::Line(
                    Line::new()
                        .plain(format!(
                            "{taker} took the last stone ({}). ",
                            rules_sentence(self.rules)
                        ))
                        .extend(winner.wins()),
                ));
            }
            (End::Quit, _) => say_text(said, "You stopped the game."),
            _ => say_text(said, "End of input: the game stops here."),
        }
        if self.turns.is_empty() {
            say_text(said, "No moves were made.");
            return;
        }
        said.push(Said::Section(replay(&self.judged()), None));
        if end != End::Finished {
            let note = match solve::outcome(&self.heaps, self.rules) {
                Outcome::N => "you had a winning move",
                Outcome::P => "you had no winning move",
            };
            say_text(said, &format!("It was your move, and {note}."));
        }
    }

    fn help(&self) -> &'static str {
        HELP
    }

    fn seed(&mut self, seed: u64) {
        self.rng = Rng::with_seed(seed);
    }

    fn student_turn(
        &mut self,
        line: &str,
        said: &mut Transcript,
    ) -> Result<Result<(), String>, PlayError> {
        let chosen = match read_move(line, &self.heaps) {
            Ok(chosen) => chosen,
            Err(reason) => return Ok(Err(try_again(&reason))),
        };
        let judged = judge(Proposal::Nim {
            heaps: &self.heaps,
            rules: self.rules,
            chosen,
        });
        // A move of Nim is always judged, and judged as Nim's.
        if let Some((judged, nim)) = judged.as_ref().ok().and_then(|j| Some((j, j.nim()?))) {
            said.push(Said::Line(coach(judged, nim)));
        }
        self.record(Player::Student, chosen);
        Ok(Ok(()))
    }
}
