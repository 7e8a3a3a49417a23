//! Colour as a value: the terminal renderer asks the palette how to paint a
//! [`Mark`], and a plain palette paints nothing.

use crate::doc::{Line, Mark, STONE, TAKEN_STONE};
use owo_colors::{OwoColorize, Style};
use std::io::IsTerminal;

/// When to colour, as chosen by `--color`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum ColorChoice {
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
    /// environment (see [`auto_color`]).
    pub(crate) fn use_color(self) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => auto_color(
                |name| std::env::var_os(name).map(|v| v.to_string_lossy().into_owned()),
                std::io::stdout().is_terminal(),
            ),
        }
    }
}

/// Whether `--color auto` colours, given the environment (`var`) and
/// whether standard output is a terminal. In order:
/// `CLICOLOR_FORCE` or `FORCE_COLOR` set to anything but empty or `0`
/// forces colour, even into a pipe; `NO_COLOR` set and not empty turns it
/// off (no-color.org: an empty `NO_COLOR` counts as unset); so does
/// `CLICOLOR=0` or `TERM=dumb`; otherwise colour exactly on a terminal.
pub(crate) fn auto_color(var: impl Fn(&str) -> Option<String>, is_terminal: bool) -> bool {
    let on = |name: &str| var(name).is_some_and(|v| !v.is_empty() && v != "0");
    if on("CLICOLOR_FORCE") || on("FORCE_COLOR") {
        return true;
    }
    if var("NO_COLOR").is_some_and(|v| !v.is_empty())
        || var("CLICOLOR").as_deref() == Some("0")
        || var("TERM").as_deref() == Some("dumb")
    {
        return false;
    }
    is_terminal
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

    /// A palette that colours exactly when `use_color` is true.
    pub(crate) fn new(use_color: bool) -> Self {
        Palette {
            enabled: use_color,
            ascii: false,
        }
    }

    /// The same palette, drawing stones in ASCII (`o`, `.`) when `ascii` is
    /// true, for terminals and fonts without `●` and `○`.
    pub(crate) fn with_ascii(self, ascii: bool) -> Self {
        Palette { ascii, ..self }
    }

    /// `text` with its stones drawn as this palette draws them.
    pub(crate) fn stones(&self, text: &str) -> String {
        if self.ascii {
            text.replace(STONE, "o").replace(TAKEN_STONE, ".")
        } else {
            text.to_string()
        }
    }

    /// A line with each span painted: a cell of a table, a line of
    /// prose.
    pub(crate) fn paint_line(&self, line: &Line) -> String {
        let mut out = String::new();
        self.paint_line_into(&mut out, line);
        out
    }

    /// Appends `line` painted to `out`: the renderer's way, which paints a
    /// whole document into one buffer rather than a string per span.
    pub(crate) fn paint_line_into(&self, out: &mut String, line: &Line) {
        for span in &line.spans {
            self.paint_into(out, &span.text, span.mark);
        }
    }

    /// Appends `text` painted as `mark` asks to `out`.
    pub(crate) fn paint_into(&self, out: &mut String, text: &str, mark: Mark) {
        match (self.enabled, style(mark)) {
            (true, Some(style)) => {
                use std::fmt::Write;
                // Writing to a `String` cannot fail.
                let _ = write!(out, "{}", text.style(style));
            }
            _ => out.push_str(text),
        }
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
        // Background detail (a 0 bit) is plain: the terminal's dim
        // attribute washes out on a projector, and the ones beside it are
        // bold, so the zeros recede without it.
        Mark::Dim => return None,
        Mark::Emphasis => Style::new().italic(),
        // A command in running prose: bold in colour, as it is without
        // (the terminal drops Markdown's backticks, which read as noise).
        Mark::Code => Style::new().bold(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Variables set, on a terminal?, colour expected?
    type Case = (&'static [(&'static str, &'static str)], bool, bool);

    #[test]
    fn the_environment_decides_auto_colour() {
        // (variables, on a terminal?, colour?)
        let table: &[Case] = &[
            (&[], true, true),
            (&[], false, false),
            (&[("NO_COLOR", "1")], true, false),
            (&[("NO_COLOR", "")], true, true),
            (&[("NO_COLOR", "")], false, false),
            (&[("CLICOLOR", "0")], true, false),
            (&[("CLICOLOR", "1")], true, true),
            (&[("CLICOLOR", "1")], false, false),
            (&[("CLICOLOR_FORCE", "1")], false, true),
            (&[("CLICOLOR_FORCE", "0")], true, true),
            (&[("CLICOLOR_FORCE", "0")], false, false),
            (&[("CLICOLOR_FORCE", "")], false, false),
            (&[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")], false, true),
            (&[("CLICOLOR_FORCE", "1"), ("CLICOLOR", "0")], false, true),
            (&[("FORCE_COLOR", "1")], false, true),
            (&[("NO_COLOR", "1"), ("CLICOLOR", "1")], true, false),
            (&[("TERM", "dumb")], true, false),
        ];
        for &(vars, terminal, expected) in table {
            let var = |name: &str| {
                vars.iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| v.to_string())
            };
            assert_eq!(
                auto_color(var, terminal),
                expected,
                "{vars:?}, terminal: {terminal}"
            );
        }
    }

    /// Every mark as the coloured palette paints it.
    const MARKS: [Mark; 11] = [
        Mark::Plain,
        Mark::Strong,
        Mark::One,
        Mark::Odd,
        Mark::Chosen,
        Mark::Flipped,
        Mark::Win,
        Mark::Lose,
        Mark::Dim,
        Mark::Emphasis,
        Mark::Code,
    ];

    #[test]
    fn nothing_is_dim_and_every_colour_has_a_weight_too() {
        for mark in MARKS {
            let painted = Palette::new(true).paint_line(&Line::new().mark("0", mark));
            // SGR parameters, e.g. `1;33` of `ESC[1;33m`.
            let codes: Vec<&str> = painted
                .split('\u{1b}')
                .filter_map(|s| s.strip_prefix('['))
                .filter_map(|s| s.split('m').next())
                .flat_map(|s| s.split(';'))
                .collect();
            assert!(!codes.contains(&"2"), "{mark:?} is dim: {painted:?}");
            let coloured = codes.iter().any(|c| c.len() == 2 && c.starts_with('3'));
            let weighted = codes.iter().any(|c| ["1", "3", "4"].contains(c));
            assert!(
                !coloured || weighted,
                "{mark:?} stands out by colour alone: {painted:?}"
            );
        }
        let zero = Line::new().mark("0", Mark::Dim);
        assert_eq!(Palette::new(true).paint_line(&zero), "0");
    }

    #[test]
    fn ascii_stones_for_plain_fonts() {
        assert_eq!(Palette::plain().stones("●●○"), "●●○");
        assert_eq!(Palette::plain().with_ascii(true).stones("●●○ 3"), "oo. 3");
    }

    #[test]
    fn plain_palette_writes_no_escapes() {
        let one = |mark| Line::new().mark("1", mark);
        assert_eq!(Palette::plain().paint_line(&one(Mark::One)), "1");
        assert!(Palette::new(true)
            .paint_line(&one(Mark::One))
            .contains('\u{1b}'));
        assert_eq!(Palette::new(true).paint_line(&one(Mark::Plain)), "1");
    }
}
