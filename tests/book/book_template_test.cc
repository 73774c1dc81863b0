// Templates: the classic template's file holds exactly the documented
// defaults, so a template may leave out any key (or all but its name) and
// get the classic look for it; partial groups keep their other defaults;
// the older "belongs_to_page" still reads; every bad template under
// tests/data/templates/ (each NAME.json with a NAME.expected) is refused
// with its exact one-line message. The words a book prints from spec and
// template together: tests/book/book_levels_test.cc.

#include "book/book_template.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "base/error.h"
#include "base/json_reader.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;
using mazebook::BookTemplate;
using mazebook::Colour;
using mazebook::PageKind;

void expect_colour(const Colour& a, const Colour& b, const char* what) {
  EXPECT_DOUBLE_EQ(a.r, b.r) << what;
  EXPECT_DOUBLE_EQ(a.g, b.g) << what;
  EXPECT_DOUBLE_EQ(a.b, b.b) << what;
}

// Every member but the name and the source.
void expect_same_look(const BookTemplate& a, const BookTemplate& b) {
  EXPECT_EQ(a.front_matter, b.front_matter);
  EXPECT_EQ(a.back_matter, b.back_matter);
  EXPECT_EQ(a.title_font, b.title_font);
  EXPECT_EQ(a.heading_font, b.heading_font);
  EXPECT_EQ(a.body_font, b.body_font);
  EXPECT_EQ(a.label_font, b.label_font);
  const std::pair<double BookTemplate::*, const char*> sizes[] = {
      {&BookTemplate::title_size, "title"},
      {&BookTemplate::subtitle_size, "subtitle"},
      {&BookTemplate::author_size, "author"},
      {&BookTemplate::section_size, "section"},
      {&BookTemplate::heading_size, "heading"},
      {&BookTemplate::level_size, "level"},
      {&BookTemplate::body_size, "body"},
      {&BookTemplate::page_text_size, "page_text"},
      {&BookTemplate::page_number_size, "page_number"},
      {&BookTemplate::marks_size, "marks"},
      {&BookTemplate::solution_label_size, "solution_label"},
      {&BookTemplate::cover_title_size, "cover_title"},
      {&BookTemplate::cover_subtitle_size, "cover_subtitle"},
      {&BookTemplate::cover_author_size, "cover_author"},
      {&BookTemplate::cover_level_size, "cover_level"},
      {&BookTemplate::back_text_size, "back_text"},
      {&BookTemplate::spine_size, "spine"},
      {&BookTemplate::wall_scale, "wall_scale"}};
  for (const auto& [member, name] : sizes) EXPECT_EQ(a.*member, b.*member) << name;
  const std::pair<Colour BookTemplate::*, const char*> colours[] = {
      {&BookTemplate::text, "text"},
      {&BookTemplate::muted, "muted"},
      {&BookTemplate::accent, "accent"},
      {&BookTemplate::start, "start"},
      {&BookTemplate::finish, "finish"},
      {&BookTemplate::mark, "mark"},
      {&BookTemplate::cover_background, "cover_background"},
      {&BookTemplate::cover_panel, "cover_panel"},
      {&BookTemplate::cover_text, "cover_text"},
      {&BookTemplate::cover_accent, "cover_accent"}};
  for (const auto& [member, name] : colours) expect_colour(a.*member, b.*member, name);
  EXPECT_EQ(a.marks, b.marks);
  EXPECT_EQ(a.texts, b.texts);
  EXPECT_EQ(a.levels, b.levels);
}

BookTemplate load_text(const std::string& file_name, const std::string& json) {
  static mbtest::TempDir dir("templates");
  const std::string path = dir.file(file_name);
  mbtest::write_text(path, json);
  return mazebook::load_template(path, "spec.json: template");
}

TEST(BookTemplate, TheClassicFileHoldsTheDocumentedDefaults) {
  const BookTemplate classic = mazebook::load_template("classic", "test");
  const BookTemplate defaults;
  EXPECT_EQ(classic.name, defaults.name);
  expect_same_look(classic, defaults);
  EXPECT_EQ(defaults.front_matter, (std::vector<PageKind>{PageKind::title, PageKind::copyright,
                                                          PageKind::contents, PageKind::how_to}));
  EXPECT_EQ(defaults.back_matter, std::vector<PageKind>{PageKind::thank_you});
  EXPECT_EQ(defaults.texts.size(), 56u);
  EXPECT_EQ(defaults.texts.at("level_range"), "{first} to {last}");
}

TEST(BookTemplate, AnEmptyTemplateIsClassicUnderItsFileName) {
  const BookTemplate plain = load_text("plain.json", "{}");
  EXPECT_EQ(plain.name, "plain");
  expect_same_look(plain, BookTemplate{});
  const BookTemplate named = load_text("named.json", R"({"name": "mine"})");
  EXPECT_EQ(named.name, "mine");
  expect_same_look(named, BookTemplate{});
}

TEST(BookTemplate, PartialGroupsKeepTheirOtherDefaults) {
  const BookTemplate t = load_text("partial.json", R"({"sizes": {"title": 40},
    "colours": {"accent": "#ff0000"}, "fonts": {"body": "Comic Neue"},
    "texts": {"start": "GO"}, "levels": {"easy": "Gentle"}})");
  const BookTemplate d;
  EXPECT_EQ(t.title_size, 40);
  EXPECT_EQ(t.subtitle_size, d.subtitle_size);
  expect_colour(t.accent, {1, 0, 0}, "accent");
  expect_colour(t.muted, d.muted, "muted");
  EXPECT_EQ(t.body_font, "Comic Neue");
  EXPECT_EQ(t.title_font, d.title_font);
  EXPECT_EQ(t.text_for("start", {}), "GO");
  EXPECT_EQ(t.text_for("finish", {}), "FINISH");
  EXPECT_EQ(t.levels.at("easy"), "Gentle");
  EXPECT_EQ(t.levels.at("hard"), d.levels.at("hard"));
}

TEST(BookTemplate, FrontMatterIsAListAndTheOlderBoolStillReads) {
  EXPECT_EQ(mazebook::load_template("kids", "test").front_matter,
            (std::vector<PageKind>{PageKind::title, PageKind::copyright, PageKind::belongs_to,
                                   PageKind::how_to}));
  EXPECT_EQ(mazebook::load_template("kids", "test").back_matter,
            std::vector<PageKind>{PageKind::thank_you});
  EXPECT_EQ(load_text("no-back.json", R"({"back_matter": []})").back_matter,
            std::vector<PageKind>{});
  EXPECT_EQ(load_text("bare.json", R"({"front_matter": []})").front_matter,
            std::vector<PageKind>{});
  EXPECT_EQ(load_text("own.json", R"({"front_matter": ["belongs_to", "title"]})").front_matter,
            (std::vector<PageKind>{PageKind::belongs_to, PageKind::title}));
  // The older spelling adds the page after the default front matter.
  EXPECT_EQ(load_text("older.json", R"({"belongs_to_page": true})").front_matter,
            (std::vector<PageKind>{PageKind::title, PageKind::copyright, PageKind::contents,
                                   PageKind::how_to, PageKind::belongs_to}));
  EXPECT_EQ(load_text("older-no.json", R"({"belongs_to_page": false})").front_matter,
            (std::vector<PageKind>{PageKind::title, PageKind::copyright, PageKind::contents,
                                   PageKind::how_to}));
}

TEST(BookTemplate, EveryBadTemplateIsRefusedWithItsExactMessage) {
  const fs::path folder = fs::path(MAZEBOOK_TEST_DATA) / "templates";
  int cases = 0;
  for (const auto& entry : fs::directory_iterator(folder)) {
    fs::path expected_file = entry.path();
    expected_file.replace_extension(".expected");
    if (entry.path().extension() != ".json" || !fs::exists(expected_file)) continue;
    ++cases;
    SCOPED_TRACE(entry.path().filename().string());
    std::string expected = mbtest::read_bytes(expected_file);
    while (!expected.empty() && expected.back() == '\n') expected.pop_back();
    expected.replace(expected.find("{file}"), 6, entry.path().string());
    try {
      mazebook::load_template(entry.path().string(), "spec.json: template");
      ADD_FAILURE() << "accepted";
    } catch (const mazebook::Error& e) {
      EXPECT_EQ(std::string(e.what()), expected);
      EXPECT_EQ(e.exit_code(), mazebook::kExitUnusable);
    }
  }
  EXPECT_GE(cases, 13);
}

TEST(BookTemplate, ABadTemplateStopsTheBuildAndWritesNothing) {
  mbtest::TempDir dir("bad-template");
  const std::string bad = (fs::path(MAZEBOOK_TEST_DATA) / "templates" / "marks-unknown.json");
  const std::string spec = dir.file("spec.json");
  mbtest::write_text(spec, R"({"title": "T", "author": "A", "trim": "6x9", "template": ")" + bad +
                               R"(", "sections": [{"preset": "easy", "count": 20}]})");
  const mbtest::CliRun r = mbtest::run_mazebook({"build", spec, "--out", dir.file("out"), "-q"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: " + bad + ": marks: expected one of arrow, badge, got \"flag\"\n");
  EXPECT_FALSE(fs::exists(dir.file("out/book.json")));
}

}  // namespace
