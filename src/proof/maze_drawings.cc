#include "proof/maze_drawings.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "proof/wall_grid.h"

namespace mazeproof {

namespace {

std::string at_text(Point p) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "(%.2f, %.2f) pt", p.x, p.y);
  return buffer;
}

Box segment_box(const Segment& s) {
  Box b;
  b.add(s.a);
  b.add(s.b);
  return b;
}

int root(std::vector<int>& parent, int i) {
  while (parent[i] != i) i = parent[i] = parent[parent[i]];
  return i;
}

// Wall segments that touch (ends on ends, T-junctions, crossings) in one
// piece: a sweep over boxes sorted by left edge.
std::vector<MazeDrawing> touching_pieces(const std::vector<Segment>& walls) {
  const int n = static_cast<int>(walls.size());
  std::vector<Box> boxes;
  for (const Segment& s : walls) boxes.push_back(segment_box(s).grown(kSamePointTolerance));
  std::vector<int> order(n), parent(n);
  std::iota(order.begin(), order.end(), 0);
  std::iota(parent.begin(), parent.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return boxes[a].x0 < boxes[b].x0; });
  std::vector<int> active;
  for (int i : order) {
    std::erase_if(active, [&](int a) { return boxes[a].x1 < boxes[i].x0; });
    for (int a : active) {
      if (boxes[a].touches(boxes[i])) parent[root(parent, a)] = root(parent, i);
    }
    active.push_back(i);
  }
  std::vector<int> piece_of(n, -1);
  std::vector<MazeDrawing> pieces;
  for (int i = 0; i < n; ++i) {
    const int r = root(parent, i);
    if (piece_of[r] < 0) {
      piece_of[r] = static_cast<int>(pieces.size());
      pieces.emplace_back();
    }
    MazeDrawing& piece = pieces[piece_of[r]];
    piece.walls.push_back(walls[i]);
    piece.outline.add(walls[i].a);
    piece.outline.add(walls[i].b);
  }
  for (MazeDrawing& piece : pieces) {
    piece.cell = lattice_spacing(piece.walls);
    if (piece.cell <= 0) piece.cell = std::max(piece.outline.width(), piece.outline.height());
  }
  return pieces;
}

double gap(const Box& a, const Box& b) {
  const double gx = std::max({0.0, a.x0 - b.x1, b.x0 - a.x1});
  const double gy = std::max({0.0, a.y0 - b.y1, b.y0 - a.y1});
  return std::max(gx, gy);
}

void merge_close_pieces(std::vector<MazeDrawing>& pieces) {
  for (bool merged = true; merged;) {
    merged = false;
    for (size_t i = 0; i < pieces.size() && !merged; ++i) {
      for (size_t j = i + 1; j < pieces.size() && !merged; ++j) {
        const double cell = std::min(pieces[i].cell, pieces[j].cell);
        if (gap(pieces[i].outline, pieces[j].outline) >= kSameDrawingCells * cell - kSamePointTolerance) continue;
        MazeDrawing& into = pieces[i];
        into.walls.insert(into.walls.end(), pieces[j].walls.begin(), pieces[j].walls.end());
        into.outline.add(pieces[j].outline);
        into.cell = lattice_spacing(into.walls);
        pieces.erase(pieces.begin() + static_cast<std::ptrdiff_t>(j));
        merged = true;
      }
    }
  }
}

void sort_reading_order(std::vector<MazeDrawing>& drawings) {
  std::sort(drawings.begin(), drawings.end(),
            [](const MazeDrawing& a, const MazeDrawing& b) { return a.outline.y1 > b.outline.y1; });
  // Rows: a drawing whose top is within one cell of the row's first top.
  for (size_t start = 0; start < drawings.size();) {
    size_t end = start + 1;
    while (end < drawings.size() &&
           drawings[start].outline.y1 - drawings[end].outline.y1 < std::max(drawings[start].cell, drawings[end].cell)) {
      ++end;
    }
    std::sort(drawings.begin() + static_cast<std::ptrdiff_t>(start), drawings.begin() + static_cast<std::ptrdiff_t>(end),
              [](const MazeDrawing& a, const MazeDrawing& b) { return a.outline.x0 < b.outline.x0; });
    start = end;
  }
}

}  // namespace

PageMazes find_maze_drawings(const PageDrawing& items) {
  PageMazes page;
  std::vector<Segment> walls;
  std::vector<Segment> route;
  size_t dashed = 0;
  for (const DrawItem& item : items) {
    if (item.kind != ItemKind::stroke) continue;
    if (is_wall_colour(item.colour)) {
      if (item.dashed && dashed++ == 0 && !item.segments.empty()) {
        page.problems.push_back("wall stroke drawn dashed from " + at_text(item.segments.front().a));
      }
      walls.insert(walls.end(), item.segments.begin(), item.segments.end());
    } else if (is_route_colour(item.colour)) {
      route.insert(route.end(), item.segments.begin(), item.segments.end());
    }
  }
  page.drawings = touching_pieces(walls);
  merge_close_pieces(page.drawings);
  sort_reading_order(page.drawings);

  size_t stray = 0;
  for (const Segment& s : route) {
    bool placed = false;
    for (MazeDrawing& d : page.drawings) {
      const Box reach = d.outline.grown(d.cell + kSamePointTolerance);
      if (reach.contains(segment_box(s), 0)) {
        d.route.push_back(s);
        placed = true;
        break;
      }
    }
    if (!placed && stray++ == 0) page.problems.push_back("route stroke from " + at_text(s.a) + " outside every maze drawing");
  }
  // Anything else stroked across a grid could pass for a wall.
  for (const DrawItem& item : items) {
    if (item.kind != ItemKind::stroke || is_wall_colour(item.colour) || is_route_colour(item.colour)) continue;
    for (const MazeDrawing& d : page.drawings) {
      if (item.box.overlaps(d.outline.grown(-kSamePointTolerance))) {
        page.problems.push_back("a stroke in another colour crosses the maze drawing at " +
                                at_text(Point{item.box.x0, item.box.y0}));
        break;
      }
    }
  }
  return page;
}

}  // namespace mazeproof
