//! The JSON renderer: the stable contract for scripts, written by serde.

use crate::error::Error;
use serde::Serialize;
use std::io::Write;

/// Writes any serialisable report as pretty JSON with a final newline,
/// streaming it so that large reports are never held twice in memory.
pub fn write<T: Serialize>(output: &mut dyn Write, value: &T) -> Result<(), Error> {
    serde_json::to_writer_pretty(&mut *output, value).map_err(|err| match err.io_error_kind() {
        Some(kind) => Error::io("could not write the output", std::io::Error::from(kind)),
        None => Error::io("could not write JSON", std::io::Error::other(err)),
    })?;
    output.write_all(b"\n")?;
    Ok(())
}

/// Any serialisable report as pretty JSON text with a final newline.
pub fn render<T: Serialize>(value: &T) -> Result<String, Error> {
    let mut bytes = Vec::new();
    write(&mut bytes, value)?;
    String::from_utf8(bytes)
        .map_err(|err| Error::io("could not write JSON", std::io::Error::other(err)))
}
