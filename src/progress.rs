//! A progress bar on standard error for work that may take more than a
//! second (a Grundy table to a million, a big labelling, a worksheet of
//! thousands), drawn only when standard error is a terminal: a pipe or a
//! file gets nothing, so scripts and logs see only the output.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

/// A bar counting `done` of `total` units of work, or nothing.
///
/// Exists so that a command says what it is doing and how far it is, in
/// one line, without knowing whether anyone is watching.
pub(crate) struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    /// A bar for `total` units of `what` (such as "values"), drawn at once
    /// when standard error is a terminal and `total` is at least `worth`
    /// (less work ends too soon to need one); otherwise nothing.
    pub(crate) fn new(total: u64, worth: u64, what: &str) -> Progress {
        if total < worth || !std::io::stderr().is_terminal() {
            return Progress { bar: None };
        }
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
        let style = ProgressStyle::with_template("{bar:30} {pos}/{len} {msg} ({eta} left)")
            .expect("the template is valid");
        bar.set_style(style);
        bar.set_message(what.to_string());
        bar.tick(); // drawn now, not at the first step
        Progress { bar: Some(bar) }
    }

    /// Moves the bar to `done` units.
    pub(crate) fn set(&self, done: u64) {
        if let Some(bar) = &self.bar {
            bar.set_position(done);
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
