#pragma once
// The closed world of maze and solution pages (DRAWING_RULES.md "Closed
// world"): such a page holds only what the rules list. Walls are black
// strokes and routes grey strokes, painted whole (no clip cuts into them);
// on a maze page a picture's lines may be stroked in other colours, none
// dark enough to be taken for a wall; no fill, stroke, text, image or
// shading but the walls and routes reaches into a drawing's keep-clear area; no operator, colour
// space or text render mode outside the rules. Every break is one phrase naming where it is.

#include <memory>
#include <string>
#include <vector>

#include "proof/drawings/maze_drawings.h"
#include "proof/drawings/shape_area.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

// No shaped drawing on a page.
inline const std::vector<std::shared_ptr<const ShapeArea>> kNoAreas;

// The rule breaks on one maze or solution page (`solution_page`: routes
// are allowed), at most a few lines, each counting its kind. `shapes`
// holds, for the page's drawings in reading order, the keep-clear area of
// each that was proved as a shaped maze (null, or past its end, for the
// rest, whose area is their outline's box); a centre goal's slot in one
// may hold the goal's mark.
std::vector<std::string> closed_world_problems(
    const PageDrawing& items, const PageNotes& notes, const PageMazes& mazes, bool solution_page,
    const std::vector<std::shared_ptr<const ShapeArea>>& shapes = kNoAreas);

}  // namespace mazeproof
