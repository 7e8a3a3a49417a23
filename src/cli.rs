//! What the commands' clap definitions share, below every command: the
//! flags several commands take, how the domain's values are spelt on the
//! command line, and the one output width. Each command declares its own
//! arguments in its module (`commands/explain.rs`: `ExplainArgs`), and the
//! top-level parser, which names them all, sits in the command table
//! (`commands/mod.rs`: `Cli`, `Command`); the command line and lesson
//! blocks both parse through it, so a block accepts exactly what the
//! command line accepts.
//!
//! A flag several commands take (`--game`, `--misere`, `--pause`, the
//! heaps, `--out`) is declared once, in a small `Args` struct each command
//! flattens in; its help is that struct's, so the flattened fields carry
//! no doc of their own (clap would not show it). The structs themselves
//! carry plain comments, not doc comments: clap takes a flattened struct's
//! doc comment as the description of the command that flattens it, which
//! put "The `--game` flag shared by …" atop eleven commands' --help.

use crate::deck;
use crate::game::position::read_whole;
use crate::game::Rules;
use crate::games::spec::GameSpec;
use crate::palette::ColorChoice;
use crate::play::deal::Level;
use crate::render::terminal::DEFAULT_WIDTH;
use crate::render::Format;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, ValueEnum};
use std::marker::PhantomData;
use std::ops::RangeInclusive;
use std::path::PathBuf;

/// The one output width: `--width`, else the terminal's width when standard
/// output is a terminal (`measured`), else the `COLUMNS` variable, else
/// [`DEFAULT_WIDTH`]. A width of 0 (a terminal that does not know its size)
/// counts as not given.
pub(crate) fn output_width(flag: Option<u16>, measured: Option<u16>, columns: Option<&str>) -> u16 {
    let from_env = columns.and_then(|text| text.trim().parse::<u16>().ok());
    [flag, measured, from_env]
        .into_iter()
        .flatten()
        .find(|&width| width > 0)
        .unwrap_or(DEFAULT_WIDTH)
}

// The whole set of flags of `label` and `moves`, which answer one
// position of Nim or of any game alike: the heaps, `--misere`, `--pause`
// and `--game`. Generic over its command (`C`, a marker type its module
// declares), so that each command keeps its own `Declared` impl (its
// declaration, its run, its lesson block) over the one struct.
#[derive(Debug, Clone, Args)]
pub(crate) struct PositionArgs<C> {
    #[command(flatten)]
    pub(crate) position: HeapArgs,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    #[command(flatten)]
    pub(crate) pause: PauseArg,
    #[command(flatten)]
    pub(crate) game: GamesArg,
    #[arg(skip)]
    command: PhantomData<C>,
}

// `--out DIR` and `--force` of the commands that may write files
// instead of printing.
#[derive(Debug, Clone, Args)]
pub(crate) struct OutArgs {
    /// Write into DIR, created if missing, instead of printing; all the
    /// files or none, never through a symbolic link.
    #[arg(long, value_name = "DIR")]
    pub(crate) out: Option<PathBuf>,
    /// With --out, replace files that already exist (each is reported).
    #[arg(long, requires = "out")]
    pub(crate) force: bool,
}

// The `--misere` flag shared by every command that judges positions.
#[derive(Debug, Clone, Copy, Args)]
pub(crate) struct RulesArg {
    /// Play misère Nim: whoever takes the last stone loses.
    #[arg(long)]
    pub(crate) misere: bool,
}

impl RulesArg {
    /// The rules the flag chose.
    pub(crate) fn chosen(self) -> Rules {
        if self.misere {
            Rules::Misere
        } else {
            Rules::Normal
        }
    }
}

// The `--pause` flag of every command that shows steps or sections.
#[derive(Debug, Clone, Copy, Args)]
pub(crate) struct PauseArg {
    /// Show one step per screen, for projecting in class (`--help` lists
    /// the keys). Only on a terminal: otherwise everything is printed at
    /// once.
    #[arg(long, long_help = pause_help())]
    pub(crate) pause: bool,
}

/// The long help of `--pause`: what it does, then the key map, the same
/// list the `?` key shows in the terminal and in the browser. Written
/// into one string: clap builds it whenever a command with `--pause` runs.
fn pause_help() -> String {
    let mut help = String::from(
        "Show one step per screen, for projecting in class. A step taller than \
         the screen is cut into parts (\"part 2 of 3\"); the counter counts steps. \
         Only on a terminal: otherwise everything is printed at once. The keys, \
         the same as in the HTML slides:\n",
    );
    for line in deck::key_lines() {
        help.push_str("\n  ");
        help.push_str(&line);
    }
    help
}

// The heaps of a position, as words on the command line.
#[derive(Debug, Clone, Args)]
pub(crate) struct HeapArgs {
    /// Heap sizes, separated by spaces or commas (`13 12 8` or `13,12,8`),
    /// in decimal or in binary (`0b1101` or `1101₂`); read from standard
    /// input when none are given.
    #[arg(value_name = "HEAPS", allow_negative_numbers = true)]
    pub(crate) heaps: Vec<String>,
}

// The `--game` flag shared by every command that judges positions.
#[derive(Debug, Clone, Args)]
pub(crate) struct GamesArg {
    /// The game: nim (the default), subtract:S, lasker, kayles, dawson,
    /// octal:CODE, staircase, moore:K or wythoff; once for every heap, or
    /// once per heap in heap order for a sum of different games.
    #[arg(long = "game", value_name = "SPEC")]
    pub(crate) games: Vec<GameSpec>,
}

// Which course to use: the built-in one, or a folder of a teacher's own.
#[derive(Debug, Clone, Args)]
pub(crate) struct CourseArgs {
    /// Use the lessons in DIR (Markdown files named like `01-one-pile.md`)
    /// instead of the built-in course.
    #[arg(long, value_name = "DIR")]
    pub(crate) lessons: Option<PathBuf>,
}

/// `--format` takes [`Format::ALL`] as [`Format::spelling`] spells them:
/// the renderer's [`Format`] knows nothing of clap, and this impl nothing
/// of the formats.
impl ValueEnum for Format {
    fn value_variants<'a>() -> &'a [Self] {
        &Format::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let (name, help) = self.spelling();
        Some(PossibleValue::new(name).help(help))
    }
}

/// How `--color` is spelt.
impl ValueEnum for ColorChoice {
    fn value_variants<'a>() -> &'a [Self] {
        &[ColorChoice::Auto, ColorChoice::Always, ColorChoice::Never]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            ColorChoice::Auto => PossibleValue::new("auto")
                .help("Colour when standard output supports it (a terminal, no `NO_COLOR`)"),
            ColorChoice::Always => {
                PossibleValue::new("always").help("Always colour, even into a pipe")
            }
            ColorChoice::Never => PossibleValue::new("never").help("Never colour"),
        })
    }
}

/// How `--level` is spelt: the names [`Level::name`] gives. A parser
/// rather than a `ValueEnum` impl, because `Level` is the core's type.
pub(crate) fn level() -> impl TypedValueParser<Value = Level> {
    let help = |level: Level| match level {
        Level::Easy => "Three heaps of 1 to 7 stones: three binary columns",
        Level::Medium => "Three or four heaps of 1 to 15 stones",
        Level::Hard => "Four or five heaps of 1 to 31 stones",
    };
    PossibleValuesParser::new(Level::ALL.map(|l| PossibleValue::new(l.name()).help(help(l)))).map(
        |name| {
            Level::ALL
                .into_iter()
                .find(|level| level.name() == name)
                .expect("clap accepts only the names of the levels")
        },
    )
}

/// The most positions one quiz or worksheet holds (`--count`).
const MAX_COUNT: u64 = 100;

/// How a whole-number flag is read: `what` it is, the `range` it may
/// take, and what is `expected`, said in one line of our own words
/// ([`read_whole`]): `--at -3` is "negative", where clap would call `-3`
/// an unexpected argument, and a huge number is "too large", where Rust's
/// parser says "too large to fit in target type". Each such flag also
/// allows a value that starts with `-`, so that it reaches this reader.
pub(crate) fn whole<T: TryFrom<u64>>(
    what: &'static str,
    range: RangeInclusive<u64>,
    expected: impl Into<String>,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static {
    let expected = expected.into();
    move |text| {
        let n = read_whole(text, what, range.clone(), &expected)?;
        T::try_from(n).map_err(|_| format!("{what} `{n}` is too large: {expected}"))
    }
}

/// The number of a heap (`--heap`, `--from`); the command says which
/// heaps the position has.
pub(crate) fn heap_number() -> impl Fn(&str) -> Result<usize, String> + Clone + Send + Sync + 'static
{
    whole(
        "heap number",
        0..=u64::MAX,
        "expected the number of a heap, counting from 1 for the first",
    )
}

/// How many positions a quiz or worksheet holds (`--count`).
pub(crate) fn count() -> impl Fn(&str) -> Result<usize, String> + Clone + Send + Sync + 'static {
    whole(
        "count",
        1..=MAX_COUNT,
        format!("expected a number of positions from 1 to {MAX_COUNT}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_width_flag_beats_the_terminal_which_beats_columns() {
        assert_eq!(output_width(Some(50), Some(120), Some("90")), 50);
        assert_eq!(output_width(None, Some(120), Some("90")), 120);
        assert_eq!(output_width(None, Some(0), Some("90")), 90);
        assert_eq!(output_width(None, None, Some(" 90 ")), 90);
        assert_eq!(output_width(None, None, Some("wide")), DEFAULT_WIDTH);
        assert_eq!(output_width(None, None, Some("0")), DEFAULT_WIDTH);
        assert_eq!(output_width(None, None, None), DEFAULT_WIDTH);
    }
}
