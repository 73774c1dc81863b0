#include "proof/preflight/preflight_cover.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "proof/preflight/ink_checks.h"
#include "proof/preflight/kdp_rules.h"
#include "proof/preflight/preflight_common.h"
#include "proof/preflight/preflight_interior.h"

namespace mazeproof {

namespace {

// Cover sizes and positions are measured to 0.01 in (KDP_RULES.md); text
// extents come from font-wide ascent and descent, not glyph outlines.
constexpr double kToleranceIn = kCoverSizeTolerance;

std::string in(double inches) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3f in", inches);
  return buffer;
}

std::string box_text(const Box& b) {  // inches from the cover's lower left
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "(%.3f, %.3f)-(%.3f, %.3f) in", b.x0, b.y0, b.x1, b.y1);
  return buffer;
}

// A box made smaller by up to `d` on each side, never inside out.
Box shrunk(const Box& b, double d) {
  const double dx = std::min(d, b.width() / 2);
  const double dy = std::min(d, b.height() / 2);
  return Box{b.x0 + dx, b.y0 + dy, b.x1 - dx, b.y1 - dy};
}

// The background: the drawing's leading run of filled rectangles.
size_t background_end(const PageDrawing& items) {
  size_t i = 0;
  while (i < items.size() && items[i].kind == ItemKind::fill && items[i].rectangles_only) ++i;
  return i;
}

}  // namespace

std::vector<Check> preflight_cover(PdfFile& cover, const PageDrawing& first_page, const Manifest& m,
                                   int interior_pages) {
  const std::string& file = cover.name();
  std::vector<Check> checks;
  Check pages{"cover.pages", std::string(rule::kCoverPages), {{"pages", cover.page_count()}}, {}};
  if (cover.page_count() != 1)
    pages.fail(file + ": " + std::to_string(cover.page_count()) + " pages, expected 1");
  checks.push_back(pages);

  const CoverLayout layout = cover_layout(m.trim, m.paper, interior_pages);
  const Box media = cover.media_box(0);
  // Everything below in inches from the media box's lower left.
  auto to_inches = [&](const Box& b) {
    return Box{(b.x0 - media.x0) / kPointsPerInch, (b.y0 - media.y0) / kPointsPerInch,
               (b.x1 - media.x0) / kPointsPerInch, (b.y1 - media.y0) / kPointsPerInch};
  };
  const double width = media.width() / kPointsPerInch;
  const double height = media.height() / kPointsPerInch;
  Check size{"cover.size", std::string(rule::kCoverSize), {}, {}};
  size.figures = {{"interior_pages", interior_pages},
                  {"paper", m.paper_name},
                  {"spine_in", layout.spine},
                  {"expected_width_in", layout.width},
                  {"expected_height_in", layout.height},
                  {"width_in", width},
                  {"height_in", height}};
  if (std::abs(width - layout.width) > kToleranceIn ||
      std::abs(height - layout.height) > kToleranceIn) {
    size.fail(file + ": page 1: cover is " + in(width) + " x " + in(height) + ", expected " +
              in(layout.width) + " x " + in(layout.height) + " for " +
              std::to_string(interior_pages) + " interior pages on " + m.paper_name +
              " paper (spine " + in(layout.spine) + ")");
  }
  if (m.cover_width_in && std::abs(*m.cover_width_in - width) > kToleranceIn) {
    size.fail(file + ": page 1: cover is " + in(width) + " wide, book.json says " +
              in(*m.cover_width_in));
  }
  checks.push_back(size);
  checks.push_back(check_fonts_embedded(cover, "cover"));
  checks.push_back(check_annotations(cover, "cover"));
  checks.push_back(check_outlines(cover, "cover"));
  checks.push_back(check_encryption(cover, "cover"));
  // Every text of the cover, the spine's included, at KDP's 7 pt or more.
  Check text_size = check_text_sizes(file, {first_page}, "cover");
  text_size.rule = std::string(rule::kCoverTextSize);
  checks.push_back(text_size);
  // Pictures' images at 300 DPI or more, as inside the book.
  checks.push_back(check_image_resolution(file, {first_page}, "cover"));

  // Folds and safe area from the formula, against the drawing as placed.
  const double fold_left = layout.spine_left;
  const double fold_right = layout.spine_right;
  const double safe = kCoverBleed + kCoverSafeMargin;
  const Box safe_area{safe, safe, width - safe, height - safe};
  const size_t background = background_end(first_page);

  Check spine{"cover.spine_text", std::string(rule::kSpineText), {}, {}};
  const bool spine_text_allowed = interior_pages >= kSpineTextMinPages;
  int spine_texts = 0;
  for (const DrawItem& item : first_page) {
    if (item.kind != ItemKind::text) continue;
    const Box b = to_inches(item.box);
    if (b.x1 <= fold_left + kToleranceIn || b.x0 >= fold_right - kToleranceIn) continue;
    ++spine_texts;
    if (!spine_text_allowed) {
      spine.fail(file + ": page 1: text on the spine at " + box_text(b) +
                 ", but the interior has only " + std::to_string(interior_pages) +
                 " pages (spine text from " + std::to_string(kSpineTextMinPages) + ")");
    } else if (b.x0 < fold_left + kSpineFoldClearance - kToleranceIn ||
               b.x1 > fold_right - kSpineFoldClearance + kToleranceIn) {
      spine.fail(file + ": page 1: spine text at " + box_text(b) + " is closer than " +
                 in(kSpineFoldClearance) + " to a fold (folds at " + in(fold_left) + " and " +
                 in(fold_right) + ")");
    }
  }
  spine.figures = {{"spine_texts", spine_texts},
                   {"allowed", spine_text_allowed},
                   {"fold_left_in", fold_left},
                   {"fold_right_in", fold_right}};
  checks.push_back(spine);

  Check barcode{"cover.barcode_box", std::string(rule::kBarcode), {}, {}};
  const Box box = m.barcode_box_in.value_or(Box{fold_left - kBarcodeInset - kBarcodeWidth, safe,
                                                fold_left - kBarcodeInset, safe + kBarcodeHeight});
  barcode.figures = {
      {"x_in", box.x0}, {"y_in", box.y0}, {"width_in", box.width()}, {"height_in", box.height()}};
  if (box.width() < kBarcodeWidth - kToleranceIn || box.height() < kBarcodeHeight - kToleranceIn) {
    barcode.fail(file + ": barcode box " + box_text(box) + " is smaller than 2 x 1.2 in");
  }
  if (box.x1 > fold_left - kBarcodeInset + kToleranceIn ||
      box.y0 < kCoverBleed + kBarcodeInset - kToleranceIn || box.x0 < safe - kToleranceIn ||
      box.y1 > height / 2) {
    barcode.fail(file + ": barcode box " + box_text(box) +
                 " is not in the lower right of the back cover, 0.25 in from the spine fold and "
                 "the bottom trim");
  }
  bool white_box = false;
  for (size_t i = 0; i < background; ++i) {
    const Box b = to_inches(first_page[i].box);
    white_box =
        white_box ||
        (first_page[i].colour.is_white() && std::abs(b.x0 - box.x0) <= kToleranceIn &&
         std::abs(b.y0 - box.y0) <= kToleranceIn && std::abs(b.x1 - box.x1) <= kToleranceIn &&
         std::abs(b.y1 - box.y1) <= kToleranceIn);
  }
  if (!white_box)
    barcode.fail(file + ": page 1: no white background rectangle at the barcode box " +
                 box_text(box));

  Check safe_check{"cover.safe_area", std::string(rule::kSafeArea), {}, {}};
  safe_check.figures = {{"safe_margin_in", kCoverSafeMargin},
                        {"background_items", background},
                        {"foreground_items", first_page.size() - background}};
  for (size_t i = background; i < first_page.size(); ++i) {
    const DrawItem& item = first_page[i];
    if (!leaves_ink(item)) continue;
    const Box b = to_inches(item.box);
    const char* side = "";
    const Box inner = shrunk(b, kToleranceIn);
    // A picture may run to the bleed edge (a full-bleed front); text and
    // everything else stays in the safe area.
    const bool picture = item.figure && item.kind != ItemKind::text;
    if (!picture && intrusion(b, safe_area, side) > kToleranceIn) {
      safe_check.fail(file + ": page 1: " + kind_name(item.kind) + " at " + box_text(b) +
                      " is within " + in(kCoverSafeMargin) + " of the " + side + " trim");
    } else if ((inner.x0 < fold_left && inner.x1 > fold_left) ||
               (inner.x0 < fold_right && inner.x1 > fold_right)) {
      safe_check.fail(file + ": page 1: " + kind_name(item.kind) + " at " + box_text(b) +
                      " crosses a spine fold");
    }
    if (inner.overlaps(box)) {
      barcode.fail(file + ": page 1: " + kind_name(item.kind) + " at " + box_text(b) +
                   " inside the barcode box");
    }
  }
  checks.push_back(barcode);
  checks.push_back(safe_check);
  return checks;
}

}  // namespace mazeproof
