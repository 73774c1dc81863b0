// Hostile SVG posters (DRAWING_RULES.md "Posters", "Limits"): a small
// poster made by mazebook, its SVG given more drawing than its grid can
// need. Each ends, as the real binary, in exit 2 with one line, within
// 10 s and 1 GB.

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

// Drawing that takes librsvg longer than its bound (ten million path commands, in paths libxml2
// reads): the child that draws it is stopped.
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
