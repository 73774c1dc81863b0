// Puzzle variants (src/maze/README.md, "Variants"): the faults
// variant_fault names on damaged mazes, to the letter; the variant spec's
// messages; the picture marks.

#include <gtest/gtest.h>

#include <algorithm>

#include "maze/grids.h"
#include "maze/solver.h"
#include "maze/variants/variant_check.h"
#include "maze/variants/variant_generators.h"
#include "maze/variants/variant_picture.h"

namespace {

using namespace mazebook;

GridPtr rect(int columns, int rows) {
  GridSpec spec;
  spec.columns = columns;
  spec.rows = rows;
  return make_grid(spec);
}

VariantMaze make(const Variant& v, const GridPtr& grid, uint64_t seed) {
  Random random(seed);
  return generate_variant(v, *find_generator("wilson"), grid, random);
}

TEST(Variants, DamagedMazesAreNamedToTheLetter) {
  // A key moved behind its own door: onto the door's far cell.
  VariantMaze keys = make({VariantKind::keys, 1}, rect(8, 8), 3);
  const std::vector<int32_t> before = distances_from(keys.maze, keys.maze.entrance().cell);
  const Door& door = keys.doors[0];
  keys.keys[0].cell = before[door.a] > before[door.b] ? door.a : door.b;
  EXPECT_EQ(variant_fault(keys),
            "key A (cell " + std::to_string(keys.keys[0].cell) +
                ") cannot be picked up: it lies behind its own door or a door whose key comes "
                "later");

  // A wall opened beside a door: a loop round it.
  VariantMaze loop = make({VariantKind::keys, 2}, rect(8, 8), 3);
  bool looped = false;
  for (int32_t cell = 0; cell < loop.maze.size() && !looped; ++cell) {
    for (int side = 1; side <= 2 && !looped; ++side) {
      if (loop.maze.neighbour(cell, side) >= 0 && !loop.maze.is_open(cell, side)) {
        loop.maze.open(cell, side);
        looped = true;
      }
    }
  }
  EXPECT_EQ(variant_fault(loop), "the maze without its doors is not perfect: 1 loop");

  // An arrow on the route turned round.
  VariantMaze oneway = make({VariantKind::oneway, 2}, rect(8, 8), 3);
  const std::vector<int32_t> route = solve(oneway.maze);
  for (Arrow& a : oneway.arrows) {
    const auto at = std::find(route.begin(), route.end(), a.from);
    if (at != route.end() && at + 1 != route.end() && *(at + 1) == a.to) std::swap(a.from, a.to);
  }
  EXPECT_EQ(variant_fault(oneway), "the exit cannot be reached from the entrance");

  // An arrow off the route turned round, into the branch it closed: a trap
  // whose first cell is the one the arrow now leads into.
  VariantMaze trap = make({VariantKind::oneway, 6}, rect(8, 8), 4);
  const std::vector<int32_t> trap_route = solve(trap.maze);
  bool turned = false;
  for (Arrow& a : trap.arrows) {
    const auto on = [&](int32_t c) {
      return std::find(trap_route.begin(), trap_route.end(), c) != trap_route.end();
    };
    if (on(a.from) && on(a.to)) continue;
    std::swap(a.from, a.to);
    // A trap only when the arrow's tail can be reached at all.
    if (!variant_fault(trap).empty()) {
      EXPECT_EQ(variant_fault(trap),
                "trap: from cell " + std::to_string(a.to) + " the exit cannot be reached");
      turned = true;
      break;
    }
    std::swap(a.from, a.to);
  }
  EXPECT_TRUE(turned);

  // A stair taken away.
  VariantMaze floors = make({VariantKind::floors, 3}, rect(6, 6), 3);
  floors.stairs.pop_back();
  EXPECT_EQ(variant_fault(floors), "floors 1 and 2 are joined by no stairs; expected one");

  // A wall opened between two entrances' trees.
  VariantMaze entrances = make({VariantKind::entrances, 2}, rect(6, 6), 3);
  const std::vector<int32_t> a = distances_from(entrances.maze, entrances.entrances[0].cell);
  bool opened = false;
  for (int32_t cell = 0; cell < entrances.maze.size() && !opened; ++cell) {
    for (int side = 0; side < 4 && !opened; ++side) {
      const int32_t next = entrances.maze.neighbour(cell, side);
      if (next >= 0 && a[cell] >= 0 && a[next] < 0) {
        entrances.maze.open(cell, side);
        opened = true;
      }
    }
  }
  ASSERT_TRUE(opened);
  EXPECT_EQ(variant_fault(entrances), "entrances A and B are joined");
}

TEST(Variants, SpecsAreReadOrRefusedWithTheirRange) {
  Variant v;
  EXPECT_EQ(parse_variant_spec("keys:2", v), "");
  EXPECT_EQ(v, (Variant{VariantKind::keys, 2}));
  EXPECT_EQ(parse_variant_spec("floors:4", v), "");
  EXPECT_EQ(variant_spec(v), "floors:4");
  EXPECT_EQ(parse_variant_spec("keys:5", v), "keys takes 1 to 3 pairs, got '5'");
  EXPECT_EQ(parse_variant_spec("entrances:1", v), "entrances takes 2 to 4 entrances, got '1'");
  EXPECT_EQ(parse_variant_spec("oneway:x", v), "oneway takes 1 to 12 arrows, got 'x'");
  EXPECT_EQ(parse_variant_spec("floors:", v), "floors takes 2 to 4 floors, got ''");
  EXPECT_EQ(parse_variant_spec("doors:2", v),
            "expected KIND:N with KIND one of entrances, keys, oneway, floors (e.g. keys:2), got "
            "'doors:2'");
  EXPECT_EQ(parse_variant_spec("keys", v),
            "expected KIND:N with KIND one of entrances, keys, oneway, floors (e.g. keys:2), got "
            "'keys'");
  EXPECT_EQ(variant_grid_problem({VariantKind::entrances, 4}, *rect(2, 1)),
            "entrances:4 needs at least 5 cells on the grid's edge, the grid has 2");
  EXPECT_EQ(variant_grid_problem({VariantKind::keys, 3}, *rect(2, 2)),
            "keys:3 needs at least 5 cells, the grid has 4");
  EXPECT_EQ(variant_grid_problem({VariantKind::keys, 3}, *rect(3, 2)), "");
}

TEST(Variants, PicturesMarkEveryVariantsSquares) {
  const auto count = [](const std::vector<Picture>& pictures, char c) {
    int n = 0;
    for (const Picture& p : pictures) {
      for (const std::string& row : p) n += static_cast<int>(std::count(row.begin(), row.end(), c));
    }
    return n;
  };
  const VariantMaze keys = make({VariantKind::keys, 3}, rect(9, 9), 2);
  const std::vector<Picture> k = variant_pictures(keys);
  ASSERT_EQ(k.size(), 1u);
  for (char c : {'A', 'B', 'C', 'a', 'b', 'c'}) EXPECT_EQ(count(k, c), 1) << c;
  const VariantMaze entrances = make({VariantKind::entrances, 3}, rect(9, 9), 2);
  for (char c : {'A', 'B', 'C'}) EXPECT_EQ(count(variant_pictures(entrances), c), 1) << c;
  const VariantMaze oneway = make({VariantKind::oneway, 5}, rect(9, 9), 2);
  const std::vector<Picture> o = variant_pictures(oneway);
  EXPECT_EQ(count(o, '>') + count(o, '<') + count(o, '^') + count(o, 'v'), 5);
  const VariantMaze floors = make({VariantKind::floors, 3}, rect(9, 9), 2);
  const std::vector<Picture> f = variant_pictures(floors);
  ASSERT_EQ(f.size(), 3u);
  EXPECT_EQ(count({f[0]}, 'U'), 1);
  EXPECT_EQ(count({f[1]}, 'U') + count({f[1]}, 'D'), 2);
  EXPECT_EQ(count({f[2]}, 'D'), 1);
  // One opening on the first and the last floor, none in between.
  const auto border_openings = [](const Picture& p) {
    int n = 0;
    for (size_t r = 0; r < p.size(); ++r) {
      for (size_t c = 0; c < p[r].size(); ++c) {
        const bool border = r == 0 || c == 0 || r + 1 == p.size() || c + 1 == p[r].size();
        n += border && p[r][c] == '.' ? 1 : 0;
      }
    }
    return n;
  };
  EXPECT_EQ(border_openings(f[0]), 1);
  EXPECT_EQ(border_openings(f[1]), 0);
  EXPECT_EQ(border_openings(f[2]), 1);
  // A plain maze draws as to_picture draws it.
  const VariantMaze plain = make({}, rect(5, 4), 2);
  EXPECT_EQ(variant_pictures(plain), std::vector<Picture>{to_picture(plain.maze)});
}

}  // namespace
