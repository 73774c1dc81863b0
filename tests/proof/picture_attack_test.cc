// A themed book (pictures beside START and FINISH) proves as built; a
// picture's fill or line that strays onto a maze, or a line dark enough to
// be taken for a wall, fails naming the page and the rule (DRAWING_RULES.md
// "Closed world"), edited into the real PDF with qpdf.

#include <gtest/gtest.h>

#include "real_book.h"

namespace mazeproof_test {
namespace {

class ThemedBook : public RealBookTest {
 protected:
  // Builds the suite's book once: 8 easy mazes under the animals theme.
  static void SetUpTestSuite() {
    scratch_ = new TempDir();
    available_ = build_real_book(
        scratch_->path(), "book",
        R"({"title":"T","author":"A","trim":"6x9","paper":"white","theme":"animals","seed":3,)"
        R"("sections":[{"preset":"easy","count":8}],"solutions_per_page":4})");
  }
};

void expect_caught(const RunResult& r, int page, const std::vector<std::string>& rules) {
  EXPECT_EQ(r.code, 1) << r.err;
  for (const std::string& rule : rules) {
    EXPECT_GE(lines_with(r.err, {"[" + rule + "]", "page " + std::to_string(page)}), 1)
        << rule << "\n"
        << r.err;
  }
}

// The carrot's orange, as a picture on the page would paint it.
const std::string kOrange = "0.949 0.549 0.157";

TEST_F(ThemedBook, ProvesAsBuiltWithItsPicturesRecorded) {
  EXPECT_EQ(prove().code, 0);
  EXPECT_EQ(manifest_["theme"]["name"], "animals");
  EXPECT_TRUE(maze(0)["pictures"]["start"].is_string());
  EXPECT_TRUE(maze(0)["pictures"]["finish"].is_string());
}

TEST_F(ThemedBook, APictureFillOverAWallIsCaught) {
  const WallLattice l = lattice(maze_page());
  draw_on(maze_page(), kOrange + " rg " + rect(l.x(1.2), l.y(1.2), l.x(2.8), l.y(2.8)) + " f");
  expect_caught(prove(), maze_page(), {"mazes.closed_world", "mazes.rendered"});
}

TEST_F(ThemedBook, APictureLineAcrossTheMazeIsCaught) {
  const WallLattice l = lattice(maze_page());
  draw_on(maze_page(), kOrange + " RG 2 w " + std::to_string(l.x(0.5)) + " " +
                           std::to_string(l.y(1.5)) + " m " + std::to_string(l.x(3.5)) + " " +
                           std::to_string(l.y(1.5)) + " l S");
  expect_caught(prove(), maze_page(), {"mazes.closed_world"});
}

TEST_F(ThemedBook, ALineThatReadsAsAWallIsCaughtEvenOutsideTheMaze) {
  const WallLattice l = lattice(maze_page());
  // Near black, above the maze's top-left corner, clear of its keep-clear
  // area.
  draw_on(maze_page(), "0.05 0.05 0.05 RG 1 w " + std::to_string(l.x(0)) + " " +
                           std::to_string(l.y(0) - 20) + " m " + std::to_string(l.x(2)) + " " +
                           std::to_string(l.y(0) - 20) + " l S");
  const RunResult r = prove();
  expect_caught(r, maze_page(), {"mazes.closed_world"});
  EXPECT_GE(lines_with(r.err, {"taken for a wall"}), 1) << r.err;
}

TEST_F(ThemedBook, APictureLineOutsideTheMazeIsAPicture) {
  const WallLattice l = lattice(maze_page());
  draw_on(maze_page(), kOrange + " RG 1 w " + std::to_string(l.x(0)) + " " +
                           std::to_string(l.y(0) - 20) + " m " + std::to_string(l.x(2)) + " " +
                           std::to_string(l.y(0) - 20) + " l S");
  EXPECT_EQ(prove().code, 0);
}

TEST_F(ThemedBook, APictureLineOnASolutionPageIsCaught) {
  draw_on(solution_page(), kOrange + " RG 1 w 30 30 m 60 30 l S");
  expect_caught(prove(), solution_page(), {"mazes.closed_world"});
}

}  // namespace
}  // namespace mazeproof_test
