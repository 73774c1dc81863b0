#pragma once
// A grid: the cells a maze is made of, which cells neighbour which across
// which side, which sides face the outside, where each wall is stored, and
// each wall's shape. Everything is computed from the grid's few parameters,
// never stored per cell (a masked grid keeps its mask), so a 4000 x 4000
// rectangle costs nothing here. Generators, the solver, metrics and
// placement see grids only through this interface; nothing outside a
// kind's own file knows its arithmetic. The kinds and their exact numbering
// are in src/maze/README.md ("Grids").

#include <bit>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace mazebook {

// Most sides a cell of any kind has (a hexagon; a polar centre of 6).
constexpr int kMaxSides = 6;
// neighbour() of a side that faces the outside of the grid.
constexpr int32_t kOutside = -1;
// The side of an opening that is a goal inside the maze (a polar centre).
constexpr int kNoSide = -1;

// How many bits of a side mask are set (a mask has at most kMaxSides bits):
// a table, since std::popcount is a library call on baseline x86-64.
inline int mask_bits(unsigned mask) {
  static constexpr auto kBits = [] {
    struct Table {
      uint8_t bits[1u << kMaxSides];
    } t{};
    for (unsigned m = 0; m < (1u << kMaxSides); ++m) {
      t.bits[m] = static_cast<uint8_t>(std::popcount(m));
    }
    return t;
  }();
  return kBits.bits[mask];
}

enum class GridKind : uint8_t { rect, masked, polar, hex, triangle };

// A point in grid units: rect and masked cells are unit squares with (0, 0)
// the top-left corner of cell (0, 0); hex and triangle cells have unit
// sides; polar rings are one unit deep around the origin. y grows downward.
struct GridPoint {
  double x = 0;
  double y = 0;
};

// A box in grid units, from (x0, y0) to (x1, y1).
struct GridBox {
  double x0 = 0;
  double y0 = 0;
  double x1 = 0;
  double y1 = 0;
};

// The shape of one wall: a straight segment from `a` to `b`, or an arc of
// the circle of `radius` around the origin from `from` to `to` (radians,
// counter-clockwise as seen on the page, angle 0 pointing right).
struct WallShape {
  bool arc = false;
  GridPoint a, b;
  double radius = 0;
  double from = 0;
  double to = 0;
};

// A side with a neighbour, and that neighbour.
struct Link {
  int32_t cell = 0;
  uint8_t side = 0;
};

// Where a wall's open bit lives: bit `bit` of cell `owner`'s byte.
struct WallRef {
  int32_t owner = 0;
  uint8_t bit = 0;
};

// An opening: a side of `cell` that faces the outside, or kNoSide for a
// goal inside the maze. cell -1 names no cell (the empty maze).
struct Opening {
  int32_t cell = -1;
  int side = kNoSide;
  bool operator==(const Opening&) const = default;
};

class Grid {
 public:
  virtual ~Grid() = default;

  virtual GridKind kind() const = 0;
  // "rect:16x20", "polar:12", "mask:28x30", as `--grid` writes it.
  virtual std::string name() const = 0;

  // Cell indices run from 0 to size() - 1; cells() of them exist (all but a
  // masked grid's missing ones).
  int32_t size() const { return size_; }
  int32_t cells() const { return cells_; }
  virtual bool exists(int32_t cell) const;

  // Sides of `cell`, numbered 0 to side_count(cell) - 1 as the kind says.
  virtual int side_count(int32_t cell) const = 0;
  // The cell across `side`, or kOutside when the side faces out of the grid
  // (or onto a masked grid's missing cell).
  virtual int32_t neighbour(int32_t cell, int side) const = 0;
  // The sides of `cell` that have a neighbour, in side order, with it;
  // returns how many. The order is the one every generator walks.
  virtual int links(int32_t cell, Link out[kMaxSides]) const;
  // The side of neighbour(cell, side) that faces back. REQUIRES: a neighbour.
  virtual int back_side(int32_t cell, int side) const = 0;
  // Where the wall across `side` is stored (each wall once). REQUIRES: a
  // neighbour across it.
  virtual WallRef wall_ref(int32_t cell, int side) const = 0;
  // The open sides of `cell` as a mask (bit s for side s) from the maze's
  // wall bytes.
  virtual unsigned open_mask(const uint8_t* bits, int32_t cell) const;
  // Bits of a cell's byte that a wall can use: every other bit stays 0.
  virtual int wall_bits() const = 0;

  // True when `side` of `cell` faces the outside (an opening may go there).
  bool is_outer(int32_t cell, int side) const {
    return side >= 0 && side < side_count(cell) && neighbour(cell, side) == kOutside;
  }
  // True when some side of `cell` faces the outside.
  bool on_boundary(int32_t cell) const;
  // The outer side an opening at boundary cell `cell` takes. REQUIRES:
  // on_boundary(cell).
  virtual int preferred_outer_side(int32_t cell) const;
  // The entrance and exit of placement "corners": the kind's natural first
  // and last boundary cells.
  virtual Opening first_opening() const = 0;
  virtual Opening last_opening() const = 0;
  // A goal inside the maze, for placement "centre"; cell -1 when the kind
  // has none.
  virtual Opening centre_goal() const { return {}; }

  // The step out of `cell` across `side`, as a direction class: turns are
  // counted where consecutive steps differ (README "Metrics").
  virtual int direction(int32_t /*cell*/, int side) const { return side; }
  // The number of steps between two cells with every wall open, when the
  // kind has a formula for it; -1 otherwise (then a search finds it).
  virtual int64_t open_distance_formula(int32_t a, int32_t b) const;
  // boundary_diameter() by formula, when the kind has one; -1 otherwise.
  virtual int64_t boundary_diameter_formula() const { return -1; }

  // Geometry, in grid units: the middle of a cell, a wall, the box round
  // every wall, and a point half a cell outside `side` of a boundary cell.
  virtual GridPoint centre(int32_t cell) const = 0;
  virtual WallShape wall_shape(int32_t cell, int side) const = 0;
  virtual GridBox bounds() const = 0;
  virtual GridPoint outside_point(int32_t cell, int side) const = 0;
  // The narrowest corridor between two opposite walls of a cell, grid
  // units: what legibility rules measure walls and gaps against.
  virtual double corridor_width() const = 0;

  // The largest number of steps, with every wall open, between two cells
  // that touch the outside: the yardstick of opening_distance. Worked out
  // once per grid, on first use (open_grid.cc says how).
  int64_t boundary_diameter() const;

  // Rect, masked, hex and triangle grids: their columns and rows (0 for
  // polar); polar: its rings (0 for the others).
  virtual int columns() const { return 0; }
  virtual int rows() const { return 0; }
  virtual int rings() const { return 0; }
  // A masked grid's mask, `rows` strings of `columns` 'X' and '.'.
  virtual const std::vector<std::string>* mask() const { return nullptr; }

 protected:
  Grid(int32_t size, int32_t cells) : size_(size), cells_(cells) {}

 private:
  int32_t size_;
  int32_t cells_;
  mutable std::once_flag diameter_once_;
  mutable int64_t diameter_ = 0;
};

// Grids are shared by every maze made on them.
using GridPtr = std::shared_ptr<const Grid>;

// The grid's kind as written in `--grid` and the maze JSON.
std::string_view grid_kind_name(GridKind kind);

}  // namespace mazebook
