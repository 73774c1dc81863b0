#pragma once
// Results: one Check per rule the verifier applies, and one MazeResult per
// maze. A failed check is a normal result; every failure is one line that
// names the file, the page and the cell or rule, ready for stderr.

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace mazeproof {

struct Check {
  std::string id;    // "interior.page_size"
  std::string rule;  // the rule it applies, with its source document
  nlohmann::ordered_json figures = nlohmann::ordered_json::object();  // what was measured
  std::vector<std::string> failures;                                  // one line each

  bool passed() const { return failures.empty(); }
  void fail(std::string line) { failures.push_back(std::move(line)); }
};

struct MazeResult {
  std::string id;
  int page = 0;
  std::optional<int> solution_page;
  int solution_slot = 0;
  int columns = 0;  // as rebuilt from the PDF (0 when it could not be)
  int rows = 0;
  bool rebuilt = false;  // its drawing was read from the PDF
  // Version 2: the grid as book.json names it ("polar:10", "16x20") and
  // its cells; empty for a version-1 book.
  std::string grid;
  int64_t cells = 0;
  bool perfect = false;
  int64_t route_length = 0;
  int64_t forks = 0;
  bool matches_manifest = false;
  std::optional<bool> solution_ok;  // empty when the maze has no solution drawing
  // A puzzle variant: its kind ("keys"), whether its rule was proved, and
  // the variant metrics found (empty kind for a plain maze).
  std::string variant;
  bool variant_proved = false;
  std::map<std::string, int64_t> variant_metrics;
};

}  // namespace mazeproof
