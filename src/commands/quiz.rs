//! `nimstep quiz`: practice on random positions.

use crate::cli::{count, level, GamesArg, RulesArg};
use crate::commands::declared::{declared, Declaration, INTERACTIVE};
use crate::commands::seed_or_clock;
use crate::error::Error;
use crate::io::Io;
use crate::play::deal::Level;
use crate::play::quiz::{Setup, Skill};
use crate::play::rng::read_seed;
use crate::play::session::{drive, Terminal};
use crate::render::wrapping::Wrapping;
use crate::render::Format;
use crate::render::Settings;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::Args;
use nimstep_core::words::heaps_list;
use std::io::Write;

// Arguments of `nimstep quiz` (a plain comment, as in
// cli.rs: a doc comment would replace the command's description).
#[derive(Debug, Clone, Args)]
pub(crate) struct QuizArgs {
    /// How many positions to ask about.
    #[arg(long, value_name = "N", default_value_t = 5, allow_negative_numbers = true, value_parser = count())]
    pub(crate) count: usize,
    /// Seed for dealing: the same seed asks about the same positions.
    #[arg(long, value_name = "N", value_parser = read_seed, allow_negative_numbers = true)]
    pub(crate) seed: Option<u64>,
    /// How many heaps, and how large.
    #[arg(long, value_parser = level(), default_value = "medium")]
    pub(crate) level: Level,
    /// What to practise.
    #[arg(long, value_parser = skill(), default_value = "full")]
    pub(crate) skill: Skill,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    #[command(flatten)]
    pub(crate) game: GamesArg,
    /// With --game: one heap of each position huge (10,001 stones up to
    /// 2^64 − 1), its value to be read through the period of the game's
    /// values (or Lasker's pattern), not worked out move by move.
    #[arg(long)]
    pub(crate) huge: bool,
}

/// How `--skill` is spelt: the names [`Skill::name`] gives. A parser
/// rather than a `ValueEnum` impl, because `Skill` is the core's type.
fn skill() -> impl TypedValueParser<Value = Skill> {
    const ALL: [Skill; 4] = [Skill::Binary, Skill::NimSum, Skill::Label, Skill::Full];
    let help = |skill: Skill| match skill {
        Skill::Binary => "One heap: write it in binary",
        Skill::NimSum => "Two or three heaps: their nim-sum",
        Skill::Label => "Two or three heaps of at most 4 stones: P or N",
        Skill::Full => "The nim-sum, P or N, and a winning move",
    };
    PossibleValuesParser::new(ALL.map(|s| PossibleValue::new(s.name()).help(help(s)))).map(|name| {
        ALL.into_iter()
            .find(|skill| skill.name() == name)
            .expect("clap accepts only the names of the skills")
    })
}

/// Runs a quiz, reading answers from the input.
pub(crate) fn run(args: &QuizArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let mut output = Wrapping::new(io.output, settings.width);
    let setup = Setup {
        count: args.count,
        level: args.level,
        skill: args.skill,
        rules: args.rules.chosen(),
        games: args.game.games.clone(),
        huge: args.huge,
    };
    let beyond_nim = setup.beyond_nim();
    if beyond_nim {
        // Only the flags given are named.
        let given: Vec<&str> = [
            (args.rules.misere, "--misere"),
            (args.skill != Skill::default(), "--skill"),
        ]
        .into_iter()
        .filter_map(|(given, flag)| given.then_some(flag))
        .collect();
        if !given.is_empty() {
            return Err(Error::usage(format!(
                "--game asks about a game beyond Nim under normal play: leave out {}",
                given.join(" and ")
            )));
        }
    }
    if args.huge && !beyond_nim {
        let why = match args.game.games.is_empty() {
            true => "give --game too",
            false => "a Nim heap's value is its own size, with no period to read it through, so choose another game with --game",
        };
        return Err(Error::usage(format!(
            "--huge asks for a heap too large to list its moves, judged through the period of its game's values or a formula: {why} ({}, …)",
            Setup::huge_games().join(", ")
        )));
    }
    let seed = seed_or_clock(args.seed);
    // Dealt before a word is written: a quiz none of whose positions can
    // be asked is refused with nothing printed.
    let mut quiz = setup.deal(seed).map_err(|unaskable| {
        let specs: Vec<String> = setup.games.iter().map(|g| format!("--game {g}")).collect();
        Error::usage(format!(
            "{}: none of the positions dealt at level {} can be asked: the first, {}, {}; {}",
            specs.join(" "),
            args.level.name(),
            heaps_list(&unaskable.heaps),
            unaskable.why,
            match args.huge {
                true => "leave out --huge",
                false => "try --level easy",
            }
        ))
    })?;
    let mut again = format!("nimstep quiz --seed {seed} --level {}", args.level.name());
    if args.skill != Skill::default() {
        again.push_str(&format!(" --skill {}", args.skill.name()));
    }
    if args.rules.misere {
        again.push_str(" --misere");
    }
    for game in &args.game.games {
        again.push_str(&format!(" --game {game}"));
    }
    if args.huge {
        again.push_str(" --huge");
    }
    writeln!(
        output,
        "Level {level}, seed {seed} (`{again}` asks the same questions).",
        level = args.level.name()
    )?;
    let terminal = Terminal {
        palette: settings.palette,
        width: settings.width,
    };
    drive(
        &mut quiz,
        terminal,
        io.input,
        &mut output,
        !io.input_is_terminal,
    )?;
    output.flush()?;
    Ok(())
}

/// `nimstep quiz` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "quiz",
    formats: &[Format::Terminal],
    help: Some(crate::play::quiz::ANSWERS),
    examples: &[
        ("nimstep quiz", "Five random positions to practise on."),
        (
            "nimstep quiz --count 3 --level easy --seed 7",
            "Three small positions, the same every time.",
        ),
    ],
};

declared!(QuizArgs, DECLARATION, run, refused: INTERACTIVE);
