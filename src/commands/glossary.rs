//! `nimstep glossary`: every term of the course, with its meaning, its
//! lesson and its other names.

use crate::commands::Io;
use crate::error::Error;
use crate::present::glossary::Glossary;
use crate::render::{emit, Settings};

/// Writes the glossary in the chosen format.
pub fn run(settings: &Settings, io: &mut Io) -> Result<(), Error> {
    emit(&Glossary, settings, io.output)
}
