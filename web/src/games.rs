//! The games the page's "Game" chooser offers: every game the core knows
//! (`nimstep_core::games::spec::examples`), named by the spec `--game`
//! takes, plus any other spec typed in.

use nimstep_core::games::spec;

/// The chooser's list as text, one game a line: its spec, a tab, its name.
pub fn list() -> String {
    spec::examples()
        .map(|example| format!("{}\t{}\n", example.spec, example.name))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_one_line_of_spec_and_name() {
        let list = list();
        let lines: Vec<&str> = list.lines().collect();
        assert_eq!(lines.len(), spec::examples().count());
        assert_eq!(lines[0], "nim\tNim");
        assert!(lines.iter().all(|line| line.split('\t').count() == 2));
    }
}
