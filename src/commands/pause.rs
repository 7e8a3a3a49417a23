//! `--pause`: a document shown one step per screen, for projecting in
//! class, driven by single keypresses (a presentation clicker's PageDown and
//! PageUp included).
//!
//! The screens are the terminal renderer's own pages (the title and one
//! section each), so what is projected is exactly what the command prints.
//! The stepping itself is a small state machine ([`Pager`]) that tests drive
//! key by key; only [`present`] touches the terminal.

use crate::commands::Io;
use crate::doc::{Block, Document, Section};
use crate::error::Error;
use crate::render::terminal::{check_fits, pages, render_section};
use crate::render::{emit, Format, Report, Settings};
use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::{cursor, terminal, QueueableCommand};
use std::io::Write;

/// What one keypress asks of a presentation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// Enter: the typed step number, or the next step when none is typed.
    Enter,
    /// Space, →, ↓ or PageDown: the next step.
    Next,
    /// ←, ↑, PageUp or `b`: the step before.
    Back,
    /// A digit of a step number to jump to.
    Digit(u8),
    /// Backspace: forget the last digit typed.
    Erase,
    /// `q`, Esc or Ctrl-C: stop.
    Quit,
    /// Anything else: ignored.
    Other,
}

impl Key {
    /// The meaning of a key event from the terminal.
    pub fn from_event(key: KeyEvent) -> Key {
        if key.kind != KeyEventKind::Press {
            return Key::Other;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            return match key.code {
                KeyCode::Char('c') | KeyCode::Char('d') => Key::Quit,
                _ => Key::Other,
            };
        }
        match key.code {
            KeyCode::Enter => Key::Enter,
            KeyCode::Char(' ') | KeyCode::Right | KeyCode::Down | KeyCode::PageDown => Key::Next,
            KeyCode::Left | KeyCode::Up | KeyCode::PageUp | KeyCode::Char('b') => Key::Back,
            KeyCode::Char('q') | KeyCode::Char('Q') | KeyCode::Esc => Key::Quit,
            KeyCode::Backspace => Key::Erase,
            KeyCode::Char(c) => match c.to_digit(10) {
                Some(d) => Key::Digit(d as u8),
                None => Key::Other,
            },
            _ => Key::Other,
        }
    }
}

/// Where a presentation stands: which step is shown and which step number
/// is being typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pager {
    /// The step shown, from 0.
    step: usize,
    /// How many steps there are (at least 1).
    steps: usize,
    /// The digits typed so far, for a jump.
    typed: String,
}

impl Pager {
    /// A presentation of `steps` steps, at the first.
    pub fn new(steps: usize) -> Self {
        Pager {
            step: 0,
            steps: steps.max(1),
            typed: String::new(),
        }
    }

    /// The step shown, from 0.
    pub fn step(&self) -> usize {
        self.step
    }

    /// Applies one key; `false` when the presentation stops.
    pub fn press(&mut self, key: Key) -> bool {
        match key {
            Key::Quit => return false,
            Key::Next => self.go(self.step + 1),
            Key::Back => self.go(self.step.saturating_sub(1)),
            Key::Enter => match std::mem::take(&mut self.typed).parse::<usize>() {
                Ok(number) if (1..=self.steps).contains(&number) => self.step = number - 1,
                Ok(_) => {}
                Err(_) => self.go(self.step + 1),
            },
            Key::Digit(d) => {
                if self.typed.len() < 4 {
                    self.typed.push(char::from(b'0' + d));
                }
            }
            Key::Erase => {
                self.typed.pop();
            }
            Key::Other => {}
        }
        true
    }

    fn go(&mut self, step: usize) {
        self.typed.clear();
        self.step = step.min(self.steps - 1);
    }

    /// The footer under a step: where it stands and the keys that move.
    pub fn footer(&self) -> String {
        let place = format!("step {} of {}", self.step + 1, self.steps);
        let next = if self.step + 1 < self.steps {
            "→ next"
        } else {
            "the end"
        };
        if self.typed.is_empty() {
            format!("{place} · {next} · ← back · q quit")
        } else {
            format!("{place} · go to step {}_ (Enter)", self.typed)
        }
    }
}

/// The screens of a document: on each, the title and then one section (a
/// document with no sections is one screen, its title), as the terminal
/// renderer's [`pages`] draws them. A section holding a worked example (a
/// lesson's embedded document) is cut there: the prose before it, each
/// step of the example, then the prose after it.
pub fn screens(doc: &Document, settings: &Settings) -> Vec<String> {
    let mut pages = pages(doc, &settings.palette, settings.width).into_iter();
    let title = pages.next().unwrap_or_default();
    let mut screens = Vec::new();
    for ((index, section), page) in doc.sections.iter().enumerate().zip(pages) {
        if !section
            .blocks
            .iter()
            .any(|block| matches!(block, Block::Embedded(_)))
        {
            screens.push(format!("{title}\n{page}"));
            continue;
        }
        let number = doc.step_number(index);
        let mut part = Section::new(section.heading.clone());
        for block in &section.blocks {
            if let Block::Embedded(inner) = block {
                if !part.blocks.is_empty() || !part.heading.is_empty() {
                    screens.push(prose_screen(&title, &part, number, doc, settings));
                }
                screens.extend(self::screens(inner, settings));
                part = Section::new("");
            } else {
                part.blocks.push(block.clone());
            }
        }
        if !part.blocks.is_empty() {
            screens.push(prose_screen(&title, &part, number, doc, settings));
        }
    }
    if screens.is_empty() {
        screens.push(title);
    }
    screens
}

/// One screen of a document: its title, then one section (or part of one)
/// as the terminal renderer draws it.
fn prose_screen(
    title: &str,
    part: &Section,
    number: Option<usize>,
    doc: &Document,
    settings: &Settings,
) -> String {
    let body = render_section(
        part,
        number,
        !doc.numbered,
        &settings.palette,
        settings.width,
    );
    format!("{title}\n{body}")
}

/// Shows `report` as the command line asked: one step per screen with
/// `pause` on a terminal, else all at once. When `pause` is asked but
/// standard input or output is not a terminal, one line on standard error
/// says so and the whole output follows, so a pipe never hangs.
pub fn show(
    report: &impl Report,
    pause: bool,
    settings: &Settings,
    io: &mut Io,
) -> Result<(), Error> {
    if !pause || settings.format != Format::Terminal {
        return emit(report, settings, io.output);
    }
    if !(io.input_is_terminal && io.output_is_terminal) {
        not_a_terminal();
        return emit(report, settings, io.output);
    }
    let screens: Vec<String> = report
        .documents()
        .iter()
        .flat_map(|doc| screens(doc, settings))
        .collect();
    present(&screens, settings, io.output)
}

/// Tells the user, on standard error, that `--pause` prints everything at
/// once here.
pub fn not_a_terminal() {
    let _ = writeln!(
        std::io::stderr(),
        "--pause: standard input or output is not a terminal, so the whole output follows"
    );
}

/// Puts the terminal back as it was: raw mode off, cursor shown. Safe to
/// call more than once.
fn restore() {
    let _ = terminal::disable_raw_mode();
    let _ = crossterm::execute!(std::io::stdout(), cursor::Show);
}

/// Restores the terminal when the presentation ends, however it ends.
struct RawMode;

impl RawMode {
    fn enter() -> Result<RawMode, Error> {
        terminal::enable_raw_mode()
            .map_err(|err| Error::io("could not read single keypresses from the terminal", err))?;
        // A panic while presenting restores the terminal before its
        // message is written.
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
        Ok(RawMode)
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        restore();
    }
}

/// Presents `screens` one at a time on the terminal until the user quits.
/// Ctrl-C arrives as a key in raw mode, so it quits cleanly too.
pub fn present(screens: &[String], settings: &Settings, out: &mut dyn Write) -> Result<(), Error> {
    for screen in screens {
        check_fits(screen, settings.width)?;
    }
    // A step taller than the terminal (large fonts on a projector) is
    // shown in parts, so no line scrolls away unseen.
    let rows = terminal::size().map_or(0, |(_, rows)| usize::from(rows));
    let screens = fit_height(screens, rows);
    let _raw = RawMode::enter()?;
    let mut pager = Pager::new(screens.len());
    loop {
        draw(&screens[pager.step()], &pager.footer(), out)?;
        let key = loop {
            match event::read().map_err(|err| Error::io("could not read a keypress", err))? {
                Event::Key(key) => break Key::from_event(key),
                Event::Resize(..) => break Key::Other,
                _ => {}
            }
        };
        if !pager.press(key) {
            break;
        }
    }
    write!(out, "\r\n")?;
    out.flush()?;
    Ok(())
}

/// `screens` cut so that each, with the blank line and the footer under
/// it, fits `rows` lines: a taller one is cut at its last blank line that
/// fits (or, with none, at the last line that fits). `rows` of 0 (a
/// terminal that does not say) leaves them whole.
pub fn fit_height(screens: &[String], rows: usize) -> Vec<String> {
    let room = rows.saturating_sub(2);
    if room < 3 {
        return screens.to_vec();
    }
    let mut parts = Vec::new();
    for screen in screens {
        let all: Vec<&str> = screen.lines().collect();
        let mut lines: &[&str] = &all;
        while lines.len() > room {
            let cut = (1..room)
                .rev()
                .find(|&i| lines[i].trim().is_empty())
                .unwrap_or(room);
            parts.push(lines[..cut].join("\n") + "\n");
            lines = &lines[cut..];
            while lines.first().is_some_and(|l| l.trim().is_empty()) {
                lines = &lines[1..];
            }
        }
        if !lines.is_empty() {
            parts.push(lines.join("\n") + "\n");
        }
    }
    parts
}

/// Clears the screen and writes one step with its footer (raw mode needs
/// `\r\n` to start each line at the left).
fn draw(screen: &str, footer: &str, out: &mut dyn Write) -> Result<(), Error> {
    out.queue(terminal::Clear(terminal::ClearType::All))?
        .queue(cursor::MoveTo(0, 0))?
        .queue(cursor::Hide)?;
    for line in screen.lines() {
        write!(out, "{line}\r\n")?;
    }
    write!(out, "\r\n{footer}")?;
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc::Line;

    fn pressed(steps: usize, keys: &[Key]) -> Pager {
        let mut pager = Pager::new(steps);
        for &key in keys {
            pager.press(key);
        }
        pager
    }

    #[test]
    fn forward_and_back_stay_within_the_steps() {
        assert_eq!(pressed(3, &[Key::Next, Key::Enter]).step(), 2);
        assert_eq!(pressed(3, &[Key::Next; 5]).step(), 2);
        assert_eq!(pressed(3, &[Key::Back]).step(), 0);
        assert_eq!(pressed(3, &[Key::Next, Key::Next, Key::Back]).step(), 1);
    }

    #[test]
    fn digits_then_enter_jump() {
        let p = pressed(11, &[Key::Digit(1), Key::Digit(0), Key::Enter]);
        assert_eq!(p.step(), 9);
        assert_eq!(p.footer(), "step 10 of 11 · → next · ← back · q quit");
        let p = pressed(11, &[Key::Digit(4)]);
        assert_eq!(p.footer(), "step 1 of 11 · go to step 4_ (Enter)");
        // A step that does not exist is ignored; a correction is allowed.
        assert_eq!(
            pressed(11, &[Key::Digit(9), Key::Digit(9), Key::Enter]).step(),
            0
        );
        let p = pressed(11, &[Key::Digit(9), Key::Erase, Key::Digit(3), Key::Enter]);
        assert_eq!(p.step(), 2);
    }

    #[test]
    fn quit_stops_and_the_last_step_says_so() {
        assert!(!Pager::new(2).press(Key::Quit));
        assert!(pressed(2, &[Key::Next]).footer().contains("the end"));
    }

    #[test]
    fn keys_are_read_as_a_clicker_and_a_keyboard_send_them() {
        let key = |code| Key::from_event(KeyEvent::new(code, KeyModifiers::NONE));
        assert_eq!(key(KeyCode::PageDown), Key::Next);
        assert_eq!(key(KeyCode::PageUp), Key::Back);
        assert_eq!(key(KeyCode::Char(' ')), Key::Next);
        assert_eq!(key(KeyCode::Char('b')), Key::Back);
        assert_eq!(key(KeyCode::Esc), Key::Quit);
        assert_eq!(key(KeyCode::Char('7')), Key::Digit(7));
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(Key::from_event(ctrl_c), Key::Quit);
    }

    #[test]
    fn a_lesson_pauses_between_sections_and_between_the_steps_of_its_examples() {
        let example = Document {
            numbered: true,
            title: Line::from("Position 3 5"),
            sections: vec![Section::new("Binary"), Section::new("Verdict")],
        };
        let lesson = Document {
            numbered: false,
            title: Line::from("A lesson"),
            sections: vec![
                Section::new("")
                    .paragraph("Opening words.")
                    .paragraph("See:"),
                Section::new("Part two").paragraph("More words."),
            ],
        };
        let mut lesson = lesson;
        lesson.sections[0]
            .blocks
            .insert(1, Block::Embedded(example));
        let screens = screens(&lesson, &Settings::plain(Format::Terminal));
        let firsts: Vec<&str> = screens
            .iter()
            .map(|s| s.lines().nth(2).unwrap_or(""))
            .collect();
        assert_eq!(
            firsts,
            [
                "Opening words.",
                "1. Binary",
                "2. Verdict",
                "See:",
                "Part two"
            ],
            "{screens:#?}"
        );
        assert!(screens[0].starts_with("A lesson\n"));
        assert!(screens[1].starts_with("Position 3 5\n"));
    }

    #[test]
    fn a_step_taller_than_the_terminal_is_shown_in_parts() {
        let screens = ["T\n\na\nb\n\nc\nd\ne\nf\ng\nh\n".to_string()];
        let parts = fit_height(&screens, 8);
        assert_eq!(parts, ["T\n\na\nb\n", "c\nd\ne\nf\ng\nh\n"]);
        assert!(parts.iter().all(|p| p.lines().count() <= 6));
        assert_eq!(fit_height(&screens, 0), screens);
        assert_eq!(fit_height(&screens, 40), screens);
    }
}
