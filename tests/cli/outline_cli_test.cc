// Picture mazes on the command line: `sample --outline` draws a maze whose
// one way through runs once round the silhouette's outline, the same for
// the same seed; its refusals to the letter.

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "base/json.h"
#include "maze/outline/outline_route.h"
#include "maze/picture.h"
#include "maze/solver.h"
#include "render/shipped_masks.h"
#include "support/book_files.h"

namespace mazebook {
namespace {

using mbtest::CliRun;

CliRun run(std::vector<std::string> args) { return mbtest::run_mazebook(std::move(args)); }

Picture lines_of(const std::string& text) {
  Picture rows;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) rows.push_back(line);
  return rows;
}

TEST(OutlineCli, ThePicturesWayThroughIsTheHeartsOutline) {
  for (const char* algorithm : {"backtracker", "wilson"}) {
    SCOPED_TRACE(algorithm);
    const CliRun r = run({"sample", "--outline", "heart", "--algorithm", algorithm, "--size",
                          "30x30", "--seed", "5"});
    ASSERT_EQ(r.code, 0) << r.err;
    const Maze maze = parse_picture(lines_of(r.out));
    EXPECT_TRUE(check_perfect(maze).perfect());
    // The route planned here, from the heart at 60 % of the grid (18 x 18).
    const OutlineRing ring = outline_ring(mask_rows("test", "heart", 18, 18));
    const OutlineRoute planned = place_outline_route(ring.cells, 18, 18, 30, 30, 0.2);
    ASSERT_EQ(planned.refusal, "");
    EXPECT_EQ(solve(maze), planned.cells);
    // The same seed, the same maze.
    EXPECT_EQ(run({"sample", "--outline", "heart", "--algorithm", algorithm, "--size", "30x30",
                   "--seed", "5"})
                  .out,
              r.out);
  }
}

// check proves the route draws the outline the record names, and fails a
// record whose outline the route does not follow.
TEST(OutlineCli, CheckFindsTheRouteDrawsItsOutlineOrSaysWhereNot) {
  mbtest::TempDir dir("outline-check");
  const CliRun r = run({"sample", "--outline", "fish", "--algorithm", "wilson", "--size", "30x30",
                        "--format", "json", "--seed", "3"});
  ASSERT_EQ(r.code, 0) << r.err;
  const Json record = Json::parse(r.out);
  ASSERT_TRUE(record.contains("picture_route"));
  const auto check = [&](const Json& maze) {
    std::ofstream(dir.file("b.json")) << Json{{"mazes", Json::array({maze})}}.dump();
    return run({"check", dir.file("b.json")});
  };
  const CliRun good = check(record);
  EXPECT_EQ(good.code, 0) << good.out << good.err;
  Json reversed = record;
  std::reverse(reversed["picture_route"].begin(), reversed["picture_route"].end());
  const CliRun backwards = check(reversed);
  EXPECT_EQ(backwards.code, 1);
  EXPECT_NE(backwards.out.find("FAIL: picture_route: the route does not pass its cells one after "
                               "the other in its order"),
            std::string::npos)
      << backwards.out;
  Json cut = record;
  cut["picture_route"].erase(cut["picture_route"].begin(), cut["picture_route"].begin() + 3);
  const CliRun broken = check(cut);
  EXPECT_EQ(broken.code, 1);
  EXPECT_NE(broken.out.find("FAIL: picture_route: it is not a ring of at least 8 cells, each "
                            "beside the next"),
            std::string::npos)
      << broken.out;
}

TEST(OutlineCli, DrawsAPngWithItsSolution) {
  mbtest::TempDir dir("outline-cli");
  const CliRun r = run({"sample", "--picture", "cat", "--algorithm", "backtracker", "--size",
                        "30x30", "--format", "png", "--solution", "--out", dir.file("cat.png")});
  ASSERT_EQ(r.code, 0) << r.err;
  std::ifstream in(dir.file("cat.png"), std::ios::binary);
  std::string head(8, '\0');
  in.read(head.data(), 8);
  EXPECT_EQ(head, "\x89PNG\r\n\x1a\n");
}

TEST(OutlineCli, RefusalsInOneLine) {
  const auto refused = [](std::vector<std::string> args) {
    const CliRun r = run(std::move(args));
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out, "");
    return r.err;
  };
  EXPECT_EQ(refused({"sample", "--outline", "heart", "--algorithm", "kruskal", "--size", "30x30"}),
            "mazebook: --algorithm: a picture maze grows off its route with backtracker or "
            "wilson, not 'kruskal'\n");
  EXPECT_EQ(refused({"sample", "--outline", "heart", "--algorithm", "wilson", "--size", "30x30",
                     "--format", "svg"}),
            "mazebook: --format: expected picture, json or png, got 'svg'\n");
  EXPECT_EQ(
      refused({"sample", "--outline", "heart", "--algorithm", "wilson", "--grid", "hex:20x20"}),
      "mazebook: --outline: picture mazes are for rect grids, not hex\n");
  EXPECT_EQ(refused({"sample", "--outline", "heart", "--weave", "0.2", "--algorithm", "wilson",
                     "--size", "30x30"}),
            "mazebook: --outline: a picture maze has no variant and does not weave (for now); "
            "leave out --variant and --weave\n");
  EXPECT_EQ(refused({"sample", "--outline", "bat", "--algorithm", "wilson", "--size", "34x34"}),
            "mazebook: --outline: bat on a 34 x 34 grid: its leads take 26 of the route's 48 "
            "cells (54 %, at most 20 %), even moved to the outer wall\n");
  EXPECT_EQ(
      refused({"sample", "--outline", "hart", "--algorithm", "wilson", "--size", "30x30"})
          .rfind("mazebook: --outline: unknown mask 'hart' (did you mean 'heart'?); valid: ", 0),
      0u);
}

}  // namespace
}  // namespace mazebook
