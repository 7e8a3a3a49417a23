//! `nimstep quiz`: practice on random positions.

use crate::cli::QuizArgs;
use crate::commands::{interactive_only, seed_or_clock, Io};
use crate::error::Error;
use crate::play::deal::deal;
use crate::play::quiz::Quiz;
use crate::play::rng::Rng;
use crate::play::session::drive;
use crate::render::Settings;

/// The most positions one quiz asks about.
pub const MAX_COUNT: usize = 100;

/// Runs a quiz, reading answers from the input.
pub fn run(args: &QuizArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    interactive_only("quiz", settings)?;
    if args.count == 0 || args.count > MAX_COUNT {
        return Err(Error::usage(format!(
            "--count {}: expected a number of positions from 1 to {MAX_COUNT}",
            args.count
        )));
    }
    let seed = seed_or_clock(args.seed);
    let mut rng = Rng::with_seed(seed);
    let shape = args.level.shape();
    let positions = (0..args.count).map(|_| deal(&mut rng, shape)).collect();
    writeln!(
        io.output,
        "Level {level}, seed {seed} (`nimstep quiz --seed {seed} --level {level}` asks the same questions).",
        level = args.level.name()
    )?;
    let mut quiz = Quiz::new(positions, settings.palette, settings.width);
    drive(&mut quiz, io.input, io.output, !io.input_is_terminal)
}
