// Rendering draws what the plan hands it and decides nothing: no file in
// src/render includes the maze generators, the solver, the random source,
// the metrics or the selection, nor calls what they offer (a header of the
// book layer may bring them in transitively), and none includes the
// command line. Walls are read from maze/maze.h; routes, placements and
// decorations come from the book layer (src/book/README.md).

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

constexpr const char* kBannedHeaders[] = {"maze/generators.h", "maze/solver.h", "maze/random.h",
                                          "maze/metrics.h", "book/selection.h"};

// Calls that would make a maze, a route, a seed or a measurement.
const std::regex kBannedCalls(
    R"(\b(generate_\w+|solve|find_route|distances_from|place_farthest|derive_seed|measure|make_candidate|select_mazes|select_book_mazes|generate_solved)\s*\(|\bRandom\b)");

TEST(Layering, RenderIncludesNoGeneratorSolverRandomMetricsOrSelection) {
  const fs::path render = fs::path(MAZEBOOK_SOURCE_DIR) / "src" / "render";
  ASSERT_TRUE(fs::is_directory(render));
  const std::regex include(R"(#include\s+[<"]([^>"]+)[>"])");
  int files = 0;
  for (const fs::directory_entry& entry : fs::directory_iterator(render)) {
    if (!entry.is_regular_file()) continue;
    ++files;
    const std::string text = read(entry.path());
    for (auto it = std::sregex_iterator(text.begin(), text.end(), include);
         it != std::sregex_iterator(); ++it) {
      const std::string header = (*it)[1];
      for (const char* banned : kBannedHeaders) {
        EXPECT_NE(header, banned) << entry.path() << " includes " << header;
      }
      EXPECT_NE(header.rfind("cli/", 0), 0u) << entry.path() << " includes " << header;
    }
    std::smatch call;
    EXPECT_FALSE(std::regex_search(text, call, kBannedCalls))
        << entry.path() << " calls " << call.str();
  }
  EXPECT_GE(files, 10);
}

// The check itself can fail: each banned header and call is caught.
TEST(Layering, TheChecksCatchWhatTheyLookFor) {
  for (const char* banned : kBannedHeaders) {
    const std::string line = std::string("#include \"") + banned + "\"";
    const std::regex include(R"(#include\s+[<"]([^>"]+)[>"])");
    std::smatch m;
    ASSERT_TRUE(std::regex_search(line, m, include));
    EXPECT_EQ(m[1].str(), banned);
  }
  for (const char* code :
       {"solve(maze)", "const Maze m = generate_backtracker(mazebook::rect_grid(12, 9), r);",
        "Random random(seed);", "derive_seed(spec.seed, 1001, 0, 0)", "measure (maze)"}) {
    EXPECT_TRUE(std::regex_search(std::string(code), kBannedCalls)) << code;
  }
  for (const char* code : {"draw_route(cr, maze, route, d);", "measure_text(cr, text, style, 0)",
                           "measure_title_page(spec, look, width)", "resolve(x)"}) {
    EXPECT_FALSE(std::regex_search(std::string(code), kBannedCalls)) << code;
  }
}

}  // namespace
