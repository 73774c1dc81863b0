// The book layer plans and draws nothing: no file in src/book includes
// Cairo, Pango, librsvg or the renderer (nor a layer above it: the
// application layer, the command line, the studio), and its library links
// none of them. What it needs measured, render measures and passes in.

#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "support/book_files.h"
#include "support/include_scan.h"

namespace {

namespace fs = std::filesystem;

bool a_drawing_library(const std::string& header) {
  static const std::regex drawing(R"(^(cairo|pango|librsvg|rsvg|render/|app/|cli/|studio/))");
  return std::regex_search(header, drawing);
}

bool links_a_drawing_library(const std::string& linked) {
  static const std::regex drawing(R"(PkgConfig::(CAIRO|RSVG)|mazebook_render|cairo|pango|rsvg)");
  return std::regex_search(linked, drawing);
}

fs::path book_sources() { return fs::path(MAZEBOOK_SOURCE_DIR) / "src" / "book"; }

std::string cmake_lists() {
  std::ifstream in(fs::path(MAZEBOOK_SOURCE_DIR) / "CMakeLists.txt");
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

TEST(BookLayering, TheBookLayerIncludesNoDrawingLibrary) {
  ASSERT_TRUE(fs::exists(book_sources() / "page_plan.h"));
  EXPECT_EQ(mbtest::forbidden_includes(book_sources(), a_drawing_library),
            std::vector<std::string>{});
}

TEST(BookLayering, TheBookLibraryLinksNoDrawingLibrary) {
  const std::string linked = mbtest::linked_libraries(cmake_lists(), "mazebook_book");
  ASSERT_NE(linked.find("mazebook_base"), std::string::npos) << linked;
  EXPECT_FALSE(links_a_drawing_library(linked)) << linked;
}

// The checks find Cairo, Pango, librsvg and the renderer included in a
// copy of the book layer's sources, and a drawing library linked.
TEST(BookLayering, TheChecksFindADrawingLibrary) {
  mbtest::TempDir dir("book-layering");
  const fs::path copy = dir.path() / "book";
  fs::copy(book_sources(), copy, fs::copy_options::recursive);
  EXPECT_TRUE(mbtest::forbidden_includes(copy, a_drawing_library).empty());
  {
    std::ofstream out(copy / "page_plan.cc", std::ios::app);
    out << "#include <cairo.h>\n#include <pango/pangocairo.h>\n"
           "#include <librsvg/rsvg.h>\n#include \"render/text.h\"\n"
           "#include \"app/book_job.h\"\n";
  }
  EXPECT_EQ(mbtest::forbidden_includes(copy, a_drawing_library),
            (std::vector<std::string>{
                "page_plan.cc includes cairo.h", "page_plan.cc includes pango/pangocairo.h",
                "page_plan.cc includes librsvg/rsvg.h", "page_plan.cc includes render/text.h",
                "page_plan.cc includes app/book_job.h"}));
  EXPECT_FALSE(a_drawing_library("book/page_plan.h"));
  EXPECT_FALSE(a_drawing_library("base/json.h"));
  for (const char* cmake :
       {"target_link_libraries(mazebook_book PUBLIC mazebook_base PkgConfig::CAIRO)",
        "target_link_libraries(mazebook_book PRIVATE PkgConfig::RSVG)",
        "target_link_libraries(mazebook_book PUBLIC mazebook_render)"}) {
    EXPECT_TRUE(links_a_drawing_library(mbtest::linked_libraries(cmake, "mazebook_book"))) << cmake;
  }
  EXPECT_FALSE(links_a_drawing_library(
      mbtest::linked_libraries("target_link_libraries(mazebook_book PUBLIC mazebook_base "
                               "mazebook_maze)\ntarget_link_libraries(mazebook_render PUBLIC "
                               "PkgConfig::CAIRO)",
                               "mazebook_book")));
}

}  // namespace
