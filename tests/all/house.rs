//! The house rule of issue 23: a game beyond Nim lives in its own folder.
//! Outside `core/src/games/NAME/`, only the files that name every game
//! (`games/mod.rs`, its `pub mod` line; `games/spec.rs`, its spelling;
//! `games/registry.rs`, its one line) may reach into a game's folder or
//! match on the game's `GameSpec` variant. Everything else asks the game
//! through its traits, so adding a game edits no other file.

use std::fs;
use std::path::{Path, PathBuf};

/// The games with folders of their own (Nim, misère Nim and the sum of
/// heap games in `heap/` are the base every command is built on).
const GAMES: [(&str, &str); 6] = [
    ("wythoff", "Wythoff"),
    ("moore", "Moore"),
    ("staircase", "Staircase"),
    ("lasker", "Lasker"),
    ("octal", "Octal"),
    ("subtraction", "Subtract"),
];

/// The files allowed to name every game, relative to `core/src/games/`.
const NAMING: [&str; 3] = ["mod.rs", "spec.rs", "registry.rs"];

fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The code of a file as shipped: its comments and its test module left
/// out (tests may build any game they check; a test module sits at its
/// file's end, as everywhere in this house).
fn shipped(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split("#[cfg(test)]")
        .next()
        .unwrap_or("")
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim_start().starts_with("//"))
        .map(|(i, line)| (i + 1, line))
}

#[test]
fn no_file_outside_a_games_folder_names_that_game() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let games_dir = root.join("core/src/games");
    let mut files = Vec::new();
    for crate_src in ["core/src", "src", "web/src"] {
        sources(&root.join(crate_src), &mut files);
    }
    assert!(files.len() > 100, "found only {} source files", files.len());
    let mut named = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).unwrap();
        let allowed_naming = NAMING.iter().any(|n| *file == games_dir.join(n));
        for (folder, variant) in GAMES {
            if file.starts_with(games_dir.join(folder)) || allowed_naming {
                continue;
            }
            let path = format!("{folder}::");
            let spec = format!("GameSpec::{variant}");
            for (n, line) in shipped(&text) {
                let reaches = line.match_indices(&path).any(|(at, _)| {
                    !line[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_')
                });
                let matches_spec = line.match_indices(&spec).any(|(at, _)| {
                    !line[at + spec.len()..].starts_with(|c: char| c.is_alphanumeric())
                });
                if reaches || matches_spec {
                    named.push(format!(
                        "{}:{n}: {}",
                        file.strip_prefix(root).unwrap().display(),
                        line.trim()
                    ));
                }
            }
        }
    }
    assert!(
        named.is_empty(),
        "a game is named outside its folder and the naming files:\n{}",
        named.join("\n")
    );
}
