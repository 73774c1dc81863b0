#include "book/variant_layout.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "base/error.h"
#include "book/kdp.h"

namespace mazebook {

namespace {

// What a kind's marks need of a cell, for messages.
const char* needs(VariantKind kind) {
  switch (kind) {
    case VariantKind::keys:
      return "key and door letters of 7 pt";
    case VariantKind::entrances:
      return "entrance letters of 12 pt beside its solution";
    case VariantKind::floors:
      return "floor headings of 7 pt";
    case VariantKind::oneway:
      return "arrows a reader can see";
    case VariantKind::none:
      break;
  }
  return "";
}

std::string points(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

}  // namespace

double variant_min_cell(const Variant& variant) {
  switch (variant.kind) {
    case VariantKind::keys:
      return kMinTextPt / kLetterShare;
    case VariantKind::entrances:
    case VariantKind::floors:
      return 10;
    case VariantKind::oneway:
      return 12;
    case VariantKind::none:
      break;
  }
  return 0;
}

MazeShape variant_shape(MazeShape shape, const Variant& variant, double area_width,
                        double area_height) {
  if (variant.kind == VariantKind::none) return shape;
  shape.grid_width = shape.width;
  shape.grid_height = shape.height;
  shape.rule_line = true;
  shape.min_cell = variant_min_cell(variant);
  if (variant.kind == VariantKind::entrances) {
    shape.margin = kEntranceMargin;
    shape.width += 2 * kEntranceMargin;
    shape.height += 2 * kEntranceMargin;
    shape.side_openings = true;
  }
  if (variant.kind == VariantKind::floors) {
    const int n = variant.count;
    double best = -1;
    for (int across = 1; across <= n; ++across) {
      const int down = (n + across - 1) / across;
      const double w = across * shape.grid_width + (across - 1) * kFloorGap;
      const double h = down * (shape.grid_height + kFloorHeading) + (down - 1) * kFloorRowGap;
      const double cell = std::min(area_width / w, area_height / h);
      if (cell > best + 1e-9) {
        best = cell;
        shape.floors = n;
        shape.across = across;
        shape.width = w;
        shape.height = h;
        shape.heading = kFloorHeading;
      }
    }
  }
  return shape;
}

void variant_area(const BookSpec& spec, double& width, double& height) {
  width = spec.trim.width * 72 - 2 * 0.6 * 72;
  height = spec.trim.height * 72 - 2 * 0.6 * 72 - 150;
}

std::vector<PlacedGrid> placed_grids(const Drawing& whole, const MazeShape& shape) {
  if (shape.grid_width <= 0) return {{whole, {}}};
  const double u = whole.cell;
  std::vector<PlacedGrid> grids;
  for (int f = 0; f < shape.floors; ++f) {
    const int column = f % shape.across;
    const int row = f / shape.across;
    PlacedGrid g;
    g.drawing.cell = u;
    g.drawing.wall = whole.wall;
    const double x = whole.grid.x + u * (shape.margin + column * (shape.grid_width + kFloorGap));
    const double top =
        whole.grid.y +
        u * (shape.margin + row * (shape.grid_height + shape.heading + kFloorRowGap));
    g.drawing.grid = {x, top + u * shape.heading, u * shape.grid_width, u * shape.grid_height};
    if (shape.heading > 0) g.heading = {x, top, u * shape.grid_width, u * shape.heading};
    grids.push_back(g);
  }
  return grids;
}

Box cell_slot(const Drawing& d, int columns, int32_t cell) {
  const double side = kCellSlot * d.cell;
  const double cx = d.grid.x + (cell % columns + 0.5) * d.cell;
  const double cy = d.grid.y + (cell / columns + 0.5) * d.cell;
  return {cx - side / 2, cy - side / 2, side, side};
}

Box passage_slot(const Drawing& d, int columns, int32_t a, int32_t b) {
  const double side = kPassageSlot * d.cell;
  const double mx = d.grid.x + ((a % columns + b % columns) / 2.0 + 0.5) * d.cell;
  const double my = d.grid.y + ((a / columns + b / columns) / 2.0 + 0.5) * d.cell;
  return {mx - side / 2, my - side / 2, side, side};
}

void check_variant_cells(const BookSpec& spec, const BookPlan& plan,
                         const std::vector<MazeShape>& shapes) {
  size_t first = 0;
  for (size_t s = 0; s < spec.sections.size(); ++s) {
    const SectionSpec& section = spec.sections[s];
    const size_t count = static_cast<size_t>(section.count);
    for (size_t i = first; i < first + count && i < shapes.size(); ++i) {
      const double need = shapes[i].min_cell;
      if (need <= 0) continue;
      const double page_cell = plan.maze_drawing[i].cell;
      const double solution_cell = plan.solution_drawing[i].cell;
      const bool on_page = page_cell < need - 1e-9;
      if (!on_page && solution_cell >= need - 1e-9) continue;
      const double cell = on_page ? page_cell : solution_cell;
      const int page = on_page ? plan.maze_page[i] : plan.solution_page[i];
      throw Error(spec.source + ": sections[" + std::to_string(s) + "] (" + section.preset.name +
                  "): cells of " + points(cell) + " pt on page " + std::to_string(page) +
                  " are too small for " + needs(section.preset.variant.kind) +
                  "; they need cells of " + points(need) + " pt (a smaller grid or a larger trim)");
    }
    first += count;
  }
}

}  // namespace mazebook
