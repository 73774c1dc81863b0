// The property suite on every grid kind: each generator that works on
// shaped grids gives a perfect maze with the grid's corner openings, the
// same maze for the same seed, different mazes for different seeds, on
// grids from one cell up to large ones (no recursion); the rectangle-only
// generators refuse other kinds in the registry.

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "maze/generators.h"
#include "maze/grids.h"
#include "maze/random.h"
#include "maze/solver.h"

namespace {

using mazebook::GridKind;
using mazebook::GridPtr;
using mazebook::GridSpec;
using mazebook::Maze;

GridSpec sized(GridKind kind, int a, int b = 0) {
  GridSpec s;
  s.kind = kind;
  if (kind == GridKind::polar) {
    s.rings = a;
  } else {
    s.columns = a;
    s.rows = b;
  }
  return s;
}

GridSpec masked(std::vector<std::string> rows) {
  GridSpec s;
  s.kind = GridKind::masked;
  s.mask = std::move(rows);
  return s;
}

std::vector<GridPtr> small_grids() {
  std::vector<GridSpec> specs = {
      sized(GridKind::hex, 1, 1),      sized(GridKind::hex, 1, 6),
      sized(GridKind::hex, 6, 1),      sized(GridKind::hex, 5, 7),
      sized(GridKind::triangle, 1, 1), sized(GridKind::triangle, 2, 1),
      sized(GridKind::triangle, 2, 4), sized(GridKind::triangle, 9, 5),
      sized(GridKind::polar, 2),       sized(GridKind::polar, 3),
      sized(GridKind::polar, 9),       masked({"X"}),
      masked({"XXX", "X.X", "XXX"}),   masked({"..XX.", ".XXXX", "XX.XX", ".XXX.", "..X.."}),
  };
  std::vector<GridPtr> grids;
  for (const GridSpec& s : specs) grids.push_back(mazebook::make_grid(s));
  return grids;
}

int64_t inner_walls(const mazebook::Grid& grid) {
  mazebook::Link links[mazebook::kMaxSides];
  int64_t n = 0;
  for (int32_t cell = 0; cell < grid.size(); ++cell) {
    if (grid.exists(cell)) n += grid.links(cell, links);
  }
  return n / 2;
}

std::string passages_of(const Maze& maze) {
  const std::vector<uint8_t>& b = maze.wall_bytes();
  return std::string(b.begin(), b.end());
}

TEST(ShapedGenerators, RectangleOnlyOnesSayWhichKindsTheyTake) {
  int any = 0;
  for (const mazebook::GeneratorInfo& g : mazebook::generators()) {
    const std::string name(g.name);
    const bool rect_only =
        name == "eller" || name == "division" || name == "binary_tree" || name == "sidewinder";
    EXPECT_EQ(g.any_grid, !rect_only) << name;
    EXPECT_EQ(mazebook::supports(g, GridKind::polar), !rect_only) << name;
    EXPECT_TRUE(mazebook::supports(g, GridKind::rect)) << name;
    EXPECT_EQ(mazebook::supported_kinds(g), rect_only ? "rect" : "every kind") << name;
    any += g.any_grid ? 1 : 0;
  }
  EXPECT_EQ(any, 7);
}

TEST(ShapedGenerators, PerfectWithCornerOpeningsAndReproducible) {
  for (const mazebook::GeneratorInfo& g : mazebook::generators()) {
    if (!g.any_grid) continue;
    for (const GridPtr& grid : small_grids()) {
      std::set<std::string> seen;
      for (uint64_t seed = 0; seed < 12; ++seed) {
        SCOPED_TRACE(std::string(g.name) + " on " + grid->name() + " seed " + std::to_string(seed));
        mazebook::Random random(seed);
        const Maze maze = g.generate(grid, random);
        const mazebook::PerfectCheck check = mazebook::check_perfect(maze);
        ASSERT_TRUE(check.perfect()) << "reached " << check.reached << " of " << check.cells
                                     << ", passages " << check.passages;
        EXPECT_EQ(maze.entrance(), grid->first_opening());
        EXPECT_EQ(maze.exit(), grid->last_opening());
        mazebook::Random again(seed);
        EXPECT_EQ(g.generate(grid, again), maze);
        seen.insert(passages_of(maze));
      }
      // A grid with a cycle has more than one spanning tree: more than one
      // maze shows among the seeds (a ring of 8 cells has 8 of them).
      if (inner_walls(*grid) > grid->cells() - 1) {
        EXPECT_GT(seen.size(), 1u) << g.name << " on " << grid->name();
      }
    }
  }
}

TEST(ShapedGenerators, LargeGridsNeedNoRecursion) {
  // Deep enough that a recursive walk would overflow the stack.
  const std::vector<GridPtr> grids = {mazebook::make_grid(sized(GridKind::hex, 400, 300)),
                                      mazebook::make_grid(sized(GridKind::triangle, 600, 200)),
                                      mazebook::make_grid(sized(GridKind::polar, 150))};
  for (const mazebook::GeneratorInfo& g : mazebook::generators()) {
    if (!g.any_grid || std::string(g.name) == "aldous_broder") continue;
    for (const GridPtr& grid : grids) {
      SCOPED_TRACE(std::string(g.name) + " on " + grid->name());
      mazebook::Random random(3);
      const Maze maze = g.generate(grid, random);
      EXPECT_TRUE(mazebook::check_perfect(maze).perfect());
    }
  }
}

TEST(ShapedGenerators, PlacementsOnShapedGrids) {
  const GridPtr polar = mazebook::make_grid(sized(GridKind::polar, 6));
  mazebook::Random random(5);
  Maze maze = mazebook::generate_wilson(polar, random);
  mazebook::place_centre(maze);
  EXPECT_EQ(maze.exit().cell, 0);
  EXPECT_EQ(maze.exit().side, mazebook::kNoSide);
  EXPECT_TRUE(maze.is_outer_side(maze.entrance()));
  // Farthest with a floor on how close the openings may be: every kind.
  for (const GridPtr& grid : small_grids()) {
    if (grid->cells() < 6) continue;
    SCOPED_TRACE(grid->name());
    mazebook::Random r(9);
    Maze m = mazebook::generate_backtracker(grid, r);
    mazebook::place_farthest(m, 0.5);
    EXPECT_TRUE(m.is_outer_side(m.entrance()));
    EXPECT_TRUE(m.is_outer_side(m.exit()));
    EXPECT_TRUE(mazebook::check_perfect(m).perfect());
  }
}

}  // namespace
