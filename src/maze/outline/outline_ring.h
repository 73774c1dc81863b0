#pragma once
// Picture mazes (src/maze/README.md, "Picture mazes"): the outline a
// maze's route is to draw, as a ring of cells on the maze's square grid,
// taken from a silhouette's mask (rows of 'X' inside and '.' outside, as
// the masked grid reads them).

#include <cstdint>
#include <string>
#include <vector>

namespace mazebook {

struct RingCell {
  int x = 0;  // column, from the mask's left
  int y = 0;  // row, from the mask's top
  bool operator==(const RingCell&) const = default;
};

// A ring: cells in order, each joined to the next (and the last to the
// first) through a side, every cell with exactly two ring cells among its
// four side neighbours. Empty with `refusal` set when the mask gives none.
struct OutlineRing {
  std::vector<RingCell> cells;
  std::string refusal;
};

// The smallest ring the route may trace.
inline constexpr int kMinRingCells = 8;

// The ring of cells just inside the silhouette's boundary: the silhouette's
// largest piece (cells joined through sides), its holes filled, parts
// thinner than three cells opened away; its cells that touch the outside
// through a side or a corner (so a diagonal edge is a staircase and each
// inner corner cell of a diagonal step is in); then, while some cell of
// that boundary has other than two boundary neighbours, such cells are
// dropped from the silhouette and the boundary taken again; of the rings
// left, the largest. The ring starts at its top-left cell and runs
// clockwise as the page shows it. Refused ("the outline leaves no ring of
// at least 8 cells: ...") when none of kMinRingCells cells remains.
OutlineRing outline_ring(const std::vector<std::string>& mask);

// True when `ring` is a ring as OutlineRing says (for tests and `check`).
bool is_simple_ring(const std::vector<RingCell>& ring);

}  // namespace mazebook
