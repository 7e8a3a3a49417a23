//! `nimstep completions` and `nimstep man`: what packagers and shells need,
//! generated from the same clap definitions as the command line.

use crate::cli::{Cli, CompletionsArgs};
use crate::commands::Io;
use crate::error::Error;
use clap::CommandFactory;

/// Writes the completion script for the chosen shell.
pub fn completions(args: &CompletionsArgs, io: &mut Io) -> Result<(), Error> {
    // Generated into memory first: clap_complete panics when its writer
    // fails (a full disk, a closed pipe), and a failed write must be an
    // ordinary error.
    let mut command = Cli::command();
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "nimstep", &mut script);
    io.output.write_all(&script)?;
    Ok(())
}

/// Writes the manual page (roff).
pub fn man(io: &mut Io) -> Result<(), Error> {
    clap_mangen::Man::new(Cli::command()).render(io.output)?;
    Ok(())
}
