#pragma once
// Checks a drawn solution route against a proved maze (DRAWING_RULES.md
// "Solution routes"): straight horizontal and vertical pieces between cell
// centres and the two outside points half a cell beyond the openings, whose
// unit steps are exactly the steps of the unique route, from the entrance's
// outside point to the exit's, through open passages only.

#include <string>
#include <vector>

#include "proof/drawings/wall_grid.h"
#include "proof/pdf/drawing.h"
#include "proof/topology/maze_proof.h"

namespace mazeproof {

// Problems with the route, one phrase each naming cells (at most a few,
// then a count); empty when the route is exactly right.
// REQUIRES: proof.perfect (there is a unique route to compare with).
// Appends the first three wrong route steps to `problems`, then "and N
// more route steps wrong": one report line each, however many there are.
void report_wrong_steps(const std::vector<std::string>& wrong, std::vector<std::string>& problems);

std::vector<std::string> check_route(const std::vector<Segment>& route, const GridGeometry& grid,
                                     const MazeGraph& maze, const MazeProof& proof);

// The route's points in page space: half a cell outside the entrance, the
// cell centres, half a cell outside the exit (for the renderer's eyes).
std::vector<Point> route_points(const GridGeometry& g, const MazeProof& proof);

}  // namespace mazeproof
