//! Times the Grundy solver: proving the periods of Kayles and Dawson's
//! Kayles, and `explain` on 10,000 heaps of a subtraction game beside plain
//! Nim on the same heaps, in one run. Run with `cargo bench --bench grundy`;
//! not a test.

use nimstep_core::game::position::Position;
use nimstep_core::game::Rules;
use nimstep_core::games::heap::grundy::Values;
use nimstep_core::games::spec::GameSpec;
use nimstep_core::render::json;
use nimstep_core::solve::walkthrough::{self, Play};
use std::hint::black_box;
use support::{median, RUNS};

mod support;

/// 10,000 heaps, the same every run (a small linear congruential generator).
fn heaps() -> Vec<u64> {
    let mut x: u64 = 2026;
    (0..10_000)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            x >> 1
        })
        .collect()
}

fn main() {
    println!("median of {RUNS} runs, release build");
    println!("{:<44} {:>12}", "work", "time");
    for spec in ["kayles", "dawson", "subtract:2,5,7", "octal:0.16"] {
        let game: GameSpec = spec.parse().expect("a valid spec");
        let time = median(|| {
            black_box(Values::solve(black_box(&game), 0));
        });
        let values = Values::solve(&game, 0);
        let what = match values.period() {
            Some(p) => format!("prove {spec}: period {} from {}", p.period, p.preperiod),
            None => format!("{spec}: no period in {} values", values.computed().len()),
        };
        println!("{what:<44} {:>9.3} ms", time.as_secs_f64() * 1e3);
    }
    let heaps = heaps();
    let position = Position::new(heaps.clone()).expect("heaps");
    let game: Vec<GameSpec> = vec!["subtract:2,5,7".parse().expect("a valid spec")];
    let nim = median(|| {
        let trace =
            walkthrough::explain(&position, Play::Nim(Rules::Normal), None).expect("a trace");
        black_box(json::render(&trace).expect("JSON"));
    });
    let sub = median(|| {
        let trace = walkthrough::explain(&position, Play::Games(&game), None).expect("a trace");
        black_box(json::render(&trace).expect("JSON"));
    });
    println!(
        "{:<44} {:>9.3} ms",
        "explain 10,000 64-bit heaps, nim, to JSON",
        nim.as_secs_f64() * 1e3
    );
    println!(
        "{:<44} {:>9.3} ms",
        "… the same heaps, subtract:2,5,7, to JSON",
        sub.as_secs_f64() * 1e3
    );
}
