//! `nimstep explain`: the step-by-step walkthrough of one position.

use crate::cli::ExplainArgs;
use crate::commands::{read_position, Io};
use crate::doc::Document;
use crate::error::Error;
use crate::game::position::Position;
use crate::input::{read_line, LineRead};
use crate::present::explain::document;
use crate::render::terminal::pages;
use crate::render::{emit, Format, Settings};
use crate::solve;
use crate::trace::{StepKind, Trace};
use std::io::{BufRead, Write};

/// Explains the position given in `args`.
pub fn run(args: &ExplainArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    if let Some(games) = crate::commands::games::chosen(&args.game, args.rules)? {
        return crate::commands::games::explain(&position, games, args, settings, io);
    }
    let trace = report(args, &position)?;
    if args.pause
        && settings.format == Format::Terminal
        && io.input_is_terminal
        && io.output_is_terminal
    {
        return paced(&document(&trace), settings, io.input, io.output);
    }
    emit(&trace, settings, io.output)
}

/// The walkthrough `args` asks for, solved once, cut to the steps of
/// `--steps` when given (the one place a partial walkthrough is made, for
/// the command line and lesson blocks alike).
pub fn report(args: &ExplainArgs, position: &Position) -> Result<Trace, Error> {
    let mut trace = solve::explain(position, args.rules.chosen(), args.heap)?;
    if !args.steps.is_empty() {
        let all = trace.keep_steps(&args.steps);
        if trace.steps.is_empty() {
            let names =
                |kinds: &[StepKind]| kinds.iter().map(|k| k.name()).collect::<Vec<_>>().join(",");
            return Err(Error::usage(format!(
                "--steps {}: this walkthrough has none of these steps; its steps are {}",
                names(&args.steps),
                names(&all)
            )));
        }
    }
    Ok(trace)
}

/// The prompt between two steps of a paced walkthrough.
pub const PAUSE_PROMPT: &str = "— Enter: next step · q: stop — ";

/// Writes the walkthrough one section at a time, waiting for a line of
/// input before each next section; `q` or the end of input stops early.
/// For projecting in class: the room sees one step at a time.
pub fn paced<R, W>(
    doc: &Document,
    settings: &Settings,
    input: &mut R,
    output: &mut W,
) -> Result<(), Error>
where
    R: BufRead + ?Sized,
    W: Write + ?Sized,
{
    let pages = pages(doc, &settings.palette, settings.width);
    for (i, page) in pages.iter().enumerate() {
        if i > 1 {
            write!(output, "{PAUSE_PROMPT}")?;
            output.flush()?;
            match read_line(input)? {
                LineRead::End => {
                    writeln!(output)?;
                    return Ok(());
                }
                LineRead::Line(line)
                    if String::from_utf8_lossy(&line)
                        .trim()
                        .eq_ignore_ascii_case("q") =>
                {
                    return Ok(());
                }
                LineRead::Line(_) => {}
            }
        }
        if i > 0 {
            writeln!(output)?;
        }
        write!(output, "{page}")?;
    }
    output.flush()?;
    Ok(())
}
