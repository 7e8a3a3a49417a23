use std::io::Write;
use std::process::{Command, Stdio};

/// What the binary did.
pub struct Outcome {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs the real `nimstep` binary with `args` and `stdin`, with colour
/// variables removed from the environment so results don't depend on the
/// machine.
pub fn nimstep(args: &[&str], stdin: &str) -> Outcome {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimstep"))
        .args(args)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("FORCE_COLOR")
        .env_remove("CLICOLOR")
        .env("RUST_BACKTRACE", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the nimstep binary starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    // The binary may exit before reading everything; that is fine.
    let _ = input.write_all(stdin.as_bytes());
    drop(input);
    let output = child.wait_with_output().expect("nimstep finishes");
    Outcome {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Runs a bad command line and checks the contract for bad input: exit 2,
/// one line on stderr mentioning `needle`, nothing on stdout, no panic.
pub fn refused(args: &[&str], stdin: &str, needle: &str) {
    let out = nimstep(args, stdin);
    assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
    assert_eq!(out.stderr.lines().count(), 1, "{args:?}: {}", out.stderr);
    assert!(out.stderr.contains(needle), "{args:?}: {}", out.stderr);
    assert!(!out.stderr.contains("panicked"));
    assert!(out.stdout.is_empty());
}
