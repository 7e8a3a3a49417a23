//! Progress bars on long work: drawn on standard error when it is a
//! terminal (a real pseudo-terminal here), never into a pipe.

use crate::support::nimstep;
use portable_pty::{native_pty_system, CommandBuilder, PtySize};
use std::io::Read;

/// A Grundy table long enough to earn a bar (see `commands/grundy.rs`).
const LONG_TABLE: &str = "nimstep grundy --game kayles --upto 100000 --format json";

/// Everything `nimstep` writes to the terminal when it runs `line` through
/// the shell on a pseudo-terminal, its standard output sent to
/// `/dev/null`, and its exit status.
fn on_a_terminal(line: &str) -> (String, u32) {
    let pty = native_pty_system()
        .openpty(PtySize {
            rows: 24,
            cols: 80,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("a pseudo-terminal opens");
    let bin = env!("CARGO_BIN_EXE_nimstep");
    let mut command = CommandBuilder::new("sh");
    command.args([
        "-c",
        &format!("{} > /dev/null", line.replacen("nimstep", bin, 1)),
    ]);
    command.env("TERM", "xterm");
    let mut child = pty.slave.spawn_command(command).expect("sh starts");
    drop(pty.slave);
    let mut reader = pty.master.try_clone_reader().unwrap();
    let reading = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        // Ends at end of file, or the error a terminal gives once its
        // program has exited.
        let _ = reader.read_to_end(&mut bytes);
        bytes
    });
    let status = child.wait().expect("sh finishes");
    drop(pty.master);
    let bytes = reading.join().unwrap();
    (
        String::from_utf8_lossy(&bytes).into_owned(),
        status.exit_code(),
    )
}

#[test]
fn a_long_grundy_table_shows_a_bar_on_a_terminal() {
    let (screen, code) = on_a_terminal(LONG_TABLE);
    assert_eq!(code, 0, "{screen}");
    assert!(screen.contains("Grundy values"), "{screen:?}");
    assert!(screen.contains("/100000"), "{screen:?}");
}

#[test]
fn a_short_grundy_table_shows_none() {
    let (screen, code) = on_a_terminal("nimstep grundy --game kayles --upto 1000 --format json");
    assert_eq!(code, 0, "{screen}");
    assert!(!screen.contains("Grundy values"), "{screen:?}");
}

#[test]
fn no_bar_goes_into_a_pipe() {
    let args: Vec<&str> = LONG_TABLE.split(' ').skip(1).collect();
    let run = nimstep(&args, "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    assert!(run.stdout.contains("\"values\""), "{}", &run.stdout[..200]);
}

/// A labelling of about 20,000 positions of Kayles: seconds of work.
const LONG_LABELLING: &str = "nimstep label --game kayles 12 12 12 --format json";

#[test]
fn a_long_labelling_counts_its_positions_on_a_terminal() {
    let (screen, code) = on_a_terminal(LONG_LABELLING);
    assert_eq!(code, 0, "{screen}");
    assert!(screen.contains("positions labelled"), "{screen:?}");
    // A short one ends before its count would be drawn.
    let (screen, code) = on_a_terminal("nimstep label --game kayles 3 4");
    assert_eq!(code, 0, "{screen}");
    assert!(!screen.contains("labelled"), "{screen:?}");
    let args: Vec<&str> = LONG_LABELLING.split(' ').skip(1).collect();
    let run = nimstep(&args, "");
    assert_eq!(run.code, 0);
    assert_eq!(run.stderr, "");
}

/// A course of 20 lessons of 50 blocks each (the most a course may hold
/// is 1,000), each a walkthrough of 58 heaps: seconds of exporting.
fn long_course() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let heaps: Vec<String> = (3..61).map(|h| h.to_string()).collect();
    for lesson in 1..=20 {
        let mut text = format!("# Lesson {lesson}\n\nText.\n");
        for block in 1..=50 {
            text.push_str(&format!(
                "\n```nimstep\nexplain {} {block}\n```\n",
                heaps.join(" ")
            ));
        }
        std::fs::write(dir.path().join(format!("{lesson:02}-l{lesson}.md")), text).unwrap();
    }
    dir
}

#[test]
fn a_long_export_counts_its_blocks_on_a_terminal_and_not_into_a_pipe() {
    let course = long_course();
    let lessons = course.path().display().to_string();
    let out = tempfile::tempdir().unwrap();
    let folder = |name: &str| out.path().join(name).display().to_string();
    let (screen, code) = on_a_terminal(&format!(
        "nimstep export --lessons {lessons} --out {}",
        folder("a")
    ));
    assert_eq!(code, 0, "{screen}");
    assert!(screen.contains("lesson blocks run"), "{screen:?}");
    let run = nimstep(
        &["export", "--lessons", &lessons, "--out", &folder("b")],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    assert!(run.stdout.contains("wrote "), "{}", run.stdout);
}
