use crate::browser::{driver, eval, export_course, session, viewport};
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
