#include "render/flat_style.h"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <set>

#include "render/css_colour.h"
#include "render/svg_geometry.h"

namespace mazebook {

namespace {

// The darkest a picture prints: pure black is the puzzles' wall colour
// (src/proof/DRAWING_RULES.md), so nothing darker than the template's text
// black reaches a page from a picture.
constexpr char kDarkest[] = "#1a1a1a";
constexpr int kDarkestLevel = 0x1a;
// The lightest grey with 10 % ink (229.5 / 255), and where a lighter grey
// prints as white instead.
constexpr int kLightestGrey = 229;
constexpr int kWhiteFrom = 243;

std::string trim(const std::string& text) {
  size_t begin = 0;
  size_t end = text.size();
  while (begin < end && std::isspace(static_cast<unsigned char>(text[begin]))) ++begin;
  while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
  return text.substr(begin, end - begin);
}

// A colour as a picture prints it: its grey when `grey`, never darker
// than kDarkest in every channel, and a grey never so light that it is
// under 10 % ink (KDP's least for a grey fill) unless it is white.
std::string printable(Rgb8 colour, bool grey) {
  if (grey) {
    const int level = std::stoi(grey_hex(colour).substr(1, 2), nullptr, 16);
    colour = {level, level, level};
  }
  if (colour.r < kDarkestLevel && colour.g < kDarkestLevel && colour.b < kDarkestLevel) {
    return kDarkest;
  }
  if (colour.r == colour.g && colour.g == colour.b && colour.r > kLightestGrey && colour.r < 255) {
    const int level = colour.r >= kWhiteFrom ? 255 : kLightestGrey;
    colour = {level, level, level};
  }
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", colour.r, colour.g, colour.b);
  return buffer;
}

bool fully_opaque(const std::string& value) {
  if (value == "inherit") return true;
  char* end = nullptr;
  const double number = std::strtod(value.c_str(), &end);
  const std::string rest = trim(end);
  if (end == value.c_str()) return false;
  if (rest == "%") return number >= 100;
  return rest.empty() && number >= 1;
}

bool is_colour_property(const std::string& property) {
  return property == "fill" || property == "stroke" || property == "color" ||
         property == "stop-color" || property == "flood-color" || property == "lighting-color" ||
         property == "solid-color";
}

// Properties that change neither colour, opacity nor line width: how a
// shape is filled and its lines joined, capped and dashed, whether it
// shows, and what editors write that librsvg ignores.
const std::set<std::string>& plain_properties() {
  static const std::set<std::string> names = {
      "fill-rule",         "clip-rule",        "stroke-linecap",    "stroke-linejoin",
      "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "display",
      "visibility",        "overflow",         "enable-background"};
  return names;
}

}  // namespace

bool is_presentation_attribute(const std::string& name) {
  static const std::set<std::string> names = {"alignment-baseline",
                                              "baseline-shift",
                                              "clip",
                                              "clip-path",
                                              "clip-rule",
                                              "color",
                                              "color-interpolation",
                                              "color-interpolation-filters",
                                              "color-profile",
                                              "color-rendering",
                                              "cursor",
                                              "direction",
                                              "display",
                                              "dominant-baseline",
                                              "enable-background",
                                              "fill",
                                              "fill-opacity",
                                              "fill-rule",
                                              "filter",
                                              "flood-color",
                                              "flood-opacity",
                                              "font",
                                              "font-family",
                                              "font-size",
                                              "font-size-adjust",
                                              "font-stretch",
                                              "font-style",
                                              "font-variant",
                                              "font-weight",
                                              "glyph-orientation-horizontal",
                                              "glyph-orientation-vertical",
                                              "image-rendering",
                                              "isolation",
                                              "kerning",
                                              "letter-spacing",
                                              "lighting-color",
                                              "line-height",
                                              "marker",
                                              "marker-end",
                                              "marker-mid",
                                              "marker-start",
                                              "mask",
                                              "mask-type",
                                              "mix-blend-mode",
                                              "opacity",
                                              "overflow",
                                              "paint-order",
                                              "pointer-events",
                                              "shape-rendering",
                                              "solid-color",
                                              "stop-color",
                                              "stop-opacity",
                                              "stroke",
                                              "stroke-dasharray",
                                              "stroke-dashoffset",
                                              "stroke-linecap",
                                              "stroke-linejoin",
                                              "stroke-miterlimit",
                                              "stroke-opacity",
                                              "stroke-width",
                                              "text-anchor",
                                              "text-decoration",
                                              "text-orientation",
                                              "text-rendering",
                                              "transform-box",
                                              "transform-origin",
                                              "unicode-bidi",
                                              "vector-effect",
                                              "visibility",
                                              "white-space",
                                              "word-spacing",
                                              "writing-mode"};
  return names.count(name) > 0;
}

FlatValue flat_property(const std::string& property, const std::string& raw_value, bool from_style,
                        StrokeSeen& seen, const FlatRefusal& refuse) {
  const std::string value = trim(raw_value);
  const std::string where = from_style ? "style" : "attribute";
  // A style declaration overrides the attribute whatever their order.
  const auto note = [&](auto& slot, auto found) {
    if (from_style || !slot) slot = found;
  };
  if (property == "stroke") {
    note(seen.stroke, value != "none");
  } else if (property == "stroke-width") {
    const auto width = stroke_width_units(value);
    if (!width) refuse("stroke-width '" + value + "' (a length in px, pt, mm, cm or in)");
    note(seen.width, *width);
    return {value, value};
  }
  if (value.find("url(") != std::string::npos) {
    refuse(property + " " + where + " '" + value +
           "' (paints with a gradient, pattern or other reference)");
  }
  if (property == "opacity" || property == "fill-opacity" || property == "stroke-opacity") {
    if (!fully_opaque(value)) refuse(property + " " + value + " (transparency)");
    return {value, value};
  }
  if (property == "filter" || property == "mask" || property == "clip-path") {
    if (value != "none") refuse(property + " '" + value + "'");
    return {value, value};
  }
  if (property == "mix-blend-mode") {
    if (value != "normal") refuse(property + " '" + value + "' (blending)");
    return {value, value};
  }
  if (is_colour_property(property)) {
    if (value == "none" || value == "currentColor" || value == "inherit" || value.empty()) {
      return {value, value};
    }
    const auto colour = parse_css_colour(value);
    if (!colour) refuse(property + " '" + value + "' (not a plain, opaque colour)");
    return {printable(*colour, false), printable(*colour, true)};
  }
  if (!plain_properties().count(property)) {
    refuse(from_style ? "style property '" + property + "' (not one flat art takes)"
                      : property + " attribute '" + value + "' (not one flat art takes)");
  }
  return {value, value};
}

FlatValue flat_style(const std::string& style, StrokeSeen& seen, const FlatRefusal& refuse) {
  FlatValue out;
  size_t at = 0;
  while (at <= style.size()) {
    size_t end = style.find(';', at);
    if (end == std::string::npos) end = style.size();
    const std::string declaration = style.substr(at, end - at);
    at = end + 1;
    const size_t colon = declaration.find(':');
    if (colon == std::string::npos) {
      if (!trim(declaration).empty()) {
        out.colour += declaration + ";";
        out.grey += declaration + ";";
      }
      continue;
    }
    const std::string property = trim(declaration.substr(0, colon));
    std::string value = trim(declaration.substr(colon + 1));
    const size_t important = value.find("!important");
    if (important != std::string::npos) value = trim(value.substr(0, important));
    const FlatValue checked = flat_property(property, value, true, seen, refuse);
    out.colour += property + ":" + checked.colour + ";";
    out.grey += property + ":" + checked.grey + ";";
  }
  return out;
}

}  // namespace mazebook
