#include "book/page_plan.h"

#include <algorithm>
#include <cmath>

#include "base/error.h"
#include "book/legibility.h"

namespace mazebook {

namespace {

struct Arrangement {
  int per_page;
  int columns;
  int rows;
};
constexpr Arrangement kArrangements[] = {{9, 3, 3}, {6, 2, 3}, {4, 2, 2}, {2, 1, 2}, {1, 1, 1}};

// Smallest solution cell "auto" accepts, points: below it a route is hard
// to follow by eye.
constexpr double kMinAutoSolutionCell = 6.0;

Box inset(const Box& b, double left, double top, double right, double bottom) {
  return {b.x + left, b.y + top, std::max(0.0, b.width - left - right),
          std::max(0.0, b.height - top - bottom)};
}

// Fits a columns x rows grid, centred, into `area`.
Drawing fit_grid(const Box& area, int columns, int rows) {
  Drawing d;
  d.cell = std::min(area.width / columns, area.height / rows);
  d.grid.width = d.cell * columns;
  d.grid.height = d.cell * rows;
  d.grid.x = area.x + (area.width - d.grid.width) / 2;
  d.grid.y = area.y + (area.height - d.grid.height) / 2;
  return d;
}

// Lays out pages for a given solutions-per-page arrangement.
void lay_out_pages(BookPlan& plan, const BookSpec& spec, int mazes, bool belongs_to_page) {
  plan.pages.clear();
  plan.maze_page.assign(static_cast<size_t>(mazes), 0);
  plan.solution_page.assign(static_cast<size_t>(mazes), 0);
  plan.solution_slot.assign(static_cast<size_t>(mazes), 0);
  plan.pages.push_back({PageKind::title, -1, -1, {}});
  plan.pages.push_back({PageKind::copyright, -1, -1, {}});
  if (belongs_to_page) plan.pages.push_back({PageKind::belongs_to, -1, -1, {}});
  int maze = 0;
  for (size_t s = 0; s < spec.sections.size(); ++s) {
    plan.pages.push_back({PageKind::section, static_cast<int>(s), -1, {}});
    for (int i = 0; i < spec.sections[s].count; ++i, ++maze) {
      plan.pages.push_back({PageKind::maze, static_cast<int>(s), maze, {}});
      plan.maze_page[static_cast<size_t>(maze)] = plan.page_count();
    }
  }
  for (int first = 0; first < mazes; first += plan.solutions_per_page) {
    PlannedPage page{PageKind::solutions, -1, -1, {}};
    for (int m = first; m < std::min(mazes, first + plan.solutions_per_page); ++m) {
      page.solutions.push_back(m);
      plan.solution_slot[static_cast<size_t>(m)] = m - first;
    }
    plan.pages.push_back(page);
    for (int m : plan.pages.back().solutions)
      plan.solution_page[static_cast<size_t>(m)] = plan.page_count();
  }
}

int content_pages(const BookSpec& spec, int mazes, bool belongs_to_page, int per_page) {
  return 2 + (belongs_to_page ? 1 : 0) + static_cast<int>(spec.sections.size()) + mazes +
         (mazes + per_page - 1) / per_page;
}

// True when every maze's solution drawing keeps its walls at or above
// KDP's 0.75 pt (and, for "auto", its cells legible).
bool arrangement_fits(BookPlan& plan, const Arrangement& a, const std::vector<MazeShape>& mazes,
                      const LayoutMetrics& metrics, bool automatic) {
  plan.solutions_per_page = a.per_page;
  plan.solution_columns = a.columns;
  plan.solution_rows = a.rows;
  // Any odd page and any even page have the same live area size.
  const std::vector<Box> slots = solution_slot_boxes(plan, 1, metrics);
  for (const MazeShape& shape : mazes) {
    const Drawing page = maze_page_drawing(plan, 1, shape, metrics);
    const Drawing solution = solution_drawing(slots[0], shape, page, metrics);
    // Walls scaled down with the drawing keep KDP's thinnest line, and
    // cells stay legible (legibility.h).
    if (page.wall * solution.cell / page.cell < kMinLinePt - 1e-9) return false;
    if (solution.cell < kMinLegibleCellPt - 1e-9) return false;
    if (automatic && solution.cell < kMinAutoSolutionCell) return false;
  }
  return true;
}

}  // namespace

Margins book_margins(int pages, bool bleed) {
  const Margins kdp = kdp_minimum_margins(pages, bleed);
  const double bleed_extra = bleed ? kBleed : 0;
  Margins m;
  m.inside = std::max(kdp.inside, kdp.inside + kDesignGutterExtra);
  m.outside = std::max(kdp.outside, kDesignOutside + bleed_extra);
  m.top = std::max(kdp.top, kDesignTopBottom + bleed_extra);
  m.bottom = std::max(kdp.bottom, kDesignTopBottom + bleed_extra);
  return m;
}

Box BookPlan::live_area(int number) const {
  const bool right_hand = number % 2 == 1;
  const double left = (right_hand ? margins_in.inside : margins_in.outside) * 72;
  const double right = (right_hand ? margins_in.outside : margins_in.inside) * 72;
  return {left, margins_in.top * 72, width_pt() - left - right,
          height_pt() - (margins_in.top + margins_in.bottom) * 72};
}

BookPlan plan_book(const BookSpec& spec, const std::vector<MazeShape>& mazes, bool belongs_to_page,
                   const LayoutMetrics& metrics) {
  BookPlan plan;
  plan.page_in = interior_page_size(spec.trim, spec.bleed);
  plan.bleed = spec.bleed;
  const int count = static_cast<int>(mazes.size());
  const PageRange range = page_range(spec.trim, spec.paper);

  // Margins depend on the final page count, which depends on how many
  // solutions fit a page, which depends on the margins: settle in turns.
  int pages = range.min;
  for (int round = 0; round < 4; ++round) {
    plan.margins_in = book_margins(pages, spec.bleed);
    const bool automatic = spec.solutions_per_page == 0;
    bool found = false;
    for (const Arrangement& a : kArrangements) {
      if (!automatic && a.per_page > spec.solutions_per_page) continue;
      if (arrangement_fits(plan, a, mazes, metrics, automatic)) {
        found = true;
        break;
      }
    }
    if (!found) arrangement_fits(plan, kArrangements[4], mazes, metrics, false);
    const int content = content_pages(spec, count, belongs_to_page, plan.solutions_per_page);
    const int padded = std::max(range.min, content + content % 2);
    if (padded == pages) break;
    pages = padded;
  }

  lay_out_pages(plan, spec, count, belongs_to_page);
  const int content = plan.page_count();
  const int wanted = std::max(range.min, content + content % 2);
  if (wanted - content > kMaxBlankAtEnd) {
    int more = 1;
    while (content_pages(spec, count + more, belongs_to_page, plan.solutions_per_page) +
               kMaxBlankAtEnd <
           range.min) {
      ++more;
    }
    throw Error(spec.source + ": sections: the book has " + std::to_string(content) +
                " pages; KDP needs at least " + std::to_string(range.min) + " and allows " +
                std::to_string(kMaxBlankAtEnd) + " blank pages at the end: add at least " +
                std::to_string(more) + " more maze" + (more == 1 ? "" : "s"));
  }
  if (wanted > range.max) {
    throw Error(spec.source + ": sections: the book has " + std::to_string(wanted) +
                " pages; KDP allows at most " + std::to_string(range.max) + " for " +
                spec.trim_name + " on " + std::string(paper_name(spec.paper)) +
                " paper: use fewer mazes or more solutions a page");
  }
  while (plan.page_count() < wanted) plan.pages.push_back({PageKind::blank, -1, -1, {}});
  check_legible_grids(spec, plan, mazes, metrics);
  return plan;
}

Drawing maze_page_drawing(const BookPlan& plan, int page_number, const MazeShape& shape,
                          const LayoutMetrics& metrics) {
  const Box live = plan.live_area(page_number);
  const Box body = inset(live, 0, metrics.maze_header, 0, metrics.footer);
  const double side = shape.side_openings ? metrics.mark_band_side : metrics.mark_band / 2;
  Drawing d = fit_grid(inset(body, side, metrics.mark_band, side, metrics.mark_band), shape.columns,
                       shape.rows);
  d.wall = legible_wall(shape.wall_weight, d.cell);
  return d;
}

std::vector<Box> solution_slot_boxes(const BookPlan& plan, int page_number,
                                     const LayoutMetrics& metrics) {
  const Box live = plan.live_area(page_number);
  const Box body = inset(live, 0, metrics.solution_header, 0, metrics.footer);
  const int c = plan.solution_columns;
  const int r = plan.solution_rows;
  const double w = (body.width - (c - 1) * metrics.solution_gap) / c;
  const double h = (body.height - (r - 1) * metrics.solution_gap) / r;
  std::vector<Box> slots;
  for (int row = 0; row < r; ++row) {
    for (int column = 0; column < c; ++column) {
      slots.push_back({body.x + column * (w + metrics.solution_gap),
                       body.y + row * (h + metrics.solution_gap), w, h});
    }
  }
  return slots;
}

Drawing solution_drawing(const Box& slot, const MazeShape& shape, const Drawing& maze_page,
                         const LayoutMetrics& metrics) {
  const Box area = inset(slot, 0, metrics.solution_label, 0, 0);
  // One cell of room on every side: the route's ends reach half a cell
  // outside the openings, and neighbouring drawings stay two cells apart
  // (DRAWING_RULES.md "Solution pages").
  Drawing d = fit_grid(area, shape.columns + 2, shape.rows + 2);
  const double cell = d.cell;
  d.grid = {area.x + (area.width - cell * shape.columns) / 2,
            area.y + (area.height - cell * shape.rows) / 2, cell * shape.columns,
            cell * shape.rows};
  d.wall = legible_wall(maze_page.wall * cell / maze_page.cell, cell);
  return d;
}

}  // namespace mazebook
