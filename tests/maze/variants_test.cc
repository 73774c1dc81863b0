// Puzzle variants (src/maze/README.md, "Variants"): each variant's property
// over many seeds, checked here by code of the test's own (union-find,
// plain searches) rather than by variant_fault, and determinism.
// variant_faults_test.cc holds the faults, the spec messages and pictures.

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>

#include "maze/grids.h"
#include "maze/solver.h"
#include "maze/variants/variant_check.h"
#include "maze/variants/variant_generators.h"
#include "maze/variants/variant_metrics.h"

namespace {

using namespace mazebook;

GridPtr rect(int columns, int rows) {
  GridSpec spec;
  spec.columns = columns;
  spec.rows = rows;
  return make_grid(spec);
}

GridPtr hex(int columns, int rows) {
  GridSpec spec;
  spec.kind = GridKind::hex;
  spec.columns = columns;
  spec.rows = rows;
  return make_grid(spec);
}

VariantMaze make(const Variant& v, const GridPtr& grid, uint64_t seed,
                 const char* algorithm = "wilson") {
  Random random(seed);
  return generate_variant(v, *find_generator(algorithm), grid, random);
}

// Union-find over places (floor * size + cell), for the test's own checks.
struct Pieces {
  explicit Pieces(size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), size_t{0}); }
  size_t find(size_t x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  }
  bool join(size_t a, size_t b) {
    a = find(a);
    b = find(b);
    if (a == b) return false;
    parent[a] = b;
    return true;
  }
  std::vector<size_t> parent;
};

// Joins every open passage of `maze` (floor `f`); false when one closes a loop.
bool join_passages(const Maze& maze, int f, Pieces& pieces) {
  bool tree = true;
  const auto base = static_cast<size_t>(f) * static_cast<size_t>(maze.size());
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (!maze.exists(cell)) continue;
    for (int side = 0; side < maze.grid().side_count(cell); ++side) {
      const int32_t next = maze.neighbour(cell, side);
      if (next > cell && maze.is_open(cell, side)) {
        tree =
            pieces.join(base + static_cast<size_t>(cell), base + static_cast<size_t>(next)) && tree;
      }
    }
  }
  return tree;
}

TEST(Variants, SeveralEntrancesMakeAForestWithOneWinner) {
  for (const GridPtr& grid : {rect(12, 10), hex(9, 8)}) {
    for (int k = 2; k <= 4; ++k) {
      for (uint64_t seed = 1; seed <= 60; ++seed) {
        SCOPED_TRACE(grid->name() + " k " + std::to_string(k) + " seed " + std::to_string(seed));
        const VariantMaze vm = make({VariantKind::entrances, k}, grid, seed);
        const Maze& maze = vm.maze;
        ASSERT_EQ(vm.entrances.size(), static_cast<size_t>(k));
        Pieces pieces(static_cast<size_t>(maze.size()));
        ASSERT_TRUE(join_passages(maze, 0, pieces)) << "a loop";
        ASSERT_EQ(maze.passage_count(), maze.cells() - k) << "not k trees";
        std::set<size_t> roots;
        int reaching = 0;
        for (const Opening& e : vm.entrances) {
          EXPECT_TRUE(maze.is_outer_side(e));
          roots.insert(pieces.find(static_cast<size_t>(e.cell)));
          if (pieces.find(static_cast<size_t>(e.cell)) ==
              pieces.find(static_cast<size_t>(maze.exit().cell))) {
            ++reaching;
            EXPECT_EQ(e, maze.entrance());
          }
        }
        EXPECT_EQ(roots.size(), static_cast<size_t>(k)) << "two entrances share a tree";
        EXPECT_EQ(reaching, 1);
        EXPECT_TRUE(maze.is_outer_side(maze.exit()));
        EXPECT_EQ(variant_fault(vm), "");
        EXPECT_EQ(measure_variant(vm).extra.dead_entrances, k - 1);
      }
    }
  }
}

TEST(Variants, KeysComeBeforeTheirDoorsAndTheWalkIsUnique) {
  int off_route = 0;
  int keys = 0;
  for (const char* algorithm : {"backtracker", "wilson", "prim"}) {
    for (int pairs = 1; pairs <= 3; ++pairs) {
      for (uint64_t seed = 1; seed <= 40; ++seed) {
        SCOPED_TRACE(std::string(algorithm) + " pairs " + std::to_string(pairs) + " seed " +
                     std::to_string(seed));
        const VariantMaze vm = make({VariantKind::keys, pairs}, rect(10, 10), seed, algorithm);
        ASSERT_TRUE(check_perfect(vm.maze).perfect());
        ASSERT_EQ(vm.doors.size(), static_cast<size_t>(pairs));
        ASSERT_EQ(vm.keys.size(), static_cast<size_t>(pairs));
        const std::vector<int32_t> route = solve(vm.maze);
        const std::set<int32_t> on_route(route.begin(), route.end());
        for (const Key& key : vm.keys) {
          // The key's cell is reached from the entrance without passing
          // its own door: remove that door's passage and search.
          Maze cut = vm.maze;
          const Door& door = vm.doors[static_cast<size_t>(key.letter)];
          ASSERT_EQ(door.letter, key.letter);
          int side = 0;
          while (cut.neighbour(door.a, side) != door.b) ++side;
          ASSERT_TRUE(cut.is_open(door.a, side)) << "a door on a wall";
          cut.close(door.a, side);
          const std::vector<int32_t> before = distances_from(cut, cut.entrance().cell);
          EXPECT_GE(before[key.cell], 0) << "behind its door";
          // On the route only when no free cell off it comes before the door.
          if (on_route.count(key.cell) > 0) {
            for (int32_t cell = 0; cell < cut.size(); ++cell) {
              const bool taken = std::any_of(vm.keys.begin(), vm.keys.end(),
                                             [cell](const Key& k) { return k.cell == cell; });
              EXPECT_FALSE(before[cell] >= 0 && on_route.count(cell) == 0 && !taken)
                  << "key " << key.letter << " on the route, cell " << cell << " was free";
            }
          }
          ++keys;
          off_route += on_route.count(key.cell) == 0 ? 1 : 0;
        }
        // The walk: unique, and every door crossed holding its key.
        const VariantMeasure measured = measure_variant(vm);
        EXPECT_EQ(measured.walk.walks, 1);
        unsigned held = 0;
        const std::vector<Place>& walk = measured.walk.places;
        ASSERT_FALSE(walk.empty());
        EXPECT_EQ(walk.front().cell, vm.maze.entrance().cell);
        EXPECT_EQ(walk.back().cell, vm.maze.exit().cell);
        for (size_t i = 0; i < walk.size(); ++i) {
          for (const Key& key : vm.keys) held |= key.cell == walk[i].cell ? 1u << key.letter : 0u;
          if (i + 1 == walk.size()) break;
          for (const Door& d : vm.doors) {
            const std::set<int32_t> step{walk[i].cell, walk[i + 1].cell};
            if (step == std::set<int32_t>{d.a, d.b}) {
              EXPECT_TRUE((held >> d.letter) & 1u) << "door passed without its key";
            }
          }
        }
        EXPECT_EQ(measured.extra.keys_collected, pairs);
        EXPECT_EQ(measured.extra.walk_length,
                  measured.metrics.route_length + measured.extra.backtracking_steps * 2);
        EXPECT_EQ(variant_fault(vm), "");
      }
    }
  }
  // Most keys are off the route on a 10 x 10 maze (631 of 720 when this
  // was written): a detour to make.
  EXPECT_GT(off_route * 5, keys * 4) << off_route << " of " << keys;
}

TEST(Variants, OneWayPassagesLeaveNoTrap) {
  for (const char* algorithm : {"backtracker", "kruskal"}) {
    for (int arrows = 1; arrows <= 12; arrows += 3) {
      for (uint64_t seed = 1; seed <= 30; ++seed) {
        SCOPED_TRACE(std::string(algorithm) + " arrows " + std::to_string(arrows) + " seed " +
                     std::to_string(seed));
        const VariantMaze vm = make({VariantKind::oneway, arrows}, rect(9, 8), seed, algorithm);
        ASSERT_TRUE(check_perfect(vm.maze).perfect());
        ASSERT_EQ(vm.arrows.size(), static_cast<size_t>(arrows));
        const Maze& maze = vm.maze;
        // The test's own directed search: may one step from a to b?
        const auto allowed = [&](int32_t a, int32_t b) {
          for (const Arrow& arrow : vm.arrows) {
            if (arrow.from == b && arrow.to == a) return false;
          }
          return true;
        };
        const auto reach = [&](int32_t from) {
          std::vector<uint8_t> seen(static_cast<size_t>(maze.size()), 0);
          std::vector<int32_t> queue{from};
          seen[from] = 1;
          for (size_t h = 0; h < queue.size(); ++h) {
            for (int side = 0; side < 4; ++side) {
              if (!maze.is_open(queue[h], side)) continue;
              const int32_t next = maze.neighbour(queue[h], side);
              if (seen[next] || !allowed(queue[h], next)) continue;
              seen[next] = 1;
              queue.push_back(next);
            }
          }
          return seen;
        };
        const std::vector<uint8_t> reachable = reach(maze.entrance().cell);
        for (int32_t cell = 0; cell < maze.size(); ++cell) {
          if (reachable[cell]) {
            EXPECT_TRUE(reach(cell)[maze.exit().cell]) << "trap at " << cell;
          }
        }
        EXPECT_EQ(variant_fault(vm), "");
      }
    }
  }
}

TEST(Variants, FloorsMakeOnePerfectMazeWithOneRoute) {
  for (const GridPtr& grid : {rect(8, 7), hex(6, 5)}) {
    for (int floors = 2; floors <= 4; ++floors) {
      for (uint64_t seed = 1; seed <= 40; ++seed) {
        SCOPED_TRACE(grid->name() + " floors " + std::to_string(floors) + " seed " +
                     std::to_string(seed));
        const VariantMaze vm = make({VariantKind::floors, floors}, grid, seed, "backtracker");
        ASSERT_EQ(vm.floor_count(), floors);
        ASSERT_EQ(vm.stairs.size(), static_cast<size_t>(floors - 1));
        const auto size = static_cast<size_t>(vm.maze.size());
        Pieces pieces(size * static_cast<size_t>(floors));
        bool tree = true;
        for (int f = 0; f < floors; ++f) tree = join_passages(vm.floor(f), f, pieces) && tree;
        for (const Stair& s : vm.stairs) {
          tree =
              pieces.join(static_cast<size_t>(s.floor) * size + static_cast<size_t>(s.cell),
                          static_cast<size_t>(s.floor + 1) * size + static_cast<size_t>(s.cell)) &&
              tree;
        }
        EXPECT_TRUE(tree) << "a loop across floors";
        std::set<size_t> roots;
        for (size_t p = 0; p < size * static_cast<size_t>(floors); ++p) {
          if (vm.maze.exists(static_cast<int32_t>(p % size))) roots.insert(pieces.find(p));
        }
        EXPECT_EQ(roots.size(), 1u) << "floors fall apart";
        const VariantMeasure measured = measure_variant(vm);
        EXPECT_EQ(measured.walk.walks, 1);
        EXPECT_EQ(measured.walk.places.front(), (Place{0, vm.maze.entrance().cell}));
        EXPECT_EQ(measured.walk.places.back(), (Place{floors - 1, vm.maze.exit().cell}));
        EXPECT_EQ(measured.extra.floors_changed, floors - 1);
        EXPECT_EQ(measured.metrics.route_length,
                  static_cast<int64_t>(measured.walk.places.size()) - 1);
        EXPECT_EQ(variant_fault(vm), "");
      }
    }
  }
}

TEST(Variants, SameSeedSameMazeOtherSeedOtherMaze) {
  for (const Variant v : {Variant{VariantKind::entrances, 3}, Variant{VariantKind::keys, 2},
                          Variant{VariantKind::oneway, 4}, Variant{VariantKind::floors, 3}}) {
    SCOPED_TRACE(variant_spec(v));
    EXPECT_EQ(make(v, rect(10, 9), 5), make(v, rect(10, 9), 5));
    EXPECT_FALSE(make(v, rect(10, 9), 5) == make(v, rect(10, 9), 6));
  }
}

}  // namespace
