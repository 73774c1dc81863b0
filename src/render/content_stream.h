#pragma once
// Numbers and operators appended to a PDF content stream, in the two ways
// mazebook writes them: as Cairo's PDF surface does (to so many places,
// trailing zeros left out), so that what a book page's content adds to
// Cairo's reads like Cairo's own; and to a fixed number of places (a
// poster's grid units). Every value is followed by a space.

#include <cstdint>
#include <string>
#include <string_view>

#include "book/book_template.h"
#include "render/maze_style.h"

namespace mazebook {

class ContentStream {
 public:
  explicit ContentStream(std::string& text) : text_(text) {}

  // `value` to `decimals` places, trailing zeros (and a bare point) left
  // out, "-0" as "0": as Cairo writes numbers.
  void number(double value, int decimals);
  // `value` with exactly `digits` places.
  void fixed(double value, int digits);
  void whole(int64_t value);
  // The three components of `colour` as Cairo writes a colour (then "RG"
  // or "rg" from the caller).
  void colour(const Colour& colour);
  // The cap's and join's numbers (then "J" and "j" from the caller).
  void cap(LineCap cap) { whole(static_cast<int64_t>(cap)); }
  void join(LineJoin join) { whole(static_cast<int64_t>(join)); }
  // Text as it stands.
  void raw(std::string_view text) { text_ += text; }
  // An operator and a newline.
  void op(std::string_view name) {
    text_ += name;
    text_ += '\n';
  }
  void reserve(size_t bytes) { text_.reserve(text_.size() + bytes); }

 private:
  std::string& text_;
};

}  // namespace mazebook
