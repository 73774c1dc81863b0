#include "maze/summary.h"

#include <algorithm>

namespace mazebook {

Summary summarize(std::vector<double> values) {
  Summary s;
  if (values.empty()) return s;
  std::sort(values.begin(), values.end());
  const size_t n = values.size();
  s.min = values.front();
  s.max = values.back();
  s.median = n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
  double total = 0;
  for (double v : values) total += v;
  s.mean = total / static_cast<double>(n);
  return s;
}

}  // namespace mazebook
