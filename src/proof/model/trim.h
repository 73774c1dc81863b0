#pragma once
// A book's trim and paper as book.json names them (KDP_RULES.md "Trim
// sizes", "Cover"): what the preflight's numbers are looked up by.

#include <optional>
#include <string_view>

namespace mazeproof {

struct TrimSize {
  double width = 0;   // inches
  double height = 0;  // inches
};

enum class Paper { white, cream, standard_color, premium_color };
// "white", "cream", "standard-color", "premium-color" (underscores or
// "colour" accepted too). Empty when unknown.
std::optional<Paper> parse_paper(std::string_view text);

}  // namespace mazeproof
