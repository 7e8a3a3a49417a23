//! nimstep in the browser: what the page asks of the core, answered as
//! text.
//!
//! Exists so that the page's script only shows what the core wrote: every
//! walkthrough is the page `nimstep explain … --format html` writes, and
//! every refusal is worded by the core, as on the command line. The
//! functions here are plain Rust (strings in, `Result<String, String>` out)
//! so that they are tested on the host; [`ffi`] alone turns them into the
//! `extern "C"` exports of the WebAssembly module.

pub mod check;
pub mod explain;
pub mod games;
pub mod lesson;
pub mod play;
pub mod quiz;
mod transcript;
pub mod worksheet;

#[allow(unsafe_code)]
pub mod ffi;

/// The value typed for the flag `flag` (with its placeholder: `--max
/// <N>`), read by `read` (the command line's reader for that flag), or
/// the line the command line says when it is given that value.
pub(crate) fn flag<T, E: std::fmt::Display>(
    flag: &str,
    text: &str,
    read: impl FnOnce(&str) -> Result<T, E>,
) -> Result<T, String> {
    let text = text.trim();
    read(text).map_err(|err| format!("invalid value '{text}' for '{flag}': {err}"))
}
