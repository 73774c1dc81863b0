#pragma once
// Texts as the reader sees them (DRAWING_RULES.md "Printed texts"): each
// shown string's box rendered by poppler, its ground (the grey most of the
// box shows) and its glyphs' pixels, which must contrast with the ground.
// So a text painted in the colour under it, or covered by anything, is
// seen to be missing whatever the content stream says.

#include <string>
#include <vector>

#include "proof/core/geometry.h"

namespace mazeproof {

// Contrast (WCAG ratio) a glyph's pixel must have with the ground.
constexpr double kTextContrast = 3.0;
// Share of a text's box, at least, that its glyphs' contrasting pixels take.
constexpr double kTextInkShare = 0.02;

// One shown string to look at.
struct TextLook {
  int page = 0;       // 0-based page index
  Box box;            // its line box, page space, points
  double size = 0;    // its size as printed, points
  std::string where;  // message prefix: "interior.pdf: page 6: maze_heading \"Maze 1\": "
};

// Renders the texts' pages (one render of each page's texts, or of each
// cluster of them) on up to `threads` threads and returns one line per
// text that does not show. Deterministic: lines come in look order.
// Throws Error when poppler cannot open the file.
std::vector<std::string> check_texts_seen(const std::string& pdf_bytes, const std::string& file,
                                          const std::vector<TextLook>& looks, int threads);

}  // namespace mazeproof
