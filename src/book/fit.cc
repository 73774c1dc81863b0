#include "book/fit.h"

#include <algorithm>
#include <cmath>

#include "book/book_mazes.h"
#include "book/maze_slots.h"
#include "book/selection.h"
#include "maze/random.h"

namespace mazebook {

namespace {

// Seeds of the scaling samples, apart from every section's and the
// decorations' (book/ornaments.cc).
constexpr uint64_t kFitStream = 1002;

double median_of(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// Medians of route_length and forks over kFitSample candidates.
struct Medians {
  double route_length = 0;
  double forks = 0;
};
Medians sample_medians(const Preset& preset, uint64_t seed) {
  std::vector<double> routes;
  std::vector<double> forks;
  for (int i = 0; i < kFitSample; ++i) {
    const Candidate c =
        make_candidate(preset, derive_seed(seed, kFitStream, 0, static_cast<uint64_t>(i)));
    routes.push_back(static_cast<double>(c.metrics.route_length));
    forks.push_back(static_cast<double>(c.metrics.forks));
  }
  return {median_of(routes), median_of(forks)};
}

// The grid a section's maze page (or, several a page, its slot) holds at
// `plan`'s margins.
std::pair<int, int> fitted_size(const BookPlan& plan, const SectionSpec& section,
                                const MazeShape& shape, const LayoutMetrics& metrics) {
  const Box area =
      section.mazes_per_page > 1
          ? grid_area_in(slot_body(maze_slot_boxes(
                                       plan, 1, maze_arrangement(section.mazes_per_page), metrics)
                                       .front(),
                                   shape, metrics),
                         shape, metrics)
          : maze_grid_area(plan, 1, shape, metrics);
  const double cell = section.fit_cell_in * 72;
  const auto count = [&](double room) {
    return std::clamp(static_cast<int>(std::floor(room / cell + 1e-9)), kMinPresetSide,
                      kMaxPresetSide);
  };
  return {count(area.width), count(area.height)};
}

}  // namespace

Preset fitted_preset(const Preset& preset, int columns, int rows, uint64_t seed) {
  Preset fitted = preset;
  fitted.grid_spec.columns = columns;
  fitted.grid_spec.rows = rows;
  fitted.grid = make_grid(fitted.grid_spec);
  fitted.columns = columns;
  fitted.rows = rows;
  if (columns == preset.columns && rows == preset.rows) return fitted;
  const bool scaled = std::any_of(preset.bounds.begin(), preset.bounds.end(), [](const Bound& b) {
    return b.metric == "route_length" || b.metric == "forks";
  });
  if (!scaled) return fitted;
  const Medians before = sample_medians(preset, seed);
  const Medians after = sample_medians(fitted, seed);
  for (Bound& b : fitted.bounds) {
    double ratio = 0;
    if (b.metric == "route_length") ratio = after.route_length / std::max(1.0, before.route_length);
    if (b.metric == "forks") ratio = after.forks / std::max(1.0, before.forks);
    if (ratio == 0) continue;
    // Counts stay whole; a bound never asks for more than the grid has.
    const double most = static_cast<double>(fitted.grid->cells() - 1);
    if (b.min) b.min = std::min(most, std::round(*b.min * ratio));
    if (b.max) b.max = std::min(most, std::round(*b.max * ratio));
  }
  return fitted;
}

void fit_sections(BookSpec& spec, const BookTemplate& look, const BookMatter& matter,
                  const LayoutMetrics& metrics) {
  if (std::none_of(spec.sections.begin(), spec.sections.end(),
                   [](const SectionSpec& s) { return s.fit_cell_in > 0; })) {
    return;
  }
  for (SectionSpec& s : spec.sections) {
    if (s.fit_cell_in > 0 && !s.unfitted) s.unfitted = s.preset;
  }
  // The margins depend on the page count and the page count on the grids
  // (through the solutions a page): settle in turns, from KDP's least
  // page count. The grid's area is the same on every page.
  BookPlan probe;
  probe.page_in = interior_page_size(spec.trim, spec.bleed);
  int pages = page_range(spec.trim, spec.paper).min;
  for (int round = 0; round < 4; ++round) {
    probe.margins_in = book_margins(pages, spec.bleed);
    const std::vector<MazeShape> shapes = spec_shapes(spec, look);
    size_t first = 0;
    for (size_t i = 0; i < spec.sections.size(); ++i) {
      SectionSpec& s = spec.sections[i];
      const MazeShape& shape = shapes[first];
      first += static_cast<size_t>(s.count);
      if (s.fit_cell_in <= 0) continue;
      const auto [columns, rows] = fitted_size(probe, s, shape, metrics);
      if (columns != s.preset.columns || rows != s.preset.rows)
        s.preset = fitted_preset(*s.unfitted, columns, rows, derive_seed(spec.seed, i, 0, 0));
    }
    const int planned = plan_book(spec, spec_shapes(spec, look), matter, metrics).page_count();
    if (planned == pages) break;
    pages = planned;
  }
}

}  // namespace mazebook
