#pragma once
// A rendered rectangle of a page as the eyes look at it (DRAWING_RULES.md
// "What the reader sees"): its grey levels, where its pixels lie, and the
// grey levels of the rules as pixel values.

#include <cstddef>
#include <cstdint>
#include <string>

#include "proof/core/geometry.h"
#include "proof/eyes/render_check.h"

namespace mazeproof {

// A rendered rectangle of a page: grey levels 0..255, and where its pixels
// lie. Pixel (i, j) covers [i, i+1] x [j, j+1] in raster units; raster
// (0, 0) is page pixel (px0, py0) of the page rendered at `scale`. The
// pixels are the renderer's own, read in place (a poster's render is too
// large to copy).
struct Raster {
  const uint8_t* grey = nullptr;  // row j starts at grey + j * stride
  size_t stride = 0;
  int width = 0;
  int height = 0;
  double scale = 1;  // pixels per point
  int px0 = 0;
  int py0 = 0;
  Box page;  // the page's visible box, points

  uint8_t at(int i, int j) const {
    return grey[static_cast<size_t>(j) * stride + static_cast<size_t>(i)];
  }
  // Raster coordinates (continuous) of a page point.
  double rx(double x) const { return (x - page.x0) * scale - px0; }
  double ry(double y) const { return (page.y1 - y) * scale - py0; }
};

// The grey levels of render_check.h as pixel values (0..255).
constexpr uint8_t kDarkLevel = static_cast<uint8_t>(kDarkGrey * 255);
constexpr uint8_t kLightLevel = static_cast<uint8_t>(kLightGrey * 255 + 0.999);
constexpr uint8_t kRouteLowLevel = static_cast<uint8_t>(kRouteGreyLow * 255 + 0.999);
constexpr uint8_t kRouteHighLevel = static_cast<uint8_t>(kRouteGreyHigh * 255);

// "grey 0.42" for a pixel value.
std::string grey_text(uint8_t level);

}  // namespace mazeproof
