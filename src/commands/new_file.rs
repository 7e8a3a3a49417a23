//! Writing a file that must not exist yet, all at once: the answer key of
//! `worksheet --key-file`.

use crate::error::Error;
use std::io::{ErrorKind, Write};
use std::path::Path;

/// Writes `bytes` to `path`, which must not exist: a temporary file in the
/// same folder is filled, synced and then linked into place only if `path`
/// is still free, so a reader never sees half a file and an existing file
/// (or a link, even a dangling one) is never replaced.
pub fn write_new(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    let shown = path.display();
    if path.symlink_metadata().is_ok() {
        return Err(already_there(path));
    }
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    if !dir.is_dir() {
        return Err(Error::usage(format!(
            "--key-file `{shown}`: the folder `{}` does not exist",
            dir.display()
        )));
    }
    let context = || format!("could not write `{shown}`");
    let mut builder = tempfile::Builder::new();
    builder.prefix(".nimstep-").suffix(".tmp");
    // The mode an ordinary new file gets (the umask still applies):
    // tempfile would otherwise leave it readable by its owner only.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut temp = builder
        .tempfile_in(dir)
        .map_err(|err| Error::io(context(), err))?;
    temp.write_all(bytes)
        .and_then(|()| temp.as_file().sync_all())
        .map_err(|err| Error::io(context(), err))?;
    temp.persist_noclobber(path).map_err(|err| {
        if err.error.kind() == ErrorKind::AlreadyExists {
            already_there(path)
        } else {
            Error::io(context(), err.error)
        }
    })?;
    Ok(())
}

fn already_there(path: &Path) -> Error {
    Error::usage(format!(
        "--key-file `{}` already exists: nothing was written; give a new file name",
        path.display()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_file_is_written_and_an_old_one_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("key.md");
        write_new(&path, b"first").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"first");
        let err = write_new(&path, b"second").unwrap_err();
        assert!(err.to_string().contains("already exists"), "{err}");
        assert_eq!(std::fs::read(&path).unwrap(), b"first");
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            1,
            "no temporary file left"
        );
    }

    #[test]
    fn a_missing_folder_is_named() {
        let err = write_new(Path::new("/no/such/folder/key.md"), b"x").unwrap_err();
        assert!(err.to_string().contains("does not exist"), "{err}");
    }
}
