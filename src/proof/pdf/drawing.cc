#include "proof/pdf/drawing.h"

#include <cmath>

namespace mazeproof {

void Colour::rgb(double& r, double& g, double& b) const {
  switch (space) {
    case Space::rgb:
      r = v[0];
      g = v[1];
      b = v[2];
      return;
    case Space::cmyk:
      r = (1 - v[0]) * (1 - v[3]);
      g = (1 - v[1]) * (1 - v[3]);
      b = (1 - v[2]) * (1 - v[3]);
      return;
    case Space::gray:
      r = g = b = v[0];
      return;
    case Space::other:
      r = g = b = 0.5;  // a pattern or a special space: unknown, call it grey
      return;
  }
}

bool Colour::is_rgb(double r, double g, double b) const {
  if (space == Space::other) return false;
  double cr = 0, cg = 0, cb = 0;
  rgb(cr, cg, cb);
  return std::abs(cr - r) <= kColourTolerance && std::abs(cg - g) <= kColourTolerance &&
         std::abs(cb - b) <= kColourTolerance;
}

double Colour::grey_ink() const {
  if (space == Space::other) return -1;
  double r = 0, g = 0, b = 0;
  rgb(r, g, b);
  if (std::abs(r - g) > kColourTolerance || std::abs(g - b) > kColourTolerance) return -1;
  return 1 - (r + g + b) / 3;
}

bool is_wall_colour(const Colour& c) { return c.is_rgb(0, 0, 0); }

bool is_route_colour(const Colour& c) { return c.is_rgb(kRouteGrey, kRouteGrey, kRouteGrey); }

bool leaves_ink(const DrawItem& item) {
  if (item.box.empty()) return false;
  if (item.kind == ItemKind::fill && item.colour.is_white()) return false;
  return true;
}

const char* kind_name(ItemKind kind) {
  switch (kind) {
    case ItemKind::stroke:
      return "stroke";
    case ItemKind::fill:
      return "fill";
    case ItemKind::text:
      return "text";
    case ItemKind::image:
      return "image";
    case ItemKind::shading:
      return "shading";
  }
  return "drawing";
}

}  // namespace mazeproof
