#include "proof/model/trim.h"

#include <string>

namespace mazeproof {

std::optional<Paper> parse_paper(std::string_view text) {
  std::string t(text);
  for (char& c : t) {
    if (c == '_' || c == ' ') c = '-';
  }
  if (t == "white") return Paper::white;
  if (t == "cream") return Paper::cream;
  if (t == "standard-color" || t == "standard-colour") return Paper::standard_color;
  if (t == "premium-color" || t == "premium-colour") return Paper::premium_color;
  return std::nullopt;
}

}  // namespace mazeproof
