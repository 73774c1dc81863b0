#include "render/planned_texts.h"

#include <algorithm>

#include "base/error.h"

namespace mazebook {

namespace {

struct ByPage {
  bool operator()(const PlacedText& t, int n) const { return t.page < n; }
  bool operator()(int n, const PlacedText& t) const { return n < t.page; }
};

}  // namespace

PlannedTexts::PlannedTexts(const std::vector<PlacedText>& texts, int number) : number_(number) {
  const auto on_page = std::equal_range(texts.begin(), texts.end(), number, ByPage{});
  begin_ = on_page.first;
  end_ = on_page.second;
}

const PlacedText& PlannedTexts::next(const std::string& role) {
  size_t& from = from_[role];
  for (auto it = begin_ + static_cast<std::ptrdiff_t>(from); it < end_; ++it) {
    if (it->role != role) continue;
    from = static_cast<size_t>(it - begin_) + 1;
    return *it;
  }
  throw Error("page " + std::to_string(number_) + ": the plan holds no " + role);
}

}  // namespace mazebook
