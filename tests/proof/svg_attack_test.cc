// Hostile SVG posters (DRAWING_RULES.md "Posters", "Limits"): a small
// poster made by mazebook, its SVG given what no poster holds (entity
// bombs, text, filters, animation, what a browser draws and librsvg does
// not) or more drawing than its grid can need. Each ends, as the real
// binary, in exit 2 with one line, within 10 s and 1 GB.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "test_run.h"

namespace mazeproof_test {
namespace {

constexpr double kMostSeconds = 10;
constexpr long kMostKb = 1'000'000;

class SvgAttack : public ::testing::Test {
 protected:
  void SetUp() override {
    const RunResult made = run_shell(
        std::string(MAZEBOOK_BINARY) +
            " poster --grid rect:10x10 --page 5x5in --solution --seed 3 --out " + dir_ / "p.svg",
        dir_.path());
    ASSERT_EQ(made.code, 0) << made.err;
    svg_ = slurp(dir_ / "p.svg");
    ASSERT_NE(svg_.rfind("</svg>"), std::string::npos);
  }
  // The poster's SVG with `content` just before its closing tag.
  std::string with(const std::string& content) const {
    std::string text = svg_;
    text.insert(text.rfind("</svg>"), content);
    return text;
  }
  // The line `content` starts on in with(content).
  int line_of_end() const {
    return 1 + static_cast<int>(std::count(
                   svg_.begin(), svg_.begin() + static_cast<long>(svg_.rfind("</svg>")), '\n'));
  }
  // Proves `text` as p.svg (or as `file`), as the real binary.
  MeasuredRun prove(const std::string& text, const std::string& file = "p.svg") const {
    write_text(dir_ / file, text);
    return run_measured({MAZEPROOF_BINARY, "poster", "p.svg"}, dir_.path());
  }
  static void expect_refused(const MeasuredRun& r, const std::string& line) {
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err, "mazeproof: " + line + "\n");
    EXPECT_LT(r.seconds, kMostSeconds);
    EXPECT_LT(r.max_rss_kb, kMostKb);
  }

  TempDir dir_;
  std::string svg_;
};

// A DOCTYPE with entities is refused before a single entity is declared.
TEST_F(SvgAttack, BillionLaughsIsRefused) {
  std::string doctype = "<!DOCTYPE svg [\n<!ENTITY a0 \"lol\">\n";
  for (int i = 1; i < 10; ++i) {
    std::string ten;
    for (int k = 0; k < 10; ++k) ten += "&a" + std::to_string(i - 1) + ";";
    doctype += "<!ENTITY a" + std::to_string(i) + " \"" + ten + "\">\n";
  }
  doctype += "]>\n";
  std::string text = with("<g id=\"&a9;\"/>");
  text.insert(text.find("<svg"), doctype);
  expect_refused(prove(text), "p.svg: line 2: a DOCTYPE, which no mazebook poster holds");
}

TEST_F(SvgAttack, LongEntitiesAreRefused) {
  for (const size_t size : {size_t{1'000'000}, size_t{10'000'000}}) {
    SCOPED_TRACE(size);
    std::string text = with("<g id=\"&big;&big;&big;\"/>");
    text.insert(text.find("<svg"),
                "<!DOCTYPE svg [<!ENTITY big \"" + std::string(size, 'x') + "\">]>\n");
    expect_refused(prove(text), "p.svg: line 2: a DOCTYPE, which no mazebook poster holds");
  }
}

// librsvg lays text out slowly (a legal 30 KB <text> took 12 s) and a
// poster draws its words as glyph paths.
TEST_F(SvgAttack, TextIsRefused) {
  for (const size_t size : {size_t{30'000}, size_t{1'000'000}}) {
    SCOPED_TRACE(size);
    expect_refused(prove(with("<text x=\"10\" y=\"10\">" + std::string(size, 'W') + "</text>")),
                   "p.svg: line " + std::to_string(line_of_end()) +
                       ": <text>, which no mazebook poster holds");
  }
}

TEST_F(SvgAttack, FilterIsRefused) {
  expect_refused(
      prove(with("<filter id=\"f\"><feTurbulence baseFrequency=\"0.01\" numOctaves=\"100000\"/>"
                 "</filter><g style=\"filter:url(#f)\"><path d=\"M 0 0 L 100 100\"/></g>")),
      "p.svg: line " + std::to_string(line_of_end()) +
          ": <filter>, which no mazebook poster holds");
}

// What a browser shows and librsvg does not draw, or draws by the
// verifier's locale: each would let a viewer see another maze than the one
// proved.
TEST_F(SvgAttack, WhatABrowserDrawsOtherwiseIsRefused) {
  const std::string line = "p.svg: line " + std::to_string(line_of_end()) + ": ";
  const std::string tail = ", which no mazebook poster holds";
  expect_refused(prove(with("<set attributeName=\"visibility\" to=\"hidden\" begin=\"0s\"/>")),
                 line + "<set>" + tail);
  expect_refused(prove(with("<animate attributeName=\"opacity\" to=\"0\" dur=\"1s\"/>")),
                 line + "<animate>" + tail);
  expect_refused(prove(with("<foreignObject width=\"100\" height=\"100\"/>")),
                 line + "<foreignObject>" + tail);
  expect_refused(prove(with("<style>@media (min-width: 100px) { path { stroke: white } }</style>")),
                 line + "<style>" + tail);
  expect_refused(
      prove(with("<switch><g systemLanguage=\"fr\"><path d=\"M 0 0 L 10 10\"/></g></switch>")),
      line + "<switch>" + tail);
  expect_refused(prove(with("<script>alert(1)</script>")), line + "<script>" + tail);
  // clip-path: inset() hides what it cuts in a browser, not in librsvg.
  std::string inset = svg_;
  const size_t wall = inset.find("<path style=\"fill:none;");
  ASSERT_NE(wall, std::string::npos);
  inset.insert(wall + 13, "clip-path:inset(50%);");
  const int wall_line =
      1 + static_cast<int>(std::count(svg_.begin(), svg_.begin() + static_cast<long>(wall), '\n'));
  expect_refused(prove(inset), "p.svg: line " + std::to_string(wall_line) +
                                   ": style clip-path on <path>, which no mazebook poster holds");
  std::string onload = svg_;
  onload.insert(onload.find("<svg ") + 5, "onload=\"alert(1)\" ");
  expect_refused(prove(onload), "p.svg: line 2: attribute onload on <svg>" + tail);
}

// The solution SVG is held to the same rules.
TEST_F(SvgAttack, TheSolutionSvgIsCheckedToo) {
  expect_refused(prove(with("<text>x</text>"), "p-solution.svg"),
                 "p-solution.svg: line " + std::to_string(line_of_end()) +
                     ": <text>, which no mazebook poster holds");
}

// A 10 x 10 grid needs a few hundred elements (its title's glyphs, the
// marks, the walls and route in paths of 2048 pieces).
TEST_F(SvgAttack, MoreElementsThanTheGridCanNeedAreRefused) {
  std::string groups;
  for (int i = 0; i < 30000; ++i) groups += "<g/>";
  expect_refused(prove(with(groups)),
                 "p.svg: more than 20001 elements, more than its grid can need");
}

// Drawing that passes every rule of the text but takes librsvg longer than
// its bound (ten million path commands, in paths libxml2 reads): the
// child that draws it is stopped.
TEST_F(SvgAttack, DrawingPastItsBoundIsStopped) {
  std::string path = "<path style=\"fill:none;stroke-width:1;stroke:rgb(0%,0%,0%);\" d=\"";
  for (int i = 0; i < 2500; ++i) path += "M 1 1 L 2 2 ";
  path += "\"/>\n";
  std::string paths;
  for (int i = 0; i < 2000; ++i) paths += path;
  expect_refused(prove(with(paths)),
                 "p.svg and p-solution.svg: librsvg did not draw them within 8 s and 640 MB");
}

}  // namespace
}  // namespace mazeproof_test
