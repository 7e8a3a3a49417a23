//! The Lessons view: the built-in course, with its live blocks changed by
//! the student ("try your own heaps", another game, a larger grid).
//!
//! The page carries each lesson as the command line made it when the page
//! was built (`cargo xtask web` runs every block through `nimstep`'s own
//! block runner and keeps the [`Lesson`]: the document and each block's
//! words), so the course reads word for word as `nimstep lesson` shows it.
//! Here a block the student changed is computed again by the core, its
//! other words kept: only its heaps change (or a `grundy` block's game and
//! how far it goes, a `table` block's largest heap), so the words a block
//! may hold are those that were already accepted, and every refusal is
//! the core's own line, as the command line says it.

use crate::flag;
use nimstep_core::budget::{Budget, Cost};
use nimstep_core::doc::{Block, Document};
use nimstep_core::game::position::{read_heap_size, Position};
use nimstep_core::game::Rules;
use nimstep_core::games::heap::grundy;
use nimstep_core::games::heap::grundy::{Span, DEFAULT_UPTO};
use nimstep_core::games::spec::GameSpec;
use nimstep_core::present::glossary::{self, Glossary};
use nimstep_core::render::{html, Report};
use nimstep_core::solve::check::{judge, nim_proposal};
use nimstep_core::solve::table::read_grid_max;
use nimstep_core::solve::walkthrough::Play;
use nimstep_core::solve::{self, table};
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
/// computed on what the student typed: `edits` is a JSON list of
/// `[block, values]` pairs, blocks counted from 0, each value that of one
/// of the block's [`Input`]s in order. The answer is a line of JSON, each
/// block's [`Field`], then the lesson's page; or the line saying why the
/// last edit cannot be computed, in the command line's words.
pub fn lesson(data: &str, edits: &str) -> Result<String, String> {
    let mut lesson: Lesson =
        serde_json::from_str(data).map_err(|err| format!("the page's lesson is damaged: {err}"))?;
    let edits: Vec<(usize, Vec<String>)> = serde_json::from_str(edits)
        .map_err(|err| format!("the page's edits are damaged: {err}"))?;
    let live: Vec<Option<Live>> = lesson.blocks.iter().map(|b| Live::read(&b.words)).collect();
    let mut inputs: Vec<Vec<Input>> = live
        .iter()
        .map(|l| l.as_ref().map(Live::inputs).unwrap_or_default())
        .collect();
    // Charged as `nimstep lesson` charges the blocks it shows.
    let budget = Budget::default();
    for (index, values) in edits {
        let words = match lesson.blocks.get(index) {
            Some(block) => block.words.join(" "),
            None => return Err(format!("the lesson has no block {}", index + 1)),
        };
        let Some(live) = &live[index] else {
            return Err(format!("`{words}`: it cannot be changed"));
        };
        if values.len() != inputs[index].len() {
            return Err(format!(
                "`{words}`: the page sent the wrong number of values"
            ));
        }
        let docs = live.run(&values, &budget)?;
        replace(&mut lesson, index, docs);
        for (input, value) in inputs[index].iter_mut().zip(values) {
            input.value = value;
        }
    }
    let fields: Vec<Field> = inputs
        .into_iter()
        .enumerate()
        .map(|(index, inputs)| {
            let example =
                (lesson.blocks[index].documents > 0).then(|| first_example(&lesson, index));
            Field {
                example,
                inputs: if example.is_some() {
                    inputs
                } else {
                    Vec::new()
                },
            }
        })
        .collect();
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
    /// Which of the lesson's worked examples (its embedded documents,
    /// counted from 0 in the order they are shown) is the block's first:
    /// its field goes after that example's title, the page's n-th
    /// `p.doc-title` (the lesson page shows each example's title once, as
    /// one, opening the example's first slide). `None` for
    /// a block that shows none.
    example: Option<usize>,
    /// What a student may change in the block, each with its value now:
    /// none when nothing can be.
    inputs: Vec<Input>,
}

/// One thing a student may change in a block: its heaps, its game, how far
/// it goes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
struct Input {
    /// The field's label.
    label: &'static str,
    /// Its value, as typed.
    value: String,
}

/// The glossary of the whole course, as `nimstep glossary --format html`
/// writes it.
pub fn glossary() -> String {
    html::render(&[glossary::document(&Glossary { lesson: None })])
}

/// How many worked examples the blocks before block `index` show: the
/// place of its first among the lesson's examples. The one count of them,
/// for the page's fields and for [`replace`].
fn first_example(lesson: &Lesson, index: usize) -> usize {
    lesson.blocks[..index].iter().map(|b| b.documents).sum()
}

/// Puts `docs` where block `index` wrote its documents.
fn replace(lesson: &mut Lesson, index: usize, docs: Vec<Document>) {
    let at = first_example(lesson, index);
    let count = lesson.blocks[index].documents;
    lesson.blocks[index].documents = docs.len();
    let mut docs = Some(docs);
    let mut seen = 0;
    for section in &mut lesson.document.sections {
        if splice_examples(&mut section.blocks, &mut seen, at, count, &mut docs) {
            return;
        }
    }
}

/// Replaces the `count` worked examples from the `at`-th (from 0, in the
/// order they are shown, `seen` of them before `blocks`) with `docs`,
/// looking inside lists and quotes, where a lesson's block may stand too;
/// whether they were found.
fn splice_examples(
    blocks: &mut Vec<Block>,
    seen: &mut usize,
    at: usize,
    count: usize,
    docs: &mut Option<Vec<Document>>,
) -> bool {
    for i in 0..blocks.len() {
        let inside = match &mut blocks[i] {
            Block::Embedded(_) if *seen == at => {
                let new = docs.take().unwrap_or_default();
                blocks.splice(i..i + count, new.into_iter().map(Block::Embedded));
                return true;
            }
            Block::Embedded(_) => {
                *seen += 1;
                false
            }
            Block::Bullets(items) | Block::Numbered(_, items) => items
                .iter_mut()
                .any(|item| splice_examples(&mut item.blocks, seen, at, count, docs)),
            Block::Quote(inner) => splice_examples(inner, seen, at, count, docs),
            _ => false,
        };
        if inside {
            return true;
        }
    }
    false
}

/// A block a student may change, read from the words the command line
/// already accepted: what it keeps, and what may change.
#[derive(Debug, PartialEq, Eq)]
enum Live {
    /// `explain`, `label` or a Nim move's `check`: its heaps.
    Heaps(Heaps),
    /// `grundy`: its game, and how far it goes (`--upto` or `--at`).
    Grundy { game: GameSpec, span: Span },
    /// `table`: the largest heap of its grid; its third heap and rules
    /// are kept.
    Table {
        max: u64,
        third: Option<u64>,
        rules: Rules,
    },
}

impl Live {
    /// The block of `words`, or `None` when nothing in it can be changed
    /// here (another command, or a flag this reading does not know).
    fn read(words: &[String]) -> Option<Live> {
        let (command, rest) = words.split_first()?;
        match command.as_str() {
            "grundy" => Live::grundy(rest),
            "table" => Live::table(rest),
            _ => Heaps::read(command, rest).map(Live::Heaps),
        }
    }

    fn grundy(words: &[String]) -> Option<Live> {
        let mut game = None;
        let mut span = Span::Upto(DEFAULT_UPTO);
        let mut words = words.iter();
        while let Some(word) = words.next() {
            let value = words.next()?;
            match word.as_str() {
                "--game" => game = Some(value.parse().ok()?),
                "--upto" => span = Span::Upto(value.parse().ok()?),
                "--at" => span = Span::At(value.parse().ok()?),
                _ => return None,
            }
        }
        Some(Live::Grundy { game: game?, span })
    }

    fn table(words: &[String]) -> Option<Live> {
        let (mut max, mut third, mut rules) = (7, None, Rules::Normal);
        let mut words = words.iter();
        while let Some(word) = words.next() {
            match word.as_str() {
                "--misere" => rules = Rules::Misere,
                "--max" => max = words.next()?.parse().ok()?,
                "--third" => third = Some(words.next()?.parse().ok()?),
                _ => return None,
            }
        }
        Some(Live::Table { max, third, rules })
    }

    /// What a student may change, with the values the block has.
    fn inputs(&self) -> Vec<Input> {
        let input = |label, value: String| Input { label, value };
        match self {
            Live::Heaps(heaps) => vec![input("Try your own heaps", heaps.heaps.join(" "))],
            Live::Grundy { game, span } => vec![
                input("Try your own game", game.to_string()),
                match span {
                    Span::Upto(n) => input("Values up to heap", n.to_string()),
                    Span::At(n) => input("The value of heap", n.to_string()),
                },
            ],
            Live::Table { max, .. } => vec![input("Largest heap", max.to_string())],
        }
    }

    /// The block's documents on `values` (one for each of its
    /// [`inputs`](Live::inputs)), as the command line writes them, once
    /// what they cost is taken from `budget`.
    fn run(&self, values: &[String], budget: &Budget) -> Result<Vec<Document>, String> {
        match self {
            Live::Heaps(heaps) => heaps.run(&values[0], budget),
            Live::Grundy { span, .. } => {
                let game: GameSpec = flag("--game <SPEC>", &values[0], str::parse)?;
                let span = match span {
                    Span::Upto(_) => Span::Upto(flag("--upto <N>", &values[1], read_heap_size)?),
                    Span::At(_) => Span::At(flag("--at <N>", &values[1], read_heap_size)?),
                };
                budget.charge(Cost::grundy(&game, span))?;
                Ok(grundy::asked(&game, span, &mut |_| {})?.documents())
            }
            Live::Table { third, rules, .. } => {
                let max = flag("--max <N>", &values[0], read_grid_max)?;
                budget.charge(Cost::grid(max))?;
                table::grid(max, *third, *rules)
                    .map(|grid| grid.documents())
                    .map_err(|err| err.words())
            }
        }
    }
}

/// A block whose heaps can be changed: `explain` (with `--misere`,
/// `--steps`, `--heap` or `--game`), `label` (with `--misere`) and a Nim
/// move's `check` (`--from K --take N`, with `--misere`).
#[derive(Debug, PartialEq, Eq)]
struct Heaps {
    /// `explain`, `label` or `check`.
    command: String,
    /// The heap words.
    heaps: Vec<String>,
    rules: Rules,
    steps: Vec<StepKind>,
    heap: Option<usize>,
    games: Vec<GameSpec>,
    /// The move of a `check`: the heap (from 1) and how many it takes.
    from: Option<usize>,
    take: Option<u64>,
}

impl Heaps {
    /// The block `command` with the words `rest`, or `None` when its
    /// heaps cannot be changed here.
    fn read(command: &str, rest: &[String]) -> Option<Heaps> {
        let mut live = Heaps {
            command: command.to_string(),
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
                (_, heaps) => live.heaps.push(heaps.to_string()),
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
            let proposal = nim_proposal(position.heaps(), self.rules, &[(from, take)], &shown)?;
            return judge(proposal)
                .map(|judged| judged.documents())
                .map_err(|err| err.to_string());
        }
        if self.command == "label" {
            return solve::label::label(position.heaps(), self.rules)
                .map(|labelling| labelling.documents())
                .map_err(|err| err.words());
        }
        if self.games.iter().any(|g| *g != GameSpec::Nim) {
            return solve::walkthrough::explain(&position, Play::Games(&self.games), self.heap)
                .map(|trace| trace.documents())
                .map_err(|err| err.words());
        }
        let mut trace = solve::walkthrough::explain_nim(&position, self.rules, self.heap)
            .map_err(|err| err.words())?;
        if !self.steps.is_empty() {
            trace.keep_steps(&self.steps)?;
        }
        Ok(trace.documents())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimstep_core::doc::{Item, Line, Section};

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
            let values: Vec<String> = read.inputs().into_iter().map(|i| i.value).collect();
            let docs = read.run(&values, &Budget::default()).unwrap();
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
        let heaps = |line: &str| match Live::read(&words(line)) {
            Some(Live::Heaps(heaps)) => heaps,
            other => panic!("{line}: {other:?}"),
        };
        let live = heaps("explain 13 12 8 --heap 2 --steps xor,move");
        assert_eq!(live.heaps, ["13", "12", "8"]);
        assert_eq!((live.heap, live.steps.len()), (Some(2), 2));
        let live = heaps("check --misere 4 1 1 --from 1 --take 4");
        assert_eq!(
            (live.from, live.take, live.rules),
            (Some(1), Some(4), Rules::Misere)
        );
        let pairs = words("check 4 1 1 --take 1:4");
        assert_eq!(Live::read(&pairs), None);
        assert_eq!(Live::read(&words("glossary --lesson 1")), None);
        let games = heaps("explain 9 10 --game subtract:1-3 --game subtract:1-5");
        assert_eq!(games.games.len(), 2);
    }

    #[test]
    fn grundy_and_table_blocks_change_their_game_and_reach() {
        let labels = |line: &str| -> Vec<(&str, String)> {
            let live = Live::read(&words(line)).unwrap();
            live.inputs()
                .into_iter()
                .map(|i| (i.label, i.value))
                .collect()
        };
        assert_eq!(
            labels("grundy --game subtract:5 --upto 20"),
            [
                ("Try your own game", "subtract:5".to_string()),
                ("Values up to heap", "20".to_string())
            ]
        );
        assert_eq!(
            labels("grundy --game kayles --at 10")[1],
            ("The value of heap", "10".to_string())
        );
        assert_eq!(
            labels("table --max 3 --misere"),
            [("Largest heap", "3".to_string())]
        );
        let data = serde_json::to_string(&lesson_of(&[
            "grundy --game subtract:1-3 --upto 12",
            "table --max 3 --misere",
        ]))
        .unwrap();
        let page = lesson(&data, r#"[[0, ["kayles", "9"]], [1, ["5"]]]"#).unwrap();
        let (head, page) = page.split_once('\n').unwrap();
        assert_eq!(
            head,
            r#"[{"example":0,"inputs":[{"label":"Try your own game","value":"kayles"},{"label":"Values up to heap","value":"9"}]},{"example":1,"inputs":[{"label":"Largest heap","value":"5"}]}]"#
        );
        assert!(
            page.contains("Kayles") && page.contains("from 0 to 5"),
            "{page}"
        );
        // The command line's words for what it refuses.
        let refused = |edit: &str| lesson(&data, edit).unwrap_err();
        assert_eq!(
            refused(r#"[[0, ["kayles", "x"]]]"#),
            "invalid value 'x' for '--upto <N>': heap size `x` is not a whole number: expected a whole number of stones from 0 to 18446744073709551615"
        );
        assert!(refused(r#"[[0, ["kales", "9"]]]"#)
            .starts_with("invalid value 'kales' for '--game <SPEC>': unknown game `kales`"));
        assert!(refused(r#"[[0, ["wythoff", "9"]]]"#)
            .starts_with("--game wythoff: wythoff is not played on each heap alone"));
        // More values than a course may list: the budget says so, as in
        // `nimstep lesson`.
        assert!(refused(r#"[[0, ["kayles", "100000000"]]]"#)
            .starts_with("this block labels or draws 100000001 positions"));
        assert_eq!(
            refused(r#"[[1, ["99"]]]"#),
            "--max 99: the grid shows heaps from 0 to at most 64; expected a number from 0 to 64"
        );
    }

    #[test]
    fn every_example_shows_its_title_once_where_its_field_goes() {
        // An example after a lead-in, an example in a list, and a block
        // of two examples: each example's title shows as a title once, in
        // order.
        let mut lesson = lesson_of(&["explain 7 --steps move", "label 1 1"]);
        let first = lesson.document.sections[0].blocks.remove(1);
        lesson.document.sections[0]
            .blocks
            .insert(1, Block::Paragraph(Line::from("Watch this:")));
        lesson.document.sections[0].blocks.insert(2, first);
        let second = lesson.document.sections[0].blocks.pop().unwrap();
        lesson.document.sections[0]
            .blocks
            .push(Block::Bullets(vec![Item {
                line: Line::from("In a list:"),
                blocks: vec![second],
            }]));
        let data = serde_json::to_string(&lesson).unwrap();
        let edited = lesson_of_page(&data, r#"[[1, ["2 2"]]]"#);
        let (head, page) = edited.split_once('\n').unwrap();
        assert!(
            head.contains(r#""example":0"#) && head.contains(r#""example":1"#),
            "{head}"
        );
        let titles: Vec<&str> = page
            .split(r#"<p class="doc-title">"#)
            .skip(1)
            .map(|rest| &rest[..rest.find("</p>").unwrap()])
            .collect();
        assert_eq!(titles.len(), 2, "{page}");
        assert!(
            titles[0].contains("Position") && titles[1].contains("2 2"),
            "{titles:?}"
        );
    }

    fn lesson_of_page(data: &str, edits: &str) -> String {
        lesson(data, edits).unwrap()
    }

    #[test]
    fn an_edit_computes_its_block_again_in_place() {
        let data =
            serde_json::to_string(&lesson_of(&["explain 7 --steps move", "label 1 1"])).unwrap();
        let page = lesson(&data, "[]").unwrap();
        let (head, page) = page.split_once('\n').unwrap();
        assert_eq!(
            head,
            r#"[{"example":0,"inputs":[{"label":"Try your own heaps","value":"7"}]},{"example":1,"inputs":[{"label":"Try your own heaps","value":"1 1"}]}]"#
        );
        assert!(page.contains("Before."), "{page}");
        let edited = lesson(&data, r#"[[0, ["5 3"]]]"#).unwrap();
        let (head, edited) = edited.split_once('\n').unwrap();
        assert!(head.contains(r#""value":"5 3""#), "{head}");
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
        let err = lesson(&data, r#"[[0, ["13 x"]]]"#).unwrap_err();
        assert!(err.starts_with("heap `x` is not a whole number"), "{err}");
        let err = lesson(&data, r#"[[0, ["1 2 3"]]]"#).unwrap_err();
        assert!(
            err.starts_with("--heap 2: no heap has a winning move"),
            "{err}"
        );
        let data = serde_json::to_string(&lesson_of(&["label 1 1"])).unwrap();
        let err = lesson(&data, r#"[[0, ["99 99 99 99 99 99"]]]"#)
            .map(|_| "computed")
            .unwrap_err();
        assert!(
            err.starts_with("this block labels or draws 1609344100 positions"),
            "{err}"
        );
        // A move the new heaps do not allow.
        let data =
            serde_json::to_string(&lesson_of(&["check --misere 4 1 1 --from 1 --take 4"])).unwrap();
        let err = lesson(&data, r#"[[0, ["3 1 1"]]]"#).unwrap_err();
        assert_eq!(
            err,
            "--from 1 --take 4: illegal move: heap 1 has only 3 stones: take from 1 to 3"
        );
        // More heaps than the blocks of a course may show in all.
        let data = serde_json::to_string(&lesson_of(&["explain 1 2"])).unwrap();
        let many = vec!["1"; 100_001].join(" ");
        let err = lesson(&data, &format!(r#"[[0, ["{many}"]]]"#)).unwrap_err();
        assert!(
            err.starts_with("this block shows 100001 heaps, but the blocks of one course may show 100000 in all"),
            "{err}"
        );
    }
}
