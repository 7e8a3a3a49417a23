//! Terminal text laid out on printed pages, for handouts (a worksheet):
//! each piece kept whole on a page of [`PAGE_LINES`] lines, a form feed
//! where a new page starts.
//!
//! Exists because a teacher prints the sheet as it comes (`nimstep
//! worksheet | lpr`), and a printer cuts plain text every page length
//! wherever that falls: without this a position's room to work would
//! start on one sheet of paper and end on the next.

/// The lines of a printed page of plain text: 66, the page length of
/// `pr` and of a line printer at six lines an inch, which `lpr` fits on
/// A4 and Letter alike.
pub(crate) const PAGE_LINES: usize = 66;

/// Where the text written so far ends on its page.
#[derive(Debug, Default)]
pub(crate) struct Paper {
    /// Lines written atop each page a piece is moved onto (a sheet's
    /// name line), then a blank line; not atop a new document's page.
    head: Option<String>,
    /// Lines already on the current page.
    used: usize,
    /// Blank lines the last piece ended with, held back: written before
    /// the next piece on the same page, dropped at a new page (so that no
    /// page starts with blank lines, and none is left blank).
    blank: usize,
    /// Whether anything is written yet.
    started: bool,
}

impl Paper {
    /// A first page, nothing on it; `head` (whole lines) starts each page
    /// that a piece is moved onto.
    pub(crate) fn new(head: Option<String>) -> Self {
        Paper {
            head,
            ..Paper::default()
        }
    }

    /// The text that puts `piece` (terminal text, whole lines) on paper:
    /// on a new page when `new_page` (a document that starts its own
    /// page) or when the piece does not fit in what is left of this one,
    /// else on this page after the blank lines around it.
    pub(crate) fn place(&mut self, piece: &str, new_page: bool) -> String {
        let lines: Vec<&str> = piece.lines().collect();
        let lead = lines.iter().take_while(|l| l.is_empty()).count();
        let trail = lines[lead..]
            .iter()
            .rev()
            .take_while(|l| l.is_empty())
            .count();
        let body = &lines[lead..lines.len() - trail];
        // The blank lines between two pieces, not doubled where one ends
        // with them and the next starts with them.
        let gap = self.blank.max(lead);
        // The last line of a page is left to the form feed, so that a
        // printer never turns the page itself just before it (and prints
        // a blank page).
        let fits = self.used + gap + body.len() < PAGE_LINES;
        let mut out = String::new();
        if self.started && self.used > 0 && (new_page || !fits) {
            out.push('\u{c}');
            self.used = 0;
            if let Some(head) = self.head.as_ref().filter(|_| !new_page) {
                out.push_str(head);
                out.push('\n');
                self.used = head.lines().count() + 1;
            }
        } else if !self.started || self.used > 0 {
            // (At the top of a page that the last piece filled, no gap.)
            out.push_str(&"\n".repeat(gap));
            self.used += gap;
        }
        for line in body {
            out.push_str(line);
            out.push('\n');
        }
        // A piece longer than a page runs over, as the printer cuts it.
        self.used = (self.used + body.len()) % PAGE_LINES;
        self.blank = trail;
        self.started |= !body.is_empty();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pieces of `n` lines with a blank line after each, placed in turn.
    fn placed(sizes: &[usize]) -> String {
        let mut paper = Paper::default();
        sizes
            .iter()
            .map(|&n| paper.place(&format!("{}\n\n", vec!["x"; n].join("\n")), false))
            .collect()
    }

    #[test]
    fn a_piece_that_would_cross_the_page_end_starts_the_next_page() {
        let text = placed(&[30, 30, 30]);
        let pages: Vec<&str> = text.split('\u{c}').collect();
        assert_eq!(pages.len(), 2, "{text:?}");
        assert_eq!(pages[0].lines().count(), 30 + 1 + 30);
        assert!(pages[1].starts_with('x'), "no blank line opens a page");
        let full = placed(&[32, 32]);
        assert!(!full.contains('\u{c}'), "32 + a blank + 32 fit a page");
        let over = placed(&[32, 33]);
        assert!(over.contains('\u{c}'), "the last line is the form feed's");
    }

    #[test]
    fn a_new_document_starts_a_page_and_a_long_piece_runs_over() {
        let mut paper = Paper::default();
        let first = paper.place("a\n\n\n", false);
        assert_eq!(first, "a\n", "trailing blank lines are held back");
        assert_eq!(paper.place("b\n", true), "\u{c}b\n");
        let long = vec!["x"; PAGE_LINES + 3].join("\n");
        let over = paper.place(&long, false);
        assert!(over.starts_with('\u{c}'));
        assert_eq!(paper.used, 3);
    }

    #[test]
    fn a_page_a_piece_moves_onto_opens_with_the_head() {
        let mut paper = Paper::new(Some("Name:\n".to_string()));
        let page = vec!["x"; 40].join("\n");
        paper.place(&page, false);
        assert_eq!(paper.place(&page, false), format!("\u{c}Name:\n\n{page}\n"));
        assert_eq!(
            paper.place("key\n", true),
            "\u{c}key\n",
            "not atop a document"
        );
    }
}
