#pragma once
// The presentation properties flat art may set (templates/themes/README.md,
// "Flat art"), by attribute or in a `style` attribute, and their values in
// the picture's two copies: its own colours and its greys. A style takes
// only the short list below; a presentation attribute outside it is
// refused too, since librsvg reads both alike.

#include <functional>
#include <optional>
#include <string>

namespace mazebook {

// A value as the colour copy and the grey copy print it.
struct FlatValue {
  std::string colour;
  std::string grey;
};

// What one element sets itself that decides how thick its strokes print
// (a style declaration over an attribute).
struct StrokeSeen {
  std::optional<bool> stroke;       // `stroke` is a colour, not none
  std::optional<double> width;      // `stroke-width`, user units
  std::optional<double> transform;  // the least scale of its `transform`
};

// Throws the refusal for `what` ("fill 'x' (...)"); never returns.
using FlatRefusal = std::function<void(const std::string& what)>;

// One property from an attribute (`from_style` false) or a style
// declaration; `seen` notes stroke and stroke-width.
FlatValue flat_property(const std::string& property, const std::string& value, bool from_style,
                        StrokeSeen& seen, const FlatRefusal& refuse);

// A style attribute's declarations, each checked; the attribute rewritten
// in both copies.
FlatValue flat_style(const std::string& style, StrokeSeen& seen, const FlatRefusal& refuse);

// True when `name` is an SVG presentation attribute (a CSS property
// librsvg reads from an attribute).
bool is_presentation_attribute(const std::string& name);

}  // namespace mazebook
