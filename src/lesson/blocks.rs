//! A lesson's `nimstep` blocks: the info string that marks one, and the
//! command words it holds.

/// The info string that marks a block to expand.
pub(crate) const INFO: &str = "nimstep";

/// The words of a block's command, without a leading `nimstep`; an error
/// message when the block holds no command or more than one.
pub(crate) fn words(body: &str) -> Result<Vec<String>, String> {
    let lines: Vec<&str> = body
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    match lines.as_slice() {
        [] => Err("empty nimstep block: expected a command such as `explain 13 12 8`".into()),
        [line] => {
            let mut words: Vec<String> = line.split_whitespace().map(String::from).collect();
            if words.first().map(String::as_str) == Some("nimstep") {
                words.remove(0);
            }
            if words.is_empty() {
                return Err(
                    "empty nimstep block: expected a command such as `explain 13 12 8`".into(),
                );
            }
            Ok(words)
        }
        _ => Err(format!(
            "a nimstep block holds one command, this one has {} lines",
            lines.len()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_drop_a_leading_nimstep_and_refuse_two_commands() {
        assert_eq!(
            words("nimstep explain 3 4\n").unwrap(),
            ["explain", "3", "4"]
        );
        assert!(words("\n  \n").is_err());
        assert!(words("explain 1\nexplain 2\n").is_err());
    }
}
