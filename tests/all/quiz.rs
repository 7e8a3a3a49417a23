use crate::play::transcript;
use crate::support::nimstep;

#[test]
fn a_quiz_with_right_and_wrong_answers() {
    // Seed 7, easy: 4 1 4 (nim-sum 1), 7 6 1 (nim-sum 0), 1 7 2 (nim-sum 4).
    let text = transcript(
        &["quiz", "--seed", "7", "--count", "3", "--level", "easy"],
        "6\nN\n1 2\nabc\n0b0\nX\np\nnone\n4\nP\n2 4\n",
    );
    assert!(text.contains("Position 1 of 3: heaps 4 1 4"), "{text}");
    assert!(
        text.contains("✗ Not quite: 4 ⊕ 1 ⊕ 4 = 1, not 6: the 4 (2^2), the 2 (2^1) and the 1 (2^0)\ncolumns are wrong. Here is how:"),
        "{text}"
    );
    assert!(text.contains("✓ Right: 7 ⊕ 6 ⊕ 1 = 0."), "{text}");
    assert!(
        text.contains("✓ Right: take 4 from heap 2, leaving 3. The heaps become"),
        "{text}"
    );
    assert!(text.contains("Score: 6 of 9 answers right."), "{text}");
    // A line that is no answer is refused and the same question stands.
    for (refused, again) in [
        ("nim-sum `abc` is not a whole number", "Nim-sum? 0b0"),
        ("`X` is not P or N", "P or N? p"),
    ] {
        let after = text.split(refused).nth(1).expect(refused);
        let next = after.lines().find(|l| l.contains("? "));
        assert_eq!(next, Some(again), "{after}");
    }
    // Each wrong answer shows the walkthrough's own steps that settle it
    // (pinned by explain's snapshots), numbered among those shown.
    let shown = steps_shown(&text);
    let titles: Vec<&str> = shown.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(
        titles,
        [
            "1. Stack the heaps in binary",
            "2. Read off the nim-sum",
            "1. Find the leftmost odd column",
            "2. Which heaps can change?",
            "3. Every winning move",
            "1. Verdict",
        ]
    );
    for ((title, body), heaps) in shown
        .iter()
        .zip(["4 1 4", "4 1 4", "4 1 4", "4 1 4", "4 1 4", "1 7 2"])
    {
        let args: Vec<&str> = ["explain", "--color", "never"]
            .into_iter()
            .chain(heaps.split(' '))
            .collect();
        let walkthrough = nimstep(&args, "").stdout;
        let name = title.split_once(". ").unwrap().1;
        let own = steps_shown(&walkthrough)
            .into_iter()
            .find(|(t, _)| t.ends_with(&format!(". {name}")))
            .unwrap_or_else(|| panic!("{name} in {walkthrough}"));
        assert!(!body.is_empty(), "{title}");
        assert_eq!(body, &own.1, "{title}");
    }
}

/// The numbered steps of a session's or a walkthrough's text, each with
/// the lines under its heading, up to a blank line, the next prompt or the
/// next heading.
fn steps_shown(text: &str) -> Vec<(String, Vec<String>)> {
    let heading = |line: &str| {
        line.split_once(". ").is_some_and(|(n, rest)| {
            n.parse::<u32>().is_ok() && rest.starts_with(char::is_uppercase)
        })
    };
    let mut steps: Vec<(String, Vec<String>)> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        if heading(line) {
            steps.push((line.to_string(), Vec::new()));
            open = true;
        } else if line.is_empty() || line.contains("? ") && !line.starts_with(' ') {
            open = false;
        } else if open {
            steps.last_mut().unwrap().1.push(line.to_string());
        }
    }
    steps
}

#[test]
fn a_wrong_move_from_a_p_position_shows_why_every_move_loses() {
    let out = nimstep(
        &["quiz", "--seed", "7", "--count", "2", "--level", "easy"],
        "1\nN\n2 1\n0\nP\n1 1\n",
    );
    assert_eq!(out.code, 0);
    assert!(out.stdout.contains("Every move loses"), "{}", out.stdout);
    assert!(
        out.stdout.contains("Score: 5 of 6 answers right."),
        "{}",
        out.stdout
    );
}

/// A refused move says "see `help`", and `help` (or `?`), at any
/// question of any quiz, shows again how to answer, as the opening said
/// it, and the same question stands, unscored.
#[test]
fn help_shows_how_to_answer_again_and_the_question_stands() {
    for (args, typed, question) in [
        (
            &["quiz", "--game", "dawson", "--seed", "3"][..],
            "0\nP\nN\nhelp\n?\nquit\n",
            "A winning move, or none? ",
        ),
        (&["quiz", "--seed", "7"][..], "help\nquit\n", "Nim-sum? "),
        (
            &["quiz", "--skill", "binary", "--seed", "1"][..],
            "?\nquit\n",
            "In binary? ",
        ),
    ] {
        let out = nimstep(&[args, &["--width", "300"]].concat(), typed);
        let text = &out.stdout;
        assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
        let lines: Vec<&str> = text.lines().collect();
        // The opening's line on how to answer, after the seed and the title.
        let how = lines[2];
        assert!(how.ends_with('.') && how.contains('`'), "{text}");
        let mut helped = 0;
        for (at, line) in lines.iter().enumerate() {
            if [format!("{question}help"), format!("{question}?")].contains(&line.to_string()) {
                helped += 1;
                assert_eq!(lines[at + 1], how, "{args:?}:\n{text}");
                assert!(lines[at + 2].starts_with(question), "{args:?}:\n{text}");
            }
        }
        if typed.contains("N\n") {
            assert!(
                text.contains("`N` is not a move: type whole numbers, see `help`."),
                "{text}"
            );
        }
        let asked = typed.lines().filter(|l| ["help", "?"].contains(l)).count();
        assert_eq!(helped, asked, "{args:?}:\n{text}");
        assert!(
            !text.contains("`help` is not") && !text.contains("`?` is not"),
            "{args:?}:\n{text}"
        );
    }
}

#[test]
fn end_of_input_stops_with_the_score_so_far() {
    let out = nimstep(&["quiz", "--seed", "7", "--level", "easy"], "1\n");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("End of input: the quiz stops here."));
    assert!(
        out.stdout.contains("Score: 1 of 1 answers right."),
        "{}",
        out.stdout
    );
    let quit = nimstep(&["quiz", "--seed", "7"], "quit\n");
    assert!(quit.stdout.contains("You stopped the quiz."));
    assert!(quit.stdout.contains("Score: 0 of 0"));
}

#[test]
fn levels_deal_larger_positions() {
    let easy = nimstep(&["quiz", "--seed", "1", "--level", "easy"], "");
    let hard = nimstep(&["quiz", "--seed", "1", "--level", "hard"], "");
    let heaps = |text: &str| -> Vec<u64> {
        let line = text.lines().find(|l| l.starts_with("Position 1")).unwrap();
        line.rsplit("heaps ")
            .next()
            .unwrap()
            .split(' ')
            .map(|h| h.parse().unwrap())
            .collect()
    };
    assert_eq!(heaps(&easy.stdout).len(), 3);
    assert!(heaps(&easy.stdout).iter().all(|&h| (1..=7).contains(&h)));
    assert!(heaps(&hard.stdout).len() >= 4);
    assert!(heaps(&hard.stdout).iter().all(|&h| (1..=31).contains(&h)));
}

#[test]
fn quiz_refuses_a_zero_count() {
    let out = nimstep(&["quiz", "--count", "0"], "");
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains(
            "--count <N>': count `0` is too small: expected a number of positions from 1 to 100"
        ),
        "{}",
        out.stderr
    );
}

mod props {
    use nimstep::palette::Palette;
    use nimstep::play::session::{drive, Terminal};
    use nimstep_core::game::binary::nim_sum;
    use nimstep_core::game::{Outcome, Rules};
    use nimstep_core::play::quiz::Quiz;
    use nimstep_core::solve;
    use proptest::prelude::*;

    proptest! {
        /// The solver's own answers score full marks; a line of noise
        /// before each is answered and asked again, never scored.
        #[test]
        fn right_answers_score_full_marks(
            positions in prop::collection::vec(prop::collection::vec(1u64..32, 1..5), 1..5),
        ) {
            let mut script = String::new();
            for heaps in &positions {
                let moves = solve::winning_moves(heaps, Rules::Normal);
                let verdict = match solve::outcome(heaps, Rules::Normal) {
                    Outcome::P => "P",
                    Outcome::N => "N",
                };
                let answer = moves
                    .first()
                    .map_or("none".to_string(), |m| format!("{} {}", m.heap, m.take));
                script.push_str(&format!(
                    "x\n{}\nmaybe\n{verdict}\n99 1\n{answer}\n",
                    nim_sum(heaps)
                ));
            }
            let n = positions.len();
            let mut quiz = Quiz::new(positions);
            let mut output = Vec::new();
            let terminal = Terminal { palette: Palette::plain(), width: 80 };
            drive(&mut quiz, terminal, &mut script.as_bytes(), &mut output, true).unwrap();
            prop_assert_eq!(quiz.score().tally(), (3 * n, 3 * n));
        }
    }
}

/// `--huge`: one heap of each position dealt past the values computed, its
/// value said through the period, every number of the sentence checked
/// (the remainder's value by the mex itself), and the winning move found
/// by searching the period's classes judged right.
#[test]
fn a_huge_heap_is_asked_and_answered_through_the_period() {
    use nimstep_core::games::heap::grundy::Values;
    let kayles: nimstep_core::games::spec::GameSpec = "kayles".parse().unwrap();
    for seed in ["3", "4", "5"] {
        let out = nimstep(
            &[
                "quiz", "--game", "kayles", "--huge", "--seed", seed, "--count", "1",
            ],
            "99\nN\nhint\nquit\n",
        );
        assert_eq!(out.code, 0, "{}", out.stderr);
        let text = crate::support::flowed(&out.stdout);
        assert!(
            text.contains("--game kayles --huge` asks the same"),
            "{text}"
        );
        let at = text
            .find(", since ")
            .expect("a heap read through the period");
        let before: Vec<&str> = text[..at].rsplit("g(").take(2).collect();
        // "g(N) = g(r) = v, since N = r + k × 12 and the values of kayles
        // repeat with period 12 from heap 71".
        let r: u64 = before[0].split(')').next().unwrap().parse().unwrap();
        let n: u64 = before[1].split(')').next().unwrap().parse().unwrap();
        let v: u64 = before[0].rsplit("= ").next().unwrap().parse().unwrap();
        let k = (n - r) / 12;
        let said = format!(
            "g({n}) = g({r}) = {v}, since {n} = {r} + {k} × 12 and the values of kayles repeat with period 12 from heap 71"
        );
        assert!(text.contains(&said), "{text}");
        assert!(n > 10_000 && (71..83).contains(&r) && (n - r).is_multiple_of(12));
        assert_eq!(Values::solve(&kayles, r).computed()[r as usize], v);
    }
    let refused = nimstep(&["quiz", "--huge"], "");
    assert_eq!(refused.code, 2);
    assert!(
        refused.stderr.contains("give --game too"),
        "{}",
        refused.stderr
    );
}

/// `--huge --game wythoff`: a position with a heap past 10,000 is asked,
/// and the winning move nimstep names (found by the pairs' formula, never
/// by listing) is judged right when typed back.
#[test]
fn a_huge_wythoff_position_is_asked_and_its_winning_move_judged() {
    let args = [
        "quiz", "--game", "wythoff", "--huge", "--seed", "3", "--count", "1",
    ];
    let first = nimstep(&args, "N\nnone\n");
    assert_eq!(first.code, 0, "{}", first.stderr);
    let text = crate::support::flowed(&first.stdout);
    let position = first
        .stdout
        .split("Position 1 of 1: ")
        .nth(1)
        .and_then(|rest| rest.lines().next())
        .expect("a position");
    let heaps: Vec<u64> = position
        .split_whitespace()
        .map(|h| h.parse().unwrap())
        .collect();
    assert!(
        heaps.len() == 2 && heaps.iter().any(|&h| h > 10_000),
        "{text}"
    );
    // The move it names, typed back in the same quiz, is judged right.
    let named = text
        .split("a move wins: take ")
        .nth(1)
        .expect("a winning move named");
    let words: Vec<&str> = named.split_whitespace().collect();
    let typed = match words[..4] {
        [take, "from", "heap", heap] => format!("{} {take}", heap.trim_end_matches(',')),
        [take, "from", "both", _] => format!("1 {take} 2 {take}"),
        _ => panic!("{named}"),
    };
    let second = nimstep(&args, &format!("N\n{typed}\n"));
    let flowed = crate::support::flowed(&second.stdout);
    assert!(
        flowed.contains("The heaps become") && flowed.contains("a P-position."),
        "{flowed}"
    );
    assert!(
        second.stdout.contains("Score: 2 of 2 answers right."),
        "{}",
        second.stdout
    );
}

/// `--huge` where it cannot be asked: one line, exit 2, nothing printed
/// before it, naming what is really wrong.
#[test]
fn huge_quizzes_that_cannot_be_asked_say_why_before_anything() {
    crate::support::refused(
        &["quiz", "--huge", "--game", "nim"],
        "",
        "a Nim heap's value is its own size, with no period to read it through, so choose another game with --game",
    );
    for game in ["staircase", "moore:2"] {
        crate::support::refused(
            &["quiz", "--huge", "--game", game, "--seed", "1"],
            "",
            "has more than 20000 moves, more than the quiz judges; leave out --huge",
        );
    }
}

/// The games the refusal of a bare `--huge` names (asked of the games,
/// not typed by hand) can each be quizzed with `--huge`.
#[test]
fn every_game_a_huge_refusal_names_takes_huge() {
    let refused = nimstep(&["quiz", "--huge"], "");
    assert_eq!(refused.code, 2);
    let named = refused
        .stderr
        .rsplit_once(" (")
        .and_then(|(_, list)| list.trim_end().strip_suffix(", …)"))
        .unwrap_or_else(|| panic!("{}", refused.stderr));
    let games: Vec<&str> = named.split(", ").collect();
    assert!(
        games.contains(&"kayles") && games.contains(&"wythoff"),
        "{named}"
    );
    for game in games {
        let quiz = nimstep(
            &[
                "quiz", "--huge", "--game", game, "--seed", "1", "--count", "1",
            ],
            "quit\n",
        );
        assert_eq!(quiz.code, 0, "{game}: {}", quiz.stderr);
        assert!(
            quiz.stdout.contains("Position 1 of 1"),
            "{game}: {}",
            quiz.stdout
        );
    }
}

/// A wrong answer to "a winning move?" says which position each clause is
/// about: the heaps (a staircase's steps) the move left, and the position
/// asked, from which no move wins or the moves listed win.
#[test]
fn a_wrong_winning_move_names_the_position_its_clauses_are_about() {
    for (game, said) in [
        (
            "subtract:1,3,4",
            "✗ Not quite: take 1 from heap 1, leaving 6. The heaps become 6 10 3 7, an N-position; from 7 10 3 7 no move wins.",
        ),
        (
            "staircase",
            "✗ Not quite: move 1 coin from step 1 off the staircase. The steps become 6 10 3 7, an N-position; a winning move from 7 10 3 7 was: move 4 coins from step 1 off the staircase; or move 4 coins from step 4 down to step 3.",
        ),
    ] {
        let args = ["quiz", "--game", game, "--seed", "3", "--width", "400"];
        let out = nimstep(&args, "0\nP\n1 1\n");
        assert!(out.stdout.lines().any(|l| l == said), "{}", out.stdout);
    }
}
