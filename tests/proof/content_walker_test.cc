// The content-stream reader: tokens, the graphics-state stack, transforms,
// form XObjects with their /Matrix, text sizes and extents, clipping.

#include "proof/pdf/content_walker.h"

#include <gtest/gtest.h>

#include "proof/core/error.h"
#include "proof/pdf/content_lexer.h"
#include "test_pdf.h"
#include "test_run.h"

namespace mazeproof_test {
namespace {

using mazeproof::ContentLexer;
using mazeproof::DrawItem;
using mazeproof::ItemKind;
using mazeproof::PageDrawing;
using mazeproof::Token;
using mazeproof::TokenKind;

std::vector<Token> lex(const std::string& text) {
  ContentLexer lexer(text);
  std::vector<Token> out;
  Token t;
  while (lexer.next(t)) out.push_back(t);
  return out;
}

TEST(ContentLexer, Tokens) {
  const std::string text =
      "1 -2.5 .5 /F1 (a\\(b\\)\\n) <41 42 4> [1 (x)] << /K 1 >> Tj % comment\nS";
  const std::vector<Token> t = lex(text);  // tokens view `text`
  ASSERT_EQ(t.size(), 16u);
  EXPECT_EQ(t[0].number, 1);
  EXPECT_EQ(t[1].number, -2.5);
  EXPECT_EQ(t[2].number, 0.5);
  EXPECT_EQ(t[3].kind, TokenKind::name);
  EXPECT_EQ(t[3].text, "F1");
  EXPECT_EQ(t[4].bytes, "a(b)\n");
  EXPECT_EQ(t[5].bytes, "AB@");
  EXPECT_EQ(t[6].kind, TokenKind::array_begin);
  EXPECT_EQ(t[9].kind, TokenKind::array_end);
  EXPECT_EQ(t[10].kind, TokenKind::dict_begin);
  EXPECT_EQ(t[13].kind, TokenKind::dict_end);
  EXPECT_EQ(t[14].text, "Tj");
  EXPECT_EQ(t[15].text, "S");
}

TEST(ContentLexer, InlineImageDataIsSkipped) {
  ContentLexer lexer("BI /W 2 /H 2 ID \x01\x02 EI\x03 EI Q");
  Token t;
  while (lexer.next(t) && t.text != "ID") {
  }
  lexer.skip_inline_image();
  ASSERT_TRUE(lexer.next(t));
  EXPECT_EQ(t.text, "Q");
}

TEST(ContentLexer, Errors) {
  EXPECT_THROW(lex("(never closed"), mazeproof::Error);
  EXPECT_THROW(lex("<4G>"), mazeproof::Error);
  try {
    lex("1 2 ) S");
  } catch (const mazeproof::Error& e) {
    EXPECT_STREQ(e.what(), "content stream offset 4: stray ')'");
  }
}

// Walks page 1 of a one-page PDF with `content` (y downward, 6 x 9 in).
PageDrawing walk(const std::string& content, const PdfOptions& options = {}) {
  TempDir dir;
  write_pdf(dir / "t.pdf", {TestPage{432, 648, content, false}}, options);
  mazeproof::PdfFile pdf(dir / "t.pdf", "t.pdf");
  mazeproof::ContentWalker walker(pdf);
  return walker.walk_page(0);
}

TEST(ContentWalker, StrokesInPageSpace) {
  const PageDrawing d =
      walk("q 0 0 0 RG 2 w 72 72 m 144 72 l S Q 0.55 0.55 0.55 RG 72 100 m 72 200 l S");
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].kind, ItemKind::stroke);
  EXPECT_TRUE(mazeproof::is_wall_colour(d[0].colour));
  EXPECT_DOUBLE_EQ(d[0].line_width, 2);
  ASSERT_EQ(d[0].segments.size(), 1u);
  EXPECT_DOUBLE_EQ(d[0].segments[0].a.y, 648 - 72);  // the flip is applied
  EXPECT_DOUBLE_EQ(d[0].box.y0, 648 - 72 - 1);       // half the width
  EXPECT_TRUE(mazeproof::is_route_colour(d[1].colour));
  EXPECT_DOUBLE_EQ(d[1].line_width, 1);  // Q restored the width
}

TEST(ContentWalker, ColourSpaces) {
  const PageDrawing d = walk(
      "0 G 10 10 m 20 10 l S 0 0 0 1 K 10 20 m 20 20 l S /DeviceRGB CS 0.55 0.55 0.55 SC 10 30 m "
      "20 30 l S");
  ASSERT_EQ(d.size(), 3u);
  EXPECT_TRUE(mazeproof::is_wall_colour(d[0].colour));
  EXPECT_TRUE(mazeproof::is_wall_colour(d[1].colour));
  EXPECT_TRUE(mazeproof::is_route_colour(d[2].colour));
}

TEST(ContentWalker, FormXObjectUnderItsMatrix) {
  PdfOptions o;
  o.form_content = "0 0 0 RG 1 w 0 0 m 10 0 l S BT /F1 10 Tf 0 20 Td (A) Tj ET";
  o.form_matrix = "2 0 0 2 100 100";
  const PageDrawing d = walk("q 1 0 0 1 10 0 cm /Fm1 Do Q", o);
  ASSERT_EQ(d.size(), 2u);
  ASSERT_EQ(d[0].segments.size(), 1u);
  EXPECT_DOUBLE_EQ(d[0].segments[0].a.x, 110);
  EXPECT_DOUBLE_EQ(d[0].segments[0].b.x, 130);
  EXPECT_DOUBLE_EQ(d[0].segments[0].a.y, 648 - 100);
  EXPECT_DOUBLE_EQ(d[0].line_width, 2);
  EXPECT_EQ(d[1].kind, ItemKind::text);
  EXPECT_DOUBLE_EQ(d[1].text_size, 20);
}

TEST(ContentWalker, TextSizeAndExtent) {
  // The test font: 0.5 em wide, 0.7 em tall.
  const PageDrawing d =
      walk(text_at(100, 200, 10, "ABCD") + "BT /F1 2 Tf 6 0 0 6 0 0 Tm [(A) -1000 (B)] TJ ET");
  ASSERT_EQ(d.size(), 2u);
  EXPECT_DOUBLE_EQ(d[0].text_size, 10);
  EXPECT_NEAR(d[0].box.x0, 100, 1e-9);
  EXPECT_NEAR(d[0].box.x1, 120, 1e-9);
  EXPECT_NEAR(d[0].box.y0, 648 - 200, 1e-9);
  EXPECT_NEAR(d[0].box.y1, 648 - 193, 1e-9);
  EXPECT_DOUBLE_EQ(d[1].text_size, 12);             // 2 x 6, flipped by the page CTM
  EXPECT_NEAR(d[1].box.x1, 6 * (1 + 2 + 1), 1e-9);  // A, one em of TJ space, B
}

TEST(ContentWalker, ClippedAwayIsNotDrawn) {
  const PageDrawing d = walk(
      "q 0 0 50 50 re W n 0 0 0 RG 100 100 m 200 100 l S 10 10 m 60 10 l S Q 100 100 m 200 100 l "
      "S");
  ASSERT_EQ(d.size(), 2u);
  EXPECT_NEAR(d[0].box.x1, 50, 1e-9);
  EXPECT_NEAR(d[1].box.x1, 200.5, 1e-9);
}

TEST(ContentWalker, RectangleFills) {
  const PageDrawing d =
      walk("10 10 50 50 re f 10 100 m 60 100 l 60 150 l 10 150 l h f 10 200 m 60 200 l 30 250 l f");
  ASSERT_EQ(d.size(), 3u);
  EXPECT_TRUE(d[0].rectangles_only);
  EXPECT_TRUE(d[1].rectangles_only);
  EXPECT_FALSE(d[2].rectangles_only);
}

TEST(ContentWalker, BadContentNamesFileAndPage) {
  TempDir dir;
  write_pdf(dir / "t.pdf", {TestPage{432, 648, "(open", false}});
  mazeproof::PdfFile pdf(dir / "t.pdf", "t.pdf");
  mazeproof::ContentWalker walker(pdf);
  try {
    walker.walk_page(0);
    FAIL();
  } catch (const mazeproof::Error& e) {
    EXPECT_EQ(std::string(e.what()).rfind("t.pdf: page 1: content stream offset ", 0), 0u)
        << e.what();
  }
}

}  // namespace
}  // namespace mazeproof_test
