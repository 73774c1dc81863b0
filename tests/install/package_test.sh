#!/usr/bin/env bash
# Makes the Debian package with CPack from the build, checks what it holds
# and depends on, and runs the sample book from the package's files
# unpacked into a folder (dpkg-deb -x), as they would run from /usr.
#
#   tests/install/package_test.sh BUILD_DIR VERSION
set -euo pipefail
build_dir=$(cd "$1" && pwd -P)
version=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$build_dir" && cpack -G DEB -B "$work/package" >"$work/cpack.log") ||
  { cat "$work/cpack.log"; exit 1; }
deb=$work/package/mazebook_${version}_amd64.deb
[ -f "$deb" ] || { ls "$work/package"; echo "no $deb"; exit 1; }

dpkg-deb -c "$deb" | awk '{print $6}' >"$work/contents"
for file in ./usr/bin/mazebook ./usr/bin/mazeproof ./usr/share/mazebook/presets/books/sample.json \
  ./usr/share/mazebook/templates/classic.json ./usr/share/man/man1/mazebook.1 \
  ./usr/share/man/man1/mazeproof.1 ./usr/share/bash-completion/completions/mazebook \
  ./usr/share/doc/mazebook/LICENSE; do
  grep -qx -- "$file" "$work/contents" || { echo "the package lacks $file"; exit 1; }
done

depends=$(dpkg-deb -f "$deb" Depends)
for package in libcairo2 libpango-1.0-0 librsvg2-2 libqpdf libpoppler-cpp libssl3 libmicrohttpd12 \
  libspdlog1.10 fonts-lato fonts-comic-neue openclipart-svg; do
  case ", $depends" in
    *", $package"*) ;;
    *) echo "Depends lacks $package: $depends"; exit 1 ;;
  esac
done

dpkg-deb -x "$deb" "$work/root"
mkdir "$work/elsewhere"
cd "$work/elsewhere"
unset MAZEBOOK_DATA
"$work/root/usr/bin/mazebook" build --out book --quiet
"$work/root/usr/bin/mazeproof" book book | grep -q '^mazeproof: pass: '
echo "$(basename "$deb"): Depends: $depends"
