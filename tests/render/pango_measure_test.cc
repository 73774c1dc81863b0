// The plan's text measure measures what the page drawing lays out: on its
// own scratch surface as on a PDF page, to the bit, so that moving a
// measurement from the drawing into the plan changes no page.

#include "render/pango_measure.h"

#include <gtest/gtest.h>

#include <string>

#include "render/cairo_handles.h"
#include "render/text.h"

namespace mazebook {
namespace {

struct Case {
  std::string text;
  TextFace face;
  double width;
};

std::vector<Case> cases() {
  std::vector<Case> all;
  for (const char* font : {"Lato", "Lato Bold", "DejaVu Sans", "Comic Neue Bold"}) {
    for (const char* text : {"START", "FINISH", "Maze 12 · Level: Medium",
                             "Mazes for Clever Kids: a Hundred Winding Paths to Follow"}) {
      for (const double size : {7.0, 9.5, 13.25, 31.0}) {
        for (const double width : {0.0, 120.0, 300.0}) {
          all.push_back({text, {font, size, Align::centre}, width});
        }
      }
    }
  }
  return all;
}

TEST(PangoMeasure, MeasuresAsAPdfPageLaysTextOut) {
  const PangoMeasure scratch;
  PdfWriter pdf(432, 648, "t", "a", "2026-01-01T00:00:00", "test.pdf");
  const PangoMeasure page(pdf.cr());
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.face.font + " " + std::to_string(c.face.size) + " " + c.text + " " +
                 std::to_string(c.width));
    const TextSize planned = scratch.size(c.text, c.face, c.width);
    const TextSize drawn =
        draw_text(pdf.cr(), c.text, {c.face.font, c.face.size, {}, c.face.align}, 10, 10, c.width);
    EXPECT_EQ(planned.width, drawn.width);
    EXPECT_EQ(planned.height, drawn.height);
    EXPECT_EQ(planned.baseline, drawn.baseline);
    EXPECT_GT(planned.width, 0);
    EXPECT_EQ(scratch.font_extent(c.face).ascent, page.font_extent(c.face).ascent);
    EXPECT_EQ(scratch.font_extent(c.face).descent, page.font_extent(c.face).descent);
    if (c.width > 0) {
      EXPECT_EQ(scratch.balanced_width(c.text, c.face, c.width),
                page.balanced_width(c.text, c.face, c.width));
    }
  }
  pdf.finish();
}

TEST(PangoMeasure, ALargerFaceMeasuresWiderAndAWrapTaller) {
  const PangoMeasure measure;
  const TextSize small = measure.size("FINISH", {"Lato", 10, Align::centre}, 0);
  const TextSize large = measure.size("FINISH", {"Lato", 20, Align::centre}, 0);
  // Glyph positions are whole points: each glyph may round.
  EXPECT_NEAR(large.width, 2 * small.width, 6);
  EXPECT_GT(large.width, 1.8 * small.width);
  // Wrapped at half its width, a long line takes more lines.
  const std::string line = "one two three four five six seven eight nine ten";
  const TextSize one = measure.size(line, {"Lato", 10, Align::centre}, 0);
  const TextSize wrapped = measure.size(line, {"Lato", 10, Align::centre}, one.width / 2);
  EXPECT_GT(wrapped.height, 1.5 * one.height);
  EXPECT_LE(measure.balanced_width(line, {"Lato", 10, Align::centre}, one.width / 2),
            one.width / 2);
}

}  // namespace
}  // namespace mazebook
