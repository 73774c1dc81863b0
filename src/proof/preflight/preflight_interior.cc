#include "proof/preflight/preflight_interior.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "proof/preflight/ink_checks.h"
#include "proof/preflight/kdp_rules.h"
#include "proof/preflight/preflight_common.h"

namespace mazeproof {

namespace {

// Sizes agree to 0.01 in, as for the cover (KDP_RULES.md "Cover").
constexpr double kSizeTolerancePt = 0.01 * kPointsPerInch;
// Drawing exactly on a margin line is allowed; rounding in the file is not a breach.
constexpr double kMarginTolerancePt = 0.05;

std::string inches(double points) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3f in", points / kPointsPerInch);
  return buffer;
}

std::string format(const char* pattern, double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, pattern, value);
  return buffer;
}

Check page_size(PdfFile& pdf, const Manifest& m) {
  Check check{"interior.page_size", std::string(rule::kPageSize), {}, {}};
  const TrimSize expected = interior_page_size(m.trim, m.bleed);
  if (!is_standard_trim(m.trim) && !is_custom_trim_allowed(m.trim)) {
    check.fail(pdf.name() + ": trim " + format("%.3g", m.trim.width) + "x" +
               format("%.3g", m.trim.height) +
               " in book.json is neither a KDP trim nor inside the custom range");
  }
  for (int i = 0; i < pdf.page_count(); ++i) {
    const Box box = pdf.media_box(i);
    if (std::abs(box.width() - expected.width * kPointsPerInch) > kSizeTolerancePt ||
        std::abs(box.height() - expected.height * kPointsPerInch) > kSizeTolerancePt) {
      check.fail(pdf.name() + ": " + page_label(i) + ": page is " + inches(box.width()) + " x " +
                 inches(box.height()) + ", expected " + inches(expected.width * kPointsPerInch) +
                 " x " + inches(expected.height * kPointsPerInch) +
                 (m.bleed ? " (trim plus bleed)" : " (the trim)"));
    }
    if (pdf.rotation(i) != 0) check.fail(pdf.name() + ": " + page_label(i) + ": page is rotated");
  }
  check.figures = {{"expected_width_in", expected.width},
                   {"expected_height_in", expected.height},
                   {"bleed", m.bleed}};
  return check;
}

Check page_count(PdfFile& pdf, const Manifest& m) {
  Check check{"interior.page_count", std::string(rule::kPageCount), {}, {}};
  const int n = pdf.page_count();
  const PageRange range = page_range(m.trim, m.paper);
  if (n % 2 != 0) check.fail(pdf.name() + ": " + std::to_string(n) + " pages, an odd count");
  if (n < range.min || n > range.max) {
    check.fail(pdf.name() + ": " + std::to_string(n) + " pages, outside " +
               std::to_string(range.min) + "-" + std::to_string(range.max) + " for this trim on " +
               m.paper_name + " paper");
  }
  if (m.interior_pages && *m.interior_pages != n) {
    check.fail(pdf.name() + ": " + std::to_string(n) + " pages, book.json says " +
               std::to_string(*m.interior_pages));
  }
  check.figures = {{"pages", n}, {"min", range.min}, {"max", range.max}, {"paper", m.paper_name}};
  return check;
}

Check margins(PdfFile& pdf, const std::vector<PageDrawing>& pages, const Manifest& m) {
  Check check{"interior.margins", std::string(rule::kMargins), {}, {}};
  const int n = pdf.page_count();
  const Margins margin = minimum_margins(n, m.bleed);
  const double inside = margin.inside * kPointsPerInch;
  const double outside = margin.outside * kPointsPerInch;
  for (int i = 0; i < n; ++i) {
    const Box page = pdf.media_box(i);
    // Page 1 is a right-hand page: its binding, and gutter, on the left.
    const bool right_hand = i % 2 == 0;
    const Box live{page.x0 + (right_hand ? inside : outside), page.y0 + outside,
                   page.x1 - (right_hand ? outside : inside), page.y1 - outside};
    int bad = 0;
    double worst = 0;
    std::string worst_text;
    for (const DrawItem& item : pages[static_cast<size_t>(i)]) {
      if (!leaves_ink(item)) continue;
      const char* side = "";
      const double depth = intrusion(item.box, live, side);
      if (depth <= kMarginTolerancePt) continue;
      ++bad;
      if (depth > worst) {
        worst = depth;
        const bool gutter = std::string(side) == (right_hand ? "left" : "right");
        worst_text = std::string(kind_name(item.kind)) + " " + inches(depth) + " into the " +
                     (gutter ? "inside (gutter)" : side) + " margin";
      }
    }
    if (bad > 0) {
      check.fail(pdf.name() + ": " + page_label(i) + ": " + std::to_string(bad) +
                 " drawing(s) in the margins, the worst a " + worst_text);
    }
  }
  check.figures = {{"pages", n}, {"inside_in", margin.inside}, {"outside_in", margin.outside}};
  return check;
}

Check blank_pages(PdfFile& pdf, const std::vector<PageDrawing>& pages) {
  Check check{"interior.blank_pages", std::string(rule::kBlankPages), {}, {}};
  const int n = static_cast<int>(pages.size());
  std::vector<bool> blank(static_cast<size_t>(n));
  int total = 0;
  for (int i = 0; i < n; ++i) {
    blank[static_cast<size_t>(i)] = std::none_of(pages[static_cast<size_t>(i)].begin(),
                                                 pages[static_cast<size_t>(i)].end(), leaves_ink);
    total += blank[static_cast<size_t>(i)] ? 1 : 0;
  }
  for (int i = 0; i < n;) {
    if (!blank[static_cast<size_t>(i)]) {
      ++i;
      continue;
    }
    int end = i;
    while (end < n && blank[static_cast<size_t>(end)]) ++end;
    const bool at_end = end == n;
    const int limit = at_end ? kMaxBlankAtEnd : kMaxBlankRun;
    if (end - i > limit) {
      check.fail(pdf.name() + ": pages " + std::to_string(i + 1) + "-" + std::to_string(end) +
                 ": " + std::to_string(end - i) + " blank pages in a row" +
                 (at_end ? " at the end" : "") + ", at most " + std::to_string(limit));
    }
    i = end;
  }
  check.figures = {{"blank", total}};
  return check;
}

}  // namespace

double intrusion(const Box& item, const Box& area, const char*& side) {
  double worst = 0;
  side = "";
  const struct {
    double depth;
    const char* name;
  } sides[] = {{area.x0 - item.x0, "left"},
               {item.x1 - area.x1, "right"},
               {area.y0 - item.y0, "bottom"},
               {item.y1 - area.y1, "top"}};
  for (const auto& s : sides) {
    if (s.depth > worst) {
      worst = s.depth;
      side = s.name;
    }
  }
  return worst;
}

std::vector<Check> preflight_interior(PdfFile& pdf, const std::vector<PageDrawing>& pages,
                                      const Manifest& m) {
  std::vector<Check> checks;
  checks.push_back(page_size(pdf, m));
  checks.push_back(page_count(pdf, m));
  checks.push_back(check_fonts_embedded(pdf, "interior"));
  checks.push_back(check_annotations(pdf, "interior"));
  checks.push_back(check_outlines(pdf, "interior"));
  checks.push_back(check_encryption(pdf, "interior"));
  checks.push_back(check_line_widths(pdf.name(), pages, "interior"));
  checks.push_back(check_text_sizes(pdf.name(), pages, "interior"));
  checks.push_back(check_grey_fills(pdf.name(), pages, "interior"));
  checks.push_back(check_image_resolution(pdf.name(), pages, "interior"));
  checks.push_back(margins(pdf, pages, m));
  checks.push_back(blank_pages(pdf, pages));
  return checks;
}

}  // namespace mazeproof
