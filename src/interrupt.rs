//! Signals that would end nimstep mid-write: Ctrl-C (SIGINT), SIGTERM,
//! SIGHUP (the terminal closed), SIGQUIT (Ctrl-\), and SIGXFSZ (a file
//! size limit set with `ulimit -f`).
//!
//! Exists because the default actions kill the process before any `Drop`
//! runs: an export would leave `.nimstep-*.tmp` files behind, and a run
//! over the size limit would end without a word. Here SIGXFSZ only sets a
//! flag, so the write fails with an error that is reported; and while
//! temporary files are being written, those four remove them, say
//! so, and end the run.

use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGXFSZ};
use signal_hook::iterator::Signals;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::{Mutex, MutexGuard, Once};

/// Set when SIGXFSZ arrived; the write that caused it fails with EFBIG.
static FILE_TOO_LARGE: AtomicBool = AtomicBool::new(false);

/// The temporary files being written now.
static PENDING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Makes a file size limit a write error instead of a silent end: called
/// once at start-up.
pub(crate) fn report_file_size_limit() {
    let _ = signal_hook::flag::register(SIGXFSZ, &FILE_TOO_LARGE);
}

/// From now on, SIGINT, SIGTERM, SIGHUP and SIGQUIT remove the temporary files being
/// written, say so on standard error, and end the run with status 128 +
/// the signal's number. Installed once, by the commands that write files.
pub(crate) fn clean_up_on_interrupt() {
    static INSTALLED: Once = Once::new();
    INSTALLED.call_once(|| {
        let Ok(mut signals) = Signals::new([SIGINT, SIGTERM, SIGHUP, SIGQUIT]) else {
            return;
        };
        std::thread::spawn(move || {
            if let Some(signal) = signals.forever().next() {
                interrupted(signal);
            }
        });
    });
}

/// The list of temporary files being written. Hold it while creating a
/// temporary file (then [`track`] it) and while renaming it into place
/// (then [`untrack`] it), so an interruption never misses or races one.
pub(crate) fn pending() -> MutexGuard<'static, Vec<PathBuf>> {
    PENDING
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Records a temporary file to remove if the run is interrupted.
pub(crate) fn track(pending: &mut Vec<PathBuf>, path: &Path) {
    pending.push(path.to_path_buf());
}

/// Forgets a temporary file that was renamed into place or removed.
pub(crate) fn untrack(pending: &mut Vec<PathBuf>, path: &Path) {
    pending.retain(|p| p != path);
}

fn interrupted(signal: i32) -> ! {
    let mut pending = pending();
    let removed = pending
        .drain(..)
        .filter(|path| std::fs::remove_file(path).is_ok())
        .count();
    let name = match signal {
        SIGINT => "Ctrl-C (SIGINT)",
        SIGHUP => "SIGHUP (the terminal closed)",
        SIGQUIT => "SIGQUIT",
        _ => "SIGTERM",
    };
    let files = if removed == 1 { "file" } else { "files" };
    let _ = writeln!(
        io::stderr(),
        "nimstep: stopped by {name}; removed {removed} unfinished temporary {files}; files already written were kept"
    );
    std::process::exit(128 + signal);
}
