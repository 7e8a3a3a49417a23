//! A lesson read, exported to Markdown, and the export read again: the
//! second export is the first (escapes stay escapes, blocks stay blocks),
//! and nothing panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimstep_core::doc::Document;
use nimstep::lesson::{document::document, Lesson};
use nimstep_core::render::markdown;

fn no_blocks(_: &[String]) -> Result<Vec<Document>, String> {
    Ok(Vec::new())
}

fn export(text: &str) -> Option<String> {
    let lesson = Lesson::parse("01-fuzz.md", "01-fuzz.md", text)?.ok()?;
    let doc = document(&lesson, &no_blocks).ok()?;
    Some(markdown::render(&doc, 1))
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let text = format!("# Fuzz\n\n{text}");
    if let Some(first) = export(&text) {
        let second = export(&first).expect("an export reads as a lesson");
        assert_eq!(first, second, "the export of an export is the export");
    }
});
