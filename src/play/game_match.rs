//! A game beyond Nim against nimstep (`play --game`), with a coach that
//! speaks in Grundy values: the same line-by-line session as Nim's.

use crate::doc::{Line, Mark};
use crate::error::Error;
use crate::game::Outcome;
use crate::games::any_move::AnyMove;
use crate::games::spec::GameSpec;
use crate::games::whole_numbers;
use crate::input::excerpt;
use crate::play::session::{refuse, End, Flow, Session};
use crate::present::game_play::{reading_opening, reading_words};
use crate::present::sum::any_move_words;
use crate::render::terminal::{shown_width, wrap, DEFAULT_WIDTH};
use crate::solve::game_play::{computer_move, GamePosition};
use crate::solve::proposed::typed_move;
use nimstep_core::play::game::Player;
use nimstep_core::play::say_text;
use nimstep_core::play::talk::{game_word, move_prompt, try_again, who_starts};
use nimstep_core::play::{Said, Transcript};
use nimstep_core::words::heaps_list;

/// The games of a `--game` session as its messages name them: `kayles`,
/// or `kayles + nim + kayles` for one game per heap.
pub(crate) fn games_spec(games: &[GameSpec]) -> String {
    games
        .iter()
        .map(GameSpec::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// A game in progress.
#[derive(Debug, Clone)]
pub(crate) struct GameMatch {
    position: GamePosition,
    spec: String,
    computer_first: bool,
    turns: Vec<(Player, String, Vec<u64>)>,
    /// The columns the closing list of moves is laid out in.
    width: u16,
}

impl GameMatch {
    /// A new game on `heaps` under `games` (one for all, or one per heap).
    pub(crate) fn new(
        games: &[GameSpec],
        heaps: &[u64],
        computer_first: bool,
    ) -> Result<Self, Error> {
        let position = GamePosition::new(games, heaps)?;
        let spec = games_spec(games);
        if !position.has_move()? {
            return Err(Error::usage(format!(
                "no move is possible from {} in {spec}, so there is no game to play: give a position with a move",
                heaps_list(heaps)
            )));
        }
        Ok(GameMatch {
            position,
            spec,
            computer_first,
            turns: Vec::new(),
            width: DEFAULT_WIDTH,
        })
    }

    /// The same game, its closing list of moves fitted to `width` columns.
    pub(crate) fn sized(mut self, width: u16) -> Self {
        self.width = width;
        self
    }

    /// The heaps now.
    pub(crate) fn heaps(&self) -> &[u64] {
        self.position.heaps()
    }

    /// Who has won: whoever made the last move, once no move is left.
    pub(crate) fn winner(&self) -> Result<Option<Player>, Error> {
        if self.position.has_move()? {
            return Ok(None);
        }
        Ok(self.turns.last().map(|t| t.0))
    }

    fn record(&mut self, player: Player, chosen: AnyMove) {
        // Worded now: a split changes which game each heap number names.
        let words = any_move_words(&chosen, self.position.games());
        self.position = self.position.after(&chosen);
        self.turns
            .push((player, words, self.position.heaps().to_vec()));
    }

    /// What a move leaves, with what the theory reads off it: `1 2 with
    /// value 0`, `2 1 (a Wythoff pair)`; a heap whose value is read
    /// through the period, with how (`… with value 0 (g(…) = g(79) = 2,
    /// since …)`).
    fn leaves_words(&self, position: &GamePosition) -> Result<String, Error> {
        let heaps = heaps_list(position.heaps());
        Ok(match position.value()? {
            Some(v) => {
                let readings: Vec<String> =
                    position.readings()?.iter().map(reading_words).collect();
                match readings.is_empty() {
                    true => format!("{heaps} with value {v}"),
                    false => format!("{heaps} with value {v} ({})", readings.join("; ")),
                }
            }
            None if self.spec == GameSpec::Wythoff.to_string() => match position.outcome()? {
                Outcome::P => format!("{heaps} (a Wythoff pair)"),
                Outcome::N => format!("{heaps} (not a Wythoff pair)"),
            },
            None => format!("{heaps} with Moore's columns"),
        })
    }

    fn computer_turn(&mut self, said: &mut Transcript) -> Result<Flow, Error> {
        let Some(chosen) = computer_move(&self.position)? else {
            return Ok(Flow::Stop(End::Finished));
        };
        let after = self.position.after(&chosen);
        let why = match after.outcome()? {
            Outcome::P => format!("it leaves {}, a P-position for you", self.leaves_words(&after)?),
            Outcome::N => "no move wins from here, so nimstep plays on from the largest heap and waits for a mistake".to_string(),
        };
        said.push(Said::Line(
            Line::new().mark("nimstep: ", Mark::Strong).plain(format!(
                "{} — {why}.",
                any_move_words(&chosen, self.position.games())
            )),
        ));
        self.record(Player::Computer, chosen);
        self.after_move()
    }

    fn after_move(&self) -> Result<Flow, Error> {
        Ok(Flow::finished_if(self.winner()?.is_some()))
    }

    /// nimstep's winning move, or that none wins.
    fn hint(&self) -> Result<Line, Error> {
        Ok(match computer_move(&self.position)? {
            Some(m) if self.position.outcome()? == Outcome::N => {
                Line::new().mark("Hint: ", Mark::Strong).plain(format!(
                    "{} wins (type `{}`).",
                    any_move_words(&m, self.position.games()),
                    m.typed()
                ))
            }
            _ => Line::new()
                .mark("Hint: ", Mark::Strong)
                .plain("no move wins here (a P-position); play on and hope for a mistake."),
        })
    }

    fn student_turn(&mut self, chosen: AnyMove, said: &mut Transcript) -> Result<Flow, Error> {
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
        self.record(Player::Student, chosen);
        said.push(Said::Line(coach));
        if let Flow::Stop(end) = self.after_move()? {
            return Ok(Flow::Stop(end));
        }
        self.computer_turn(said)
    }
}

const HELP: &str = "Type a move as numbers: `K N` takes N stones from heap K; `K N A B` takes N from heap K and leaves two heaps A and B (in games that split heaps); staircase Nim: `S N` moves N coins from step S down; Moore's Nim: `K1 N1 K2 N2 …`, one pair per heap; Wythoff's game: `K N` from one heap, `1 N 2 N` the same N from both.
Other commands: `hint` (nimstep's move), `help` (this text), `quit` (stop the game).";

impl Session for GameMatch {
    fn start(&mut self, said: &mut Transcript) -> Result<Flow, Error> {
        said.push(Said::Line(
            Line::new()
                .mark(self.spec.clone(), Mark::Strong)
                .plain(" on ")
                .mark(heaps_list(self.heaps()), Mark::Strong)
                .plain(" — normal play: whoever makes the last move wins."),
        ));
        // A heap too large for its moves to be counted out is played
        // through the period (or the pattern): say so, and how.
        for reading in self.position.readings()? {
            said.push(Said::Line(reading_opening(&reading)));
        }
        if who_starts(said, HELP, self.computer_first) {
            return self.computer_turn(said);
        }
        self.after_move()
    }

    fn prompt(&self) -> String {
        let what = if self.spec == GameSpec::Staircase.to_string() {
            "Steps"
        } else {
            "Heaps"
        };
        move_prompt(what, self.heaps())
    }

    fn respond(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, Error> {
        if let Some(flow) = game_word(line, HELP, said, || self.hint())? {
            return Ok(flow);
        }
        match read_game_move(&self.position, line)? {
            Ok(chosen) => self.student_turn(chosen, said),
            Err(reason) => Ok(refuse(said, &try_again(&reason))),
        }
    }

    fn finish(&mut self, end: End, said: &mut Transcript) -> Result<(), Error> {
        said.push(Said::Line(Line::new()));
        match (end, self.winner()?) {
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
            return Ok(());
        }
        say_text(said, "The moves of the game:");
        for (i, (player, m, after)) in self.turns.iter().enumerate() {
            let first = format!("{:>3}. {:<8} ", i + 1, player.name());
            let lines = entry(&first, m, &heaps_list(after), self.width);
            said.extend(lines.into_iter().map(Said::Line));
        }
        Ok(())
    }
}

/// One move of the closing list, after `first` (its number and who made
/// it): `take 1 from heap 1 → 2 3` on one line when it fits `width`; else
/// the move's words, wrapped under themselves, and the heaps it left on a
/// line of their own, so that a line breaks between a move and the heaps
/// it left or between words, never inside a heap's number (19 digits
/// near the top of the range).
fn entry(first: &str, words: &str, after: &str, width: u16) -> Vec<Line> {
    let whole = format!("{words} → {after}");
    let width = usize::from(width);
    if shown_width(first) + shown_width(&whole) <= width {
        return vec![Line::from(format!("{first}{whole}"))];
    }
    let indent = " ".repeat(shown_width(first));
    let mut lines = wrap(&Line::from(words), width, first, &indent);
    lines.extend(wrap(
        &Line::from(format!("→ {after}")),
        width,
        &indent,
        &format!("{indent}  "),
    ));
    lines
}

/// The legal move a student typed in `position` (`K N`, `K N A B` for a
/// split, `S N` on the staircase, `K1 N1 K2 N2 …` in Moore's Nim, `1 N 2 N`
/// down the diagonal in Wythoff's game), or why the line is not one: the
/// rule it breaks, as `check` says it.
pub(crate) fn read_game_move(
    position: &GamePosition,
    line: &str,
) -> Result<Result<AnyMove, String>, Error> {
    let numbers = match whole_numbers(line) {
        Ok(numbers) => numbers,
        Err(why) => return Ok(Err(why)),
    };
    Ok(typed_move(position, &numbers)?
        .map_err(|illegal| format!("`{}`: illegal move: {}", excerpt(line), illegal.why)))
}
