// A round maze's goal in its middle (src/proof/DRAWING_RULES.md "Marks and
// the centre goal"): where the word FINISH fits the centre at 7 pt or more
// it is printed there (a 6x9 book of circles), else the goal is a dot and
// the page says so in one line under the maze, in the template's words (a
// 5x8 book); book.json records the word or the line, and the how-to page
// promises only what the book prints. Both books prove.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/json.h"
#include "support/book_files.h"

namespace {

using mazebook::Json;

std::string round_spec(const std::string& trim) {
  return R"({"title":"Round","author":"A","trim":")" + trim +
         R"(","seed":77,"template":"classic","sections":[{"preset":"circle-medium","count":6}],)"
         R"("solutions_per_page":2})";
}

// The recorded texts of `role` on `page`.
std::vector<Json> texts_of(const Json& manifest, const std::string& role, int page) {
  std::vector<Json> out;
  for (const Json& t : manifest["texts"]) {
    if (t[2] == role && t[1] == page) out.push_back(t);
  }
  return out;
}

std::string how_to(const Json& manifest) {
  for (const Json& t : manifest["texts"]) {
    if (t[2] == "how_to") return t[3].get<std::string>();
  }
  return "";
}

const char kCentre[] = "In a round maze the way out is the middle, marked FINISH.";
const char kCentreDot[] =
    "In a round maze the way out is the middle, marked FINISH, or with a dot where the word "
    "does not fit.";

TEST(CentreGoal, TheWordFinishWhereItFitsAt7PtOrMore) {
  const auto book = mbtest::build_book(round_spec("6x9"), "centre-word");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  for (const Json& m : book->manifest["mazes"]) {
    const int page = m["page"].get<int>();
    const std::vector<Json> finish = texts_of(book->manifest, "finish", page);
    ASSERT_EQ(finish.size(), 1u) << page;
    EXPECT_EQ(finish[0][3], "FINISH");
    EXPECT_GE(finish[0][5].get<double>(), 7);
    EXPECT_TRUE(texts_of(book->manifest, "goal_note", page).empty()) << page;
  }
  const std::string words = how_to(book->manifest);
  EXPECT_NE(words.find(kCentre), std::string::npos) << words;
  EXPECT_EQ(words.find("with a dot"), std::string::npos) << words;
}

TEST(CentreGoal, ADotAndOneLineUnderTheMazeWhereTheWordDoesNotFit) {
  const auto book = mbtest::build_book(round_spec("5x8"), "centre-dot");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  for (const Json& m : book->manifest["mazes"]) {
    const int page = m["page"].get<int>();
    EXPECT_TRUE(texts_of(book->manifest, "finish", page).empty()) << page;
    const std::vector<Json> note = texts_of(book->manifest, "goal_note", page);
    ASSERT_EQ(note.size(), 1u) << page;
    EXPECT_EQ(note[0][3], "The dot in the middle is FINISH");
    // Under the maze: below its placement's lowest point (the centre's
    // height from the page's foot, and its radius in units).
    const double unit = m["placement"]["unit_pt"].get<double>();
    const double centre_from_top = 8 * 72 - m["placement"]["origin_pt"][1].get<double>();
    EXPECT_GT(note[0][7].get<double>(), centre_from_top + 10 * unit) << page;
  }
  const std::string words = how_to(book->manifest);
  EXPECT_NE(words.find(kCentreDot), std::string::npos) << words;
}

TEST(CentreGoal, ABookWithoutRoundMazesPromisesNone) {
  const auto book = mbtest::build_book(
      R"({"title":"Square","author":"A","trim":"6x9","seed":1,"sections":[{"preset":"easy","count":8}]})",
      "no-centre");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  EXPECT_EQ(how_to(book->manifest).find("round maze"), std::string::npos);
}

}  // namespace
