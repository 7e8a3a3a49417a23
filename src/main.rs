//! The `nimstep` binary: everything it does is the library's `run`.

use std::process::ExitCode;

fn main() -> ExitCode {
    nimstep::run()
}
