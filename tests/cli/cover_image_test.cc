// The user's own front art ("cover": {"front_image": ..., "fit": ...}): a
// PNG too small to print at 300 DPI filling the 8.5 x 11 front with its
// bleed is refused before anything is made, naming the file and the DPI; a
// large enough one builds full-bleed and proves, and so does a framed one.

#include <cairo.h>
#include <gtest/gtest.h>

#include <string>

#include "support/book_files.h"

namespace {

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// A PNG of width x height pixels: a blue sky, a green hill and a sun.
std::string art_png(int width, int height) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
  cairo_t* cr = cairo_create(surface);
  cairo_set_source_rgb(cr, 0.55, 0.78, 0.95);
  cairo_paint(cr);
  cairo_set_source_rgb(cr, 0.35, 0.7, 0.3);
  cairo_arc(cr, width * 0.5, height * 1.4, height * 0.75, 0, 6.2832);
  cairo_fill(cr);
  cairo_set_source_rgb(cr, 0.98, 0.8, 0.2);
  cairo_arc(cr, width * 0.75, height * 0.45, width * 0.12, 0, 6.2832);
  cairo_fill(cr);
  std::string bytes;
  EXPECT_EQ(cairo_surface_write_to_png_stream(surface, append, &bytes), CAIRO_STATUS_SUCCESS);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return bytes;
}

std::string spec_with(const std::string& image, const std::string& fit) {
  return R"({"title": "Sunny Mazes", "author": "A. Painter", "trim": "8.5x11", "seed": 5,
    "cover": {"front_image": ")" +
         image + R"(", "fit": ")" + fit + R"("},
    "sections": [{"preset": "easy", "count": 8}], "solutions_per_page": 4})";
}

TEST(CoverImage, A1200By1800PngFillingTheFrontIsRefusedWithItsDpi) {
  const mbtest::TempDir dir("coverlow");
  mbtest::write_text(dir.path() / "front.png", art_png(1200, 1800));
  const std::string spec = dir.file("spec.json");
  mbtest::write_text(spec, spec_with("front.png", "bleed"));
  const mbtest::CliRun r =
      mbtest::run_mazebook({"build", spec, "--out", dir.file("out"), "--quiet"});
  EXPECT_EQ(r.code, 2);
  // The front panel with its bleed: 8.5 + 0.125 in by 11 + 0.25 in.
  EXPECT_EQ(r.err, "mazebook: " + spec +
                       ": cover.front_image: front.png: prints at 139 DPI filling 8.63 x 11.25 "
                       "in (1200 x 1800 pixels); print needs 300 DPI: at least 2588 x 3375 "
                       "pixels\n");
  EXPECT_FALSE(std::filesystem::exists(dir.path() / "out"));
}

TEST(CoverImage, A2700By3450PngBuildsFullBleedAndProves) {
  const mbtest::TempDir art("coverart");
  mbtest::write_text(art.path() / "front.png", art_png(2700, 3450));
  const auto book = mbtest::build_book(spec_with(art.file("front.png"), "bleed"), "coverbleed");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  const mazebook::Json& cover = book->manifest["cover"];
  EXPECT_EQ(cover["front_image"]["file"], art.file("front.png"));
  EXPECT_EQ(cover["front_image"]["fit"], "bleed");
  EXPECT_FALSE(cover.contains("front_art")) << "the picture takes the maze's place";
  EXPECT_EQ(cover["back_samples"].size(), 3u);
  // The PNG is in the cover at its own size, and the proof held it to
  // 300 DPI.
  const std::string pdf = mbtest::shell_output("qpdf --qdf --object-streams=disable '" +
                                               (book->out / "cover.pdf").string() + "' -");
  EXPECT_NE(pdf.find("/Width 2700"), std::string::npos);
  EXPECT_NE(pdf.find("/Height 3450"), std::string::npos);
  const auto check = mazebook::Json::parse(mbtest::read_bytes(book->out / "check.json"));
  bool resolution_checked = false;
  for (const auto& c : check["checks"]) {
    if (c["id"] == "cover.image_resolution") {
      resolution_checked = true;
      EXPECT_EQ(c["pass"], true);
      EXPECT_GE(c["figures"]["smallest"].get<double>(), 300) << c.dump();
    }
  }
  EXPECT_TRUE(resolution_checked) << check.dump();
}

TEST(CoverImage, AFramedPictureBuildsAndUnknownKeysOrFitsAreRefused) {
  const mbtest::TempDir art("coverframe");
  // Framed, the picture takes the room between the texts (about 7 in
  // square on this cover): 2200 x 2200
  // pixels hold 300 DPI there.
  mbtest::write_text(art.path() / "square.png", art_png(2200, 2200));
  const auto book = mbtest::build_book(spec_with(art.file("square.png"), "frame"), "coverframe");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  EXPECT_EQ(book->manifest["cover"]["front_image"]["fit"], "frame");

  const std::string spec = art.file("spec.json");
  mbtest::write_text(spec, spec_with("square.png", "stretch"));
  const mbtest::CliRun r = mbtest::run_mazebook({"build", spec, "--out", art.file("out")});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            "mazebook: " + spec + ": cover.fit: expected one of bleed, frame, got \"stretch\"\n");
}

}  // namespace
