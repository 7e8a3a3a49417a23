//! A game against nimstep, with a coach: the engine behind `nimstep play`
//! (with or without `--game`) and the browser edition's Play view.
//!
//! One engine plays every game: whose turn it is, the words a game
//! understands besides its moves (`help`, `hint`), a move read and judged
//! then nimstep's reply, and the end, are here, once; `nim.rs` holds Nim's
//! own (either rules, the coach that shows the columns, `undo`, the judged
//! replay) and `games.rs` a game beyond Nim's (the coach in Grundy values,
//! the list of moves at the end).

mod games;
mod nim;

use crate::doc::{Line, Mark};
use crate::game::Rules;
use crate::games::spec::GameSpec;
use crate::play::rng::Rng;
use crate::play::talk::{game_word, move_prompt, who_starts};
use crate::play::{say_text, End, Flow, Said, Transcript};
use crate::solve::game_play::PlayError;
use games::Games;
use nim::Nim;

pub use games::Unplayable;

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

/// Why a game cannot start.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("every heap is empty, so there is no game to play: give at least one stone")]
pub struct NoStones;

/// How to answer, shown at the start, on `help` and in `play --help`.
pub const HELP: &str = "Type a move as two numbers, `K N`: take N stones from heap K (heaps count from 1); `2 3` takes 3 stones from heap 2.
Other commands: `hint` (nimstep's move and why), `undo` (take back your last move and nimstep's reply), `help` (this text), `quit` (stop the game).";

/// A game in progress: who moves first, and the game played.
#[derive(Debug, Clone)]
pub struct Game {
    computer_first: bool,
    played: Played,
}

/// The game played: Nim under its rules, or a game beyond Nim.
#[derive(Debug, Clone)]
enum Played {
    Nim(Nim),
    Games(Games),
}

impl Game {
    /// A new game of Nim on `heaps` under `rules`; refused when every heap
    /// is empty.
    pub fn new(heaps: Vec<u64>, rules: Rules, computer_first: bool) -> Result<Self, NoStones> {
        Ok(Game {
            computer_first,
            played: Played::Nim(Nim::new(heaps, rules)?),
        })
    }

    /// A new game on `heaps` of `games` (one for all, or one per heap), in
    /// normal play; refused when the games cannot be played on the heaps
    /// or no move is possible.
    pub fn of_games(
        games: &[GameSpec],
        heaps: &[u64],
        computer_first: bool,
    ) -> Result<Self, Unplayable> {
        Ok(Game {
            computer_first,
            played: Played::Games(Games::new(games, heaps)?),
        })
    }

    /// The same game with nimstep's waiting moves in Nim drawn from `seed`
    /// (in a game beyond Nim nimstep draws none: it waits by taking from
    /// the largest heap).
    pub fn seeded(mut self, seed: u64) -> Self {
        if let Played::Nim(nim) = &mut self.played {
            nim.rng = Rng::with_seed(seed);
        }
        self
    }

    /// The heaps now (coins per step on a staircase).
    pub fn heaps(&self) -> &[u64] {
        match &self.played {
            Played::Nim(nim) => nim.heaps(),
            Played::Games(games) => games.heaps(),
        }
    }

    /// Who has won, once no move is left: in Nim under normal play and in
    /// every other game whoever made the last move, in misère Nim the
    /// other player.
    pub fn winner(&self) -> Option<Player> {
        match &self.played {
            Played::Nim(nim) => nim.winner(),
            Played::Games(games) => games.winner(),
        }
    }

    fn help(&self) -> &'static str {
        match self.played {
            Played::Nim(_) => HELP,
            Played::Games(_) => games::HELP,
        }
    }

    fn after_move(&self) -> Flow {
        Flow::finished_if(self.winner().is_some())
    }

    /// nimstep moves, explaining why; stops the game if it is over.
    fn computer_turn(&mut self, said: &mut Transcript) -> Flow {
        let moved = match &mut self.played {
            Played::Nim(nim) => nim.computer_turn(said),
            Played::Games(games) => match games.computer_turn(said) {
                Ok(moved) => moved,
                Err(err) => return unjudged(err, said),
            },
        };
        match moved {
            true => self.after_move(),
            false => Flow::Stop(End::Finished),
        }
    }

    /// The opening: the game, how to move, who starts, and nimstep's first
    /// move when it starts.
    pub fn start(&mut self, said: &mut Transcript) -> Flow {
        match &self.played {
            Played::Nim(nim) => nim.opening(said),
            Played::Games(games) => {
                if let Err(err) = games.opening(said) {
                    return unjudged(err, said);
                }
            }
        }
        if who_starts(said, self.help(), self.computer_first) {
            return self.computer_turn(said);
        }
        self.after_move()
    }

    /// The prompt before the student's move: the heaps (or steps), numbered.
    pub fn prompt(&self) -> String {
        let what = match &self.played {
            Played::Nim(_) => "Heaps",
            Played::Games(games) => games.heaps_are(),
        };
        move_prompt(what, self.heaps())
    }

    /// Answers one line (trimmed; never `quit`, which the caller handles):
    /// a move, `hint`, `help` or (in Nim) `undo`. A line that is none of
    /// them is refused with what to say (why, and to try again), and the
    /// game goes on as before.
    pub fn respond(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, String> {
        let help = self.help();
        let word = match &self.played {
            Played::Nim(nim) => game_word(line, help, said, || Ok(nim.hint())),
            Played::Games(games) => game_word(line, help, said, || games.hint()),
        };
        match word {
            Ok(Some(flow)) => return Ok(flow),
            Ok(None) => {}
            Err(err) => return Ok(unjudged(err, said)),
        }
        match &mut self.played {
            Played::Nim(nim) if line.eq_ignore_ascii_case("undo") => return Ok(nim.undo(said)),
            Played::Nim(nim) => {
                let chosen = nim.read(line)?;
                nim.student_turn(chosen, said);
            }
            Played::Games(games) => {
                let chosen = match games.read(line) {
                    Ok(read) => read?,
                    Err(err) => return Ok(unjudged(err, said)),
                };
                if let Err(err) = games.student_turn(chosen, said) {
                    return Ok(unjudged(err, said));
                }
            }
        }
        if let Flow::Stop(end) = self.after_move() {
            return Ok(Flow::Stop(end));
        }
        Ok(self.computer_turn(said))
    }

    /// The closing: who won and why (or why the game stopped), then the
    /// moves of the game.
    pub fn finish(&self, end: End, said: &mut Transcript) {
        said.push(Said::Line(Line::new()));
        match &self.played {
            Played::Nim(nim) => nim.finish(end, said),
            Played::Games(games) => games.finish(end, said),
        }
    }
}

/// Says that nimstep cannot judge the position the game has reached (a
/// refusal of the solver's, such as a position with too many moves to
/// list), and stops the game.
fn unjudged(err: PlayError, said: &mut Transcript) -> Flow {
    say_text(said, &format!("nimstep cannot judge this position: {err}."));
    Flow::Stop(End::Finished)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::texts;

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
        assert_ne!(game.heaps(), [3, 4, 5]);
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
