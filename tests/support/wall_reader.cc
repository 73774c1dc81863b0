#include "support/wall_reader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace mbtest {

void Grid::add(const Point& p) {
  left = std::min(left, p.x), right = std::max(right, p.x);
  bottom = std::min(bottom, p.y), top = std::max(top, p.y);
}

double Grid::gap(const Grid& o) const {
  return std::max({0.0, o.left - right, left - o.right, o.bottom - top, bottom - o.top});
}

std::vector<Segment> segments(const PageDrawing& d, double r, double g, double b) {
  std::vector<Segment> out;
  for (size_t i = 0; i < d.strokes.size(); ++i) {
    if (!same_rgb(d.strokes[i].rgb, r, g, b)) continue;
    EXPECT_FALSE(d.strokes[i].curved) << "stroke " << i;
    EXPECT_FALSE(d.strokes[i].dashed) << "stroke " << i;
    for (const auto& sub : d.strokes[i].subpaths) {
      for (size_t k = 1; k < sub.size(); ++k) out.push_back({sub[k - 1], sub[k], i});
    }
  }
  return out;
}

namespace {

// Wall pieces on their way to becoming drawings; a piece's cell is its
// shortest segment.
struct Group {
  Grid outline;
  double cell = 1e9;
  std::vector<Segment> walls;
};

}  // namespace

// A maze's walls can fall apart in two where a straight corridor joins its
// openings: hence the second round, at 1.5 cells.
std::vector<std::vector<Segment>> drawings_of(const std::vector<Segment>& all) {
  std::vector<Group> groups;
  for (const Segment& s : all) {
    Group g;
    g.outline.add(s.a), g.outline.add(s.b);
    g.cell = std::hypot(s.b.x - s.a.x, s.b.y - s.a.y);
    g.walls = {s};
    groups.push_back(g);
  }
  // First the pieces whose segments touch, then pieces less than 1.5
  // cells apart (by then a piece's shortest segment is a cell).
  for (const bool touching : {true, false}) {
    for (bool merged = true; merged;) {
      merged = false;
      for (size_t i = 0; i < groups.size(); ++i) {
        for (size_t j = groups.size() - 1; j > i; --j) {
          const double cell = std::min(groups[i].cell, groups[j].cell);
          if (groups[i].outline.gap(groups[j].outline) > (touching ? kTol : 1.5 * cell - kTol))
            continue;
          groups[i].outline.add({groups[j].outline.left, groups[j].outline.bottom});
          groups[i].outline.add({groups[j].outline.right, groups[j].outline.top});
          groups[i].cell = cell;
          groups[i].walls.insert(groups[i].walls.end(), groups[j].walls.begin(),
                                 groups[j].walls.end());
          groups.erase(groups.begin() + static_cast<long>(j));
          merged = true;
        }
      }
    }
  }
  // Reading order ("solution_slot"): top row first, left to right; tops
  // less than a cell apart are one row.
  std::sort(groups.begin(), groups.end(),
            [](const Group& a, const Group& b) { return a.outline.top > b.outline.top; });
  for (size_t first = 0; first < groups.size();) {
    size_t end = first + 1;
    while (end < groups.size() &&
           groups[first].outline.top - groups[end].outline.top < groups[first].cell)
      ++end;
    std::sort(groups.begin() + static_cast<long>(first), groups.begin() + static_cast<long>(end),
              [](const Group& a, const Group& b) { return a.outline.left < b.outline.left; });
    first = end;
  }
  std::vector<std::vector<Segment>> out;
  for (const Group& g : groups) out.push_back(g.walls);
  return out;
}

Picture rebuild(const std::vector<Segment>& walls, int columns, int rows, Grid& grid) {
  grid = Grid{};
  for (const Segment& s : walls) grid.add(s.a), grid.add(s.b);
  grid.cell = (grid.right - grid.left) / columns;
  EXPECT_NEAR((grid.top - grid.bottom) / rows, grid.cell, kTol) << "cells are not square";
  Picture picture(static_cast<size_t>(2 * rows + 1),
                  std::string(static_cast<size_t>(2 * columns + 1), '.'));
  for (size_t r = 0; r < picture.size(); r += 2) {
    for (size_t c = 0; c < picture[r].size(); c += 2) picture[r][c] = '#';  // posts
  }
  const auto lattice = [&](const Point& p, int& u, int& v) {
    const double fu = (p.x - grid.left) / grid.cell;
    const double fv = (grid.top - p.y) / grid.cell;
    u = static_cast<int>(std::lround(fu)), v = static_cast<int>(std::lround(fv));
    EXPECT_NEAR(fu * grid.cell, u * grid.cell, kTol) << "x " << p.x << " is off the lattice";
    EXPECT_NEAR(fv * grid.cell, v * grid.cell, kTol) << "y " << p.y << " is off the lattice";
  };
  for (const Segment& s : walls) {
    int u0, v0, u1, v1;
    lattice(s.a, u0, v0), lattice(s.b, u1, v1);
    const bool horizontal = v0 == v1;
    EXPECT_TRUE(horizontal || u0 == u1) << "diagonal wall " << s.a.x << "," << s.a.y;
    EXPECT_FALSE(horizontal && u0 == u1) << "empty wall segment";
    if (!horizontal && u0 != u1) continue;
    if (std::min({u0, u1, v0, v1}) < 0 || std::max(u0, u1) > columns || std::max(v0, v1) > rows) {
      ADD_FAILURE() << "a wall outside the " << columns << " x " << rows << " grid";
      continue;
    }
    const int from = horizontal ? std::min(u0, u1) : std::min(v0, v1);
    const int to = horizontal ? std::max(u0, u1) : std::max(v0, v1);
    for (int k = from; k < to; ++k) {
      char& square = horizontal
                         ? picture[static_cast<size_t>(2 * v0)][static_cast<size_t>(2 * k + 1)]
                         : picture[static_cast<size_t>(2 * k + 1)][static_cast<size_t>(2 * u0)];
      EXPECT_EQ(square, '.') << "two wall segments overlap";
      square = '#';
    }
  }
  return picture;
}

}  // namespace mbtest
