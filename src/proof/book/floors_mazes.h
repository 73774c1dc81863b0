#pragma once
// A maze of floors in a book (DRAWING_RULES.md "Puzzle variants",
// "Outside the maze", "The proof"): its floors are drawings of their own,
// one per placement in book.json. Each drawing is matched to its floor's
// placement, proved as any rectangle's walls (shape_mazes.h) with its own
// openings (the entrance on floor 0, the exit on the last, none between),
// its stair marks read (variant_marks.h); then the floors are proved
// together (floors_stairs.h) and cross-checked with book.json (stairs,
// route, floors_changed). On the solution page too each floor is the
// drawing nearest its placement that no other floor there claimed (a slot's
// floors may wrap into rows that the slots beside it share), and each
// floor's drawn steps must be the route's steps on that floor.

#include <map>
#include <set>
#include <string>
#include <vector>

#include "proof/book/shape_mazes.h"
#include "proof/core/check.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/model/manifest.h"

namespace mazeproof {

// Whether `m` is a maze of floors.
bool is_floors(const ManifestMaze& m);

// The drawings a maze takes on its solution page: its floors, else one.
int solution_drawings(const ManifestMaze& m);

// "3 maze drawings, book.json places 2 solutions here" when a solution
// page shows other than the drawings its `slots` (slot -> index in
// manifest.mazes) take (a maze of floors one a floor); empty when right.
std::string solution_count_problem(size_t drawn, const Manifest& manifest,
                                   const std::map<int, size_t>& slots);

// The first drawing (reading order) of the maze in solution slot `slot`
// on a page whose `slots` are as above: one drawing for each slot before
// it, a maze of floors one a floor (so `slot` itself when none is).
int first_drawing(const Manifest& manifest, const std::map<int, size_t>& slots, int slot);

// One floor's outcome, and the index in the page's drawings it was found at.
struct FloorOutcome {
  int drawing = 0;
  ShapeOutcome outcome;
};

// Maze `m`'s floors on its maze page `page`. Failures go to `checks`
// (book_checks.h), each line starting with `at`; `result` gets the
// figures. REQUIRES: is_floors(m).
std::vector<FloorOutcome> prove_floors_maze(const ManifestMaze& m, const PageMazes& page,
                                            const std::string& at, std::vector<Check>& checks,
                                            MazeResult& result, const LegibleRule& rule);

// Maze `m`'s floors on its solution page, one drawing a floor, none of
// those the page's floors `claimed` before (the ones it takes are added).
// REQUIRES: is_floors(m), m.solution_page.
std::vector<FloorOutcome> prove_floors_solution(const ManifestMaze& m, const PageMazes& page,
                                                std::set<int>& claimed, const std::string& at,
                                                std::vector<Check>& checks, MazeResult& result,
                                                const LegibleRule& rule);

}  // namespace mazeproof
