// Themes (book/theme.h, templates/themes/README.md): every shipped theme
// loads and every picture it names passes the flat-art rule in colour and
// in grey; pictures are chosen from a set by the seed alone; a broken theme
// is refused naming its file, the field and the problem.

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "base/error.h"
#include "book/book_mazes.h"
#include "book/theme.h"
#include "render/picture.h"
#include "support/book_files.h"

namespace {

using mazebook::Error;
using mazebook::PictureRole;
using mazebook::Theme;

std::string error_of(const std::string& theme_json) {
  mbtest::TempDir dir("theme");
  const auto path = dir.path() / "mine.json";
  mbtest::write_text(dir.path() / "art.svg",
                     "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" "
                     "height=\"4\"><rect width=\"4\" height=\"4\"/></svg>");
  mbtest::write_text(path, theme_json);
  try {
    mazebook::load_theme(path.string(), "spec.json: theme");
  } catch (const Error& e) {
    const std::string message = e.what();
    const std::string folder = dir.path().string() + "/";
    std::string shown = message;
    for (size_t at = shown.find(folder); at != std::string::npos; at = shown.find(folder)) {
      shown.replace(at, folder.size(), "DIR/");
    }
    return shown;
  }
  return "";
}

TEST(ShippedThemes, AreTheFiveAndEveryPictureIsFlatInColourAndGrey) {
  EXPECT_EQ(mazebook::shipped_theme_names(),
            (std::vector<std::string>{"animals", "dinosaurs", "ocean", "space", "vehicles"}));
  for (const std::string& name : mazebook::shipped_theme_names()) {
    const Theme theme = mazebook::load_theme(name, "test");
    EXPECT_EQ(theme.name, name);
    EXPECT_EQ(theme.base_template, "kids") << name;
    EXPECT_FALSE(theme.start.empty()) << name;
    EXPECT_FALSE(theme.finish.empty()) << name;
    EXPECT_FALSE(theme.cover.empty()) << name;
    EXPECT_FALSE(theme.silhouettes.empty()) << name;
    EXPECT_TRUE(theme.template_layer.contains("colours")) << name;
    for (const PictureRole role :
         {PictureRole::start, PictureRole::finish, PictureRole::section, PictureRole::cover}) {
      for (const mazebook::ArtFile& art : mazebook::pictures_for(theme, role)) {
        EXPECT_NO_THROW({
          const mazebook::Picture picture = mazebook::Picture::load(art.path, art.shown);
          EXPECT_FALSE(picture.raster()) << art.shown;
          EXPECT_GT(picture.width(), 0) << art.shown;
        }) << name
           << ": " << art.shown;
      }
    }
  }
}

TEST(ThemePictures, AreChosenByTheSeedAloneAndCoverTheSet) {
  std::map<int, int> seen;
  for (int index = 0; index < 400; ++index) {
    const int chosen = mazebook::choose_picture(8, 2026, 1, index, PictureRole::start);
    ASSERT_GE(chosen, 0);
    ASSERT_LT(chosen, 8);
    EXPECT_EQ(chosen, mazebook::choose_picture(8, 2026, 1, index, PictureRole::start));
    ++seen[chosen];
  }
  EXPECT_EQ(seen.size(), 8u);
  for (const auto& [picture, count] : seen) EXPECT_GT(count, 20) << picture;  // about 50 each
  // START and FINISH of one maze are drawn independently.
  int same = 0;
  for (int index = 0; index < 100; ++index) {
    same += mazebook::choose_picture(5, 7, 0, index, PictureRole::start) ==
            mazebook::choose_picture(5, 7, 0, index, PictureRole::finish);
  }
  EXPECT_LT(same, 40);
  EXPECT_EQ(mazebook::choose_picture(1, 99, 3, 4, PictureRole::cover), 0);
}

TEST(ThemePictures, EachSectionShowsEveryPictureBeforeOneComesBack) {
  const Theme theme = mazebook::load_theme("animals", "test");
  std::vector<mazebook::BookMaze> mazes(30);
  for (size_t i = 0; i < mazes.size(); ++i) mazes[i].section = i < 20 ? 0 : 1;
  mazebook::choose_mark_pictures(theme, 11, mazes);
  const size_t starts = theme.start.size();
  const size_t finishes = theme.finish.size();
  ASSERT_EQ(starts, 8u);
  std::set<int> first_eight;
  for (size_t i = 0; i < 8; ++i) first_eight.insert(mazes[i].start_picture);
  EXPECT_EQ(first_eight.size(), starts);
  for (size_t i = 0; i + starts < 20; ++i) {
    EXPECT_EQ(mazes[i].start_picture, mazes[i + starts].start_picture) << i;  // dealt in turn
  }
  for (size_t i = 0; i + finishes < 20; ++i) {
    EXPECT_EQ(mazes[i].finish_picture, mazes[i + finishes].finish_picture) << i;
  }
  // The next section deals afresh, from the start of its own order.
  std::set<int> second;
  for (size_t i = 20; i < 28; ++i) second.insert(mazes[i].start_picture);
  EXPECT_EQ(second.size(), starts);
  // Seeded: the same seed gives the same pictures, another seed others.
  std::vector<mazebook::BookMaze> again = mazes;
  mazebook::choose_mark_pictures(theme, 11, again);
  std::vector<mazebook::BookMaze> other = mazes;
  mazebook::choose_mark_pictures(theme, 12, other);
  int same = 0;
  for (size_t i = 0; i < mazes.size(); ++i) {
    EXPECT_EQ(again[i].start_picture, mazes[i].start_picture);
    same += other[i].start_picture == mazes[i].start_picture;
  }
  EXPECT_LT(same, 30);
  const std::vector<int> sections = mazebook::choose_section_pictures(theme, 11, 4);
  ASSERT_EQ(sections.size(), 4u);
  EXPECT_NE(sections[0], sections[1]);
  EXPECT_EQ((sections[0] + 2) % 3, sections[2]);  // three section pictures, dealt in turn
}

TEST(ShippedThemes, SectionPagesRepeatNoPictureUntilAllAreShown) {
  for (const std::string& name : mazebook::shipped_theme_names()) {
    SCOPED_TRACE(name);
    const mazebook::Theme theme = mazebook::load_theme(name, "test");
    const std::vector<mazebook::ArtFile> pool = mazebook::section_pool(theme);
    const int sections = static_cast<int>(pool.size()) + 2;
    ASSERT_GT(static_cast<int>(pool.size()), static_cast<int>(theme.section.size()));
    for (uint64_t seed : {1u, 7u, 11u}) {
      const std::vector<int> chosen = mazebook::choose_section_pictures(theme, seed, sections);
      std::set<std::string> shown;
      for (size_t s = 0; s < pool.size(); ++s) shown.insert(pool[chosen[s]].path);
      EXPECT_EQ(shown.size(), pool.size()) << seed;  // every one before any comes back
      // The section set first, as before: a book with no more sections than
      // section pictures shows the same ones.
      for (size_t s = 0; s < theme.section.size(); ++s)
        EXPECT_LT(chosen[s], static_cast<int>(theme.section.size()));
      EXPECT_EQ(chosen[pool.size()], chosen[0]);
    }
  }
}

TEST(ThemeErrors, NameTheFileTheFieldAndTheProblem) {
  EXPECT_EQ(error_of("[1]"), "DIR/mine.json: expected an object");
  EXPECT_EQ(error_of("{}"),
            "DIR/mine.json: expected \"pictures\": a theme's START and FINISH sets");
  EXPECT_EQ(error_of(R"({"pictures": {"start": ["art.svg"]}})"),
            "DIR/mine.json: pictures: expected the picture set \"finish\"");
  EXPECT_EQ(error_of(R"({"pictures": {"start": [], "finish": ["art.svg"]}})")
                .rfind("DIR/mine.json: pictures.start: ", 0),
            0u);
  EXPECT_EQ(error_of(R"({"pictures": {"start": ["art.svg"], "finish": ["art.svg"], "end": []}})")
                .rfind("DIR/mine.json: pictures.end: unknown key; valid: ", 0),
            0u);
  EXPECT_EQ(error_of(R"({"pictures": {"start": ["art.gif"], "finish": ["art.svg"]}})"),
            "DIR/mine.json: pictures.start[0]: expected an .svg, .png or .jpg picture, got "
            "'art.gif'");
  EXPECT_EQ(error_of(R"({"pictures": {"start": ["art.svg"], "finish": ["gone.svg"]}})"),
            "DIR/mine.json: pictures.finish[0]: no such picture file: DIR/gone.svg");
  EXPECT_EQ(
      error_of(
          R"({"pictures": {"start": ["openclipart:../../etc/x.svg"], "finish": ["art.svg"]}})"),
      "DIR/mine.json: pictures.start[0]: expected openclipart:FOLDER/FILE.svg inside "
      "/usr/share/openclipart/svg, got 'openclipart:../../etc/x.svg'");
  EXPECT_EQ(error_of(R"({"pictures": {"start": ["openclipart:animals/none.svg"],
                         "finish": ["art.svg"]}})"),
            "DIR/mine.json: pictures.start[0]: no such picture file: "
            "/usr/share/openclipart/svg/animals/none.svg (Debian's openclipart-svg package)");
  EXPECT_EQ(error_of(R"({"pictures": {"start": ["art.svg"], "finish": ["art.svg"]},
                         "silhouettes": ["unicorn"]})"),
            "DIR/mine.json: silhouettes[0]: no silhouette 'unicorn' in presets/masks");
  EXPECT_EQ(
      error_of(R"({"template": 3, "pictures": {"start": ["art.svg"], "finish": ["art.svg"]}})")
          .rfind("DIR/mine.json: template: ", 0),
      0u);
}

TEST(ThemeErrors, AnUnknownNameListsTheShippedOnes) {
  try {
    mazebook::load_theme("jungle", "spec.json: theme");
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "spec.json: theme: unknown theme 'jungle'; valid: animals, dinosaurs, ocean, "
                 "space, vehicles");
  }
}

}  // namespace
