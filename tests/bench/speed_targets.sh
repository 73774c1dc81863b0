#!/usr/bin/env bash
# The speed targets of tests/bench/README.md ("Speed targets"), measured in
# one run and printed with their ratios. Never run by ctest.
#
#   tests/bench/speed_targets.sh [--mazebook PATH] [--baseline PATH]
#                                [--razimantv PATH] [--work DIR] [--runs N]
#                                [--book-runs N]
#
# --mazebook   the mazebook to measure (default build/bin/mazebook)
# --baseline   an older mazebook to compare the published-table workload and
#              the expert book with
# --razimantv  razimantv/mazegenerator's `mazegen` binary, run side by side
#              on the 1000 x 1000 poster (built apart; not part of this repo)
# --work       where the posters are written (default: a fresh temp folder)
# --runs       runs of the table workload, best kept (default 20)
# --book-runs  builds of presets/books/expert-100.json, best kept (default 5)
#
# Where two programs are compared, their runs alternate, so that a change
# in the machine's load falls on both alike.
set -euo pipefail

mazebook=build/bin/mazebook
baseline=""
razimantv=""
work=""
runs=20
book_runs=5
while [ $# -gt 0 ]; do
  case "$1" in
    --mazebook) mazebook="$2"; shift 2 ;;
    --baseline) baseline="$2"; shift 2 ;;
    --razimantv) razimantv="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --book-runs) book_runs="$2"; shift 2 ;;
    *) echo "speed_targets.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done
[ -x "$mazebook" ] || { echo "speed_targets.sh: no mazebook at '$mazebook'" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "speed_targets.sh: needs GNU time (/usr/bin/time)" >&2; exit 2; }
if [ -z "$work" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"
# Copies of the programs run outside their build folders: they read this
# checkout's presets and templates.
export MAZEBOOK_DATA="${MAZEBOOK_DATA:-$(cd "$(dirname "$0")/../.." && pwd)}"

# Runs a command with its output discarded; sets `seconds` and `megabytes`
# (peak resident set).
measure() {
  /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" > /dev/null 2> "$work/stderr.txt" || {
    echo "speed_targets.sh: failed: $*" >&2
    cat "$work/stderr.txt" >&2
    exit 1
  }
  read -r seconds kilobytes < "$work/time.txt"
  megabytes=$(awk -v k="$kilobytes" 'BEGIN { printf "%.1f", k / 1024 }')
}

# Wall time of one run of a command, output discarded, microseconds.
run_us() {
  local start end
  start=$(date +%s%N)
  "$@" > /dev/null
  end=$(date +%s%N)
  echo $(( (end - start) / 1000 ))
}

# Best wall times, milliseconds, of `n` runs each of two commands taken in
# turn (the second may be empty: ""): sets `best_a` and `best_b`. The
# commands are words of the arrays named by $2 and $3.
best_of_alternating() {
  local n="$1" a_name="$2" b_name="$3" a_us b_us
  local -n a_cmd="$a_name"
  local a="" b=""
  for _ in $(seq "$n"); do
    a_us=$(run_us "${a_cmd[@]}")
    if [ -z "$a" ] || [ "$a_us" -lt "$a" ]; then a=$a_us; fi
    if [ -n "$b_name" ]; then
      local -n b_cmd="$b_name"
      b_us=$(run_us "${b_cmd[@]}")
      if [ -z "$b" ] || [ "$b_us" -lt "$b" ]; then b=$b_us; fi
    fi
  done
  best_a=$(awk -v us="$a" 'BEGIN { printf "%.1f", us / 1000 }')
  best_b=$(awk -v us="${b:-0}" 'BEGIN { printf "%.1f", us / 1000 }')
}

# A copy of mazebook `$1` in folder `$2` beside a mazeproof that proves
# nothing and succeeds: `build` then times the build's own share. Prints the
# copy's path. The copy reads the data of this checkout (MAZEBOOK_DATA).
without_proof() {
  mkdir -p "$2"
  cp "$1" "$2/mazebook"
  printf '#!/bin/sh\nexit 0\n' > "$2/mazeproof"
  chmod +x "$2/mazeproof"
  echo "$2/mazebook"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
mib() { awk -v b="$1" 'BEGIN { printf "%.1f", b / 1048576 }'; }
verdict() { awk -v ok="$1" 'BEGIN { print (ok ? "met" : "MISSED") }'; }

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "mazebook: $mazebook"
echo

# 1. The 1000 x 1000 poster with its solution, against razimantv's SVG.
measure "$mazebook" poster --grid rect:1000x1000 --page 48x48in --solution --seed 1 \
  --out "$work/poster1000.pdf"
p_s=$seconds p_mb=$megabytes p_size=$(stat -c %s "$work/poster1000.pdf")
echo "poster rect:1000x1000 48x48in --solution: ${p_s} s, ${p_mb} MB peak, PDF $(mib "$p_size") MB"
if [ -n "$razimantv" ]; then
  measure "$razimantv" -m 0 -a 0 -w 1000 -h 1000 -o "$work/razimantv"
  r_s=$seconds r_mb=$megabytes r_size=$(stat -c %s "$work/razimantv.svg")
  echo "razimantv mazegen -m 0 -a 0 -w 1000 -h 1000: ${r_s} s, ${r_mb} MB peak, SVG $(mib "$r_size") MB"
  speed=$(ratio "$r_s" "$p_s")
  memory=$(ratio "$p_mb" "$r_mb")
  size=$(ratio "$p_size" "$r_size")
  echo "  speed: ${speed}x faster (goal >= 10): $(verdict "$(awk -v r="$speed" 'BEGIN { print (r >= 10) }')")"
  echo "  memory: ${memory} of its peak (goal <= 0.25): $(verdict "$(awk -v r="$memory" 'BEGIN { print (r <= 0.25) }')")"
  echo "  file: ${size} of its size (goal < 1): $(verdict "$(awk -v r="$size" 'BEGIN { print (r < 1) }')")"
else
  echo "  (give --razimantv PATH to run razimantv/mazegenerator side by side)"
fi
echo

# 2. The 2000 x 2000 poster with its solution.
measure "$mazebook" poster --grid rect:2000x2000 --page 48x48in --solution --seed 1 \
  --out "$work/poster2000.pdf"
echo "poster rect:2000x2000 48x48in --solution: ${seconds} s, ${megabytes} MB peak," \
  "PDF $(mib "$(stat -c %s "$work/poster2000.pdf")") MB"
echo "  goal < 15 s and < 1024 MB: $(verdict "$(awk -v s="$seconds" -v m="$megabytes" \
  'BEGIN { print (s < 15 && m < 1024) }')")"
echo

# 3. A 4000 x 4000 backtracker maze generated and measured.
measure "$mazebook" stats --algorithms backtracker --size 4000x4000 --count 1
echo "stats backtracker 4000x4000 --count 1: ${seconds} s, ${megabytes} MB peak"
echo "  goal < 10 s and < 600 MB: $(verdict "$(awk -v s="$seconds" -v m="$megabytes" \
  'BEGIN { print (s < 10 && m < 600) }')")"
echo

# 4. The published-table workload, best of `runs`.
table=(stats --algorithms backtracker,prim,wilson --size 16x20 --count 300 --json)
ours_table=("$mazebook" "${table[@]}")
if [ -n "$baseline" ]; then
  base_table=("$baseline" "${table[@]}")
  best_of_alternating "$runs" ours_table base_table
else
  best_of_alternating "$runs" ours_table ""
fi
echo "stats backtracker,prim,wilson 16x20 x 300 --json: ${best_a} ms (best of $runs)"
if [ -n "$baseline" ]; then
  speed=$(ratio "$best_b" "$best_a")
  echo "  baseline $baseline: ${best_b} ms"
  echo "  speed: ${speed}x faster (goal >= 3): $(verdict "$(awk -v r="$speed" 'BEGIN { print (r >= 3) }')")"
else
  echo "  (give --baseline PATH, an older mazebook, for the ratio)"
fi
echo

# 5. The 100-maze expert book, without mazeproof (the build's own share).
spec="$(dirname "$0")/../../presets/books/expert-100.json"
ours_book=("$(without_proof "$mazebook" "$work/ours")" build "$spec" --out "$work/book-ours" -q)
if [ -n "$baseline" ]; then
  base_book=("$(without_proof "$baseline" "$work/base")" build "$spec" --out "$work/book-base" -q)
  best_of_alternating "$book_runs" ours_book base_book
else
  best_of_alternating "$book_runs" ours_book ""
fi
echo "build presets/books/expert-100.json without mazeproof: ${best_a} ms (best of $book_runs)"
if [ -n "$baseline" ]; then
  speed=$(ratio "$best_b" "$best_a")
  echo "  baseline $baseline: ${best_b} ms"
  echo "  speed: ${speed}x faster (goal >= 2): $(verdict "$(awk -v r="$speed" 'BEGIN { print (r >= 2) }')")"
else
  echo "  (give --baseline PATH, an older mazebook, for the ratio)"
fi
