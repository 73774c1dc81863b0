// What an SVG mask may hold (presets/masks/README.md, "Files and limits"):
// shapes, not images; no XInclude or processing instruction; its bytes
// and elements bounded before librsvg builds anything. Through a preset's
// or a grid's mask path as well as directly.

#include <gtest/gtest.h>

#include <string>

#include "base/error.h"
#include "render/mask_images.h"
#include "render/mask_source.h"
#include "render/shipped_masks.h"
#include "support/book_files.h"

namespace {

using mazebook::Error;

const std::string kRule = "; SVG masks take shapes and paths (presets/masks/README.md)";

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

std::string svg_of(const std::string& body) {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xi=\"http://www.w3.org/2001/XInclude\" "
         "width=\"4\" height=\"4\">\n" +
         body + "\n</svg>";
}

std::string svg_error(const std::string& bytes) {
  return error_of([&] { mazebook::parse_svg_mask(bytes, "s.svg"); });
}

TEST(SvgMaskRules, RefusesImages) {
  // A 20000 x 20000 PNG behind a data: link would cost gigabytes to draw.
  EXPECT_EQ(svg_error(svg_of("<rect width=\"1\" height=\"1\"/>\n<image href=\"data:image/png;"
                             "base64,iVBORw0KGgo=\" width=\"4\" height=\"4\"/>")),
            "s.svg: line 3: not a mask drawing: <image> (an image inside the SVG)" + kRule);
  EXPECT_EQ(svg_error(svg_of("<filter id=\"f\"><feImage href=\"data:,x\"/></filter>")),
            "s.svg: line 2: not a mask drawing: <feImage> (an image inside the SVG)" + kRule);
  // librsvg draws an element in no namespace as SVG: so is it checked.
  EXPECT_EQ(svg_error("<svg width=\"4\" height=\"4\"><image href=\"data:,x\"/></svg>"),
            "s.svg: line 1: not a mask drawing: <image> (an image inside the SVG)" + kRule);
}

TEST(SvgMaskRules, RefusesXIncludeProcessingInstructionsAndOtherFiles) {
  EXPECT_EQ(
      svg_error(svg_of("<xi:include href=\"x.svg\"><xi:fallback><rect width=\"4\" "
                       "height=\"4\"/></xi:fallback></xi:include>")),
      "s.svg: line 2: not a mask drawing: <xi:include> (XInclude pulls in other content)" + kRule);
  EXPECT_EQ(svg_error("<?xml-stylesheet href=\"data:text/css,rect{fill:none}\"?>" +
                      svg_of("<rect width=\"4\" height=\"4\"/>")),
            "s.svg: line 1: not a mask drawing: <?xml-stylesheet?> (a processing instruction; "
            "only the XML declaration is read)" +
                kRule);
  EXPECT_EQ(svg_error(svg_of("<use href=\"data:image/svg+xml,x#a\"/>")),
            "s.svg: line 2: not a mask drawing: <use> links to 'data:image/svg+xml,x#a' (only "
            "parts of the same file)" +
                kRule);
}

TEST(SvgMaskRules, BytesAndElementsAreBoundedBeforeDrawing) {
  EXPECT_EQ(svg_error(std::string(mazebook::kMaxSvgMaskBytes + 1, ' ')),
            "s.svg: 4194305 bytes; an SVG mask may have 4194304 at most");
  std::string body = "<rect width=\"4\" height=\"4\"/>";
  for (int i = 0; i < 50000; ++i) body += "<g/>";
  EXPECT_EQ(svg_error(svg_of(body)),
            "s.svg: more than 50000 elements; an SVG mask may have 50000 at most");
}

TEST(SvgMaskRules, APresetsMaskFileIsCheckedToo) {
  mbtest::TempDir dir("mask-image");
  mbtest::write_text(dir.file("m.svg"),
                     svg_of("<image href=\"data:image/png;base64,iVBORw0KGgo=\"/>"));
  EXPECT_EQ(error_of([&] { mazebook::mask_rows("p.json: grid", dir.file("m.svg"), 8, 8); }),
            dir.file("m.svg") + ": line 2: not a mask drawing: <image> (an image inside the SVG)" +
                kRule);
}

TEST(MaskFileLimits, EachKindHasItsByteLimit) {
  mbtest::TempDir dir("mask-limits");
  const auto sparse = [&](const std::string& name, unsigned long long bytes) {
    mbtest::write_text(dir.file(name), "");
    std::filesystem::resize_file(dir.file(name), bytes);
    return error_of([&] { mazebook::load_mask_file(dir.file(name), name); });
  };
  EXPECT_EQ(sparse("big.txt", mazebook::kMaxTextMaskBytes + 1),
            dir.file("big.txt") + ": cannot read: too large (33554433 bytes; at most 33554432)");
  EXPECT_EQ(sparse("big.png", mazebook::kMaxPngMaskBytes + 1),
            dir.file("big.png") + ": cannot read: too large (16777217 bytes; at most 16777216)");
  EXPECT_EQ(sparse("big.svg", mazebook::kMaxSvgMaskBytes + 1),
            dir.file("big.svg") + ": cannot read: too large (4194305 bytes; at most 4194304)");
}

}  // namespace
