//! Handouts: a sheet without its key, the key in a file of its own (never
//! over an existing file), worked solutions that agree with the key's
//! table, and misère sheets that mix the three situations.

use crate::support::{nimstep, refused};
use std::process::Command;

/// The worked solutions of a key, in order.
fn worked(markdown: &str) -> Vec<String> {
    let part = markdown
        .split("## Worked solutions")
        .nth(1)
        .expect("worked solutions");
    part.lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_digit()))
        .map(String::from)
        .collect()
}

#[test]
fn key_none_prints_a_student_sheet() {
    let out = nimstep(
        &["worksheet", "--seed", "3", "--count", "4", "--key", "none"],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.starts_with("Nim worksheet"), "{}", out.stdout);
    assert!(!out.stdout.contains("Answer key"), "{}", out.stdout);
    assert!(!out.stdout.contains("take "), "{}", out.stdout);
    let default = nimstep(&["worksheet", "--seed", "3", "--count", "4"], "");
    assert_eq!(out.stdout, default.stdout, "a student sheet by default");
}

#[test]
fn key_file_keeps_the_key_apart_and_never_overwrites() {
    let dir = tempfile::tempdir().unwrap();
    let key = dir.path().join("key.md");
    let run = || {
        Command::new("sh")
            .arg("-c")
            .arg("umask 022; exec \"$0\" worksheet --seed 3 --count 4 --format markdown --key-file \"$1\"")
            .arg(env!("CARGO_BIN_EXE_nimstep"))
            .arg(&key)
            .output()
            .unwrap()
    };
    let out = run();
    assert_eq!(out.status.code(), Some(0));
    let sheet = String::from_utf8(out.stdout).unwrap();
    assert!(
        sheet.contains("# Nim worksheet") && !sheet.contains("Answer key"),
        "{sheet}"
    );
    let written = std::fs::read_to_string(&key).unwrap();
    assert!(written.starts_with("# Answer key"), "{written}");
    assert!(!written.contains("# Nim worksheet"));
    // The key is the same key the sheet would have carried at its end.
    let both = nimstep(
        &[
            "worksheet",
            "--seed",
            "3",
            "--count",
            "4",
            "--format",
            "markdown",
            "--key",
            "end",
        ],
        "",
    )
    .stdout;
    assert!(both.ends_with(&written), "{both}\n---\n{written}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&key).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o644, "an ordinary file, readable by all");
    }
    // A second run refuses, prints nothing and leaves the key alone.
    let again = run();
    assert_eq!(again.status.code(), Some(2));
    let stderr = String::from_utf8(again.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("already exists"), "{stderr}");
    assert!(again.stdout.is_empty());
    assert_eq!(std::fs::read_to_string(&key).unwrap(), written);
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        1,
        "no temporary file left"
    );
}

#[test]
fn key_flags_that_contradict_each_other_are_refused() {
    refused(
        &["worksheet", "--key", "none", "--answers"],
        "",
        "--answers",
    );
    refused(
        &["worksheet", "--key", "end", "--key-file", "k.md"],
        "",
        "--key",
    );
    refused(&["worksheet", "--key", "somewhere"], "", "somewhere");
    refused(
        &["worksheet", "--key-file", "/no/such/folder/k.md"],
        "",
        "does not exist",
    );
}

#[test]
fn each_worked_solution_agrees_with_its_row_of_the_key() {
    let out = nimstep(
        &[
            "worksheet",
            "--seed",
            "8",
            "--count",
            "6",
            "--format",
            "markdown",
            "--answers",
        ],
        "",
    );
    let lines = worked(&out.stdout);
    assert_eq!(lines.len(), 6, "{}", out.stdout);
    let rows: Vec<Vec<String>> = out
        .stdout
        .lines()
        .filter(|l| l.starts_with("| ") && l.chars().nth(2).is_some_and(|c| c.is_ascii_digit()))
        .map(|l| {
            l.trim_matches('|')
                .split(" | ")
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect();
    for (row, line) in rows.iter().zip(&lines) {
        let (heaps, sum, verdict, moves) = (&row[1], &row[2], &row[3], &row[4]);
        assert!(line.contains(&format!("**{heaps}**")), "{line}");
        assert!(line.contains(&format!("₂ = {sum}**")), "{line}");
        assert!(line.contains(&format!("so **{verdict}**")), "{line}");
        match moves.as_str() {
            "none" => assert!(line.contains("no move wins"), "{line}"),
            moves => {
                let first = moves.split("; ").next().unwrap();
                assert!(line.contains(&format!("**{first}**")), "{line}");
                assert!(line.contains("Leftmost odd column"), "{line}");
            }
        }
    }
}

#[test]
fn a_misere_sheet_mixes_the_three_situations() {
    let out = nimstep(
        &[
            "worksheet",
            "--misere",
            "--seed",
            "4",
            "--count",
            "6",
            "--format",
            "markdown",
            "--answers",
        ],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let lines = worked(&out.stdout);
    let starts = [
        "Two or more heaps hold two or more stones",
        "Exactly one heap holds two or more stones",
        "No heap holds two or more stones",
    ];
    // Every kind, most of them the reasoning of several big heaps: of six
    // positions, at least three of those, one or two endgames of one big
    // heap and one of single stones.
    let of = |start: &str| lines.iter().filter(|l| l.contains(start)).count();
    let counts = starts.map(of);
    assert_eq!(counts.iter().sum::<usize>(), 6, "{lines:#?}");
    assert!(
        counts[0] >= 3 && (1..=2).contains(&counts[1]) && counts[2] == 1,
        "{counts:?}: {lines:#?}"
    );
}
