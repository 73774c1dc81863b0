// The bucket index (proof/model/grid_buckets.h): filled all at once
// (packed) or one by one (chained), it hands every lookup the same ids in
// the same order, an id once a bucket, and nothing from an empty index.

#include "proof/model/grid_buckets.h"

#include <gtest/gtest.h>

#include <vector>

namespace mazeproof_test {
namespace {

using mazeproof::GridBox;
using mazeproof::GridBuckets;
using mazeproof::WallShape;

WallShape line(double ax, double ay, double bx, double by) {
  WallShape w;
  w.a = {ax, ay};
  w.b = {bx, by};
  return w;
}

WallShape arc(double radius, double from, double to) {
  WallShape w;
  w.arc = true;
  w.radius = radius;
  w.from = from;
  w.to = to;
  w.a = mazeproof::at_angle(radius, from);
  w.b = mazeproof::at_angle(radius, to);
  return w;
}

// Walls of every sort: long, short, slanted, a dot, an arc, and two that
// lie on one another.
std::vector<WallShape> walls() {
  return {line(0, 0, 12, 0),  line(3, 0, 3, 1),  line(2.5, 2.5, 9.5, 6.5),  line(4, 4, 4, 4),
          arc(3, 0.2, 2.9),   line(0, 0, 12, 0), line(11.9, 7.9, 0.1, 0.1), line(-3, 5, 20, 5),
          line(6, 6, 6.5, 6), arc(5.5, 4.0, 5.5)};
}

// What a lookup along every wall, and in boxes over the whole area, finds.
std::vector<int> found(const GridBuckets& index) {
  std::vector<int> out;
  for (const WallShape& w : walls()) {
    index.near(w, 0.3, [&](int id) { out.push_back(id); });
    out.push_back(-1);
  }
  for (double x = -1; x < 13; x += 1.7) {
    index.near(GridBox{x, x / 2, x + 0.5, x / 2 + 3}, [&](int id) { out.push_back(id); });
    out.push_back(-1);
  }
  return out;
}

TEST(GridBuckets, PackedAndChainedFindTheSame) {
  const std::vector<WallShape> all = walls();
  for (size_t pieces : {size_t{0}, size_t{200000}}) {
    const GridBox area{0, 0, 12, 8};
    GridBuckets packed(area, pieces), chained(area, pieces);
    packed.add_all(all.size(), 0.25, [&](size_t i) { return all[i]; });
    for (size_t i = 0; i < all.size(); ++i) chained.add(all[i], 0.25, static_cast<int>(i));
    const std::vector<int> a = found(packed), b = found(chained);
    EXPECT_EQ(a, b) << "pieces " << pieces;
    // Every wall is found along its own line.
    size_t wall = 0;
    bool seen = false;
    for (int id : a) {
      if (id == -1) {
        if (wall < all.size()) {
          EXPECT_TRUE(seen) << "wall " << wall;
        }
        ++wall;
        seen = false;
      }
      if (id == static_cast<int>(wall)) seen = true;
    }
  }
}

TEST(GridBuckets, AnIdComesOnceABucket) {
  // A long wall along one row of buckets: each bucket holds it once, so a
  // box over one bucket finds it once, not once per piece of its length.
  for (bool packed : {true, false}) {
    GridBuckets index(GridBox{0, 0, 10, 10});
    const WallShape w = line(0.5, 0.5, 9.5, 0.5);
    if (packed) {
      index.add_all(1, 0, [&](size_t) { return w; });
    } else {
      index.add(w, 0, 0);
      index.add(w, 0, 0);  // again at once: still once
    }
    int count = 0;
    index.near(GridBox{4.2, 0.4, 4.3, 0.6}, [&](int) { ++count; });
    EXPECT_EQ(count, 1) << (packed ? "packed" : "chained");
  }
}

TEST(GridBuckets, AnEmptyIndexFindsNothing) {
  GridBuckets index(GridBox{0, 0, 10, 10});
  int count = 0;
  index.near(line(0, 0, 10, 10), 1, [&](int) { ++count; });
  index.add_all(0, 0, [&](size_t) { return line(0, 0, 1, 1); });
  index.near(GridBox{0, 0, 10, 10}, [&](int) { ++count; });
  EXPECT_EQ(count, 0);
}

}  // namespace
}  // namespace mazeproof_test
