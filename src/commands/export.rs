//! `nimstep export`: the course as Markdown files in a folder, for course
//! notes or a repository, or with `--format html` as linked web pages.

use crate::cli::ExportArgs;
use crate::commands::block::run_block;
use crate::commands::{write, Io};
use crate::error::Error;
use crate::lesson::{self, export};
use crate::render::{Format, Settings};

/// Writes every lesson and an index into `args.out`, then reports each
/// file written (and whether it replaced one).
pub fn run(args: &ExportArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    let lessons = lesson::load(args.course.lessons.as_deref())?;
    let built_in = args.course.lessons.is_none();
    let files = match settings.format {
        Format::Html => lesson::html::files(&lessons, built_in, &run_block)?,
        _ => export::files(&lessons, built_in, |l| lesson::to_markdown(l, &run_block))?,
    };
    let written = export::write(&args.out, &files, args.force)?;
    let mut report = String::new();
    for file in &written {
        let verb = if file.overwrote { "overwrote" } else { "wrote" };
        report.push_str(&format!("{verb} {}\n", file.path.display()));
    }
    write(io, &report)
}
