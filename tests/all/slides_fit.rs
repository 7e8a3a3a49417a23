use crate::browser::{decks, driver, eval, export_course, session, viewport};
use fantoccini::Client;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// The three sizes a class's slides are shown at: a phone held upright, a
/// classroom projector, a large screen.
const SIZES: [(u32, u32); 3] = [(390, 844), (1280, 720), (1920, 1080)];

/// Walks every slide of the page now open with the deck's own keys and
/// returns, for each, what scrolls sideways (the page, the slide area, or
/// any box inside the slide: a table's, a code block's) and any text drawn
/// under `least` px.
const SIDEWAYS: &str = r#"
const press = key => document.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true}));
const frame = () => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
const slides = [...document.querySelectorAll('article.doc:not(.paper) section.step')];
const root = document.documentElement;
const area = document.querySelector('main');
const problems = [];
document.querySelectorAll('details').forEach(d => { d.open = true; });
press('Home');
for (let i = 0; i < slides.length; i++) {
  if (i > 0) press('ArrowRight');
  await frame();
  const slide = slides[i];
  const name = `slide ${i + 1} (${(slide.querySelector('h2, h3, p') || slide).textContent.trim().slice(0, 40)})`;
  for (const e of [root, area, ...slide.querySelectorAll('*')]) {
    // A picture's parts are no boxes that scroll.
    if (e instanceof SVGElement || e.getClientRects().length === 0 || e.clientWidth === 0) continue;
    const over = e.scrollWidth - e.clientWidth;
    const what = e.querySelector('thead') ? `the table headed "${e.querySelector('thead').textContent}"` : `<${e.tagName.toLowerCase()}${e.className ? '.' + e.className : ''}>`;
    if (over > 1) problems.push(`${name}: ${what} scrolls sideways by ${over}px`);
  }
  for (const e of slide.querySelectorAll('*')) {
    if (e.getClientRects().length === 0) continue;
    if (![...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
    const style = getComputedStyle(e);
    const svg = e instanceof SVGElement && e.ownerSVGElement;
    const scale = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 1;
    const size = parseFloat(style.fontSize) * scale;
    if (size < least) problems.push(`${name}: "${e.textContent.trim().slice(0, 30)}" is ${size.toFixed(1)}px`);
  }
}
return problems;
"#;

/// [`SIDEWAYS`] on the page now open.
async fn sideways(client: &Client, least: f64) -> Vec<String> {
    let script = format!("const least = {least};\nreturn (async () => {{\n{SIDEWAYS}\n}})();");
    let found: Value = eval(client, &script).await;
    serde_json::from_value(found).expect("a list of problems")
}

/// The exported course's pages of lessons 5 to 10 (a binary table of five
/// or six columns on many slides), written into `site`.
fn lessons_5_to_10(site: &Path) -> Vec<PathBuf> {
    export_course(site);
    let mut pages: Vec<PathBuf> = std::fs::read_dir(site)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            let name = path.file_name().unwrap().to_string_lossy();
            name[..2]
                .parse::<u32>()
                .is_ok_and(|n| (5..=10).contains(&n))
        })
        .collect();
    pages.sort();
    assert_eq!(pages.len(), 6, "{pages:?}");
    pages
}

/// On a 390 px phone, a 1280×720 projector and a 1920×1080 screen, no
/// slide of lessons 5 to 10 scrolls sideways, neither the page nor any box
/// in it (a binary table too wide for a phone is turned on its side, as
/// the terminal presenter turns it), and no text is under 14 px on the
/// phone, 16 px on the others.
#[tokio::test(flavor = "current_thread")]
async fn no_slide_of_lessons_5_to_10_scrolls_sideways() {
    let Some(driver) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let pages = lessons_5_to_10(&dir.path().join("site"));
    let client = session(&driver, &dir.path().join("profile"), true).await;
    let mut problems = Vec::new();
    for (width, height) in SIZES {
        viewport(&client, width, height).await;
        let least = if width < height { 13.9 } else { 15.9 };
        for page in &pages {
            client
                .goto(&format!("file://{}", page.display()))
                .await
                .unwrap();
            let name = page.file_name().unwrap().to_string_lossy();
            for problem in sideways(&client, least).await {
                problems.push(format!("{name} at {width}×{height}: {problem}"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    client.close().await.unwrap();
}

/// Walks every slide of the page now open and, on each that shows the
/// "↓ more below" cue, at its top and at each ↓ down to its end, returns
/// every line of text that the cue's box, with its shadow, overlaps. A
/// line is a rectangle of a text node (a range's client rects), counted
/// where the slide area shows it.
const COVERED: &str = r#"
const press = key => document.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true}));
const frame = () => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
const slides = [...document.querySelectorAll('article.doc:not(.paper) section.step')];
const area = document.querySelector('main');
const more = document.getElementById('more');
const problems = [];
let shown = 0;
document.querySelectorAll('details').forEach(d => { d.open = true; });
press('Home');
for (let i = 0; i < slides.length; i++) {
  if (i > 0) press('ArrowRight');
  await frame();
  const slide = slides[i];
  const name = `slide ${i + 1} (${(slide.querySelector('h2, h3, p') || slide).textContent.trim().slice(0, 40)})`;
  for (let k = 0; k < 100 && !more.hidden; k++) {
    shown++;
    // A shadow paints as far as its offset, blur and spread reach.
    const box = more.getBoundingClientRect();
    const shadow = getComputedStyle(more).boxShadow;
    const [x, y, blur, spread] = shadow === 'none' ? [0, 0, 0, 0] : (shadow.match(/-?[\d.]+px/g) || []).map(parseFloat).concat([0, 0, 0, 0]);
    const reach = Math.max(Math.abs(x), Math.abs(y)) + blur + spread;
    const cue = {left: box.left - reach, right: box.right + reach, top: box.top - reach, bottom: box.bottom + reach};
    const seen = area.getBoundingClientRect();
    const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const top = Math.max(r.top, seen.top), bottom = Math.min(r.bottom, seen.bottom);
        if (bottom <= top || r.width === 0) continue;
        const across = Math.min(r.right, cue.right) - Math.max(r.left, cue.left);
        const down = Math.min(bottom, cue.bottom) - Math.max(top, cue.top);
        if (across > 0 && down > 0) problems.push(`${name}, scrolled to ${Math.round(area.scrollTop)}px: the cue covers "${node.textContent.trim().slice(0, 30)}" (${Math.round(across)}×${Math.round(down)}px)`);
      }
    }
    press('ArrowDown');
    await frame();
  }
}
return {shown, problems: [...new Set(problems)].slice(0, 40)};
"#;

/// The "↓ more below" cue never covers a line of text: on every slide of
/// every deck a class is shown that shows it, at a projector's size, a
/// large screen's and a phone's, at the top of the part and at each ↓ to
/// its end.
#[tokio::test(flavor = "current_thread")]
async fn the_more_below_cue_covers_no_text() {
    let Some(driver) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let decks = decks(dir.path());
    let client = session(&driver, &dir.path().join("profile"), true).await;
    let mut problems = Vec::new();
    for (width, height) in SIZES {
        viewport(&client, width, height).await;
        let mut shown = 0;
        for deck in &decks {
            client
                .goto(&format!("file://{}", deck.display()))
                .await
                .unwrap();
            let script = format!("return (async () => {{\n{COVERED}\n}})();");
            let found = eval(&client, &script).await;
            shown += found["shown"].as_u64().unwrap();
            let name = deck.file_name().unwrap().to_string_lossy();
            for problem in found["problems"].as_array().unwrap() {
                problems.push(format!("{name} at {width}×{height}: {problem}"));
            }
        }
        eprintln!("{width}×{height}: the cue shown {shown} times");
        // (A landscape screen sets a slide smaller rather than scroll it.)
        if width < height {
            assert!(shown > 0, "no slide shows the cue at {width}×{height}");
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    client.close().await.unwrap();
}
