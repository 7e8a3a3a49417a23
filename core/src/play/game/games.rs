//! A game beyond Nim against nimstep (`play --game`), with a coach that
//! speaks in Grundy values (or the odd steps, Moore's columns, Wythoff's
//! pairs), in normal play.

use crate::doc::{Line, Mark};
use crate::game::Outcome;
use crate::games::any_move::AnyMove;
use crate::games::played::PlayError;
use crate::games::registry;
use crate::games::spec::GameSpec;
use crate::play::game::{take_back, Played, Player};
use crate::play::talk::{games_spec, read_game_move, try_again};
use crate::play::{say_text, End, Said, Transcript};
use crate::present::game_play::{reading_opening, reading_words};
use crate::solve::game_play::{computer_move, GamePosition};
use crate::words::heaps_list;
use std::sync::LazyLock;

/// How to answer, shown at the start and on `help`: how a move is typed
/// in every game (each game's own sentence), and the other commands.
static HELP: LazyLock<String> = LazyLock::new(|| {
    format!(
        "Type a move as numbers: {}.\nOther commands: `hint` (nimstep's move), `undo` (take back your last move and nimstep's reply), `help` (this text), `quit` (stop the game).",
        registry::typing().join("; ")
    )
});

/// One move of the game: by whom, the position it was made from (which
/// `undo` goes back to: a split changes which game each heap number
/// names, so the heaps alone would not do), in words (worded when it was
/// made), and the heaps it left.
#[derive(Debug, Clone)]
struct Turn {
    player: Player,
    before: GamePosition,
    words: String,
    after: Vec<u64>,
}

/// A game beyond Nim in progress.
#[derive(Debug, Clone)]
pub(super) struct Games {
    position: GamePosition,
    spec: String,
    turns: Vec<Turn>,
    /// Whether a move is left (worked out after each move, where it can
    /// fail on a position too large to judge).
    moves_left: bool,
}

/// Why a game beyond Nim cannot start.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Unplayable {
    /// The games cannot be played on these heaps.
    #[error(transparent)]
    Position(#[from] PlayError),
    /// No move is possible from the start.
    #[error("no move is possible from {heaps} in {spec}, so there is no game to play: give a position with a move")]
    NoMove {
        /// The heaps, as typed.
        heaps: String,
        /// The games, as a session names them.
        spec: String,
    },
}

impl Games {
    /// A new game on `heaps` under `games` (one for all, or one per heap).
    pub(super) fn new(games: &[GameSpec], heaps: &[u64]) -> Result<Self, Unplayable> {
        let position = GamePosition::new(games, heaps)?;
        let spec = games_spec(games);
        if !position.has_move()? {
            return Err(Unplayable::NoMove {
                heaps: heaps_list(heaps),
                spec,
            });
        }
        Ok(Games {
            position,
            spec,
            turns: Vec::new(),
            moves_left: true,
        })
    }

    fn record(&mut self, player: Player, chosen: AnyMove) -> Result<(), PlayError> {
        let words = chosen.words(self.position.games());
        let after = self.position.after(&chosen);
        let before = std::mem::replace(&mut self.position, after);
        self.turns.push(Turn {
            player,
            before,
            words,
            after: self.position.heaps().to_vec(),
        });
        self.moves_left = self.position.has_move()?;
        Ok(())
    }

    /// What a move leaves, with what the theory reads off it: `1 2 with
    /// value 0`, `2 1 (a Wythoff pair)`; a heap whose value is read
    /// through the period, with how (`… with value 0 (g(…) = g(79) = 2,
    /// since …)`).
    fn leaves_words(&self, position: &GamePosition) -> Result<String, PlayError> {
        let said = position.leaves_words()?;
        let readings: Vec<String> = position.readings()?.iter().map(reading_words).collect();
        Ok(match readings.is_empty() {
            true => said,
            false => format!("{said} ({})", readings.join("; ")),
        })
    }

    /// The student's move `chosen`, with the coach's word on it.
    fn make(&mut self, chosen: AnyMove, said: &mut Transcript) -> Result<(), PlayError> {
        let before = self.position.outcome()?;
        let after = self.position.after(&chosen);
        let coach = match (after.outcome()?, before) {
            (Outcome::P, _) => Line::new().mark("Good move: ", Mark::Win).plain(format!(
                "it leaves {}, a P-position for nimstep.",
                self.leaves_words(&after)?
            )),
            (Outcome::N, Outcome::P) => {
                Line::new().plain("No move could win from there; nimstep now has a winning reply.")
            }
            (Outcome::N, Outcome::N) => Line::new()
                .mark("That move lets nimstep win: ", Mark::Lose)
                .plain(format!(
                    "it leaves {}, an N-position (type `hint` next time).",
                    self.leaves_words(&after)?
                )),
        };
        self.record(Player::Student, chosen)?;
        said.push(Said::Line(coach));
        Ok(())
    }
}

impl Played for Games {
    fn heaps(&self) -> &[u64] {
        self.position.heaps()
    }

    fn heaps_are(&self) -> &'static str {
        self.position.heaps_are()
    }

    fn winner(&self) -> Option<Player> {
        match self.moves_left {
            true => None,
            false => self.turns.last().map(|t| t.player),
        }
    }

    fn opening(&self, said: &mut Transcript) -> Result<(), PlayError> {
        said.push(Said::Line(
            Line::new()
                .mark(self.spec.clone(), Mark::Strong)
                .plain(" on ")
                .mark(heaps_list(self.heaps()), Mark::Strong)
                .plain(" — normal play: whoever makes the last move wins."),
        ));
        for reading in self.position.readings()? {
            said.push(Said::Line(reading_opening(&reading)));
        }
        Ok(())
    }

    fn computer_turn(&mut self, said: &mut Transcript) -> Result<bool, PlayError> {
        let Some(chosen) = computer_move(&self.position)? else {
            return Ok(false);
        };
        let after = self.position.after(&chosen);
        let why = match after.outcome()? {
            Outcome::P => format!("it leaves {}, a P-position for you", self.leaves_words(&after)?),
            Outcome::N => "no move wins from here, so nimstep plays on from the largest heap and waits for a mistake".to_string(),
        };
        said.push(Said::Line(
            Line::new()
                .mark("nimstep: ", Mark::Strong)
                .plain(format!("{} — {why}.", chosen.words(self.position.games()))),
        ));
        self.record(Player::Computer, chosen)?;
        Ok(true)
    }

    fn hint(&self) -> Result<Line, PlayError> {
        Ok(match computer_move(&self.position)? {
            Some(m) if self.position.outcome()? == Outcome::N => {
                Line::new().mark("Hint: ", Mark::Strong).plain(format!(
                    "{} wins (type `{}`).",
                    m.words(self.position.games()),
                    m.typed()
                ))
            }
            _ => Line::new()
                .mark("Hint: ", Mark::Strong)
                .plain("no move wins here (a P-position); play on and hope for a mistake."),
        })
    }

    /// Back to the position the student's last move was made from, where
    /// a move was left (that one).
    fn take_back(&mut self) -> Option<Vec<(Player, String)>> {
        let mut taken = take_back(&mut self.turns, |t| t.player)?;
        let words = taken.iter().map(|t| (t.player, t.words.clone())).collect();
        self.position = taken.swap_remove(0).before;
        self.moves_left = true;
        Some(words)
    }

    fn finish(&self, end: End, said: &mut Transcript) {
        match (end, self.winner()) {
            (End::Finished, Some(winner)) => said.push(Said::Line(
                Line::new()
                    .plain(format!("{} made the last move. ", winner.subject()))
                    .extend(winner.wins()),
            )),
            (End::Quit, _) => say_text(said, "You stopped the game."),
            _ => say_text(said, "The game stops here."),
        }
        if self.turns.is_empty() {
            say_text(said, "No moves were made.");
            return;
        }
        say_text(said, "The moves of the game:");
        for (i, turn) in self.turns.iter().enumerate() {
            said.push(Said::Entry {
                first: format!("{:>3}. {:<8} ", i + 1, turn.player.name()),
                words: turn.words.clone(),
                after: heaps_list(&turn.after),
            });
        }
    }

    fn help(&self) -> &'static str {
        &HELP
    }

    fn student_turn(
        &mut self,
        line: &str,
        said: &mut Transcript,
    ) -> Result<Result<(), String>, PlayError> {
        let chosen = match read_game_move(&self.position, line)? {
            Ok(chosen) => chosen,
            Err(why) => return Ok(Err(try_again(&why))),
        };
        self.make(chosen, said)?;
        Ok(Ok(()))
    }
}
