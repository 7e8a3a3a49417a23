//! The course the page carries: every built-in lesson, its blocks run by
//! the command line's own block runner when the page is built.
//!
//! So the Lessons view reads word for word as `nimstep lesson` and
//! `nimstep export` show the course (the lesson text parsed where it
//! lives, in the command line), and the module only computes again a
//! block whose heaps a student changed.

use nimstep::commands::block::run_block;
use nimstep::lesson::{built_in, document::document};
use nimstep_core::budget::Budget;
use nimstep_core::doc::Document;
use nimstep_web::lesson::{Lesson, LiveBlock};
use std::cell::RefCell;

/// The built-in course as JSON, a list of [`Lesson`]s, safe to put inside
/// a `<script>` element (no `</` in it).
pub fn json() -> Result<String, String> {
    let budget = Budget::default();
    let mut course = Vec::new();
    for lesson in built_in().map_err(|err| err.to_string())? {
        let blocks = RefCell::new(Vec::new());
        let run = |words: &[String]| -> Result<Vec<Document>, String> {
            let docs = run_block(words, &budget)?;
            blocks.borrow_mut().push(LiveBlock {
                words: words.to_vec(),
                documents: docs.len(),
            });
            Ok(docs)
        };
        let document = document(&lesson, &run).map_err(|err| err.to_string())?;
        course.push(Lesson {
            number: lesson.number,
            title: lesson.title,
            document,
            blocks: blocks.into_inner(),
        });
    }
    let json = serde_json::to_string(&course).map_err(|err| err.to_string())?;
    // `<\/` is `</` in JSON, and ends no element.
    Ok(json.replace("</", "<\\/"))
}
