//! Times Ferguson's recursive labelling against the nim-sum rule alone on
//! the same positions. Run with `cargo bench --bench label`; not a test.

use nimstep_core::game::{Outcome, Rules};
use nimstep_core::solve;
use nimstep_core::solve::label::{count_reachable, label, reachable, MAX_POSITIONS};
use std::hint::black_box;
use support::{median, RUNS};

mod support;

fn main() {
    let cases: [(&str, Vec<u64>); 3] = [
        ("15 15 15 15", vec![15; 4]),
        ("47 47 47 47", vec![47; 4]),
        ("705 705", vec![705; 2]),
    ];
    println!("median of {RUNS} runs; bound: {MAX_POSITIONS} positions");
    println!(
        "{:<12} {:>9} {:>14} {:>14} {:>14}",
        "start", "positions", "label normal", "label misère", "nim-sum rule"
    );
    for (name, heaps) in cases {
        let count = count_reachable(&heaps);
        assert!(count <= MAX_POSITIONS, "{name} is over the bound");
        let normal = median(|| {
            black_box(label(black_box(&heaps), Rules::Normal).expect("under the bound"));
        });
        let misere = median(|| {
            black_box(label(black_box(&heaps), Rules::Misere).expect("under the bound"));
        });
        // The baseline: the same positions, listed the same way, each
        // classified by the nim-sum rule alone.
        let rule = median(|| {
            let all = reachable(black_box(&heaps), count as usize);
            let p = all
                .iter()
                .filter(|p| solve::outcome(p, Rules::Normal) == Outcome::P)
                .count();
            black_box(p);
        });
        println!(
            "{name:<12} {count:>9} {:>11.1} ms {:>11.1} ms {:>11.1} ms",
            normal.as_secs_f64() * 1e3,
            misere.as_secs_f64() * 1e3,
            rule.as_secs_f64() * 1e3,
        );
    }
}
