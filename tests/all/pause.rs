//! `--pause` on a real pseudo-terminal: keystrokes in, the screen (as a
//! terminal would show it) read back after each.

use crate::support::nimstep;
use portable_pty::{native_pty_system, Child, CommandBuilder, PtySize};
use std::io::{Read, Write};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

/// The binary running on a pseudo-terminal, and the screen it has drawn.
struct Terminal {
    /// The terminal's own end, kept open while the program runs.
    _master: Box<dyn portable_pty::MasterPty + Send>,
    child: Box<dyn Child + Send + Sync>,
    keys: Box<dyn Write + Send>,
    bytes: Receiver<Vec<u8>>,
    screen: vt100::Parser,
}

const ROWS: u16 = 60;
const COLS: u16 = 80;

impl Terminal {
    /// Starts `nimstep` with `args` on a terminal of [`ROWS`] × [`COLS`].
    fn start(args: &[&str]) -> Terminal {
        Terminal::sized(args, ROWS)
    }

    /// Starts `nimstep` with `args` on a terminal of `rows` × [`COLS`].
    fn sized(args: &[&str], rows: u16) -> Terminal {
        let pty = native_pty_system()
            .openpty(PtySize {
                rows,
                cols: COLS,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("a pseudo-terminal opens");
        let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_nimstep"));
        command.args(args);
        command.args(["--color", "never"]);
        command.env("TERM", "xterm");
        let child = pty.slave.spawn_command(command).expect("nimstep starts");
        drop(pty.slave);
        let mut reader = pty.master.try_clone_reader().unwrap();
        let keys = pty.master.take_writer().unwrap();
        let (send, bytes) = channel();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 || send.send(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        Terminal {
            _master: pty.master,
            child,
            keys,
            bytes,
            screen: vt100::Parser::new(rows, COLS, 0),
        }
    }

    /// The text on the screen now.
    fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Reads output until the screen holds `needle` (fails after a while).
    fn wait_for(&mut self, needle: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let text = self.text();
            if text.contains(needle) {
                return text;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "no {needle:?} on the screen:\n{text}");
            if let Ok(bytes) = self
                .bytes
                .recv_timeout(left.min(Duration::from_millis(200)))
            {
                self.screen.process(&bytes);
            }
        }
    }

    /// Types `keys` (raw bytes, as a keyboard or clicker sends them).
    fn press(&mut self, keys: &str) {
        self.keys.write_all(keys.as_bytes()).unwrap();
        self.keys.flush().unwrap();
    }

    /// Waits for the program to end and returns its exit status, with the
    /// screen brought up to date.
    fn finish(&mut self) -> u32 {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            while let Ok(bytes) = self.bytes.try_recv() {
                self.screen.process(&bytes);
            }
            if let Some(status) = self.child.try_wait().unwrap() {
                while let Ok(bytes) = self.bytes.recv_timeout(Duration::from_millis(100)) {
                    self.screen.process(&bytes);
                }
                return status.exit_code();
            }
            assert!(
                Instant::now() < deadline,
                "nimstep did not stop:\n{}",
                self.text()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// A test that fails part-way leaves no program behind.
impl Drop for Terminal {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
    }
}

const RIGHT: &str = "\x1b[C";
const LEFT: &str = "\x1b[D";
const DOWN: &str = "\x1b[B";
const UP: &str = "\x1b[A";
const PAGE_DOWN: &str = "\x1b[6~";
const PAGE_UP: &str = "\x1b[5~";

#[test]
fn a_walkthrough_steps_forward_back_and_jumps() {
    let mut t = Terminal::start(&["explain", "13", "12", "8", "--pause"]);
    let screen = t.wait_for("step 1 of 11");
    assert!(screen.contains("Position 13 12 8"), "{screen}");
    assert!(screen.contains("1. Write each heap in binary"), "{screen}");
    assert!(!screen.contains("2. Stack"), "{screen}");
    assert!(screen.contains("→ next · ← back · q quit"), "{screen}");

    t.press(RIGHT);
    t.wait_for("step 2 of 11");
    t.press(" ");
    let screen = t.wait_for("step 3 of 11");
    assert!(screen.contains("3. Read off the nim-sum"), "{screen}");
    assert!(
        screen.contains("13 ⊕ 12 ⊕ 8 = 1001₂ = 8 + 1 = 9"),
        "{screen}"
    );
    assert!(
        !screen.contains("1. Write each heap"),
        "the screen is cleared:\n{screen}"
    );
    assert!(
        screen.contains("Position 13 12 8"),
        "the title stays:\n{screen}"
    );

    t.press(LEFT);
    let screen = t.wait_for("step 2 of 11");
    assert!(screen.contains("2. Stack the heaps in binary"), "{screen}");
    assert!(!screen.contains("3. Read off"), "{screen}");

    t.press(PAGE_DOWN);
    t.wait_for("step 3 of 11");
    t.press(DOWN);
    t.wait_for("step 4 of 11");
    t.press("\r");
    t.wait_for("step 5 of 11");
    t.press(PAGE_UP);
    t.wait_for("step 4 of 11");
    t.press(UP);
    t.wait_for("step 3 of 11");
    t.press("b");
    t.wait_for("step 2 of 11");

    t.press("1");
    t.wait_for("go to step 1_");
    t.press("0");
    t.press("\r");
    let screen = t.wait_for("step 10 of 11");
    assert!(screen.contains("10. Check"), "{screen}");

    t.press(RIGHT);
    t.press(RIGHT);
    let screen = t.wait_for("step 11 of 11 · the end");
    assert!(
        screen.contains("│ #3   ┆    8 ┆    7 ┆      1 │"),
        "{screen}"
    );
    t.press("q");
    assert_eq!(t.finish(), 0);
    assert!(
        !t.screen.screen().hide_cursor(),
        "the cursor is shown again"
    );
}

#[test]
fn ctrl_c_and_escape_quit_and_restore_the_terminal() {
    for key in ["\x03", "\x1b"] {
        let mut t = Terminal::start(&["explain", "4", "1", "1", "--misere", "--pause"]);
        t.wait_for("step 1 of");
        t.press(key);
        assert_eq!(t.finish(), 0, "{key:?}");
        assert!(!t.screen.screen().hide_cursor(), "{key:?}");
    }
}

#[test]
fn every_document_command_pauses() {
    for (args, first) in [
        (
            &["check", "13", "12", "8", "--from", "1", "--take", "9"][..],
            "step 1 of",
        ),
        (&["moves", "1", "2", "3"][..], "step 1 of"),
        (&["label", "1", "2"][..], "step 1 of"),
        (&["table", "--max", "5"][..], "step 1 of 2"),
        (&["glossary"][..], "step 1 of"),
    ] {
        let mut all = args.to_vec();
        all.push("--pause");
        let mut t = Terminal::start(&all);
        t.wait_for(first);
        t.press("q");
        assert_eq!(t.finish(), 0, "{args:?}");
    }
}

#[test]
fn a_lesson_steps_through_its_sections_and_its_examples() {
    let mut t = Terminal::start(&["lesson", "2", "--pause"]);
    let screen = t.wait_for("step 1 of");
    assert!(screen.contains("Binary numbers"), "{screen}");
    // Forward, one screen at a time, to the worked example.
    let mut step = 1;
    loop {
        step += 1;
        t.press(" ");
        let screen = t.wait_for(&format!("step {step} of"));
        if screen.contains("Position 25 —") {
            assert!(screen.contains("Write each heap in binary"), "{screen}");
            assert!(
                !screen.contains("Take 25:"),
                "the prose before is its own screen:\n{screen}"
            );
            break;
        }
        assert!(step < 30, "no worked example:\n{screen}");
    }
    t.press(" ");
    let screen = t.wait_for(&format!("step {} of", step + 1));
    assert!(screen.contains("Why it always works"), "{screen}");
    assert!(!screen.contains("Position 25 —"), "{screen}");
    t.press("q");
    assert_eq!(t.finish(), 0);
}

#[test]
fn a_short_terminal_shows_tall_steps_in_parts_and_loses_no_line() {
    let plain = nimstep(&["explain", "13", "12", "8", "--color", "never"], "").stdout;
    let mut t = Terminal::sized(&["explain", "13", "12", "8", "--pause"], 14);
    let first = t.wait_for("step 1 of");
    let steps: usize = first
        .split("step 1 of ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .expect("a step count");
    assert!(steps > 11, "tall steps are cut: {steps} screens");
    let mut seen = first;
    for step in 2..=steps {
        t.press(" ");
        seen.push_str(&t.wait_for(&format!("step {step} of {steps}")));
    }
    for line in plain.lines().filter(|l| !l.trim().is_empty()) {
        assert!(seen.contains(line.trim_end()), "never shown: {line:?}");
    }
    t.press("q");
    assert_eq!(t.finish(), 0);
}

#[test]
fn a_piped_pause_says_so_and_prints_everything() {
    let plain = nimstep(&["explain", "13", "12", "8"], "");
    let paused = nimstep(&["explain", "13", "12", "8", "--pause"], "");
    assert_eq!(paused.code, 0);
    assert_eq!(paused.stdout, plain.stdout);
    assert_eq!(paused.stderr.lines().count(), 1, "{}", paused.stderr);
    assert!(
        paused.stderr.contains("not a terminal"),
        "{}",
        paused.stderr
    );
    let json = nimstep(&["label", "1", "2", "--pause", "--format", "json"], "");
    assert_eq!(json.code, 0);
    assert!(
        json.stderr.is_empty(),
        "JSON is never paused: {}",
        json.stderr
    );
}
