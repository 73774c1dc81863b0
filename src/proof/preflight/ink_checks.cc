#include "proof/preflight/ink_checks.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>

#include "proof/core/geometry.h"
#include "proof/preflight/kdp_rules.h"

namespace mazeproof {

namespace {

std::string fixed(double value, int decimals) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

// Runs `measure` over the items of every page; an item fails when its value
// is below `minimum`. Records the smallest value seen and one line a page.
Check per_page_minimum(const std::string& id, std::string_view rule, const std::string& file,
                       const std::vector<PageDrawing>& pages, double minimum,
                       const std::string& what, const std::string& unit,
                       const std::function<bool(const DrawItem&, double&)>& measure) {
  Check check{id, std::string(rule), {}, {}};
  double smallest = std::numeric_limits<double>::infinity();
  int64_t measured = 0;
  for (size_t p = 0; p < pages.size(); ++p) {
    int bad = 0;
    double worst = std::numeric_limits<double>::infinity();
    for (const DrawItem& item : pages[p]) {
      double value = 0;
      if (!measure(item, value)) continue;
      ++measured;
      smallest = std::min(smallest, value);
      if (value < minimum - 1e-6) {
        ++bad;
        worst = std::min(worst, value);
      }
    }
    if (bad > 0) {
      check.fail(file + ": page " + std::to_string(p + 1) + ": " + std::to_string(bad) + " " +
                 what + " below " + fixed(minimum, 2) + " " + unit + ", the smallest " +
                 fixed(worst, 2) + " " + unit);
    }
  }
  check.figures = {{"measured", measured}, {"minimum", minimum}};
  if (measured > 0) check.figures["smallest"] = std::round(smallest * 1000) / 1000;
  return check;
}

}  // namespace

Check check_line_widths(const std::string& file, const std::vector<PageDrawing>& pages,
                        const std::string& prefix) {
  return per_page_minimum(prefix + ".line_width", rule::kLineWidth, file, pages, kMinLineWidthPt,
                          "stroke(s)", "pt", [](const DrawItem& item, double& value) {
                            if (item.kind != ItemKind::stroke || !leaves_ink(item)) return false;
                            value = item.line_width;
                            return true;
                          });
}

Check check_text_sizes(const std::string& file, const std::vector<PageDrawing>& pages,
                       const std::string& prefix) {
  return per_page_minimum(prefix + ".text_size", rule::kTextSize, file, pages, kMinTextSizePt,
                          "text(s)", "pt", [](const DrawItem& item, double& value) {
                            if (item.kind != ItemKind::text) return false;
                            value = item.text_size;
                            return true;
                          });
}

Check check_grey_fills(const std::string& file, const std::vector<PageDrawing>& pages,
                       const std::string& prefix) {
  // Pure white is paper, not a grey; anything between needs 10 % ink.
  return per_page_minimum(prefix + ".grey_fills", rule::kGreyFill, file, pages, kMinGreyInk * 100,
                          "grey fill(s)", "% ink", [](const DrawItem& item, double& value) {
                            if (item.kind != ItemKind::fill || !leaves_ink(item)) return false;
                            const double ink = item.colour.grey_ink();
                            if (ink < 0) return false;
                            value = std::round(ink * 1000) / 10;
                            return true;
                          });
}

Check check_image_resolution(const std::string& file, const std::vector<PageDrawing>& pages,
                             const std::string& prefix) {
  return per_page_minimum(prefix + ".image_resolution", rule::kImageDpi, file, pages, kMinImageDpi,
                          "image(s)", "DPI", [](const DrawItem& item, double& value) {
                            if (item.kind != ItemKind::image || item.box.empty()) return false;
                            const double w = item.box.width() / kPointsPerInch;
                            const double h = item.box.height() / kPointsPerInch;
                            const double dpi_x = w > 0 ? item.image_width_px / w : HUGE_VAL;
                            const double dpi_y = h > 0 ? item.image_height_px / h : HUGE_VAL;
                            value = std::min(dpi_x, dpi_y);
                            return true;
                          });
}

}  // namespace mazeproof
