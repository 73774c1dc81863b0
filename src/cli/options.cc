#include "cli/options.h"

#include <algorithm>
#include <charconv>
#include <thread>

#include "base/error.h"
#include "base/nearest_name.h"

namespace mazebook {

namespace {

// Parses all of `text` as an unsigned number; false on anything else.
bool parse_unsigned(const std::string& text, uint64_t& value) {
  if (text.empty() || text[0] == '+' || text[0] == '-') return false;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  return ec == std::errc() && ptr == end;
}

}  // namespace

GridSize parse_size(const std::string& option, const std::string& text) {
  const std::string expected = option + ": expected COLUMNSxROWS, each from 1 to " +
                               std::to_string(kMaxSide) + " (e.g. 16x20), got '" + text + "'";
  const size_t x = text.find('x');
  if (x == std::string::npos) throw Error(expected);
  uint64_t columns = 0;
  uint64_t rows = 0;
  if (!parse_unsigned(text.substr(0, x), columns) || !parse_unsigned(text.substr(x + 1), rows)) {
    throw Error(expected);
  }
  if (columns < 1 || rows < 1 || columns > kMaxSide || rows > kMaxSide) throw Error(expected);
  return {static_cast<int>(columns), static_cast<int>(rows)};
}

int64_t parse_integer(const std::string& option, const std::string& text, int64_t min,
                      int64_t max) {
  uint64_t value = 0;
  const bool negative = !text.empty() && text[0] == '-';
  const bool ok = !negative && parse_unsigned(text, value) && value <= static_cast<uint64_t>(max) &&
                  static_cast<int64_t>(value) >= min;
  if (!ok) {
    throw Error(option + ": expected a whole number from " + std::to_string(min) + " to " +
                std::to_string(max) + ", got '" + text + "'");
  }
  return static_cast<int64_t>(value);
}

uint64_t parse_seed(const std::string& option, const std::string& text) {
  uint64_t value = 0;
  if (!parse_unsigned(text, value)) {
    throw Error(option + ": expected a whole number from 0 to 18446744073709551615, got '" + text +
                "'");
  }
  return value;
}

int parse_jobs(const std::string& option, const std::string& text) {
  if (text.empty()) return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  return static_cast<int>(parse_integer(option, text, 1, 256));
}

const GeneratorInfo& parse_algorithm(const std::string& option, const std::string& text) {
  const GeneratorInfo* generator = find_generator(text);
  if (!generator) {
    throw Error(option + ": unknown algorithm '" + text + "'" +
                did_you_mean(text, generator_name_list()) + "; valid: " + generator_names());
  }
  return *generator;
}

std::vector<const GeneratorInfo*> parse_algorithms(const std::string& option,
                                                   const std::string& text, GridKind kind) {
  std::vector<const GeneratorInfo*> chosen;
  if (text == "all") {
    for (const GeneratorInfo& g : generators()) {
      if (supports(g, kind)) chosen.push_back(&g);
    }
    return chosen;
  }
  size_t start = 0;
  while (true) {
    const size_t comma = text.find(',', start);
    const std::string name =
        text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    const GeneratorInfo* g = &parse_algorithm(option, name);
    for (const GeneratorInfo* seen : chosen) {
      if (seen == g) throw Error(option + ": algorithm '" + name + "' is named twice");
    }
    if (!supports(*g, kind)) {
      throw Error(option + ": " + name + " works on " + std::string(supported_kinds(*g)) +
                  " grids only, not " + std::string(grid_kind_name(kind)));
    }
    chosen.push_back(g);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return chosen;
}

std::string numbered_path(const std::string& path, int index, int count) {
  if (count == 1) return path;
  const size_t dot = path.rfind('.');
  const size_t slash = path.rfind('/');
  const bool has_extension =
      dot != std::string::npos && (slash == std::string::npos || dot > slash);
  const std::string stem = has_extension ? path.substr(0, dot) : path;
  const std::string extension = has_extension ? path.substr(dot) : "";
  return stem + "-" + std::to_string(index + 1) + extension;
}

}  // namespace mazebook
