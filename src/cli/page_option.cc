#include "cli/page_option.h"

#include <cctype>
#include <cstdio>
#include <string_view>

#include "base/error.h"

namespace mazebook {

namespace {

struct NamedPage {
  std::string_view name;
  double width_mm;
  double height_mm;
};

constexpr NamedPage kNamedPages[] = {{"A0", 841, 1189}, {"A1", 594, 841}, {"A2", 420, 594},
                                     {"A3", 297, 420},  {"A4", 210, 297}, {"B1", 707, 1000},
                                     {"B2", 500, 707}};

constexpr double kPointsPerMm = 72 / 25.4;

// Points in one `unit`; 0 for an unknown unit.
double unit_points(std::string_view unit) {
  if (unit == "in") return 72;
  if (unit == "mm") return kPointsPerMm;
  if (unit == "cm") return 10 * kPointsPerMm;
  if (unit == "pt") return 1;
  return 0;
}

// A plain decimal number ("24", "0.5", ".5"), nothing else; -1 if not one.
double plain_number(std::string_view text) {
  if (text.empty() || text.size() > 12) return -1;
  int dots = 0;
  int digits = 0;
  for (const char c : text) {
    if (c == '.') {
      ++dots;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      ++digits;
    } else {
      return -1;
    }
  }
  if (dots > 1 || digits == 0) return -1;
  return std::stod(std::string(text));
}

// Splits "24in" into its number and unit.
bool split_unit(std::string_view text, std::string_view& number, std::string_view& unit) {
  if (text.size() < 3) return false;
  number = text.substr(0, text.size() - 2);
  unit = text.substr(text.size() - 2);
  return unit_points(unit) > 0;
}

std::string inches(double points) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", points / 72);
  return text;
}

}  // namespace

PageSizePt parse_page_size(const std::string& option, const std::string& text) {
  for (const NamedPage& page : kNamedPages) {
    if (text == page.name) return {page.width_mm * kPointsPerMm, page.height_mm * kPointsPerMm};
  }
  const std::string expected = option +
                               ": expected WIDTHxHEIGHT with a unit (in, mm, cm or pt; e.g. "
                               "24x36in, 600x900mm) or A0 to A4, B1, B2, got '" +
                               text + "'";
  const size_t x = text.find('x');
  std::string_view number;
  std::string_view unit;
  if (x == std::string::npos || !split_unit(std::string_view(text).substr(x + 1), number, unit)) {
    throw Error(expected);
  }
  const double width = plain_number(std::string_view(text).substr(0, x));
  const double height = plain_number(number);
  if (width < 0 || height < 0) throw Error(expected);
  const PageSizePt page{width * unit_points(unit), height * unit_points(unit)};
  for (const double side : {page.width, page.height}) {
    if (side < kMinPosterSideIn * 72 - 1e-9 || side > kMaxPosterSideIn * 72 + 1e-9) {
      throw Error(option + ": each side from " + inches(kMinPosterSideIn * 72) + " to " +
                  inches(kMaxPosterSideIn * 72) + " in, got '" + text + "'");
    }
  }
  return page;
}

double parse_length(const std::string& option, const std::string& text, double max_pt) {
  std::string_view number;
  std::string_view unit;
  if (text == "0") return 0;
  const double value = split_unit(text, number, unit) ? plain_number(number) : -1;
  if (value < 0) {
    throw Error(option + ": expected a length with a unit (in, mm, cm or pt; e.g. 0.5in, 12mm), " +
                "got '" + text + "'");
  }
  const double points = value * unit_points(unit);
  if (points > max_pt + 1e-9) {
    throw Error(option + ": at most " + inches(max_pt) + " in, got '" + text + "'");
  }
  return points;
}

}  // namespace mazebook
