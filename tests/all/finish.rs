//! How a run ends: a closed pipe or a full disk, a file-size limit,
//! colours by flag and environment, misspellings, the manual and
//! completions, and the formats each command writes.

use crate::support::{closed_pipe, names, nimstep, under_shell};
use std::process::{Command, Stdio};

#[test]
fn a_file_size_limit_ends_with_a_message() {
    let target = tempfile::tempdir().unwrap();
    let out = target.path().join("notes");
    let (code, _, stderr) =
        under_shell("ulimit -f 1", &format!("export --out '{}'", out.display()));
    assert_eq!(code, 1, "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("ulimit -f"), "{stderr}");
    // All or nothing: not even the folder it created is left.
    assert!(!out.exists(), "{:?}", names(&out));
    let file = target.path().join("walkthrough.txt");
    let (code, _, stderr) = under_shell(
        "ulimit -f 1",
        &format!(
            "explain 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 > '{}'",
            file.display()
        ),
    );
    assert_eq!(code, 1, "{stderr}");
    assert!(
        stderr.contains("could not write the output") && stderr.contains("ulimit -f"),
        "{stderr}"
    );
}

/// Runs nimstep with standard output (and optionally standard error) on
/// `/dev/full`, where every write fails.
fn into_dev_full(args: &[&str], stderr_too: bool) -> (i32, String) {
    let full = || {
        Stdio::from(
            std::fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .unwrap(),
        )
    };
    let output = Command::new(env!("CARGO_BIN_EXE_nimstep"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(full())
        .stderr(if stderr_too { full() } else { Stdio::piped() })
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn a_failed_write_is_one_line_and_a_failure() {
    for args in [
        &["completions", "zsh"][..],
        &["man"],
        &["explain", "13", "12", "8"],
        &["--help"],
        &["explain", "--help"],
        &["--version"],
    ] {
        let (code, stderr) = into_dev_full(args, false);
        assert_eq!(code, 1, "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("error: could not write the"),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("internal error"), "{args:?}: {stderr}");
    }
    // With nowhere to say it, the status alone tells (no abort: not 134).
    let (code, _) = into_dev_full(&["explain", "13", "12", "8"], true);
    assert_eq!(code, 1);
    let (code, _) = into_dev_full(&["explian"], true);
    assert_eq!(code, 2);
}

#[test]
fn a_closed_pipe_ends_quietly() {
    // Help and version, closed before a byte is read.
    for args in [&["--help"][..], &["explain", "--help"], &["--version"]] {
        let (code, stderr) = closed_pipe(args, 0);
        assert_eq!(code, 0, "{args:?}: {stderr}");
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
    }
    // A long walkthrough, closed after its first bytes.
    let heaps: Vec<String> = (1..=5000).map(|i| i.to_string()).collect();
    let mut args = vec!["explain"];
    args.extend(heaps.iter().map(String::as_str));
    for format in ["terminal", "json"] {
        let mut with_format = args.clone();
        with_format.extend(["--format", format]);
        let (code, stderr) = closed_pipe(&with_format, 16);
        assert_eq!(code, 0, "{format}: {stderr}");
        assert!(stderr.is_empty(), "{format}: {stderr}");
    }
}

#[test]
fn misspellings_get_a_tip_and_the_subcommand_help() {
    use crate::support::refused;
    refused(
        &["explian", "1", "2"],
        "",
        "tip: a similar subcommand exists: 'explain' (see `nimstep explain --help`)",
    );
    refused(
        &["explain", "--colr", "never", "1"],
        "",
        "tip: a similar argument exists: '--color' (see `nimstep explain --help`)",
    );
    refused(
        &["moves", "--misre", "1"],
        "",
        "(see `nimstep moves --help`)",
    );
}

/// Variables set, `--color` value, colour expected?
type Case = (&'static [(&'static str, &'static str)], &'static str, bool);

#[test]
fn colour_variables_follow_no_color_org_and_clicolor() {
    // Into a pipe: only a forcing variable or the flag colours.
    let coloured = |vars: &[(&str, &str)], flag: &str| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_nimstep"));
        command.args(["explain", "5", "8", "10", "--color", flag]);
        for var in [
            "NO_COLOR",
            "CLICOLOR_FORCE",
            "FORCE_COLOR",
            "CLICOLOR",
            "TERM",
        ] {
            command.env_remove(var);
        }
        command.envs(vars.iter().copied());
        let out = command.output().unwrap();
        String::from_utf8_lossy(&out.stdout).contains('\u{1b}')
    };
    let table: &[Case] = &[
        (&[], "auto", false),
        (&[("NO_COLOR", "1")], "auto", false),
        (&[("CLICOLOR_FORCE", "1")], "auto", true),
        (&[("CLICOLOR_FORCE", "0")], "auto", false),
        (&[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "")], "auto", true),
        (&[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")], "auto", true),
        (&[("CLICOLOR_FORCE", "1")], "never", false),
        (&[("NO_COLOR", "1")], "always", true),
        (&[("CLICOLOR", "0")], "always", true),
        (&[("CLICOLOR", "0")], "auto", false),
    ];
    for &(vars, flag, expected) in table {
        assert_eq!(coloured(vars, flag), expected, "{vars:?} --color {flag}");
    }
}

#[test]
fn man_prints_the_main_page_or_writes_one_per_command() {
    let man = nimstep(&["man"], "");
    assert_eq!(man.code, 0);
    for part in [
        ".TH nimstep 1",
        ".SH NAME",
        ".SH SYNOPSIS",
        "explain",
        "\\-\\-format",
        ".SH EXAMPLES",
    ] {
        assert!(man.stdout.contains(part), "{part}: {}", man.stdout);
    }
    let target = tempfile::tempdir().unwrap();
    let dir = target.path().join("man");
    let out = nimstep(&["man", "--out", dir.to_str().unwrap()], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let pages = names(&dir);
    let commands = [
        "check",
        "completions",
        "explain",
        "export",
        "glossary",
        "grundy",
        "label",
        "lesson",
        "man",
        "moves",
        "play",
        "quiz",
        "table",
        "worksheet",
    ];
    let mut expected: Vec<String> = commands.iter().map(|c| format!("nimstep-{c}.1")).collect();
    expected.push("nimstep.1".to_string());
    expected.sort();
    assert_eq!(pages, expected);
    for page in &pages {
        let text = std::fs::read_to_string(dir.join(page)).unwrap();
        assert!(text.contains(".SH EXAMPLES\n.TP\n\\fBnimstep"), "{page}");
        assert_eq!(
            out.stdout.matches(page.as_str()).count(),
            1,
            "{page} reported once"
        );
    }
    let explain = std::fs::read_to_string(dir.join("nimstep-explain.1")).unwrap();
    assert!(
        explain.contains("\\fBnimstep explain 13 12 8\\fR"),
        "{explain}"
    );
}

#[test]
fn completions_for_each_shell() {
    for shell in ["bash", "zsh", "fish"] {
        let out = nimstep(&["completions", shell], "");
        assert_eq!(out.code, 0);
        assert!(out.stdout.contains("explain"), "{shell}");
    }
    let bad = nimstep(&["completions", "cmd.exe"], "");
    assert_eq!(bad.code, 2);
}

#[test]
fn the_bench_script_installs_nothing_and_says_what_is_missing() {
    // A PATH holding only `dirname`: hyperfine is missing.
    let bin = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(which("dirname"), bin.path().join("dirname")).unwrap();
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/run.sh");
    let output = Command::new("/bin/bash")
        .arg(script)
        .env("PATH", bin.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("needs: hyperfine"), "{stderr}");
    assert!(
        stderr.contains("sudo apt-get install hyperfine"),
        "{stderr}"
    );
    let text = std::fs::read_to_string(script).unwrap();
    assert!(
        text.contains("${CARGO_TARGET_DIR:-target}/release")
            || text.contains("target=${CARGO_TARGET_DIR:-target}")
    );
    assert!(!text
        .lines()
        .any(|l| l.trim_start().starts_with("apt-get") || l.contains("&& apt-get")));
}

/// Where a program is on this machine's PATH.
fn which(program: &str) -> std::path::PathBuf {
    std::env::var_os("PATH")
        .and_then(|paths| {
            std::env::split_paths(&paths)
                .map(|dir| dir.join(program))
                .find(|path| path.is_file())
        })
        .unwrap_or_else(|| panic!("{program} is on the PATH"))
}
