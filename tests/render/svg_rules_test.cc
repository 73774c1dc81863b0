// The document librsvg draws, checked before it draws it
// (render/flat_svg.h, templates/themes/README.md "Flat art"): no XInclude,
// no processing instruction, no element outside SVG but in <metadata>, style
// properties from a short list only; `use` of a local symbol, group or
// shape, measured where it is drawn and bounded; and limits on bytes and
// elements before anything is built.

#include <gtest/gtest.h>

#include <string>

#include "base/error.h"
#include "render/flat_svg.h"

namespace {

using mazebook::Error;

const std::string kRule = "; pictures take flat, opaque SVG art (templates/themes/README.md)";

std::string svg_of(const std::string& body) {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" "
         "xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
         "xmlns:xi=\"http://www.w3.org/2001/XInclude\" width=\"40\" height=\"20\">\n" +
         body + "\n</svg>\n";
}

std::string refused(const std::string& bytes) {
  try {
    mazebook::check_flat_svg(bytes, "art.svg");
  } catch (const Error& e) {
    EXPECT_EQ(e.exit_code(), mazebook::kExitUnusable);
    return e.what();
  }
  return "";
}

TEST(FlatSvg, RefusesWhatIsNoSvgOrDeclaresEntities) {
  const auto refused_as = [](const std::string& bytes) {
    try {
      mazebook::check_flat_svg(bytes, "a.svg");
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(refused_as("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect></svg>")
                .rfind("a.svg: not a readable SVG image: ", 0),
            0u);
  EXPECT_EQ(refused_as("<html xmlns=\"http://www.w3.org/2000/svg\"/>"),
            "a.svg: not an SVG image: its root is not an <svg> element");
  EXPECT_EQ(refused_as("<svg/>"), "a.svg: not an SVG image: its root is not an <svg> element");
  EXPECT_EQ(refused_as("<!DOCTYPE svg [<!ENTITY a \"aaaa\">]><svg "
                       "xmlns=\"http://www.w3.org/2000/svg\">&a;</svg>"),
            "a.svg: not flat art: declares entities in a DOCTYPE; pictures take flat, opaque SVG "
            "art (templates/themes/README.md)");
  EXPECT_EQ(refused_as(std::string(mazebook::kMaxSvgBytes + 1, ' ')),
            "a.svg: 16777217 bytes; an SVG picture may have 16777216 at most");
}

TEST(SvgRules, RefusesXIncludeEvenWithAFallback) {
  EXPECT_EQ(
      refused(svg_of("<xi:include href=\"nowhere.svg\"><xi:fallback><path "
                     "d=\"M0 0h9\"/></xi:fallback></xi:include>")),
      "art.svg: line 2: not flat art: <xi:include> (XInclude pulls in other content)" + kRule);
  // Inside <metadata> too: librsvg would still fetch it.
  EXPECT_EQ(
      refused(svg_of("<metadata>\n<xi:include href=\"data:text/plain,HIDDEN\" "
                     "parse=\"text\"/></metadata>")),
      "art.svg: line 3: not flat art: <xi:include> (XInclude pulls in other content)" + kRule);
}

TEST(SvgRules, RefusesEveryProcessingInstructionButTheXmlDeclaration) {
  EXPECT_EQ(refused("<?xml version=\"1.0\"?>\n<?xml-stylesheet type=\"text/css\" "
                    "href=\"data:text/css,rect%7Bfill:black%7D\"?>\n" +
                    svg_of("<rect width=\"4\" height=\"4\" fill=\"red\"/>")),
            "art.svg: line 2: not flat art: <?xml-stylesheet?> (a processing instruction; only "
            "the XML declaration is read)" +
                kRule);
  EXPECT_EQ(refused(svg_of("<g><?php echo 1; ?></g>")),
            "art.svg: line 2: not flat art: <?php?> (a processing instruction; only the XML "
            "declaration is read)" +
                kRule);
  EXPECT_EQ(refused("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg_of("<rect/>")), "");
}

TEST(SvgRules, RefusesElementsOutsideSvgButInMetadata) {
  // librsvg draws an element in no namespace as SVG.
  EXPECT_EQ(refused(svg_of("<g xmlns=\"\"><text>HIDDEN</text></g>")),
            "art.svg: line 2: not flat art: <g> (an element outside SVG; other XML belongs in "
            "<metadata>)" +
                kRule);
  EXPECT_EQ(refused(svg_of("<f:x xmlns:f=\"urn:f\"><rect id=\"r\"/></f:x>")),
            "art.svg: line 2: not flat art: <f:x> (an element outside SVG; other XML belongs in "
            "<metadata>)" +
                kRule);
  // RDF in <metadata> and an editor's view settings are not drawn.
  EXPECT_EQ(refused(svg_of("<metadata><rdf:RDF xmlns:rdf=\"urn:rdf\"><rdf:x/></rdf:RDF>"
                           "</metadata><sodipodi:namedview xmlns:sodipodi=\"http://"
                           "sodipodi.sourceforge.net/DTD/sodipodi-0.dtd\" xmlns:inkscape=\"http://"
                           "www.inkscape.org/namespaces/inkscape\"><inkscape:grid/>"
                           "</sodipodi:namedview><rect/>")),
            "");
  // An editor's element holding SVG could be drawn through a reference.
  EXPECT_EQ(refused(svg_of("<sodipodi:namedview xmlns:sodipodi=\"http://"
                           "sodipodi.sourceforge.net/DTD/sodipodi-0.dtd\">\n<rect/>"
                           "</sodipodi:namedview>")),
            "art.svg: line 3: not flat art: <rect> inside <sodipodi:namedview> (an editor's "
            "settings hold no drawing)" +
                kRule);
}

TEST(SvgRules, StylesTakeAShortListOfProperties) {
  EXPECT_EQ(
      refused(svg_of("<rect width=\"9\" height=\"9\" style=\"fill:red;transform:scale(0.01)\"/>")),
      "art.svg: line 2: not flat art: style property 'transform' (not one flat art takes)" + kRule);
  EXPECT_EQ(
      refused(svg_of("<path d=\"M0 0h9\" stroke=\"red\" vector-effect=\"non-scaling-stroke\"/>")),
      "art.svg: line 2: not flat art: vector-effect attribute 'non-scaling-stroke' (not one "
      "flat art takes)" +
          kRule);
  EXPECT_EQ(
      refused(svg_of("<path style=\"font-size:12px\"/>")),
      "art.svg: line 2: not flat art: style property 'font-size' (not one flat art takes)" + kRule);
  // What the shipped art writes passes.
  EXPECT_EQ(refused(svg_of("<path d=\"M0 0h9\" style=\"fill:#fff;fill-rule:evenodd;clip-rule:"
                           "evenodd;stroke:#000;stroke-width:2;stroke-linecap:round;"
                           "stroke-linejoin:round;stroke-miterlimit:4;stroke-opacity:1;"
                           "fill-opacity:1;overflow:visible;enable-background:accumulate;"
                           "stroke-dasharray:none;display:inline;visibility:visible\"/>")),
            "");
}

TEST(SvgRules, ANestedViewportIsRefused) {
  EXPECT_EQ(refused(svg_of("<svg viewBox=\"0 0 1000 1000\" width=\"1\" height=\"1\"><path "
                           "stroke=\"red\" d=\"M0 0h9\"/></svg>")),
            "art.svg: line 2: not flat art: <svg> inside the picture (a nested viewport; draw its "
            "parts in place)" +
                kRule);
}

TEST(SvgUse, ALocalSymbolGroupOrShapeIsDrawnAndMeasuredWhereUsed) {
  const mazebook::FlatSvg flat = mazebook::check_flat_svg(
      svg_of("<defs><symbol id=\"s\"><path d=\"M0 0L9 9\"/></symbol>"
             "<g id=\"g\"><rect width=\"2\" height=\"2\"/></g></defs>"
             "<path id=\"p\" d=\"M0 0h4\" stroke=\"blue\" stroke-width=\"4\"/>"
             "<use href=\"#s\" stroke=\"red\" stroke-width=\"2\" transform=\"scale(0.25)\"/>"
             "<use xlink:href=\"#g\" x=\"5\"/><use href=\"#p\" transform=\"scale(0.5)\"/>"),
      "art.svg");
  // The symbol's path prints 2 x 0.25; the path used at half size 4 x 0.5.
  EXPECT_DOUBLE_EQ(flat.thinnest, 0.5);
  const std::string thick = mazebook::thickened_svg(flat, "art.svg", false, 1.0);
  EXPECT_NE(thick.find("<path d=\"M0 0L9 9\" style=\"stroke-width:4\"/>"), std::string::npos)
      << thick;
  EXPECT_NE(thick.find("<path id=\"p\" d=\"M0 0h4\" stroke=\"#0000ff\" stroke-width=\"4\"/>"),
            std::string::npos)
      << thick;
}

TEST(SvgUse, RefusesWhatItCannotFollow) {
  EXPECT_EQ(
      refused(svg_of("<use xlink:href=\"#a\"/>")),
      "art.svg: line 2: not flat art: <use> refers to '#a', which is not in the file" + kRule);
  EXPECT_EQ(refused(svg_of("<metadata><rect id=\"m\" width=\"9\" height=\"9\"/></metadata>"
                           "\n<use href=\"#m\"/>")),
            "art.svg: line 3: not flat art: <use> refers to '#m', a <rect> inside <metadata> "
            "(only a <symbol>, <g> or shape of the drawing)" +
                kRule);
  EXPECT_EQ(refused(svg_of("<title id=\"t\">x</title><use href=\"#t\"/>")),
            "art.svg: line 2: not flat art: <use> refers to '#t', a <title> (only a <symbol>, <g> "
            "or shape of the drawing)" +
                kRule);
  EXPECT_EQ(refused(svg_of("<rect id=\"r\"/><g id=\"r\"/><use href=\"#r\"/>")),
            "art.svg: line 2: not flat art: <use> refers to '#r', an id given twice" + kRule);
  EXPECT_EQ(refused(svg_of("<g id=\"g\"><use href=\"#g\"/></g>")),
            "art.svg: line 2: not flat art: <use> refers to '#g', which holds it (a loop)" + kRule);
  EXPECT_EQ(refused(svg_of("<use href=\"#a\" xlink:href=\"#b\"/><rect id=\"a\"/><rect id=\"b\"/>")),
            "art.svg: line 2: not flat art: <use> has both href '#a' and xlink:href '#b'" + kRule);
  EXPECT_EQ(refused(svg_of("<symbol id=\"s\" viewBox=\"0 0 1 1\"/><use href=\"#s\"/>")),
            "art.svg: line 2: not flat art: <symbol> with a viewBox (it would scale its lines: "
            "draw it at its size)" +
                kRule);
}

TEST(SvgUse, UsesNestAtMost32Deep) {
  std::string body = "<defs><path id=\"u0\" d=\"M0 0h1\"/>";
  for (int i = 1; i <= 40; ++i) {
    body +=
        "<g id=\"u" + std::to_string(i) + "\"><use href=\"#u" + std::to_string(i - 1) + "\"/></g>";
  }
  EXPECT_EQ(refused(svg_of(body + "</defs><use href=\"#u31\"/>")), "");
  EXPECT_EQ(refused(svg_of(body + "</defs><use href=\"#u40\"/>")),
            "art.svg: line 2: not flat art: <use> inside 32 others (too deep)" + kRule);
}

TEST(SvgUse, AReferenceBlowUpIsRefusedBeforeItIsDrawn) {
  // Ten levels of ten uses each would draw 10^10 paths.
  std::string body = "<defs><path id=\"l0\" d=\"M0 0h1\"/>";
  for (int level = 1; level <= 10; ++level) {
    body += "<g id=\"l" + std::to_string(level) + "\">";
    for (int i = 0; i < 10; ++i) body += "<use href=\"#l" + std::to_string(level - 1) + "\"/>";
    body += "</g>";
  }
  body += "</defs><use href=\"#l10\"/>";
  EXPECT_EQ(refused(svg_of(body)),
            "art.svg: draws more than 100000 elements through <use>; an SVG picture may draw "
            "100000 at most" +
                kRule);
}

TEST(SvgLimits, ElementsAreCountedWhileParsing) {
  std::string body;
  for (int i = 0; i < 100000; ++i) body += "<g/>";
  // The <svg> and 100000 groups: one too many.
  EXPECT_EQ(refused(svg_of(body)),
            "art.svg: more than 100000 elements; an SVG picture may have 100000 at most");
  body.resize(body.size() - 4);
  EXPECT_EQ(refused(svg_of(body)), "");
}

}  // namespace
