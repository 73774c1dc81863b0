#pragma once
// Every Amazon KDP paperback number mazebook follows, in one place (each
// number's rule is named beside it and explained in src/book/KDP.md).
// Inches unless a name says otherwise.

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace mazebook {

struct Trim {
  double width = 0;   // inches
  double height = 0;  // inches
  bool custom = false;
};

// KDP's standard trims, e.g. "8.5x11"; names as in src/book/KDP.md.
std::span<const std::string_view> kdp_trim_names();

// "6x9" (a standard trim) or a custom "WxH" inside KDP's custom range
// (width 4 to 8.5, height 6 to 11.69). Empty when neither.
std::optional<Trim> parse_trim(std::string_view text);

enum class Paper { white, cream, standard_color, premium_color };
std::span<const std::string_view> paper_names();  // white, cream, standard-color, premium-color
std::optional<Paper> parse_paper(std::string_view text);
std::string_view paper_name(Paper paper);

struct PageRange {
  int min = 24;
  int max = 828;
};
// Interior pages allowed for a trim and paper ("Page count" table; custom
// trims larger than 8 x 10 take the 8.5 x 11 row, the safer one).
PageRange page_range(const Trim& trim, Paper paper);

// Paper thickness, inches a page: white 0.002252, cream 0.0025, standard
// colour 0.002252, premium colour 0.002347 ("Cover": spine).
double paper_inches_per_page(Paper paper);

// Bleed: 0.125 on the outside edge, top and bottom; none at the gutter.
constexpr double kBleed = 0.125;

// The interior page (the PDF's page size): the trim, or with bleed
// (width + 0.125) x (height + 0.25).
struct PageSize {
  double width = 0;
  double height = 0;
};
PageSize interior_page_size(const Trim& trim, bool bleed);

// KDP's minimum margins, measured from the page edge. The inside (gutter)
// grows with the page count; the others are 0.25, or 0.375 with bleed.
struct Margins {
  double inside = 0;
  double outside = 0;
  double top = 0;
  double bottom = 0;
};
Margins kdp_minimum_margins(int pages, bool bleed);

// Lines at least 0.75 pt; text at least 7 pt ("Interior page").
constexpr double kMinLinePt = 0.75;
constexpr double kMinTextPt = 7.0;

// Blank pages: at most 2 in a row at the start or in the middle, at most 10
// at the end.
constexpr int kMaxBlankRun = 2;
constexpr int kMaxBlankAtEnd = 10;

// Spine text only from 80 pages (KDP says 79; page counts are even), at
// least 0.0625 in from each fold.
constexpr int kSpineTextMinPages = 80;
constexpr double kSpineFoldClearance = 0.0625;

// Cover text and art stay 0.25 in inside the trim lines (KDP asks 0.125;
// mazebook keeps 0.25, the safer).
constexpr double kCoverSafeMargin = 0.25;

// Barcode box: 2 x 1.2 in, lower right of the back cover, 0.25 in from the
// spine fold and from the bottom trim.
constexpr double kBarcodeWidth = 2.0;
constexpr double kBarcodeHeight = 1.2;
constexpr double kBarcodeInset = 0.25;

struct Rect {
  double x = 0;  // from the left edge
  double y = 0;  // from the bottom edge (PDF orientation)
  double width = 0;
  double height = 0;
};

// The full-wrap cover: 0.125 + width + spine + width + 0.125 wide, height +
// 0.25 high; spine = pages x paper thickness.
struct CoverGeometry {
  double width = 0;
  double height = 0;
  double spine = 0;
  double back_left = 0;    // trim line of the back cover's outer edge
  double spine_left = 0;   // back cover's fold
  double spine_right = 0;  // front cover's fold
  double front_right = 0;  // trim line of the front cover's outer edge
  double bottom = 0;       // bottom trim line
  double top = 0;          // top trim line
  bool spine_text = false;
  Rect barcode;  // inches from the lower-left corner, bleed included
};
CoverGeometry cover_geometry(const Trim& trim, Paper paper, int pages);

}  // namespace mazebook
