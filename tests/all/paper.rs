use crate::browser::{driver, session};
use crate::support::nimstep;
use fantoccini::wd::PrintConfiguration;
use fantoccini::Client;
use std::path::{Path, PathBuf};

/// How many pages the file `page` prints on: A4 with Chromium's margins of
/// 1 cm, as a teacher's "Save as PDF" prints it.
async fn a4_pages(client: &Client, page: &Path) -> usize {
    client
        .goto(&format!("file://{}", page.display()))
        .await
        .unwrap();
    let pdf = client
        .print(PrintConfiguration::default())
        .await
        .expect("the page prints to PDF");
    // Each page is an object `/Type /Page`; their tree is `/Type /Pages`.
    pdf.windows(12)
        .filter(|w| w.starts_with(b"/Type /Page") && w[11] != b's')
        .count()
}

/// The student sheet `worksheet ARGS` writes in `format`, as a page in
/// `dir`: HTML as it is, Markdown made into HTML as a viewer does before
/// it prints (pulldown-cmark, the browser's own styles).
fn sheet(dir: &Path, format: &str, args: &[&str]) -> PathBuf {
    let mut all = vec!["worksheet", "--format", format];
    all.extend_from_slice(args);
    let out = nimstep(&all, "");
    assert_eq!(out.code, 0, "{all:?}: {}", out.stderr);
    let html = match format {
        "html" => out.stdout,
        _ => {
            let mut body = String::new();
            pulldown_cmark::html::push_html(&mut body, pulldown_cmark::Parser::new(&out.stdout));
            format!("<!DOCTYPE html><meta charset=\"utf-8\"><title>sheet</title>{body}")
        }
    };
    let path = dir.join(format!("{format}-{}.html", args.join("")));
    std::fs::write(&path, html).unwrap();
    path
}

/// A student sheet printed on A4 holds four positions or more a page (it
/// held two on its first page): in HTML six under the title, the name
/// line and the instructions, two to a row, and eight on a later page; in
/// Markdown four, then five. A sheet of that many positions prints on one
/// page, and one more than fits the first two pages on three: so a page
/// holds no fewer, and a position is never cut across pages to get there.
#[tokio::test(flavor = "current_thread")]
async fn a_student_sheet_prints_four_positions_or_more_a_page() {
    let Some(driver) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let client = session(&driver, &dir.path().join("profile"), true).await;
    // (format, positions on the first page, on the second)
    for (format, first, second) in [("html", 6, 8), ("markdown", 4, 5)] {
        // Five heaps of up to 31 stones and the longer misère rules too.
        for level in [&["--level", "medium"][..], &["--level", "hard", "--misere"]] {
            for (count, pages) in [(first, 1), (first + second, 2), (first + second + 1, 3)] {
                let count = count.to_string();
                let args = [&["--seed", "3", "--count", &count][..], level].concat();
                let page = sheet(dir.path(), format, &args);
                assert_eq!(a4_pages(&client, &page).await, pages, "{format} {args:?}");
            }
        }
    }
    client.close().await.unwrap();
}

/// Every printed page of a student sheet after the first (which has its
/// name line under the title) carries a "Name:" line at its top, so that
/// pages that come apart are still the student's; the key's page has none.
/// The line is a margin box of the sheet's named page: the test checks
/// that the sheet, and only the sheet, prints on that page, and that the
/// pages still hold as many positions as before.
#[tokio::test(flavor = "current_thread")]
async fn every_page_of_a_sheet_has_a_name_line() {
    let Some(driver) = driver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let client = session(&driver, &dir.path().join("profile"), true).await;
    let page = sheet(
        dir.path(),
        "html",
        &["--seed", "3", "--count", "16", "--key", "end"],
    );
    client
        .goto(&format!("file://{}", page.display()))
        .await
        .unwrap();
    let named = client
        .execute(
            "return [...document.querySelectorAll('article.doc')].map(a => getComputedStyle(a).page)",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(
        named,
        serde_json::json!(["sheet", "auto"]),
        "the sheet's pages, then the key's"
    );
    let css = client
        .execute(
            "return [...document.styleSheets].flatMap(s => [...s.cssRules]).filter(r => r instanceof CSSPageRule).map(r => r.cssText).join(' ')",
            vec![],
        )
        .await
        .unwrap();
    let css = css.as_str().unwrap();
    assert!(
        css.contains("@page sheet") && css.contains("Name: ____"),
        "{css}"
    );
    // 16 positions print on three pages, then the key's.
    assert!(a4_pages(&client, &page).await >= 4);
    client.close().await.unwrap();
}
