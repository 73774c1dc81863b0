// The marks a reader acts on, attacked as DRAWING_RULES.md "Puzzle
// variants" holds them: a real book of puzzles (words_book.h), its PDF
// edited with qpdf. A door drawn as a bow-tie and a key's disc drawn as a
// rounded square have a door's and a key's corners but not their
// outlines; a winning entrance struck through in dark grey, a dead one's
// strike drawn as two dots, and a dead one struck on the maze page each
// break the strike rule. Each fails with exit 1 and its check.

#include <iomanip>
#include <sstream>

#include "words_book.h"

namespace mazeproof_test {
namespace {

std::string fixed(double v) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(3) << v;
  return s.str();
}

class Marks : public Words {
 protected:
  // The first maze of `kind` in book.json.
  const nlohmann::json& maze(const std::string& kind) const {
    for (const nlohmann::json& m : manifest_["mazes"]) {
      if (m.contains("variant") && m["variant"]["kind"] == kind) return m;
    }
    ADD_FAILURE() << "no " << kind << " maze";
    return manifest_["mazes"][0];
  }
  // The letter of an entrances maze's winning entrance, and of a dead one.
  static char winner(const nlohmann::json& m) {
    for (size_t i = 0; i < m["entrances"].size(); ++i) {
      if (m["entrances"][i] == m["entrance"]) return static_cast<char>('A' + i);
    }
    return 0;
  }
  static char dead(const nlohmann::json& m) { return winner(m) == 'A' ? 'B' : 'A'; }
  // The recorded entrance letter `letter` on `page`, the first of its slot.
  nlohmann::json letter_text(int page, char letter) const {
    for (const nlohmann::json& t : texts("entrance_letter", page)) {
      if (t[3] == std::string(1, letter)) return t;
    }
    ADD_FAILURE() << "no letter " << letter << " on page " << page;
    return {};
  }
  // A bar across `text` as mazebook strikes a letter, in grey `grey`.
  static std::string bar(const nlohmann::json& text, const std::string& grey) {
    const double x = text[6], y = text[7], w = text[8], h = text[9], t = h * 0.14;
    return "q " + grey + " " + grey + " " + grey + " rg " + fixed(x - 1) + " " +
           fixed(y + h / 2 - t / 2) + " " + fixed(w + 2) + " " + fixed(t) + " re f Q ";
  }
};

// A Bezier quarter from (x0, y0) to (x1, y1), both control points at (cx, cy).
std::string corner(double cx, double cy, double x1, double y1) {
  return fixed(cx) + " " + fixed(cy) + " " + fixed(cx) + " " + fixed(cy) + " " + fixed(x1) + " " +
         fixed(y1) + " c ";
}

TEST_F(Marks, DoorDrawnAsABowTieFails) {
  use("puzzles");
  const int page = maze("keys")["page"];
  edit_page("interior.pdf", page, [&](std::string& c) {
    static const std::regex door(
        R"(0\.45 0\.45 0\.45 rg ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) re f)");
    std::smatch m;
    ASSERT_TRUE(std::regex_search(c, m, door));
    const double x = std::stod(m[1]), y = std::stod(m[2]), w = std::stod(m[3]), h = std::stod(m[4]);
    // Its four corners, joined top left, top right, bottom left, bottom right.
    const std::string tie = "0.45 0.45 0.45 rg " + fixed(x) + " " + fixed(y) + " m " +
                            fixed(x + w) + " " + fixed(y) + " l " + fixed(x) + " " + fixed(y + h) +
                            " l " + fixed(x + w) + " " + fixed(y + h) + " l h f";
    c.replace(static_cast<size_t>(m.position(0)), static_cast<size_t>(m.length(0)), tie);
  });
  expect_failed(prove(), "variants.proved",
                "a four-sided fill that is no axis-aligned square of 0.4 to 0.5 cells (its sides "
                "drawn once round)");
}

TEST_F(Marks, KeyDiscDrawnAsARoundedSquareFails) {
  use("puzzles");
  const int page = maze("keys")["page"];
  edit_page("interior.pdf", page, [&](std::string& c) {
    // Cairo's disc: m, then four quarters, the first ending at the bottom.
    static const std::regex disc(
        R"(0\.45 0\.45 0\.45 rg ([-\d.]+) ([-\d.]+) m ([-\d.]+\s+){6}c ([-\d.]+) ([-\d.]+)[^f]*f)");
    std::smatch m;
    ASSERT_TRUE(std::regex_search(c, m, disc));
    const double right = std::stod(m[1]), cy = std::stod(m[2]);
    const double bottom = std::stod(m[5]);
    const double r = bottom - cy, cx = right - r;
    // The same four ends, each quarter's control points at the box's corner.
    const std::string square =
        "0.45 0.45 0.45 rg " + fixed(cx + r) + " " + fixed(cy) + " m " +
        corner(cx + r, cy + r, cx, cy + r) + corner(cx - r, cy + r, cx - r, cy) +
        corner(cx - r, cy - r, cx, cy - r) + corner(cx + r, cy - r, cx + r, cy) + "f";
    c.replace(static_cast<size_t>(m.position(0)), static_cast<size_t>(m.length(0)), square);
  });
  expect_failed(prove(), "variants.proved",
                "a curved fill that is no disc of 0.5 to 0.6 cells (one circle, drawn once round)");
}

TEST_F(Marks, WinningEntranceStruckInDarkGreyFails) {
  use("puzzles");
  const nlohmann::json& m = maze("entrances");
  const int page = m["solution_page"];
  const nlohmann::json letter = letter_text(page, winner(m));
  edit_page("interior.pdf", page, [&](std::string& c) {
    const auto block = text_block(c, letter);
    c.insert(block.first, bar(letter, "0.2"));
  });
  expect_failed(
      prove(), "variants.proved",
      std::string("entrance letter ") + winner(m) + ": a fill across it that is no strike");
}

TEST_F(Marks, DeadEntranceStrikeDrawnAsTwoDotsFails) {
  use("puzzles");
  const nlohmann::json& m = maze("entrances");
  const int page = m["solution_page"];
  const nlohmann::json letter = letter_text(page, dead(m));
  edit_page("interior.pdf", page, [&](std::string& c) {
    const auto block = text_block(c, letter);
    const size_t re = c.rfind(" re f", block.first);
    ASSERT_NE(re, std::string::npos);
    const size_t rg = c.rfind(" rg ", re);
    std::istringstream in(c.substr(rg + 4, re - rg - 4));
    double x = 0, y = 0, w = 0, h = 0;
    ASSERT_TRUE(in >> x >> y >> w >> h);
    // A dot at each end of the bar: its box is the bar's, its ink two dots.
    const double r = h / 2, cy = y + r;
    std::string dots;
    for (const double cx : {x + r, x + w - r}) {
      dots += fixed(cx + r) + " " + fixed(cy) + " m " + corner(cx + r, cy + r, cx, cy + r) +
              corner(cx - r, cy + r, cx - r, cy) + corner(cx - r, cy - r, cx, cy - r) +
              corner(cx + r, cy - r, cx + r, cy) + "h ";
    }
    c.replace(rg + 4, re + 5 - rg - 4, dots + "f");
  });
  const RunResult r = prove();
  expect_failed(r, "variants.proved",
                std::string("entrance letter ") + dead(m) + ": a fill across it that is no strike");
  expect_failed(
      r, "solutions.drawings",
      std::string("entrance ") + dead(m) + " does not reach the exit but is not struck through");
}

TEST_F(Marks, DeadEntranceStruckOnTheMazePageFails) {
  use("puzzles");
  const nlohmann::json& m = maze("entrances");
  const int page = m["page"];
  const nlohmann::json letter = letter_text(page, dead(m));
  edit_page("interior.pdf", page, [&](std::string& c) {
    const auto block = text_block(c, letter);
    c.insert(block.first, bar(letter, "0.45"));
  });
  expect_failed(
      prove(), "variants.proved",
      std::string("entrance ") + dead(m) +
          " is struck through on the maze page: strikes are drawn on solution pages only");
}

}  // namespace
}  // namespace mazeproof_test
