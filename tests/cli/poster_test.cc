// `mazebook poster`: the files it writes, read back as the drawing rules
// (src/proof/DRAWING_RULES.md) describe them, its manifest, and every
// refusal to the letter.

#include <gtest/gtest.h>
#include <librsvg/rsvg.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "book/maze_json.h"
#include "support/book_files.h"
#include "support/page_walker.h"
#include "support/wall_reader.h"

namespace {

namespace fs = std::filesystem;

mazebook::Json read_json(const std::string& path) {
  return mazebook::Json::parse(mbtest::read_bytes(path));
}

// The picture rebuilt from the black strokes of a page.
mbtest::Picture walls_on_page(mbtest::PdfFile& pdf, int page, int columns, int rows,
                              mbtest::Grid& grid) {
  const mbtest::PageDrawing d = mbtest::walk_page(pdf.page(page));
  return mbtest::rebuild(mbtest::segments(d, 0, 0, 0), columns, rows, grid);
}

TEST(Poster, RectPosterDrawsItsMazeOnBothPagesAndTheRouteOnTheSecond) {
  mbtest::TempDir dir("poster-rect");
  const mbtest::CliRun r =
      mbtest::run_mazebook({"poster", "--grid", "rect:30x20", "--page", "18x24in", "--seed", "3",
                            "--solution", "--title", "Thirty", "--out", dir.file("p.pdf")});
  ASSERT_EQ(r.code, 0) << r.err;
  mbtest::PdfFile pdf(dir.path() / "p.pdf");
  ASSERT_EQ(pdf.page_count(), 2);
  EXPECT_EQ(pdf.media_box(1), (std::vector<double>{0, 0, 1296, 1728}));
  const mazebook::Json manifest = read_json(dir.file("p.json"));
  EXPECT_EQ(manifest["format"], "mazebook-poster");
  EXPECT_EQ(manifest["version"], 1);
  EXPECT_EQ(manifest["title"], "Thirty");
  const mazebook::Json& maze = manifest["maze"];
  EXPECT_EQ(maze["grid"], mazebook::Json::parse(R"({"kind":"rect","columns":30,"rows":20})"));
  EXPECT_EQ(maze["file"], "p.pdf");
  EXPECT_EQ(maze["page"], 1);
  EXPECT_EQ(maze["solution_page"], 2);
  const auto picture = maze["picture"].get<mbtest::Picture>();
  for (int page = 1; page <= 2; ++page) {
    SCOPED_TRACE(page);
    mbtest::Grid grid;
    EXPECT_EQ(walls_on_page(pdf, page, 30, 20, grid), picture);
    // The placement is what the strokes show: grid point (0, 0) at the
    // outline's top left, PDF orientation.
    const mazebook::Json& placement = maze[page == 1 ? "placement" : "solution_placement"];
    EXPECT_NEAR(placement["unit_pt"].get<double>(), grid.cell, 0.01);
    EXPECT_NEAR(placement["origin_pt"][0].get<double>(), grid.left, 0.01);
    EXPECT_NEAR(placement["origin_pt"][1].get<double>(), grid.top, 0.01);
  }
  // The route is grey on the solution page only, one stroke.
  for (int page = 1; page <= 2; ++page) {
    const mbtest::PageDrawing d = mbtest::walk_page(pdf.page(page));
    int grey = 0;
    for (const mbtest::Stroke& s : d.strokes) grey += mbtest::same_rgb(s.rgb, 0.55, 0.55, 0.55);
    EXPECT_EQ(grey, page == 2 ? 1 : 0) << page;
  }
  // The file as rewritten (render/pdf_append.h) reads without repair.
  EXPECT_FALSE(pdf.qpdf().anyWarnings());
}

TEST(Poster, TheSamePosterTwiceIsTheSameBytes) {
  mbtest::TempDir dir("poster-twice");
  for (const char* name : {"a.pdf", "b.pdf"}) {
    const mbtest::CliRun r = mbtest::run_mazebook(
        {"poster", "--grid", "rect:40x40", "--page", "A2", "--solution", "--out", dir.file(name)});
    ASSERT_EQ(r.code, 0) << r.err;
  }
  EXPECT_EQ(mbtest::read_bytes(dir.path() / "a.pdf"), mbtest::read_bytes(dir.path() / "b.pdf"));
}

TEST(Poster, PolarPosterHasTwoPagesAndItsPlacement) {
  mbtest::TempDir dir("poster-polar");
  const mbtest::CliRun r =
      mbtest::run_mazebook({"poster", "--grid", "polar:12", "--page", "24x24in", "--solution",
                            "--out", dir.file("c.pdf")});
  ASSERT_EQ(r.code, 0) << r.err;
  mbtest::PdfFile pdf(dir.path() / "c.pdf");
  ASSERT_EQ(pdf.page_count(), 2);
  // Black walls with arcs on both pages, the grey route on the second.
  for (int page = 1; page <= 2; ++page) {
    const mbtest::PageDrawing d = mbtest::walk_page(pdf.page(page));
    int black = 0;
    int curved = 0;
    int grey = 0;
    for (const mbtest::Stroke& s : d.strokes) {
      black += mbtest::same_rgb(s.rgb, 0, 0, 0);
      curved += mbtest::same_rgb(s.rgb, 0, 0, 0) && s.curved;
      grey += mbtest::same_rgb(s.rgb, 0.55, 0.55, 0.55);
    }
    EXPECT_EQ(black, 1) << page;
    EXPECT_EQ(curved, 1) << page;
    EXPECT_EQ(grey, page == 2 ? 1 : 0) << page;
  }
  EXPECT_FALSE(pdf.qpdf().anyWarnings());
  const mazebook::Json manifest = read_json(dir.file("c.json"));
  const mazebook::Json& placement = manifest["maze"]["placement"];
  // The disc of 12 rings is centred across the page.
  EXPECT_NEAR(placement["origin_pt"][0].get<double>(), 24 * 72 / 2.0, 0.01);
  EXPECT_GT(placement["unit_pt"].get<double>(), 50);
  EXPECT_EQ(manifest["maze"]["route"].front(), manifest["maze"]["entrance"]["cell"]);
}

// A polar poster's walls, read back from the PDF: every radial wall once as
// a segment, and on every circle arcs that cover exactly the standing arc
// walls' angle, merged where they meet (fewer arcs than walls).
TEST(Poster, PolarWallsAreTheMazesWithArcsMerged) {
  mbtest::TempDir dir("poster-arcs");
  const mbtest::CliRun r =
      mbtest::run_mazebook({"poster", "--grid", "polar:12", "--page", "24x24in", "--seed", "5",
                            "--out", dir.file("c.pdf")});
  ASSERT_EQ(r.code, 0) << r.err;
  const mazebook::Json manifest = read_json(dir.file("c.json"));
  const mazebook::Maze maze =
      mazebook::read_maze_json(mazebook::JsonNode(manifest["maze"], dir.file("c.json")));
  const mazebook::Grid& grid = maze.grid();
  int radial = 0;
  int arcs = 0;
  std::map<int, double> arc_angle;  // by radius, in grid units
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    for (int side = 0; side < grid.side_count(cell); ++side) {
      const int32_t next = grid.neighbour(cell, side);
      const mazebook::Opening here{cell, side};
      const bool stands = next == mazebook::kOutside
                              ? !(maze.entrance() == here || maze.exit() == here)
                              : next > cell && !maze.is_open(cell, side);
      if (!stands) continue;
      const mazebook::WallShape w = grid.wall_shape(cell, side);
      if (w.arc) {
        ++arcs;
        arc_angle[static_cast<int>(std::lround(w.radius))] += w.to - w.from;
      } else {
        ++radial;
      }
    }
  }
  const double unit = manifest["maze"]["placement"]["unit_pt"].get<double>();
  const double cx = manifest["maze"]["placement"]["origin_pt"][0].get<double>();
  const double cy = manifest["maze"]["placement"]["origin_pt"][1].get<double>();
  mbtest::PdfFile pdf(dir.path() / "c.pdf");
  const mbtest::PageDrawing d = mbtest::walk_page(pdf.page(1));
  int drawn_radial = 0;
  int drawn_arcs = 0;
  std::map<int, double> drawn_angle;
  for (const mbtest::Stroke& stroke : d.strokes) {
    if (!mbtest::same_rgb(stroke.rgb, 0, 0, 0)) continue;
    for (const std::vector<mbtest::Point>& path : stroke.subpaths) {
      ASSERT_GE(path.size(), 2u);
      const auto radius = [&](const mbtest::Point& p) {
        return std::hypot(p.x - cx, p.y - cy) / unit;
      };
      if (std::abs(radius(path.front()) - radius(path.back())) > 0.01) {
        ++drawn_radial;
        continue;
      }
      ++drawn_arcs;
      // Each piece of an arc is at most a quarter turn: the angle between
      // its ends is the angle it turns.
      double turned = 0;
      for (size_t i = 1; i < path.size(); ++i) {
        const double a = std::atan2(path[i - 1].y - cy, path[i - 1].x - cx);
        const double b = std::atan2(path[i].y - cy, path[i].x - cx);
        turned += std::abs(std::remainder(b - a, 2 * M_PI));
      }
      drawn_angle[static_cast<int>(std::lround(radius(path.front())))] += turned;
    }
  }
  EXPECT_EQ(drawn_radial, radial);
  EXPECT_GT(drawn_arcs, 0);
  EXPECT_LT(drawn_arcs, arcs);
  ASSERT_EQ(drawn_angle.size(), arc_angle.size());
  for (const auto& [ring, angle] : arc_angle) EXPECT_NEAR(drawn_angle[ring], angle, 1e-3) << ring;
}

// On a small page a ring's circle is a few points across, where Cairo's
// tolerance would let one Bezier piece of a merged arc turn half a turn:
// every piece still turns at most a quarter turn (DRAWING_RULES.md
// "Walls"), so it lies on its circle.
TEST(Poster, PolarArcPiecesTurnAtMostAQuarterTurnOnASmallPage) {
  mbtest::TempDir dir("poster-small-arcs");
  const mbtest::CliRun r = mbtest::run_mazebook({"poster", "--grid", "polar:20", "--page", "6x6in",
                                                 "--seed", "1", "--out", dir.file("c.pdf")});
  ASSERT_EQ(r.code, 0) << r.err;
  const mazebook::Json manifest = read_json(dir.file("c.json"));
  const double cx = manifest["maze"]["placement"]["origin_pt"][0].get<double>();
  const double cy = manifest["maze"]["placement"]["origin_pt"][1].get<double>();
  mbtest::PdfFile pdf(dir.path() / "c.pdf");
  int pieces = 0;
  double widest = 0;
  for (const mbtest::Stroke& stroke : mbtest::walk_page(pdf.page(1)).strokes) {
    if (!mbtest::same_rgb(stroke.rgb, 0, 0, 0) || !stroke.curved) continue;
    for (const std::vector<mbtest::Point>& path : stroke.subpaths) {
      for (size_t i = 1; i < path.size(); ++i) {
        const double a = std::atan2(path[i - 1].y - cy, path[i - 1].x - cx);
        const double b = std::atan2(path[i].y - cy, path[i].x - cx);
        widest = std::max(widest, std::abs(std::remainder(b - a, 2 * M_PI)));
        ++pieces;
      }
    }
  }
  EXPECT_GT(pieces, 100);
  EXPECT_LE(widest, M_PI / 2 + 1e-6);
}

// A huge poster's walls as one SVG path would be an attribute longer than
// the 10 MB libxml2 reads by default (rect:700x700: 12 MB): they are
// written in paths of at most 2048 pieces, and librsvg reads the file
// without lifting its limits.
TEST(Poster, SvgWallsArePathsLibrsvgReadsWithItsDefaultLimits) {
  mbtest::TempDir dir("poster-svg-pieces");
  const mbtest::CliRun r = mbtest::run_mazebook(
      {"poster", "--grid", "rect:700x700", "--page", "48x48in", "--out", dir.file("w.svg")});
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string svg = mbtest::read_bytes(dir.path() / "w.svg");
  int walls = 0;
  size_t longest = 0;
  for (size_t at = svg.find("<path"); at != std::string::npos; at = svg.find("<path", at + 1)) {
    const size_t d = svg.find(" d=\"", at) + 4;
    const std::string path = svg.substr(d, svg.find('"', d) - d);
    longest = std::max(longest, path.size());
    if (svg.substr(at, d - at).find("stroke:rgb(0%,0%,0%)") == std::string::npos) continue;
    ++walls;
    EXPECT_LE(std::count(path.begin(), path.end(), 'L'), 2048);
  }
  EXPECT_GT(walls, 100);
  EXPECT_LT(longest, 10'000'000u);
  GError* error = nullptr;
  RsvgHandle* handle =
      rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &error);
  EXPECT_NE(handle, nullptr) << (error ? error->message : "");
  if (handle) g_object_unref(handle);
  if (error) g_error_free(error);
}

TEST(Poster, SvgAndPngWriteTheSolutionToAFileOfItsOwn) {
  mbtest::TempDir dir("poster-svg");
  for (const char* name : {"m.svg", "m.png"}) {
    const mbtest::CliRun r = mbtest::run_mazebook(
        {"poster", "--grid", "hex:10x8", "--page", "A4", "--solution", "--out", dir.file(name)});
    ASSERT_EQ(r.code, 0) << r.err;
  }
  EXPECT_EQ(mbtest::read_bytes(dir.path() / "m.svg").substr(0, 5), "<?xml");
  EXPECT_NE(mbtest::read_bytes(dir.path() / "m-solution.svg").find("<svg"), std::string::npos);
  EXPECT_EQ(mbtest::read_bytes(dir.path() / "m-solution.png").substr(1, 3), "PNG");
  const mazebook::Json manifest = read_json(dir.file("m.json"));
  EXPECT_EQ(manifest["maze"]["solution_file"], "m-solution.png");
  EXPECT_EQ(manifest["page"]["dpi"], 72);
}

TEST(Poster, BadInputIsRefusedInOneLineAndNothingIsWritten) {
  mbtest::TempDir dir("poster-bad");
  const std::string out = dir.file("x.pdf");
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--grid", "rect:5000x5000", "--page", "18x24in"},
       "--grid: rect:5000x5000 does not fit this page legibly: its cells would be 0.21 pt, and a "
       "poster needs walls of at least 0.25 pt and corridors of at least 1 pt; the largest that "
       "fits is rect:865x1211"},
      {{"--grid", "polar:2000", "--page", "18x24in"},
       "--grid: polar:2000 does not fit this page legibly: its cells would be 0.2 pt, and a "
       "poster needs walls of at least 0.25 pt and corridors of at least 1 pt; the largest that "
       "fits is polar:324"},
      {{"--grid", "triangle:363x341", "--page", "A4"},
       "--grid: triangle:363x341 does not fit this page legibly: its cells would be 1.19 pt, and "
       "a poster needs walls of at least 0.25 pt and corridors of at least 1 pt; the largest "
       "that fits is triangle:346x332"},
      {{"--grid", "rect:10x10", "--page", "18x24"},
       "--page: expected WIDTHxHEIGHT with a unit (in, mm, cm or pt; e.g. 24x36in, 600x900mm) or "
       "A0 to A4, B1, B2, got '18x24'"},
      {{"--grid", "rect:10x10", "--page", "1x24in"},
       "--page: each side from 2 to 200 in, got '1x24in'"},
      {{"--grid", "rect:10x10", "--margin", "3"},
       "--margin: expected a length with a unit (in, mm, cm or pt; e.g. 0.5in, 12mm), got '3'"},
      {{"--grid", "rect:10x10", "--margin", "30in"}, "--margin: at most 6 in, got '30in'"},
      {{"--grid", "rect:10x10", "--bleed", "2in"}, "--bleed: at most 1 in, got '2in'"},
      {{"--grid", "rect:10x10", "--dpi", "5"},
       "--dpi: expected a whole number from 10 to 1200, got '5'"},
      {{"--grid", "rect:10x10", "--title", "Maze \u0378"},
       "--title: no installed font has U+0378; it would print as an empty box"},
      {{"--grid", "polar:10", "--algorithm", "eller"},
       "--algorithm: eller works on rect grids only, not polar"},
  };
  for (const auto& [args, message] : cases) {
    SCOPED_TRACE(message);
    std::vector<std::string> argv{"poster", "--out", out};
    argv.insert(argv.end(), args.begin(), args.end());
    const mbtest::CliRun r = mbtest::run_mazebook(argv);
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err, "mazebook: " + message + "\n");
    EXPECT_TRUE(fs::is_empty(dir.path()));
  }
  // A preview too large is refused before any maze is made.
  const mbtest::CliRun png =
      mbtest::run_mazebook({"poster", "--grid", "rect:10x10", "--page", "48x48in", "--dpi", "1000",
                            "--out", dir.file("x.png")});
  EXPECT_EQ(png.err,
            "mazebook: --dpi: at 1000 dpi the preview is 48000 x 48000 pixels; at most 30000 a "
            "side\n");
  EXPECT_TRUE(fs::is_empty(dir.path()));
  const mbtest::CliRun r =
      mbtest::run_mazebook({"poster", "--grid", "rect:10x10", "--out", dir.file("x.doc")});
  EXPECT_EQ(r.err, "mazebook: --out: expected a file name ending in .pdf, .svg or .png, got '" +
                       dir.file("x.doc") + "'\n");
}

}  // namespace
