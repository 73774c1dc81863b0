// The interior draws the texts of its pages from the plan (book/text_plan.h,
// a puzzle variant's from book/variant_marks.h, the pages of words' from
// book/matter_plan.h) and lays none out by itself: each planned text
// given other words prints those words on its page.

#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "app/book_job.h"
#include "render/interior.h"
#include "support/book_files.h"

namespace {

constexpr const char* kSpec =
    R"({"title": "Planned Texts", "author": "T. Tester", "trim": "6x9", "seed": 5,
  "solutions_per_page": 1,
  "sections": [{"preset": "easy", "count": 4}, {"preset": "keys", "count": 1}]})";

// The texts a variant's drawing prints, to be changed.
std::vector<mazebook::PlacedText*> texts_of(mazebook::VariantDrawing& d) {
  std::vector<mazebook::PlacedText*> texts;
  for (mazebook::FloorMarks& floor : d.floors) {
    for (mazebook::LetterMark& k : floor.keys) texts.push_back(&k.letter);
    for (mazebook::LetterMark& door : floor.doors) texts.push_back(&door.letter);
  }
  for (mazebook::EntranceMark& e : d.entrances) texts.push_back(&e.letter);
  if (d.start_word) texts.push_back(&*d.start_word);
  if (d.finish_word) texts.push_back(&*d.finish_word);
  for (mazebook::PlacedText& heading : d.headings) texts.push_back(&heading);
  return texts;
}

TEST(InteriorTexts, EveryPlannedTextIsDrawnAsThePlanSays) {
  mbtest::TempDir dir("interior-texts");
  mbtest::write_text(dir.file("spec.json"), kSpec);
  std::unique_ptr<mazebook::BookJob> job =
      mazebook::prepare_book(dir.file("spec.json"), 1, nullptr);
  // Every text one word of its own, which no template prints: the pages'
  // and a variant's drawing's (which book.json's list copies).
  std::map<int, std::set<std::string>> expected;
  std::set<std::string> roles;
  int n = 0;
  const auto relabel = [&](mazebook::PlacedText& text) {
    char word[32];
    std::snprintf(word, sizeof word, "Planned%04d", n++);
    text.text = word;
    expected[text.page].insert(text.text);
    roles.insert(text.role);
  };
  std::set<std::tuple<int, std::string, double, double>> drawn_by_variants;
  for (mazebook::VariantMarks& v : job->variant_marks) {
    for (mazebook::VariantDrawing* d : {&v.maze, &v.solution}) {
      for (mazebook::PlacedText* text : texts_of(*d)) {
        drawn_by_variants.insert({text->page, text->role, text->x, text->y});
        relabel(*text);
      }
    }
  }
  for (mazebook::PlacedText& text : job->texts) {
    if (!drawn_by_variants.count({text.page, text.role, text.x, text.y})) relabel(text);
  }
  for (const char* role :
       {"section_heading", "section_note",   "maze_heading", "level_line",        "rule_line",
        "start",           "finish",         "page_number",  "solutions_heading", "solution_label",
        "title",           "author",         "copyright",    "contents_heading",  "contents_entry",
        "contents_page",   "how_to_heading", "how_to",       "thank_you_heading", "thank_you"})
    EXPECT_TRUE(roles.count(role)) << role;
  const std::string pdf = dir.file("interior.pdf");
  mbtest::write_text(pdf, mazebook::interior_pdf(job->interior, "2026-01-01T00:00:00"));
  for (const auto& [page, words] : expected) {
    const std::string printed =
        mbtest::shell_output("pdftotext -f " + std::to_string(page) + " -l " +
                             std::to_string(page) + " '" + pdf + "' -");
    for (const std::string& word : words)
      EXPECT_NE(printed.find(word), std::string::npos) << "page " << page << ": " << word;
  }
}

}  // namespace
