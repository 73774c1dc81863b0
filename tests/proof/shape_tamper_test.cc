// Version-2 books made by the real generator, tampered with qpdf for every
// grid kind (DRAWING_RULES.md "Shaped mazes"): a wall taken out, a wall
// added where the maze has a passage, a wall moved off its line, a
// solution drawn through a wall or into a dead end and back, on polar
// grids a whole arc and half an arc taken out; book.json edited: a
// placement, a passage list or a route_length that the PDF does not bear
// out (a centre goal's slot: centre_slot_test.cc). Each fails, exit 1,
// with a line naming the page and the rule.

#include <gtest/gtest.h>

#include <cstdlib>
#include <set>
#include <sstream>

#include "shape_book.h"

namespace mazeproof_test {
namespace {

using mazeproof::GridPoint;
using mazeproof::Point;

// Lines of `err` that name `page` and the check `rule`.
int lines_naming(const std::string& err, int page, const std::string& rule) {
  return lines_with(err, {": page " + std::to_string(page) + ": ", "[" + rule + "]"});
}

// The numbers of path text "x y m x y l ..." moved by (dx, dy).
std::string shifted(const std::string& path, double dx, double dy) {
  std::istringstream in(path);
  std::string token, out;
  int index = 0;
  while (in >> token) {
    char* stop = nullptr;
    const double v = std::strtod(token.c_str(), &stop);
    if (stop != nullptr && *stop == '\0') {
      out += num(v + (index++ % 2 == 0 ? dx : dy)) + " ";
    } else {
      out += token + " ";
    }
  }
  return out;
}

class ShapeTamper : public ShapeBookTest, public ::testing::WithParamInterface<std::string> {
 protected:
  size_t index() const { return maze_of(GetParam()); }
  int page() const { return maze(index()).page; }
  int solution_page() const { return *maze(index()).solution_page; }
  mazeproof::GridBounds bounds() const {
    return mazeproof::GridShapes(record(index()).maze.grid).bounds();
  }
  StrokeBlock walls() { return block_of(page(), "0 0 0 RG", record(index()).placement, bounds()); }
};

TEST_F(ShapeBookTest, GeneratedBookOfEveryKindPasses) {
  const RunResult r = prove();
  EXPECT_EQ(r.code, 0) << r.err;
  const nlohmann::json report = nlohmann::json::parse(slurp(copy_ / "check.json"));
  EXPECT_EQ(report["verdict"], "pass");
  EXPECT_EQ(report["summary"]["perfect"], 5);
  std::vector<std::string> grids;
  for (const nlohmann::json& m : report["mazes"]) grids.push_back(m["grid"]);
  EXPECT_EQ(grids, (std::vector<std::string>{"10x12", "masked:16x15", "polar:10", "hex:18x16",
                                             "triangle:24x12"}));
  // The rules cited are the shaped mazes' own.
  int shaped_rules = 0;
  for (const nlohmann::json& c : report["checks"]) {
    if (c["rule"].get<std::string>().find("Shaped mazes") != std::string::npos) ++shaped_rules;
  }
  EXPECT_EQ(shaped_rules, 7);
}

TEST_P(ShapeTamper, RemovedWallFails) {
  const StrokeBlock block = walls();
  ASSERT_GT(block.pieces.size(), 10u);
  const PathPiece piece = block.pieces[block.pieces.size() / 2];
  edit_page(page(), [&](std::string& c) { c.erase(piece.begin, piece.end - piece.begin); });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(lines_naming(r.err, page(), "mazes.perfect"), 1) << r.err;
}

TEST_P(ShapeTamper, AddedWallFails) {
  const mazeproof::ShapeRecord& rec = record(index());
  const mazeproof::GridShapes shapes(rec.maze.grid);
  std::vector<mazeproof::PossibleWall> passages;
  for (const mazeproof::PossibleWall& w : shapes.walls()) {
    if (w.other != mazeproof::kOutside && ((rec.maze.open[w.cell] >> w.side) & 1u) != 0)
      passages.push_back(w);
  }
  ASSERT_FALSE(passages.empty());
  const mazeproof::PossibleWall& middle = passages[passages.size() / 2];
  const std::string wall = wall_path(shapes.wall(middle.cell, middle.side), rec.placement);
  const StrokeBlock block = walls();
  edit_page(page(), [&](std::string& c) { c.insert(block.stroke, wall); });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(lines_naming(r.err, page(), "mazes.perfect"), 1) << r.err;
}

TEST_P(ShapeTamper, MovedWallFails) {
  const StrokeBlock block = walls();
  const PathPiece piece = block.pieces[block.pieces.size() / 3];
  const double unit = record(index()).placement.unit;
  edit_page(page(), [&](std::string& c) {
    const std::string text = c.substr(piece.begin, piece.end - piece.begin);
    c.replace(piece.begin, piece.end - piece.begin, shifted(text, 0.4 * unit, 0.3 * unit));
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(lines_naming(r.err, page(), "mazes.drawings"), 1) << r.err;
}

TEST_P(ShapeTamper, SolutionThroughAWallFails) {
  const mazeproof::ShapeRecord& rec = record(index());
  const mazeproof::CellGrid& grid = rec.maze.grid;
  const mazeproof::GridShapes shapes(grid);
  const mazeproof::Placement& placement = *rec.solution_placement;
  const StrokeBlock block = block_of(solution_page(), "0.55 0.55 0.55 RG", placement, bounds());
  ASSERT_EQ(block.pieces.size(), 1u);
  const PathPiece& line = block.pieces[0];
  // Where the drawn route has a vertex at a cell's centre: just past it.
  const auto vertex_at = [&](int cell) -> size_t {
    const GridPoint c = shapes.centre(cell);
    for (size_t k = 0; k < line.ends.size(); ++k) {
      const GridPoint g = grid_point(placement, line.ends[k]);
      if (std::hypot(g.x - c.x, g.y - c.y) < 0.05) return line.op_ends[k];
    }
    return 0;
  };
  // Two cells of the route, apart on it but neighbours across a wall (on a
  // polar grid not of one ring, so that the short cut is straight).
  const std::vector<int>& route = *maze(index()).route;
  size_t from = 0, to = 0;
  int target = -1;
  for (size_t i = 0; i < route.size() && target < 0; ++i) {
    for (size_t j = i + 2; j < route.size() && target < 0; ++j) {
      if (grid.side_towards(route[i], route[j]) < 0) continue;
      if (grid.kind() == mazeproof::GridKind::polar &&
          grid.ring_of(route[i]) == grid.ring_of(route[j]))
        continue;
      from = vertex_at(route[i]);
      to = vertex_at(route[j]);
      if (from > 0 && to > from) target = route[j];
    }
  }
  ASSERT_GE(target, 0) << "no short cut through a wall on the route";
  const Point end = at(placement, shapes.centre(target));
  edit_page(solution_page(), [&](std::string& c) {
    c.replace(from, to - from, " " + num(end.x) + " " + num(end.y) + " l");
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(lines_naming(r.err, solution_page(), "solutions.routes"), 1) << r.err;
}

// The route runs into a side passage and back: every step it draws is
// open, but the route is no longer the unique one.
TEST_P(ShapeTamper, SolutionIntoADeadEndAndBackFails) {
  const mazeproof::ShapeRecord& rec = record(index());
  const mazeproof::CellGrid& grid = rec.maze.grid;
  const mazeproof::GridShapes shapes(grid);
  const mazeproof::Placement& placement = *rec.solution_placement;
  const StrokeBlock block = block_of(solution_page(), "0.55 0.55 0.55 RG", placement, bounds());
  ASSERT_EQ(block.pieces.size(), 1u);
  const PathPiece& line = block.pieces[0];
  const std::vector<int>& route = *maze(index()).route;
  const std::set<int> on_route(route.begin(), route.end());
  size_t after = 0;
  int side_cell = -1;
  Point back;
  for (size_t k = 0; k < line.ends.size() && side_cell < 0; ++k) {
    const GridPoint g = grid_point(placement, line.ends[k]);
    const int cell = shapes.cell_at(g);
    if (cell < 0 || std::hypot(g.x - shapes.centre(cell).x, g.y - shapes.centre(cell).y) > 0.05)
      continue;
    for (int side = 0; side < grid.side_count(cell) && side_cell < 0; ++side) {
      const int n = grid.neighbour(cell, side);
      if (n == mazeproof::kOutside || on_route.count(n) != 0) continue;
      if (((rec.maze.open[cell] >> side) & 1u) == 0) continue;
      // A straight step: on a polar grid, between rings.
      if (grid.kind() == mazeproof::GridKind::polar && grid.ring_of(n) == grid.ring_of(cell))
        continue;
      side_cell = n;
      after = line.op_ends[k];
      back = line.ends[k];
    }
  }
  ASSERT_GE(side_cell, 0) << "no side passage off a drawn vertex of the route";
  const Point there = at(placement, shapes.centre(side_cell));
  edit_page(solution_page(), [&](std::string& c) {
    c.insert(after, " " + num(there.x) + " " + num(there.y) + " l " + num(back.x) + " " +
                        num(back.y) + " l");
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(lines_with(r.err, {": page " + std::to_string(solution_page()) + ": ",
                               "off the unique route", "[solutions.routes]"}),
            1)
      << r.err;
  // The renderer's eyes see the grey where the proof found an open corridor.
  EXPECT_EQ(
      lines_with(r.err, {": page " + std::to_string(solution_page()) + ": ",
                         "pixel(s) not light where the proof found no wall", "[mazes.rendered]"}),
      1)
      << r.err;
}

INSTANTIATE_TEST_SUITE_P(EveryKind, ShapeTamper,
                         ::testing::Values("rect", "masked", "polar", "hex", "triangle"),
                         [](const auto& test) { return std::string(test.param); });

// Polar walls between rings are arcs: one taken out, and half of one.
TEST_F(ShapeBookTest, RemovedArcFails) {
  const size_t i = maze_of("polar");
  const int page = maze(i).page;
  const mazeproof::GridBounds b = mazeproof::GridShapes(record(i).maze.grid).bounds();
  const StrokeBlock block = block_of(page, "0 0 0 RG", record(i).placement, b);
  std::vector<PathPiece> arcs;
  for (const PathPiece& p : block.pieces) {
    if (p.curved()) arcs.push_back(p);
  }
  ASSERT_GT(arcs.size(), 10u);
  const PathPiece arc = arcs[arcs.size() / 2];
  edit_page(page, [&](std::string& c) { c.erase(arc.begin, arc.end - arc.begin); });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(lines_naming(r.err, page, "mazes.perfect"), 1) << r.err;
}

TEST_F(ShapeBookTest, HalfAnArcRemovedFails) {
  const size_t i = maze_of("polar");
  const int page = maze(i).page;
  const mazeproof::GridBounds b = mazeproof::GridShapes(record(i).maze.grid).bounds();
  const StrokeBlock block = block_of(page, "0 0 0 RG", record(i).placement, b);
  PathPiece arc;
  for (const PathPiece& p : block.pieces) {
    if (p.ops == std::vector<std::string>{"m", "c"}) arc = p;
  }
  ASSERT_FALSE(arc.ops.empty());
  edit_page(page, [&](std::string& c) {
    std::istringstream in(c.substr(arc.begin, arc.end - arc.begin));
    double v[8];
    std::string op;
    in >> v[0] >> v[1] >> op >> v[2] >> v[3] >> v[4] >> v[5] >> v[6] >> v[7];
    // de Casteljau at t = 1/2: the first half of the curve.
    const auto mid = [](double p, double q) { return (p + q) / 2; };
    double h[8];
    for (int k = 0; k < 2; ++k) {
      const double p01 = mid(v[k], v[2 + k]), p12 = mid(v[2 + k], v[4 + k]);
      const double p23 = mid(v[4 + k], v[6 + k]);
      const double p012 = mid(p01, p12), p123 = mid(p12, p23);
      h[k] = v[k];
      h[2 + k] = p01;
      h[4 + k] = p012;
      h[6 + k] = mid(p012, p123);
    }
    c.replace(arc.begin, arc.end - arc.begin,
              num(h[0]) + " " + num(h[1]) + " m " + num(h[2]) + " " + num(h[3]) + " " + num(h[4]) +
                  " " + num(h[5]) + " " + num(h[6]) + " " + num(h[7]) + " c");
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(lines_naming(r.err, page, "mazes.drawings"), 1) << r.err;
}

// book.json that the PDF does not bear out.
TEST_F(ShapeBookTest, WrongPlacementFails) {
  const size_t i = maze_of("hex");
  nlohmann::json& placement = json_["mazes"][i]["placement"];
  placement["origin_pt"][0] =
      placement["origin_pt"][0].get<double>() + 0.05 * placement["unit_pt"].get<double>();
  write_manifest();
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(lines_with(r.err, {": page " + std::to_string(maze(i).page) + ": ",
                               "placement in book.json lies 0.050 units from where the walls "
                               "are drawn",
                               "[mazes.manifest]"}),
            1)
      << r.err;
}

TEST_F(ShapeBookTest, PassageListThatDiffersFails) {
  const size_t i = maze_of("triangle");
  const mazeproof::CellGrid& grid = record(i).maze.grid;
  nlohmann::json& passages = json_["mazes"][i]["passages"];
  // Swap one passage for a wall: [a, b] becomes [a, c], c another
  // neighbour of a that the maze does not join to it.
  const int a = passages[0][0];
  const int b = passages[0][1];
  int c = -1;
  for (int side = 0; side < grid.side_count(a) && c < 0; ++side) {
    const int n = grid.neighbour(a, side);
    if (n == mazeproof::kOutside || n == b) continue;
    if (((record(i).maze.open[a] >> side) & 1u) == 0) c = n;
  }
  ASSERT_GE(c, 0);
  passages[0] = nlohmann::json::array({std::min(a, c), std::max(a, c)});
  write_manifest();
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(lines_with(r.err, {": page " + std::to_string(maze(i).page) + ": ",
                               "in the PDF, wall in book.json", "[mazes.manifest]"}),
            1)
      << r.err;
  EXPECT_EQ(lines_with(r.err, {": page " + std::to_string(maze(i).page) + ": ",
                               "wall in the PDF, passage in book.json", "[mazes.manifest]"}),
            1)
      << r.err;
}

TEST_F(ShapeBookTest, WrongRouteLengthFails) {
  const size_t i = maze_of("polar");
  nlohmann::json& metrics = json_["mazes"][i]["metrics"];
  const int64_t length = metrics["route_length"];
  metrics["route_length"] = length + 1;
  write_manifest();
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(lines_with(r.err, {": page " + std::to_string(maze(i).page) + ": ",
                               "route_length " + std::to_string(length) + " in the PDF, " +
                                   std::to_string(length + 1) + " in book.json",
                               "[mazes.manifest]"}),
            1)
      << r.err;
}

}  // namespace
}  // namespace mazeproof_test
