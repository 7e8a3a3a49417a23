//! The JSON renderer: the stable contract for scripts, written by serde.

use crate::error::Error;
use serde::Serialize;

/// Any serialisable report as pretty JSON with a final newline.
pub fn render<T: Serialize>(value: &T) -> Result<String, Error> {
    let mut text = serde_json::to_string_pretty(value)
        .map_err(|err| Error::io("could not write JSON", std::io::Error::other(err)))?;
    text.push('\n');
    Ok(text)
}
