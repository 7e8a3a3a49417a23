use crate::snapshots_diet::says_the_same;
use crate::support::nimstep;
use scraper::{ElementRef, Html, Selector};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::Path;

/// Runs a command that must succeed and returns its standard output.
fn run(args: &[&str]) -> String {
    let out = nimstep(args, "");
    assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
    out.stdout
}

fn select<'a>(page: &'a Html, css: &str) -> Vec<ElementRef<'a>> {
    page.select(&Selector::parse(css).expect("a valid selector"))
        .collect()
}

fn text(element: &ElementRef) -> String {
    element.text().collect()
}

/// Everything a page must be, whatever it shows: parsed by html5ever
/// without a single parse error, UTF-8 and `lang` declared, nothing fetched
/// from elsewhere, and every table row as long as its header. Returns the
/// parsed page.
fn check_page(name: &str, source: &str) -> Html {
    assert!(source.starts_with("<!DOCTYPE html>"), "{name}");
    let page = Html::parse_document(source);
    assert!(page.errors.is_empty(), "{name}: {:?}", page.errors);
    assert_eq!(select(&page, "html[lang=en]").len(), 1, "{name}");
    assert_eq!(select(&page, "meta[charset=utf-8]").len(), 1, "{name}");
    assert_eq!(select(&page, "head > title").len(), 1, "{name}");
    for element in select(&page, "[src], [href], link, iframe, object, embed, img") {
        for attr in ["src", "href"] {
            if let Some(url) = element.value().attr(attr) {
                let external = url.contains("://") || url.starts_with("//") || url.contains(':');
                assert!(!external, "{name}: {attr}={url}");
            }
        }
        let tag = element.value().name();
        assert!(
            !["link", "iframe", "object", "embed", "img"].contains(&tag),
            "{name}: <{tag}>"
        );
    }
    // One script only: our own, inline.
    let scripts = select(&page, "script");
    assert_eq!(scripts.len(), 1, "{name}");
    assert!(scripts[0].value().attr("src").is_none(), "{name}");
    for th in select(&page, "th") {
        let scope = th.value().attr("scope");
        assert!(
            matches!(scope, Some("col" | "row")),
            "{name}: {}",
            th.html()
        );
    }
    for table in select(&page, "table") {
        let header = table
            .select(&Selector::parse("thead tr").unwrap())
            .next()
            .unwrap_or_else(|| panic!("{name}: a table without a header row"));
        let cells = Selector::parse(":scope > th, :scope > td").unwrap();
        let width = header.select(&cells).count();
        assert!(width > 0, "{name}");
        for row in table.select(&Selector::parse("tbody tr").unwrap()) {
            assert_eq!(row.select(&cells).count(), width, "{name}: {}", row.html());
        }
    }
    page
}

/// The numbers a page may show for a command whose JSON is `json`: every
/// integer in the JSON, the powers of two and the `2^d − 1` of those that
/// are exponents, the lengths of its lists, and step numbers.
fn allowed_numbers(json: &Value, steps: u64) -> BTreeSet<u128> {
    fn walk(value: &Value, out: &mut BTreeSet<u128>) {
        match value {
            Value::Number(n) => {
                let n = u128::from(n.as_u64().expect("whole numbers only"));
                out.insert(n);
                if n < 64 {
                    out.insert(1 << n);
                    out.insert((1 << n) - 1);
                }
            }
            Value::Array(items) => {
                out.insert(items.len() as u128);
                items.iter().for_each(|v| walk(v, out));
            }
            Value::Object(map) => {
                // A binary expansion also shows what is left after each
                // power: `29 = 16 + 13`.
                // Step 1 shows the first heap's place-value form in base
                // ten: its digits and the powers of ten.
                if let Some(value) = map.get("value").and_then(Value::as_u64) {
                    let mut place = 1u128;
                    for digit in value.to_string().chars().rev() {
                        out.insert(u128::from(digit.to_digit(10).unwrap_or(0)));
                        out.insert(place);
                        place *= 10;
                    }
                }
                if let (Some(value), Some(powers)) = (
                    map.get("value").and_then(Value::as_u64),
                    map.get("powers").and_then(Value::as_array),
                ) {
                    let mut left = u128::from(value);
                    for power in powers.iter().filter_map(Value::as_u64) {
                        left = left.saturating_sub(u128::from(power));
                        out.insert(left);
                    }
                }
                map.values().for_each(|v| walk(v, out));
            }
            _ => {}
        }
    }
    let mut out: BTreeSet<u128> = (0..=steps.into()).collect();
    walk(json, &mut out);
    out
}

/// Every number in `text`: decimal digit runs, and binary ones where a
/// run is followed by `₂`.
fn numbers_in(text: &str) -> Vec<(String, u128)> {
    let mut found = Vec::new();
    let mut digits = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            digits.push(c);
            if chars.peek().is_some_and(char::is_ascii_digit) {
                continue;
            }
            let binary = chars.peek() == Some(&'₂');
            let radix = if binary { 2 } else { 10 };
            let value = u128::from_str_radix(&digits, radix).expect("a number");
            found.push((std::mem::take(&mut digits), value));
        }
    }
    found
}

/// The JSON of a command.
fn json_of(args: &[&str]) -> Value {
    let mut args = args.to_vec();
    args.extend(["--format", "json"]);
    serde_json::from_str(&run(&args)).expect("JSON")
}

/// The page of `args` and the JSON of the same command agree: every
/// number on the page comes from the JSON, and the page passes
/// [`check_page`].
fn agrees_with_json(args: &[&str]) -> Html {
    agrees_with(args, &json_of(args))
}

/// The page of `args` passes [`check_page`] and shows only numbers found
/// in `json`.
fn agrees_with(args: &[&str], json: &Value) -> Html {
    let mut html_args = args.to_vec();
    html_args.extend(["--format", "html"]);
    let page = check_page(&args.join(" "), &run(&html_args));
    let steps = select(&page, "section.step").len() as u64;
    let allowed = allowed_numbers(json, steps);
    let texts = select(
        &page,
        "main :is(h1, h2, h3, p, li, th, td, figcaption, text, title)",
    );
    assert!(!texts.is_empty());
    for (shown, value) in texts.iter().flat_map(|t| numbers_in(&text(t))) {
        assert!(
            allowed.contains(&value),
            "{args:?}: {shown} is on the page but not in the JSON"
        );
    }
    page
}

#[test]
fn walkthroughs_agree_with_their_json() {
    for heaps in ["13 12 8", "37 20 29", "1 2 3", "25", "4 3 15", "0", "1 1 5"] {
        let mut args = vec!["explain"];
        args.extend(heaps.split(' '));
        for misere in [false, true] {
            if misere {
                args.push("--misere");
            }
            let page = agrees_with_json(&args);
            let mut json_args = args.clone();
            json_args.extend(["--format", "json"]);
            let json: Value = serde_json::from_str(&run(&json_args)).unwrap();
            let steps = json["steps"].as_array().unwrap().len();
            // A step too tall for one slide goes on in parts (`.cont`).
            let slides = select(&page, "section.step:not(.cont)");
            assert_eq!(slides.len(), steps, "{args:?}");
        }
    }
}

#[test]
fn the_deck_of_13_12_8_has_11_steps_and_every_winning_move() {
    let page = agrees_with_json(&["explain", "13", "12", "8"]);
    let steps = select(&page, "section.step:not(.cont)");
    assert_eq!(steps.len(), 11);
    let json: Value =
        serde_json::from_str(&run(&["explain", "13", "12", "8", "--format", "json"])).unwrap();
    let last = steps.last().unwrap();
    let rows: Vec<Vec<String>> = last
        .select(&Selector::parse("tbody tr").unwrap())
        .map(|row| {
            row.select(&Selector::parse("th, td").unwrap())
                .map(|cell| text(&cell))
                .collect()
        })
        .collect();
    let expected: Vec<Vec<String>> = json["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let heap = m["heap"].as_u64().unwrap();
            let from = json["heaps"][heap as usize - 1].as_u64().unwrap();
            vec![
                format!("#{heap}"),
                from.to_string(),
                m["take"].to_string(),
                m["leaves"].to_string(),
            ]
        })
        .collect();
    assert_eq!(rows, expected);
    // The move's picture, in rows of ten and of twenty: 13 + 12 + 8
    // stones, the 9 taken crossed out.
    let ninth = &select(&page, "section.step:not(.cont)")[8];
    let within = |css: &str| ninth.select(&Selector::parse(css).unwrap()).count();
    for svg in ["svg.narrow", "svg.wide"] {
        assert_eq!(within(&format!("{svg} circle")), 13 + 12 + 8, "{svg}");
        assert_eq!(within(&format!("{svg} g.taken")), 9, "{svg}");
    }
    let titles = select(&page, "svg > title");
    assert!(titles.iter().all(|t| !text(t).is_empty()));
}

#[test]
fn every_command_with_a_document_makes_a_page() {
    // `check` shows every winning move of the position too, which its JSON
    // lists only for a move that loses: those come from `explain`'s JSON.
    for take in ["3", "9"] {
        let from = if take == "3" { "2" } else { "1" };
        let args = ["check", "13", "12", "8", "--from", from, "--take", take];
        let both = Value::Array(vec![json_of(&args), json_of(&["explain", "13", "12", "8"])]);
        agrees_with(&args, &both);
    }
    for args in [
        &["moves", "1", "2", "3"][..],
        &["label", "1", "2"],
        &["label", "1", "2", "--misere"],
        &["table", "--max", "7"],
        &["table", "--max", "5", "--third", "3"],
        &["grundy", "--game", "subtract:1,2,3", "--upto", "12"],
        &["explain", "5", "7", "--game", "subtract:1,2,3"],
        &["moves", "4", "6", "--game", "lasker"],
    ] {
        agrees_with_json(args);
    }
    // Pages checked for their shape only: the course listing, the glossary,
    // worksheets (their JSON is held against explain's in worksheet.rs), and the proof of a period, which adds
    // and subtracts the period (`g(n) = g(n − 12) for every n ≥ 83`),
    // numbers the JSON leaves to the reader.
    for args in [
        &["lesson"][..],
        &["glossary"],
        &["glossary", "--lesson", "4"],
        &["grundy", "--game", "kayles", "--at", "100"],
        &["worksheet", "--seed", "7"],
        &["worksheet", "--seed", "7", "--answers"],
        &["worksheet", "--seed", "7", "--key", "end"],
    ] {
        let mut args = args.to_vec();
        args.extend(["--format", "html"]);
        check_page(&args.join(" "), &run(&args));
    }
}

#[test]
fn the_grid_marks_p_cells_by_more_than_colour() {
    let page = check_page("table", &run(&["table", "--max", "4", "--format", "html"]));
    let p_cells = select(&page, "td.pn.p");
    assert_eq!(p_cells.len(), 5);
    assert!(p_cells.iter().all(|c| text(c) == "P"));
    assert_eq!(select(&page, "td.pn.n").len(), 20);
}

#[test]
fn the_position_asked_about_is_ringed_in_its_labelling() {
    let page = check_page("label", &run(&["label", "2", "1", "--format", "html"]));
    // (The labelling as a phone shows it, turned on its side, aside.)
    let ringed: Vec<String> = select(&page, "tbody td:nth-child(2) .m-chosen")
        .iter()
        .filter(|cell| {
            !cell.ancestors().filter_map(ElementRef::wrap).any(|a| {
                a.value()
                    .has_class("for-phone", scraper::CaseSensitivity::CaseSensitive)
            })
        })
        .map(text)
        .filter(|t| t.starts_with('('))
        .collect();
    assert_eq!(ringed, ["(1, 2)"]);
    // The grid of the same labels rings the cell (2, 1), an N cell, and
    // brackets it for a page printed without colour.
    let asked: Vec<String> = select(&page, "td.pn.n.asked").iter().map(text).collect();
    assert_eq!(asked, ["[N]"]);
    let bracketed = select(&page, "td")
        .iter()
        .filter(|c| text(c).starts_with('['))
        .count();
    assert_eq!(bracketed, 1);
}

#[test]
fn every_lesson_is_a_page_and_its_examples_are_slides() {
    let markdown = run(&["lesson", "5", "--format", "markdown"]);
    let page = check_page("lesson 5", &run(&["lesson", "5", "--format", "html"]));
    // Each worked example's steps are slides, with the same headings as in
    // the Markdown of the same lesson, but without the example's own step
    // numbers: the deck's one counter counts them with the lesson's.
    let headings: Vec<String> = select(&page, "section.step h3")
        .iter()
        .map(|h| {
            let t = text(h);
            t.split(" (part ").next().unwrap_or_default().to_string()
        })
        .collect();
    assert!(!headings.is_empty());
    // (an example's title, a heading where a lead-in joins it, is bold in
    // Markdown where it marks a position)
    let markdown = markdown.replace("**", "");
    for heading in &headings {
        assert!(markdown.contains(heading.as_str()), "{heading}");
        assert!(!heading.starts_with(char::is_numeric), "{heading}");
    }
    assert!(select(&page, "section.step .n").is_empty());
    for number in 1..=10 {
        let n = number.to_string();
        check_page(&n, &run(&["lesson", &n, "--format", "html"]));
    }
}

#[test]
fn a_script_in_a_lesson_is_shown_as_text() {
    let dir = tempfile::tempdir().unwrap();
    let attack = "<script>alert('x')</script>";
    std::fs::write(
        dir.path().join("01-attack.md"),
        format!("# Title {attack}\n\nProse {attack} and <img src=x onerror=alert(1)>.\n\n<script>alert(2)</script>\n\n```nimstep\nexplain 1 2\n```\n"),
    )
    .unwrap();
    let folder = dir.path().to_str().unwrap();
    let source = run(&["lesson", "1", "--lessons", folder, "--format", "html"]);
    let page = check_page("attack", &source);
    assert!(text(&select(&page, "head > title")[0]).contains(attack));
    let main = text(&select(&page, "main")[0]);
    assert!(main.contains(attack), "{main}");
    assert!(main.contains("<script>alert(2)</script>"), "{main}");
    assert!(select(&page, "img, [onerror]").is_empty());
}

#[test]
fn export_writes_the_course_as_linked_pages() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("site");
    let out_str = out.to_str().unwrap();
    let report = run(&["export", "--format", "html", "--out", out_str]);
    let lessons = select(
        &Html::parse_document(&run(&["lesson", "--format", "html"])),
        "main tbody tr",
    )
    .len();
    // The lessons, the glossary and the contents.
    assert_eq!(report.lines().count(), lessons + 2, "{report}");
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    let index = check_page("index.html", &index);
    assert_eq!(select(&index, "p a[href='glossary.html']").len(), 1);
    let glossary = std::fs::read_to_string(out.join("glossary.html")).unwrap();
    let glossary = check_page("glossary.html", &glossary);
    assert!(!select(&glossary, "section.step li").is_empty());
    assert_eq!(
        select(&glossary, "nav.course a[href='index.html']").len(),
        1
    );
    let pages: Vec<String> = select(&index, "ol a")
        .iter()
        .map(|a| a.value().attr("href").unwrap().to_string())
        .collect();
    assert_eq!(pages.len(), lessons);
    for (i, name) in pages.iter().enumerate() {
        let page = check_page(name, &std::fs::read_to_string(out.join(name)).unwrap());
        let links: Vec<(String, String)> = select(&page, "nav.course a")
            .iter()
            .map(|a| (text(a), a.value().attr("href").unwrap().to_string()))
            .collect();
        for (_, href) in &links {
            assert!(Path::new(&out.join(href)).is_file(), "{name}: {href}");
        }
        let rel = |rel: &str| {
            select(&page, &format!("nav.course a[rel={rel}]"))
                .first()
                .map(|a| a.value().attr("href").unwrap().to_string())
        };
        assert_eq!(
            rel("prev"),
            i.checked_sub(1).map(|j| pages[j].clone()),
            "{name}"
        );
        assert_eq!(rel("next"), pages.get(i + 1).cloned(), "{name}");
        assert!(links.iter().any(|(_, href)| href == "index.html"), "{name}");
    }
    // Pages are readable as any file the user writes (a temporary file's
    // owner-only mode would hide them from a web server).
    let umask = std::process::Command::new("sh")
        .args(["-c", "umask"])
        .output()
        .expect("sh runs");
    let umask = u32::from_str_radix(String::from_utf8_lossy(&umask.stdout).trim(), 8).unwrap();
    for name in pages.iter().chain(["index.html".to_string()].iter()) {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(out.join(name))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o666 & !umask, "{name}: {mode:o}");
    }
    // Nothing is overwritten without --force.
    let again = nimstep(&["export", "--format", "html", "--out", out_str], "");
    assert_eq!(again.code, 2, "{}", again.stderr);
    assert!(again.stderr.contains("--force"), "{}", again.stderr);
}

/// The `<main>` of a page with a line break before each block element, so
/// a snapshot can be read and its numbers checked.
fn readable(page: &str) -> String {
    let start = page.find("<main").expect("a main element");
    let end = page.find("</main>").expect("a main element") + "</main>".len();
    let mut out = page[start..end].to_string();
    for tag in [
        "<section", "<h1", "<h2", "<h3", "<p", "<ul", "<li", "<figure", "<svg", "<text", "<g ",
        "<circle", "<table", "<tr", "</main",
    ] {
        out = out.replace(tag, &format!("\n{tag}"));
    }
    out
}

/// The page says what the terminal's snapshot of the same walkthrough
/// says (`explain_terminal_13_12_8`), sentence by sentence and step by
/// step; what is the page's own is checked here: one `section.step` per
/// step, each headed by its number and title.
#[test]
fn the_13_12_8_page_says_what_the_terminal_says() {
    let page = run(&["explain", "13", "12", "8", "--format", "html"]);
    let terminal = run(&["explain", "13", "12", "8", "--color", "never"]);
    says_the_same(&readable(&page), &terminal);
    let html = Html::parse_document(&page);
    let steps = select(&html, "section.step");
    let titles: Vec<String> = steps
        .iter()
        .map(|step| {
            let h2 = step
                .select(&Selector::parse("h2").unwrap())
                .next()
                .expect("a heading in every step");
            h2.text().collect::<String>()
        })
        .collect();
    let numbered: Vec<String> = terminal
        .lines()
        .filter(|l| {
            l.split_once(". ")
                .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
        })
        .map(|l| l.replacen(". ", " ", 1))
        .collect();
    assert_eq!(titles, numbered);
    assert_eq!(titles.len(), 11, "{titles:?}");
}

/// A P-position's page: the walkthrough's HTML is checked whole once (13
/// 12 8, above), so here only what a P-position adds — its verdict marked as a
/// loss and its last step, each a section of its own.
#[test]
fn a_p_position_and_the_grid() {
    let page = readable(&run(&["explain", "1", "2", "3", "--format", "html"]));
    assert!(
        page.contains("so this is <span class=\"m-lose\">a P-position</span>"),
        "{page}"
    );
    let last = page.rsplit("<section class=\"step\">").next().unwrap();
    assert!(
        last.contains("<span class=\"n\">5</span> Every move loses</h2>"),
        "{last}"
    );
    assert!(
        last.contains("<span class=\"m-strong\">take 1 from heap 3, leaving 2</span>. The nim-sum becomes 3 ⊕ 2 = 1."),
        "{last}"
    );
    assert!(!page.contains("Every winning move"), "{page}");
    insta::assert_snapshot!(
        "table_max_3_html",
        readable(&run(&["table", "--max", "3", "--format", "html"]))
    );
}

/// A walkthrough's step that points below ("found below as a mex.") ends
/// its slide, as its step ends in the JSON, and what it points to opens
/// the very next slide under the example's title.
#[test]
fn a_step_pointing_below_is_followed_by_what_it_points_to() {
    let page = check_page("9", &run(&["lesson", "9", "--format", "html"]));
    let slides = select(&page, "section.step");
    let at = slides
        .iter()
        .position(|s| text(s).contains("found below as a mex."))
        .unwrap();
    let last = slides[at]
        .children()
        .filter_map(ElementRef::wrap)
        .last()
        .unwrap();
    assert!(
        text(&last).contains("found below as a mex."),
        "{}",
        text(&last)
    );
    let next = &slides[at + 1];
    assert!(text(next).contains("take 1 → 9"), "{}", text(next));
    let opens = next.children().filter_map(ElementRef::wrap).next().unwrap();
    assert!(
        opens
            .value()
            .classes()
            .any(|c| c == "kicker" || c == "doc-title"),
        "{}",
        opens.html()
    );
}

/// A lesson's "Words of this lesson" is no slide alone (nor a lead-in
/// alone before the box): it heads the first slide of the glossary box,
/// under the box's title, with the first terms.
#[test]
fn the_words_of_a_lesson_head_its_glossary_box() {
    let page = check_page("4", &run(&["lesson", "4", "--format", "html"]));
    let slides = select(&page, "section.step");
    let heads: Vec<(String, String)> = slides
        .iter()
        .map(|s| {
            let text_of = |css: &str| {
                s.select(&Selector::parse(css).unwrap())
                    .next()
                    .map(|e| heading_text(&e))
                    .unwrap_or_default()
            };
            (text_of("p.doc-title"), text_of("h2, h3"))
        })
        .collect();
    let at = heads
        .iter()
        .position(|(_, heading)| heading == "Words of this lesson")
        .unwrap_or_else(|| panic!("{heads:?}"));
    assert_eq!(
        heads[at].0,
        "Words taught in lesson 4, their meanings and other names"
    );
    assert!(
        text(&slides[at]).contains("Bouton's theorem"),
        "{}",
        text(&slides[at])
    );
}

/// A heading's text as shown: without its step number (`span.n`) and the
/// "(part 2 of 3)" of a later part (`span.part`), spaces collapsed.
fn heading_text(element: &ElementRef) -> String {
    let skip = Selector::parse(".n, .part").unwrap();
    let skipped: String = element.select(&skip).map(|e| text(&e)).collect();
    let all = text(element);
    let shown = all.replacen(&skipped, "", 1);
    shown.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Every slide of `page` opens with its head — the title it belongs to
/// (a label, or a worked example's title) and then its heading — and holds
/// no other heading: neither a heading element nor a title further down,
/// nor a line of body text that reads as one of the page's headings (an
/// example's title or a step's name pasted among the paragraphs). Returns
/// what is wrong, slide by slide.
fn stray_headings(name: &str, page: &Html) -> Vec<String> {
    let headings: BTreeSet<String> = select(
        page,
        "main :is(h1, h2, h3, h4, h5, h6, .doc-title, .kicker)",
    )
    .iter()
    .map(heading_text)
    .filter(|t| !t.is_empty())
    .collect();
    let inner = Selector::parse(":is(h2, h3, h4, h5, h6, .doc-title, .kicker)").unwrap();
    let body_text = Selector::parse(":is(p, li, th, td, figcaption, pre)").unwrap();
    let mut wrong = Vec::new();
    let slides = select(page, "article.doc:not(.paper) > section.step");
    assert!(!slides.is_empty(), "{name}: no slides");
    for (i, slide) in slides.iter().enumerate() {
        let mut children = slide.children().filter_map(ElementRef::wrap).peekable();
        // The head: the title the slide belongs to, then its heading.
        children.next_if(|e| {
            e.value()
                .has_class("kicker", scraper::CaseSensitivity::CaseSensitive)
                || e.value()
                    .has_class("doc-title", scraper::CaseSensitivity::CaseSensitive)
        });
        children.next_if(|e| matches!(e.value().name(), "h2" | "h3"));
        let at = format!(
            "{name}, slide {} ({})",
            i + 1,
            slide
                .select(&inner)
                .next()
                .map(|h| heading_text(&h))
                .unwrap_or_default()
        );
        for child in children {
            let nested =
                std::iter::once(child).chain(child.descendants().filter_map(ElementRef::wrap));
            for element in nested {
                let shown = heading_text(&element);
                if inner.matches(&element) {
                    wrong.push(format!("{at}: a heading inside the slide: {shown:?}"));
                } else if body_text.matches(&element) && headings.contains(&shown) {
                    wrong.push(format!("{at}: a heading as body text: {shown:?}"));
                }
            }
        }
    }
    wrong
}

/// The slides of `page` that end with a lead-in (a paragraph ending in
/// ':', cut from what it introduces) or hold nothing but one: each, as
/// what is wrong with it.
fn stranded_lead_ins(name: &str, page: &Html) -> Vec<String> {
    let lead_in = |e: &ElementRef| e.value().name() == "p" && text(e).trim_end().ends_with(':');
    let mut wrong = Vec::new();
    for (i, slide) in select(page, "article.doc:not(.paper) > section.step")
        .iter()
        .enumerate()
    {
        // Its blocks: what follows its head, an answers box opened.
        let blocks: Vec<ElementRef> = slide
            .children()
            .filter_map(ElementRef::wrap)
            .flat_map(|e| {
                if e.value().name() == "details" {
                    e.children().filter_map(ElementRef::wrap).collect()
                } else {
                    vec![e]
                }
            })
            .filter(|e| {
                !matches!(e.value().name(), "h2" | "h3" | "summary")
                    && !e
                        .value()
                        .classes()
                        .any(|c| c == "kicker" || c == "doc-title")
            })
            .collect();
        let at = format!("{name}, slide {}", i + 1);
        match blocks[..] {
            [only] if lead_in(&only) => {
                wrong.push(format!("{at} is a lone lead-in: {:?}", text(&only)))
            }
            [.., last] if lead_in(&last) => {
                wrong.push(format!("{at} ends with a lead-in: {:?}", text(&last)))
            }
            _ => {}
        }
    }
    wrong
}

/// No slide of any lesson, of the glossary or of the walkthroughs a class
/// is shown (normal, misère, compared, a game beyond Nim) holds a heading
/// anywhere but at its head: a step's parts each start with its heading
/// ("(part 2 of 3)"), and a worked example starts slides of its own,
/// under its title, never pasted into the prose that leads into it. Nor
/// does any slide end with a lead-in ("… on 5 8 10:") or hold one alone,
/// cut from the example it introduces on the next slide.
#[test]
fn no_slide_holds_a_heading_below_its_head_or_ends_with_a_lead_in() {
    let mut wrong = Vec::new();
    let lessons = std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons"))
        .expect("the lessons folder")
        .count();
    let mut decks: Vec<Vec<String>> = (1..=lessons)
        .map(|n| vec!["lesson".to_string(), n.to_string()])
        .collect();
    for args in [
        &["glossary"][..],
        &["explain", "13", "12", "8"],
        &["explain", "37", "20", "29", "--misere"],
        &["explain", "13", "12", "8", "--compare"],
        &["explain", "6", "7", "--game", "kayles"],
        &["explain", "5", "7", "--game", "subtract:1,2,3"],
    ] {
        decks.push(args.iter().map(|a| a.to_string()).collect());
    }
    for args in &decks {
        let mut args: Vec<&str> = args.iter().map(String::as_str).collect();
        let name = args.join(" ");
        args.extend(["--format", "html"]);
        let page = check_page(&name, &run(&args));
        wrong.extend(stray_headings(&name, &page));
        wrong.extend(stranded_lead_ins(&name, &page));
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// As a phone shows them, a table cut into blocks of columns says so once
/// under its blocks, as a turned one does, and one turned and cut says
/// both: two 64-bit heaps have tables of every kind (a turned table said
/// nothing of its blocks, an upright one cut into blocks nothing at all).
#[test]
fn a_table_cut_for_a_phone_says_so_once_under_its_blocks() {
    let args = [
        "explain",
        "18446744073709551615",
        "12345678901234",
        "--format",
        "html",
    ];
    let page = check_page("explain", &run(&args));
    let mut said = BTreeSet::new();
    for phone in select(&page, "div.for-phone") {
        let tables = phone.select(&Selector::parse("table").unwrap()).count();
        let turned = phone
            .select(&Selector::parse("th").unwrap())
            .next()
            .is_some_and(|corner| text(&corner) == "column");
        let notes: Vec<String> = phone
            .select(&Selector::parse("p.fit-note").unwrap())
            .map(|p| text(&p))
            .collect();
        let expected = match (turned, tables) {
            (true, 1) => {
                "Turned to fit: each row here is one column of the table, named at its left."
            }
            (true, _) => {
                "Turned and cut to fit: each row is one column of one table, named at its left."
            }
            (false, _) => "Cut to fit: one table, split by columns.",
        };
        assert_eq!(notes, [expected], "{}", phone.html());
        said.insert(expected);
    }
    assert_eq!(said.len(), 3, "{said:?}");
}
