use crate::support::nimstep;
use nimstep_core::game::Rules;
use serde_json::{json, Value};
use std::collections::HashMap;

/// One row of the answer key: heaps, nim-sum, P or N, winning moves as
/// `(heap, take, leaves)`.
struct Answer {
    heaps: Vec<u64>,
    nim_sum: u64,
    outcome: String,
    moves: Vec<(u64, u64, u64)>,
}

/// Reads the rows of the answer key table: a position's row, then one
/// row (its first cells empty) for each further winning move.
fn answer_key(markdown: &str) -> Vec<Answer> {
    let key = markdown.split("# Answer key").nth(1).expect("a key");
    let mut answers: Vec<Answer> = Vec::new();
    for line in key.lines().filter(|l| l.starts_with("| ")) {
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        let first = cells[0];
        if !first.is_empty() && !first.chars().all(|c| c.is_ascii_digit()) {
            continue; // the header and the rule under it
        }
        let parsed = (cells[4] != "none").then(|| {
            let n: Vec<u64> = cells[4]
                .split(|c: char| !c.is_ascii_digit())
                .filter(|t| !t.is_empty())
                .map(|t| t.parse().unwrap())
                .collect();
            (n[1], n[0], n[2])
        });
        if first.is_empty() {
            let last = answers.last_mut().expect("a position before its moves");
            last.moves.extend(parsed);
            continue;
        }
        answers.push(Answer {
            heaps: cells[1].split(' ').map(|h| h.parse().unwrap()).collect(),
            nim_sum: cells[2].parse().unwrap(),
            outcome: cells[3].to_string(),
            moves: parsed.into_iter().collect(),
        });
    }
    answers
}

/// P or N by the definition, remembered: under misère rules the player
/// facing no stones has won.
fn brute_p(heaps: &[u64], rules: Rules, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&p) = memo.get(&key) {
        return p;
    }
    let p = if heaps.iter().all(|&h| h == 0) {
        rules == Rules::Normal
    } else {
        !(0..heaps.len()).any(|i| {
            (0..heaps[i]).any(|y| {
                let mut after = heaps.to_vec();
                after[i] = y;
                brute_p(&after, rules, memo)
            })
        })
    };
    memo.insert(key, p);
    p
}

/// Every winning move by trying them all.
fn brute_moves(
    heaps: &[u64],
    rules: Rules,
    memo: &mut HashMap<Vec<u64>, bool>,
) -> Vec<(u64, u64, u64)> {
    let mut moves = Vec::new();
    for i in 0..heaps.len() {
        for y in 0..heaps[i] {
            let mut after = heaps.to_vec();
            after[i] = y;
            if brute_p(&after, rules, memo) {
                moves.push((i as u64 + 1, heaps[i] - y, y));
            }
        }
    }
    moves
}

#[test]
fn every_position_has_exactly_k_winning_moves() {
    let mut memo_normal = HashMap::new();
    let mut memo_misere = HashMap::new();
    for (k, level, misere) in [
        ("0", "easy", false),
        ("1", "easy", false),
        ("3", "easy", false),
        ("0", "medium", false),
        ("3", "medium", false),
        ("0", "easy", true),
        ("1", "medium", true),
        ("3", "medium", true),
    ] {
        let mut args = vec![
            "worksheet",
            "--seed",
            "11",
            "--count",
            "8",
            "--level",
            level,
            "--winning-moves",
            k,
            "--format",
            "markdown",
            "--answers",
        ];
        if misere {
            args.push("--misere");
        }
        let out = nimstep(&args, "");
        assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
        let rules = if misere { Rules::Misere } else { Rules::Normal };
        let memo = if misere {
            &mut memo_misere
        } else {
            &mut memo_normal
        };
        let key = answer_key(&out.stdout);
        assert_eq!(key.len(), 8, "{}", out.stdout);
        for row in key {
            let brute = brute_moves(&row.heaps, rules, memo);
            assert_eq!(brute.len().to_string(), k, "{:?}", row.heaps);
            assert_eq!(row.moves, brute, "{:?}", row.heaps);
            let p = brute_p(&row.heaps, rules, memo);
            assert_eq!(row.outcome, if p { "P" } else { "N" });
        }
    }
}

#[test]
fn the_key_agrees_with_explain_json() {
    let out = nimstep(
        &[
            "worksheet",
            "--seed",
            "5",
            "--count",
            "12",
            "--level",
            "hard",
            "--format",
            "markdown",
            "--answers",
        ],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        !out.stdout.contains("# Nim worksheet"),
        "--answers prints the key only"
    );
    let key = answer_key(&out.stdout);
    assert_eq!(key.len(), 12);
    for row in key {
        let heaps: Vec<String> = row.heaps.iter().map(u64::to_string).collect();
        let mut args = vec!["explain", "--format", "json"];
        args.extend(heaps.iter().map(String::as_str));
        let explained: Value = serde_json::from_str(&nimstep(&args, "").stdout).unwrap();
        assert_eq!(explained["nim_sum"], row.nim_sum);
        assert_eq!(explained["outcome"], row.outcome.as_str());
        let moves: Vec<Value> = row
            .moves
            .iter()
            .map(|&(heap, take, leaves)| json!({"heap": heap, "take": take, "leaves": leaves}))
            .collect();
        assert_eq!(explained["winning_moves"], Value::Array(moves));
    }
}

#[test]
fn sheet_and_key_in_one_file() {
    let args = [
        "worksheet",
        "--seed",
        "3",
        "--count",
        "4",
        "--format",
        "markdown",
        "--key",
        "end",
    ];
    let out = nimstep(&args, "");
    assert_eq!(out.code, 0);
    let sheet_at = out.stdout.find("# Nim worksheet").unwrap();
    let key_at = out.stdout.find("# Answer key").unwrap();
    assert!(sheet_at < key_at);
    // The sheet shows the positions but none of the answers.
    let sheet = &out.stdout[..key_at];
    assert!(!sheet.contains("take "), "{sheet}");
    assert_eq!(answer_key(&out.stdout).len(), 4);
    insta::assert_snapshot!("worksheet_seed_3", out.stdout);
    let again = nimstep(&args, "");
    assert_eq!(
        again.stdout, out.stdout,
        "the same seed prints the same sheet"
    );
}

#[test]
fn impossible_counts_are_refused_with_the_reason() {
    for (args, needle) in [
        (&["worksheet", "--winning-moves", "2"][..], "0 or odd"),
        (
            &["worksheet", "--winning-moves", "5", "--level", "easy"][..],
            "at most 3 heaps",
        ),
        (
            &[
                "worksheet",
                "--winning-moves",
                "2",
                "--misere",
                "--level",
                "hard",
            ][..],
            "the only position with exactly 2 winning moves is 2 heaps of one stone each (an even number of winning moves needs every heap to be a single stone), and level hard deals 4 or 5 heaps; at level hard try --winning-moves 0, 1, 3 or 5",
        ),
        (
            &["worksheet", "--winning-moves", "4", "--misere"][..],
            "a sheet of 10 needs 10 different positions",
        ),
        (&["worksheet", "--count", "0"][..], "count `0` is too small"),
        (&["worksheet", "--p-share", "101"][..], "101"),
        (
            &["worksheet", "--p-share", "50", "--winning-moves", "1"][..],
            "--winning-moves",
        ),
    ] {
        let out = nimstep(args, "");
        assert_eq!(out.code, 2, "{args:?}");
        assert_eq!(out.stderr.lines().count(), 1);
        assert!(out.stderr.contains(needle), "{}", out.stderr);
    }
}

/// The P/N column of a key, one letter per position.
fn outcomes(key: &[Answer]) -> String {
    key.iter().map(|a| a.outcome.as_str()).collect()
}

#[test]
fn a_student_sheet_holds_no_answers_nor_a_way_to_them() {
    for seed in 0..50u64 {
        let seed = seed.to_string();
        let mut args = vec!["worksheet", "--seed", &seed, "--count", "8"];
        if seed.ends_with('7') {
            args.push("--misere");
        }
        let sheet = nimstep(&args, "");
        assert_eq!(sheet.code, 0, "{args:?}: {}", sheet.stderr);
        let answers = ["--answers", "--format", "markdown"];
        let key_text = nimstep(&[&args[..], &answers].concat(), "").stdout;
        let key = answer_key(&key_text);
        assert_eq!(key.len(), 8, "{key_text}");
        for answer in &key {
            for &(heap, take, leaves) in &answer.moves {
                let words = format!("take {take} from heap {heap}, leaving {leaves}");
                assert!(!sheet.stdout.contains(&words), "{words} on sheet {seed}");
            }
        }
        for needle in ["--key", "--answers", "nimstep", "Answer key", "take "] {
            assert!(!sheet.stdout.contains(needle), "{needle} on sheet {seed}");
        }
        assert!(sheet.stdout.contains("Name: …"), "{}", sheet.stdout);
        assert!(sheet.stdout.contains("Date: …"), "{}", sheet.stdout);
        // Both kinds on every sheet of 8, at least a quarter of each, and
        // the key says how many of each.
        let kinds = outcomes(&key);
        let p = kinds.matches('P').count();
        assert!((2..=6).contains(&p), "sheet {seed}: {kinds}");
        let mix = format!(
            "This sheet has **{p} P-position{}** and **{} N-position{}**.",
            if p == 1 { "" } else { "s" },
            8 - p,
            if 8 - p == 1 { "" } else { "s" }
        );
        assert!(key_text.contains(&mix), "{mix}\n{key_text}");
        // The teacher's screen says how to print the sheet again, with
        // every flag; that command prints this very sheet.
        let again = sheet
            .stderr
            .lines()
            .find_map(|l| l.strip_prefix("To print this sheet again: nimstep "))
            .unwrap_or_else(|| panic!("{}", sheet.stderr));
        assert_eq!(again.contains("--misere"), args.contains(&"--misere"));
        let words: Vec<&str> = again.split(' ').collect();
        assert_eq!(nimstep(&words, "").stdout, sheet.stdout, "{again}");
    }
}

/// Students run nimstep in class: whatever the format, the student's
/// sheet (alone, `--key none`, beside `--key-file`) names no seed and no
/// command, so nothing on it prints the key; the key, the teacher's, says
/// how to deal the sheet again.
#[test]
fn a_student_sheet_never_names_its_seed() {
    let dir = tempfile::tempdir().unwrap();
    for seed in ["3", "12345", "987654321", "18446744073709551615"] {
        for format in ["markdown", "terminal", "json", "html"] {
            let base = [
                "worksheet",
                "--seed",
                seed,
                "--count",
                "4",
                "--format",
                format,
            ];
            let run = |more: &[&str]| {
                let args = [&base[..], more].concat();
                let out = nimstep(&args, "");
                assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
                out
            };
            let file = dir.path().join(format!("key-{seed}.{format}"));
            let alone = run(&[]);
            let students = [
                (alone.stdout.clone(), "sheet"),
                (run(&["--key", "none"]).stdout, "--key none"),
                (
                    run(&["--key-file", file.to_str().unwrap()]).stdout,
                    "--key-file",
                ),
            ];
            for (text, what) in &students {
                let mut needles = vec![
                    format!("Sheet {seed}"),
                    format!("Sheet\u{a0}{seed}"),
                    "nimstep worksheet".to_string(),
                    "--seed".to_string(),
                    "--answers".to_string(),
                    "--key".to_string(),
                    "seed".to_string(),
                ];
                // A long seed's digits cannot turn up by chance.
                if seed.len() > 3 {
                    needles.push(seed.to_string());
                }
                for needle in needles {
                    assert!(
                        !text.contains(&needle),
                        "seed {seed}, {format} {what}: {needle}\n{text}"
                    );
                }
            }
            // The teacher's screen and the key both say how to reprint.
            let again = format!("nimstep worksheet --seed {seed} --level medium --count 4");
            assert!(alone.stderr.contains(&again), "{}", alone.stderr);
            let key = run(&["--answers"]).stdout;
            for (text, what) in [
                (&key, "--answers"),
                (&std::fs::read_to_string(&file).unwrap(), "key file"),
            ] {
                // The terminal wraps the command at the width.
                assert!(
                    text.replace('\n', " ").contains(&again),
                    "seed {seed}, {format} {what}\n{text}"
                );
            }
        }
    }
}

#[test]
fn every_listed_format_writes_the_sheet_and_its_key() {
    let dir = tempfile::tempdir().unwrap();
    let base = [
        "worksheet",
        "--seed",
        "12",
        "--count",
        "5",
        "--level",
        "hard",
    ];
    let answers = ["--answers", "--format", "markdown"];
    let key = answer_key(&nimstep(&[&base[..], &answers].concat(), "").stdout);
    for format in ["markdown", "terminal", "json", "html"] {
        let with = |more: &[&str]| {
            let args = [&base[..], &["--format", format], more].concat();
            let out = nimstep(&args, "");
            assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
            out.stdout
        };
        let sheet = with(&[]);
        let answers = with(&["--answers"]);
        let both = with(&["--key", "end"]);
        let file = dir.path().join(format!("key.{format}"));
        let alone = with(&["--key-file", file.to_str().unwrap()]);
        assert_eq!(alone, sheet, "{format}: --key-file leaves the sheet alone");
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            answers,
            "{format}: the key file is the key, in the sheet's format"
        );
        // Sheet and key name the level; only the key names the seed, in
        // the command that deals the sheet again.
        for (text, what) in [(&sheet, "sheet"), (&answers, "key"), (&both, "both")] {
            assert!(
                text.contains("hard"),
                "{format}: the {what} has no level\n{text}"
            );
        }
        for (text, what) in [(&answers, "key"), (&both, "both")] {
            assert!(
                text.replace('\n', " ")
                    .contains("nimstep worksheet --seed 12 --level hard --count 5"),
                "{format}: the {what} does not say how to reprint\n{text}"
            );
        }
        // What a student is given holds no answer, in every format: the
        // sheet alone, `--key none`, and the sheet beside `--key-file`.
        let none = with(&["--key", "none"]);
        for (text, what) in [
            (&sheet, "sheet"),
            (&none, "--key none"),
            (&alone, "--key-file"),
        ] {
            for answer in &key {
                for &(heap, take, leaves) in &answer.moves {
                    let words = format!("take {take} from heap {heap}, leaving {leaves}");
                    assert!(!text.contains(&words), "{format} {what}: {words}");
                }
            }
            for needle in ["Answer key", "nim_sum", "winning_moves", "Teacher's copy"] {
                assert!(!text.contains(needle), "{format} {what}: {needle}\n{text}");
            }
        }
        // A file that holds the key says so before anything else of it.
        if format == "html" {
            let warned = both.find("Teacher's copy: this file holds the answer key.");
            let first = both.find("Position 1").unwrap();
            assert!(warned.is_some_and(|at| at < first), "{both}");
        }
        for answer in &key {
            let heaps: Vec<String> = answer.heaps.iter().map(u64::to_string).collect();
            let shown = heaps.join(" ");
            if format != "json" {
                assert!(sheet.contains(&shown), "{format}: {shown}");
                assert!(answers.contains(&shown), "{format}: {shown}");
                assert!(both.contains(&shown), "{format}: {shown}");
            }
        }
        match format {
            "json" => {
                let sheet: Value = serde_json::from_str(&sheet).unwrap();
                let answers: Value = serde_json::from_str(&answers).unwrap();
                assert_eq!(serde_json::from_str::<Value>(&both).unwrap(), answers);
                assert!(sheet.get("mix").is_none());
                for (i, row) in key.iter().enumerate() {
                    let asked = &sheet["positions"][i];
                    assert_eq!(asked, &json!({"heaps": row.heaps}), "the sheet: heaps only");
                    let heaps: Vec<String> = row.heaps.iter().map(u64::to_string).collect();
                    let mut args = vec!["explain", "--format", "json"];
                    args.extend(heaps.iter().map(String::as_str));
                    let explained: Value =
                        serde_json::from_str(&nimstep(&args, "").stdout).unwrap();
                    let answered = &answers["positions"][i];
                    for field in ["heaps", "nim_sum", "outcome", "winning_moves"] {
                        assert_eq!(answered[field], explained[field], "{field}");
                    }
                }
                let p = key.iter().filter(|a| a.outcome == "P").count();
                assert_eq!(answers["mix"], json!({"P": p, "N": key.len() - p}));
            }
            "terminal" => {
                assert!(both.contains("\u{c}"), "a form feed before the key");
                assert!(sheet.contains("Name: …") && !sheet.contains("Answer key"));
                assert!(answers.contains("Answer key") && !answers.contains("Name: "));
            }
            "html" => {
                assert_eq!(sheet.matches("<div class=\"work\"").count(), 5);
                assert!(!sheet.contains("Answer key"));
                // (The style sheet's name line of a printed sheet's later
                // pages is for sheets only: tests/all/paper.rs.)
                assert!(answers.contains("Answer key") && !answers.contains("<p>Name: "));
                assert!(sheet.contains("<p>Name: "));
                // The key on paper only: on screen the page is the sheet.
                assert_eq!(both.matches("<article class=\"doc\"").count(), 1);
                assert_eq!(both.matches("<article class=\"doc paper\"").count(), 1);
                assert!(!sheet.contains("<article class=\"doc paper\""));
            }
            _ => {
                assert!(both.contains("<div style=\"break-before: page\"></div>\n\n# Answer key"));
            }
        }
    }
}

/// The paragraphs under each "Position" heading of `markdown` as a
/// Markdown renderer reads them (pulldown-cmark, as for HTML): their text,
/// a hard line break as a newline.
fn rendered_positions(markdown: &str) -> Vec<Vec<String>> {
    use pulldown_cmark::{Event, Parser, Tag, TagEnd};
    let mut positions: Vec<Vec<String>> = Vec::new();
    let (mut heading, mut paragraph) = (None::<String>, None::<String>);
    for event in Parser::new(markdown) {
        match event {
            Event::Start(Tag::Heading { .. }) => heading = Some(String::new()),
            Event::End(TagEnd::Heading(_))
                if heading.take().is_some_and(|h| h.starts_with("Position ")) =>
            {
                positions.push(Vec::new());
            }
            Event::Start(Tag::Paragraph) => paragraph = Some(String::new()),
            Event::End(TagEnd::Paragraph) => {
                if let (Some(text), Some(last)) = (paragraph.take(), positions.last_mut()) {
                    last.push(text);
                }
            }
            Event::Text(text) => {
                if let Some(open) = heading.as_mut().or(paragraph.as_mut()) {
                    open.push_str(&text);
                }
            }
            Event::HardBreak => {
                if let Some(open) = paragraph.as_mut() {
                    open.push('\n');
                }
            }
            _ => {}
        }
    }
    positions
}

#[test]
fn the_room_to_work_survives_rendering_the_markdown() {
    for args in [&["--count", "5"][..], &["--count", "4", "--misere"]] {
        let markdown = ["worksheet", "--seed", "12", "--format", "markdown"];
        let sheet = nimstep(&[&markdown[..], args].concat(), "");
        let positions = rendered_positions(&sheet.stdout);
        let count: usize = args[1].parse().unwrap();
        assert_eq!(positions.len(), count, "{}", sheet.stdout);
        for paragraphs in positions {
            // The blanks to fill in, then lines to write on, a line apart:
            // one paragraph of lines ended by hard breaks, so a renderer
            // keeps them all and folds none.
            assert_eq!(paragraphs.len(), 1, "{paragraphs:?}");
            let lines: Vec<&str> = paragraphs[0].lines().collect();
            assert!(lines[0].starts_with("Nim-sum:"), "{lines:?}");
            assert!(lines[0].contains("Winning\u{a0}moves:"), "{lines:?}");
            let rules = lines[1..]
                .iter()
                .filter(|l| l.chars().count() >= 20 && l.chars().all(|c| c == '…'))
                .count();
            assert_eq!((rules, lines.len()), (7, 8), "{lines:?}");
        }
    }
}

/// A key writes each nim-sum in binary as the walkthrough of the same
/// position does, one digit per column of the stacked heaps (`0000₂`
/// beside 7 8 15, never `0₂` on the sheet and `0000₂` in the lesson).
#[test]
fn a_key_writes_the_nim_sum_as_the_walkthrough_does() {
    let key = nimstep(
        &[
            "worksheet",
            "--seed",
            "3",
            "--answers",
            "--format",
            "markdown",
        ],
        "",
    );
    let mut checked = 0;
    for line in key.stdout.lines() {
        let Some((_, rest)) = line.split_once(": ") else {
            continue;
        };
        let Some((sum, binary)) = rest.split_once(" = **") else {
            continue;
        };
        let Some((binary, _)) = binary.split_once(" = ") else {
            continue;
        };
        let heaps: Vec<&str> = sum.split(" ⊕ ").collect();
        let mut args = vec!["explain", "--steps", "nim-sum", "--color", "never"];
        args.extend(&heaps);
        let walkthrough = nimstep(&args, "");
        assert!(
            walkthrough.stdout.contains(&format!("{sum} = {binary} ")),
            "{line}\n{}",
            walkthrough.stdout
        );
        checked += 1;
    }
    assert!(checked >= 5, "{}", key.stdout);
}

/// Terminal text has lines to write on, as Markdown and HTML do: under
/// each position three dotted lines, each as wide as the width given and no
/// wider, a blank row above each for the handwriting.
#[test]
fn the_terminal_sheet_has_ruled_lines_fitting_the_width() {
    for width in [40usize, 60, 80, 120] {
        let width_arg = width.to_string();
        let args = [
            "worksheet",
            "--seed",
            "5",
            "--count",
            "3",
            "--format",
            "terminal",
            "--width",
            &width_arg,
        ];
        let out = nimstep(&args, "");
        assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
        let rule = "…".repeat(width);
        for (i, part) in out.stdout.split("Position ").skip(1).enumerate() {
            let rows: Vec<&str> = part.lines().collect();
            let ruled: Vec<usize> = (0..rows.len()).filter(|&r| rows[r] == rule).collect();
            assert_eq!(ruled.len(), 3, "position {} at {width}\n{part}", i + 1);
            for r in ruled {
                assert_eq!(
                    rows[r - 1],
                    "",
                    "a blank row above each line at {width}\n{part}"
                );
            }
        }
        assert!(
            out.stdout.lines().all(|l| l.chars().count() <= width),
            "fits {width}\n{}",
            out.stdout
        );
    }
}

/// What `nimstep worksheet ARGS > sheet.txt` writes, as a teacher runs it:
/// no `--format`, standard output a pipe, no `COLUMNS` in the environment.
fn printed(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nimstep"))
        .arg("worksheet")
        .args(args)
        .env_remove("COLUMNS")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("FORCE_COLOR")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The markup of Markdown and of HTML, none of which may reach paper.
const MARKUP: [&str; 6] = ["#", "\\", "**", "`", "|", "<"];

/// `nimstep worksheet | lpr`: plain text made for paper, for every seed
/// from 1 to 20 at every level under both rules. No markup, no escape
/// codes, 80 columns, pages of 66 lines (65 and the form feed) each
/// holding five whole positions, the name line atop each page; the
/// sheet's name, room to work, no answers.
#[test]
fn the_default_sheet_is_plain_text_laid_out_on_pages() {
    for level in ["easy", "medium", "hard"] {
        for misere in [false, true] {
            for seed in 1..=20 {
                let seed = seed.to_string();
                let mut args = vec!["--seed", &seed, "--level", level];
                if misere {
                    args.push("--misere");
                }
                let text = printed(&args);
                let what = format!("{args:?}\n{text}");
                for mark in MARKUP
                    .iter()
                    .chain(&["\u{1b}", "take ", "Answer", "nimstep"])
                {
                    assert!(!text.contains(mark), "{mark:?} in {what}");
                }
                let title = if misere {
                    format!("Nim worksheet · {level} · misère\n")
                } else {
                    format!("Nim worksheet · {level}\n")
                };
                assert!(text.starts_with(&title), "{what}");
                assert!(
                    text.contains("\nName: …") && text.contains(" Date: …"),
                    "{what}"
                );
                let pages: Vec<&str> = text.split('\u{c}').collect();
                let mut positions = Vec::new();
                for (i, page) in pages.iter().enumerate() {
                    assert!(page.lines().count() < 66, "a page too long: {what}");
                    assert_eq!(page.starts_with("Name: …"), i > 0, "{what}");
                    assert!(!page.starts_with('\n'), "a page opens blank: {what}");
                    for line in page.lines() {
                        assert!(line.chars().count() <= 80, "{line}");
                    }
                    // Each position whole: its blanks and its three ruled
                    // lines on the page of its heading.
                    let headings = page.matches("\nPosition ").count()
                        + usize::from(page.starts_with("Position "));
                    let rules = page.lines().filter(|l| l == &"…".repeat(80)).count();
                    assert_eq!(page.matches("Nim-sum:\u{a0}").count(), headings, "{what}");
                    assert_eq!(rules, 3 * headings, "{what}");
                    positions.push(headings);
                }
                assert_eq!(positions, [5, 5], "ten positions on two pages: {what}");
            }
        }
    }
    let long = printed(&["--seed", "4", "--count", "20"]);
    let pages: Vec<usize> = long
        .split('\u{c}')
        .map(|page| page.matches("Position ").count())
        .collect();
    assert_eq!(pages, [5, 5, 5, 5], "{long}");
}

/// The default is the same rule as every command's: terminal text, in
/// colour on a terminal only; `--format markdown` is Markdown; the help
/// says which is the default and what it prints.
#[test]
fn the_default_is_terminal_text_and_the_help_says_so() {
    let args = ["--seed", "6", "--count", "4"];
    let sheet = printed(&args);
    assert_eq!(
        sheet,
        printed(&[&args[..], &["--format", "terminal", "--color", "never"]].concat())
    );
    assert!(printed(&[&args[..], &["--color", "always"]].concat()).contains('\u{1b}'));
    let markdown = printed(&[&args[..], &["--format", "markdown"]].concat());
    assert!(
        markdown.starts_with("# Nim worksheet · medium"),
        "{markdown}"
    );
    let help = nimstep(&["worksheet", "--help"], "").stdout;
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    for said in [
        "Formats: terminal (default), markdown, json, html (--format).",
        "the default, terminal text, is plain text (no markup; no colour unless --color always) when written to a file or a pipe",
        "pages of 66 lines with a form feed between them, each position whole on a page",
        "Use --format markdown for course notes",
    ] {
        assert!(help.contains(said), "{said}\n{help}");
    }
}

/// The key in plain text never leaks onto the student's part: with
/// `--key end` it starts a page of its own after the sheet's last, and
/// `--key-file` writes it, as plain text too, beside the very sheet
/// printed alone.
#[test]
fn the_plain_key_stays_off_the_student_sheet() {
    let dir = tempfile::tempdir().unwrap();
    for seed in ["2", "9", "17"] {
        let args = ["--seed", seed, "--count", "8"];
        let sheet = printed(&args);
        let both = printed(&[&args[..], &["--key", "end"]].concat());
        let (student, key) = both
            .split_once("\u{c}Answer key")
            .expect("the key on a new page");
        assert_eq!(student, sheet, "the sheet, then the key");
        assert!(!student.contains("take ") && !student.contains("Answer"));
        assert!(key.contains("take "), "{key}");
        for mark in ["\\", "**", "`", "|", "<"] {
            assert!(!both.contains(mark), "{mark:?} in {both}");
        }
        let file = dir.path().join(format!("key-{seed}.txt"));
        let path = file.to_str().unwrap();
        assert_eq!(printed(&[&args[..], &["--key-file", path]].concat()), sheet);
        let written = std::fs::read_to_string(&file).unwrap();
        assert_eq!(written, format!("Answer key{key}"));
    }
}

/// The plain sheet as printed, form feeds shown as `␌`.
#[test]
fn the_printed_sheet_of_seed_3() {
    let text = printed(&["--seed", "3", "--count", "7", "--level", "easy"]);
    insta::assert_snapshot!("printed_sheet_seed_3", text.replace('\u{c}', "␌"));
}

/// On a terminal the default is the terminal's rendering, fitted to its
/// width (a pipe gets 80 columns): a 100-column window shows ruled lines
/// 100 wide.
#[test]
fn on_a_terminal_the_sheet_fits_the_window() {
    let mut terminal = crate::terminal::Terminal::sized(
        &[
            "worksheet",
            "--seed",
            "3",
            "--count",
            "2",
            "--level",
            "easy",
        ],
        100,
        40,
    );
    let screen = terminal.wait_for("Position 2");
    terminal.wait_until("the ruled lines of position 2", |t| {
        t.rows()
            .iter()
            .filter(|r| r.as_str() == "…".repeat(100))
            .count()
            == 6
    });
    assert!(screen.starts_with("Nim worksheet · easy"), "{screen}");
    assert!(!screen.contains('#') && !screen.contains('\\'), "{screen}");
}
