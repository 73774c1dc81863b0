#include "book/maze_slots.h"

#include <algorithm>

namespace mazebook {

SolutionGrid maze_arrangement(int per_page) {
  switch (per_page) {
    case 2:
      return {2, 1, 2};
    case 4:
      return {4, 2, 2};
    case 6:
      return {6, 2, 3};
    default:
      return {1, 1, 1};
  }
}

std::vector<Box> maze_slot_boxes(const BookPlan& plan, int page_number, const SolutionGrid& grid,
                                 const LayoutMetrics& metrics) {
  const Box live = plan.live_area(page_number);
  const double height = std::max(0.0, live.height - metrics.footer);
  const int c = grid.columns;
  const int r = grid.rows;
  const double gap = metrics.maze_slot_gap;
  const double w = std::max(0.0, (live.width - (c - 1) * gap) / c);
  const double h = std::max(0.0, (height - (r - 1) * gap) / r);
  std::vector<Box> slots;
  for (int row = 0; row < r; ++row) {
    for (int column = 0; column < c; ++column)
      slots.push_back({live.x + column * (w + gap), live.y + row * (h + gap), w, h});
  }
  return slots;
}

Box slot_body(const Box& slot, const MazeShape& shape, const LayoutMetrics& metrics) {
  const double top = metrics.maze_header + (shape.rule_line ? metrics.rule_line : 0);
  // Half a wall to spare at the sides and foot: a rectangle's outer walls
  // stand on the room's edge, and their ink stays in the slot.
  const double ink = shape.wall_weight / 2;
  return {slot.x + ink, slot.y + top, std::max(0.0, slot.width - 2 * ink),
          std::max(0.0, slot.height - top - ink)};
}

Box planned_maze_body(const BookPlan& plan, size_t maze, const MazeShape& shape,
                      const LayoutMetrics& metrics) {
  if (maze < plan.maze_slot_box.size() && plan.maze_slot_box[maze].width > 0)
    return slot_body(plan.maze_slot_box[maze], shape, metrics);
  return maze_body(plan, plan.maze_page[maze], shape, metrics);
}

Drawing first_page_drawing(const BookPlan& plan, int mazes_per_page, const MazeShape& shape,
                           const LayoutMetrics& metrics) {
  if (mazes_per_page <= 1) return maze_page_drawing(plan, 1, shape, metrics);
  const Box slot = maze_slot_boxes(plan, 1, maze_arrangement(mazes_per_page), metrics).front();
  return drawing_in(slot_body(slot, shape, metrics), shape, metrics);
}

}  // namespace mazebook
