#pragma once
// Texts as the reader sees them (DRAWING_RULES.md "Printed texts"): each
// shown string's box rendered by poppler, its ground (the grey most of the
// box shows) and its glyphs' pixels, which must contrast with the ground.
// So a text painted in the colour under it, or covered by anything, is
// seen to be missing whatever the content stream says.

#include <cstdint>
#include <string>
#include <vector>

#include "proof/core/geometry.h"
#include "proof/eyes/raster.h"

namespace mazeproof {

// Contrast (WCAG ratio) a glyph's pixel must have with the ground.
constexpr double kTextContrast = 3.0;
// Share of a text's box, at least, that its glyphs' contrasting pixels take.
constexpr double kTextInkShare = 0.02;
// A render of texts alone is never larger than this, pixels.
constexpr int64_t kMaxTextRender = 16'000'000;

// One shown string to look at.
struct TextLook {
  int page = 0;       // 0-based page index
  Box box;            // its line box, page space, points
  double size = 0;    // its size as printed, points
  std::string where;  // message prefix: "interior.pdf: page 6: maze_heading \"Maze 1\": "
};

// The resolution a text needs, pixels a point (DRAWING_RULES.md "Printed
// texts": 6 pixels to its size, from 0.5 to 6 pixels a point).
double text_scale(const TextLook& look);

// The line for `look` when it does not show in `raster` (a render of its
// page that holds its box, at text_scale or more), else empty.
std::string look_at_text(const TextLook& look, const Raster& raster);

// Renders the texts' pages (one render a page) on up to `threads` threads
// and returns one line per text that does not show. Deterministic: lines
// come in look order. Throws Error when poppler cannot open the file.
std::vector<std::string> check_texts_seen(const std::string& pdf_bytes, const std::string& file,
                                          const std::vector<TextLook>& looks, int threads);

}  // namespace mazeproof
