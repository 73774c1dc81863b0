// An SVG poster's text held to what a poster holds (pdf/svg_screen.h):
// Cairo's own poster SVG passes; each thing no poster holds is refused in
// one line naming its line; text that is no XML is left to librsvg.

#include "proof/pdf/svg_screen.h"

#include <gtest/gtest.h>

#include <string>

#include "proof/core/error.h"

namespace mazeproof {
namespace {

// A poster as Cairo's SVG surface writes one, cut down: a glyph symbol
// drawn by <use>, a filled mark and a wall path.
const std::string kHead =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
    "width=\"360pt\" height=\"360pt\" viewBox=\"0 0 360 360\" version=\"1.1\">\n"
    "<defs>\n<g>\n<symbol overflow=\"visible\" id=\"glyph0-0\">\n"
    "<path style=\"stroke:none;\" d=\"M 1.3 -6.3 L 2 -6 Z \"/>\n</symbol>\n</g>\n</defs>\n"
    "<g id=\"surface1\">\n"
    "<g style=\"fill:rgb(13.333333%,13.333333%,13.333333%);fill-opacity:1;\">\n"
    "  <use xlink:href=\"#glyph0-0\" x=\"20\" y=\"30\"/>\n</g>\n"
    "<path style=\"fill:none;stroke-width:1.5;stroke-linecap:square;stroke-linejoin:miter;"
    "stroke:rgb(0%,0%,0%);stroke-opacity:1;stroke-miterlimit:10;\" d=\"M 10 10 L 20 10 \"/>\n";
const std::string kTail = "</g>\n</svg>\n";

// The message screen_svg refuses `body` (on line 15, after kHead) with.
std::string refusal(const std::string& body, int64_t most = 1000) {
  try {
    screen_svg(kHead + body + kTail, "p.svg", most);
  } catch (const Error& e) {
    return e.what();
  }
  return "passed";
}

std::string on_line_15(const std::string& what) {
  return "p.svg: line 15: " + what + ", which no mazebook poster holds";
}

TEST(SvgScreen, APosterAsCairoWritesItPasses) {
  EXPECT_TRUE(screen_svg(kHead + kTail, "p.svg", 1000));
  EXPECT_EQ(refusal("<!-- a comment is nothing drawn -->\n"), "passed");
}

TEST(SvgScreen, ElementsNoPosterHoldsAreRefused) {
  for (const char* tag : {"text", "tspan", "filter", "feTurbulence", "foreignObject", "switch",
                          "set", "animate", "animateTransform", "animateMotion", "script", "style",
                          "image", "mask", "pattern", "a", "svg", "circle"}) {
    EXPECT_EQ(refusal("<" + std::string(tag) + "/>"), on_line_15("<" + std::string(tag) + ">"));
  }
}

TEST(SvgScreen, OtherNamespacesAreRefused) {
  EXPECT_EQ(refusal("<x:g xmlns:x=\"http://www.w3.org/2000/svg\"/>"),
            on_line_15("a namespace declaration on <x:g>"));
  EXPECT_EQ(refusal("<h:div xmlns:h=\"http://www.w3.org/1999/xhtml\"/>"),
            on_line_15("<h:div> outside SVG's namespace"));
  EXPECT_EQ(refusal("<g xmlns=\"\"/>"), on_line_15("<g> outside SVG's namespace"));
}

TEST(SvgScreen, AttributesAndStylesNoPosterWritesAreRefused) {
  EXPECT_EQ(refusal("<g onclick=\"x()\"/>"), on_line_15("attribute onclick on <g>"));
  EXPECT_EQ(refusal("<g clip-path=\"inset(50%)\"/>"), on_line_15("attribute clip-path on <g>"));
  EXPECT_EQ(refusal("<g style=\"display:none\"/>"), on_line_15("style display on <g>"));
  EXPECT_EQ(refusal("<g style=\"fill:url(#p)\"/>"),
            on_line_15("style fill on <g> of a value no poster writes"));
  EXPECT_EQ(refusal("<g style=\"fill:\\72 ed\"/>"),
            on_line_15("style fill on <g> of a value no poster writes"));
  EXPECT_EQ(refusal("<g transform=\"url(#x)\"/>"),
            on_line_15("attribute transform on <g> of a value no poster writes"));
  EXPECT_EQ(refusal("<use xlink:href=\"other.svg#glyph\"/>"),
            on_line_15("xlink:href on <use> to anything but an element of the file"));
}

TEST(SvgScreen, WhatIsNoDrawingIsRefused) {
  EXPECT_EQ(refusal("<?xml-stylesheet href=\"a.css\"?>"), on_line_15("<?xml-stylesheet?>"));
  EXPECT_EQ(refusal("<g>words</g>"), on_line_15("character data"));
  EXPECT_EQ(refusal("<g><![CDATA[ x ]]></g>"), on_line_15("a CDATA section"));
}

TEST(SvgScreen, MoreElementsThanAllowedAreRefused) {
  // Nine elements above, three more here.
  EXPECT_EQ(refusal("<g/><g/><g/>", 11),
            "p.svg: more than 11 elements, more than its grid can need");
  EXPECT_EQ(refusal("<g/><g/><g/>", 12), "passed");
}

TEST(SvgScreen, TextThatIsNoXmlIsLeftToLibrsvg) {
  EXPECT_FALSE(screen_svg(kHead, "p.svg", 1000));
  EXPECT_FALSE(screen_svg(kHead + "<g></h>" + kTail, "p.svg", 1000));
  // An entity no DOCTYPE declares is no XML either.
  EXPECT_FALSE(screen_svg(kHead + "<g id=\"&lol;\"/>" + kTail, "p.svg", 1000));
}

}  // namespace
}  // namespace mazeproof
