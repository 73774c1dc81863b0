#include "proof/core/book_checks.h"

namespace mazeproof {

std::vector<Check> make_checks() {
  std::vector<Check> c(kCheckCount);
  c[kPages] = {"mazes.pages",
               "DRAWING_RULES.md The manifest: page and solution_page are pages of interior.pdf; "
               "one maze a maze page, or one a slot on a page of several; one solution a slot",
               {},
               {}};
  c[kDrawings] = {
      "mazes.drawings",
      "DRAWING_RULES.md Shaped mazes, Walls: one maze drawing a maze page (one a slot), every "
      "wall stroke a "
      "segment or an arc on walls its grid allows, each wall drawn or open; no route on a maze "
      "page; Maze pages: each opening's arrow points along the way, out at the exit, in at an "
      "entrance",
      {},
      {}};
  c[kPerfect] = {
      "mazes.perfect",
      "README.md Perfect mazes, DRAWING_RULES.md Shaped mazes, The proof: the walls not drawn "
      "join every cell in one tree with the two openings (or one and the centre goal); the "
      "strokes alone one plane graph with the outline's cycles",
      {},
      {}};
  c[kManifest] = {
      "mazes.manifest",
      "DRAWING_RULES.md Shaped mazes, The manifest: the drawing is the maze of book.json "
      "(placement, passages, entrance and exit, route, route_length and forks)",
      {},
      {}};
  c[kSolutionDrawings] = {
      "solutions.drawings",
      "DRAWING_RULES.md Solution pages, Shaped mazes: each solution drawing, in reading order, "
      "is its maze at its solution_placement, proved like a maze page",
      {},
      {}};
  c[kRoutes] = {
      "solutions.routes",
      "DRAWING_RULES.md Shaped mazes, Solution routes: the route runs from the entrance's "
      "outside point to the exit's (or the centre) through cell centres, ring steps as arcs, "
      "exactly the unique route, clear of every wall",
      {},
      {}};
  c[kClosedWorld] = {
      "mazes.closed_world",
      "DRAWING_RULES.md Closed world, Shaped mazes, Several mazes a page: only the listed "
      "operators and colour spaces; walls and routes painted whole; nothing else in a maze's "
      "keep-clear area but the goal's mark in a centre slot; nothing from one maze's slot "
      "reaching into another",
      {},
      {}};
  c[kLegible] = {
      "mazes.legible",
      "DRAWING_RULES.md Legible mazes, Shaped mazes: walls at most a third of the corridor, "
      "corridors at least 1.5 pt, no two walls that do not meet closer than half a corridor; "
      "fills and text on maze pages contrast 3:1 with the paper",
      {},
      {}};
  c[kVariants] = {"variants.proved",
                  "DRAWING_RULES.md Puzzle variants: the marks read from the page (keys, doors, "
                  "arrows, stairs, letters) make the puzzle of the manifest's kind, and it holds "
                  "its kind's rule (entrances: one tree per entrance, one reaching the exit; keys: "
                  "perfect, every key before its door, one shortest walk; oneway: perfect, no "
                  "trap; floors: stairs paired, one tree over every floor)",
                  {},
                  {}};
  return c;
}

}  // namespace mazeproof
