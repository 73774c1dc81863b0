// The plan places every maze page's START and FINISH before anything is
// drawn, and refuses a maze whose mark finds no room, naming the maze and
// the mark.

#include "book/mark_plan.h"

#include <gtest/gtest.h>

#include <string>

#include "base/error.h"
#include "maze/grids.h"

namespace mazebook {
namespace {

// Every character half its size wide and a line 1.2 sizes high.
class EvenMeasure final : public TextMeasure {
 public:
  TextSize size(const std::string& text, const TextFace& face, double) const override {
    return {static_cast<double>(text.size()) * face.size / 2, face.size * 1.2, face.size};
  }
  FontExtent font_extent(const TextFace& face) const override {
    return {face.size * 0.8, face.size * 0.2};
  }
  double balanced_width(const std::string&, const TextFace&, double width) const override {
    return width;
  }
};

// One hexagon maze on page 5 with 20-point cells and walls `wall` wide.
struct OneMaze {
  BookSpec spec;
  BookTemplate look = load_template("classic", "test");
  std::vector<BookMaze> mazes;
  BookPlan plan;
  explicit OneMaze(double wall) {
    spec.source = "spec.json";
    BookMaze m;
    m.id = "hex-001";
    m.solved.maze = Maze(make_grid(GridSpec{GridKind::hex, 4, 3, 0, {}}));
    mazes.push_back(m);
    const GridBox b = m.solved.maze.grid().bounds();
    plan.maze_drawing.push_back({{100, 200, (b.x1 - b.x0) * 20, (b.y1 - b.y0) * 20}, 20, wall});
    plan.maze_page.push_back(5);
  }
};

TEST(MarkPlan, PlacesBothMarksAsTheDrawingWould) {
  const OneMaze book(1);
  const EvenMeasure measure;
  const std::vector<MazeMarks> marks =
      plan_marks(measure, book.spec, book.look, book.mazes, book.plan);
  ASSERT_EQ(marks.size(), 1u);
  EXPECT_TRUE(marks[0].planned);
  const Maze& maze = book.mazes[0].solved.maze;
  MarkSizes sizes = mark_sizes(measure, book.look, maze);
  // The plan says which dimension binds the drawing on its page.
  const Box body = maze_body(book.plan, 5, MazeShape{}, book.plan.metrics);
  const Box& grid = book.plan.maze_drawing[0].grid;
  sizes.binds =
      body.width * grid.height <= body.height * grid.width ? MarkRoom::width : MarkRoom::height;
  for (const bool start : {true, false}) {
    const PlacedMark expected = place_mark(maze, book.plan.maze_drawing[0], sizes, start);
    const PlacedMark& planned = start ? marks[0].start : marks[0].finish;
    EXPECT_EQ(planned.start, start);
    EXPECT_EQ(planned.arrow.tip.x, expected.arrow.tip.x);
    EXPECT_EQ(planned.arrow.tip.y, expected.arrow.tip.y);
    EXPECT_EQ(planned.label.x, expected.label.x);
    EXPECT_EQ(planned.label.y, expected.label.y);
  }
  // The labels were measured through the measure given: FINISH is six
  // characters at the template's size.
  EXPECT_EQ(sizes.finish.width, 6 * book.look.marks_size / 2);
}

TEST(MarkPlan, AMarkWithNoRoomIsRefusedNamingTheMazeAndTheMark) {
  // Walls 300 points wide leave no room clear of them near the opening.
  const OneMaze book(300);
  try {
    plan_marks(EvenMeasure(), book.spec, book.look, book.mazes, book.plan);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "spec.json: maze hex-001 (page 5): START: its arrow finds no room clear of the "
                 "walls beside its opening");
  }
}

TEST(MarkPlan, APuzzleVariantsMarksAreLeftToItsOwnPlan) {
  OneMaze book(300);
  book.mazes[0].variant.variant.kind = VariantKind::keys;
  const std::vector<MazeMarks> marks =
      plan_marks(EvenMeasure(), book.spec, book.look, book.mazes, book.plan);
  ASSERT_EQ(marks.size(), 1u);
  EXPECT_FALSE(marks[0].planned);
}

}  // namespace
}  // namespace mazebook
