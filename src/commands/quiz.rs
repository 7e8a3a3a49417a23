//! `nimstep quiz`: practice on random positions.

use crate::cli::QuizArgs;
use crate::commands::{check_count, seed_or_clock, Io};
use crate::error::Error;
use crate::play::deal::deal;
use crate::play::quiz::Quiz;
use crate::play::rng::Rng;
use crate::play::session::drive;
use crate::render::Settings;

/// Runs a quiz, reading answers from the input.
pub fn run(args: &QuizArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    check_count(args.count)?;
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
