//! The games the page's "Game" chooser offers: one of each kind nimstep
//! knows, named by the spec `--game` takes, plus any other spec typed in.

/// Each game of the chooser: its `--game` spec and how the chooser names
/// it. Every kind in `nimstep_core::games::spec::GameSpec` is here, the
/// families (subtraction, octal, Moore) with a well-known member.
pub const GAMES: [(&str, &str); 10] = [
    ("nim", "Nim"),
    ("subtract:1-3", "Subtraction game: take 1, 2 or 3"),
    ("subtract:1,3,4", "Subtraction game: take 1, 3 or 4"),
    ("lasker", "Lasker's Nim: take, or split a heap"),
    ("kayles", "Kayles (octal 0.77)"),
    ("dawson", "Dawson's Kayles (octal 0.07)"),
    ("octal:0.137", "Octal game 0.137"),
    ("staircase", "Staircase Nim"),
    ("moore:2", "Moore's Nim: from up to 2 heaps"),
    (
        "wythoff",
        "Wythoff's game: from one heap, or the same from both",
    ),
];

/// The chooser's list as text, one game a line: its spec, a tab, its name.
pub fn list() -> String {
    GAMES
        .iter()
        .map(|(spec, name)| format!("{spec}\t{name}\n"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimstep_core::games::spec::{GameSpec, Kind};

    #[test]
    fn every_spec_parses_and_every_kind_is_offered() {
        let games: Vec<GameSpec> = GAMES.iter().map(|(s, _)| s.parse().unwrap()).collect();
        for (game, (spec, _)) in games.iter().zip(GAMES) {
            assert_eq!(
                game.to_string(),
                spec,
                "the spec is written as the CLI writes it"
            );
        }
        for kind in [
            Kind::Nim,
            Kind::Heap,
            Kind::Staircase,
            Kind::Moore,
            Kind::Wythoff,
        ] {
            assert!(games.iter().any(|g| g.kind() == kind), "{kind:?}");
        }
        assert!(games.contains(&GameSpec::Lasker));
        assert_eq!(list().lines().count(), GAMES.len());
    }
}
