//! Issue 12: bounded input, honest files, linear cost, write errors and
//! the finish of the command line, each driven through the real binary.

use crate::support::nimstep;
use std::fs::File;
use std::process::{Command, Stdio};

/// What the binary did with standard input taken from `stdin`.
fn with_stdin(args: &[&str], stdin: Stdio) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_nimstep"))
        .args(args)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("CLICOLOR")
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("nimstep runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn dev_zero() -> Stdio {
    Stdio::from(File::open("/dev/zero").expect("/dev/zero opens"))
}

#[test]
fn endless_answers_are_refused_not_read() {
    for args in [&["play", "1", "2", "3"][..], &["quiz", "--seed", "1"]] {
        let (code, _, stderr) = with_stdin(args, dev_zero());
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains("longer than 4096 bytes"), "{stderr}");
        assert!(stderr.len() < 300, "{stderr}");
    }
}

#[test]
fn endless_heaps_on_stdin_are_refused() {
    let (code, stdout, stderr) = with_stdin(&["explain"], dev_zero());
    assert_eq!(code, 2, "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("longer than 64 MiB"), "{stderr}");
    assert!(stdout.is_empty());
}

#[test]
fn a_million_heaps_is_the_most() {
    let million = "1 ".repeat(1_000_000);
    let out = nimstep(&["explain", "--format", "json"], &million);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let out = nimstep(&["explain", "--format", "json"], &format!("{million}1"));
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains("more than 1000000 heaps"),
        "{}",
        out.stderr
    );
}

#[test]
fn answers_are_echoed_short_and_escaped() {
    let line = format!("\u{1b}[2J{}\n", "7".repeat(3000));
    let out = nimstep(&["play", "1", "2", "3"], &format!("{line}quit\n"));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(!out.stdout.contains('\u{1b}'), "no raw escape is echoed");
    assert!(out.stdout.contains("\\u{1b}[2J"), "{}", out.stdout);
    assert!(out.stdout.lines().all(|l| l.chars().count() < 200));
    let out = nimstep(&["quiz", "--seed", "1"], &format!("{line}quit\n"));
    assert!(!out.stdout.contains('\u{1b}'), "quiz echoes an excerpt too");
    assert!(out.stdout.contains("\\u{1b}[2J"), "{}", out.stdout);
}
