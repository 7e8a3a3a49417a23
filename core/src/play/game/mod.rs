//! A game against nimstep, with a coach: the engine behind `nimstep play`
//! (with or without `--game`) and the browser edition's Play view.
//!
//! One engine plays every game: whose turn it is, the words a game
//! understands besides its moves (`help`, `hint`, `undo`), a move read and
//! judged then nimstep's reply, and the end, are here, once; `nim.rs`
//! holds Nim's own (either rules, the coach that shows the columns, the
//! judged replay) and `games.rs` a game beyond Nim's (the coach in Grundy
//! values, the list of moves at the end). Each keeps its moves so far, from
//! which `undo` takes back the student's last move and nimstep's reply.

mod games;
mod nim;

use crate::doc::{Line, Mark};
use crate::game::Rules;
use crate::games::played::PlayError;
use crate::games::spec::GameSpec;
use crate::play::talk::{game_word, move_prompt, who_starts};
use crate::play::{say_text, End, Flow, Said, Transcript};
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

/// What each game played against nimstep has of its own; the engine
/// asks it through this, so a front end that plays only Nim (the browser
/// edition) carries no other game's code.
trait Played: std::fmt::Debug {
    /// The heaps now (coins per step on a staircase).
    fn heaps(&self) -> &[u64];
    /// What the prompt calls the heaps.
    fn heaps_are(&self) -> &'static str {
        "Heaps"
    }
    /// How to move, shown at the start and on `help`.
    fn help(&self) -> &'static str;
    /// Who has won, once no move is left.
    fn winner(&self) -> Option<Player>;
    /// Draws nimstep's waiting moves from `seed`, in a game where it draws
    /// them.
    fn seed(&mut self, _seed: u64) {}
    /// The opening line, and anything a game says before who starts.
    fn opening(&self, said: &mut Transcript) -> Result<(), PlayError>;
    /// nimstep moves, saying why; false when no move is left.
    fn computer_turn(&mut self, said: &mut Transcript) -> Result<bool, PlayError>;
    /// What `hint` says.
    fn hint(&self) -> Result<Line, PlayError>;
    /// Takes back the student's last move and every move after it
    /// (nimstep's reply), back to the position that move was made from:
    /// the moves taken back, oldest first, by whom and in words; `None`
    /// when the student has made no move.
    fn take_back(&mut self) -> Option<Vec<(Player, String)>>;
    /// Makes the student's move typed on `line`, with the coach's word on
    /// it; or what to say when the line is not a move (why, and to try
    /// again).
    fn student_turn(
        &mut self,
        line: &str,
        said: &mut Transcript,
    ) -> Result<Result<(), String>, PlayError>;
    /// Who won and why (or why the game stopped), then the moves of the
    /// game.
    fn finish(&self, end: End, said: &mut Transcript);
}

/// A game in progress: who moves first, and the game played.
#[derive(Debug)]
pub struct Game {
    computer_first: bool,
    played: Box<dyn Played>,
}

impl Game {
    /// A new game of Nim on `heaps` under `rules`; refused when every heap
    /// is empty.
    pub fn new(heaps: Vec<u64>, rules: Rules, computer_first: bool) -> Result<Self, NoStones> {
        Ok(Game {
            computer_first,
            played: Box::new(Nim::new(heaps, rules)?),
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
            played: Box::new(Games::new(games, heaps)?),
        })
    }

    /// The same game with nimstep's waiting moves in Nim drawn from `seed`
    /// (in a game beyond Nim nimstep draws none: it waits by taking from
    /// the largest heap).
    pub fn seeded(mut self, seed: u64) -> Self {
        self.played.seed(seed);
        self
    }

    /// The heaps now (coins per step on a staircase).
    pub fn heaps(&self) -> &[u64] {
        self.played.heaps()
    }

    /// Who has won, once no move is left: in Nim under normal play and in
    /// every other game whoever made the last move, in misère Nim the
    /// other player.
    pub fn winner(&self) -> Option<Player> {
        self.played.winner()
    }

    fn after_move(&self) -> Flow {
        Flow::finished_if(self.winner().is_some())
    }

    /// nimstep moves, explaining why; stops the game if it is over.
    fn computer_turn(&mut self, said: &mut Transcript) -> Flow {
        match self.played.computer_turn(said) {
            Ok(true) => self.after_move(),
            Ok(false) => Flow::Stop(End::Finished),
            Err(err) => unjudged(err, said),
        }
    }

    /// The opening: the game, how to move, who starts, and nimstep's first
    /// move when it starts.
    pub fn start(&mut self, said: &mut Transcript) -> Flow {
        if let Err(err) = self.played.opening(said) {
            return unjudged(err, said);
        }
        if who_starts(said, self.played.help(), self.computer_first) {
            return self.computer_turn(said);
        }
        self.after_move()
    }

    /// The prompt before the student's move: the heaps (or steps), numbered.
    pub fn prompt(&self) -> String {
        move_prompt(self.played.heaps_are(), self.heaps())
    }

    /// Answers one line (trimmed; never `quit`, which the caller handles):
    /// a move, `hint`, `help` or `undo`. A line that is none of them is
    /// refused with what to say (why, and to try again), and the game goes
    /// on as before.
    pub fn respond(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, String> {
        let played = &mut self.played;
        match game_word(line, played.help(), said, || played.hint()) {
            Ok(Some(flow)) => return Ok(flow),
            Ok(None) => {}
            Err(err) => return Ok(unjudged(err, said)),
        }
        if line.eq_ignore_ascii_case("undo") {
            self.undo(said);
            return Ok(Flow::Continue);
        }
        match played.student_turn(line, said) {
            Ok(Ok(())) => {}
            Ok(Err(why)) => return Err(why),
            Err(err) => return Ok(unjudged(err, said)),
        }
        if let Flow::Stop(end) = self.after_move() {
            return Ok(Flow::Stop(end));
        }
        Ok(self.computer_turn(said))
    }

    /// `undo`: takes back the student's last move and nimstep's reply,
    /// saying which, or that there is none yet. The game goes on from the
    /// position before that move, whose moves so far are the ones left, so
    /// the closing list (or Nim's judged replay) holds only moves made.
    fn undo(&mut self, said: &mut Transcript) {
        let Some(taken) = self.played.take_back() else {
            say_text(said, "There is no move of yours to take back yet.");
            return;
        };
        let taken: Vec<String> = taken
            .iter()
            .map(|(player, words)| match player {
                Player::Student => format!("your move ({words})"),
                Player::Computer => format!("nimstep's reply ({words})"),
            })
            .collect();
        say_text(said, &format!("Taken back: {}.", taken.join("; ")));
    }

    /// The closing: who won and why (or why the game stopped), then the
    /// moves of the game.
    pub fn finish(&self, end: End, said: &mut Transcript) {
        said.push(Said::Line(Line::new()));
        self.played.finish(end, said);
    }
}

/// Takes back from `turns` (the moves of a game, oldest first, each made
/// by `player`) the student's last move and every move after it, oldest
/// first; `None` when the student has made no move.
fn take_back<T>(turns: &mut Vec<T>, player: impl Fn(&T) -> Player) -> Option<Vec<T>> {
    let last = turns.iter().rposition(|t| player(t) == Player::Student)?;
    Some(turns.drain(last..).collect())
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
