//! `nimstep explain`: the step-by-step walkthrough of one position.

use crate::cli::ExplainArgs;
use crate::commands::{read_position, write, Io};
use crate::doc::Document;
use crate::error::Error;
use crate::input::{read_line, LineRead};
use crate::present::explain::document;
use crate::render::terminal::{paint_line, render_section};
use crate::render::{json, Format, Settings};
use crate::solve;
use std::io::{BufRead, Write};

/// Explains the position given in `args`.
pub fn run(args: &ExplainArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let position = read_position(&args.position, io)?;
    let trace = solve::explain(&position, args.rules.chosen(), args.heap)?;
    if args.pause
        && settings.format == Format::Terminal
        && io.input_is_terminal
        && io.output_is_terminal
    {
        return paced(&document(&trace), settings, io.input, io.output);
    }
    match settings.format {
        Format::Json => json::write(io.output, &trace),
        _ => write(io, &settings.render_document(&document(&trace))),
    }
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
    writeln!(output, "{}", paint_line(&doc.title, &settings.palette))?;
    let numbered = doc.sections.len() > 1;
    for (i, section) in doc.sections.iter().enumerate() {
        if i > 0 {
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
        writeln!(output)?;
        write!(
            output,
            "{}",
            render_section(
                section,
                numbered.then_some(i + 1),
                &settings.palette,
                settings.width,
            )
        )?;
    }
    output.flush()?;
    Ok(())
}
