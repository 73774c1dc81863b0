// The shipped silhouettes and the names that reach them. Image masks are
// turned into text masks once, and these tests pin that text, so a new
// librsvg (or a changed silhouette) cannot silently change a maze: every
// shipped mask is sampled at 40 x 40 and 20 x 20 and compared with
// tests/data/pins/masks/NAME-CxR.txt. Each pinned mask must also be one
// piece (cells joined through their sides), as the grid model keeps only
// the largest piece.
//
// A pin changes only on purpose (a silhouette redrawn, the sampling rule or
// librsvg changed). To update the pins then, run
//   MAZEBOOK_UPDATE_PINS=1 build/bin/mazebook_tests --gtest_filter='ShippedMasks.*'
// which rewrites the files instead of comparing; look at the new text, and
// say in the commit message which pins changed and why.

#include "render/shipped_masks.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "base/error.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;
using mazebook::Error;
using Rows = std::vector<std::string>;

constexpr std::pair<int, int> kPinnedSizes[] = {{40, 40}, {20, 20}};

template <typename F>
std::string error_of(F f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

bool updating() {
  const char* v = std::getenv("MAZEBOOK_UPDATE_PINS");
  return v != nullptr && std::string(v) == "1";
}

fs::path pin_folder() { return fs::path(MAZEBOOK_TEST_DATA) / "pins" / "masks"; }

std::string pin_name(const std::string& name, int columns, int rows) {
  return name + "-" + std::to_string(columns) + "x" + std::to_string(rows) + ".txt";
}

// The rows of a pin file (comment lines skipped).
Rows read_pin(const fs::path& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot read " << path;
  Rows rows;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] != '#') rows.push_back(line);
  }
  return rows;
}

// Pieces of cells joined through their sides (cells that touch only at a
// corner are apart), counted with an explicit stack.
int count_pieces(const Rows& rows) {
  const int height = static_cast<int>(rows.size());
  const int width = height ? static_cast<int>(rows[0].size()) : 0;
  std::vector<char> seen(static_cast<size_t>(width) * height, 0);
  int pieces = 0;
  for (int start = 0; start < width * height; ++start) {
    if (seen[start] || rows[start / width][start % width] != 'X') continue;
    ++pieces;
    std::vector<int> stack{start};
    seen[start] = 1;
    while (!stack.empty()) {
      const int at = stack.back();
      stack.pop_back();
      const int x = at % width;
      const int y = at / width;
      const int next[4][2] = {{x + 1, y}, {x - 1, y}, {x, y + 1}, {x, y - 1}};
      for (const auto& [nx, ny] : next) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const int index = ny * width + nx;
        if (!seen[index] && rows[ny][nx] == 'X') {
          seen[index] = 1;
          stack.push_back(index);
        }
      }
    }
  }
  return pieces;
}

// Sets MAZEBOOK_DATA for one test and restores it afterwards.
class DataDir {
 public:
  explicit DataDir(const fs::path& path) {
    const char* old = std::getenv("MAZEBOOK_DATA");
    had_ = old != nullptr;
    if (had_) old_ = old;
    setenv("MAZEBOOK_DATA", path.c_str(), 1);
  }
  ~DataDir() {
    if (had_) {
      setenv("MAZEBOOK_DATA", old_.c_str(), 1);
    } else {
      unsetenv("MAZEBOOK_DATA");
    }
  }

 private:
  bool had_ = false;
  std::string old_;
};

TEST(PieceCount, CountsSideNeighboursOnly) {
  EXPECT_EQ(count_pieces({"XX.", ".XX", "..."}), 1);
  EXPECT_EQ(count_pieces({"X.", ".X"}), 2);
  EXPECT_EQ(count_pieces({"X.X", "...", "X.X"}), 4);
  EXPECT_EQ(count_pieces({"..", ".."}), 0);
}

TEST(ShippedMasks, AreTheListedOnes) {
  EXPECT_EQ(mazebook::shipped_mask_names(),
            (Rows{"apple", "baboon", "bat", "beaver", "butterfly", "cat", "circle", "cloud", "fish",
                  "fox", "heart", "house", "moon", "mushroom", "orangutan", "rocket", "snowman",
                  "star", "tree"}));
}

TEST(ShippedMasks, MatchTheirPinsAndAreOnePiece) {
  const std::vector<std::string> names = mazebook::shipped_mask_names();
  ASSERT_GE(names.size(), 12u);
  if (updating()) fs::create_directories(pin_folder());
  for (const std::string& name : names) {
    const mazebook::MaskSource source = mazebook::load_mask("test", name);
    for (const auto& [columns, rows] : kPinnedSizes) {
      const Rows mask = mazebook::sample_mask(source, columns, rows);
      const fs::path path = pin_folder() / pin_name(name, columns, rows);
      EXPECT_EQ(count_pieces(mask), 1) << name << " at " << columns << "x" << rows;
      if (updating()) {
        std::ofstream out(path, std::ios::trunc);
        out << "# " << name << " sampled at " << columns << "x" << rows
            << "; made by tests/render/shipped_masks_test.cc, see there how to update.\n";
        for (const std::string& row : mask) out << row << "\n";
        ASSERT_TRUE(out.good()) << "cannot write " << path;
        continue;
      }
      EXPECT_EQ(read_pin(path), mask) << path << " changed";
    }
  }
}

// The masks drawn as text are drawn thick enough to stay one piece at
// every square size from 15 x 15 up (checked to 60 x 60).
TEST(ShippedMasks, DrawnOnesAreOnePieceFrom15x15Up) {
  int drawn = 0;
  for (const std::string& name : mazebook::shipped_mask_names()) {
    const mazebook::MaskSource source = mazebook::load_mask("test", name);
    if (source.kind != mazebook::MaskSource::Kind::raster) continue;
    ++drawn;
    for (int side = 15; side <= 60; ++side) {
      EXPECT_EQ(count_pieces(mazebook::sample_mask(source, side, side)), 1)
          << name << " at " << side << "x" << side;
    }
  }
  EXPECT_GE(drawn, 8);
}

// The symmetric drawn masks no taller than wide have an odd width about a
// middle column, so no cell centre falls on a pixel edge across them and
// every square mask of them is a mirror image of itself.
TEST(ShippedMasks, SymmetricOnesStaySymmetricInSquares) {
  for (const char* name : {"butterfly", "cat", "circle", "heart", "mushroom", "star"}) {
    const mazebook::MaskSource source = mazebook::load_mask("test", name);
    for (int side = 15; side <= 60; ++side) {
      for (const std::string& row : mazebook::sample_mask(source, side, side)) {
        EXPECT_EQ(row, std::string(row.rbegin(), row.rend())) << name << " at " << side;
      }
    }
  }
}

TEST(ShippedMasks, EveryPinBelongsToAShippedMask) {
  const std::vector<std::string> names = mazebook::shipped_mask_names();
  int pins = 0;
  for (const auto& entry : fs::directory_iterator(pin_folder())) {
    ++pins;
    bool known = false;
    for (const std::string& name : names) {
      for (const auto& [columns, rows] : kPinnedSizes) {
        known = known || entry.path().filename() == pin_name(name, columns, rows);
      }
    }
    EXPECT_TRUE(known) << entry.path() << " pins no shipped mask at a pinned size";
  }
  EXPECT_EQ(pins, static_cast<int>(names.size() * std::size(kPinnedSizes)));
}

TEST(ShippedMasks, AreNamedInTheReadme) {
  const std::string readme =
      mbtest::read_bytes(fs::path(MAZEBOOK_SOURCE_DIR) / "presets" / "masks" / "README.md");
  for (const std::string& name : mazebook::shipped_mask_names()) {
    EXPECT_NE(readme.find("`" + name + "`"), std::string::npos) << name;
  }
}

TEST(MaskRows, TakesANameOrAPath) {
  EXPECT_EQ(mazebook::mask_rows("--grid", "circle", 5, 5),
            (Rows{".XXX.", "XXXXX", "XXXXX", "XXXXX", ".XXX."}));
  mbtest::TempDir dir("mask-rows");
  mbtest::write_text(dir.file("l.txt"), "X.\nXX\n");
  EXPECT_EQ(mazebook::mask_rows("--grid", dir.file("l.txt"), 4, 2), (Rows{".X..", ".XX."}));
}

TEST(MaskRows, RefusesUnknownNamesAndOtherFiles) {
  const std::string valid =
      "; valid: apple, baboon, bat, beaver, butterfly, cat, circle, cloud, fish, fox, heart, "
      "house, moon, mushroom, orangutan, rocket, snowman, star, tree (or a path to a .txt, .png "
      "or .svg file)";
  EXPECT_EQ(error_of([] { mazebook::mask_rows("--grid", "hart", 10, 10); }),
            "--grid: unknown mask 'hart' (did you mean 'heart'?)" + valid);
  EXPECT_EQ(error_of([] { mazebook::mask_rows("--grid", "", 10, 10); }),
            "--grid: unknown mask ''" + valid);
  EXPECT_EQ(error_of([] { mazebook::mask_rows("--grid", "cat.jpg", 10, 10); }),
            "--grid: mask 'cat.jpg': expected a shipped mask's name or a path to a .txt, .png or "
            ".svg file");
  EXPECT_EQ(error_of([] { mazebook::mask_rows("--grid", "heart", 0, 10); }),
            "presets/masks/heart.txt: mask size 0x10: expected columns and rows each from 1 to "
            "1000");
}

TEST(Svgpath, HoldsOnePath) {
  using mazebook::parse_svgpath;
  EXPECT_EQ(parse_svgpath("# where\n/usr/share/x.svg\n\n", "/data", "p"), "/usr/share/x.svg");
  EXPECT_EQ(parse_svgpath("art/y.svg\r\n", "/data/presets/masks", "p"),
            "/data/presets/masks/art/y.svg");
  EXPECT_EQ(error_of([] { parse_svgpath("# none\n", "/", "p.svgpath"); }),
            "p.svgpath: expected one line with the path of an .svg file, got 0");
  EXPECT_EQ(error_of([] { parse_svgpath("/a.svg\n/b.svg\n", "/", "p.svgpath"); }),
            "p.svgpath: expected one line with the path of an .svg file, got 2");
  EXPECT_EQ(error_of([] { parse_svgpath("/a.png\n", "/", "p.svgpath"); }),
            "p.svgpath: expected the path of an .svg file, got '/a.png'");
}

TEST(Svgpath, ErrorsNameThePointerAndTheSvg) {
  mbtest::TempDir dir("mask-svgpath");
  fs::create_directories(dir.path() / "presets" / "masks");
  mbtest::write_text(dir.path() / "presets" / "masks" / "ghost.svgpath", "gone/ghost.svg\n");
  const DataDir data(dir.path());
  EXPECT_EQ(mazebook::shipped_mask_names(), (Rows{"ghost"}));
  const std::string svg = (dir.path() / "presets" / "masks" / "gone" / "ghost.svg").string();
  EXPECT_EQ(error_of([] { mazebook::mask_rows("--grid", "ghost", 10, 10); }),
            "presets/masks/ghost.svgpath: " + svg + ": cannot read: No such file or directory");
}

}  // namespace
