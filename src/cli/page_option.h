#pragma once
// The page options of `mazebook poster`: a page size as WIDTHxHEIGHT with a
// unit (24x36in, 600x900mm, 60x90cm, 1728x2592pt) or an ISO name (A0 to
// A4, B1, B2, portrait), and lengths (margins, bleed) as a number and a
// unit (0.5in, 12mm). Errors name the option and say what is accepted.

#include <string>

namespace mazebook {

struct PageSizePt {
  double width = 0;   // points
  double height = 0;  // points
};

// Smallest and largest page side, inches (a PDF page is at most 200 in).
constexpr double kMinPosterSideIn = 2;
constexpr double kMaxPosterSideIn = 200;

// A page size, points. Throws Error("OPTION: ...").
PageSizePt parse_page_size(const std::string& option, const std::string& text);

// A length from 0 to `max_pt` points, given with a unit. Throws
// Error("OPTION: ...").
double parse_length(const std::string& option, const std::string& text, double max_pt);

}  // namespace mazebook
