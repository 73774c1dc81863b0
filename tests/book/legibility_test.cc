// Legible mazes (src/book/legibility.h): walls are thinned to a third of a
// cell, a grid too large for its page is refused naming the largest that
// fits, colours of maze pages stand out from the paper; and books with the
// heaviest walls the presets and templates allow still build and prove.

#include "book/legibility.h"

#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

#include "base/error.h"
#include "book/book_template.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;
using mazebook::legible_wall;

TEST(Legibility, WallsThinToAThirdOfACellButNotBelowKdpsLine) {
  EXPECT_DOUBLE_EQ(legible_wall(1.5, 12), 1.5);
  EXPECT_DOUBLE_EQ(legible_wall(12, 12), 4);
  EXPECT_DOUBLE_EQ(legible_wall(2, 3), 1);
  EXPECT_DOUBLE_EQ(legible_wall(2, 2.25), 0.75);
  EXPECT_DOUBLE_EQ(legible_wall(0.5, 30), 0.75);
}

TEST(Legibility, ContrastWithWhite) {
  EXPECT_NEAR(mazebook::contrast_with_white({0, 0, 0}), 21, 1e-9);
  EXPECT_NEAR(mazebook::contrast_with_white({1, 1, 1}), 1, 1e-9);
  // The kids template's START green and FINISH orange pass; a light grey does not.
  EXPECT_GT(mazebook::contrast_with_white({0x2e / 255.0, 0x8b / 255.0, 0x57 / 255.0}), 3);
  EXPECT_GT(mazebook::contrast_with_white({0xe4 / 255.0, 0x57 / 255.0, 0x2e / 255.0}), 3);
  EXPECT_LT(mazebook::contrast_with_white({0.8, 0.8, 0.8}), 3);
}

// A copy of a shipped template with `edit` applied, in `dir`.
std::string edited_template(const mbtest::TempDir& dir, const std::string& name,
                            const std::function<void(nlohmann::json&)>& edit) {
  nlohmann::json t = nlohmann::json::parse(
      mbtest::read_bytes(fs::path(MAZEBOOK_SOURCE_DIR) / "templates" / (name + ".json")));
  edit(t);
  const std::string path = dir.file(name + "-edited.json");
  mbtest::write_text(path, t.dump(2));
  return path;
}

TEST(Legibility, FaintStartMarkIsRefused) {
  mbtest::TempDir dir("legibility");
  const std::string path =
      edited_template(dir, "kids", [](nlohmann::json& t) { t["colours"]["start"] = "#dddddd"; });
  try {
    mazebook::load_template(path, "spec.json: template");
    FAIL() << "a faint START mark was accepted";
  } catch (const mazebook::Error& e) {
    EXPECT_EQ(std::string(e.what()),
              path +
                  ": colours.start: #dddddd on the page (#ffffff) has a contrast of 1.4:1; at "
                  "least 3:1 is needed to be seen");
  }
}

// A preset like easy with `columns` x `rows` cells and walls `weight` points.
std::string preset_file(const mbtest::TempDir& dir, int columns, int rows, double weight) {
  const std::string path = dir.file("grid-" + std::to_string(columns) + ".json");
  mbtest::write_text(path, R"({"name": "grid", "grid": {"columns": )" + std::to_string(columns) +
                               R"(, "rows": )" + std::to_string(rows) +
                               R"(}, "generators": {"backtracker": 1}, "tries_per_maze": 1, )"
                               R"("style": {"wall_weight": )" +
                               std::to_string(weight) + "}}");
  return path;
}

std::string spec_with(const std::string& preset, const std::string& trim,
                      const std::string& template_name, int count) {
  return R"({"title": "T", "author": "A", "trim": ")" + trim + R"(", "template": ")" +
         template_name + R"(", "seed": 2, "sections": [{"preset": ")" + preset + R"(", "count": )" +
         std::to_string(count) + "}]}";
}

TEST(Legibility, TooLargeAGridIsRefusedNamingTheLargestLegibleOne) {
  mbtest::TempDir dir("legibility");
  const std::string preset = preset_file(dir, 239, 266, 1.5);
  const std::string spec = dir.file("spec.json");
  mbtest::write_text(spec, spec_with(preset, "8.5x11", "classic", 9));
  const mbtest::CliRun run =
      mbtest::run_mazebook({"build", spec, "--out", dir.file("out"), "--quiet"});
  EXPECT_EQ(run.code, 2);
  EXPECT_EQ(run.err, "mazebook: " + spec +
                         ": sections[0]: grid 239 x 266 is too large to print legibly on 8.5x11 "
                         "(cells of 2.24 pt; legible cells are at least 2.25 pt): the largest "
                         "legible grid here is 238 x 269\n");
  EXPECT_FALSE(fs::exists(dir.file("out")));
}

TEST(Legibility, HeaviestPresetWallsAreThinnedAndTheBookProves) {
  mbtest::TempDir dir("legibility");
  const std::string preset = preset_file(dir, 32, 40, 12);
  const auto book = mbtest::build_book(spec_with(preset, "8.5x11", "classic", 10), "heavy");
  EXPECT_EQ(book->run.code, 0) << book->run.err;
}

TEST(Legibility, HeaviestTemplateWallScaleIsThinnedAndTheBookProves) {
  mbtest::TempDir dir("legibility");
  const std::string heavy =
      edited_template(dir, "classic", [](nlohmann::json& t) { t["wall_scale"] = 4; });
  const auto book = mbtest::build_book(spec_with("expert", "6x9", heavy, 10), "scale");
  EXPECT_EQ(book->run.code, 0) << book->run.err;
}

}  // namespace
