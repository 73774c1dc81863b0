#include "proof/preflight/kdp_rules.h"

#include <cmath>

namespace mazeproof {

namespace {

// Standard trims ("Trim sizes"); the first eleven share a page-count row.
constexpr TrimSize kFirstRowTrims[] = {{5, 8},       {5.06, 7.81}, {5.25, 8},    {5.5, 8.5},
                                       {6, 9},       {6.14, 9.21}, {6.69, 9.61}, {7, 10},
                                       {7.44, 9.69}, {7.5, 9.25},  {8, 10}};
constexpr TrimSize kSquareishTrims[] = {{8.25, 6}, {8.25, 8.25}};
constexpr TrimSize kLargeTrims[] = {{8.5, 8.5}, {8.5, 11}};
constexpr TrimSize kA4 = {8.27, 11.69};

bool same(const TrimSize& a, const TrimSize& b) {
  return std::abs(a.width - b.width) < 0.005 && std::abs(a.height - b.height) < 0.005;
}

template <size_t N>
bool one_of(const TrimSize& trim, const TrimSize (&list)[N]) {
  for (const TrimSize& t : list) {
    if (same(trim, t)) return true;
  }
  return false;
}

// "Page count" table: max pages for white, cream, premium colour; min 24.
struct PageRow {
  int white, cream, premium;
};
constexpr PageRow kFirstRow = {828, 776, 828};  // cream 776 (safer)
constexpr PageRow kSquareishRow = {800, 750, 800};
constexpr PageRow kLargeRow = {590, 550, 590};
constexpr PageRow kA4Row = {780, 730, 590};
constexpr int kMinPages = 24;
constexpr int kStandardColorMin = 72;  // "Standard colour: 72-600"
constexpr int kStandardColorMax = 600;

}  // namespace

bool is_standard_trim(const TrimSize& trim) {
  return one_of(trim, kFirstRowTrims) || one_of(trim, kSquareishTrims) ||
         one_of(trim, kLargeTrims) || same(trim, kA4);
}

bool is_custom_trim_allowed(const TrimSize& trim) {
  return trim.width >= 4 - 1e-9 && trim.width <= 8.5 + 1e-9 && trim.height >= 6 - 1e-9 &&
         trim.height <= 11.69 + 1e-9;
}

PageRange page_range(const TrimSize& trim, Paper paper) {
  if (paper == Paper::standard_color) return {kStandardColorMin, kStandardColorMax};
  PageRow row = kLargeRow;
  if (one_of(trim, kFirstRowTrims)) {
    row = kFirstRow;
  } else if (one_of(trim, kSquareishTrims)) {
    row = kSquareishRow;
  } else if (one_of(trim, kLargeTrims)) {
    row = kLargeRow;
  } else if (same(trim, kA4)) {
    row = kA4Row;
  } else if (trim.width <= 8 + 1e-9 && trim.height <= 10 + 1e-9) {
    row = kFirstRow;  // a custom trim no larger than 8 x 10
  }
  const int max = paper == Paper::white   ? row.white
                  : paper == Paper::cream ? row.cream
                                          : row.premium;
  return {kMinPages, max};
}

TrimSize interior_page_size(const TrimSize& trim, bool bleed) {
  if (!bleed) return trim;
  return {trim.width + kBleed, trim.height + 2 * kBleed};
}

Margins minimum_margins(int pages, bool bleed) {
  // "Interior page" margin table: the gutter grows with the page count.
  double inside = 0.875;  // 701-828
  if (pages <= 150) {
    inside = 0.375;
  } else if (pages <= 300) {
    inside = 0.5;
  } else if (pages <= 500) {
    inside = 0.625;
  } else if (pages <= 700) {
    inside = 0.75;
  }
  return {inside, bleed ? 0.375 : 0.25};
}

double spine_inches_per_page(Paper paper) {
  switch (paper) {
    case Paper::white:
      return 0.002252;
    case Paper::cream:
      return 0.0025;
    case Paper::standard_color:
      return 0.002252;
    case Paper::premium_color:
      return 0.002347;
  }
  return 0.002252;
}

CoverLayout cover_layout(const TrimSize& trim, Paper paper, int pages) {
  CoverLayout c;
  c.spine = pages * spine_inches_per_page(paper);
  c.width = kCoverBleed + trim.width + c.spine + trim.width + kCoverBleed;
  c.height = trim.height + 2 * kCoverBleed;
  c.spine_left = kCoverBleed + trim.width;
  c.spine_right = c.spine_left + c.spine;
  return c;
}

}  // namespace mazeproof
