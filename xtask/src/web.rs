//! The browser edition: `web/` compiled to WebAssembly, base64-encoded into
//! one self-contained page with its style sheet and script inline.
//!
//! One file, because a page opened from disk (file://) cannot fetch a
//! sibling file, and a teacher can e-mail one file or put it on any
//! static host.

use base64::Engine;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The largest page we ship: a page for a school's slow network (2 MB
/// loads in about 3 s at 5 Mbit/s). Raised from 1.5 MB when the one quiz
/// and play engine for every game moved into the core the page runs.
pub const MAX_PAGE_BYTES: usize = 2_000_000;

/// The workspace's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits in the workspace")
        .to_path_buf()
}

/// Builds the WebAssembly module and writes the page; returns its path.
pub fn build() -> Result<PathBuf, String> {
    let root = root();
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(&root)
        .args([
            "build",
            "--package",
            "nimstep-web",
            "--lib",
            "--target",
            "wasm32-unknown-unknown",
            "--profile",
            "web",
        ])
        .arg("--target-dir")
        .arg(&target)
        .status()
        .map_err(|err| format!("could not run cargo: {err}"))?;
    if !status.success() {
        return Err(format!(
            "cargo build of the WebAssembly module failed ({status}); is the target installed? rustup target add wasm32-unknown-unknown"
        ));
    }
    let module = target.join("wasm32-unknown-unknown/web/nimstep_web.wasm");
    let wasm = std::fs::read(&module).map_err(|err| format!("{}: {err}", module.display()))?;
    let page = page(&root.join("web/page"), &wasm)?;
    if page.len() > MAX_PAGE_BYTES {
        return Err(format!(
            "the page is {} bytes, more than the {MAX_PAGE_BYTES} allowed",
            page.len()
        ));
    }
    let dir = target.join("web");
    std::fs::create_dir_all(&dir).map_err(|err| format!("{}: {err}", dir.display()))?;
    let out = dir.join("nimstep.html");
    std::fs::write(&out, page).map_err(|err| format!("{}: {err}", out.display()))?;
    Ok(out)
}

/// The page: `page.html` with its style sheet, its script, the course and
/// the module put in their four places.
fn page(sources: &Path, wasm: &[u8]) -> Result<String, String> {
    let read = |name: &str| {
        let path = sources.join(name);
        std::fs::read_to_string(&path).map_err(|err| format!("{}: {err}", path.display()))
    };
    let template = read("page.html")?;
    let mut page = template.clone();
    for (mark, text) in [
        ("/*STYLE*/", read("page.css")?),
        ("/*SCRIPT*/", read("page.js")?),
        ("COURSE_JSON", crate::course::json()?),
        (
            "WASM_BASE64",
            base64::engine::general_purpose::STANDARD.encode(wasm),
        ),
    ] {
        if template.matches(mark).count() != 1 {
            return Err(format!("page.html must hold {mark} exactly once"));
        }
        page = page.replacen(mark, &text, 1);
    }
    Ok(page)
}
