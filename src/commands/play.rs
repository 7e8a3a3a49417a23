//! `nimstep play`: a game against nimstep in the terminal.

use crate::cli::PlayArgs;
use crate::commands::{seed_or_clock, Io};
use crate::error::Error;
use crate::game::position::Position;
use crate::play::deal::{deal, GAME};
use crate::play::game::Game;
use crate::play::game_match::GameMatch;
use crate::play::rng::Rng;
use crate::play::session::drive;
use crate::render::Settings;

/// Plays one game, reading moves from the input.
pub fn run(args: &PlayArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let heaps = if args.heaps.is_empty() {
        let seed = seed_or_clock(args.seed);
        let heaps = deal(&mut Rng::with_seed(seed), GAME);
        writeln!(
            io.output,
            "Dealt with seed {seed} (`nimstep play --seed {seed}` deals the same heaps)."
        )?;
        heaps
    } else {
        if args.seed.is_some() {
            return Err(Error::usage(
                "--seed deals a random position, but heaps were given: give one or the other",
            ));
        }
        Position::parse_words(&args.heaps)?.heaps().to_vec()
    };
    if heaps.iter().all(|&h| h == 0) {
        return Err(Error::usage(
            "every heap is empty, so there is no game to play: give at least one stone",
        ));
    }
    if let Some(games) = crate::commands::games::chosen(&args.game, args.rules)? {
        let mut game = GameMatch::new(games, &heaps, args.computer_first, settings.palette)?;
        return drive(&mut game, io.input, io.output, !io.input_is_terminal);
    }
    let mut game = Game::new(
        heaps,
        args.rules.chosen(),
        args.computer_first,
        settings.palette,
    );
    drive(&mut game, io.input, io.output, !io.input_is_terminal)
}
