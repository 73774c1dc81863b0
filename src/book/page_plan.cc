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

Box inset(const Box& b, double left, double top, double right, double bottom) {
  return {b.x + left, b.y + top, std::max(0.0, b.width - left - right),
          std::max(0.0, b.height - top - bottom)};
}

std::vector<int> section_counts(const BookSpec& spec) {
  std::vector<int> counts;
  for (const SectionSpec& s : spec.sections) counts.push_back(s.count);
  return counts;
}

int page_count(const std::vector<PageKind>& front_matter, const std::vector<int>& counts,
               int per_page) {
  return static_cast<int>(page_sequence(front_matter, counts, per_page).size());
}

// Numbers the pages of the sequence and places every maze on them.
void lay_out_pages(BookPlan& plan, const std::vector<MazeShape>& mazes,
                   const std::vector<PageKind>& front_matter, const std::vector<int>& counts,
                   const LayoutMetrics& metrics) {
  plan.pages = page_sequence(front_matter, counts, plan.solutions_per_page);
  const size_t n = mazes.size();
  plan.maze_page.assign(n, 0);
  plan.solution_page.assign(n, 0);
  plan.solution_slot.assign(n, 0);
  plan.maze_drawing.assign(n, {});
  plan.solution_box.assign(n, {});
  plan.solution_drawing.assign(n, {});
  for (int number = 1; number <= plan.page_count(); ++number) {
    const PlannedPage& page = plan.pages[static_cast<size_t>(number - 1)];
    if (page.kind == PageKind::maze) {
      const auto m = static_cast<size_t>(page.maze);
      plan.maze_page[m] = number;
      plan.maze_drawing[m] = maze_page_drawing(plan, number, mazes[m], metrics);
    }
  }
  for (int number = 1; number <= plan.page_count(); ++number) {
    const PlannedPage& page = plan.pages[static_cast<size_t>(number - 1)];
    if (page.kind != PageKind::solutions) continue;
    const std::vector<Box> slots = solution_slot_boxes(plan, number, metrics);
    for (size_t slot = 0; slot < page.solutions.size(); ++slot) {
      const auto m = static_cast<size_t>(page.solutions[slot]);
      plan.solution_page[m] = number;
      plan.solution_slot[m] = static_cast<int>(slot);
      plan.solution_box[m] = slots[slot];
      plan.solution_drawing[m] =
          solution_drawing(slots[slot], mazes[m], plan.maze_drawing[m], metrics);
    }
  }
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
  for (MazeShape shape : mazes) {
    // Judged as if no opening were on a side, which leaves the maze page's
    // cells largest and so the solution's walls thinnest: the arrangement,
    // and with it the page count, follows from the spec alone.
    shape.side_openings = false;
    const Drawing page = maze_page_drawing(plan, 1, shape, metrics);
    const Drawing solution = solution_drawing(slots[0], shape, page, metrics);
    // Walls scaled down with the drawing keep KDP's thinnest line, and
    // cells stay legible (legibility.h).
    if (page.wall * solution.cell / page.cell < kMinLinePt - 1e-9) return false;
    // A corridor, not a grid unit, is what a reader follows.
    const double corridor = solution.cell * shape.corridor;
    if (corridor < kMinLegibleCellPt - 1e-9) return false;
    if (automatic && corridor < kMinAutoSolutionCell) return false;
  }
  return true;
}

}  // namespace

// Where the maze of a maze page is drawn.
Drawing maze_page_drawing(const BookPlan& plan, int page_number, const MazeShape& shape,
                          const LayoutMetrics& metrics) {
  const Box live = plan.live_area(page_number);
  const Box body = inset(live, 0, metrics.maze_header, 0, metrics.footer);
  const double side = shape.side_openings ? metrics.mark_band_side : metrics.mark_band / 2;
  Drawing d = fit_grid(inset(body, side, metrics.mark_band, side, metrics.mark_band), shape.width,
                       shape.height);
  d.wall = legible_wall(shape.wall_weight, d.cell * shape.corridor);
  return d;
}

// The slot boxes of a solution page, in reading order (label included).
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

// Where a solution is drawn inside its slot: a cell's room is kept around
// the grid for the route's ends; walls scale with the drawing.
Drawing solution_drawing(const Box& slot, const MazeShape& shape, const Drawing& maze_page,
                         const LayoutMetrics& metrics) {
  const Box area = inset(slot, 0, metrics.solution_label, 0, 0);
  // One cell of room on every side: the route's ends reach half a cell
  // outside the openings, and neighbouring drawings stay two cells apart
  // (DRAWING_RULES.md "Solution pages").
  Drawing d = fit_grid(area, shape.width + 2, shape.height + 2);
  const double cell = d.cell;
  d.grid = {area.x + (area.width - cell * shape.width) / 2,
            area.y + (area.height - cell * shape.height) / 2, cell * shape.width,
            cell * shape.height};
  d.wall = legible_wall(maze_page.wall * cell / maze_page.cell, cell * shape.corridor);
  return d;
}

Drawing fit_grid(const Box& area, double width, double height) {
  Drawing d;
  d.cell = std::min(area.width / width, area.height / height);
  d.grid.width = d.cell * width;
  d.grid.height = d.cell * height;
  d.grid.x = area.x + (area.width - d.grid.width) / 2;
  d.grid.y = area.y + (area.height - d.grid.height) / 2;
  return d;
}

std::vector<PlannedPage> page_sequence(const std::vector<PageKind>& front_matter,
                                       const std::vector<int>& section_counts, int per_page) {
  std::vector<PlannedPage> pages;
  for (PageKind kind : front_matter) pages.push_back({kind, -1, -1, {}});
  int maze = 0;
  for (size_t s = 0; s < section_counts.size(); ++s) {
    pages.push_back({PageKind::section, static_cast<int>(s), -1, {}});
    for (int i = 0; i < section_counts[s]; ++i, ++maze)
      pages.push_back({PageKind::maze, static_cast<int>(s), maze, {}});
  }
  for (int first = 0; first < maze; first += per_page) {
    PlannedPage page{PageKind::solutions, -1, -1, {}};
    for (int m = first; m < std::min(maze, first + per_page); ++m) page.solutions.push_back(m);
    pages.push_back(page);
  }
  return pages;
}

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

BookPlan plan_book(const BookSpec& spec, const std::vector<MazeShape>& mazes,
                   const std::vector<PageKind>& front_matter, const LayoutMetrics& metrics) {
  BookPlan plan;
  const std::vector<int> counts = section_counts(spec);
  plan.page_in = interior_page_size(spec.trim, spec.bleed);
  plan.bleed = spec.bleed;
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
    const int content = page_count(front_matter, counts, plan.solutions_per_page);
    const int padded = std::max(range.min, content + content % 2);
    if (padded == pages) break;
    pages = padded;
  }

  lay_out_pages(plan, mazes, front_matter, counts, metrics);
  const int content = plan.page_count();
  const int wanted = std::max(range.min, content + content % 2);
  if (wanted - content > kMaxBlankAtEnd) {
    // The fewest mazes more (in the last section) that reach the minimum.
    std::vector<int> longer = counts;
    int more = 0;
    do {
      ++more;
      ++longer.back();
    } while (page_count(front_matter, longer, plan.solutions_per_page) + kMaxBlankAtEnd <
             range.min);
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

}  // namespace mazebook
