//! Positions and game specs as typed on the command line: parsed or
//! refused, never a panic; a parsed game answers a small heap's value.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimstep_core::game::position::Position;
use nimstep_core::games::spec::GameSpec;
use nimstep_core::games::heap::grundy::Values;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = Position::parse_text(text);
    let words: Vec<&str> = text.split_whitespace().collect();
    let _ = Position::parse_words(&words);
    if let Ok(game) = text.parse::<GameSpec>() {
        if game.is_heap_game() {
            let values = Values::solve(&game, 8);
            let _ = values.value(8);
        }
    }
});
