#pragma once
// mazeproof's own copy of the Amazon KDP paperback numbers it checks, taken
// from KDP_RULES.md beside it (not from the generator: the verifier must not trust
// the code it verifies). Inches unless a name says otherwise; each number's
// comment names its rule, and each rule text below is what check.json cites.

#include <optional>
#include <string>
#include <string_view>

#include "proof/model/trim.h"

namespace mazeproof {

// KDP's standard trims (KDP_RULES.md "Trim sizes"); "6x9", "8.5x11", ...
bool is_standard_trim(const TrimSize& trim);
// Custom trims: width 4 to 8.5, height 6 to 11.69 ("Trim sizes").
bool is_custom_trim_allowed(const TrimSize& trim);

struct PageRange {
  int min = 0;
  int max = 0;
};
// Interior pages allowed ("Page count" table). Custom trims within 8 x 10
// take the first row, larger ones the 8.5 x 11 row (the safer).
PageRange page_range(const TrimSize& trim, Paper paper);

// Bleed: 0.125 on the top, bottom and outside edge ("Interior page").
constexpr double kBleed = 0.125;
// Interior page size: the trim, or (width + 0.125) x (height + 0.25) with bleed.
TrimSize interior_page_size(const TrimSize& trim, bool bleed);

struct Margins {
  double inside = 0;   // gutter, on the binding side
  double outside = 0;  // also top and bottom
};
// Minimum margins from the page edge by page count ("Interior page" table):
// inside 0.375 / 0.5 / 0.625 / 0.75 / 0.875; others 0.25, 0.375 with bleed.
Margins minimum_margins(int pages, bool bleed);

constexpr double kMinLineWidthPt = 0.75;  // "Lines at least 0.75 pt"
constexpr double kMinTextSizePt = 7.0;    // "text at least 7 pt"
constexpr double kMinGreyInk = 0.10;      // "grey fills at least 10 %"
constexpr double kMinImageDpi = 300;      // "Images at least 300 DPI"
constexpr int kMaxBlankRun = 2;           // "at most 2 in a row at the start or in the middle"
constexpr int kMaxBlankAtEnd = 10;        // "at most 10 at the end"

// Spine thickness per page ("Cover": white 0.002252, cream 0.0025, standard
// colour 0.002252, premium colour 0.002347).
double spine_inches_per_page(Paper paper);
// Cover bleed on every side ("Cover": 0.125 + ... + 0.125; height + 0.25).
constexpr double kCoverBleed = 0.125;
constexpr double kCoverSizeTolerance = 0.01;    // "Cover": sizes checked to 0.01 in
constexpr int kSpineTextMinPages = 80;          // "Spine text only from 80 pages" (safer)
constexpr double kSpineFoldClearance = 0.0625;  // "at least 0.0625 in from each fold"
constexpr double kCoverSafeMargin = 0.25;       // "mazebook keeps 0.25 in (safer)"
constexpr double kBarcodeWidth = 2.0;           // "Barcode box ... 2 x 1.2 in"
constexpr double kBarcodeHeight = 1.2;
constexpr double kBarcodeInset =
    0.25;  // "at least 0.25 in from the spine fold and the bottom trim"

// The full-wrap cover for an interior of `pages` pages.
struct CoverLayout {
  double width = 0;        // 0.125 + trim + spine + trim + 0.125
  double height = 0;       // trim height + 0.25
  double spine = 0;        // pages x paper thickness
  double spine_left = 0;   // fold between back cover and spine, from the left edge
  double spine_right = 0;  // fold between spine and front cover
};
CoverLayout cover_layout(const TrimSize& trim, Paper paper, int pages);

// The rule texts check.json cites, one per check.
namespace rule {
inline constexpr std::string_view kPageSize =
    "KDP_RULES.md Interior page: every page the trim size, or trim + 0.125 in wide and + 0.25 in "
    "high "
    "with bleed";
inline constexpr std::string_view kPageCount =
    "KDP_RULES.md Page count: even, within the range for the trim and paper";
inline constexpr std::string_view kFonts = "KDP_RULES.md Interior page / Cover: fonts embedded";
inline constexpr std::string_view kAnnotations =
    "KDP_RULES.md Interior page: no annotations or comments";
inline constexpr std::string_view kOutlines = "KDP_RULES.md Interior page: no bookmarks";
inline constexpr std::string_view kEncryption = "KDP_RULES.md Interior page: no encryption";
inline constexpr std::string_view kLineWidth = "KDP_RULES.md Interior page: lines at least 0.75 pt";
inline constexpr std::string_view kTextSize = "KDP_RULES.md Interior page: text at least 7 pt";
inline constexpr std::string_view kGreyFill =
    "KDP_RULES.md Interior page: grey fills at least 10 %";
inline constexpr std::string_view kImageDpi = "KDP_RULES.md Interior page: images at least 300 DPI";
inline constexpr std::string_view kMargins =
    "KDP_RULES.md Interior page: nothing in the margins for the page count; odd pages are "
    "right-hand, "
    "gutter on the left";
inline constexpr std::string_view kBlankPages =
    "KDP_RULES.md Page count: at most 2 blank pages in a row at the start or in the middle, at "
    "most 10 "
    "at the end";
inline constexpr std::string_view kCoverPages = "KDP_RULES.md Cover: one PDF page";
inline constexpr std::string_view kCoverSize =
    "KDP_RULES.md Cover: width 0.125 + trim + spine + trim + 0.125, height trim + 0.25, spine = "
    "pages x "
    "paper factor (to 0.01 in)";
inline constexpr std::string_view kCoverTextSize =
    "KDP_RULES.md Cover: text at least 7 pt, the spine's too";
inline constexpr std::string_view kSpineText =
    "KDP_RULES.md Cover: spine text only from 80 pages, at least 0.0625 in from each fold";
inline constexpr std::string_view kBarcode =
    "KDP_RULES.md Cover: barcode box 2 x 1.2 in, lower right of the back cover, 0.25 in from the "
    "spine "
    "fold and the bottom trim, kept empty";
inline constexpr std::string_view kSafeArea =
    "KDP_RULES.md Cover: text and art at least 0.25 in inside the trim lines (safer), only "
    "background to "
    "the bleed edge";
}  // namespace rule

}  // namespace mazeproof
