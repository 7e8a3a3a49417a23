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
    // 249,900 positions. The terminal table once took about 1 GB; under a
    // 400 MB address-space limit both formats must now run to the end.
    for format in ["terminal", "json"] {
        let (code, stdout, stderr) = under_shell(
            "ulimit -v 400000",
            &format!("label 47 47 47 47 --format {format}"),
        );
        assert_eq!(code, 0, "{format}: {stderr}");
        assert!(stdout.contains("249900"), "{format}");
    }
}
