#include "proof/book_checks.h"

namespace mazeproof {

std::vector<Check> make_checks() {
  std::vector<Check> c(kCheckCount);
  c[kPages] = {"mazes.pages",
               "DRAWING_RULES.md The manifest: page and solution_page are pages of interior.pdf; "
               "one maze a maze page; one solution a slot",
               {},
               {}};
  c[kDrawings] = {
      "mazes.drawings",
      "DRAWING_RULES.md Walls, Maze pages: one maze drawing a maze page, walls solid "
      "straight strokes on one square lattice, never overlapping; no route on a maze page",
      {},
      {}};
  c[kPerfect] = {"mazes.perfect",
                 "README.md Perfect mazes: perfect = two openings in the outer wall, every cell "
                 "reached, passages = cells - 1 (exactly one route)",
                 {},
                 {}};
  c[kManifest] = {
      "mazes.manifest",
      "DRAWING_RULES.md The manifest: the drawing is the maze of book.json (size, walls, "
      "entrance and exit, route_length and forks)",
      {},
      {}};
  c[kSolutionDrawings] = {"solutions.drawings",
                          "DRAWING_RULES.md Solution pages: each solution drawing, in reading "
                          "order, is its maze, rebuilt and proved like a maze page",
                          {},
                          {}};
  c[kRoutes] = {"solutions.routes",
                "DRAWING_RULES.md Solution routes: the route runs from half a cell outside the "
                "entrance to half a cell outside the exit through cell centres, exactly the unique "
                "route",
                {},
                {}};
  c[kClosedWorld] = {"mazes.closed_world",
                     "DRAWING_RULES.md Closed world: on maze and solution pages only the listed "
                     "operators and colour spaces; walls and routes painted whole; nothing else "
                     "stroked; nothing else over a maze drawing",
                     {},
                     {}};
  c[kLegible] = {"mazes.legible",
                 "DRAWING_RULES.md Legible mazes: walls at most a third of a cell, corridors at "
                 "least 1.5 pt; fills and text on maze pages contrast 3:1 with the paper",
                 {},
                 {}};
  return c;
}

}  // namespace mazeproof
