#include "proof/drawings/maze_drawings.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "proof/core/error.h"
#include "proof/core/limits.h"
#include "proof/core/union_find.h"
#include "proof/drawings/lattice.h"
#include "proof/drawings/segment_groups.h"

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

// Wall segments that touch, in one piece each.
std::vector<MazeDrawing> touching_pieces(const std::vector<Segment>& walls,
                                         const std::vector<double>& widths, int max_pieces) {
  const std::vector<int> group = touching_groups(walls, kSamePointTolerance);
  const int n = static_cast<int>(walls.size());
  std::vector<MazeDrawing> pieces;
  for (int i = 0; i < n; ++i) {
    const size_t g = static_cast<size_t>(group[static_cast<size_t>(i)]);
    if (g >= pieces.size()) {
      // A perfect maze's walls are two pieces (or a few more where a
      // corridor splits them); thousands are dust, not drawings.
      if (g >= static_cast<size_t>(max_pieces)) {
        throw Error("more than " + std::to_string(max_pieces) +
                    " separate wall pieces on the page");
      }
      pieces.resize(g + 1);
      pieces[g].thinnest_wall = HUGE_VAL;
    }
    MazeDrawing& piece = pieces[g];
    piece.wall_width = std::max(piece.wall_width, widths[static_cast<size_t>(i)]);
    piece.thinnest_wall = std::min(piece.thinnest_wall, widths[static_cast<size_t>(i)]);
    piece.walls.push_back(walls[i]);
    piece.outline.add(walls[i].a);
    piece.outline.add(walls[i].b);
  }
  // The shortest wall is at least a cell and, in any maze worth printing,
  // exactly one: a bound good enough for grouping, found without sorting.
  for (MazeDrawing& piece : pieces) {
    piece.cell = HUGE_VAL;
    for (const Segment& w : piece.walls) {
      const double length = std::max(std::abs(w.a.x - w.b.x), std::abs(w.a.y - w.b.y));
      if (length > kSamePointTolerance) piece.cell = std::min(piece.cell, length);
    }
    if (!std::isfinite(piece.cell)) piece.cell = kSamePointTolerance;
  }
  return pieces;
}

double gap(const Box& a, const Box& b) {
  const double gx = std::max({0.0, a.x0 - b.x1, b.x0 - a.x1});
  const double gy = std::max({0.0, a.y0 - b.y1, b.y0 - a.y1});
  return std::max(gx, gy);
}

// Pieces closer than kSameDrawingCells cells (of the smaller) are one
// drawing. A sweep along x: a piece can only be that close to pieces that
// start before its right edge plus its own reach.
std::vector<MazeDrawing> merge_close_pieces(std::vector<MazeDrawing> pieces) {
  std::sort(pieces.begin(), pieces.end(),
            [](const MazeDrawing& a, const MazeDrawing& b) { return a.outline.x0 < b.outline.x0; });
  UnionFind groups(pieces.size());
  for (size_t i = 0; i < pieces.size(); ++i) {
    const MazeDrawing& a = pieces[i];
    const double reach = kSameDrawingCells * a.cell;
    for (size_t j = i + 1; j < pieces.size() && pieces[j].outline.x0 < a.outline.x1 + reach; ++j) {
      const MazeDrawing& b = pieces[j];
      const double cell = std::min(a.cell, b.cell);
      if (gap(a.outline, b.outline) < kSameDrawingCells * cell - kSamePointTolerance)
        groups.join(i, j);
    }
  }
  std::vector<MazeDrawing> drawings;
  std::vector<size_t> index(pieces.size(), SIZE_MAX);
  for (size_t i = 0; i < pieces.size(); ++i) {
    const size_t root = groups.find(i);
    if (index[root] == SIZE_MAX) {
      if (drawings.size() >= static_cast<size_t>(kMaxDrawingsPerPage)) {
        throw Error("more than " + std::to_string(kMaxDrawingsPerPage) +
                    " maze drawings on the page");
      }
      index[root] = drawings.size();
      drawings.emplace_back();
      drawings.back().cell = HUGE_VAL;
      drawings.back().thinnest_wall = HUGE_VAL;
    }
    MazeDrawing& into = drawings[index[root]];
    into.wall_width = std::max(into.wall_width, pieces[i].wall_width);
    into.thinnest_wall = std::min(into.thinnest_wall, pieces[i].thinnest_wall);
    into.walls.insert(into.walls.end(), pieces[i].walls.begin(), pieces[i].walls.end());
    into.outline.add(pieces[i].outline);
    into.cell = std::min(into.cell, pieces[i].cell);  // a bound; the placement fit measures exactly
  }
  return drawings;
}

void sort_reading_order(std::vector<MazeDrawing>& drawings) {
  std::sort(drawings.begin(), drawings.end(),
            [](const MazeDrawing& a, const MazeDrawing& b) { return a.outline.y1 > b.outline.y1; });
  // Rows: a drawing whose top is within one cell of the row's first top, or
  // whose middle lies within the first's height (slots centre drawings of
  // different shapes, whose tops then differ by more than a cell).
  const auto same_row = [](const MazeDrawing& first, const MazeDrawing& d) {
    const double middle = (d.outline.y0 + d.outline.y1) / 2;
    return first.outline.y1 - d.outline.y1 < std::max(first.cell, d.cell) ||
           (middle >= first.outline.y0 && middle <= first.outline.y1);
  };
  for (size_t start = 0; start < drawings.size();) {
    size_t end = start + 1;
    while (end < drawings.size() && same_row(drawings[start], drawings[end])) ++end;
    std::sort(
        drawings.begin() + static_cast<std::ptrdiff_t>(start),
        drawings.begin() + static_cast<std::ptrdiff_t>(end),
        [](const MazeDrawing& a, const MazeDrawing& b) { return a.outline.x0 < b.outline.x0; });
    start = end;
  }
}

}  // namespace

Box keep_clear(const MazeDrawing& drawing) {
  return drawing.outline.grown(drawing.wall_width + kClearancePt);
}

PageMazes find_maze_drawings(const PageDrawing& items, double route_reach, int max_pieces) {
  PageMazes page;
  page.items = &items;
  std::vector<Segment> walls;
  std::vector<double> widths;  // of each wall segment's stroke
  std::vector<Segment> route;
  std::vector<double> route_widths;
  size_t dashed = 0;
  for (const DrawItem& item : items) {
    if (item.kind != ItemKind::stroke) continue;
    if (is_wall_colour(item.colour)) {
      if (item.dashed && dashed++ == 0 && !item.segments.empty()) {
        page.problems.push_back("wall stroke drawn dashed from " +
                                at_text(item.segments.front().a));
      }
      walls.insert(walls.end(), item.segments.begin(), item.segments.end());
      widths.resize(walls.size(), item.line_width);
    } else if (is_route_colour(item.colour)) {
      route.insert(route.end(), item.segments.begin(), item.segments.end());
      route_widths.resize(route.size(), item.line_width);
    }
  }
  page.drawings = merge_close_pieces(touching_pieces(walls, widths, max_pieces));
  sort_reading_order(page.drawings);
  // Drawings apart by less than the rule's two cells would have merged
  // above unless their outlines still overlap or nearly touch.
  for (size_t i = 0; i < page.drawings.size(); ++i) {
    for (size_t j = i + 1; j < page.drawings.size(); ++j) {
      const MazeDrawing& a = page.drawings[i];
      const MazeDrawing& b = page.drawings[j];
      if (a.outline.touches(b.outline)) {
        page.problems.push_back("two maze drawings overlap, at " +
                                at_text(Point{b.outline.x0, b.outline.y0}));
        i = j = page.drawings.size();  // one line is enough
      }
    }
  }

  size_t stray = 0;
  std::string first_stray;
  for (size_t k = 0; k < route.size(); ++k) {
    const Segment& s = route[k];
    bool placed = false;
    for (MazeDrawing& d : page.drawings) {
      const Box reach = d.outline.grown(route_reach * d.cell + kSamePointTolerance);
      if (reach.contains(segment_box(s), 0)) {
        d.route.push_back(s);
        d.route_width = std::max(d.route_width, route_widths[k]);
        placed = true;
        break;
      }
    }
    if (!placed && stray++ == 0) first_stray = at_text(s.a);
  }
  if (stray > 0) {
    page.problems.push_back(std::to_string(stray) +
                            " route piece(s) outside every maze drawing, first from " +
                            first_stray);
  }
  // Anything else stroked across a grid could pass for a wall.
  size_t foreign = 0;
  std::string first_foreign;
  for (const DrawItem& item : items) {
    if (item.kind != ItemKind::stroke || is_wall_colour(item.colour) ||
        is_route_colour(item.colour))
      continue;
    for (const MazeDrawing& d : page.drawings) {
      if (item.box.overlaps(d.outline.grown(-kSamePointTolerance))) {
        if (foreign++ == 0) first_foreign = at_text(Point{item.box.x0, item.box.y0});
        break;
      }
    }
  }
  if (foreign > 0) {
    page.problems.push_back(std::to_string(foreign) +
                            " stroke(s) in another colour cross a maze drawing, first at " +
                            first_foreign);
  }
  return page;
}

}  // namespace mazeproof
