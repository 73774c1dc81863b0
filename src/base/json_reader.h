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
#include "base/json_text.h"

namespace mazebook {

// Code points a printed field may hold for each character it may hold: a
// letter with two accents is three, a flag two, a family emoji seven, so
// real text stays far below on average, while one "character" carrying
// thousands of combining marks (which text shaping takes minutes over) is
// refused before it reaches a page.
constexpr size_t kCodePointsPerCharacter = 4;

// The most bytes each kind of JSON input may hold, checked before it is
// read (so before it is parsed, which can take 20 times the file's size
// in memory): far above what any real one needs, low enough that a runaway
// file costs a second and some hundred megabytes instead of gigabytes.
// A spec, a preset, a template or a theme: a few kilobytes each.
constexpr uint64_t kMaxSpecBytes = uint64_t{1} << 20;
// A file of mazes, each with its picture (book/maze_json.h): a batch file,
// and a book's manifest read by `build --from` (and by mazeproof, which
// has the same bound). A book of 500 expert mazes (32 x 40) needs about
// 4 MB; only hundreds of the largest legible grids (226 x 269 cells on
// 8.5 x 11 in) come near it. `mazebook batch` and `build` refuse to write
// a larger file (app/book_files.h).
constexpr uint64_t kMaxMazesFileBytes = uint64_t{64} << 20;

// Reads and parses a file of at most `max_bytes`, shown in messages as
// `shown` (default: the path).
Json read_json_file(const std::string& path, uint64_t max_bytes, const std::string& shown = "");

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
  // them (grapheme clusters, not bytes), and at most kCodePointsPerCharacter
  // code points and 4 bytes a code point for each of them.
  std::string as_printed_text(size_t max_length, bool multi_line) const;
  // One of `valid`, letters' case ignored (the name returned as `valid`
  // spells it); the error lists them and names the nearest.
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
