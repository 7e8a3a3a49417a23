//! Renderers: pure functions from a document or a trace to text.

pub mod grid;
pub mod json;
pub mod markdown;
pub mod terminal;

use crate::doc::Document;
use crate::palette::Palette;

/// The output formats every command offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    /// Tables for a terminal, coloured when the terminal supports it.
    #[default]
    Terminal,
    /// GitHub-flavoured Markdown, for course notes.
    Markdown,
    /// JSON, for scripts.
    Json,
}

/// How to render: resolved once from the command line and the environment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// The output format.
    pub format: Format,
    /// The colours of the terminal format.
    pub palette: Palette,
    /// The width the terminal format should fit tables into.
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

    /// Renders a document in the terminal or Markdown format. JSON has no
    /// document: callers serialise their own data for it.
    pub fn render_document(&self, doc: &Document) -> String {
        match self.format {
            Format::Markdown => markdown::render(doc, 2),
            Format::Terminal | Format::Json => terminal::render(doc, &self.palette, self.width),
        }
    }
}
