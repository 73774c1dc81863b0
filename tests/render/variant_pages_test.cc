// Puzzle variants printed in a book (src/proof/DRAWING_RULES.md "Puzzle
// variants"): presets/books/puzzles.json is built, its pages read back with
// qpdf, and every mark is found where the manifest says: each fill in the
// mark colour inside the slot of a key, door, arrow or stairs of its maze,
// every such mark with its fill, key and door letters inside their slots at
// 7 pt or more, entrance letters of 12 pt or more beside their openings
// (with a /ToUnicode map, so a reader can decode them), the dead ones
// struck through on the solution page and the winning one not. The book is
// byte-identical with 1 and 2 jobs (tests/book/variant_book_test.cc holds
// the how-to page and the refusals).
//
// Until mazeproof proves variants, `mazebook build` stops at the proof
// (exit 1) and the files are kept with --keep-failed; the tests read them
// from wherever the build left them.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "support/book_files.h"
#include "support/kept_book.h"

namespace {

namespace fs = std::filesystem;
using mazebook::Json;
using mbtest::PageDrawing;
using mbtest::Point;

constexpr double kMarkGrey = 0.45;

std::string puzzles_spec() {
  return std::string(MAZEBOOK_SOURCE_DIR) + "/presets/books/puzzles.json";
}

// puzzles.json built once per test process.
mbtest::KeptBook& puzzles() {
  static std::unique_ptr<mbtest::KeptBook> book =
      mbtest::build_book_kept(puzzles_spec(), 2, "puzzles");
  return *book;
}
mbtest::PdfFile& puzzles_pdf() {
  static mbtest::PdfFile pdf(puzzles().folder / "interior.pdf");
  return pdf;
}

// A square slot in grid units (y down): centre and half its side.
struct Slot {
  double x, y, half;
  std::string what;
};

// A placement's grid point of page point p.
Point grid_point(const Json& placement, const Point& p) {
  const double u = placement["unit_pt"];
  return {(p.x - placement["origin_pt"][0].get<double>()) / u,
          (placement["origin_pt"][1].get<double>() - p.y) / u};
}

std::vector<Json> placements(const Json& maze, const char* one, const char* many) {
  if (maze.contains(many)) return maze[many].get<std::vector<Json>>();
  return {maze[one]};
}

// Every slot a mark of `maze` fills on floor `floor`.
std::vector<Slot> slots_of(const Json& maze, int floor) {
  const int columns = maze["grid"]["columns"];
  const auto cell = [&](int c, const std::string& what) {
    return Slot{c % columns + 0.5, c / columns + 0.5, 0.3, what};
  };
  const auto passage = [&](int a, int b, const std::string& what) {
    return Slot{(a % columns + b % columns) / 2.0 + 0.5, (a / columns + b / columns) / 2.0 + 0.5,
                0.25, what};
  };
  std::vector<Slot> slots;
  if (floor == 0 && maze.contains("keys")) {
    for (const Json& k : maze["keys"]) slots.push_back(cell(k["cell"], "key"));
    for (const Json& d : maze["doors"])
      slots.push_back(passage(d["cells"][0], d["cells"][1], "door"));
  }
  if (floor == 0 && maze.contains("arrows")) {
    for (const Json& a : maze["arrows"]) slots.push_back(passage(a["from"], a["to"], "arrow"));
  }
  if (maze.contains("stairs")) {
    for (const Json& s : maze["stairs"]) {
      if (s["floor"] == floor || s["floor"].get<int>() + 1 == floor)
        slots.push_back(cell(s["cell"], "stairs"));
    }
  }
  return slots;
}

bool inside(const Point& min, const Point& max, const Slot& s) {
  const double tol = 0.01;
  return min.x >= s.x - s.half - tol && max.x <= s.x + s.half + tol &&
         min.y >= s.y - s.half - tol && max.y <= s.y + s.half + tol;
}

// A fill's bounding box in grid units of `placement`.
void grid_box(const mbtest::Stroke& fill, const Json& placement, Point& min, Point& max) {
  min = {1e9, 1e9};
  max = {-1e9, -1e9};
  for (const auto& sub : fill.subpaths) {
    for (const Point& p : sub) {
      const Point g = grid_point(placement, p);
      min = {std::min(min.x, g.x), std::min(min.y, g.y)};
      max = {std::max(max.x, g.x), std::max(max.y, g.y)};
    }
  }
}

void expect_marks_in_slots(const Json& maze, int page, const std::vector<Json>& placed) {
  const PageDrawing d = mbtest::walk_page(puzzles_pdf().page(page));
  std::map<std::pair<int, size_t>, int> filled;  // (floor, slot) -> fills
  int marks = 0;
  for (const mbtest::Stroke& fill : d.fills) {
    if (!mbtest::same_rgb(fill.rgb, kMarkGrey, kMarkGrey, kMarkGrey)) continue;
    // Only fills on this maze's grids are its marks: START and FINISH may
    // print in the same grey outside them, and a solution page holds other
    // mazes.
    const int columns = maze["grid"]["columns"], rows = maze["grid"]["rows"];
    bool on_grid = false;
    for (const Json& placement : placed) {
      Point min, max;
      grid_box(fill, placement, min, max);
      on_grid |= max.x > 0 && min.x < columns && max.y > 0 && min.y < rows;
    }
    if (!on_grid) continue;
    bool found = false;
    for (size_t f = 0; f < placed.size() && !found; ++f) {
      Point min, max;
      grid_box(fill, placed[f], min, max);
      const std::vector<Slot> slots = slots_of(maze, static_cast<int>(f));
      for (size_t s = 0; s < slots.size() && !found; ++s) {
        if (inside(min, max, slots[s])) {
          ++filled[{static_cast<int>(f), s}];
          found = true;
        }
      }
    }
    EXPECT_TRUE(found) << maze["id"] << " page " << page << ": a mark outside every slot";
    ++marks;
  }
  for (size_t f = 0; f < placed.size(); ++f) {
    const std::vector<Slot> slots = slots_of(maze, static_cast<int>(f));
    for (size_t s = 0; s < slots.size(); ++s) {
      EXPECT_EQ((filled[{static_cast<int>(f), s}]), 1)
          << maze["id"] << " page " << page << ": the " << slots[s].what << " on floor " << f;
    }
  }
  EXPECT_GT(marks, 0) << maze["id"];
}

TEST(VariantPages, EveryMarkFillsItsSlotOnMazeAndSolutionPages) {
  const Json& manifest = puzzles().manifest;
  ASSERT_TRUE(manifest.contains("mazes")) << puzzles().run.err;
  EXPECT_EQ(manifest["version"], 2);
  std::set<std::string> kinds;
  for (const Json& maze : manifest["mazes"]) {
    const std::string kind = maze["variant"]["kind"];
    kinds.insert(kind);
    if (kind == "entrances") continue;
    expect_marks_in_slots(maze, maze["page"], placements(maze, "placement", "placements"));
    expect_marks_in_slots(maze, maze["solution_page"],
                          placements(maze, "solution_placement", "solution_placements"));
  }
  EXPECT_EQ(kinds, (std::set<std::string>{"entrances", "keys", "oneway", "floors"}));
}

TEST(VariantPages, KeyAndDoorLettersSitInTheirSlotsAtSevenPointsOrMore) {
  int letters = 0;
  for (const Json& maze : puzzles().manifest["mazes"]) {
    if (maze["variant"]["kind"] != "keys") continue;
    const PageDrawing d = mbtest::walk_page(puzzles_pdf().page(maze["page"]));
    const std::vector<Slot> slots = slots_of(maze, 0);
    std::vector<int> held(slots.size(), 0);
    for (const mbtest::TextShow& t : d.texts) {
      ASSERT_TRUE(t.has_box);
      const Point min = grid_point(maze["placement"], {t.box_min.x, t.box_max.y});
      const Point max = grid_point(maze["placement"], {t.box_max.x, t.box_min.y});
      for (size_t s = 0; s < slots.size(); ++s) {
        if (!inside(min, max, slots[s])) continue;
        ++held[s];
        ++letters;
        EXPECT_GE(t.size_pt, 7 - 1e-6) << maze["id"];
      }
    }
    for (size_t s = 0; s < slots.size(); ++s)
      EXPECT_EQ(held[s], 1) << maze["id"] << ": the " << slots[s].what << "'s letter";
  }
  EXPECT_GE(letters, 8 * 4);  // 8 mazes of two keys and two doors
}

// The letters beside each entrance: on the line from its cell's centre out
// through the opening, beyond the outline, at 12 pt or more; on the
// solution page a bar in the mark colour across each dead one's middle.
TEST(VariantPages, EntranceLettersStandBesideTheirOpeningsAndDeadOnesAreStruck) {
  int mazes = 0;
  for (const Json& maze : puzzles().manifest["mazes"]) {
    if (maze["variant"]["kind"] != "entrances") continue;
    ++mazes;
    const int columns = maze["grid"]["columns"];
    const int rows = maze["grid"]["rows"];
    const int winning = [&] {
      for (size_t i = 0; i < maze["entrances"].size(); ++i) {
        if (maze["entrances"][i] == maze["entrance"]) return static_cast<int>(i);
      }
      return -1;
    }();
    ASSERT_GE(winning, 0);
    for (const bool solution : {false, true}) {
      const Json& placement = maze[solution ? "solution_placement" : "placement"];
      const PageDrawing d =
          mbtest::walk_page(puzzles_pdf().page(maze[solution ? "solution_page" : "page"]));
      for (size_t i = 0; i < maze["entrances"].size(); ++i) {
        const Json& o = maze["entrances"][i];
        const int cell = o["cell"], side = o["side"];
        const double cx = cell % columns + 0.5, cy = cell / columns + 0.5;
        const mbtest::TextShow* letter = nullptr;
        for (const mbtest::TextShow& t : d.texts) {
          if (t.size_pt < 12 - 1e-6) continue;
          const Point a = grid_point(placement, {t.box_min.x, t.box_max.y});
          const Point b = grid_point(placement, {t.box_max.x, t.box_min.y});
          // The line out of the cell crosses the letter's box, which lies
          // beyond the outline, within three cells of it.
          const bool on_line = side % 2 == 0 ? a.x <= cx && cx <= b.x : a.y <= cy && cy <= b.y;
          const bool beyond = side == 0   ? b.y < 0 && a.y > -3
                              : side == 1 ? a.x > columns && b.x < columns + 3
                              : side == 2 ? a.y > rows && b.y < rows + 3
                                          : b.x < 0 && a.x > -3;
          const bool one_letter = b.x - a.x < b.y - a.y;  // narrower than tall
          if (on_line && beyond && one_letter) letter = &t;
        }
        ASSERT_NE(letter, nullptr)
            << maze["id"] << " entrance " << i << (solution ? " (solution)" : "");
        int bars = 0;
        for (const mbtest::Stroke& fill : d.fills) {
          if (!mbtest::same_rgb(fill.rgb, kMarkGrey, kMarkGrey, kMarkGrey)) continue;
          double x0 = 1e9, x1 = -1e9, y0 = 1e9, y1 = -1e9;
          for (const auto& sub : fill.subpaths) {
            for (const Point& p : sub) {
              x0 = std::min(x0, p.x), x1 = std::max(x1, p.x);
              y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
            }
          }
          const double middle = (letter->box_min.y + letter->box_max.y) / 2;
          const double height = letter->box_max.y - letter->box_min.y;
          if (x0 <= letter->box_min.x + 0.1 && x1 >= letter->box_max.x - 0.1 && y0 <= middle &&
              y1 >= middle && y1 - y0 >= height / 10 && y1 - y0 < height / 2)
            ++bars;
        }
        EXPECT_EQ(bars, solution && static_cast<int>(i) != winning ? 1 : 0)
            << maze["id"] << " entrance " << i << (solution ? " (solution)" : "");
      }
    }
  }
  EXPECT_EQ(mazes, 8);
}

// Letters are text a reader decodes: every font on a maze page of the
// entrances has a /ToUnicode map.
TEST(VariantPages, LettersAreTextWithAToUnicodeMap) {
  const Json& maze = puzzles().manifest["mazes"][0];
  ASSERT_EQ(maze["variant"]["kind"], "entrances");
  QPDFObjectHandle fonts =
      puzzles_pdf().page(maze["page"]).getAttribute("/Resources", false).getKey("/Font");
  ASSERT_TRUE(fonts.isDictionary());
  int seen = 0;
  for (const std::string& key : fonts.getKeys()) {
    EXPECT_TRUE(fonts.getKey(key).hasKey("/ToUnicode")) << key;
    ++seen;
  }
  EXPECT_GT(seen, 0);
}

// Nothing but marks in their slots reaches into a drawing's keep-clear
// area (its grid grown by the wall width and 0.5 pt): the rule line, the
// headings, entrance letters and START and FINISH stay outside; no text
// is under 7 pt.
TEST(VariantPages, OnlySlotMarksEnterTheKeepClearArea) {
  for (const Json& maze : puzzles().manifest["mazes"]) {
    for (const bool solution : {false, true}) {
      const std::vector<Json> placed =
          solution ? placements(maze, "solution_placement", "solution_placements")
                   : placements(maze, "placement", "placements");
      const int page = maze[solution ? "solution_page" : "page"];
      const PageDrawing d = mbtest::walk_page(puzzles_pdf().page(page));
      const int columns = maze["grid"]["columns"], rows = maze["grid"]["rows"];
      // Grid-unit box of page points a, b; true when it reaches into a
      // keep-clear area without lying in a slot of that floor.
      const auto intrudes = [&](const Point& a, const Point& b) {
        for (size_t f = 0; f < placed.size(); ++f) {
          const double u = placed[f]["unit_pt"];
          const double grow = (placed[f]["wall_pt"].get<double>() + 0.5) / u - 0.001;
          const Point p = grid_point(placed[f], {std::min(a.x, b.x), std::max(a.y, b.y)});
          const Point q = grid_point(placed[f], {std::max(a.x, b.x), std::min(a.y, b.y)});
          if (q.x <= -grow || p.x >= columns + grow || q.y <= -grow || p.y >= rows + grow) continue;
          bool in_slot = false;
          for (const Slot& s : slots_of(maze, static_cast<int>(f))) in_slot |= inside(p, q, s);
          if (!in_slot) return true;
        }
        return false;
      };
      for (const mbtest::TextShow& t : d.texts) {
        EXPECT_GE(t.size_pt, 7 - 1e-6) << maze["id"] << " page " << page;
        EXPECT_FALSE(intrudes(t.box_min, t.box_max)) << maze["id"] << " page " << page;
      }
      for (const mbtest::Stroke& fill : d.fills) {
        if (mbtest::same_rgb(fill.rgb, 1, 1, 1)) continue;
        Point a{1e9, 1e9}, b{-1e9, -1e9};
        for (const auto& sub : fill.subpaths) {
          for (const Point& p : sub) {
            a = {std::min(a.x, p.x), std::min(a.y, p.y)};
            b = {std::max(b.x, p.x), std::max(b.y, p.y)};
          }
        }
        EXPECT_FALSE(intrudes(a, b))
            << maze["id"] << " page " << page << ": a fill at " << a.x << "," << a.y;
      }
    }
  }
}

TEST(VariantPages, TheManifestHoldsTheWalkAndAPlacementPerFloor) {
  for (const Json& maze : puzzles().manifest["mazes"]) {
    const std::string kind = maze["variant"]["kind"];
    ASSERT_TRUE(maze.contains("route")) << maze["id"];
    const Json& route = maze["route"];
    EXPECT_EQ(route.front(), maze["entrance"]["cell"]) << maze["id"];
    const int cells = maze["cells"];
    const int floors = kind == "floors" ? maze["variant"]["floors"].get<int>() : 1;
    EXPECT_EQ(route.back().get<int>(), (floors - 1) * cells + maze["exit"]["cell"].get<int>())
        << maze["id"];
    if (kind == "keys") {
      EXPECT_EQ(route.size(), maze["variant_metrics"]["walk_length"].get<size_t>() + 1);
    }
    if (kind == "floors") {
      EXPECT_EQ(maze["placements"].size(), static_cast<size_t>(floors));
      EXPECT_EQ(maze["solution_placements"].size(), static_cast<size_t>(floors));
      EXPECT_FALSE(maze.contains("placement"));
    } else {
      EXPECT_TRUE(maze.contains("placement")) << maze["id"];
    }
  }
}

TEST(VariantPages, SameBookWithOneJobOrTwo) {
  const std::unique_ptr<mbtest::KeptBook> one =
      mbtest::build_book_kept(puzzles_spec(), 1, "puzzles-1");
  for (const char* file : {"interior.pdf", "book.json", "cover.pdf"}) {
    const std::string a = mbtest::read_bytes(one->folder / file);
    EXPECT_FALSE(a.empty()) << file;
    EXPECT_EQ(a, mbtest::read_bytes(puzzles().folder / file)) << file;
  }
}

}  // namespace
