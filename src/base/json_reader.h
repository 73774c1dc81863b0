#pragma once
// Reading JSON input files with errors that name the file, the JSON path and
// the problem in one line, e.g.
//   presets/x.json: bounds.route_ratio.min: expected a number, got "a lot"
// Presets, book specs, templates and batch files all read through this.

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

#include "base/json.h"

namespace mazebook {

// The deepest nesting of arrays and objects an input may have. Every file
// mazebook reads needs fewer than 8 levels; the limit keeps the recursive
// parts of the JSON library (printing, comparing) far from the stack's end.
constexpr int kMaxJsonDepth = 64;

// Parses `text` (the contents of `file`); a syntax error names the line and
// column, and so does nesting deeper than kMaxJsonDepth, which is found by
// a scan before the parser sees the text. Throws Error.
Json parse_json_text(const std::string& text, const std::string& file);

// Reads and parses a file, shown in messages as `shown` (default: the path).
Json read_json_file(const std::string& path, const std::string& shown = "");

// A value inside a parsed document, with where it came from.
class JsonNode {
 public:
  JsonNode(const Json& value, std::string file, std::string path = "");

  const Json& value() const { return *value_; }
  const std::string& file() const { return file_; }
  const std::string& path() const { return path_; }

  // Throws Error("FILE: PATH: PROBLEM") (no PATH at the top level).
  [[noreturn]] void fail(const std::string& problem) const;

  // REQUIRES the value to be an object; fails for any key not in `allowed`.
  void expect_object(std::initializer_list<std::string_view> allowed) const;
  bool has(std::string_view key) const;
  // The member `key`; fails when it is missing.
  JsonNode at(std::string_view key) const;

  // REQUIRES an array of `min_size` to `max_size` elements.
  size_t array_size(size_t min_size, size_t max_size) const;
  JsonNode at(size_t index) const;

  int64_t as_integer(int64_t min, int64_t max) const;
  uint64_t as_seed() const;
  double as_number(double min, double max) const;
  double as_number() const;
  bool as_bool() const;
  std::string as_string() const;
  // A string that gets printed: no control characters (but line breaks
  // when `multi_line`), at most `max_length` characters as a reader counts
  // them (grapheme clusters, not bytes).
  std::string as_printed_text(size_t max_length, bool multi_line) const;
  // One of `valid`; the error lists them.
  std::string as_choice(std::span<const std::string_view> valid) const;

 private:
  const Json* value_;
  std::string file_;
  std::string path_;
};

// A short rendering of a JSON value for messages: "ten", 3.5, [1,2], {...}.
std::string describe_json(const Json& value);

// "a, b, c".
std::string join_names(std::span<const std::string_view> names);

}  // namespace mazebook
