// Golden pins: the exact maze every registered generator makes for a few
// (seed, size) pairs, where place_farthest then puts its openings, and its
// metrics with the default openings. The property suites say a maze is
// perfect; only these say it is the same maze as yesterday, so that a book
// spec and seed keep meaning the same book.
//
// Expected values live in tests/data/pins/ (one line per pin: generator,
// seed, size, value). A pin changes only on purpose, when a generator's rule
// or its use of the random source changes. To update the pins then, run
//   MAZEBOOK_UPDATE_PINS=1 build/bin/mazebook_tests --gtest_filter='GoldenPins.*'
// which rewrites the files instead of comparing; read the diff, and say in
// the commit message which pins changed and why.

#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "maze/generators.h"
#include "maze/grids.h"
#include "maze/metrics.h"
#include "maze/picture.h"
#include "maze/random.h"
#include "maze/solver.h"

namespace {

using mazebook::GeneratorInfo;
using mazebook::Maze;
using mazebook::Opening;

struct PinPlace {
  uint64_t seed;
  int columns;
  int rows;
};

// 1 x 1, one row, one column, an odd non-square size, and 16 x 20 twice.
constexpr PinPlace kPlaces[] = {{1, 1, 1}, {1, 9, 1},   {1, 1, 9},  {1, 7, 5},
                                {2, 7, 5}, {1, 16, 20}, {7, 16, 20}};

// FNV-1a, 64 bits: small, fixed and good enough to tell pictures apart.
uint64_t fnv1a64(const std::string& text) {
  uint64_t hash = 0xcbf29ce484222325ULL;
  for (const char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

// The picture's rows, each followed by a newline, hashed.
std::string picture_hash(const Maze& maze) {
  std::string text;
  for (const std::string& row : mazebook::to_picture(maze)) text += row + "\n";
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016" PRIx64, fnv1a64(text));
  return buffer;
}

// A rectangle's opening as "x,y,side", the pinned text.
std::string opening_text(const Maze& maze, const Opening& o) {
  return std::to_string(o.cell % maze.columns()) + "," + std::to_string(o.cell / maze.columns()) +
         "," + std::string(mazebook::side_name(static_cast<mazebook::Side>(o.side)));
}

std::string farthest_text(Maze maze) {
  mazebook::place_farthest(maze);
  return "entrance " + opening_text(maze, maze.entrance()) + " exit " +
         opening_text(maze, maze.exit()) + " route " +
         std::to_string(mazebook::measure(maze).route_length);
}

// Every metric as name=value; %.17g writes a double so that it reads back
// exactly, so a change in the last bit shows.
std::string metrics_text(const Maze& maze) {
  const mazebook::Metrics metrics = mazebook::measure(maze);
  std::string text;
  for (const mazebook::MetricInfo& info : mazebook::metric_infos()) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.17g", info.read(metrics));
    if (!text.empty()) text += " ";
    text += std::string(info.name) + "=" + buffer;
  }
  return text;
}

// The pins of one file, computed: key "generator seed CxR" -> value, in
// registry order.
using PinList = std::vector<std::pair<std::string, std::string>>;

PinList compute(const std::function<std::string(const Maze&)>& value) {
  PinList pins;
  for (const GeneratorInfo& g : mazebook::generators()) {
    for (const PinPlace& p : kPlaces) {
      mazebook::Random random(p.seed);
      const Maze maze = mazebook::generate_rect(g, p.columns, p.rows, random);
      const std::string key = std::string(g.name) + " " + std::to_string(p.seed) + " " +
                              std::to_string(p.columns) + "x" + std::to_string(p.rows);
      pins.emplace_back(key, value(maze));
    }
  }
  return pins;
}

std::string pin_path(const std::string& file) {
  return std::string(MAZEBOOK_TEST_DATA) + "/pins/" + file;
}

bool updating() {
  const char* v = std::getenv("MAZEBOOK_UPDATE_PINS");
  return v != nullptr && std::string(v) == "1";
}

// Reads "generator seed size value..." lines (# starts a comment line).
std::map<std::string, std::string> read_pins(const std::string& path) {
  std::map<std::string, std::string> pins;
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot read " << path;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string name, seed, size;
    fields >> name >> seed >> size;
    std::string value;
    std::getline(fields >> std::ws, value);
    const std::string key = name + " " + seed + " " + size;
    EXPECT_TRUE(pins.emplace(key, value).second) << path << ": " << key << " pinned twice";
  }
  return pins;
}

// Compares the computed pins with the file, or rewrites the file when
// MAZEBOOK_UPDATE_PINS=1.
void check_pins(const std::string& file, const std::string& header, const PinList& computed) {
  const std::string path = pin_path(file);
  if (updating()) {
    std::ofstream out(path, std::ios::trunc);
    out << "# " << header << "\n# Made by tests/maze/golden_test.cc; see there how to update.\n";
    for (const auto& [key, value] : computed) out << key << " " << value << "\n";
    ASSERT_TRUE(out.good()) << "cannot write " << path;
    std::printf("rewrote %s (%zu pins)\n", path.c_str(), computed.size());
    return;
  }
  std::map<std::string, std::string> stored = read_pins(path);
  for (const auto& [key, value] : computed) {
    const auto found = stored.find(key);
    if (found == stored.end()) {
      ADD_FAILURE() << file << ": no pin for " << key << " (made: " << value << ")";
      continue;
    }
    EXPECT_EQ(found->second, value) << file << ": " << key << " changed";
    stored.erase(found);
  }
  for (const auto& [key, value] : stored) {
    ADD_FAILURE() << file << ": pin " << key << " names no generator and place pinned here";
  }
}

TEST(GoldenPins, HashIsFnv1a64) {
  // The published test vectors of FNV-1a, 64 bits.
  EXPECT_EQ(fnv1a64(""), 0xcbf29ce484222325ULL);
  EXPECT_EQ(fnv1a64("a"), 0xaf63dc4c8601ec8cULL);
  EXPECT_EQ(fnv1a64("foobar"), 0x85944171f73967e8ULL);
}

TEST(GoldenPins, GeneratorPictures) {
  check_pins("generators.txt", "generator seed size fnv1a64-of-the-picture", compute(picture_hash));
}

TEST(GoldenPins, FarthestPlacement) {
  check_pins("farthest.txt", "generator seed size: openings after place_farthest, route length",
             compute(farthest_text));
}

// Shaped grids: every generator that works on them, two seeds each, pinned
// by the maze JSON's passages and openings (and the metrics' text).
const char* const kShapedGrids[] = {"hex:7x5", "triangle:9x4", "polar:4", "mask"};

mazebook::GridPtr shaped_grid(const std::string& name) {
  mazebook::GridSpec spec;
  if (name == "hex:7x5") {
    spec.kind = mazebook::GridKind::hex, spec.columns = 7, spec.rows = 5;
  } else if (name == "triangle:9x4") {
    spec.kind = mazebook::GridKind::triangle, spec.columns = 9, spec.rows = 4;
  } else if (name == "polar:4") {
    spec.kind = mazebook::GridKind::polar, spec.rings = 4;
  } else {  // a ring with a hole, and a spur
    spec.kind = mazebook::GridKind::masked;
    spec.mask = {"XXXXX.", "X...XX", "X...X.", "XXXXX."};
  }
  return mazebook::make_grid(spec);
}

std::string shaped_text(const Maze& maze) {
  std::string text;
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    text += std::to_string(cell) + ":" + std::to_string(maze.wall_bytes()[cell]) + " ";
  }
  for (const Opening& o : {maze.entrance(), maze.exit()}) {
    text += std::to_string(o.cell) + "/" + std::to_string(o.side) + " ";
  }
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016" PRIx64, fnv1a64(text));
  return std::string(buffer) + " " + metrics_text(maze);
}

TEST(GoldenPins, ShapedMazes) {
  PinList pins;
  for (const GeneratorInfo& g : mazebook::generators()) {
    if (!g.any_grid) continue;
    for (const char* name : kShapedGrids) {
      const mazebook::GridPtr grid = shaped_grid(name);
      for (const uint64_t seed : {1, 2}) {
        mazebook::Random random(seed);
        Maze maze = g.generate(grid, random);
        pins.emplace_back(std::string(g.name) + " " + std::to_string(seed) + " " + name,
                          shaped_text(maze));
        mazebook::place_farthest(maze, 0.5);
        pins.emplace_back(std::string(g.name) + " " + std::to_string(seed) + " " + name + "-far",
                          shaped_text(maze));
      }
    }
  }
  check_pins("shapes.txt", "generator seed grid: fnv1a64 of walls and openings, then metrics",
             pins);
}

TEST(GoldenPins, Metrics) {
  check_pins("metrics.txt", "generator seed size: metrics with the default openings",
             compute(metrics_text));
}

}  // namespace
