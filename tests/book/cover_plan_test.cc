// The cover is planned in the book layer before it is drawn: whether the
// spine carries text and why not, every maze's panel and drawing, where a
// front picture goes, measured through a TextMeasure and nothing else.

#include "book/cover_plan.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "book/cover_layout.h"

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

BookSpec six_by_nine() {
  BookSpec spec;
  spec.source = "spec.json";
  spec.title = "Mazes";
  spec.author = "A. Writer";
  spec.trim = *parse_trim("6x9");
  spec.trim_name = "6x9";
  spec.paper = Paper::white;
  spec.sections.emplace_back();
  spec.sections.back().title = "Easy";
  return spec;
}

bool inside(const Box& inner, const Box& outer) {
  const double e = 1e-9;
  return inner.x >= outer.x - e && inner.y >= outer.y - e &&
         inner.x + inner.width <= outer.x + outer.width + e &&
         inner.y + inner.height <= outer.y + outer.height + e;
}

bool apart(const Box& a, const Box& b) {
  return a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y ||
         b.y + b.height <= a.y;
}

// 6 x 9 on white paper: a page is 0.002252 in of spine. The turned line
// box is 1.24 sizes (spine_extent's floors) with 3 % to spare, between
// folds' clearances of 1/16 in each.
TEST(CoverPlan, TheSpineCarriesTextOnlyWhereItFitsAndSaysWhyNot) {
  const BookSpec spec = six_by_nine();
  const BookTemplate look = load_template("classic", "test");
  const EvenMeasure measure;
  const auto spine = [&](int pages) {
    return fit_spine(measure, spec, look, 10, cover_geometry(spec.trim, spec.paper, pages), pages);
  };
  EXPECT_EQ(spine(24).size_pt, 0);
  EXPECT_EQ(spine(24).note,
            "spine left blank: KDP prints spine text from 80 pages, and the book has 24");
  // 0.225 in less 0.125 in leaves 7.2 pt; 7 pt takes 8.94 pt, which 111
  // pages (112, even) hold.
  EXPECT_EQ(spine(100).size_pt, 0);
  EXPECT_EQ(spine(100).note,
            "spine left blank: at 100 pages the spine is 0.225 in wide, too thin for its text at "
            "7 pt (it takes 112 pages or more)");
  EXPECT_GE(spine(112).size_pt, kSpineFloor);
  EXPECT_LT(spine(112).size_pt, kSpineFloor + 0.25);
  // 0.676 in leave 39.6 pt across: the template's 14 pt fits.
  EXPECT_EQ(spine(300).size_pt, look.spine_size);
  EXPECT_EQ(spine(300).note, "");
  // 612 pt along the spine hold 174 characters at 7 pt: a title of 180
  // and its author do not fit.
  BookSpec wordy = spec;
  wordy.title = std::string(180, 'x');
  EXPECT_EQ(
      fit_spine(measure, wordy, look, 10, cover_geometry(spec.trim, spec.paper, 300), 300).note,
      "spine left blank: the spine text is too long for the spine at 7 pt");
}

TEST(CoverPlan, EveryMazeHasItsPanelInsideItsSafeArea) {
  const BookSpec spec = six_by_nine();
  const BookTemplate look = load_template("classic", "test");
  const Maze front(14, 18);
  const Maze sample(10, 10);
  for (const int pages : {24, 300}) {
    SCOPED_TRACE(std::to_string(pages) + " pages");
    const CoverPlan plan = plan_cover(EvenMeasure(), spec, look, pages, 10, &front,
                                      {&sample, &sample, &sample, &sample}, 2);
    EXPECT_EQ(plan.spine_safe.has_value(), plan.spine.size_pt > 0);
    EXPECT_EQ(plan.spine.size_pt > 0, !plan.texts.spine.empty());
    ASSERT_TRUE(plan.front_maze);
    const CoverMaze& m = *plan.front_maze;
    EXPECT_TRUE(inside(m.panel, plan.front_safe));
    EXPECT_TRUE(inside(m.drawing.grid, m.panel));
    EXPECT_DOUBLE_EQ(m.drawing.grid.width, 14 * m.drawing.cell);
    EXPECT_DOUBLE_EQ(m.drawing.grid.height, 18 * m.drawing.cell);
    // Between the titles and the bottom lines, clear of the pictures.
    EXPECT_GE(m.panel.y, plan.texts.front.title_foot);
    EXPECT_LE(m.panel.y + m.panel.height, plan.texts.front.bottom_top);
    ASSERT_EQ(plan.front_pictures.size(), 2u);
    for (const Box& picture : plan.front_pictures) {
      EXPECT_TRUE(inside(picture, plan.front_safe));
      EXPECT_TRUE(apart(picture, m.panel));
    }
    // Three previews at most, on the back, above the barcode box.
    ASSERT_EQ(plan.back_previews.size(), static_cast<size_t>(kBackPreviews));
    for (const CoverMaze& p : plan.back_previews) {
      EXPECT_TRUE(inside(p.panel, plan.back_safe));
      EXPECT_TRUE(inside(p.drawing.grid, p.panel));
      EXPECT_LE(p.panel.y + p.panel.height, plan.barcode.y);
    }
    EXPECT_TRUE(apart(plan.back_previews[0].panel, plan.back_previews[1].panel));
    EXPECT_TRUE(plan.text_panels.empty());
    EXPECT_FALSE(plan.front_image);
  }
}

TEST(CoverPlan, AFrontImageTakesTheFrontsArt) {
  BookSpec spec = six_by_nine();
  spec.cover.front_image = "front.png";
  const BookTemplate look = load_template("classic", "test");
  const Maze sample(10, 10);
  spec.cover.fit = FrontFit::bleed;
  const CoverPlan bleed = plan_cover(EvenMeasure(), spec, look, 24, 10, nullptr, {&sample}, 0);
  ASSERT_TRUE(bleed.front_image);
  EXPECT_TRUE(bleed.front_image->bleed);
  const Box whole = front_bleed_box(bleed.geometry);
  EXPECT_DOUBLE_EQ(bleed.front_image->box.x, whole.x);
  EXPECT_DOUBLE_EQ(bleed.front_image->box.width, whole.width);
  EXPECT_DOUBLE_EQ(bleed.front_image->box.height, whole.height);
  // The texts sit on two panels: the titles' and the bottom lines'.
  ASSERT_EQ(bleed.text_panels.size(), 2u);
  for (const PlacedText& text : bleed.texts.front.texts) {
    EXPECT_TRUE(inside(text.box, bleed.text_panels[0]) || inside(text.box, bleed.text_panels[1]))
        << text.role;
  }
  EXPECT_FALSE(bleed.front_maze);

  spec.cover.fit = FrontFit::frame;
  const CoverPlan framed = plan_cover(EvenMeasure(), spec, look, 24, 10, nullptr, {&sample}, 0);
  ASSERT_TRUE(framed.front_image);
  EXPECT_FALSE(framed.front_image->bleed);
  EXPECT_TRUE(inside(framed.front_image->box, framed.front_safe));
  EXPECT_DOUBLE_EQ(framed.front_image->box.y, framed.texts.front.title_foot);
  EXPECT_TRUE(framed.text_panels.empty());
  EXPECT_FALSE(framed.front_maze);
  EXPECT_EQ(framed.back_previews.size(), 1u);
}

}  // namespace
}  // namespace mazebook
