//! Issue 12: bounded input, honest files, linear cost, write errors and
//! the finish of the command line, each driven through the real binary.

use crate::support::{closed_pipe, nimstep};
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
    // The binary question's refusal quotes the answer too, not only the echo.
    let out = nimstep(
        &["quiz", "--skill", "binary", "--seed", "1"],
        "\u{1b}[2Jxx\nquit\n",
    );
    assert!(!out.stdout.contains('\u{1b}'), "{}", out.stdout);
    assert!(
        out.stdout.contains("`\\u{1b}[2Jxx` is not a binary number"),
        "{}",
        out.stdout
    );
}

/// A folder with one good lesson, `01-mine.md`.
fn course_folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("01-mine.md"),
        "# Mine\n\n```nimstep\nexplain 3 5\n```\n",
    )
    .unwrap();
    dir
}

#[test]
fn only_lesson_files_are_read_and_the_rest_named_once() {
    let dir = course_folder();
    let path = dir.path();
    std::fs::write(path.join("logo.png"), b"\x89PNG\r\n\x1a\n\xff\xfe").unwrap();
    std::fs::write(path.join("notes.md"), "x".repeat(3 << 20)).unwrap();
    std::fs::write(path.join("README.md"), "# Index").unwrap();
    let folder = path.to_str().unwrap();
    let out = nimstep(&["lesson", "--lessons", folder], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("Mine"));
    assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
    assert!(
        out.stderr.contains("skipped 3 files")
            && out.stderr.contains("`README.md`, `logo.png`, `notes.md`"),
        "{}",
        out.stderr
    );
    let quiet = nimstep(
        &[
            "lesson",
            "--lessons",
            course_folder().path().to_str().unwrap(),
        ],
        "",
    );
    assert!(quiet.stderr.is_empty(), "{}", quiet.stderr);
}

#[test]
fn an_oversized_or_binary_lesson_is_named() {
    let dir = course_folder();
    let big = dir.path().join("02-big.md");
    std::fs::write(&big, format!("# Big\n{}", "x".repeat(1 << 20))).unwrap();
    let folder = dir.path().to_str().unwrap();
    crate::support::refused(
        &["lesson", "--lessons", folder],
        "",
        "02-big.md: a lesson file holds at most 1 MiB",
    );
    std::fs::write(&big, b"# Big\n\xff\xfe").unwrap();
    crate::support::refused(
        &["lesson", "--lessons", folder],
        "",
        "02-big.md: not UTF-8 text",
    );
}

#[test]
fn lesson_blocks_share_one_budget() {
    // Each block shows 60,000 heaps; the course may show 100,000 in all,
    // so the second block (line 11 of the lesson) is refused by name, and
    // so is the same block in an export.
    let dir = course_folder();
    let heaps = vec!["1"; 60_000].join(",");
    let block = format!("```nimstep\nmoves {heaps}\n```\n\n");
    std::fs::write(
        dir.path().join("02-heavy.md"),
        format!("# Heavy\n\n{}", block.repeat(3)),
    )
    .unwrap();
    let folder = dir.path().to_str().unwrap();
    let out = nimstep(
        &[
            "lesson",
            "heavy",
            "--lessons",
            folder,
            "--format",
            "markdown",
        ],
        "",
    );
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
    assert!(
        out.stderr.contains("02-heavy.md:7: `moves 1,1,1,")
            && out.stderr.contains("this block shows 60000 heaps, but the blocks of one course may show 100000 in all and only 40000 are left"),
        "{}",
        &out.stderr
    );
    let target = tempfile::tempdir().unwrap();
    let out_dir = target.path().join("out");
    crate::support::refused(
        &[
            "export",
            "--lessons",
            folder,
            "--out",
            out_dir.to_str().unwrap(),
        ],
        "",
        "02-heavy.md:7:",
    );
}

#[test]
fn a_lesson_title_cannot_add_links_to_the_index() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("01-trap.md"),
        "# Click [here](https://example.com) or <https://example.org> *now*\n",
    )
    .unwrap();
    let target = tempfile::tempdir().unwrap();
    let out = nimstep(
        &[
            "export",
            "--lessons",
            dir.path().to_str().unwrap(),
            "--out",
            target.path().to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let index = std::fs::read_to_string(target.path().join("README.md")).unwrap();
    let links: Vec<String> = pulldown_cmark::Parser::new(&index)
        .filter_map(|event| match event {
            pulldown_cmark::Event::Start(pulldown_cmark::Tag::Link { dest_url, .. }) => {
                Some(dest_url.to_string())
            }
            _ => None,
        })
        .collect();
    assert_eq!(links, ["01-trap.md"], "{index}");
    let text: String = pulldown_cmark::Parser::new(&index)
        .filter_map(|event| match event {
            pulldown_cmark::Event::Text(t) => Some(t.to_string()),
            _ => None,
        })
        .collect();
    assert!(
        text.contains("Click [here](https://example.com) or <https://example.org> *now*"),
        "the title reads as written: {text}"
    );
}

/// 200,000 heaps from a generator, most of them with a winning move: a
/// quadratic pass over them would not finish, a linear one takes moments.
fn many_heaps() -> String {
    (0..200_000u64)
        .map(|i| (i * 7919 % 1_000_003).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn json(args: &[&str], stdin: &str) -> serde_json::Value {
    let out = nimstep(args, stdin);
    assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
    serde_json::from_str(&out.stdout).unwrap()
}

#[test]
fn misere_check_and_moves_are_linear_in_the_heaps() {
    let heaps = many_heaps();
    let normal = json(&["explain", "--format", "json"], &heaps);
    let misere = json(&["explain", "--misere", "--format", "json"], &heaps);
    let wins = normal["winning_moves"].as_array().unwrap().len();
    assert!(wins > 10_000, "most heaps have a winning move: {wins}");
    // With two or more heaps of two stones or more, misère play wins with
    // the normal-play moves.
    assert_eq!(misere["winning_moves"], normal["winning_moves"]);
    let check = json(
        &[
            "check", "--misere", "--from", "2", "--take", "1", "--format", "json",
        ],
        &heaps,
    );
    assert_eq!(check["better"], normal["winning_moves"]);
    for rules in [&[][..], &["--misere"]] {
        let mut args = vec!["moves", "--format", "json"];
        args.extend(rules);
        let moves = json(&args, &heaps);
        let listed = moves["moves"].as_array().unwrap();
        let winning = listed.iter().filter(|m| m["wins"] == true).count();
        assert_eq!(winning, wins, "{rules:?}: every winning move is listed");
    }
}

/// Runs nimstep under `sh` with a shell `prefix` (such as a `ulimit`).
fn under_shell(prefix: &str, args: &str) -> (i32, String, String) {
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

#[test]
fn label_fits_in_the_memory_json_needs() {
    // 249,900 positions. The terminal table once took about 1 GB; it now
    // lists the first thousand and the last, and under a 150 MB
    // address-space limit every format must run to the end.
    for format in ["terminal", "json", "markdown", "html"] {
        let (code, stdout, stderr) = under_shell(
            "ulimit -v 150000",
            &format!("label 47 47 47 47 --format {format}"),
        );
        assert_eq!(code, 0, "{format}: {stderr}");
        assert!(stdout.contains("249900"), "{format}");
    }
}

/// The names in a folder, sorted.
fn names(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

#[test]
fn exported_files_have_the_ordinary_mode() {
    use std::os::unix::fs::PermissionsExt;
    for (umask, mode) in [("022", 0o644), ("027", 0o640), ("002", 0o664)] {
        let target = tempfile::tempdir().unwrap();
        let out = target.path().join("notes");
        let (code, _, stderr) = under_shell(
            &format!("umask {umask}"),
            &format!("export --out '{}'", out.display()),
        );
        assert_eq!(code, 0, "{stderr}");
        for name in names(&out) {
            let meta = std::fs::metadata(out.join(&name)).unwrap();
            assert_eq!(
                meta.permissions().mode() & 0o777,
                mode,
                "umask {umask}: {name}"
            );
        }
    }
}

/// An export that stops before its first rename, until its standard input
/// gets a line: the test can act at exactly that moment.
struct Paused {
    child: std::process::Child,
    stderr: std::io::BufReader<std::process::ChildStderr>,
}

impl Paused {
    fn start(args: &[&str]) -> Paused {
        use std::io::BufRead;
        let mut child = Command::new(env!("CARGO_BIN_EXE_nimstep"))
            .args(args)
            .env(nimstep::staged::PAUSE_FOR_TESTS, "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stderr = std::io::BufReader::new(child.stderr.take().unwrap());
        let mut line = String::new();
        stderr.read_line(&mut line).unwrap();
        assert_eq!(line, "paused\n");
        Paused { child, stderr }
    }

    fn signal(&self, name: &str) {
        let status = Command::new("kill")
            .args([&format!("-{name}"), &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// With `Some(lines)`, lets it go on (one line per file it still has
    /// to write); with `None`, keeps it waiting (for a signal to end it).
    /// Returns its exit status and the rest of its standard error.
    fn finish(mut self, lines: Option<&str>) -> (i32, String) {
        use std::io::{Read, Write};
        let mut stdin = self.child.stdin.take();
        if let Some(lines) = lines {
            if let Some(mut input) = stdin.take() {
                let _ = input.write_all(lines.as_bytes());
            }
        }
        let mut rest = String::new();
        self.stderr.read_to_string(&mut rest).unwrap();
        let status = self.child.wait().unwrap();
        drop(stdin);
        (status.code().unwrap_or(-1), rest)
    }
}

#[test]
fn a_file_that_appears_during_an_export_is_not_overwritten() {
    let target = tempfile::tempdir().unwrap();
    let out = target.path().join("notes");
    let paused = Paused::start(&["export", "--out", out.to_str().unwrap()]);
    // Every file is staged before the first is put in place.
    let tmp: Vec<String> = names(&out);
    assert!(tmp.len() > 2, "{tmp:?}");
    assert!(tmp
        .iter()
        .all(|name| name.starts_with(".nimstep-") && name.ends_with(".tmp")));
    // Another export (or a person) writes a file meanwhile.
    let first = "05-winning-move.md";
    std::fs::write(out.join(first), "theirs").unwrap();
    let (code, stderr) = paused.finish(Some("\n"));
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("appeared while writing"), "{stderr}");
    // All or nothing: the files placed before it were taken back.
    assert_eq!(std::fs::read_to_string(out.join(first)).unwrap(), "theirs");
    assert_eq!(names(&out), [first], "no temporary file is left");
}

#[test]
fn interrupted_exports_remove_their_temporary_files() {
    for (signal, code) in [("INT", 130), ("TERM", 143), ("HUP", 129), ("QUIT", 131)] {
        let target = tempfile::tempdir().unwrap();
        let out = target.path().join("notes");
        let paused = Paused::start(&["export", "--out", out.to_str().unwrap()]);
        let staged = names(&out).len();
        assert!(staged > 2, "every file is staged: {staged}");
        paused.signal(signal);
        let (status, stderr) = paused.finish(None);
        assert_eq!(status, code, "{signal}: {stderr}");
        assert!(
            stderr.contains(&format!("SIG{signal}"))
                && stderr.contains(&format!("removed {staged} unfinished temporary files")),
            "{stderr}"
        );
        assert!(names(&out).is_empty(), "{signal}: {:?}", names(&out));
    }
}

#[test]
fn a_dangling_link_is_replaced_only_with_force() {
    let target = tempfile::tempdir().unwrap();
    let out = target.path();
    let nowhere = out.join("nowhere");
    std::os::unix::fs::symlink(&nowhere, out.join("README.md")).unwrap();
    let dir = out.to_str().unwrap();
    crate::support::refused(&["export", "--out", dir], "", "README.md` already exists");
    assert!(out
        .join("README.md")
        .symlink_metadata()
        .unwrap()
        .file_type()
        .is_symlink());
    let forced = nimstep(&["export", "--out", dir, "--force"], "");
    assert_eq!(forced.code, 0, "{}", forced.stderr);
    assert!(forced.stdout.contains("overwrote"), "{}", forced.stdout);
    assert!(out.join("README.md").symlink_metadata().unwrap().is_file());
    assert!(!nowhere.exists(), "the link was replaced, not followed");
}

#[test]
fn the_out_folder_may_not_be_inside_the_lessons() {
    let dir = course_folder();
    let folder = dir.path().to_str().unwrap();
    let sub = dir.path().join("sub");
    let dotted = dir.path().join("x").join("..");
    for out in [folder, sub.to_str().unwrap(), dotted.to_str().unwrap()] {
        crate::support::refused(
            &["export", "--lessons", folder, "--out", out, "--force"],
            "",
            "is inside the lesson folder",
        );
    }
    assert_eq!(names(dir.path()), ["01-mine.md"], "nothing was written");
    let beside = dir.path().join("..").join(format!(
        "{}-out",
        dir.path().file_name().unwrap().to_str().unwrap()
    ));
    let ok = nimstep(
        &[
            "export",
            "--lessons",
            folder,
            "--out",
            beside.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(ok.code, 0, "{}", ok.stderr);
    std::fs::remove_dir_all(beside).unwrap();
}

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
fn help_into_a_closed_pipe_ends_quietly() {
    for args in [&["--help"][..], &["explain", "--help"], &["--version"]] {
        let (code, stderr) = closed_pipe(args, 0);
        assert_eq!(code, 0, "{args:?}: {stderr}");
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
    }
}

#[test]
fn play_near_the_largest_heap_does_not_overflow() {
    let out = nimstep(
        &["play", "18446744073709551615", "1", "--color", "never"],
        "hint\n1 1\nhint\nquit\n",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(!out.stderr.contains("internal error"), "{}", out.stderr);
    assert!(
        out.stdout.contains("18446744073709551615"),
        "{}",
        out.stdout
    );
    // The games beyond Nim count moves and stones near the top too.
    let max = "18446744073709551615";
    for args in [
        &["moves", "--game", "staircase", max, max][..],
        &["play", "--game", "staircase", max, "5"],
        &["grundy", "--game", "lasker", "--at", max],
        &["grundy", "--game", "octal:0.777", "--at", max],
    ] {
        let out = nimstep(args, "quit\n");
        assert!(
            !out.stderr.contains("internal error"),
            "{args:?}: {}",
            out.stderr
        );
        assert!(out.code == 0 || out.code == 2, "{args:?}: {}", out.stderr);
    }
}

mod near_the_top {
    use nimstep::game::position::Position;
    use nimstep::game::{Move, Rules};
    use nimstep::palette::Palette;
    use nimstep::play::game::Game;
    use nimstep::play::session::drive;
    use nimstep::present;
    use nimstep::render::terminal;
    use nimstep::solve::{self, check, move_list};
    use proptest::prelude::*;

    /// Heap sizes at the top of the range, with a few small ones.
    fn heap() -> impl Strategy<Value = u64> {
        prop_oneof![u64::MAX - 8..=u64::MAX, 0..=3u64]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn no_arithmetic_on_huge_heaps_overflows(
            heaps in prop::collection::vec(heap(), 1..6),
            misere in any::<bool>(),
        ) {
            let rules = if misere { Rules::Misere } else { Rules::Normal };
            let position = Position::new(heaps.clone()).unwrap();
            let plain = Palette::plain();
            let trace = solve::explain(&position, rules, None).unwrap();
            let _ = terminal::render(&present::explain::document(&trace), &plain, 80);
            let list = move_list::list(&heaps, rules);
            let _ = terminal::render(&present::move_list::document(&list), &plain, 80);
            let _ = present::play::why_outcome(&heaps, rules);
            if let Some(i) = heaps.iter().position(|&h| h > 0) {
                let m = Move::reduce(i + 1, heaps[i], heaps[i] - 1);
                let judged = check::judge(&heaps, rules, m);
                let _ = terminal::render(&present::check::document(&judged), &plain, 80);
                let _ = present::play::coach(&judged);
            }
            if heaps.iter().any(|&h| h > 0) {
                // The game's hints, reasoning and coaching, move by move.
                let mut game = Game::new(heaps.clone(), rules, false, plain).unwrap();
                let mut input: &[u8] = b"hint\n1 1\nhint\n2 1\nhint\nquit\n";
                let mut output = Vec::new();
                drive(&mut game, &mut input, &mut output, true).unwrap();
            }
        }
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
fn man_writes_a_page_per_command_with_examples() {
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
fn each_command_takes_only_the_formats_it_writes() {
    use crate::support::refused;
    refused(
        &["export", "--out", "x", "--format", "json"],
        "",
        "`nimstep export` writes only markdown or html",
    );
    refused(
        &["play", "--format", "markdown"],
        "",
        "`nimstep play` writes only terminal",
    );
    refused(
        &["quiz", "--format", "json"],
        "",
        "`nimstep quiz` writes only terminal",
    );
    refused(
        &["man", "--format", "json"],
        "",
        "`nimstep man` takes no --format",
    );
    let sheet = nimstep(&["worksheet", "--format", "markdown", "--seed", "1"], "");
    assert_eq!(sheet.code, 0, "{}", sheet.stderr);
    for (command, formats) in [
        (
            "explain",
            "Formats: terminal (default), markdown, json, html (--format).",
        ),
        (
            "worksheet",
            "Formats: markdown (default), terminal, json, html (--format).",
        ),
        ("play", "Formats: terminal (--format)."),
    ] {
        let help = nimstep(&[command, "--help"], "");
        assert!(
            help.stdout.trim_end().ends_with(formats),
            "{command}: {}",
            help.stdout
        );
    }
    // Nothing in play's help offers a format it refuses.
    let help = nimstep(&["play", "--help"], "").stdout.to_lowercase();
    for refused in ["json", "markdown", "html"] {
        assert!(
            !help.contains(refused),
            "play --help offers {refused}: {help}"
        );
    }
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
