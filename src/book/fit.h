#pragma once
// Sections that ask for a grid sized to the page ("fit": {"cell_in": 0.2}),
// so that one preset serves every trim. The grid becomes as many columns
// and rows of cells about `cell_in` wide as the maze page's grid area holds
// (the live area less the heading, the page number and the marks' bands,
// at the margins of the book's final page count), at least 2 each way and
// at most the presets' 400.
//
// A preset's bounds on route_length and forks were chosen for its own
// grid, and both grow with the grid: they are scaled with the cell count,
// by the ratio of the metric's median over kFitSample unfiltered candidates
// (generated and placed as the preset says, from the book's seed) on the
// fitted grid to its median on the preset's grid. That keeps each bound at
// about the same place in its distribution, whatever the generators (a
// backtracker's route grows about as the cell count does, a uniform maze's
// more slowly). Bounds on shares and ratios are kept as they are.

#include <vector>

#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/page_plan.h"

namespace mazebook {

// Candidates measured on each grid to scale a fitted section's bounds.
constexpr int kFitSample = 61;

// The preset of `preset` on a `columns` x `rows` rectangle, its
// route_length and forks bounds scaled as above with candidates from
// `seed`. REQUIRES: a rect grid.
Preset fitted_preset(const Preset& preset, int columns, int rows, uint64_t seed);

// Fits every section of `spec` that asks for it (fit_cell_in > 0) to the
// maze pages of the book's plan, keeping the preset as named in
// SectionSpec::unfitted. Throws Error as plan_book does.
void fit_sections(BookSpec& spec, const BookTemplate& look, const BookMatter& matter,
                  const LayoutMetrics& metrics);

}  // namespace mazebook
