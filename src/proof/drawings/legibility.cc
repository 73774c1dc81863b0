#include "proof/drawings/legibility.h"

#include <cmath>
#include <cstdio>

namespace mazeproof {

namespace {

// sRGB component to linear light (WCAG 2.x relative luminance).
double linear(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

std::string fixed(double value, int decimals) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

}  // namespace

std::vector<std::string> legibility_problems(double widest_wall, double thinnest_wall,
                                             double corridor_pt,
                                             const std::vector<std::string>& gaps,
                                             const LegibleRule& rule) {
  // A hundredth of a point for numbers written with few decimals.
  constexpr double kTolerance = 0.01;
  std::vector<std::string> out;
  if (widest_wall > corridor_pt * kMaxWallShare + kTolerance) {
    out.push_back("walls " + fixed(widest_wall, 2) + " pt thick in " + fixed(corridor_pt, 2) +
                  " pt corridors, more than a third of a corridor (at most " +
                  fixed(corridor_pt * kMaxWallShare, 2) + " pt)");
  } else if (corridor_pt - widest_wall < rule.min_corridor_pt - kTolerance) {
    out.push_back("corridors " + fixed(corridor_pt - widest_wall, 2) +
                  " pt wide between walls, less than " + fixed(rule.min_corridor_pt, 2) + " pt");
  }
  if (thinnest_wall < rule.min_wall_pt - 0.005) {
    out.push_back("walls " + fixed(thinnest_wall, 2) + " pt thin, less than " +
                  fixed(rule.min_wall_pt, 2) + " pt");
  }
  out.insert(out.end(), gaps.begin(), gaps.end());
  return out;
}

double contrast_with_white(const Colour& colour) {
  if (colour.space == Colour::Space::other) return 21;
  double r = 0, g = 0, b = 0;
  colour.rgb(r, g, b);
  const double luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return 1.05 / (luminance + 0.05);
}

std::vector<std::string> faint_marks(const PageDrawing& items) {
  int count = 0;
  double faintest = 21;
  for (const DrawItem& item : items) {
    if (item.kind != ItemKind::fill && item.kind != ItemKind::text) continue;
    if (item.colour.is_white()) continue;                      // paper colour: a badge's lettering
    if (item.kind == ItemKind::fill && item.figure) continue;  // a picture's, not a mark's
    const double contrast = contrast_with_white(item.colour);
    if (contrast >= kMinContrast) continue;
    ++count;
    faintest = std::min(faintest, contrast);
  }
  if (count == 0) return {};
  return {std::to_string(count) + " fill(s) or text(s) contrast with the paper less than " +
          fixed(kMinContrast, 1) + ":1, the faintest " + fixed(faintest, 2) + ":1"};
}

}  // namespace mazeproof
