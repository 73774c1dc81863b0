// A themed book end to end: built twice with --jobs 1 and --jobs 2 it is
// byte-identical, its pictures are recorded in book.json, printed in grey
// on black-ink paper, and a broken theme stops the build with one line
// naming the file and leaves nothing behind.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "support/book_files.h"

namespace {

std::string themed_spec(const std::string& theme, const std::string& paper = "white") {
  return R"({"title": "Themed", "author": "T. Tester", "trim": "6x9", "paper": ")" + paper +
         R"(", "seed": 8, "theme": ")" + theme +
         R"(", "sections": [{"preset": "kids-easy", "count": 6}, {"preset": "kids-heart",
         "count": 2}], "solutions_per_page": 4})";
}

TEST(ThemedBuild, IsTheSameBytesForAnyJobsAndRecordsItsPictures) {
  const auto one = mbtest::build_book(themed_spec("space"), "themed1", {"--jobs", "1"});
  const auto two = mbtest::build_book(themed_spec("space"), "themed2", {"--jobs", "2"});
  for (const char* file : {"interior.pdf", "cover.pdf"}) {
    const std::string bytes = mbtest::read_bytes(one->out / file);
    ASSERT_FALSE(bytes.empty()) << file;
    EXPECT_TRUE(bytes == mbtest::read_bytes(two->out / file)) << file;
  }
  // The manifests differ only in their "rebuild" records, which name each
  // book's own spec file.
  nlohmann::json first = one->manifest, second = two->manifest;
  EXPECT_NE(first["rebuild"]["spec_file"], second["rebuild"]["spec_file"]);
  first["rebuild"].erase("spec_file");
  second["rebuild"].erase("spec_file");
  EXPECT_EQ(first, second);
  const auto book = nlohmann::json::parse(mbtest::read_bytes(one->out / "book.json"));
  EXPECT_EQ(book["theme"]["name"], "space");
  EXPECT_EQ(book["spec"]["theme"], "space");
  std::set<std::string> starts;
  for (const auto& maze : book["mazes"]) starts.insert(maze["pictures"]["start"]);
  EXPECT_EQ(starts, (std::set<std::string>{"art/rocket.svg", "art/ufo.svg"}));
  EXPECT_TRUE(book["interior"]["sections"][0]["picture"].is_string());
}

TEST(ThemedBuild, PrintsPicturesInGreyOnWhitePaperAndInColourOnColourPaper) {
  const auto grey = mbtest::build_book(themed_spec("space", "white"), "grey");
  const auto colour = mbtest::build_book(themed_spec("space", "premium-color"), "colour");
  // The rocket's red (#e4572e) appears in the colour book alone.
  const std::string red = "0.894118 0.341176 0.180392 rg";
  const std::string grey_pdf = mbtest::shell_output("qpdf --qdf --object-streams=disable '" +
                                                    (grey->out / "interior.pdf").string() + "' -");
  const std::string colour_pdf = mbtest::shell_output(
      "qpdf --qdf --object-streams=disable '" + (colour->out / "interior.pdf").string() + "' -");
  EXPECT_EQ(grey_pdf.find(red), std::string::npos);
  EXPECT_NE(colour_pdf.find(red), std::string::npos);
  EXPECT_NE(grey_pdf.find("/Figure"), std::string::npos);
}

TEST(ThemedBuild, AnUnknownThemeOrABadPictureStopsTheBuildNamingIt) {
  const mbtest::TempDir dir("badtheme");
  mbtest::write_text(dir.path() / "spec.json", themed_spec("jungle"));
  const mbtest::CliRun unknown = mbtest::run_mazebook(
      {"build", (dir.path() / "spec.json").string(), "--out", (dir.path() / "out").string()});
  EXPECT_EQ(unknown.code, 2);
  EXPECT_EQ(unknown.err, "mazebook: " + (dir.path() / "spec.json").string() +
                             ": theme: unknown theme 'jungle'; valid: animals, dinosaurs, ocean, "
                             "space, vehicles\n");
  mbtest::write_text(dir.path() / "grad.svg",
                     "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\">\n"
                     "<linearGradient id=\"g\"/><rect width=\"4\" height=\"4\"/></svg>");
  mbtest::write_text(dir.path() / "mine.json",
                     R"({"template": "kids", "pictures": {"start": ["grad.svg"],
                        "finish": ["grad.svg"]}})");
  mbtest::write_text(dir.path() / "spec2.json", themed_spec((dir.path() / "mine.json").string()));
  const mbtest::CliRun bad = mbtest::run_mazebook(
      {"build", (dir.path() / "spec2.json").string(), "--out", (dir.path() / "out").string()});
  EXPECT_EQ(bad.code, 2);
  EXPECT_EQ(bad.err, "mazebook: " + (dir.path() / "mine.json").string() +
                         ": grad.svg: line 2: not flat art: <linearGradient> (a gradient); "
                         "pictures take flat, opaque SVG art (templates/themes/README.md)\n");
  EXPECT_FALSE(std::filesystem::exists(dir.path() / "out"));
}

}  // namespace
