#pragma once
// The one rendered check: a rendered maze drawing of any kind against its
// proof (DRAWING_RULES.md "What the reader sees", "Shaped mazes"): every
// wall the proof found drawn is
// dark along its whole line (segments and arcs alike); everything else in
// the keep-clear area (the grid's area grown by the wall width and 0.5 pt)
// is light, but for a centre goal's slot on a maze page; on a solution
// drawing the route shows in its grey along its centre line and nothing
// dark lies in its band but walls.

#include <cstdint>
#include <string>
#include <vector>

#include "proof/core/tally.h"
#include "proof/eyes/raster.h"

namespace mazeproof {

// What a look at (part of) a rendered shaped drawing found: each kind of
// disagreement counted, the first named.
struct ShapeLook {
  std::string stop;  // a line that ends the look (the drawing is off the page), else empty
  Tally walls, ink, route_missing, route_dark;

  // Adds what a look at a later part (a later tile) found.
  void merge(const ShapeLook& later);
  // The lines of compare_shape_drawing, each starting with `where` +
  // "rendered: ".
  std::vector<std::string> lines(const std::string& where) const;
};

// Raster pixels [i0, i1) x [j0, j1).
struct PixelBox {
  int i0 = 0, j0 = 0, i1 = 0, j1 = 0;
};

// Looks at the pixels of `raster` within `judged` only (a tile's own part,
// without the margin it shares with its neighbours): every pixel there,
// every sample of a wall's or the route's centre line that falls there.
// `scratch`, when given, holds the look's mask and is kept for the next
// look (a thread's pages need not fetch and zero fresh memory each).
// REQUIRES: job.shape.
ShapeLook look_at_shape(const RenderJob& job, const Raster& raster, const PixelBox& judged,
                        std::vector<uint8_t>* scratch = nullptr);

// Where the rendered picture of `job` disagrees with its proof, one line
// per kind of disagreement (counted, the first named by cell), each
// starting with job.where + "rendered: ": the whole raster judged. Empty
// when they agree. REQUIRES: job.shape.
std::vector<std::string> compare_shape_drawing(const RenderJob& job, const Raster& raster);

}  // namespace mazeproof
