#!/bin/sh
# Runs every fuzz target for a bounded time (default 60 seconds each):
#   fuzz/run.sh [SECONDS [TARGET...]]
# Needs cargo-fuzz (`cargo install cargo-fuzz`) and a nightly toolchain
# (`rustup toolchain install nightly`); without one, RUSTC_BOOTSTRAP=1 lets
# the stable toolchain take nightly's flags. The first build (with the
# address sanitizer) takes several minutes.
# A crash is saved under fuzz/artifacts/TARGET/; turn it into a
# regression test in tests/all/untrusted.rs before fixing it.
set -eu
seconds=${1:-60}
[ $# -gt 0 ] && shift
targets=${*:-lesson_roundtrip terminal_visible specs}
cd "$(dirname "$0")/.."
if ! cargo fuzz --help >/dev/null 2>&1; then
    echo "fuzz/run.sh: cargo-fuzz is missing; install it with: cargo install cargo-fuzz" >&2
    exit 2
fi
if rustup toolchain list 2>/dev/null | grep -q '^nightly'; then
    fuzz() { cargo +nightly fuzz "$@"; }
else
    fuzz() { RUSTC_BOOTSTRAP=1 cargo fuzz "$@"; }
fi
failed=""
for target in $targets; do
    echo "== $target ($seconds s)"
    fuzz run "$target" -- -max_total_time="$seconds" -max_len=4096 -print_final_stats=1 ||
        failed="$failed $target"
done
if [ -n "$failed" ]; then
    echo "fuzz/run.sh: a crash in:$failed (see fuzz/artifacts/)" >&2
    exit 1
fi
