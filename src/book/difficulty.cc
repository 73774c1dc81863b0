#include "book/difficulty.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace mazebook {

double difficulty(const Metrics& m, int64_t cells) {
  const double dead_ends = std::round(m.dead_end_share * static_cast<double>(cells));
  return static_cast<double>(m.route_length) + 2.0 * static_cast<double>(m.forks) + dead_ends / 2;
}

std::vector<int> ramp_order(const std::vector<double>& scores) {
  std::vector<int> order(scores.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return scores[static_cast<size_t>(a)] < scores[static_cast<size_t>(b)];
  });
  return order;
}

}  // namespace mazebook
