#include "book/kdp.h"

#include <charconv>

namespace mazebook {

namespace {

struct StandardTrim {
  std::string_view name;
  double width;
  double height;
  int row;  // row of the page-count table
};

// Trim sizes (src/book/KDP.md "Trim sizes"); `row` picks the page-count row.
constexpr StandardTrim kTrims[] = {
    {"5x8", 5, 8, 0},
    {"5.06x7.81", 5.06, 7.81, 0},
    {"5.25x8", 5.25, 8, 0},
    {"5.5x8.5", 5.5, 8.5, 0},
    {"6x9", 6, 9, 0},
    {"6.14x9.21", 6.14, 9.21, 0},
    {"6.69x9.61", 6.69, 9.61, 0},
    {"7x10", 7, 10, 0},
    {"7.44x9.69", 7.44, 9.69, 0},
    {"7.5x9.25", 7.5, 9.25, 0},
    {"8x10", 8, 10, 0},
    {"8.25x6", 8.25, 6, 1},
    {"8.25x8.25", 8.25, 8.25, 1},
    {"8.5x8.5", 8.5, 8.5, 2},
    {"8.5x11", 8.5, 11, 2},
    {"8.27x11.69", 8.27, 11.69, 3},
};

constexpr std::string_view kTrimNames[] = {"5x8",       "5.06x7.81", "5.25x8",    "5.5x8.5",
                                           "6x9",       "6.14x9.21", "6.69x9.61", "7x10",
                                           "7.44x9.69", "7.5x9.25",  "8x10",      "8.25x6",
                                           "8.25x8.25", "8.5x8.5",   "8.5x11",    "8.27x11.69"};

// Page count (src/book/KDP.md): max pages for white, cream and premium colour, by row.
constexpr int kMaxPages[4][3] = {
    {828, 776, 828}, {800, 750, 800}, {590, 550, 590}, {780, 730, 590}};

constexpr std::string_view kPaperNames[] = {"white", "cream", "standard-color", "premium-color"};

// Custom trims (src/book/KDP.md): width 4 to 8.5, height 6 to 11.69.
constexpr double kCustomMinWidth = 4;
constexpr double kCustomMaxWidth = 8.5;
constexpr double kCustomMinHeight = 6;
constexpr double kCustomMaxHeight = 11.69;

// Inches as plain decimals ("8.5", "11"): no sign, exponent, "nan" or "inf",
// which from_chars would take and range checks would let through.
bool parse_number(std::string_view text, double& value) {
  if (text.empty() || text.size() > 8) return false;
  int dots = 0;
  for (char c : text) {
    if (c == '.')
      ++dots;
    else if (c < '0' || c > '9')
      return false;
  }
  if (dots > 1 || text.front() == '.' || text.back() == '.') return false;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc() && ptr == text.data() + text.size();
}

int table_row(const Trim& trim) {
  for (const StandardTrim& t : kTrims) {
    if (t.width == trim.width && t.height == trim.height) return t.row;
  }
  // A custom trim inside 8 x 10 takes the first row; larger ones the
  // 8.5 x 11 row, the safer choice.
  return trim.width <= 8 && trim.height <= 10 ? 0 : 2;
}

}  // namespace

std::span<const std::string_view> kdp_trim_names() { return kTrimNames; }

std::optional<Trim> parse_trim(std::string_view text) {
  for (const StandardTrim& t : kTrims) {
    if (t.name == text) return Trim{t.width, t.height, false};
  }
  const size_t x = text.find('x');
  double width = 0;
  double height = 0;
  if (x == std::string_view::npos || !parse_number(text.substr(0, x), width) ||
      !parse_number(text.substr(x + 1), height)) {
    return std::nullopt;
  }
  for (const StandardTrim& t : kTrims) {
    if (t.width == width && t.height == height) return Trim{t.width, t.height, false};
  }
  if (width < kCustomMinWidth || width > kCustomMaxWidth || height < kCustomMinHeight ||
      height > kCustomMaxHeight) {
    return std::nullopt;
  }
  return Trim{width, height, true};
}

std::span<const std::string_view> paper_names() { return kPaperNames; }

std::optional<Paper> parse_paper(std::string_view text) {
  for (size_t i = 0; i < 4; ++i) {
    if (kPaperNames[i] == text) return static_cast<Paper>(i);
  }
  return std::nullopt;
}

std::string_view paper_name(Paper paper) { return kPaperNames[static_cast<int>(paper)]; }

PageRange page_range(const Trim& trim, Paper paper) {
  // Standard colour: 72 to 600 pages whatever the trim.
  if (paper == Paper::standard_color) return {72, 600};
  const int column = paper == Paper::white ? 0 : paper == Paper::cream ? 1 : 2;
  return {24, kMaxPages[table_row(trim)][column]};
}

double paper_inches_per_page(Paper paper) {
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
  return 0.0025;
}

PageSize interior_page_size(const Trim& trim, bool bleed) {
  if (!bleed) return {trim.width, trim.height};
  return {trim.width + kBleed, trim.height + 2 * kBleed};
}

Margins kdp_minimum_margins(int pages, bool bleed) {
  // Inside margin by page count (src/book/KDP.md "Margins").
  double inside = 0.875;
  if (pages <= 150)
    inside = 0.375;
  else if (pages <= 300)
    inside = 0.5;
  else if (pages <= 500)
    inside = 0.625;
  else if (pages <= 700)
    inside = 0.75;
  const double other = bleed ? 0.375 : 0.25;
  return {inside, other, other, other};
}

CoverGeometry cover_geometry(const Trim& trim, Paper paper, int pages) {
  CoverGeometry g;
  g.spine = pages * paper_inches_per_page(paper);
  g.width = kBleed + trim.width + g.spine + trim.width + kBleed;
  g.height = trim.height + 2 * kBleed;
  g.back_left = kBleed;
  g.spine_left = kBleed + trim.width;
  g.spine_right = g.spine_left + g.spine;
  g.front_right = g.spine_right + trim.width;
  g.bottom = kBleed;
  g.top = kBleed + trim.height;
  g.spine_text = pages >= kSpineTextMinPages;
  g.barcode = {g.spine_left - kBarcodeInset - kBarcodeWidth, g.bottom + kBarcodeInset,
               kBarcodeWidth, kBarcodeHeight};
  return g;
}

}  // namespace mazebook
