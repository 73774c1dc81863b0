// `mazeproof poster` (DRAWING_RULES.md "Posters"): small posters of every
// grid kind made by the real generator prove; tampered with qpdf (a wall
// taken out, a wall added across a passage, a solution drawn through
// walls) or with the manifest edited (a route, a placement), each fails
// with exit 1 and a line naming the page and the rule; a missing manifest
// is unusable input (exit 2, one line).

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "test_pdf.h"  // qpdf, num
#include "test_run.h"

namespace mazeproof_test {
namespace {

// Makes a poster with its solution; false when mazebook fails.
bool make_poster(const TempDir& dir, const std::string& grid, const std::string& name) {
  const RunResult r = run_shell(std::string(MAZEBOOK_BINARY) + " poster --grid " + grid +
                                    " --page 12x12in --solution --seed 2 --out " + dir / name,
                                dir.path());
  return r.code == 0;
}

// Rewrites the decoded content of 1-based `page` of `pdf` with `edit` (the
// page's streams joined into one, so a shared walls stream stays as it is
// on the other page).
void edit_page(const std::string& pdf, int page, const std::function<void(std::string&)>& edit) {
  QPDF q;
  q.processFile(pdf.c_str());
  QPDFPageObjectHelper p = QPDFPageDocumentHelper(q).getAllPages()[static_cast<size_t>(page - 1)];
  std::string text;
  Pl_String sink("content", nullptr, text);
  p.pipeContents(&sink);
  edit(text);
  p.getObjectHandle().replaceKey("/Contents", q.newStream(text));
  QPDFWriter w(q, (pdf + ".edited").c_str());
  w.setStaticID(true);
  w.write();
  std::filesystem::rename(pdf + ".edited", pdf);
}

RunResult prove(const std::string& pdf) { return run_in_process({"poster", pdf}); }

class PosterKinds : public ::testing::TestWithParam<std::string> {};

TEST_P(PosterKinds, PosterProves) {
  TempDir dir;
  ASSERT_TRUE(make_poster(dir, GetParam(), "p.pdf"));
  const RunResult r = prove(dir / "p.pdf");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("mazeproof: pass: "), std::string::npos) << r.out;
  const nlohmann::json report = nlohmann::json::parse(slurp(dir / "p.check.json"));
  EXPECT_EQ(report["verdict"], "pass");
  EXPECT_EQ(report["files"]["poster"]["file"], "p.pdf");
  EXPECT_EQ(report["files"]["manifest"]["file"], "p.json");
  EXPECT_EQ(report["mazes"][0]["solution_ok"], true);
  EXPECT_EQ(report["mazes"][0]["perfect"], true);
  for (const nlohmann::json& c : report["checks"]) {
    EXPECT_FALSE(c["says"].get<std::string>().empty()) << c["id"];
  }
}

INSTANTIATE_TEST_SUITE_P(Kinds, PosterKinds,
                         ::testing::Values("rect:30x30", "polar:12", "hex:14x12", "triangle:24x12",
                                           "mask:heart:20x20"));

// Tampering, on a small poster of every kind.
class PosterTamper : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    ASSERT_TRUE(make_poster(dir_, GetParam(), "p.pdf"));
    manifest_ = nlohmann::json::parse(slurp(dir_ / "p.json"));
  }
  std::string pdf() const { return dir_ / "p.pdf"; }
  std::string kind() const { return GetParam().substr(0, GetParam().find(':')); }
  // The wall between the first two cells of the route, as a path in grid
  // units (the walls' content is in grid units under a cm; a rectangle's
  // in whole cells). Triangles' and hexagons' centres are mirrored in the
  // side two neighbours share, a side one unit long.
  std::string wall_across_route() const {
    const nlohmann::json& route = manifest_["maze"]["route"];
    const int columns = manifest_["maze"]["grid"]["columns"];
    const int a = route[1], b = route[2];
    if (kind() == "rect" || kind() == "mask") {
      const int x = std::max(a % columns, b % columns), y = std::max(a / columns, b / columns);
      if (a / columns == b / columns) {
        return num(x) + " " + num(y) + " m\n" + num(x) + " " + num(y + 1) + " l\n";
      }
      return num(x) + " " + num(y) + " m\n" + num(x + 1) + " " + num(y) + " l\n";
    }
    constexpr double kHalf = 0.86602540378443864676;  // sqrt(3) / 2
    const auto centre = [&](int cell) -> std::pair<double, double> {
      const int x = cell % columns, y = cell / columns;
      if (kind() == "hex") return {1 + 1.5 * x, kHalf * (1 + 2 * y + (x & 1))};
      const bool up = (x + y) % 2 == 0;
      return {x / 2.0 + 0.5, kHalf * (y + (up ? 2.0 / 3.0 : 1.0 / 3.0))};
    };
    const auto [ax, ay] = centre(a);
    const auto [bx, by] = centre(b);
    const double mx = (ax + bx) / 2, my = (ay + by) / 2;
    const double length = std::hypot(bx - ax, by - ay);
    const double ux = -(by - ay) / length / 2, uy = (bx - ax) / length / 2;
    return num(mx - ux) + " " + num(my - uy) + " m\n" + num(mx + ux) + " " + num(my + uy) + " l\n";
  }
  void write_manifest() { write_text(dir_ / "p.json", manifest_.dump()); }
  static int naming(const RunResult& r, int page, const std::string& rule) {
    return lines_with(r.err, {"p.pdf: page " + std::to_string(page) + ": ", "[" + rule + "]"});
  }

  TempDir dir_;
  nlohmann::json manifest_;
};

// The poster's content is one operator a line: "x y m", "x y l", "S".
TEST_P(PosterTamper, RemovedWallFails) {
  edit_page(pdf(), 1, [](std::string& text) {
    // A line from the middle of the first walls stroke ("0 0 0 RG" ...
    // "S") made a move: that one wall is gone, the rest as they were.
    const size_t walls = text.find("0 0 0 RG\n");
    ASSERT_NE(walls, std::string::npos);
    const size_t end = text.find("\nS\n", walls);
    // (A polar maze's second half is arcs only: then its first line, a
    // wall between two cells of a ring.)
    size_t l = text.find(" l\n", walls + (end - walls) / 2);
    if (l > end) l = text.find(" l\n", walls);
    ASSERT_LT(l, end);
    text[l + 1] = 'm';
  });
  const RunResult r = prove(pdf());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(naming(r, 1, "mazes.perfect"), 1) << r.err;
  EXPECT_GE(naming(r, 1, "mazes.manifest"), 1) << r.err;
}

// A wall that stops 0.04 units short of a wall it met: still drawn (it
// covers 96 % of its side) and closed to the eye at this width, but a gap
// narrower than half a corridor that the walls do not join.
TEST_P(PosterTamper, WallStoppingShortOfAnotherFails) {
  edit_page(pdf(), 1, [](std::string& text) {
    // The walls' streams run from the first "0 0 0 RG" to the end (a
    // rectangle's in two, its runs across and its runs down).
    const size_t walls = text.find("0 0 0 RG\n");
    ASSERT_NE(walls, std::string::npos);
    const size_t end = text.size();
    // The straight walls, "x y m\nx y l", and where each begins.
    struct Line {
      size_t at, size;
      std::string a, b;
    };
    std::vector<Line> lines;
    std::istringstream in(text.substr(walls, end - walls));
    std::vector<std::string> held;
    size_t at = walls;
    for (std::string line; std::getline(in, line); at += line.size() + 1) {
      if (line.size() > 2 && line.substr(line.size() - 2) == " m") {
        held = {line.substr(0, line.size() - 2), std::to_string(at)};
      } else if (line.size() > 2 && line.substr(line.size() - 2) == " l" && held.size() == 2) {
        const size_t from = std::stoul(held[1]);
        lines.push_back({from, at + line.size() - from, held[0], line.substr(0, line.size() - 2)});
        held.clear();
      } else {
        held.clear();
      }
    }
    // The first wall whose end is where another straight wall begins or ends.
    for (const Line& l : lines) {
      const bool meets = std::any_of(lines.begin(), lines.end(), [&](const Line& o) {
        return &o != &l && (o.a == l.b || o.b == l.b);
      });
      if (!meets) continue;
      double ax = 0, ay = 0, bx = 0, by = 0;
      std::istringstream(l.a) >> ax >> ay;
      std::istringstream(l.b) >> bx >> by;
      const double length = std::hypot(bx - ax, by - ay);
      const double cx = bx - 0.04 * (bx - ax) / length, cy = by - 0.04 * (by - ay) / length;
      text.replace(l.at, l.size, l.a + " m\n" + num(cx) + " " + num(cy) + " l");
      return;
    }
    FAIL() << "no wall ends where another begins";
  });
  const RunResult r = prove(pdf());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(
      lines_with(r.err, {"p.pdf: page 1: maze poster-2: ",
                         " pair(s) of walls that do not meet come closer than half a "
                         "corridor, the closest from (",
                         ", 0.04 units apart (less than half a corridor, ", ") [mazes.legible]"}),
      1)
      << r.err;
}

TEST_P(PosterTamper, AddedWallFails) {
  // A polar wall across the route would be an arc or a ray of the rings:
  // its geometry is the grid's, not two centres'.
  if (kind() == "polar") GTEST_SKIP() << "polar walls are not mirrored centres";
  const std::string wall = wall_across_route();
  edit_page(pdf(), 1, [&](std::string& text) {
    const size_t walls = text.find("0 0 0 RG\n");
    ASSERT_NE(walls, std::string::npos);
    text.insert(text.find("\nS\n", walls) + 1, wall);
  });
  const RunResult r = prove(pdf());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(naming(r, 1, "mazes.perfect"), 1) << r.err;
  EXPECT_GE(naming(r, 1, "mazes.manifest"), 1) << r.err;
}

TEST_P(PosterTamper, SolutionThroughWallsFails) {
  edit_page(pdf(), 2, [](std::string& text) {
    // The route block ("0.55 0.55 0.55 RG" ... "S"): only its first and
    // last points kept, one straight line across the maze.
    const size_t route = text.find("0.55 0.55 0.55 RG\n");
    ASSERT_NE(route, std::string::npos);
    const size_t first = text.find(" m\n", route) + 3;
    const size_t stroke = text.find("\nS\n", first);
    size_t last = text.rfind('\n', stroke - 1) + 1;
    // A curved last piece ("x1 y1 x2 y2 x3 y3 c") ends at its last point.
    const std::string piece = text.substr(last, stroke - last);
    if (piece.size() > 2 && piece.substr(piece.size() - 2) == " c") {
      std::istringstream in(piece);
      std::vector<std::string> numbers(6);
      for (std::string& n : numbers) in >> n;
      text.replace(last, stroke - last, numbers[4] + " " + numbers[5] + " l");
    }
    last = text.rfind('\n', text.find("\nS\n", first) - 1) + 1;
    ASSERT_LT(first, last);
    text.erase(first, last - first);
  });
  const RunResult r = prove(pdf());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(naming(r, 2, "solutions.routes"), 1) << r.err;
}

TEST_P(PosterTamper, ChangedRouteFails) {
  manifest_["maze"]["route"].erase(manifest_["maze"]["route"].size() - 1);
  write_manifest();
  const RunResult r = prove(pdf());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(naming(r, 1, "mazes.manifest"), 1) << r.err;
  EXPECT_NE(r.err.find("route in p.json ("), std::string::npos) << r.err;
}

TEST_P(PosterTamper, WrongPlacementFails) {
  const double unit = manifest_["maze"]["placement"]["unit_pt"];
  manifest_["maze"]["placement"]["origin_pt"][0] =
      manifest_["maze"]["placement"]["origin_pt"][0].get<double>() + unit;
  write_manifest();
  const RunResult r = prove(pdf());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(naming(r, 1, "mazes.manifest"), 1) << r.err;
  EXPECT_NE(r.err.find("placement in p.json lies 1.000 units from where the walls are drawn"),
            std::string::npos)
      << r.err;
}

TEST_P(PosterTamper, MissingManifestIsUnusable) {
  std::filesystem::remove(dir_ / "p.json");
  const RunResult r = prove(pdf());
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            "mazeproof: " + (dir_ / "p.json") + ": cannot open (No such file or directory)\n");
  EXPECT_FALSE(std::filesystem::exists(dir_ / "p.check.json"));
}

INSTANTIATE_TEST_SUITE_P(Kinds, PosterTamper,
                         ::testing::Values("rect:20x20", "polar:8", "hex:10x8", "triangle:16x8",
                                           "mask:heart:20x20"));

// An SVG poster (and its solution SVG) as librsvg draws it.
TEST_P(PosterKinds, SvgPosterProves) {
  TempDir dir;
  ASSERT_TRUE(make_poster(dir, GetParam(), "p.svg"));
  const RunResult r = prove(dir / "p.svg");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  const nlohmann::json report = nlohmann::json::parse(slurp(dir / "p.check.json"));
  EXPECT_EQ(report["verdict"], "pass");
  EXPECT_EQ(report["files"]["poster"]["file"], "p.svg");
  EXPECT_EQ(report["mazes"][0]["solution_ok"], true);
}

// The walls' path of the SVG (stroked black) loses one subpath.
TEST(SvgPoster, RemovedWallFails) {
  TempDir dir;
  ASSERT_TRUE(make_poster(dir, "rect:20x20", "p.svg"));
  std::string svg = slurp(dir / "p.svg");
  const size_t walls = svg.find("stroke:rgb(0%,0%,0%)");
  ASSERT_NE(walls, std::string::npos) << svg.substr(0, 2000);
  const size_t d = svg.find(" d=\"", walls) + 4;
  const size_t end = svg.find('"', d);
  const size_t from = svg.find("M ", d + (end - d) / 2);
  const size_t to = svg.find(" M ", from);
  ASSERT_LT(to, end);
  svg.erase(from, to + 1 - from);
  write_text(dir / "p.svg", svg);
  const RunResult r = prove(dir / "p.svg");
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(lines_with(r.err, {"p.svg: page 1: ", "[mazes.perfect]"}), 1) << r.err;
}

TEST(SvgPoster, BrokenSvgIsUnusableInOneLine) {
  TempDir dir;
  ASSERT_TRUE(make_poster(dir, "rect:20x20", "p.svg"));
  std::string svg = slurp(dir / "p.svg");
  write_text(dir / "p.svg", svg.substr(0, svg.size() / 2));
  const RunResult r = prove(dir / "p.svg");
  EXPECT_EQ(r.code, 2);
  // librsvg's own words follow in the brackets (they differ between its
  // versions).
  EXPECT_EQ(r.err.rfind("mazeproof: p.svg: not an SVG librsvg can read (XML parse error: ", 0), 0u)
      << r.err;
  EXPECT_EQ(r.err.substr(r.err.size() - 2), ")\n") << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "p.check.json"));
}

TEST(SvgPoster, MissingSolutionSvgIsUnusable) {
  TempDir dir;
  ASSERT_TRUE(make_poster(dir, "rect:20x20", "p.svg"));
  std::filesystem::remove(dir / "p-solution.svg");
  const RunResult r = prove(dir / "p.svg");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazeproof: " + (dir / "p-solution.svg") +
                       ": cannot open (No such file or directory)\n");
}

}  // namespace
}  // namespace mazeproof_test
