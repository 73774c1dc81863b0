#pragma once
// Parsing of command-line values, with one-line errors that name the option
// and say what is accepted. CLI11 hands these over as plain strings so that
// every message is ours and tested to the letter.

#include <cstdint>
#include <string>
#include <vector>

#include "maze/generators.h"

namespace mazebook {

// Largest grid side accepted anywhere (cells).
constexpr int kMaxSide = 10000;

struct GridSize {
  int columns = 0;
  int rows = 0;
};

// "16x20" -> 16 columns, 20 rows; each side from 1 to kMaxSide.
GridSize parse_size(const std::string& option, const std::string& text);

// A whole number from `min` to `max`.
int64_t parse_integer(const std::string& option, const std::string& text, int64_t min, int64_t max);

// A seed: a whole number from 0 to 2^64 - 1.
uint64_t parse_seed(const std::string& option, const std::string& text);

// Worker threads: 1 to 256; empty text means every core.
int parse_jobs(const std::string& option, const std::string& text);

// One generator name.
const GeneratorInfo& parse_algorithm(const std::string& option, const std::string& text);

// "a,b,c" or "all" (every generator that supports `kind`); names may not
// repeat, and each must support `kind`.
std::vector<const GeneratorInfo*> parse_algorithms(const std::string& option,
                                                   const std::string& text,
                                                   GridKind kind = GridKind::rect);

// The file maze `index` (from 0) of `count` drawn to `path` goes to:
// "maze.png" for index 2 of 3 is "maze-3.png"; one maze keeps the name.
std::string numbered_path(const std::string& path, int index, int count);

}  // namespace mazebook
