//! A program on a real pseudo-terminal: keystrokes in, the screen (as a
//! terminal would show it, through vt100) read back; shared by the tests
//! of `--pause` and of `play`.

use portable_pty::{native_pty_system, Child, CommandBuilder, MasterPty, PtySize};
use std::io::{Read, Write};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

/// The binary running on a pseudo-terminal, and the screen it has drawn.
pub(crate) struct Terminal {
    /// The terminal's own end, kept open while the program runs.
    pub(crate) master: Box<dyn MasterPty + Send>,
    pub(crate) child: Box<dyn Child + Send + Sync>,
    pub(crate) keys: Box<dyn Write + Send>,
    pub(crate) bytes: Receiver<Vec<u8>>,
    pub(crate) screen: vt100::Parser,
}

const ROWS: u16 = 60;
const COLS: u16 = 80;

pub(crate) fn size(cols: u16, rows: u16) -> PtySize {
    PtySize {
        rows,
        cols,
        pixel_width: 0,
        pixel_height: 0,
    }
}

impl Terminal {
    /// Starts `nimstep` with `args` on a terminal of [`COLS`] × [`ROWS`].
    pub(crate) fn start(args: &[&str]) -> Terminal {
        Terminal::sized(args, COLS, ROWS)
    }

    /// Starts `nimstep` with `args` on a terminal of `cols` × `rows`.
    pub(crate) fn sized(args: &[&str], cols: u16, rows: u16) -> Terminal {
        let pty = native_pty_system()
            .openpty(size(cols, rows))
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
            master: pty.master,
            child,
            keys,
            bytes,
            screen: vt100::Parser::new(rows, cols, 0),
        }
    }

    /// The text on the screen now.
    pub(crate) fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// The rows of the screen now, the status line last.
    pub(crate) fn rows(&self) -> Vec<String> {
        let (_, cols) = self.screen.screen().size();
        self.screen.screen().rows(0, cols).collect()
    }

    /// Reads output until `done` holds of the screen (fails after a while).
    pub(crate) fn wait_until(&mut self, what: &str, done: impl Fn(&Terminal) -> bool) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if done(self) {
                return self.text();
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "no {what} on the screen:\n{}", self.text());
            if let Ok(bytes) = self
                .bytes
                .recv_timeout(left.min(Duration::from_millis(200)))
            {
                self.screen.process(&bytes);
            }
        }
    }

    /// Reads output until the screen holds `needle` (fails after a while).
    pub(crate) fn wait_for(&mut self, needle: &str) -> String {
        self.wait_until(&format!("{needle:?}"), |t| t.text().contains(needle))
    }

    /// Types `keys` (raw bytes, as a keyboard or clicker sends them).
    pub(crate) fn press(&mut self, keys: &str) {
        self.keys.write_all(keys.as_bytes()).unwrap();
        self.keys.flush().unwrap();
    }

    /// Makes the terminal `cols` × `rows`, as a window resized by hand.
    pub(crate) fn resize(&mut self, cols: u16, rows: u16) {
        self.master.resize(size(cols, rows)).unwrap();
        self.screen.screen_mut().set_size(rows, cols);
    }

    /// Sends the program a signal (`TERM`, `HUP`, …).
    pub(crate) fn signal(&mut self, name: &str) {
        let pid = self.child.process_id().expect("a process id").to_string();
        let sent = std::process::Command::new("kill")
            .args([&format!("-{name}"), &pid])
            .status()
            .unwrap();
        assert!(sent.success());
    }

    /// The terminal's local modes now, as the program left them: whether
    /// it echoes and reads whole lines (both on, unless in raw mode).
    pub(crate) fn echoes_lines(&self) -> bool {
        let modes = self.master.get_termios().expect("the terminal's modes");
        let flags = format!("{:?}", modes.local_flags);
        let words: Vec<&str> = flags.split(|c: char| !c.is_ascii_alphanumeric()).collect();
        words.contains(&"ECHO") && words.contains(&"ICANON")
    }

    /// Waits until the program has given the screen back: the main screen,
    /// the cursor shown (what it wrote last may arrive a moment late).
    pub(crate) fn given_back(&mut self) {
        self.wait_until("the main screen and the cursor", |t| {
            let screen = t.screen.screen();
            !screen.alternate_screen() && !screen.hide_cursor()
        });
    }

    /// Waits for the program to end and returns its exit status, with the
    /// screen brought up to date.
    pub(crate) fn finish(&mut self) -> u32 {
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
