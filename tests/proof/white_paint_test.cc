// White paint is ink (DRAWING_RULES.md "White paint"): real books whose
// PDFs are edited with qpdf to paint in the paper's colour over a maze
// page's START mark, a solution page's strike, a key on a maze page and
// the cover's author (white letters) each fail with exit 1 and
// pages.white_paint; the unaltered books pass it.

#include "words_book.h"

namespace mazeproof_test {
namespace {

const char* const kCheck = "pages.white_paint";

TEST_F(Words, UnalteredBooksPassWhitePaint) {
  for (const char* name : {"plain", "puzzles"}) {
    use(name);
    ASSERT_EQ(prove().code, 0);
    const nlohmann::json report = nlohmann::json::parse(slurp(at("check.json")));
    int seen = 0;
    for (const nlohmann::json& c : report["checks"]) {
      if (c["id"] != kCheck) continue;
      ++seen;
      EXPECT_TRUE(c["pass"].get<bool>());
      EXPECT_EQ(c["figures"]["pages"], manifest_["interior"]["pages"].get<int>() + 1);
    }
    EXPECT_EQ(seen, 1) << name;
  }
}

TEST_F(Words, WhiteStrokeOverStartFails) {
  use("plain");
  const nlohmann::json start = texts("start", manifest_["mazes"][0]["page"])[0];
  const double x = start[6], y = start[7], w = start[8], h = start[9];
  edit_page("interior.pdf", start[1], [&](std::string& c) {
    c += "\nq 1 1 1 RG 2 w " + num(x) + " " + num(y + h / 2) + " m " + num(x + w) + " " +
         num(y + h / 2) + " l S Q\n";
  });
  expect_failed(prove(), kCheck,
                "page " + std::to_string(start[1].get<int>()) +
                    ": 1 fill(s) or stroke(s) in the paper's colour painted over ink, first "
                    "white stroke at");
}

TEST_F(Words, WhitePatchOverAStrikeFails) {
  use("puzzles");
  int page = 0;
  for (const nlohmann::json& m : manifest_["mazes"]) {
    if (m["variant"]["kind"] == "entrances") {
      page = m["solution_page"];
      break;
    }
  }
  const std::vector<nlohmann::json> letters = texts("entrance_letter", page);
  ASSERT_FALSE(letters.empty());
  edit_page("interior.pdf", page, [&](std::string& c) {
    for (const nlohmann::json& l : letters) c += "\nq 1 1 1 rg " + box_rect(l, 1) + " f Q\n";
  });
  expect_failed(prove(), kCheck, "painted over ink, first white fill at");
}

TEST_F(Words, WhiteStrokeAcrossAKeyFails) {
  use("puzzles");
  const nlohmann::json key = texts("key_letter", page_of("keys"))[0];
  const double x = key[6], y = key[7], w = key[8], h = key[9];
  edit_page("interior.pdf", key[1], [&](std::string& c) {
    c += "\nq 1 1 1 RG 1 w " + num(x - w) + " " + num(y + h / 2) + " m " + num(x + 2 * w) + " " +
         num(y + h / 2) + " l S Q\n";
  });
  expect_failed(prove(), kCheck, "white stroke at");
}

TEST_F(Words, WhiteOverTheCoversWhiteLettersFails) {
  use("plain");
  const nlohmann::json author = texts("cover_author")[0];
  edit_page("cover.pdf", 1,
            [&](std::string& c) { c += "\nq 1 1 1 rg " + box_rect(author, 0) + " f Q\n"; });
  expect_failed(prove(), kCheck,
                "cover.pdf: page 1: 1 fill(s) or stroke(s) in the paper's colour painted over ink, "
                "first white fill at");
}

}  // namespace
}  // namespace mazeproof_test
