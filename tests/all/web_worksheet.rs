use crate::browser::{eval, fits, print, shots, viewport, SIZES};
use crate::support::nimstep;
use crate::web::counter;
use crate::web_play::{opened, settled, view};
use fantoccini::key::Key;
use fantoccini::{Client, Locator};
use serde_json::{json, Value};

/// The frame the Worksheet view shows its sheet in.
const FRAME: &str = "worksheet-page";

/// The text of each step (`section.step`) of the page in the frame.
async fn frame_steps(client: &Client) -> Vec<String> {
    let texts = eval(
        client,
        &format!(
            "const doc = document.getElementById('{FRAME}').contentDocument;
             return [...doc.querySelectorAll('section.step')].map(s => s.textContent)"
        ),
    )
    .await;
    serde_json::from_value(texts).unwrap()
}

/// The same texts of the page `nimstep worksheet ARGS --format html`
/// writes.
fn cli_steps(args: &[&str]) -> Vec<String> {
    let mut all = vec!["worksheet"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--format", "html"]);
    let out = nimstep(&all, "");
    assert_eq!(out.code, 0, "{all:?}: {}", out.stderr);
    let html = scraper::Html::parse_document(&out.stdout);
    let step = scraper::Selector::parse("section.step").unwrap();
    html.select(&step).map(|s| s.text().collect()).collect()
}

/// Clicks the element `id` and waits for the core's answer.
async fn click(client: &Client, id: &str) -> Result<(), String> {
    let asked = counter(client, "answered").await;
    client
        .find(Locator::Id(id))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    settled(client, asked, FRAME, id).await
}

/// Types `seed` and Enter in the Seed field, as a teacher does.
async fn seed(client: &Client, seed: &str) -> Result<(), String> {
    let asked = counter(client, "answered").await;
    let field = client.find(Locator::Id("seed")).await.unwrap();
    field.clear().await.unwrap();
    field
        .send_keys(&format!("{seed}{}", char::from(Key::Enter)))
        .await
        .unwrap();
    settled(client, asked, FRAME, seed).await
}

#[tokio::test(flavor = "current_thread")]
async fn a_worksheet_is_made_and_printed_without_its_key() {
    let Some(driver) = crate::browser::driver() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let client = opened(&driver, dir.path()).await;
    view(&client, "worksheet").await;

    // A sheet dealt from a seed, at a level, under misère rules: the
    // command line's sheet, word for word, and no answer on it.
    client
        .execute(
            "const l = document.getElementById('level'); l.value = 'easy';
             document.getElementById('worksheet-misere').checked = true;
             return null",
            vec![],
        )
        .await
        .unwrap();
    seed(&client, "7").await.unwrap();
    let sheet = cli_steps(&["--seed", "7", "--level", "easy", "--misere"]);
    assert_eq!(frame_steps(&client).await, sheet);
    let key = cli_steps(&["--seed", "7", "--level", "easy", "--misere", "--answers"]);
    assert!(sheet.iter().all(|s| !key.contains(s)), "{sheet:?}");
    let again = eval(
        &client,
        "return document.getElementById('reprint').textContent",
    )
    .await;
    assert_eq!(
        again,
        json!("nimstep worksheet --seed 7 --level easy --misere")
    );

    // Its key, on a page of its own.
    click(&client, "show-key").await.unwrap();
    assert_eq!(frame_steps(&client).await, key);
    // Another level keeps the key shown, for the sheet of that level.
    let asked = counter(&client, "answered").await;
    client
        .execute(
            "const l = document.getElementById('level'); l.value = 'hard'; l.dispatchEvent(new Event('change')); return null",
            vec![],
        )
        .await
        .unwrap();
    settled(&client, asked, FRAME, "hard").await.unwrap();
    assert_eq!(
        frame_steps(&client).await,
        cli_steps(&["--seed", "7", "--level", "hard", "--misere", "--answers"])
    );
    click(&client, "show-sheet").await.unwrap();
    assert_eq!(
        frame_steps(&client).await,
        cli_steps(&["--seed", "7", "--level", "hard", "--misere"])
    );

    // A bad seed: plain words naming it and what a seed is, the words the
    // command line gives after naming `--seed`, in the alert, the field
    // marked; then the page goes on working.
    for (typed, why) in [
        ("7x", "is not a whole number"),
        ("-5", "is negative"),
        ("18446744073709551616", "is too large"),
    ] {
        let err = seed(&client, typed).await.unwrap_err();
        assert_eq!(
            err,
            format!(
                "seed `{typed}` {why}: a seed is a whole number from 0 to 18446744073709551615"
            )
        );
        let out = nimstep(&["worksheet", "--seed", typed], "");
        assert_eq!(out.code, 2);
        let line = out.stderr.trim_end();
        assert_eq!(
            format!("error: invalid value '{typed}' for '--seed <N>': {err} (see `nimstep worksheet --help`)"),
            line
        );
    }
    let err = seed(&client, "").await.unwrap_err();
    assert_eq!(
        err,
        "no seed given: a seed is a whole number from 0 to 18446744073709551615"
    );
    let invalid = eval(
        &client,
        "return document.getElementById('seed').getAttribute('aria-invalid')",
    )
    .await;
    assert_eq!(invalid, json!("true"));
    seed(&client, "8").await.unwrap();
    assert_eq!(
        frame_steps(&client).await,
        cli_steps(&["--seed", "8", "--level", "hard", "--misere"])
    );
    // New seed deals another sheet, whose seed the field shows.
    click(&client, "new-sheet").await.unwrap();
    let dealt = eval(&client, "return document.getElementById('seed').value").await;
    let dealt = dealt.as_str().unwrap().to_string();
    assert_eq!(
        frame_steps(&client).await,
        cli_steps(&["--seed", &dealt, "--level", "hard", "--misere"])
    );

    // At a projector's and a phone's size nothing scrolls sideways, in the
    // page or the sheet; screenshots for a person to look at.
    for (width, height) in SIZES {
        viewport(&client, width, height).await;
        fits(&client, &format!("the worksheet view at {width}×{height}")).await;
        let inside = eval(
            &client,
            &format!(
                "const doc = document.getElementById('{FRAME}').contentDocument;
                 return doc.documentElement.scrollWidth <= doc.documentElement.clientWidth"
            ),
        )
        .await;
        assert_eq!(inside, json!(true), "the sheet at {width}×{height}");
        let png = client.screenshot().await.unwrap();
        std::fs::write(
            shots().join(format!("web-worksheet-{width}x{height}.png")),
            png,
        )
        .unwrap();
    }

    // On a phone the key's tables (the winning moves are wide) each fit
    // the frame or say, under them, that they scroll sideways; and each
    // menu of the page shows the whole text of every option it offers.
    viewport(&client, 390, 844).await;
    click(&client, "show-key").await.unwrap();
    let cut = eval(
        &client,
        &format!(
            "const doc = document.getElementById('{FRAME}').contentDocument;
             return [...doc.querySelectorAll('.table-wrap')].flatMap((w, i) => {{
               const cue = w.nextElementSibling;
               const shown = cue && cue.matches('.scroll-cue') && cue.getClientRects().length > 0;
               return w.scrollWidth <= w.clientWidth + 1 || shown ? [] : [`table ${{i + 1}}: ${{w.scrollWidth}} px in ${{w.clientWidth}}`];
             }})"
        ),
    )
    .await;
    assert_eq!(cut, json!([]), "the key's tables at 390×844");
    // The screenshot shows the first cue (the frame scrolled to it).
    eval(
        &client,
        &format!(
            "const doc = document.getElementById('{FRAME}').contentDocument;
             const cue = doc.querySelector('.scroll-cue:not([hidden])');
             if (cue) cue.scrollIntoView({{ block: 'center' }});
             return null"
        ),
    )
    .await;
    let png = client.screenshot().await.unwrap();
    std::fs::write(shots().join("web-worksheet-key-390x844.png"), png).unwrap();
    for (name, select) in [
        ("quiz", "skill"),
        ("lessons", "lesson"),
        ("worksheet", "level"),
    ] {
        view(&client, name).await;
        let cut = eval(
            &client,
            &format!(
                "const s = document.getElementById('{select}'); const css = getComputedStyle(s);
                 const ctx = document.createElement('canvas').getContext('2d');
                 ctx.font = css.fontWeight + ' ' + css.fontSize + ' ' + css.fontFamily;
                 // The text's room: the box less its padding and the menu's arrow.
                 const room = s.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight) - 20;
                 return s.options.length === 0 ? ['no options'] : [...s.options]
                   .map(o => [o.text, Math.ceil(ctx.measureText(o.text).width)])
                   .filter(([, w]) => w > room).map(([t, w]) => `${{t}}: ${{w}} px in ${{room}}`)"
            ),
        )
        .await;
        assert_eq!(cut, json!([]), "the options of #{select} at 390×844");
        let png = client.screenshot().await.unwrap();
        std::fs::write(shots().join(format!("web-{name}-menu-390x844.png")), png).unwrap();
    }

    // Printed, only the sheet shows: no controls, every position of the
    // sheet on paper and no slide hidden.
    viewport(&client, 750, 1000).await;
    client.issue_cmd(print()).await.expect("print media");
    let shown: Value = eval(
        &client,
        &format!(
            "const view = document.getElementById('worksheet');
             const hidden = (e) => getComputedStyle(e).display === 'none';
             const doc = document.getElementById('{FRAME}').contentDocument;
             return [
               [...view.querySelectorAll('form, .hint, .alert')].every(hidden),
               hidden(document.querySelector('header.bar')),
               [...doc.querySelectorAll('section.step')].filter(hidden).length,
               [...doc.querySelectorAll('button, .controls')].filter(e => e.getClientRects().length).length,
             ]"
        ),
    )
    .await;
    assert_eq!(shown, json!([true, true, 0, 0]));
    let png = client.screenshot().await.unwrap();
    std::fs::write(shots().join("web-worksheet-print-750x1000.png"), png).unwrap();
    client.close().await.unwrap();
}
