#pragma once
// A text the plan prints, placed before anything is drawn: its page, its
// box as the renderer lays it out (measured through book/text_measure.h)
// and where the renderer lays it out. book.json records them ("texts",
// src/book/README.md); the renderer draws them (render/text.h).

#include <string>

#include "book/page_plan.h"
#include "book/text_measure.h"

namespace mazebook {

// The interior's file, as book.json names it.
constexpr const char* kInteriorFile = "interior.pdf";

// One printed text: where it is (its file, its page from 1) and the box
// its lines take as laid out, points from the page's top left corner, y
// growing downwards.
struct PlacedText {
  std::string file;
  int page = 0;
  std::string role;  // what it is: "maze_heading", "level_line", "start", ...
  std::string text;
  TextFace face;
  Box box;
  // Where the renderer lays it out: the top left (or, unwrapped and not
  // left-aligned, the point it aligns on) and the width it wraps at (0:
  // not wrapped).
  double x = 0;
  double y = 0;
  double wrap = 0;
};

// `text` laid out as the renderer does at (x, y), wrapped at `width`.
PlacedText place_text(const TextMeasure& measure, const std::string& file, int page,
                      const std::string& role, const std::string& text, const TextFace& face,
                      double x, double y, double width);

// `text` of `size` (measured) with its top left at (x, y), unwrapped.
PlacedText placed_text_at(const std::string& file, int page, const std::string& role,
                          const std::string& text, const TextFace& face, const TextSize& size,
                          double x, double y);

}  // namespace mazebook
