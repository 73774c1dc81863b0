#include "base/nearest_name.h"

#include <algorithm>

namespace mazebook {

namespace {

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// Names people type are short; anything longer is no slip worth naming and
// would cost the quadratic distance for nothing.
constexpr size_t kMaxComparedLength = 64;

}  // namespace

size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t above = row[j];
      const size_t change = diagonal + (lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1);
      row[j] = std::min({above + 1, row[j - 1] + 1, change});
      diagonal = above;
    }
  }
  return row[b.size()];
}

std::optional<std::string> nearest_name(std::string_view typed,
                                        std::span<const std::string_view> names) {
  if (typed.empty() || typed.size() > kMaxComparedLength) return std::nullopt;
  const size_t allowed = std::max<size_t>(1, typed.size() / 3);
  std::optional<std::string> best;
  size_t best_distance = allowed + 1;
  for (std::string_view name : names) {
    if (name.size() > kMaxComparedLength) continue;
    const size_t d = edit_distance(typed, name);
    if (d < best_distance) {
      best_distance = d;
      best = std::string(name);
    }
  }
  return best;
}

std::optional<std::string> nearest_name(std::string_view typed,
                                        const std::vector<std::string>& names) {
  const std::vector<std::string_view> views(names.begin(), names.end());
  return nearest_name(typed, std::span<const std::string_view>(views));
}

std::string did_you_mean(std::string_view typed, std::span<const std::string_view> names) {
  const auto near = nearest_name(typed, names);
  return near ? " (did you mean '" + *near + "'?)" : "";
}

std::string did_you_mean(std::string_view typed, const std::vector<std::string>& names) {
  const std::vector<std::string_view> views(names.begin(), names.end());
  return did_you_mean(typed, std::span<const std::string_view>(views));
}

std::string unknown_name_message(const std::string& context, const std::string& kind,
                                 const std::string& name, const std::vector<std::string>& names,
                                 const std::string& folder, const std::string& tail) {
  const std::string start = context + ": unknown " + kind + " '" + name + "'";
  if (names.empty()) return start + ": no " + kind + "s in " + folder + ": is MAZEBOOK_DATA right?";
  std::string valid;
  for (const std::string& n : names) valid += (valid.empty() ? "" : ", ") + n;
  return start + did_you_mean(name, names) + "; valid: " + valid + tail;
}

}  // namespace mazebook
