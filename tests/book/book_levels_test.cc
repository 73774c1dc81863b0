// The words a book prints from spec, presets and template together: a
// section is named by its spec, else by its preset's level in the
// template's words, else by its preset's label; {levels} spans the book's
// levels from the easiest to the hardest, whatever the sections' order
// and shapes; the shapes' words come only through {shape} and {shapes};
// sections say their count and level ("12 mazes, easy"), their grid only
// where a template asks; stars mark a maze only where a template asks;
// and every shipped template names every level and its word.

#include <gtest/gtest.h>

#include <filesystem>

#include "base/data_paths.h"
#include "base/json_reader.h"
#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/book_texts.h"
#include "book/level.h"
#include "render/shipped_masks.h"
#include "support/book_files.h"

namespace {

using mazebook::BookTemplate;

mazebook::BookSpec spec_of(const std::string& sections) {
  const std::string text =
      R"({"title": "T", "author": "A", "trim": "6x9", "sections": )" + sections + "}";
  return mazebook::parse_book_spec(mazebook::parse_json_text(text, "spec.json"), "spec.json",
                                   mazebook::mask_files());
}

mazebook::BookSpec named(const std::string& sections, const BookTemplate& look) {
  mazebook::BookSpec spec = spec_of(sections);
  mazebook::name_sections(spec, look);
  return spec;
}

TEST(BookLevels, SectionsAreNamedBySpecThenLevelThenPresetLabel) {
  mbtest::TempDir dir("levels");
  // A preset written before levels.
  mbtest::write_text(dir.file("old.json"),
                     R"({"name": "old", "label": "Old Style", "grid": {"columns": 6, "rows": 6},
                         "generators": {"wilson": 1}})");
  BookTemplate look;
  look.levels["easy"] = "Leicht";
  const mazebook::BookSpec spec = named(R"([{"preset": "easy", "count": 1},
    {"preset": "medium", "count": 1, "title": "Middle"}, {"preset": "circle-medium", "count": 1},
    {"preset": ")" + dir.file("old.json") + R"(", "count": 1}])",
                                        look);
  EXPECT_EQ(spec.sections[0].title, "Leicht");     // the template's name of easy
  EXPECT_EQ(spec.sections[1].title, "Middle");     // the spec's own title wins
  EXPECT_EQ(spec.sections[2].title, "Medium");     // its level, not its shape ("Circle")
  EXPECT_EQ(spec.sections[3].title, "Old Style");  // no level: the preset's label
}

TEST(BookLevels, ABookWithNoSectionsHasNoLevelsAndNoShapes) {
  // A spec as read always has a section ("sections": [] is refused:
  // tests/data/specs/sections-empty.json); one made in code may have none,
  // and its words are then empty.
  const BookTemplate look;
  const mazebook::BookSpec spec;
  EXPECT_EQ(mazebook::levels_text(spec, look), "");
  EXPECT_EQ(mazebook::shapes_text(spec, look), "");
  EXPECT_EQ(mazebook::book_text_values(spec, look, 0).at("levels"), "");
}

TEST(BookLevels, TheRangeRunsFromTheEasiestToTheHardestLevel) {
  BookTemplate look;
  look.texts["level_range"] = "von {first} bis {last}";
  EXPECT_EQ(mazebook::levels_text(named(R"([{"preset": "easy", "count": 1}])", look), look),
            "Easy");
  // Ordered by level, not by section.
  EXPECT_EQ(mazebook::levels_text(named(R"([{"preset": "expert", "count": 1},
      {"preset": "easy", "count": 1}, {"preset": "medium", "count": 1}])",
                                        look),
                                  look),
            "von Easy bis Expert");
  // Titles and shapes say nothing of the range.
  EXPECT_EQ(mazebook::levels_text(named(R"([{"preset": "circle-medium", "count": 1},
      {"preset": "hex-hard", "count": 1, "title": "Honeycombs"}])",
                                        look),
                                  look),
            "von Medium bis Hard");
  // Two sections of one level are that level, not a range.
  EXPECT_EQ(mazebook::levels_text(named(R"([{"preset": "circle-medium", "count": 1},
      {"preset": "triangle-medium", "count": 1}])",
                                        look),
                                  look),
            "Medium");
  // The kids' levels come before the adults'.
  EXPECT_EQ(mazebook::levels_text(named(R"([{"preset": "easy", "count": 1},
      {"preset": "kids-hard", "count": 1}])",
                                        look),
                                  look),
            "von Kids: Hard bis Easy");
  const auto values = mazebook::book_text_values(
      named(R"([{"preset": "easy", "count": 1}, {"preset": "hard", "count": 1}])", look), look, 42);
  EXPECT_EQ(values.at("levels"), "von Easy bis Hard");
  EXPECT_EQ(values.at("count"), "42");
  EXPECT_EQ(values.at("year"), "2026");
}

TEST(BookLevels, AnotherLanguageNamesTheLevels) {
  const BookTemplate german = mazebook::load_template(
      (std::filesystem::path(MAZEBOOK_TEST_DATA) / "templates" / "german.json").string(), "test");
  const mazebook::BookSpec spec = named(R"([{"preset": "circle-medium", "count": 1},
      {"preset": "hex-hard", "count": 1}, {"preset": "medium", "count": 1}])",
                                        german);
  EXPECT_EQ(spec.sections[0].title, "Mittel");
  const auto values = mazebook::book_text_values(spec, german, 3);
  EXPECT_EQ(values.at("levels"), "von Mittel bis Schwer");
  EXPECT_EQ(values.at("shapes"), "Kreise, Sechsecke und Quadrate");
}

TEST(BookLevels, ShapesAreNamedOnlyWhereATemplateAsks) {
  const BookTemplate look;
  const mazebook::BookSpec spec = named(R"([{"preset": "circle-medium", "count": 1},
      {"preset": "hex-hard", "count": 1}, {"preset": "triangle-medium", "count": 1}])",
                                        look);
  const auto values = mazebook::book_text_values(spec, look, 3);
  EXPECT_EQ(look.text_for("level_line", values), "Medium to Hard, 3 mazes");
  EXPECT_EQ(values.at("shapes"), "Circles, Hexagons and Triangles");
  EXPECT_EQ(mazebook::shapes_text(named(R"([{"preset": "hex-hard", "count": 1},
      {"preset": "hex-hard", "count": 1}, {"preset": "circle-medium", "count": 1}])",
                                        look),
                                  look),
            "Hexagons and Circles");
  EXPECT_EQ(mazebook::shapes_text(named(R"([{"preset": "kids-heart", "count": 1}])", look), look),
            "Shapes");
  EXPECT_EQ(mazebook::section_text_values(spec.sections[1], look).at("shape"), "Hexagons");
  BookTemplate asks = look;
  asks.texts["level_line"] = "{shapes}: {levels}";
  EXPECT_EQ(asks.text_for("level_line", values), "Circles, Hexagons and Triangles: Medium to Hard");
}

TEST(BookLevels, SectionsSayTheirCountAndLevelNotTheirGrid) {
  const BookTemplate look;
  const mazebook::BookSpec spec = named(R"([{"preset": "easy", "count": 12},
      {"preset": "circle-medium", "count": 10, "title": "Circles"},
      {"preset": "kids-easy", "count": 6, "title": "Warm Up"},
      {"preset": "hard", "count": 1, "title": "Bonus"}, {"preset": "medium", "count": 1}])",
                                        look);
  const auto note = [&](size_t s) {
    const bool rect = spec.sections[s].preset.grid_spec.kind == mazebook::GridKind::rect;
    return look.text_for(rect ? "section_note" : "section_note_shaped",
                         mazebook::section_text_values(spec.sections[s], look));
  };
  // A section titled by its level does not say the level twice.
  EXPECT_EQ(note(0), "12 mazes");
  EXPECT_EQ(note(1), "10 mazes, medium");
  EXPECT_EQ(note(2), "6 mazes, easy for kids");
  EXPECT_EQ(note(3), "1 maze, hard");
  EXPECT_EQ(note(4), "1 maze");
  const auto contents = [&](size_t s) {
    return look.text_for("contents_section", mazebook::section_text_values(spec.sections[s], look));
  };
  EXPECT_EQ(contents(0), "Easy: 12 mazes");
  EXPECT_EQ(contents(2), "Warm Up: 6 mazes, easy for kids");
  // The grid's size where a template asks for it.
  EXPECT_EQ(mazebook::fill_placeholders("{columns} x {rows} cells",
                                        mazebook::section_text_values(spec.sections[0], look)),
            "10 x 12 cells");
}

TEST(BookLevels, StarsMarkEachMazeOnlyWhereATemplateAsks) {
  BookTemplate look;
  const mazebook::BookSpec spec = named(R"([{"preset": "medium", "count": 1},
      {"preset": "expert", "count": 1}, {"preset": "kids-medium", "count": 1}])",
                                        look);
  // Off by default: the level line is the level's name.
  EXPECT_EQ(mazebook::level_line(look, spec.sections[0], 1, 5), "Medium");
  look.texts["maze_level"] = "{level}  {stars}";
  EXPECT_EQ(mazebook::level_line(look, spec.sections[0], 1, 5), "Medium  ★★☆☆");
  EXPECT_EQ(mazebook::level_line(look, spec.sections[1], 2, 6), "Expert  ★★★★");
  EXPECT_EQ(mazebook::level_line(look, spec.sections[2], 3, 7), "Kids: Medium  ★★☆");
  look.texts["star"] = "*";
  look.texts["star_off"] = "";
  const mazebook::BookSpec plain = named(R"([{"preset": "hard", "count": 1}])", look);
  EXPECT_EQ(mazebook::level_line(look, plain.sections[0], 1, 5), "Hard  ***");
}

TEST(BookLevels, ATemplateThatNamesItsLevelsUsesThemAsItsWords) {
  mbtest::TempDir dir("level-words");
  mbtest::write_text(dir.file("mine.json"), R"({"levels": {"easy": "Facile"}})");
  const BookTemplate mine = mazebook::load_template(dir.file("mine.json"), "test");
  const mazebook::BookSpec spec =
      named(R"([{"preset": "easy", "count": 4, "title": "Start"}])", mine);
  EXPECT_EQ(mine.text_for("section_note", mazebook::section_text_values(spec.sections[0], mine)),
            "4 mazes, Facile");
  const BookTemplate german = mazebook::load_template(
      (std::filesystem::path(MAZEBOOK_TEST_DATA) / "templates" / "german.json").string(), "test");
  const mazebook::BookSpec de = named(
      R"([{"preset": "hard", "count": 4, "title": "Teil 2"}, {"preset": "hard", "count": 1}])",
      german);
  EXPECT_EQ(german.text_for("section_note", mazebook::section_text_values(de.sections[0], german)),
            "4 Labyrinthe, schwer");
  EXPECT_EQ(german.text_for("section_note", mazebook::section_text_values(de.sections[1], german)),
            "1 Labyrinth");
}

TEST(BookLevels, EveryShippedTemplateNamesEveryLevel) {
  for (const std::string& name : mazebook::shipped_template_names()) {
    SCOPED_TRACE(name);
    const mazebook::Json file =
        mazebook::read_json_file(mazebook::data_dir() + "/templates/" + name + ".json", 1 << 20);
    ASSERT_TRUE(file.contains("levels"));
    for (std::string_view level : mazebook::level_names()) {
      ASSERT_TRUE(file["levels"].contains(std::string(level))) << level;
      EXPECT_FALSE(file["levels"][std::string(level)].get<std::string>().empty()) << level;
    }
    EXPECT_EQ(file["levels"].size(), mazebook::level_names().size());
    for (std::string_view level : mazebook::level_names()) {
      const std::string word = "difficulty_" + std::string(level);
      ASSERT_TRUE(file["texts"].contains(word)) << word;
      EXPECT_FALSE(file["texts"][word].get<std::string>().empty()) << word;
    }
  }
}

TEST(BookLevels, EveryShippedPresetHasALevel) {
  for (const std::string& name : mazebook::shipped_preset_names()) {
    const mazebook::Preset preset = mazebook::load_preset(name, "test", mazebook::mask_files());
    EXPECT_TRUE(preset.level.has_value()) << name;
  }
  EXPECT_EQ(mazebook::load_preset("expert", "test", mazebook::mask_files()).level,
            mazebook::Level::expert);
  EXPECT_EQ(mazebook::load_preset("kids-circle", "test", mazebook::mask_files()).level,
            mazebook::Level::kids_medium);
}

}  // namespace
