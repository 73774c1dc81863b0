#pragma once
// The graph of a weave maze (src/maze/README.md, "Weave mazes"): every cell
// is a node, and a crossing is two, its over passage (the node of the
// cell's own index) and its under passage (node size() + k for crossing
// k). Routes, the perfect check and the metrics walk this graph.

#include <cstdint>
#include <vector>

#include "maze/solver.h"
#include "maze/weave/weave.h"

namespace mazebook {

class WeaveGraph {
 public:
  // REQUIRES: a non-empty maze and crossings on its cells.
  explicit WeaveGraph(const WeaveMaze& wm);

  // Node indices run from 0 to size() - 1; node_count() of them exist.
  int32_t size() const { return size_ + static_cast<int32_t>(crossings_.size()); }
  int32_t node_count() const { return maze_.cells() + static_cast<int32_t>(crossings_.size()); }
  bool exists(int32_t node) const { return node >= size_ || maze_.exists(node); }
  // The cell a node lies in.
  int32_t cell_of(int32_t node) const {
    return node < size_ ? node : crossings_[static_cast<size_t>(node - size_)].cell;
  }
  // The node of `cell` that its side `side` belongs to.
  int32_t node(int32_t cell, int side) const {
    const int32_t k = slots_[static_cast<size_t>(cell)];
    if (k < 0 || along(side, crossings_[static_cast<size_t>(k)].over)) return cell;
    return size_ + k;
  }
  // True when `cell` is a crossing.
  bool is_crossing(int32_t cell) const { return slots_[static_cast<size_t>(cell)] >= 0; }
  // The nodes joined to `node` by an open passage, in side order; how many.
  int links(int32_t node, int32_t out[4]) const;

 private:
  const Maze& maze_;
  const std::vector<Crossing>& crossings_;
  int32_t size_;
  std::vector<int32_t> slots_;
};

// The route from the entrance cell to the exit cell as cells, a crossing's
// cell once for each pass; empty when the exit cannot be reached or the
// maze is empty.
std::vector<int32_t> solve_weave(const WeaveMaze& wm);

// check_perfect on the graph: every node reached from the entrance cell and
// exactly nodes - 1 passages (cells, reached and first_unreached count
// nodes; first_unreached is the cell of the lowest node not reached). In
// `route`, what solve_weave returns. REQUIRES: crossing_fault is empty.
PerfectCheck check_weave_perfect(const WeaveMaze& wm, std::vector<int32_t>& route);
PerfectCheck check_weave_perfect(const WeaveMaze& wm);

}  // namespace mazebook
