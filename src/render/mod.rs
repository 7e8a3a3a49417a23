//! Renderers: pure functions from a document or a trace to text. The
//! terminal's live here, beside the terminal; Markdown, HTML and JSON are
//! the core's.

pub mod grid;
pub mod terminal;
pub mod wrapping;

pub use nimstep_core::render::{html, json, markdown, stones, Report};

use crate::doc::Document;
use crate::error::Error;
use crate::palette::Palette;
use std::io::Write;

/// The output formats every command offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    /// Tables for a terminal, coloured when the terminal supports it.
    #[default]
    Terminal,
    /// GitHub-flavoured Markdown, for course notes.
    Markdown,
    /// JSON, for scripts.
    Json,
    /// One self-contained HTML page: a handout, and a slide deck.
    Html,
}

/// How to render: resolved once from the command line and the environment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// The output format.
    pub format: Format,
    /// The colours of the terminal format.
    pub palette: Palette,
    /// The width the terminal format fits its prose and tables into.
    pub width: u16,
}

impl Settings {
    /// Plain terminal output at the default width: what tests and pipes see.
    pub fn plain(format: Format) -> Self {
        Settings {
            format,
            palette: Palette::plain(),
            width: terminal::DEFAULT_WIDTH,
        }
    }
}

/// Writes `report` in the format `settings` chose: the only format switch.
/// The text formats write each document in turn, a blank line between.
pub fn emit(report: &impl Report, settings: &Settings, out: &mut dyn Write) -> Result<(), Error> {
    let render: &dyn Fn(&Document) -> Result<String, Error> = match settings.format {
        Format::Json => return Ok(json::write(out, &report.json())?),
        Format::Html => {
            let docs = report.documents();
            let shown = match report.rest_on_paper_only() {
                true => docs.len().min(1),
                false => docs.len(),
            };
            let (shown, printed) = docs.split_at(shown);
            out.write_all(html::handout(shown, printed).as_bytes())?;
            return Ok(());
        }
        Format::Markdown => &|doc| Ok(markdown::render(doc, report.markdown_level())),
        Format::Terminal => &|doc| {
            let text = terminal::render(doc, &settings.palette, settings.width);
            terminal::check_fits(&text, settings.width)?;
            Ok(text)
        },
    };
    let between: &[u8] = match (report.new_page_each(), settings.format) {
        (false, _) => b"\n",
        (true, Format::Markdown) => b"\n<div style=\"break-before: page\"></div>\n\n",
        (true, _) => b"\n\x0c\n",
    };
    for (i, doc) in report.documents().iter().enumerate() {
        if i > 0 {
            out.write_all(between)?;
        }
        out.write_all(render(doc)?.as_bytes())?;
    }
    Ok(())
}
