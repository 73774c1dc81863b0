#pragma once
// The registry of grid kinds and the one way to make a grid: a GridSpec
// (kind and parameters), checked, then made. A sixth kind is one file in
// src/maze/grids/ plus a line in grids.cc.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "maze/grid.h"

namespace mazebook {

struct GridSpec {
  GridKind kind = GridKind::rect;
  int columns = 0;                // rect, masked, hex, triangle
  int rows = 0;                   // rect, masked, hex, triangle
  int rings = 0;                  // polar, the centre counted
  std::vector<std::string> mask;  // masked: rows strings of columns 'X' and '.'
};

// Limits on a grid's parameters.
constexpr int kMaxGridSide = 10000;  // columns or rows
constexpr int kMaxRings = 2000;      // polar rings
constexpr int64_t kMaxGridCells = 100'000'000;

struct GridKindInfo {
  GridKind kind;
  std::string_view name;        // as in --grid and the maze JSON
  std::string_view parameters;  // for help texts, e.g. "COLUMNSxROWS"
  std::string_view description;
};

// Every kind, in a fixed documented order.
std::span<const GridKindInfo> grid_kinds();
// The kind called `name` ("rect", "masked", ...); false when there is none.
bool find_grid_kind(std::string_view name, GridKind& kind);
// "rect, masked, polar, hex, triangle", for messages.
std::string grid_kind_names();

// What is wrong with `spec`, as "FIELD: problem" ("rings: expected 2 to
// 2000, got 0"), or "" when it can be made.
std::string grid_spec_problem(const GridSpec& spec);

// Makes the grid. REQUIRES: grid_spec_problem(spec) is "". A mask whose
// cells make several pieces (cells touching only at a corner are apart)
// keeps only its largest piece (the first in reading order on a tie);
// `dropped`, when given, receives how many cells were dropped.
GridPtr make_grid(const GridSpec& spec, int32_t* dropped = nullptr);

// The spec that makes `grid` again.
GridSpec grid_spec_of(const Grid& grid);

// The rectangle of columns x rows, the grid every rect-only piece uses.
GridPtr rect_grid(int columns, int rows);

}  // namespace mazebook
