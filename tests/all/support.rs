use std::cell::OnceCell;
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
    nimstep_bytes(args, stdin.as_bytes())
}

/// [`nimstep`] with bytes on standard input, so a test can type what is
/// not UTF-8.
pub fn nimstep_bytes(args: &[&str], stdin: &[u8]) -> Outcome {
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
    let _ = input.write_all(stdin);
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
    holds_refusal(&nimstep(args, stdin), args, needle);
}

/// The contract for bad input on what `args` did: exit 2, one line on
/// stderr mentioning `needle`, nothing on stdout, no panic.
fn holds_refusal<A: std::fmt::Debug + ?Sized>(out: &Outcome, args: &A, needle: &str) {
    assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
    assert_eq!(out.stderr.lines().count(), 1, "{args:?}: {}", out.stderr);
    assert!(out.stderr.contains(needle), "{args:?}: {}", out.stderr);
    assert!(!out.stderr.contains("panicked"));
    assert!(out.stdout.is_empty());
}

/// A run of the real binary that reads like a spec:
/// `Run::new("explain 13 12 8").stdout_has("take 9").code(0)`.
///
/// The command runs once, at the first check; each check names the command
/// line when it fails.
pub struct Run {
    args: Vec<String>,
    stdin: String,
    outcome: OnceCell<Outcome>,
}

impl Run {
    /// The command line after `nimstep`, split at spaces.
    pub fn new(line: &str) -> Self {
        Run {
            args: line.split_whitespace().map(String::from).collect(),
            stdin: String::new(),
            outcome: OnceCell::new(),
        }
    }

    /// Text fed to standard input.
    pub fn stdin(mut self, text: &str) -> Self {
        self.stdin = text.to_string();
        self
    }

    /// What the run did (running it the first time).
    pub fn outcome(&self) -> &Outcome {
        self.outcome.get_or_init(|| {
            let args: Vec<&str> = self.args.iter().map(String::as_str).collect();
            nimstep(&args, &self.stdin)
        })
    }

    /// Asserts the exit status.
    pub fn code(self, code: i32) -> Self {
        let out = self.outcome();
        assert_eq!(out.code, code, "{:?}: {}", self.args, out.stderr);
        self
    }

    /// Asserts that standard output holds `needle`, wherever the terminal
    /// renderer wrapped its lines.
    pub fn stdout_has(self, needle: &str) -> Self {
        let out = self.outcome();
        assert!(
            flowed(&out.stdout).contains(&flowed(needle)),
            "{:?}: no {needle:?} in\n{}",
            self.args,
            out.stdout
        );
        self
    }

    /// Asserts that standard output does not hold `needle`, however wrapped.
    pub fn stdout_lacks(self, needle: &str) -> Self {
        let out = self.outcome();
        assert!(
            !flowed(&out.stdout).contains(&flowed(needle)),
            "{:?}: {needle:?} found in\n{}",
            self.args,
            out.stdout
        );
        self
    }

    /// Asserts the contract for bad input: exit 2, one line on stderr
    /// mentioning `needle`, nothing on stdout, no panic.
    pub fn refused(self, needle: &str) -> Self {
        holds_refusal(self.outcome(), &self.args, needle);
        self
    }

    /// Asserts that standard error holds `needle`.
    pub fn stderr_has(self, needle: &str) -> Self {
        let out = self.outcome();
        assert!(
            out.stderr.contains(needle),
            "{:?}: no {needle:?} in\n{}",
            self.args,
            out.stderr
        );
        self
    }
}

/// Text with every run of whitespace (line breaks included) made one space.
pub fn flowed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Runs one lesson block with a budget of its own, as the tests of single
/// lessons need.
pub fn run_block(words: &[String]) -> Result<Vec<nimstep_core::doc::Document>, String> {
    nimstep::commands::block::run_block(words, &nimstep_core::budget::Budget::default())
}

/// Runs `args`, reads the first `read` bytes of its output (none for 0),
/// then closes the pipe, as `| head -c` does; the exit status and stderr.
pub fn closed_pipe(args: &[&str], read: usize) -> (i32, String) {
    use std::io::Read;
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimstep"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    if read > 0 {
        let _ = stdout.read(&mut vec![0u8; read]);
    }
    drop(stdout);
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let status = child.wait().unwrap();
    (status.code().unwrap_or(-1), stderr)
}

/// Runs nimstep under `sh` with a shell `prefix` (such as a `ulimit`).
pub fn under_shell(prefix: &str, args: &str) -> (i32, String, String) {
    let script = format!("{prefix}; exec \"$0\" {args}");
    let output = Command::new("sh")
        .args(["-c", &script, env!("CARGO_BIN_EXE_nimstep")])
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("CLICOLOR")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The names in a folder, sorted.
pub fn names(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

/// The walkthrough of `heaps` under `games` (one for all, or one per
/// heap), changing heap `asked` when given.
pub fn explain_game(
    heaps: &[u64],
    games: &[nimstep_core::games::spec::GameSpec],
    asked: Option<usize>,
) -> Result<nimstep_core::solve::walkthrough::Trace, nimstep_core::games::error::GameError> {
    let position = nimstep_core::game::position::Position::new(heaps.to_vec()).unwrap();
    let play = nimstep_core::solve::walkthrough::Play::Games(games);
    nimstep_core::solve::walkthrough::explain(&position, play, asked)
}

/// The winning moves of a heap game's walkthrough (each heap's moves).
pub fn heap_moves(
    trace: &nimstep_core::solve::walkthrough::Trace,
) -> &[nimstep_core::games::heap::grundy::GameMove] {
    use nimstep_core::games::heap::steps::Step;
    heap_steps(trace)
        .iter()
        .find_map(|step| match step {
            Step::AllWinningMoves { moves, .. } => Some(moves.as_slice()),
            _ => None,
        })
        .unwrap_or_default()
}

/// The steps of a heap game's walkthrough.
pub fn heap_steps(
    trace: &nimstep_core::solve::walkthrough::Trace,
) -> &[nimstep_core::games::heap::steps::Step] {
    trace
        .steps_of()
        .unwrap_or_else(|| panic!("a heap game's steps, not {trace:?}"))
}

/// Nim's walkthrough of `heaps` under `rules` (every heap may be empty).
pub fn explain_nim(
    heaps: &[u64],
    rules: nimstep_core::game::Rules,
) -> nimstep_core::solve::walkthrough::Trace {
    let position = nimstep_core::game::position::Position::new(heaps.to_vec()).unwrap();
    nimstep_core::solve::walkthrough::explain_nim(&position, rules, None).unwrap()
}

/// The winning moves of Nim's walkthrough, under either rules.
pub fn nim_moves(trace: &nimstep_core::solve::walkthrough::Trace) -> &[nimstep_core::game::Move] {
    trace
        .nim_moves()
        .unwrap_or_else(|| panic!("Nim's moves, not {trace:?}"))
}

/// The steps of Nim's walkthrough, under either rules.
pub fn nim_steps(trace: &nimstep_core::solve::walkthrough::Trace) -> &[nimstep_core::trace::Step] {
    trace
        .steps_of()
        .unwrap_or_else(|| panic!("Nim's steps, not {trace:?}"))
}

/// `check`'s verdict on `chosen`, a legal move of Nim from `heaps`.
pub fn judged_nim(
    heaps: &[u64],
    rules: nimstep_core::game::Rules,
    chosen: nimstep_core::game::Move,
) -> nimstep_core::solve::check::Judgement {
    use nimstep_core::solve::check::{judge, Proposal};
    judge(Proposal::Nim {
        heaps,
        rules,
        chosen,
    })
    .unwrap()
}

/// `check --game`'s verdict on `chosen`, a legal move from `position`.
pub fn judged_game(
    position: nimstep_core::solve::game_play::GamePosition,
    chosen: nimstep_core::games::any_move::AnyMove,
) -> nimstep_core::solve::check::Judgement {
    use nimstep_core::solve::check::{judge, Proposal};
    judge(Proposal::Game { position, chosen }).unwrap()
}
