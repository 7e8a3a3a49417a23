use crate::browser::{
    driver, eval, eventually, fits, print, screen, session, shots, viewport, Driver, SIZES,
};
use crate::support::nimstep;
use crate::web::{counter, median, open, page};
use fantoccini::key::Key;
use fantoccini::{Client, Locator};
use serde_json::{json, Value};

/// A browser with the page open at a projector's size, its profile in
/// `dir`, once the first walkthrough is shown.
pub(crate) async fn opened(driver: &Driver, dir: &std::path::Path) -> Client {
    page();
    let client = session(driver, &dir.join("profile"), true).await;
    open(&client).await;
    viewport(&client, 1280, 720).await;
    client
}

/// Opens the view `name` (explain, play or quiz) with its button.
pub(crate) async fn view(client: &Client, name: &str) {
    client
        .find(Locator::Css(&format!("[data-view={name}]")))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

/// Types `text` and Enter into the field `id`, as a student does, and
/// waits for the core's answer: the alert's text when it refused, or the
/// view's frame (`frame`) loaded with the new page.
async fn enter(client: &Client, id: &str, text: &str, frame: &str) -> Result<(), String> {
    let asked = counter(client, "answered").await;
    let field = client.find(Locator::Id(id)).await.unwrap();
    field.clear().await.unwrap();
    field
        .send_keys(&format!("{text}{}", char::from(Key::Enter)))
        .await
        .unwrap();
    settled(client, asked, frame, text).await
}

/// Waits until the core has answered past `asked` answers and has no call
/// left, then returns the view's alert, or waits for its frame to load.
pub(crate) async fn settled(
    client: &Client,
    asked: u64,
    frame: &str,
    what: &str,
) -> Result<(), String> {
    let idle = format!(
        "const d = document.documentElement.dataset; return Number(d.busy) === 0 && Number(d.answered) > {asked}"
    );
    eventually(client, &idle, json!(true), what).await;
    let alert = eval(
        client,
        &format!("return document.getElementById('{frame}').closest('.view').querySelector('[role=alert]').textContent"),
    )
    .await;
    let alert = alert.as_str().unwrap().to_string();
    if !alert.is_empty() {
        return Err(alert);
    }
    let loaded = format!(
        "const f = document.getElementById('{frame}'); return f.dataset.shown === f.dataset.page"
    );
    eventually(client, &loaded, json!(true), what).await;
    Ok(())
}

/// The heaps on the board, or asked about in the quiz.
async fn heaps_of(client: &Client, script: &str) -> Vec<u64> {
    let text = eval(client, script).await;
    text.as_str()
        .unwrap()
        .split(' ')
        .map(|h| h.parse().unwrap())
        .collect()
}

async fn board(client: &Client) -> Vec<u64> {
    heaps_of(
        client,
        "return document.getElementById('board').dataset.heaps",
    )
    .await
}

/// A winning move (heap from 1, stones taken) by the nim-sum rule,
/// worked out here, not by nimstep; from a P-position, one stone from the
/// first heap that has one.
fn good_move(heaps: &[u64]) -> (usize, u64) {
    let s = heaps.iter().fold(0, |a, h| a ^ h);
    heaps
        .iter()
        .position(|&h| h ^ s < h)
        .filter(|_| s != 0)
        .map(|i| (i + 1, heaps[i] - (heaps[i] ^ s)))
        .unwrap_or_else(|| (heaps.iter().position(|&h| h > 0).unwrap() + 1, 1))
}

/// The text of the paragraphs of a frame's page, each with its runs of
/// white space made one space.
async fn paragraphs(client: &Client, frame: &str) -> Vec<String> {
    let texts = eval(
        client,
        &format!("return [...document.getElementById('{frame}').contentDocument.querySelectorAll('section.step p:not(.kicker):not([hidden])')].map(p => p.textContent)"),
    )
    .await;
    let texts: Vec<String> = serde_json::from_value(texts).unwrap();
    texts.iter().map(|t| one_space(t)).collect()
}

/// `text` with its runs of white space made one space, and each power the
/// page raises (`2²`) written as the terminal writes it (`2^2`).
fn one_space(text: &str) -> String {
    const RAISED: &str = "⁰¹²³⁴⁵⁶⁷⁸⁹";
    let mut out = String::new();
    let mut raised = false;
    for c in text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
    {
        match RAISED.chars().position(|r| r == c) {
            Some(digit) => {
                if !raised {
                    out.push('^');
                }
                out.push(char::from(b'0' + digit as u8));
                raised = true;
            }
            None => {
                out.push(c);
                raised = false;
            }
        }
    }
    out
}

/// Screenshots the page at a projector's size and a phone's, then goes
/// back to the projector's, for a person to look at.
async fn shot(client: &Client, name: &str) {
    for (width, height) in SIZES.into_iter().rev() {
        viewport(client, width, height).await;
        let png = client.screenshot().await.unwrap();
        std::fs::write(shots().join(format!("{name}-{width}x{height}.png")), png).unwrap();
    }
}

/// Whether the game's field is closed (the game is over).
async fn over(client: &Client) -> bool {
    eval(client, "return document.getElementById('move').disabled")
        .await
        .as_bool()
        .unwrap()
}

/// Checks that every paragraph the page's frame shows (besides the lines
/// the student typed, which the terminal echoes after its prompt) is in
/// what the command line wrote for the same lines.
async fn same_as_the_command_line(client: &Client, frame: &str, args: &[&str], lines: &[String]) {
    let out = nimstep(args, &(lines.join("\n") + "\n"));
    assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
    let cli = one_space(&out.stdout);
    for p in paragraphs(client, frame).await {
        if p.starts_with("Your move: ")
            || p.contains("? ") && lines.iter().any(|l| p.ends_with(l.as_str()))
        {
            continue;
        }
        assert!(
            cli.contains(&p),
            "{args:?}: `{p}` is not in\n{}",
            out.stdout
        );
    }
}

#[tokio::test(flavor = "current_thread")]
async fn a_game_is_played_by_keyboard_and_by_clicking_stones() {
    let Some(driver) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let client = opened(&driver, dir.path()).await;
    view(&client, "play").await;

    // Bad heaps: the command line's words, and the page goes on.
    for bad in ["3 x", "0 0"] {
        let err = enter(&client, "play-heaps", bad, "play-transcript")
            .await
            .unwrap_err();
        let mut args = vec!["play"];
        args.extend(bad.split(' '));
        let cli = nimstep(&args, "");
        assert_eq!(cli.code, 2, "{bad}");
        assert_eq!(cli.stderr.trim_end(), format!("error: {err}"), "{bad}");
    }
    // No heaps: the page says where to type them (the command line, with
    // none, deals some).
    let err = enter(&client, "play-heaps", "", "play-transcript")
        .await
        .unwrap_err();
    assert_eq!(
        err,
        "no heaps given: expected heap sizes such as `13 12 8` or `13,12,8`, typed in the Heaps field"
    );
    // Many heaps: no board of hundreds of rows; the page stays the
    // window's height, the move box in it.
    let many = vec!["1"; 300].join(" ");
    enter(&client, "play-heaps", &many, "play-transcript")
        .await
        .unwrap();
    let reach = eval(
        &client,
        "return [document.getElementById('board').children.length,
                 document.documentElement.scrollHeight <= window.innerHeight]",
    )
    .await;
    assert_eq!(reach, json!([0, true]));

    // By keyboard: the heaps, Enter; then each move typed, Enter.
    enter(&client, "play-heaps", "3 4 5", "play-transcript")
        .await
        .unwrap();
    assert_eq!(board(&client).await, [3, 4, 5]);
    let mut lines: Vec<String> = Vec::new();
    // A bad move: the game's own words, and the game goes on.
    let err = enter(&client, "move", "9 1", "play-transcript")
        .await
        .unwrap_err();
    let cli = nimstep(&["play", "3", "4", "5"], "9 1\n");
    assert!(
        one_space(&cli.stdout).contains(&one_space(&err)),
        "{err}\n{}",
        cli.stdout
    );
    for line in ["1 1", "hint", "undo"] {
        enter(&client, "move", line, "play-transcript")
            .await
            .unwrap();
        lines.push(line.into());
    }
    assert_eq!(
        board(&client).await,
        [3, 4, 5],
        "undo takes back the move and the reply"
    );
    let said = paragraphs(&client, "play-transcript").await;
    assert!(said.iter().any(|p| p.starts_with("Hint: ")), "{said:?}");
    assert!(
        said.iter()
            .any(|p| p.starts_with("Taken back: your move (take 1 from heap 1")),
        "{said:?}"
    );
    while !over(&client).await {
        let (heap, take) = good_move(&board(&client).await);
        let line = format!("{heap} {take}");
        enter(&client, "move", &line, "play-transcript")
            .await
            .unwrap();
        lines.push(line);
    }
    let said = paragraphs(&client, "play-transcript").await;
    assert!(said.iter().any(|p| p.ends_with("You win!")), "{said:?}");
    shot(&client, "web-play-won").await;
    let replay = eval(&client, "return document.getElementById('play-transcript').contentDocument.body.textContent.includes('The game, move by move')").await;
    assert_eq!(replay, Value::Bool(true));
    same_as_the_command_line(&client, "play-transcript", &["play", "3", "4", "5"], &lines).await;

    // By clicking stones: misère, nimstep first, the stone that takes
    // what the move takes.
    client
        .find(Locator::Id("play-misere"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    client
        .find(Locator::Id("play-first"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    enter(&client, "play-heaps", "2 3 4", "play-transcript")
        .await
        .unwrap();
    let mut clicks = 0;
    while !over(&client).await {
        let heaps = board(&client).await;
        let (heap, take) = good_move(&heaps);
        let stones = client
            .find_all(Locator::Css(&format!(
                "#board .heap:nth-child({heap}) .stone"
            )))
            .await
            .unwrap();
        assert_eq!(stones.len() as u64, heaps[heap - 1]);
        let asked = counter(&client, "answered").await;
        stones[(heaps[heap - 1] - take) as usize]
            .click()
            .await
            .unwrap();
        settled(&client, asked, "play-transcript", "a stone")
            .await
            .unwrap();
        let left: u64 = board(&client).await.iter().sum();
        assert!(left < heaps.iter().sum(), "the stone took stones");
        clicks += 1;
    }
    assert!(clicks > 0);
    let said = paragraphs(&client, "play-transcript").await;
    assert!(
        said.iter()
            .any(|p| p.contains("took the last stone (misère")),
        "{said:?}"
    );
    client.close().await.unwrap();
}

#[tokio::test(flavor = "current_thread")]
async fn a_quiz_is_answered_and_scored() {
    let Some(driver) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let client = opened(&driver, dir.path()).await;
    view(&client, "quiz").await;
    let asked = counter(&client, "answered").await;
    client
        .execute("document.getElementById('skill').value = 'nim-sum'; document.getElementById('quiz-setup').requestSubmit();", vec![])
        .await
        .unwrap();
    settled(&client, asked, "quiz-transcript", "a new quiz")
        .await
        .unwrap();
    let seed = eval(
        &client,
        "return document.getElementById('quiz').dataset.seed",
    )
    .await;
    let seed = seed.as_str().unwrap().to_string();

    // Bad input: the quiz's own words, and the same question stands.
    let err = enter(&client, "answer", "abc", "quiz-transcript")
        .await
        .unwrap_err();
    assert_eq!(
        err,
        "nim-sum `abc` is not a whole number: type a whole number, 0 or more, in decimal (such as 7) or binary (such as 0b111)."
    );
    let mut lines = Vec::new();
    for question in 0..5 {
        let heaps = heaps_of(
            &client,
            "return document.getElementById('asked').dataset.heaps",
        )
        .await;
        let sum = heaps.iter().fold(0, |a, h| a ^ h);
        // The first answer is wrong in the 4s column.
        let given = if question == 0 { sum ^ 4 } else { sum };
        enter(&client, "answer", &given.to_string(), "quiz-transcript")
            .await
            .unwrap();
        lines.push(given.to_string());
        if question == 0 {
            let said = paragraphs(&client, "quiz-transcript").await;
            let mark = said.iter().find(|p| p.starts_with("✗ Not quite")).unwrap();
            assert!(mark.contains("the 4 (2^2) column is wrong"), "{mark}");
            shot(&client, "web-quiz-wrong").await;
        }
    }
    let score = eval(
        &client,
        "return document.getElementById('score').textContent",
    )
    .await;
    assert_eq!(score, json!("Score: 4 of 5 answers right."));
    assert_eq!(
        eval(&client, "return document.getElementById('answer').disabled").await,
        Value::Bool(true)
    );
    same_as_the_command_line(
        &client,
        "quiz-transcript",
        &["quiz", "--seed", &seed, "--skill", "nim-sum"],
        &lines,
    )
    .await;
    client.close().await.unwrap();
}

#[tokio::test(flavor = "current_thread")]
async fn views_print_clean_and_stones_suit_a_phone() {
    let Some(driver) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let client = opened(&driver, dir.path()).await;
    for name in ["explain", "play", "quiz"] {
        view(&client, name).await;
        for (width, height) in SIZES {
            viewport(&client, width, height).await;
            fits(&client, &format!("{name} at {width}×{height}")).await;
            let png = client.screenshot().await.unwrap();
            std::fs::write(
                shots().join(format!("web-{name}-{width}x{height}.png")),
                png,
            )
            .unwrap();
        }
    }

    // On a phone, every picture of every slide of a walkthrough fits the
    // frame whole (none cut off behind a sideways scroll), its stones as
    // large as that allows; a stone of the board is a fingertip wide.
    view(&client, "explain").await;
    let pictures = eval(
        &client,
        "const d = document.getElementById('walkthrough').contentDocument;
         const count = () => d.getElementById('count').textContent;
         const seen = [], cut = [];
         for (let i = 0; i < 200; i++) {
           for (const svg of d.querySelectorAll('section.step.current figure.heaps svg')) {
             // A heap drawn twice (rows of ten, rows of twenty) shows one.
             if (svg.getClientRects().length === 0) continue;
             const box = svg.getBoundingClientRect(), figure = svg.parentElement;
             seen.push(Math.round(svg.querySelector('circle.stone').getBoundingClientRect().width));
             if (box.right > d.documentElement.clientWidth || figure.scrollWidth > figure.clientWidth)
               cut.push(count() + ': ' + Math.round(box.width) + ' px');
           }
           const before = count();
           d.getElementById('next').click();
           if (count() === before) break;
         }
         return [seen, cut];",
    )
    .await;
    let (stones, cut): (Vec<u64>, Vec<String>) = serde_json::from_value(pictures).unwrap();
    assert!(!stones.is_empty(), "the walkthrough has pictures");
    assert!(cut.is_empty(), "pictures wider than a phone: {cut:?}");
    assert!(stones.iter().all(|&w| w >= 16), "stones {stones:?} px");
    view(&client, "play").await;
    let size = eval(&client, "const r = document.querySelector('#board .stone').getBoundingClientRect(); return Math.min(r.width, r.height)").await;
    assert!(size.as_f64().unwrap() >= 44.0, "{size}");

    // Printed, the page shows only the view's frame; the frame's page is
    // the core's handout.
    viewport(&client, 1280, 720).await;
    client.issue_cmd(print()).await.expect("print media");
    let hidden = eval(&client, "return ['.bar', '#play-form', '#play-setup', '#board'].map(s => getComputedStyle(document.querySelector(s)).display)").await;
    assert_eq!(hidden, json!(["none", "none", "none", "none"]));
    let frame = eval(
        &client,
        "return getComputedStyle(document.getElementById('play-transcript')).display",
    )
    .await;
    assert_eq!(frame, json!("block"));

    // Printed by the browser (Ctrl+P from its menu, not Print), the page
    // prints the view's frame whole: a walkthrough to its last step, a
    // worksheet to its last position, nothing cut off at the window's
    // height behind a scrollbar.
    for (name, frame) in [("explain", "walkthrough"), ("worksheet", "worksheet-page")] {
        client.issue_cmd(screen()).await.expect("screen media");
        view(&client, name).await;
        eventually(
            &client,
            &format!("return document.getElementById('{frame}').contentDocument.querySelector('section.step') !== null"),
            json!(true),
            frame,
        )
        .await;
        client.issue_cmd(print()).await.expect("print media");
        // (The page hears of print media a frame later.)
        let whole = format!(
            "const f = document.getElementById('{frame}'), root = f.contentDocument.documentElement;
             const steps = f.contentDocument.querySelectorAll('section.step');
             const last = steps[steps.length - 1].getBoundingClientRect();
             return [steps.length > 5, last.height > 0, last.bottom <= f.clientHeight,
                     root.scrollHeight <= root.clientHeight,
                     document.documentElement.scrollHeight >= f.getBoundingClientRect().bottom]"
        );
        eventually(&client, &whole, json!([true, true, true, true, true]), name).await;
    }
    client.close().await.unwrap();
}

/// Times the Play and Quiz views in headless Chromium, for
/// benches/README.md (not a test of speed: it only prints): the median
/// time from Enter in "Your move" (`1 9` on 13 12 8: the coach's verdict
/// and nimstep's reply) and in "Answer" (a quiz's first answer) to the
/// page shown. Run it with
/// `cargo test --release --test all play_quiz_timings -- --ignored --nocapture`.
#[tokio::test(flavor = "current_thread")]
#[ignore = "prints timings for benches/README.md"]
async fn play_quiz_timings() {
    let Some(driver) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let client = opened(&driver, dir.path()).await;
    let ms = || async {
        let ms = eval(
            &client,
            "return Number(document.documentElement.dataset.ms)",
        )
        .await;
        ms.as_f64().unwrap()
    };
    let mut play = Vec::new();
    let mut quiz = Vec::new();
    for _ in 0..21 {
        view(&client, "play").await;
        enter(&client, "play-heaps", "13 12 8", "play-transcript")
            .await
            .unwrap();
        enter(&client, "move", "1 9", "play-transcript")
            .await
            .unwrap();
        play.push(ms().await);
        view(&client, "quiz").await;
        let asked = counter(&client, "answered").await;
        client
            .execute(
                "document.getElementById('quiz-setup').requestSubmit();",
                vec![],
            )
            .await
            .unwrap();
        settled(&client, asked, "quiz-transcript", "a new quiz")
            .await
            .unwrap();
        enter(&client, "answer", "0", "quiz-transcript")
            .await
            .unwrap();
        quiz.push(ms().await);
    }
    println!(
        "Play, Enter to page (1 9 on 13 12 8): median {:.1} ms (range {:.1}–{:.1}) of {}; Quiz, Enter to page (first answer): median {:.1} ms (range {:.1}–{:.1}) of {}",
        median(&mut play),
        play[0],
        play[play.len() - 1],
        play.len(),
        median(&mut quiz),
        quiz[0],
        quiz[quiz.len() - 1],
        quiz.len()
    );
    client.close().await.unwrap();
}
