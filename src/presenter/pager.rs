//! Where a presentation stands and how each key moves it: a small state
//! machine that tests drive key by key, with no terminal.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use signal_hook::consts::{SIGINT, SIGQUIT};

/// What one keypress asks of a presentation (the key map is
/// [`crate::deck::KEYS`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Key {
    /// →, PageDown or Space: the next part (or step).
    Next,
    /// ←, PageUp: the part (or step) before.
    Back,
    /// Enter: the typed step number, or the next part when none is typed.
    Enter,
    /// Backspace: forget the last digit typed, or go back when none is.
    Backspace,
    /// Home: the first step.
    First,
    /// End: the last step.
    Last,
    /// ↓: scroll a part taller than the screen.
    Down,
    /// ↑: scroll back.
    Up,
    /// A digit of a step number to jump to.
    Digit(u8),
    /// `b` or `.`: blank the screen.
    Blank,
    /// `?`: show the keys.
    Help,
    /// `q`, Esc or Ctrl-D: stop.
    Quit,
    /// Any other key: it only brings back a covered screen.
    Other,
    /// A key let go (terminals that report it): ignored, or the key that
    /// blanked the screen would bring it straight back.
    Release,
}

impl Key {
    /// The meaning of a key event from the terminal.
    pub(crate) fn from_event(key: KeyEvent) -> Key {
        if key.kind == KeyEventKind::Release {
            return Key::Release;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            return match key.code {
                KeyCode::Char('d') => Key::Quit,
                _ => Key::Other,
            };
        }
        match key.code {
            KeyCode::Enter => Key::Enter,
            KeyCode::Char(' ') | KeyCode::Right | KeyCode::PageDown => Key::Next,
            KeyCode::Left | KeyCode::PageUp => Key::Back,
            KeyCode::Backspace => Key::Backspace,
            KeyCode::Home => Key::First,
            KeyCode::End => Key::Last,
            KeyCode::Down => Key::Down,
            KeyCode::Up => Key::Up,
            KeyCode::Char('b') | KeyCode::Char('B') | KeyCode::Char('.') => Key::Blank,
            KeyCode::Char('?') => Key::Help,
            KeyCode::Char('q') | KeyCode::Char('Q') | KeyCode::Esc => Key::Quit,
            KeyCode::Char(c) => match c.to_digit(10) {
                Some(d) => Key::Digit(d as u8),
                None => Key::Other,
            },
            _ => Key::Other,
        }
    }
}

/// The signal a key stands for on a terminal in raw mode, where the
/// terminal no longer sends it: Ctrl-C is SIGINT and `Ctrl-\` SIGQUIT
/// (crossterm reads `Ctrl-\` as Ctrl-4, as the byte 0x1C is), so a
/// presentation they stop ends as an interrupted run does, with status
/// 128 + the signal, whatever covers the screen.
pub(crate) fn signal_of(key: KeyEvent) -> Option<i32> {
    if key.kind == KeyEventKind::Release || !key.modifiers.contains(KeyModifiers::CONTROL) {
        return None;
    }
    match key.code {
        KeyCode::Char('c') => Some(SIGINT),
        KeyCode::Char('\\') | KeyCode::Char('4') => Some(SIGQUIT),
        _ => None,
    }
}

/// How the steps are laid out at the current size: what the pager needs to
/// know to move.
pub(crate) trait Layout {
    /// How many parts step `step` (from 0) is cut into (at least 1).
    fn parts(&mut self, step: usize) -> usize;
    /// How many lines part `part` of step `step` can scroll by (0 when it
    /// fits).
    fn scroll_room(&mut self, step: usize, part: usize) -> usize;
    /// How many lines of part `part` of step `step` the screen shows at
    /// once: what → scrolls by before it moves on.
    fn page(&mut self, step: usize, part: usize) -> usize;
    /// How many lines the key screen (`?`) can scroll by (0 when it fits).
    fn keys_scroll_room(&mut self) -> usize;
}

/// What the screen shows besides the current part.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cover {
    /// Nothing: the part itself.
    None,
    /// A blank screen (`b`), until any key.
    Blank,
    /// The list of keys (`?`), until any key.
    Help,
}

/// Where a presentation stands: which part of which step is shown, how far
/// it is scrolled, and which step number is being typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Pager {
    /// The step shown, from 0.
    pub(crate) step: usize,
    /// The part of it shown, from 0.
    pub(crate) part: usize,
    /// How many lines the part is scrolled by.
    pub(crate) scroll: usize,
    /// How many steps there are (at least 1).
    steps: usize,
    /// The digits typed so far, for a jump.
    typed: String,
    /// A step number typed and entered that has no step, said in the
    /// status line until the next key.
    missing: Option<usize>,
    /// What covers the screen, if anything.
    pub(crate) cover: Cover,
    /// How many lines the key screen is scrolled by.
    pub(crate) keys_scroll: usize,
}

impl Pager {
    /// A presentation of `steps` steps, at the first.
    pub(crate) fn new(steps: usize) -> Self {
        Pager {
            step: 0,
            part: 0,
            scroll: 0,
            steps: steps.max(1),
            typed: String::new(),
            missing: None,
            cover: Cover::None,
            keys_scroll: 0,
        }
    }

    /// Applies one key; `false` when the presentation stops. While the
    /// screen is blank or shows the keys, any key only brings the part
    /// back, so a clicker's blank key never moves a slide.
    pub(crate) fn press(&mut self, key: Key, layout: &mut impl Layout) -> bool {
        if key == Key::Release {
            return true;
        }
        if self.cover == Cover::Help && self.keys_scroll_key(key, layout) {
            return true;
        }
        if self.cover != Cover::None {
            self.cover = Cover::None;
            return true;
        }
        if !matches!(key, Key::Digit(_) | Key::Enter | Key::Backspace) {
            self.typed.clear();
        }
        self.missing = None;
        match key {
            Key::Quit => return false,
            Key::Next => self.next(layout),
            Key::Back => self.back(layout),
            Key::Enter => match std::mem::take(&mut self.typed).parse::<usize>() {
                Ok(number) if (1..=self.steps).contains(&number) => self.go(number - 1, 0),
                Ok(number) => self.missing = Some(number),
                Err(_) => self.next(layout),
            },
            Key::Backspace => {
                if self.typed.pop().is_none() {
                    self.back(layout);
                }
            }
            Key::First => self.go(0, 0),
            Key::Last => {
                let last = self.steps - 1;
                let part = layout.parts(last) - 1;
                self.go(last, part);
            }
            Key::Down => {
                let room = layout.scroll_room(self.step, self.part);
                self.scroll = (self.scroll + 1).min(room);
            }
            Key::Up => self.scroll = self.scroll.saturating_sub(1),
            Key::Digit(d) => {
                if self.typed.len() < 4 {
                    self.typed.push(char::from(b'0' + d));
                }
            }
            Key::Blank => self.cover = Cover::Blank,
            Key::Help => {
                self.cover = Cover::Help;
                self.keys_scroll = 0;
            }
            Key::Other | Key::Release => {}
        }
        true
    }

    /// ↓ and ↑ on a key screen taller than the screen: they scroll it
    /// (and say so in its status line) rather than close it, so a small
    /// window shows every key; `false` for any other key, or when the keys
    /// fit, where any key returns.
    fn keys_scroll_key(&mut self, key: Key, layout: &mut impl Layout) -> bool {
        let room = layout.keys_scroll_room();
        match key {
            _ if room == 0 => return false,
            Key::Down => self.keys_scroll = (self.keys_scroll + 1).min(room),
            Key::Up => self.keys_scroll = self.keys_scroll.saturating_sub(1),
            _ => return false,
        }
        true
    }

    fn go(&mut self, step: usize, part: usize) {
        self.step = step;
        self.part = part;
        self.scroll = 0;
    }

    /// The next part, or step; but a part taller than the screen is first
    /// scrolled through, a screenful at a time, so paging with → alone
    /// shows every line of it.
    fn next(&mut self, layout: &mut impl Layout) {
        let room = layout.scroll_room(self.step, self.part);
        if self.scroll < room {
            let page = layout.page(self.step, self.part).max(1);
            self.scroll = (self.scroll + page).min(room);
        } else if self.part + 1 < layout.parts(self.step) {
            self.go(self.step, self.part + 1);
        } else if self.step + 1 < self.steps {
            self.go(self.step + 1, 0);
        }
    }

    /// The part, or step, before; but a scrolled part is first scrolled
    /// back to its top, a screenful at a time, as [`Pager::next`] came.
    fn back(&mut self, layout: &mut impl Layout) {
        if self.scroll > 0 {
            let page = layout.page(self.step, self.part).max(1);
            self.scroll = self.scroll.saturating_sub(page);
        } else if self.part > 0 {
            self.go(self.step, self.part - 1);
        } else if self.step > 0 {
            let part = layout.parts(self.step - 1) - 1;
            self.go(self.step - 1, part);
        }
    }

    /// Keeps the place after the layout changed (the terminal was
    /// resized): the same step, and the part as far through it as before.
    pub(crate) fn refit(&mut self, old_parts: usize, layout: &mut impl Layout) {
        let parts = layout.parts(self.step);
        self.part = (self.part * parts / old_parts.max(1)).min(parts - 1);
        self.scroll = self.scroll.min(layout.scroll_room(self.step, self.part));
    }

    /// The status line under a part, at most `width` columns. It says
    /// the same things at every size: where it stands, the arrows of a
    /// tall part, "→ next" (or "the end" on the last screen), "← back"
    /// (not on the first screen, where there is nothing to go back to),
    /// "? keys" and "q quit". Where they do not fit, words go in one fixed
    /// order (the keys keep their symbol), the word "step" last; only then
    /// whole items; and it is never wider than `width` whatever is typed
    /// (a line one column too wide wraps, scrolls the screen and pushes
    /// the title off it).
    pub(crate) fn status(&self, layout: &mut impl Layout, width: usize) -> String {
        let parts = layout.parts(self.step);
        let (step, steps) = (self.step + 1, self.steps);
        let part = (parts > 1).then(|| format!(" · part {}/{parts}", self.part + 1));
        let part = part.unwrap_or_default();
        let place = vec![
            format!("step {step} of {steps}{part}"),
            format!("step {step}/{steps}{part}"),
            format!("{step}/{steps}{part}"),
        ];
        let at_end = self.step + 1 == self.steps && self.part + 1 == parts;
        let room = layout.scroll_room(self.step, self.part);
        let at_start = self.step == 0 && self.part == 0 && self.scroll == 0;
        let forms = |forms: &[&str]| forms.iter().map(|f| f.to_string()).collect();
        let mut items: Vec<Item> = vec![Item::new(Said::Place, place)];
        if !self.typed.is_empty() {
            let typed = &self.typed;
            let typed = [
                format!("go to step {typed}_ (Enter)"),
                format!("go to {typed}_ (Enter)"),
                format!("go to {typed}_"),
            ];
            items.push(Item::new(Said::Typed, typed.to_vec()));
        }
        if let Some(number) = self.missing {
            let missing = [format!("no step {number}"), format!("no {number}")];
            items.push(Item::new(Said::Typed, missing.to_vec()));
        }
        if room > 0 {
            items.push(Item::new(Said::Arrows, arrows(self.scroll, room)));
        }
        if at_end {
            items.push(Item::new(Said::End, forms(&["the end", "end"])));
        } else {
            items.push(Item::new(Said::Next, forms(&["→ next", "→"])));
        }
        if !at_start {
            items.push(Item::new(Said::Back, forms(&["← back", "←"])));
        }
        items.push(Item::new(Said::Keys, forms(&["? keys", "?"])));
        items.push(Item::new(Said::Quit, forms(&["q quit", "q"])));
        fitted(items, width)
    }

    /// The status line under the key screen, at most `width` columns: the
    /// arrows while it scrolls, and that any other key returns.
    pub(crate) fn keys_status(&self, layout: &mut impl Layout, width: usize) -> String {
        let room = layout.keys_scroll_room();
        if room == 0 {
            return cut("any key returns", width);
        }
        // The arrows and the other keys in one, said shorter and shorter.
        let arrows = arrows(self.keys_scroll, room);
        let forms: Vec<String> = ["any other key returns", "other keys return"]
            .iter()
            .flat_map(|others| arrows.iter().map(move |a| format!("{a} · {others}")))
            .collect();
        let fits = |form: &&String| form.chars().count() <= width;
        let form = forms.iter().find(fits).or(forms.last());
        cut(form.map_or("", String::as_str), width)
    }
}

/// What the arrows can still do in something scrolled by `scroll` of
/// `room` lines, in a long form and shorter ones.
fn arrows(scroll: usize, room: usize) -> Vec<String> {
    let forms: &[&str] = match (scroll > 0, scroll < room) {
        (true, true) => &["↓↑ scroll", "↓↑"],
        (false, _) => &["↓ more below", "↓ more", "↓"],
        (true, false) => &["↑ more above", "↑ more", "↑"],
    };
    forms.iter().map(|f| f.to_string()).collect()
}

/// What an item of the status line says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Said {
    /// Where it stands: the step counter (and the part).
    Place,
    /// A step number being typed, or one entered that does not exist.
    Typed,
    /// What the arrows can still do in a tall part.
    Arrows,
    /// "→ next".
    Next,
    /// "the end", in place of "→ next" on the last screen.
    End,
    /// "← back".
    Back,
    /// "? keys".
    Keys,
    /// "q quit".
    Quit,
}

/// One way of making a status line narrower.
#[derive(Debug, Clone, Copy)]
enum Shrink {
    /// Every item of that kind in its next shorter form.
    Shorter(Said),
    /// Every item of that kind left out.
    LeftOut(Said),
}

/// The order in which a status line is made narrower, each taken only
/// while it is still too wide: the keys' words first (each keeps its
/// symbol), then "of" and the typing's words, then the word "step" (kept
/// while all the keys fit), then whole keys, and last "the end" said
/// "end"; where it stands, what is typed and the end never go.
const SHRINK: [Shrink; 16] = [
    Shrink::Shorter(Said::Arrows),
    Shrink::Shorter(Said::Back),
    Shrink::Shorter(Said::Keys),
    Shrink::Shorter(Said::Arrows),
    Shrink::Shorter(Said::Quit),
    Shrink::Shorter(Said::Next),
    Shrink::Shorter(Said::Place),
    Shrink::Shorter(Said::Typed),
    Shrink::Shorter(Said::Typed),
    Shrink::Shorter(Said::Place),
    Shrink::LeftOut(Said::Back),
    Shrink::LeftOut(Said::Keys),
    Shrink::LeftOut(Said::Arrows),
    Shrink::LeftOut(Said::Quit),
    Shrink::LeftOut(Said::Next),
    Shrink::Shorter(Said::End),
];

/// One item of a status line: its forms, longest first, and the one shown
/// (`None` once it is left out).
struct Item {
    said: Said,
    forms: Vec<String>,
    shown: Option<usize>,
}

impl Item {
    fn new(said: Said, forms: Vec<String>) -> Self {
        Item {
            said,
            forms,
            shown: Some(0),
        }
    }
}

/// A status line of `items` joined by " · " within `width` columns: all
/// of them in their longest forms where that fits, else made narrower in
/// the order of [`SHRINK`] until it fits; and if even the shortest is
/// too wide (a screen a few columns wide), cut at `width`.
fn fitted(mut items: Vec<Item>, width: usize) -> String {
    let line = |items: &[Item]| -> String {
        let shown = items.iter().filter_map(|item| {
            let form = item.shown?;
            Some(item.forms[form.min(item.forms.len() - 1)].as_str())
        });
        shown.collect::<Vec<_>>().join(" · ")
    };
    let fits = |items: &[Item]| line(items).chars().count() <= width;
    for shrink in SHRINK {
        if fits(&items) {
            break;
        }
        for item in &mut items {
            match shrink {
                Shrink::Shorter(said) if item.said == said => {
                    item.shown = item.shown.map(|form| (form + 1).min(item.forms.len() - 1));
                }
                Shrink::LeftOut(said) if item.said == said => item.shown = None,
                _ => {}
            }
        }
    }
    cut(&line(&items), width)
}

/// `line` cut to at most `width` columns (every character of a status
/// line takes one column).
fn cut(line: &str, width: usize) -> String {
    line.chars().take(width).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Steps of so many parts, each part scrolling by `scroll` lines.
    struct Fixed(Vec<usize>, usize);

    impl Layout for Fixed {
        fn parts(&mut self, step: usize) -> usize {
            self.0[step]
        }
        fn scroll_room(&mut self, _: usize, _: usize) -> usize {
            self.1
        }
        fn page(&mut self, _: usize, _: usize) -> usize {
            3
        }
        fn keys_scroll_room(&mut self) -> usize {
            self.1
        }
    }

    fn pressed(parts: &[usize], keys: &[Key]) -> Pager {
        let mut layout = Fixed(parts.to_vec(), 0);
        let mut pager = Pager::new(parts.len());
        for &key in keys {
            pager.press(key, &mut layout);
        }
        pager
    }

    fn place(p: &Pager) -> (usize, usize) {
        (p.step, p.part)
    }

    #[test]
    fn forward_and_back_go_through_parts_and_stay_within_the_steps() {
        let parts = [1, 3, 1];
        assert_eq!(place(&pressed(&parts, &[Key::Next, Key::Enter])), (1, 1));
        assert_eq!(place(&pressed(&parts, &[Key::Next; 9])), (2, 0));
        assert_eq!(place(&pressed(&parts, &[Key::Back])), (0, 0));
        let back = [Key::Last, Key::Back];
        assert_eq!(place(&pressed(&parts, &back)), (1, 2));
        let erase = [Key::Last, Key::Backspace, Key::Backspace];
        assert_eq!(place(&pressed(&parts, &erase)), (1, 1));
        assert_eq!(place(&pressed(&parts, &[Key::Last, Key::First])), (0, 0));
        assert_eq!(place(&pressed(&[1, 4], &[Key::Last])), (1, 3));
    }

    #[test]
    fn digits_then_enter_jump_to_a_step() {
        let parts = [1; 11];
        let p = pressed(&parts, &[Key::Digit(1), Key::Digit(0), Key::Enter]);
        assert_eq!(place(&p), (9, 0));
        let mut layout = Fixed(parts.to_vec(), 0);
        assert_eq!(
            p.status(&mut layout, 80),
            "step 10 of 11 · → next · ← back · ? keys · q quit"
        );
        let p = pressed(&parts, &[Key::Digit(4)]);
        assert!(p
            .status(&mut layout, 80)
            .starts_with("step 1 of 11 · go to step 4_ (Enter)"));
        // A step that does not exist: the place stays and the status line
        // says so, until the next key; a correction is allowed.
        let mut p = pressed(&parts, &[Key::Digit(1), Key::Digit(2), Key::Enter]);
        assert_eq!(place(&p), (0, 0));
        assert_eq!(
            p.status(&mut layout, 80),
            "step 1 of 11 · no step 12 · → next · ? keys · q quit"
        );
        assert_eq!(p.status(&mut layout, 26), "1/11 · no 12 · → · ? · q");
        p.press(Key::Next, &mut layout);
        assert!(!p.status(&mut layout, 80).contains("no step"));
        let p = pressed(&parts, &[Key::Digit(0), Key::Enter]);
        assert_eq!(place(&p), (0, 0));
        assert!(p.status(&mut layout, 80).contains("no step 0"));
        let keys = [Key::Digit(9), Key::Backspace, Key::Digit(3), Key::Enter];
        assert_eq!(place(&pressed(&parts, &keys)), (2, 0));
    }

    #[test]
    fn blank_and_help_cover_the_screen_and_the_next_key_only_uncovers_it() {
        let p = pressed(&[1, 1], &[Key::Blank]);
        assert_eq!(p.cover, Cover::Blank);
        let p = pressed(&[1, 1], &[Key::Blank, Key::Next]);
        assert_eq!((p.cover, place(&p)), (Cover::None, (0, 0)));
        let p = pressed(&[1, 1], &[Key::Help, Key::Quit]);
        assert_eq!(p.cover, Cover::None);
        // Any key, a letter that means nothing included, brings it back;
        // letting go of `b` does not.
        let p = pressed(&[1, 1], &[Key::Blank, Key::Release]);
        assert_eq!(p.cover, Cover::Blank);
        let p = pressed(&[1, 1], &[Key::Blank, Key::Other]);
        assert_eq!((p.cover, place(&p)), (Cover::None, (0, 0)));
    }

    #[test]
    fn the_status_counts_steps_and_parts_and_fits_its_width() {
        let mut layout = Fixed(vec![1, 3, 1], 4);
        let mut p = Pager::new(3);
        p.press(Key::Digit(2), &mut layout);
        p.press(Key::Enter, &mut layout);
        let status = p.status(&mut layout, 80);
        assert!(
            status.starts_with("step 2 of 3 · part 1/3 · ↓ more below · → next"),
            "{status}"
        );
        // Narrower, words go in a fixed order, each key keeping its
        // symbol, the counter's last: nothing is left out while the
        // symbols fit.
        let said = |width| p.status(&mut Fixed(vec![1, 3, 1], 4), width);
        let expected = [
            (
                66,
                "step 2 of 3 · part 1/3 · ↓ more · → next · ← · ? keys · q quit",
            ),
            (55, "step 2 of 3 · part 1/3 · ↓ · → next · ← · ? · q quit"),
            (48, "step 2 of 3 · part 1/3 · ↓ · → next · ← · ? · q"),
            (40, "step 2/3 · part 1/3 · ↓ · → · ← · ? · q"),
            (34, "2/3 · part 1/3 · ↓ · → · ← · ? · q"),
        ];
        for (width, status) in expected {
            assert_eq!(said(width), status);
        }
        // Only then whole items go, never where it stands.
        assert_eq!(said(20), "2/3 · part 1/3 · →");
        // A few columns wide, even where it stands is cut to fit.
        assert_eq!(said(5), "2/3 ·");
        for _ in 0..9 {
            p.press(Key::Down, &mut layout);
        }
        assert_eq!(p.scroll, 4);
        assert!(p.status(&mut layout, 80).contains("↑ more above"));
    }

    /// Typing a step number on the last part of the last step at 40
    /// columns once made "11/11 · part 2/2 · go to step 10_ (Enter) · the
    /// end", 51 columns: the line wrapped and the title scrolled away.
    #[test]
    fn the_status_is_never_wider_than_the_screen_whatever_is_typed() {
        let mut layout = Fixed(vec![1; 30].into_iter().chain([3]).collect(), 4);
        let typed = [Key::Last, Key::Digit(1), Key::Digit(7)];
        let p = pressed_in(&mut layout, 31, &typed);
        assert_eq!(
            p.status(&mut layout, 40),
            "31/31 · part 3/3 · go to 17_ · the end"
        );
        assert_eq!(
            p.status(&mut layout, 60),
            "step 31/31 · part 3/3 · go to 17_ · ↓ · the end · ← · ? · q"
        );
        let missing = [Key::Digit(4), Key::Digit(4), Key::Enter];
        let mut pagers = vec![p, pressed_in(&mut layout, 31, &missing)];
        let mut scrolled = pressed_in(&mut layout, 31, &[Key::Last, Key::Down]);
        scrolled.press(Key::Digit(9), &mut layout);
        pagers.push(scrolled);
        for p in &pagers {
            for width in 1..=90 {
                let status = p.status(&mut layout, width);
                assert!(status.chars().count() <= width, "{width}: {status}");
                let keys = p.keys_status(&mut layout, width);
                assert!(keys.chars().count() <= width, "{width}: {keys}");
            }
        }
        assert_eq!(
            pagers[1].status(&mut layout, 40),
            "step 1/31 · no step 44 · ↓ · → · ? · q"
        );
    }

    fn pressed_in(layout: &mut Fixed, steps: usize, keys: &[Key]) -> Pager {
        let mut pager = Pager::new(steps);
        for &key in keys {
            pager.press(key, layout);
        }
        pager
    }

    #[test]
    fn the_first_screen_offers_no_back_and_the_last_always_says_the_end() {
        let mut layout = Fixed(vec![1, 2], 0);
        let mut p = Pager::new(2);
        assert_eq!(
            p.status(&mut layout, 80),
            "step 1 of 2 · → next · ? keys · q quit"
        );
        p.press(Key::Next, &mut layout);
        assert_eq!(
            p.status(&mut layout, 80),
            "step 2 of 2 · part 1/2 · → next · ← back · ? keys · q quit"
        );
        p.press(Key::Next, &mut layout);
        for width in [80, 40, 24] {
            assert!(p.status(&mut layout, width).contains("the end"), "{width}");
        }
        assert_eq!(p.status(&mut layout, 20), "2/2 · part 2/2 · end");
        assert_eq!(
            p.status(&mut layout, 40),
            "2/2 · part 2/2 · the end · ← · ? · q"
        );
    }

    #[test]
    fn next_and_back_scroll_through_a_tall_part_a_screenful_at_a_time() {
        // Parts scroll by 4 lines, 3 shown at once.
        let mut layout = Fixed(vec![2, 1], 4);
        let mut p = Pager::new(2);
        let mut seen = Vec::new();
        for _ in 0..5 {
            p.press(Key::Next, &mut layout);
            seen.push((p.step, p.part, p.scroll));
        }
        assert_eq!(
            seen,
            [(0, 0, 3), (0, 0, 4), (0, 1, 0), (0, 1, 3), (0, 1, 4)]
        );
        p.press(Key::Back, &mut layout);
        p.press(Key::Back, &mut layout);
        assert_eq!((p.step, p.part, p.scroll), (0, 1, 0));
        p.press(Key::Back, &mut layout);
        assert_eq!((p.step, p.part, p.scroll), (0, 0, 0));
    }

    #[test]
    fn a_resize_keeps_the_step_and_the_place_in_it() {
        let mut p = pressed(&[1, 4], &[Key::Last]);
        assert_eq!(place(&p), (1, 3));
        p.refit(4, &mut Fixed(vec![1, 2], 0));
        assert_eq!(place(&p), (1, 1));
        p.refit(2, &mut Fixed(vec![1, 1], 0));
        assert_eq!(place(&p), (1, 0));
    }

    #[test]
    fn keys_are_read_as_a_clicker_and_a_keyboard_send_them() {
        let key = |code| Key::from_event(KeyEvent::new(code, KeyModifiers::NONE));
        assert_eq!(key(KeyCode::PageDown), Key::Next);
        assert_eq!(key(KeyCode::PageUp), Key::Back);
        assert_eq!(key(KeyCode::Char(' ')), Key::Next);
        assert_eq!(key(KeyCode::Char('b')), Key::Blank);
        assert_eq!(key(KeyCode::Char('.')), Key::Blank);
        assert_eq!(key(KeyCode::Esc), Key::Quit);
        assert_eq!(key(KeyCode::Home), Key::First);
        assert_eq!(key(KeyCode::Char('7')), Key::Digit(7));
        let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
        assert_eq!(Key::from_event(ctrl('d')), Key::Quit);
        assert_eq!(signal_of(ctrl('c')), Some(SIGINT));
        assert_eq!(signal_of(ctrl('4')), Some(SIGQUIT));
        assert_eq!(signal_of(ctrl('d')), None);
        assert_eq!(
            signal_of(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::NONE)),
            None
        );
    }

    #[test]
    fn the_arrows_scroll_a_key_screen_taller_than_the_screen_and_other_keys_return() {
        let mut layout = Fixed(vec![1, 1], 2);
        let mut p = pressed(&[1, 1], &[Key::Help]);
        assert_eq!(
            p.keys_status(&mut layout, 80),
            "↓ more below · any other key returns"
        );
        for _ in 0..3 {
            p.press(Key::Down, &mut layout);
        }
        assert_eq!((p.cover, p.keys_scroll), (Cover::Help, 2));
        assert_eq!(
            p.keys_status(&mut layout, 30),
            "↑ more · any other key returns"
        );
        p.press(Key::Up, &mut layout);
        assert!(p.keys_status(&mut layout, 80).starts_with("↓↑ scroll"));
        p.press(Key::Next, &mut layout);
        assert_eq!(place(&p), (0, 0));
        assert_eq!(p.cover, Cover::None);
        // Keys that fit: ↓ returns, as any key does.
        let p = pressed(&[1, 1], &[Key::Help, Key::Down]);
        assert_eq!(p.cover, Cover::None);
        assert_eq!(p.keys_status(&mut Fixed(vec![1], 0), 80), "any key returns");
    }
}
