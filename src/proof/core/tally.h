#pragma once
// Counts findings of one kind and keeps the first one's words, so that a
// report line says how many and shows one. The words may be given as a
// callable, made only for the first finding however many follow.

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

namespace mazeproof {

struct Tally {
  int64_t count = 0;
  std::string first;

  template <typename What>
  void add(const What& what) {
    if (count++ != 0) return;
    if constexpr (std::is_invocable_v<const What&>) {
      first = what();
    } else {
      first = what;
    }
  }

  // Appends "COUNT KIND, first FIRST" to `out` when anything was counted.
  void report(std::vector<std::string>& out, const std::string& kind) const {
    if (count == 0) return;
    out.push_back(std::to_string(count) + " " + kind + ", first " + first);
  }
};

}  // namespace mazeproof
