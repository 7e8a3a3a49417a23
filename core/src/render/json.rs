//! The JSON renderer: the stable contract for scripts, written by serde.

use serde::Serialize;
use serde_json::ser::{Formatter, PrettyFormatter};
use std::io::{self, Write};

/// Writes any serialisable report as pretty JSON with a final newline,
/// streaming it so that large reports are never held twice in memory.
///
/// A failed write comes back as that write's own `io::Error`; a value serde
/// cannot write (which our types never are) as `ErrorKind::InvalidData`.
pub fn write<T: Serialize>(output: &mut dyn Write, value: &T) -> io::Result<()> {
    let mut serializer = serde_json::Serializer::with_formatter(&mut *output, Escaping::default());
    value
        .serialize(&mut serializer)
        .map_err(|err| match err.io_error_kind() {
            Some(kind) => io::Error::from(kind),
            None => io::Error::new(io::ErrorKind::InvalidData, err),
        })?;
    output.write_all(b"\n")
}

/// Any serialisable report as pretty JSON text with a final newline.
pub fn render<T: Serialize>(value: &T) -> io::Result<String> {
    let mut bytes = Vec::new();
    write(&mut bytes, value)?;
    String::from_utf8(bytes).map_err(|err| io::Error::new(io::ErrorKind::InvalidData, err))
}

/// serde_json's pretty layout, with DEL and the C1 controls (U+0080 to
/// U+009F) in strings written as `\u` escapes too. serde_json escapes
/// only C0; a string from a lesson or a file name could otherwise carry a
/// character some terminals obey. The value read back is the same.
#[derive(Default)]
struct Escaping(PrettyFormatter<'static>);

/// Delegates each piece of layout to `self.0`.
macro_rules! layout {
    ($($name:ident($($arg:ident: $ty:ty),*);)*) => {$(
        fn $name<W: ?Sized + Write>(&mut self, writer: &mut W $(, $arg: $ty)*) -> io::Result<()> {
            self.0.$name(writer $(, $arg)*)
        }
    )*};
}

impl Formatter for Escaping {
    layout! {
        begin_array();
        end_array();
        begin_array_value(first: bool);
        end_array_value();
        begin_object();
        end_object();
        begin_object_key(first: bool);
        begin_object_value();
        end_object_value();
    }

    fn write_string_fragment<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        let mut rest = fragment;
        while let Some(at) = rest.find(|c: char| c.is_control()) {
            let c = rest[at..].chars().next().unwrap_or_default();
            writer.write_all(&rest.as_bytes()[..at])?;
            write!(writer, "\\u{:04x}", u32::from(c))?;
            rest = &rest[at + c.len_utf8()..];
        }
        writer.write_all(rest.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn del_and_c1_are_escaped_and_read_back_the_same() {
        let value = serde_json::json!({"title": "a\u{7f}b\u{9b}2Jc\x1b", "n": [1, 2]});
        let text = render(&value).unwrap();
        assert!(text.contains(r"a\u007fb\u009b2Jc\u001b"), "{text}");
        assert!(!text.chars().any(|c| c.is_control() && c != '\n'), "{text}");
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(back, value);
        let pretty = serde_json::to_string_pretty(&serde_json::json!({"n": [1]})).unwrap();
        assert_eq!(
            render(&serde_json::json!({"n": [1]})).unwrap(),
            pretty + "\n"
        );
    }
}
