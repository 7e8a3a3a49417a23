//! The Lessons view: the built-in course, with the heaps of its live
//! blocks changed by the student ("try your own heaps").
//!
//! The page carries each lesson as the command line made it when the page
//! was built (`cargo xtask web` runs every block through `nimstep`'s own
//! block runner and keeps the [`Lesson`]: the document and each block's
//! words), so the course reads word for word as `nimstep lesson` shows it.
//! Here a block whose heaps the student changed is computed again by the
//! core, its other words kept: only the heaps change, so the words a
//! block may hold are those that were already accepted, and every refusal
//! is the core's own line, as the command line says it.

use nimstep_core::budget::{Budget, Cost};
use nimstep_core::doc::{Block, Document};
use nimstep_core::game::position::Position;
use nimstep_core::game::Rules;
use nimstep_core::games::spec::GameSpec;
use nimstep_core::present::glossary::{self, Glossary};
use nimstep_core::render::{html, Report};
use nimstep_core::solve;
use nimstep_core::solve::check::check_nim;
use nimstep_core::trace::StepKind;
use serde::{Deserialize, Serialize};

/// One lesson as the page carries it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lesson {
    /// Its number in the course.
    pub number: u32,
    /// Its title.
    pub title: String,
    /// The lesson's document, each block's documents in place.
    pub document: Document,
    /// Its blocks, in order.
    pub blocks: Vec<LiveBlock>,
}

/// One `nimstep` block of a lesson.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveBlock {
    /// The command's words, without `nimstep`.
    pub words: Vec<String>,
    /// How many documents it wrote into the lesson (embedded one after
    /// another).
    pub documents: usize,
}

/// The lesson `data` (a [`Lesson`] in JSON) with the blocks of `edits`
/// computed on the heaps the student typed: `edits` is a JSON list of
/// `[block, heaps]` pairs, blocks counted from 0. The answer is a line of
/// JSON, each block's [`Field`], then the lesson's page; or the line
/// saying why the last edit cannot be computed.
pub fn lesson(data: &str, edits: &str) -> Result<String, String> {
    let mut lesson: Lesson =
        serde_json::from_str(data).map_err(|err| format!("the page's lesson is damaged: {err}"))?;
    let edits: Vec<(usize, String)> = serde_json::from_str(edits)
        .map_err(|err| format!("the page's edits are damaged: {err}"))?;
    let mut fields: Vec<Field> = lesson
        .blocks
        .iter()
        .map(|b| Field {
            heaps: Live::read(&b.words).map(|live| live.heaps.join(" ")),
            documents: b.documents,
            title: String::new(),
        })
        .collect();
    // Charged as `nimstep lesson` charges the blocks it shows.
    let budget = Budget::default();
    for (index, heaps) in edits {
        let Some(block) = lesson.blocks.get(index) else {
            return Err(format!("the lesson has no block {}", index + 1));
        };
        let Some(live) = Live::read(&block.words) else {
            return Err(format!(
                "`{}`: its heaps cannot be changed",
                block.words.join(" ")
            ));
        };
        let docs = live.run(&heaps, &budget)?;
        fields[index].documents = docs.len();
        replace(&mut lesson, index, docs);
        fields[index].heaps = Some(heaps);
    }
    let titles = first_titles(&lesson);
    for (field, title) in fields.iter_mut().zip(titles) {
        field.title = title;
    }
    let head = serde_json::to_string(&fields).expect("strings serialise");
    let doc = &lesson.document;
    Ok(format!(
        "{head}\n{}",
        html::page(&lesson.title, None, html::body(doc))
    ))
}

/// What the page needs to know of a block to give it a field.
#[derive(Debug, Serialize)]
struct Field {
    /// Its heaps as the field shows them, or `None` when they cannot be
    /// changed.
    heaps: Option<String>,
    /// How many documents it shows.
    documents: usize,
    /// The title of the first: its field goes after it. A slide may show
    /// it as a heading rather than as a document's title (a lead-in joined
    /// with the example it leads into), so the page finds it by its text.
    title: String,
}

/// The title of each block's first document (empty for a block that
/// showed none), the documents counted as [`replace`] counts them.
fn first_titles(lesson: &Lesson) -> Vec<String> {
    let shown: Vec<String> = lesson
        .document
        .sections
        .iter()
        .flat_map(|section| &section.blocks)
        .filter_map(|block| match block {
            Block::Embedded(doc) => Some(doc.title.text()),
            _ => None,
        })
        .collect();
    let mut first = 0;
    lesson
        .blocks
        .iter()
        .map(|block| {
            let title = (block.documents > 0)
                .then(|| shown.get(first).cloned())
                .flatten()
                .unwrap_or_default();
            first += block.documents;
            title
        })
        .collect()
}

/// The glossary of the whole course, as `nimstep glossary --format html`
/// writes it.
pub fn glossary() -> String {
    html::render(&[glossary::document(&Glossary { lesson: None })])
}

/// Puts `docs` where block `index` wrote its documents.
fn replace(lesson: &mut Lesson, index: usize, docs: Vec<Document>) {
    let before: usize = lesson.blocks[..index].iter().map(|b| b.documents).sum();
    let count = lesson.blocks[index].documents;
    let mut seen = 0;
    for section in &mut lesson.document.sections {
        let Some(first) = section.blocks.iter().enumerate().find_map(|(i, b)| {
            let embedded = matches!(b, Block::Embedded(_));
            seen += usize::from(embedded);
            (embedded && seen == before + 1).then_some(i)
        }) else {
            continue;
        };
        let new = docs.len();
        section
            .blocks
            .splice(first..first + count, docs.into_iter().map(Block::Embedded));
        lesson.blocks[index].documents = new;
        return;
    }
}

/// A block whose heaps can be changed: `explain` (with `--misere`,
/// `--steps`, `--heap` or `--game`), `label` (with `--misere`) and a Nim
/// move's `check` (`--from K --take N`, with `--misere`), read from the
/// words the command line already accepted.
#[derive(Debug, PartialEq, Eq)]
struct Live<'a> {
    /// `explain`, `label` or `check`.
    command: &'a str,
    /// The heap words.
    heaps: Vec<&'a str>,
    rules: Rules,
    steps: Vec<StepKind>,
    heap: Option<usize>,
    games: Vec<GameSpec>,
    /// The move of a `check`: the heap (from 1) and how many it takes.
    from: Option<usize>,
    take: Option<u64>,
}

impl<'a> Live<'a> {
    /// The block of `words`, or `None` when its heaps cannot be changed
    /// here (another command, or a flag this reading does not know).
    fn read(words: &'a [String]) -> Option<Live<'a>> {
        let (command, rest) = words.split_first()?;
        let command = command.as_str();
        let mut live = Live {
            command,
            heaps: Vec::new(),
            rules: Rules::Normal,
            steps: Vec::new(),
            heap: None,
            games: Vec::new(),
            from: None,
            take: None,
        };
        let mut words = rest.iter();
        while let Some(word) = words.next() {
            match (command, word.as_str()) {
                (_, "--misere") => live.rules = Rules::Misere,
                ("explain", "--steps") => {
                    for name in words.next()?.split(',') {
                        live.steps
                            .push(*StepKind::ALL.iter().find(|k| k.name() == name)?);
                    }
                }
                ("explain", "--heap") => live.heap = Some(words.next()?.parse().ok()?),
                ("explain", "--game") => live.games.push(words.next()?.parse().ok()?),
                ("check", "--from") => live.from = Some(words.next()?.parse().ok()?),
                ("check", "--take") => live.take = Some(words.next()?.parse().ok()?),
                (_, flag) if flag.starts_with('-') => return None,
                (_, heaps) => live.heaps.push(heaps),
            }
        }
        let other_game = live.games.iter().any(|g| *g != GameSpec::Nim);
        let fits = match command {
            "explain" => !other_game || (live.rules == Rules::Normal && live.steps.is_empty()),
            "label" => true,
            "check" => live.from.is_some() && live.take.is_some(),
            _ => false,
        };
        (fits && !live.heaps.is_empty()).then_some(live)
    }

    /// The block's documents on the heaps `text`, as the command line
    /// writes them, once what they cost is taken from `budget`.
    fn run(&self, text: &str, budget: &Budget) -> Result<Vec<Document>, String> {
        let position = Position::parse_text(text).map_err(|err| err.to_string())?;
        budget.charge(if self.command == "label" {
            Cost::labelled(position.heaps(), &self.games)
        } else {
            Cost::shown(position.heaps().len(), &self.games)
        })?;
        if let (Some(from), Some(take)) = (self.from, self.take) {
            let shown = format!("--from {from} --take {take}");
            return check_nim(position.heaps(), self.rules, &[(from, take)], &shown)
                .map(|judged| judged.documents());
        }
        if self.command == "label" {
            return solve::label::label(position.heaps(), self.rules)
                .map(|labelling| labelling.documents())
                .map_err(|err| err.words());
        }
        if self.games.iter().any(|g| *g != GameSpec::Nim) {
            return solve::sum::explain(position.heaps(), &self.games, self.heap)
                .map(|trace| trace.documents())
                .map_err(|err| err.words());
        }
        let mut trace =
            solve::explain(&position, self.rules, self.heap).map_err(|err| err.words())?;
        if !self.steps.is_empty() {
            trace.keep_steps(&self.steps)?;
        }
        Ok(trace.documents())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimstep_core::doc::{Line, Section};

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    /// A lesson of one section: a paragraph, then one block per line of
    /// `blocks`, each computed on its own heaps.
    fn lesson_of(blocks: &[&str]) -> Lesson {
        let mut section = Section::new("Try it");
        section.blocks.push(Block::Paragraph(Line::from("Before.")));
        let mut live = Vec::new();
        for line in blocks {
            let block = words(line);
            let read = Live::read(&block).unwrap();
            let docs = read.run(&read.heaps.join(" "), &Budget::default()).unwrap();
            live.push(LiveBlock {
                words: block,
                documents: docs.len(),
            });
            section.blocks.extend(docs.into_iter().map(Block::Embedded));
        }
        Lesson {
            number: 1,
            title: "T".into(),
            document: Document {
                numbered: false,
                title: Line::from("T"),
                sections: vec![section],
            },
            blocks: live,
        }
    }

    #[test]
    fn flags_are_kept_and_heaps_found() {
        let block = words("explain 13 12 8 --heap 2 --steps xor,move");
        let live = Live::read(&block).unwrap();
        assert_eq!(live.heaps, ["13", "12", "8"]);
        assert_eq!((live.heap, live.steps.len()), (Some(2), 2));
        let check = words("check --misere 4 1 1 --from 1 --take 4");
        let live = Live::read(&check).unwrap();
        assert_eq!(
            (live.from, live.take, live.rules),
            (Some(1), Some(4), Rules::Misere)
        );
        let pairs = words("check 4 1 1 --take 1:4");
        assert_eq!(Live::read(&pairs), None);
        assert_eq!(Live::read(&words("glossary --lesson 1")), None);
        assert_eq!(Live::read(&words("table --max 3")), None);
        let games = words("explain 9 10 --game subtract:1-3 --game subtract:1-5");
        assert_eq!(Live::read(&games).unwrap().games.len(), 2);
    }

    #[test]
    fn an_edit_computes_its_block_again_in_place() {
        let data =
            serde_json::to_string(&lesson_of(&["explain 7 --steps move", "label 1 1"])).unwrap();
        let page = lesson(&data, "[]").unwrap();
        let (head, page) = page.split_once('\n').unwrap();
        assert_eq!(
            head,
            r#"[{"heaps":"7","documents":1,"title":"Position 7 — normal play: whoever takes the last stone wins"},{"heaps":"1 1","documents":1,"title":"Labelling every position reachable from 1 1 — normal play: whoever takes the last stone wins"}]"#
        );
        assert!(page.contains("Before."), "{page}");
        let edited = lesson(&data, r#"[[0, "5 3"]]"#).unwrap();
        let (head, edited) = edited.split_once('\n').unwrap();
        assert!(head.starts_with(r#"[{"heaps":"5 3","#), "{head}");
        // The block's title names its heaps: the new ones, not the old.
        let named = |heaps: &str| format!("<span class=\"m-strong\">{heaps}</span>");
        assert!(edited.contains(&named("5 3")) && !edited.contains(&named("7")));
        assert!(page.contains(&named("7")) && !page.contains(&named("5 3")));
    }

    #[test]
    fn refusals_are_the_command_line_s_words() {
        let data =
            serde_json::to_string(&lesson_of(&["explain 13 12 8 --heap 2 --steps xor,move"]))
                .unwrap();
        let err = lesson(&data, r#"[[0, "13 x"]]"#).unwrap_err();
        assert!(err.starts_with("heap `x` is not a whole number"), "{err}");
        let err = lesson(&data, r#"[[0, "1 2 3"]]"#).unwrap_err();
        assert!(
            err.starts_with("--heap 2: no heap has a winning move"),
            "{err}"
        );
        let data = serde_json::to_string(&lesson_of(&["label 1 1"])).unwrap();
        let err = lesson(&data, r#"[[0, "99 99 99 99 99 99"]]"#)
            .map(|_| "computed")
            .unwrap_err();
        assert!(
            err.starts_with("this block labels or draws 1609344100 positions"),
            "{err}"
        );
        // A move the new heaps do not allow.
        let data =
            serde_json::to_string(&lesson_of(&["check --misere 4 1 1 --from 1 --take 4"])).unwrap();
        let err = lesson(&data, r#"[[0, "3 1 1"]]"#).unwrap_err();
        assert_eq!(
            err,
            "--from 1 --take 4: illegal move: heap 1 has only 3 stones: take from 1 to 3"
        );
        // More heaps than the blocks of a course may show in all.
        let data = serde_json::to_string(&lesson_of(&["explain 1 2"])).unwrap();
        let many = vec!["1"; 100_001].join(" ");
        let err = lesson(&data, &format!(r#"[[0, "{many}"]]"#)).unwrap_err();
        assert!(
            err.starts_with("this block shows 100001 heaps, but the blocks of one course may show 100000 in all"),
            "{err}"
        );
    }
}
