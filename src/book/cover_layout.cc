#include "book/cover_layout.h"

#include <algorithm>

#include "book/legibility.h"

namespace mazebook {

namespace {

constexpr double kPt = 72;  // points an inch
constexpr double kSampleShare = 0.40;
constexpr double kSampleWidthShare = 0.5;
constexpr double kSampleInset = 0.05;       // of the back's width, from its left
constexpr double kBarcodeGap = 0.25 * kPt;  // between the sample and the barcode's column

}  // namespace

Box back_sample_area(const CoverGeometry& g) {
  const double left = (g.back_left + kCoverSafeMargin) * kPt;
  const double right = (g.spine_left - kCoverSafeMargin) * kPt;
  const double top = (g.height - (g.top - kCoverSafeMargin)) * kPt;
  const double bottom = (g.height - (g.bottom + kCoverSafeMargin)) * kPt;
  const double width = right - left;
  const double x = left + width * kSampleInset;
  const double barcode_left = g.barcode.x * kPt - kBarcodeGap;
  const double height = (bottom - top) * kSampleShare;
  return {x, bottom - height, std::max(0.0, std::min(barcode_left - x, width * kSampleWidthShare)),
          height};
}

MazePanel maze_panel(const Box& area, int columns, int rows, double wall) {
  const double pad = std::min(area.width, area.height) * 0.06;
  const double cell = std::min((area.width - 2 * pad) / columns, (area.height - 2 * pad) / rows);
  MazePanel p;
  const double w = cell * columns + 2 * pad;
  const double h = cell * rows + 2 * pad;
  p.panel = {area.x + (area.width - w) / 2, area.y + (area.height - h) / 2, w, h};
  p.drawing.grid = {p.panel.x + pad, p.panel.y + pad, cell * columns, cell * rows};
  p.drawing.cell = cell;
  p.drawing.wall = legible_wall(wall, cell);
  return p;
}

}  // namespace mazebook
