// The route of a picture maze: in from the outer wall, once round the
// outline, out to the wall (maze/outline/outline_route.h).

#include "maze/outline/outline_route.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "outline_masks.h"

namespace mazebook {
namespace {

using mbtest::block;
using mbtest::pinned_mask;

// Checks every rule the route keeps, for a route of `ring` on a C x R grid.
void expect_route(const OutlineRoute& route, const std::vector<RingCell>& ring, int columns,
                  int rows, double min_opening_distance) {
  ASSERT_EQ(route.refusal, "");
  ASSERT_FALSE(route.cells.empty());
  const auto x = [&](int32_t c) { return c % columns; };
  const auto y = [&](int32_t c) { return c / columns; };
  const auto on_wall = [&](int32_t c) {
    return x(c) == 0 || y(c) == 0 || x(c) == columns - 1 || y(c) == rows - 1;
  };
  // A path through sides, each cell once, from the wall to the wall.
  EXPECT_EQ(std::set<int32_t>(route.cells.begin(), route.cells.end()).size(), route.cells.size());
  for (size_t i = 0; i + 1 < route.cells.size(); ++i) {
    EXPECT_EQ(std::abs(x(route.cells[i]) - x(route.cells[i + 1])) +
                  std::abs(y(route.cells[i]) - y(route.cells[i + 1])),
              1)
        << i;
  }
  EXPECT_TRUE(on_wall(route.cells.front()));
  EXPECT_TRUE(on_wall(route.cells.back()));
  const int32_t s = route.cells.front();
  const int32_t f = route.cells.back();
  EXPECT_GE(std::abs(x(s) - x(f)) + std::abs(y(s) - y(f)),
            min_opening_distance * ((columns - 1) + (rows - 1)));
  // The whole ring, in its order (either way round), between the leads.
  const size_t n = ring.size();
  std::vector<int32_t> placed;
  for (const RingCell& r : ring) placed.push_back((r.y + route.at_y) * columns + r.x + route.at_x);
  const size_t first = static_cast<size_t>(
      std::find_if(route.cells.begin(), route.cells.end(),
                   [&](int32_t c) { return std::count(placed.begin(), placed.end(), c) > 0; }) -
      route.cells.begin());
  ASSERT_LE(first + n, route.cells.size());
  const int32_t a = route.cells[first];
  const size_t k = static_cast<size_t>(std::find(placed.begin(), placed.end(), a) - placed.begin());
  const int way = route.cells[first + 1] == placed[(k + 1) % n] ? 1 : -1;
  for (size_t j = 0; j < n; ++j) {
    const size_t at = way > 0 ? (k + j) % n : (k + n - j) % n;
    EXPECT_EQ(route.cells[first + j], placed[at]) << j;
  }
  EXPECT_EQ(route.lead_cells, static_cast<int>(route.cells.size() - n));
  EXPECT_LE(route.lead_cells, kMaxLeadShare * static_cast<double>(route.cells.size()));
}

TEST(OutlineRoute, ABlockInTheMiddleIsEnteredFromTheWallAndLeftToTheWall) {
  const OutlineRing ring = outline_ring(block(16, 14, 0));
  ASSERT_EQ(ring.refusal, "");
  const OutlineRoute route = place_outline_route(ring.cells, 16, 14, 20, 18, 0.3);
  expect_route(route, ring.cells, 20, 18, 0.3);
  EXPECT_EQ(route.at_x, 2);  // centred
  EXPECT_EQ(route.at_y, 2);
}

TEST(OutlineRoute, AnOutlineWithLongLeadsMovesTowardTheWall) {
  const OutlineRing ring = outline_ring(block(10, 10, 0));  // 36 cells
  ASSERT_EQ(ring.refusal, "");
  const OutlineRoute centred = plan_outline_route(ring.cells, 30, 31, 10, 10, 0.1);
  EXPECT_EQ(centred.refusal.rfind("its leads take ", 0), 0u) << centred.refusal;
  const OutlineRoute moved = place_outline_route(ring.cells, 10, 10, 30, 31, 0.1);
  expect_route(moved, ring.cells, 30, 31, 0.1);
  EXPECT_LT(moved.at_y, 10);  // up: the top wall is the nearest
  EXPECT_EQ(moved.at_x, 10);
}

TEST(OutlineRoute, RefusalsSayWhyInOneLine) {
  const OutlineRing ring = outline_ring(block(4, 4, 0));
  EXPECT_EQ(plan_outline_route(ring.cells, 30, 30, 28, 0, 0.3).refusal,
            "the outline placed at 28, 0 leaves the 30 x 30 grid");
  EXPECT_EQ(place_outline_route(ring.cells, 40, 4, 30, 30, 0.3).refusal,
            "the outline (40 x 4) is larger than the 30 x 30 grid");
  // Far from every wall on a grid too large: even at the wall the leads
  // are longer than a fifth of the route.
  EXPECT_EQ(plan_outline_route(ring.cells, 200, 200, 98, 98, 0.3).refusal,
            "its leads take 196 of the route's 208 cells (94 %, at most 20 %)");
  EXPECT_EQ(plan_outline_route(ring.cells, 4, 4, 0, 0, 0.9).refusal,
            "no two ring cells side by side lead out to the outer wall with START and FINISH "
            "far enough apart");
}

// Every shipped silhouette at 40 x 40, on a grid 8 cells wider and higher,
// START and FINISH a fifth of the grid apart.
TEST(OutlineRoute, EveryShippedSilhouetteGivesARoute) {
  const std::filesystem::path pins = std::filesystem::path(MAZEBOOK_TEST_DATA) / "pins" / "masks";
  int routes = 0;
  for (const auto& entry : std::filesystem::directory_iterator(pins)) {
    const std::string name = entry.path().filename().string();
    if (name.find("-40x40") == std::string::npos) continue;
    SCOPED_TRACE(name);
    const std::vector<std::string> rows = pinned_mask(name);
    const OutlineRing ring = outline_ring(rows);
    ASSERT_EQ(ring.refusal, "");
    const int width = static_cast<int>(rows[0].size());
    const int height = static_cast<int>(rows.size());
    expect_route(place_outline_route(ring.cells, width, height, width + 8, height + 8, 0.2),
                 ring.cells, width + 8, height + 8, 0.2);
    ++routes;
  }
  EXPECT_GE(routes, 19);
}

// A thin silhouette at a small size: its ring is too short for its leads.
TEST(OutlineRoute, TheBatAt20CellsIsRefused) {
  const std::vector<std::string> rows = pinned_mask("bat-20x20.txt");
  const OutlineRing ring = outline_ring(rows);
  ASSERT_EQ(ring.refusal, "");
  EXPECT_EQ(place_outline_route(ring.cells, 20, 20, 28, 28, 0.2).refusal,
            "its leads take 20 of the route's 42 cells (48 %, at most 20 %), even moved to the "
            "outer wall");
}

}  // namespace
}  // namespace mazebook
