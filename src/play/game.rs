//! A game of Nim against nimstep, with a coach, on the terminal: the
//! core's game ([`nimstep_core::play::game`]) under the line-by-line loop.

use crate::error::Error;
use crate::game::Rules;
use crate::palette::Palette;
use crate::play::session::{End, Flow, Session};
use crate::play::talk::{answer, tell};
use crate::render::terminal::DEFAULT_WIDTH;
use nimstep_core::play::game as core;
use nimstep_core::play::Transcript;
use std::io::Write;

pub(crate) use nimstep_core::play::game::{NoStones, Player, HELP};

/// A game in progress, with how its words are painted and fitted.
#[derive(Debug, Clone)]
pub struct Game {
    game: core::Game,
    palette: Palette,
    width: u16,
}

impl Game {
    /// A new game on `heaps` under `rules`; refused when every heap is
    /// empty.
    pub fn new(
        heaps: Vec<u64>,
        rules: Rules,
        computer_first: bool,
        palette: Palette,
    ) -> Result<Self, Error> {
        let game = core::Game::new(heaps, rules, computer_first)
            .map_err(|err| Error::usage(err.to_string()))?;
        Ok(Game {
            game,
            palette,
            width: DEFAULT_WIDTH,
        })
    }

    /// The same game with nimstep's waiting moves drawn from `seed`.
    pub fn seeded(mut self, seed: u64) -> Self {
        self.game = self.game.seeded(seed);
        self
    }

    /// The same game, its replay fitted to `width` columns.
    pub(crate) fn sized(mut self, width: u16) -> Self {
        self.width = width;
        self
    }

    /// The heaps now.
    pub fn heaps(&self) -> &[u64] {
        self.game.heaps()
    }

    /// Who has won, once every heap is empty.
    pub fn winner(&self) -> Option<Player> {
        self.game.winner()
    }

    fn tell<W: Write + ?Sized>(&self, out: &mut W, said: Transcript) -> Result<(), Error> {
        tell(&self.palette, self.width, out, said)
    }
}

impl Session for Game {
    fn start<W: Write + ?Sized>(&mut self, out: &mut W) -> Result<Flow, Error> {
        let mut said = Transcript::new();
        let flow = self.game.start(&mut said);
        self.tell(out, said)?;
        Ok(flow)
    }

    fn prompt(&self) -> String {
        self.game.prompt()
    }

    fn respond<W: Write + ?Sized>(&mut self, line: &str, out: &mut W) -> Result<Flow, Error> {
        let mut said = Transcript::new();
        let result = self.game.respond(line, &mut said);
        answer(&self.palette, self.width, out, said, result)
    }

    fn finish<W: Write + ?Sized>(&mut self, end: End, out: &mut W) -> Result<(), Error> {
        let mut said = Transcript::new();
        self.game.finish(end, &mut said);
        self.tell(out, said)
    }
}
