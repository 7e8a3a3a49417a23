#!/bin/sh
# Runs every fuzz target for a bounded time (default 60 seconds each):
#   fuzz/run.sh [SECONDS]
# Needs cargo-fuzz (`cargo install cargo-fuzz`). cargo-fuzz needs nightly
# flags; RUSTC_BOOTSTRAP=1 lets a stable toolchain take them.
# A crash is saved under fuzz/artifacts/TARGET/; turn it into a
# regression test in tests/all/untrusted.rs before fixing it.
set -eu
seconds=${1:-60}
cd "$(dirname "$0")/.."
if ! cargo fuzz --help >/dev/null 2>&1; then
    echo "fuzz/run.sh: cargo-fuzz is missing; install it with: cargo install cargo-fuzz" >&2
    exit 2
fi
for target in lesson_roundtrip terminal_visible specs; do
    echo "== $target ($seconds s)"
    RUSTC_BOOTSTRAP=1 cargo fuzz run "$target" -- -max_total_time="$seconds" -max_len=4096
done
