// The plan fits a line of text through the text measure it is given: the
// largest half point from the face's size down to KDP's 7 pt that keeps it
// on one line.

#include "book/text_measure.h"

#include <gtest/gtest.h>

#include <string>

namespace mazebook {
namespace {

// Every character half its size wide and a line 1.2 sizes high.
class EvenMeasure final : public TextMeasure {
 public:
  mutable int calls = 0;
  TextSize size(const std::string& text, const TextFace& face, double) const override {
    ++calls;
    return {static_cast<double>(text.size()) * face.size / 2, face.size * 1.2, face.size};
  }
  FontExtent font_extent(const TextFace& face) const override {
    return {face.size * 0.8, face.size * 0.2};
  }
  double balanced_width(const std::string&, const TextFace&, double width) const override {
    return width;
  }
};

TEST(OneLineSize, TakesTheLargestHalfPointThatFitsTheLine) {
  const EvenMeasure measure;
  // Ten characters: 5 pt wide a point of size.
  EXPECT_EQ(one_line_size(measure, "0123456789", {"Lato", 12, Align::centre}, 100), 12.0);
  EXPECT_EQ(one_line_size(measure, "0123456789", {"Lato", 12, Align::centre}, 52), 10.0);
  measure.calls = 0;
  EXPECT_EQ(one_line_size(measure, "0123456789", {"Lato", 12, Align::centre}, 49), 9.5);
  // Bisected: the top, the floor and a few of the eleven sizes between.
  EXPECT_LE(measure.calls, 6);
  EXPECT_EQ(one_line_size(measure, "0123456789", {"Lato", 12, Align::centre}, 35), 7.0);
  EXPECT_EQ(one_line_size(measure, "0123456789", {"Lato", 12, Align::centre}, 34.9), 0.0);
}

}  // namespace
}  // namespace mazebook
