//! A paragraph or a list item too tall for one part, cut between its
//! sentences into pieces that each fit, before [`deck::parts`] cuts the
//! step between blocks: so a long item of a proof is read a screenful of
//! whole sentences at a time, under its step's heading ("part 2 of 3"),
//! like the rest of the step, rather than through a window scrolled line
//! by line. Only the terminal does this: a slide scrolls its own part.

use crate::deck;
use crate::doc::{Block, Item, Line, Table};

/// `blocks` with every paragraph and every list item that does not fit
/// one part (`fits`, measured with the heading and lead-ins that go on
/// with it) cut into pieces that do: between sentences, and an item also
/// between its text and the blocks nested in it (a nested list between
/// its items). Each piece of an item after the first is a list of its
/// own, pushed to `continued`, whose marker the caller leaves blank (it
/// goes on with the item above, on the part before). A single sentence
/// too tall is left whole, to be scrolled.
pub(crate) fn split_tall(
    blocks: &[Block],
    fits: &mut dyn FnMut(&[Block]) -> bool,
    continued: &mut Vec<Item>,
) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::with_capacity(blocks.len());
    for (at, block) in blocks.iter().enumerate() {
        let block = block.clone();
        let lead = out.iter().rev().take_while(|b| deck::heads(b)).count();
        let heads = out[out.len() - lead..].to_vec();
        // Whether `blocks` fit a part: the first piece with what heads it.
        let mut alone = |blocks: Vec<Block>, first: bool| {
            let mut with = if first { heads.clone() } else { Vec::new() };
            with.extend(blocks);
            fits(&with)
        };
        match block {
            Block::Paragraph(ref line) => {
                let mut pieces = vec![sentences(line)];
                if !alone(vec![block.clone()], true) {
                    pieces = grouped(pieces.remove(0), |group, first| {
                        alone(vec![Block::Paragraph(joined(group))], first)
                    });
                }
                // A lead-in too long to share a part with the first row or
                // item of what it leads into leaves its last sentence to
                // go on with it.
                let only = pieces.len() == 1;
                let last = pieces.last_mut().expect("a sentence at least");
                let next = first_of(&blocks[at + 1..]);
                if deck::heads(&block) && last.len() > 1 && !next.is_empty() {
                    let lead = Block::Paragraph(last.last().expect("two").clone());
                    let whole = Block::Paragraph(joined(last));
                    let with = |lead: Block| std::iter::once(lead).chain(next.clone()).collect();
                    if !alone(with(whole), only) && alone(with(lead), false) {
                        let lead = last.pop().expect("two");
                        pieces.push(vec![lead]);
                    }
                }
                out.extend(pieces.iter().map(|group| Block::Paragraph(joined(group))));
            }
            Block::Quote(ref inner) if !alone(vec![block.clone()], true) => {
                // A box (a theorem, a list of cases) cut between its
                // blocks, and a list in it between its items.
                let atoms: Vec<Block> = inner.iter().flat_map(exploded).collect();
                let runs = grouped(atoms, |run, first| {
                    alone(vec![Block::Quote(merged(run))], first)
                });
                out.extend(runs.iter().map(|run| Block::Quote(merged(run))));
            }
            Block::Bullets(items) => {
                out.extend(split_list(items, None, &mut alone, continued));
            }
            Block::Numbered(start, items) => {
                out.extend(split_list(items, Some(start), &mut alone, continued));
            }
            other => out.push(other),
        }
    }
    out
}

/// The least of `blocks` a lead-in before them must share a part with:
/// the headings and titles they start with, and the first row, item or
/// quoted block (with a table's head row) of the block after those.
fn first_of(blocks: &[Block]) -> Vec<Block> {
    let heads = blocks.iter().take_while(|b| deck::heads(b)).count();
    let first = blocks.get(heads).map(|block| match block {
        Block::Bullets(items) => Block::Bullets(items.iter().take(1).cloned().collect()),
        Block::Numbered(start, items) => {
            Block::Numbered(*start, items.iter().take(1).cloned().collect())
        }
        Block::Quote(blocks) => Block::Quote(blocks.iter().take(1).cloned().collect()),
        Block::Table(table) => Block::Table(Table {
            rows: table.rows.iter().take(1).cloned().collect(),
            ..table.clone()
        }),
        other => other.clone(),
    });
    blocks[..heads].iter().cloned().chain(first).collect()
}

/// A list of `items`, numbered from `start` or bulleted.
fn list(start: Option<u64>, items: Vec<Item>) -> Block {
    match start {
        Some(start) => Block::Numbered(start, items),
        None => Block::Bullets(items),
    }
}

/// The list of `items` (numbered from `start`, or bulleted) as lists
/// whose items each fit a part: an item too tall ends the list there with
/// its first piece, each further piece is a list of its own, and the last
/// piece goes on with the items after it, numbered on.
fn split_list(
    items: Vec<Item>,
    start: Option<u64>,
    alone: &mut dyn FnMut(Vec<Block>, bool) -> bool,
    continued: &mut Vec<Item>,
) -> Vec<Block> {
    let number = |i: usize| start.map(|s| s + i as u64);
    let mut out = Vec::new();
    let (mut run, mut run_start) = (Vec::new(), number(0));
    for (i, item) in items.into_iter().enumerate() {
        let first = i == 0;
        if alone(vec![list(number(i), vec![item.clone()])], first) {
            run.push(item);
            continue;
        }
        let mut fits = |item: &Item, piece_first: bool| {
            alone(
                vec![list(number(i), vec![item.clone()])],
                first && piece_first,
            )
        };
        for (k, shown) in split_item(&item, &mut fits, continued)
            .into_iter()
            .enumerate()
        {
            if k > 0 {
                out.push(list(run_start, std::mem::take(&mut run)));
                run_start = number(i);
                continued.push(shown.clone());
            }
            run.push(shown);
        }
    }
    out.push(list(run_start, run));
    out
}

/// What an item is cut between: the sentences of its text, then the
/// blocks nested in it, a nested list item by item (numbered on).
#[derive(Clone)]
enum Atom {
    Sentence(Line),
    Nested(Block),
}

/// An item too tall for a part (`fits`, told whether a piece is the
/// first) as pieces that fit: runs of its atoms, a nested list item too
/// tall itself cut the same way first (its pieces after the first pushed
/// to `continued`, as the caller pushes this item's).
fn split_item(
    item: &Item,
    fits: &mut dyn FnMut(&Item, bool) -> bool,
    continued: &mut Vec<Item>,
) -> Vec<Item> {
    let mut atoms: Vec<Atom> = sentences(&item.line)
        .into_iter()
        .map(Atom::Sentence)
        .collect();
    for nested in item.blocks.iter().flat_map(exploded) {
        let inside = |sub: &Item| Item {
            line: Line::new(),
            blocks: vec![with_item(&nested, sub.clone())],
        };
        let alone = match &nested {
            Block::Bullets(items) | Block::Numbered(_, items) => items.first(),
            _ => None,
        };
        match alone {
            Some(sub) if !fits(&inside(sub), false) => {
                let mut fits = |sub: &Item, _: bool| fits(&inside(sub), false);
                let pieces = split_item(sub, &mut fits, continued);
                continued.extend(pieces.iter().skip(1).cloned());
                atoms.extend(
                    pieces
                        .into_iter()
                        .map(|sub| Atom::Nested(with_item(&nested, sub))),
                );
            }
            _ => atoms.push(Atom::Nested(nested)),
        }
    }
    grouped(atoms, |group, first| fits(&piece(group), first))
        .iter()
        .map(|group| piece(group))
        .collect()
}

/// The list of one item `list` is, holding `item` instead.
fn with_item(list: &Block, item: Item) -> Block {
    match list {
        Block::Numbered(start, _) => Block::Numbered(*start, vec![item]),
        _ => Block::Bullets(vec![item]),
    }
}

/// A list as lists of one item each (numbered on), what a list is cut
/// between; any other block as itself.
fn exploded(block: &Block) -> Vec<Block> {
    match block {
        Block::Bullets(items) => items
            .iter()
            .map(|item| Block::Bullets(vec![item.clone()]))
            .collect(),
        Block::Numbered(start, items) => (*start..)
            .zip(items)
            .map(|(n, item)| Block::Numbered(n, vec![item.clone()]))
            .collect(),
        other => vec![other.clone()],
    }
}

/// Blocks with the lists [`exploded`] made of one list joined again.
fn merged<'a>(blocks: impl IntoIterator<Item = &'a Block>) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    for block in blocks {
        match (out.last_mut(), block) {
            (Some(Block::Bullets(items)), Block::Bullets(more)) => items.extend(more.clone()),
            (Some(Block::Numbered(start, items)), Block::Numbered(next, more))
                if *start + items.len() as u64 == *next =>
            {
                items.extend(more.clone())
            }
            _ => out.push(block.clone()),
        }
    }
    out
}

/// One piece of an item: its sentences as its text, its nested blocks
/// under them.
fn piece(atoms: &[Atom]) -> Item {
    let said: Vec<Line> = atoms
        .iter()
        .filter_map(|a| match a {
            Atom::Sentence(line) => Some(line.clone()),
            Atom::Nested(_) => None,
        })
        .collect();
    let nested = atoms.iter().filter_map(|a| match a {
        Atom::Nested(block) => Some(block),
        Atom::Sentence(_) => None,
    });
    Item {
        line: joined(&said),
        blocks: merged(nested),
    }
}

/// Whether an atom ends with a colon: it leads into what follows, so it
/// starts the next piece rather than ending one.
trait LeadsIn {
    fn leads_in(&self) -> bool;
}

impl LeadsIn for Line {
    fn leads_in(&self) -> bool {
        self.text().trim_end().ends_with(':')
    }
}

impl LeadsIn for Block {
    fn leads_in(&self) -> bool {
        matches!(self, Block::Paragraph(line) if line.leads_in())
    }
}

impl LeadsIn for Atom {
    fn leads_in(&self) -> bool {
        matches!(self, Atom::Sentence(line) if line.leads_in())
    }
}

/// `atoms` in runs, each as long as `fits` allows (told whether it is the
/// first run); an atom that does not fit even alone is a run of its own.
/// A run does not end with a lead-in when the lead-in can start the next.
fn grouped<A: Clone + LeadsIn>(
    atoms: Vec<A>,
    mut fits: impl FnMut(&[A], bool) -> bool,
) -> Vec<Vec<A>> {
    let mut runs: Vec<Vec<A>> = Vec::new();
    let mut run: Vec<A> = Vec::new();
    for atom in atoms {
        run.push(atom);
        if run.len() == 1 || fits(&run, runs.is_empty()) {
            continue;
        }
        let atom = run.pop().expect("just pushed");
        let mut next = vec![atom];
        if run.len() > 1 && run.last().is_some_and(A::leads_in) {
            next.insert(0, run.pop().expect("more than one"));
            if !fits(&next, false) {
                run.push(next.remove(0));
            }
        }
        runs.push(std::mem::replace(&mut run, next));
    }
    if !run.is_empty() {
        runs.push(run);
    }
    runs
}

/// Where the space after a sentence ending at `i` is: `.`, `?` or `!`
/// (and any closing bracket or quote) at `i`, then a space, then a capital
/// letter, a digit or an opening bracket or quote; but not the dot of an abbreviation ("e.g.", whose
/// word has a dot inside).
fn ends_sentence(text: &str, i: usize) -> Option<usize> {
    let word = text[..i].rsplit(' ').next().unwrap_or("");
    if word.contains('.') {
        return None;
    }
    let rest = &text[i..];
    let mut chars = rest.char_indices();
    let (_, stop) = chars.next()?;
    if !matches!(stop, '.' | '?' | '!') {
        return None;
    }
    for (at, c) in chars {
        match c {
            ')' | '"' | '”' | '’' | '\'' => continue,
            ' ' => {
                let next = rest[at + 1..].chars().next()?;
                let opens = next.is_uppercase() || next.is_ascii_digit() || "(“\"".contains(next);
                return opens.then_some(i + at);
            }
            _ => return None,
        }
    }
    None
}

/// The sentences of `line`, each a line of its own with its marks, the
/// space between them dropped.
pub(crate) fn sentences(line: &Line) -> Vec<Line> {
    let text = line.text();
    let cuts: Vec<usize> = text
        .char_indices()
        .filter_map(|(i, _)| ends_sentence(&text, i))
        .collect();
    let mut out = Vec::with_capacity(cuts.len() + 1);
    let mut current = Line::new();
    let mut at = 0; // where in `text` the span being read starts
    let mut cuts = cuts.into_iter().peekable();
    for span in &line.spans {
        let mut from = 0;
        while let Some(&cut) = cuts.peek() {
            if cut >= at + span.text.len() {
                break;
            }
            let end = cut - at;
            current = current.mark(&span.text[from..end], span.mark);
            out.push(std::mem::take(&mut current));
            from = end + 1; // the space between the sentences
            cuts.next();
        }
        if from < span.text.len() {
            current = current.mark(&span.text[from..], span.mark);
        }
        at += span.text.len();
    }
    if !current.spans.is_empty() || out.is_empty() {
        out.push(current);
    }
    out
}

/// Sentences joined again into one line, a space between each.
fn joined(lines: &[Line]) -> Line {
    let mut out = Line::new();
    for (i, line) in lines.iter().enumerate() {
        if i > 0 {
            out = out.plain(" ");
        }
        out.spans.extend(line.spans.iter().cloned());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc::Mark;

    #[test]
    fn sentences_keep_their_marks_and_join_back_whole() {
        let line = Line::new()
            .plain("The sum is ")
            .mark("9", Mark::Strong)
            .plain(". So it is N (not P). Take 1, 2, 4, 8, … and so on: e.g. ")
            .mark("13", Mark::Strong)
            .plain("! 3 left.");
        let said = sentences(&line);
        let texts: Vec<String> = said.iter().map(Line::text).collect();
        assert_eq!(
            texts,
            [
                "The sum is 9.",
                "So it is N (not P).",
                "Take 1, 2, 4, 8, … and so on: e.g. 13!",
                "3 left."
            ]
        );
        assert_eq!(said[0].spans[1].mark, Mark::Strong);
        assert_eq!(joined(&said).text(), line.text());
        // A line of one sentence is itself.
        assert_eq!(
            sentences(&Line::from("x ⊕ s < x")),
            [Line::from("x ⊕ s < x")]
        );
    }

    #[test]
    fn runs_are_as_long_as_fit_and_a_lead_in_starts_the_next() {
        let words = ["a.", "b.", "c:", "d.", "e."].map(Line::from).to_vec();
        let runs = grouped(words, |run, _| run.len() <= 3);
        let texts: Vec<Vec<String>> = runs
            .iter()
            .map(|r| r.iter().map(Line::text).collect())
            .collect();
        assert_eq!(texts, [vec!["a.", "b."], vec!["c:", "d.", "e."]]);
    }
}
