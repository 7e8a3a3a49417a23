//! `nimstep completions` and `nimstep man`: what packagers and shells need,
//! generated from the same clap definitions as the command line.

use crate::cli::{Cli, CompletionsArgs};
use crate::commands::Io;
use crate::error::Error;
use clap::CommandFactory;

/// Writes the completion script for the chosen shell.
pub fn completions(args: &CompletionsArgs, io: &mut Io) -> Result<(), Error> {
    let mut command = Cli::command();
    clap_complete::generate(args.shell, &mut command, "nimstep", io.output);
    Ok(())
}

/// Writes the manual page (roff).
pub fn man(io: &mut Io) -> Result<(), Error> {
    clap_mangen::Man::new(Cli::command()).render(io.output)?;
    Ok(())
}
