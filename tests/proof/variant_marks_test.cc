// Reading a variant's marks (variant_marks.h) from hand-made page items:
// each shape in its slot is the mark the rules name, letters attach to
// their marks, and anything else in a slot is named.

#include "proof/drawings/variant_marks.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace mazeproof {
namespace {

// A 4 x 4 grid drawn with its top-left corner at (100, 500), 20 pt cells.
const Placement kPlace{100, 500, 20};
const CellGrid kGrid = CellGrid::rect(4, 4);
const Box kArea = Box::of(97, 417, 183, 503);

Colour grey(double v) {
  Colour c;
  c.space = Colour::Space::rgb;
  c.v[0] = c.v[1] = c.v[2] = v;
  return c;
}

// A fill through grid points (a closed polygon, or a disc when `round`).
DrawItem fill(const std::vector<GridPoint>& points, double v = 0.45) {
  DrawItem item;
  item.kind = ItemKind::fill;
  item.colour = grey(v);
  for (size_t i = 0; i < points.size(); ++i) {
    const Point a = kPlace.to_page(points[i]);
    const Point b = kPlace.to_page(points[(i + 1) % points.size()]);
    item.segments.push_back({a, b});
    item.box.add(a);
  }
  return item;
}

// A disc as Cairo draws one: four quarters, each a Bezier piece with its
// control points at 4/3 tan(pi/8) of the radius along the tangents; at
// `k` 1 of the radius instead, its control points meet at the corners of
// its box, a rounded square.
DrawItem disc(GridPoint c, double r, double k = 4.0 / 3 * std::tan(M_PI / 8)) {
  DrawItem item = fill({{c.x + r, c.y}, {c.x, c.y + r}, {c.x - r, c.y}, {c.x, c.y - r}});
  for (size_t i = 0; i < 4; ++i) {
    Segment& s = item.segments[i];
    const GridPoint a = kPlace.to_grid(s.a), b = kPlace.to_grid(s.b);
    // Tangents: a quarter turn from each end's radius, towards the other end.
    const GridPoint ta{-(a.y - c.y), a.x - c.x}, tb{b.y - c.y, -(b.x - c.x)};
    s.curve = true;
    s.c1 = kPlace.to_page({a.x + k * ta.x, a.y + k * ta.y});
    s.c2 = kPlace.to_page({b.x + k * tb.x, b.y + k * tb.y});
  }
  item.box = Box::of(kPlace.to_page({c.x - r, c.y - r}).x, kPlace.to_page({c.x - r, c.y - r}).y,
                     kPlace.to_page({c.x + r, c.y + r}).x, kPlace.to_page({c.x + r, c.y + r}).y);
  return item;
}

DrawItem letter(GridPoint c, const char* text, double v = 1) {
  DrawItem item;
  item.kind = ItemKind::text;
  item.colour = grey(v);
  item.text_decoded = true;
  item.text = text;
  item.font = "F";
  item.box =
      Box::of(kPlace.to_page({c.x - 0.1, c.y - 0.1}).x, kPlace.to_page({c.x - 0.1, c.y - 0.1}).y,
              kPlace.to_page({c.x + 0.1, c.y + 0.1}).x, kPlace.to_page({c.x + 0.1, c.y + 0.1}).y);
  return item;
}

TEST(VariantMarks, EachShapeIsItsMark) {
  const PageDrawing items = {
      disc({1.5, 1.5}, 0.28),                                          // key in cell 5
      letter({1.5, 1.5}, "B"),                                         // its letter
      fill({{2.78, 1.28}, {3.22, 1.28}, {3.22, 1.72}, {2.78, 1.72}}),  // door 6-7
      letter({3, 1.5}, "B"),
      fill({{2, 2.3}, {2, 2.7}, {1.78, 2.5}}),     // arrow from cell 10 to cell 9
      fill({{0.3, 0.7}, {0.7, 0.7}, {0.5, 0.3}}),  // stairs up in cell 0
      fill({{3.3, 3.3}, {3.7, 3.3}, {3.5, 3.7}}),  // stairs down in cell 15
  };
  const PageMarks marks = read_marks(items, kGrid, kPlace, kArea, {});
  EXPECT_TRUE(marks.problems.empty()) << marks.problems.front();
  ASSERT_EQ(marks.marks.size(), 5u);
  EXPECT_EQ(marks.marks[0].kind, MarkKind::key);
  EXPECT_EQ(marks.marks[0].a, 5);
  EXPECT_EQ(marks.marks[0].letter, 'B');
  EXPECT_EQ(marks.marks[1].kind, MarkKind::door);
  EXPECT_EQ(marks.marks[1].a, 6);
  EXPECT_EQ(marks.marks[1].b, 7);
  EXPECT_EQ(marks.marks[1].letter, 'B');
  EXPECT_EQ(marks.marks[2].kind, MarkKind::arrow);
  EXPECT_EQ(marks.marks[2].a, 10);
  EXPECT_EQ(marks.marks[2].b, 9);
  EXPECT_EQ(marks.marks[3].kind, MarkKind::stairs_up);
  EXPECT_EQ(marks.marks[3].a, 0);
  EXPECT_EQ(marks.marks[4].kind, MarkKind::stairs_down);
  EXPECT_EQ(marks.marks[4].a, 15);
  EXPECT_EQ(marks.slots.size(), 5u);
}

TEST(VariantMarks, OthersInASlotAreNamed) {
  const PageDrawing items = {
      disc({1.5, 1.5}, 0.2),                                      // too small a disc
      fill({{0.3, 0.3}, {0.7, 0.3}, {0.7, 0.7}, {0.3, 0.7}}),     // a square in a cell slot
      disc({2.5, 2.5}, 0.28),                                     // a key
      fill({{2.4, 2.4}, {2.6, 2.4}, {2.6, 2.6}, {2.4, 2.6}}, 1),  // and white paint over it
      letter({2.5, 2.5}, "ab"),                                   // not one capital
  };
  const PageMarks marks = read_marks(items, kGrid, kPlace, kArea, {});
  ASSERT_EQ(marks.problems.size(), 2u);
  EXPECT_EQ(marks.problems[0],
            "2 fill(s) in a slot that read as no mark, first a curved fill that is no disc of "
            "0.5 to 0.6 cells (one circle, drawn once round) in the slot of cell 5 (1,1)");
  EXPECT_EQ(marks.problems[1],
            "2 thing(s) in a slot that are no mark or its letter, first fill in the slot of cell "
            "10 (2,2) (marks are fills in the mark colour, letters white text)");
}

TEST(VariantMarks, EntranceLettersStandBesideTheirOpenings) {
  const std::vector<CellOpening> openings = {{0, 0}, {7, 1}, {15, 2}};
  PageDrawing items = {letter({0.5, -0.8}, "A", 0), letter({5.0, 1.5}, "B", 0)};
  for (DrawItem& item : items) item.text_size = 14;
  const PageMarks marks = read_marks(items, kGrid, kPlace, kArea, openings);
  ASSERT_EQ(marks.entrances.size(), 2u);
  EXPECT_EQ(marks.entrances[0].letter, 'A');
  EXPECT_EQ(marks.entrances[0].opening, (CellOpening{0, 0}));
  EXPECT_EQ(marks.entrances[1].letter, 'B');
  EXPECT_EQ(marks.entrances[1].opening, (CellOpening{7, 1}));
  EXPECT_FALSE(marks.entrances[0].struck);
}

TEST(VariantMarks, MarksAreReadByTheirWholeOutline) {
  const PageDrawing items = {
      disc({1.5, 1.5}, 0.28, 1),  // a key's corners, its quarters bowed out to a rounded square
      fill(
          {{2.78, 1.28}, {3.22, 1.28}, {2.78, 1.72}, {3.22, 1.72}}),  // a door's corners, a bow-tie
      fill({{0.3, 0.7}, {0.7, 0.7}, {0.5, 0.3}, {0.7, 0.7}}),         // stairs drawn round twice
  };
  const PageMarks marks = read_marks(items, kGrid, kPlace, kArea, {});
  EXPECT_TRUE(marks.marks.empty());
  ASSERT_EQ(marks.problems.size(), 1u);
  EXPECT_EQ(marks.problems[0],
            "3 fill(s) in a slot that read as no mark, first a curved fill that is no disc of 0.5 "
            "to 0.6 cells (one circle, drawn once round) in the slot of cell 5 (1,1)");
  // Each alone names its own shape.
  EXPECT_NE(read_marks({items[1]}, kGrid, kPlace, kArea, {})
                .problems[0]
                .find("no axis-aligned square of 0.4 to 0.5 cells (its sides drawn once round)"),
            std::string::npos);
  EXPECT_NE(read_marks({items[2]}, kGrid, kPlace, kArea, {})
                .problems[0]
                .find("whose outline is no triangle drawn once round"),
            std::string::npos);
}

// An entrance letter A above the top-left cell's opening, 14 pt, and a
// bar across it of `height` points in grey `v`, as a strike is drawn.
PageMarks struck(double height, double v, bool two_dots = false) {
  const std::vector<CellOpening> openings = {{0, 0}, {15, 2}};
  DrawItem a = letter({0.5, -0.8}, "A", 0);
  a.text_size = 14;
  const double mid = (a.box.y0 + a.box.y1) / 2;
  DrawItem bar;
  bar.kind = ItemKind::fill;
  bar.colour = grey(v);
  const double x0 = a.box.x0 - 1, x1 = a.box.x1 + 1, y0 = mid - height / 2, y1 = mid + height / 2;
  if (two_dots) {
    for (const double x : {x0, x1 - height}) {
      bar.segments.push_back({{x, y0}, {x + height, y0}});
      bar.segments.push_back({{x + height, y0}, {x + height, y1}});
      bar.segments.push_back({{x + height, y1}, {x, y1}});
      bar.segments.push_back({{x, y1}, {x, y0}});
    }
  } else {
    bar.segments = {
        {{x0, y0}, {x1, y0}}, {{x1, y0}, {x1, y1}}, {{x1, y1}, {x0, y1}}, {{x0, y1}, {x0, y0}}};
  }
  bar.box = Box::of(x0, y0, x1, y1);
  return read_marks({a, bar}, kGrid, kPlace, kArea, openings);
}

TEST(VariantMarks, AStrikeIsOneBarOfTheMarkColourAcrossItsLetter) {
  const double h = 4;  // the letter's line box: 0.2 cells of 20 pt
  PageMarks ok = struck(h * 0.14, 0.45);
  ASSERT_EQ(ok.entrances.size(), 1u);
  EXPECT_TRUE(ok.entrances[0].struck);
  EXPECT_TRUE(ok.problems.empty()) << ok.problems.front();
  const std::string no_strike =
      "entrance letter A: a fill across it that is no strike (a bar in the mark colour, one "
      "rectangle across its whole width, a tenth to a quarter of its height, at its middle)";
  for (const PageMarks& bad :
       {struck(h * 0.14, 0.2), struck(h * 0.5, 0.45), struck(h * 0.14, 0.45, true)}) {
    ASSERT_EQ(bad.entrances.size(), 1u);
    EXPECT_FALSE(bad.entrances[0].struck);
    ASSERT_EQ(bad.problems.size(), 1u);
    EXPECT_EQ(bad.problems[0], no_strike);
  }
}

TEST(VariantMarks, MarkColour) {
  EXPECT_TRUE(is_mark_colour(grey(0.45)));
  EXPECT_TRUE(is_mark_colour(grey(0.55)));
  EXPECT_FALSE(is_mark_colour(grey(0.3)));
  EXPECT_FALSE(is_mark_colour(grey(0.7)));
}

}  // namespace
}  // namespace mazeproof
