//! The clap definitions of the command line, shared by the binary and by
//! lesson blocks (which accept exactly what the command line accepts).
//!
//! A flag several commands take (`--game`, `--misere`, `--pause`, the
//! heaps, `--out`) is declared once, in a small `Args` struct each command
//! flattens in; its help is that struct's, so the flattened fields carry
//! no doc of their own (clap would not show it).

use crate::deck;
use crate::game::position::{read_heap_size, read_whole};
use crate::game::Rules;
use crate::games::spec::GameSpec;
use crate::palette::ColorChoice;
use crate::play::deal::Level;
use crate::play::quiz::Skill;
use crate::play::rng::read_seed;
use crate::play::worksheet_draw::DEFAULT_COUNT;
use crate::render::terminal::DEFAULT_WIDTH;
use crate::render::Format;
use crate::solve::table::read_grid_max;
use crate::trace::StepKind;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::fmt;
use std::ops::RangeInclusive;
use std::path::PathBuf;

/// nimstep teaches the game of Nim by showing its mathematics at work,
/// step by step.
#[derive(Debug, Parser)]
#[command(name = "nimstep", version, about, long_about = None)]
pub(crate) struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub(crate) command: Command,
    /// Output format: the formats this command can write are listed at the
    /// end of its help, its default first.
    // The list of every format is hidden: it would offer `play` the
    // formats it refuses.
    #[arg(long, global = true, value_enum, hide_possible_values = true)]
    pub(crate) format: Option<Format>,
    /// When to colour the terminal output. Under `auto`: CLICOLOR_FORCE (not
    /// 0) forces colour; NO_COLOR (not empty), CLICOLOR=0 or TERM=dumb turn
    /// it off; else colour only on a terminal.
    #[arg(long, global = true, value_enum, default_value_t, value_name = "WHEN")]
    pub(crate) color: ColorChoice,
    /// Fit the terminal output into N columns (default: the terminal's
    /// width, else `COLUMNS`, else 80).
    #[arg(long, global = true, value_name = "N", allow_negative_numbers = true,
          value_parser = whole::<u16>("width", 1..=u64::from(u16::MAX), "expected a number of columns from 1 to 65535"))]
    pub(crate) width: Option<u16>,
    /// Draw the stones of a position as `o` (and the stones taken as `.`)
    /// instead of `●` and `○`, for terminals and fonts without them.
    #[arg(long, global = true)]
    pub(crate) ascii: bool,
}

#[cfg(test)]
impl Cli {
    /// The command a command line asks for (the words after `nimstep`,
    /// split at spaces), for unit tests of what a command line means.
    pub(crate) fn command_of(line: &str) -> Command {
        Cli::try_parse_from(std::iter::once("nimstep").chain(line.split_whitespace()))
            .unwrap()
            .command
    }
}

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

/// The subcommands.
#[derive(Debug, Subcommand)]
// Deferred: each subcommand's arguments are built only when it runs (or
// its help is shown), which halves the cost of starting up.
#[command(defer = true)]
pub(crate) enum Command {
    /// Walk through Bouton's analysis of a position: binary, columns,
    /// nim-sum, verdict, and every winning move.
    Explain(ExplainArgs),
    /// Label every position reachable from a position P or N, working back
    /// from the end of the game, beside the nim-sum rule's answer.
    Label(LabelArgs),
    /// Draw the P/N grid of two heaps, so the P-positions' line shows.
    Table(TableArgs),
    /// List every legal move from a position with the nim-sum it leaves,
    /// the winning ones marked.
    Moves(MovesArgs),
    /// Check a proposed move: does it win, and if not, what does?
    Check(CheckArgs),
    /// Play a game of Nim against nimstep, with a coach.
    Play(PlayArgs),
    /// Practise: random positions, asking for the nim-sum, P or N, and a
    /// winning move.
    Quiz(QuizArgs),
    /// Grundy values of a game other than Nim: each one as a mex, and the
    /// period that gives every heap's value.
    Grundy(GrundyArgs),
    /// Print an exercise sheet for students and, apart, its answer key.
    ///
    /// The sheet has a line for a name and the date, room to work under
    /// each position, and no answers: the key goes to `--key-file`, after
    /// the sheet with `--key end`, or alone with `--answers`. How to print
    /// the same sheet again is written to standard error.
    Worksheet(WorksheetArgs),
    /// List the lessons of the course, or show one with its worked examples
    /// computed.
    Lesson(LessonArgs),
    /// Write every lesson as Markdown, with a README.md index, into a
    /// folder (with `--format html`: web pages and an index.html).
    Export(ExportArgs),
    /// List every term the course uses: its meaning, the lesson that
    /// teaches it, and its other names in books and notes.
    Glossary(GlossaryArgs),
    /// Print a shell completion script (e.g. `nimstep completions bash >
    /// ~/.local/share/bash-completion/completions/nimstep`).
    Completions(CompletionsArgs),
    /// Print the manual page in roff format (e.g. `nimstep man > nimstep.1`),
    /// or write one page per command into a folder with `--out`.
    Man(ManArgs),
}

/// Arguments of `nimstep man`.
#[derive(Debug, Clone, Args)]
pub(crate) struct ManArgs {
    // With --out: `nimstep.1` and a page per command
    // (`nimstep-explain.1`, …), instead of the main page printed.
    #[command(flatten)]
    pub(crate) out: OutArgs,
}

/// `--out DIR` and `--force` of the commands that may write files
/// instead of printing.
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

/// Arguments of `nimstep glossary`.
#[derive(Debug, Clone, Args)]
pub(crate) struct GlossaryArgs {
    /// Show only the terms lesson N (1 to 10) teaches.
    #[arg(long, value_name = "N", allow_negative_numbers = true,
          value_parser = whole::<u8>("lesson", 1..=u64::from(LESSONS), format!("expected a lesson from 1 to {LESSONS}")))]
    pub(crate) lesson: Option<u8>,
    #[command(flatten)]
    pub(crate) pause: PauseArg,
}

/// Arguments of `nimstep completions`.
#[derive(Debug, Clone, Args)]
pub(crate) struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    pub(crate) shell: clap_complete::Shell,
    // With --out: the script under the name the shell looks for
    // (`nimstep.bash`, `_nimstep`, `nimstep.fish`, …).
    #[command(flatten)]
    pub(crate) out: OutArgs,
}

/// The `--misere` flag shared by every command that judges positions.
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

/// The `--pause` flag of every command that shows steps or sections.
#[derive(Debug, Clone, Copy, Args)]
pub(crate) struct PauseArg {
    /// Show one step per screen, for projecting in class (`--help` lists
    /// the keys). Only on a terminal: otherwise everything is printed at
    /// once.
    #[arg(long, long_help = pause_help())]
    pub(crate) pause: bool,
}

/// The long help of `--pause`: what it does, then the key map, the same
/// list the `?` key shows in the terminal and in the browser.
fn pause_help() -> String {
    let keys: Vec<String> = deck::key_lines()
        .into_iter()
        .map(|line| format!("  {line}"))
        .collect();
    format!(
        "Show one step per screen, for projecting in class. A step taller than \
         the screen is cut into parts (\"part 2 of 3\"); the counter counts steps. \
         Only on a terminal: otherwise everything is printed at once. The keys, \
         the same as in the HTML slides:\n\n{}",
        keys.join("\n")
    )
}

/// The heaps of a position, as words on the command line.
#[derive(Debug, Clone, Args)]
pub(crate) struct HeapArgs {
    /// Heap sizes, separated by spaces or commas (`13 12 8` or `13,12,8`),
    /// in decimal or in binary (`0b1101` or `1101₂`); read from standard
    /// input when none are given.
    #[arg(value_name = "HEAPS", allow_negative_numbers = true)]
    pub(crate) heaps: Vec<String>,
}

/// Arguments of `nimstep explain`.
#[derive(Debug, Clone, Args)]
pub(crate) struct ExplainArgs {
    #[command(flatten)]
    pub(crate) position: HeapArgs,
    /// Change heap K (counting from 1) in the walkthrough, instead of the
    /// first heap that has a winning move.
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = heap_number())]
    pub(crate) heap: Option<usize>,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    #[command(flatten)]
    pub(crate) pause: PauseArg,
    /// Compare normal and misère play: where the verdicts and the winning
    /// moves differ and why, then both walkthroughs.
    #[arg(long, conflicts_with = "misere")]
    pub(crate) compare: bool,
    /// Show only these steps of the walkthrough, in its order, such as
    /// `--steps binary,columns` (to build a walkthrough up over a lecture,
    /// or show a lesson's part of it).
    #[arg(long, value_name = "STEPS", value_delimiter = ',', value_parser = step_kind())]
    pub(crate) steps: Vec<StepKind>,
    #[command(flatten)]
    pub(crate) game: GamesArg,
}

/// The `--game` flag shared by every command that judges positions.
#[derive(Debug, Clone, Args)]
pub(crate) struct GamesArg {
    /// The game: nim (the default), subtract:S, lasker, kayles, dawson,
    /// octal:CODE, staircase, moore:K or wythoff; once for every heap, or
    /// once per heap in heap order for a sum of different games.
    #[arg(long = "game", value_name = "SPEC")]
    pub(crate) games: Vec<GameSpec>,
}

/// Arguments of `nimstep check`.
#[derive(Debug, Clone, Args)]
pub(crate) struct CheckArgs {
    #[command(flatten)]
    pub(crate) position: HeapArgs,
    /// The heap to take from, counting from 1 (with `--take N`).
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = heap_number())]
    pub(crate) from: Option<usize>,
    /// How many stones to take from heap K (`--from K --take N`); or, for
    /// a move on several heaps, heap:amount pairs without --from:
    /// `--take 1:1,3:2` takes 1 from heap 1 and 2 from heap 3 (Moore's
    /// Nim), `--take 1:2,2:2` takes 2 from both heaps (Wythoff's game).
    /// Lasker's split takes none, so with --split it may be left out.
    #[arg(long, value_name = "N|K:N,…", value_parser = Take::parse, required_unless_present = "split")]
    pub(crate) take: Option<Take>,
    /// In a game that splits heaps: the two heaps the move leaves, `A,B`.
    #[arg(long, value_name = "A,B")]
    pub(crate) split: Option<String>,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    #[command(flatten)]
    pub(crate) pause: PauseArg,
    #[command(flatten)]
    pub(crate) game: GamesArg,
}

/// What `check --take` names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Take {
    /// `--take N`: N stones from the heap `--from` names.
    Amount(u64),
    /// `--take K:N,…`: N stones from heap K for each pair, in the order
    /// given, each heap named once.
    Pairs(Vec<(usize, u64)>),
}

impl Take {
    /// Reads `5` or `1:1,3:2`; whether the move is legal is the game's
    /// to say, not the spelling's.
    fn parse(text: &str) -> Result<Take, String> {
        let expected = "expected a number of stones (5) or heap:amount pairs (1:1,3:2)";
        if text.trim().is_empty() {
            return Err(format!("--take is empty: {expected}"));
        }
        let number = |word: &str, what| read_whole(word, what, 0..=u64::MAX, expected);
        if !text.contains(':') {
            return number(text, "amount").map(Take::Amount);
        }
        let mut pairs: Vec<(usize, u64)> = Vec::new();
        for pair in text.split(',') {
            let Some((heap, amount)) = pair.split_once(':') else {
                return Err(format!("'{pair}' is not heap:amount: {expected}"));
            };
            let (heap, amount) = (heap.trim(), amount.trim());
            match (heap.is_empty(), amount.is_empty()) {
                (true, true) => return Err(format!("a pair is empty: {expected}")),
                (true, false) => {
                    return Err(format!(
                    "the heap before :{amount} is missing (1:{amount} takes {amount} from heap 1)"
                ))
                }
                (false, true) => {
                    return Err(format!(
                        "the amount after {heap}: is missing ({heap}:2 takes 2 from heap {heap})"
                    ))
                }
                (false, false) => {}
            }
            let heap = usize::try_from(number(heap, "heap")?).map_err(|_| expected.to_string())?;
            if pairs.iter().any(|&(named, _)| named == heap) {
                return Err(format!(
                    "heap {heap} is named twice: name each heap once, with all it loses"
                ));
            }
            pairs.push((heap, number(amount, "amount")?));
        }
        Ok(Take::Pairs(pairs))
    }
}

impl fmt::Display for Take {
    /// As it was typed (`5`, `1:1,3:2`), for messages that name the flag.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Take::Amount(n) => write!(f, "{n}"),
            Take::Pairs(pairs) => {
                let words: Vec<String> = pairs.iter().map(|(k, n)| format!("{k}:{n}")).collect();
                write!(f, "{}", words.join(","))
            }
        }
    }
}

impl CheckArgs {
    /// The move's flags as typed: `--from 2 --take 3` or `--take 1:1,3:2`
    /// (with `--split A,B` when given).
    pub(crate) fn shown(&self) -> String {
        let from = self.from.map_or(String::new(), |k| format!("--from {k} "));
        let split = self
            .split
            .as_ref()
            .map_or(String::new(), |split| format!(" --split {split}"));
        let take = self
            .take
            .as_ref()
            .map_or(String::new(), |take| format!("--take {take}"));
        format!("{from}{take}{split}").trim().to_string()
    }

    /// The heaps the move takes from and how much from each, as
    /// `(heap, amount)` pairs in the order given; or why `--from` and
    /// `--take` do not name a move.
    pub(crate) fn named(&self) -> Result<Vec<(usize, u64)>, String> {
        match (&self.take, self.from) {
            // Only with --split (clap requires one of the two): Lasker's
            // split takes no stones.
            (None, Some(k)) => Ok(vec![(k, 0)]),
            (None, None) => Err("--split: name the heap it splits with --from K".to_string()),
            (Some(Take::Amount(n)), Some(k)) => Ok(vec![(k, *n)]),
            (Some(Take::Pairs(pairs)), None) => Ok(pairs.clone()),
            (Some(Take::Amount(n)), None) => Err(format!(
                "--take {n}: name the heap with --from K, or write heap:amount pairs (--take 1:{n})"
            )),
            (Some(take @ Take::Pairs(_)), Some(k)) => Err(format!(
                "--from {k} with --take {take}: the pairs name their heaps; leave out --from"
            )),
        }
    }
}

/// Arguments of `nimstep play`.
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

/// Arguments of `nimstep quiz`.
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

/// Arguments of `nimstep worksheet`.
#[derive(Debug, Clone, Args)]
pub(crate) struct WorksheetArgs {
    /// How many positions on the sheet.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_COUNT, allow_negative_numbers = true, value_parser = count())]
    pub(crate) count: usize,
    /// Seed for dealing: the same seed prints the same sheet.
    #[arg(long, value_name = "N", value_parser = read_seed, allow_negative_numbers = true)]
    pub(crate) seed: Option<u64>,
    /// How many heaps, and how large.
    #[arg(long, value_parser = level(), default_value = "medium")]
    pub(crate) level: Level,
    /// Only positions with exactly K winning moves (0: only P-positions).
    #[arg(long, value_name = "K", allow_negative_numbers = true,
          value_parser = whole::<usize>("number of winning moves", 0..=u64::MAX, "expected a whole number such as 0, 1 or 3"))]
    pub(crate) winning_moves: Option<usize>,
    /// The share of P-positions on the sheet, in percent (rounded to whole
    /// positions). By default the seed picks a mix with at least a quarter
    /// of each kind, P and N.
    #[arg(long, value_name = "PERCENT", conflicts_with = "winning_moves", allow_negative_numbers = true,
          value_parser = whole::<u8>("share", 0..=100, "expected a percentage from 0 to 100"))]
    pub(crate) p_share: Option<u8>,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    /// Print only the answer key.
    #[arg(long, conflicts_with_all = ["key", "key_file"])]
    pub(crate) answers: bool,
    /// Where the answer key goes: `none` (the default) for a student
    /// sheet, `end` after the sheet, on a new page.
    #[arg(long, value_enum, value_name = "WHERE")]
    pub(crate) key: Option<KeyPlace>,
    /// Print the sheet alone and write its answer key, in the sheet's
    /// format, to FILE, which must not exist yet, so a teacher prints one
    /// and keeps the other.
    #[arg(long, value_name = "FILE", conflicts_with = "key")]
    pub(crate) key_file: Option<PathBuf>,
}

/// Where `worksheet --key` puts the answer key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum KeyPlace {
    /// No key: a sheet for students (the default).
    None,
    /// The key after the sheet, on a new page.
    End,
}

/// Which course to use: the built-in one, or a folder of a teacher's own.
#[derive(Debug, Clone, Args)]
pub(crate) struct CourseArgs {
    /// Use the lessons in DIR (Markdown files named like `01-one-pile.md`)
    /// instead of the built-in course.
    #[arg(long, value_name = "DIR")]
    pub(crate) lessons: Option<PathBuf>,
}

/// Arguments of `nimstep lesson`.
#[derive(Debug, Clone, Args)]
pub(crate) struct LessonArgs {
    /// The lesson to show, by number (`5`) or name (`winning-move`); all
    /// lessons are listed when none is given.
    #[arg(value_name = "LESSON")]
    pub(crate) which: Option<String>,
    /// List the lessons (as with no LESSON).
    #[arg(long, conflicts_with = "which")]
    pub(crate) list: bool,
    #[command(flatten)]
    pub(crate) course: CourseArgs,
    #[command(flatten)]
    pub(crate) pause: PauseArg,
}

/// Arguments of `nimstep export`.
#[derive(Debug, Clone, Args)]
pub(crate) struct ExportArgs {
    /// The folder to write into; created if missing.
    #[arg(long, value_name = "DIR")]
    pub(crate) out: PathBuf,
    /// Overwrite files that already exist (each is reported).
    #[arg(long)]
    pub(crate) force: bool,
    #[command(flatten)]
    pub(crate) course: CourseArgs,
}

/// Arguments of `nimstep label`.
#[derive(Debug, Clone, Args)]
pub(crate) struct LabelArgs {
    #[command(flatten)]
    pub(crate) position: HeapArgs,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    #[command(flatten)]
    pub(crate) pause: PauseArg,
    #[command(flatten)]
    pub(crate) game: GamesArg,
}

/// Arguments of `nimstep grundy`.
#[derive(Debug, Clone, Args)]
pub(crate) struct GrundyArgs {
    /// The game: nim, subtract:S (subtract:1,3,4 or subtract:1-3), lasker,
    /// kayles, dawson, octal:CODE (octal:0.137), staircase or moore:K.
    #[arg(long, value_name = "SPEC")]
    pub(crate) game: GameSpec,
    /// Show the values of heaps 0 to N, the first ones as mex
    /// computations (the default is 20).
    #[arg(long, value_name = "N", conflicts_with = "at", allow_negative_numbers = true, value_parser = read_heap_size)]
    pub(crate) upto: Option<u64>,
    /// Show the value of one heap of N stones (any size up to 2^64 − 1
    /// when a period is proved) with its derivation.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = read_heap_size)]
    pub(crate) at: Option<u64>,
}

/// Arguments of `nimstep table`.
#[derive(Debug, Clone, Args)]
pub(crate) struct TableArgs {
    /// The largest heap size shown (0 to 64).
    #[arg(long, value_name = "N", default_value_t = 7, allow_negative_numbers = true,
          value_parser = read_grid_max)]
    pub(crate) max: u64,
    /// Fix a third heap of K stones.
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = read_heap_size)]
    pub(crate) third: Option<u64>,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    #[command(flatten)]
    pub(crate) pause: PauseArg,
}

/// Arguments of `nimstep moves`.
#[derive(Debug, Clone, Args)]
pub(crate) struct MovesArgs {
    #[command(flatten)]
    pub(crate) position: HeapArgs,
    #[command(flatten)]
    pub(crate) rules: RulesArg,
    #[command(flatten)]
    pub(crate) pause: PauseArg,
    #[command(flatten)]
    pub(crate) game: GamesArg,
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

/// How `--steps` is spelt: the names [`StepKind::name`] gives. A parser
/// rather than a `ValueEnum` impl, because `StepKind` is the core's type.
fn step_kind() -> impl TypedValueParser<Value = StepKind> {
    PossibleValuesParser::new(StepKind::ALL.map(StepKind::name)).map(|name| {
        StepKind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
            .expect("clap accepts only the names of StepKind::ALL")
    })
}

/// How `--level` is spelt: the names [`Level::name`] gives. A parser
/// rather than a `ValueEnum` impl, because `Level` is the core's type.
fn level() -> impl TypedValueParser<Value = Level> {
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

/// How many lessons `glossary --lesson` may name.
const LESSONS: u8 = crate::present::glossary::LESSONS;

/// How a whole-number flag is read: `what` it is, the `range` it may
/// take, and what is `expected`, said in one line of our own words
/// ([`read_whole`]): `--at -3` is "negative", where clap would call `-3`
/// an unexpected argument, and a huge number is "too large", where Rust's
/// parser says "too large to fit in target type". Each such flag also
/// allows a value that starts with `-`, so that it reaches this reader.
fn whole<T: TryFrom<u64>>(
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
fn heap_number() -> impl Fn(&str) -> Result<usize, String> + Clone + Send + Sync + 'static {
    whole(
        "heap number",
        0..=u64::MAX,
        "expected the number of a heap, counting from 1 for the first",
    )
}

/// How many positions a quiz or worksheet holds (`--count`).
fn count() -> impl Fn(&str) -> Result<usize, String> + Clone + Send + Sync + 'static {
    whole(
        "count",
        1..=MAX_COUNT,
        format!("expected a number of positions from 1 to {MAX_COUNT}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

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

    #[test]
    fn clap_definitions_are_consistent() {
        Cli::command().debug_assert();
    }
}
