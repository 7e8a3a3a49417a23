//! `nimstep export`: the course as Markdown files in a folder, for course
//! notes or a repository, or with `--format html` as linked web pages.

use crate::cli::CourseArgs;
use crate::commands::block::run_block;
use crate::commands::budget::Budget;
use crate::commands::declared::{declared, Declaration, COURSE};
use crate::error::Error;
use crate::io::Io;
use crate::lesson::{self, export};
use crate::progress::Progress;
use crate::render::{Format, Settings};
use crate::visible::one_line;
use clap::Args;
use std::path::{Component, Path, PathBuf};

// Arguments of `nimstep export` (a plain comment, as in
// cli.rs: a doc comment would replace the command's description).
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

/// Writes every lesson and an index into `args.out`, then reports each
/// file written (and whether it replaced one).
pub(crate) fn run(args: &ExportArgs, settings: &Settings, io: &mut Io) -> Result<(), Error> {
    if let Some(folder) = &args.course.lessons {
        refuse_out_inside(&args.out, folder)?;
    }
    let lessons = lesson::load(args.course.lessons.as_deref())?;
    let built_in = args.course.lessons.is_none();
    let budget = Budget::default();
    let progress = Progress::counting("lesson blocks run");
    let run = |words: &[String]| {
        progress.step();
        run_block(words, &budget)
    };
    let files = match settings.format {
        Format::Html => lesson::html::files(&lessons, built_in, &run)?,
        Format::Markdown => export::files(&lessons, built_in, |l| lesson::to_markdown(l, &run))?,
        // Refused before the command runs (its declaration below); named
        // here so that a new format must be decided.
        Format::Terminal | Format::Json => {
            return Err(Error::usage(
                "`nimstep export` writes only markdown or html",
            ))
        }
    };
    drop(progress); // cleared before the report is written
    let written = export::write(&args.out, &files, args.force)?;
    let mut report = String::new();
    for file in &written {
        let verb = if file.overwrote { "overwrote" } else { "wrote" };
        let path = file.path.display().to_string();
        report.push_str(&format!("{verb} {}\n", one_line(&path)));
    }
    io.output.write_all(report.as_bytes())?;
    Ok(())
}

/// Refuses an output folder that is the lesson folder or inside it: the
/// export would write over the course's own sources (with `--force`) or
/// mix its files with them. Both are compared as the system resolves them
/// (symbolic links and `..` followed), whether or not `out` exists yet.
fn refuse_out_inside(out: &Path, lessons: &Path) -> Result<(), Error> {
    let (Some(out_real), Ok(lessons_real)) = (resolved(out), lessons.canonicalize()) else {
        return Ok(()); // a missing lesson folder is reported when loading it
    };
    if out_real.starts_with(&lessons_real) {
        return Err(Error::usage(format!(
            "--out `{}` is inside the lesson folder `{}`: choose a folder outside it, so the lessons are never overwritten",
            out.display(),
            lessons.display()
        )));
    }
    Ok(())
}

/// `path` made absolute with its longest existing part resolved by the
/// system and the rest (not yet created) appended; `None` if nothing of
/// it can be resolved.
fn resolved(path: &Path) -> Option<PathBuf> {
    let absolute = std::path::absolute(path).ok()?;
    let mut existing = absolute.as_path();
    let mut rest = Vec::new();
    loop {
        if let Ok(real) = existing.canonicalize() {
            let mut full = real;
            for part in rest.iter().rev() {
                match part {
                    Component::ParentDir => {
                        full.pop();
                    }
                    Component::Normal(name) => full.push(name),
                    _ => {}
                }
            }
            return Some(full);
        }
        rest.push(existing.components().next_back()?);
        existing = existing.parent()?;
    }
}

/// `nimstep export` in the command table.
pub(crate) const DECLARATION: Declaration = Declaration {
    name: "export",
    formats: &[Format::Markdown, Format::Html],
    help: None,
    examples: &[(
        "nimstep export --out notes",
        "Every lesson as Markdown, with an index, in the folder notes.",
    )],
};

declared!(ExportArgs, DECLARATION, run, refused: COURSE);
