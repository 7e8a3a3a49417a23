//! Issue 22: lesson files, paths and arguments are untrusted input. Their
//! control characters never reach the terminal raw, whatever the format.

use crate::support::{names, nimstep, under_shell};
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

/// Escape sequences a hostile lesson could carry: a window title (OSC 0),
/// a clipboard write (OSC 52), a link (OSC 8), a screen clear (CSI 2J),
/// a C1 CSI, DEL and a carriage return.
const ATTACK: &str =
    "\x1b]0;owned\x07 \x1b]52;c;aGk=\x07 \x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\ \x1b[2J \u{9b}31m \x7f \r";

/// The raw control characters in `text`: everything but newline and tab.
fn raw_controls(text: &str) -> Vec<char> {
    text.chars()
        .filter(|&c| c.is_control() && c != '\n' && c != '\t')
        .collect()
}

fn assert_clean(what: &str, text: &str) {
    let raw = raw_controls(text);
    assert!(raw.is_empty(), "{what}: raw {raw:?} in {text:?}");
}

/// A course folder with one lesson whose title, prose, list, quote, code
/// and table all carry the attack.
fn hostile_course() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let text = format!(
        "# Title {ATTACK}\n\nProse {ATTACK} *em {ATTACK}* `code {ATTACK}`\n\n## Part {ATTACK}\n\n- item {ATTACK}\n\n> quote {ATTACK}\n\n```text\ncode {ATTACK}\n```\n\n| a {ATTACK} | b |\n| --- | --- |\n| 1 | {ATTACK} |\n\n<b>{ATTACK}</b>\n"
    );
    fs::write(dir.path().join("01-hostile.md"), text).unwrap();
    dir
}

#[test]
fn control_bytes_in_a_lesson_never_reach_the_output_raw() {
    let dir = hostile_course();
    let folder = dir.path().to_str().unwrap();
    for format in ["terminal", "markdown", "json", "html"] {
        for colour in ["never", "always"] {
            let out = nimstep(
                &[
                    "lesson",
                    "1",
                    "--lessons",
                    folder,
                    "--format",
                    format,
                    "--color",
                    colour,
                ],
                "",
            );
            assert_eq!(out.code, 0, "{format}: {}", out.stderr);
            let stdout = if colour == "always" && format == "terminal" {
                // Our palette's own colours are the only escapes allowed.
                strip_palette(&out.stdout)
            } else {
                out.stdout.clone()
            };
            assert_clean(
                &format!("lesson 1 --format {format} --color {colour}"),
                &stdout,
            );
            assert_clean("stderr", &out.stderr);
            assert!(out.stdout.contains("owned"), "the text is still shown");
        }
    }
    let list = nimstep(&["lesson", "--lessons", folder], "");
    assert_eq!(list.code, 0, "{}", list.stderr);
    assert_clean("the list of lessons", &list.stdout);
    assert!(list.stdout.contains("Title ␛]0;owned␇"), "{}", list.stdout);
    let list = nimstep(&["lesson", "--lessons", folder, "--format", "json"], "");
    assert_clean("the list of lessons in JSON", &list.stdout);
}

/// `text` without the SGR sequences (`ESC [ … m`) our palette paints with.
fn strip_palette(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("\x1b[") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let end = after
            .find(|c: char| !(c.is_ascii_digit() || c == ';'))
            .filter(|&end| after[end..].starts_with('m'));
        match end {
            Some(end) => rest = &after[end + 1..],
            None => {
                out.push_str(&rest[at..at + 2]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[test]
fn control_bytes_in_paths_and_arguments_are_echoed_visibly() {
    let temp = tempfile::tempdir().unwrap();
    let odd = temp.path().join("dir\x1b]0;owned\x07\u{9b}2J");
    let odd_str = odd.to_str().unwrap();
    let key = format!("{odd_str}/k.md");
    let runs: Vec<Vec<&str>> = vec![
        vec!["lesson", "--lessons", odd_str],
        vec!["explain", "1", "\x1b[2J"],
        vec!["explain", "--game", "\x1b]52;c;aGk=\x07"],
        vec!["\x1b[2Jexplain"],
        vec!["explain", "--width", "\x1b[2J"],
        vec!["lesson", "\x1b]0;owned\x07"],
        vec!["worksheet", "--key-file", &key],
    ];
    for args in &runs {
        let out = nimstep(args, "");
        assert_eq!(out.code, 2, "{args:?}: {}", out.stderr);
        assert_clean(&format!("{args:?}"), &out.stderr);
        assert_eq!(out.stderr.lines().count(), 1, "{args:?}: {}", out.stderr);
    }
    // A folder written to: the report names it visibly.
    let out = nimstep(&["export", "--out", odd_str], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_clean("export --out", &out.stdout);
    assert!(out.stdout.contains("dir␛]0;owned␇"), "{}", out.stdout);
    let again = nimstep(&["export", "--out", odd_str], "");
    assert_eq!(again.code, 2);
    assert_clean("export --out again", &again.stderr);
    let man = nimstep(&["man", "--out", odd_str], "");
    assert_clean("man --out", &man.stdout);
    assert!(Path::new(odd_str).join("README.md").exists());
}

#[test]
fn a_lesson_that_is_a_symbolic_link_is_refused_and_named() {
    let outside = tempfile::tempdir().unwrap();
    let secret = outside.path().join("secret.md");
    fs::write(&secret, "# Secret\n\nnot for export\n").unwrap();
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("01-one.md"), "# One\n").unwrap();
    std::os::unix::fs::symlink(&secret, dir.path().join("02-two.md")).unwrap();
    let folder = dir.path().to_str().unwrap();
    let out = tempfile::tempdir().unwrap();
    let notes = out.path().join("notes");
    for args in [
        vec!["lesson", "--lessons", folder],
        vec!["lesson", "2", "--lessons", folder],
        vec![
            "export",
            "--lessons",
            folder,
            "--out",
            notes.to_str().unwrap(),
        ],
    ] {
        crate::support::refused(&args, "", "02-two.md: is a symbolic link");
    }
    assert!(!notes.exists());
}

#[test]
fn a_byte_order_mark_is_accepted_and_dropped() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("01-one.md"),
        "\u{feff}# One pile\n\nText.\n",
    )
    .unwrap();
    let folder = dir.path().to_str().unwrap();
    let out = nimstep(
        &["lesson", "1", "--lessons", folder, "--format", "markdown"],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout, "# One pile\n\nText.\n");
}

/// A folder holding a file and a link to a file outside it, under names
/// `man --out` and `completions --out` write.
fn planted(names: [&str; 2]) -> (tempfile::TempDir, std::path::PathBuf) {
    let temp = tempfile::tempdir().unwrap();
    let victim = temp.path().join("victim");
    fs::write(&victim, "precious").unwrap();
    let out = temp.path().join("out");
    fs::create_dir(&out).unwrap();
    fs::write(out.join(names[0]), "mine").unwrap();
    std::os::unix::fs::symlink(&victim, out.join(names[1])).unwrap();
    (temp, out)
}

#[test]
fn man_and_completions_never_write_through_links_nor_over_files() {
    let cases: [(&[&str], [&str; 2]); 2] = [
        (&["man"], ["nimstep.1", "nimstep-explain.1"]),
        (&["completions", "bash"], ["other.txt", "nimstep.bash"]),
    ];
    for (command, names) in cases {
        let (temp, out) = planted(names);
        let dir = out.to_str().unwrap();
        let mut args = command.to_vec();
        args.extend(["--out", dir]);
        let refused = nimstep(&args, "");
        assert_eq!(refused.code, 2, "{args:?}: {}", refused.stderr);
        assert!(
            refused.stderr.contains("already exists"),
            "{}",
            refused.stderr
        );
        assert!(refused.stderr.contains("add --force"), "{}", refused.stderr);
        let left: Vec<_> = fs::read_dir(&out).unwrap().collect();
        assert!(left.len() <= 2, "nothing written: {args:?}");
        args.push("--force");
        let forced = nimstep(&args, "");
        assert_eq!(forced.code, 0, "{args:?}: {}", forced.stderr);
        assert!(forced.stdout.contains("overwrote"), "{}", forced.stdout);
        let victim = temp.path().join("victim");
        assert_eq!(fs::read_to_string(victim).unwrap(), "precious", "{args:?}");
        for name in names {
            assert!(
                out.join(name).symlink_metadata().unwrap().is_file(),
                "{name}"
            );
        }
    }
}

#[test]
fn a_key_file_is_not_left_when_the_sheet_cannot_be_written() {
    let temp = tempfile::tempdir().unwrap();
    let key = temp.path().join("key.md");
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_nimstep"))
        .args([
            "worksheet",
            "--seed",
            "1",
            "--key-file",
            key.to_str().unwrap(),
        ])
        .stdout(fs::File::create("/dev/full").unwrap())
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(1));
    let left: Vec<_> = fs::read_dir(temp.path()).unwrap().collect();
    assert!(left.is_empty(), "{left:?}");
    let written = nimstep(
        &[
            "worksheet",
            "--seed",
            "1",
            "--key-file",
            key.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(written.code, 0, "{}", written.stderr);
    assert!(key.exists());
}

#[test]
fn twenty_thousand_glossary_blocks_are_stopped_by_the_budget() {
    let dir = tempfile::tempdir().unwrap();
    let blocks = "```nimstep\nglossary\n```\n\n".repeat(20_000);
    fs::write(dir.path().join("01-many.md"), format!("# Many\n\n{blocks}")).unwrap();
    let folder = dir.path().to_str().unwrap();
    crate::support::refused(
        &["lesson", "1", "--lessons", folder],
        "",
        "glossary entries, but the blocks of one course may show",
    );
}

#[test]
fn an_octal_code_of_a_thousand_digits_is_answered_or_refused() {
    let spec = format!("octal:0.4{}", "7".repeat(998));
    for args in [
        vec!["grundy", "--game", &spec, "--width", "2000"],
        vec!["grundy", "--game", &spec, "--at", "5000"],
        vec!["play", "--game", &spec, "--seed", "1"],
        vec!["quiz", "--game", &spec, "--seed", "1"],
    ] {
        let out = nimstep(&args, "quit\n");
        assert!(matches!(out.code, 0 | 2), "{args:?}: {}", out.stderr);
        assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
    }
    let listed = nimstep(&["grundy", "--game", &spec, "--width", "2000"], "");
    assert_eq!(listed.code, 0, "{}", listed.stderr);
    crate::support::refused(
        &["grundy", "--game", &spec, "--at", "5000"],
        "",
        "computes them directly only up to heap",
    );
}

/// The block tree pulldown-cmark reads from `markdown`: each tag opened
/// and closed, and the text between them with its spaces collapsed.
fn tree(markdown: &str) -> Vec<String> {
    use pulldown_cmark::{Event, Options, Parser};
    let mut out: Vec<String> = Vec::new();
    for event in Parser::new_ext(markdown, Options::ENABLE_TABLES) {
        let text = match event {
            Event::Start(tag) => {
                out.push(format!("<{tag:?}"));
                continue;
            }
            Event::End(tag) => {
                out.push(format!(">{tag:?}"));
                continue;
            }
            Event::Text(t) | Event::Code(t) => t.to_string(),
            Event::SoftBreak | Event::HardBreak => " ".to_string(),
            other => format!("{other:?}"),
        };
        match out.last_mut() {
            Some(last) if last.starts_with("T:") => last.push_str(&text),
            _ => out.push(format!("T:{text}")),
        }
    }
    out.iter()
        .map(|e| e.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

#[test]
fn escapes_survive_export_and_reimport() {
    let source = "# Escapes\n\n\\# not a heading\n\n\\> not a quote\n\n1\\. not a list\n\n\\- not an item\n\n\\+ nor this\n\n\\~~~nimstep\nexplain 1\n\\~~~\n\n- an item\n- 2\\. with a dot\n\n> a quote\n> \\# with a hash\n";
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("01-escapes.md"), source).unwrap();
    let folder = dir.path().to_str().unwrap();
    let out = nimstep(
        &["lesson", "1", "--lessons", folder, "--format", "markdown"],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(tree(&out.stdout), tree(source), "{}", out.stdout);
    // Exported, then the export read as a lesson again: the same again.
    let notes = tempfile::tempdir().unwrap();
    let first = notes.path().join("first");
    let done = nimstep(
        &[
            "export",
            "--lessons",
            folder,
            "--out",
            first.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(done.code, 0, "{}", done.stderr);
    let exported = fs::read_to_string(first.join("01-escapes.md")).unwrap();
    let second = notes.path().join("second");
    let again = nimstep(
        &[
            "export",
            "--lessons",
            first.to_str().unwrap(),
            "--out",
            second.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(again.code, 0, "{}", again.stderr);
    let reexported = fs::read_to_string(second.join("01-escapes.md")).unwrap();
    assert_eq!(reexported, exported, "nothing that was text ran as a block");
    assert_eq!(tree(&exported), tree(source));
}

#[test]
fn raw_html_in_a_lesson_stays_text() {
    let source =
        "# Raw\n\n<script>alert(1)</script>\n\nInline <img src=x onerror=alert(1)> here.\n";
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("01-raw.md"), source).unwrap();
    let folder = dir.path().to_str().unwrap();
    let out = nimstep(
        &["lesson", "1", "--lessons", folder, "--format", "markdown"],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let live = tree(&out.stdout)
        .into_iter()
        .filter(|e| e.contains("Html"))
        .collect::<Vec<_>>();
    assert!(live.is_empty(), "{live:?} in {}", out.stdout);
    assert!(out.stdout.contains("alert(1)"), "{}", out.stdout);
    let html = nimstep(
        &["lesson", "1", "--lessons", folder, "--format", "html"],
        "",
    );
    assert!(!html.stdout.contains("<script>alert"), "escaped in HTML");
    assert!(!html.stdout.contains("<img src=x"), "escaped in HTML");
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
