#!/usr/bin/env bash
# nimstep's performance figures, each measured side by side with its
# baseline in one run. Not part of CI (timings flake on shared machines);
# run it by hand and copy the tables into benches/README.md:
#
#   bash benches/run.sh
#
# Set NIMSTEP_BASELINE to an older nimstep binary to time its walkthrough
# beside this one. Needs hyperfine and GNU time. A bench script installs
# nothing: if one is missing it says how to install it and stops. Honours
# CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v hyperfine >/dev/null 2>&1 || missing+=(hyperfine)
[ -x /usr/bin/time ] || missing+=(time)
if [ ${#missing[@]} -gt 0 ]; then
  echo "benches/run.sh needs: ${missing[*]}" >&2
  echo "install them first, e.g. on Debian or Ubuntu: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi

cargo build --release --quiet --bin nimstep --example hello_baseline
target=${CARGO_TARGET_DIR:-target}
bin=$target/release/nimstep
hello=$target/release/examples/hello_baseline
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Random 64-bit heaps, the same every run.
python3 - "$work" <<'PY'
import random, sys
random.seed(2026)
for n in (1000, 10000, 100000):
    with open(f"{sys.argv[1]}/heaps{n}.txt", "w") as f:
        f.write(" ".join(str(random.getrandbits(64)) for _ in range(n)))
PY

# NIMSTEP_BASELINE=path/to/an/older/nimstep adds that binary's walkthrough
# to the start-up run, to see what a change cost.
older=()
if [ -n "${NIMSTEP_BASELINE:-}" ]; then
  older=(-n "older binary: explain 13 12 8" "$NIMSTEP_BASELINE explain 13 12 8")
fi
echo "## Start-up: explain 13 12 8 against hello world"
hyperfine -N --warmup 20 --runs 200 --style basic \
  -n hello "$hello" "${older[@]}" \
  -n "explain 13 12 8" "$bin explain 13 12 8" \
  -n "explain 13 12 8 --format json" "$bin explain 13 12 8 --format json"

echo
echo "## explain --format json on random 64-bit heaps (stdin)"
hyperfine --warmup 2 --runs 10 --style basic \
  -n "1,000 heaps" "$bin explain --format json < $work/heaps1000.txt > /dev/null" \
  -n "10,000 heaps" "$bin explain --format json < $work/heaps10000.txt > /dev/null" \
  -n "100,000 heaps" "$bin explain --format json < $work/heaps100000.txt > /dev/null" \
  -n "baseline: cat 100,000 heaps" "cat $work/heaps100000.txt > /dev/null"

echo
echo "## explain --misere beside explain (normal play), same heaps, same run"
hyperfine --warmup 2 --runs 10 --style basic \
  -n "normal, 1,000 heaps" "$bin explain --format json < $work/heaps1000.txt > /dev/null" \
  -n "misère, 1,000 heaps" "$bin explain --misere --format json < $work/heaps1000.txt > /dev/null" \
  -n "normal, 10,000 heaps" "$bin explain --format json < $work/heaps10000.txt > /dev/null" \
  -n "misère, 10,000 heaps" "$bin explain --misere --format json < $work/heaps10000.txt > /dev/null" \
  -n "normal, 100,000 heaps" "$bin explain --format json < $work/heaps100000.txt > /dev/null" \
  -n "misère, 100,000 heaps" "$bin explain --misere --format json < $work/heaps100000.txt > /dev/null"

echo
echo "## moves and check --misere beside explain, same heaps, same run"
hyperfine --warmup 2 --runs 10 --style basic \
  -n "baseline: explain, 1,000 heaps" "$bin explain --format json < $work/heaps1000.txt > /dev/null" \
  -n "moves, 1,000 heaps" "$bin moves --format json < $work/heaps1000.txt > /dev/null" \
  -n "check --misere, 1,000 heaps" "$bin check --misere --from 1 --take 1 --format json < $work/heaps1000.txt > /dev/null" \
  -n "baseline: explain, 10,000 heaps" "$bin explain --format json < $work/heaps10000.txt > /dev/null" \
  -n "moves, 10,000 heaps" "$bin moves --format json < $work/heaps10000.txt > /dev/null" \
  -n "check --misere, 10,000 heaps" "$bin check --misere --from 1 --take 1 --format json < $work/heaps10000.txt > /dev/null" \
  -n "baseline: explain, 100,000 heaps" "$bin explain --format json < $work/heaps100000.txt > /dev/null" \
  -n "moves, 100,000 heaps" "$bin moves --format json < $work/heaps100000.txt > /dev/null" \
  -n "check --misere, 100,000 heaps" "$bin check --misere --from 1 --take 1 --format json < $work/heaps100000.txt > /dev/null"

echo
echo "## label 47 47 47 47 (249,900 positions): time and peak memory per format"
hyperfine --warmup 1 --runs 5 --style basic \
  -n "label, json" "$bin label 47 47 47 47 --format json > /dev/null" \
  -n "label, terminal" "$bin label 47 47 47 47 > /dev/null" \
  -n "label, markdown" "$bin label 47 47 47 47 --format markdown > /dev/null"
for format in json terminal markdown; do
  /usr/bin/time -f "label 47 47 47 47, $format: %M KB" "$bin" label 47 47 47 47 --format "$format" > /dev/null
done

echo
echo "## Peak memory (max RSS) of explain --format json"
for n in 1000 10000 100000; do
  /usr/bin/time -f "$n heaps: %M KB" "$bin" explain --format json < "$work/heaps$n.txt" > /dev/null
done
/usr/bin/time -f "baseline (hello world): %M KB" "$hello" > /dev/null

if "$bin" export --help >/dev/null 2>&1; then
  echo
  echo "## Exporting every lesson against copying the lesson sources"
  hyperfine -N --warmup 5 --runs 50 --style basic \
    -n "export (built-in lessons)" "$bin export --out $work/export --force" \
    -n "baseline: cp -r lessons" "cp -r lessons $work/copy"
fi

if "$bin" label --help >/dev/null 2>&1; then
  echo
  echo "## label (see benches/label.rs for the in-process figures)"
  cargo bench --quiet --bench label 2>/dev/null || true
fi

echo
echo "## Grundy values and games beyond Nim (see benches/grundy.rs)"
cargo bench --quiet --bench grundy 2>/dev/null || true
