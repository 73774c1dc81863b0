#pragma once
// One rendered shaped drawing against its proof (DRAWING_RULES.md "What
// the reader sees", "Shaped mazes"): every wall the proof found drawn is
// dark along its whole line (segments and arcs alike); everything else in
// the keep-clear area (the grid's area grown by the wall width and 0.5 pt)
// is light, but for a centre goal's slot on a maze page; on a solution
// drawing the route shows in its grey along its centre line and nothing
// dark lies in its band but walls.

#include <string>
#include <vector>

#include "proof/rendered_drawing.h"

namespace mazeproof {

// REQUIRES: job.shape. Lines as compare_drawing's.
std::vector<std::string> compare_shape_drawing(const RenderJob& job, const Raster& raster);

}  // namespace mazeproof
