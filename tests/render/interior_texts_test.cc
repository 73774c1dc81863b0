// The interior draws the texts of its section, maze and solution pages
// from the plan (book/text_plan.h) and lays none out by itself: each
// planned text given other words prints those words on its page.

#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <set>
#include <string>

#include "app/book_job.h"
#include "render/interior.h"
#include "support/book_files.h"

namespace {

constexpr const char* kSpec =
    R"({"title": "Planned Texts", "author": "T. Tester", "trim": "6x9", "seed": 5,
  "solutions_per_page": 1,
  "sections": [{"preset": "easy", "count": 4}, {"preset": "keys", "count": 1}]})";

TEST(InteriorTexts, EveryPlannedTextIsDrawnAsThePlanSays) {
  mbtest::TempDir dir("interior-texts");
  mbtest::write_text(dir.file("spec.json"), kSpec);
  std::unique_ptr<mazebook::BookJob> job =
      mazebook::prepare_book(dir.file("spec.json"), 1, nullptr);
  // Every text one word of its own, which no template prints.
  std::map<int, std::set<std::string>> expected;
  std::set<std::string> roles;
  int n = 0;
  for (mazebook::PlacedText& text : job->texts) {
    char word[32];
    std::snprintf(word, sizeof word, "Planned%04d", n++);
    text.text = word;
    expected[text.page].insert(text.text);
    roles.insert(text.role);
  }
  for (const char* role :
       {"section_heading", "section_note", "maze_heading", "level_line", "rule_line", "start",
        "finish", "page_number", "solutions_heading", "solution_label"})
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
