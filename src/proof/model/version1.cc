#include "proof/model/version1.h"

#include "proof/core/limits.h"

namespace mazeproof {

std::shared_ptr<const ShapeRecord> version1_record(const PictureMaze& picture,
                                                   const std::optional<CellOpening>& entrance,
                                                   const std::optional<CellOpening>& exit,
                                                   const JsonField& field) {
  const CellGrid& grid = picture.maze.grid;
  if (grid.columns() > kMaxGridSide || grid.rows() > kMaxGridSide) {
    field.refuse("a " + grid.name() + " grid is more than " + std::to_string(kMaxGridSide) +
                 " cells across, more than a page holds legibly");
  }
  const std::vector<CellOpening>& openings = picture.openings;
  if (openings.size() != 2) {
    field.refuse("a picture with " + std::to_string(openings.size()) +
                 " opening(s) in its border, not 2 (the entrance and the exit)");
  }
  const CellOpening in = entrance.value_or(openings[0]);
  const CellOpening out = exit.value_or(openings[0] == in ? openings[1] : openings[0]);
  auto record = std::make_shared<ShapeRecord>(ShapeRecord{picture.maze, {}, 0, {}, 0, {}, true});
  record->maze.entrance = in;
  record->maze.exit = out;
  return record;
}

}  // namespace mazeproof
