// A picture maze grown off its route: perfect, and its one way through is
// the planned route (maze/outline/outline_maze.h).

#include "maze/outline/outline_maze.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "maze/grids.h"
#include "maze/outline/outline_route.h"
#include "maze/solver.h"
#include "outline_masks.h"

namespace mazebook {
namespace {

using mbtest::pinned_mask;

// The route of silhouette `name` (40 x 40) centred on a 48 x 48 grid.
std::vector<int32_t> planned_route(const std::string& name) {
  const std::vector<std::string> rows = pinned_mask(name + "-40x40.txt");
  const OutlineRing ring = outline_ring(rows);
  const OutlineRoute route = place_outline_route(ring.cells, static_cast<int>(rows[0].size()),
                                                 static_cast<int>(rows.size()), 48, 48, 0.2);
  EXPECT_EQ(route.refusal, "") << name;
  return route.cells;
}

TEST(OutlineMaze, EveryGeneratorAndPictureGivesAPerfectMazeWhoseRouteIsTheOutline) {
  for (const char* generator : {"backtracker", "wilson"}) {
    for (const char* picture : {"heart", "cat", "rocket", "star", "bat"}) {
      SCOPED_TRACE(std::string(generator) + " " + picture);
      const std::vector<int32_t> planned = planned_route(picture);
      ASSERT_FALSE(planned.empty());
      for (const uint64_t seed : {1u, 2u, 3u}) {
        Random random(seed);
        const Maze maze = grow_off_route(rect_grid(48, 48), planned, generator, random);
        std::vector<int32_t> route;
        const PerfectCheck check = check_perfect(maze, route);
        EXPECT_TRUE(check.perfect())
            << check.reached << " of " << check.cells << ", " << check.passages << " passages";
        EXPECT_EQ(route, planned);
      }
    }
  }
}

TEST(OutlineMaze, TheSameSeedGivesTheSameMazeAndAnotherSeedAnother) {
  const std::vector<int32_t> planned = planned_route("heart");
  for (const char* generator : {"backtracker", "wilson"}) {
    Random a(7);
    Random b(7);
    Random c(8);
    const Maze one = grow_off_route(rect_grid(48, 48), planned, generator, a);
    EXPECT_EQ(one, grow_off_route(rect_grid(48, 48), planned, generator, b)) << generator;
    EXPECT_FALSE(one == grow_off_route(rect_grid(48, 48), planned, generator, c)) << generator;
  }
}

TEST(OutlineMaze, OnlyTheGeneratorsThatGrowOffARouteSaySo) {
  EXPECT_TRUE(grows_off_route("backtracker"));
  EXPECT_TRUE(grows_off_route("wilson"));
  EXPECT_FALSE(grows_off_route("kruskal"));
  EXPECT_FALSE(grows_off_route("division"));
}

}  // namespace
}  // namespace mazebook
