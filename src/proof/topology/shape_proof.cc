#include "proof/topology/shape_proof.h"

#include <algorithm>
#include <utility>

#include "proof/model/picture.h"

namespace mazeproof {

std::string opening_text(const CellGrid& grid, const CellOpening& o) {
  if (o.side < 0) return "the centre goal, " + grid.cell_name(o.cell);
  if (grid.picture_names()) return picture_opening_name(grid, o);
  return "side " + std::to_string(o.side) + " of " + grid.cell_name(o.cell);
}

ShapeDrawingProof prove_shape_drawing(const std::vector<Segment>& strokes, const GridShapes& shapes,
                                      const CellOpening& entrance, const CellOpening& exit) {
  ShapeDrawingProof out;
  const CellGrid& grid = shapes.grid();
  std::vector<PossibleWall> possible = shapes.walls();
  out.placement = fit_placement(strokes, shapes, possible);
  if (!(out.placement.unit > 0)) {
    out.drawing_problems.push_back("the wall strokes span no " + grid.name() + " grid");
    return out;
  }
  out.walls = match_walls(strokes, out.placement, shapes, std::move(possible));
  out.drawing_problems = out.walls.problems;
  if (!out.drawing_problems.empty()) return out;

  // Check 1: the drawn grid.
  GridMaze maze(grid);
  std::vector<WallShape> chords;
  for (size_t i = 0; i < out.walls.walls.size(); ++i) {
    const PossibleWall& w = out.walls.walls[i];
    if (out.walls.state[i] != WallState::open) continue;
    if (w.other == kOutside) {
      out.openings.push_back({w.cell, w.side});
      chords.push_back(shapes.wall(w.cell, w.side));
    } else {
      maze.join(w.cell, w.side);
    }
  }
  maze.entrance = entrance;
  maze.exit = exit;
  std::vector<CellOpening> named{entrance};
  if (exit.side >= 0) named.push_back(exit);
  if (exit.side < 0 && !(grid.kind() == GridKind::polar && exit.cell == 0)) {
    out.proof_problems.push_back("the exit, " + grid.cell_name(exit.cell) +
                                 ", is a goal inside the maze but not a polar grid's centre: only "
                                 "the centre has a symbol slot");
  }
  if (out.openings.size() != named.size()) {
    out.proof_problems.push_back(
        std::to_string(out.openings.size()) + " opening(s) in the outer wall, expected " +
        (named.size() == 2 ? "2 (the entrance and the exit)"
                           : "1 (the entrance; the exit is the centre goal)"));
  }
  for (size_t k = 0; k < named.size(); ++k) {
    if (std::find(out.openings.begin(), out.openings.end(), named[k]) == out.openings.end()) {
      out.manifest_problems.push_back(std::string(k == 0 ? "the entrance" : "the exit") + ", " +
                                      opening_text(grid, named[k]) +
                                      " in book.json, is no opening in the PDF");
    }
  }
  for (const CellOpening& o : out.openings) {
    if (std::find(named.begin(), named.end(), o) == named.end()) {
      out.manifest_problems.push_back("an opening at " + opening_text(grid, o) +
                                      " that book.json names neither entrance nor exit");
    }
  }
  out.proof = prove_perfect(maze);
  for (const std::string& p : out.proof.problems) out.proof_problems.push_back(p);
  out.maze.emplace(std::move(maze));

  // Check 2: the strokes as a plane graph.
  std::vector<StrokePiece> pieces;
  for (const StrokePiece& p : out.walls.pieces) {
    if (!p.curve) pieces.push_back(p);
  }
  out.plane = check_plane(pieces, chords, shapes.holes(), shapes.corridor(), shapes.bounds(),
                          out.placement);
  for (const std::string& p : out.plane.problems) out.proof_problems.push_back(p);
  out.gaps = out.plane.gaps;
  out.ok = true;
  return out;
}

}  // namespace mazeproof
