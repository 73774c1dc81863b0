// Mazes printed as art: when book.json lists them ("ornaments",
// "cover.art"), each is proved and every other maze drawing of any colour
// on those pages fails. The records are read back from a real book's PDFs
// here (the generator records them itself when it writes them).

#include <gtest/gtest.h>

#include <cmath>

#include "art_drawings.h"
#include "proof/drawings/lattice.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/pdf/content_walker.h"
#include "proof/topology/shape_proof.h"
#include "real_book.h"

namespace mazeproof_test {
namespace {

using Art = RealBookTest;

// The picture of a maze (picture.h), its openings included.
std::vector<std::string> picture_of(const mazeproof::GridMaze& m,
                                    const std::vector<mazeproof::CellOpening>& openings) {
  const int columns = m.grid.columns(), rows = m.grid.rows();
  std::vector<std::string> p(static_cast<size_t>(2 * rows + 1),
                             std::string(static_cast<size_t>(2 * columns + 1), '#'));
  const auto open = [&](int cell, int side) { return ((m.open[cell] >> side) & 1u) != 0; };
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x < columns; ++x) {
      p[2 * y + 1][2 * x + 1] = '.';
      if (x + 1 < columns && open(y * columns + x, 1)) p[2 * y + 1][2 * x + 2] = '.';
      if (y + 1 < rows && open(y * columns + x, 2)) p[2 * y + 2][2 * x + 1] = '.';
    }
  }
  for (const mazeproof::CellOpening& o : openings) {
    const int r = 2 * (o.cell / columns) + 1, c = 2 * (o.cell % columns) + 1;
    if (o.side == 0) p[r - 1][c] = '.';
    if (o.side == 1) p[r][c + 1] = '.';
    if (o.side == 2) p[r + 1][c] = '.';
    if (o.side == 3) p[r][c - 1] = '.';
  }
  return p;
}

// A record of the maze stroked in `colour` (#rrggbb, r g b) on page 1 of
// `pdf`, read back as the verifier reads walls: its lattice, then its
// walls matched on a rectangle of that many cells.
nlohmann::json art_record(const std::string& pdf, const std::string& id, double r, double g,
                          double b, size_t index = 0) {
  mazeproof::PdfFile file(pdf, "x.pdf");
  mazeproof::ContentWalker walker(file);
  mazeproof::PageDrawing strokes;
  for (mazeproof::DrawItem& item : walker.walk_page(0)) {
    if (item.kind == mazeproof::ItemKind::stroke && item.colour.is_rgb(r, g, b)) {
      item.colour = mazeproof::Colour{};
      strokes.push_back(item);
    }
  }
  const mazeproof::PageMazes found = mazeproof::find_maze_drawings(strokes);
  EXPECT_GT(found.drawings.size(), index);
  if (found.drawings.size() <= index) return {};
  const mazeproof::MazeDrawing& d = found.drawings[index];
  const mazeproof::Placement at = mazeproof::lattice_placement(d.walls);
  const int columns = static_cast<int>(std::lround(d.outline.width() / at.unit));
  const int rows = static_cast<int>(std::lround(d.outline.height() / at.unit));
  const mazeproof::CellGrid grid = mazeproof::CellGrid::rect(columns, rows);
  const mazeproof::ShapeDrawingProof p =
      mazeproof::prove_shape_drawing(d.walls, mazeproof::GridShapes(grid), {0, 0}, {0, 2});
  EXPECT_TRUE(p.ok);
  if (!p.ok) return {};
  return {{"id", id},
          {"page", 1},
          {"picture", picture_of(*p.maze, p.openings)},
          {"colour_rgb", {r, g, b}},
          {"grid_pt",
           {{"x", at.x},
            {"y", at.y - rows * at.unit},
            {"width", columns * at.unit},
            {"height", rows * at.unit}}}};
}

TEST_F(Art, TitlePageOrnamentListedIsProved) {
  manifest_["ornaments"] = {art_record(copy_ / "interior.pdf", "title-ornament", 0.2, 0.2, 0.2)};
  write_manifest();
  const RunResult r = prove();
  EXPECT_EQ(r.code, 0) << r.err;
  const nlohmann::json report = nlohmann::json::parse(slurp(copy_ / "check.json"));
  for (const nlohmann::json& check : report["checks"]) {
    if (check["id"] == "ornaments.proved") {
      EXPECT_EQ(check["figures"]["perfect"], 1);
    }
  }
}

TEST_F(Art, UnlistedOrnamentFailsOnceOrnamentsAreRecorded) {
  manifest_["ornaments"] = nlohmann::json::array();
  write_manifest();
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {"interior.pdf: page 1: a 12 x 9 maze drawing in #333333 that "
                               "book.json does not list [ornaments.proved]"}),
            1)
      << r.err;
}

TEST_F(Art, OrnamentOtherThanItsRecordFails) {
  nlohmann::json record = art_record(copy_ / "interior.pdf", "title-ornament", 0.2, 0.2, 0.2);
  std::string& row = record["picture"][3].get_ref<std::string&>();
  row[2] = row[2] == '#' ? '.' : '#';  // one wall more or less than printed
  manifest_["ornaments"] = {record};
  write_manifest();
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {"interior.pdf: page 1: title-ornament: no drawing of this maze on "
                               "the page in #333333 [ornaments.proved]"}),
            1)
      << r.err;
}

TEST_F(Art, CoverArtListedIsProvedAndUnlistedFails) {
  // The cover holds the front art and, on the back, three of the book's
  // mazes: with the front art's record gone, it is a drawing nobody listed.
  const nlohmann::json front = manifest_["cover"]["front_art"];
  ASSERT_EQ(manifest_["cover"]["back_samples"].size(), 3u);
  manifest_["cover"].erase("front_art");
  write_manifest();
  RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {"cover.pdf: page 1: a ",
                               " maze drawing in #1a1a1a that book.json "
                               "does not list [cover.art]"}),
            1)
      << r.err;
  // So is a back preview whose id is taken off the list.
  manifest_["cover"]["front_art"] = front;
  manifest_["cover"]["back_samples"].erase(1);
  write_manifest();
  r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(
      lines_with(r.err, {"cover.pdf: page 1: a ", "that book.json does not list [cover.art]"}), 1)
      << r.err;
}

TEST_F(Art, AManifestWithOneBackSampleStillProves) {
  // Books made before the back showed three previews name one maze in
  // "back_sample": the verifier still reads it. Here the three previews'
  // first is named so, the other two by the new list.
  nlohmann::json& cover = manifest_["cover"];
  cover["back_sample"] = cover["back_samples"][0];
  cover["back_samples"].erase(0);
  write_manifest();
  const RunResult r = prove();
  EXPECT_EQ(r.code, 0) << r.err;
}

// A version-1 manifest without "ornaments" and the cover's art was made
// before art was recorded: its rectangles in colour stay unchecked, as they
// were when it was made (and only there), but a maze drawing of another
// kind, which no such book ever printed, still fails.
TEST_F(Art, AVersionOneManifestWithoutArtLeavesOnlyItsRectanglesUnchecked) {
  ASSERT_EQ(manifest_["version"], 1);
  manifest_.erase("ornaments");
  manifest_["cover"].erase("front_art");
  manifest_["cover"].erase("back_samples");
  write_manifest();
  RunResult r = prove();
  EXPECT_EQ(r.code, 0) << r.err;
  QPDF q;
  q.processFile((copy_ / "cover.pdf").c_str());
  QPDFPageObjectHelper cover = QPDFPageDocumentHelper(q).getAllPages()[0];
  std::string content =
      content_of(cover) + "\nq " + hexagon_maze(80, 200, 8, 5, 4, "0.2 0.3 0.6 RG") + " Q\n";
  cover.getObjectHandle().replaceKey("/Contents", q.newStream(content));
  QPDFWriter w(q, (copy_ / "edited.pdf").c_str());
  w.setStaticID(true);
  w.write();
  fs::rename(copy_ / "edited.pdf", copy_ / "cover.pdf");
  r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(lines_with(r.err, {"cover.pdf: page 1: a maze drawing at (80.0, ",
                               " pt in #334d99 that book.json does not list [cover.art]"}),
            1)
      << r.err;
}

}  // namespace
}  // namespace mazeproof_test
