//! A progress bar on standard error for work that may take more than a
//! second (a Grundy table to a million, a big labelling, a long export),
//! drawn only when standard error is a terminal: a pipe or a file gets
//! nothing, so scripts and logs see only the output.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::cell::Cell;
use std::io::IsTerminal;
use std::time::{Duration, Instant};

/// How long work of unknown length runs before its count is drawn: most
/// of it ends sooner, and a bar flashed for a moment is only noise.
const SHOWN_AFTER: Duration = Duration::from_secs(1);

/// A bar counting `done` of `total` units of work, or nothing.
///
/// Exists so that a command says what it is doing and how far it is, in
/// one line, without knowing whether anyone is watching.
pub(crate) struct Progress {
    bar: Option<ProgressBar>,
    /// When a hidden count is to be drawn (`None`: drawn already, or
    /// never hidden).
    shown_from: Cell<Option<Instant>>,
}

impl Progress {
    /// A bar for `total` units of `what` (such as "values"), drawn at once
    /// when standard error is a terminal and `total` is at least `worth`
    /// (less work ends too soon to need one); otherwise nothing.
    pub(crate) fn new(total: u64, worth: u64, what: &str) -> Progress {
        if total < worth || !std::io::stderr().is_terminal() {
            return Progress::none();
        }
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
        let style = ProgressStyle::with_template("{bar:30} {pos}/{len} {msg} ({eta} left)")
            .expect("the template is valid");
        bar.set_style(style);
        bar.set_message(what.to_string());
        bar.tick(); // drawn now, not at the first step
        Progress {
            bar: Some(bar),
            shown_from: Cell::new(None),
        }
    }

    /// A running count of `what` (such as "positions labelled") for work
    /// whose length is not known beforehand, drawn when standard error is
    /// a terminal and the work has lasted [`SHOWN_AFTER`]; otherwise
    /// nothing.
    pub(crate) fn counting(what: &str) -> Progress {
        if !std::io::stderr().is_terminal() {
            return Progress::none();
        }
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        let style = ProgressStyle::with_template("{spinner} {pos} {msg} ({elapsed})")
            .expect("the template is valid");
        bar.set_style(style);
        bar.set_message(what.to_string());
        Progress {
            bar: Some(bar),
            shown_from: Cell::new(Some(Instant::now() + SHOWN_AFTER)),
        }
    }

    fn none() -> Progress {
        Progress {
            bar: None,
            shown_from: Cell::new(None),
        }
    }

    /// Moves the bar to `done` units.
    pub(crate) fn set(&self, done: u64) {
        if let Some(bar) = &self.bar {
            self.reveal(bar);
            bar.set_position(done);
        }
    }

    /// Moves the bar on by one unit.
    pub(crate) fn step(&self) {
        if let Some(bar) = &self.bar {
            self.reveal(bar);
            bar.inc(1);
        }
    }

    /// Draws a hidden count once its time has come.
    fn reveal(&self, bar: &ProgressBar) {
        if let Some(from) = self.shown_from.get() {
            if Instant::now() >= from {
                self.shown_from.set(None);
                bar.set_draw_target(ProgressDrawTarget::stderr());
            }
        }
    }
}

impl Drop for Progress {
    /// Clears the bar: the work is done (or has failed), and the output
    /// that follows starts on a clean line.
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
