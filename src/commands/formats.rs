//! Which output formats each command can write, and the choice of one.
//!
//! Exists because `--format` is global but not every command can write
//! every format: a command refuses the ones it cannot write, naming those
//! it can, instead of ignoring the flag. The help of each command lists the
//! same formats (a test holds the two together).

use crate::commands::Command;
use crate::error::Error;
use crate::render::Format;

/// The format to write: the one asked for with `--format` if `command` can
/// write it, else its default; an error names the formats it can write.
pub(crate) fn choose(command: &Command, asked: Option<Format>) -> Result<Format, Error> {
    let declaration = command.declared().declaration();
    let accepted = declaration.formats;
    let default = accepted.first().copied().unwrap_or_default();
    let Some(asked) = asked else {
        return Ok(default);
    };
    if accepted.contains(&asked) {
        return Ok(asked);
    }
    let what = if accepted.is_empty() {
        "takes no --format: its output has a fixed form".to_string()
    } else {
        format!("writes only {}", list(accepted))
    };
    Err(Error::usage(format!(
        "--format {}: `nimstep {}` {what}",
        asked.name(),
        declaration.name
    )))
}

fn list(formats: &[Format]) -> String {
    let names: Vec<&str> = formats.iter().map(|f| f.name()).collect();
    match names.as_slice() {
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
        [] => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::Cli;

    #[test]
    fn refusals_name_what_is_accepted() {
        let err = choose(&Cli::command_of("export --out x"), Some(Format::Json)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "--format json: `nimstep export` writes only markdown or html"
        );
        assert_eq!(
            choose(&Cli::command_of("worksheet"), None).unwrap(),
            Format::Terminal
        );
        let err = choose(&Cli::command_of("man"), Some(Format::Terminal)).unwrap_err();
        assert!(err.to_string().contains("takes no --format"), "{err}");
        assert_eq!(
            choose(&Cli::command_of("explain 1"), Some(Format::Json)).unwrap(),
            Format::Json
        );
    }
}
