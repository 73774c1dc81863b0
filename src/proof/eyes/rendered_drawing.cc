#include "proof/eyes/rendered_drawing.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "proof/core/tally.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/eyes/rendered_shape.h"

namespace mazeproof {

namespace {

// Pixel classes of a drawing's area.
enum : uint8_t { kIgnore = 0, kLight = 1, kRoute = 2 };

class DrawingCheck {
 public:
  DrawingCheck(const RenderJob& job, const Raster& raster) : job_(job), r_(raster) {
    const GridGeometry& g = job.grid;
    left_ = r_.rx(g.left);
    top_ = r_.ry(g.top);
    cell_ = g.cell * r_.scale;
    // Art mazes are drawn in a colour: their walls as dark as it, and a
    // little more for the renderer's rounding.
    const double dark = std::max(kDarkGrey, job.wall_grey + 0.15);
    dark_level_ = static_cast<uint8_t>(std::min(dark, kLightGrey) * 255);
  }

  std::vector<std::string> run();

 private:
  // Raster x of lattice column u, raster y of lattice row v.
  double gx(double u) const { return left_ + u * cell_; }
  double gy(double v) const { return top_ + v * cell_; }
  std::string place(double x, double y) const;
  void mark(double x0, double y0, double x1, double y1, uint8_t from, uint8_t to);
  bool dark_across(double x, double y, bool horizontal, double half, uint8_t& darkest) const;
  // The wall from lattice point (u0, v0) to (u1, v1): side `side` of cell (x, y).
  void check_wall(int u0, int v0, int u1, int v1, int x, int y, const char* side);

  const RenderJob& job_;
  const Raster& r_;
  double left_ = 0, top_ = 0, cell_ = 0;
  uint8_t dark_level_ = kDarkLevel;            // a wall pixel is at most this
  int ax0_ = 0, ay0_ = 0, ax1_ = 0, ay1_ = 0;  // the mask's pixel range, end exclusive
  std::vector<uint8_t> mask_;
  Tally walls_, ink_, route_missing_, route_dark_;
};

std::string DrawingCheck::place(double x, double y) const {
  const double u = (x - left_) / cell_, v = (y - top_) / cell_;
  if (u >= 0 && v >= 0 && u < job_.grid.columns && v < job_.grid.rows)
    return "in " + cell_name(static_cast<int>(u), static_cast<int>(v));
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "beside the grid at (%.1f, %.1f) pt",
                r_.page.x0 + (x + r_.px0) / r_.scale, r_.page.y1 - (y + r_.py0) / r_.scale);
  return buffer;
}

// Pixels whose centres lie in [x0, x1] x [y0, y1] (raster units) and are of
// class `from` become `to` (any class when from is 255).
void DrawingCheck::mark(double x0, double y0, double x1, double y1, uint8_t from, uint8_t to) {
  const int i0 = std::max(ax0_, clamped_int(std::ceil(std::min(x0, x1) - 0.5)));
  const int i1 = std::min(ax1_ - 1, clamped_int(std::floor(std::max(x0, x1) - 0.5)));
  const int j0 = std::max(ay0_, clamped_int(std::ceil(std::min(y0, y1) - 0.5)));
  const int j1 = std::min(ay1_ - 1, clamped_int(std::floor(std::max(y0, y1) - 0.5)));
  if (i1 < i0) return;
  const size_t w = static_cast<size_t>(ax1_ - ax0_);
  for (int j = j0; j <= j1; ++j) {
    uint8_t* row = mask_.data() + static_cast<size_t>(j - ay0_) * w;
    if (from == 255) {
      std::fill(row + (i0 - ax0_), row + (i1 - ax0_) + 1, to);
      continue;
    }
    for (int i = i0; i <= i1; ++i) {
      if (row[i - ax0_] == from) row[i - ax0_] = to;
    }
  }
}

// The darkest pixel across a wall at (x, y): those whose centres lie within
// `half` of the wall's centre line, and at least the one holding the point.
bool DrawingCheck::dark_across(double x, double y, bool horizontal, double half,
                               uint8_t& darkest) const {
  darkest = 255;
  const double centre = horizontal ? y : x;
  const int along = clamped_int(std::floor(horizontal ? x : y));
  int from = clamped_int(std::ceil(centre - half - 0.5));
  int to = clamped_int(std::floor(centre + half - 0.5));
  const int own = clamped_int(std::floor(centre));
  from = std::min(from, own);
  to = std::max(to, own);
  for (int k = from; k <= to; ++k) {
    const int i = horizontal ? along : k, j = horizontal ? k : along;
    if (i < 0 || j < 0 || i >= r_.width || j >= r_.height) continue;
    darkest = std::min(darkest, r_.at(i, j));
  }
  return darkest <= dark_level_;
}

void DrawingCheck::check_wall(int u0, int v0, int u1, int v1, int x, int y, const char* side) {
  const double x0 = gx(u0), y0 = gy(v0), x1 = gx(u1), y1 = gy(v1);
  const bool horizontal = v0 == v1;
  const double length = std::max(std::abs(x1 - x0), std::abs(y1 - y0));
  const int steps = std::max(2, clamped_int(std::ceil(length)));  // a sample a pixel
  const double half = job_.thinnest_wall * r_.scale / 2;
  for (int k = 0; k <= steps; ++k) {
    const double t = static_cast<double>(k) / steps;
    uint8_t darkest = 255;
    if (!dark_across(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, horizontal, half, darkest)) {
      walls_.add([&] { return cell_name(x, y) + " " + side + " (" + grey_text(darkest) + ")"; });
      return;
    }
  }
}

std::vector<std::string> DrawingCheck::run() {
  const GridGeometry& g = job_.grid;
  const MazeGraph& m = job_.maze;
  const Box outline = Box::of(g.left, g.top - g.rows * g.cell, g.left + g.columns * g.cell, g.top);
  if (!r_.page.contains(outline.grown(job_.widest_wall / 2), kClearancePt)) {
    return {job_.where +
            "rendered: the drawing reaches beyond the visible page (its crop or "
            "media box)"};
  }
  // The mask covers the keep-clear area, less a pixel for its soft edge.
  const double grow = (job_.widest_wall + kClearancePt) * r_.scale;
  const double kx0 = gx(0) - grow + 1, kx1 = gx(g.columns) + grow - 1;
  const double ky0 = gy(0) - grow + 1, ky1 = gy(g.rows) + grow - 1;
  ax0_ = std::max(0, clamped_int(std::floor(kx0)));
  ay0_ = std::max(0, clamped_int(std::floor(ky0)));
  ax1_ = std::min(r_.width, clamped_int(std::ceil(kx1)) + 1);
  ay1_ = std::min(r_.height, clamped_int(std::ceil(ky1)) + 1);
  if (ax1_ <= ax0_ || ay1_ <= ay0_) return {job_.where + "rendered: the drawing is off the page"};
  mask_.assign(static_cast<size_t>(ax1_ - ax0_) * static_cast<size_t>(ay1_ - ay0_), kIgnore);
  mark(kx0, ky0, kx1, ky1, 255, kLight);
  const double route_half = job_.route_width * r_.scale / 2 + kEdgePixels;
  for (size_t k = 0; k + 1 < job_.route.size(); ++k) {
    const double x0 = r_.rx(job_.route[k].x), y0 = r_.ry(job_.route[k].y);
    const double x1 = r_.rx(job_.route[k + 1].x), y1 = r_.ry(job_.route[k + 1].y);
    mark(std::min(x0, x1) - route_half, std::min(y0, y1) - route_half,
         std::max(x0, x1) + route_half, std::max(y0, y1) + route_half, 255, kRoute);
  }
  // Walls: the band they may touch is no one's to judge; their centre
  // lines must be dark.
  const double wall_half = job_.widest_wall * r_.scale / 2 + kEdgePixels;
  auto wall = [&](int u0, int v0, int u1, int v1, int x, int y, const char* side) {
    mark(gx(u0) - wall_half, gy(v0) - wall_half, gx(u1) + wall_half, gy(v1) + wall_half, 255,
         kIgnore);
    check_wall(u0, v0, u1, v1, x, y, side);
  };
  auto is_opening = [&](int x, int y, Side side) {
    for (const Opening& o : m.openings) {
      if (o.x == x && o.y == y && o.side == side) return true;
    }
    return false;
  };
  for (int y = 0; y < g.rows; ++y) {
    for (int x = 0; x < g.columns; ++x) {
      if (y == 0 && !is_opening(x, y, Side::top)) wall(x, 0, x + 1, 0, x, y, "top");
      if (x == 0 && !is_opening(x, y, Side::left)) wall(0, y, 0, y + 1, x, y, "left");
      const bool east = x + 1 < g.columns ? !m.open_east(x, y) : !is_opening(x, y, Side::right);
      const bool south = y + 1 < g.rows ? !m.open_south(x, y) : !is_opening(x, y, Side::bottom);
      if (east) wall(x + 1, y, x + 1, y + 1, x, y, "east");
      if (south) wall(x, y + 1, x + 1, y + 1, x, y, "south");
    }
  }
  const size_t w = static_cast<size_t>(ax1_ - ax0_);
  for (int j = ay0_; j < ay1_; ++j) {
    const uint8_t* row = mask_.data() + static_cast<size_t>(j - ay0_) * w;
    const uint8_t* grey = r_.grey.data() + static_cast<size_t>(j) * r_.width;
    for (int i = ax0_; i < ax1_; ++i) {
      const uint8_t c = row[i - ax0_];
      const uint8_t v = grey[i];
      if (c == kIgnore || (c == kLight && v >= kLightLevel) || (c == kRoute && v > kDarkLevel))
        continue;
      auto words = [&] { return place(i + 0.5, j + 0.5) + " (" + grey_text(v) + ")"; };
      if (c == kLight && v < kLightLevel) ink_.add(words);
      if (c == kRoute && v <= kDarkLevel) route_dark_.add(words);
    }
  }
  for (size_t k = 0; k + 1 < job_.route.size(); ++k) {
    const double x0 = r_.rx(job_.route[k].x), y0 = r_.ry(job_.route[k].y);
    const double x1 = r_.rx(job_.route[k + 1].x), y1 = r_.ry(job_.route[k + 1].y);
    const double length = std::max(std::abs(x1 - x0), std::abs(y1 - y0));
    const int steps = std::max(1, clamped_int(std::ceil(length / 0.5)));
    for (int s = 0; s <= steps; ++s) {
      const double x = x0 + (x1 - x0) * s / steps, y = y0 + (y1 - y0) * s / steps;
      const int i = clamped_int(std::floor(x)), j = clamped_int(std::floor(y));
      if (i < 0 || j < 0 || i >= r_.width || j >= r_.height) continue;
      const uint8_t v = r_.at(i, j);
      if (v < kRouteLowLevel || v > kRouteHighLevel) {
        route_missing_.add([&] { return place(x, y) + " (" + grey_text(v) + ")"; });
        break;  // one point a piece is enough
      }
    }
  }
  std::vector<std::string> out;
  const std::string at = job_.where + "rendered: ";
  if (walls_.count > 0) {
    out.push_back(at + std::to_string(walls_.count) + " wall(s) not dark, first " + walls_.first);
  }
  if (ink_.count > 0) {
    out.push_back(at + std::to_string(ink_.count) +
                  " pixel(s) not light where the proof found no wall, first " + ink_.first);
  }
  if (route_missing_.count > 0) {
    out.push_back(at + "the route does not show in " + std::to_string(route_missing_.count) +
                  " piece(s), first " + route_missing_.first);
  }
  if (route_dark_.count > 0) {
    out.push_back(at + std::to_string(route_dark_.count) + " dark pixel(s) on the route, first " +
                  route_dark_.first);
  }
  return out;
}

}  // namespace

std::string grey_text(uint8_t level) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "grey %.2f", level / 255.0);
  return buffer;
}

std::vector<std::string> compare_drawing(const RenderJob& job, const Raster& raster) {
  if (job.shape) return compare_shape_drawing(job, raster);
  return DrawingCheck(job, raster).run();
}

}  // namespace mazeproof
