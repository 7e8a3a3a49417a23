use crate::support::Run;

/// The glossary in every format: each term with its meaning, its lesson and
/// its other names, the nim-sum's many names among them.
#[test]
fn glossary_in_every_format() {
    Run::new("glossary --color never")
        .code(0)
        .stdout_has("3. Taught in lesson 3")
        .stdout_has("  • nim-sum: the heaps added in binary without carries")
        .stdout_has("Also called: ⊕; XOR; exclusive or; addition without carries; the indicator (older notes)")
        .stdout_has("  • heap: a pile of stones on the table; a move takes stones from one heap. Also called: pile.")
        .stdout_has("For later lessons");
    Run::new("glossary --format markdown")
        .stdout_has("## Glossary")
        .stdout_has("- **P-position**: a position the player to move loses against perfect play");
    let json = Run::new("glossary --format json").code(0);
    let terms: serde_json::Value = serde_json::from_str(&json.outcome().stdout).unwrap();
    let nim_sum = terms
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["term"] == "nim-sum")
        .unwrap();
    assert_eq!(nim_sum["lesson"], 3);
    assert!(nim_sum["also"].as_array().unwrap().contains(&"XOR".into()));
    let mex = terms
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["term"] == "mex")
        .unwrap();
    assert!(mex["lesson"].is_null());
}
