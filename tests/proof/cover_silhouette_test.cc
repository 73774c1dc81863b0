// A themed front's maze on a silhouette (DRAWING_RULES.md "Ornaments and
// cover art"): the shipped kids-animals book's cover proves with a masked
// maze on one of the theme's silhouettes, recorded as a version-2 record;
// a wall of it taken out of cover.pdf (a qpdf edit) fails naming the cover
// and the rule; and a theme without silhouettes keeps the rectangle.

#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>

#include "art_drawings.h"
#include "real_book.h"

namespace mazeproof_test {
namespace {

// The wall colour the kids template strokes cover mazes in (#222222).
const char* const kCoverMazeColour = "0.133333 0.133333 0.133333 RG";

class CoverSilhouette : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    scratch_ = new TempDir();
    const std::string spec =
        slurp(fs::path(MAZEBOOK_SOURCE_DIR) / "presets/books/kids-animals.json");
    available_ = build_real_book(scratch_->path(), "book", spec);
  }
  static void TearDownTestSuite() {
    delete scratch_;
    scratch_ = nullptr;
  }
  void SetUp() override {
    ASSERT_TRUE(available_) << "mazebook build could not make the kids-animals book";
    fs::copy(scratch_->path() + "/book", copy_.path(), fs::copy_options::recursive);
    fs::remove(copy_ / "check.json");
    manifest_ = nlohmann::json::parse(slurp(copy_ / "book.json"));
  }

  // Rewrites the cover's content with `edit`.
  void edit_cover(const std::function<void(std::string&)>& edit) {
    QPDF q;
    q.processFile((copy_ / "cover.pdf").c_str());
    QPDFPageObjectHelper p = QPDFPageDocumentHelper(q).getAllPages()[0];
    std::string content;
    Pl_String sink("content", nullptr, content);
    p.pipeContents(&sink);
    edit(content);
    p.getObjectHandle().replaceKey("/Contents", q.newStream(content));
    QPDFWriter w(q, (copy_ / "edited.pdf").c_str());
    w.setStaticID(true);
    w.write();
    fs::rename(copy_ / "edited.pdf", copy_ / "cover.pdf");
  }

  static TempDir* scratch_;
  static bool available_;
  TempDir copy_;
  nlohmann::json manifest_;
};

TempDir* CoverSilhouette::scratch_ = nullptr;
bool CoverSilhouette::available_ = false;

TEST_F(CoverSilhouette, TheKidsAnimalsCoverProvesWithASilhouetteMaze) {
  EXPECT_EQ(manifest_["version"], 2);
  const nlohmann::json& front = manifest_["cover"]["front_art"];
  EXPECT_EQ(front["grid"]["kind"], "masked");
  const std::set<std::string> liked = {"cat", "fish", "butterfly", "heart"};
  EXPECT_EQ(liked.count(front["silhouette"].get<std::string>()), 1u) << front["silhouette"];
  EXPECT_TRUE(front["placement"].contains("origin_pt"));
  ASSERT_EQ(front["colour_rgb"].size(), 3u);
  for (const nlohmann::json& v : front["colour_rgb"])
    EXPECT_NEAR(v.get<double>(), 34.0 / 255, 1e-9);
  const RunResult r = run_mazeproof(copy_.path());
  EXPECT_EQ(r.code, 0) << r.err;
  const nlohmann::json report = nlohmann::json::parse(slurp(copy_ / "check.json"));
  bool seen = false;
  for (const nlohmann::json& check : report["checks"]) {
    if (check["id"] != "cover.art") continue;
    seen = true;
    EXPECT_TRUE(check["pass"].get<bool>());
    // The front's silhouette and the back's three previews.
    EXPECT_EQ(check["figures"]["listed"], 4);
    EXPECT_EQ(check["figures"]["perfect"], 4);
  }
  EXPECT_TRUE(seen);
}

TEST_F(CoverSilhouette, AWallTakenOutOfTheCoverMazeFailsNamingCoverAndRule) {
  bool removed = false;
  edit_cover([&](std::string& content) {
    // The front's maze is the first path stroked in its colour (the back's
    // previews come after it).
    const size_t start = content.find(kCoverMazeColour);
    const size_t end = content.find(" S", start);
    ASSERT_NE(start, std::string::npos);
    std::string block = content.substr(start, end - start);
    static const std::regex piece(R"(-?[\d.]+ -?[\d.]+ m -?[\d.]+ -?[\d.]+ l)");
    std::vector<std::pair<size_t, size_t>> pieces;
    for (auto it = std::sregex_iterator(block.begin(), block.end(), piece);
         it != std::sregex_iterator(); ++it) {
      pieces.emplace_back(static_cast<size_t>(it->position()), static_cast<size_t>(it->length()));
    }
    ASSERT_GT(pieces.size(), 10u);
    // One from the middle of the list: a piece of the outer wall at the
    // heart's foot.
    const auto [at, length] = pieces[pieces.size() / 2];
    block.erase(at, length);
    content.replace(start, end - start, block);
    removed = true;
  });
  ASSERT_TRUE(removed);
  const RunResult r = run_mazeproof(copy_.path());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(lines_with(r.err, {"cover.pdf: page 1: cover-front: ", "[cover.art]"}), 2) << r.err;
  EXPECT_EQ(lines_with(r.err, {"cover.pdf: page 1: cover-front: 3 opening(s) in the outer wall, "
                               "expected 2 (the entrance and the exit) [cover.art]"}),
            1)
      << r.err;
  EXPECT_EQ(lines_with(r.err, {"cover.pdf: page 1: cover-front: an opening at side 2 of cell 515 "
                               "(11,21) that book.json names neither entrance nor exit "
                               "[cover.art]"}),
            1)
      << r.err;
}

TEST_F(CoverSilhouette, AnUnlistedSilhouetteMazeFails) {
  manifest_["cover"].erase("front_art");
  write_text(copy_ / "book.json", manifest_.dump(1));
  const RunResult r = run_mazeproof(copy_.path());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(
      lines_with(r.err, {"cover.pdf: page 1: a ",
                         " maze drawing in #222222 that book.json does not list [cover.art]"}),
      1)
      << r.err;
}

// Any maze drawing the book does not list fails, whatever its kind
// (DRAWING_RULES.md "Ornaments and cover art"): a grid of hexagons and a
// circle maze drawn on the back cover in a colour of their own.
TEST_F(CoverSilhouette, AnUnlistedHexagonMazeOnTheCoverFails) {
  edit_cover([](std::string& c) {
    c += "\nq " + hexagon_maze(80, 200, 8, 5, 4, "0.2 0.3 0.6 RG") + " Q\n";
  });
  const RunResult r = run_mazeproof(copy_.path());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(lines_with(r.err, {"cover.pdf: page 1: a maze drawing at (80.0, ",
                               " pt in #334d99 that book.json does not list [cover.art]"}),
            1)
      << r.err;
}

TEST_F(CoverSilhouette, AnUnlistedCircleMazeOnTheCoverFails) {
  edit_cover([](std::string& c) {
    c += "\nq " + circle_maze(350, 300, 10, 4, "0.6 0.2 0.2 RG") + " Q\n";
  });
  const RunResult r = run_mazeproof(copy_.path());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(lines_with(r.err, {"cover.pdf: page 1: a maze drawing at (310.0, ",
                               " pt in #993333 that book.json does not list [cover.art]"}),
            1)
      << r.err;
}

// However many colours a page strokes in, each is looked at: a picture (a
// /Figure, as Cairo tags one) of twenty colours (lines of a stroke each)
// drawn before the cover's mazes
// hides neither the listed art nor an unlisted maze after it.
TEST_F(CoverSilhouette, ManyColoursHideNoMaze) {
  std::string lines;
  for (int i = 0; i < 20; ++i) {
    lines += "0.2 " + num(0.5 + i * 0.02) + " 0.2 RG 1 w " + num(80 + 6 * i) + " 650 m " +
             num(84 + 6 * i) + " 654 l S\n";
  }
  edit_cover([&](std::string& c) {
    const size_t art = c.find(kCoverMazeColour);
    ASSERT_NE(art, std::string::npos);
    c.insert(art, "q /Figure << >> BDC " + lines + " EMC Q\n");
  });
  RunResult r = run_mazeproof(copy_.path());
  EXPECT_EQ(r.code, 0) << r.err;
  edit_cover([](std::string& c) {
    c += "\nq " + hexagon_maze(80, 200, 8, 5, 4, "0.2 0.3 0.6 RG") + " Q\n";
  });
  r = run_mazeproof(copy_.path());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(lines_with(r.err, {"cover.pdf: page 1: a maze drawing at (80.0, ",
                               " pt in #334d99 that book.json does not list [cover.art]"}),
            1)
      << r.err;
}

// Taking the art out of book.json does not switch its proof off: every
// drawing it listed is then a maze it does not list.
TEST_F(CoverSilhouette, OrnamentsTakenOutOfBookJsonFail) {
  ASSERT_EQ(manifest_["version"], 2);
  manifest_.erase("ornaments");
  write_text(copy_ / "book.json", manifest_.dump(1));
  const RunResult r = run_mazeproof(copy_.path());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(lines_with(r.err, {"interior.pdf: page 1: a 12 x 9 maze drawing in #676767 that "
                               "book.json does not list [ornaments.proved]"}),
            1)
      << r.err;
}

TEST_F(CoverSilhouette, FrontArtAndBackSamplesTakenOutOfBookJsonFail) {
  manifest_["cover"].erase("front_art");
  manifest_["cover"].erase("back_samples");
  write_text(copy_ / "book.json", manifest_.dump(1));
  const RunResult r = run_mazeproof(copy_.path());
  EXPECT_EQ(r.code, 1) << r.err;
  // The front's maze and the three previews of the back.
  EXPECT_EQ(
      lines_with(r.err, {"cover.pdf: page 1: a ",
                         " maze drawing in #222222 that book.json does not list [cover.art]"}),
      4)
      << r.err;
}

TEST(CoverWithoutSilhouettes, AThemeWithoutSilhouettesKeepsTheRectangle) {
  TempDir dir;
  const std::string art = std::string(MAZEBOOK_SOURCE_DIR) + "/templates/themes/art/";
  write_text(dir.path() + "/plain.json", R"({"template": "kids", "pictures": {"start": [")" + art +
                                             R"(fish.svg"],
                 "finish": [")" + art + R"(shell.svg"], "cover": [")" +
                                             art + R"(chest.svg"]}})");
  const std::string spec = R"({"title": "Plain", "author": "A", "trim": "6x9", "seed": 4,
      "theme": ")" + dir.path() +
                           R"(/plain.json",
      "sections": [{"preset": "kids-easy", "count": 8}], "solutions_per_page": 4})";
  ASSERT_TRUE(build_real_book(dir.path(), "book", spec)) << slurp(dir / "book/check.json");
  const nlohmann::json book = nlohmann::json::parse(slurp(dir / "book/book.json"));
  EXPECT_EQ(book["version"], 1);
  const nlohmann::json& front = book["cover"]["front_art"];
  EXPECT_EQ(front["columns"], 14);
  EXPECT_FALSE(front.contains("silhouette"));
  EXPECT_FALSE(front.contains("placement"));
  EXPECT_EQ(book["cover"]["front_pictures"].size(), 1u);
  EXPECT_EQ(run_mazeproof(dir / "book").code, 0);
}

}  // namespace
}  // namespace mazeproof_test
