#pragma once
// Where shown text lands (ISO 32000-1, 9.4.4): the glyph advances of a
// string under the text state, and the box its glyphs cover, from font
// widths and ascent/descent. Good enough to tell whether text reaches into
// a margin or a fold; not a glyph-exact outline.

#include <string_view>

#include "proof/core/geometry.h"
#include "proof/pdf/font_metrics.h"

namespace mazeproof {

struct TextState {
  const FontMetrics* font = nullptr;  // set by Tf
  double size = 0;                    // Tf, text space units
  double char_spacing = 0;            // Tc
  double word_spacing = 0;            // Tw
  double h_scale = 1;                 // Tz / 100
  double leading = 0;                 // TL
  double rise = 0;                    // Ts
  int render_mode = 0;                // Tr
};

// Shows `bytes` at text matrix `tm`: adds the glyphs' box in page space
// (through tm then ctm) to `box` and moves `tm` past them.
void show_text(const TextState& state, std::string_view bytes, Matrix& tm, const Matrix& ctm,
               Box& box);

// A TJ number: moves `tm` by -adjustment/1000 of the font size.
void adjust_text(const TextState& state, double adjustment, Matrix& tm);

// The size text comes out at on the page, points: font size times the
// vertical scale of tm then ctm.
double effective_text_size(const TextState& state, const Matrix& tm, const Matrix& ctm);

}  // namespace mazeproof
