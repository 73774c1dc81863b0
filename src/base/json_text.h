#pragma once
// JSON text to a document, refusing in one line with its place what the
// library would take silently or only with its own words: nesting deeper
// than kMaxJsonDepth, a number beyond a double's range, a key given twice
// in one object.

#include <cstdint>
#include <string>

#include "base/json.h"

namespace mazebook {

// The deepest nesting of arrays and objects an input may have. Every file
// mazebook reads needs fewer than 8 levels; the limit keeps the recursive
// parts of the JSON library (printing, comparing) far from the stack's end.
constexpr int kMaxJsonDepth = 64;

// What a document's values may take in memory as they are built, for
// each byte a file of its kind may hold (json_reader.h): nlohmann's values
// are 16 bytes each and more for a string, an array or an object, so that
// "[0,0,0,...]" takes 16 times its text and "[[],[],...]" 30 times, where
// the files mazebook writes take 4 to 5 times theirs (11 to 13 written
// compactly, which makes them less than half as long). Without it, a file
// of mazes at its 64 MiB bound holding small values took a gigabyte and
// 9 s to refuse.
constexpr uint64_t kJsonMemoryPerByte = 8;

// Parses `text` (the contents of `file`). Throws Error: a syntax error as
// "FILE: not valid JSON: line L, column C: ...", nesting deeper than
// kMaxJsonDepth the same (found by a scan before the parser sees the
// text), "FILE: line L, column C: number out of range" for a number beyond
// a double (1e309), "FILE: line L, column C: duplicate key "K" (first on
// line M)" for a key given twice in one object, "FILE: too many values:
// reading them would take more than N MiB of memory" past
// kJsonMemoryPerByte times `max_bytes`, the most a file of its kind may
// hold (default: a spec's 1 MiB).
Json parse_json_text(const std::string& text, const std::string& file,
                     uint64_t max_bytes = uint64_t{1} << 20);

}  // namespace mazebook
