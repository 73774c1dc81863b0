#include "proof/pdf/text_layout.h"

#include <cmath>

namespace mazeproof {

void show_text(const TextState& state, std::string_view bytes, Matrix& tm, const Matrix& ctm,
               Box& box) {
  FontMetrics fallback;
  const FontMetrics& font = state.font != nullptr ? *state.font : fallback;
  double advance = 0;
  const size_t step = font.two_byte ? 2 : 1;
  for (size_t i = 0; i + step <= bytes.size(); i += step) {
    int code = static_cast<unsigned char>(bytes[i]);
    if (step == 2) code = code * 256 + static_cast<unsigned char>(bytes[i + 1]);
    // Word spacing applies to the single-byte code 32 only (9.3.3).
    const double word = (step == 1 && code == 32) ? state.word_spacing : 0;
    advance += (font.advance(code) * state.size + state.char_spacing + word) * state.h_scale;
  }
  const double scale = font.glyph_scale * state.size;
  const Box local =
      Box::of(0, font.descent * scale + state.rise, advance, font.ascent * scale + state.rise);
  box.add(tm.times(ctm).apply(local));
  tm = Matrix::translation(advance, 0).times(tm);
}

void adjust_text(const TextState& state, double adjustment, Matrix& tm) {
  const double tx = -adjustment / 1000 * state.size * state.h_scale;
  tm = Matrix::translation(tx, 0).times(tm);
}

double effective_text_size(const TextState& state, const Matrix& tm, const Matrix& ctm) {
  return std::abs(state.size) * tm.times(ctm).y_scale();
}

}  // namespace mazeproof
