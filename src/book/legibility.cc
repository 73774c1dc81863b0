#include "book/legibility.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "base/error.h"
#include "book/maze_slots.h"

namespace mazebook {

namespace {

std::string fixed(double value, int decimals) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

// sRGB component to linear light (WCAG 2.x relative luminance).
double linear(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

// The room a grid gets, points across and down: measured through the plan
// itself with a grid one cell wide and very tall, and one very wide.
struct Room {
  double width = 0;
  double height = 0;
};

constexpr int kProbe = 1 << 20;

// On a page of `together` mazes: in its slot.
Room page_room(const BookPlan& plan, int together, const MazeShape& shape,
               const LayoutMetrics& metrics) {
  MazeShape wide = shape, tall = shape;
  wide.width = kProbe;
  wide.height = 1;
  tall.width = 1;
  tall.height = kProbe;
  return {first_page_drawing(plan, together, wide, metrics).cell * kProbe,
          first_page_drawing(plan, together, tall, metrics).cell * kProbe};
}

Room solution_room(const BookPlan& plan, const SolutionGrid& grid, const MazeShape& shape,
                   const LayoutMetrics& metrics) {
  const Box slot = solution_slot_boxes(plan, 1, grid, metrics).front();
  const Drawing page = maze_page_drawing(plan, 1, shape, metrics);
  MazeShape wide = shape, tall = shape;
  wide.width = kProbe;
  wide.height = 1;
  tall.width = 1;
  tall.height = kProbe;
  // A solution keeps a cell of room on every side (page_plan.h).
  return {solution_drawing(slot, wide, page, metrics).cell * (kProbe + 2),
          solution_drawing(slot, tall, page, metrics).cell * (kProbe + 2)};
}

}  // namespace

double weave_min_cell(double wall) {
  return std::max(4 * (wall + kMinWeaveInsetPt), 8 * (wall + kMinStubGapPt));
}

double legible_wall(double wall, double cell) {
  return std::max(kMinLinePt, std::min(wall, cell * kMaxWallShare));
}

void check_legible_grids(const BookSpec& spec, const BookPlan& plan,
                         const std::vector<MazeShape>& mazes, const LayoutMetrics& metrics) {
  for (size_t i = 0; i < mazes.size(); ++i) {
    const MazeShape& shape = mazes[i];
    const int s = plan.pages[static_cast<size_t>(plan.maze_page[i] - 1)].section;
    const SolutionGrid& grid = plan.section_solutions[static_cast<size_t>(s)];
    const Box slot = solution_slot_boxes(plan, 1, grid, metrics).front();
    const int together = spec.sections[static_cast<size_t>(s)].mazes_per_page;
    const Drawing page = first_page_drawing(plan, together, shape, metrics);
    const Drawing solution = solution_drawing(slot, shape, page, metrics);
    const double cell = std::min(page.cell, solution.cell) * shape.corridor;
    // A weave maze's cells on each drawing, held to their own walls; the
    // largest grid is named for the page's walls, its solution's thinned
    // as they are now (thinner still on a smaller grid).
    const double page_need = shape.weave ? weave_min_cell(page.wall) : kMinLegibleCellPt;
    const double solution_need = shape.weave ? weave_min_cell(solution.wall) : kMinLegibleCellPt;
    if (page.cell * shape.corridor >= page_need - 1e-9 &&
        solution.cell * shape.corridor >= solution_need - 1e-9) {
      continue;
    }
    const std::string where = spec.source + ": sections[" + std::to_string(s) + "]: ";
    // A page of several mazes: each in its slot.
    const std::string legibly =
        together > 1 ? "legibly " + std::to_string(together) + " a page" : "legibly";
    if (!shape.rect) {
      throw Error(where + "the grid is too large to print " + legibly + " on " + spec.trim_name +
                  " (corridors of " + fixed(cell, 2) + " pt; legible ones are at least " +
                  fixed(kMinLegibleCellPt, 2) + " pt): use a smaller grid");
    }
    const Room on_page = page_room(plan, together, shape, metrics);
    const Room in_slot = solution_room(plan, grid, shape, metrics);
    const int columns = static_cast<int>(std::min(std::floor(on_page.width / page_need),
                                                  std::floor(in_slot.width / solution_need) - 2));
    const int rows = static_cast<int>(std::min(std::floor(on_page.height / page_need),
                                               std::floor(in_slot.height / solution_need) - 2));
    const std::string size = std::to_string(static_cast<int>(shape.width)) + " x " +
                             std::to_string(static_cast<int>(shape.height));
    const std::string largest = "the largest legible grid here is " +
                                std::to_string(std::max(columns, 0)) + " x " +
                                std::to_string(std::max(rows, 0));
    if (shape.weave) {
      const bool on_solution = page.cell * shape.corridor >= page_need - 1e-9;
      const Drawing& d = on_solution ? solution : page;
      throw Error(where + "weave grid " + size + " is too large for its crossings on " +
                  spec.trim_name + " (" + (on_solution ? "solution " : "") + "cells of " +
                  fixed(d.cell, 2) + " pt with walls of " + fixed(d.wall, 2) +
                  " pt; a crossing needs at least " + fixed(weave_min_cell(d.wall), 2) +
                  " pt): " + largest);
    }
    throw Error(where + "grid " + size + " is too large to print " + legibly + " on " +
                spec.trim_name + " (cells of " + fixed(cell, 2) +
                " pt; legible cells are at least " + fixed(kMinLegibleCellPt, 2) +
                " pt): " + largest);
  }
}

double contrast_ratio(const Colour& a, const Colour& b) {
  const auto luminance = [](const Colour& c) {
    return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
  };
  const double la = luminance(a);
  const double lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

double contrast_with_white(const Colour& c) { return contrast_ratio(c, {1, 1, 1}); }

}  // namespace mazebook
