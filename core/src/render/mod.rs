//! Renderers with no terminal in them: pure functions from a document (or
//! the solver's data) to Markdown, HTML or JSON text.
//!
//! The terminal renderer lives with the command line, which knows the
//! terminal; everything here is what the browser edition can run too.

pub mod html;
pub mod json;
pub mod markdown;
pub mod stones;

use crate::doc::{Block, Document, Line, Section};
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

    /// The documents as pieces to write one after another, each as soon as
    /// it is made: by default each whole document. A report whose
    /// documents grow with the input (a million heaps' moves) gives its
    /// long table in runs of [`RUN`] rows instead, so that what is held at
    /// once is one run, not the whole table.
    fn pieces(&self) -> Box<dyn Iterator<Item = Piece> + '_> {
        let documents = self.documents();
        let count = documents
            .iter()
            .map(|d| d.sections.len())
            .collect::<Vec<_>>();
        Box::new(
            documents
                .into_iter()
                .zip(count)
                .map(|(document, sections)| Piece::Document(document, sections)),
        )
    }

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

    /// A line for the top of each printed page that a document runs
    /// onto (a worksheet's name line, so that pages that come apart are
    /// still the student's), in printed terminal text: none by default.
    /// Only a document written in several pieces runs onto a new page
    /// this way, so a worksheet's key, one piece, never carries it.
    fn page_head(&self) -> Option<&str> {
        None
    }

    /// Whether the documents after the first are for paper only (a
    /// worksheet's key after its sheet): an HTML page prints them, each on
    /// a page of its own, and never shows them on screen, where the first
    /// is a deck a student may step through.
    fn rest_on_paper_only(&self) -> bool {
        false
    }
}

/// The most rows of a long table held at once: the run a report gives in
/// one [`Piece::Rows`].
pub const RUN: usize = 500;

/// A piece of a report's output, written as soon as it is made.
///
/// Exists so that output that grows with the input is written as it is
/// made, in every format, through one path: a report says what comes
/// next, each renderer says how it looks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// A document, or the first sections of one, and how many sections
    /// it has in all (which numbers its steps).
    Document(Document, usize),
    /// More rows of the table that ends the last piece, under its header.
    Rows(Vec<Vec<Line>>),
    /// More sections of the last document.
    Sections(Vec<Section>),
}

/// A document that ends in a table too long to hold, then `after`, as
/// pieces: `head` (whose last section ends in the table: its header, no
/// rows needed) with the table's first run, the rest of its rows in runs
/// (`rows(range)` makes the rows of `range`, of `total` in all), then the
/// sections after it.
pub fn long_table<'a>(
    mut head: Document,
    after: Vec<Section>,
    total: usize,
    rows: impl Fn(std::ops::Range<usize>) -> Vec<Vec<Line>> + 'a,
) -> Box<dyn Iterator<Item = Piece> + 'a> {
    let sections = head.sections.len() + after.len();
    if let Some(Block::Table(table)) = head.sections.last_mut().and_then(|s| s.blocks.last_mut()) {
        table.rows = rows(0..RUN.min(total));
    }
    let runs = (RUN..total)
        .step_by(RUN)
        .map(move |start| Piece::Rows(rows(start..(start + RUN).min(total))));
    let after = (!after.is_empty()).then_some(Piece::Sections(after));
    Box::new(
        std::iter::once(Piece::Document(head, sections))
            .chain(runs)
            .chain(after),
    )
}
