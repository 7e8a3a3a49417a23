//! Any lesson drawn for a terminal, at any width: no raw control
//! character but newline comes out (colour is off), and nothing panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimstep_core::doc::Document;
use nimstep::lesson::{document::document, Lesson};
use nimstep::palette::Palette;
use nimstep::render::terminal;

fn no_blocks(_: &[String]) -> Result<Vec<Document>, String> {
    Ok(Vec::new())
}

fuzz_target!(|data: &[u8]| {
    let Some((&width, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let text = format!("# T {text}\n\n{text}");
    let Some(Ok(lesson)) = Lesson::parse("01-fuzz.md", "01-fuzz.md", &text) else {
        return;
    };
    let Ok(doc) = document(&lesson, &no_blocks) else {
        return;
    };
    let shown = terminal::render(&doc, &Palette::plain(), u16::from(width).max(1));
    if let Some(raw) = shown.chars().find(|&c| c.is_control() && c != '\n') {
        panic!("raw {raw:?} in {shown:?}");
    }
});
