// Templates through the build, as a user meets them: (a) a template that
// keeps only its name, and the kids template with any one key group left
// out, each build a book that mazeproof proves (the build runs it and fails
// otherwise); (b) a template in German (tests/data/templates/german.json)
// builds a book whose interior and cover show no English word: pdftotext's
// text of both files is checked against every word of the classic
// template's texts and of the shipped presets' labels.

#include <gtest/gtest.h>

#include <cctype>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "base/data_paths.h"
#include "base/json_reader.h"
#include "book/preset.h"
#include "render/shipped_masks.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;
using mazebook::Json;

// Two small sections of small mazes: quick to select and to prove.
std::string spec_with_template(const std::string& template_path) {
  return R"({"title": "Template Test", "author": "T. Tester", "trim": "6x9", "seed": 4,
    "template": ")" +
         template_path + R"(", "sections": [{"preset": "kids-easy", "count": 6},
    {"preset": "kids-medium", "count": 6}]})";
}

void expect_builds_and_proves(const std::string& name, const Json& look) {
  SCOPED_TRACE(name);
  mbtest::TempDir dir("look");
  const std::string path = dir.file(name + ".json");
  mbtest::write_text(path, look.dump(2));
  const auto book = mbtest::build_book(spec_with_template(path), "look");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  const Json check = Json::parse(mbtest::read_bytes(book->out / "check.json"));
  EXPECT_EQ(check["verdict"], "pass");
  EXPECT_GE(book->manifest["interior"]["pages"].get<int>(), 24);
}

TEST(Templates, ATemplateOfOnlyANameBuildsAProvedBook) {
  expect_builds_and_proves("name-only", Json{{"name", "bare"}});
}

TEST(Templates, LeavingOutAnyKeyGroupBuildsAProvedBook) {
  const Json kids = mazebook::read_json_file(mazebook::data_dir() + "/templates/kids.json",
                                             mazebook::kMaxSpecBytes, "kids.json");
  int groups = 0;
  for (const auto& [key, ignored] : kids.items()) {
    if (key == "name") continue;
    Json without = kids;
    without.erase(key);
    expect_builds_and_proves("kids-without-" + key, without);
    ++groups;
  }
  EXPECT_GE(groups, 8);
}

// Words of two letters or more, ASCII letters lowered; Latin letters
// beyond ASCII (ä, ß) count too, so "Lösungen" is one word, while signs
// such as ©, × and · part words.
std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  const auto flush = [&] {
    if (word.size() >= 2) words.push_back(word);
    word.clear();
  };
  for (size_t i = 0; i < text.size();) {
    const auto u = static_cast<unsigned char>(text[i]);
    size_t length = 1;
    uint32_t code = u;
    if (u >= 0xC0 && i + 1 < text.size()) {  // two bytes cover U+0080 to U+07FF
      length = u >= 0xF0 ? 4 : u >= 0xE0 ? 3 : 2;
      code = length == 2 ? ((u & 0x1Fu) << 6) | (static_cast<unsigned char>(text[i + 1]) & 0x3Fu)
                         : 0x800;
    }
    const bool letter = (code < 0x80 && std::isalpha(u)) ||
                        (code >= 0xC0 && code <= 0x24F && code != 0xD7 && code != 0xF7);
    if (letter) {
      word +=
          code < 0x80 ? std::string(1, static_cast<char>(std::tolower(u))) : text.substr(i, length);
    } else {
      flush();
    }
    i += length;
  }
  flush();
  return words;
}

// The English a book could print: the classic template's texts (without
// their {placeholders}) and the shipped presets' labels.
std::set<std::string> english_words() {
  const Json classic = mazebook::read_json_file(mazebook::data_dir() + "/templates/classic.json",
                                                mazebook::kMaxSpecBytes, "classic.json");
  std::string text;
  for (const auto& [key, value] : classic["texts"].items()) {
    std::string t = value.get<std::string>();
    for (size_t open = t.find('{'); open != std::string::npos; open = t.find('{')) {
      t.erase(open, t.find('}', open) - open + 1);
    }
    text += t + "\n";
  }
  for (const std::string& name : mazebook::shipped_preset_names()) {
    text += mazebook::load_preset(name, "test", mazebook::mask_files()).label + "\n";
  }
  const std::vector<std::string> list = words_of(text);
  return {list.begin(), list.end()};
}

TEST(Templates, AGermanBookPrintsNoEnglishWord) {
  const std::string german = (fs::path(MAZEBOOK_TEST_DATA) / "templates" / "german.json").string();
  const auto book = mbtest::build_book(
      R"({"title": "Labyrinthe für kluge Köpfe", "subtitle": "Vierundzwanzig Rätsel",
      "author": "B. Autorin", "trim": "6x9", "seed": 9, "template": ")" +
          german + R"(", "back_text": "Jedes Labyrinth hat genau einen Weg. Viel Spaß!",
      "sections": [{"preset": "easy", "count": 12}, {"preset": "medium", "count": 12}]})",
      "german");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  const std::set<std::string> english = english_words();
  ASSERT_TRUE(english.count("solutions") && english.count("medium") && english.count("to"));
  for (const char* file : {"interior.pdf", "cover.pdf"}) {
    SCOPED_TRACE(file);
    const std::string text = mbtest::shell_output("pdftotext -enc UTF-8 '" +
                                                  (book->out / file).string() + "' - 2>/dev/null");
    const std::vector<std::string> words = words_of(text);
    ASSERT_GE(words.size(), 20u) << "pdftotext found no text";
    for (const std::string& w : words) EXPECT_EQ(english.count(w), 0u) << "English: " << w;
    const std::set<std::string> seen(words.begin(), words.end());
    // The German words are there: the template's and its level names.
    EXPECT_TRUE(seen.count("leicht")) << file;
    EXPECT_TRUE(seen.count("mittel")) << file;
  }
  const std::string interior = mbtest::shell_output(
      "pdftotext -enc UTF-8 '" + (book->out / "interior.pdf").string() + "' - 2>/dev/null");
  EXPECT_NE(interior.find("Lösungen"), std::string::npos);
  EXPECT_NE(interior.find("Dieses Buch gehört"), std::string::npos);
  EXPECT_EQ(book->manifest["mazes"][0]["level"], "Leicht");
}

}  // namespace
