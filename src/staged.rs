//! Writing files all or nothing: every file is first written in full to a
//! temporary file beside its place, and only then are they renamed into
//! place, one by one.
//!
//! Exists because a course export, the manual pages, a completion script
//! and a worksheet's answer key all write into folders a user chose,
//! perhaps shared: a reader must never see half a file, a failure must
//! leave nothing behind, an existing file (or a symbolic link, even one
//! pointing nowhere) is replaced only with `--force` and never written
//! through, and an interruption removes the temporary files (see
//! [`interrupt`]).

use crate::error::Error;
use crate::interrupt;
use crate::visible::one_line;
use std::fs;
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};
use tempfile::NamedTempFile;

/// Set (by tests) to make a write stop before its first rename, say
/// `paused` on standard error and wait for a line on standard input: the
/// moment a signal test interrupts it.
pub const PAUSE_FOR_TESTS: &str = "NIMSTEP_PAUSE_BEFORE_RENAME";

/// What happened to one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Written {
    /// Where it was written.
    pub(crate) path: PathBuf,
    /// True when a file was already there and `--force` replaced it.
    pub(crate) overwrote: bool,
}

/// A file written in full to a temporary file beside `target`, not yet in
/// place. Dropped, it is removed.
pub(crate) struct Staged {
    temp: Option<NamedTempFile>,
    target: PathBuf,
}

impl Staged {
    /// Writes `bytes` to a temporary file in `target`'s folder (which must
    /// exist), with the ordinary mode (0666 less the umask), synced.
    pub(crate) fn new(target: &Path, bytes: &[u8]) -> Result<Staged, Error> {
        let context = || {
            format!(
                "could not write `{}`",
                one_line(&target.display().to_string())
            )
        };
        let dir = match target.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir,
            _ => Path::new("."),
        };
        let mut builder = tempfile::Builder::new();
        builder.prefix(".nimstep-").suffix(".tmp");
        // tempfile would otherwise leave it readable by its owner only.
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            builder.permissions(fs::Permissions::from_mode(0o666));
        }
        let mut staged = {
            let mut pending = interrupt::pending();
            let temp = builder
                .tempfile_in(dir)
                .map_err(|err| Error::io(context(), err))?;
            interrupt::track(&mut pending, temp.path());
            Staged {
                temp: Some(temp),
                target: target.to_path_buf(),
            }
        };
        if let Some(temp) = staged.temp.as_mut() {
            temp.write_all(bytes)
                .and_then(|()| temp.as_file().sync_all())
                .map_err(|err| Error::io(context(), err))?;
        }
        Ok(staged)
    }

    /// Renames the file into place. Without `force` the rename itself
    /// refuses to replace anything (a link, even a dangling one, counts),
    /// so a file that appeared meanwhile is kept: `Err(None)`. With
    /// `force` a link in the way is replaced, never followed.
    fn persist(mut self, force: bool) -> Result<(), Option<std::io::Error>> {
        let Some(temp) = self.temp.take() else {
            return Ok(());
        };
        let mut pending = interrupt::pending();
        let temp_path = temp.path().to_path_buf();
        let persisted = if force {
            temp.persist(&self.target)
        } else {
            temp.persist_noclobber(&self.target)
        };
        interrupt::untrack(&mut pending, &temp_path);
        match persisted {
            Ok(_) => Ok(()),
            Err(err) if err.error.kind() == ErrorKind::AlreadyExists => Err(None),
            Err(err) => Err(Some(err.error)),
        }
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        if let Some(temp) = self.temp.take() {
            let mut pending = interrupt::pending();
            interrupt::untrack(&mut pending, temp.path());
            drop(temp);
        }
    }
}

/// Puts one staged file in place: the answer key of a worksheet, after
/// the sheet itself was written. `taken` words the refusal when the name
/// was taken meanwhile.
pub(crate) fn persist_one(staged: Staged, taken: impl FnOnce() -> Error) -> Result<(), Error> {
    let target = staged.target.clone();
    staged.persist(false).map_err(|err| match err {
        None => taken(),
        Some(err) => Error::io(
            format!(
                "could not write `{}`",
                one_line(&target.display().to_string())
            ),
            err,
        ),
    })
}

/// Writes `files` (name, contents) into `dir`, creating it, all or
/// nothing. Without `force`, nothing is written if any of them already
/// exists. Every file is staged before the first is renamed into place;
/// if a rename fails, the files this run created are removed again (a
/// file replaced with `--force` cannot be given back).
pub(crate) fn write_all(
    dir: &Path,
    files: &[(&str, &[u8])],
    force: bool,
) -> Result<Vec<Written>, Error> {
    let shown = one_line(&dir.display().to_string()).into_owned();
    let existed = dir.symlink_metadata().is_ok();
    fs::create_dir_all(dir)
        .map_err(|err| Error::io(format!("could not create the folder `{shown}`"), err))?;
    let result = stage_and_place(dir, files, force);
    if result.is_err() && !existed {
        let _ = fs::remove_dir(dir); // only if it is still empty
    }
    result
}

fn stage_and_place(
    dir: &Path,
    files: &[(&str, &[u8])],
    force: bool,
) -> Result<Vec<Written>, Error> {
    let existing: Vec<PathBuf> = files
        .iter()
        .map(|(name, _)| dir.join(name))
        .filter(|path| path.symlink_metadata().is_ok())
        .collect();
    if let (false, Some(first)) = (force, existing.first()) {
        let more = match existing.len() {
            1 => String::new(),
            n => format!(" (and {} more)", n - 1),
        };
        return Err(Error::usage(format!(
            "`{}` already exists{more}: nothing was written; add --force to overwrite",
            one_line(&first.display().to_string())
        )));
    }
    interrupt::clean_up_on_interrupt();
    let staged = files
        .iter()
        .map(|(name, bytes)| Staged::new(&dir.join(name), bytes))
        .collect::<Result<Vec<_>, _>>()?;
    pause_for_tests();
    let mut written: Vec<Written> = Vec::with_capacity(staged.len());
    for file in staged {
        let path = file.target.clone();
        let overwrote = existing.contains(&path);
        if let Err(err) = file.persist(force) {
            for done in written.iter().filter(|w| !w.overwrote) {
                let _ = fs::remove_file(&done.path);
            }
            let shown = one_line(&path.display().to_string()).into_owned();
            return Err(match err {
                None => Error::usage(format!(
                    "`{shown}` appeared while writing and was left alone; nothing was written; add --force to overwrite"
                )),
                Some(err) => Error::io(format!("could not write `{shown}`"), err),
            });
        }
        written.push(Written { path, overwrote });
    }
    Ok(written)
}

/// See [`PAUSE_FOR_TESTS`].
fn pause_for_tests() {
    if std::env::var_os(PAUSE_FOR_TESTS).is_some() {
        let _ = writeln!(std::io::stderr(), "paused");
        // Not through `io::stdin()`, which `main` holds locked.
        if let Ok(mut stdin) = fs::File::open("/dev/stdin") {
            let _ = std::io::Read::read_exact(&mut stdin, &mut [0u8; 1]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn existing_files_and_links_stop_the_write_before_any_file() {
        let dir = tempfile::tempdir().unwrap();
        let outside = dir.path().join("outside");
        fs::write(&outside, "theirs").unwrap();
        let out = dir.path().join("out");
        fs::create_dir(&out).unwrap();
        std::os::unix::fs::symlink(&outside, out.join("b")).unwrap();
        let files: [(&str, &[u8]); 2] = [("a", b"A"), ("b", b"B")];
        let err = write_all(&out, &files, false).unwrap_err();
        assert_eq!(err.exit_code(), 2, "{err}");
        assert_eq!(names(&out), ["b"]);
        let done = write_all(&out, &files, true).unwrap();
        assert_eq!(
            done.iter().map(|w| w.overwrote).collect::<Vec<_>>(),
            [false, true]
        );
        assert_eq!(
            fs::read_to_string(&outside).unwrap(),
            "theirs",
            "not written through"
        );
        assert!(out.join("b").symlink_metadata().unwrap().is_file());
        assert_eq!(names(&out), ["a", "b"], "no temporary file is left");
    }

    #[test]
    fn a_failed_write_leaves_no_folder_and_no_file() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("new");
        // A name that cannot be a file in the folder: its parent is missing.
        let files: [(&str, &[u8]); 2] = [("a", b"A"), ("missing/b", b"B")];
        assert!(write_all(&out, &files, false).is_err());
        assert!(!out.exists(), "{:?}", names(dir.path()));
    }
}
