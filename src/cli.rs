//! The clap definitions of the command line, shared by the binary and by
//! lesson blocks (which accept exactly what the command line accepts).

use crate::palette::ColorChoice;
use crate::render::Format;
use clap::{Args, Parser, Subcommand};

/// nimstep teaches the game of Nim by showing its mathematics at work,
/// step by step.
#[derive(Debug, Parser)]
#[command(name = "nimstep", version, about, long_about = None)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// Output format.
    #[arg(long, global = true, value_enum, default_value_t)]
    pub format: Format,
    /// When to colour the terminal output (NO_COLOR and CLICOLOR_FORCE are
    /// honoured under `auto`).
    #[arg(long, global = true, value_enum, default_value_t, value_name = "WHEN")]
    pub color: ColorChoice,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Walk through Bouton's analysis of a position: binary, columns,
    /// nim-sum, verdict, and every winning move.
    Explain(ExplainArgs),
    /// Label every position reachable from a position P or N by Ferguson's
    /// recursive procedure, beside the nim-sum rule's answer.
    Label(LabelArgs),
    /// Draw the P/N grid of two heaps, so the P-positions' line shows.
    Table(TableArgs),
    /// List every legal move from a position with the nim-sum it leaves,
    /// the winning ones marked.
    Moves(MovesArgs),
}

/// The heaps of a position, as words on the command line.
#[derive(Debug, Clone, Args)]
pub struct HeapArgs {
    /// Heap sizes, separated by spaces or commas (`13 12 8` or `13,12,8`);
    /// read from standard input when none are given.
    #[arg(value_name = "HEAPS", allow_negative_numbers = true)]
    pub heaps: Vec<String>,
}

/// Arguments of `nimstep explain`.
#[derive(Debug, Clone, Args)]
pub struct ExplainArgs {
    /// The position.
    #[command(flatten)]
    pub position: HeapArgs,
    /// Change heap K (counting from 1) in the walkthrough, instead of the
    /// first heap that has a winning move.
    #[arg(long, value_name = "K")]
    pub heap: Option<usize>,
    /// Play misère Nim: whoever takes the last stone loses.
    #[arg(long)]
    pub misere: bool,
}

/// Arguments of `nimstep label`.
#[derive(Debug, Clone, Args)]
pub struct LabelArgs {
    /// The position to start from.
    #[command(flatten)]
    pub position: HeapArgs,
    /// Play misère Nim: whoever takes the last stone loses.
    #[arg(long)]
    pub misere: bool,
}

/// Arguments of `nimstep table`.
#[derive(Debug, Clone, Args)]
pub struct TableArgs {
    /// The largest heap size shown (0 to 64).
    #[arg(long, value_name = "N", default_value_t = 7)]
    pub max: u64,
    /// Fix a third heap of K stones.
    #[arg(long, value_name = "K")]
    pub third: Option<u64>,
    /// Play misère Nim: whoever takes the last stone loses.
    #[arg(long)]
    pub misere: bool,
}

/// Arguments of `nimstep moves`.
#[derive(Debug, Clone, Args)]
pub struct MovesArgs {
    /// The position.
    #[command(flatten)]
    pub position: HeapArgs,
    /// Play misère Nim: whoever takes the last stone loses.
    #[arg(long)]
    pub misere: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn clap_definitions_are_consistent() {
        Cli::command().debug_assert();
    }
}
