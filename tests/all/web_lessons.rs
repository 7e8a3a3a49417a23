use crate::browser::{driver, eval, eventually, fits, print, shots, viewport, SIZES};
use crate::support::nimstep;
use crate::web::counter;
use crate::web_play::{opened, settled, view};
use fantoccini::key::Key;
use fantoccini::{Client, Locator};
use serde_json::{json, Value};

/// The frame the Lessons view shows its lesson in.
const FRAME: &str = "lesson-page";

/// Chooses `value` in the Lessons view's chooser (a lesson's place in the
/// course, from 0, or `glossary`) and waits for the frame to show it.
async fn choose(client: &Client, value: &str) {
    let asked = counter(client, "answered").await;
    client
        .execute(
            "const c = document.getElementById('lesson'); c.value = arguments[0]; c.dispatchEvent(new Event('change'));",
            vec![json!(value)],
        )
        .await
        .unwrap();
    settled(client, asked, FRAME, value).await.unwrap();
}

/// Types `heaps` and Enter in the field of block `block` (from 0) inside
/// the lesson, as a student does, and waits for the core's answer.
async fn try_heaps(client: &Client, block: usize, heaps: &str) -> Result<(), String> {
    try_values(client, block, &[heaps]).await
}

/// Types `values` in the fields of block `block` (from 0), one a field,
/// and Enter in the last, and waits for the core's answer.
async fn try_values(client: &Client, block: usize, values: &[&str]) -> Result<(), String> {
    let asked = counter(client, "answered").await;
    let frame = client.find(Locator::Id(FRAME)).await.unwrap();
    frame.enter_frame().await.unwrap();
    for (n, value) in values.iter().enumerate() {
        let field = client
            .find(Locator::Css(&format!(
                "input[data-block=\"{block}\"][data-input=\"{n}\"]"
            )))
            .await
            .unwrap();
        field.clear().await.unwrap();
        let enter = if n + 1 == values.len() {
            char::from(Key::Enter).to_string()
        } else {
            String::new()
        };
        field.send_keys(&format!("{value}{enter}")).await.unwrap();
    }
    client.enter_parent_frame().await.unwrap();
    settled(client, asked, FRAME, &values.join(" ")).await
}

/// The texts of the slides of block `block`'s documents in the lesson:
/// what follows its field (after its title, which opens the example's
/// first section), then the sections after it that carry its title, each
/// without its title.
async fn block_steps(client: &Client, block: usize) -> Vec<String> {
    let script = format!(
        "const doc = document.getElementById('{FRAME}').contentDocument;
         const form = doc.querySelector('input[data-block=\"{block}\"]').closest('form');
         const heading = form.previousElementSibling;
         const title = heading.textContent;
         let opening = '';
         for (let e = form.nextElementSibling; e; e = e.nextElementSibling) opening += e.textContent;
         let s = form.closest('section').nextElementSibling;
         const texts = [opening];
         for (; s && s.querySelector('p.kicker')?.textContent === title; s = s.nextElementSibling) {{
           const copy = s.cloneNode(true);
           copy.querySelectorAll('p.kicker').forEach(e => e.remove());
           texts.push(copy.textContent);
         }}
         return texts;"
    );
    serde_json::from_value(eval(client, &script).await).unwrap()
}

/// The same texts of the slides of the page `nimstep ARGS --format html`
/// writes, each without its step's number: in a lesson an example's steps
/// have none of their own (the lesson's one counter counts them).
fn cli_steps(args: &[&str]) -> Vec<String> {
    cli_steps_after(args, &[])
}

/// [`cli_steps`] for an example a lesson shows after the examples
/// `earlier`: a paragraph an earlier example already showed word for word
/// is left out, unless it is all its step says (a lesson says a thing
/// once).
fn cli_steps_after(args: &[&str], earlier: &[&[&str]]) -> Vec<String> {
    let select = |css: &str| scraper::Selector::parse(css).unwrap();
    let page = |args: &[&str]| {
        let mut all = args.to_vec();
        all.extend_from_slice(&["--format", "html"]);
        let out = nimstep(&all, "");
        assert_eq!(out.code, 0, "{all:?}: {}", out.stderr);
        scraper::Html::parse_document(&out.stdout)
    };
    let (step, titles, number, paragraph) = (
        select("section.step"),
        select("p.kicker, p.doc-title"),
        select("span.n"),
        select("section.step p:not(.kicker):not(.doc-title):not(.scroll-cue)"),
    );
    let shown: Vec<String> = earlier
        .iter()
        .flat_map(|args| {
            page(args)
                .select(&paragraph)
                .map(|p| p.text().collect())
                .collect::<Vec<String>>()
        })
        .collect();
    let html = page(args);
    html.select(&step)
        .map(|s| {
            let title: String = s.select(&titles).flat_map(|t| t.text()).collect();
            let all: String = s.text().collect();
            let mut text = all.replacen(&title, "", 1);
            for p in s.select(&paragraph) {
                let words: String = p.text().collect();
                if shown.contains(&words) && text.trim() != words.trim() {
                    text = text.replacen(&words, "", 1);
                }
            }
            match s.select(&number).next() {
                Some(n) => text.replacen(&format!("{} ", n.text().collect::<String>()), "", 1),
                None => text,
            }
        })
        .collect()
}

/// The line the command line prints for `args`, without `error: ` and
/// the pointer to its help (` (see `nimstep grundy --help`)`), which the
/// page has no use for.
fn cli_error(args: &[&str]) -> String {
    let out = nimstep(args, "");
    assert_eq!(out.code, 2, "{args:?}");
    let line = out.stderr.trim_end();
    let line = line.strip_prefix("error: ").unwrap_or(line);
    let help = format!(" (see `nimstep {} --help`)", args[0]);
    line.strip_suffix(&help).unwrap_or(line).to_string()
}

async fn frame_eval(client: &Client, script: &str) -> Value {
    eval(
        client,
        &format!("const doc = document.getElementById('{FRAME}').contentDocument; {script}"),
    )
    .await
}

#[tokio::test(flavor = "current_thread")]
async fn a_lesson_s_blocks_are_tried_on_the_student_s_heaps() {
    let Some(driver) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let client = opened(&driver, dir.path()).await;
    view(&client, "lessons").await;
    eventually(
        &client,
        &format!(
            "const f = document.getElementById('{FRAME}'); return Number(f.dataset.shown || 0) > 0"
        ),
        json!(true),
        "the first lesson",
    )
    .await;

    // The chooser offers every lesson of the course, then the glossary.
    let names = eval(
        &client,
        "return [...document.getElementById('lesson').options].map(o => o.text)",
    )
    .await;
    let names: Vec<String> = serde_json::from_value(names).unwrap();
    let out = nimstep(&["lesson", "--format", "json"], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let course: Value = serde_json::from_str(&out.stdout).unwrap();
    let mut expected: Vec<String> = course
        .as_array()
        .unwrap()
        .iter()
        .map(|l| format!("Lesson {}: {}", l["number"], l["title"].as_str().unwrap()))
        .collect();
    expected.push("Glossary: the words of the course".into());
    assert_eq!(names, expected);
    assert!(names.last().unwrap().starts_with("Glossary"), "{names:?}");

    // Lesson 5, its second block: `explain 13 12 8 --steps …`, shown as
    // the command line computes it, then on the student's heaps.
    choose(&client, "4").await;
    let steps = "odd-column,candidates,chosen,xor,move,check,all-moves";
    assert_eq!(
        block_steps(&client, 1).await,
        cli_steps_after(
            &["explain", "13", "12", "8", "--steps", steps],
            &[&["explain", "37", "20", "29"]]
        )
    );
    let field = frame_eval(
        &client,
        "return doc.querySelector('input[data-block=\"1\"]').value",
    )
    .await;
    assert_eq!(field, json!("13 12 8"));
    // Each field sits on its own block.
    let fields = frame_eval(
        &client,
        "return [...doc.querySelectorAll('form.try input')].map(i => [i.dataset.block, i.value])",
    )
    .await;
    assert_eq!(
        fields,
        json!([
            ["0", "37 20 29"],
            ["1", "13 12 8"],
            ["2", "13 12 8"],
            ["3", "13 12 8"],
            ["4", "6 9 12"]
        ])
    );
    // The first example opens a section of its own: its title is a
    // title, its field under it, and its first step's heading is shown.
    let opening = frame_eval(
        &client,
        "const form = doc.querySelector('input[data-block=\"0\"]').closest('form');
         const heading = form.nextElementSibling;
         return [form.previousElementSibling.className, heading.tagName, heading.textContent,
                 getComputedStyle(heading).display !== 'none']",
    )
    .await;
    assert_eq!(
        opening,
        json!(["doc-title", "H3", "Write each heap in binary", true])
    );
    try_heaps(&client, 1, "9 5 13").await.unwrap();
    assert_eq!(
        block_steps(&client, 1).await,
        cli_steps(&["explain", "9", "5", "13", "--steps", steps])
    );
    // The block edited is the one in view, its field focused.
    let focused = frame_eval(&client, "return doc.activeElement.dataset.block").await;
    assert_eq!(focused, json!("1"));

    // Bad heaps: the command line's line in the alert, the block as it
    // was; then the page goes on working.
    let err = try_heaps(&client, 1, "9 x").await.unwrap_err();
    assert_eq!(err, cli_error(&["explain", "9", "x", "--steps", steps]));
    let invalid = frame_eval(
        &client,
        "return doc.querySelector('input[data-block=\"1\"]').getAttribute('aria-invalid')",
    )
    .await;
    assert_eq!(invalid, json!("true"));
    // A heap with no winning move is refused in `--heap`'s words.
    let err = try_heaps(&client, 2, "1 2 3").await.unwrap_err();
    assert_eq!(
        err,
        cli_error(&["explain", "1", "2", "3", "--heap", "2", "--steps", "xor,move"])
    );
    try_heaps(&client, 2, "3 7 5").await.unwrap();
    assert_eq!(
        block_steps(&client, 2).await,
        cli_steps(&["explain", "3", "7", "5", "--heap", "2", "--steps", "xor,move"])
    );
    // The earlier edit is kept.
    assert_eq!(
        block_steps(&client, 1).await,
        cli_steps(&["explain", "9", "5", "13", "--steps", steps])
    );
    let alert = eval(
        &client,
        "return document.getElementById('lessons-alert').textContent",
    )
    .await;
    assert_eq!(alert, json!(""));

    // More heaps than the blocks of a course may show: refused by the
    // course's budget, as the command line refuses such a block, at once.
    let asked = counter(&client, "answered").await;
    frame_eval(
        &client,
        "const field = doc.querySelector('input[data-block=\"2\"]');
         field.value = Array(100001).fill('1').join(' ');
         field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
         return null",
    )
    .await;
    let err = settled(&client, asked, FRAME, "100001 heaps")
        .await
        .unwrap_err();
    assert!(
        err.starts_with(
            "this block shows 100001 heaps, but the blocks of one course may show 100000 in all"
        ),
        "{err}"
    );
    // A block edited again shows the heaps typed last.
    try_heaps(&client, 1, "13 12 8").await.unwrap();
    assert_eq!(
        block_steps(&client, 1).await,
        cli_steps(&["explain", "13", "12", "8", "--steps", steps])
    );
    assert_eq!(
        block_steps(&client, 2).await,
        cli_steps(&["explain", "3", "7", "5", "--heap", "2", "--steps", "xor,move"])
    );

    // Lesson 7's check of a move, on other heaps; and a move they do not
    // allow, refused as the command line refuses it.
    choose(&client, "6").await;
    let check = [
        "check", "--misere", "5", "1", "1", "--from", "1", "--take", "4",
    ];
    try_heaps(&client, 3, "5 1 1").await.unwrap();
    assert_eq!(block_steps(&client, 3).await, cli_steps(&check));
    let err = try_heaps(&client, 3, "3 1 1").await.unwrap_err();
    let mut bad = check;
    bad[2] = "3";
    assert_eq!(err, cli_error(&bad));

    // Lesson 6's grid: its largest heap changed (a smaller grid, which
    // a slide shows whole, as the command line does), and refused when the
    // grid would be too large, in the command line's words.
    choose(&client, "5").await;
    let labels = frame_eval(
        &client,
        "return [...doc.querySelectorAll('form.try label')].map(l => l.firstChild.textContent)",
    )
    .await;
    assert_eq!(
        labels,
        json!(["Try your own heaps", "Try your own heaps", "Largest heap"])
    );
    try_values(&client, 2, &["2"]).await.unwrap();
    assert_eq!(
        block_steps(&client, 2).await,
        cli_steps(&["table", "--max", "2"])
    );
    for bad in ["65", "x"] {
        let err = try_values(&client, 2, &[bad]).await.unwrap_err();
        assert_eq!(err, cli_error(&["table", "--max", bad]));
    }

    // Lesson 8's Grundy values: another game, further; a game that is
    // not played heap by heap, and a reach that is not a number, refused
    // as the command line refuses them.
    choose(&client, "7").await;
    let fields = frame_eval(
        &client,
        "return [...doc.querySelectorAll('input[data-block=\"0\"]')].map(i => i.value)",
    )
    .await;
    assert_eq!(fields, json!(["subtract:1-3", "12"]));
    try_values(&client, 0, &["kayles", "15"]).await.unwrap();
    assert_eq!(
        block_steps(&client, 0).await,
        cli_steps(&["grundy", "--game", "kayles", "--upto", "15"])
    );
    for (game, upto) in [("wythoff", "15"), ("kayles", "1x"), ("kales", "15")] {
        let err = try_values(&client, 0, &[game, upto]).await.unwrap_err();
        assert_eq!(err, cli_error(&["grundy", "--game", game, "--upto", upto]));
    }

    // Blocks that cannot change (the glossary's words of the lesson)
    // have no field.
    choose(&client, "0").await;
    let fields = frame_eval(&client, "return doc.querySelectorAll('form.try').length").await;
    assert_eq!(
        fields,
        json!(2),
        "lesson 1: explain 7, explain 6 4, glossary"
    );

    // The glossary, from its button: the command line's.
    let asked = counter(&client, "answered").await;
    client
        .find(Locator::Id("glossary"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    settled(&client, asked, FRAME, "the glossary")
        .await
        .unwrap();
    let chosen = eval(&client, "return document.getElementById('lesson').value").await;
    assert_eq!(chosen, json!("glossary"));
    let title = frame_eval(&client, "return doc.querySelector('h1').textContent").await;
    let out = nimstep(&["glossary", "--format", "html"], "");
    let html = scraper::Html::parse_document(&out.stdout);
    let h1 = scraper::Selector::parse("h1").unwrap();
    let cli_title: String = html.select(&h1).next().unwrap().text().collect();
    assert_eq!(title, json!(cli_title));

    // At a phone's size nothing scrolls sideways, in the page or the
    // lesson; screenshots of an example and its field, for a person to
    // look at.
    choose(&client, "4").await;
    for (width, height) in SIZES.into_iter().rev() {
        viewport(&client, width, height).await;
        fits(&client, &format!("lessons at {width}×{height}")).await;
        let fits_frame = frame_eval(
            &client,
            "doc.querySelector('form.try').closest('section').scrollIntoView();
             return doc.documentElement.scrollWidth <= doc.documentElement.clientWidth",
        )
        .await;
        assert_eq!(fits_frame, json!(true), "the lesson at {width}×{height}");
        let png = client.screenshot().await.unwrap();
        std::fs::write(
            shots().join(format!("web-lessons-{width}x{height}.png")),
            png,
        )
        .unwrap();
        // And an example refusing bad heaps, its field marked.
        try_heaps(&client, 0, "37 20 29 -1").await.unwrap_err();
        let png = client.screenshot().await.unwrap();
        std::fs::write(
            shots().join(format!("web-lessons-alert-{width}x{height}.png")),
            png,
        )
        .unwrap();
    }
    choose(&client, "glossary").await;
    let png = client.screenshot().await.unwrap();
    std::fs::write(shots().join("web-lessons-glossary-1280x720.png"), png).unwrap();

    // Printed on A4 (190 mm wide, 718 pixels), a lesson has no fields and
    // no table is cut: each is as wide as the page or narrower.
    viewport(&client, 718 + 32, 1000).await;
    client.issue_cmd(print()).await.expect("print media");
    let mut sources: Vec<_> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/lessons"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    sources.sort();
    assert_eq!(sources.len(), expected.len() - 1, "a lesson a file");
    for (lesson, source) in sources.iter().enumerate() {
        choose(&client, &lesson.to_string()).await;
        // Every block but a glossary has its fields, each right under the
        // title of its own example, which every example shows once.
        let text = std::fs::read_to_string(source).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let blocks: Vec<&str> = lines
            .windows(2)
            .filter(|pair| pair[0].trim() == "```nimstep")
            .map(|pair| pair[1].trim())
            .collect();
        let live = blocks.iter().filter(|b| !b.starts_with("glossary")).count();
        let placed = frame_eval(
            &client,
            "return [doc.querySelectorAll('form.try').length,
                     [...doc.querySelectorAll('form.try')].every(f => f.previousElementSibling.matches('p.doc-title')),
                     doc.querySelectorAll('p.doc-title').length]",
        )
        .await;
        assert_eq!(
            placed,
            json!([live, true, blocks.len()]),
            "lesson {}: {blocks:?}",
            lesson + 1
        );
        let fields = frame_eval(
            &client,
            "return [...doc.querySelectorAll('form.try')].map(f => getComputedStyle(f).display)",
        )
        .await;
        assert!(
            fields.as_array().unwrap().iter().all(|d| d == "none"),
            "lesson {}: {fields}",
            lesson + 1
        );
        let cut = frame_eval(
            &client,
            "return [...doc.querySelectorAll('table, .table-wrap, figure, pre')]
               .filter(t => t.scrollWidth > t.clientWidth + 1 || t.getBoundingClientRect().right > doc.documentElement.clientWidth + 1)
               .map(t => t.tagName + ' ' + t.scrollWidth + '>' + t.clientWidth + ': ' + t.textContent.slice(0, 60))",
        )
        .await;
        assert_eq!(cut, json!([]), "lesson {} printed", lesson + 1);
    }
    // Lesson 6, its labelling tables, as printed, for a person to look at.
    choose(&client, "5").await;
    frame_eval(
        &client,
        "doc.querySelector('table').scrollIntoView(); return null",
    )
    .await;
    let png = client.screenshot().await.unwrap();
    std::fs::write(shots().join("web-lessons-print-750x1000.png"), png).unwrap();
    client.close().await.unwrap();
}
