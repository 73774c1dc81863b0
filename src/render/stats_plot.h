#pragma once
// A picture of metric distributions: one panel per metric, one box plot per
// generator side by side (box from the first to the third quartile, a line
// at the median, whiskers to the minimum and maximum), labelled axes. Made
// for a publisher choosing a preset's bounds.

#include <string>
#include <vector>

namespace mazebook {

// One box plot of every panel: a generator's values of each metric.
struct PlotSeries {
  std::string name;                         // the generator, below its boxes
  std::vector<std::vector<double>> values;  // values[panel]: every maze's value
};

// The PNG file's bytes: one panel per name of `panels` (a metric), one box
// per series in each. `title` heads the picture. REQUIRES: every series has
// a non-empty list of values for every panel.
std::string stats_plot_png(const std::vector<std::string>& panels,
                           const std::vector<PlotSeries>& series, const std::string& title);

}  // namespace mazebook
