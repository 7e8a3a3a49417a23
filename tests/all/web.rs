use crate::browser::{driver, eval, eventually, fits, press, session, shots, viewport, SIZES};
use crate::support::nimstep;
use fantoccini::key::Key;
use fantoccini::{Client, Locator};
use nimstep_core::play::rng::Rng;
use serde_json::{json, Value};
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

/// The page as `cargo xtask web` writes it, built once per test run, so
/// that `cargo test` on a clean clone tests what a teacher would ship.
pub(crate) fn page() -> &'static PathBuf {
    static PAGE: OnceLock<PathBuf> = OnceLock::new();
    PAGE.get_or_init(|| {
        let out = Command::new(env!("CARGO"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .args(["run", "--quiet", "--package", "xtask", "--", "web"])
            .output()
            .expect("cargo runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "cargo xtask web failed: {stdout}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let path = stdout
            .strip_prefix("wrote ")
            .and_then(|rest| rest.rsplit_once(" ("))
            .map(|(path, _)| PathBuf::from(path))
            .unwrap_or_else(|| panic!("the xtask names the page it wrote: {stdout}"));
        assert!(
            path.ends_with("target/web/nimstep.html"),
            "{}",
            path.display()
        );
        path
    })
}

#[test]
fn the_page_is_one_small_file_that_fetches_nothing() {
    let text = std::fs::read_to_string(page()).unwrap();
    assert!(text.len() <= 2_000_000, "{} bytes", text.len());
    let html = scraper::Html::parse_document(&text);
    let all = scraper::Selector::parse("[src], [href], link, object, embed").unwrap();
    let external: Vec<String> = html.select(&all).map(|e| e.html()).collect();
    assert!(external.is_empty(), "{external:?}");
    let csp = scraper::Selector::parse(r#"meta[http-equiv="Content-Security-Policy"]"#).unwrap();
    let policy = html
        .select(&csp)
        .next()
        .and_then(|m| m.value().attr("content"))
        .expect("a Content-Security-Policy meta tag");
    let directives: Vec<&str> = policy.split(';').map(str::trim).collect();
    assert_eq!(
        directives,
        [
            "default-src 'none'",
            "script-src 'unsafe-inline' 'wasm-unsafe-eval'",
            "worker-src blob:",
            "style-src 'unsafe-inline'",
            "img-src data:"
        ]
    );
}

/// The `section.step` texts of `explain ARGS --format html`, as the
/// command line writes them.
fn cli_steps(args: &[&str]) -> Vec<String> {
    let mut all = vec!["explain"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--format", "html"]);
    let out = nimstep(&all, "");
    assert_eq!(out.code, 0, "{all:?}: {}", out.stderr);
    steps_of(&out.stdout)
}

/// The `section.step` texts of a page.
fn steps_of(page: &str) -> Vec<String> {
    let html = scraper::Html::parse_document(page);
    let step = scraper::Selector::parse("section.step").unwrap();
    html.select(&step).map(|s| s.text().collect()).collect()
}

/// The line the command line prints for bad input, without `error: `.
fn cli_error(args: &[&str]) -> String {
    let mut all = vec!["explain"];
    all.extend_from_slice(args);
    let out = nimstep(&all, "");
    assert_eq!(out.code, 2, "{all:?}");
    out.stderr
        .trim_end()
        .strip_prefix("error: ")
        .unwrap_or(&out.stderr)
        .to_string()
}

/// A counter the page keeps on `<html>`: `shown` (walkthroughs shown so
/// far) or `answered` (answers had from the core so far).
pub(crate) async fn counter(client: &Client, name: &str) -> u64 {
    eval(
        client,
        &format!("return Number(document.documentElement.dataset.{name} || 0)"),
    )
    .await
    .as_u64()
    .unwrap()
}

/// The `section.step` texts of the walkthrough the page shows.
async fn page_steps(client: &Client) -> Vec<String> {
    let steps = eval(
        client,
        "return [...document.getElementById('walkthrough').contentDocument.querySelectorAll('section.step')].map(s => s.textContent)",
    )
    .await;
    serde_json::from_value(steps).unwrap()
}

/// Explains through the form, as a student does (the fields filled, then
/// the form sent), and waits for the walkthrough or the alert.
async fn explain(client: &Client, position: &str, game: &str, misere: bool) -> Result<(), String> {
    let before = counter(client, "shown").await;
    let asked = counter(client, "answered").await;
    let script = "const [p, g, m] = arguments;
        const game = document.getElementById('game');
        game.value = g; game.dispatchEvent(new Event('change'));
        document.getElementById('position').value = p;
        const box = document.getElementById('misere');
        if (box.checked !== m) box.click();
        document.getElementById('explain-form').requestSubmit();";
    client
        .execute(script, vec![json!(position), json!(game), json!(misere)])
        .await
        .unwrap();
    // The core answers from a worker, a moment later (the game chosen
    // and the box ticked may have asked too): wait until it has no call
    // left to answer, then for the frame to load the last page.
    let idle = format!(
        "const d = document.documentElement.dataset; return Number(d.busy) === 0 && Number(d.answered) > {asked}"
    );
    eventually(client, &idle, json!(true), position).await;
    let alert = alert_text(client).await;
    if !alert.is_empty() {
        return Err(alert);
    }
    let loaded = format!(
        "const d = document.documentElement.dataset; return d.shown === d.pages && Number(d.shown) > {before}"
    );
    eventually(client, &loaded, json!(true), position).await;
    Ok(())
}

async fn alert_text(client: &Client) -> String {
    let text = eval(
        client,
        "return document.querySelector('[role=alert]').textContent",
    )
    .await;
    text.as_str().unwrap().to_string()
}

/// Opens the page and waits until the module has shown its first
/// walkthrough.
pub(crate) async fn open(client: &Client) {
    client
        .goto(&format!("file://{}", page().display()))
        .await
        .unwrap();
    eventually(
        client,
        "return Number(document.documentElement.dataset.shown || 0) > 0",
        json!(true),
        "the first walkthrough",
    )
    .await;
}

#[tokio::test(flavor = "current_thread")]
async fn the_page_explains_as_the_command_line_does() {
    let Some(driver) = driver() else { return };
    page();
    let dir = tempfile::tempdir().unwrap();
    let client = session(&driver, &dir.path().join("profile"), true).await;
    open(&client).await;
    viewport(&client, 1280, 720).await;

    // The chooser offers every game the core knows.
    let games = eval(
        &client,
        "return [...document.getElementById('game').options].map(o => o.value)",
    )
    .await;
    for example in nimstep_core::games::spec::examples() {
        assert!(
            games.as_array().unwrap().contains(&json!(example.spec)),
            "{games}"
        );
    }

    // Enter in the Position field explains, and the slides then answer →.
    let field = client.find(Locator::Id("position")).await.unwrap();
    field.clear().await.unwrap();
    let before = counter(&client, "shown").await;
    field
        .send_keys(&format!("13 12 8{}", char::from(Key::Enter)))
        .await
        .unwrap();
    eventually(
        &client,
        &format!("return Number(document.documentElement.dataset.shown) > {before}"),
        json!(true),
        "Enter",
    )
    .await;
    assert_eq!(page_steps(&client).await, cli_steps(&["13", "12", "8"]));
    let current = "return [...document.getElementById('walkthrough').contentDocument.querySelectorAll('section.step')].findIndex(s => s.classList.contains('current')) + 1";
    eventually(&client, current, json!(1), "the first step").await;
    press(&client, Key::Right).await;
    press(&client, Key::Right).await;
    eventually(&client, current, json!(3), "→ twice").await;
    // The decks' other keys, pressed on the page: End, Home, a number and
    // Enter, `b` (any key returns) and `?`.
    let said = "return document.getElementById('walkthrough').contentDocument.getElementById('count').textContent";
    let slides = "return document.getElementById('walkthrough').contentDocument.querySelectorAll('section.step').length";
    let last = eval(&client, slides).await;
    press(&client, Key::End).await;
    eventually(&client, current, last, "End").await;
    press(&client, Key::Home).await;
    eventually(&client, current, json!(1), "Home").await;
    press(&client, '4').await;
    press(&client, Key::Enter).await;
    let step = eval(&client, said).await;
    assert!(step.as_str().unwrap().starts_with("step 4 of "), "{step}");
    let shown = |id: &str| {
        format!("return !document.getElementById('walkthrough').contentDocument.getElementById('{id}').hidden")
    };
    press(&client, 'b').await;
    eventually(&client, &shown("blank"), json!(true), "b").await;
    press(&client, 'x').await;
    eventually(&client, &shown("blank"), json!(false), "any key").await;
    press(&client, '?').await;
    eventually(&client, &shown("keys"), json!(true), "?").await;
    press(&client, 'x').await;
    eventually(&client, &shown("keys"), json!(false), "any key").await;

    // Parity: random positions, misère, and other games.
    let mut rng = Rng::with_seed(24);
    let mut cases: Vec<(String, &str, bool)> = Vec::new();
    for i in 0..20 {
        let heaps = rng.between(1, 6);
        let sizes: Vec<String> = (0..heaps).map(|_| rng.between(0, 40).to_string()).collect();
        cases.push((sizes.join(" "), "nim", i % 4 == 3));
    }
    for game in ["kayles", "subtract:1-3", "staircase"] {
        cases.push(("5 7 9".into(), game, false));
    }
    for (position, game, misere) in &cases {
        explain(&client, position, game, *misere).await.unwrap();
        let mut args: Vec<&str> = position.split(' ').collect();
        if *misere {
            args.push("--misere");
        }
        if *game != "nim" {
            args.extend(["--game", game]);
        }
        assert_eq!(page_steps(&client).await, cli_steps(&args), "{args:?}");
    }

    // Bad input: the command line's words, and the page keeps working.
    for bad in ["7 abc", "18446744073709551616", "3 -1", ""] {
        let err = explain(&client, bad, "nim", false).await.unwrap_err();
        let args: Vec<&str> = bad.split(' ').filter(|w| !w.is_empty()).collect();
        if !args.is_empty() {
            assert_eq!(err, cli_error(&args), "{bad}");
        } else {
            // The page names its field, not the command line's places.
            assert_eq!(
                err,
                "no heaps given: expected heap sizes such as `13 12 8` or `13,12,8`, typed in the Position field"
            );
        }
    }
    explain(&client, "3 4 5", "nim", false).await.unwrap();
    assert_eq!(alert_text(&client).await, "");
    assert_eq!(page_steps(&client).await, cli_steps(&["3", "4", "5"]));

    // A stone clicked is a move: the frame shows the page of `check`.
    explain(&client, "13 12 8", "nim", false).await.unwrap();
    let before = counter(&client, "shown").await;
    client.enter_frame(0).await.unwrap();
    // The picture shown (rows of ten or of twenty, as the width allows).
    let mut shown = None;
    for svg in client
        .find_all(Locator::Css("figure.heaps svg"))
        .await
        .unwrap()
    {
        if svg.is_displayed().await.unwrap() {
            shown = Some(svg);
            break;
        }
    }
    let stones = shown
        .expect("a picture shown")
        .find_all(Locator::Css("circle.stone"))
        .await
        .unwrap();
    // The fifth stone of heap 1 (13 stones): it and the eight after it.
    stones[4].click().await.unwrap();
    client.enter_parent_frame().await.unwrap();
    eventually(
        &client,
        &format!("return Number(document.documentElement.dataset.shown) > {before}"),
        json!(true),
        "a stone clicked",
    )
    .await;
    let check = nimstep(
        &[
            "check", "13", "12", "8", "--from", "1", "--take", "9", "--format", "html",
        ],
        "",
    );
    assert_eq!(page_steps(&client).await, steps_of(&check.stdout));
    client
        .find(Locator::Id("back"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    eventually(
        &client,
        &format!(
            "return Number(document.documentElement.dataset.shown) > {}",
            before + 1
        ),
        json!(true),
        "back",
    )
    .await;
    assert_eq!(page_steps(&client).await, cli_steps(&["13", "12", "8"]));

    // Huge input answers, or is refused when it would take the core more
    // than a second; either way the page goes on working.
    let many: Vec<String> = (1..=10_000).map(|n| n.to_string()).collect();
    for game in ["nim", "kayles"] {
        if let Err(err) = explain(&client, &many.join(" "), game, false).await {
            assert!(err.starts_with("nimstep stopped after 1 second"), "{err}");
        }
    }
    explain(&client, "18446744073709551615 1", "nim", false)
        .await
        .unwrap();

    // No request left the page, nor any view's frame (each has shown a
    // page by now: the walkthrough, the game, the quiz, the lesson and
    // the worksheet).
    let requests = eval(
        &client,
        "return [performance, ...[...document.querySelectorAll('iframe')].map(f => f.contentWindow.performance)]
           .map(p => p.getEntriesByType('resource').length)",
    )
    .await;
    assert_eq!(requests, json!([0, 0, 0, 0, 0, 0]));

    // Nothing scrolls sideways, at a projector's size or a phone's.
    explain(&client, "13 12 8", "nim", false).await.unwrap();
    let frame_fits = "const d = document.getElementById('walkthrough').contentDocument; return d.documentElement.scrollWidth <= d.documentElement.clientWidth";
    for (width, height) in SIZES {
        viewport(&client, width, height).await;
        fits(&client, &format!("the page at {width}×{height}")).await;
        assert_eq!(
            eval(&client, frame_fits).await,
            Value::Bool(true),
            "{width}×{height}"
        );
        let png = client.screenshot().await.unwrap();
        std::fs::write(shots().join(format!("web-{width}x{height}.png")), png).unwrap();
    }
    client.close().await.unwrap();
}

/// Times the page in headless Chromium, for benches/README.md (not a
/// test of speed: it only prints): the page's load time until the first
/// walkthrough is shown, and the median time from Enter to a shown
/// walkthrough of `13 12 8`. Run it with
/// `cargo test --release --test all web_timings -- --ignored --nocapture`.
#[tokio::test(flavor = "current_thread")]
#[ignore = "prints timings for benches/README.md"]
async fn web_timings() {
    let Some(driver) = driver() else { return };
    page();
    let dir = tempfile::tempdir().unwrap();
    let client = session(&driver, &dir.path().join("profile"), true).await;
    let mut loads = Vec::new();
    for _ in 0..11 {
        open(&client).await;
        let loaded = eval(
            &client,
            "return Number(document.documentElement.dataset.loaded)",
        )
        .await;
        loads.push(loaded.as_f64().unwrap());
    }
    let field = client.find(Locator::Id("position")).await.unwrap();
    let mut times = Vec::new();
    for _ in 0..21 {
        let before = counter(&client, "shown").await;
        field.clear().await.unwrap();
        field
            .send_keys(&format!("13 12 8{}", char::from(Key::Enter)))
            .await
            .unwrap();
        eventually(
            &client,
            &format!("return Number(document.documentElement.dataset.shown) > {before}"),
            json!(true),
            "Enter",
        )
        .await;
        let ms = eval(
            &client,
            "return Number(document.documentElement.dataset.ms)",
        )
        .await;
        times.push(ms.as_f64().unwrap());
    }
    let many: Vec<String> = (1..=10_000).map(|n| n.to_string()).collect();
    let mut huge = Vec::new();
    for (position, game) in [
        (many.join(" "), "nim"),
        (many.join(" "), "kayles"),
        ("18446744073709551615 1".to_string(), "nim"),
        ("18446744073709551616".to_string(), "nim"),
    ] {
        let started = std::time::Instant::now();
        let answered = explain(&client, &position, game, false).await.is_ok();
        let ms = eval(
            &client,
            "return Number(document.documentElement.dataset.ms)",
        )
        .await;
        huge.push(format!(
            "{} heaps of {game}: {} in {:?} (page's own count {ms} ms)",
            position.split(' ').count(),
            if answered { "answered" } else { "refused" },
            started.elapsed()
        ));
    }
    println!("{}", huge.join("\n"));
    println!(
        "load to first walkthrough: median {:.1} ms of {}; Enter to walkthrough (13 12 8): median {:.1} ms of {}",
        median(&mut loads),
        loads.len(),
        median(&mut times),
        times.len()
    );
    client.close().await.unwrap();
}

/// The median of `times`, which it sorts.
pub(crate) fn median(times: &mut [f64]) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}
