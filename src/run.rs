//! The whole program behind `main`: parse the command line, run, map
//! errors to exit codes. It lives in the library so that `main.rs` needs
//! nothing else of it, and the library shows the binary one entry.

use crate::cli::output_width;
use crate::commands::{self, formats};
use crate::io::Io;
use crate::palette::{ColorChoice, Palette};
use crate::render::Settings;
use crate::usage;
use crate::visible::one_line;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

/// Runs nimstep on the process's arguments, standard streams and
/// environment, and says how the process should exit.
pub fn run() -> ExitCode {
    install_panic_hook();
    crate::interrupt::report_file_size_limit();
    let args: Vec<String> = std::env::args_os()
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    let cli = match commands::parse(std::env::args_os()) {
        Ok(cli) => cli,
        Err(err) => {
            let colour = ColorChoice::Auto.use_color();
            let code = usage::report(
                &err,
                &args,
                &mut io::stdout().lock(),
                &mut io::stderr().lock(),
                colour,
            );
            return ExitCode::from(code);
        }
    };
    let format = match formats::choose(&cli.command, cli.format) {
        Ok(format) => format,
        Err(err) => {
            let _ = writeln!(io::stderr(), "error: {}", one_line(&err.to_string()));
            return ExitCode::from(err.exit_code() as u8);
        }
    };
    let stdout = io::stdout();
    let output_is_terminal = stdout.is_terminal();
    let settings = Settings {
        format,
        palette: Palette::new(cli.color.use_color()).with_ascii(cli.ascii),
        width: output_width(
            cli.width,
            output_is_terminal
                .then(|| crossterm::terminal::size().ok().map(|(width, _)| width))
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
        Err(err) if err.is_quiet() => ExitCode::from(err.exit_code() as u8),
        Err(err) => {
            // Not `eprintln!`, which panics when standard error is full.
            // Made visible: a message may echo a path or an argument.
            let _ = writeln!(io::stderr(), "error: {}", one_line(&err.to_string()));
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
        // Never `eprintln!` here: a panic while panicking aborts the process.
        let _ = writeln!(
            io::stderr(),
            "error: internal error{place}; this is a bug in nimstep, please report it"
        );
    }));
}
