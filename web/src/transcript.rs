//! What a session said (a game, a quiz) as a page: the lines in order,
//! each line the student typed among them, as one section of a document
//! that the core renders as it renders every page.

use nimstep_core::doc::{Block, Document, Line, Mark, Section};
use nimstep_core::play::{game, is_quit, quiz, End, Flow, Said, Transcript};
use nimstep_core::render::html;

/// A session of the core that answers typed lines: a game or a quiz.
pub trait Session {
    /// The opening.
    fn start(&mut self, said: &mut Transcript) -> Flow;
    /// The prompt the next line answers.
    fn prompt(&self) -> String;
    /// Answers one line, or refuses it with why.
    fn respond(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, String>;
    /// The closing.
    fn finish(&self, end: End, said: &mut Transcript);
}

impl Session for game::Game {
    fn start(&mut self, said: &mut Transcript) -> Flow {
        self.start(said)
    }
    fn prompt(&self) -> String {
        "Your move:".into()
    }
    fn respond(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, String> {
        self.respond(line, said)
    }
    fn finish(&self, end: End, said: &mut Transcript) {
        self.finish(end, said)
    }
}

impl Session for quiz::Quiz {
    fn start(&mut self, said: &mut Transcript) -> Flow {
        self.start(said)
    }
    fn prompt(&self) -> String {
        self.prompt().into()
    }
    fn respond(&mut self, line: &str, said: &mut Transcript) -> Result<Flow, String> {
        self.respond(line, said)
    }
    fn finish(&self, end: End, said: &mut Transcript) {
        self.finish(end, said)
    }
}

/// Runs `session` from its start through `lines` (each typed line ended
/// by a newline, so an empty line typed is one; `quit` ends the session,
/// as on the command line) and returns its page, titled
/// `title`, and whether it is over; refused with the session's own words
/// when a line is (the page only ever sends the last line unchecked).
pub fn replay(
    session: &mut impl Session,
    title: &str,
    lines: &str,
) -> Result<(String, bool), String> {
    let mut opening = Transcript::new();
    let mut flow = session.start(&mut opening);
    let mut turns = Vec::new();
    for line in lines.lines().map(str::trim) {
        if flow != Flow::Continue {
            break;
        }
        if is_quit(line) {
            flow = Flow::Stop(End::Quit);
            break;
        }
        let prompt = session.prompt();
        let mut said = Transcript::new();
        flow = session.respond(line, &mut said)?;
        turns.push(Turn {
            prompt,
            line: line.into(),
            said,
        });
    }
    if let Flow::Stop(end) = flow {
        let mut said = Transcript::new();
        session.finish(end, &mut said);
        match turns.last_mut() {
            Some(turn) => turn.said.extend(said),
            None => opening.extend(said),
        }
    }
    Ok((page(title, opening, turns), flow != Flow::Continue))
}

/// One turn of a session: what the student typed after `prompt`, and what
/// the session said in answer.
struct Turn {
    /// The prompt the line answered (`Your move:`, `Nim-sum? `).
    prompt: String,
    /// The line typed.
    line: String,
    /// The answer.
    said: Transcript,
}

/// The page of a session titled `title`: its opening, then each turn
/// (the line typed, set apart, and the answer), in sections that read top
/// to bottom: a section a turn, and a section of its own for each section
/// said (a walkthrough's step, the replay). The page shows it without its
/// slide script, so it is one page, not a deck.
fn page(title: &str, opening: Transcript, turns: Vec<Turn>) -> String {
    let mut sections = vec![Section::new("")];
    add(&mut sections, opening);
    for turn in turns {
        sections.push(
            Section::new("").paragraph(
                Line::new()
                    .mark(format!("{} ", turn.prompt.trim()), Mark::Dim)
                    .mark(turn.line, Mark::Code),
            ),
        );
        add(&mut sections, turn.said);
    }
    sections.retain(|section| !section.blocks.is_empty());
    html::render(&[Document {
        numbered: false,
        title: Line::from(title),
        sections,
    }])
}

/// Adds what was said to the last of `sections`: a line as a paragraph
/// (a blank line, which only spaces terminal text, as nothing); a section
/// as one of its own, its heading numbered as the terminal numbers it,
/// the lines after it in a new one.
fn add(sections: &mut Vec<Section>, said: Transcript) {
    for item in said {
        match item {
            Said::Line(line) if line.text().is_empty() => {}
            Said::Line(line) => {
                if let Some(last) = sections.last_mut() {
                    last.blocks.push(Block::Paragraph(line));
                }
            }
            // The page wraps a paragraph itself.
            Said::Entry {
                first,
                words,
                after,
            } => {
                if let Some(last) = sections.last_mut() {
                    let line = format!("{}{words} → {after}", first.trim_start());
                    last.blocks.push(Block::Paragraph(Line::from(line)));
                }
            }
            Said::Section(mut section, number) => {
                if let Some(n) = number {
                    section.heading = format!("{n}. {}", section.heading);
                }
                sections.push(section);
                sections.push(Section::new(""));
            }
        }
    }
}
