//! Control characters made visible: the one sanitiser for text that came
//! from outside (a lesson's prose and title, a file name, a path, an
//! argument) before it reaches a terminal.
//!
//! Exists because a terminal obeys what it is sent: an ESC in a lesson or
//! a file name could set the window title, write the clipboard (OSC 52),
//! clear the screen or forge a link, and `--color never` does not stop
//! it. So every control character but tab and newline (C0, DEL, and the
//! C1 range U+0080–U+009F, which some terminals obey too) is shown as a
//! printable stand-in: the C0 ones as their Control Pictures (`␛` for
//! ESC), DEL as `␡`, and C1 ones as `\u{9b}`. Colour then comes only from
//! our own palette, applied after this.

use std::borrow::Cow;

/// `text` with every control character except tab and newline shown as a
/// visible stand-in; borrowed unchanged when there is none (the common
/// case).
pub(crate) fn visible(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_hidden) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        push_visible(&mut out, c);
    }
    Cow::Owned(out)
}

/// `text` on one line: [`visible`], and newlines and tabs shown too (`␊`,
/// `␉`), for a name or an argument echoed inside a one-line message.
pub(crate) fn one_line(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c.is_control()) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' | '\t' => out.push(picture(c)),
            _ => push_visible(&mut out, c),
        }
    }
    Cow::Owned(out)
}

/// True for the characters a terminal may obey: C0 but tab and newline,
/// DEL, C1.
pub(crate) fn is_hidden(c: char) -> bool {
    c.is_control() && c != '\n' && c != '\t'
}

fn push_visible(out: &mut String, c: char) {
    if !is_hidden(c) {
        out.push(c);
    } else if u32::from(c) <= 0x1f || c == '\x7f' {
        out.push(picture(c));
    } else {
        // C1: no picture of its own; its code, as Rust writes it.
        out.extend(c.escape_unicode());
    }
}

/// The Control Pictures character of a C0 control or DEL (U+2400 + code,
/// `␡` for DEL).
fn picture(c: char) -> char {
    match c {
        '\x7f' => '\u{2421}',
        _ => char::from_u32(0x2400 + u32::from(c)).unwrap_or('\u{fffd}'),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_become_visible() {
        let attack = "a\x1b]0;title\x07b\x1b[2J\u{9b}31m\x7fc\td\ne\r";
        let shown = visible(attack);
        assert_eq!(shown, "a␛]0;title␇b␛[2J\\u{9b}31m␡c\td\ne␍");
        assert!(!shown.chars().any(is_hidden));
        assert_eq!(one_line("x\ny\tz\x1b"), "x␊y␉z␛");
    }

    #[test]
    fn ordinary_text_is_borrowed() {
        assert!(matches!(visible("13 ⊕ 12 — ●"), Cow::Borrowed(_)));
        assert!(matches!(one_line("plain"), Cow::Borrowed(_)));
    }
}
