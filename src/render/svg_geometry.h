#pragma once
// The two numbers of SVG geometry that decide how thick a picture's lines
// print: how much a `transform` attribute shrinks lines (its matrix's
// smaller singular value), and a `stroke-width` length in user units.

#include <optional>
#include <string>

namespace mazebook {

// The least factor by which `transform` (an SVG transform list: matrix,
// translate, scale, rotate, skewX, skewY) scales any length; 1 for an
// empty list. Empty when the list cannot be read.
std::optional<double> transform_shrink(const std::string& transform);

// A stroke-width as user units: a number, optionally in px (1), pt, pc,
// mm, cm or in (at 96 px an inch). Empty for percentages, negative widths
// and anything else.
std::optional<double> stroke_width_units(const std::string& width);

}  // namespace mazebook
