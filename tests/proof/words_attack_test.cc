// Every word a reader acts on, attacked as DRAWING_RULES.md "Printed
// texts" says it is held: books made by the real mazebook, their PDFs
// edited with qpdf (a heading renumbered, captions and floor headings
// swapped, a rule line rewritten, an extra word, the cover's title painted
// over, an entrance letter in white or under a white patch), each failing
// with exit 1 and its check; the unaltered books and their qpdf rewrites
// proving.

#include "words_book.h"

namespace mazeproof_test {
namespace {

TEST_F(Words, UnalteredBooksAndTheirRewritesProve) {
  for (const char* name : {"plain", "puzzles"}) {
    SCOPED_TRACE(name);
    use(name);
    for (const std::string& how : {std::string(""), std::string("qdf"), std::string("linear")}) {
      SCOPED_TRACE(how);
      for (const char* file : {"interior.pdf", "cover.pdf"}) {
        const std::string path = at(file), tmp = at("tmp.pdf");
        std::string command;
        if (how == "qdf") {
          command = "qpdf --qdf " + path + " " + tmp + " && (fix-qdf " + tmp + " > " + path + ")";
        } else if (how == "linear") {
          command = "qpdf --linearize " + path + " " + tmp + " && mv " + tmp + " " + path;
        }
        if (!command.empty()) {
          ASSERT_EQ(run_shell(command, copy_.path()).code, 0);
        }
      }
      const RunResult r = prove();
      EXPECT_EQ(r.code, 0) << r.err;
      const nlohmann::json report = nlohmann::json::parse(slurp(at("check.json")));
      int seen = 0;
      for (const nlohmann::json& c : report["checks"]) {
        const std::string id = c["id"];
        if (id.rfind("texts.", 0) != 0) continue;
        ++seen;
        EXPECT_TRUE(c["pass"].get<bool>()) << id;
        if (id == "texts.printed") {
          EXPECT_EQ(c["figures"]["recorded"], manifest_["texts"].size());
        }
      }
      EXPECT_EQ(seen, 3);
    }
  }
}

TEST_F(Words, MazeHeadingRenumberedFails) {
  use("plain");
  const nlohmann::json heading = texts("maze_heading", manifest_["mazes"][0]["page"])[0];
  ASSERT_EQ(heading[3], "Maze 1");
  edit_page("interior.pdf", heading[1], [&](std::string& c) {
    const auto block = text_block(c, heading);
    const size_t one = c.rfind("(1)", block.second);
    ASSERT_GT(one, block.first);
    c.replace(one, 3, "(7)");
  });
  expect_failed(prove(), "texts.printed", "maze_heading \"Maze 1\": reads \"Maze 7\" on the page");
}

TEST_F(Words, MazeHeadingRenumberedInBookJsonTooFails) {
  use("plain");
  const int page = manifest_["mazes"][0]["page"];
  const nlohmann::json heading = texts("maze_heading", page)[0];
  edit_page("interior.pdf", page, [&](std::string& c) {
    const auto block = text_block(c, heading);
    c.replace(c.rfind("(1)", block.second), 3, "(7)");
  });
  for (nlohmann::json& t : manifest_["texts"]) {
    if (t == heading) t[3] = "Maze 7";
  }
  write_text(at("book.json"), manifest_.dump(1));
  const RunResult r = prove();
  expect_failed(r, "texts.numbered",
                "maze_heading \"Maze 7\": maze easy-001 is maze 1 in book order");
  EXPECT_EQ(lines_with(r.err, {"[texts.printed]"}), 0) << r.err;
}

TEST_F(Words, SolutionCaptionsSwappedFail) {
  use("plain");
  const int page = manifest_["mazes"][0]["solution_page"];
  const std::vector<nlohmann::json> labels = texts("solution_label", page);
  ASSERT_GE(labels.size(), 2u);
  edit_page("interior.pdf", page, [&](std::string& c) {
    const auto list = shows(c, text_block(c, labels[0]));
    ASSERT_GE(list.size(), 2u);
    swap_shows(c, list[0], list[1]);
  });
  expect_failed(prove(), "texts.printed",
                "solution_label \"Maze 1, page " +
                    std::to_string(manifest_["mazes"][0]["page"].get<int>()) +
                    "\": reads \"Maze 2");
}

TEST_F(Words, SolutionCaptionsSwappedInBookJsonTooFail) {
  use("plain");
  const int page = manifest_["mazes"][0]["solution_page"];
  const std::vector<nlohmann::json> labels = texts("solution_label", page);
  edit_page("interior.pdf", page, [&](std::string& c) {
    const auto list = shows(c, text_block(c, labels[0]));
    swap_shows(c, list[0], list[1]);
  });
  for (nlohmann::json& t : manifest_["texts"]) {
    if (t == labels[0]) {
      t[3] = labels[1][3];
    } else if (t == labels[1]) {
      t[3] = labels[0][3];
    }
  }
  write_text(at("book.json"), manifest_.dump(1));
  const RunResult r = prove();
  expect_failed(r, "texts.numbered", "of slot 0: answers maze 1 (easy-001)");
  EXPECT_EQ(lines_with(r.err, {"[texts.printed]"}), 0) << r.err;
}

TEST_F(Words, ExtraWordOnAMazePageFails) {
  use("plain");
  const nlohmann::json heading = texts("maze_heading", manifest_["mazes"][1]["page"])[0];
  edit_page("interior.pdf", heading[1], [&](std::string& c) {
    const auto block = text_block(c, heading);
    const std::string font = c.substr(c.find("/f-", block.first), 6);
    c += "\nBT 11 0 0 -11 60 90 Tm " + font + " 1 Tf (Maze)Tj ET\n";
  });
  expect_failed(prove(), "texts.printed",
                "page " + std::to_string(heading[1].get<int>()) +
                    ": 1 text(s) book.json does not record on a maze or solution page, first "
                    "\"Maze\"");
}

TEST_F(Words, CoverTitlePaintedOverFails) {
  use("plain");
  const nlohmann::json title = texts("cover_title")[0];
  edit_page("cover.pdf", 1, [&](std::string& c) {
    // The background's colour: the cover's first fill.
    static const std::regex first(R"(([\d.]+ [\d.]+ [\d.]+) rg)");
    std::smatch m;
    ASSERT_TRUE(std::regex_search(c, m, first));
    c += "\nq " + m[1].str() + " rg " + box_rect(title, 2) + " f Q\n";
  });
  const RunResult r = prove();
  expect_failed(r, "texts.visible", "cover.pdf: page 1: cover_title \"T\": a fill at");
  expect_failed(r, "texts.visible", "cover_title \"T\": rendered");
}

TEST_F(Words, FloorHeadingsSwappedFail) {
  use("puzzles");
  const int page = page_of("floors");
  const std::vector<nlohmann::json> floors = texts("floor_heading", page);
  ASSERT_EQ(floors.size(), 2u);
  edit_page("interior.pdf", page, [&](std::string& c) {
    const auto list = shows(c, text_block(c, floors[0]));  // both floors' headings
    ASSERT_GE(list.size(), 2u);
    swap_shows(c, list[0], list[1]);
  });
  expect_failed(prove(), "texts.printed", "floor_heading \"Floor 1\": reads \"Floor 2\"");
}

TEST_F(Words, FloorHeadingsSwappedInBookJsonTooFail) {
  use("puzzles");
  const int page = page_of("floors");
  const std::vector<nlohmann::json> floors = texts("floor_heading", page);
  edit_page("interior.pdf", page, [&](std::string& c) {
    const auto list = shows(c, text_block(c, floors[0]));  // both floors' headings
    ASSERT_GE(list.size(), 2u);
    swap_shows(c, list[0], list[1]);
  });
  for (nlohmann::json& t : manifest_["texts"]) {
    if (t == floors[0]) {
      t[3] = floors[1][3];
    } else if (t == floors[1]) {
      t[3] = floors[0][3];
    }
  }
  write_text(at("book.json"), manifest_.dump(1));
  const RunResult r = prove();
  expect_failed(r, "texts.numbered", "floor_heading \"Floor 2\": stands over floor 1");
  EXPECT_EQ(lines_with(r.err, {"[texts.printed]"}), 0) << r.err;
}

TEST_F(Words, KeysRuleLineRewrittenFails) {
  use("puzzles");
  const nlohmann::json rule = texts("rule_line", page_of("keys"))[0];
  ASSERT_EQ(rule[3], "Pick up each key before you pass its door.");
  edit_page("interior.pdf", rule[1], [&](std::string& c) {
    const auto block = text_block(c, rule);
    // The first word goes: the line then tells another rule.
    const size_t open = c.find('(', block.first);
    c.erase(open, c.find(')', open) + 1 - open);
  });
  expect_failed(prove(), "texts.printed",
                "rule_line \"Pick up each key before you pass its door.\": reads");
}

TEST_F(Words, EntrancesRuleLineNamingOtherLettersFails) {
  use("puzzles");
  const int page = page_of("entrances");
  for (nlohmann::json& t : manifest_["texts"]) {
    if (t[2] == "entrance_letter" && t[1] == page && t[3] == "C") t[3] = "D";
  }
  write_text(at("book.json"), manifest_.dump(1));
  const RunResult r = prove();
  expect_failed(r, "texts.numbered", "the maze's entrances are A B D");
}

TEST_F(Words, EntranceLetterInWhiteFails) {
  use("puzzles");
  const nlohmann::json letter = texts("entrance_letter", page_of("entrances"))[0];
  edit_page("interior.pdf", letter[1], [&](std::string& c) {
    const auto block = text_block(c, letter);
    c.insert(block.first + 2, " 1 1 1 rg");
  });
  expect_failed(prove(), "texts.visible",
                "entrance_letter \"" + letter[3].get<std::string>() + "\": rendered");
}

TEST_F(Words, EntranceLetterUnderAWhitePatchFails) {
  use("puzzles");
  const nlohmann::json letter = texts("entrance_letter", page_of("entrances"))[0];
  edit_page("interior.pdf", letter[1],
            [&](std::string& c) { c += "\nq 1 1 1 rg " + box_rect(letter, 1) + " f Q\n"; });
  const RunResult r = prove();
  expect_failed(r, "texts.visible",
                "entrance_letter \"" + letter[3].get<std::string>() + "\": a fill at");
}

}  // namespace
}  // namespace mazeproof_test
