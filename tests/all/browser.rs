use crate::support::nimstep;
use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::key::Key;
use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// The two window sizes every page is tried at: a classroom projector and
/// a phone.
pub(crate) const SIZES: [(u32, u32); 2] = [(1280, 720), (390, 844)];

/// A chromedriver we started, stopped when dropped.
pub(crate) struct Driver {
    child: Child,
    port: u16,
    url: String,
}

impl Drop for Driver {
    /// Asks chromedriver to shut down, which quits the browsers it started
    /// (a test that panicked never closed its session); kills it if it
    /// has not gone within five seconds.
    fn drop(&mut self) {
        if let Ok(mut stream) = TcpStream::connect(("127.0.0.1", self.port)) {
            let _ = stream.write_all(
                b"GET /shutdown HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
            );
            let _ = stream.read_to_end(&mut Vec::new());
        }
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(5) {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts chromedriver on a free port of localhost, or says why not: with
/// `CI` set a missing browser fails the test; elsewhere the test is skipped
/// with a message saying what to install.
pub(crate) fn driver() -> Option<Driver> {
    let missing: Vec<&str> = [CHROMIUM, CHROMEDRIVER]
        .into_iter()
        .filter(|p| !Path::new(p).exists())
        .collect();
    if !missing.is_empty() {
        let why = format!(
            "{} not found: install the chromium and chromium-driver packages to run the browser tests",
            missing.join(" and ")
        );
        if std::env::var_os("CI").is_some_and(|v| !v.is_empty()) {
            panic!("{why}");
        }
        eprintln!("skipping the browser test: {why}");
        return None;
    }
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let child = Command::new(CHROMEDRIVER)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let driver = Driver {
        child,
        port,
        url: format!("http://127.0.0.1:{port}"),
    };
    let start = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "chromedriver did not listen on port {port}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    Some(driver)
}

/// A headless Chromium session with a fresh profile in `profile`.
pub(crate) async fn session(driver: &Driver, profile: &Path, scripts: bool) -> Client {
    let mut args = vec![
        "--no-sandbox".to_string(),
        "--headless=new".into(),
        "--disable-gpu".into(),
        "--disable-background-networking".into(),
        "--disable-component-update".into(),
        "--disable-sync".into(),
        "--no-first-run".into(),
        "--hide-scrollbars".into(),
        format!("--user-data-dir={}", profile.display()),
    ];
    if !scripts {
        args.push("--blink-settings=scriptEnabled=false".into());
    }
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        json!({ "binary": CHROMIUM, "args": args }),
    );
    ClientBuilder::native()
        .capabilities(caps)
        .connect(&driver.url)
        .await
        .expect("a WebDriver session")
}

/// Presses one key on the page: a [`Key`] or a character.
pub(crate) async fn press(client: &Client, key: impl Into<char>) {
    let key: char = key.into();
    let keys = KeyActions::new("keyboard".into())
        .then(KeyAction::Down { value: key })
        .then(KeyAction::Up { value: key });
    client.perform_actions(keys).await.expect("a key press");
}

/// Runs a script and returns its value.
pub(crate) async fn eval(client: &Client, script: &str) -> Value {
    client
        .execute(script, vec![])
        .await
        .expect("the script runs")
}

/// Waits (up to five seconds) until `script` returns `expected`: for what
/// the browser does a moment after a key, such as entering full screen.
pub(crate) async fn eventually(client: &Client, script: &str, expected: Value, name: &str) {
    let start = Instant::now();
    loop {
        let got = eval(client, script).await;
        if got == expected {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "{name}: `{script}` gave {got}, not {expected}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The numbers (from 1) of the slides that can be seen.
pub(crate) async fn visible_steps(client: &Client) -> Vec<u64> {
    let shown = eval(
        client,
        "return [...document.querySelectorAll('section.step')].flatMap((s, i) => s.getClientRects().length > 0 ? [i + 1] : [])",
    )
    .await;
    serde_json::from_value(shown).expect("a list of ids")
}

/// Sizes the window so that the page itself gets `width` × `height`
/// pixels, whatever the browser's own frame takes. A resize reaches the
/// page a moment later, so sizes are read once they have settled.
pub(crate) async fn viewport(client: &Client, width: u32, height: u32) {
    let target = [width, height];
    let mut outer = target;
    for _ in 0..5 {
        client.set_window_size(outer[0], outer[1]).await.unwrap();
        let inner = settled_size(client).await;
        if inner == target {
            return;
        }
        for i in 0..2 {
            let wanted = i64::from(outer[i]) + i64::from(target[i]) - i64::from(inner[i]);
            outer[i] = u32::try_from(wanted.max(100)).expect("a window size");
        }
    }
    panic!("the window could not be sized to {width}×{height}");
}

/// The page's size once two readings 100 ms apart agree.
async fn settled_size(client: &Client) -> [u32; 2] {
    let read = || async {
        let inner = eval(client, "return [window.innerWidth, window.innerHeight]").await;
        serde_json::from_value::<[u32; 2]>(inner).expect("two sizes")
    };
    let mut last = read().await;
    loop {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let now = read().await;
        if now == last {
            return now;
        }
        last = now;
    }
}

/// Fails when the page is wider than the window at the current slide.
pub(crate) async fn fits(client: &Client, what: &str) {
    let sizes = eval(
        client,
        "return [document.body.scrollWidth, document.documentElement.scrollWidth, window.innerWidth]",
    )
    .await;
    let [body, root, inner] = serde_json::from_value::<[u64; 3]>(sizes).expect("three widths");
    assert!(
        body <= inner && root <= inner,
        "{what}: the page is {body} (root {root}) pixels wide in a window {inner} wide"
    );
}

/// Drives the slides of the page at `url`: → three times and ← once shows
/// step 3 alone, in the address too, and a reload keeps it; every slide
/// fits the window at both sizes; a screenshot of each size is kept.
async fn drive(client: &Client, url: &str, name: &str, shots: &Path) {
    client.goto(url).await.expect("the page opens");
    viewport(client, 1280, 720).await;
    assert_eq!(visible_steps(client).await, [1], "{name}");
    for _ in 0..3 {
        press(client, Key::Right).await;
    }
    press(client, Key::Left).await;
    assert_eq!(visible_steps(client).await, [3], "{name}");
    // The address names the step (and the part of a step in parts), as the
    // counter does.
    let address = client.current_url().await.unwrap();
    let hash = address.fragment().unwrap_or_default().to_string();
    let progress = eval(
        client,
        "return document.getElementById('count').textContent",
    )
    .await;
    let progress = progress.as_str().unwrap();
    let step = hash
        .trim_start_matches("step-")
        .split('-')
        .next()
        .unwrap_or("");
    assert!(
        progress.starts_with(&format!("step {step} of ")),
        "{name}: #{hash} and {progress}"
    );
    client.refresh().await.unwrap();
    assert_eq!(visible_steps(client).await, [3], "{name}: after a reload");
    press(client, Key::End).await;
    let steps = eval(
        client,
        "return document.querySelectorAll('section.step').length",
    )
    .await;
    let steps = steps.as_u64().unwrap();
    assert_eq!(visible_steps(client).await, [steps], "{name}");
    press(client, Key::Home).await;
    assert_eq!(visible_steps(client).await, [1], "{name}");
    // `f` toggles full screen.
    let full = "return document.fullscreenElement !== null";
    press(client, 'f').await;
    eventually(client, full, json!(true), name).await;
    press(client, 'f').await;
    eventually(client, full, json!(false), name).await;
    every_slide_fits(client, url, name, &SIZES).await;
    for (width, height) in SIZES {
        viewport(client, width, height).await;
        press(client, Key::Home).await;
        press(client, Key::PageDown).await;
        press(client, Key::Space).await;
        assert_eq!(visible_steps(client).await, [3], "{name}");
        let png = client.screenshot().await.expect("a screenshot");
        assert!(png.starts_with(b"\x89PNG"), "{name}");
        std::fs::write(shots.join(format!("{name}-{width}x{height}.png")), png).unwrap();
    }
}

/// Fails unless every slide of the page at `url` is no wider than the
/// window at each of `sizes`, walking through the slides with the keyboard.
async fn every_slide_fits(client: &Client, url: &str, name: &str, sizes: &[(u32, u32)]) {
    client.goto(url).await.expect("the page opens");
    let steps = eval(
        client,
        "return document.querySelectorAll('section.step').length",
    )
    .await;
    let steps = steps.as_u64().unwrap();
    for &(width, height) in sizes {
        viewport(client, width, height).await;
        press(client, Key::Home).await;
        for step in 1..=steps {
            if step > 1 {
                press(client, Key::Right).await;
            }
            if steps > 1 {
                assert_eq!(visible_steps(client).await, [step], "{name}");
            }
            let what = format!("{name} at {width}×{height}, step {step}");
            fits(client, &what).await;
            if steps > 1 {
                counter_on_one_line(client, &what).await;
            }
            if width < 600 {
                tables_shown_whole(client, &what).await;
            }
        }
    }
}

/// Fails unless every table of the current slide shows its last column
/// inside its box, in text of at least 14 px, or says it scrolls.
async fn tables_shown_whole(client: &Client, what: &str) {
    let cut = eval(
        client,
        "return [...document.querySelectorAll('section.step.current .table-wrap')].flatMap(w => {            const cells = w.querySelectorAll('tr:first-child > *'); const last = cells[cells.length - 1];            const cue = w.nextElementSibling && w.nextElementSibling.matches('.scroll-cue:not([hidden])');            const shown = last.getBoundingClientRect().right <= w.getBoundingClientRect().right + 1;            const size = parseFloat(getComputedStyle(last).fontSize);            return (shown || cue) && size >= 14 ? [] : [`${last.textContent} (${size} px)`]; })",
    )
    .await;
    assert_eq!(cut, json!([]), "{what}: a table's last column is hidden");
}

/// Fails unless the slide counter is one line, all of it shown, inside
/// the window.
async fn counter_on_one_line(client: &Client, what: &str) {
    let count = eval(
        client,
        "const c = document.getElementById('count'); const r = c.getBoundingClientRect(); \
         return [c.textContent, c.getClientRects().length === 1 && r.height < 1.8 * parseFloat(getComputedStyle(c).fontSize) \
         && c.scrollWidth <= c.clientWidth && r.right <= innerWidth]",
    )
    .await;
    assert_eq!(count[1], json!(true), "{what}: the counter {}", count[0]);
}

/// The folder screenshots are kept in, for a person to look at.
pub(crate) fn shots() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("browser");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Exports the course as HTML pages into the folder `site`.
pub(crate) fn export_course(site: &Path) {
    let out = nimstep(
        &[
            "export",
            "--format",
            "html",
            "--out",
            site.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
}

/// Writes the output of a nimstep command to `path`.
fn save(args: &[&str], path: &Path) {
    let out = nimstep(args, "");
    assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
    std::fs::write(path, out.stdout).unwrap();
}

/// `explain 13 12 8`'s deck opened in a new session at `fragment` (empty
/// for its first slide); the folder, which holds the deck and the
/// browser's profile, lives as long as the caller keeps it.
async fn open_13_12_8(driver: &Driver, fragment: &str) -> (tempfile::TempDir, Client) {
    let dir = tempfile::tempdir().unwrap();
    let deck = dir.path().join("deck.html");
    save(&["explain", "13", "12", "8", "--format", "html"], &deck);
    let client = session(driver, &dir.path().join("profile"), true).await;
    client
        .goto(&format!("file://{}{fragment}", deck.display()))
        .await
        .unwrap();
    (dir, client)
}

#[tokio::test(flavor = "current_thread")]
async fn slides_work_in_a_real_browser() {
    let Some(driver) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let deck = dir.path().join("deck.html");
    save(&["explain", "13", "12", "8", "--format", "html"], &deck);
    let site = dir.path().join("site");
    export_course(&site);

    let client = session(&driver, &dir.path().join("profile"), true).await;
    let shots = shots();
    drive(
        &client,
        &format!("file://{}", deck.display()),
        "deck",
        &shots,
    )
    .await;
    // 64-bit heaps: the tables scroll inside their boxes, never the page.
    let wide = dir.path().join("wide.html");
    save(
        &["explain", "18446744073709551615", "1", "--format", "html"],
        &wide,
    );
    drive(
        &client,
        &format!("file://{}", wide.display()),
        "wide",
        &shots,
    )
    .await;
    let lesson = format!("file://{}", site.join("05-winning-move.html").display());
    drive(&client, &lesson, "lesson-5", &shots).await;
    for entry in std::fs::read_dir(&site).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let url = format!("file://{}", path.display());
        every_slide_fits(&client, &url, &name, &SIZES).await;
    }
    // The course's links lead on.
    client.set_window_size(1280, 720).await.unwrap();
    client.goto(&lesson).await.unwrap();
    client
        .find(Locator::Css("nav.course a[rel=next]"))
        .await
        .expect("a link to the next lesson")
        .click()
        .await
        .unwrap();
    let url = client.current_url().await.unwrap();
    assert!(url.path().ends_with("/06-labelling.html"), "{url}");
    answers_open_on_click(&client, &site.join("04-bouton.html")).await;
    // On a phone the answer column of lesson 8's table of Grundy values
    // (step 13) shows whole, with no need to scroll the table.
    viewport(&client, 390, 844).await;
    let grundy = site.join("08-nim-in-disguise.html");
    client
        .goto(&format!("file://{}#step-13", grundy.display()))
        .await
        .unwrap();
    let last_column = "const w = document.querySelector('section.step.current .table-wrap'); \
        const cells = w.querySelectorAll('thead tr > *'); const last = cells[cells.length - 1]; \
        return [last.textContent, last.getBoundingClientRect().right <= w.getBoundingClientRect().right + 1, \
        w.scrollWidth <= w.clientWidth + 1]";
    assert_eq!(
        eval(&client, last_column).await,
        json!(["value", true, true]),
        "lesson 8, step 13 at 390×844"
    );
    client.close().await.unwrap();

    let client = session(&driver, &dir.path().join("profile-print"), true).await;
    prints_as_a_handout(&client, dir.path()).await;
    client.close().await.unwrap();

    // With scripting off, the page is the whole walkthrough.
    let client = session(&driver, &dir.path().join("profile-no-js"), false).await;
    client
        .goto(&format!("file://{}", deck.display()))
        .await
        .unwrap();
    // Eleven steps (a step in parts goes on in `.cont` sections, whose
    // repeated heading is hidden).
    let shown = client
        .find_all(Locator::Css("section.step:not(.cont)"))
        .await
        .unwrap()
        .len();
    assert_eq!(shown, 11);
    for heading in client
        .find_all(Locator::Css("section.step.cont > h2"))
        .await
        .unwrap()
    {
        assert!(!heading.is_displayed().await.unwrap());
    }
    for section in client.find_all(Locator::Css("section.step")).await.unwrap() {
        assert!(section.is_displayed().await.unwrap());
    }
    assert!(!client
        .find(Locator::Css(".controls"))
        .await
        .unwrap()
        .is_displayed()
        .await
        .unwrap());
    client.close().await.unwrap();
}

/// A lesson's answers are folded on its last slide: closed, so none of
/// them shows, until a click on their summary opens them.
async fn answers_open_on_click(client: &Client, page: &Path) {
    client
        .goto(&format!("file://{}", page.display()))
        .await
        .unwrap();
    press(client, Key::End).await;
    let state = "const d = document.querySelector('section.step.current details.answers'); \
        return d && [d.open, [...d.children].filter(c => c.tagName !== 'SUMMARY' && c.checkVisibility()).length]";
    assert_eq!(
        eval(client, state).await,
        json!([false, 0]),
        "closed at first"
    );
    client
        .find(Locator::Css(
            "section.step.current details.answers > summary",
        ))
        .await
        .expect("a summary to click")
        .click()
        .await
        .unwrap();
    let opened = eval(client, state).await;
    assert_eq!(opened[0], json!(true), "open after a click");
    assert!(
        opened[1].as_u64().unwrap() > 0,
        "the answers show: {opened}"
    );
}

/// Chromium's own command, sent through chromedriver, that emulates a
/// medium or a media feature: print (the print style sheet checked
/// without a printer), or a dark colour scheme.
#[derive(Debug)]
pub(crate) struct EmulateMedia(Value);

/// Renders the page as for print.
pub(crate) fn print() -> EmulateMedia {
    EmulateMedia(json!({"media": "print"}))
}

/// Renders the page as for the screen again.
pub(crate) fn screen() -> EmulateMedia {
    EmulateMedia(json!({"media": ""}))
}

/// Renders the page in the colour `scheme` ("light" or "dark").
fn scheme(scheme: &str) -> EmulateMedia {
    EmulateMedia(
        json!({"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]}),
    )
}

impl WebDriverCompatibleCommand for EmulateMedia {
    fn endpoint(
        &self,
        base: &url::Url,
        session: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        let session = session.expect("a session is open");
        base.join(&format!("session/{session}/goog/cdp/execute"))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        let body = json!({"cmd": "Emulation.setEmulatedMedia", "params": self.0});
        (http::Method::POST, Some(body.to_string()))
    }
}

/// A worksheet and its key, and a deck, as printed: every step shown, no
/// controls, and the key starting on a page of its own.
async fn prints_as_a_handout(client: &Client, dir: &Path) {
    let sheet = dir.join("sheet.html");
    save(
        &[
            "worksheet",
            "--format",
            "html",
            "--seed",
            "7",
            "--count",
            "4",
            "--key",
            "end",
        ],
        &sheet,
    );
    // On screen the sheet is a deck of its positions alone: End, then
    // every key that goes on, at a projector's size and a phone's, shows
    // no answer, nor does any text of the page; every slide names the
    // sheet, as its key does.
    client
        .goto(&format!("file://{}", sheet.display()))
        .await
        .unwrap();
    let shown = "const text = document.body.innerText; \
        return [document.querySelector('section.step.current h2').textContent, \
        document.getElementById('count').textContent, text.includes('Answer key'), \
        text.includes('winning moves'), text.includes('take '), \
        document.querySelector('section.step.current .kicker').innerText]";
    // The first slide warns the teacher that this file holds the key.
    let warned = "return [...document.querySelectorAll('.notice')].filter(n => n.getBoundingClientRect().height > 0).map(n => n.innerText.split('.')[0])";
    for (width, height) in [(1280, 720), (390, 844)] {
        viewport(client, width, height).await;
        press(client, Key::Home).await;
        assert_eq!(
            eval(client, warned).await,
            json!(["Teacher's copy: this file holds the answer key"]),
            "the first slide at {width}×{height}"
        );
        press(client, Key::Right).await;
        assert_eq!(eval(client, warned).await, json!([]), "the second slide");
        press(client, Key::End).await;
        for key in [Key::End, Key::Right, Key::Space, Key::Enter, Key::PageDown] {
            press(client, key).await;
            assert_eq!(
                eval(client, shown).await,
                json!([
                    "Position 4: 11 6 1 7",
                    "step 5 of 5",
                    false,
                    false,
                    false,
                    "Nim worksheet · medium"
                ]),
                "the sheet on screen at {width}×{height}, after {key:?}"
            );
        }
    }
    let deck = dir.join("deck.html");
    for page in [&sheet, &deck] {
        client
            .goto(&format!("file://{}", page.display()))
            .await
            .unwrap();
        client.issue_cmd(print()).await.expect("print media");
        eventually(
            client,
            "return matchMedia('print').matches",
            json!(true),
            "print media",
        )
        .await;
        let steps = eval(
            client,
            "return document.querySelectorAll('section.step').length",
        )
        .await;
        let shown = visible_steps(client).await;
        assert_eq!(
            json!(shown.len()),
            steps,
            "{}: every step printed",
            page.display()
        );
        let controls = "return [...document.querySelectorAll('.controls, .progress')].every(e => getComputedStyle(e).display === 'none')";
        assert_eq!(
            eval(client, controls).await,
            json!(true),
            "no controls on paper"
        );
    }
    // The sheet and its key: the key (the second article) starts a page.
    client
        .goto(&format!("file://{}", sheet.display()))
        .await
        .unwrap();
    client.issue_cmd(print()).await.expect("print media");
    let breaks = eval(
        client,
        "return [...document.querySelectorAll('article.doc')].map(a => getComputedStyle(a).breakBefore)",
    )
    .await;
    assert_eq!(breaks[1], json!("page"), "{breaks}");
    assert_eq!(breaks.as_array().unwrap().len(), 2, "{breaks}");
    // Sheet and key each say what they are; neither names the seed on
    // the student's page.
    let named = "return [...document.querySelectorAll('article.doc > h1')].map(h => h.innerText)";
    assert_eq!(
        eval(client, named).await,
        json!(["Nim worksheet · medium", "Answer key · medium"]),
        "the sheet and its key, printed"
    );
    // Room to work: a ruled box, visible on paper, under each position,
    // every box alike (the same height, the same ruled lines, whichever
    // slide was on screen when printing), at least 1.6 inches high, room
    // for four heaps in binary and their nim-sum.
    let boxes = "return [...document.querySelectorAll('article.doc')[0].querySelectorAll('div.work')].map(b => [Math.round(b.getBoundingClientRect().height) >= 154, getComputedStyle(b).borderTopStyle, [...b.children].map(r => Math.round(r.getBoundingClientRect().height) + getComputedStyle(r).borderBottomStyle).join(' ')])";
    let boxes = eval(client, boxes).await;
    let first = &boxes[0];
    assert_eq!(first[0], json!(true), "{boxes}");
    assert_eq!(first[1], json!("solid"), "{boxes}");
    assert!(
        first[2].as_str().unwrap().matches("solid").count() >= 6,
        "{boxes}"
    );
    assert_eq!(boxes, json!(vec![first; 4]), "boxes alike");
    // The file holds the key, and says so at its top on paper.
    let notice = "const n = document.querySelector('.notice'); return n && getComputedStyle(n).display !== 'none' && n.getBoundingClientRect().top < document.querySelector('h1').getBoundingClientRect().top && n.innerText";
    let said = eval(client, notice).await;
    assert!(
        said.as_str()
            .is_some_and(|s| s.starts_with("Teacher's copy: this file holds the answer key.")),
        "{said}"
    );
    // The key's table: no cell wraps onto a second line.
    let wrapped = "return [...document.querySelectorAll('article.doc')[1].querySelectorAll('td')].filter(td => { const r = document.createRange(); r.selectNodeContents(td); return r.getBoundingClientRect().height > 1.8 * parseFloat(getComputedStyle(td).fontSize); }).map(td => td.textContent)";
    assert_eq!(
        eval(client, wrapped).await,
        json!([]),
        "key cells that wrap"
    );
}

/// Walks through every slide of the page now open with the keyboard's
/// keys (dispatched by the script itself, so a deck costs one call) and
/// returns what does not fit the window. At a projector's size (`phone`
/// false): a slide area that scrolls either way, text under the control
/// bar, text smaller than 16 px (or body text below 20 px on a slide not
/// shrunk to fit). On a phone held upright: a part taller than the slide
/// area scrolls inside it, so what is checked is that the page itself
/// never scrolls, the cue says "more below" exactly while there is more,
/// ↓ reaches the part's end with every text above the control bar, and no
/// text is below 14 px. Both: contrast below 7:1 for what is read (a
/// paragraph, a list item, a theorem, the position a slide is about),
/// below 4.5:1 for the rest; the text of a picture
/// (a heap's label) is measured at the size it is drawn. Also returns how
/// many slides there are, how many were shrunk and how many scroll.
const MEASURE: &str = r#"
const root = document.documentElement;
const area = document.querySelector('main');
const more = document.getElementById('more');
const press = key => document.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true}));
const frame = () => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
const slides = [...document.querySelectorAll('section.step')];
const rgba = c => { const m = c.match(/[\d.]+/g).map(Number); return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
const lum = c => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }; return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
const background = el => {
  const layers = [];
  for (let e = el; e; e = e.parentElement) {
    const c = rgba(getComputedStyle(e).backgroundColor);
    if (c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
  }
  let out = [255, 255, 255];
  for (const c of layers.reverse()) out = out.map((v, i) => v * (1 - c[3]) + c[i] * c[3]);
  return out;
};
// The size a text is drawn at: a picture's text is scaled with it.
const drawnSize = (e, style) => {
  const svg = e instanceof SVGElement && e.ownerSVGElement;
  const scale = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 1;
  return parseFloat(style.fontSize) * scale;
};
const least = phone ? 13.9 : 15.9;
const problems = [];
let shrunk = 0, scrolled = 0;
// Folded answers are measured open: a slide must fit either way.
document.querySelectorAll('details').forEach(d => { d.open = true; });
press('Home');
for (let i = 0; i < slides.length; i++) {
  if (i > 0) press('ArrowRight');
  await frame();
  const slide = slides[i];
  const name = `slide ${i + 1} (${(slide.querySelector('h2, h3, p') || slide).textContent.slice(0, 40)})`;
  if (!slide.classList.contains('current')) problems.push(`${name}: not shown`);
  if (root.scrollHeight > innerHeight + 1) problems.push(`${name}: the page scrolls down by ${root.scrollHeight - innerHeight}px`);
  if (root.scrollWidth > innerWidth + 1) problems.push(`${name}: the page is ${root.scrollWidth - innerWidth}px too wide`);
  if (area.scrollWidth > area.clientWidth + 1) problems.push(`${name}: ${area.scrollWidth - area.clientWidth}px too wide`);
  const tall = area.scrollHeight > area.clientHeight + 1;
  if (tall && !phone) problems.push(`${name}: ${area.scrollHeight - area.clientHeight}px too tall`);
  if (tall !== !more.hidden) problems.push(`${name}: the cue is ${more.hidden ? 'hidden' : 'shown'} on a part ${tall ? '' : 'not '}taller than the slide area`);
  const small = slide.style.fontSize !== '';
  if (small) shrunk++;
  const bar = Math.min(document.querySelector('.controls').getBoundingClientRect().top, document.querySelector('.progress').getBoundingClientRect().top);
  if (area.getBoundingClientRect().bottom > bar + 1) problems.push(`${name}: the slide area reaches under the controls`);
  // The cue itself is a text to read, measured while it shows.
  const cue = tall ? [more] : [];
  // The cue has room of its own: the slide area ends above it.
  if (tall && area.getBoundingClientRect().bottom > more.getBoundingClientRect().top + 1) problems.push(`${name}: the cue covers ${Math.round(area.getBoundingClientRect().bottom - more.getBoundingClientRect().top)}px of the slide area`);
  if (tall) {
    // Scrolled to its end with ↓, the part shows its last line above the
    // bar and the cue goes.
    scrolled++;
    for (let k = 0; k < 100 && area.scrollTop + area.clientHeight < area.scrollHeight - 1; k++) { press('ArrowDown'); await frame(); }
    if (!more.hidden) problems.push(`${name}: the cue stays at the end of the part`);
  }
  const texts = [...slide.querySelectorAll('*'), ...document.querySelectorAll('.controls *')]
    .filter(e => e.getClientRects().length > 0 && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()));
  for (const e of [...cue, ...texts]) {
    const style = getComputedStyle(e);
    const size = drawnSize(e, style);
    const what = `${name}: <${e.tagName.toLowerCase()}> "${e.textContent.trim().slice(0, 30)}"`;
    if (size < least) problems.push(`${what} is ${size.toFixed(1)}px`);
    if (!phone && !small && !e.closest('.controls, .kicker, figcaption, figure, .n') && ['P', 'LI'].includes(e.tagName) && size < 19.9) problems.push(`${what}: body text ${size}px`);
    if (!e.closest('.controls') && e !== more && e.getBoundingClientRect().bottom > bar + 1) problems.push(`${what} under the controls`);
    const fg = rgba(e instanceof SVGElement ? style.fill : style.color);
    const bg = background(e);
    const shown = fg.slice(0, 3).map((v, k) => v * fg[3] + bg[k] * (1 - fg[3]));
    const [a, b] = [lum(shown), lum(bg)].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    // What a class reads on a slide (its sentences, a theorem, the
    // position it is about) at 7:1; the rest at 4.5:1.
    const reading = ['P', 'LI'].includes(e.tagName) || e.closest('blockquote, .kicker');
    const needed = reading && !e.closest('.controls, figcaption, .scroll-cue, .m-dim') ? 7 : 4.5;
    if (ratio < needed) problems.push(`${what}: contrast ${ratio.toFixed(2)} (${style.color} on rgb(${bg.map(Math.round)}))`);
  }
}
// A step cut into parts where it need not be: a part that would still
// fit with the first block of the next part added to it (a lead-in, "…:"
// or "found below", with the block it leads into; a last part is left
// more than one paragraph when it can be, so its first block is not
// counted when one paragraph would be left alone).
const needless = [];
const leadsIn = e => e.matches('p') && /:\s*$|found below/.test(e.textContent);
press('Home');
for (let i = 0; !phone && i + 1 < slides.length; i++) {
  if (i > 0) press('ArrowRight');
  const [slide, next] = [slides[i], slides[i + 1]];
  if (!next.classList.contains('cont')) continue;
  const content = [...next.children].filter(e => !e.matches('.kicker, .doc-title, h2, h3'));
  if (!content.length) { problems.push(`slide ${i + 2}: a part with nothing under its heading`); continue; }
  const last = !(slides[i + 2] && slides[i + 2].classList.contains('cont'));
  if (last && content.length === 2 && content[1].matches('p')) continue;
  const first = content.slice(0, leadsIn(content[0]) && content.length > 1 ? 2 : 1);
  const added = first.map(e => slide.appendChild(e.cloneNode(true)));
  if (area.scrollHeight <= area.clientHeight + 1) needless.push(`slide ${i + 1} (${(slide.querySelector('h2, h3') || slide).textContent.slice(0, 40)})`);
  added.forEach(e => e.remove());
}
return {slides: slides.length, shrunk, scrolled, needless, problems: [...new Set(problems)].slice(0, 30)};
"#;

/// [`MEASURE`] run on the page now open, as a projector (`phone` false)
/// or a phone held upright sees it.
async fn measure(client: &Client, phone: bool) -> Value {
    let script = format!("const phone = {phone};\nreturn (async () => {{\n{MEASURE}\n}})();");
    eval(client, &script).await
}

/// The decks a class is shown: walkthroughs (normal, misère, compared),
/// the other commands with slides, games beyond Nim, and the exported
/// course (every lesson and the glossary).
pub(crate) fn decks(dir: &Path) -> Vec<PathBuf> {
    let commands: [&[&str]; 8] = [
        &["explain", "13", "12", "8"],
        &["explain", "37", "20", "29", "--misere"],
        &["explain", "13", "12", "8", "--compare"],
        &["label", "3", "4"],
        &["grundy", "--game", "kayles"],
        &["explain", "6", "7", "--game", "kayles"],
        &["explain", "3", "5", "8", "--game", "staircase"],
        &["explain", "18446744073709551615", "12345678901234"],
    ];
    let mut decks = Vec::new();
    for (i, args) in commands.iter().enumerate() {
        let path = dir.join(format!("{i}-{}.html", args.join("-")));
        save(&[args, &["--format", "html"][..]].concat(), &path);
        decks.push(path);
    }
    let site = dir.join("site");
    export_course(&site);
    let mut pages: Vec<PathBuf> = std::fs::read_dir(&site)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| !path.ends_with("index.html"))
        .collect();
    pages.sort();
    decks.extend(pages);
    decks
}

#[tokio::test(flavor = "current_thread")]
async fn every_slide_fits_a_projector_and_a_phone() {
    let Some(driver) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let decks = decks(dir.path());
    let client = session(&driver, &dir.path().join("profile"), true).await;
    let mut problems = Vec::new();
    let (mut slides, mut shrunk, mut scrolled) = (0, 0, 0);
    let mut needless = Vec::new();
    for (width, height) in [(1280, 720), (1920, 1080), (390, 844)] {
        let phone = width < height;
        viewport(&client, width, height).await;
        for colours in ["light", "dark"] {
            client
                .issue_cmd(scheme(colours))
                .await
                .expect("a colour scheme");
            for deck in &decks {
                client
                    .goto(&format!("file://{}", deck.display()))
                    .await
                    .unwrap();
                let got = measure(&client, phone).await;
                let name = deck.file_name().unwrap().to_string_lossy();
                for problem in got["problems"].as_array().unwrap() {
                    problems.push(format!("{name} at {width}×{height}, {colours}: {problem}"));
                }
                if !phone {
                    slides += got["slides"].as_u64().unwrap();
                    shrunk += got["shrunk"].as_u64().unwrap();
                } else if colours == "light" {
                    scrolled += got["scrolled"].as_u64().unwrap();
                }
                if (width, colours) == (1280, "light") {
                    for slide in got["needless"].as_array().unwrap() {
                        needless.push(format!("{name}: {slide}"));
                    }
                }
            }
        }
    }
    eprintln!(
        "{slides} slides measured at a projector's sizes, {shrunk} set smaller to fit; \
         {scrolled} scroll inside their slide area on a phone"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(shrunk * 10 <= slides, "{shrunk} of {slides} slides shrunk");
    // Steps are cut only where they do not fit: the estimate keeps a
    // little room to spare for fonts wider than this one, so a few cuts
    // could have waited by a block (a lead-in and its list, or a list
    // kept whole, is one larger block), no more.
    eprintln!("cut with room to spare:\n{}", needless.join("\n"));
    assert!(needless.len() <= 4, "{}", needless.join("\n"));
    // A phone held upright: the page reflows, a part scrolls inside the
    // slide area (measured above), never sideways (a wide table scrolls
    // inside its own box). The course's pages are tried so by
    // `slides_work_in_a_real_browser`.
    for deck in decks
        .iter()
        .filter(|d| !d.starts_with(dir.path().join("site")))
    {
        let url = format!("file://{}", deck.display());
        every_slide_fits(&client, &url, &deck.display().to_string(), &[(390, 844)]).await;
    }
    // `b` and `.` blank the screen and never move a slide; any key returns.
    client
        .goto(&format!("file://{}", decks[0].display()))
        .await
        .unwrap();
    press(&client, Key::Right).await;
    let current = "return [...document.querySelectorAll('section.step')].findIndex(s => s.classList.contains('current'))";
    let blank = "return !document.getElementById('blank').hidden";
    for key in ['b', '.'] {
        press(&client, key).await;
        assert_eq!(eval(&client, blank).await, json!(true), "{key}");
        assert_eq!(eval(&client, current).await, json!(1), "{key}");
        press(&client, Key::Right).await;
        assert_eq!(eval(&client, blank).await, json!(false), "{key}");
        assert_eq!(
            eval(&client, current).await,
            json!(1),
            "{key}: the key that returns does not move"
        );
    }
    // A step number past the last: the slide stays and the counter says
    // so, as the terminal's status line does, until the next key.
    let count = "return document.getElementById('count').textContent";
    for key in ['9', '9', char::from(Key::Enter)] {
        press(&client, key).await;
    }
    assert_eq!(eval(&client, current).await, json!(1));
    assert_eq!(
        eval(&client, count).await,
        json!("step 2 of 11 · no step 99")
    );
    press(&client, Key::Right).await;
    assert_eq!(eval(&client, count).await, json!("step 3 of 11"));
    press(&client, '?').await;
    assert_eq!(
        eval(&client, "return !document.getElementById('keys').hidden").await,
        json!(true)
    );
    let keys = eval(
        &client,
        "return document.getElementById('keys').textContent",
    )
    .await;
    for key in ["PageDown", "Backspace", "Home", "full screen"] {
        assert!(keys.as_str().unwrap().contains(key), "{keys}");
    }
    client.close().await.unwrap();
}

/// A link to a part the step does not have (`#step-2-9`, made where the
/// window was smaller) opens the step's last part, never the next step.
#[tokio::test(flavor = "current_thread")]
async fn a_part_past_the_last_opens_the_step_not_the_next() {
    let Some(driver) = driver() else { return };
    let (_dir, client) = open_13_12_8(&driver, "#step-2-9").await;
    let shown = "const s = document.querySelector('section.step.current'); \
        return [location.hash, s.getAttribute('data-part') || '1', s.getAttribute('data-parts') || '1']";
    let got = eval(&client, shown).await;
    let [hash, part, parts] = [0, 1, 2].map(|i| got[i].as_str().unwrap().to_string());
    assert!(hash.starts_with("#step-2"), "{got}");
    assert_eq!(part, parts, "the last part of step 2: {got}");
    client.close().await.unwrap();
}

/// Makes the README's picture, `docs/slide.png`: one slide of
/// `explain 13 12 8 --format html` in a 1280×720 window. Run it with
/// `cargo test --test all readme_screenshot -- --ignored`.
#[tokio::test(flavor = "current_thread")]
#[ignore = "writes docs/slide.png; run by hand when the slides change"]
async fn readme_screenshot() {
    let Some(driver) = driver() else { return };
    let (_dir, client) = open_13_12_8(&driver, "#step-8").await;
    viewport(&client, 1280, 720).await;
    let png = client.screenshot().await.expect("a screenshot");
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::write(docs.join("slide.png"), png).unwrap();
    client.close().await.unwrap();
}

/// Stones go in rows of ten only where the width needs it: on a projector
/// the heaps of `explain 13 12 8` are one row each, with a wider space
/// after every fifth stone; on a phone 13 and 12 take two rows.
#[tokio::test]
async fn stones_wrap_only_where_the_width_needs_it() {
    let Some(driver) = driver() else { return };
    let (_dir, client) = open_13_12_8(&driver, "").await;
    // Of the picture shown on the first slide: the rows of stones, and the
    // gaps between the first row's neighbouring stones.
    let rows = "const svg = [...document.querySelectorAll('section.step.current figure.heaps svg')] \
        .filter(s => s.getClientRects().length > 0); \
        if (svg.length !== 1) return svg.length; \
        const stones = [...svg[0].querySelectorAll('circle')]; \
        const ys = new Set(stones.map(c => c.getAttribute('cy'))); \
        const first = stones.filter(c => c.getAttribute('cy') === stones[0].getAttribute('cy')).map(c => Number(c.getAttribute('cx'))); \
        const gaps = new Set(first.slice(1).map((x, i) => x - first[i])); \
        return [ys.size, first.length, [...gaps].sort()]";
    for (width, height, wanted) in [
        (1280, 720, json!([3, 13, [26, 34]])),
        (1920, 1080, json!([3, 13, [26, 34]])),
        (390, 844, json!([5, 10, [26, 34]])),
    ] {
        viewport(&client, width, height).await;
        press(&client, Key::Home).await;
        assert_eq!(eval(&client, rows).await, wanted, "{width}×{height}");
        let png = client.screenshot().await.expect("a screenshot");
        std::fs::write(shots().join(format!("stones-{width}x{height}.png")), png).unwrap();
    }
    client.close().await.unwrap();
}
