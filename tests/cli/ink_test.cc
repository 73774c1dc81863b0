// A book on white or cream paper prints black ink only: every colour its
// interior.pdf sets is a grey (the kids template's orange and green become
// their greys), the cover keeps its colours, the build says so, and
// `preview` draws the interior as it will print. On premium colour paper
// the interior keeps its colours.

#include <cairo.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

std::string kids_spec(const std::string& paper) {
  return R"({"title": "Ink Test", "author": "A", "trim": "8.5x11", "template": "kids", "seed": 3,
    "paper": ")" +
         paper + R"(", "sections": [{"preset": "kids-easy", "count": 12}]})";
}

// Every colour set in the decoded content of every page: "r g b rg" and
// "r g b RG" operands, counted as grey when the three agree to 0.006.
struct Colours {
  int grey = 0;
  int coloured = 0;
};
Colours colours_of(const fs::path& pdf) {
  mbtest::PdfFile file(pdf);
  Colours c;
  for (int n = 1; n <= file.page_count(); ++n) {
    for (mbtest::Op& o : mbtest::content_ops(file.page(n))) {
      if ((o.name != "rg" && o.name != "RG") || o.args.size() != 3) continue;
      const double r = o.num(0), g = o.num(1), b = o.num(2);
      const bool grey = std::abs(r - g) <= 0.006 && std::abs(g - b) <= 0.006;
      (grey ? c.grey : c.coloured) += 1;
    }
  }
  return c;
}

// Pixels of a PNG whose red, green and blue differ by more than 2 levels.
int coloured_pixels(const std::string& png) {
  cairo_surface_t* s = cairo_image_surface_create_from_png(png.c_str());
  EXPECT_EQ(cairo_surface_status(s), CAIRO_STATUS_SUCCESS) << png;
  cairo_surface_flush(s);
  const unsigned char* data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  int coloured = 0;
  for (int y = 0; y < cairo_image_surface_get_height(s); ++y) {
    for (int x = 0; x < cairo_image_surface_get_width(s); ++x) {
      const unsigned char* p = data + y * stride + x * 4;
      const int spread = std::max({p[0], p[1], p[2]}) - std::min({p[0], p[1], p[2]});
      coloured += spread > 2;
    }
  }
  cairo_surface_destroy(s);
  return coloured;
}

TEST(BlackInk, WhiteAndCreamPaperPrintTheInteriorInGreys) {
  for (const char* paper : {"white", "cream"}) {
    SCOPED_TRACE(paper);
    const auto book = mbtest::build_book(kids_spec(paper), "ink");
    ASSERT_EQ(book->run.code, 0) << book->run.err;
    const Colours inside = colours_of(book->out / "interior.pdf");
    EXPECT_EQ(inside.coloured, 0);
    EXPECT_GT(inside.grey, 10);
    EXPECT_GE(colours_of(book->out / "cover.pdf").coloured, 2);  // the cover keeps colour
    EXPECT_EQ(book->manifest["interior"]["ink"], "black");
    // The ornament is recorded in the grey it is drawn in.
    const mazebook::Json& rgb = book->manifest["ornaments"][0]["colour_rgb"];
    EXPECT_EQ(rgb[0], rgb[1]);
    EXPECT_EQ(rgb[1], rgb[2]);
  }
}

TEST(BlackInk, TheBuildSaysSoAndPreviewShowsWhatPrints) {
  mbtest::TempDir dir("ink");
  mbtest::write_text(dir.file("white.json"), kids_spec("white"));
  mbtest::write_text(dir.file("colour.json"), kids_spec("premium-color"));
  const mbtest::CliRun built =
      mbtest::run_mazebook({"build", dir.file("white.json"), "--out", dir.file("out")});
  ASSERT_EQ(built.code, 0) << built.err;
  EXPECT_NE(built.err.find("note: interior printed in greys: white paper takes black ink only, so "
                           "the template's colours (accent, start, finish) are their greys "
                           "inside; the cover keeps them\n"),
            std::string::npos)
      << built.err;
  // Page 6 is the first maze page: title, copyright, belongs-to, how to
  // play, the section's heading.
  for (const char* which : {"white", "colour"}) {
    const mbtest::CliRun r =
        mbtest::run_mazebook({"preview", dir.file(std::string(which) + ".json"), "--pages", "1,6",
                              "--dpi", "30", "--out", dir.file(which)});
    ASSERT_EQ(r.code, 0) << r.err;
    for (const char* page : {"/page-001.png", "/page-006.png"}) {
      const int coloured = coloured_pixels(dir.file(which) + page);
      if (std::string(which) == "white") {
        EXPECT_EQ(coloured, 0) << which << page;
      } else {
        EXPECT_GT(coloured, 20) << which << page;
      }
    }
  }
}

TEST(BlackInk, PremiumColourKeepsTheColours) {
  const auto book = mbtest::build_book(kids_spec("premium-color"), "colour");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  EXPECT_GT(colours_of(book->out / "interior.pdf").coloured, 10);
  EXPECT_EQ(book->manifest["interior"]["ink"], "colour");
}

}  // namespace
