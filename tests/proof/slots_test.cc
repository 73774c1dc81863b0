// A book of four mazes a page (DRAWING_RULES.md "Several mazes a page"),
// made by the real mazebook, proves as built; edited with qpdf as an
// attacker would, it fails with exit 1 and the rule it breaks: a wall
// taken out of the drawing in slot 3, the heading of slot 2 renumbered
// (in the PDF and in book.json alike), one slot's drawing moved into the
// slot beside it.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "real_book.h"
#include "words_book.h"  // text_block, expect_failed

namespace mazeproof_test {
namespace {

class FourAPage : public RealBookTest {
 protected:
  // Twenty kids' mazes, four a page, 6 x 9 in.
  static void SetUpTestSuite() {
    scratch_ = new TempDir();
    available_ = build_real_book(
        scratch_->path(), "book",
        R"({"title":"T","author":"A","trim":"6x9","paper":"white","template":"kids","seed":5,)"
        R"("sections":[{"preset":"kids-easy","count":20,"mazes_per_page":4}],)"
        R"("solutions_per_page":4})");
  }

  // The slot's box in content coordinates (y down from the top edge).
  struct Slot {
    double left, top, right, bottom;
  };
  Slot slot_box(size_t i) const {
    const nlohmann::json& s = maze(i)["slot_pt"];
    const double height = manifest_["interior"]["height_in"].get<double>() * 72;
    const double x = s["x"], y = s["y"], w = s["width"], h = s["height"];
    return {x, height - y - h, x + w, height - y};
  }

  // The "x y m x y l" wall pieces of the page's content that lie in `box`.
  static std::vector<std::pair<size_t, size_t>> pieces_in(const std::string& c, const Slot& box) {
    static const std::regex piece(R"((-?[\d.]+)\s+(-?[\d.]+)\s+m\s+(-?[\d.]+)\s+(-?[\d.]+)\s+l)");
    std::vector<std::pair<size_t, size_t>> out;
    for (auto it = std::sregex_iterator(c.begin(), c.end(), piece); it != std::sregex_iterator();
         ++it) {
      const double x0 = std::stod((*it)[1]), y0 = std::stod((*it)[2]);
      const double x1 = std::stod((*it)[3]), y1 = std::stod((*it)[4]);
      if (std::min(x0, x1) >= box.left && std::max(x0, x1) <= box.right &&
          std::min(y0, y1) >= box.top && std::max(y0, y1) <= box.bottom) {
        out.push_back({static_cast<size_t>(it->position(0)), static_cast<size_t>(it->length(0))});
      }
    }
    return out;
  }
};

TEST_F(FourAPage, ProvesAsBuiltOneMazeASlot) {
  const RunResult r = prove();
  ASSERT_EQ(r.code, 0) << r.err;
  const int page = maze_page(0);
  for (size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(maze_page(i), page);
    EXPECT_EQ(maze(i)["slot"], static_cast<int>(i));
  }
  EXPECT_EQ(maze_page(4), page + 1);
  EXPECT_EQ(maze(4)["slot"], 0);
  EXPECT_EQ(manifest_["interior"]["sections"][0]["mazes_per_page"], 4);
  // Slots read left to right, top to bottom.
  EXPECT_LT(slot_box(0).right, slot_box(1).left);
  EXPECT_LT(slot_box(1).bottom, slot_box(3).top);
  const nlohmann::json report = nlohmann::json::parse(slurp(copy_ / "check.json"));
  for (const nlohmann::json& c : report["checks"]) {
    if (c["id"] == "texts.numbered") {
      EXPECT_EQ(c["figures"]["maze_headings"], 20);
    }
    if (c["id"] == "mazes.perfect") {
      EXPECT_EQ(c["figures"]["perfect"], 20);
    }
  }
}

TEST_F(FourAPage, AWallTakenOutOfSlotThreeFails) {
  edit_page(maze_page(3), [&](std::string& c) {
    // An inner wall of the drawing in slot 3: neither its first piece nor
    // its last (the outline's runs).
    const std::vector<std::pair<size_t, size_t>> pieces = pieces_in(c, slot_box(3));
    ASSERT_GT(pieces.size(), 8u);
    const auto [at, length] = pieces[pieces.size() / 2];
    c.erase(at, length);
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(lines_with(r.err, {"maze " + maze(3)["id"].get<std::string>(), "[mazes.perfect]"}), 1)
      << r.err;
  for (size_t i = 0; i < 3; ++i)
    EXPECT_EQ(lines_with(r.err, {"maze " + maze(i)["id"].get<std::string>() + ":"}), 0) << r.err;
}

TEST_F(FourAPage, TheHeadingOfSlotTwoRenumberedFails) {
  const int page = maze_page(2);
  nlohmann::json heading;
  for (const nlohmann::json& t : manifest_["texts"]) {
    if (t[0] == "interior.pdf" && t[1] == page && t[2] == "maze_heading" && t[3] == "Maze 3")
      heading = t;
  }
  ASSERT_FALSE(heading.is_null());
  edit_page(page, [&](std::string& c) {
    const auto block = text_block(c, heading);
    const size_t three = c.rfind("(3)", block.second);
    ASSERT_GT(three, block.first);
    c.replace(three, 3, "(7)");
  });
  for (nlohmann::json& t : manifest_["texts"]) {
    if (t == heading) t[3] = "Maze 7";
  }
  write_manifest();
  expect_failed(prove(), "texts.numbered",
                "maze_heading \"Maze 7\": maze " + maze(2)["id"].get<std::string>() +
                    " is maze 3 in book order");
}

TEST_F(FourAPage, ADrawingMovedIntoTheSlotBesideItFails) {
  // Slot 1's walls, shifted left by a third of its slot: into slot 0.
  const Slot one = slot_box(1);
  const double shift = (one.right - one.left) / 3;
  edit_page(maze_page(1), [&](std::string& c) {
    const std::vector<std::pair<size_t, size_t>> pieces = pieces_in(c, one);
    ASSERT_FALSE(pieces.empty());
    static const std::regex number(R"(-?[\d.]+)");
    for (auto p = pieces.rbegin(); p != pieces.rend(); ++p) {
      std::string text = c.substr(p->first, p->second);
      std::string moved;
      int k = 0;
      auto last = text.cbegin();
      for (auto it = std::sregex_iterator(text.begin(), text.end(), number);
           it != std::sregex_iterator(); ++it, ++k) {
        moved.append(last, text.cbegin() + it->position(0));
        const double v = std::stod(it->str());
        moved += k % 2 == 0 ? num(v - shift) : it->str();
        last = text.cbegin() + it->position(0) + it->length(0);
      }
      moved.append(last, text.cend());
      c.replace(p->first, p->second, moved);
    }
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(lines_with(r.err, {"page " + std::to_string(maze_page(1)), "[mazes.closed_world]"}), 1)
      << r.err;
}

}  // namespace
}  // namespace mazeproof_test
