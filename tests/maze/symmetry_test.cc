// canonical_key against symmetries worked out by hand for each grid kind
// (src/maze/README.md, "Symmetries"): a maze and each of its images give
// one key, a different maze another; a weave maze's crossings turn with
// its walls, and are part of it.

#include "maze/symmetry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "maze/generators.h"
#include "maze/grids.h"
#include "maze/grids/kinds.h"
#include "maze/random.h"
#include "maze/weave/weave_generators.h"

namespace {

using mazebook::GridPtr;
using mazebook::Maze;
using mazebook::Opening;

// The image of `maze` on `to` under a cell map, its openings given: every
// passage a -> b becomes the passage between map(a) and map(b).
Maze image_of(const Maze& maze, const GridPtr& to, const std::function<int32_t(int32_t)>& map,
              Opening entrance, Opening exit) {
  Maze out(to);
  const mazebook::Grid& grid = maze.grid();
  for (int32_t c = 0; c < grid.size(); ++c) {
    if (!grid.exists(c)) continue;
    for (int s = 0; s < grid.side_count(c); ++s) {
      const int32_t n = grid.neighbour(c, s);
      if (n == mazebook::kOutside || n < c || !maze.is_open(c, s)) continue;
      const int32_t a = map(c);
      const int32_t b = map(n);
      bool found = false;
      for (int t = 0; t < to->side_count(a); ++t) {
        if (to->neighbour(a, t) == b) {
          out.open(a, t);
          found = true;
        }
      }
      EXPECT_TRUE(found) << "cells " << a << " and " << b << " are not neighbours";
    }
  }
  out.set_entrance(entrance);
  out.set_exit(exit);
  return out;
}

Maze wilson(const GridPtr& grid, uint64_t seed) {
  mazebook::Random random(seed);
  return mazebook::generate_wilson(grid, random);
}

TEST(CanonicalKey, RectangleTurnedAndMirrored) {
  const int C = 7, R = 4;
  const Maze maze = wilson(mazebook::rect_grid(C, R), 11);
  const std::string key = mazebook::canonical_key(maze);
  const auto cell = [&](int32_t i) { return std::pair{i % C, i / C}; };
  // A quarter turn clockwise (y down): (x, y) -> (R-1-y, x) on an R x C grid;
  // sides turn with it: top -> right -> bottom -> left -> top.
  const GridPtr turned_grid = mazebook::rect_grid(R, C);
  const auto turn = [&](int32_t i) {
    const auto [x, y] = cell(i);
    return x * R + (R - 1 - y);
  };
  const auto turn_opening = [&](Opening o) { return Opening{turn(o.cell), (o.side + 1) % 4}; };
  const Maze turned =
      image_of(maze, turned_grid, turn, turn_opening(maze.entrance()), turn_opening(maze.exit()));
  EXPECT_EQ(turned.columns(), R);
  EXPECT_EQ(mazebook::canonical_key(turned), key);
  // Upside down: (x, y) -> (x, R-1-y); top and bottom swap, and the
  // entrance and exit may be swapped too: the same puzzle walked back.
  const auto flip = [&](int32_t i) {
    const auto [x, y] = cell(i);
    return (R - 1 - y) * C + x;
  };
  const auto flip_opening = [&](Opening o) {
    return Opening{flip(o.cell), o.side == 0 ? 2 : o.side == 2 ? 0 : o.side};
  };
  const Maze flipped = image_of(maze, maze.grid_ptr(), flip, flip_opening(maze.exit()),
                                flip_opening(maze.entrance()));
  EXPECT_EQ(mazebook::canonical_key(flipped), key);
  EXPECT_NE(mazebook::canonical_key(wilson(mazebook::rect_grid(C, R), 12)), key);
  // The same walls with an opening moved are another puzzle.
  Maze moved = maze;
  moved.set_entrance(moved.opening_at(1, 0, mazebook::Side::top));
  EXPECT_NE(mazebook::canonical_key(moved), key);
}

TEST(CanonicalKey, HexMirroredWithOddColumnsTurnedHalfWithEven) {
  // Odd columns: the mirror x -> C-1-x keeps each column's offset; sides
  // 1..5 mirror as top right <-> top left, bottom right <-> bottom left.
  {
    const int C = 5, R = 4;
    const GridPtr grid = mazebook::make_hex_grid(C, R);
    const Maze maze = wilson(grid, 3);
    const auto map = [&](int32_t i) { return (i / C) * C + (C - 1 - i % C); };
    static constexpr int kMirror[6] = {0, 5, 4, 3, 2, 1};
    const auto opening = [&](Opening o) { return Opening{map(o.cell), kMirror[o.side]}; };
    const Maze mirrored = image_of(maze, grid, map, opening(maze.entrance()), opening(maze.exit()));
    EXPECT_EQ(mazebook::canonical_key(mirrored), mazebook::canonical_key(maze));
    EXPECT_NE(mazebook::canonical_key(wilson(grid, 4)), mazebook::canonical_key(maze));
  }
  // Even columns: the half turn (x, y) -> (C-1-x, R-1-y), side s -> s+3.
  {
    const int C = 6, R = 3;
    const GridPtr grid = mazebook::make_hex_grid(C, R);
    const Maze maze = wilson(grid, 5);
    const auto map = [&](int32_t i) { return (R - 1 - i / C) * C + (C - 1 - i % C); };
    const auto opening = [&](Opening o) { return Opening{map(o.cell), (o.side + 3) % 6}; };
    const Maze turned = image_of(maze, grid, map, opening(maze.entrance()), opening(maze.exit()));
    EXPECT_EQ(mazebook::canonical_key(turned), mazebook::canonical_key(maze));
    EXPECT_NE(mazebook::canonical_key(wilson(grid, 6)), mazebook::canonical_key(maze));
  }
}

TEST(CanonicalKey, TriangleMirroredWhenColumnsAreOddFlippedWhenRowsEven) {
  // x -> C-1-x keeps a cell's point (C odd): left and right sides swap.
  const int C = 7, R = 4;
  const GridPtr grid = mazebook::make_triangle_grid(C, R);
  const Maze maze = wilson(grid, 8);
  const auto mirror = [&](int32_t i) { return (i / C) * C + (C - 1 - i % C); };
  const auto mirror_opening = [&](Opening o) {
    return Opening{mirror(o.cell), o.side == 2 ? 2 : 1 - o.side};
  };
  EXPECT_EQ(mazebook::canonical_key(image_of(maze, grid, mirror, mirror_opening(maze.entrance()),
                                             mirror_opening(maze.exit()))),
            mazebook::canonical_key(maze));
  // y -> R-1-y turns up cells into down cells (R even); sides keep their numbers.
  const auto flip = [&](int32_t i) { return (R - 1 - i / C) * C + i % C; };
  const auto flip_opening = [&](Opening o) { return Opening{flip(o.cell), o.side}; };
  EXPECT_EQ(mazebook::canonical_key(image_of(maze, grid, flip, flip_opening(maze.entrance()),
                                             flip_opening(maze.exit()))),
            mazebook::canonical_key(maze));
  EXPECT_NE(mazebook::canonical_key(wilson(grid, 9)), mazebook::canonical_key(maze));
}

TEST(CanonicalKey, PolarTurnedBySixthsAndMirrored) {
  const int rings = 5;
  const GridPtr grid = mazebook::make_polar_grid(rings);
  const std::vector<int32_t> counts = mazebook::polar_ring_counts(rings);
  std::vector<int32_t> start{0};
  for (int32_t n : counts) start.push_back(start.back() + n);
  const auto ring_of = [&](int32_t i) {
    int r = 0;
    while (i >= start[static_cast<size_t>(r) + 1]) ++r;
    return r;
  };
  const Maze maze = wilson(grid, 21);
  // A sixth of a turn: every ring's cells move on by a sixth of the ring.
  const auto turn = [&](int32_t i) {
    const int r = ring_of(i);
    if (r == 0) return i;
    const int32_t n = counts[static_cast<size_t>(r)];
    return start[static_cast<size_t>(r)] + (i - start[static_cast<size_t>(r)] + n / 6) % n;
  };
  const auto turn_opening = [&](Opening o) { return Opening{turn(o.cell), o.side}; };
  EXPECT_EQ(mazebook::canonical_key(image_of(maze, grid, turn, turn_opening(maze.entrance()),
                                             turn_opening(maze.exit()))),
            mazebook::canonical_key(maze));
  // The mirror in the line of angle 0: cell i of a ring of n -> n-1-i.
  const auto mirror = [&](int32_t i) {
    const int r = ring_of(i);
    if (r == 0) return i;
    const int32_t n = counts[static_cast<size_t>(r)];
    return start[static_cast<size_t>(r)] + (n - 1 - (i - start[static_cast<size_t>(r)]));
  };
  const auto mirror_opening = [&](Opening o) { return Opening{mirror(o.cell), o.side}; };
  EXPECT_EQ(mazebook::canonical_key(image_of(maze, grid, mirror, mirror_opening(maze.entrance()),
                                             mirror_opening(maze.exit()))),
            mazebook::canonical_key(maze));
  EXPECT_NE(mazebook::canonical_key(wilson(grid, 22)), mazebook::canonical_key(maze));
}

TEST(CanonicalKey, MaskedOnlyBySymmetriesOfItsMask) {
  // A plus sign maps onto itself under all 8; a quarter turn clockwise is
  // (x, y) -> (S-1-y, x), sides top -> right -> bottom -> left.
  const std::vector<std::string> plus = {"..XX..", "..XX..", "XXXXXX",
                                         "XXXXXX", "..XX..", "..XX.."};
  const GridPtr grid = mazebook::make_masked_grid(plus);
  const int S = 6;
  const Maze maze = wilson(grid, 31);
  const auto turn = [&](int32_t i) { return (i % S) * S + (S - 1 - i / S); };
  const auto opening = [&](Opening o) { return Opening{turn(o.cell), (o.side + 1) % 4}; };
  EXPECT_EQ(mazebook::canonical_key(
                image_of(maze, grid, turn, opening(maze.entrance()), opening(maze.exit()))),
            mazebook::canonical_key(maze));
  EXPECT_NE(mazebook::canonical_key(wilson(grid, 32)), mazebook::canonical_key(maze));
  // An L maps onto itself under no motion but the identity: its mirror
  // image is on another grid, and the key tells the grids apart.
  const GridPtr ell = mazebook::make_masked_grid({"X..", "X..", "XXX"});
  const GridPtr lle = mazebook::make_masked_grid({"..X", "..X", "XXX"});
  EXPECT_NE(mazebook::canonical_key(wilson(ell, 1)), mazebook::canonical_key(wilson(lle, 1)));
}

// A weave maze's crossings under a cell map, turned when `turn` (a
// quarter turn swaps ns and ew), in cell order.
std::vector<mazebook::Crossing> crossings_of(const mazebook::WeaveMaze& wm,
                                             const std::function<int32_t(int32_t)>& map,
                                             bool turn) {
  std::vector<mazebook::Crossing> out;
  for (const mazebook::Crossing& c : wm.crossings) {
    out.push_back({map(c.cell), turn ? mazebook::across_of(c.over) : c.over});
  }
  std::sort(out.begin(), out.end(), [](auto& a, auto& b) { return a.cell < b.cell; });
  return out;
}

TEST(CanonicalKey, AWeaveMazesCrossingsTurnWithItAndArePartOfIt) {
  const int C = 9, R = 6;
  mazebook::Random random(5);
  const mazebook::WeaveMaze wm =
      mazebook::generate_weave_kruskal(mazebook::rect_grid(C, R), 0.5, random);
  ASSERT_GE(wm.crossings.size(), 2u);
  const std::string key = mazebook::canonical_key(wm.maze, wm.crossings);
  const auto turn = [&](int32_t i) { return (i % C) * R + (R - 1 - i / C); };
  const auto turn_opening = [&](Opening o) { return Opening{turn(o.cell), (o.side + 1) % 4}; };
  const Maze turned = image_of(wm.maze, mazebook::rect_grid(R, C), turn,
                               turn_opening(wm.maze.entrance()), turn_opening(wm.maze.exit()));
  EXPECT_EQ(mazebook::canonical_key(turned, crossings_of(wm, turn, true)), key);
  // Turned but its crossings not: another maze.
  EXPECT_NE(mazebook::canonical_key(turned, crossings_of(wm, turn, false)), key);
  // The same walls with one crossing the other way over, or none: others.
  std::vector<mazebook::Crossing> swapped = wm.crossings;
  swapped[0].over = mazebook::across_of(swapped[0].over);
  EXPECT_NE(mazebook::canonical_key(wm.maze, swapped), key);
  EXPECT_NE(mazebook::canonical_key(wm.maze), key);
  EXPECT_EQ(mazebook::canonical_key(wm.maze, {}), mazebook::canonical_key(wm.maze));

  // A masked plus sign, turned a quarter: the same weave maze.
  const GridPtr plus =
      mazebook::make_masked_grid({"...XXX...", "...XXX...", "...XXX...", "XXXXXXXXX", "XXXXXXXXX",
                                  "XXXXXXXXX", "...XXX...", "...XXX...", "...XXX..."});
  const int S = 9;
  mazebook::Random again(7);
  const mazebook::WeaveMaze on_plus = mazebook::generate_weave_kruskal(plus, 0.6, again);
  ASSERT_FALSE(on_plus.crossings.empty());
  const auto quarter = [&](int32_t i) { return (i % S) * S + (S - 1 - i / S); };
  const auto quarter_opening = [&](Opening o) {
    return Opening{quarter(o.cell), (o.side + 1) % 4};
  };
  const Maze plus_turned =
      image_of(on_plus.maze, plus, quarter, quarter_opening(on_plus.maze.entrance()),
               quarter_opening(on_plus.maze.exit()));
  EXPECT_EQ(mazebook::canonical_key(plus_turned, crossings_of(on_plus, quarter, true)),
            mazebook::canonical_key(on_plus.maze, on_plus.crossings));
  EXPECT_NE(mazebook::canonical_key(plus_turned, crossings_of(on_plus, quarter, false)),
            mazebook::canonical_key(on_plus.maze, on_plus.crossings));
}

}  // namespace
