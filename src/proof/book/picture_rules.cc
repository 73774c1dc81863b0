#include "proof/book/picture_rules.h"

#include <algorithm>
#include <cstdio>

#include "proof/core/tally.h"

namespace mazeproof {

namespace {

constexpr const char* kRule =
    "DRAWING_RULES.md Pictures: theme and cover pictures are flat fills and strokes only (no "
    "text, no shading, no image but the cover's picture), every line at least 0.75 pt, "
    "nothing darker than #1a1a1a";

std::string number(double v, int decimals) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
  return buffer;
}

bool darker_than_darkest(const Colour& c) {
  double r = 0, g = 0, b = 0;
  c.rgb(r, g, b);
  return std::max({r, g, b}) < kPictureDarkest - kColourTolerance;
}

std::string at(const DrawItem& item) {
  return "at (" + number(item.box.x0, 1) + ", " + number(item.box.y0, 1) + ")-(" +
         number(item.box.x1, 1) + ", " + number(item.box.y1, 1) + ") pt";
}

}  // namespace

Check picture_check() { return Check{"pictures.drawn", kRule, {{"pictures", 0}}, {}}; }

void hold_pictures(Check& check, const std::vector<PageDrawing>& pages, const std::string& file,
                   bool images) {
  int64_t pictures = check.figures["pictures"].get<int64_t>();
  for (size_t p = 0; p < pages.size(); ++p) {
    Tally text, shading, image, thin, dark;
    for (const DrawItem& item : pages[p]) {
      if (!item.figure || !leaves_ink(item)) continue;
      ++pictures;
      switch (item.kind) {
        case ItemKind::text:
          text.add([&] { return "\"" + item.text + "\" " + at(item); });
          continue;
        case ItemKind::shading:
          shading.add([&] { return at(item); });
          continue;
        case ItemKind::image:
          if (!images) image.add([&] { return at(item); });
          continue;
        case ItemKind::stroke:
          if (item.line_width < kMinPictureLinePt - 1e-6)
            thin.add([&] { return number(item.line_width, 3) + " pt " + at(item); });
          break;
        case ItemKind::fill:
          break;
      }
      if (darker_than_darkest(item.colour))
        dark.add([&] { return std::string(kind_name(item.kind)) + " " + at(item); });
    }
    std::vector<std::string> lines;
    text.report(lines, "picture text(s): pictures carry no text");
    shading.report(lines, "picture shading(s): pictures are flat fills and strokes");
    image.report(lines, "picture image(s): only the cover's front picture is an image");
    thin.report(lines, "picture line(s) under 0.75 pt");
    dark.report(lines, "picture ink(s) darker than #1a1a1a");
    for (const std::string& line : lines)
      check.fail(file + ": page " + std::to_string(p + 1) + ": " + line);
  }
  check.figures["pictures"] = pictures;
}

}  // namespace mazeproof
