#include "book/ink.h"

namespace mazebook {

namespace {

struct InteriorColour {
  const char* key;
  Colour BookTemplate::*member;
};
// The colours printed inside the book, in templates/README.md's order.
constexpr InteriorColour kInterior[] = {{"text", &BookTemplate::text},
                                        {"muted", &BookTemplate::muted},
                                        {"accent", &BookTemplate::accent},
                                        {"start", &BookTemplate::start},
                                        {"finish", &BookTemplate::finish}};

bool is_grey(const Colour& c) { return c.r == c.g && c.g == c.b; }

}  // namespace

bool black_ink_only(Paper paper) { return paper == Paper::white || paper == Paper::cream; }

Colour grey_of(const Colour& c) {
  const double y = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
  return {y, y, y};
}

BookTemplate interior_look(const BookTemplate& look, Paper paper) {
  BookTemplate out = look;
  if (!black_ink_only(paper)) return out;
  for (const InteriorColour& c : kInterior) {
    if (!is_grey(out.*c.member)) out.*c.member = grey_of(out.*c.member);
  }
  // Black ink prints a variant's marks in the one grey the drawing rules
  // name for it.
  out.mark = {0.45, 0.45, 0.45};
  return out;
}

std::vector<std::string> coloured_interior_keys(const BookTemplate& look) {
  std::vector<std::string> keys;
  for (const InteriorColour& c : kInterior) {
    if (!is_grey(look.*c.member)) keys.push_back(c.key);
  }
  return keys;
}

}  // namespace mazebook
