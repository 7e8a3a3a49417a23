//! A game of Nim against nimstep, with a coach: the engine behind
//! `nimstep play`.

use crate::doc::{Line, Mark};
use crate::error::Error;
use crate::game::apply;
use crate::game::{Move, Outcome, Rules};
use crate::palette::Palette;
use crate::play::rng::Rng;
use crate::play::session::{End, Flow, Session};
use crate::play::talk::{game_word, move_prompt, say, try_again, who_starts};
use crate::play::turn::{computer_move, read_move};
use crate::present::play::{coach, position_value, reasoning};
use crate::present::replay::{replay, Judged};
use crate::present::words::move_words;
use crate::present::words::{heaps_list, rules_sentence};
use crate::render::terminal::{render_section, DEFAULT_WIDTH};
use crate::solve;
use crate::solve::check::judge;
use crate::solve::normal::trace_of_move;
use std::io::Write;

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

/// A game in progress: the heaps, the rules, who moves first, the moves so
/// far.
#[derive(Debug, Clone)]
pub struct Game {
    start: Vec<u64>,
    heaps: Vec<u64>,
    rules: Rules,
    computer_first: bool,
    turns: Vec<Turn>,
    palette: Palette,
    width: u16,
    rng: Rng,
}

impl Game {
    /// A new game on `heaps` (not all empty) under `rules`.
    pub fn new(heaps: Vec<u64>, rules: Rules, computer_first: bool, palette: Palette) -> Self {
        // Without a seed the heaps choose one, so a game replays the same.
        let seed = heaps.iter().fold(0x006E_696D_7374_6570_u64, |acc, &h| {
            acc.rotate_left(13) ^ h.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        });
        Game {
            start: heaps.clone(),
            heaps,
            rules,
            computer_first,
            turns: Vec::new(),
            palette,
            width: DEFAULT_WIDTH,
            rng: Rng::with_seed(seed),
        }
    }

    /// The same game with nimstep's waiting moves drawn from `seed`.
    pub fn seeded(mut self, seed: u64) -> Self {
        self.rng = Rng::with_seed(seed);
        self
    }

    /// The same game, its replay fitted to `width` columns.
    pub fn sized(mut self, width: u16) -> Self {
        self.width = width;
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
    fn computer_turn<W: Write + ?Sized>(&mut self, out: &mut W) -> Result<Flow, Error> {
        let Some(chosen) = computer_move(&self.heaps, self.rules, &mut self.rng) else {
            return Ok(Flow::Stop(End::Finished));
        };
        let why = self.reasoning(&chosen)?;
        say(
            &self.palette,
            out,
            Line::new()
                .mark("nimstep: ", Mark::Strong)
                .extend(why)
                .plain("."),
        )?;
        self.record(Player::Computer, chosen);
        Ok(self.after_move())
    }

    fn after_move(&self) -> Flow {
        Flow::finished_if(self.winner().is_some())
    }

    fn student_turn<W: Write + ?Sized>(
        &mut self,
        chosen: Move,
        out: &mut W,
    ) -> Result<Flow, Error> {
        let judged = judge(&self.heaps, self.rules, chosen);
        self.record(Player::Student, chosen);
        say(&self.palette, out, coach(&judged))?;
        if let Flow::Stop(end) = self.after_move() {
            return Ok(Flow::Stop(end));
        }
        self.computer_turn(out)
    }

    fn hint(&self) -> Result<Line, Error> {
        Ok(
            match computer_move(&self.heaps, self.rules, &mut self.rng.clone()) {
                Some(m) => Line::new()
                    .mark("Hint: ", Mark::Strong)
                    .extend(self.reasoning(&m)?)
                    .plain("."),
                None => position_value(
                    &self.heaps,
                    self.rules,
                    solve::outcome(&self.heaps, self.rules),
                ),
            },
        )
    }

    /// Why nimstep would make move `m` now: solved here, worded by the
    /// presenter. When `m` is heap ⊕ nim-sum, the normal-play trace that
    /// changes that heap shows the reason column by column.
    fn reasoning(&self, m: &Move) -> Result<Line, Error> {
        let normal = trace_of_move(&self.heaps, m);
        Ok(reasoning(
            &self.heaps,
            self.rules,
            m,
            solve::outcome(&self.heaps, self.rules),
            normal.as_ref(),
        ))
    }
}

/// How to answer, shown at the start, on `help` and in `play --help`.
pub const HELP: &str = "Type a move as two numbers, `K N`: take N stones from heap K (heaps count from 1); `2 3` takes 3 stones from heap 2.
Other commands: `hint` (nimstep's move and why), `undo` (take back your last move and nimstep's reply), `help` (this text), `quit` (stop the game).";

impl Game {
    /// Takes back the student's last move and nimstep's reply to it.
    fn undo<W: Write + ?Sized>(&mut self, out: &mut W) -> Result<Flow, Error> {
        let Some(last_student) = self.turns.iter().rposition(|t| t.player == Player::Student)
        else {
            writeln!(out, "There is no move of yours to take back yet.")?;
            return Ok(Flow::Continue);
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
        writeln!(out, "Taken back: {}.", taken.join("; "))?;
        Ok(Flow::Continue)
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

impl Session for Game {
    fn start<W: Write + ?Sized>(&mut self, out: &mut W) -> Result<Flow, Error> {
        say(
            &self.palette,
            out,
            Line::new()
                .plain("Nim on ")
                .mark(heaps_list(&self.heaps), Mark::Strong)
                .plain(format!(" — {}.", rules_sentence(self.rules))),
        )?;
        if who_starts(out, HELP, self.computer_first)? {
            return self.computer_turn(out);
        }
        Ok(Flow::Continue)
    }

    fn prompt(&self) -> String {
        move_prompt("Heaps", &self.heaps)
    }

    fn respond<W: Write + ?Sized>(&mut self, line: &str, out: &mut W) -> Result<Flow, Error> {
        if let Some(flow) = game_word(line, HELP, &self.palette, out, || self.hint())? {
            return Ok(flow);
        }
        if line.eq_ignore_ascii_case("undo") {
            return self.undo(out);
        }
        match read_move(line, &self.heaps) {
            Ok(chosen) => self.student_turn(chosen, out),
            Err(reason) => try_again(out, &reason),
        }
    }

    fn finish<W: Write + ?Sized>(&mut self, end: End, out: &mut W) -> Result<(), Error> {
        writeln!(out)?;
        match (end, self.winner()) {
            (End::Finished, Some(winner)) => {
                let taker = self.turns.last().map_or("nimstep", |t| t.player.subject());
                say(
                    &self.palette,
                    out,
                    Line::new()
                        .plain(format!(
                            "{taker} took the last stone ({}). ",
                            rules_sentence(self.rules)
                        ))
                        .extend(winner.wins()),
                )?;
            }
            (End::Quit, _) => writeln!(out, "You stopped the game.")?,
            _ => writeln!(out, "End of input: the game stops here.")?,
        }
        if self.turns.is_empty() {
            writeln!(out, "No moves were made.")?;
            return Ok(());
        }
        let section = replay(&self.judged());
        write!(
            out,
            "{}",
            render_section(&section, None, false, &self.palette, self.width)
        )?;
        if end != End::Finished {
            let whose = solve::outcome(&self.heaps, self.rules);
            let note = match whose {
                Outcome::N => "you had a winning move",
                Outcome::P => "you had no winning move",
            };
            writeln!(out, "It was your move, and {note}.")?;
        }
        Ok(())
    }
}
