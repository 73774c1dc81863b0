#pragma once
// Draws one maze as a PNG image as its sample plan says (book/sample_plan.h):
// walls, START and FINISH where the plan placed them, and the solution
// route when asked. The maze never draws itself; this does.

#include <cstdint>
#include <span>
#include <string>

#include "book/sample_plan.h"
#include "maze/maze.h"
#include "maze/weave/weave.h"

namespace mazebook {

// The PNG file's bytes: `maze` drawn as `plan` says, with `route` (cell
// indices, entrance first; empty draws none).
std::string maze_png(const Maze& maze, const SamplePlan& plan, std::span<const int32_t> route);
// A weave maze's, its crossings drawn as src/proof/DRAWING_RULES.md says
// ("Weave mazes"), the route under them dashed.
std::string maze_png(const WeaveMaze& wm, const SamplePlan& plan, std::span<const int32_t> route);

}  // namespace mazebook
