#pragma once
// Summary statistics of one metric over many mazes.

#include <vector>

namespace mazebook {

struct Summary {
  double min = 0;
  double median = 0;  // the mean of the two middle values for an even count
  double mean = 0;
  double max = 0;
};

// Summarizes `values` (taken by value: it is sorted). All zero when empty.
Summary summarize(std::vector<double> values);

}  // namespace mazebook
