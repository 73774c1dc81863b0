// Pictures (render/picture.h): the flat-art rule for SVG, named and refused
// to the letter; colours and their greys; rasters flattened onto their
// background; the 300 DPI rule; and what a picture puts into a PDF (no
// transparency, vectors stay vectors).

#include <cairo-pdf.h>
#include <cairo.h>
#include <gtest/gtest.h>
#include <jpeglib.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "base/error.h"
#include "render/css_colour.h"
#include "render/flat_svg.h"
#include "render/picture.h"
#include "render/raster_image.h"

namespace {

using mazebook::Box;
using mazebook::Error;
using mazebook::Picture;
using mazebook::PictureFit;

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

std::string svg_of(const std::string& body, const std::string& extra = "") {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" "
         "xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
         "xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\" "
         "width=\"40\" height=\"20\"" +
         extra + ">\n" + body + "\n</svg>\n";
}

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// A width x height PNG of one ARGB32 colour (premultiplied, as Cairo keeps
// it).
std::string png_of(int width, int height, uint32_t pixel) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
  cairo_surface_flush(surface);
  unsigned char* data = cairo_image_surface_get_data(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) std::memcpy(data + y * stride + 4 * x, &pixel, 4);
  }
  cairo_surface_mark_dirty(surface);
  std::string bytes;
  EXPECT_EQ(cairo_surface_write_to_png_stream(surface, append, &bytes), CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy(surface);
  return bytes;
}

// A width x height JPEG of one RGB colour, encoded with libjpeg.
std::string jpeg_of(int width, int height, unsigned char r, unsigned char g, unsigned char b,
                    int components = 3) {
  jpeg_compress_struct info;
  jpeg_error_mgr error;
  info.err = jpeg_std_error(&error);
  jpeg_create_compress(&info);
  unsigned char* out = nullptr;
  unsigned long size = 0;
  jpeg_mem_dest(&info, &out, &size);
  info.image_width = static_cast<JDIMENSION>(width);
  info.image_height = static_cast<JDIMENSION>(height);
  info.input_components = components;
  info.in_color_space = components == 3 ? JCS_RGB : JCS_CMYK;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, 95, TRUE);
  jpeg_start_compress(&info, TRUE);
  std::vector<unsigned char> row(static_cast<size_t>(width) * components);
  for (int x = 0; x < width; ++x) {
    const unsigned char pixel[4] = {r, g, b, 0};
    std::memcpy(row.data() + static_cast<size_t>(x) * components, pixel, components);
  }
  while (info.next_scanline < info.image_height) {
    JSAMPROW pointer = row.data();
    jpeg_write_scanlines(&info, &pointer, 1);
  }
  jpeg_finish_compress(&info);
  std::string bytes(reinterpret_cast<const char*>(out), size);
  jpeg_destroy_compress(&info);
  free(out);
  return bytes;
}

// The PDF a picture makes drawn into a 100 x 100 pt page.
std::string pdf_of(const Picture& picture, bool grey) {
  std::string bytes;
  cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(append, &bytes, 100, 100);
  cairo_t* cr = cairo_create(surface);
  picture.draw(cr, Box{10, 10, 80, 80}, PictureFit::fit, grey, mazebook::hex_colour(0xffffff));
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  cairo_surface_destroy(surface);
  return bytes;
}

// The colour of the pixel at (x, y) when the picture is drawn into a
// w x h image with `fit`, as 0xRRGGBB.
uint32_t pixel_after_draw(const Picture& picture, int w, int h, int x, int y, bool grey,
                          uint32_t background) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t* cr = cairo_create(surface);
  cairo_set_source_rgb(cr, 0, 0, 1);
  cairo_paint(cr);
  picture.draw(cr, Box{0, 0, static_cast<double>(w), static_cast<double>(h)}, PictureFit::fit, grey,
               mazebook::hex_colour(background));
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  uint32_t value = 0;
  std::memcpy(
      &value,
      cairo_image_surface_get_data(surface) + y * cairo_image_surface_get_stride(surface) + 4 * x,
      4);
  cairo_surface_destroy(surface);
  return value & 0xffffff;
}

TEST(CssColour, ReadsHexRgbAndEveryName) {
  using mazebook::parse_css_colour;
  const auto hex = [](const std::string& text) {
    const auto c = parse_css_colour(text);
    return c ? (c->r << 16) | (c->g << 8) | c->b : -1;
  };
  EXPECT_EQ(hex("#abc"), 0xaabbcc);
  EXPECT_EQ(hex(" #A0b1C2 "), 0xa0b1c2);
  EXPECT_EQ(hex("rgb(255, 0, 10)"), 0xff000a);
  EXPECT_EQ(hex("rgb(100%,50%,0%)"), 0xff8000);
  EXPECT_EQ(hex("Gray"), 0x808080);
  EXPECT_EQ(hex("grey"), 0x808080);
  EXPECT_EQ(hex("green"), 0x008000);
  EXPECT_EQ(hex("aliceblue"), 0xf0f8ff);
  EXPECT_EQ(hex("yellowgreen"), 0x9acd32);
  for (const char* refused :
       {"none", "currentColor", "transparent", "rgba(0,0,0,0.5)", "#abcd", "#12345", "hsl(0,1,1)",
        "rgb(1,2)", "rgb(1,2,3,4)", "#ggg", "notacolour", ""}) {
    EXPECT_EQ(hex(refused), -1) << refused;
  }
}

TEST(CssColour, GreyIsRec709Luma) {
  EXPECT_EQ(mazebook::grey_hex({255, 0, 0}), "#363636");  // 54.2
  EXPECT_EQ(mazebook::grey_hex({0, 255, 0}), "#b6b6b6");  // 182.4
  EXPECT_EQ(mazebook::grey_hex({0, 0, 255}), "#121212");  // 18.4
  EXPECT_EQ(mazebook::grey_hex({255, 255, 255}), "#ffffff");
}

TEST(FlatSvg, PlainShapesPassAndTheirGreyCopyHasOnlyGreys) {
  const std::string svg = svg_of(
      "<g inkscape:label=\"x\" style=\"opacity:1;fill-opacity:1.0\">"
      "<rect width=\"10\" height=\"10\" fill=\"#ff0000\" stroke=\"blue\" stroke-opacity=\"100%\"/>"
      "<path d=\"M0 0L5 5\" style=\"fill:none;stroke:rgb(0,255,0) !important;stroke-width:2\"/>"
      "<title>A <b>title</b></title></g>");
  const mazebook::FlatSvg flat = mazebook::check_flat_svg(svg, "art.svg");
  EXPECT_NE(flat.colour.find("fill=\"#ff0000\""), std::string::npos) << flat.colour;
  EXPECT_NE(flat.colour.find("stroke=\"#0000ff\""), std::string::npos) << flat.colour;
  EXPECT_NE(flat.grey.find("fill=\"#363636\""), std::string::npos) << flat.grey;
  // Blue's grey (18) is darker than any picture prints: #1a1a1a.
  EXPECT_NE(flat.grey.find("stroke=\"#1a1a1a\""), std::string::npos) << flat.grey;
  EXPECT_NE(flat.grey.find("stroke:#b6b6b6;"), std::string::npos) << flat.grey;
  EXPECT_EQ(flat.grey.find("#ff0000"), std::string::npos);
  EXPECT_EQ(flat.grey.find("blue"), std::string::npos);
}

TEST(FlatSvg, NothingPrintsInTheWallColour) {
  // Black, near black and SVG's default black print as #1a1a1a in both
  // copies; dark colours that are not near black keep their own.
  const mazebook::FlatSvg flat = mazebook::check_flat_svg(
      svg_of("<rect fill=\"black\"/><rect stroke=\"#000\"/><rect fill=\"rgb(25,25,25)\"/>"
             "<rect fill=\"#000033\"/><rect style=\"fill:#010101\"/>"),
      "art.svg");
  for (const std::string& copy : {flat.colour, flat.grey}) {
    EXPECT_EQ(copy.find("#000000"), std::string::npos) << copy;
    EXPECT_NE(copy.find("fill=\"#1a1a1a\" color=\"#1a1a1a\""), std::string::npos) << copy;
    EXPECT_NE(copy.find("<rect fill=\"#1a1a1a\"/><rect stroke=\"#1a1a1a\"/><rect "
                        "fill=\"#1a1a1a\"/>"),
              std::string::npos)
        << copy;
    EXPECT_NE(copy.find("style=\"fill:#1a1a1a;\""), std::string::npos) << copy;
  }
  EXPECT_NE(flat.colour.find("fill=\"#000033\""), std::string::npos);
  EXPECT_NE(flat.grey.find("fill=\"#1a1a1a\"/><rect style"), std::string::npos);  // grey 4
  // A root that sets its own fill keeps it.
  EXPECT_NE(mazebook::check_flat_svg(svg_of("<rect/>", " fill=\"red\""), "a.svg")
                .colour.find("fill=\"#ff0000\""),
            std::string::npos);
}

TEST(FlatSvg, LightGreysPrintWithTenPercentInkOrAsWhite) {
  const mazebook::FlatSvg flat = mazebook::check_flat_svg(
      svg_of("<rect fill=\"#eeeeee\"/><rect fill=\"#f5f5f5\"/><rect fill=\"#e5e5e5\"/>"
             "<rect fill=\"#fff\"/>"),
      "art.svg");
  EXPECT_NE(flat.colour.find("<rect fill=\"#e5e5e5\"/><rect fill=\"#ffffff\"/><rect "
                             "fill=\"#e5e5e5\"/><rect fill=\"#ffffff\"/>"),
            std::string::npos)
      << flat.colour;
  // In grey a very light yellow (its grey 250) prints white.
  EXPECT_NE(mazebook::check_flat_svg(svg_of("<rect fill=\"#fffff0\"/>"), "a.svg")
                .grey.find("<rect fill=\"#ffffff\"/>"),
            std::string::npos);
}

TEST(FlatSvg, ThinLinesAreMeasuredThroughTransformsAndThickened) {
  const std::string svg = svg_of(
      "<g stroke=\"red\" stroke-width=\"2\" transform=\"scale(0.5) translate(4 4)\">"
      "<path d=\"M0 0L8 8\"/><g transform=\"matrix(1 0 0 0.25 0 0)\"><path d=\"M0 "
      "0L9 9\"/></g></g><path d=\"M1 1L2 2\" stroke=\"blue\" style=\"stroke-width:3pt\"/>"
      "<defs><path stroke=\"red\" stroke-width=\"0.01\"/></defs><rect stroke=\"none\"/>");
  const mazebook::FlatSvg flat = mazebook::check_flat_svg(svg, "art.svg");
  // 2 x 0.5 x 0.25: the squashed path; a path in <defs> is not drawn.
  EXPECT_DOUBLE_EQ(flat.thinnest, 0.25);
  const std::string thick = mazebook::thickened_svg(flat, "art.svg", false, 1.0);
  // The first path prints 1 unit already; the squashed one needs 1 / 0.125.
  EXPECT_NE(thick.find("<path d=\"M0 0L8 8\"/>"), std::string::npos) << thick;
  EXPECT_NE(thick.find("<path d=\"M0 0L9 9\" style=\"stroke-width:8\"/>"), std::string::npos)
      << thick;
  EXPECT_EQ(thick.find("stroke-width:3pt;stroke-width"), std::string::npos);  // 4 units: kept
  EXPECT_EQ(mazebook::check_flat_svg(svg_of("<rect fill=\"red\"/>"), "a.svg").thinnest, 0);
}

TEST(FlatSvg, RefusesWhatIsNotFlatNamingTheLine) {
  const auto refused = [](const std::string& body) {
    return error_of([&] { mazebook::check_flat_svg(svg_of(body), "art.svg"); });
  };
  const std::string rule = "; pictures take flat, opaque SVG art (templates/themes/README.md)";
  EXPECT_EQ(refused("<defs><linearGradient id=\"g\"/></defs>"),
            "art.svg: line 2: not flat art: <linearGradient> (a gradient)" + rule);
  EXPECT_EQ(refused("<rect/>\n<radialGradient/>"),
            "art.svg: line 3: not flat art: <radialGradient> (a gradient)" + rule);
  EXPECT_EQ(refused("<pattern/>"),
            "art.svg: line 2: not flat art: <pattern> (a pattern fill)" + rule);
  EXPECT_EQ(refused("<filter><feGaussianBlur/></filter>"),
            "art.svg: line 2: not flat art: <filter> (a filter)" + rule);
  EXPECT_EQ(refused("<mask/>"),
            "art.svg: line 2: not flat art: <mask> (a mask (transparency))" + rule);
  EXPECT_EQ(refused("<clipPath/>"),
            "art.svg: line 2: not flat art: <clipPath> (a clip path)" + rule);
  EXPECT_EQ(refused("<image/>"),
            "art.svg: line 2: not flat art: <image> (an image inside the SVG)" + rule);
  EXPECT_EQ(refused("<text>hi</text>"),
            "art.svg: line 2: not flat art: <text> (text (turn it into paths))" + rule);
  EXPECT_EQ(
      refused("<style>rect{opacity:.5}</style>"),
      "art.svg: line 2: not flat art: <style> (a style sheet (write styles as attributes))" + rule);
  EXPECT_EQ(refused("<script/>"), "art.svg: line 2: not flat art: <script> (a script)" + rule);
  EXPECT_EQ(refused("<rect opacity=\"0.5\"/>"),
            "art.svg: line 2: not flat art: opacity 0.5 (transparency)" + rule);
  EXPECT_EQ(refused("<rect style=\"fill:red;fill-opacity:0.99\"/>"),
            "art.svg: line 2: not flat art: fill-opacity 0.99 (transparency)" + rule);
  EXPECT_EQ(refused("<rect stroke-opacity=\"50%\"/>"),
            "art.svg: line 2: not flat art: stroke-opacity 50% (transparency)" + rule);
  EXPECT_EQ(refused("<rect fill=\"url(#g)\"/>"),
            "art.svg: line 2: not flat art: fill attribute 'url(#g)' (paints with a gradient, "
            "pattern or other reference)" +
                rule);
  EXPECT_EQ(refused("<rect style=\"filter:url(#f)\"/>"),
            "art.svg: line 2: not flat art: filter style 'url(#f)' (paints with a gradient, "
            "pattern or other reference)" +
                rule);
  EXPECT_EQ(refused("<rect clip-path=\"inset(1px)\"/>"),
            "art.svg: line 2: not flat art: clip-path 'inset(1px)'" + rule);
  EXPECT_EQ(refused("<rect style=\"mix-blend-mode:multiply\"/>"),
            "art.svg: line 2: not flat art: mix-blend-mode 'multiply' (blending)" + rule);
  EXPECT_EQ(
      refused("<rect fill=\"rgba(0,0,0,0.5)\"/>"),
      "art.svg: line 2: not flat art: fill 'rgba(0,0,0,0.5)' (not a plain, opaque colour)" + rule);
  EXPECT_EQ(refused("<path xlink:href=\"other.svg#a\"/>"),
            "art.svg: line 2: not flat art: <path> links to 'other.svg#a' (only parts of the "
            "same file)" +
                rule);
  EXPECT_EQ(refused("<rect href=\"file:///etc/passwd\"/>"),
            "art.svg: line 2: not flat art: <rect> links to 'file:///etc/passwd' (only parts of "
            "the same file)" +
                rule);
  EXPECT_EQ(refused("<use xlink:href=\"#a\"/>"),
            "art.svg: line 2: not flat art: <use> refers to '#a', which is not in the file" + rule);
  EXPECT_EQ(refused("<g transform=\"spin(3)\"/>"),
            "art.svg: line 2: not flat art: transform 'spin(3)' (not a transform list)" + rule);
  EXPECT_EQ(
      refused("<path stroke-width=\"5%\"/>"),
      "art.svg: line 2: not flat art: stroke-width '5%' (a length in px, pt, mm, cm or in)" + rule);
  EXPECT_EQ(refused("<switch/>"),
            "art.svg: line 2: not flat art: <switch> (content for other programs)" + rule);
}

TEST(PictureArt, SvgArtKeepsItsSizeAndDrawsAsVectorsWithoutTransparency) {
  const Picture picture =
      Picture::from_bytes(svg_of("<rect width=\"40\" height=\"20\" fill=\"#ff0000\"/>"), "art.svg");
  EXPECT_FALSE(picture.raster());
  EXPECT_EQ(picture.width(), 40);
  EXPECT_EQ(picture.height(), 20);
  EXPECT_EQ(picture.dpi_at(Box{0, 0, 800, 800}, PictureFit::fit), 0);
  EXPECT_NO_THROW(picture.check_dpi(Box{0, 0, 8000, 8000}, PictureFit::fill));
  const std::string pdf = pdf_of(picture, false);
  EXPECT_EQ(pdf.find("/Image"), std::string::npos);  // vectors, not pixels
  EXPECT_EQ(pdf.find("/SMask"), std::string::npos);
  // Cairo states opacity 1 in a graphics state; nothing below 1 appears.
  EXPECT_EQ(pdf.find("/ca 0"), std::string::npos);
  EXPECT_EQ(pdf.find("/CA 0"), std::string::npos);
  // Drawn fitted into 80 x 80 pixels: 80 x 40 centred, red, grey when asked.
  EXPECT_EQ(pixel_after_draw(picture, 80, 80, 40, 40, false, 0xffffff), 0xff0000u);
  EXPECT_EQ(pixel_after_draw(picture, 80, 80, 40, 40, true, 0xffffff), 0x363636u);
  EXPECT_EQ(pixel_after_draw(picture, 80, 80, 40, 5, false, 0xffffff), 0x0000ffu);  // outside
}

TEST(PictureArt, RasterAlphaIsFlattenedOntoTheBackground) {
  // Red at half alpha (premultiplied 0x80 red) over white is pink; in grey,
  // that pink's luma.
  const Picture picture = Picture::from_bytes(png_of(4, 4, 0x80800000u), "half.png");
  EXPECT_TRUE(picture.raster());
  const uint32_t pink = pixel_after_draw(picture, 4, 4, 1, 1, false, 0xffffff);
  EXPECT_EQ(pink, 0xff7f7fu);
  const uint32_t grey = pixel_after_draw(picture, 4, 4, 1, 1, true, 0xffffff);
  EXPECT_EQ(grey, 0x9a9a9au);  // 0.2126 * 255 + 0.7152 * 127 + 0.0722 * 127 = 154
  const std::string pdf = pdf_of(picture, false);
  EXPECT_EQ(pdf.find("/SMask"), std::string::npos);
}

TEST(PictureArt, ThreeHundredDpiDecidesAndTheMessageGivesTheFigure) {
  // A full-bleed 8.5 x 11 front: 8.75 x 11.25 in, filled.
  const Box front{0, 0, 8.75 * 72, 11.25 * 72};
  const Picture low = Picture::from_bytes(png_of(1200, 1800, 0xff336699u), "front.png");
  EXPECT_NEAR(low.dpi_at(front, PictureFit::fill), 137.14, 0.01);
  EXPECT_EQ(error_of([&] { low.check_dpi(front, PictureFit::fill); }),
            "front.png: prints at 137 DPI filling 8.75 x 11.25 in (1200 x 1800 pixels); print "
            "needs 300 DPI: at least 2625 x 3375 pixels");
  const Picture good = Picture::from_bytes(png_of(2700, 3450, 0xff336699u), "front.png");
  EXPECT_NEAR(good.dpi_at(front, PictureFit::fill), 306.67, 0.01);
  EXPECT_NO_THROW(good.check_dpi(front, PictureFit::fill));
}

TEST(PictureArt, JpegIsDecodedAndEmbeddedAsItIs) {
  const std::string jpeg = jpeg_of(16, 8, 0, 0, 255);
  const Picture picture = Picture::from_bytes(jpeg, "photo.jpg");
  EXPECT_TRUE(picture.raster());
  EXPECT_EQ(picture.width(), 16);
  EXPECT_EQ(picture.height(), 8);
  const uint32_t blue = pixel_after_draw(picture, 16, 8, 8, 4, false, 0xffffff);
  EXPECT_LE(blue >> 16, 8u);  // JPEG is lossy: nearly pure blue
  EXPECT_GE(blue & 0xff, 247u);
  const std::string pdf = pdf_of(picture, false);
  EXPECT_NE(pdf.find("/DCTDecode"), std::string::npos);
  EXPECT_NE(pdf.find(jpeg.substr(0, 64)), std::string::npos);
  EXPECT_EQ(pdf_of(picture, true).find("/DCTDecode"), std::string::npos);
}

TEST(PictureArt, RefusesBrokenAndHugeFiles) {
  const auto refused = [](const std::string& bytes, const std::string& shown) {
    return error_of([&] { Picture::from_bytes(bytes, shown); });
  };
  EXPECT_EQ(refused("hello", "a.png"), "a.png: not an SVG, PNG or JPEG picture");
  std::string huge = png_of(2, 2, 0xff000000u);
  huge[16] = 0x00;
  huge[17] = 0x01;  // width 65538: refused from the header, before decoding
  EXPECT_EQ(refused(huge, "huge.png"), "huge.png: 65538 x 2 pixels; at most 12000 a side");
  std::string broken = png_of(2, 2, 0xff000000u);
  broken.resize(40);
  EXPECT_EQ(refused(broken, "cut.png").rfind("cut.png: damaged PNG: cut short ", 0), 0u);
  std::string cut_jpeg = jpeg_of(8, 8, 1, 2, 3);
  cut_jpeg.resize(20);
  EXPECT_EQ(refused(cut_jpeg, "cut.jpg").rfind("cut.jpg: damaged JPEG: ", 0), 0u);
  EXPECT_EQ(refused(jpeg_of(4, 4, 1, 2, 3, 4), "cmyk.jpg"),
            "cmyk.jpg: a CMYK JPEG image; give an RGB or greyscale one");
}

}  // namespace
