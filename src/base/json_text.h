#pragma once
// JSON text to a document, refusing in one line with its place what the
// library would take silently or only with its own words: nesting deeper
// than kMaxJsonDepth, a number beyond a double's range, a key given twice
// in one object.

#include <string>

#include "base/json.h"

namespace mazebook {

// The deepest nesting of arrays and objects an input may have. Every file
// mazebook reads needs fewer than 8 levels; the limit keeps the recursive
// parts of the JSON library (printing, comparing) far from the stack's end.
constexpr int kMaxJsonDepth = 64;

// Parses `text` (the contents of `file`). Throws Error: a syntax error as
// "FILE: not valid JSON: line L, column C: ...", nesting deeper than
// kMaxJsonDepth the same (found by a scan before the parser sees the
// text), "FILE: line L, column C: number out of range" for a number beyond
// a double (1e309), "FILE: line L, column C: duplicate key "K" (first on
// line M)" for a key given twice in one object.
Json parse_json_text(const std::string& text, const std::string& file);

}  // namespace mazebook
