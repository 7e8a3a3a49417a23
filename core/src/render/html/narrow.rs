//! Tables on a phone held upright: drawn as the terminal presenter draws a
//! table too wide for its screen. A table too wide to stand upright is
//! turned on its side where that fits, or else cut into blocks of columns
//! (the first column repeated in each); and one kind of table (one head
//! row) stands one way up through a deck: where one must turn, every one
//! of its kind turns (where that fits). The page carries both drawings,
//! and the style sheet shows this one below 600 px.
//!
//! Widths are estimated from the style sheet's phone measures: cells set
//! at 14 px, padded .45 rem (18 px) on each side, a character 8.8 px wide
//! (DejaVu Sans, wider than most phones' fonts), a cell of words wrapping
//! at its spaces, a number or a position never.

use crate::doc::{Block, Table};

/// The width one character of a table's text takes on a phone, in px.
const CHARACTER: f32 = 8.8;

/// A cell's padding, both sides, in px (`.45rem` of 18 px each).
const PADDING: f32 = 16.2;

/// The width a table may take on a phone: a 390 px window less the slide
/// area's padding (.8 rem each side) is 361 px; a 375 px phone leaves 346.
const ROOM: f32 = 340.0;

/// Whether a cell's text is words (a word of two letters or more, and a
/// space), which a phone lets wrap at its spaces; a number, a row of
/// heaps ("11 3 13") or a position ("(0, 1)") stays on one line.
pub(super) fn words(text: &str) -> bool {
    text.contains(char::is_whitespace)
        && text
            .split(|c: char| !c.is_alphabetic())
            .any(|w| w.chars().count() >= 2)
}

/// The width of each column of `table` on a phone, in px: its widest cell
/// (a head cell, which wraps, or a cell of words counted by its longest
/// word).
fn widths(table: &Table) -> Vec<f32> {
    let longest_word = |text: &str| text.split_whitespace().map(|w| w.chars().count()).max();
    let head = table
        .header
        .iter()
        .map(|cell| longest_word(&cell.text()).unwrap_or(0));
    head.enumerate()
        .map(|(i, head)| {
            let body = table.rows.iter().filter_map(|row| row.get(i)).map(|cell| {
                let text = cell.text();
                match words(&text) {
                    true => longest_word(&text).unwrap_or(0),
                    false => text.chars().count(),
                }
            });
            body.fold(head, usize::max) as f32 * CHARACTER + PADDING
        })
        .collect()
}

/// Whether columns this wide fit a phone.
fn fits(widths: &[f32]) -> bool {
    widths.iter().sum::<f32>() <= ROOM
}

/// The head row of a table: what makes tables of one kind.
fn kind(table: &Table) -> Vec<String> {
    table.header.iter().map(|cell| cell.text()).collect()
}

/// The kinds of table (head rows) that a phone turns throughout the
/// blocks of a deck: those of every table too wide to stand upright on it.
pub(super) fn turned_kinds<'a>(blocks: impl Iterator<Item = &'a Block>) -> Vec<Vec<String>> {
    let mut kinds: Vec<Vec<String>> = blocks
        .filter_map(|block| match block {
            Block::Table(table) => Some(table.with_asked_in_brackets()),
            _ => None,
        })
        .filter(|table| !fits(&widths(table)))
        .map(|table| kind(&table))
        .collect();
    kinds.sort();
    kinds.dedup();
    kinds
}

/// The tables a phone shows for `table` (its cell asked about already in
/// brackets), and whether they are turned: the table on its side when its
/// kind is among `turned` or it is too wide upright, and that fits; else
/// blocks of columns, cut the way that needs fewer. None when the table
/// stands upright on a phone as it is.
pub(super) fn for_phone(table: &Table, turned: &[Vec<String>]) -> Option<(Vec<Table>, bool)> {
    let upright = widths(table);
    let turn = turned.contains(&kind(table));
    if fits(&upright) && !turn {
        return None;
    }
    let sideways = table.turned();
    let on_its_side = widths(&sideways);
    if fits(&on_its_side) {
        return Some((vec![sideways], true));
    }
    if fits(&upright) {
        return None;
    }
    let here = groups(&upright);
    let there = groups(&on_its_side);
    Some(if there.len() < here.len() {
        (blocks(&sideways, &there), true)
    } else {
        (blocks(table, &here), false)
    })
}

/// The other columns (by index) of a table whose columns are `widths`
/// wide, cut into runs that fit beside the first column (at least one
/// column a run).
fn groups(widths: &[f32]) -> Vec<Vec<usize>> {
    let Some((&first, _)) = widths.split_first() else {
        return Vec::new();
    };
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut used = ROOM;
    for (i, &width) in widths.iter().enumerate().skip(1) {
        match groups.last_mut() {
            Some(group) if used + width <= ROOM => group.push(i),
            _ => {
                groups.push(vec![i]);
                used = first;
            }
        }
        used += width;
    }
    groups
}

/// `table` cut into one table per group of columns, each led by the
/// first column.
fn blocks(table: &Table, groups: &[Vec<usize>]) -> Vec<Table> {
    let pick = |row: &Vec<_>, group: &Vec<usize>| {
        std::iter::once(0)
            .chain(group.iter().copied())
            .map(|i| row.get(i).cloned().unwrap_or_default())
            .collect()
    };
    groups
        .iter()
        .map(|group| Table {
            header: pick(&table.header, group),
            rows: table.rows.iter().map(|row| pick(row, group)).collect(),
            asked: None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc::{Line, CORNER};

    fn table(header: &[&str], rows: &[&[&str]]) -> Table {
        let line = |cells: &[&str]| cells.iter().map(|&c| Line::from(c)).collect();
        Table {
            header: line(header),
            rows: rows.iter().map(|r| line(r)).collect(),
            asked: None,
        }
    }

    /// 37 20 29 stacked in binary: too wide for a phone upright (eight
    /// columns, the parity row's "even"s), narrow on its side.
    fn stacked() -> Table {
        let bits = ["32", "16", "8", "4", "2", "1"];
        let header: Vec<&str> = ["heap", "size"].into_iter().chain(bits).collect();
        table(
            &header,
            &[
                &["#1", "37", "1", "0", "0", "1", "0", "1"],
                &["#2", "20", "0", "1", "0", "1", "0", "0"],
                &["#3", "29", "0", "1", "1", "1", "0", "1"],
                &["count of 1s", "", "1", "2", "1", "3", "0", "2"],
                &["parity", "", "odd", "even", "odd", "odd", "even", "even"],
            ],
        )
    }

    #[test]
    fn words_wrap_and_numbers_and_positions_do_not() {
        assert!(words("terminal: no move left"));
        assert!(words("count of 1s"));
        assert!(!words("11 3 13"));
        assert!(!words("(0, 1)"));
        assert!(!words("#1 #3"));
        assert!(!words("parity"));
    }

    #[test]
    fn a_table_turned_has_its_columns_as_rows() {
        let turned = stacked().turned();
        assert_eq!(turned.header[0].text(), CORNER);
        assert_eq!(turned.header[1].text(), "#1");
        assert_eq!(turned.rows.len(), 7);
        assert_eq!(turned.rows[0][0].text(), "size");
        assert_eq!(turned.rows[0][1].text(), "37");
        assert_eq!(turned.rows[6][5].text(), "even");
    }

    #[test]
    fn a_binary_table_too_wide_for_a_phone_turns_and_so_does_its_kind() {
        let wide = stacked();
        assert!(!fits(&widths(&wide)));
        let kinds = turned_kinds([Block::Table(wide.clone())].iter());
        let (tables, turned) = for_phone(&wide, &kinds).unwrap();
        assert!(turned);
        assert_eq!(tables, [wide.turned()]);
        // Four heaps of two bits stand upright alone, but turn with their
        // kind.
        let narrow = table(&["heap", "size", "2", "1"], &[&["#1", "3", "1", "1"]]);
        assert_eq!(for_phone(&narrow, &[]), None);
        let kinds = vec![kind(&narrow)];
        assert_eq!(
            for_phone(&narrow, &kinds),
            Some((vec![narrow.turned()], true))
        );
    }

    #[test]
    fn a_table_wide_both_ways_is_cut_into_blocks_of_columns_each_led_by_the_first() {
        let header: Vec<String> = (0..30).map(|i| format!("c{i}")).collect();
        let header: Vec<&str> = header.iter().map(String::as_str).collect();
        let row: Vec<&str> = (0..30).map(|_| "12345").collect();
        let rows: Vec<&[&str]> = vec![&row; 30];
        let wide = table(&header, &rows);
        let (tables, turned) = for_phone(&wide, &[]).unwrap();
        assert!(!turned);
        assert!(tables.len() > 1);
        for t in &tables {
            assert!(fits(&widths(t)), "{:?}", kind(t));
            assert_eq!(t.header[0].text(), "c0");
        }
        let columns: usize = tables.iter().map(|t| t.header.len() - 1).sum();
        assert_eq!(columns, 29);
    }
}
