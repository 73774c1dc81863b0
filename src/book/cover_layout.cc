#include "book/cover_layout.h"

#include <algorithm>

#include "book/legibility.h"

namespace mazebook {

namespace {

constexpr double kPt = 72;  // points an inch
// The preview band starts this far down the back's safe area (the back
// text takes the half above it) and ends this far above the barcode box.
constexpr double kPreviewTop = 0.55;
constexpr double kPreviewGapAboveBarcode = 0.2 * kPt;
constexpr double kPreviewWidthShare = 0.9;
constexpr double kPreviewGap = 0.15 * kPt;  // between two previews

}  // namespace

Box cover_box(const CoverGeometry& g, double left_in, double right_in, double bottom_in,
              double top_in) {
  return {left_in * kPt, (g.height - top_in) * kPt, (right_in - left_in) * kPt,
          (top_in - bottom_in) * kPt};
}

Box front_safe_box(const CoverGeometry& g) {
  return cover_box(g, g.spine_right + kCoverSafeMargin, g.front_right - kCoverSafeMargin,
                   g.bottom + kCoverSafeMargin, g.top - kCoverSafeMargin);
}

Box back_safe_box(const CoverGeometry& g) {
  return cover_box(g, g.back_left + kCoverSafeMargin, g.spine_left - kCoverSafeMargin,
                   g.bottom + kCoverSafeMargin, g.top - kCoverSafeMargin);
}

Box barcode_area(const CoverGeometry& g) {
  const Rect& r = g.barcode;
  return cover_box(g, r.x, r.x + r.width, r.y, r.y + r.height);
}

std::vector<Box> back_preview_areas(const CoverGeometry& g) {
  const double left = (g.back_left + kCoverSafeMargin) * kPt;
  const double right = (g.spine_left - kCoverSafeMargin) * kPt;
  const double top = (g.height - (g.top - kCoverSafeMargin)) * kPt;
  const double bottom = (g.height - (g.bottom + kCoverSafeMargin)) * kPt;
  const double band_top = top + (bottom - top) * kPreviewTop;
  const double band_bottom =
      (g.height - (g.barcode.y + g.barcode.height)) * kPt - kPreviewGapAboveBarcode;
  const double width = (right - left) * kPreviewWidthShare;
  const double each = std::max(0.0, (width - (kBackPreviews - 1) * kPreviewGap) / kBackPreviews);
  const double height = std::max(0.0, band_bottom - band_top);
  std::vector<Box> areas;
  for (int i = 0; i < kBackPreviews; ++i) {
    areas.push_back(
        {left + (right - left - width) / 2 + i * (each + kPreviewGap), band_top, each, height});
  }
  return areas;
}

Box front_bleed_box(const CoverGeometry& g) {
  return {g.spine_right * kPt, 0, (g.width - g.spine_right) * kPt, g.height * kPt};
}

MazePanel maze_panel(const Box& area, int columns, int rows, double wall, double min_pad_cells) {
  const double least = std::min(area.width, area.height) * 0.06;
  double cell = std::min((area.width - 2 * least) / columns, (area.height - 2 * least) / rows);
  cell = std::min(
      {cell, area.width / (columns + 2 * min_pad_cells), area.height / (rows + 2 * min_pad_cells)});
  const double pad = std::max(least, min_pad_cells * cell);
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
