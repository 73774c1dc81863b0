#pragma once
// A theme's pictures, read and checked (flat, opaque: render/flat_svg.h)
// when the theme loads, before any maze is made, so a bad picture stops
// the build at once naming the theme and the file.

#include <vector>

#include "book/theme.h"
#include "render/picture.h"

namespace mazebook {

struct ThemeArt {
  std::vector<Picture> start, finish, section, cover;  // as the theme's sets
};

// Reads every picture the theme names. Throws Error("THEME: FILE: ...").
ThemeArt load_theme_art(const Theme& theme);

}  // namespace mazebook
