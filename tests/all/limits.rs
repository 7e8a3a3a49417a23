//! Many heaps and huge heaps: input bounded, cost linear in the heaps,
//! no arithmetic overflow near 2^64, each driven through the real binary.

use crate::support::{nimstep, under_shell};

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
fn a_hundred_thousand_heaps_on_stdin() {
    let heaps: Vec<String> = (0..100_000u64)
        .map(|i| (i * 7919 % 1_000_003).to_string())
        .collect();
    let out = nimstep(&["explain", "--format", "json"], &heaps.join(" "));
    assert_eq!(out.code, 0, "{}", out.stderr);
    let value: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(value["heaps"].as_array().map(Vec::len), Some(100_000));
    let terminal = nimstep(&["explain"], &heaps.join(" "));
    assert_eq!(terminal.code, 0);
    assert!(
        terminal.stdout.contains("+99968 more"),
        "per-heap tables are summarised"
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
    use nimstep::palette::Palette;
    use nimstep::play::session::{drive, Terminal};
    use nimstep::render::terminal;
    use nimstep_core::game::position::Position;
    use nimstep_core::game::{Move, Rules};
    use nimstep_core::play::game::Game;
    use nimstep_core::present;
    use nimstep_core::solve::{self, move_list};
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
            let trace = solve::walkthrough::explain_nim(&position, rules, None).unwrap();
            let _ = terminal::render(&present::sum::document(&trace), &plain, 80);
            let list = move_list::list(&heaps, rules);
            let _ = terminal::render(&present::move_list::document(&list), &plain, 80);
            let _ = present::play::why_outcome(&heaps, rules);
            if let Some(i) = heaps.iter().position(|&h| h > 0) {
                let m = Move::reduce(i + 1, heaps[i], heaps[i] - 1);
                let judged = crate::support::judged_nim(&heaps, rules, m);
                let _ = terminal::render(&present::check::document(&judged), &plain, 80);
                let _ = present::play::coach(&judged, judged.nim().unwrap());
            }
            if heaps.iter().any(|&h| h > 0) {
                // The game's hints, reasoning and coaching, move by move.
                let mut game = Game::new(heaps.clone(), rules, false).unwrap();
                let mut input: &[u8] = b"hint\n1 1\nhint\n2 1\nhint\nquit\n";
                let mut output = Vec::new();
                let terminal = Terminal { palette: plain, width: 80 };
                drive(&mut game, terminal, &mut input, &mut output, true).unwrap();
            }
        }
    }
}

#[test]
fn moves_of_many_heaps_stream_in_bounded_memory() {
    // 100,000 heaps list at least 100,000 moves. Built whole, the
    // terminal's document of them took about 270 MB (and failed under
    // this limit); written a run of rows at a time, every format runs
    // under a 120 MB address-space limit, and the Markdown table is
    // still one table.
    let heaps: Vec<String> = (0..100_000u64)
        .map(|i| (i * 7919 % 1_000_003 + (i << 40)).to_string())
        .collect();
    let file = std::env::temp_dir().join(format!("nimstep-stream-{}.txt", std::process::id()));
    std::fs::write(&file, heaps.join(" ")).unwrap();
    for format in ["terminal", "markdown", "html", "json"] {
        let (code, stdout, stderr) = under_shell(
            "ulimit -v 120000",
            &format!("moves --format {format} < '{}'", file.display()),
        );
        assert_eq!(code, 0, "{format}: {stderr}");
        let last = if format == "json" {
            "\"heap\": 100000"
        } else {
            "#100000"
        };
        assert!(stdout.contains(last), "{format}: the last heap's move");
        if format == "markdown" {
            let rows = stdout.lines().filter(|l| l.starts_with("| #")).count();
            let heads = stdout.lines().filter(|l| l.starts_with("| heap ")).count();
            assert!(rows >= 100_000, "{rows} rows");
            assert_eq!(heads, 1, "one table, one header row");
        }
    }
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn other_games_of_many_heaps_run_in_bounded_memory() {
    // 100,000 heaps too large to list their moves, under a 100 MB
    // address-space limit, in every format. Main's binary before issue 25's
    // fourth stream aborted here: moves --game wrote the whole position
    // after every move (quadratic), check --game worded every winning move,
    // and explain --game lasker appended a reason per heap to one
    // sentence, each copy longer than the last.
    let heaps: Vec<String> = (0..100_000u64)
        .map(|i| (i * 7919 % 1_000_003 + (i << 40) + 1_000_000).to_string())
        .collect();
    let file = std::env::temp_dir().join(format!("nimstep-games-{}.txt", std::process::id()));
    std::fs::write(&file, heaps.join(" ")).unwrap();
    for command in [
        "explain --game kayles",
        "moves --game kayles",
        "check --game kayles --from 1 --take 1",
        "explain --game lasker",
    ] {
        for format in ["terminal", "markdown", "html", "json"] {
            let (code, stdout, stderr) = under_shell(
                "ulimit -v 100000",
                &format!("{command} --format {format} < '{}'", file.display()),
            );
            assert_eq!(code, 0, "{command} --format {format}: {stderr}");
            if format == "json" && !command.starts_with("explain") {
                let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
                assert_eq!(v["heaps"].as_array().unwrap().len(), 100_000, "{command}");
            } else {
                assert!(stdout.contains("100000"), "{command} --format {format}");
            }
        }
    }
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn checking_a_move_of_many_heaps_holds_no_list_of_winning_moves() {
    // 100,000 heaps too large to list their moves, and a move that does
    // not win: Kayles has 125,015 winning moves to name, Lasker's Nim
    // 47,565. Before issue 25's sixth stream `check --game` held them all
    // (and each heap's game three times, and every value in one
    // sentence), which needs more than this 40 MB address-space limit;
    // now JSON searches them again as it writes them and the documents
    // the first 32, and every format fits. The documents' count agrees
    // with the JSON's list.
    let heaps: Vec<String> = (0..100_000u64)
        .map(|i| (i * 7919 % 1_000_003 + (i << 40) + 1_000_000).to_string())
        .collect();
    let file = std::env::temp_dir().join(format!("nimstep-check-{}.txt", std::process::id()));
    std::fs::write(&file, heaps.join(" ")).unwrap();
    for (game, take) in [("kayles", 2), ("lasker", 1)] {
        let run = |format: &str| {
            let (code, stdout, stderr) = under_shell(
                "ulimit -v 40000",
                &format!(
                    "check --game {game} --from 1 --take {take} --format {format} < '{}'",
                    file.display()
                ),
            );
            assert_eq!(code, 0, "{game} --format {format}: {stderr}");
            stdout
        };
        let v: serde_json::Value = serde_json::from_str(&run("json")).unwrap();
        assert_eq!(v["wins"], false, "{game}");
        let better = v["better"].as_array().unwrap().len();
        assert!(better > 40_000, "{game}: {better}");
        for format in ["terminal", "markdown", "html"] {
            let text = run(format);
            let more = text
                .split("… and ")
                .nth(1)
                .and_then(|rest| rest.split(' ').next())
                .and_then(|n| n.parse::<usize>().ok());
            assert_eq!(more, Some(better - 32), "{game} --format {format}");
        }
    }
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn a_long_table_of_grundy_values_streams_in_every_format() {
    // 300,000 values: 25,000 rows of one period each. Built whole, the
    // table needed more than a 50 MB address space (and HTML cut it into
    // slides in quadratic time: 8 s of CPU at 100,000 values); written a
    // run of rows at a time, every format fits in 30 MB, and the proof of
    // the period still comes after the last row.
    for format in ["terminal", "markdown", "html", "json"] {
        let (code, stdout, stderr) = under_shell(
            "ulimit -v 30000",
            &format!("grundy --game kayles --upto 300000 --format {format}"),
        );
        assert_eq!(code, 0, "{format}: {stderr}");
        if format == "json" {
            let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
            assert_eq!(v["values"].as_array().unwrap().len(), 300_001);
            continue;
        }
        let last = stdout.find("299999–300000").expect("the last row");
        let proof = stdout.find("The period").expect("the period's section");
        assert!(last < proof, "{format}: the proof after the last row");
    }
}
