//! `nimstep play`: a game against nimstep in the terminal.

use crate::cli::{GamesArg, RulesArg};
use crate::commands::declared::{declared, Declaration, INTERACTIVE};
use crate::commands::seed_or_clock;
use crate::error::Error;
use crate::game::position::Position;
use crate::io::Io;
use crate::play::deal::{deal, GAME};
use crate::play::game::{Game, Unplayable};
use crate::play::rng::read_seed;
use crate::play::rng::Rng;
use crate::play::session::{drive, Terminal};
use crate::render::wrapping::Wrapping;
use crate::render::Format;
use crate::render::Settings;
use clap::Args;
use std::io::Write;

// Arguments of `nimstep play` (a plain comment, as in
// cli.rs: a doc comment would replace the command's description).
#[derive(Debug, Clone, Args)]
pub(crate) struct PlayArgs {
    /// Heap sizes to start from; a random position is dealt when none are
    /// given.
    #[arg(value_name = "HEAPS", allow_negative_numbers = true)]
    pub(crate) heaps: Vec<String>,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    /// Let nimstep make the first move.
    #[arg(long)]
    pub(crate) computer_first: bool,
    /// Seed for dealing the position: the same seed deals the same heaps.
    #[arg(long, value_name = "N", value_parser = read_seed, allow_negative_numbers = true)]
    pub(crate) seed: Option<u64>,
    #[command(flatten)]
    pub(crate) game: GamesArg,
}

/// Plays one game, reading moves from the input.
pub(crate) fn run(args: &PlayArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let mut output = Wrapping::new(io.output, settings.width);
    let (heaps, seed) = if args.heaps.is_empty() {
        let seed = seed_or_clock(args.seed);
        let heaps = deal(&mut Rng::with_seed(seed), GAME);
        writeln!(
            output,
            "Dealt with seed {seed} (`nimstep play --seed {seed}` deals the same heaps)."
        )?;
        (heaps, Some(seed))
    } else {
        if args.seed.is_some() {
            return Err(Error::usage(
                "--seed deals a random position, but heaps were given: give one or the other",
            ));
        }
        (Position::parse_words(&args.heaps)?.heaps().to_vec(), None)
    };
    if heaps.iter().all(|&h| h == 0) {
        // Refused before choosing the game, in the words of the Nim game's
        // own refusal, so that every game refuses empty heaps alike.
        return Err(Error::usage(crate::play::game::NoStones.to_string()));
    }
    // One engine, the core's, plays every game (the browser edition
    // plays it too).
    let game = match crate::commands::games::chosen(&args.game, args.rules)? {
        Some(games) => {
            Game::of_games(games, &heaps, args.computer_first).map_err(|err| match err {
                Unplayable::Position(err) => Error::from(err),
                err => Error::usage(err.to_string()),
            })?
        }
        None => Game::new(heaps, args.rules.chosen(), args.computer_first)
            .map_err(|err| Error::usage(err.to_string()))?,
    };
    let mut game = match seed {
        Some(seed) => game.seeded(seed),
        None => game,
    };
    let terminal = Terminal {
        palette: settings.palette,
        width: settings.width,
    };
    drive(
        &mut game,
        terminal,
        io.input,
        &mut output,
        !io.input_is_terminal,
    )?;
    output.flush()?;
    Ok(())
}

/// `nimstep play` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "play",
    formats: &[Format::Terminal],
    help: Some(crate::play::game::HELP),
    examples: &[
        ("nimstep play", "A game on a random position."),
        (
            "nimstep play 3 4 5 --misere --computer-first",
            "A misère game on 3 4 5, nimstep moving first.",
        ),
    ],
};

declared!(PlayArgs, DECLARATION, run, refused: INTERACTIVE);
