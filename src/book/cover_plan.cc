#include "book/cover_plan.h"

#include <algorithm>
#include <cmath>

#include "book/cover_layout.h"

namespace mazebook {

namespace {

constexpr double kPt = 72;  // points an inch
// A themed front's row of pictures takes this share of the art area.
constexpr double kPictureRowShare = 0.25;
// The panels under text over a full-bleed picture: their corners' radius.
constexpr double kTextPanelRadius = 0.12 * kPt;

// The room between the front's texts (set in `f`) for its art.
Box front_art_area(const Box& f, const FrontTexts& at) {
  return {f.x + f.width * 0.06, at.title_foot, f.width * 0.88,
          at.bottom_top - 0.2 * kPt - at.title_foot};
}

// A maze in a rounded panel inside `area` (book/cover_layout.h): a
// rectangle's grid, or a shaped maze's bounds.
CoverMaze cover_maze(const Maze& maze, const Box& area, double wall, double min_pad_cells = 0) {
  int columns = maze.columns();
  int rows = maze.rows();
  if (maze.grid().kind() != GridKind::rect) {
    const GridBox b = maze.grid().bounds();
    columns = static_cast<int>(std::lround(b.x1 - b.x0));
    rows = static_cast<int>(std::lround(b.y1 - b.y0));
  }
  const MazePanel p = maze_panel(area, columns, rows, wall, min_pad_cells);
  return {p.panel, std::min(area.width, area.height) * 0.06, p.drawing};
}

// The front's art between its texts: the spec's framed picture, or the
// maze with a theme's pictures in a row under it.
void plan_front_art(CoverPlan& plan, const Box& f, const Maze* front_art, int front_pictures) {
  const FrontTexts& at = plan.texts.front;
  const Box art = front_art_area(f, at);
  if (plan.front_image) {
    plan.front_image->box = art;
    return;
  }
  if (!front_art || art.height <= kPt) return;
  Box area = art;
  if (front_pictures > 0) {
    // The pictures' row takes the art area's lowest quarter, each picture
    // a square of its height, spread evenly: clear of the maze's panel.
    const double side = art.height * kPictureRowShare - 0.1 * kPt;
    const double n = static_cast<double>(front_pictures);
    const double gap = (art.width - n * side) / (n + 1);
    for (int i = 0; i < front_pictures; ++i) {
      plan.front_pictures.push_back({art.x + gap + static_cast<double>(i) * (side + gap),
                                     art.y + art.height - side, side, side});
    }
    area.height = art.height * (1 - kPictureRowShare);
  }
  plan.front_maze = cover_maze(*front_art, area, std::max(1.5, f.width / 260));
}

}  // namespace

CoverPlan plan_cover(const TextMeasure& measure, const BookSpec& spec, const BookTemplate& t,
                     int pages, int maze_count, const Maze* front_art,
                     const std::vector<const Maze*>& back_samples, int front_pictures) {
  CoverPlan plan;
  const CoverGeometry& g = plan.geometry = cover_geometry(spec.trim, spec.paper, pages);
  plan.front_safe = front_safe_box(g);
  plan.back_safe = back_safe_box(g);
  plan.barcode = barcode_area(g);
  plan.spine = fit_spine(measure, spec, t, maze_count, g, pages);
  if (plan.spine.size_pt > 0) {
    plan.spine_safe =
        cover_box(g, g.spine_left + kSpineFoldClearance, g.spine_right - kSpineFoldClearance,
                  g.bottom + kCoverSafeMargin, g.top - kCoverSafeMargin);
  }
  const bool image = !spec.cover.front_image.empty();
  const bool bleed = image && spec.cover.fit == FrontFit::bleed;
  if (image) plan.front_image = FrontImagePlace{front_bleed_box(g), bleed};
  // Every text set before anything is drawn; one that does not fit even
  // at its floor is refused here.
  plan.texts = plan_cover_texts(measure, spec, t, maze_count, g, bleed, plan.spine.size_pt);
  const FrontTexts& at = plan.texts.front;
  const Box f = front_text_box(g, bleed);
  plan.accent_rule = {f.x + f.width / 2 - 0.6 * kPt, at.rule_y, 1.2 * kPt, 0.06 * kPt};
  if (bleed) {
    // The texts sit on panels of the background colour over the picture.
    const Box& safe = plan.front_safe;
    const double pad = kTextPanelPad;
    plan.text_panels = {
        {safe.x, safe.y, safe.width, at.title_foot + pad - safe.y},
        {safe.x, at.bottom_top - pad, safe.width, safe.y + safe.height - at.bottom_top + pad}};
    plan.text_panel_radius = kTextPanelRadius;
  } else {
    plan_front_art(plan, f, front_art, front_pictures);
  }
  // The previews, side by side below the back's text.
  const std::vector<Box> areas = back_preview_areas(g);
  for (size_t i = 0; i < back_samples.size() && i < areas.size(); ++i)
    plan.back_previews.push_back(cover_maze(*back_samples[i], areas[i], 1.5, kPreviewPadCells));
  return plan;
}

}  // namespace mazebook
