#pragma once
// A picture's maze by (x, y), as the tests read and alter it: the
// verifier's picture model (proof/model/picture.h) with the picture's way
// of naming walls, east and south of a cell.

#include <string>
#include <utility>
#include <vector>

#include "proof/model/picture.h"
#include "proof/topology/picture_proof.h"

namespace mazeproof_test {

class PictureGrid {
 public:
  explicit PictureGrid(mazeproof::PictureMaze p) : p_(std::move(p)) {}
  explicit PictureGrid(const std::vector<std::string>& picture)
      : p_(mazeproof::parse_picture(picture)) {}

  int columns() const { return p_.maze.grid.columns(); }
  int rows() const { return p_.maze.grid.rows(); }
  int cells() const { return p_.maze.grid.cells(); }
  bool open_east(int x, int y) const { return open(y * columns() + x, 1); }
  bool open_south(int x, int y) const { return open(y * columns() + x, 2); }
  void set_east(int x, int y, bool open) { set(y * columns() + x, 1, open); }
  void set_south(int x, int y, bool open) { set(y * columns() + x, 2, open); }
  int passage_count(int cell) const { return p_.maze.passages(cell); }
  const mazeproof::PictureMaze& maze() const { return p_; }
  // The proof of it (picture_proof.h): perfect, and its one route.
  mazeproof::PictureProof proof() const { return mazeproof::prove_picture(p_); }

 private:
  bool open(int cell, int side) const {
    return ((p_.maze.open[static_cast<size_t>(cell)] >> side) & 1u) != 0;
  }
  void set(int cell, int side, bool open) {
    const mazeproof::CellGrid& g = p_.maze.grid;
    const int other = g.neighbour(cell, side), back = g.back_side(cell, side);
    for (const auto& [c, s] : {std::pair{cell, side}, std::pair{other, back}}) {
      uint8_t& bits = p_.maze.open[static_cast<size_t>(c)];
      bits =
          open ? static_cast<uint8_t>(bits | (1u << s)) : static_cast<uint8_t>(bits & ~(1u << s));
    }
  }

  mazeproof::PictureMaze p_;
};

}  // namespace mazeproof_test
