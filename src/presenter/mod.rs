//! `--pause`: a document shown one step at a time, for projecting in
//! class, driven by single keypresses (a presentation clicker's PageDown,
//! PageUp and blank key included).
//!
//! The steps are [`deck::steps`]; a step taller than the screen is cut by
//! [`deck::parts`] into parts at block boundaries ([`layout`]), and the
//! counter counts steps, never screens. Where it stands and how each key
//! moves it is a small state machine ([`pager`]) that tests drive key by
//! key; only [`present`] touches the terminal, through crossterm.

pub(crate) mod layout;
pub(crate) mod pager;
mod split;

use crate::deck;
use crate::doc::Line;
use crate::error::Error;
use crate::io::Io;
use crate::render::terminal::{check_fits, render, wrap};
use crate::render::{emit, Format, Report, Settings};
use crossterm::event::{self, Event};
use crossterm::style::Print;
use crossterm::{cursor, terminal, QueueableCommand};
use layout::Screens;
use pager::{Cover, Key, Layout, Pager};
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::Signals;
use std::io::Write;
use std::time::Duration;

/// Shows `report` as the command line asked: one step per screen with
/// `pause` on a terminal, else all at once. When `pause` is asked but
/// standard input or output is not a terminal, one line on standard error
/// says so and the whole output follows, so a pipe never hangs.
pub(crate) fn show(
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
    let documents = report.documents();
    for doc in &documents {
        check_fits(
            &render(doc, &settings.palette, settings.width),
            settings.width,
        )?;
    }
    let steps: Vec<deck::Step> = documents.iter().flat_map(deck::steps).collect();
    present(&steps, settings, io.output)
}

/// Tells the user, on standard error, that `--pause` prints everything at
/// once here.
pub(crate) fn not_a_terminal() {
    let _ = writeln!(
        std::io::stderr(),
        "--pause: standard input or output is not a terminal, so the whole output follows"
    );
}

/// Puts the terminal back as it was: the main screen, the cursor shown,
/// raw mode off. Safe to call more than once.
fn restore() {
    let _ = crossterm::execute!(
        std::io::stdout(),
        terminal::LeaveAlternateScreen,
        cursor::Show
    );
    let _ = terminal::disable_raw_mode();
}

/// The terminal taken over for a presentation (raw mode, the alternate
/// screen, no cursor), given back however the presentation ends: when
/// dropped (q, Esc, Ctrl-C, a signal, an error), in the panic hook, and
/// on SIGTERM, SIGHUP, SIGQUIT or SIGINT, which would otherwise end the
/// process before any `Drop` runs: [`present`] watches for them between
/// keys.
struct TakenOver {
    signals: Signals,
}

impl TakenOver {
    fn enter() -> Result<TakenOver, Error> {
        let signals = Signals::new([SIGTERM, SIGHUP, SIGQUIT, SIGINT])
            .map_err(|err| Error::io("could not watch for signals", err))?;
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
        terminal::enable_raw_mode()
            .map_err(|err| Error::io("could not read single keypresses from the terminal", err))?;
        let taken = TakenOver { signals };
        crossterm::execute!(
            std::io::stdout(),
            terminal::EnterAlternateScreen,
            cursor::Hide
        )?;
        Ok(taken)
    }

    /// The signal that arrived, if one did.
    fn signalled(&mut self) -> Option<i32> {
        self.signals.pending().next()
    }
}

impl Drop for TakenOver {
    fn drop(&mut self) {
        restore();
        self.signals.handle().close();
    }
}

/// How long to wait for a key before looking for a signal again.
const TICK: Duration = Duration::from_millis(100);

/// Presents `steps` on the terminal until the user quits. Keys are read in
/// batches: all that are waiting, then one redraw, so a burst of keys (a
/// paste, a held-down arrow) never queues up screens. A resize lays the
/// steps out again at once and keeps the place. `q` or Esc ends it well;
/// a signal, or Ctrl-C or `Ctrl-\` (which raw mode turns into keys),
/// gives the terminal back and ends the run with status 128 + the
/// signal's number ([`Error::Interrupted`]), as the signal itself would
/// have, so a script sees the run was stopped.
pub(crate) fn present(
    steps: &[deck::Step],
    settings: &Settings,
    out: &mut dyn Write,
) -> Result<(), Error> {
    let mut taken = TakenOver::enter()?;
    // crossterm hears of resizes from its first look for events on: look
    // once before the size is read, so a window resized at the start (or
    // shown too small, then enlarged) is never missed.
    event::poll(Duration::ZERO).map_err(read_error)?;
    let (columns, rows) = terminal::size().unwrap_or((settings.width, 24));
    let width = settings.width.min(columns.max(1));
    let mut screens = Screens::new(steps, settings.palette, width, rows.max(1));
    let mut pager = Pager::new(steps.len());
    loop {
        draw(&pager, &mut screens, out)?;
        let mut events = Vec::new();
        while events.is_empty() {
            if let Some(signal) = taken.signalled() {
                return Err(Error::Interrupted(signal));
            }
            if event::poll(TICK).map_err(read_error)? {
                events.push(read()?);
            }
        }
        while event::poll(Duration::ZERO).map_err(read_error)? {
            events.push(read()?);
        }
        for event in events {
            match event {
                Event::Key(key) => {
                    if let Some(signal) = pager::signal_of(key) {
                        return Err(Error::Interrupted(signal));
                    }
                    if !pager.press(Key::from_event(key), &mut screens) {
                        return Ok(());
                    }
                }
                Event::Resize(columns, rows) => {
                    let old = screens.parts(pager.step);
                    screens.resize(columns.max(1), rows.max(1));
                    pager.refit(old, &mut screens);
                }
                _ => {}
            }
        }
    }
}

fn read() -> Result<Event, Error> {
    event::read().map_err(read_error)
}

fn read_error(err: std::io::Error) -> Error {
    Error::io("could not read a keypress", err)
}

/// Clears the screen and draws what the pager shows: the part (its
/// document's title, then its lines from the scrolled place) and the
/// status line at the foot, the keys (scrolled, with a status line of
/// their own), or nothing at all; or, when the window is too small for
/// what it should show, one sentence saying so.
fn draw(pager: &Pager, screens: &mut Screens, out: &mut dyn Write) -> Result<(), Error> {
    out.queue(terminal::Clear(terminal::ClearType::All))?;
    let width = usize::from(screens.width());
    let (lines, status): (Vec<String>, Option<String>) =
        match screens.too_small(pager.step, pager.part, pager.cover) {
            Some(words) => {
                let lines = wrap(&Line::from(words), width, "", "");
                (lines.iter().map(Line::text).collect(), None)
            }
            None => match pager.cover {
                Cover::Blank => (Vec::new(), None),
                Cover::Help => {
                    let (head, keys) = screens.keys();
                    let room = screens.keys_room(head.len(), keys.len());
                    let status = (room < keys.len()).then(|| pager.keys_status(screens, width));
                    let keys = keys.into_iter().skip(pager.keys_scroll).take(room);
                    (head.into_iter().chain(keys).collect(), status)
                }
                Cover::None => {
                    let screen = screens
                        .screens(pager.step)
                        .get(pager.part)
                        .cloned()
                        .unwrap_or_default();
                    let room = screens.room(screen.head.len());
                    let body = screen.body.iter().skip(pager.scroll).take(room);
                    let lines = screen.head.iter().chain(body).cloned().collect();
                    (lines, Some(pager.status(screens, width)))
                }
            },
        };
    for (row, line) in lines.iter().take(screens.rows()).enumerate() {
        out.queue(cursor::MoveTo(0, row as u16))?
            .queue(Print(line))?;
    }
    if let Some(status) = status {
        let last = screens.rows().saturating_sub(1) as u16;
        out.queue(cursor::MoveTo(0, last))?.queue(Print(status))?;
    }
    out.flush()?;
    Ok(())
}
