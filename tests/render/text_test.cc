// Fitting a text's size: the largest step that fits, found in a few
// measurements, is the one a walk down the steps finds.

#include "render/text.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

namespace mazebook {
namespace {

// What a walk down from `top` finds: the first size that fits.
double walked(double top, double floor, double step, const std::function<bool(double)>& fits) {
  for (double size = top; size >= floor - 1e-9; size -= step) {
    if (fits(size)) return size;
  }
  return 0;
}

TEST(LargestFittingSize, FindsWhatTheWalkDownFinds) {
  for (const double top : {30.0, 12.0, 10.3, 7.0}) {
    for (const double step : {0.5, 0.25}) {
      // Every threshold from none fitting to all fitting.
      for (double limit = 6.0; limit <= 31.0; limit += 0.125) {
        const auto fits = [limit](double size) { return size <= limit; };
        SCOPED_TRACE(std::to_string(top) + " " + std::to_string(step) + " " +
                     std::to_string(limit));
        const double expected = walked(top, 7, step, fits);
        const double found = largest_fitting_size(top, 7, step, fits);
        // The same bits, not only a close number.
        EXPECT_EQ(std::memcmp(&expected, &found, sizeof found), 0) << expected << " " << found;
      }
    }
  }
}

TEST(LargestFittingSize, MeasuresAFewTimesHoweverManyStepsThereAre) {
  int calls = 0;
  const auto fits = [&calls](double size) {
    ++calls;
    return size <= 7.25;
  };
  // 1987 steps from 1000 pt down to 7 pt.
  EXPECT_EQ(largest_fitting_size(1000, 7, 0.5, fits), 7.0);
  EXPECT_LE(calls, 2 + static_cast<int>(std::ceil(std::log2(1987.0))));
  calls = 0;
  EXPECT_EQ(largest_fitting_size(1000, 7, 0.5, [&](double) { return ++calls > 0; }), 1000.0);
  EXPECT_EQ(calls, 1);  // the top fits: one measurement, as the walk takes
  EXPECT_EQ(largest_fitting_size(20, 7, 0.5, [](double) { return false; }), 0.0);
  EXPECT_EQ(largest_fitting_size(6, 7, 0.5, [](double) { return true; }), 0.0);
}

}  // namespace
}  // namespace mazebook
