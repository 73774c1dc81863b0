// The closed world, legibility, page accounting and file structure rules on
// drawings made by hand, with their messages to the letter.

#include "proof/book/closed_world.h"

#include <gtest/gtest.h>

#include "proof/book/page_accounting.h"
#include "proof/core/error.h"
#include "proof/core/json_field.h"
#include "proof/drawings/legibility.h"
#include "proof/pdf/content_lexer.h"
#include "proof/pdf/file_structure.h"

namespace mazeproof {
namespace {

Colour rgb(double r, double g, double b) {
  Colour c;
  c.space = Colour::Space::rgb;
  c.v[0] = r;
  c.v[1] = g;
  c.v[2] = b;
  return c;
}

// A 2 x 2 maze drawn as unit wall strokes at (100, 200), cells of 20 pt, y up.
DrawItem walls() {
  DrawItem item;
  item.kind = ItemKind::stroke;
  item.colour = rgb(0, 0, 0);
  item.line_width = 2;
  item.segments = {{{100, 200}, {120, 200}, false}, {{100, 160}, {140, 160}, false},
                   {{100, 200}, {100, 160}, false}, {{140, 200}, {140, 170}, false},
                   {{120, 180}, {140, 180}, false}, {{120, 200}, {120, 180}, false}};
  item.box = Box::of(99, 159, 141, 201);
  return item;
}

DrawItem fill(const Box& box, const Colour& colour) {
  DrawItem item;
  item.kind = ItemKind::fill;
  item.colour = colour;
  item.box = box;
  return item;
}

std::vector<std::string> problems(const PageDrawing& items, bool solution = false,
                                  const PageNotes& notes = {}) {
  return closed_world_problems(items, notes, find_maze_drawings(items), solution);
}

TEST(ClosedWorld, WallsAloneAreAllowed) {
  EXPECT_TRUE(problems({walls()}).empty());
  // Outside the keep-clear area (2 pt wall + 0.5 pt beyond the outline), fills may be.
  EXPECT_TRUE(problems({walls(), fill(Box::of(60, 100, 97, 120), rgb(0, 0, 0))}).empty());
}

TEST(ClosedWorld, FillOverTheMazeIsRefused) {
  EXPECT_EQ(
      problems({walls(), fill(Box::of(105, 185, 115, 195), rgb(1, 1, 1))}),
      (std::vector<std::string>{"1 fill(s), stroke(s), text(s), image(s) or shading(s) "
                                "over a maze drawing, first fill at (105.00, 185.00)-(115.00, "
                                "195.00) pt"}));
  // Just inside the keep-clear area: 2.4 pt left of the outer wall.
  EXPECT_EQ(problems({walls(), fill(Box::of(90, 170, 97.6, 175), rgb(0, 0, 0))}).size(), 1u);
}

TEST(ClosedWorld, OtherStrokesAndCutWallsAreRefused) {
  DrawItem grey = walls();
  grey.colour = rgb(0.02, 0.02, 0.02);
  grey.box = Box::of(10, 10, 20, 20);
  EXPECT_EQ(problems({walls(), grey}),
            (std::vector<std::string>{"1 stroke(s) dark enough to be taken for a wall (every "
                                      "channel below 0.1) but not black, first colour 0.02 0.02 "
                                      "0.02 at (10.00, 10.00)-(20.00, 20.00) pt"}));
  // A picture's line on a maze page: any other colour, outside the maze.
  DrawItem picture = grey;
  picture.colour = rgb(0.95, 0.55, 0.16);
  EXPECT_TRUE(problems({walls(), picture}).empty());
  picture.colour = rgb(0.102, 0.102, 0.102);  // the darkest a picture prints
  EXPECT_TRUE(problems({walls(), picture}).empty());
  // ... never on a solution page, and never over a maze.
  EXPECT_EQ(problems({walls(), picture}, true),
            (std::vector<std::string>{"1 stroke(s) neither wall nor route (black or grey 0.55), "
                                      "first colour 0.102 0.102 0.102 at (10.00, 10.00)-(20.00, "
                                      "20.00) pt"}));
  picture.box = Box::of(105, 185, 115, 195);
  EXPECT_EQ(problems({walls(), picture}),
            (std::vector<std::string>{"1 fill(s), stroke(s), text(s), image(s) or shading(s) "
                                      "over a maze drawing, first stroke at (105.00, "
                                      "185.00)-(115.00, 195.00) pt"}));
  DrawItem route = grey;
  route.colour = rgb(0.55, 0.55, 0.55);
  EXPECT_TRUE(problems({walls(), route}).empty());  // a grey line outside: a picture's
  EXPECT_TRUE(problems({walls(), route}, true).empty());
  DrawItem cut = walls();
  cut.hazards.cut = true;
  EXPECT_EQ(problems({cut}),
            (std::vector<std::string>{"1 wall or route stroke(s) a clip may cut into, first wall "
                                      "stroke at (99.00, 159.00)-(141.00, 201.00) pt"}));
  EXPECT_EQ(problems({walls()}, false, {{false, "text render mode 7 (Tr)"}, {true, "alpha"}}),
            (std::vector<std::string>{"text render mode 7 (Tr)"}));
}

TEST(Legibility, WallsAndCorridors) {
  EXPECT_TRUE(legibility_problems(1, 1, 3, {}).empty());
  EXPECT_EQ(legibility_problems(1.75, 1, 4.97, {}),
            (std::vector<std::string>{"walls 1.75 pt thick in 4.97 pt corridors, more than a "
                                      "third of a corridor (at most 1.66 pt)"}));
  EXPECT_EQ(legibility_problems(0.5, 0.5, 1.8, {}),
            (std::vector<std::string>{"corridors 1.30 pt wide between walls, less than 1.50 pt"}));
  // A poster's rule, and the plane check's gaps after the widths.
  const LegibleRule poster{1.0, 0.25};
  EXPECT_TRUE(legibility_problems(0.5, 0.5, 1.8, {}, poster).empty());
  EXPECT_EQ(legibility_problems(0.3, 0.2, 1.8, {"a gap"}, poster),
            (std::vector<std::string>{"walls 0.20 pt thin, less than 0.25 pt", "a gap"}));
  EXPECT_NEAR(contrast_with_white(rgb(0, 0, 0)), 21, 1e-9);
  EXPECT_EQ(faint_marks({fill(Box::of(0, 0, 1, 1), rgb(0.9, 0.9, 0.9)),
                         fill(Box::of(0, 0, 1, 1), rgb(1, 1, 1))}),
            (std::vector<std::string>{"1 fill(s) or text(s) contrast with the paper less than "
                                      "3.0:1, the faintest 1.25:1"}));
}

TEST(PageAccounting, Kinds) {
  const PageDrawing ink = {fill(Box::of(0, 0, 10, 10), rgb(0, 0, 0))};
  const std::vector<PageDrawing> pages = {ink, ink, ink, ink, ink, ink, {}, ink};
  const std::vector<PageKind> kinds = classify_pages(pages, {4, 5}, {6});
  const std::vector<PageKind> expected = {PageKind::front, PageKind::front, PageKind::section,
                                          PageKind::maze,  PageKind::maze,  PageKind::solution,
                                          PageKind::blank, PageKind::other};
  EXPECT_EQ(kinds, expected);
}

TEST(FileStructure, EndOfTheFirstCompleteFile) {
  EXPECT_EQ(end_of_first_file("%PDF-1.4 ... startxref 9 %%EOF\n", false), 30u);
  EXPECT_EQ(end_of_first_file("%PDF ... %%EOF ... %%EOF\nmore %%EOF", true), 24u);
  EXPECT_EQ(end_of_first_file("%PDF no end", false), std::string::npos);
}

TEST(Json, DepthAndLargeNumbersAreRefusedInOneLine) {
  try {
    parse_json(std::string(65, '[') + std::string(65, ']'), "book.json");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()),
              "book.json: not valid JSON (byte 65): nested deeper than 64 levels");
  }
  try {
    parse_json("[7e676]", "book.json");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "book.json: line 1, column 2: number out of range");
  }
  try {
    parse_json("{\"mazes\": [],\n  \"a\": {\"b\": -1e309}}", "book.json");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "book.json: line 2, column 14: number out of range");
  }
  // 64 levels are fine, and brackets in strings do not count.
  EXPECT_NO_THROW(parse_json(std::string(64, '[') + "\"[[[\"" + std::string(64, ']'), "x"));
  // A value in a message is described one level deep.
  const nlohmann::json deep = nlohmann::json::parse(R"({"a": [[1]], "b": {"c": 2}})");
  EXPECT_EQ(describe_json(&deep), R"({"a":[...],"b":{...}})");
}

TEST(Json, AKeyGivenTwiceIsRefusedWithItsLines) {
  const auto refusal = [](const std::string& text) -> std::string {
    try {
      parse_json(text, "book.json");
    } catch (const Error& e) {
      return e.what();
    }
    return "accepted";
  };
  EXPECT_EQ(refusal("{\"page\": 3,\n \"page\": 4}"),
            "book.json: line 2, column 2: duplicate key \"page\" (first on line 1)");
  // An escape spells the same key; the same key in two objects is fine.
  EXPECT_EQ(refusal("[{\"a\": 1}, {\"a\": 1,\n\n\"\\u0061\": 2}]"),
            "book.json: line 3, column 1: duplicate key \"a\" (first on line 1)");
  EXPECT_EQ(refusal(R"({"x": "\"x\": 1", "y": [{"x": 1}, {"x": 2}], "z": {"x": 3}})"), "accepted");
  // What the parser builds is the document as written.
  EXPECT_EQ(parse_json(R"({"b": [1, -2, 2.5, "s", true, null], "a": {}})", "x").dump(),
            R"({"a":{},"b":[1,-2,2.5,"s",true,null]})");
  // Syntax errors keep their byte.
  EXPECT_EQ(refusal("{\"a\": 1,}"), "book.json: not valid JSON (byte 9)");
}

TEST(ContentLexer, MillionsOfBracesDoNotRecurse) {
  const std::string braces = std::string(3'000'000, '{') + " 12 ";
  ContentLexer lexer(braces);  // views the bytes: they must outlive it
  Token token;
  ASSERT_TRUE(lexer.next(token));
  EXPECT_EQ(token.kind, TokenKind::number);
  EXPECT_EQ(token.number, 12);
  const std::string digits = "1" + std::string(60, '9');
  ContentLexer huge(digits);
  try {
    huge.next(token);
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(
        std::string(e.what()),
        "content stream offset 0: number out of range '1999999999999999999999999999999999999999'");
  }
}

}  // namespace
}  // namespace mazeproof
