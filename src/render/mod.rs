//! Renderers: pure functions from a document or a trace to text. The
//! terminal's live here, beside the terminal; Markdown, HTML and JSON are
//! the core's.

pub(crate) mod grid;
pub(crate) mod paper;
pub mod terminal;
pub(crate) mod wrapping;

pub(crate) use nimstep_core::render::{html, json, markdown, stones, Piece, Report};

use crate::error::Error;
use crate::palette::Palette;
use paper::Paper;
use std::io::Write;

/// An output format: what `--format` names, and the arm of [`emit`] that
/// writes it. A new format is a variant here, its line in [`Format::ALL`]
/// and [`Format::spelling`], its arm in `emit` and its renderer; each
/// command then says in its declaration whether it writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Format {
    /// Drawn here (`terminal.rs`), fitted to the width.
    #[default]
    Terminal,
    /// The core's `markdown.rs`.
    Markdown,
    /// serde on the report's data (the core's `json.rs`).
    Json,
    /// The core's `html.rs`.
    Html,
}

impl Format {
    /// Every format, in the order `--format` lists them: terminal first,
    /// the default of most commands.
    pub(crate) const ALL: [Format; 4] = [
        Format::Terminal,
        Format::Markdown,
        Format::Json,
        Format::Html,
    ];

    /// How `--format` spells it, and what its help says of it: one match,
    /// so the flag, its help, the Formats line of each command's help and
    /// every refusal name a format alike.
    pub(crate) fn spelling(self) -> (&'static str, &'static str) {
        match self {
            Format::Terminal => (
                "terminal",
                "Tables for a terminal, coloured when the terminal supports it",
            ),
            Format::Markdown => ("markdown", "GitHub-flavoured Markdown, for course notes"),
            Format::Json => ("json", "JSON, for scripts"),
            Format::Html => (
                "html",
                "One self-contained web page, which is also a slide deck",
            ),
        }
    }

    /// Its name as `--format` takes it.
    pub(crate) fn name(self) -> &'static str {
        self.spelling().0
    }
}

/// How to render: resolved once from the command line and the environment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Settings {
    /// `--format` if the command writes it, else the command's default
    /// (`commands::formats::choose`), so no command sees one it refuses.
    pub(crate) format: Format,
    /// Used by the terminal format alone: the other formats carry their
    /// marks in their own markup, never as escape codes.
    pub(crate) palette: Palette,
    /// The width the terminal format fits its prose and tables into.
    pub(crate) width: u16,
}

/// Writes `report` in the format `settings` chose: the only format switch.
/// The text formats write each piece of the report as it is made
/// ([`Report::pieces`]), a blank line between documents, so output that
/// grows with the input is never held whole. Each text format's arm also
/// says how it starts a new page, for reports that print one document a
/// page (terminal text: nothing between documents, as [`Paper`] lays its
/// pages out itself); no arm stands for several formats, so a new one must
/// say both.
pub(crate) fn emit(
    report: &impl Report,
    settings: &Settings,
    out: &mut dyn Write,
) -> Result<(), Error> {
    type Render<'a> = Box<dyn FnMut(Piece) -> Result<String, Error> + 'a>;
    let (mut render, new_page): (Render, &[u8]) = match settings.format {
        Format::Json => return Ok(json::write(out, &report.json())?),
        Format::Html if report.rest_on_paper_only() => {
            let docs = report.documents();
            let (shown, printed) = docs.split_at(docs.len().min(1));
            out.write_all(html::handout(shown, printed).as_bytes())?;
            return Ok(());
        }
        Format::Html => return Ok(html::write(out, report.pieces())?),
        Format::Markdown => {
            let mut pieces = markdown::Pieces::new(report.markdown_level());
            (
                Box::new(move |piece| Ok(pieces.text(piece))),
                b"\n<div style=\"break-before: page\"></div>\n\n",
            )
        }
        Format::Terminal => {
            let mut pieces = terminal::Pieces::new(settings.palette, settings.width);
            // A handout is laid out on printed pages, each document
            // starting its own, each piece whole on one (a form feed before
            // it): its page breaks are the paper's, not a separator's.
            let head = report.page_head().map(|head| {
                terminal::render_title(&head.into(), &settings.palette, settings.width)
            });
            let mut paper = report.new_page_each().then(|| Paper::new(head));
            let mut first = true;
            let render = move |piece: Piece| {
                let new_document =
                    !std::mem::take(&mut first) && matches!(piece, Piece::Document(..));
                let text = pieces.text(piece);
                terminal::check_fits(&text, settings.width)?;
                Ok(match paper.as_mut() {
                    Some(paper) => paper.place(&text, new_document),
                    None => text,
                })
            };
            (Box::new(render), b"")
        }
    };
    let between = if report.new_page_each() {
        new_page
    } else {
        b"\n"
    };
    for (i, piece) in report.pieces().enumerate() {
        if i > 0 && matches!(piece, Piece::Document(..)) {
            out.write_all(between)?;
        }
        out.write_all(render(piece)?.as_bytes())?;
    }
    Ok(())
}
