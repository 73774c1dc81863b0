#pragma once
// A picture of metric distributions: one panel per metric, one box plot per
// generator side by side (box from the first to the third quartile, a line
// at the median, whiskers to the minimum and maximum), labelled axes. Made
// for a publisher choosing a preset's bounds.

#include <string>
#include <vector>

#include "maze/algorithm_stats.h"

namespace mazebook {

// The PNG file's bytes. `title` heads the picture.
std::string stats_plot_png(const std::vector<AlgorithmStats>& all, const std::string& title);

}  // namespace mazebook
