// Every check of check.json carries a sentence a publisher understands
// (src/proof/README.md "check.json"): the reports of a real book of
// puzzles and a plain one name each check once, each with its own
// sentence; the failure lines stay as they were.

#include "proof/report/check_says.h"

#include <gtest/gtest.h>

#include <set>

#include "words_book.h"

namespace mazeproof_test {
namespace {

TEST(CheckSays, SentencesNameTheirFile) {
  EXPECT_EQ(mazeproof::check_says("mazes.perfect"),
            "Every maze has exactly one way from START to FINISH");
  EXPECT_EQ(mazeproof::check_says("cover.size"),
            "The cover's size and its spine fit the page count and the paper");
  EXPECT_EQ(mazeproof::check_says("interior.fonts"), "Every font in the interior is embedded");
  EXPECT_EQ(mazeproof::check_says("cover.fonts"), "Every font in the cover is embedded");
  EXPECT_EQ(mazeproof::check_says("poster.structure"),
            "The poster is one complete PDF, with nothing hidden or added after it");
}

TEST(CheckSays, UnknownChecksHaveNoSentence) {
  EXPECT_EQ(mazeproof::check_says("mazes.unknown"), "");
  EXPECT_EQ(mazeproof::check_says("spine.fonts"), "");
  EXPECT_EQ(mazeproof::check_says("fonts"), "");
  EXPECT_EQ(mazeproof::check_says(""), "");
}

TEST_F(Words, EveryCheckOfARealBookIsSaid) {
  for (const char* name : {"plain", "puzzles"}) {
    SCOPED_TRACE(name);
    use(name);
    const RunResult r = prove();
    ASSERT_EQ(r.code, 0) << r.err;
    const nlohmann::json report = nlohmann::json::parse(slurp(at("check.json")));
    std::set<std::string> said;
    for (const nlohmann::json& c : report["checks"]) {
      const std::string says = c["says"];
      EXPECT_FALSE(says.empty()) << c["id"];
      EXPECT_EQ(says.find("DRAWING_RULES"), std::string::npos) << c["id"];
      EXPECT_EQ(says.find("KDP_RULES"), std::string::npos) << c["id"];
      EXPECT_TRUE(said.insert(says).second) << c["id"] << " says what another check says";
    }
    EXPECT_GE(said.size(), 40u);
  }
}

TEST_F(Words, FailureLinesStayAsTheyWere) {
  use("plain");
  const nlohmann::json heading = texts("maze_heading", manifest_["mazes"][0]["page"])[0];
  edit_page("interior.pdf", heading[1], [&](std::string& c) {
    const auto block = text_block(c, heading);
    c.replace(c.rfind("(1)", block.second), 3, "(7)");
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {"interior.pdf: page " + std::to_string(heading[1].get<int>()) +
                               ": maze_heading \"Maze 1\": reads \"Maze 7\" on the page "}),
            1)
      << r.err;
  const nlohmann::json report = nlohmann::json::parse(slurp(at("check.json")));
  for (const nlohmann::json& c : report["checks"]) {
    if (c["id"] != "texts.printed") continue;
    EXPECT_EQ(c["pass"], false);
    EXPECT_EQ(c["says"],
              "Every heading, caption, label and letter reads as the book means it, and no other "
              "words are on the maze and solution pages");
  }
}

}  // namespace
}  // namespace mazeproof_test
