//! Writing a file that must not exist yet, all at once: the answer key of
//! `worksheet --key-file`.

use crate::error::Error;
use crate::staged::{self, Staged};
use crate::visible::one_line;
use std::path::Path;

/// Stages `bytes` for `path`, which must not exist (a link, even a
/// dangling one, counts): a temporary file in the same folder is filled
/// and synced. Put it in place with [`place`] once everything else has
/// been written; dropped instead, it leaves nothing behind.
pub(crate) fn stage_new(path: &Path, bytes: &[u8]) -> Result<Staged, Error> {
    if path.symlink_metadata().is_ok() {
        return Err(already_there(path));
    }
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    if !dir.is_dir() {
        return Err(Error::usage(format!(
            "--key-file `{}`: the folder `{}` does not exist",
            one_line(&path.display().to_string()),
            one_line(&dir.display().to_string())
        )));
    }
    crate::interrupt::clean_up_on_interrupt();
    Staged::new(path, bytes)
}

/// Links a staged file into place only if its name is still free, so an
/// existing file is never replaced.
pub(crate) fn place(staged: Staged, path: &Path) -> Result<(), Error> {
    staged::persist_one(staged, || already_there(path))
}

fn already_there(path: &Path) -> Error {
    Error::usage(format!(
        "--key-file `{}` already exists: nothing was written; give a new file name",
        one_line(&path.display().to_string())
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_file_is_written_and_an_old_one_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("key.md");
        place(stage_new(&path, b"first").unwrap(), &path).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"first");
        let err = stage_new(&path, b"second").err().unwrap();
        assert!(err.to_string().contains("already exists"), "{err}");
        assert_eq!(std::fs::read(&path).unwrap(), b"first");
        // Taken between staging and placing: still kept.
        let other = dir.path().join("other.md");
        let staged = stage_new(&other, b"mine").unwrap();
        std::fs::write(&other, "theirs").unwrap();
        assert!(place(staged, &other).is_err());
        assert_eq!(std::fs::read(&other).unwrap(), b"theirs");
        let dropped = stage_new(&dir.path().join("never.md"), b"x").unwrap();
        drop(dropped);
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            2,
            "no temporary file left"
        );
    }

    #[test]
    fn a_missing_folder_is_named() {
        let err = stage_new(Path::new("/no/such/folder/key.md"), b"x")
            .err()
            .unwrap();
        assert!(err.to_string().contains("does not exist"), "{err}");
    }
}
