// The sampling rule of presets/masks/README.md ("Sampling"), on sources
// small enough to check by hand: text masks, PNGs made here with Cairo and
// SVGs written here; and every refusal, to the letter.

#include "render/mask_source.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "base/error.h"
#include "render/mask_images.h"
#include "support/book_files.h"

namespace {

using mazebook::Error;
using mazebook::MaskSource;
using mazebook::sample_mask;
using Rows = std::vector<std::string>;

MaskSource text(const std::string& rows) { return mazebook::parse_text_mask(rows, "t.txt"); }

// The message of the Error that `f` throws ("" when it throws none).
template <typename F>
std::string error_of(F f) {
  try {
    f();
  } catch (const Error& e) {
    EXPECT_EQ(e.exit_code(), mazebook::kExitUnusable);
    return e.what();
  }
  return "";
}

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// A PNG written by Cairo from one row of pixels, each 0xAARRGGBB with the
// colour premultiplied by alpha, as Cairo keeps them; RGB24 ignores AA.
std::string png_of(cairo_format_t format, const std::vector<uint32_t>& pixels, int height = 1) {
  const int width = static_cast<int>(pixels.size());
  cairo_surface_t* surface = cairo_image_surface_create(format, width, height);
  cairo_surface_flush(surface);
  unsigned char* data = cairo_image_surface_get_data(surface);
  const size_t stride = static_cast<size_t>(cairo_image_surface_get_stride(surface));
  EXPECT_NE(data, nullptr);
  for (size_t y = 0; data != nullptr && y < static_cast<size_t>(height); ++y) {
    for (size_t x = 0; x < pixels.size(); ++x)
      std::memcpy(data + y * stride + 4 * x, &pixels[x], 4);
  }
  cairo_surface_mark_dirty(surface);
  std::string bytes;
  EXPECT_EQ(cairo_surface_write_to_png_stream(surface, append, &bytes), CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy(surface);
  return bytes;
}

Rows png_rows(cairo_format_t format, const std::vector<uint32_t>& pixels, int columns) {
  return sample_mask(mazebook::parse_png_mask(png_of(format, pixels), "p.png"), columns, 1);
}

std::string svg_of(const std::string& size, const std::string& body) {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" " + size + ">" + body + "</svg>";
}

Rows svg_rows(const std::string& svg, int columns, int rows) {
  return sample_mask(mazebook::parse_svg_mask(svg, "s.svg"), columns, rows);
}

TEST(SourcePixel, IsTheCellCentreMappedIntoTheSourceAndFloored) {
  using mazebook::source_pixel;
  // Same size: cell i is pixel i.
  for (int i = 0; i < 7; ++i) EXPECT_EQ(source_pixel(i, 7, 7, 7, 7), i);
  // 40 pixels into 20 cells (scale 1/2): centre 2i + 1, so pixel 2i + 1.
  EXPECT_EQ(source_pixel(0, 20, 40, 20, 40), 1);
  EXPECT_EQ(source_pixel(19, 20, 40, 20, 40), 39);
  // 2 pixels into 6 cells at scale 6/4 (the other axis set it): the picture
  // spans cells 1.5 to 4.5; centre 1.5 is on its top edge (inside, pixel 0),
  // centre 4.5 on its bottom edge (outside), centre 0.5 before it.
  EXPECT_EQ(source_pixel(0, 6, 2, 6, 4), -1);
  EXPECT_EQ(source_pixel(1, 6, 2, 6, 4), 0);
  EXPECT_EQ(source_pixel(2, 6, 2, 6, 4), 0);
  EXPECT_EQ(source_pixel(3, 6, 2, 6, 4), 1);
  EXPECT_EQ(source_pixel(4, 6, 2, 6, 4), -1);
}

TEST(TextMask, SampledAtItsOwnSizeIsItself) {
  const std::string rows = "# a comment\n\nX.X\r\n.X.\n   \n..X\n";
  EXPECT_EQ(sample_mask(text(rows), 3, 3), (Rows{"X.X", ".X.", "..X"}));
}

TEST(TextMask, IsPointSampledAtCellCentres) {
  // 5 pixels into 3 cells: centres at 5/6, 15/6, 25/6 -> pixels 0, 2, 4;
  // into 2 cells: 5/4, 15/4 -> pixels 1, 3.
  EXPECT_EQ(sample_mask(text("X.X.X"), 3, 1), (Rows{"XXX"}));
  EXPECT_EQ(sample_mask(text("X.X.X"), 2, 1), (Rows{".."}));
  EXPECT_EQ(sample_mask(text(".X.X."), 2, 1), (Rows{"XX"}));
  // Doubling: every pixel becomes 2 x 2 cells.
  EXPECT_EQ(sample_mask(text("X.\n.X"), 4, 4), (Rows{"XX..", "XX..", "..XX", "..XX"}));
}

TEST(Fitting, AWideSourceIsCentredInASquareMask) {
  const MaskSource wide = text("XXXX\nXXXX");  // 2:1
  // 8 x 8: the picture spans rows 2 to 6.
  EXPECT_EQ(sample_mask(wide, 8, 8), (Rows{"........", "........", "XXXXXXXX", "XXXXXXXX",
                                           "XXXXXXXX", "XXXXXXXX", "........", "........"}));
  // 7 x 7: rows 1.75 to 5.25; centres 2.5, 3.5 and 4.5 fall inside.
  EXPECT_EQ(sample_mask(wide, 7, 7),
            (Rows{".......", ".......", "XXXXXXX", "XXXXXXX", "XXXXXXX", ".......", "......."}));
  // 6 x 6: rows 1.5 to 4.5; a centre on the top edge is inside, on the
  // bottom edge outside, as with pixels.
  EXPECT_EQ(sample_mask(wide, 6, 6),
            (Rows{"......", "XXXXXX", "XXXXXX", "XXXXXX", "......", "......"}));
}

TEST(Fitting, ATallSourceIsCentredAcross) {
  // 2 x 4 into 8 x 4: the height sets the scale (1), columns 3 to 5.
  EXPECT_EQ(sample_mask(text("XX\nXX\nXX\nXX"), 8, 4),
            (Rows{"...XX...", "...XX...", "...XX...", "...XX..."}));
  // 1 x 2 into 5 x 4: scale 2, the picture spans columns 1.5 to 3.5, so
  // centres 1.5 (its left edge: inside) and 2.5 fall inside, 3.5 not.
  EXPECT_EQ(sample_mask(text("X\nX"), 5, 4), (Rows{".XX..", ".XX..", ".XX..", ".XX.."}));
}

TEST(PngMask, AlphaDecidesWhenAnyPixelIsTransparent) {
  // White at alpha 128 (128 / 255 >= 1/2) is inside, at 127 it is not;
  // the colour does not count.
  EXPECT_EQ(png_rows(CAIRO_FORMAT_ARGB32, {0x80808080u, 0x7f7f7f7fu}, 2), (Rows{"X."}));
  // One transparent pixel makes alpha decide for all: opaque white is in.
  EXPECT_EQ(png_rows(CAIRO_FORMAT_ARGB32, {0xff000000u, 0xffffffffu, 0x00000000u}, 3),
            (Rows{"XX."}));
}

TEST(PngMask, LumaDecidesWhenEveryPixelIsOpaque) {
  // Grey 127 is below one half (127.5), grey 128 is not.
  EXPECT_EQ(png_rows(CAIRO_FORMAT_RGB24, {0x7f7f7f, 0x808080}, 2), (Rows{"X."}));
  // The same in a PNG with an alpha channel that is opaque everywhere.
  EXPECT_EQ(png_rows(CAIRO_FORMAT_ARGB32, {0xff7f7f7fu, 0xff808080u}, 2), (Rows{"X."}));
  // Rec. 709 weights: red 54, green 182, blue 18 of 255.
  EXPECT_EQ(png_rows(CAIRO_FORMAT_RGB24, {0xff0000, 0x00ff00, 0x0000ff}, 3), (Rows{"X.X"}));
}

TEST(PngMask, IsFittedAndPointSampled) {
  const std::string png = png_of(CAIRO_FORMAT_RGB24, {0x000000, 0xffffff, 0x000000, 0xffffff}, 2);
  const MaskSource source = mazebook::parse_png_mask(png, "p.png");
  EXPECT_EQ(source.width, 4);
  EXPECT_EQ(source.height, 2);
  EXPECT_EQ(sample_mask(source, 4, 4), (Rows{"....", "X.X.", "X.X.", "...."}));
}

TEST(SvgMask, ACellIsInsideWhenItsCentreIs) {
  // Centres at 0.5, 1.5, 2.5: a rectangle 2.49 wide holds two, 2.51 three.
  const std::string size = "width=\"10\" height=\"1\"";
  EXPECT_EQ(svg_rows(svg_of(size, "<rect width=\"2.49\" height=\"1\"/>"), 10, 1),
            (Rows{"XX........"}));
  EXPECT_EQ(svg_rows(svg_of(size, "<rect width=\"2.51\" height=\"1\"/>"), 10, 1),
            (Rows{"XXX......."}));
}

TEST(SvgMask, AlphaDecidesOverTransparency) {
  const std::string svg = svg_of("width=\"2\" height=\"1\"",
                                 "<rect width=\"1\" height=\"1\" fill=\"white\" opacity=\"0.51\"/>"
                                 "<rect x=\"1\" width=\"1\" height=\"1\" opacity=\"0.49\"/>");
  EXPECT_EQ(svg_rows(svg, 2, 1), (Rows{"X."}));
}

TEST(SvgMask, LumaDecidesWhenTheDrawingIsOpaque) {
  const std::string svg =
      svg_of("width=\"3\" height=\"1\"",
             "<rect width=\"3\" height=\"1\" fill=\"white\"/>"
             "<rect width=\"1\" height=\"1\" fill=\"rgb(127,127,127)\"/>"
             "<rect x=\"1\" width=\"1\" height=\"1\" fill=\"rgb(128,128,128)\"/>");
  EXPECT_EQ(svg_rows(svg, 3, 1), (Rows{"X.."}));
}

TEST(SvgMask, IsFittedAndCentredByItsSizeOrViewBox) {
  const std::string body = "<rect width=\"100%\" height=\"100%\"/>";
  const Rows wide{"........", "........", "XXXXXXXX", "XXXXXXXX",
                  "XXXXXXXX", "XXXXXXXX", "........", "........"};
  EXPECT_EQ(svg_rows(svg_of("width=\"20\" height=\"10\"", body), 8, 8), wide);
  EXPECT_EQ(svg_rows(svg_of("viewBox=\"0 0 2 1\"", body), 8, 8), wide);
  // Physical units count at 96 pixels an inch; only the ratio matters.
  EXPECT_EQ(svg_rows(svg_of("width=\"2in\" height=\"1in\"", body), 8, 8), wide);
}

TEST(SvgMask, AHugeCanvasIsDrawnAtTheMaskSize) {
  // Drawn at its own size this would need 4 terabytes.
  const std::string svg = svg_of("width=\"1000000\" height=\"1000000\"",
                                 "<circle cx=\"500000\" cy=\"500000\" r=\"500000\"/>");
  EXPECT_EQ(svg_rows(svg, 5, 5), (Rows{".XXX.", "XXXXX", "XXXXX", "XXXXX", ".XXX."}));
}

TEST(SvgMask, LoadsNoOtherFile) {
  mbtest::TempDir dir("mask-svg-image");
  mbtest::write_text(dir.file("black.png"), png_of(CAIRO_FORMAT_RGB24, {0, 0, 0, 0}, 4));
  const std::string svg =
      svg_of("width=\"4\" height=\"4\"",
             "<rect width=\"1\" height=\"1\"/><use href=\"" + dir.file("black.png") + "#a\"/>");
  mbtest::write_text(dir.file("a.svg"), svg);
  EXPECT_EQ(error_of([&] { mazebook::load_mask_file(dir.file("a.svg"), "a.svg"); }),
            "a.svg: line 1: not a mask drawing: <use> links to '" + dir.file("black.png") +
                "#a' (only parts of the same file); SVG masks take shapes and paths "
                "(presets/masks/README.md)");
}

TEST(MaskFiles, LoadByTheirEnding) {
  mbtest::TempDir dir("mask-files");
  mbtest::write_text(dir.file("a.TXT"), "X.\n.X\n");
  mbtest::write_text(dir.file("b.png"), png_of(CAIRO_FORMAT_RGB24, {0, 0xffffff}));
  mbtest::write_text(dir.file("c.svg"),
                     svg_of("width=\"2\" height=\"1\"", "<rect width=\"1\" height=\"1\"/>"));
  EXPECT_EQ(sample_mask(mazebook::load_mask_file(dir.file("a.TXT"), "a"), 2, 2),
            (Rows{"X.", ".X"}));
  EXPECT_EQ(sample_mask(mazebook::load_mask_file(dir.file("b.png"), "b"), 2, 1), (Rows{"X."}));
  EXPECT_EQ(sample_mask(mazebook::load_mask_file(dir.file("c.svg"), "c"), 2, 1), (Rows{"X."}));
  EXPECT_TRUE(mazebook::is_mask_file_name("x.Svg"));
  EXPECT_FALSE(mazebook::is_mask_file_name("x.svgz"));
}

TEST(MaskErrors, SizesOutOfRange) {
  const MaskSource source = text("X");
  for (const auto& [columns, rows] : std::vector<std::pair<int, int>>{{0, 5}, {5, 0}, {1001, 1}}) {
    EXPECT_EQ(error_of([&] { sample_mask(source, columns, rows); }),
              "t.txt: mask size " + std::to_string(columns) + "x" + std::to_string(rows) +
                  ": expected columns and rows each from 1 to 1000");
  }
  EXPECT_EQ(sample_mask(source, 1000, 1).size(), 1u);
}

TEST(MaskErrors, TextMasks) {
  EXPECT_EQ(error_of([] { text("X.\n# c\nXo\n"); }),
            "t.txt: line 3, column 2: expected 'X' or '.', got 'o'");
  EXPECT_EQ(error_of([] { text("X.\tX"); }),
            "t.txt: line 1, column 3: expected 'X' or '.', got byte 9");
  EXPECT_EQ(error_of([] { text("\n#\nX.X\n\nX.\n"); }),
            "t.txt: line 5: has 2 characters, the first row (line 3) has 3");
  EXPECT_EQ(error_of([] { text("# nothing\n\n"); }),
            "t.txt: no rows: every line is blank or a comment");
  EXPECT_EQ(error_of([] { text(""); }), "t.txt: no rows: every line is blank or a comment");
  EXPECT_EQ(error_of([] { text("..\n..\n"); }), "t.txt: empty: no 'X' in any row");
  EXPECT_EQ(error_of([] { text(std::string(4097, 'X')); }),
            "t.txt: line 1: has 4097 characters; at most 4096");
  std::string tall;
  for (int i = 0; i < 4097; ++i) tall += "X\n";
  EXPECT_EQ(error_of([&] { text(tall); }), "t.txt: line 4097: more than 4096 rows");
}

TEST(MaskErrors, Files) {
  mbtest::TempDir dir("mask-errors");
  const std::string missing = dir.file("none.png");
  EXPECT_EQ(error_of([&] { mazebook::load_mask_file(missing, "none.png"); }),
            missing + ": cannot read: No such file or directory");
  std::filesystem::create_directory(dir.file("folder.svg"));
  EXPECT_EQ(error_of([&] { mazebook::load_mask_file(dir.file("folder.svg"), "folder.svg"); }),
            "folder.svg: a folder, not a file");
  EXPECT_EQ(error_of([&] { mazebook::load_mask_file(dir.file("x.gif"), "x.gif"); }),
            "x.gif: expected a .txt, .png or .svg file");
}

TEST(MaskErrors, PngImages) {
  const auto png_error = [](const std::string& bytes) {
    return error_of([&] { mazebook::parse_png_mask(bytes, "p.png"); });
  };
  EXPECT_EQ(png_error("X.X\n"), "p.png: not a PNG image");
  EXPECT_EQ(png_error(""), "p.png: not a PNG image");
  // A header that asks for 100000 x 3 pixels is refused before decoding.
  std::string header = png_of(CAIRO_FORMAT_RGB24, {0}).substr(0, 33);
  header[16] = 0;
  header[17] = 1;
  header[18] = static_cast<char>(0x86);
  header[19] = static_cast<char>(0xa0);
  header[23] = 3;
  EXPECT_EQ(png_error(header), "p.png: 100000 x 3 pixels; at most 4096 a side");
  // A real header whose image data is cut off.
  const std::string png = png_of(CAIRO_FORMAT_RGB24, {0, 0xffffff, 0}, 3);
  EXPECT_EQ(png_error(png.substr(0, png.size() - 20)),
            "p.png: damaged PNG: cut short in the IDAT chunk");
  EXPECT_EQ(png_error(png_of(CAIRO_FORMAT_RGB24, {0xffffff, 0x808080})),
            "p.png: empty: no pixel is inside");
  EXPECT_EQ(png_error(png_of(CAIRO_FORMAT_ARGB32, {0x7f000000u, 0})),
            "p.png: empty: no pixel is inside");
}

TEST(MaskErrors, SvgImages) {
  const auto svg_error = [](const std::string& bytes) {
    return error_of([&] { mazebook::parse_svg_mask(bytes, "s.svg"); });
  };
  EXPECT_EQ(svg_error("X.X"), "s.svg: not a readable SVG image: Start tag expected, '<' not found");
  EXPECT_EQ(svg_error("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"1\" "
                      "height=\"1\"/></svg>"),
            "s.svg: no size: give its <svg> element a width and height, or a viewBox");
  EXPECT_EQ(svg_error(svg_of("width=\"0\" height=\"10\"", "<rect width=\"1\" height=\"1\"/>")),
            "s.svg: empty: its size is 0 x 10");
  EXPECT_EQ(svg_error(svg_of("width=\"10\" height=\"10\"", "")), "s.svg: empty: it draws nothing");
}

}  // namespace
