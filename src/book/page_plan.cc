#include "book/page_plan.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <span>

#include "base/error.h"
#include "book/legibility.h"
#include "book/maze_slots.h"
#include "book/solution_rule.h"
#include "book/variant_layout.h"

namespace mazebook {

namespace {

constexpr SolutionGrid kArrangements[] = {{9, 3, 3}, {6, 2, 3}, {4, 2, 2}, {2, 1, 2}, {1, 1, 1}};

Box inset(const Box& b, double left, double top, double right, double bottom) {
  return {b.x + left, b.y + top, std::max(0.0, b.width - left - right),
          std::max(0.0, b.height - top - bottom)};
}

std::vector<int> section_counts(const BookSpec& spec) {
  std::vector<int> counts;
  for (const SectionSpec& s : spec.sections) counts.push_back(s.count);
  return counts;
}

std::vector<int> mazes_per_page_of(const BookPlan& plan) {
  std::vector<int> per_page;
  for (const SolutionGrid& g : plan.section_mazes) per_page.push_back(g.per_page);
  return per_page;
}

std::vector<int> per_page_of(const BookPlan& plan) {
  std::vector<int> per_page;
  for (const SolutionGrid& g : plan.section_solutions) per_page.push_back(g.per_page);
  return per_page;
}

// Numbers the pages of the sequence and places every maze on them.
void lay_out_pages(BookPlan& plan, const std::vector<MazeShape>& mazes, const BookMatter& matter,
                   const std::vector<int>& counts, const LayoutMetrics& metrics) {
  plan.pages = page_sequence(matter, counts, per_page_of(plan), mazes_per_page_of(plan));
  const size_t n = mazes.size();
  plan.maze_page.assign(n, 0);
  plan.solution_page.assign(n, 0);
  plan.solution_slot.assign(n, 0);
  plan.maze_drawing.assign(n, {});
  plan.maze_slot.assign(n, 0);
  plan.maze_slot_box.assign(n, {});
  plan.solution_box.assign(n, {});
  plan.solution_drawing.assign(n, {});
  // Each maze's page and, on a page of several, its slot.
  for (int number = 1; number <= plan.page_count(); ++number) {
    const PlannedPage& page = plan.pages[static_cast<size_t>(number - 1)];
    if (page.kind != PageKind::maze) continue;
    const SolutionGrid& grid = plan.section_mazes[static_cast<size_t>(page.section)];
    const std::vector<Box> slots =
        grid.per_page > 1 ? maze_slot_boxes(plan, number, grid, metrics) : std::vector<Box>{};
    for (size_t slot = 0; slot < page.mazes.size(); ++slot) {
      const auto m = static_cast<size_t>(page.mazes[slot]);
      plan.maze_page[m] = number;
      plan.maze_slot[m] = static_cast<int>(slot);
      if (!slots.empty()) plan.maze_slot_box[m] = slots[slot];
    }
  }
  // Maze m on its page or in its slot, at `cell` (0: as large as it may).
  const auto place = [&](size_t m, double cell) {
    if (plan.maze_slot_box[m].width > 0)
      return drawing_in(slot_body(plan.maze_slot_box[m], mazes[m], metrics), mazes[m], metrics,
                        cell);
    return maze_page_drawing(plan, plan.maze_page[m], mazes[m], metrics, cell);
  };
  // One scale a section: the cell its most demanding maze allows (every
  // page's live area, and every slot, is of one size).
  std::vector<double> section_cell(counts.size(), 1e300);
  for (const PlannedPage& page : plan.pages) {
    if (page.kind != PageKind::maze) continue;
    double& cell = section_cell[static_cast<size_t>(page.section)];
    for (const int m : page.mazes) cell = std::min(cell, place(static_cast<size_t>(m), 0).cell);
  }
  for (const PlannedPage& page : plan.pages) {
    if (page.kind != PageKind::maze) continue;
    for (const int m : page.mazes) {
      plan.maze_drawing[static_cast<size_t>(m)] =
          place(static_cast<size_t>(m), section_cell[static_cast<size_t>(page.section)]);
    }
  }
  for (int number = 1; number <= plan.page_count(); ++number) {
    const PlannedPage& page = plan.pages[static_cast<size_t>(number - 1)];
    if (page.kind != PageKind::solutions) continue;
    const std::vector<Box> slots = solution_slot_boxes(
        plan, number, plan.section_solutions[static_cast<size_t>(page.section)], metrics);
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

// True when every maze of `shapes` keeps its solution drawing's corridors
// legible (and, for "auto", readable: book/solution_rule.h) when solutions
// are arranged as `grid`. Walls never fall under KDP's 0.75 pt: a
// solution's walls are its maze page's scaled down with the drawing, but
// thickened to 0.75 pt where that would be thinner (legible_wall), which a
// legible corridor has room for.
bool arrangement_fits(const BookPlan& plan, const SolutionGrid& grid,
                      std::span<const MazeShape> shapes, const LayoutMetrics& metrics,
                      bool automatic) {
  // Any odd page and any even page have the same live area size.
  const std::vector<Box> slots = solution_slot_boxes(plan, 1, grid, metrics);
  for (const MazeShape& shape : shapes) {
    // A solution's size does not depend on the maze page's drawing: the
    // arrangement, and with it the page count, follows from the spec alone.
    const Drawing solution = solution_drawing(slots[0], shape, Drawing{{}, 1, 1}, metrics);
    // A corridor, not a grid unit, is what a reader follows.
    const double corridor = solution.cell * shape.corridor;
    if (corridor < kMinLegibleCellPt - 1e-9) return false;
    if (solution.cell < shape.min_cell - 1e-9) return false;
    if (automatic && !readable_solution(shape.kind, solution.cell, shape.corridor)) return false;
  }
  return true;
}

int pages_for(int count, const SolutionGrid& grid) {
  return (count + grid.per_page - 1) / grid.per_page;
}

}  // namespace

SolutionGrid asked_arrangement(const BookPlan& plan, const BookSpec& spec, size_t s,
                               std::span<const MazeShape> shapes, const LayoutMetrics& metrics) {
  const int count = spec.sections[s].count;
  const int target = spec.sections[s].target_per_page;
  for (const SolutionGrid& a : kArrangements) {
    if (a.per_page == target && arrangement_fits(plan, a, shapes, metrics, false)) return a;
  }
  const int asked = asked_solutions_per_page(spec, s);
  const bool automatic = asked == 0;
  std::optional<SolutionGrid> found;
  for (const SolutionGrid& a : kArrangements) {
    if (!automatic && a.per_page > asked) continue;
    if (found && pages_for(count, a) > pages_for(count, *found)) break;
    if (arrangement_fits(plan, a, shapes, metrics, automatic)) {
      found = a;
      if (!automatic) break;
    }
  }
  return found.value_or(kArrangements[4]);
}

std::vector<SolutionGrid> readable_arrangements(const BookPlan& plan, const BookSpec& spec,
                                                size_t s, const MazeShape& shape,
                                                const LayoutMetrics& metrics) {
  const int asked = asked_solutions_per_page(spec, s);
  std::vector<SolutionGrid> readable;
  for (const SolutionGrid& a : kArrangements) {
    if (asked > 0 && a.per_page > asked) continue;
    if (arrangement_fits(plan, a, std::span<const MazeShape>(&shape, 1), metrics, true))
      readable.push_back(a);
  }
  return readable;
}

namespace {

// Each section's arrangement (asked_arrangement).
void choose_arrangements(BookPlan& plan, const BookSpec& spec, const std::vector<MazeShape>& mazes,
                         const LayoutMetrics& metrics) {
  plan.section_solutions.assign(spec.sections.size(), kArrangements[4]);
  size_t first = 0;
  for (size_t s = 0; s < spec.sections.size(); ++s) {
    const auto count = static_cast<size_t>(spec.sections[s].count);
    plan.section_solutions[s] = asked_arrangement(
        plan, spec, s, std::span<const MazeShape>(mazes.data() + first, count), metrics);
    first += count;
  }
}

}  // namespace

Box maze_grid_area(const BookPlan& plan, int page_number, const MazeShape& shape,
                   const LayoutMetrics& metrics) {
  return grid_area_in(maze_body(plan, page_number, shape, metrics), shape, metrics);
}

Box grid_area_in(const Box& body, const MazeShape& shape, const LayoutMetrics& metrics) {
  if (shape.rect && !shape.side_openings) {
    // Marks above and below, each label beside its arrow and within the
    // grid's width: the grid may take the live area's full width.
    return inset(body, 0, metrics.mark_band, 0, metrics.mark_band);
  }
  const double band = shape.rect ? metrics.mark_band : metrics.mark_band_stacked;
  const double side = shape.side_openings ? metrics.mark_band_side : band / 2;
  return inset(body, side, band, side, band);
}

Box maze_body(const BookPlan& plan, int page_number, const MazeShape& shape,
              const LayoutMetrics& metrics) {
  return inset(plan.live_area(page_number), 0,
               metrics.maze_header + (shape.rule_line ? metrics.rule_line : 0), 0, metrics.footer);
}

Drawing maze_page_drawing(const BookPlan& plan, int page_number, const MazeShape& shape,
                          const LayoutMetrics& metrics, double cell) {
  return drawing_in(maze_body(plan, page_number, shape, metrics), shape, metrics, cell);
}

Drawing drawing_in(const Box& body, const MazeShape& shape, const LayoutMetrics& metrics,
                   double cell) {
  // The room for the grid alone: the bands' or, measured, the body less
  // what the marks take round the grid.
  const MarkReach& r = shape.reach;
  const Box area = shape.reach_known ? inset(body, r.left, r.top, r.right, r.bottom)
                                     : grid_area_in(body, shape, metrics);
  Drawing d = fit_grid(area, shape.width, shape.height);
  if (cell > 0 && cell < d.cell) {
    d.cell = cell;
    d.grid.width = cell * shape.width;
    d.grid.height = cell * shape.height;
  }
  // Centred in the room: with measured marks, the grid and its marks.
  d.grid.x = area.x + (area.width - d.grid.width) / 2;
  d.grid.y = area.y + (area.height - d.grid.height) / 2;
  d.wall = legible_wall(shape.wall_weight, d.cell * shape.corridor);
  return d;
}

std::vector<Box> solution_slot_boxes(const BookPlan& plan, int page_number,
                                     const SolutionGrid& grid, const LayoutMetrics& metrics) {
  const Box live = plan.live_area(page_number);
  const Box body = inset(live, 0, metrics.solution_header, 0, metrics.footer);
  const int c = grid.columns;
  const int r = grid.rows;
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

std::vector<PlannedPage> page_sequence(const BookMatter& matter,
                                       const std::vector<int>& section_counts,
                                       const std::vector<int>& per_page,
                                       const std::vector<int>& mazes_per_page) {
  std::vector<PlannedPage> pages;
  for (PageKind kind : matter.front) pages.push_back({kind, -1, -1, {}, {}});
  int maze = 0;
  for (size_t s = 0; s < section_counts.size(); ++s) {
    pages.push_back({PageKind::section, static_cast<int>(s), -1, {}, {}});
    const int together = s < mazes_per_page.size() ? mazes_per_page[s] : 1;
    const int end = maze + section_counts[s];
    for (int from = maze; from < end; from += together) {
      PlannedPage page{PageKind::maze, static_cast<int>(s), from, {}, {}};
      for (int m = from; m < std::min(end, from + together); ++m) page.mazes.push_back(m);
      pages.push_back(page);
    }
    maze = end;
  }
  int first = 0;
  for (size_t s = 0; s < section_counts.size(); ++s) {
    const int end = first + section_counts[s];
    for (int from = first; from < end; from += per_page[s]) {
      PlannedPage page{PageKind::solutions, static_cast<int>(s), -1, {}, {}};
      for (int m = from; m < std::min(end, from + per_page[s]); ++m) page.solutions.push_back(m);
      pages.push_back(page);
    }
    first = end;
  }
  for (PageKind kind : matter.back) pages.push_back({kind, -1, -1, {}, {}});
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

int BookPlan::solutions_per_page() const {
  int most = 1;
  for (const SolutionGrid& g : section_solutions) most = std::max(most, g.per_page);
  return most;
}

int BookPlan::first_page(PageKind kind, int section) const {
  for (size_t i = 0; i < pages.size(); ++i) {
    if (pages[i].kind == kind && (section < 0 || pages[i].section == section))
      return static_cast<int>(i) + 1;
  }
  return 0;
}

Box BookPlan::live_area(int number) const {
  const bool right_hand = number % 2 == 1;
  const double left = (right_hand ? margins_in.inside : margins_in.outside) * 72;
  const double right = (right_hand ? margins_in.outside : margins_in.inside) * 72;
  return {left, margins_in.top * 72, width_pt() - left - right,
          height_pt() - (margins_in.top + margins_in.bottom) * 72};
}

BookPlan plan_book(const BookSpec& spec, const std::vector<MazeShape>& mazes,
                   const BookMatter& matter, const LayoutMetrics& metrics) {
  BookPlan plan;
  plan.metrics = metrics;
  const std::vector<int> counts = section_counts(spec);
  plan.page_in = interior_page_size(spec.trim, spec.bleed);
  plan.bleed = spec.bleed;
  const PageRange range = page_range(spec.trim, spec.paper);
  for (const SectionSpec& s : spec.sections)
    plan.section_mazes.push_back(maze_arrangement(s.mazes_per_page));
  const auto page_count = [&](const std::vector<int>& section_counts) {
    return static_cast<int>(
        page_sequence(matter, section_counts, per_page_of(plan), mazes_per_page_of(plan)).size());
  };

  // Margins depend on the final page count, which depends on how many
  // solutions fit a page, which depends on the margins: settle in turns.
  int pages = range.min;
  for (int round = 0; round < 4; ++round) {
    plan.margins_in = book_margins(pages, spec.bleed);
    choose_arrangements(plan, spec, mazes, metrics);
    const int content = page_count(counts);
    const int padded = std::max(range.min, content + content % 2);
    if (padded == pages) break;
    pages = padded;
  }

  lay_out_pages(plan, mazes, matter, counts, metrics);
  const int content = plan.page_count();
  const int wanted = std::max(range.min, content + content % 2);
  if (wanted - content > kMaxBlankAtEnd) {
    // The fewest mazes more (in the last section) that reach the minimum.
    std::vector<int> longer = counts;
    int more = 0;
    do {
      ++more;
      ++longer.back();
    } while (page_count(longer) + kMaxBlankAtEnd < range.min);
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
  while (plan.page_count() < wanted) plan.pages.push_back({PageKind::blank, -1, -1, {}, {}});
  check_legible_grids(spec, plan, mazes, metrics);
  check_variant_cells(spec, plan, mazes);
  return plan;
}

}  // namespace mazebook
