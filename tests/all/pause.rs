//! `--pause` on a real pseudo-terminal: keystrokes in, the screen (as a
//! terminal would show it) read back after each.

use crate::support::nimstep;
use crate::terminal::Terminal;

const RIGHT: &str = "\x1b[C";
const LEFT: &str = "\x1b[D";
const DOWN: &str = "\x1b[B";
const UP: &str = "\x1b[A";
const PAGE_DOWN: &str = "\x1b[6~";
const PAGE_UP: &str = "\x1b[5~";
const HOME: &str = "\x1b[H";
const END: &str = "\x1b[F";
const BACKSPACE: &str = "\x7f";

#[test]
fn a_walkthrough_steps_forward_back_and_jumps() {
    let mut t = Terminal::start(&["explain", "13", "12", "8", "--pause"]);
    let screen = t.wait_for("step 1 of 11");
    assert!(t.screen.screen().alternate_screen(), "the alternate screen");
    assert!(screen.contains("Position 13 12 8"), "{screen}");
    assert!(screen.contains("1. Write each heap in binary"), "{screen}");
    assert!(!screen.contains("2. Stack"), "{screen}");
    // Nothing to go back to on the first screen.
    assert!(screen.contains("→ next · ? keys · q quit"), "{screen}");
    assert!(!screen.contains('←'), "{screen}");

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
    t.press("\r");
    t.wait_for("step 4 of 11");
    t.press(PAGE_UP);
    t.wait_for("step 3 of 11");
    t.press(BACKSPACE);
    t.wait_for("step 2 of 11");
    t.press(END);
    t.wait_for("step 11 of 11");
    t.press(HOME);
    t.wait_for("step 1 of 11");
    // A step that does not exist: the place stays, and the status says so.
    t.press("12\r");
    let screen = t.wait_for("step 1 of 11 · no step 12");
    assert!(screen.contains("1. Write each heap in binary"), "{screen}");

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
    t.given_back();
    assert!(
        !t.text().contains("Position 13 12 8"),
        "no step left in the scrollback's screen:\n{}",
        t.text()
    );
}

#[test]
fn b_and_dot_blank_the_screen_and_never_move_question_mark_shows_the_keys() {
    let mut t = Terminal::start(&["explain", "13", "12", "8", "--pause"]);
    t.wait_for("step 1 of 11");
    t.press(RIGHT);
    t.wait_for("step 2 of 11");
    for blank in ["b", "."] {
        t.press(blank);
        t.wait_until("a blank screen", |t| t.text().trim().is_empty());
        t.press(RIGHT);
        let screen = t.wait_for("step 2 of 11");
        assert!(screen.contains("2. Stack"), "{screen}");
    }
    t.press("?");
    let screen = t.wait_for("Keys");
    for keys in ["PageDown", "Backspace", "Home  End", "b  .", "q  Esc"] {
        assert!(screen.contains(keys), "{keys}: {screen}");
    }
    t.press("q");
    t.wait_for("step 2 of 11");
    t.press("q");
    assert_eq!(t.finish(), 0);
}

/// `?` shows every key of the map, whole, at every classroom size (a
/// bordered table once wrapped its sayings so tall that 48 × 14 showed
/// six keys of nine, with no sign of the rest), and the status line under
/// a step in several parts still names `?` at 48 columns.
#[test]
fn question_mark_shows_every_key_at_every_size() {
    for (cols, rows) in ROOMS {
        let mut t = Terminal::sized(&["explain", "13", "12", "8", "--pause"], cols, rows);
        t.wait_for("step 1 of 11");
        t.press(END);
        t.wait_for("step 11 of 11");
        let end = t.rows().last().unwrap().clone();
        t.press(LEFT);
        t.wait_until("the part before the last", |t| {
            t.rows().last() != Some(&end)
        });
        let status = t.rows().last().unwrap().clone();
        assert!(status.contains(" · ?"), "{cols}×{rows}: {status}");
        t.press("?");
        let screen = t.wait_for("Keys");
        // Each key whole, and the first and last word of what it does
        // (a saying may wrap under itself).
        for (keys, what) in nimstep_core::deck::KEYS {
            let words = [what.split(' ').next(), what.rsplit(' ').next()];
            assert!(
                screen.contains(keys) && words.iter().flatten().all(|w| screen.contains(w)),
                "{cols}×{rows} lacks {keys}: {what}\n{screen}"
            );
        }
        t.press("q");
        t.wait_until("the step again", |t| t.rows().last() == Some(&status));
        t.press("q");
        assert_eq!(t.finish(), 0);
    }
}

/// A place in a presentation, as its status line says it: (step, of
/// steps, part, of parts).
fn place(status: &str) -> Option<(usize, usize, usize, usize)> {
    let numbers: Vec<usize> = status
        .split(" · ")
        .take(2)
        .flat_map(|item| item.split([' ', '/']).filter_map(|w| w.parse().ok()))
        .collect();
    match numbers[..] {
        [step, steps] => Some((step, steps, 1, 1)),
        [step, steps, part, parts, ..] => Some((step, steps, part, parts)),
        _ => None,
    }
}

/// Pages with Space (and ↓ through a part taller than the screen) through
/// `args` on a `cols` × `rows` terminal, checking
/// each screen as it goes: every screen has content under its title and
/// starts with its step's heading (a later part's saying which part it is,
/// so none starts mid-sentence), and table rows are never shown without
/// their head. Returns the steps counted and every screen seen.
fn page_through(args: &[&str], cols: u16, rows: u16) -> (usize, Vec<Vec<String>>) {
    let mut all = args.to_vec();
    all.push("--pause");
    let mut t = Terminal::sized(&all, cols, rows);
    let name = format!("{} at {cols}×{rows}", args.join(" "));
    t.wait_until("a status line", |t| {
        t.rows().last().is_some_and(|s| s.starts_with("step 1 of"))
    });
    let mut seen = Vec::new();
    loop {
        let rows = t.rows();
        let status = rows.last().unwrap().clone();
        let (step, steps, part, parts) = place(&status).expect("a place");
        let shown = format!("{name}, step {step} part {part}:\n{}", rows.join("\n"));
        assert!(rows.iter().all(|r| r.chars().count() <= usize::from(cols)));
        says_everything(
            &status,
            (step, part) == (1, 1),
            (step, part) == (steps, parts),
            &shown,
        );
        // The title, a blank line, then the part; on a short screen the
        // title in two lines at most, then the part.
        let blank = match short(rows.len()) {
            true => title_rows(&rows, cols) - 1,
            false => rows.iter().position(|r| r.trim().is_empty()).unwrap(),
        };
        let body: Vec<&String> = rows[blank + 1..rows.len() - 1]
            .iter()
            .skip_while(|r| r.trim().is_empty())
            .collect();
        assert!(!body.is_empty(), "a screen without content: {shown}");
        let first = body[0].trim_start();
        assert!(
            // (a heading may name a value: "g(10)")
            !first.starts_with(|c: char| c.is_lowercase()) || first.starts_with("g("),
            "starts mid-sentence: {shown}"
        );
        // "(part 2 of 3)" whole on the heading's last line; on a short
        // screen it may be left to the status line rather than take a
        // line of its own.
        let which = format!("(part {part} of {parts})");
        let heading = body[..body.len().min(2)]
            .iter()
            .map(|r| r.replace('\u{a0}', " "));
        let heading = heading.collect::<Vec<_>>();
        if parts > 1 && !short(rows.len()) {
            assert!(
                heading.iter().any(|r| r.contains(&which)),
                "no heading for the part: {shown}"
            );
        }
        for line in heading.iter().filter(|r| r.contains("(part")) {
            assert!(line.trim_end().ends_with(&which), "{shown}");
        }
        // A lead-in ("Three cases:", a paragraph ending "…:") stays with
        // what it leads into, and a later part is more than one closing
        // line under its heading, on a screen of 20 rows or more (14 rows
        // may not hold a lead-in and the next block): no screen ends with
        // one (a worked example is introduced by a whole sentence, issue
        // 20). A walkthrough's step may end "…, found below as a mex."
        // (its steps are the JSON's), but not in one line alone.
        let end = body.iter().rposition(|r| !r.trim().is_empty()).unwrap();
        let last = body[end];
        let one_line = end == 0 || body[end - 1].trim().is_empty();
        let lead_in = last.trim_end().ends_with(':') || one_line && last.contains("found below");
        assert!(
            rows.len() < 20 || !lead_in,
            "a lead-in cut from what it leads into: {shown}"
        );
        if part > 1 && rows.len() >= 20 {
            let text = body.iter().filter(|r| !r.trim().is_empty()).count();
            assert!(text > 2, "a part of one closing line: {shown}");
        }
        let head = body.iter().position(|r| r.contains('╞'));
        let first_row = body.iter().position(|r| r.contains('┆'));
        if let Some(row) = first_row {
            assert!(
                head.is_some_and(|h| h == row + 1),
                "table rows without their head: {shown}"
            );
        }
        if std::env::var_os("SHOW_SCREENS").is_some() {
            eprintln!("=====\n{}", rows.join("\n"));
        }
        seen.push(rows);
        // A part taller than the screen: scrolled to its foot with ↓.
        while t.rows().last().is_some_and(|s| s.contains("↓")) {
            let before = t.rows();
            t.press(DOWN);
            t.wait_until("the part scrolled", |t| t.rows() != before);
            seen.push(t.rows());
        }
        if step == steps && part == parts {
            t.press("q");
            assert_eq!(t.finish(), 0, "{name}");
            return (steps, seen);
        }
        t.press(" ");
        t.wait_until("the next part", |t| {
            t.rows().last().and_then(|s| place(s)) != Some((step, steps, part, parts))
        });
    }
}

/// Checks that the status line of a screen (`shown`, for messages) says
/// the same things at every size: the keys `?` and `q` (their words may
/// go where they cannot fit), "→" to go on or "the end" on the last
/// screen, and "←" on every screen but the first, where there is nothing
/// to go back to.
fn says_everything(status: &str, first: bool, last: bool, shown: &str) {
    let keys: Vec<&str> = status.split(" · ").collect();
    for key in ["?", "q"] {
        assert!(keys.iter().any(|k| k.starts_with(key)), "no {key}: {shown}");
    }
    assert_eq!(status.contains("the end"), last, "the end? {shown}");
    assert_eq!(status.contains('→'), !last, "→? {shown}");
    assert_eq!(status.contains('←'), !first, "←? {shown}");
}

/// At 40 × 12 as at 80 × 24, every screen's status line says where it
/// stands and every key that moves, "the end" on the last, and no "←" on
/// the first (a screen of a split step said only "step 6 of 11 · part 2/3
/// · ? keys", the last screen no "the end", and step 1 offered "← back").
#[test]
fn the_status_line_says_the_same_things_at_every_size() {
    for (cols, rows) in [(40, 12), (80, 24)] {
        let (steps, seen) = page_through(&["explain", "13", "12", "8"], cols, rows);
        assert_eq!(steps, 11);
        // At 80 columns every word fits.
        for status in seen.iter().filter_map(|s| s.last()).filter(|_| cols == 80) {
            assert!(status.contains("? keys · q quit"), "{status}");
        }
    }
}

/// How many rows the title takes on a short screen of `cols` columns
/// (one or two): two when the second row goes on from the first, which a
/// wrap fills as far as it can (the first word of a heading under a title
/// of one line would have fit on it).
fn title_rows(rows: &[String], cols: u16) -> usize {
    let first_word = rows[1].split(' ').next().unwrap_or("").chars().count();
    match rows[0].trim_end().chars().count() + 1 + first_word > usize::from(cols) {
        true => 2,
        false => 1,
    }
}

/// Whether a screen of `rows` rows is short, where every line goes to the
/// part: the title is one line, with no blank line under it or above the
/// status line, and a lesson's blocks are not set apart by blank lines.
fn short(rows: usize) -> bool {
    rows < 20
}

/// The sentence under a table turned on its side.
const TURNED: &str = "Turned to fit: each row here is one column of the table, named at its left.";

/// The sentence under a table cut into blocks of columns.
const CUT: &str = "Cut to fit: one table, split by columns.";

/// The sizes of classroom terminals: a projector's 80 × 24, and larger
/// fonts.
const ROOMS: [(u16, u16); 3] = [(80, 24), (60, 20), (48, 14)];

#[test]
fn walkthroughs_count_their_steps_at_every_size() {
    for args in [
        &["explain", "13", "12", "8"][..],
        &["explain", "37", "20", "29", "--misere"],
    ] {
        let json = nimstep(&[args, &["--format", "json"]].concat(), "").stdout;
        let json: serde_json::Value = serde_json::from_str(&json).unwrap();
        let expected = json["steps"].as_array().unwrap().len();
        for (cols, rows) in ROOMS {
            let (steps, seen) = page_through(args, cols, rows);
            assert_eq!(steps, expected, "{args:?} at {cols}×{rows}");
            // Nothing is lost: the words of the whole output's prose at
            // this width, in order (a paragraph cut between its sentences
            // wraps anew after the cut, and a heading may gain "(part 2 of
            // 3)"), and every table row's label, were on the screens.
            let width = cols.to_string();
            let plain = nimstep(
                &[args, &["--color", "never", "--width", &width]].concat(),
                "",
            );
            // A short screen shows the title's first line, cut with "…"
            // where it goes on.
            let title: Vec<&str> = plain.stdout.lines().take_while(|l| !l.is_empty()).collect();
            let skip = match short(usize::from(rows)) {
                true => title.len(),
                false => 0,
            };
            if short(usize::from(rows)) {
                let shown = seen[0][0].trim_end().trim_end_matches('…');
                assert!(
                    title.join(" ").starts_with(shown) && shown.len() > 10,
                    "{args:?} at {cols}×{rows}: {shown:?} for {title:?}"
                );
            }
            // Prose: no table line, nor the note under a turned table (a
            // table cut into parts may stand upright).
            let prose = |line: &&str| {
                !line.contains(['│', '─', '═'])
                    && !TURNED.contains(line.trim())
                    && line.trim() != CUT
            };
            let mut shown = seen
                .iter()
                .flat_map(|screen| screen[..screen.len() - 1].iter().map(String::as_str))
                .filter(prose)
                .flat_map(str::split_whitespace);
            let printed = plain.stdout.lines().skip(skip).filter(prose);
            for (i, word) in printed.flat_map(str::split_whitespace).enumerate() {
                assert!(
                    shown.any(|w| w == word),
                    "{args:?} at {cols}×{rows}: word {i}, {word:?}, never shown in its place"
                );
            }
            let seen = seen.concat().join("\n");
            for line in plain.stdout.lines().filter(|l| l.contains('┆')) {
                let label = line.split('┆').next().unwrap_or("");
                let label = label.trim_start_matches('│').trim();
                assert!(
                    seen.contains(label),
                    "{args:?} at {cols}×{rows}: never shown: {line:?}"
                );
            }
        }
    }
}

#[test]
fn lessons_count_the_same_steps_at_every_size() {
    for lesson in ["4", "8"] {
        let counts: Vec<usize> = ROOMS
            .iter()
            .map(|&(cols, rows)| page_through(&["lesson", lesson], cols, rows).0)
            .collect();
        assert!(
            counts.iter().all(|&c| c == counts[0]),
            "lesson {lesson}: {counts:?}"
        );
    }
}

#[test]
fn no_part_of_a_lesson_ends_with_a_heading() {
    for lesson in ["8", "9"] {
        // Every heading of the lesson and of its worked examples, as the
        // Markdown writes them ("> #### The game").
        let markdown = nimstep(&["lesson", lesson, "--format", "markdown"], "").stdout;
        let headings: Vec<String> = markdown
            .lines()
            .map(|l| l.trim_start_matches(['>', ' ']))
            .filter(|l| l.starts_with('#'))
            .map(|l| {
                l.trim_start_matches('#')
                    .replace(['*', '`'], "")
                    .trim()
                    .to_string()
            })
            .collect();
        assert!(headings.iter().any(|h| h == "The game"), "{headings:?}");
        for (cols, rows) in [(80, 24), (60, 20)] {
            let (_, seen) = page_through(&["lesson", lesson], cols, rows);
            for screen in seen {
                let (status, body) = screen.split_last().unwrap();
                if status.contains('↓') {
                    continue; // the part goes on below
                }
                let last = body.iter().rev().find(|r| !r.trim().is_empty()).unwrap();
                let last = last.trim();
                assert!(
                    !headings.iter().any(|h| h.ends_with(last)),
                    "lesson {lesson} at {cols}×{rows}: a part ends with a heading:\n{}",
                    screen.join("\n")
                );
            }
        }
    }
}

#[test]
fn a_turned_table_and_its_note_share_every_part() {
    for (args, cols, rows) in [
        (&["explain", "37", "20", "29", "--misere"][..], 60, 20),
        (&["explain", "13", "12", "8"], 48, 14),
    ] {
        let (_, seen) = page_through(args, cols, rows);
        for screen in &seen {
            let (status, body) = screen.split_last().unwrap();
            if status.contains(['↓', '↑']) {
                continue; // a scrolled part shows some of its lines
            }
            let text = body.join("\n");
            let turned_rows = body.iter().any(|r| r.starts_with("│ column ┆ #1"));
            let note = text.contains("Turned to fit");
            assert_eq!(
                turned_rows, note,
                "{args:?} at {cols}×{rows}: a turned table without its note, or the note alone:\n{text}"
            );
        }
    }
}

#[test]
fn a_block_taller_than_the_screen_scrolls_with_the_arrows() {
    // Six rows, a short screen: the title, four lines of the part and the
    // status: step 1's first paragraph is taller than that.
    let mut t = Terminal::sized(&["explain", "13", "12", "8", "--pause"], 80, 6);
    t.wait_for("step 1 of 11");
    let mut presses = 0;
    while !t.rows()[5].contains("↓ more below") {
        presses += 1;
        assert!(presses < 20, "nothing to scroll:\n{}", t.text());
        let before = t.rows()[5].clone();
        t.press(" ");
        t.wait_until("the next part", |t| t.rows()[5] != before);
    }
    let top = t.rows()[1..5].to_vec();
    t.press(DOWN);
    t.wait_until("the part scrolled", |t| t.rows()[1..5] != top[..]);
    // (a part's heading may be held at the top while the rest scrolls)
    assert_eq!(t.rows()[3], top[3], "one line up:\n{}", t.text());
    assert!(t.rows()[5].contains('↑'), "{}", t.text());
    t.press(UP);
    t.wait_until("the part back at its top", |t| t.rows()[1..5] == top[..]);
    t.press("q");
    assert_eq!(t.finish(), 0);
}

#[test]
fn next_scrolls_through_a_part_taller_than_the_screen_under_its_whole_heading() {
    // Lesson 9 at 40×12: the first part taller than the screen (a sentence
    // too long to share the screen with its step's title and heading).
    let mut t = Terminal::sized(&["lesson", "9", "--pause"], 40, 12);
    let status = |t: &Terminal| t.rows().last().unwrap().clone();
    t.wait_until("a status line", |t| status(t).starts_with("step 1 of"));
    while !status(&t).contains('↓') {
        let before = status(&t);
        t.press(" ");
        t.wait_until("the next part", |t| status(t) != before);
    }
    let top = t.text();
    let (step, steps, part, parts) = place(&status(&t)).unwrap();
    assert!(parts > 1, "{top}");
    // The heading, "(part k of n)" and all, is held under the title.
    let held = t.rows().iter().position(|r| r.contains("(part")).unwrap();
    let heading: Vec<String> = t.rows()[..=held].to_vec();
    // ↓ scrolls the part, never its heading.
    t.press(DOWN);
    t.wait_until("the part scrolled", |t| t.text() != top);
    assert_eq!(t.rows()[..=held], heading[..], "{}", t.text());
    t.press(UP);
    t.wait_until("the part back at its top", |t| t.text() == top);
    // Space shows the rest of the part before it moves on.
    t.press(" ");
    let rest = t.wait_until("the part's foot", |t| {
        status(t).contains('↑') && !status(t).contains('↓')
    });
    assert_eq!(
        place(&status(&t)),
        Some((step, steps, part, parts)),
        "{rest}"
    );
    assert_eq!(t.rows()[..=held], heading[..], "{rest}");
    t.press(" ");
    t.wait_until("the next part", |t| {
        place(&status(t)) != Some((step, steps, part, parts))
    });
    // ← goes back to the part's top, and back up through it a screenful
    // at a time.
    t.press(LEFT);
    t.wait_until("the part at its top", |t| t.text() == top);
    t.press(" ");
    t.wait_until("the part's foot again", |t| t.text() == rest);
    t.press(LEFT);
    t.wait_until("the part at its top", |t| t.text() == top);
    t.press("q");
    assert_eq!(t.finish(), 0);
}

#[test]
fn a_resize_redraws_at_once_and_keeps_the_place() {
    let mut t = Terminal::sized(&["explain", "13", "12", "8", "--pause"], 80, 24);
    t.wait_for("step 1 of 11");
    t.press(RIGHT);
    t.wait_for("step 2 of 11");
    t.resize(48, 14);
    t.wait_until("a status line on the last of 14 rows", |t| {
        t.rows().len() == 14 && t.rows()[13].starts_with("step 2 of 11")
    });
    t.resize(80, 24);
    t.wait_until("a status line on the last of 24 rows", |t| {
        t.rows().len() == 24 && t.rows()[23].starts_with("step 2 of 11")
    });
    t.press("q");
    assert_eq!(t.finish(), 0);
}

#[test]
fn a_paste_of_four_kilobytes_of_keys_then_q_quits() {
    let mut t = Terminal::sized(&["lesson", "8", "--pause"], 60, 20);
    t.wait_for("step 1 of");
    let paste: String = " x→".repeat(4096 / 5);
    t.press(&paste);
    t.press("q");
    assert_eq!(t.finish(), 0);
    t.given_back();
}

#[test]
fn sigterm_and_sighup_give_the_terminal_back() {
    for (signal, number) in [("TERM", 15), ("HUP", 1), ("QUIT", 3)] {
        let mut t = Terminal::start(&["explain", "13", "12", "8", "--pause"]);
        t.wait_for("step 1 of 11");
        assert!(!t.echoes_lines(), "raw mode while presenting");
        t.signal(signal);
        assert_eq!(t.finish(), 128 + number, "{signal}");
        assert!(t.echoes_lines(), "{signal}: echo and lines again");
        t.given_back();
    }
}

/// q and Esc end a presentation well (status 0); Ctrl-C and `Ctrl-\`,
/// which raw mode turns into keys, end it as SIGINT and SIGQUIT would, with
/// 128 + the signal (130, 131), even over a blank screen, where any other
/// key only brings the step back; the terminal is given back either way.
#[test]
fn q_and_escape_quit_ctrl_c_interrupts_and_each_restores_the_terminal() {
    for (keys, status) in [
        (&["q"][..], 0),
        (&["\x1b"], 0),
        (&["\x03"], 130),
        (&["b", "\x03"], 130),
        (&["\x1c"], 131),
    ] {
        let mut t = Terminal::start(&["explain", "4", "1", "1", "--misere", "--pause"]);
        t.wait_for("step 1 of");
        assert!(!t.echoes_lines(), "raw mode while presenting");
        for key in keys {
            t.press(key);
        }
        assert_eq!(t.finish(), status, "{keys:?}");
        assert!(t.echoes_lines(), "{keys:?}: echo and lines again");
        t.given_back();
        assert!(
            !t.text().contains("Position 4 1 1"),
            "{keys:?}: the main screen again:\n{}",
            t.text()
        );
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
    let mut before = screen;
    loop {
        step += 1;
        t.press(" ");
        let screen = t.wait_for(&format!("step {step} of"));
        if screen.contains("Position 25 —") {
            assert!(screen.contains("Write each heap in binary"), "{screen}");
            // One counter: the status line's, not the example's own too.
            assert!(!screen.contains("1. Write each heap"), "{screen}");
            // The sentence that introduces the example ends the step
            // before, whole (no "…:" cut from it): the example opens a
            // step of its own, under its title.
            assert!(
                before.contains("here it is alone, for 25."),
                "the introduction is not just before the example:\n{before}"
            );
            assert!(!screen.contains("here it is alone"), "{screen}");
            break;
        }
        assert!(step < 30, "no worked example:\n{screen}");
        before = screen;
    }
    t.press(" ");
    let screen = t.wait_for(&format!("step {} of", step + 1));
    assert!(screen.contains("Why it always works"), "{screen}");
    assert!(!screen.contains("Position 25 —"), "{screen}");
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

#[test]
fn one_key_map_in_the_help_the_docs_and_the_presenters() {
    let help = nimstep(&["explain", "--help"], "").stdout;
    let docs = include_str!("../../docs/presenting.md");
    for (keys, what) in nimstep_core::deck::KEYS {
        assert!(
            help.lines().any(|l| l.contains(keys) && l.contains(what)),
            "--help lacks {keys}: {what}\n{help}"
        );
        let cells = format!(
            "| {}",
            keys.split_whitespace().collect::<Vec<_>>().join(" ")
        );
        assert!(
            docs.lines()
                .any(|l| l.starts_with(&cells) && l.contains(what)),
            "docs/presenting.md lacks {keys}: {what}"
        );
    }
}

/// Lesson 9 introduces a worked example ("…behind its mex."): at 80 × 24
/// and 60 × 20 the introduction ends its step and the example opens the
/// next, its title with its heading and its first paragraph, never pasted
/// under the lesson's heading among its paragraphs.
#[test]
fn an_example_opens_a_step_of_its_own_after_its_introduction() {
    for (cols, rows) in [(80, 24), (60, 20)] {
        let (_, seen) = page_through(&["lesson", "9"], cols, rows);
        let title = "The Grundy value of a heap of 10";
        let lead = seen
            .windows(2)
            .position(|w| !w[0].join("\n").contains(title) && w[1].join("\n").contains(title))
            .expect("the example is shown");
        let shown = seen[lead].join("\n");
        let body = &seen[lead][..seen[lead].len() - 1];
        let last = body.iter().rfind(|r| !r.trim().is_empty()).unwrap();
        assert!(last.trim_end().ends_with("its mex."), "{shown}");
        let example = seen[lead + 1].join("\n");
        let step = |screen: &Vec<String>| place(screen.last().unwrap()).unwrap().0;
        assert_eq!(step(&seen[lead + 1]), step(&seen[lead]) + 1, "{example}");
        for said in [title, "The game", "Kayles: a heap"] {
            assert!(example.contains(said), "{said}: {example}");
        }
    }
}

/// Every lesson of the course, paged through at 80 × 24 and 60 × 20 as a
/// class sees it: no screen ends with a lead-in ("…:") apart from what it
/// introduces, none is a lead-in alone ([`page_through`] checks each
/// screen), so a lead-in and what it introduces are on one screen.
#[test]
fn no_lesson_screen_ends_with_a_lead_in() {
    let lessons =
        std::fs::read_dir(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons"))
            .expect("the lessons folder")
            .count();
    for lesson in 1..=lessons {
        for (cols, rows) in [(80, 24), (60, 20)] {
            let (_, seen) = page_through(&["lesson", &lesson.to_string()], cols, rows);
            assert!(seen.len() > 3, "lesson {lesson} at {cols}×{rows}");
        }
    }
}

/// A table that fits a part whole is never cut, and one cut into parts
/// between rows is laid out once, for all its rows:
/// every part of it has the same columns, as wide as the whole table's (at
/// 48 × 14, step 8's part with "= new size" was wider than the part with
/// "heap 1"). And one kind of table stands one way up through a
/// walkthrough: 13 12 8's check table (step 10), whose "even"s make it
/// too wide to stand upright at 48 columns, is turned, and so is the
/// stacked table of step 2, which has the same columns (it stood upright).
#[test]
fn a_table_cut_into_parts_keeps_its_columns_and_its_kind_one_shape() {
    use std::collections::{BTreeMap, BTreeSet};
    for (cols, rows) in ROOMS {
        let (_, seen) = page_through(&["explain", "13", "12", "8"], cols, rows);
        let mut tops: BTreeMap<usize, BTreeSet<String>> = BTreeMap::new();
        let mut turned: BTreeMap<usize, BTreeSet<bool>> = BTreeMap::new();
        for screen in &seen {
            let (step, ..) = place(screen.last().unwrap()).unwrap();
            for row in screen {
                if row.starts_with('┌') {
                    tops.entry(step).or_default().insert(row.trim_end().into());
                }
                if row.starts_with("│ heap ") || row.starts_with("│ column ") {
                    let sideways = row.starts_with("│ column ");
                    turned.entry(step).or_default().insert(sideways);
                }
            }
        }
        for (step, tops) in &tops {
            assert_eq!(tops.len(), 1, "{cols}×{rows}, step {step}: {tops:#?}");
        }
        // A table that fits a part whole is not cut: the heap, the nim-sum
        // and their sum share a screen (at 48 × 14 the heap's row stood
        // alone under the paragraph before the table).
        let xor = seen
            .iter()
            .find(|s| s.iter().any(|r| r.starts_with("│ heap 1 ")));
        let xor = xor.expect("step 8's table").join("\n");
        assert!(xor.contains("│ = new size"), "{cols}×{rows}:\n{xor}");
        assert_eq!(turned[&2].len(), 1, "{cols}×{rows}: {turned:?}");
        assert_eq!(turned[&2], turned[&10], "{cols}×{rows}: {turned:?}");
    }
}

/// Below 48 × 14 the keys do not fit under their heading: ↓ scrolls them
/// (the heading stays), the status line says there is more and that any
/// other key returns, and every key is seen on the way down, no line
/// running past the screen's foot or side (at 40 × 12 the last keys were
/// drawn over one another on the bottom row, unsaid).
#[test]
fn question_mark_scrolls_the_keys_where_they_do_not_fit() {
    for (cols, rows) in [(40, 12), (34, 9)] {
        let mut t = Terminal::sized(&["explain", "13", "12", "8", "--pause"], cols, rows);
        t.wait_until("step 1", |t| {
            t.rows()
                .last()
                .and_then(|s| place(s))
                .is_some_and(|p| p.0 == 1)
        });
        t.press("?");
        t.wait_for("Keys");
        let status = |t: &Terminal| t.rows().last().unwrap().clone();
        assert!(
            status(&t).starts_with("↓ more"),
            "{cols}×{rows}:\n{}",
            t.text()
        );
        let mut seen = t.rows();
        while !status(&t).starts_with("↑ more") {
            let before = t.rows();
            t.press(DOWN);
            t.wait_until("the keys scrolled", |t| t.rows() != before);
            assert_eq!(t.rows()[0], "Keys", "{}", t.text());
            seen.extend(t.rows());
        }
        assert!(status(&t).contains("key"), "{}", status(&t));
        let seen = seen.join("\n");
        for (keys, what) in nimstep_core::deck::KEYS {
            assert!(
                seen.contains(keys) && seen.contains(what.split(' ').next().unwrap()),
                "{cols}×{rows} never showed {keys}: {what}\n{seen}"
            );
        }
        assert!(t
            .rows()
            .iter()
            .all(|r| r.chars().count() <= usize::from(cols)));
        // ↑ scrolls back; another key returns to the step.
        t.press(UP);
        t.wait_for("↓↑ scroll");
        t.press("x");
        t.wait_until("step 1 again", |t| {
            t.rows()
                .last()
                .and_then(|s| place(s))
                .is_some_and(|p| p.0 == 1)
        });
        t.press("q");
        assert_eq!(t.finish(), 0);
    }
}

/// A window too small for the presenter (fewer than two lines of a part
/// under the title, two lines here, or narrowed below the widest line) shows one sentence
/// saying so and what it needs, and the part comes back when it grows.
#[test]
fn a_window_too_small_says_so() {
    // The sentence, wrapped as the window needs.
    let said = |t: &Terminal, words: &str| t.text().replace('\n', " ").contains(words);
    // A short screen needs the title (two lines at 60 columns), two lines of the part and the
    // status line.
    let mut t = Terminal::sized(&["explain", "13", "12", "8", "--pause"], 60, 3);
    let words = "The window is 60×3 and this needs 60×5: enlarge it (q quits).";
    t.wait_until(words, |t| said(t, words));
    t.resize(60, 20);
    t.wait_for("step 1 of 11");
    t.resize(20, 20);
    let words = "The window is 20×20 and this needs 27×20";
    t.wait_until(words, |t| said(t, words));
    t.resize(60, 20);
    t.wait_for("step 1 of 11");
    t.press("q");
    assert_eq!(t.finish(), 0);
}

/// At 40 columns a part taller than the screen still says "↓" in its
/// status line (the arrows were the first thing dropped, so lesson 4's
/// first part at 40 × 12 scrolled without a word; now that a short screen
/// gives a part every line, lesson 9 still has one such part at 40 × 12).
#[test]
fn the_arrows_are_said_at_40_columns() {
    let mut t = Terminal::sized(&["lesson", "9", "--pause"], 40, 12);
    let status = |t: &Terminal| t.rows().last().unwrap().clone();
    t.wait_until("a status line", |t| status(t).starts_with("step 1 of"));
    let mut presses = 0;
    while !status(&t).contains('↓') {
        presses += 1;
        assert!(presses < 100, "no part said it scrolls:\n{}", t.text());
        let before = status(&t);
        t.press(" ");
        t.wait_until("the next part", |t| status(t) != before);
    }
    assert!(status(&t).contains(" · ?"), "{}", status(&t));
    t.press("q");
    assert_eq!(t.finish(), 0);
}

/// A paragraph or a list item taller than the screen is cut between its
/// sentences into parts, each under the step's heading with "(part k of
/// n)", rather than scrolled: at 48 × 14 and at 40 × 12, where a short
/// screen gives the part every line it can, no part of lessons 4 and 8
/// scrolls (lesson 4 scrolled six at 48 × 14, among them the induction's
/// step with its two cases; lesson 8 scrolled 51 at 40 × 12, under a
/// title of up to three lines and blank lines around every block), and
/// at 40 × 12 the induction's parts each start a sentence, the pieces of
/// a case going on under it without a bullet.
#[test]
fn a_tall_paragraph_or_list_item_is_cut_between_its_sentences() {
    for lesson in ["4", "8"] {
        for (cols, rows) in [(48, 14), (40, 12)] {
            let (_, seen) = page_through(&["lesson", lesson], cols, rows);
            for screen in &seen {
                let status = screen.last().unwrap();
                assert!(
                    !status.contains(['↓', '↑']),
                    "lesson {lesson} at {cols}×{rows} scrolls:\n{}",
                    screen.join("\n")
                );
            }
        }
    }
    let (_, seen) = page_through(&["lesson", "4"], 40, 12);
    let induction: Vec<&Vec<String>> = seen
        .iter()
        .filter(|s| s.iter().any(|r| r.starts_with("Joining the lemmas")))
        .collect();
    assert!(induction.len() > 4, "{induction:#?}");
    let mut bullets = 0;
    for screen in &induction {
        let text = screen.join("\n");
        assert!(!screen.last().unwrap().contains(['↓', '↑']), "{text}");
        // The first line under the heading starts a sentence (or an item).
        let heading = screen.iter().position(|r| r.contains("(part")).unwrap();
        let first = screen[heading + 1..]
            .iter()
            .find(|r| !r.trim().is_empty())
            .unwrap()
            .trim_start()
            .trim_start_matches("• ");
        assert!(
            first.starts_with(|c: char| c.is_uppercase() || c == '(') || first.starts_with("n "),
            "a part that starts mid-sentence:\n{text}"
        );
        bullets += text.matches("• If the nim-sum").count();
    }
    // Each case's bullet is drawn once, on its first part.
    assert_eq!(bullets, 2, "{induction:#?}");
}

/// Printed at a narrow width, a walkthrough turns its tables as the
/// presenter does at that width: one kind of table one way up (at 48
/// columns the stacked table of step 2 stood upright in print while the
/// presenter turned it, as it must its check table of step 10). Every
/// printed line fits, and the presenter shows exactly the printed tables'
/// lines (a part of a table repeats lines, never draws others).
#[test]
fn printed_and_presented_tables_are_turned_alike() {
    use std::collections::BTreeSet;
    let is_table = |r: &&str| r.starts_with(['┌', '│', '╞', '└']);
    for (cols, rows) in [(48, 14), (40, 12)] {
        let width = cols.to_string();
        let args = ["explain", "13", "12", "8"];
        let printed = nimstep(
            &[&args[..], &["--color", "never", "--width", &width]].concat(),
            "",
        );
        assert_eq!(printed.code, 0, "{}", printed.stderr);
        for line in printed.stdout.lines() {
            assert!(line.chars().count() <= usize::from(cols), "{cols}: {line}");
        }
        let printed: BTreeSet<&str> = printed
            .stdout
            .lines()
            .map(str::trim_end)
            .filter(is_table)
            .collect();
        let (_, seen) = page_through(&args, cols, rows);
        let seen: Vec<String> = seen.concat();
        let presented: BTreeSet<&str> =
            seen.iter().map(|r| r.trim_end()).filter(is_table).collect();
        assert_eq!(presented, printed, "at {cols} columns");
        let turned = printed
            .iter()
            .filter(|r| r.starts_with("│ column "))
            .count();
        let upright = printed.iter().filter(|r| r.starts_with("│ heap  ")).count();
        match cols {
            // Both binary tables turned, none standing.
            48 => assert_eq!((turned, upright), (1, 0), "{printed:#?}"),
            // Too wide either way: cut into blocks of columns, upright.
            _ => assert_eq!(turned, 0, "{printed:#?}"),
        }
    }
}

/// At 40 × 12 a title that one line would cut takes two, cut only on the
/// second ("Check: from 4 1 1, take 4 from heap 1,…" lost what the move
/// leaves), and no heading breaks inside "(part 1 of 5)" ("of 5)" sat alone on a line).
#[test]
fn a_short_screen_gives_the_title_two_lines_and_keeps_part_k_of_n_whole() {
    let args = [
        "check", "4", "1", "1", "--from", "1", "--take", "4", "--pause",
    ];
    let mut t = Terminal::sized(&args, 40, 12);
    t.wait_until("a status line", |t| {
        t.rows().last().and_then(|s| place(s)).is_some()
    });
    let rows = t.rows();
    let title = [
        "Check: from 4 1 1, take 4 from heap 1,",
        "leaving 0 — normal play: whoever takes…",
    ];
    assert_eq!(rows[..2], title, "{}", rows.join("\n"));
    t.press("q");
    assert_eq!(t.finish(), 0);
    let (_, seen) = page_through(&["explain", "13", "12", "8"], 40, 12);
    for row in seen.iter().flatten() {
        let row = row.trim();
        assert!(!row.starts_with("of ") && !row.ends_with("(part"), "{row}");
    }
}

/// A table cut into blocks of columns says so once under its blocks in
/// print, as a turned one does, and on every screen of the presenter that
/// shows its rows: at 40 columns step 2's binary table was split into
/// "8 4" and "2 1" with no word (at 48 it is turned, with its note). At
/// 40 × 12 its parts were measured under a heading of two lines that a
/// short screen shows in one, so a row was left to a part of its own
/// (the parity row alone on a screen; seven parts with the note).
#[test]
fn a_table_cut_into_column_blocks_says_so_in_print_and_on_screen() {
    let args = ["explain", "13", "12", "8", "--color", "never", "--width"];
    let printed = nimstep(&[&args[..], &["40"]].concat(), "").stdout;
    let step2 = printed.split("2. Stack").nth(1).unwrap();
    let step2 = step2.split("3. Read").next().unwrap();
    assert_eq!(step2.matches('┌').count(), 2, "{step2}");
    assert_eq!(step2.matches(CUT).count(), 1, "{step2}");
    assert!(step2.trim_end().ends_with(CUT), "{step2}");
    // COLUMNS gives the same width to a pipe.
    let piped = std::process::Command::new(env!("CARGO_BIN_EXE_nimstep"))
        .args(["explain", "13", "12", "8", "--color", "never"])
        .env("COLUMNS", "40")
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(piped.stdout).unwrap(), printed);
    let printed = nimstep(&[&args[..], &["48"]].concat(), "").stdout;
    assert!(printed.contains("Turned to fit") && !printed.contains(CUT));
    let (_, seen) = page_through(&["explain", "13", "12", "8"], 40, 12);
    let step2 = |s: &&Vec<String>| s.last().and_then(|s| place(s)).is_some_and(|p| p.0 == 2);
    let parts = seen.iter().filter(step2).count();
    assert!(parts <= 5, "step 2 in {parts} parts at 40 × 12");
    let tables = |s: &&Vec<String>| s.concat().contains('┌');
    let tables: Vec<&Vec<String>> = seen.iter().filter(step2).filter(tables).collect();
    assert!(tables.len() > 1, "step 2's table on several screens");
    for screen in tables {
        let text = screen.join("\n");
        assert_eq!(text.matches(CUT).count(), 1, "{text}");
        // The parity of a column is read beside its count.
        assert_eq!(
            text.contains("parity"),
            text.contains("count of 1s"),
            "{text}"
        );
    }
}

/// Printed, a table turned on its side and still cut into blocks (two
/// 64-bit heaps at 40 columns: a block a heap, and one for the counts)
/// says both, once under its
/// blocks, in no more lines than the note of a table only turned.
#[test]
fn a_table_turned_and_cut_says_both_once() {
    let args = ["explain", "18446744073709551615", "12345678901234"];
    let printed = nimstep(
        &[&args[..], &["--color", "never", "--width", "40"]].concat(),
        "",
    );
    assert_eq!(printed.code, 0, "{}", printed.stderr);
    let step2 = printed.stdout.split("2. Stack").nth(1).unwrap();
    let step2 = step2.split("3. Read").next().unwrap();
    assert_eq!(step2.matches("│ column ┆").count(), 3, "{step2}");
    let note = "Turned and cut to fit: each row is one\ncolumn of one table, named at its left.";
    assert!(step2.trim_end().ends_with(note), "{step2}");
    assert_eq!(step2.matches("to fit").count(), 1, "{step2}");
}

/// Typing a step number on the last screen at 40 × 12 made the status
/// line "11/11 · part 2/2 · go to step 10_ (Enter) · the end", wider than
/// the screen: it wrapped onto a 13th row, the screen scrolled and the
/// title was gone until Enter (issue 20). In every state (typing, a step
/// that does not exist, the keys, a tall part's arrows) the status line
/// fits, and the title stays on the top row.
#[test]
fn the_status_line_fits_the_screen_while_a_step_number_is_typed() {
    let cases = [
        (
            ["explain", "13", "12", "8"].as_slice(),
            "Position 13 12 8",
            "10",
        ),
        (["lesson", "7"].as_slice(), "Misère Nim", "17"),
    ];
    for (cols, rows) in [(40, 12), (48, 14)] {
        for (args, title, typed) in cases {
            let mut all = args.to_vec();
            all.push("--pause");
            let mut t = Terminal::sized(&all, cols, rows);
            let fits = |t: &Terminal, what: &str| {
                let shown = t.rows();
                let name = format!("{} at {cols}×{rows}, {what}", args.join(" "));
                assert!(
                    shown[0].contains(title),
                    "{name}: no title:\n{}",
                    shown.join("\n")
                );
                for row in &shown {
                    assert!(row.chars().count() <= usize::from(cols), "{name}: {row}");
                }
            };
            t.wait_for("step 1 of");
            t.press(END);
            t.wait_until("the last screen", |t| {
                t.rows().last().is_some_and(|s| s.contains("end"))
            });
            fits(&t, "the last screen");
            t.press(typed);
            t.wait_for(&format!("{typed}_"));
            fits(&t, "a number typed");
            t.press("99\r");
            t.wait_until("no such step", |t| {
                t.rows().last().is_some_and(|s| s.contains("no "))
            });
            fits(&t, "no such step");
            t.press("?");
            t.wait_for("Keys");
            t.press("q");
            t.wait_until("the part again", |t| {
                t.rows().last().is_some_and(|s| s.contains("end"))
            });
            t.press(HOME);
            t.wait_for("step 1");
            t.press("2");
            t.wait_for("2_");
            fits(&t, "a number typed on the first screen");
            t.press("q");
            assert_eq!(t.finish(), 0);
        }
    }
}
