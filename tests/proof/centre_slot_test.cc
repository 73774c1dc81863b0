// A polar centre goal's slot (DRAWING_RULES.md "Shaped mazes", "Marks and
// the centre goal") in a version-2 book made by the real generator: the
// slot emptied, or its mark (the word FINISH where it fits, else a dot)
// drawn in the walls' colour, and a mark inside a hexagon maze. Each
// fails, exit 1, with a line naming the page and the rule.

#include <gtest/gtest.h>

#include <cmath>
#include <regex>

#include "proof/drawings/shape_area.h"
#include "shape_book.h"

namespace mazeproof_test {
namespace {

using mazeproof::GridPoint;
using mazeproof::Point;

// Lines of `err` that name `page` and the check `rule`.
int lines_naming(const std::string& err, int page, const std::string& rule) {
  return lines_with(err, {": page " + std::to_string(page) + ": ", "[" + rule + "]"});
}

// The polar centre goal's slot holds the goal's mark and nothing else, and
// nothing else is inked in a maze's keep-clear area.
class CentreSlot : public ShapeBookTest {
 protected:
  // Where the maze page draws the goal's mark: its path text, "x y m ...
  // f", or the word's text matrix and string, "a 0 0 d x y Tm [...] TJ".
  std::pair<size_t, size_t> goal_mark(const std::string& c, const mazeproof::Placement& p) {
    static const std::regex fill(R"((-?[\d.]+)\s+(-?[\d.]+)\s+m((\s+-?[\d.]+|\s+[lc])+)\s+f\b)");
    for (auto it = std::sregex_iterator(c.begin(), c.end(), fill); it != std::sregex_iterator();
         ++it) {
      const GridPoint g = grid_point(p, {std::stod((*it)[1]), std::stod((*it)[2])});
      if (std::hypot(g.x, g.y) < mazeproof::kCentreSlot)
        return {static_cast<size_t>(it->position()), static_cast<size_t>(it->length())};
    }
    // Or the word FINISH where it fits: its text matrix and string, the
    // string starting within half the word's width (a unit and a half)
    // of the centre.
    static const std::regex word(
        R"(-?[\d.]+\s+0\s+0\s+-?[\d.]+\s+(-?[\d.]+)\s+(-?[\d.]+)\s+Tm\s*(\[[^\]]*\]\s*TJ|\([^)]*\)\s*Tj))");
    for (auto it = std::sregex_iterator(c.begin(), c.end(), word); it != std::sregex_iterator();
         ++it) {
      const GridPoint g = grid_point(p, {std::stod((*it)[1]), std::stod((*it)[2])});
      if (std::hypot(g.x, g.y) < 1.5)
        return {static_cast<size_t>(it->position()), static_cast<size_t>(it->length())};
    }
    ADD_FAILURE() << "no goal mark in the centre";
    return {0, 0};
  }
};

TEST_F(CentreSlot, EmptySlotFails) {
  const size_t i = maze_of("polar");
  const int page = maze(i).page;
  const auto [at, length] = goal_mark(content(page), record(i).placement);
  ASSERT_GT(length, 0u);
  edit_page(page, [&](std::string& c) { c.erase(at, length); });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(
      lines_with(r.err, {": page " + std::to_string(page) + ": ",
                         "1 centre goal(s) with nothing in their slot", "[mazes.closed_world]"}),
      1)
      << r.err;
}

TEST_F(CentreSlot, GoalMarkInTheWallsColourFails) {
  const size_t i = maze_of("polar");
  const int page = maze(i).page;
  const auto [at, length] = goal_mark(content(page), record(i).placement);
  ASSERT_GT(length, 0u);
  edit_page(page, [&](std::string& c) { c.insert(at, "0 0 0 rg "); });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(
      lines_with(r.err, {": page " + std::to_string(page) + ": ",
                         "in a centre goal's slot in another colour", "[mazes.closed_world]"}),
      1)
      << r.err;
}

TEST_F(CentreSlot, MarkInsideAMazeFails) {
  const size_t i = maze_of("hex");
  const int page = maze(i).page;
  const mazeproof::GridShapes shapes(record(i).maze.grid);
  const Point c = at(record(i).placement, shapes.centre(40));
  edit_page(page, [&](std::string& content) {
    content += "\nq 0.1 0.1 0.1 rg " + num(c.x - 1) + " " + num(c.y - 1) + " 2 2 re f Q\n";
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(lines_naming(r.err, page, "mazes.closed_world"), 1) << r.err;
}

}  // namespace
}  // namespace mazeproof_test
