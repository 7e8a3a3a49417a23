//! Renderers with no terminal in them: pure functions from a document (or
//! the solver's data) to Markdown, HTML or JSON text.
//!
//! The terminal renderer lives with the command line, which knows the
//! terminal; everything here is what the browser edition can run too.

pub mod html;
pub mod json;
pub mod markdown;
pub mod stones;

use crate::doc::Document;
use serde::Serialize;

/// What every document command hands over once it has solved: documents
/// for people, data for scripts.
///
/// Exists so that one function, the command line's `emit`, is the only
/// place that knows the list of formats: a command never matches on the
/// format itself.
pub trait Report {
    /// The data written by `--format json`: the solver's data, or a stable
    /// shape made from it.
    fn json(&self) -> impl Serialize + '_;

    /// What the terminal and Markdown show, in order: one document for most
    /// commands, a sheet and its key for a worksheet.
    fn documents(&self) -> Vec<Document>;

    /// The Markdown level of each document's title: 2, so that a document
    /// pasted under a lesson's title sits below it; 1 for a handout that
    /// stands alone.
    fn markdown_level(&self) -> usize {
        2
    }

    /// Whether each document starts a new printed page (a worksheet's key
    /// after its sheet): a form feed in terminal text, a page break in
    /// Markdown (which a browser or pandoc honours when printing) and in
    /// HTML's print style.
    fn new_page_each(&self) -> bool {
        false
    }

    /// Whether the documents after the first are for paper only (a
    /// worksheet's key after its sheet): an HTML page prints them, each on
    /// a page of its own, and never shows them on screen, where the first
    /// is a deck a student may step through.
    fn rest_on_paper_only(&self) -> bool {
        false
    }
}
