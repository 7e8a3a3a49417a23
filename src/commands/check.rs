//! `nimstep check`: is the student's proposed move a winning one, and why?

use crate::cli::{heap_number, GamesArg, HeapArgs, PauseArg, RulesArg};
use crate::commands::budget::{shown, Cost};
use crate::commands::declared::{declared, Declaration, LessonBlock, EVERY_FORMAT};
use crate::commands::{games, read_position};
use crate::doc::Document;
use crate::error::Error;
use crate::game::position::read_whole;
use crate::game::position::Position;
use crate::io::Io;
use crate::presenter::show;
use crate::render::Report;
use crate::render::{json, Format, Settings};
use crate::solve::check::{illegal, judge, nim_move, nim_proposal, Judgement};
use clap::Args;
use std::fmt;

// Arguments of `nimstep check` (a plain comment, as in
// cli.rs: a doc comment would replace the command's description).
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
        let from = self.from.map(|k| format!("--from {k}"));
        let take = self.take.as_ref().map(|take| format!("--take {take}"));
        let split = self.split.as_ref().map(|split| format!("--split {split}"));
        [from, take, split]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" ")
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

/// Judges the move given in `args`.
pub(crate) fn run(args: &CheckArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    let judged = solved(args, &position);
    // An illegal Nim move is still written as JSON, with why, before the
    // error.
    let nim = args.split.is_none() && matches!(games::chosen(&args.game, args.rules), Ok(None));
    if judged.is_err() && nim && settings.format == Format::Json {
        if let Ok(Err(reason)) = args.named().map(|named| nim_move(position.heaps(), &named)) {
            let heaps = position.heaps();
            json::write(io.output, &illegal(heaps, args.rules.chosen(), reason))?;
            io.output.flush()?;
        }
    }
    show(&judged?, args.pause.pause, settings, io)
}

/// The verdict on the move `args` proposes from `position`, in Nim or in
/// another game, or why it cannot be made: for the command line and
/// lesson blocks alike.
pub(crate) fn solved(args: &CheckArgs, position: &Position) -> Result<Judgement, Error> {
    let named = args.named().map_err(Error::usage)?;
    let proposal = match games::chosen(&args.game, args.rules)? {
        Some(games) => games::proposal(
            position,
            games,
            &named,
            args.split.as_deref(),
            &args.shown(),
        )?,
        None => {
            if let Some(split) = &args.split {
                return Err(Error::usage(format!(
                    "--split {split}: a Nim move leaves one heap; --split is for games whose moves split heaps (--game kayles, lasker, …)"
                )));
            }
            nim_proposal(position.heaps(), args.rules.chosen(), &named, &args.shown())
                .map_err(Error::usage)?
        }
    };
    Ok(judge(proposal)?)
}

/// `nimstep check` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "check",
    formats: EVERY_FORMAT,
    help: None,
    examples: &[(
        "nimstep check 13 12 8 --from 1 --take 9",
        "Does taking 9 from heap 1 win?",
    )],
};

declared!(CheckArgs, DECLARATION, run, block);

impl LessonBlock for CheckArgs {
    fn cost(&self) -> Cost {
        shown(&self.position, &self.game.games)
    }

    fn documents(&self) -> Result<Vec<Document>, Error> {
        Ok(solved(self, &Position::parse_words(&self.position.heaps)?)?.documents())
    }
}
