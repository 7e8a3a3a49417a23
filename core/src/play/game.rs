//! A game of Nim against nimstep, with a coach: the engine behind `nimstep
//! play` and the browser edition's Play view.

use crate::doc::{Line, Mark};
use crate::game::apply;
use crate::game::{Move, Outcome, Rules};
use crate::games::nim::move_words;
use crate::games::nim::read_move;
use crate::games::nim::solve::trace_of_move;
use crate::play::rng::Rng;
use crate::play::talk::{game_word, move_prompt, try_again, who_starts};
use crate::play::turn::computer_move;
use crate::play::{say_text, End, Flow, Said, Transcript};
use crate::present::play::{coach, position_value, reasoning};
use crate::present::replay::{replay, Judged};
use crate::solve;
use crate::solve::check::{judge, Proposal};
use crate::words::{heaps_list, rules_sentence};

/// One of the two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    /// The person at the keyboard.
    Student,
    /// nimstep.
    Computer,
}

impl Player {
    /// The player within a sentence: `you` or `nimstep`.
    pub fn name(self) -> &'static str {
        match self {
            Player::Student => "you",
            Player::Computer => "nimstep",
        }
    }

    /// The player opening a sentence: `You` or `nimstep`.
    pub fn subject(self) -> &'static str {
        match self {
            Player::Student => "You",
            Player::Computer => "nimstep",
        }
    }

    /// The game's verdict when this player has won, marked as a win or a
    /// loss for the student.
    pub fn wins(self) -> Line {
        match self {
            Player::Student => Line::new().mark("You win!", Mark::Win),
            Player::Computer => Line::new().mark("nimstep wins.", Mark::Lose),
        }
    }
}

/// One move of the game, by whom, and the heaps it left.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turn {
    /// Who moved.
    pub player: Player,
    /// The move.
    pub chosen: Move,
    /// The heaps after it.
    pub after: Vec<u64>,
}

/// Why a game cannot start.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("every heap is empty, so there is no game to play: give at least one stone")]
pub struct NoStones;

/// A game in progress: the heaps, the rules, who moves first, the moves so
/// far.
#[derive(Debug, Clone)]
pub struct Game {
    start: Vec<u64>,
    heaps: Vec<u64>,
    rules: Rules,
    computer_first: bool,
    turns: Vec<Turn>,
    rng: Rng,
}

/// How to answer, shown at the start, on `help` and in `play --help`.
pub const HELP: &str = "Type a move as two numbers, `K N`: take N stones from heap K (heaps count from 1); `2 3` takes 3 stones from heap 2.
Other commands: `hint` (nimstep's move and why), `undo` (take back your last move and nimstep's reply), `help` (this text), `quit` (stop the game).";

impl Game {
    /// A new game on `heaps` under `rules`; refused when every heap is
    /// empty.
    pub fn new(heaps: Vec<u64>, rules: Rules, computer_first: bool) -> Result<Self, NoStones> {
        if heaps.iter().all(|&h| h == 0) {
            return Err(NoStones);
        }
        // Without a seed the heaps choose one, so a game replays the same.
        let seed = heaps.iter().fold(0x006E_696D_7374_6570_u64, |acc, &h| {
            acc.rotate_left(13) ^ h.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        });
        Ok(Game {
            start: heaps.clone(),
            heaps,
            rules,
            computer_first,
            turns: Vec::new(),
            rng: Rng::with_seed(seed),
        })
    }

    /// The same game with nimstep's waiting moves drawn from `seed`.
    pub fn seeded(mut self, seed: u64) -> Self {
        self.rng = Rng::with_seed(seed);
        self
    }

    /// The heaps now.
    pub fn heaps(&self) -> &[u64] {
        &self.heaps
    }

    /// The moves so far.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// Who has won, once every heap is empty: under normal play whoever
    /// took the last stone, under misère play the other player.
    pub fn winner(&self) -> Option<Player> {
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

    fn record(&mut self, player: Player, chosen: Move) {
        self.heaps = apply(&self.heaps, &chosen);
        self.turns.push(Turn {
            player,
            chosen,
            after: self.heaps.clone(),
        });
    }

    /// nimstep moves, explaining why; stops the game if it is over.
    fn computer_turn(&mut self, said: &mut Transcript) -> Flow {
        let Some(chosen) = computer_move(&self.heaps, self.rules, &mut self.rng) else {
            return Flow::Stop(End::Finished);
        };
        let why = self.reasoning(&chosen);
        said.push(Said::Line(
            Line::new()
                .mark("nimstep: ", Mark::Strong)
                .extend(why)
                .plain("."),
        ));
        self.record(Player::Computer, chosen);
        self.after_move()
    }

    fn after_move(&self) -> Flow {
        Flow::finished_if(self.winner().is_some())
    }

    fn student_turn(&mut self, chosen: Move, said: &mut Transcript) -> Flow {
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
        if let Flow::Stop(end) = self.after_move() {
            return Flow::Stop(end);
        }
        self.computer_turn(said)
    }

    /// What `hint` says: nimstep's move and why, or the position's value
    /// once no move is left.
    fn hint(&self) -> Line {
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
        }
    }

    /// Why nimstep would make move `m` now: solved here, worded by the
    /// presenter. When `m` is heap ⊕ nim-sum, the normal-play trace that
    /// changes that heap shows the reason column by column.
    fn reasoning(&self, m: &Move) -> Line {
        let normal = trace_of_move(&self.heaps, m);
        reasoning(
            &self.heaps,
            self.rules,
            m,
            solve::outcome(&self.heaps, self.rules),
            normal.as_ref(),
        )
    }

    /// Takes back the student's last move and nimstep's reply to it.
    fn undo(&mut self, said: &mut Transcript) -> Flow {
        let Some(last_student) = self.turns.iter().rposition(|t| t.player == Player::Student)
        else {
            say_text(said, "There is no move of yours to take back yet.");
            return Flow::Continue;
        };
        let taken: Vec<String> = self
            .turns
            .drain(last_student..)
            .map(|t| match t.player {
                Player::Student => format!("your move ({})", move_words(&t.chosen)),
                Player::Computer => format!("nimstep's reply ({})", move_words(&t.chosen)),
            })
            .collect();
        self.heaps = self
            .turns
            .last()
            .map_or_else(|| self.start.clone(), |t| t.after.clone());
        say_text(said, &format!("Taken back: {}.", taken.join("; ")));
        Flow::Continue
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

    /// The opening: the game, how to move, who starts, and nimstep's first
    /// move when it starts.
    pub fn start(&mut self, said: &mut Transcript) -> Flow {
        said.push(Said::Line(
            Line::new()
                .plain("Nim on ")
                .mark(heaps_list(&self.heaps), Mark::Strong)
                .plain(format!(" — {}.", rules_sentence(self.rules))),
        ));
        if who_starts(said, HELP, self.computer_first) {
            return self.computer_turn(said);
        }
        Flow::Continue
    }

    /// The prompt before the student's move.
    pub fn prompt(&self) -> String {
        move_prompt("Heaps", &self.heaps)
    }

    /// Answers one line (trimmed; never `quit`, which the caller handles):
    /// a move, `hint`, `undo` or `help`. A line that is none of them is
    /// refused with what to say (why, and to try again), and the game goes
    /// on as before.
    pub fn respond(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, String> {
        let word = game_word(line, HELP, said, || {
            Ok::<_, std::convert::Infallible>(self.hint())
        });
        if let Ok(Some(flow)) = word {
            return Ok(flow);
        }
        if line.eq_ignore_ascii_case("undo") {
            return Ok(self.undo(said));
        }
        match read_move(line, &self.heaps) {
            Ok(chosen) => Ok(self.student_turn(chosen, said)),
            Err(reason) => Err(try_again(&reason)),
        }
    }

    /// The closing: who won and why (or why the game stopped), then the
    /// replay of every move, judged.
    pub fn finish(&self, end: End, said: &mut Transcript) {
        said.push(Said::Line(Line::new()));
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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(said: &Transcript) -> Vec<String> {
        said.iter()
            .map(|s| match s {
                Said::Line(line) => line.text(),
                Said::Section(section, _) => section.heading.clone(),
            })
            .collect()
    }

    #[test]
    fn a_game_is_played_undone_and_replayed() {
        let mut game = Game::new(vec![3, 4, 5], Rules::Normal, false).unwrap();
        let mut said = Transcript::new();
        assert_eq!(game.start(&mut said), Flow::Continue);
        assert_eq!(texts(&said).last().unwrap(), "You move first.");
        said.clear();
        let refused = game.respond("x 1", &mut said).unwrap_err();
        assert!(refused.starts_with("`x` is not a heap number"), "{refused}");
        assert!(refused.ends_with("Try again (or type `help`)."));
        assert!(said.is_empty());
        assert_eq!(game.respond("1 2", &mut said), Ok(Flow::Continue));
        let lines = texts(&said);
        assert!(lines[0].starts_with("✓ You kept the win"), "{lines:?}");
        assert!(lines[1].starts_with("nimstep: "), "{lines:?}");
        assert_eq!(game.turns().len(), 2);
        game.respond("undo", &mut said).unwrap();
        assert_eq!(game.heaps(), [3, 4, 5]);
        game.respond("hint", &mut said).unwrap();
        assert!(texts(&said).last().unwrap().starts_with("Hint: "));
        said.clear();
        game.finish(End::Quit, &mut said);
        assert_eq!(
            texts(&said),
            ["", "You stopped the game.", "No moves were made."]
        );
        assert_eq!(
            Game::new(vec![0, 0], Rules::Normal, true).unwrap_err(),
            NoStones
        );
    }
}
