#!/usr/bin/env bash
# The verifier's speed goals (tests/bench/README.md "Proof targets"),
# measured side by side in one run: what mazebook takes to make each piece
# of work and what mazeproof takes to prove it, wall time and peak resident
# set. Never run by ctest.
#
#   tests/bench/proof_targets.sh [--mazebook PATH] [--mazeproof PATH]
#                                [--work DIR] [--skip-2000]
#
# --work       where the posters and books are written (default: a fresh
#              temp folder)
# --skip-2000  leave out the 2000 x 2000 poster (its proof takes minutes)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
mazebook=build/bin/mazebook
mazeproof=build/bin/mazeproof
work=""
skip_2000=false
while [ $# -gt 0 ]; do
  case "$1" in
    --mazebook) mazebook="$2"; shift 2 ;;
    --mazeproof) mazeproof="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --skip-2000) skip_2000=true; shift ;;
    *) echo "proof_targets.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done
for p in "$mazebook" "$mazeproof"; do
  [ -x "$p" ] || { echo "proof_targets.sh: no program at '$p'" >&2; exit 2; }
done
[ -x /usr/bin/time ] || { echo "proof_targets.sh: needs GNU time (/usr/bin/time)" >&2; exit 2; }
if [ -z "$work" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"
export MAZEBOOK_DATA="${MAZEBOOK_DATA:-$(cd "$here/../.." && pwd)}"

# Runs a command, output discarded; sets `seconds` and `megabytes` (peak
# resident set).
measure() {
  /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" > /dev/null 2> "$work/stderr.txt" || {
    echo "proof_targets.sh: failed: $*" >&2
    cat "$work/stderr.txt" >&2
    exit 1
  }
  read -r seconds kilobytes < "$work/time.txt"
  megabytes=$(awk -v k="$kilobytes" 'BEGIN { printf "%.1f", k / 1024 }')
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (b > 0 ? a / b : 0) }'; }
verdict() { awk -v ok="$1" 'BEGIN { print (ok ? "met" : "MISSED") }'; }

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo

# A poster of `side` x `side` cells with its solution: made, then proved.
poster() {
  local side="$1" most_mb="$2"
  measure "$mazebook" poster --grid "rect:${side}x${side}" --page 48x48in --solution --seed 1 \
    --out "$work/poster$side.pdf"
  local make_s=$seconds make_mb=$megabytes
  measure "$mazeproof" poster "$work/poster$side.pdf"
  echo "poster rect:${side}x${side} 48x48in --solution: made in ${make_s} s (${make_mb} MB)," \
    "proved in ${seconds} s (${megabytes} MB), $(ratio "$seconds" "$make_s") times"
  echo "  goal: proved in at most 50 times, under ${most_mb} MB: $(verdict "$(awk \
    -v s="$seconds" -v m="$make_s" -v mb="$megabytes" -v most="$most_mb" \
    'BEGIN { print (s <= 50 * m && mb < most) }')")"
}
poster 1000 500
echo
if ! $skip_2000; then
  poster 2000 1024
  echo
fi

# A book: built (which proves it too), then proved alone.
book() {
  local spec="$1" name="$2" most_s="$3"
  local dir="$work/book-$4"
  measure "$mazebook" build "$spec" --out "$dir" -q
  local build_s=$seconds
  measure "$mazeproof" book "$dir"
  echo "book $name: built in ${build_s} s, proved in ${seconds} s (${megabytes} MB)"
  echo "  goal: proved under ${most_s} s: $(verdict "$(awk -v s="$seconds" -v most="$most_s" \
    'BEGIN { print (s < most) }')")"
}
book "$here/book-572.json" "572-page book (medium, hard, expert x 150)" 2.5 572
book "$here/../../presets/books/expert-100.json" "expert-100" 0.7 expert
