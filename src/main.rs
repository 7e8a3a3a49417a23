//! The `nimstep` binary: parse the command line, run, map errors to exit
//! codes.

use clap::Parser;
use nimstep::cli::{output_width, Cli};
use nimstep::commands::{self, Io};
use nimstep::palette::Palette;
use nimstep::render::Settings;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    install_panic_hook();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => return usage_error(err),
    };
    let stdout = io::stdout();
    let output_is_terminal = stdout.is_terminal();
    let settings = Settings {
        format: cli.format,
        palette: Palette::new(cli.color.use_color()).with_ascii(cli.ascii),
        width: output_width(
            cli.width,
            output_is_terminal
                .then(|| comfy_table::Table::new().width())
                .flatten(),
            std::env::var("COLUMNS").ok().as_deref(),
        ),
    };
    let stdin = io::stdin();
    let input_is_terminal = stdin.is_terminal();
    let mut input = stdin.lock();
    let mut output = BufWriter::new(stdout.lock());
    let mut io = Io {
        input: &mut input,
        input_is_terminal,
        output_is_terminal,
        output: &mut output,
    };
    let result = commands::run(&cli, &settings, &mut io).and_then(|()| {
        output.flush()?;
        Ok(())
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if err.is_broken_pipe() => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err}");
            ExitCode::from(err.exit_code() as u8)
        }
    }
}

/// A last net: should a bug ever panic, say so in one line, without a
/// backtrace. Bad input never gets here; it is an `Error` with exit 2.
fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!("error: internal error{place}; this is a bug in nimstep, please report it");
    }));
}

/// clap's own errors: help and version go to stdout with status 0; no
/// subcommand at all shows the help on stderr; any other usage error
/// becomes one line on stderr (with the possible values, when clap lists
/// them). All usage errors exit with status 2.
fn usage_error(err: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    match err.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = err.print();
            ExitCode::SUCCESS
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = err.print();
            ExitCode::from(2)
        }
        _ => {
            let rendered = err.render().to_string();
            let summary: Vec<&str> = rendered
                .lines()
                .take_while(|line| !line.trim().is_empty())
                .map(str::trim)
                .collect();
            eprintln!("{} (see `nimstep --help`)", summary.join(" "));
            ExitCode::from(2)
        }
    }
}
