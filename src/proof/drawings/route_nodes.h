#pragma once
// The points a shaped maze's solution route runs between (DRAWING_RULES.md
// "Shaped mazes", "Solution routes"): every cell's centre, the outside
// point across each outer side, and on a polar grid the bend point of each
// step into a cell of a split ring; and the edges between them, each
// straight or round a polar ring's middle circle. A step between two cells
// is one edge, or two through its bend point.

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "proof/model/grid_buckets.h"
#include "proof/model/grid_shapes.h"

namespace mazeproof {

// A route vertex lies within this of a node, grid units.
constexpr double kRouteVertexTolerance = 0.1;

// An edge between two nodes, the smaller id first.
using RouteEdge = std::pair<int, int>;
RouteEdge make_edge(int a, int b);

class RouteNodes {
 public:
  explicit RouteNodes(const GridShapes& shapes);

  // Node ids: the cells (their indices) first, then outside points, then
  // bend points.
  int cells() const { return shapes_.grid().size(); }
  bool is_cell(int n) const { return n < cells(); }
  bool is_bend(int n) const { return n >= first_bend_; }
  // Where node n lies, grid units.
  GridPoint at(int n) const { return at_[static_cast<size_t>(n)]; }
  // The outside point across a cell's outer side, or -1.
  int outside(int cell, int side) const;
  // The bend point of the step between cells a and b, or -1 when that step
  // is one edge.
  int bend(int a, int b) const;
  // The node nearest to p within `tolerance`, or -1.
  int near(GridPoint p, double tolerance = kRouteVertexTolerance) const;
  // The nodes one edge from n.
  std::vector<int> next(int n) const;
  // The polar ring whose middle circle (radius ring + 1/2) node n lies on:
  // a ring cell's ring, a bend point's inner cell's ring; -1 for any other.
  int circle_of(int n) const;
  // True when the edge between a and b runs round a ring's middle circle
  // (two cells of one ring, or a bend point and its inner cell).
  bool round(int a, int b) const;
  // The nodes on ring r's middle circle by angle (radians, 0 to 2 pi,
  // counter-clockwise from angle 0).
  const std::vector<std::pair<double, int>>& circle(int ring) const;
  // The step between two cells (or a cell and an outside point) that edge
  // e belongs to: itself unless it ends at a bend point.
  RouteEdge step_of(RouteEdge e) const;
  // The edges that draw the step between a and b.
  std::vector<RouteEdge> edges_of(int a, int b) const;
  // "cell 7 (ring 1, 0)", or "the outside of cell ... (side 3)".
  std::string name(int n) const;

 private:
  const GridShapes& shapes_;
  GridBuckets index_;
  std::vector<GridPoint> at_;
  std::vector<int> cell_of_;  // outside points: a cell beside; bend points: the inner cell
  std::vector<int> side_of_;  // outside points: that cell's side; bend points: the outer cell
  std::vector<std::vector<int>> cells_of_;  // outside points: the cells they lie beside
  std::map<std::pair<int, int>, int> outside_;
  std::map<std::pair<int, int>, int> bend_;  // (inner cell, outer cell) -> bend point
  std::vector<std::vector<std::pair<double, int>>> circles_;
  int first_bend_ = 0;
};

}  // namespace mazeproof
