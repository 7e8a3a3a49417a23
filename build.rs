//! Compiles the course into the binary: writes a table of every
//! `lessons/*.md` file (name and `include_str!` of its text) into OUT_DIR,
//! so a new lesson file is picked up without touching the code.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    link_at_fixed_addresses();
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

/// Links every executable of this package (the binary, the hello-world
/// baseline of benches/startup, the tests) at fixed addresses on Linux.
/// As a position-independent executable, nimstep carries some 9,300
/// relative relocations (a pointer in each static string table and
/// vtable), which the dynamic loader applies on every start: 0.12 M
/// instructions of the 1.69 M that `explain 13 12 8` took. Linked at
/// fixed addresses it needs none. What is given up: the executable's own
/// code is not placed at a random address (the libraries' still is).
fn link_at_fixed_addresses() {
    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let abi = env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && abi == "gnu" {
        println!("cargo:rustc-link-arg=-no-pie");
    }
}

fn write_if_changed(path: &Path, text: &str) {
    if fs::read_to_string(path).ok().as_deref() != Some(text) {
        fs::write(path, text).expect("OUT_DIR is writable");
    }
}
