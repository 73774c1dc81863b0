#include "maze/weave/weave_graph.h"

#include <algorithm>
#include <bit>

namespace mazebook {

WeaveGraph::WeaveGraph(const WeaveMaze& wm)
    : maze_(wm.maze),
      crossings_(wm.crossings),
      size_(wm.maze.size()),
      slots_(crossing_slots(wm.maze.size(), wm.crossings)) {}

int WeaveGraph::links(int32_t node, int32_t out[4]) const {
  const int32_t cell = cell_of(node);
  int n = 0;
  for (unsigned open = maze_.open_sides(cell); open; open &= open - 1) {
    const int side = std::countr_zero(open);
    if (this->node(cell, side) != node) continue;
    out[n++] = this->node(maze_.neighbour(cell, side), (side + 2) % 4);
  }
  return n;
}

namespace {

// Breadth first from `from`: each node's parent (-1 for `from`, -2 where
// not reached).
std::vector<int32_t> search(const WeaveGraph& graph, int32_t from) {
  std::vector<int32_t> parent(static_cast<size_t>(graph.size()), -2);
  std::vector<int32_t> queue;
  queue.reserve(static_cast<size_t>(graph.node_count()));
  parent[static_cast<size_t>(from)] = -1;
  queue.push_back(from);
  int32_t links[4];
  for (size_t head = 0; head < queue.size(); ++head) {
    const int32_t node = queue[head];
    const int n = graph.links(node, links);
    for (int i = 0; i < n; ++i) {
      if (parent[static_cast<size_t>(links[i])] != -2) continue;
      parent[static_cast<size_t>(links[i])] = node;
      queue.push_back(links[i]);
    }
  }
  return parent;
}

// The route to `to` as cells, from the search's parents.
std::vector<int32_t> route_to(const WeaveGraph& graph, const std::vector<int32_t>& parent,
                              int32_t to) {
  std::vector<int32_t> route;
  if (parent[static_cast<size_t>(to)] == -2) return route;
  for (int32_t node = to; node != -1; node = parent[static_cast<size_t>(node)]) {
    route.push_back(graph.cell_of(node));
  }
  std::reverse(route.begin(), route.end());
  return route;
}

}  // namespace

std::vector<int32_t> solve_weave(const WeaveMaze& wm) {
  if (wm.maze.empty()) return {};
  const WeaveGraph graph(wm);
  // Openings are on the outer wall, where no crossing is: a cell's own
  // index is its node.
  return route_to(graph, search(graph, wm.maze.entrance().cell), wm.maze.exit().cell);
}

PerfectCheck check_weave_perfect(const WeaveMaze& wm, std::vector<int32_t>& route) {
  PerfectCheck check;
  route.clear();
  if (wm.maze.empty()) return check;
  const WeaveGraph graph(wm);
  check.cells = graph.node_count();
  check.passages = wm.maze.passage_count();
  const std::vector<int32_t> parent = search(graph, wm.maze.entrance().cell);
  route = route_to(graph, parent, wm.maze.exit().cell);
  // Pieces: one search from each node no earlier search reached.
  std::vector<uint8_t> seen(static_cast<size_t>(graph.size()), 0);
  for (int32_t node = 0; node < graph.size(); ++node) {
    if (!graph.exists(node)) continue;
    if (parent[static_cast<size_t>(node)] != -2) {
      ++check.reached;
      seen[static_cast<size_t>(node)] = 1;
    } else if (check.first_unreached < 0) {
      check.first_unreached = graph.cell_of(node);
    }
  }
  check.components = check.reached > 0 ? 1 : 0;
  std::vector<int32_t> stack;
  int32_t links[4];
  for (int32_t node = 0; node < graph.size(); ++node) {
    if (!graph.exists(node) || seen[static_cast<size_t>(node)]) continue;
    ++check.components;
    seen[static_cast<size_t>(node)] = 1;
    stack.push_back(node);
    while (!stack.empty()) {
      const int32_t top = stack.back();
      stack.pop_back();
      const int n = graph.links(top, links);
      for (int i = 0; i < n; ++i) {
        if (seen[static_cast<size_t>(links[i])]) continue;
        seen[static_cast<size_t>(links[i])] = 1;
        stack.push_back(links[i]);
      }
    }
  }
  return check;
}

PerfectCheck check_weave_perfect(const WeaveMaze& wm) {
  std::vector<int32_t> route;
  return check_weave_perfect(wm, route);
}

}  // namespace mazebook
