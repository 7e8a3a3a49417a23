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
pub mod play;
pub mod quiz;
mod transcript;

#[allow(unsafe_code)]
pub mod ffi;
