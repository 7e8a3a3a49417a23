//! `cargo xtask NAME`: nimstep's build chores in plain Rust, with no shell
//! script and no tool to install (the xtask convention; the alias is in
//! `.cargo/config.toml`).
//!
//! `cargo xtask web` writes the browser edition, `target/web/nimstep.html`.

mod course;
mod web;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["web"] => match web::build() {
            Ok(page) => {
                let size = std::fs::metadata(&page).map_or(0, |m| m.len());
                println!("wrote {} ({} KiB)", page.display(), size.div_ceil(1024));
                ExitCode::SUCCESS
            }
            Err(why) => {
                eprintln!("error: {why}");
                ExitCode::FAILURE
            }
        },
        _ => {
            eprintln!(
                "usage: cargo xtask web   (writes target/web/nimstep.html, the browser edition)"
            );
            ExitCode::from(2)
        }
    }
}
