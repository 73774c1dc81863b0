#pragma once
// A second pair of eyes (DRAWING_RULES.md "What the reader sees"): every
// proved maze and solution drawing is rendered by an independent renderer
// (poppler), at a resolution where the thinnest wall is at least two pixels
// wide, and the picture must agree with the proof. Every wall the proof
// found is dark along its whole length; everything else inside the
// drawing's keep-clear area (passages, cells, openings) is light; on a
// solution drawing the route shows in its grey along its whole length and
// nothing near it is dark. So ink hidden or added by any means (white
// paint, transparency, clips, masks, optional content, fonts, images)
// cannot make the reader see another maze than the one proved.

#include <memory>
#include <string>
#include <vector>

#include "proof/core/geometry.h"
#include "proof/model/grid_shapes.h"

namespace mazeproof {

class ShapeArea;

// What the eyes need of a maze drawing of any kind (DRAWING_RULES.md
// "Shaped mazes"): its keep-clear area (and centre slot), the walls the
// proof found drawn, where its grid lies and how wide its corridors are.
struct ShapeRender {
  // A wall the proof found drawn: side `side` of `cell` (GridShapes::wall
  // gives its line), two numbers, as a poster has millions.
  struct Drawn {
    int cell = 0;
    int side = 0;
  };
  std::shared_ptr<const ShapeArea> area;
  std::vector<Drawn> drawn;
  Box outline;             // the grid's bounds on the page, points
  double corridor_pt = 0;  // the kind's narrowest corridor, points
};

// Grey levels from 0 (black) to 1 (white) as rendered.
constexpr double kDarkGrey = 0.35;       // a wall pixel is at most this
constexpr double kLightGrey = 0.80;      // a pixel where the proof found nothing is at least this
constexpr double kRouteGreyLow = 0.40;   // a route pixel lies in this band
constexpr double kRouteGreyHigh = 0.70;  // (the route colour is 0.55)
// Beyond half a wall (or route), this many pixels may be touched by its
// edge: judged by neither the wall's nor the light rule.
constexpr double kEdgePixels = 1.5;
// Pixels across the thinnest wall, at least.
constexpr double kWallPixels = 2.0;
// The resolution is capped here, pixels per point (600 dpi).
constexpr double kMaxPixelsPerPoint = 600.0 / 72.0;

// A page's render of more than kMaxRenderPixels (limits.h) is made in
// bands of whole rows of at most this many pixels, each with kTileMargin
// rows of its neighbours so that walls at its edges are seen whole
// (DRAWING_RULES.md "Posters"). Poppler takes about twice a band's pixels
// in bytes while it draws one, and reads the whole page again for each.
constexpr int64_t kBandPixels = 80'000'000;
constexpr int kTileMargin = 16;

// One drawing to look at.
struct RenderJob {
  int page = 0;              // 0-based page index
  Box page_box;              // the page's visible box (crop box within the media box), points
  double thinnest_wall = 0;  // points
  double widest_wall = 0;    // points
  std::vector<Point> route;  // solution drawings: the route's points, page space; else empty
  double route_width = 0;    // points
  std::string where;         // message prefix: "interior.pdf: page 4: maze easy-001: "
  double wall_grey = 0;      // the walls' colour as a grey level (art mazes are not black)
  // The drawing as proved; its route is a polyline (arcs as short chords).
  // Never null.
  std::shared_ptr<const ShapeRender> shape;
};

struct RenderResult {
  std::vector<std::string> problems;  // each with its job's prefix
  int64_t pixels = 0;                 // looked at
  double smallest_dpi = 0;            // of the renders made
};

// Renders the jobs from `pdf_bytes` on up to `threads` threads (one poppler
// document each; jobs of one page share one render) and checks every
// picture. Deterministic: problems come in job order. Throws Error when
// poppler cannot open the file at all, or a render would be larger than
// the limits allow.
RenderResult check_rendered(const std::string& pdf_bytes, const std::string& file,
                            const std::vector<RenderJob>& jobs, int threads);

}  // namespace mazeproof
