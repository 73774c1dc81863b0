#include "proof/eyes/text_seen.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

#include "proof/eyes/page_looks.h"

namespace mazeproof {

namespace {

// Pixels a point: the text's size across kTextPixels pixels, in a
// documented range. Below about 4 pixels to the size, page numbers'
// glyphs fall between pixels; at 6 the shipped books' texts show 12 % or
// more of their boxes, six times the rule's share.
constexpr double kTextPixels = 6;
constexpr double kLowestScale = 0.5;
constexpr double kHighestScale = 6;

// WCAG's relative luminance of a grey level 0..255.
double luminance(int level) {
  const double c = level / 255.0;
  return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double contrast(int a, int b) {
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace

double text_scale(const TextLook& look) {
  return std::clamp(kTextPixels / std::max(look.size, 1.0), kLowestScale, kHighestScale);
}

std::string look_at_text(const TextLook& look, const Raster& r) {
  const Box& b = look.box;
  const int i0 = std::clamp(clamped_int(std::ceil(r.rx(b.x0))), 0, r.width);
  const int i1 = std::clamp(clamped_int(std::floor(r.rx(b.x1))), 0, r.width);
  const int j0 = std::clamp(clamped_int(std::ceil(r.ry(b.y1))), 0, r.height);
  const int j1 = std::clamp(clamped_int(std::floor(r.ry(b.y0))), 0, r.height);
  std::array<int64_t, 256> counts{};
  for (int j = j0; j < j1; ++j) {
    const uint8_t* row = r.grey + static_cast<size_t>(j) * r.stride;
    for (int x = i0; x < i1; ++x) ++counts[row[x]];
  }
  const int64_t all = static_cast<int64_t>(std::max(0, i1 - i0)) * std::max(0, j1 - j0);
  const int ground =
      static_cast<int>(std::max_element(counts.begin(), counts.end()) - counts.begin());
  int64_t inked = 0;
  for (int level = 0; level < 256; ++level) {
    if (contrast(level, ground) >= kTextContrast) inked += counts[level];
  }
  if (all > 0 && static_cast<double>(inked) >= kTextInkShare * static_cast<double>(all)) return {};
  char buffer[160];
  std::snprintf(buffer, sizeof buffer,
                "rendered, %.1f %% of its box stands out 3:1 from the grey %.2f under "
                "it (the reader cannot see it)",
                all == 0 ? 0.0 : 100.0 * static_cast<double>(inked) / static_cast<double>(all),
                ground / 255.0);
  return look.where + buffer;
}

std::vector<std::string> check_texts_seen(const std::string& pdf_bytes, const std::string& file,
                                          const std::vector<TextLook>& looks, int threads) {
  return look_at_pages(pdf_bytes, file, {}, looks, threads).texts;
}

}  // namespace mazeproof
