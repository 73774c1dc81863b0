#!/usr/bin/env bash
# Installs the build into a temporary prefix and uses it as a publisher
# would: every file where src/cmake/install.cmake says, no path of the source
# or build folder inside the programs, and the sample book built and proved
# by the installed programs from another folder, MAZEBOOK_DATA unset.
#
#   tests/install/install_test.sh SOURCE_DIR BUILD_DIR VERSION
set -euo pipefail
source_dir=$(cd "$1" && pwd -P)
build_dir=$(cd "$2" && pwd -P)
version=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix

cmake --install "$build_dir" --prefix "$prefix" >"$work/install.log"

for file in bin/mazebook bin/mazeproof \
  share/mazebook/presets/books/sample.json share/mazebook/presets/expert.json \
  share/mazebook/presets/masks/heart.txt share/mazebook/templates/classic.json \
  share/mazebook/templates/themes/animals.json share/mazebook/templates/themes/art/fish.svg \
  share/man/man1/mazebook.1 share/man/man1/mazeproof.1 \
  share/bash-completion/completions/mazebook share/bash-completion/completions/mazeproof \
  share/doc/mazebook/LICENSE share/doc/mazebook/README.md; do
  [ -f "$prefix/$file" ] || { echo "not installed: $file"; exit 1; }
done
# The data without the notes and previews beside it in the repository.
if find "$prefix/share/mazebook" -name README.md -o -name '*.png' | grep .; then
  echo "installed notes or previews with the data"
  exit 1
fi

for program in mazebook mazeproof; do
  if strings "$prefix/bin/$program" | grep -F -e "$source_dir" -e "$build_dir"; then
    echo "$program holds a path of the source or build folder (above)"
    exit 1
  fi
done

mkdir "$work/elsewhere"
cd "$work/elsewhere"
unset MAZEBOOK_DATA
[ "$("$prefix/bin/mazebook" --version)" = "mazebook $version" ]
[ "$("$prefix/bin/mazeproof" --version)" = "mazeproof $version" ]
"$prefix/bin/mazebook" build --out book --quiet
"$prefix/bin/mazeproof" book book >"$work/proof.log"
grep -q '^mazeproof: pass: ' "$work/proof.log" || { cat "$work/proof.log"; exit 1; }
grep -q "\"mazebook\": \"$version\"" book/book.json || { echo "book.json does not record the version"; exit 1; }
echo "installed into $prefix; built and proved the sample book from $work/elsewhere"
