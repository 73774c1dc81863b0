#pragma once
// Colours as SVG art writes them (CSS colour syntax), for the flat-art
// check and the grey copy of a picture (render/flat_svg.h).

#include <optional>
#include <string>

namespace mazebook {

struct Rgb8 {
  int r = 0;  // 0 to 255
  int g = 0;
  int b = 0;
};

// "#rgb", "#rrggbb", "rgb(r, g, b)" (numbers or percentages, clamped) or
// one of the 147 CSS colour names, any case, spaces around allowed. Empty
// for anything else, including "none", "currentColor", "transparent" and
// colours with alpha (rgba, hsla, #rgba, #rrggbbaa).
std::optional<Rgb8> parse_css_colour(const std::string& text);

// The colour's grey as "#yyyyyy": y = 0.2126 R + 0.7152 G + 0.0722 B,
// rounded: the Rec. 709 luma the template's colours turn into on black-ink
// paper (book/ink.h), so pictures and words grey alike.
std::string grey_hex(Rgb8 colour);

}  // namespace mazebook
