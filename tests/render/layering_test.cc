// Rendering draws what the plan hands it and decides nothing: no file in
// src/render includes the maze generators, the solver, the random source,
// the metrics or the selection, nor calls what they offer (a header of the
// book layer may bring them in transitively), none calls the book layer's
// layout (the page plan, the cover's and a variant's layout, the title
// page's and ornaments' plans, the fitting of sections, the marks', texts',
// pages of words', poster's and sample PNG's plans), and none includes
// the application layer or the command line. Walls are read from
// maze/maze.h; routes, placements and decorations come from the book layer
// (src/book/README.md).
//
// The functions are read from the headers that declare them, so one added
// there is forbidden here at once, in every file of src/render.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

fs::path source(const std::string& path) { return fs::path(MAZEBOOK_SOURCE_DIR) / "src" / path; }

constexpr const char* kBannedHeaders[] = {"maze/generators.h", "maze/solver.h", "maze/random.h",
                                          "maze/metrics.h", "book/selection.h"};

// The layout: the book layer's, the poster's plan included. Render calls
// none of their functions.
constexpr const char* kLayoutHeaders[] = {
    "book/page_plan.h",   "book/cover_layout.h",   "book/variant_layout.h", "book/ornaments.h",
    "book/fit.h",         "book/layout_metrics.h", "book/page_texts.h",     "book/text_measure.h",
    "book/maze_marks.h",  "book/mark_plan.h",      "book/text_plan.h",      "book/cover_texts.h",
    "book/placed_text.h", "book/variant_marks.h",  "book/cover_plan.h",     "book/poster_plan.h",
    "book/matter_plan.h", "book/sample_plan.h"};

// Calls that would make a maze, a route, a seed or a measurement.
const std::regex kBannedCalls(
    R"(\b(generate_\w+|solve|find_route|distances_from|place_farthest|derive_seed|measure|make_candidate|select_mazes|select_book_mazes|generate_solved)\s*\(|\bRandom\b)");

// The free functions a header declares: a line at its left margin that
// names a function (not a type, a constant or a member).
std::set<std::string> declared_functions(const std::string& header) {
  static const std::regex declaration(R"(^[A-Za-z][\w:<>,\s\*&]*?[\s\*&](\w+)\()",
                                      std::regex::ECMAScript | std::regex::multiline);
  static const std::regex skip(R"(^(struct|class|enum|constexpr|namespace|using|template)\b)");
  std::set<std::string> names;
  std::istringstream lines(header);
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_search(line, skip)) continue;
    if (std::regex_search(line, m, declaration)) names.insert(m[1]);
  }
  return names;
}

// `text` without its // comments.
std::string code_of(const std::string& text) {
  static const std::regex comment(R"(//[^\n]*)");
  return std::regex_replace(text, comment, "");
}

// Which of `names` `code` calls (a name then an opening parenthesis, not a
// member's: obj.name( or obj->name( are the object's own).
std::set<std::string> calls_in(const std::string& code, const std::set<std::string>& names) {
  static const std::regex call(R"((^|[^\w.>])(\w+)(?=\s*\())");
  std::set<std::string> found;
  for (auto it = std::sregex_iterator(code.begin(), code.end(), call); it != std::sregex_iterator();
       ++it) {
    if (names.count((*it)[2])) found.insert((*it)[2]);
  }
  return found;
}

std::set<std::string> layout_functions() {
  std::set<std::string> names;
  for (const char* header : kLayoutHeaders) {
    const std::set<std::string> declared = declared_functions(read(source(header)));
    EXPECT_FALSE(declared.empty()) << header << " declares no function that this test can read";
    names.insert(declared.begin(), declared.end());
  }
  return names;
}

TEST(Layering, RenderIncludesNoGeneratorSolverRandomMetricsOrSelection) {
  const fs::path render = source("render");
  ASSERT_TRUE(fs::is_directory(render));
  const std::regex include(R"(#include\s+[<"]([^>"]+)[>"])");
  std::set<std::string> banned;
  for (const char* header : kBannedHeaders) {
    const std::set<std::string> declared = declared_functions(read(source(header)));
    banned.insert(declared.begin(), declared.end());
  }
  int files = 0;
  for (const fs::directory_entry& entry : fs::directory_iterator(render)) {
    if (!entry.is_regular_file()) continue;
    ++files;
    const std::string text = read(entry.path());
    for (auto it = std::sregex_iterator(text.begin(), text.end(), include);
         it != std::sregex_iterator(); ++it) {
      const std::string header = (*it)[1];
      for (const char* b : kBannedHeaders) {
        EXPECT_NE(header, b) << entry.path() << " includes " << header;
      }
      EXPECT_NE(header.rfind("cli/", 0), 0u) << entry.path() << " includes " << header;
      EXPECT_NE(header.rfind("app/", 0), 0u) << entry.path() << " includes " << header;
    }
    std::smatch call;
    EXPECT_FALSE(std::regex_search(text, call, kBannedCalls))
        << entry.path() << " calls " << call.str();
    for (const std::string& name : calls_in(code_of(text), banned)) {
      ADD_FAILURE() << entry.path() << " calls " << name << "()";
    }
  }
  EXPECT_GE(files, 10);
}

TEST(Layering, RenderCallsNoLayout) {
  const std::set<std::string> layout = layout_functions();
  int files = 0;
  for (const fs::directory_entry& entry : fs::directory_iterator(source("render"))) {
    if (!entry.is_regular_file()) continue;
    ++files;
    const std::string file = entry.path().filename().string();
    for (const std::string& name : calls_in(code_of(read(entry.path())), layout)) {
      ADD_FAILURE() << "src/render/" << file << " calls the book layer's layout: " << name
                    << "(); the plan decides, render draws";
    }
  }
  EXPECT_GE(files, 10);
}

// The checks themselves can fail: each banned header and call is caught.
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

TEST(Layering, TheLayoutFunctionsAreReadFromTheirHeaders) {
  const std::set<std::string> layout = layout_functions();
  for (const char* name : {"plan_book",
                           "fit_grid",
                           "solution_drawing",
                           "maze_panel",
                           "placed_grids",
                           "title_page_fits",
                           "plan_ornaments",
                           "fit_sections",
                           "plan_poster",
                           "layout_metrics",
                           "mark_band_height",
                           "measure_title_page",
                           "check_level_lines",
                           "one_line_size",
                           "largest_fitting_size",
                           "place_mark",
                           "plan_marks",
                           "plan_cover",
                           "fit_spine",
                           "plan_matter_pages",
                           "plan_sample",
                           "arrow_at_outside_point"}) {
    EXPECT_TRUE(layout.count(name)) << name;
  }
  // Members, types and constants are not functions of the header.
  EXPECT_FALSE(layout.count("live_area"));
  EXPECT_FALSE(layout.count("page_count"));
  EXPECT_EQ(declared_functions("struct Box {\n  double x = 0;\n};\nconstexpr double kA = 1;\n"
                               "Box box_of(const Plan& p);\nstd::vector<Box> many(int n,\n"
                               "    int m);\n"),
            (std::set<std::string>{"box_of", "many"}));
  const std::set<std::string> selection = declared_functions(read(source("book/selection.h")));
  EXPECT_TRUE(selection.count("select_mazes"));
}

TEST(Layering, ALayoutCallIsFoundAndAMemberOrACommentIsNot) {
  const std::set<std::string> layout{"fit_grid", "solution_drawing"};
  EXPECT_EQ(calls_in(code_of("  const Drawing d = fit_grid(area, w, h);\n"), layout),
            (std::set<std::string>{"fit_grid"}));
  EXPECT_EQ(calls_in(code_of("if (solution_drawing(fit_grid(a, 1, 2))) {}"), layout), layout);
  EXPECT_EQ(calls_in(code_of("x = mazebook::fit_grid (a, 1, 2);"), layout),
            (std::set<std::string>{"fit_grid"}));
  EXPECT_TRUE(calls_in(code_of("// as fit_grid(area) does\n"), layout).empty());
  EXPECT_TRUE(calls_in(code_of("const Drawing& d = plan.solution_drawing[i];"), layout).empty());
  EXPECT_TRUE(calls_in(code_of("plan->solution_drawing(i); p.fit_grid(a);"), layout).empty());
}

// The scan of render fails on any layout call: one added to a render
// file is caught, and the file as it is makes none.
TEST(Layering, ALayoutCallAddedToARenderFileIsCaught) {
  const std::set<std::string> layout = layout_functions();
  const std::string png = code_of(read(source("render/maze_png.cc")));
  EXPECT_TRUE(calls_in(png, layout).empty());
  EXPECT_EQ(calls_in(png + "\nvoid f(const Maze& m) { plan_sample(m, 0); }\n", layout),
            (std::set<std::string>{"plan_sample"}));
  EXPECT_EQ(
      calls_in(png + "\n  fill_arrow(c, arrow_at_outside_point(g, o, 0.64, true));\n", layout),
      (std::set<std::string>{"arrow_at_outside_point"}));
}

}  // namespace
