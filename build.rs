//! Compiles the course into the binary: writes a table of every
//! `lessons/*.md` file (name and `include_str!` of its text) into OUT_DIR,
//! so a new lesson file is picked up without touching the code.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let manifest =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let dir = manifest.join("lessons");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = match fs::read_dir(&dir) {
        Ok(entries) => entries
            .filter_map(Result::ok)
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".md"))
            .collect(),
        Err(_) => Vec::new(),
    };
    names.sort();
    let mut table = String::from("&[\n");
    for name in &names {
        let path = dir.join(name);
        table.push_str(&format!(
            "    ({:?}, include_str!({:?})),\n",
            name,
            path.display().to_string()
        ));
    }
    table.push(']');
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    write_if_changed(&out.join("lessons.rs"), &table);
}

fn write_if_changed(path: &Path, text: &str) {
    if fs::read_to_string(path).ok().as_deref() != Some(text) {
        fs::write(path, text).expect("OUT_DIR is writable");
    }
}
