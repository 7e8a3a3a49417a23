//! What every bench shares: how many runs it times, and their median.

use std::time::{Duration, Instant};

/// How many runs each figure is the median of.
pub const RUNS: usize = 5;

/// The median time of `RUNS` runs of `work`.
pub fn median(mut work: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..RUNS)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[RUNS / 2]
}
