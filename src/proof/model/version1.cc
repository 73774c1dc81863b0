#include "proof/model/version1.h"

#include <algorithm>

#include "proof/core/limits.h"

namespace mazeproof {

CellOpening cell_opening(const MazeGraph& picture, const Opening& o) {
  // The rect kind's sides are numbered as Side is: top, right, bottom, left.
  return {o.y * picture.columns() + o.x, static_cast<int>(o.side)};
}

std::shared_ptr<const ShapeRecord> version1_record(const MazeGraph& picture,
                                                   const std::optional<Opening>& entrance,
                                                   const std::optional<Opening>& exit,
                                                   const JsonField& field) {
  if (picture.columns() > kMaxGridSide || picture.rows() > kMaxGridSide) {
    field.refuse("a " + std::to_string(picture.columns()) + "x" + std::to_string(picture.rows()) +
                 " grid is more than " + std::to_string(kMaxGridSide) +
                 " cells across, more than a page holds legibly");
  }
  const std::vector<Opening>& openings = picture.openings;
  if (openings.size() != 2) {
    field.refuse("a picture with " + std::to_string(openings.size()) +
                 " opening(s) in its border, not 2 (the entrance and the exit)");
  }
  const Opening in = entrance.value_or(openings[0]);
  const Opening out = exit.value_or(openings[0] == in ? openings[1] : openings[0]);
  auto record = std::make_shared<ShapeRecord>(
      ShapeRecord{GridMaze(CellGrid::rect(picture.columns(), picture.rows()).with_picture_names()),
                  {},
                  0,
                  {},
                  0,
                  {},
                  true});
  GridMaze& maze = record->maze;
  for (int y = 0; y < picture.rows(); ++y) {
    for (int x = 0; x < picture.columns(); ++x) {
      const int cell = y * picture.columns() + x;
      if (x + 1 < picture.columns() && picture.open_east(x, y)) maze.join(cell, 1);
      if (y + 1 < picture.rows() && picture.open_south(x, y)) maze.join(cell, 2);
    }
  }
  maze.entrance = cell_opening(picture, in);
  maze.exit = cell_opening(picture, out);
  return record;
}

}  // namespace mazeproof
