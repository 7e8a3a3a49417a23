//! Colour as a value: the terminal renderer asks the palette how to paint a
//! [`Mark`], and a plain palette paints nothing.

use crate::doc::{Mark, STONE, TAKEN_STONE};
use owo_colors::{OwoColorize, Stream, Style};

/// When to colour, as chosen by `--color`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColorChoice {
    /// Colour when standard output supports it (a terminal, no `NO_COLOR`).
    #[default]
    Auto,
    /// Always colour, even into a pipe.
    Always,
    /// Never colour.
    Never,
}

impl ColorChoice {
    /// Resolves the choice once, at start-up, against standard output and the
    /// environment (`NO_COLOR`, `CLICOLOR_FORCE`, `FORCE_COLOR`, `TERM`).
    pub fn use_color(self) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                let probe = "x"
                    .if_supports_color(Stream::Stdout, |t| t.bold())
                    .to_string();
                probe != "x"
            }
        }
    }
}

/// The styles of the terminal renderer.
///
/// Exists so that "no colour" is an empty palette rather than `if` checks
/// scattered through the renderer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palette {
    enabled: bool,
    ascii: bool,
}

impl Palette {
    /// A palette that writes no escape codes.
    pub fn plain() -> Self {
        Palette {
            enabled: false,
            ascii: false,
        }
    }

    /// A palette that colours marked text.
    pub fn colored() -> Self {
        Palette {
            enabled: true,
            ascii: false,
        }
    }

    /// A palette that colours exactly when `use_color` is true.
    pub fn new(use_color: bool) -> Self {
        Palette {
            enabled: use_color,
            ascii: false,
        }
    }

    /// The same palette, drawing stones in ASCII (`o`, `.`) when `ascii` is
    /// true, for terminals and fonts without `●` and `○`.
    pub fn with_ascii(self, ascii: bool) -> Self {
        Palette { ascii, ..self }
    }

    /// `text` with its stones drawn as this palette draws them.
    pub fn stones(&self, text: &str) -> String {
        if self.ascii {
            text.replace(STONE, "o").replace(TAKEN_STONE, ".")
        } else {
            text.to_string()
        }
    }

    /// `text` painted as `mark` asks.
    pub fn paint(&self, text: &str, mark: Mark) -> String {
        match (self.enabled, style(mark)) {
            (true, Some(style)) => text.style(style).to_string(),
            _ => text.to_string(),
        }
    }

    /// A heading, bold when colour is on.
    pub fn heading(&self, text: &str) -> String {
        self.paint(text, Mark::Strong)
    }
}

fn style(mark: Mark) -> Option<Style> {
    Some(match mark {
        Mark::Plain => return None,
        Mark::Strong => Style::new().bold(),
        // Bold in the terminal's own foreground: readable on dark and light
        // backgrounds alike (a projector is often light).
        Mark::One => Style::new().bold(),
        Mark::Odd => Style::new().bold().yellow(),
        Mark::Chosen => Style::new().bold().cyan(),
        // Underlined as well as coloured, so flipped bits stand out without
        // relying on colour.
        Mark::Flipped => Style::new().bold().underline().magenta(),
        Mark::Win => Style::new().bold().green(),
        Mark::Lose => Style::new().bold().red(),
        Mark::Dim => Style::new().dimmed(),
        Mark::Emphasis => Style::new().italic(),
        Mark::Code => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_stones_for_plain_fonts() {
        assert_eq!(Palette::plain().stones("●●○"), "●●○");
        assert_eq!(Palette::plain().with_ascii(true).stones("●●○ 3"), "oo. 3");
    }

    #[test]
    fn plain_palette_writes_no_escapes() {
        assert_eq!(Palette::plain().paint("1", Mark::One), "1");
        assert!(Palette::colored().paint("1", Mark::One).contains('\u{1b}'));
        assert_eq!(Palette::colored().paint("1", Mark::Plain), "1");
    }
}
