//! The JSON renderer: the stable contract for scripts, written by serde.

use serde::Serialize;
use std::io::{self, Write};

/// Writes any serialisable report as pretty JSON with a final newline,
/// streaming it so that large reports are never held twice in memory.
///
/// A failed write comes back as that write's own `io::Error`; a value serde
/// cannot write (which our types never are) as `ErrorKind::InvalidData`.
pub fn write<T: Serialize>(output: &mut dyn Write, value: &T) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut *output, value).map_err(|err| match err.io_error_kind() {
        Some(kind) => io::Error::from(kind),
        None => io::Error::new(io::ErrorKind::InvalidData, err),
    })?;
    output.write_all(b"\n")
}

/// Any serialisable report as pretty JSON text with a final newline.
pub fn render<T: Serialize>(value: &T) -> io::Result<String> {
    let mut bytes = Vec::new();
    write(&mut bytes, value)?;
    String::from_utf8(bytes).map_err(|err| io::Error::new(io::ErrorKind::InvalidData, err))
}
